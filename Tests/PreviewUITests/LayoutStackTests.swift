import Drawing
import PreviewUI
import Testing

/// HStack, VStack and ZStack: spacing, alignment, and how stacks share space (the stack
/// algorithm of ios-metrics.md §1: OpenSwiftUI's StackLayout, swiftuifieldguide.com/layout/hstack,
/// objc.io's "HStacks: child ordering").
@MainActor
struct LayoutStackTests {
    @Test("HStack { Text; Spacer(); Text } in 300 pt puts the texts at both edges")
    func spacerPushesTextsToTheEdges() throws {
        // SwiftUI: a stack that holds a Spacer takes all the width offered, and the spacer takes
        // what the texts leave (Spacer docs, "ChecklistRow" example).
        let laid = Laid(HStack {
            Text("Leading")
            Spacer()
            Text("Trailing")
        }.mark("row"), .fixed(width: 300, height: 100))
        let row = try laid.frame("row")
        let leading = try laid.frame(ofText: "Leading")
        let trailing = try laid.frame(ofText: "Trailing")
        #expect(row.minX == 0 && row.width == 300)
        #expect(leading.minX == 0)
        #expect(trailing.maxX == 300)
        #expect(leading.width == (try TextSize.ideal(Text("Leading")).width))
        #expect(trailing.width == (try TextSize.ideal(Text("Trailing")).width))
        // Centred vertically in the page, both on the row's centre line.
        #expect(leading.minY == row.minY && trailing.minY == row.minY)
        #expect(row.height == TextSize.line())
    }

    @Test("Default spacing is 8 between views; explicit spacing replaces it")
    func defaultAndExplicitSpacing() throws {
        // SwiftUI: spacing nil gives the platform default, 8 between two plain views on iOS
        // (OpenSwiftUI CoreGlue.defaultSpacing; fatbobman "Spacing of SwiftUI").
        let defaults = Laid(HStack {
            box(50, 20).mark("a")
            box(50, 20).mark("b")
            box(50, 20).mark("c")
        }.mark("stack"), .sizeThatFits)
        #expect(try defaults.frame("a") == CGRect(x: 0, y: 0, width: 50, height: 20))
        #expect(try defaults.frame("b") == CGRect(x: 58, y: 0, width: 50, height: 20))
        #expect(try defaults.frame("c") == CGRect(x: 116, y: 0, width: 50, height: 20))
        #expect(try defaults.pageSize == CGSize(width: 166, height: 20))

        let explicit = Laid(VStack(spacing: 20) {
            box(50, 30).mark("a")
            box(50, 30).mark("b")
        }, .sizeThatFits)
        #expect(try explicit.frame("a") == CGRect(x: 0, y: 0, width: 50, height: 30))
        #expect(try explicit.frame("b") == CGRect(x: 0, y: 50, width: 50, height: 30))

        let none = Laid(HStack(spacing: 0) {
            box(10, 10).mark("a")
            box(10, 10).mark("b")
        }, .sizeThatFits)
        #expect(try none.frame("b").minX == 10)
    }

    @Test("VStack default spacing is 8 too")
    func vstackDefaultSpacing() throws {
        // SwiftUI: the default spacing applies along either axis.
        let laid = Laid(VStack {
            box(40, 30).mark("a")
            box(40, 30).mark("b")
            box(40, 30).mark("c")
        }, .sizeThatFits)
        #expect(try laid.frame("b").minY == 38)
        #expect(try laid.frame("c").minY == 76)
        #expect(try laid.pageSize == CGSize(width: 40, height: 106))
    }

    @Test("VStack(alignment: .leading) lines leading edges up; .trailing lines up trailing edges")
    func vstackLeadingAndTrailing() throws {
        // SwiftUI: children are placed so their alignment guides coincide; the stack is as wide
        // as the aligned union. Default alignment is .center.
        let leading = Laid(VStack(alignment: .leading) {
            box(100, 10).mark("wide")
            box(40, 10).mark("narrow")
        }, .sizeThatFits)
        #expect(try leading.frame("wide").minX == 0)
        #expect(try leading.frame("narrow") == CGRect(x: 0, y: 18, width: 40, height: 10))

        let trailing = Laid(VStack(alignment: .trailing) {
            box(100, 10).mark("wide")
            box(40, 10).mark("narrow")
        }, .sizeThatFits)
        #expect(try trailing.frame("narrow") == CGRect(x: 60, y: 18, width: 40, height: 10))

        let center = Laid(VStack {
            box(100, 10).mark("wide")
            box(40, 10).mark("narrow")
        }, .sizeThatFits)
        #expect(try center.frame("narrow").minX == 30)
    }

