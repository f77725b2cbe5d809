import Drawing
import PreviewUI
import Testing

/// `offset`, `overlay`, `background` and `clipped`: modifiers that draw or move without taking
/// part in their parent's layout (ios-metrics.md §1; OpenSwiftUI OffsetEffect.swift,
/// OverlayModifier, ClipEffect.swift).
@MainActor
struct LayoutEffectTests {
    @Test("offset moves the view, not its siblings; frames inside the offset move with it")
    func offsetLeavesSiblingsInPlace() throws {
        // SwiftUI: offset is a geometry effect, layout is unchanged. Views inside it are drawn
        // (and report global frames) moved; a modifier applied after it still sees the place
        // layout gave, as `.offset(x:).border(.red)` draws the border where the view was.
        let laid = Laid(HStack(spacing: 0) {
            box(50, 50).mark("a")
            box(50, 50).mark("b").offset(x: 20, y: 10).mark("b-layout")
            box(50, 50).mark("c")
        }, .sizeThatFits)
        #expect(try laid.frame("a") == CGRect(x: 0, y: 0, width: 50, height: 50))
        #expect(try laid.frame("b") == CGRect(x: 70, y: 10, width: 50, height: 50))
        #expect(try laid.frame("b-layout") == CGRect(x: 50, y: 0, width: 50, height: 50))
        #expect(try laid.frame("c") == CGRect(x: 100, y: 0, width: 50, height: 50))
        #expect(try laid.pageSize == CGSize(width: 150, height: 50))
    }

    @Test("offset moves the drawing: the box is filled at its moved place")
    func offsetMovesDrawing() throws {
        // SwiftUI: `offset` translates what the view draws.
        let laid = Laid(box(40, 40, .red).offset(x: -10, y: 5), .fixed(width: 100, height: 100))
        let rects: [CGRect] = try laid.displayList.ops.compactMap {
            if case .fill(.rect(let r), _) = $0 { return r } else { return nil }
        }
        #expect(rects.last == CGRect(x: 20, y: 35, width: 40, height: 40))
    }

    @Test("overlay(alignment:) aligns the overlay in the base view's frame; size is the base's")
    func overlayAlignment() throws {
        // SwiftUI: the overlay is laid out in the primary view's frame and never changes its size.
        let laid = Laid(box(100, 60).mark("base")
            .overlay(alignment: .topTrailing) { box(20, 20, .red).mark("badge") }
            .overlay(alignment: .bottomLeading) { box(10, 10, .red).mark("dot") }
            .mark("whole"), .sizeThatFits)
        #expect(try laid.frame("whole") == CGRect(x: 0, y: 0, width: 100, height: 60))
        #expect(try laid.frame("badge") == CGRect(x: 80, y: 0, width: 20, height: 20))
        #expect(try laid.frame("dot") == CGRect(x: 0, y: 50, width: 10, height: 10))
    }

    @Test("background is offered the primary view's size: a colour fills the padded text")
    func backgroundTakesPrimarySize() throws {
        // SwiftUI: the secondary view is proposed exactly the primary's size.
        let ideal = try TextSize.ideal(Text("Tag"))
        let laid = Laid(Text("Tag").padding(8).background(Color.yellow.mark("bg")).mark("tag"), .sizeThatFits)
        let tag = try laid.frame("tag")
        #expect(tag.size == CGSize(width: ideal.width + 16, height: ideal.height + 16))
        #expect(try laid.frame("bg") == tag)
    }

    @Test("An overlay with its own height stretches to the base's width, at the aligned edge")
    func overlayUnderline() throws {
        // SwiftUI: a colour with a fixed height, proposed the base size, takes the full width.
        let laid = Laid(box(120, 40).overlay(alignment: .bottom) { Color.red.frame(height: 4).mark("line") }, .sizeThatFits)
        #expect(try laid.frame("line") == CGRect(x: 0, y: 36, width: 120, height: 4))
    }

    @Test("A larger background does not change layout; it is centred on the view")
    func largerBackground() throws {
        // SwiftUI: the background's size is not the view's; it sticks out, centred by default.
        let laid = Laid(HStack(spacing: 0) {
            box(20, 20).background(box(100, 100, .red).mark("big")).mark("small")
            box(20, 20).mark("next")
        }, .sizeThatFits)
        #expect(try laid.frame("small") == CGRect(x: 0, y: 0, width: 20, height: 20))
        #expect(try laid.frame("big") == CGRect(x: -40, y: -40, width: 100, height: 100))
        #expect(try laid.frame("next").minX == 20)
        #expect(try laid.pageSize == CGSize(width: 40, height: 20))
    }

