import Drawing
import PreviewUI
import Testing

/// Text in layout — wrapping, line limits — and alignment guides: text baselines and
/// `alignmentGuide` (ios-metrics.md §1 and §5; OpenSwiftUI AlignmentGuide.swift).
@MainActor
struct LayoutTextTests {
    static let sentence = "The quick brown fox jumps over the lazy dog"

    @Test("Text wraps to a narrow width: whole lines, never wider than offered")
    func wrapsToNarrowWidth() throws {
        // SwiftUI: Text takes at most its proposed width and as many lines as it needs; the
        // height is whole lines of the font's line height.
        let laid = Laid(Text(Self.sentence).frame(width: 100), .fixed(width: 200, height: 300))
        let frame = try laid.frame(ofText: Self.sentence)
        // Lines are a line height plus the style's leading apart (22 pt for body).
        let lines = (frame.height + TextSize.leading()) / (TextSize.line() + TextSize.leading())
        #expect(frame.width <= 100)
        #expect(lines >= 3)
        #expect(abs(lines - lines.rounded()) < 1e-9)
        #expect(frame.minX >= 50)
    }

    @Test("Text in a stack offered the page width stays on one line")
    func idealWhenItFits() throws {
        // SwiftUI: with room, text takes its ideal single-line size.
        let ideal = try TextSize.ideal(Text("Short"))
        let laid = Laid(VStack { Text("Short") }, .fixed(width: 393, height: 100))
        #expect(try laid.frame(ofText: "Short").size == ideal)
        #expect(ideal.height == TextSize.line())
    }

    @Test("lineLimit(1) keeps one line and truncates")
    func lineLimitOne() throws {
        // SwiftUI: lineLimit(1) truncates the tail with an ellipsis at the proposed width.
        let laid = Laid(Text(Self.sentence).lineLimit(1).frame(width: 100), .fixed(width: 200, height: 100))
        let frame = try laid.frame(ofText: Self.sentence)
        #expect(frame.height == TextSize.line())
        #expect(frame.width <= 100)
        let run = try #require(textRuns(in: laid.displayList.ops).first)
        #expect(run.spec.lineLimit == 1)
        #expect(run.spec.wrapWidth == frame.width || run.spec.wrapWidth == 100)
    }

    @Test("lineLimit(2) stops at two lines")
    func lineLimitTwo() throws {
        // SwiftUI: at most two lines, the second truncated.
        let laid = Laid(Text(Self.sentence).lineLimit(2).frame(width: 80), .fixed(width: 200, height: 200))
        #expect(try laid.frame(ofText: Self.sentence).height == TextSize.lines(2))
    }

    @Test("Two lines are two line heights tall")
    func twoLines() throws {
        // SwiftUI: an explicit newline starts a second line.
        let laid = Laid(Text("First\nSecond"), .sizeThatFits)
        #expect(try laid.pageSize.height == TextSize.lines(2))
    }

    @Test("A text in frame(maxWidth: .infinity, alignment: .leading) starts at the leading edge")
    func leadingText() throws {
        // SwiftUI: the common way to left-align a text in a full-width row.
        let laid = Laid(VStack(alignment: .leading) {
            Text("Title").font(.headline).frame(maxWidth: .infinity, alignment: .leading)
            Text("Detail")
        }.padding(), .fixed(width: 300, height: 100))
        #expect(try laid.frame(ofText: "Title").minX == 16)
        #expect(try laid.frame(ofText: "Detail").minX == 16)
    }

    @Test("HStack(alignment: .firstTextBaseline) lines up the baselines of two font sizes")
    func firstTextBaseline() throws {
        // SwiftUI: each text's firstTextBaseline guide is its first baseline, so a 34 pt and a
        // 12 pt text sit on one line; the smaller one is lower by the difference in ascent.
        let laid = Laid(HStack(alignment: .firstTextBaseline) {
            Text("Big").font(.largeTitle)
            Text("small").font(.caption)
        }, .sizeThatFits)
        let big = try laid.frame(ofText: "Big")
        let small = try laid.frame(ofText: "small")
        #expect(big.minY == 0)
        #expect(small.minY == TextSize.ascent(34) - TextSize.ascent(12))
        #expect(big.minY + TextSize.ascent(34) == small.minY + TextSize.ascent(12))
        #expect(try laid.pageSize.height == TextSize.line(34))
    }

