import Drawing

/// A geometry value of a view that another view reads in its own space, as SwiftUI's
/// `Anchor`: `anchorPreference(key:value:transform:)` makes one for the view it modifies, and
/// `GeometryProxy[anchor]` gives its value in the reader's coordinates. The value is read
/// where the anchored view was placed (its frame on the page, the moves of `offset` included),
/// so a reader placed after it (an `overlayPreferenceValue`'s) sees it where it is drawn.
public struct Anchor<Value> {
    /// The node whose frame the anchor is taken from; nil for an anchor made from nothing.
    let node: WeakNode
    /// The value in a space whose origin is at `origin` on the page, from the node's frame.
    let make: @MainActor (_ frame: CGRect, _ origin: CGPoint) -> Value

    /// What an anchor is taken from: a rectangle or point of the view's bounds.
    public struct Source {
        let make: @MainActor (_ frame: CGRect, _ origin: CGPoint) -> Value
    }

    @MainActor func value(in origin: CGPoint) -> Value { make(node.node?.frame ?? .zero, origin) }
}

/// A reference to a node that does not keep it alive (anchors can outlive a frame's tree).
struct WeakNode {
    weak var node: LayoutNode?
}

extension Anchor: @unchecked Sendable {}
extension Anchor.Source: @unchecked Sendable {}

extension Anchor: Equatable where Value: Equatable {
    /// Anchors are equal when they are of the same view and give the same value.
    public static func == (a: Anchor, b: Anchor) -> Bool {
        nonisolated(unsafe) var equal = false
        MainActor.assumeIsolated { equal = a.node.node === b.node.node && a.value(in: .zero) == b.value(in: .zero) }
        return equal
    }
}

extension Anchor: Hashable where Value: Hashable {
    public func hash(into hasher: inout Hasher) {
        nonisolated(unsafe) var h = hasher
        MainActor.assumeIsolated { h.combine(value(in: .zero)) }
        hasher = h
    }
}

extension Anchor.Source where Value == CGRect {
    /// A rectangle in the view's own space.
    public static func rect(_ r: CGRect) -> Anchor<CGRect>.Source {
        Anchor<CGRect>.Source { f, o in r.offsetBy(dx: f.minX - o.x, dy: f.minY - o.y) }
    }

    /// The view's bounds.
    public static var bounds: Anchor<CGRect>.Source {
        Anchor<CGRect>.Source { f, o in f.offsetBy(dx: -o.x, dy: -o.y) }
    }
}

extension Anchor.Source where Value == CGPoint {
    /// A point in the view's own space.
    public static func point(_ p: CGPoint) -> Anchor<CGPoint>.Source {
        Anchor<CGPoint>.Source { f, o in CGPoint(x: f.minX + p.x - o.x, y: f.minY + p.y - o.y) }
    }

    /// A point of the view's bounds as fractions of its size.
    public static func unitPoint(_ p: UnitPoint) -> Anchor<CGPoint>.Source {
        Anchor<CGPoint>.Source { f, o in CGPoint(x: f.minX + p.x * f.width - o.x, y: f.minY + p.y * f.height - o.y) }
    }

    public static var topLeading: Anchor<CGPoint>.Source { unitPoint(.topLeading) }
    public static var top: Anchor<CGPoint>.Source { unitPoint(.top) }
    public static var topTrailing: Anchor<CGPoint>.Source { unitPoint(.topTrailing) }
    public static var leading: Anchor<CGPoint>.Source { unitPoint(.leading) }
    public static var center: Anchor<CGPoint>.Source { unitPoint(.center) }
    public static var trailing: Anchor<CGPoint>.Source { unitPoint(.trailing) }
    public static var bottomLeading: Anchor<CGPoint>.Source { unitPoint(.bottomLeading) }
    public static var bottom: Anchor<CGPoint>.Source { unitPoint(.bottom) }
    public static var bottomTrailing: Anchor<CGPoint>.Source { unitPoint(.bottomTrailing) }
}

extension Anchor.Source {
    /// An array of anchors' sources as the source of an array.
    public init<T>(_ array: [Anchor<T>.Source]) where Value == [T] {
        make = { f, o in array.map { $0.make(f, o) } }
    }

    /// An optional source as the source of an optional.
    public init<T>(_ anchor: Anchor<T>.Source?) where Value == T? {
        make = { f, o in anchor.map { $0.make(f, o) } }
    }
}

extension GeometryProxy {
    /// The anchor's value in the reader's space.
    public subscript<T>(anchor: Anchor<T>) -> T {
        // Readers' content is made on the main actor, while the tree is placed.
        nonisolated(unsafe) var value: T?
        let origin = globalFrame.origin
        MainActor.assumeIsolated { value = anchor.value(in: origin) }
        return value!
    }
}