    @Test("HStack(alignment: .top / .bottom) aligns on the minor axis")
    func hstackTopAndBottom() throws {
        // SwiftUI: VerticalAlignment.top/bottom guides are 0 and the height.
        let top = Laid(HStack(alignment: .top) {
            box(10, 20).mark("short")
            box(10, 60).mark("tall")
        }, .sizeThatFits)
        #expect(try top.frame("short") == CGRect(x: 0, y: 0, width: 10, height: 20))
        #expect(try top.frame("tall") == CGRect(x: 18, y: 0, width: 10, height: 60))

        let bottom = Laid(HStack(alignment: .bottom) {
            box(10, 20).mark("short")
            box(10, 60).mark("tall")
        }, .sizeThatFits)
        #expect(try bottom.frame("short").minY == 40)

        let center = Laid(HStack {
            box(10, 20).mark("short")
            box(10, 60).mark("tall")
        }, .sizeThatFits)
        #expect(try center.frame("short").minY == 20)
    }

    @Test("Equally flexible children share the space equally")
    func equalShares() throws {
        // SwiftUI: each child is offered an equal share of what is left (WWDC19 "Building Custom
        // Views with SwiftUI"; swiftuifieldguide.com/layout/hstack).
        let laid = Laid(HStack(spacing: 0) {
            Color.red.mark("a")
            Color.green.mark("b")
            Color.blue.mark("c")
        })
        #expect(try laid.frame("a") == CGRect(x: 0, y: 0, width: 100, height: 300))
        #expect(try laid.frame("b") == CGRect(x: 100, y: 0, width: 100, height: 300))
        #expect(try laid.frame("c") == CGRect(x: 200, y: 0, width: 100, height: 300))

        let spaced = Laid(HStack {
            Color.red.mark("a")
            Color.green.mark("b")
        }.frame(width: 208))
        // 208 - 8 of spacing, halved.
        #expect(try spaced.frame("a").width == 100)
        #expect(try spaced.frame("b").minX == 46 + 108)
    }

    @Test("Two fixed-size texts overflow a 50 pt HStack: it is wider than 50 and centred")
    func overflowingFixedSizeTexts() throws {
        // SwiftUI: a stack's size is the sum of its children's sizes, even past its proposal;
        // its parent (here a 50 pt frame) centres it, so it sticks out on both sides.
        let hello = try TextSize.ideal(Text("Hello"))
        let world = try TextSize.ideal(Text("World"))
        let laid = Laid(HStack {
            Text("Hello").fixedSize()
            Text("World").fixedSize()
        }.mark("stack").frame(width: 50).mark("frame"), .fixed(width: 200, height: 100))
        let stack = try laid.frame("stack")
        let frame = try laid.frame("frame")
        let width = hello.width + 8 + world.width
        #expect(frame.minX == 75 && frame.width == 50)
        #expect(stack.width == width)
        #expect(stack.width > 50)
        #expect(stack.minX == 75 + (50 - width) / 2)
        #expect(try laid.frame(ofText: "Hello") == CGRect(x: stack.minX, y: stack.minY, width: hello.width, height: hello.height))
        #expect(try laid.frame(ofText: "World").minX == stack.minX + hello.width + 8)
    }

    @Test("Texts without fixedSize in a 50 pt HStack are squeezed and wrap instead")
    func squeezedTexts() throws {
        // SwiftUI: text takes at most the width it is offered and wraps; the stack offers each
        // of the two an equal share of 50 - 8.
        let laid = Laid(HStack {
            Text("Hello")
            Text("World")
        }.mark("stack").frame(width: 50), .fixed(width: 200, height: 200))
        let hello = try laid.frame(ofText: "Hello")
        #expect(hello.width <= 21)
        #expect(hello.height > TextSize.line())
        #expect(try laid.frame("stack").width <= 50)
    }

    @Test("layoutPriority wins space: the higher priority is offered everything first")
    func layoutPriorityWinsSpace() throws {
        // SwiftUI: children of higher priority are offered the space less the minimums of
        // lower priorities (swiftuifieldguide.com/layout/hstack, "layout priority").
        let plain = Laid(HStack(spacing: 0) {
            Color.red.frame(maxWidth: 200).mark("capped")
            Color.blue.mark("free")
        })
        // Same priority: the capped one is less flexible and goes first, offered half.
        #expect(try plain.frame("capped").width == 150)
        #expect(try plain.frame("free").width == 150)

        let prioritised = Laid(HStack(spacing: 0) {
            Color.red.frame(maxWidth: 200).mark("capped").layoutPriority(1)
            Color.blue.mark("free")
        })
        #expect(try prioritised.frame("capped") == CGRect(x: 0, y: 0, width: 200, height: 300))
        #expect(try prioritised.frame("free") == CGRect(x: 200, y: 0, width: 100, height: 300))
    }

