// The modifiers of a gesture's values: onChanged, onEnded, updating, map, and AnyGesture.

/// A gesture that runs an action when its value changes (`onChanged`).
nonisolated public struct _ChangedGesture<Content: Gesture>: Gesture, @MainActor PrimitiveGesture {
    public typealias Value = Content.Value
    public typealias Body = Never
    let content: Content
    let action: (Content.Value) -> Void

    public var body: Never { fatalError("_ChangedGesture is a primitive gesture") }

    @MainActor func makeErasedRecognizer(_ context: GestureContext) -> AnyObject {
        ActionRecognizer(makeRecognizer(content, context), changed: action, ended: nil)
    }
}

/// A gesture that runs an action when it ends (`onEnded`).
nonisolated public struct _EndedGesture<Content: Gesture>: Gesture, @MainActor PrimitiveGesture {
    public typealias Value = Content.Value
    public typealias Body = Never
    let content: Content
    let action: (Content.Value) -> Void

    public var body: Never { fatalError("_EndedGesture is a primitive gesture") }

    @MainActor func makeErasedRecognizer(_ context: GestureContext) -> AnyObject {
        ActionRecognizer(makeRecognizer(content, context), changed: nil, ended: action)
    }
}

/// A gesture whose values are another's, transformed (`map`).
nonisolated public struct _MapGesture<Content: Gesture, Value>: Gesture, @MainActor PrimitiveGesture {
    public typealias Body = Never
    let content: Content
    let transform: (Content.Value) -> Value

    public var body: Never { fatalError("_MapGesture is a primitive gesture") }

    @MainActor func makeErasedRecognizer(_ context: GestureContext) -> AnyObject {
        MappedRecognizer(makeRecognizer(content, context), transform)
    }
}

/// A gesture that updates a `@GestureState` while it is recognised (`updating`); the state
/// goes back to its initial value when the gesture ends or fails.
nonisolated public struct GestureStateGesture<Base: Gesture, State>: Gesture, @MainActor PrimitiveGesture {
    public typealias Value = Base.Value
    public typealias Body = Never

    /// The originating gesture.
    public var base: Base
    /// The state it updates.
    public var state: GestureState<State>
    /// Called with each new value, the state to update and a transaction.
    public var body: (GestureStateGesture<Base, State>.Value, inout State, inout Transaction) -> Void

    public init(base: Base, state: GestureState<State>,
                body: @escaping (GestureStateGesture<Base, State>.Value, inout State, inout Transaction) -> Void) {
        self.base = base
        self.state = state
        self.body = body
    }

    @MainActor func makeErasedRecognizer(_ context: GestureContext) -> AnyObject {
        UpdatingRecognizer(makeRecognizer(base, context), state: state.box, reset: state.reset, body: body)
    }
}

/// A type-erased gesture, as SwiftUI's `AnyGesture`.
public struct AnyGesture<Value>: Gesture, PrimitiveGesture {
    public typealias Body = Never
    let make: @MainActor (GestureContext) -> GestureRecognizer<Value>

    public init<T: Gesture>(_ gesture: T) where Value == T.Value {
        make = { makeRecognizer(gesture, $0) }
    }

    public var body: Never { fatalError("AnyGesture is a primitive gesture") }

    func makeErasedRecognizer(_ context: GestureContext) -> AnyObject { make(context) }
}

extension Gesture {
    /// Runs `action` with the final value when the gesture ends (not when it fails).
    nonisolated public func onEnded(_ action: @escaping (Self.Value) -> Void) -> _EndedGesture<Self> {
        _EndedGesture(content: self, action: action)
    }

    /// Updates `state` as the gesture's value changes; it is reset when the gesture ends.
    nonisolated public func updating<State>(
        _ state: GestureState<State>, body: @escaping (Self.Value, inout State, inout Transaction) -> Void
    ) -> GestureStateGesture<Self, State> {
        GestureStateGesture(base: self, state: state, body: body)
    }

    /// The gesture with its values transformed.
    nonisolated public func map<T>(_ body: @escaping (Self.Value) -> T) -> _MapGesture<Self, T> {
        _MapGesture(content: self, transform: body)
    }
}

extension Gesture where Value: Equatable {
    /// Runs `action` with each new value while the gesture is recognised.
    nonisolated public func onChanged(_ action: @escaping (Self.Value) -> Void) -> _ChangedGesture<Self> {
        _ChangedGesture(content: self, action: action)
    }
}

// MARK: Recognizers

final class MappedRecognizer<In, Out>: GestureRecognizer<Out> {
    let base: GestureRecognizer<In>
    let transform: (In) -> Out

    init(_ base: GestureRecognizer<In>, _ transform: @escaping (In) -> Out) {
        self.base = base
        self.transform = transform
    }

    override var longestPress: Double { base.longestPress }

    override func process(_ event: TouchEvent, _ s: GestureSession) -> [GestureUpdate<Out>] {
        base.handle(event, s).map {
            switch $0 {
            case .changed(let v): return .changed(transform(v))
            case .ended(let v): return .ended(transform(v))
            case .failed: return .failed
            }
        }
    }
}

/// Runs `changed` at once, and `ended` after the whole event is handled.
final class ActionRecognizer<Value>: GestureRecognizer<Value> {
    let base: GestureRecognizer<Value>
    let changed: ((Value) -> Void)?
    let ended: ((Value) -> Void)?

    init(_ base: GestureRecognizer<Value>, changed: ((Value) -> Void)?, ended: ((Value) -> Void)?) {
        self.base = base
        self.changed = changed
        self.ended = ended
    }

    override var longestPress: Double { base.longestPress }

    override func process(_ event: TouchEvent, _ s: GestureSession) -> [GestureUpdate<Value>] {
        let updates = base.handle(event, s)
        for u in updates {
            switch u {
            case .changed(let v): changed?(v)
            case .ended(let v): if let ended { s.endActions.append { ended(v) } }
            case .failed: break
            }
        }
        return updates
    }
}

final class UpdatingRecognizer<Value, State>: GestureRecognizer<Value> {
    let base: GestureRecognizer<Value>
    let state: StateBox<State>
    let reset: GestureState<State>.Reset
    let body: (Value, inout State, inout Transaction) -> Void

    init(_ base: GestureRecognizer<Value>, state: StateBox<State>, reset: GestureState<State>.Reset,
         body: @escaping (Value, inout State, inout Transaction) -> Void) {
        self.base = base
        self.state = state
        self.reset = reset
        self.body = body
    }

    override var longestPress: Double { base.longestPress }

    override func process(_ event: TouchEvent, _ s: GestureSession) -> [GestureUpdate<Value>] {
        let updates = base.handle(event, s)
        for u in updates {
            switch u {
            case .changed(let v):
                var value = state.value
                var transaction = Transaction()
                body(v, &value, &transaction)
                state.set(value)
            case .ended, .failed:
                var transaction = reset.transaction
                reset.action?(state.value, &transaction)
                state.set(state.initial)
            }
        }
        return updates
    }
}
