import Drawing
import PreviewUI
import Testing

/// `frame`, `fixedSize`, `padding` and `aspectRatio`: how modifiers change the proposal and the
/// size (ios-metrics.md §1; OpenSwiftUI FrameLayout.swift, FixedSizeLayout.swift,
/// AspectRatioLayout.swift).
@MainActor
struct LayoutFrameTests {
    @Test("frame(maxWidth: .infinity) fills a finite proposal and centres its child")
    func maxWidthInfinityFills() throws {
        // SwiftUI FlexFrameLayout: with only a maximum, width = min(max, max(proposal, child)).
        let ideal = try TextSize.ideal(Text("Fill"))
        let laid = Laid(Text("Fill").frame(maxWidth: .infinity).mark("frame"), .fixed(width: 300, height: 100))
        let frame = try laid.frame("frame")
        #expect(frame.minX == 0 && frame.width == 300)
        #expect(frame.height == ideal.height)
        #expect(try laid.frame(ofText: "Fill").minX == (300 - ideal.width) / 2)
    }

    @Test("frame(maxWidth: .infinity, alignment: .leading) puts the child at the leading edge")
    func maxWidthInfinityLeading() throws {
        // SwiftUI: the frame's alignment places the child inside the frame.
        let laid = Laid(VStack {
            Text("Left").frame(maxWidth: .infinity, alignment: .leading)
            Text("Right").frame(maxWidth: .infinity, alignment: .trailing)
        }, .fixed(width: 300, height: 100))
        #expect(try laid.frame(ofText: "Left").minX == 0)
        #expect(try laid.frame(ofText: "Right").maxX == 300)
    }

