import Foundation
import PreviewUI
import Testing

/// The timing of `Animation` against values computed here independently: a cubic Bézier
/// evaluated by bisection on its parameter (CSS Easing Functions Level 1, §2.2: the curve
/// through (0,0), P1, P2, (1,1)), and the closed-form step response of a damped harmonic
/// oscillator (e.g. Ogata, Modern Control Engineering, §5-3: for ζ < 1,
/// x(t) = 1 − e^(−ζωt)(cos ω_d t + ζ/√(1−ζ²) sin ω_d t), ω_d = ω√(1−ζ²); overshoot
/// e^(−ζπ/√(1−ζ²)); for ζ = 1, x(t) = 1 − (1 + ωt)e^(−ωt)), with SwiftUI's ω = 2π/response.
@Suite struct AnimationCurveTests {
    /// y of the Bézier at x, found by bisection on the curve's parameter.
    static func bezier(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, at x: Double) -> Double {
        func coordinate(_ a: Double, _ b: Double, _ s: Double) -> Double {
            3 * a * s * (1 - s) * (1 - s) + 3 * b * s * s * (1 - s) + s * s * s
        }
        var lo = 0.0, hi = 1.0
        for _ in 0..<100 {
            let mid = (lo + hi) / 2
            if coordinate(x1, x2, mid) < x { lo = mid } else { hi = mid }
        }
        return coordinate(y1, y2, (lo + hi) / 2)
    }

    static func underdamped(response: Double, damping z: Double, at t: Double) -> Double {
        let w = 2 * Double.pi / response, wd = w * (1 - z * z).squareRoot()
        return 1 - exp(-z * w * t) * (cos(wd * t) + z / (1 - z * z).squareRoot() * sin(wd * t))
    }

