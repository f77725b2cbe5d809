import Foundation

/// A damped spring, as SwiftUI's `Spring`: the motion of a mass on a spring towards a target,
/// `m·x″ + c·x′ + k·(x − target) = 0`. PreviewUI draws stills; `SpringKeyframe` and
/// `KeyframeTimeline` compute values with it.
///
/// Its perceptual parameters convert as Apple describes them ("Animate with springs", WWDC23):
/// `stiffness = (2π / duration)² · mass`; a bounce `b ≥ 0` is the damping ratio `1 − b`, a
/// negative bounce the ratio `1 / (1 + b)` (overdamped); `damping = 4π · ratio · mass / duration`.
public struct Spring: Hashable, Sendable {
    public let mass: Double
    public let stiffness: Double
    public let damping: Double

    /// A spring with a perceptual duration and bounce (0: critically damped, towards 1: more
    /// oscillation, negative: overdamped).
    public init(duration: TimeInterval = 0.5, bounce: Double = 0.0) {
        let duration = max(duration, 1e-6)
        let bounce = min(max(bounce, -1 + 1e-6), 1)
        let ratio = bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
        mass = 1
        stiffness = pow(2 * .pi / duration, 2)
        damping = 4 * .pi * ratio / duration
    }

    /// A spring with a response (the period of the undamped spring) and damping ratio.
    public init(response: Double, dampingRatio: Double) {
        let response = max(response, 1e-6)
        mass = 1
        stiffness = pow(2 * .pi / response, 2)
        damping = 4 * .pi * max(dampingRatio, 0) / response
    }

    /// A spring from its physical parameters; without `allowOverDamping`, a damping above
    /// critical is reduced to critical.
    public init(mass: Double = 1.0, stiffness: Double, damping: Double, allowOverDamping: Bool = false) {
        self.mass = max(mass, 1e-9)
        self.stiffness = max(stiffness, 1e-9)
        let critical = 2 * (self.stiffness * self.mass).squareRoot()
        self.damping = allowOverDamping ? max(damping, 0) : min(max(damping, 0), critical)
    }

    /// A spring that settles (comes within `epsilon` of a unit target) in `settlingDuration`
    /// seconds with the given damping ratio, found by bisection on the response.
    public init(settlingDuration: TimeInterval, dampingRatio: Double, epsilon: Double = 0.001) {
        var lo = 1e-3, hi = max(settlingDuration, 1e-3) * 4
        for _ in 0..<60 {
            let mid = (lo + hi) / 2
            if Spring(response: mid, dampingRatio: dampingRatio).settlingDuration(target: 1.0, epsilon: epsilon) < settlingDuration {
                lo = mid
            } else {
                hi = mid
            }
        }
        self.init(response: (lo + hi) / 2, dampingRatio: dampingRatio)
    }

    /// A smooth spring with no bounce (SwiftUI's `.smooth`).
    public static let smooth = Spring.smooth()
    /// A spring with a small bounce (SwiftUI's `.snappy`: bounce 0.15).
    public static let snappy = Spring.snappy()
    /// A spring with a visible bounce (SwiftUI's `.bouncy`: bounce 0.3).
    public static let bouncy = Spring.bouncy()

    public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Spring {
        Spring(duration: duration, bounce: extraBounce)
    }

    public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Spring {
        Spring(duration: duration, bounce: 0.15 + extraBounce)
    }

    public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Spring {
        Spring(duration: duration, bounce: 0.3 + extraBounce)
    }

    /// The undamped angular frequency, `√(k / m)`.
    private var omega: Double { (stiffness / mass).squareRoot() }

