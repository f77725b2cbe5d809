/// Where the focus is, as SwiftUI's `@FocusState`: a `Bool` (is the field tied to it with
/// `.focused($isFocused)` focused?) or an optional value (which of the fields tied to it with
/// `.focused($field, equals: .email)` is, or nil). Kept by the host between frames as `@State`
/// is; the host moves it when it focuses a field (`ViewHost.focus(_:)`, `type(_:into:)`, a tap
/// on a field), and a view that writes it moves the caret.
@propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty {
    let box: StateBox<Value>

    /// A focus state's binding, as `$focus` gives it to `.focused`.
    @propertyWrapper
    public struct Binding {
        let box: StateBox<Value>

        @MainActor public var wrappedValue: Value {
            get { box.value }
            nonmutating set { box.set(newValue) }
        }

        public var projectedValue: FocusState<Value>.Binding { self }
    }

    public init() where Value == Bool {
        box = StateBox(false)
    }

    public init<T: Hashable>() where Value == T? {
        box = StateBox(nil)
    }

    @MainActor public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.set(newValue) }
    }

    public var projectedValue: FocusState<Value>.Binding { Binding(box: box) }
}

extension FocusState: DynamicPropertyBinding {
    func bind(_ context: ResolveContext, key: String) {
        box.graph = context.graph
        box.key = key
        if let any = context.graph.storedValue(for: key), let stored = any as? Value {
            box.value = stored
        } else {
            box.value = box.initial
            context.graph.store(box.initial, for: key, notify: false)
        }
    }
}

extension View {
    /// Ties the text inputs inside to a Boolean focus state: true while one of them is focused.
    nonisolated public func focused(_ condition: FocusState<Bool>.Binding) -> some View {
        let link = FocusLink.bool(condition)
        return transformingEnvironment { $0.focusLink = link }
    }

    /// Ties the text inputs inside to a focus state: it is `value` while one of them is
    /// focused (and nil, for an optional state, when that one is left).
    nonisolated public func focused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value) -> some View {
        let link = FocusLink.equals(binding, value)
        return transformingEnvironment { $0.focusLink = link }
    }
}

extension FocusLink {
    /// nil, when `V` is an optional type.
    static func none<V>(_: V.Type) -> V? {
        (V.self as? any ExpressibleByNilLiteral.Type).flatMap { $0.init(nilLiteral: ()) as? V }
    }
}
