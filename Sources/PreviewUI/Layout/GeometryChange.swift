import Drawing

/// The value an `onGeometryChange` read from its view, handed up as a preference. Each use has
/// its own key (keyed by the modifier's place), so nested ones of the same type do not mix.
struct GeometryChangeValues: PreferenceKey {
    nonisolated(unsafe) static let defaultValue: [String: AnyHashableBox] = [:]
    static func reduce(value: inout [String: AnyHashableBox], nextValue: () -> [String: AnyHashableBox]) {
        value.merge(nextValue()) { _, new in new }
    }
}

extension View {
    /// Calls `action` with what `transform` reads from this view's geometry when the view is
    /// laid out, and again whenever that value changes (a state change it makes lays the
    /// view out again before the picture is taken).
    nonisolated public func onGeometryChange<T: Equatable & Sendable>(
        for type: T.Type, of transform: @escaping @Sendable (GeometryProxy) -> T, action: @escaping (_ newValue: T) -> Void
    ) -> some View {
        modifier(GeometryChangeModifier(transform: transform) { _, new in action(new) })
    }

    /// Calls `action` with the old and new values (the same value the first time).
    nonisolated public func onGeometryChange<T: Equatable & Sendable>(
        for type: T.Type, of transform: @escaping @Sendable (GeometryProxy) -> T,
        action: @escaping (_ oldValue: T, _ newValue: T) -> Void
    ) -> some View {
        modifier(GeometryChangeModifier(transform: transform, action: action))
    }
}

/// Reads the view's geometry through a `GeometryReader` behind it and observes the value as a
/// preference of its own.
nonisolated struct GeometryChangeModifier<T: Equatable & Sendable>: ViewModifier, @MainActor PrimitiveModifier {
    let transform: @Sendable (GeometryProxy) -> T
    let action: (T, T) -> Void

    @MainActor func makeNodes(content: ResolveContext.Content, _ context: ResolveContext) -> [LayoutNode] {
        let key = context.key + "#geometry"
        let transform = self.transform, action = self.action
        let last = context.graph.geometryChangeLastValues
        let measured = ResolvedNodes(nodes: [content(context).single()])
            .background(GeometryReader { proxy in
                Color.clear.preference(key: GeometryChangeValues.self, value: [key: AnyHashableBox(transform(proxy))])
            })
        let nodes = context.appending("geometry").resolve(measured)
        return [PreferenceObserverNode(nodes.single(), key: key, keyName: "onGeometryChange(for: \(T.self))") { values in
            let box = values.value(GeometryChangeValues.self)[key]
            let value = box?.value as? T
            return (box ?? AnyHashableBox(0), {
                guard let value else { return }
                let old = last.values[key] as? T ?? value
                last.values[key] = value
                action(old, value)
            })
        }]
    }
}

/// The values each `onGeometryChange` last reported, for its `oldValue`.
final class GeometryChangeLastValues {
    var values: [String: Any] = [:]
}
