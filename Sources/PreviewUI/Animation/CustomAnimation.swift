import Foundation

/// An animation of one's own, as SwiftUI's `CustomAnimation` (iOS 17): `animate` gives the value
/// at a time after the change (nil once it is done), for a value that goes from zero to `value`
/// (the change). The host asks it of a unit change on its own clock.
public protocol CustomAnimation: Hashable, Sendable {
    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V?
    func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V?
    func shouldMerge<V: VectorArithmetic>(previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>) -> Bool
}

extension CustomAnimation {
    public func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? { nil }
    public func shouldMerge<V: VectorArithmetic>(previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>) -> Bool {
        false
    }
}

/// A key for a value a custom animation keeps between its steps, as SwiftUI's.
public protocol AnimationStateKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

/// What a custom animation keeps between its steps.
public struct AnimationState<Value: VectorArithmetic> {
    var values: [ObjectIdentifier: Any] = [:]

    public init() {}

    public subscript<K: AnimationStateKey>(key: K.Type) -> K.Value {
        get { values[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
        set { values[ObjectIdentifier(key)] = newValue }
    }
}

/// The context of a custom animation's step: its state, whether it is logically complete, and
/// the environment of the view it animates.
public struct AnimationContext<Value: VectorArithmetic> {
    public var state: AnimationState<Value>
    public var isLogicallyComplete: Bool
    public var environment: EnvironmentValues { EnvironmentValues() }

    init() {
        state = AnimationState()
        isLogicallyComplete = false
    }
}

/// A custom animation boxed for `Animation`: its steps sampled on a unit change.
struct CustomAnimationBox: Hashable, @unchecked Sendable {
    let base: AnyHashable
    let step: @Sendable (TimeInterval, inout AnimationContext<Double>) -> Double?

    init<A: CustomAnimation>(_ animation: A) {
        base = AnyHashable(animation)
        step = { t, context in animation.animate(value: 1.0, time: t, context: &context) }
    }

    static func == (a: Self, b: Self) -> Bool { a.base == b.base }
    func hash(into hasher: inout Hasher) { hasher.combine(base) }

    /// Its progress at `t`, stepping it from the start at 1/240 s as SwiftUI steps it per frame
    /// (a stateful animation sees every step before `t`).
    func progress(at t: TimeInterval) -> Double? {
        var context = AnimationContext<Double>()
        var time = 0.0
        var value: Double? = step(0, &context)
        while time < t, value != nil {
            time = min(time + 1.0 / 240, t)
            value = step(time, &context)
        }
        return value
    }

    /// When it is done (nil from `animate`), looked for in steps of 1/240 s up to a minute.
    var duration: TimeInterval {
        var context = AnimationContext<Double>()
        var time = 0.0
        while time < 60 {
            if step(time, &context) == nil { return time }
            time += 1.0 / 240
        }
        return 60
    }
}

extension Animation {
    /// An animation of one's own.
    public init<A: CustomAnimation>(_ base: A) {
        self.init(.custom(CustomAnimationBox(base)), name: "Animation(\(A.self))")
    }

    /// The value of this animation for a change of `value`, `time` seconds after it (nil once
    /// it is done), as SwiftUI's.
    public func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        guard time < duration else { return nil }
        return value.scaled(by: progress(at: time))
    }
}
