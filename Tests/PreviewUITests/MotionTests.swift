import Drawing
import Foundation
import PreviewUI
import Testing

/// Transitions drawn at a moment: the host's clock, the transaction model, implicit and
/// explicit animations, transitions of inserted and removed views, matched geometry.
@MainActor @Suite struct MotionTests {
    /// The angle of the first rotated group in a display list, in degrees.
    static func rotation(in ops: [DisplayOp]) -> Double? {
        for op in ops {
            guard case .group(let g) = op else { continue }
            if g.transform.b != 0 || g.transform.a != 1 { return atan2(g.transform.b, g.transform.a) * 180 / .pi }
            if let inner = rotation(in: g.ops) { return inner }
        }
        return nil
    }

    /// Article 4's collapse indicator: the chevron turns 90° withAnimation.
    struct Indicator: View {
        @State var isShowing = false
        var body: some View {
            Button {
                withAnimation { isShowing.toggle() }
            } label: {
                Image(systemName: "chevron.right")
                    .rotationEffect(isShowing ? .degrees(90) : .zero)
            }
        }
    }

    @Test("withAnimation turns the chevron from 0° to 90° along Animation.default (iOS 17's spring: response 0.55, no bounce)")
    func chevronTurns() throws {
        let host = ViewHost(Indicator(), layout: .fixed(width: 100, height: 100))
        #expect(try host.transitionDuration == 0, "the first frame has no transition")
        try host.tap(at: CGPoint(x: 50, y: 50))
        let duration = try host.transitionDuration
        // A critically damped spring with a 0.55 s response is within 0.001 of its target after
        // 0.81 s and slower than 0.001 per second after 1.034 s (ω = 2π/0.55: (1 + ωt)e^(−ωt)
        // and ω²t·e^(−ωt) fall below 0.001), on the 1/240 s grid the settling is found on.
        #expect(abs(duration - 1.034) < 1.0 / 240, "\(duration)")
        let start = try #require(Self.rotation(in: try host.displayList(at: 0).ops) ?? 0)
        #expect(abs(start) < 0.01)
        // The closed form of a critically damped unit step: 1 − (1 + ωt)·e^(−ωt), ω = 2π/0.55.
        let omega = 2 * Double.pi / 0.55
        for t in [0.05, 0.1, 0.2, 0.3] {
            let expected = 90 * (1 - (1 + omega * t) * exp(-omega * t))
            let angle = try #require(Self.rotation(in: try host.displayList(at: t).ops))
            #expect(abs(angle - expected) < 0.01, "at \(t) s: \(angle)° (expected \(expected)°)")
        }
        let end = try #require(Self.rotation(in: try host.displayList(at: duration).ops))
        #expect(abs(end - 90) < 0.01)
        #expect(try host.displayList(at: 5) == host.displayList)
    }

    /// Article 1's kind of change: state set without an animation jumps.
    struct Plain: View {
        @State var on = false
        var body: some View {
            Button("Flip") { on.toggle() }
                .rotationEffect(on ? .degrees(45) : .zero)
        }
    }

    @Test("A change made without an animation jumps: no transition, every moment is the new frame")
    func plainChangeJumps() throws {
        let host = ViewHost(Plain(), layout: .fixed(width: 100, height: 100))
        try host.tap(text: "Flip")
        #expect(try host.transitionDuration == 0)
        #expect(try host.displayList(at: 0.1) == host.displayList)
    }

    struct Implicit: View {
        @State var wide = false
        var body: some View {
            VStack {
                Color.blue
                    .frame(width: wide ? 200 : 100, height: 20)
                    .animation(.linear(duration: 1), value: wide)
                Button("Grow") { wide.toggle() }
            }
        }
    }

    /// The frames of the fills of a colour in a display list.
    static func rects(of color: RGBAColor, in ops: [DisplayOp]) -> [CGRect] {
        var found: [CGRect] = []
        for op in ops {
            switch op {
            case .fill(let shape, let c) where c == color: found.append(shape.bounds)
            case .group(let g): found += rects(of: color, in: g.ops)
            default: break
            }
        }
        return found
    }

    @Test("animation(_:value:) animates the frame when its value changes: a linear second takes the width from 100 to 200")
    func implicitAnimationOfFrames() throws {
        let host = ViewHost(Implicit(), layout: .fixed(width: 300, height: 100))
        let blue = RGBAColor(hex: 0x007AFF)
        try host.tap(text: "Grow")
        #expect(abs(try host.transitionDuration - 1) < 1e-9)
        for (t, width) in [(0.0, 100.0), (0.25, 125.0), (0.5, 150.0), (1.0, 200.0)] {
            let rect = try #require(Self.rects(of: blue, in: try host.displayList(at: t).ops).first)
            #expect(abs(rect.width - width) < 0.01, "at \(t) s: \(rect.width)")
            #expect(abs(rect.midX - 150) < 0.01, "centred all along")
        }
    }

