// Gestures made of two: at the same time, one after the other, or one instead of the other.

/// Two gestures recognised at the same time, as SwiftUI's `SimultaneousGesture`.
nonisolated public struct SimultaneousGesture<First: Gesture, Second: Gesture>: Gesture, @MainActor PrimitiveGesture {
    /// The latest values of both (nil for one that has produced none).
    public struct Value {
        public var first: First.Value?
        public var second: Second.Value?
    }
    public typealias Body = Never

    public var first: First
    public var second: Second

    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    @MainActor func makeErasedRecognizer(_ context: GestureContext) -> AnyObject {
        SimultaneousRecognizer(makeRecognizer(first, context), makeRecognizer(second, context)) {
            Value(first: $0, second: $1)
        }
    }
}

extension SimultaneousGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}
extension SimultaneousGesture.Value: Sendable where First.Value: Sendable, Second.Value: Sendable {}

/// A gesture that must end before a second one can begin, as SwiftUI's `SequenceGesture`.
nonisolated public struct SequenceGesture<First: Gesture, Second: Gesture>: Gesture, @MainActor PrimitiveGesture {
    public enum Value {
        /// The first gesture is in progress.
        case first(First.Value)
        /// The first has ended; the second has begun, once it has a value.
        case second(First.Value, Second.Value?)
    }
    public typealias Body = Never

    public var first: First
    public var second: Second

    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    @MainActor func makeErasedRecognizer(_ context: GestureContext) -> AnyObject {
        SequenceRecognizer(makeRecognizer(first, context), makeRecognizer(second, context),
                           first: { Value.first($0) }, second: { Value.second($0, $1) })
    }
}

extension SequenceGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}
extension SequenceGesture.Value: Sendable where First.Value: Sendable, Second.Value: Sendable {}

/// The first gesture if it is recognised, else the second, as SwiftUI's `ExclusiveGesture`.
nonisolated public struct ExclusiveGesture<First: Gesture, Second: Gesture>: Gesture, @MainActor PrimitiveGesture {
    public enum Value {
        case first(First.Value)
        case second(Second.Value)
    }
    public typealias Body = Never

    public var first: First
    public var second: Second

    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    @MainActor func makeErasedRecognizer(_ context: GestureContext) -> AnyObject {
        ExclusiveRecognizer(makeRecognizer(first, context), makeRecognizer(second, context),
                            first: { Value.first($0) }, second: { Value.second($0) })
    }
}

extension ExclusiveGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}
extension ExclusiveGesture.Value: Sendable where First.Value: Sendable, Second.Value: Sendable {}

extension Gesture {
    /// This gesture and `other` at the same time.
    nonisolated public func simultaneously<Other: Gesture>(with other: Other) -> SimultaneousGesture<Self, Other> {
        SimultaneousGesture(self, other)
    }

    /// This gesture, then `other` once it has ended.
    nonisolated public func sequenced<Other: Gesture>(before other: Other) -> SequenceGesture<Self, Other> {
        SequenceGesture(self, other)
    }

    /// This gesture, or `other` if this one fails.
    nonisolated public func exclusively<Other: Gesture>(before other: Other) -> ExclusiveGesture<Self, Other> {
        ExclusiveGesture(self, other)
    }
}

// MARK: Recognizers

final class SimultaneousRecognizer<A, B, Value>: GestureRecognizer<Value> {
    let a: GestureRecognizer<A>
    let b: GestureRecognizer<B>
    let combine: (A?, B?) -> Value
    private var lastA: A?
    private var lastB: B?
    private var anyEnded = false

    init(_ a: GestureRecognizer<A>, _ b: GestureRecognizer<B>, combine: @escaping (A?, B?) -> Value) {
        self.a = a
        self.b = b
        self.combine = combine
    }

    override var longestPress: Double { max(a.longestPress, b.longestPress) }

