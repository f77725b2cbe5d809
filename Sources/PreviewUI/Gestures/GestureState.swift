/// A value a gesture updates while it is recognised (through `updating(_:body:)`), reset to
/// its initial value when the gesture ends or fails, as SwiftUI's `@GestureState`.
@propertyWrapper
public struct GestureState<Value>: DynamicProperty {
    /// How the value goes back: the transaction of the reset and an action run with it.
    struct Reset {
        var transaction = Transaction()
        var action: ((Value, inout Transaction) -> Void)?
    }

    let box: StateBox<Value>
    let reset: Reset

    public init(wrappedValue: Value) {
        box = StateBox(wrappedValue)
        reset = Reset()
    }

    public init(initialValue: Value) {
        self.init(wrappedValue: initialValue)
    }

    public init(wrappedValue: Value, resetTransaction: Transaction) {
        box = StateBox(wrappedValue)
        reset = Reset(transaction: resetTransaction)
    }

    public init(initialValue: Value, resetTransaction: Transaction) {
        self.init(wrappedValue: initialValue, resetTransaction: resetTransaction)
    }

    public init(wrappedValue: Value, reset: @escaping (Value, inout Transaction) -> Void) {
        box = StateBox(wrappedValue)
        self.reset = Reset(action: reset)
    }

    public init(initialValue: Value, reset: @escaping (Value, inout Transaction) -> Void) {
        self.init(wrappedValue: initialValue, reset: reset)
    }

    @MainActor public var wrappedValue: Value { box.value }

    /// The state itself, to pass to `updating(_:body:)`.
    public var projectedValue: GestureState<Value> { self }
}

extension GestureState where Value: ExpressibleByNilLiteral {
    public init(resetTransaction: Transaction = Transaction()) {
        self.init(wrappedValue: nil, resetTransaction: resetTransaction)
    }

    public init(reset: @escaping (Value, inout Transaction) -> Void) {
        self.init(wrappedValue: nil, reset: reset)
    }
}

extension GestureState: DynamicPropertyBinding {
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
