/// Storage shared by every copy of a `State` (and the closures that captured one). Created
/// anywhere; read and written on the main actor only.
final class StateBox<Value>: @unchecked Sendable {
    var value: Value
    /// The value the view was created with: what a host that has not stored one starts from
    /// (so one view value can be shown by several hosts, each with its own state).
    let initial: Value
    weak var graph: ViewGraph?
    var key: String?

    init(_ value: Value) {
        self.value = value
        initial = value
    }

    @MainActor func set(_ newValue: Value) {
        value = newValue
        if let graph, let key { graph.store(newValue, for: key) }
    }
}

/// A value owned by a view and kept by the host between frames, as SwiftUI's `@State`.
/// Writing it makes the host render a new frame.
@propertyWrapper
public struct State<Value>: DynamicProperty {
    let box: StateBox<Value>

    public init(wrappedValue value: Value) {
        box = StateBox(value)
    }

    public init(initialValue value: Value) {
        self.init(wrappedValue: value)
    }

    @MainActor public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.set(newValue) }
    }

    @MainActor public var projectedValue: Binding<Value> {
        let box = self.box
        return Binding(get: { box.value }, set: { box.set($0) })
    }
}

extension State where Value: ExpressibleByNilLiteral {
    public init() {
        self.init(wrappedValue: nil)
    }
}

extension State: DynamicPropertyBinding {
    func bind(_ context: ResolveContext, key: String) {
        box.graph = context.graph
        box.key = key
        // Unwrapped first: a missing value cast to an Optional `Value` would read as nil.
        if let any = context.graph.storedValue(for: key), let stored = any as? Value {
            box.value = stored
        } else {
            box.value = box.initial
            context.graph.store(box.initial, for: key, notify: false)
        }
    }
}

/// A stable identity for `matchedGeometryEffect`, as SwiftUI's `@Namespace`.
@propertyWrapper
public struct Namespace: DynamicProperty {
    let box: StateBox<Int>

    public init() {
        box = StateBox(0)
    }

    /// A namespace's identity.
    public struct ID: Hashable, Sendable {
        let id: Int
    }

    @MainActor public var wrappedValue: ID { ID(id: box.value) }
}

extension Namespace: DynamicPropertyBinding {
    func bind(_ context: ResolveContext, key: String) {
        box.value = context.graph.namespaceID(for: key)
    }
}