    @Test("background(alignment:) and a larger overlay align by their guides")
    func secondaryAlignment() throws {
        // SwiftUI: alignment applies to both the base and the secondary view's guides.
        let laid = Laid(box(40, 40).background(alignment: .topLeading) { box(60, 60, .red).mark("bg") }, .sizeThatFits)
        #expect(try laid.frame("bg") == CGRect(x: 0, y: 0, width: 60, height: 60))
        let trailing = Laid(box(40, 40).overlay(alignment: .bottomTrailing) { box(60, 60, .red).mark("ov") }, .sizeThatFits)
        #expect(try trailing.frame("ov") == CGRect(x: -20, y: -20, width: 60, height: 60))
    }

    @Test("background draws behind, overlay in front")
    func secondaryDrawingOrder() throws {
        // SwiftUI: background is below the content, overlay above it.
        let laid = Laid(box(10, 10, .green).background(Color.red).overlay(Color.blue.opacity(0.5)), .sizeThatFits)
        // (Color.opacity gives a translucent colour, not an opacity group.)
        let colors: [RGBAColor] = try laid.displayList.ops.compactMap {
            switch $0 {
            case .fill(_, let c): return c
            case .group(let g):
                if case .fill(_, let c) = g.ops.first { return c }
                return nil
            default: return nil
            }
        }
        #expect(colors.count == 4)
        #expect(colors[1] == SystemPaletteProbe.red)
        #expect(colors[2] == SystemPaletteProbe.green)
        #expect(colors[3] == RGBAColor(hex: 0x007AFF, alpha: 0.5))
    }

    @Test("background(_:in:) fills the shape in the view's frame")
    func backgroundInShape() throws {
        // SwiftUI: `.background(.gray, in: RoundedRectangle(cornerRadius: 8))`.
        let laid = Laid(box(60, 30, .clear).background(Color.gray, in: RoundedRectangle(cornerRadius: 8)), .sizeThatFits)
        let shapes: [ShapePath] = try laid.displayList.ops.compactMap {
            if case .fill(let s, _) = $0 { return s } else { return nil }
        }
        #expect(shapes.contains(.roundedRect(CGRect(x: 0, y: 0, width: 60, height: 30), cornerRadius: 8, style: .continuous)))
    }

    @Test("frame(height: 10, alignment: .top).clipped() on a 5-line VStack shows the top 10 pt only")
    func clippedColumn() throws {
        // SwiftUI: the frame is 10 tall, the column keeps its size and is aligned to the frame's
        // top; `clipped` clips to the frame rectangle, not antialiased (ClipEffect default).
        let laid = Laid(VStack(spacing: 0) {
            ForEach(1..<6) { i in Text("Line \(i)") }
        }.mark("column").frame(height: 10, alignment: .top).clipped().mark("frame"), .fixed(width: 100, height: 60))
        let frame = try laid.frame("frame")
        let column = try laid.frame("column")
        #expect(frame.height == 10 && frame.minY == 25)
        #expect(column.minY == frame.minY)
        #expect(column.height == 5 * TextSize.line())
        #expect(try laid.frame(ofText: "Line 1").minY == frame.minY)

        let clips = try groups(in: laid.displayList.ops).compactMap(\.clip)
        #expect(clips == [Clip(.rect(onPixelGrid(frame)), antialiased: false)], "drawn on the pixel grid")
        let clipped = try #require(groups(in: laid.displayList.ops).first { $0.clip != nil })
        #expect(textRuns(in: clipped.ops).count == 5)

        // Drawn: nothing of the column appears outside the 10-point band.
        let image = try RasterRenderer.render(laid.displayList, scale: 1).rgba()
        var inked = (inside: 0, outside: 0)
        for y in 0..<image.height {
            for x in 0..<image.width where image[x, y].r < 250 {
                if CGFloat(y) >= frame.minY && CGFloat(y) < frame.maxY { inked.inside += 1 } else { inked.outside += 1 }
            }
        }
        #expect(inked.inside > 0)
        #expect(inked.outside == 0)
    }

    @Test("clipShape and cornerRadius clip to the shape in the view's frame")
    func clipShape() throws {
        // SwiftUI: cornerRadius(r) is clipShape(RoundedRectangle(cornerRadius: r)), antialiased.
        let laid = Laid(box(80, 40, .red).cornerRadius(12).mark("card"), .sizeThatFits)
        let clips = try groups(in: laid.displayList.ops).compactMap(\.clip)
        #expect(clips == [Clip(.roundedRect(CGRect(x: 0, y: 0, width: 80, height: 40), cornerRadius: 12, style: .continuous), antialiased: true)])
    }
}

/// The system colours as `Color.red` and friends resolve in light mode (ios-metrics.md §3).
enum SystemPaletteProbe {
    static let red = RGBAColor(hex: 0xFF3B30)
    static let green = RGBAColor(hex: 0x34C759)
}
