import Drawing
import Foundation
import PreviewUI
import Testing

/// Keyframes and springs compute real values (`KeyframeTimeline` is public API), and the
/// animators draw where iOS rests, reporting that the motion is not drawn.
@MainActor
struct AnimatorTests {
    static func near(_ a: Double, _ b: Double, _ tolerance: Double = 1e-9) -> Bool { abs(a - b) <= tolerance }

    // MARK: Keyframe timelines

    @Test("Linear keyframes interpolate in a straight line, one after another, and hold the last value")
    func linearKeyframes() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            LinearKeyframe(10.0, duration: 1)
            LinearKeyframe(30.0, duration: 2)
        }
        #expect(timeline.duration == 3)
        #expect(timeline.value(time: 0) == 0)
        #expect(Self.near(timeline.value(time: 0.25), 2.5))
        #expect(Self.near(timeline.value(time: 1), 10))
        #expect(Self.near(timeline.value(time: 2), 20))
        #expect(timeline.value(time: 5) == 30, "after the end: the last value")
        #expect(timeline.value(time: -1) == 0, "before the start: the first value")
        #expect(Self.near(timeline.value(progress: 0.5), 15), "progress is a fraction of the duration")
    }

    @Test("A linear keyframe's timing curve eases it: easeInOut is symmetric and slow at the ends")
    func timingCurves() {
        let eased = KeyframeTimeline(initialValue: 0.0) { LinearKeyframe(1.0, duration: 1, timingCurve: .easeInOut) }
        #expect(Self.near(eased.value(time: 0.5), 0.5, 1e-6))
        #expect(eased.value(time: 0.1) < 0.1 && eased.value(time: 0.9) > 0.9)
        // CSS's ease-in-out at x = 0.25: y ≈ 0.1291 (cubic-bezier(0.42, 0, 0.58, 1)).
        #expect(Self.near(UnitCurve.easeInOut.value(at: 0.25), 0.1291, 1e-3))
        #expect(Self.near(UnitCurve.linear.value(at: 0.3), 0.3))
        #expect(Self.near(UnitCurve.circularEaseIn.value(at: 0.6), 1 - (1 - 0.36).squareRoot()))
        #expect(Self.near(UnitCurve.easeIn.inverse.value(at: UnitCurve.easeIn.value(at: 0.7)), 0.7, 1e-6))
        #expect(Self.near(UnitCurve.easeInOut.velocity(at: 0), 0, 1e-6), "the ease starts at rest")
        let custom = UnitCurve.bezier(startControlPoint: UnitPoint(x: 0.25, y: 0.1), endControlPoint: UnitPoint(x: 0.25, y: 1))
        #expect(custom.value(at: 0.5) > 0.5, "CSS ease (0.25, 0.1, 0.25, 1) is past halfway at half time")
    }

    @Test("A lone cubic keyframe without velocities is the smooth Hermite step")
    func cubicStep() {
        let timeline = KeyframeTimeline(initialValue: 0.0) { CubicKeyframe(1.0, duration: 2) }
        // 3u² − 2u³ at u = 0.25.
        #expect(Self.near(timeline.value(time: 0.5), 3 * 0.0625 - 2 * 0.015625))
        #expect(Self.near(timeline.value(time: 1), 0.5))
        #expect(timeline.value(time: 2) == 1)
    }

    @Test("Adjacent cubic keyframes make a Catmull-Rom spline: each passes through its value with the neighbours' slope")
    func catmullRom() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            CubicKeyframe(10.0, duration: 1)
            CubicKeyframe(0.0, duration: 1)
            CubicKeyframe(20.0, duration: 2)
        }
        #expect(Self.near(timeline.value(time: 1), 10) && Self.near(timeline.value(time: 2), 0) && Self.near(timeline.value(time: 4), 20))
        // At t = 2 the tangent is (20 − 10) / (2 + 1): the curve keeps that slope across the
        // keyframe, so the two one-sided differences agree.
        let h = 1e-5
        let left = (timeline.value(time: 2) - timeline.value(time: 2 - h)) / h
        let right = (timeline.value(time: 2 + h) - timeline.value(time: 2)) / h
        #expect(Self.near(left, 10.0 / 3, 1e-3) && Self.near(right, 10.0 / 3, 1e-3), "\(left) \(right)")
        // Between two keyframes the Hermite curve with tangents 0 (start) and (0 − 0) / 2 at t = 1.
        #expect(Self.near(timeline.value(time: 0.5), 5))
    }

    @Test("A cubic keyframe after a linear one starts with the linear one's velocity; given velocities are kept")
    func cubicVelocities() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            LinearKeyframe(1.0, duration: 1)
            CubicKeyframe(3.0, duration: 1)
        }
        let h = 1e-5
        let slope = (timeline.value(time: 1 + h) - timeline.value(time: 1)) / h
        #expect(Self.near(slope, 1, 1e-3), "continues at the linear segment's speed: \(slope)")
        let given = KeyframeTimeline(initialValue: 0.0) { CubicKeyframe(0.0, duration: 1, startVelocity: 4, endVelocity: -4) }
        // Hermite with p0 = p1 = 0, m0 = 4, m1 = −4 at u = 0.5: 4 (u³ − 2u² + u) − 4 (u³ − u²) = 1.
        #expect(Self.near(given.value(time: 0.5), 1))
    }

    @Test("A move keyframe jumps; the next keyframe starts from where it jumped")
    func moveKeyframe() {
        let timeline = KeyframeTimeline(initialValue: 5.0) {
            MoveKeyframe(100.0)
            LinearKeyframe(200.0, duration: 1)
        }
        #expect(timeline.value(time: 0) == 100)
        #expect(Self.near(timeline.value(time: 0.5), 150))
        #expect(timeline.duration == 1)
    }

    @Test("A spring keyframe follows the damped spring and, left to settle, ends on its value")
    func springKeyframe() {
        let spring = Spring(duration: 0.5, bounce: 0)
        let timeline = KeyframeTimeline(initialValue: 0.0) { SpringKeyframe(1.0, spring: spring) }
        #expect(timeline.duration > 0.5 && timeline.duration < 3, "settles in about its duration: \(timeline.duration)")
        #expect(timeline.value(time: timeline.duration) == 1)
        // Critically damped: x(t) = 1 − e^(−ωt)(1 + ωt), ω = 2π / 0.5.
        let w = 2 * Double.pi / 0.5, t = 0.2
        #expect(Self.near(timeline.value(time: t), 1 - exp(-w * t) * (1 + w * t), 1e-9))
        let bouncy = KeyframeTimeline(initialValue: 0.0) { SpringKeyframe(1.0, duration: 2, spring: .bouncy) }
        let peak = stride(from: 0.0, to: 2, by: 0.01).map { bouncy.value(time: $0) }.max() ?? 0
        #expect(peak > 1.01, "a bouncy spring overshoots: \(peak)")
        #expect(bouncy.duration == 2)
    }

    @Test("Tracks animate properties of the root value; the duration is the longest track's")
    func tracks() {
        struct Values { var scale = 1.0; var offset = CGSize.zero; var angle = Angle.zero }
        let timeline = KeyframeTimeline(initialValue: Values()) {
            KeyframeTrack(\.scale) {
                LinearKeyframe(2.0, duration: 0.5)
                LinearKeyframe(1.0, duration: 0.5)
            }
            KeyframeTrack(\.offset) { LinearKeyframe(CGSize(width: 40, height: -20), duration: 2) }
            KeyframeTrack(\.angle) { LinearKeyframe(.degrees(90), duration: 1) }
        }
        #expect(timeline.duration == 2)
        let v = timeline.value(time: 0.5)
        #expect(v.scale == 2)
        #expect(Self.near(v.offset.width, 10) && Self.near(v.offset.height, -5))
        #expect(Self.near(v.angle.degrees, 45))
        #expect(timeline.value(time: 1.5).scale == 1, "a finished track holds its last value")
    }

    @Test("Keyframes built with conditions and loops")
    func builders() {
        let long = true
        let timeline = KeyframeTimeline(initialValue: CGPoint.zero) {
            if long {
                LinearKeyframe(CGPoint(x: 10, y: 0), duration: 1)
            } else {
                LinearKeyframe(CGPoint(x: 0, y: 10), duration: 1)
            }
            for x in [20.0, 30.0] {
                LinearKeyframe(CGPoint(x: x, y: 0), duration: 1)
            }
        }
        #expect(timeline.duration == 3)
        #expect(timeline.value(time: 1) == CGPoint(x: 10, y: 0))
        #expect(timeline.value(time: 2.5) == CGPoint(x: 25, y: 0))
    }

    // MARK: Springs

    @Test("Spring's perceptual and physical parameters convert as Apple describes")
    func springParameters() {
        let s = Spring(duration: 0.4, bounce: 0.2)
        #expect(Self.near(s.mass, 1))
        #expect(Self.near(s.stiffness, pow(2 * .pi / 0.4, 2)))
        #expect(Self.near(s.damping, 4 * .pi * 0.8 / 0.4))
        #expect(Self.near(s.duration, 0.4) && Self.near(s.bounce, 0.2) && Self.near(s.dampingRatio, 0.8))
        let physical = Spring(mass: 1, stiffness: 100, damping: 10)
        #expect(Self.near(physical.dampingRatio, 0.5) && Self.near(physical.response, 2 * .pi / 10))
        #expect(Self.near(Spring(mass: 1, stiffness: 100, damping: 50).dampingRatio, 1), "over-damping is reduced to critical")
        #expect(Spring(mass: 1, stiffness: 100, damping: 50, allowOverDamping: true).dampingRatio > 1)
        #expect(Self.near(Spring.snappy.bounce, 0.15) && Self.near(Spring.bouncy.bounce, 0.3) && Self.near(Spring.smooth.bounce, 0))
        #expect(Self.near(Spring(duration: 0.5, bounce: -0.5).dampingRatio, 2), "a negative bounce is overdamped")
    }

    @Test("A spring's value and velocity solve its equation, with an initial velocity too")
    func springMotion() {
        let s = Spring(mass: 1, stiffness: 100, damping: 10)  // ζ = 0.5, ω = 10
        let t = 0.3
        let wd = 10 * (0.75).squareRoot()
        // From 0 towards 1 at rest: 1 − e^(−ζωt)(cos ωd t + ζω/ωd sin ωd t).
        let expected = 1 - exp(-5 * t) * (cos(wd * t) + 5 / wd * sin(wd * t))
        #expect(Self.near(s.value(target: 1.0, time: t), expected, 1e-12))
        // The velocity is the value's derivative.
        let h = 1e-6
        let numeric = (s.value(target: 1.0, time: t + h) - s.value(target: 1.0, time: t - h)) / (2 * h)
        #expect(Self.near(s.velocity(target: 1.0, time: t), numeric, 1e-5))
        // A push from rest at the target: e^(−ζωt) sin(ωd t) / ωd.
        #expect(Self.near(s.value(target: 0.0, initialVelocity: 1.0, time: t), exp(-5 * t) * sin(wd * t) / wd, 1e-12))
        #expect(s.settlingDuration(target: 1.0, epsilon: 0.001) > 1)
        let moved = s.value(fromValue: CGPoint(x: 10, y: 10), toValue: CGPoint(x: 20, y: 10), initialVelocity: .zero, time: t)
        #expect(Self.near(moved.x, 10 + 10 * expected, 1e-9) && moved.y == 10)
    }

    // MARK: Animators

    static func texts(_ view: some View) throws -> (ViewHost, [String]) {
        let host = ViewHost(view, layout: .fixed(width: 200, height: 100))
        return (host, try host.shownTexts)
    }

    @Test("A phase animator draws its first phase; a repeating one reports that its motion is not drawn")
    func phaseAnimator() throws {
        let view = PhaseAnimator([1, 2, 3], trigger: 0) { phase in Text("phase \(phase)") }
        let (host, shown) = try Self.texts(view)
        #expect(shown == ["phase 1"])
        #expect(!host.approximations.contains { $0.cause.hasPrefix("PhaseAnimator motion") }, "its trigger plays it")
        let line = #line + 1
        let (cycling, repeating) = try Self.texts(Text("hi").phaseAnimator([0.5, 1.0]) { content, phase in
            content.opacity(phase).overlay { Text(verbatim: "\(phase)") }
        })
        #expect(repeating == ["hi", "0.5"])
        let report = try #require(cycling.approximations.first { $0.cause.hasPrefix("phaseAnimator motion") })
        #expect(report.line == line && report.file == "PreviewUITests/AnimatorTests.swift")
        let (empty, none) = try Self.texts(PhaseAnimator([Int]()) { Text("\($0)") })
        #expect(none.isEmpty && empty.approximations.contains { $0.cause.contains("no phases") })
    }

    struct Bouncing: View {
        @State var taps = 0
        var body: some View {
            Button("Tap") { taps += 1 }
                .keyframeAnimator(initialValue: 1.0, trigger: taps) { content, scale in
                    content.overlay { Text(verbatim: "scale \(scale)") }
                } keyframes: { current in
                    LinearKeyframe(current + 1, duration: 0.3)
                }
        }
    }

    struct Pulse: View {
        @State var taps = 0
        var body: some View {
            Button("Pulse") { taps += 1 }
                .phaseAnimator([1.0, 2.0], trigger: taps) { content, scale in
                    content.scaleEffect(scale)
                } animation: { _ in .linear(duration: 0.5) }
        }
    }

    @Test("A phase animator its trigger set off plays the cycle in the transition: first → second → first, each step with its phase's animation")
    func phaseAnimatorPlays() throws {
        let host = ViewHost(Pulse(), layout: .fixed(width: 200, height: 100))
        try host.tap(text: "Pulse")
        #expect(abs(try host.transitionDuration - 1) < 1e-9, "two steps of 0.5 s")
        func scale(at t: Double) throws -> Double {
            func find(_ ops: [DisplayOp]) -> Double? {
                for op in ops {
                    guard case .group(let g) = op else { continue }
                    if g.transform.a != 1 { return g.transform.a }
                    if let inner = find(g.ops) { return inner }
                }
                return nil
            }
            return find(try host.displayList(at: t).ops) ?? 1
        }
        #expect(abs(try scale(at: 0.25) - 1.5) < 1e-9)
        #expect(abs(try scale(at: 0.5) - 2) < 1e-9)
        #expect(abs(try scale(at: 0.75) - 1.5) < 1e-9)
        #expect(try scale(at: 1) == 1, "back at the first phase, as the still")
        #expect(try host.displayList(at: 1) == host.displayList)
    }

    @Test("A keyframe animator rests at its initial value, after its trigger changes at the keyframes' end, and the transition plays the keyframes on the host's clock")
    func keyframeAnimatorTrigger() throws {
        let host = ViewHost(Bouncing(), layout: .fixed(width: 200, height: 100))
        #expect(try host.shownTexts.contains("scale 1.0"))
        try host.tap(text: "Tap")
        #expect(try host.shownTexts.contains("scale 2.0"), "played from 1 to 1 + 1")
        // The transition: 0.3 s of the linear keyframe, each moment its value.
        #expect(abs(try host.transitionDuration - 0.3) < 1e-9)
        func shown(at t: Double) throws -> [String] {
            textRuns(in: try host.displayList(at: t).ops).map(\.spec.string).filter { $0.hasPrefix("scale") }
        }
        #expect(try shown(at: 0) == ["scale 1.0"])
        #expect(try shown(at: 0.15) == ["scale 1.5"])
        #expect(try shown(at: 0.3) == ["scale 2.0"])
        try host.tap(text: "Tap")
        #expect(try host.shownTexts.contains("scale 3.0"), "the next animation starts where the last one ended")
        #expect(try shown(at: 0.15) == ["scale 2.5"])
        #expect(!host.approximations.contains { $0.cause.contains("keyframeAnimator") && $0.cause.contains("motion") })
    }

    @Test("A repeating keyframe animator shows the value at the start of its keyframes")
    func keyframeAnimatorRepeating() throws {
        let view = KeyframeAnimator(initialValue: 0.0) { value in
            Text(verbatim: "value \(value)")
        } keyframes: { _ in
            MoveKeyframe(5.0)
            LinearKeyframe(10.0, duration: 1)
        }
        #expect(try Self.texts(view).1 == ["value 5.0"])
        let host = ViewHost(view)
        _ = try host.render()
        #expect(host.approximations.contains { $0.cause.hasPrefix("KeyframeAnimator(repeating:) motion") })
    }
}
