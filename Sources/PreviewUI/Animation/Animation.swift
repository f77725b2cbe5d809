import Foundation

/// How a change moves over time, as SwiftUI's `Animation`: a timing curve over a duration or a
/// spring, changed by `speed`, `delay` and repeats. The host evaluates it on its own clock
/// (``ViewHost/displayList(at:)``): `progress(at:)` is how far (0 at the change, 1 at the new
/// value; a spring may pass 1) a value has moved `t` seconds after the change.
///
/// Constants, with where they come from:
/// - `.default` is iOS 17's and later: `spring(response: 0.55, dampingFraction: 1.0)` (its
///   description on iOS 17/18; iOS 13–16 used `easeInOut(duration: 0.35)`). PreviewUI draws
///   iOS 18, so it follows iOS 17 and later.
/// - The ease curves are Core Animation's timing functions (`CAMediaTimingFunction`'s named
///   functions: easeIn (0.42, 0, 1, 1), easeOut (0, 0, 0.58, 1), easeInEaseOut (0.42, 0, 0.58,
///   1)), over 0.35 s by default (SwiftUI's documented default duration).
/// - Springs convert as `Spring` says (WWDC23 "Animate with springs"); `.smooth`, `.snappy`
///   and `.bouncy` are duration 0.5 with bounce 0, 0.15 and 0.3; `.spring` alone is
///   `spring(duration: 0.5, bounce: 0)`; `spring()` called with no arguments is the
///   response/damping form's defaults, response 0.5 and damping fraction 0.825 (the SDK's
///   declaration); `interactiveSpring` response 0.15, damping fraction 0.86.
/// - A spring ends when it stays within 0.001 of its target (`Spring.settlingDuration`'s ε).
public struct Animation: Hashable, Sendable, CustomStringConvertible {
    enum Curve: Hashable, Sendable {
        /// A unit curve over a duration.
        case timing(UnitCurve, duration: Double)
        /// A spring from rest (or with an initial velocity, in units of the change per second).
        case spring(Spring, initialVelocity: Double)
        /// A `CustomAnimation`.
        case custom(CustomAnimationBox)
    }

    /// What `speed`, `delay` and the repeats do to time, innermost first.
    enum Step: Hashable, Sendable {
        case speed(Double)
        case delay(Double)
        case repeating(count: Int?, autoreverses: Bool)
    }

    let curve: Curve
    var steps: [Step] = []
    /// The base curve's duration (a spring's settling time), computed once.
    let baseDuration: Double
    /// How the animation was written, for descriptions and reports.
    let name: String

    init(_ curve: Curve, name: String) {
        self.curve = curve
        self.name = name
        switch curve {
        case .timing(_, let d): baseDuration = max(d, 0)
        case .spring(let s, let v): baseDuration = s.settlingDuration(target: 1.0, initialVelocity: v, epsilon: 0.001)
        case .custom(let c): baseDuration = c.duration
        }
    }

    public var description: String {
        steps.reduce(name) { text, step in
            switch step {
            case .speed(let s): return text + ".speed(\(s))"
            case .delay(let d): return text + ".delay(\(d))"
            case .repeating(let n?, let r): return text + ".repeatCount(\(n), autoreverses: \(r))"
            case .repeating(nil, let r): return text + ".repeatForever(autoreverses: \(r))"
            }
        }
    }

    // MARK: Curves

    /// iOS 17's default: a spring with a 0.55 s response and no bounce.
    public static let `default` = Animation(.spring(Spring(response: 0.55, dampingRatio: 1), initialVelocity: 0), name: ".default")

    public static func linear(duration: TimeInterval) -> Animation {
        Animation(.timing(.linear, duration: duration), name: ".linear(duration: \(duration))")
    }
    public static var linear: Animation { .linear(duration: 0.35) }

    public static func easeIn(duration: TimeInterval) -> Animation {
        Animation(.timing(.easeIn, duration: duration), name: ".easeIn(duration: \(duration))")
    }
    public static var easeIn: Animation { .easeIn(duration: 0.35) }

    public static func easeOut(duration: TimeInterval) -> Animation {
        Animation(.timing(.easeOut, duration: duration), name: ".easeOut(duration: \(duration))")
    }
    public static var easeOut: Animation { .easeOut(duration: 0.35) }

    public static func easeInOut(duration: TimeInterval) -> Animation {
        Animation(.timing(.easeInOut, duration: duration), name: ".easeInOut(duration: \(duration))")
    }
    public static var easeInOut: Animation { .easeInOut(duration: 0.35) }