extension View {
    /// Sets a preference from an anchor of this view: `transform` turns the anchor into the value.
    nonisolated public func anchorPreference<A, K: PreferenceKey>(
        key: K.Type = K.self, value: Anchor<A>.Source, transform: @escaping (Anchor<A>) -> K.Value
    ) -> some View {
        nonisolated(unsafe) let transform = transform
        let source = value
        return modifier(PreferenceTransformingModifier<K> { values, node in
            values.set(K.self, transform(Anchor(node: WeakNode(node: node), make: source.make)))
        })
    }

    /// Changes a preference with an anchor of this view.
    nonisolated public func transformAnchorPreference<A, K: PreferenceKey>(
        key: K.Type = K.self, value: Anchor<A>.Source, transform: @escaping (inout K.Value, Anchor<A>) -> Void
    ) -> some View {
        nonisolated(unsafe) let transform = transform
        let source = value
        return modifier(PreferenceTransformingModifier<K> { values, node in
            var v = values.value(K.self)
            transform(&v, Anchor(node: WeakNode(node: node), make: source.make))
            values.set(K.self, v)
        })
    }

    /// Changes the value of a preference its subtree set (or its default).
    nonisolated public func transformPreference<K: PreferenceKey>(
        _ key: K.Type = K.self, _ callback: @escaping (inout K.Value) -> Void
    ) -> some View {
        nonisolated(unsafe) let callback = callback
        return modifier(PreferenceTransformingModifier<K> { values, _ in
            var v = values.value(K.self)
            callback(&v)
            values.set(K.self, v)
        })
    }

    /// A view over this one built from the value of a preference its subtree sets.
    nonisolated public func overlayPreferenceValue<K: PreferenceKey, V: View>(
        _ key: K.Type = K.self, alignment: Alignment = .center, @ViewBuilder _ transform: @escaping (K.Value) -> V
    ) -> some View {
        modifier(PreferenceSecondaryModifier<K, V>(transform: transform, alignment: alignment, isOverlay: true))
    }

    /// A view over this one built from the value of a preference (the iOS 13 form).
    @_disfavoredOverload
    nonisolated public func overlayPreferenceValue<K: PreferenceKey, V: View>(
        _ key: K.Type = K.self, @ViewBuilder _ transform: @escaping (K.Value) -> V
    ) -> some View {
        modifier(PreferenceSecondaryModifier<K, V>(transform: transform, alignment: .center, isOverlay: true))
    }

    /// A view behind this one built from the value of a preference its subtree sets.
    nonisolated public func backgroundPreferenceValue<K: PreferenceKey, V: View>(
        _ key: K.Type = K.self, alignment: Alignment = .center, @ViewBuilder _ transform: @escaping (K.Value) -> V
    ) -> some View {
        modifier(PreferenceSecondaryModifier<K, V>(transform: transform, alignment: alignment, isOverlay: false))
    }

    /// A view behind this one built from the value of a preference (the iOS 13 form).
    @_disfavoredOverload
    nonisolated public func backgroundPreferenceValue<K: PreferenceKey, V: View>(
        _ key: K.Type = K.self, @ViewBuilder _ transform: @escaping (K.Value) -> V
    ) -> some View {
        modifier(PreferenceSecondaryModifier<K, V>(transform: transform, alignment: .center, isOverlay: false))
    }
}

/// A preference set or changed from the subtree's value and the node it is set on.
nonisolated struct PreferenceTransformingModifier<K: PreferenceKey>: ViewModifier, @MainActor PrimitiveModifier {
    let apply: (inout PreferenceValues, LayoutNode) -> Void

    @MainActor func makeNodes(content: ResolveContext.Content, _ context: ResolveContext) -> [LayoutNode] {
        let apply = self.apply
        return content(context).map { node in
            let p = PreferenceNode(node, apply: { _ in })
            p.applyAt = apply
            return p
        }
    }
}

/// `overlayPreferenceValue` and `backgroundPreferenceValue`: the content's preference value
/// (known once its views are made; anchors in it are read when the secondary view is placed,
/// after the content) builds the view over or behind it, offered the content's size.
nonisolated struct PreferenceSecondaryModifier<K: PreferenceKey, V: View>: ViewModifier, @MainActor PrimitiveModifier {
    let transform: (K.Value) -> V
    let alignment: Alignment
    let isOverlay: Bool

    @MainActor func makeNodes(content: ResolveContext.Content, _ context: ResolveContext) -> [LayoutNode] {
        let nodes = content(context)
        var values = PreferenceValues()
        var ignored: [PreferenceObservation] = []
        for node in nodes { values.merge(PreferenceCollector.collect(node, into: &ignored)) }
        var c = context
        c.stackAxis = nil
        let made = c.resolve(transform(values.value(K.self)), component: isOverlay ? "pref-overlay" : "pref-background")
        return [SecondaryNode(nodes.single(), secondary: made.single(alignment: alignment), alignment: alignment, isOverlay: isOverlay)]
    }
}