    @Test("frame(maxWidth: .infinity, maxHeight: .infinity) fills both axes")
    func fillsBothAxes() throws {
        // SwiftUI: the common "fill the screen" frame.
        let laid = Laid(box(20, 20).frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .bottomTrailing).mark("f"), .fixed(width: 200, height: 120))
        #expect(try laid.frame("f") == CGRect(x: 0, y: 0, width: 200, height: 120))
    }

    @Test("frame(minWidth:maxWidth:) clamps: a colour stops at the maximum, overflows at the minimum")
    func minMaxClamping() throws {
        // SwiftUI FlexFrameLayout: the proposal is clamped to [min, max] before the child sees
        // it; the frame's own width is clamped too, so it can be wider than its proposal.
        let wide = Laid(Color.red.frame(minWidth: 100, maxWidth: 200).mark("f"), .fixed(width: 300, height: 50))
        #expect(try wide.frame("f") == CGRect(x: 50, y: 0, width: 200, height: 50))

        let narrow = Laid(Color.red.frame(minWidth: 100, maxWidth: 200).mark("f").frame(width: 50).mark("outer"),
                          .fixed(width: 300, height: 50))
        #expect(try narrow.frame("outer") == CGRect(x: 125, y: 0, width: 50, height: 50))
        #expect(try narrow.frame("f") == CGRect(x: 100, y: 0, width: 100, height: 50))

        let between = Laid(Color.red.frame(minWidth: 100, maxWidth: 200).mark("f").frame(width: 150), .fixed(width: 300, height: 50))
        #expect(try between.frame("f").width == 150)
    }

    @Test("A text in frame(minWidth: 100, maxWidth: 200) makes a 200 pt frame in 300 pt")
    func textInFlexibleFrame() throws {
        // SwiftUI FlexFrameLayout: with a maximum, the frame grows to the proposal (clamped), not
        // to the child: width = min(200, max(child, 300)).
        let laid = Laid(Text("Hi").frame(minWidth: 100, maxWidth: 200).mark("f"), .fixed(width: 300, height: 100))
        #expect(try laid.frame("f").width == 200)
        let minOnly = Laid(Text("Hi").frame(minWidth: 100).mark("f"), .fixed(width: 300, height: 100))
        // With only a minimum, width = max(min, min(child, proposal)): the text's width, at least 100.
        #expect(try minOnly.frame("f").width == 100)
    }

    @Test("frame(width:height:) is exactly that size, centred by its parent")
    func fixedFrame() throws {
        // SwiftUI _FrameLayout: both dimensions given, the frame ignores its child's size.
        let laid = Laid(Color.green.frame(width: 80, height: 30).mark("f"), .fixed(width: 300, height: 300))
        #expect(try laid.frame("f") == CGRect(x: 110, y: 135, width: 80, height: 30))

        let tooSmall = Laid(Text("A rather long label").frame(width: 40, height: 10).mark("f"), .fixed(width: 300, height: 300))
        #expect(try tooSmall.frame("f") == CGRect(x: 130, y: 145, width: 40, height: 10))
    }

    @Test("frame(width:) alone keeps the child's sizing on the other axis")
    func frameWidthOnly() throws {
        // SwiftUI _FrameLayout: "If you only specify one of the dimensions, the resulting view
        // assumes this view's sizing behavior in the other dimension."
        let color = Laid(Color.green.frame(width: 80).mark("f"), .fixed(width: 300, height: 200))
        #expect(try color.frame("f") == CGRect(x: 110, y: 0, width: 80, height: 200))
        let text = Laid(Text("Hi").frame(width: 80).mark("f"), .sizeThatFits)
        #expect(try text.frame("f").size == CGSize(width: 80, height: TextSize.line()))
    }

    @Test("A frame's alignment places a smaller child inside it")
    func frameAlignment() throws {
        // SwiftUI: `alignment` positions the child within the frame (default .center).
        let cases: [(Alignment, CGPoint)] = [
            (.center, CGPoint(x: 40, y: 40)),
            (.topLeading, CGPoint(x: 0, y: 0)),
            (.bottomTrailing, CGPoint(x: 80, y: 80)),
            (.leading, CGPoint(x: 0, y: 40)),
            (.bottom, CGPoint(x: 40, y: 80)),
        ]
        for (alignment, origin) in cases {
            let laid = Laid(box(20, 20).mark("child").frame(width: 100, height: 100, alignment: alignment), .sizeThatFits)
            #expect(try laid.frame("child").origin == origin, "alignment \(alignment)")
        }
    }

    @Test("fixedSize() ignores the proposal: the text keeps its ideal width and overflows")
    func fixedSizeIgnoresProposal() throws {
        // SwiftUI FixedSizeLayout: proposes nil on the fixed axes, so the child takes its ideal
        // size; the parent centres the larger result.
        let string = "This text is much wider than the frame"
        let ideal = try TextSize.ideal(Text(string))
        let laid = Laid(Text(string).fixedSize().mark("t").frame(width: 100), .fixed(width: 100, height: 100))
        let frame = try laid.frame("t")
        #expect(frame.size == ideal)
        #expect(frame.width > 100)
        #expect(frame.minX == (100 - ideal.width) / 2)
    }

    @Test("fixedSize(horizontal: false, vertical: true) keeps every wrapped line")
    func fixedSizeVertical() throws {
        // SwiftUI: fixed on the vertical axis only, the text wraps to the width and takes the
        // height of all its lines even in a 10 pt frame.
        let string = "One two three four five six seven"
        let free = Laid(Text(string).frame(width: 80), .fixed(width: 200, height: 300))
        let laid = Laid(Text(string).fixedSize(horizontal: false, vertical: true).frame(width: 80, height: 10),
                        .fixed(width: 200, height: 300))
        let wrapped = try free.frame(ofText: string)
        #expect(wrapped.height >= 3 * TextSize.line())
        #expect(try laid.frame(ofText: string).size == wrapped.size)
    }

    @Test("idealWidth and idealHeight are the size under fixedSize")
    func idealSizeUnderFixedSize() throws {
        // SwiftUI FlexFrameLayout: the ideal replaces a nil proposal.
        let laid = Laid(Color.red.frame(idealWidth: 120, idealHeight: 40).fixedSize().mark("f"), .sizeThatFits)
        #expect(try laid.frame("f") == CGRect(x: 0, y: 0, width: 120, height: 40))

        let bounded = Laid(Color.red.frame(minWidth: 50, idealWidth: 120, maxWidth: .infinity).fixedSize(horizontal: true, vertical: false).mark("f"),
                           .fixed(width: 300, height: 40))
        #expect(try bounded.frame("f").width == 120)

        // Without fixedSize the ideal does nothing: the proposal wins.
        let unfixed = Laid(Color.red.frame(minWidth: 50, idealWidth: 120, maxWidth: .infinity).mark("f"), .fixed(width: 300, height: 40))
        #expect(try unfixed.frame("f").width == 300)
    }

    @Test("frame(maxWidth: .infinity) under fixedSize is its child's ideal width")
    func maxWidthUnderFixedSize() throws {
        // SwiftUI: a nil proposal passes through an unbounded frame, so the child's ideal wins.
        let ideal = try TextSize.ideal(Text("Compact"))
        let laid = Laid(Text("Compact").frame(maxWidth: .infinity).fixedSize().mark("f"), .sizeThatFits)
        #expect(try laid.frame("f").width == ideal.width)
    }

    @Test("padding() adds 16 on every edge")
    func defaultPadding() throws {
        // SwiftUI: EnvironmentValues.defaultPadding is 16 on iOS (OpenSwiftUI DefaultPadding.swift).
        let laid = Laid(box(50, 50).mark("inner").padding().mark("outer"), .sizeThatFits)
        #expect(try laid.frame("outer") == CGRect(x: 0, y: 0, width: 82, height: 82))
        #expect(try laid.frame("inner") == CGRect(x: 16, y: 16, width: 50, height: 50))
    }

    @Test("padding on chosen edges and with EdgeInsets")
    func edgePadding() throws {
        // SwiftUI PaddingLayout: only the given edges grow.
        let laid = Laid(box(50, 50).mark("inner").padding(.horizontal, 10).padding(.top, 4).mark("outer"), .sizeThatFits)
        #expect(try laid.frame("outer").size == CGSize(width: 70, height: 54))
        #expect(try laid.frame("inner").origin == CGPoint(x: 10, y: 4))

        let insets = Laid(box(50, 50).mark("inner").padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)).mark("outer"), .sizeThatFits)
        #expect(try insets.frame("outer").size == CGSize(width: 56, height: 54))
        #expect(try insets.frame("inner").origin == CGPoint(x: 2, y: 1))
    }

    @Test("padding shrinks the child's proposal by the insets")
    func paddingShrinksProposal() throws {
        // SwiftUI PaddingLayout: the child is offered the proposal less the insets.
        let laid = Laid(Color.red.mark("inner").padding(20), .fixed(width: 300, height: 200))
        #expect(try laid.frame("inner") == CGRect(x: 20, y: 20, width: 260, height: 160))
    }

    @Test("aspectRatio(2, .fit) is the largest 2:1 size inside the proposal, centred")
    func aspectRatioFit() throws {
        // SwiftUI _AspectRatioLayout: the child is offered the ratio scaled to fit the proposal.
        let laid = Laid(Color.red.aspectRatio(2, contentMode: .fit).mark("r"), .fixed(width: 300, height: 300))
        #expect(try laid.frame("r") == CGRect(x: 0, y: 75, width: 300, height: 150))
        let tall = Laid(Color.red.aspectRatio(CGSize(width: 1, height: 2), contentMode: .fit).mark("r"), .fixed(width: 300, height: 300))
        #expect(try tall.frame("r") == CGRect(x: 75, y: 0, width: 150, height: 300))
    }

    @Test("aspectRatio(2, .fill) covers the proposal and overflows it")
    func aspectRatioFill() throws {
        // SwiftUI _AspectRatioLayout: scaled to fill, so one axis is larger than offered.
        let laid = Laid(Color.red.aspectRatio(2, contentMode: .fill).mark("r").frame(width: 300, height: 300).clipped(),
                        .fixed(width: 300, height: 300))
        #expect(try laid.frame("r") == CGRect(x: -150, y: 0, width: 600, height: 300))
    }

    @Test("scaledToFit keeps a resizable image's own ratio")
    func scaledToFitImage() throws {
        // SwiftUI: aspectRatio(nil) takes the ratio of the child's ideal size (the symbol's own:
        // resized, a symbol is its ink, without the margins of a symbol beside text; see
        // ha_row_symbol_texts_stroke_dark, where the ink fills the 36 pt box).
        let ideal = try Laid(Image(systemName: "car").resizable().fixedSize().mark("i"), .sizeThatFits).frame("i").size
        let ratio = ideal.width / ideal.height
        #expect(ratio > 1, "car is wider than tall")
        let laid = Laid(Image(systemName: "car").resizable().scaledToFit().mark("i"), .fixed(width: 300, height: 200))
        let fit = try laid.frame("i")
        #expect(abs(fit.height - 200) < 0.01 && abs(fit.width - 200 * ratio) < 0.01)
        #expect(abs(fit.midX - 150) < 0.5, "centred (the host rounds the content origin to whole points)")
        let filled = Laid(Image(systemName: "car").resizable().scaledToFill().mark("i"), .fixed(width: 300, height: 200))
        let fill = try filled.frame("i")
        #expect(abs(fill.width - 300) < 0.01 && abs(fill.height - 300 / ratio) < 0.01)
    }

    @Test("aspectRatio passes an unspecified proposal through: the child's ideal size")
    func aspectRatioUnspecified() throws {
        // OpenSwiftUI _AspectRatioLayout.spaceOffered: `guard proposedSize != .unspecified else
        // { return proposedSize }` — under fixedSize a colour keeps its 10×10 ideal size.
        let laid = Laid(Color.red.aspectRatio(2, contentMode: .fit).fixedSize().mark("r"), .sizeThatFits)
        #expect(try laid.frame("r").size == CGSize(width: 10, height: 10))
    }

    @Test("hidden() keeps its space and draws nothing")
    func hiddenKeepsSpace() throws {
        // SwiftUI: hidden views still take part in layout.
        let laid = Laid(HStack {
            box(30, 30, .red).hidden()
            box(30, 30, .green).mark("after")
        }, .sizeThatFits)
        #expect(try laid.frame("after").minX == 38)
        let fills = try laid.displayList.ops.filter { if case .fill = $0 { true } else { false } }
        #expect(fills.count == 2)  // the page background and the green box
    }
}