    /// The damping ratio: 1 is critical, below oscillates, above is overdamped.
    public var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }

    /// The period of the undamped spring.
    public var response: Double { 2 * .pi / omega }

    /// The perceptual duration (the response).
    public var duration: TimeInterval { response }

    /// How bouncy the spring is: `1 − ratio`, or `1 / ratio − 1` when overdamped.
    public var bounce: Double {
        let r = dampingRatio
        return r <= 1 ? 1 - r : 1 / r - 1
    }

    /// The time the spring takes to come within 0.001 of a unit target, at rest.
    public var settlingDuration: TimeInterval { settlingDuration(target: 1.0, epsilon: 0.001) }

    // MARK: The motion

    /// The displacement from the start (towards a unit target) and its velocity at `t`, for a
    /// start at rest (`step`), and for a start at the target with unit velocity (`kick`): the
    /// motion is linear, so any target and initial velocity combine the two.
    private func responses(at t: Double) -> (step: Double, stepVelocity: Double, kick: Double, kickVelocity: Double) {
        guard t > 0 else { return (0, 0, 0, 1) }
        let w = omega, z = dampingRatio
        // y is the offset from the target: y(0) = y0, y'(0) = v0.
        func offset(_ y0: Double, _ v0: Double) -> (Double, Double) {
            if abs(z - 1) < 1e-9 {
                let e = exp(-w * t), b = v0 + w * y0
                return (e * (y0 + b * t), e * (b - w * (y0 + b * t)))
            }
            if z < 1 {
                let wd = w * (1 - z * z).squareRoot()
                let e = exp(-z * w * t), c = cos(wd * t), s = sin(wd * t)
                let a = y0, b = (v0 + z * w * y0) / wd
                let y = e * (a * c + b * s)
                let dy = e * ((-a * wd + b * -z * w) * s + (b * wd - a * z * w) * c)
                return (y, dy)
            }
            let root = (z * z - 1).squareRoot()
            let r1 = -w * (z - root), r2 = -w * (z + root)
            let c2 = (v0 - r1 * y0) / (r2 - r1), c1 = y0 - c2
            let e1 = exp(r1 * t), e2 = exp(r2 * t)
            return (c1 * e1 + c2 * e2, c1 * r1 * e1 + c2 * r2 * e2)
        }
        let (ys, vs) = offset(-1, 0)
        let (yk, vk) = offset(0, 1)
        return (1 + ys, vs, yk, vk)
    }

    /// Where the spring is at `time` (seconds), moving from zero towards `target` with
    /// `initialVelocity`.
    public func value<V: VectorArithmetic>(target: V, initialVelocity: V = .zero, time: TimeInterval) -> V {
        let r = responses(at: time)
        return target.scaled(by: r.step) + initialVelocity.scaled(by: r.kick)
    }

    /// The spring's velocity at `time`, moving from zero towards `target` with `initialVelocity`.
    public func velocity<V: VectorArithmetic>(target: V, initialVelocity: V = .zero, time: TimeInterval) -> V {
        let r = responses(at: time)
        return target.scaled(by: r.stepVelocity) + initialVelocity.scaled(by: r.kickVelocity)
    }

    /// How long the spring takes, from zero towards `target` with `initialVelocity`, to stay
    /// within `epsilon` of the target (and move slower than `epsilon` per second): the last
    /// moment, in steps of 1/240 s up to a minute, when it was not.
    public func settlingDuration<V: VectorArithmetic>(target: V, initialVelocity: V = .zero, epsilon: Double) -> TimeInterval {
        let step = 1.0 / 240
        var lastMoving = 0.0
        var t = step
        let eps2 = epsilon * epsilon
        // Beyond a few time constants the envelope only shrinks: stop when it is far below.
        let decay = max(dampingRatio < 1 ? dampingRatio * omega : omega * (dampingRatio - (dampingRatio * dampingRatio - 1).squareRoot()), 1e-6)
        let horizon = min(60, max(1, 20 / decay))
        while t <= horizon {
            let offset = value(target: target, initialVelocity: initialVelocity, time: t) - target
            let v = velocity(target: target, initialVelocity: initialVelocity, time: t)
            if offset.magnitudeSquared > eps2 || v.magnitudeSquared > eps2 { lastMoving = t }
            t += step
        }
        return lastMoving
    }

    /// Where a value moving from `fromValue` to `toValue` with `initialVelocity` is at `time`.
    public func value<V: Animatable>(fromValue: V, toValue: V, initialVelocity: V, time: TimeInterval) -> V {
        var out = fromValue
        out.animatableData = fromValue.animatableData + value(
            target: toValue.animatableData - fromValue.animatableData, initialVelocity: initialVelocity.animatableData, time: time)
        return out
    }

    /// The velocity of a value moving from `fromValue` to `toValue` with `initialVelocity`.
    public func velocity<V: Animatable>(fromValue: V, toValue: V, initialVelocity: V, time: TimeInterval) -> V {
        var out = fromValue
        out.animatableData = velocity(target: toValue.animatableData - fromValue.animatableData,
                                      initialVelocity: initialVelocity.animatableData, time: time)
        return out
    }

    /// How long a value moving from `fromValue` to `toValue` takes to settle within `epsilon`.
    public func settlingDuration<V: Animatable>(fromValue: V, toValue: V, initialVelocity: V, epsilon: Double) -> TimeInterval {
        settlingDuration(target: toValue.animatableData - fromValue.animatableData,
                         initialVelocity: initialVelocity.animatableData, epsilon: epsilon)
    }
}