    @Test("Baseline alignment sees through padding and frames")
    func baselineThroughModifiers() throws {
        // SwiftUI: padding and frames report their child's explicit baseline, moved by where
        // they put the child.
        let laid = Laid(HStack(alignment: .firstTextBaseline) {
            Text("Padded").padding(.top, 10)
            Text("Framed").font(.title).frame(height: 60, alignment: .bottom)
        }, .sizeThatFits)
        let padded = try laid.frame(ofText: "Padded")
        let framed = try laid.frame(ofText: "Framed")
        #expect(padded.minY + TextSize.ascent(17) == framed.minY + TextSize.ascent(28))
        #expect(framed.maxY - 60 >= 0)
    }

    @Test("lastTextBaseline aligns the last line of a multi-line text")
    func lastTextBaseline() throws {
        // SwiftUI: lastTextBaseline is the baseline of the last line.
        let laid = Laid(HStack(alignment: .lastTextBaseline) {
            Text("One\nTwo\nThree")
            Text("end").font(.caption)
        }, .sizeThatFits)
        let multi = try laid.frame(ofText: "One\nTwo\nThree")
        let end = try laid.frame(ofText: "end")
        #expect(multi.minY + 2 * (TextSize.line() + TextSize.leading()) + TextSize.ascent() == end.minY + TextSize.ascent(12))
    }

    @Test("Without text, firstTextBaseline is a view's bottom edge")
    func baselineOfABox() throws {
        // SwiftUI: a view without text has its first baseline at its bottom.
        let laid = Laid(HStack(alignment: .firstTextBaseline) {
            box(20, 30).mark("box")
            Text("Label")
        }, .sizeThatFits)
        let boxFrame = try laid.frame("box")
        #expect(boxFrame.maxY == (try laid.frame(ofText: "Label")).minY + TextSize.ascent())
    }

    @Test("alignmentGuide moves a view's guide: leading at 20 hangs it 20 pt out")
    func alignmentGuideModifier() throws {
        // SwiftUI: `.alignmentGuide(.leading) { _ in 20 }` says the view's leading guide is 20 pt
        // in, so the stack lines that point up with the others' leading edges.
        let laid = Laid(VStack(alignment: .leading) {
            box(100, 10).mark("a")
            box(50, 10).alignmentGuide(.leading) { _ in 20 }.mark("b")
        }.mark("stack"), .sizeThatFits)
        #expect(try laid.frame("a") == CGRect(x: 20, y: 0, width: 100, height: 10))
        #expect(try laid.frame("b") == CGRect(x: 0, y: 18, width: 50, height: 10))
        #expect(try laid.frame("stack").width == 120)
    }

    @Test("alignmentGuide computed from the view's dimensions")
    func alignmentGuideFromDimensions() throws {
        // SwiftUI: the closure gets the view's ViewDimensions; `d[.trailing]` as the leading
        // guide puts the view's trailing edge on the others' leading edge.
        let laid = Laid(VStack(alignment: .leading, spacing: 0) {
            box(40, 10).mark("a")
            box(30, 10).alignmentGuide(.leading) { d in d[.trailing] }.mark("b")
        }, .sizeThatFits)
        #expect(try laid.frame("a").minX == 30)
        #expect(try laid.frame("b").maxX == 30)
    }

    enum MidIcon: AlignmentID {
        static func defaultValue(in d: ViewDimensions) -> CGFloat { d[VerticalAlignment.center] }
    }

