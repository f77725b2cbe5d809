import Components
import Drawing
import Foundation
import PreviewUI
import Testing

/// The articles' animations, drawn at moments of their transitions.
@MainActor @Suite struct ComponentMotionTests {
    /// Every white rounded card (the picker's highlight) in a display list, with the opacity
    /// of the groups around it.
    static func cards(in ops: [DisplayOp], opacity: Double = 1) -> [(rect: CGRect, opacity: Double)] {
        var found: [(CGRect, Double)] = []
        for op in ops {
            switch op {
            case .fill(let shape, let c) where c == RGBAColor(hex: 0xFFFFFF) && shape.bounds.width < 200:
                found.append((shape.bounds, opacity))
            case .group(let g):
                found += cards(in: g.ops, opacity: opacity * g.opacity)
            default:
                break
            }
        }
        return found
    }

    @Test("Article 3: the highlight flies from car to airplane on .spring().speed(1.5), passing its mark a little before it settles; the two cards cross-fade as SwiftUI documents")
    func highlightSprings() throws {
        let host = ViewHost(TransportationPicker(), layout: .fixed(width: 360, height: 100))
        let before = try #require(Self.cards(in: try host.displayList.ops).first).rect
        try host.tap(text: "Airplane")
        let after = try #require(Self.cards(in: try host.displayList.ops).first).rect
        #expect(after.minX > before.minX + 200)
        // spring(response: 0.5, dampingFraction: 0.825) at 1.5× speed: response 1/3 s.
        let duration = try host.transitionDuration
        #expect(duration > 0.3 && duration < 1.0, "\(duration)")
        var xs: [CGFloat] = []
        for frame in 0...Int(duration * 60) {
            let cards = Self.cards(in: try host.displayList(at: Double(frame) / 60).ops)
            // The card going (fading out) and the one coming (fading in); one of them is fully
            // faded at the ends.
            #expect(cards.count == 1 || cards.count == 2, "frame \(frame): \(cards.count) cards")
            // Both cards share one frame in flight (the matched geometry).
            if cards.count == 2 { #expect(abs(cards[0].rect.minX - cards[1].rect.minX) < 0.01) }
            xs.append(cards.map(\.rect.minX).max() ?? 0)
        }
        #expect(abs(xs[0] - before.minX) < 0.01, "it starts at car")
        #expect(xs.contains { $0 > before.minX + 20 && $0 < after.minX - 20 }, "it is seen in between")
        // Damping 0.825 overshoots by e^(−ζπ/√(1−ζ²)) ≈ 1 % of the 240-point flight.
        let overshoot = (xs.max() ?? 0) - after.minX
        #expect(overshoot > 1 && overshoot < 5, "\(overshoot)")
        // Half way through the flight each card is about half drawn.
        let mid = Self.cards(in: try host.displayList(at: 0.1).ops)
        #expect(mid.count == 2 && mid.allSatisfy { $0.opacity > 0.05 && $0.opacity < 0.95 }, "\(mid.map(\.opacity))")
        #expect(try host.displayList(at: duration) == host.displayList)
    }

    @Test("Every frame of the transition is the same bytes on 20 runs")
    func twentyRuns() throws {
        func frames() throws -> [[UInt8]] {
            let host = ViewHost(TransportationPicker(), layout: .fixed(width: 360, height: 100))
            try host.tap(text: "Airplane")
            return try host.transitionFrameTimes(framesPerSecond: 30).map {
                try RasterRenderer.render(try host.displayList(at: $0), scale: 2).premultipliedBGRA
            }
        }
        let first = try frames()
        #expect(first.count > 10)
        for _ in 1..<20 { #expect(try frames() == first) }
    }
}