    @Test("A prioritised text keeps its line while its neighbour wraps")
    func layoutPriorityText() throws {
        // SwiftUI: with .layoutPriority(1) the title is offered all but its neighbour's minimum.
        let title = Text("Quarterly report")
        let ideal = try TextSize.ideal(title)
        let laid = Laid(HStack {
            title.layoutPriority(1)
            Text("with a long and wordy subtitle")
        }.frame(width: ideal.width + 60), .fixed(width: 393, height: 300))
        let titleFrame = try laid.frame(ofText: "Quarterly report")
        #expect(titleFrame.size == ideal)
        #expect(try laid.frame(ofText: "with a long and wordy subtitle").height > TextSize.line())
    }

    @Test("The less flexible child is sized first: a minimum-width frame beats a shape")
    func flexibilityOrdering() throws {
        // objc.io "HStacks: child ordering" (2020): children are sorted by flexibility; when two
        // are both unbounded, the one with the larger minimum goes first. So the frame with
        // minWidth 100 is offered 75, takes 100, and the rectangle gets the 50 left — the stack
        // no longer overflows as in the WWDC19 description.
        let laid = Laid(HStack(spacing: 0) {
            Color.red.mark("red")
            Color.green.frame(minWidth: 100).mark("green")
        }.mark("stack").frame(width: 150), .fixed(width: 150, height: 100))
        #expect(try laid.frame("red") == CGRect(x: 0, y: 0, width: 50, height: 100))
        #expect(try laid.frame("green") == CGRect(x: 50, y: 0, width: 100, height: 100))
        #expect(try laid.frame("stack").width == 150)
    }

    @Test("Text next to a shape: the text is less flexible and takes its ideal width first")
    func textBeforeShape() throws {
        // SwiftUI: a shape proposed infinity takes infinity, so its flexibility is unbounded; a
        // text's is finite. The text is sized first and the colour fills the rest.
        let ideal = try TextSize.ideal(Text("Hi"))
        let laid = Laid(HStack {
            Color.red.mark("color")
            Text("Hi")
        }.mark("stack"), .fixed(width: 300, height: 100))
        #expect(try laid.frame("stack").width == 300)
        #expect(try laid.frame(ofText: "Hi").width == ideal.width)
        #expect(try laid.frame("color").width == 300 - 8 - ideal.width)
    }

    @Test("Nested stacks: inflexible children are sized first on each axis")
    func nestedStacks() throws {
        // SwiftUI: the VStack gives the fixed-height bar its 40 first, the HStack (flexible in
        // height) gets the rest; inside, the fixed-width box is sized before the colour.
        let laid = Laid(VStack(spacing: 0) {
            HStack(spacing: 0) {
                Color.red.frame(width: 50).mark("side")
                Color.green.mark("main")
            }
            Color.blue.frame(height: 40).mark("bar")
        }, .fixed(width: 300, height: 200))
        #expect(try laid.frame("side") == CGRect(x: 0, y: 0, width: 50, height: 160))
        #expect(try laid.frame("main") == CGRect(x: 50, y: 0, width: 250, height: 160))
        #expect(try laid.frame("bar") == CGRect(x: 0, y: 160, width: 300, height: 40))
    }

    @Test("Nested stacks of texts and a flexible frame share a row by flexibility")
    func nestedMixedStacks() throws {
        // SwiftUI: an inner VStack of two texts is as flexible as its widest text; the
        // frame(maxWidth: .infinity) beside it takes all that is left.
        let ideal = try TextSize.ideal(Text("Subtitle text"))
        let laid = Laid(HStack(spacing: 10) {
            VStack(alignment: .leading) {
                Text("Title")
                Text("Subtitle text")
            }.mark("texts")
            Color.orange.frame(maxWidth: .infinity, maxHeight: 20).mark("fill")
        }, .fixed(width: 300, height: 100))
        let texts = try laid.frame("texts")
        #expect(texts.minX == 0 && texts.width == ideal.width)
        // Two texts are a leading apart (ViewSpacing), not 8 pt.
        #expect(texts.height == 2 * TextSize.line() + TextSize.textSpacing())
        #expect(try laid.frame("fill") == CGRect(x: ideal.width + 10, y: texts.midY - 10, width: 290 - ideal.width, height: 20))
    }