    struct Toggled: View {
        @State var shown = false
        var body: some View {
            VStack {
                Button("Show") { withAnimation(.easeInOut(duration: 0.4)) { shown.toggle() } }
                if shown {
                    Color.red.frame(width: 50, height: 50).transition(.move(edge: .leading))
                }
                if !shown {
                    Color.green.frame(width: 50, height: 50)
                }
            }
        }
    }

    @Test("An inserted view comes in by its transition (move from the leading edge); a removed one fades out where it was")
    func insertionAndRemoval() throws {
        let host = ViewHost(Toggled(), layout: .fixed(width: 200, height: 200))
        let red = RGBAColor(hex: 0xFF3B30), green = RGBAColor(hex: 0x34C759)
        let before = try #require(Self.rects(of: green, in: try host.displayList.ops).first)
        try host.tap(text: "Show")
        #expect(abs(try host.transitionDuration - 0.4) < 1e-9)
        let settled = try #require(Self.rects(of: red, in: try host.displayList.ops).first)
        #expect(Self.rects(of: green, in: try host.displayList.ops).isEmpty)
        let mid = try host.displayList(at: 0.2)
        // Half way along the ease-in-out: moved off by half its width, from the leading side.
        guard let moved = Self.group(containing: red, in: mid.ops) else { Issue.record("no moved red group"); return }
        #expect(abs(moved.transform.tx + 25) < 0.01, "\(moved.transform)")
        #expect(Self.rects(of: red, in: moved.ops).first == settled)
        // The green square is still drawn, at its old place, half faded.
        guard let fading = Self.group(containing: green, in: mid.ops) else { Issue.record("no fading green group"); return }
        #expect(abs(fading.opacity - 0.5) < 0.01)
        #expect(Self.rects(of: green, in: fading.ops).first.map { abs($0.midX - before.midX) < 0.01 } == true)
    }

    static func group(containing color: RGBAColor, in ops: [DisplayOp]) -> DisplayGroup? {
        for op in ops {
            guard case .group(let g) = op else { continue }
            if let inner = group(containing: color, in: g.ops) { return inner }
            if g.ops.contains(where: { if case .fill(_, let c) = $0 { return c == color } else { return false } }) { return g }
        }
        return nil
    }

    @Test("Frames are the same bytes every time, at any moment")
    func deterministic() throws {
        func moment() throws -> DisplayList {
            let host = ViewHost(Toggled(), layout: .fixed(width: 200, height: 200))
            try host.tap(text: "Show")
            return try host.displayList(at: 0.137)
        }
        let first = try moment()
        for _ in 0..<5 { #expect(try moment() == first) }
    }

    struct Shapes: View {
        @State var on = false
        var body: some View {
            VStack {
                Button("Go") { withAnimation(.linear(duration: 1)) { on.toggle() } }
                RoundedRectangle(cornerRadius: on ? 20 : 0).fill(on ? Color(red: 0, green: 0, blue: 1) : Color(red: 1, green: 0, blue: 0))
                    .frame(width: 80, height: 80)
                Circle().trim(from: 0, to: on ? 1 : 0.2).stroke(Color.green, lineWidth: 4).frame(width: 40, height: 40)
                Wedge(angle: on ? 180 : 0).fill(Color.orange).frame(width: 40, height: 40)
                Ray(length: on ? 30 : 10).stroke(Color.purple).frame(width: 40, height: 40)
            }
        }
    }

    /// A custom shape that is Animatable: its angle animates.
    struct Wedge: Shape, Animatable {
        var angle: Double
        nonisolated var animatableData: Double {
            get { angle }
            set { angle = newValue }
        }
        func path(in rect: CGRect) -> Path {
            var p = Path()
            p.move(to: CGPoint(x: rect.midX, y: rect.midY))
            p.addArc(center: CGPoint(x: rect.midX, y: rect.midY), radius: rect.width / 2,
                     startAngle: .degrees(0), endAngle: .degrees(max(angle, 1)), clockwise: false)
            p.closeSubpath()
            return p
        }
    }

    /// A custom shape that is not Animatable: it jumps, and that is said.
    struct Ray: Shape {
        var length: Double
        func path(in rect: CGRect) -> Path {
            var p = Path()
            p.move(to: CGPoint(x: rect.minX, y: rect.midY))
            p.addLine(to: CGPoint(x: rect.minX + length, y: rect.midY))
            return p
        }
    }

    @Test("Shapes animate: a fill colour, a rounded rectangle's corner, a trim, a custom Animatable shape's data; a custom shape that is not Animatable jumps and is reported")
    func shapeValues() throws {
        let host = ViewHost(Shapes(), layout: .fixed(width: 200, height: 300))
        try host.tap(text: "Go")
        let mid = try host.displayList(at: 0.5).ops
        var corner: Double?, colour: RGBAColor?
        for (shape, c) in fills(in: mid) {
            if case .roundedRect(_, let r, _) = shape { corner = r; colour = c }
        }
        #expect(corner.map { abs($0 - 10) < 1e-9 } == true, "\(String(describing: corner))")
        #expect(colour.map { abs($0.red - 0.5) < 1e-9 && abs($0.blue - 0.5) < 1e-9 } == true, "\(String(describing: colour))")
        let rect = CGRect(x: 0, y: 0, width: 40, height: 40)
        func strokes(_ ops: [DisplayOp], _ color: RGBAColor) -> [ShapePath] {
            ops.flatMap { op -> [ShapePath] in
                switch op {
                case .stroke(let s, let c, _) where c == color: return [s]
                case .group(let g): return strokes(g.ops, color)
                default: return []
                }
            }
        }
        let green = RGBAColor(hex: 0x34C759)
        let trimmed = try #require(strokes(mid, green).first)
        let expected = Circle().trim(from: 0, to: 0.6).path(in: rect).boundingRect
        let start = Circle().trim(from: 0, to: 0.2).path(in: rect).boundingRect
        #expect(abs(trimmed.bounds.width - expected.width) < 0.01 && abs(trimmed.bounds.height - expected.height) < 0.01,
                "the trim is at 0.6 half way: \(trimmed.bounds.size) vs \(expected.size) (0.2: \(start.size))")
        // The wedge at 90°: half way from 0 to 180.
        let orange = RGBAColor(hex: 0xFF9500)
        let wedge = try #require(fills(in: mid).first { $0.1 == orange }).0
        #expect(abs(wedge.bounds.height - 20) < 0.5, "a quarter disc: \(wedge.bounds)")
        // The ray is drawn at its new length at once, and the jump is said.
        let purple = RGBAColor(hex: 0xAF52DE)
        #expect(strokes(mid, purple).first.map { abs($0.bounds.width - 30) < 0.5 } == true)
        #expect(host.approximations.contains { $0.cause.contains("custom shape Ray") })
        #expect(!host.approximations.contains { $0.cause.contains("Wedge") })
    }