    override func process(_ event: TouchEvent, _ s: GestureSession) -> [GestureUpdate<Value>] {
        var changed = false
        for u in a.handle(event, s) {
            switch u {
            case .changed(let v): lastA = v; changed = true
            case .ended(let v): lastA = v; changed = true; anyEnded = true
            case .failed: break
            }
        }
        for u in b.handle(event, s) {
            switch u {
            case .changed(let v): lastB = v; changed = true
            case .ended(let v): lastB = v; changed = true; anyEnded = true
            case .failed: break
            }
        }
        if a.isFinished && b.isFinished { return anyEnded ? [.ended(combine(lastA, lastB))] : [.failed] }
        return changed ? [.changed(combine(lastA, lastB))] : []
    }
}

final class SequenceRecognizer<A, B, Value>: GestureRecognizer<Value> {
    let a: GestureRecognizer<A>
    let b: GestureRecognizer<B>
    let first: (A) -> Value
    let second: (A, B?) -> Value
    private var firstValue: A?

    init(_ a: GestureRecognizer<A>, _ b: GestureRecognizer<B>, first: @escaping (A) -> Value, second: @escaping (A, B?) -> Value) {
        self.a = a
        self.b = b
        self.first = first
        self.second = second
    }

    override var longestPress: Double { max(a.longestPress, b.longestPress) }

    private func fromSecond(_ updates: [GestureUpdate<B>], _ av: A) -> [GestureUpdate<Value>] {
        updates.map {
            switch $0 {
            case .changed(let v): return .changed(second(av, v))
            case .ended(let v): return .ended(second(av, v))
            case .failed: return .failed
            }
        }
    }

    override func process(_ event: TouchEvent, _ s: GestureSession) -> [GestureUpdate<Value>] {
        if let av = firstValue { return fromSecond(b.handle(event, s), av) }
        var out: [GestureUpdate<Value>] = []
        for u in a.handle(event, s) {
            switch u {
            case .changed(let v): out.append(.changed(first(v)))
            case .failed: out.append(.failed)
            case .ended(let v):
                firstValue = v
                out.append(.changed(second(v, nil)))
                // The second begins where the finger is, if it is still down.
                if s.isTouching { out += fromSecond(b.handle(.down(s.location), s), v) }
            }
        }
        return out
    }
}

/// Gives the first every event; the second's are kept until the first fails, then replayed
/// (so the second's actions never run while the first may still be recognised).
final class ExclusiveRecognizer<A, B, Value>: GestureRecognizer<Value> {
    let a: GestureRecognizer<A>
    let b: GestureRecognizer<B>
    let first: (A) -> Value
    let second: (B) -> Value
    private var kept: [(event: TouchEvent, time: Date, location: CGPoint, touching: Bool)] = []
    private var usesSecond = false

    init(_ a: GestureRecognizer<A>, _ b: GestureRecognizer<B>, first: @escaping (A) -> Value, second: @escaping (B) -> Value) {
        self.a = a
        self.b = b
        self.first = first
        self.second = second
    }

    override var longestPress: Double { max(a.longestPress, b.longestPress) }

    private func fromSecond(_ updates: [GestureUpdate<B>]) -> [GestureUpdate<Value>] {
        updates.map {
            switch $0 {
            case .changed(let v): return .changed(second(v))
            case .ended(let v): return .ended(second(v))
            case .failed: return .failed
            }
        }
    }

    override func process(_ event: TouchEvent, _ s: GestureSession) -> [GestureUpdate<Value>] {
        if usesSecond { return fromSecond(b.handle(event, s)) }
        kept.append((event, s.time, s.location, s.isTouching))
        var out: [GestureUpdate<Value>] = []
        for u in a.handle(event, s) {
            switch u {
            case .changed(let v): out.append(.changed(first(v)))
            case .ended(let v): out.append(.ended(first(v)))
            case .failed:
                usesSecond = true
                let now = (s.time, s.location, s.isTouching)
                for k in kept {
                    (s.time, s.location, s.isTouching) = (k.time, k.location, k.touching)
                    out += fromSecond(b.handle(k.event, s))
                }
                (s.time, s.location, s.isTouching) = now
                kept = []
            }
        }
        return out
    }
}