    @Test("Spacer's minLength is kept under fixedSize; Spacer() keeps 8")
    func spacerMinLength() throws {
        // SwiftUI: Spacer(minLength:) is the spacer's ideal length; with nil it is the default
        // spacing (OpenSwiftUI Spacer.swift: minLength ?? defaultSpacing). Stack spacing still
        // applies on both sides of the spacer.
        let long = Laid(HStack {
            box(20, 20)
            Spacer(minLength: 40)
            box(20, 20).mark("last")
        }.fixedSize(), .sizeThatFits)
        #expect(try long.frame("last").minX == 20 + 8 + 40 + 8)
        #expect(try long.pageSize.width == 96)

        let plain = Laid(HStack {
            box(20, 20)
            Spacer()
            box(20, 20).mark("last")
        }.fixedSize(), .sizeThatFits)
        #expect(try plain.pageSize.width == 64)

        let zero = Laid(HStack(spacing: 0) {
            box(20, 20)
            Spacer(minLength: 0)
            box(20, 20).mark("last")
        }.fixedSize(), .sizeThatFits)
        #expect(try zero.frame("last").minX == 20)
    }

    @Test("A Spacer gets space last: a shape beside it takes all but the spacer's minimum")
    func spacerHasLowestPriority() throws {
        // OpenSwiftUI Spacer.swift (audited, complete): a spacer's layout priority is -infinity,
        // so stacks size every other child first and keep only the spacer's minimum for it.
        let laid = Laid(VStack(spacing: 0) {
            Color.red.mark("color")
            Spacer()
        }, .fixed(width: 100, height: 300))
        #expect(try laid.frame("color") == CGRect(x: 0, y: 0, width: 100, height: 292))
    }

    @Test("A long text before a Spacer wraps at the full width, not at half of it")
    func textBeforeSpacerWrapsAtFullWidth() throws {
        // SwiftUI: `HStack { Text(long); Spacer() }` is the usual way to push text to the leading
        // edge; the text is offered the width less spacing and the spacer's minimum.
        let string = "A sentence long enough to wrap onto a few lines of the row"
        let laid = Laid(HStack {
            Text(string)
            Spacer()
        }.frame(width: 200), .fixed(width: 200, height: 300))
        let alone = Laid(Text(string).frame(width: 184), .fixed(width: 200, height: 300))
        #expect(try laid.frame(ofText: string).size == alone.frame(ofText: string).size)
        #expect(try laid.frame(ofText: string).minX == 0)
    }

    @Test("ZStack aligns its children on both axes and is as large as their union")
    func zstackAlignments() throws {
        // SwiftUI: ZStack offers every child the whole proposal and aligns their guides.
        let cases: [(Alignment, CGPoint)] = [
            (.topLeading, CGPoint(x: 0, y: 0)),
            (.top, CGPoint(x: 30, y: 0)),
            (.center, CGPoint(x: 30, y: 30)),
            (.trailing, CGPoint(x: 60, y: 30)),
            (.bottomLeading, CGPoint(x: 0, y: 60)),
            (.bottomTrailing, CGPoint(x: 60, y: 60)),
        ]
        for (alignment, origin) in cases {
            let laid = Laid(ZStack(alignment: alignment) {
                box(100, 100).mark("big")
                box(40, 40).mark("small")
            }.mark("z"), .sizeThatFits)
            #expect(try laid.frame("z") == CGRect(x: 0, y: 0, width: 100, height: 100))
            #expect(try laid.frame("small").origin == origin, "alignment \(alignment)")
        }
    }

    @Test("ZStack with a colour fills the proposal; its text is centred on it")
    func zstackFlexibleChild() throws {
        // SwiftUI: the colour takes the whole proposal, so the ZStack does; the text is centred.
        let ideal = try TextSize.ideal(Text("Badge"))
        let laid = Laid(ZStack {
            Color.yellow.mark("bg")
            Text("Badge")
        }.frame(width: 120, height: 60), .fixed(width: 120, height: 60))
        #expect(try laid.frame("bg") == CGRect(x: 0, y: 0, width: 120, height: 60))
        let text = try laid.frame(ofText: "Badge")
        #expect(text.minX == (120 - ideal.width) / 2)
        #expect(text.minY == (60 - ideal.height) / 2)
    }

    @Test("ZStack draws in order, zIndex first")
    func zstackZIndex() throws {
        // SwiftUI: zIndex reorders drawing only, not layout.
        let laid = Laid(ZStack {
            Text("Back").zIndex(1)
            Text("Front")
        }, .sizeThatFits)
        #expect(try textRuns(in: laid.displayList.ops).map(\.spec.string) == ["Front", "Back"])
    }

    @Test("A Divider in a VStack spans the width, one pixel thick")
    func dividerInVStack() throws {
        // SwiftUI: Divider runs across its stack, 1 / displayScale thick (OpenSwiftUI
        // PlainDividerStyle).
        let laid = Laid(VStack(spacing: 0) {
            box(120, 10).mark("top")
            Divider().mark("line")
            box(60, 10)
        }, .fixed(width: 120, height: 100))
        let top = try laid.frame("top")
        #expect(try laid.frame("line") == CGRect(x: 0, y: top.maxY, width: 120, height: 0.5))
    }
}
