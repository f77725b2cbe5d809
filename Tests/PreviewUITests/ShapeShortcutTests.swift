import Drawing
import PreviewUI
import Testing

/// The shape shorthands (`.rect(cornerRadius:)`, `.capsule`, `.circle`, `.rect(cornerRadii:)`,
/// `.containerRelative` …) wherever a shape is taken, `UnevenRoundedRectangle`, and
/// `Shape.trim(from:to:)`.
@MainActor
struct ShapeShortcutTests {
    static func clips(_ ops: [DisplayOp]) -> [ShapePath] {
        ops.flatMap { op -> [ShapePath] in
            guard case .group(let g) = op else { return [] }
            return (g.clip.map { [$0.shape] } ?? []) + clips(g.ops)
        }
    }

    static func path(_ shape: some Shape, in rect: CGRect) -> [Path.Element] {
        var out: [Path.Element] = []
        shape.path(in: rect).forEach { out.append($0) }
        return out
    }

    @Test("clipShape, background(_:in:), fill and contentShape take the shorthands")
    func shorthands() throws {
        let view = VStack(spacing: 0) {
            Color.red.frame(width: 40, height: 40).clipShape(.rect(cornerRadius: 8))
            Text("Tag").padding(4).background(.blue, in: .capsule)
            Color.green.frame(width: 40, height: 40).clipShape(.circle)
            Color.orange.frame(width: 40, height: 20).clipShape(.ellipse)
            Color.gray.frame(width: 40, height: 20).clipShape(.rect)
            Color.pink.frame(width: 40, height: 20).clipShape(.containerRelative)
            Color.mint.frame(width: 40, height: 20).contentShape(.rect(cornerRadius: 4)).onTapGesture {}
        }
        let ops = try ViewHost(view, layout: .sizeThatFits).displayList.ops
        let clips = Self.clips(ops)
        #expect(clips.contains { if case .roundedRect(_, 8, .continuous) = $0 { true } else { false } }, "\(clips)")
        #expect(clips.contains { if case .ellipse(let r) = $0 { r.width == 40 && r.height == 40 } else { false } })
        #expect(clips.contains { if case .ellipse(let r) = $0 { r.width == 40 && r.height == 20 } else { false } })
        #expect(clips.filter { if case .rect = $0 { true } else { false } }.count >= 2, "rect and containerRelative")
        let fills = PreviewUITests.fills(in: ops)
        #expect(fills.contains { if case .capsule = $0.0 { true } else { false } }, "the tag's capsule background")
    }

    @Test("UnevenRoundedRectangle and .rect(cornerRadii:) round each corner by its own radius")
    func unevenCorners() throws {
        let rect = CGRect(x: 0, y: 0, width: 100, height: 60)
        let circular = Self.path(.rect(topLeadingRadius: 12, bottomTrailingRadius: 20, style: .circular), in: rect)
        #expect(circular.first == .move(to: CGPoint(x: 12, y: 0)))
        #expect(circular.contains(.line(to: CGPoint(x: 100, y: 0))), "a square top-trailing corner")
        #expect(circular.contains(.line(to: CGPoint(x: 100, y: 40))), "20 pt before the bottom-trailing corner")
        #expect(circular.contains { if case .curve(let p, _, _) = $0 { p == CGPoint(x: 80, y: 60) } else { false } })
        #expect(circular.contains { if case .curve(let p, _, _) = $0 { p == CGPoint(x: 12, y: 0) } else { false } }, "the top-leading arc")
        // Continuous corners take 1.53 r of each edge, as RoundedRectangle's do.
        let continuous = Self.path(UnevenRoundedRectangle(cornerRadii: .init(topLeading: 10)), in: rect)
        let same = Self.path(RoundedRectangle(cornerRadius: 10), in: rect)
        #expect(continuous.first == same.first, "the same top-leading corner as a RoundedRectangle's")
        // Radii larger than the rectangle allows are reduced to meet.
        let huge = Self.path(UnevenRoundedRectangle(topLeadingRadius: 500, style: .circular), in: rect)
        #expect(huge.first == .move(to: CGPoint(x: 30, y: 0)))
    }

    @Test("trim(from:to:) keeps the part of the outline between two fractions of its length")
    func trim() throws {
        // A circle's outline starts at its trailing point and runs clockwise: a quarter ends at its bottom.
        let quarter = Circle().trim(from: 0, to: 0.25).path(in: CGRect(x: 0, y: 0, width: 100, height: 100))
        let bounds = quarter.boundingRect
        #expect(abs(bounds.minX - 50) < 0.1 && abs(bounds.maxX - 100) < 0.1 && abs(bounds.minY - 50) < 0.1 && abs(bounds.maxY - 100) < 0.1,
                "\(bounds)")
        // A 100 × 50 rectangle is 300 pt round: 25 % … 50 % runs from x = 75 on the top edge to the bottom-right corner.
        let side = Self.path(Rectangle().trim(from: 0.25, to: 0.5), in: CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(side == [.move(to: CGPoint(x: 75, y: 0)), .line(to: CGPoint(x: 100, y: 0)), .line(to: CGPoint(x: 100, y: 50))], "\(side)")
        // The closing edge counts: 90 % … 100 % is the left edge's upper half, going up.
        let closing = Self.path(Rectangle().trim(from: 0.9, to: 1), in: CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(closing == [.move(to: CGPoint(x: 0, y: 30)), .line(to: CGPoint(x: 0, y: 0))], "\(closing)")
        #expect(Self.path(Circle().trim(from: 0.5, to: 0.5), in: CGRect(x: 0, y: 0, width: 10, height: 10)).isEmpty)
        // Stroked as a view, it draws only that part.
        let ops = try ViewHost(Circle().trim(from: 0, to: 0.5).stroke(.red, lineWidth: 2).frame(width: 40, height: 40),
                               layout: .sizeThatFits).displayList.ops
        guard case .stroke(let s, _, _)? = ops.first(where: { if case .stroke = $0 { true } else { false } }) else {
            Issue.record("no stroke: \(ops)")
            return
        }
        #expect(abs(s.bounds.minY - 20) < 0.1 && abs(s.bounds.maxY - 40) < 0.1, "the lower half: \(s.bounds)")
    }
}