    @Test("easeInOut (Core Animation's 0.42, 0, 0.58, 1 over 0.35 s) at a quarter, half and three quarters of its duration", arguments: [0.25, 0.5, 0.75])
    func easeInOut(fraction: Double) {
        let a = Animation.easeInOut
        #expect(abs(a.duration - 0.35) < 1e-12)
        let expected = Self.bezier(0.42, 0, 0.58, 1, at: fraction)
        #expect(abs(a.progress(at: 0.35 * fraction) - expected) < 1e-6, "\(a.progress(at: 0.35 * fraction)) vs \(expected)")
        if fraction == 0.5 { #expect(abs(expected - 0.5) < 1e-9, "the curve is symmetric") }
    }

    @Test("easeIn, easeOut and timingCurve follow their Béziers")
    func otherCurves() {
        for (a, p) in [(Animation.easeIn(duration: 1), (0.42, 0.0, 1.0, 1.0)), (.easeOut(duration: 1), (0, 0, 0.58, 1)),
                       (.timingCurve(0.2, 0.8, 0.3, 1, duration: 1), (0.2, 0.8, 0.3, 1))] {
            for t in [0.1, 0.3, 0.6, 0.9] {
                #expect(abs(a.progress(at: t) - Self.bezier(p.0, p.1, p.2, p.3, at: t)) < 1e-6, "\(a) at \(t)")
            }
        }
        #expect(Animation.linear(duration: 2).progress(at: 0.5) == 0.25)
    }

    @Test("An underdamped spring follows the oscillator's closed form, overshoots by e^(−ζπ/√(1−ζ²)) and settles")
    func springOvershoot() {
        let a = Animation.spring(response: 0.5, dampingFraction: 0.5)
        for t in stride(from: 0.02, through: 0.8, by: 0.06) {
            #expect(abs(a.progress(at: t) - Self.underdamped(response: 0.5, damping: 0.5, at: t)) < 1e-9, "at \(t)")
        }
        // The peak is at t = π/ω_d.
        let wd = 2 * Double.pi / 0.5 * (1 - 0.25).squareRoot()
        let peak = a.progress(at: Double.pi / wd)
        let overshoot = exp(-0.5 * Double.pi / (1 - 0.25).squareRoot())
        #expect(abs(peak - 1 - overshoot) < 1e-9, "\(peak - 1) vs \(overshoot)")
        #expect(abs(overshoot - 0.163) < 0.001)
        // Settled: within 0.001 (and slower than 0.001/s) from its duration on, and 1 after it.
        let d = a.duration
        #expect(abs(Self.underdamped(response: 0.5, damping: 0.5, at: d) - 1) < 0.002)
        #expect(a.progress(at: d) == 1 && a.progress(at: d + 1) == 1)
        // At rest: the offset's envelope e^(−ζωt)/√(1−ζ²) is 0.001 at 1.12 s, the velocity's
        // ω·e^(−ζωt)/√(1−ζ²) at 1.53 s; the settling ends between the two.
        let w = 2 * Double.pi / 0.5, zw = 0.5 * w, k = (1 - 0.25).squareRoot()
        let offsetEnvelope = log(1000 / k) / zw, velocityEnvelope = log(1000 * w / k) / zw
        #expect(d > offsetEnvelope - 0.2 && d <= velocityEnvelope + 1.0 / 240, "\(d) vs \(offsetEnvelope)…\(velocityEnvelope)")
    }

    @Test("A critically damped spring (Animation.default, response 0.55) never overshoots")
    func criticallyDamped() {
        let w = 2 * Double.pi / 0.55
        for t in stride(from: 0.0, through: 1.2, by: 0.01) {
            let p = Animation.default.progress(at: t)
            #expect(p <= 1 + 1e-12)
            if t < Animation.default.duration { #expect(abs(p - (1 - (1 + w * t) * exp(-w * t))) < 1e-9, "at \(t)") }
        }
    }

    @Test(".speed(2) halves the duration and the time to every value; .delay shifts them; the two compose in order")
    func speedAndDelay() {
        let base = Animation.easeInOut(duration: 0.4)
        let fast = base.speed(2)
        #expect(abs(fast.duration - 0.2) < 1e-12)
        for t in [0.03, 0.1, 0.17] { #expect(abs(fast.progress(at: t) - base.progress(at: 2 * t)) < 1e-12) }
        let late = base.delay(0.3)
        #expect(abs(late.duration - 0.7) < 1e-12)
        #expect(late.progress(at: 0.2) == 0)
        for t in [0.35, 0.5, 0.65] { #expect(abs(late.progress(at: t) - base.progress(at: t - 0.3)) < 1e-12) }
        // A delay inside a speed-up is sped up too; one outside is not.
        #expect(abs(base.delay(0.3).speed(2).duration - 0.35) < 1e-12)
        #expect(abs(base.speed(2).delay(0.3).duration - 0.5) < 1e-12)
        let springy = Animation.spring(response: 0.5, dampingFraction: 0.7)
        #expect(abs(springy.speed(1.5).duration - springy.duration / 1.5) < 1e-12)
    }

    @Test("Repeats: repeatCount runs the curve again (backwards every other time when autoreversing) and ends at the new value; repeatForever lasts one period")
    func repeats() {
        let base = Animation.linear(duration: 1)
        let thrice = base.repeatCount(3)
        #expect(thrice.duration == 3)
        #expect(abs(thrice.progress(at: 0.25) - 0.25) < 1e-12)
        #expect(abs(thrice.progress(at: 1.25) - 0.75) < 1e-12, "the second run goes back")
        #expect(abs(thrice.progress(at: 2.25) - 0.25) < 1e-12)
        #expect(thrice.progress(at: 3) == 1)
        let forward = base.repeatCount(2, autoreverses: false)
        #expect(abs(forward.progress(at: 1.5) - 0.5) < 1e-12)
        let forever = base.repeatForever()
        #expect(forever.duration == 2, "there and back")
        #expect(abs(forever.progress(at: 1.5) - 0.5) < 1e-12)
        #expect(Animation.linear(duration: 1).repeatForever(autoreverses: false).duration == 1)
    }

    @Test("SwiftUI's presets: smooth, snappy and bouncy are 0.5 s springs with bounce 0, 0.15 and 0.3; bouncy overshoots, smooth does not")
    func presets() {
        let peak = { (a: Animation) in stride(from: 0.0, through: 1.5, by: 0.005).map { a.progress(at: $0) }.max() ?? 0 }
        #expect(peak(.smooth) <= 1 + 1e-9)
        // Bounce b is damping ratio 1 − b: overshoot e^(−ζπ/√(1−ζ²)), ζ = 0.7 for bouncy: 4.6 %.
        let bouncy = exp(-0.7 * Double.pi / (1 - 0.49).squareRoot())
        #expect(abs(peak(.bouncy) - 1 - bouncy) < 0.001, "\(peak(.bouncy) - 1) vs \(bouncy)")
        let snappy = exp(-0.85 * Double.pi / (1 - 0.7225).squareRoot())
        #expect(abs(peak(.snappy) - 1 - snappy) < 0.001)
    }

    struct HalfSecondLinear: CustomAnimation {
        func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
            time > 0.5 ? nil : value.scaled(by: time / 0.5)
        }
    }

    enum Steps: AnimationStateKey { static let defaultValue = 0 }

    struct Wrapping: CustomAnimation {
        func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
            Animation.linear(duration: 2).animate(value: value, time: time, context: &context)
        }
    }

    /// Counts its own steps in its state: a stateful animation sees every step before a time.
    struct Stepper: CustomAnimation {
        func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
            context.state[Steps.self] += 1
            return context.state[Steps.self] > 120 ? nil : value.scaled(by: Double(context.state[Steps.self]) / 120)
        }
    }

    @Test("A CustomAnimation drives progress and duration; Animation.animate(value:time:context:) as SwiftUI's")
    func customAnimation() {
        let a = Animation(HalfSecondLinear())
        #expect(abs(a.duration - 0.5) <= 1.0 / 240 + 1e-9, "\(a.duration)")
        #expect(abs(a.progress(at: 0.25) - 0.5) < 1e-9)
        #expect(a.progress(at: 0.6) == 1)
        // A custom animation built on a system one, through Animation.animate(value:time:context:).
        let wrapped = Animation(Wrapping())
        #expect(abs(wrapped.progress(at: 0.5) - 0.25) < 1e-9)
        #expect(abs(wrapped.duration - 2) <= 1.0 / 240 + 1e-9, "\(wrapped.duration)")
        // 240 steps a second: after 0.25 s it has taken 61 steps (the first at 0).
        let stepping = Animation(Stepper())
        #expect(abs(stepping.progress(at: 0.25) - 61.0 / 120) < 1e-9, "\(stepping.progress(at: 0.25))")
        #expect(abs(stepping.duration - 120.0 / 240) < 1e-9)
    }
}