    @Test("A custom alignment reaches into a nested stack")
    func customAlignment() throws {
        // SwiftUI (AlignmentID docs): a custom guide set on a child of an inner VStack becomes
        // that stack's explicit guide, so an outer HStack aligns the icon with that row.
        let midIcon = VerticalAlignment(MidIcon.self)
        let laid = Laid(HStack(alignment: midIcon) {
            box(20, 20).mark("icon")
            VStack(spacing: 8) {
                box(40, 40)
                box(40, 10).alignmentGuide(midIcon) { d in d[VerticalAlignment.center] }.mark("row")
            }.mark("column")
        }, .sizeThatFits)
        let row = try laid.frame("row")
        let icon = try laid.frame("icon")
        #expect(try laid.frame("column").minY == 0)
        #expect(row == CGRect(x: 28, y: 48, width: 40, height: 10))
        #expect(icon.midY == row.midY)
    }

    enum ValueEdge: AlignmentID {
        static func defaultValue(in d: ViewDimensions) -> CGFloat { d[.leading] }
    }

    @Test("A custom horizontal alignment lines up values across rows (\"Aligning views across stacks\")")
    func alignmentAcrossStacks() throws {
        // SwiftUI (Apple's article "Aligning views across stacks"): an HStack reports the explicit
        // guide of the child that sets it, so a VStack aligned on a custom guide lines up the
        // values of rows whose labels differ in width.
        let valueEdge = HorizontalAlignment(ValueEdge.self)
        let short = try TextSize.ideal(Text("Name"))
        let long = try TextSize.ideal(Text("Longer label"))
        let laid = Laid(VStack(alignment: valueEdge) {
            HStack {
                Text("Name")
                box(60, 10).alignmentGuide(valueEdge) { d in d[.leading] }.mark("v1")
            }.mark("row1")
            HStack {
                Text("Longer label")
                box(60, 10).alignmentGuide(valueEdge) { d in d[.leading] }.mark("v2")
            }.mark("row2")
        }, .sizeThatFits)
        let v1 = try laid.frame("v1"), v2 = try laid.frame("v2")
        #expect(v1.minX == v2.minX)
        #expect(v1.minX == long.width + 8)
        #expect(try laid.frame("row1").minX == long.width - short.width)
        #expect(try laid.frame("row2").minX == 0)
    }

    @Test("Frames pass their child's explicit guides up, moved by where they place it")
    func explicitGuidesThroughFrames() throws {
        // SwiftUI: frame and padding report the explicit alignment guides of their child, in
        // their own coordinates (as they do for text baselines).
        let laid = Laid(VStack(alignment: .leading, spacing: 0) {
            box(100, 10).mark("a")
            box(20, 10).alignmentGuide(.leading) { _ in 10 }.frame(width: 60, alignment: .trailing).mark("framed")
        }, .sizeThatFits)
        // The guide is 10 into the box, which sits 40 into its 60-point frame: 50 into the frame.
        #expect(try laid.frame("framed").minX == 0)
        #expect(try laid.frame("a").minX == 50)

        // Without an explicit guide inside, a frame's leading is its own edge.
        let plain = Laid(VStack(alignment: .leading, spacing: 0) {
            box(100, 10).mark("a")
            VStack(alignment: .leading) { box(20, 10) }.frame(width: 60).mark("framed")
        }, .sizeThatFits)
        #expect(try plain.frame("framed").minX == 0)
        #expect(try plain.frame("a").minX == 0)
    }

    @Test("multilineTextAlignment(.center) centres each line in the text's frame")
    func multilineCentered() throws {
        // SwiftUI: the text's frame is its widest line; shorter lines are centred inside it.
        let laid = Laid(Text("Wide first line\nShort").multilineTextAlignment(.center), .sizeThatFits)
        let run = try #require(textRuns(in: laid.displayList.ops).first)
        #expect(run.alignment == .center)
        #expect(run.width == (try laid.frame(ofText: "Wide first line\nShort")).width)
    }
}