    /// A cubic Bézier timing curve through two control points.
    public static func timingCurve(_ c0x: Double, _ c0y: Double, _ c1x: Double, _ c1y: Double, duration: TimeInterval = 0.35) -> Animation {
        Animation(.timing(UnitCurve(.bezier(CGPoint(x: c0x, y: c0y), CGPoint(x: c1x, y: c1y))), duration: duration),
                  name: ".timingCurve(\(c0x), \(c0y), \(c1x), \(c1y), duration: \(duration))")
    }

    /// A unit curve over a duration.
    public static func timingCurve(_ curve: UnitCurve, duration: TimeInterval) -> Animation {
        Animation(.timing(curve, duration: duration), name: ".timingCurve(\(curve), duration: \(duration))")
    }

    // MARK: Springs

    /// `spring(duration: 0.5, bounce: 0)`.
    public static var spring: Animation { .spring(Spring(duration: 0.5, bounce: 0)) }

    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: TimeInterval = 0) -> Animation {
        Animation(.spring(Spring(response: response, dampingRatio: dampingFraction), initialVelocity: 0),
                  name: ".spring(response: \(response), dampingFraction: \(dampingFraction))")
    }

    @_disfavoredOverload
    public static func spring(duration: TimeInterval = 0.5, bounce: Double = 0.0, blendDuration: Double = 0) -> Animation {
        Animation(.spring(Spring(duration: duration, bounce: bounce), initialVelocity: 0),
                  name: ".spring(duration: \(duration), bounce: \(bounce))")
    }

    /// A spring animation with a `Spring`'s motion.
    public static func spring(_ spring: Spring, blendDuration: TimeInterval = 0.0) -> Animation {
        Animation(.spring(spring, initialVelocity: 0), name: ".spring(\(spring))")
    }

    public static func interactiveSpring(response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: TimeInterval = 0.25) -> Animation {
        Animation(.spring(Spring(response: response, dampingRatio: dampingFraction), initialVelocity: 0),
                  name: ".interactiveSpring(response: \(response), dampingFraction: \(dampingFraction))")
    }

    @_disfavoredOverload
    public static func interactiveSpring(duration: TimeInterval = 0.15, extraBounce: Double = 0.0, blendDuration: TimeInterval = 0.25) -> Animation {
        Animation(.spring(Spring(duration: duration, bounce: 0.14 + extraBounce), initialVelocity: 0),
                  name: ".interactiveSpring(duration: \(duration), extraBounce: \(extraBounce))")
    }

    public static var interactiveSpring: Animation { .interactiveSpring() }

    /// A spring of physical parameters that starts with a velocity (in units of the change
    /// per second) and does not blend with the animation before it.
    public static func interpolatingSpring(mass: Double = 1.0, stiffness: Double, damping: Double, initialVelocity: Double = 0.0) -> Animation {
        Animation(.spring(Spring(mass: mass, stiffness: stiffness, damping: damping, allowOverDamping: true), initialVelocity: initialVelocity),
                  name: ".interpolatingSpring(mass: \(mass), stiffness: \(stiffness), damping: \(damping))")
    }

    public static func interpolatingSpring(duration: TimeInterval = 0.5, bounce: Double = 0.0, initialVelocity: Double = 0.0) -> Animation {
        Animation(.spring(Spring(duration: duration, bounce: bounce), initialVelocity: initialVelocity),
                  name: ".interpolatingSpring(duration: \(duration), bounce: \(bounce))")
    }

    public static func interpolatingSpring(_ spring: Spring, initialVelocity: Double = 0.0) -> Animation {
        Animation(.spring(spring, initialVelocity: initialVelocity), name: ".interpolatingSpring(\(spring))")
    }

    public static var interpolatingSpring: Animation { .interpolatingSpring() }

    public static var smooth: Animation { .smooth() }
    public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Animation {
        Animation(.spring(Spring(duration: duration, bounce: extraBounce), initialVelocity: 0),
                  name: ".smooth(duration: \(duration), extraBounce: \(extraBounce))")
    }

    public static var snappy: Animation { .snappy() }
    public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Animation {
        Animation(.spring(Spring(duration: duration, bounce: 0.15 + extraBounce), initialVelocity: 0),
                  name: ".snappy(duration: \(duration), extraBounce: \(extraBounce))")
    }

    public static var bouncy: Animation { .bouncy() }
    public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Animation {
        Animation(.spring(Spring(duration: duration, bounce: 0.3 + extraBounce), initialVelocity: 0),
                  name: ".bouncy(duration: \(duration), extraBounce: \(extraBounce))")
    }

    // MARK: Changes

    /// Runs `speed` times as fast (2 halves every duration, the delays it wraps included).
    public func speed(_ speed: Double) -> Animation { adding(.speed(max(speed, 1e-9))) }

    /// Starts `delay` seconds after the change.
    public func delay(_ delay: TimeInterval) -> Animation { adding(.delay(max(delay, 0))) }

    /// Runs `repeatCount` times, backwards every other time when `autoreverses`.
    public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation {
        adding(.repeating(count: max(repeatCount, 1), autoreverses: autoreverses))
    }

    /// Runs for ever: the host draws one period (there and back when it `autoreverses`).
    public func repeatForever(autoreverses: Bool = true) -> Animation {
        adding(.repeating(count: nil, autoreverses: autoreverses))
    }

    private func adding(_ step: Step) -> Animation {
        var a = self
        a.steps.append(step)
        return a
    }

    // MARK: Evaluation

    /// Whether it repeats for ever (the host draws one period of it).
    var repeatsForever: Bool {
        steps.contains { if case .repeating(nil, _) = $0 { return true } else { return false } }
    }

    /// Seconds from the change to the end (a spring's settling; for an animation repeating for
    /// ever, one period).
    public var duration: TimeInterval {
        steps.reduce(baseDuration) { d, step in
            switch step {
            case .speed(let s): return d / s
            case .delay(let delay): return d + delay
            case .repeating(let n, let reverses): return d * Double(n ?? (reverses ? 2 : 1))
            }
        }
    }

    /// How far a value has moved, `t` seconds after the change: 0 before it starts, 1 at the
    /// end and after (a repeating animation ends at the new value, as SwiftUI's does).
    public func progress(at t: TimeInterval) -> Double {
        var time = max(t, 0)
        // Outermost first: each step turns its time into the time of the step it wraps.
        var durations: [Double] = [baseDuration]
        for step in steps {
            let d = durations[durations.count - 1]
            switch step {
            case .speed(let s): durations.append(d / s)
            case .delay(let delay): durations.append(d + delay)
            case .repeating(let n, let reverses): durations.append(d * Double(n ?? (reverses ? 2 : 1)))
            }
        }
        if !repeatsForever, time >= durations[durations.count - 1] { return 1 }
        for (i, step) in steps.enumerated().reversed() {
            let inner = durations[i]
            switch step {
            case .speed(let s): time *= s
            case .delay(let delay): time = max(time - delay, 0)
            case .repeating(_, let reverses):
                guard inner > 0 else { time = 0; continue }
                let cycle = Int((time / inner).rounded(.down))
                var local = time - Double(cycle) * inner
                if local < 0 { local = 0 }
                time = reverses && cycle % 2 == 1 ? inner - local : local
            }
        }
        return baseProgress(at: time)
    }

    private func baseProgress(at t: Double) -> Double {
        switch curve {
        case .timing(let curve, let d):
            guard d > 0 else { return 1 }
            return t >= d ? 1 : curve.value(at: t / d)
        case .spring(let spring, let v):
            return t >= baseDuration ? 1 : spring.value(target: 1.0, initialVelocity: v, time: t)
        case .custom(let c):
            return t >= baseDuration ? 1 : (c.progress(at: t) ?? 1)
        }
    }
}