    struct Counter: View {
        @State var count = 1
        var transition: ContentTransition = .opacity
        var body: some View {
            VStack {
                Button("Add") { withAnimation(.linear(duration: 1)) { count += 1 } }
                Text("\(count)").contentTransition(transition)
                Text("warm").foregroundStyle(count > 1 ? Color(red: 0, green: 0, blue: 1) : Color(red: 1, green: 0, blue: 0))
            }
        }
    }

    /// The text runs of a display list with the opacity of the groups around each.
    static func texts(_ ops: [DisplayOp], opacity: Double = 1) -> [(text: String, color: RGBAColor, opacity: Double)] {
        ops.flatMap { op -> [(String, RGBAColor, Double)] in
            switch op {
            case .text(let run): return [(run.spec.string, run.color, opacity)]
            case .group(let g): return texts(g.ops, opacity: opacity * g.opacity)
            default: return []
            }
        }
    }

    @Test("A text that changes under an animation cross-fades (numericText is drawn so and reported; identity swaps at once); a text colour animates")
    func textChanges() throws {
        let host = ViewHost(Counter(transition: .numericText()), layout: .fixed(width: 120, height: 120))
        try host.tap(text: "Add")
        let mid = Self.texts(try host.displayList(at: 0.5).ops)
        let one = try #require(mid.first { $0.text == "1" }), two = try #require(mid.first { $0.text == "2" })
        #expect(abs(one.opacity - 0.5) < 1e-9 && abs(two.opacity - 0.5) < 1e-9)
        let warm = try #require(mid.first { $0.text == "warm" })
        #expect(abs(warm.color.red - 0.5) < 1e-9 && abs(warm.color.blue - 0.5) < 1e-9, "\(warm.color)")
        #expect(host.approximations.contains { $0.cause.contains("numericText") })

        let plain = ViewHost(Counter(transition: .identity), layout: .fixed(width: 120, height: 120))
        try plain.tap(text: "Add")
        let swapped = Self.texts(try plain.displayList(at: 0.5).ops)
        #expect(!swapped.contains { $0.text == "1" } && swapped.contains { $0.text == "2" && $0.opacity == 1 })
        #expect(!plain.approximations.contains { $0.cause.contains("contentTransition") })
    }

    struct Scoped: View {
        @State var on = false
        var body: some View {
            VStack {
                Button("Go") { on.toggle() }
                Color.blue
                    .frame(width: on ? 100 : 50, height: 20)
                    .animation(.linear(duration: 1)) { $0.opacity(on ? 1 : 0.2) }
            }
        }
    }

    @Test("animation(_:body:) animates only the modifiers of its body: the opacity moves, the frame inside jumps")
    func scopedAnimation() throws {
        let host = ViewHost(Scoped(), layout: .fixed(width: 200, height: 100))
        try host.tap(text: "Go")
        #expect(abs(try host.transitionDuration - 1) < 1e-9)
        let mid = try host.displayList(at: 0.5).ops
        let blue = RGBAColor(hex: 0x007AFF)
        let group = try #require(Self.group(containing: blue, in: mid))
        #expect(abs(group.opacity - 0.6) < 1e-9, "\(group.opacity)")
        #expect(Self.rects(of: blue, in: mid).first?.width == 100, "the frame jumps")
    }
}