/// Runs `body`, and animates the changes it makes to state with `animation` (`nil`: they take
/// effect at once).
@MainActor
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    try withTransaction(Transaction(animation: animation), body)
}

/// Runs `body`, and animates the changes it makes with `animation`; `completion` runs when the
/// animation is logically complete (at once here: a preview's frames are drawn on demand).
@MainActor
public func withAnimation<Result>(
    _ animation: Animation? = .default, completionCriteria: AnimationCompletionCriteria = .logicallyComplete,
    _ body: () throws -> Result, completion: @escaping () -> Void
) rethrows -> Result {
    let result = try withAnimation(animation, body)
    completion()
    return result
}

/// Runs `body` within a transaction: the changes it makes to state are laid out with it.
@MainActor
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
    guard let graph = ViewGraph.current else { return try body() }
    let outer = graph.openTransaction
    let changes = graph.changedKeys.count
    graph.openTransaction = transaction
    defer {
        graph.openTransaction = outer
        graph.noteChange(in: transaction, since: changes)
    }
    return try body()
}

/// Runs `body` within a transaction whose value at `keyPath` is `value`.
@MainActor
public func withTransaction<R, V>(_ keyPath: WritableKeyPath<Transaction, V>, _ value: V, _ body: () throws -> R) rethrows -> R {
    var t = ViewGraph.current?.openTransaction ?? Transaction()
    t[keyPath: keyPath] = value
    return try withTransaction(t, body)
}

/// When `withAnimation`'s completion runs.
public struct AnimationCompletionCriteria: Hashable, Sendable {
    let removed: Bool
    /// When the animation has reached its new value (a spring may still move a little).
    public static let logicallyComplete = AnimationCompletionCriteria(removed: false)
    /// When the animation no longer moves anything.
    public static let removed = AnimationCompletionCriteria(removed: true)
}
