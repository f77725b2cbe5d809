import Drawing
import PreviewUI
import Testing

/// A stack's default spacing depends on the two neighbours (`ViewSpacing`). The numbers are
/// SwiftUI's rules (OpenSwiftUI's `Spacing.swift` and `Text+Spacing.swift`) worked out for
/// SF's metrics (`TypeMetrics`), and where real iOS renders show them, the renders'.
@MainActor
struct ViewSpacingTests {
    /// Body's metrics as the rules use them (ViewHost's default scale is 2: a pixel is 0.5 pt).
    static let ascent = TypeMetrics.ascent * 17, descent = (TypeMetrics.lineHeight - TypeMetrics.ascent) * 17
    static let lineHeight = TypeMetrics.lineHeight * 17
    static func pixels(_ v: Double, scale: Double = 2) -> Double { (v * scale).rounded(.up) / scale }
    /// A tenth of a line, rounded up to a pixel, and a line plus that.
    static let textSpacing = pixels(lineHeight * 0.1)
    static let defaultLineSpacing = lineHeight + textSpacing

    @Test("Two body texts in a VStack are the style's leading apart, not 8 pt")
    func textToText() throws {
        let laid = Laid(VStack { Text("One"); Text("Two") }, .sizeThatFits)
        let one = try laid.frame(ofText: "One"), two = try laid.frame(ofText: "Two")
        #expect(two.minY - one.maxY == TextSize.textSpacing())
        #expect(TextSize.textSpacing() == 2, "1.71 pt of leading, rounded up to a pixel")
    }

    @Test("A VStack of 100 body texts advances 22.3 pt per line, as a real iOS render does")
    func hundredTexts() throws {
        let laid = Laid(VStack { ForEach(0..<100, id: \.self) { Text("Line \($0)") } }, .sizeThatFits)
        let first = try laid.frame(ofText: "Line 0"), last = try laid.frame(ofText: "Line 99")
        let pitch = (last.minY - first.minY) / 99
        // iOS: 22.3 pt per line (issue 12's measurement); 20.29 pt of line and 2 pt between.
        #expect(abs(pitch - 22.3) < 0.05, "pitch \(pitch)")
    }

    @Test("Texts of different styles: the lower baseline a line pitch of its own below the upper")
    func differentStyles() throws {
        // iOS (ha_row_symbol_texts_stroke_dark): a caption's baseline 14.3 pt under a
        // headline's, at 3x; its line is 14.32 pt, with no leading of its own at spacing.
        let laid = Laid(VStack(alignment: .leading) { Text("Headline").font(.headline); Text("caption").font(.caption) },
                        .sizeThatFits)
        let head = try laid.frame(ofText: "Headline"), caption = try laid.frame(ofText: "caption")
        let captionLine = TypeMetrics.lineHeight * 12, captionAscent = TypeMetrics.ascent * 12
        let expected = Self.pixels(captionLine + TextSize.leading(.caption) - Self.descent - captionAscent)
        #expect(abs((caption.minY - head.maxY) - expected) < 1e-9)
        // Closer than body's 2 pt: the smaller line comes up under the larger one's descent.
        #expect(caption.minY - head.maxY < TextSize.textSpacing())
    }

    @Test("A text above another view keeps a line's pitch less its cap height; below one, the pitch less its ascent")
    func textAndPlainView() throws {
        let laid = Laid(VStack {
            Text("Above")
            Color.red.frame(width: 40, height: 10).mark("box")
            Text("Below")
        }, .sizeThatFits)
        let above = try laid.frame(ofText: "Above"), box = try laid.frame("box"), below = try laid.frame(ofText: "Below")
        let underText = max(Self.defaultLineSpacing - TypeMetrics.capHeight * 17, Self.textSpacing + Self.descent)
        #expect(abs((box.minY - above.maxY) - underText) < 1e-9)
        #expect(abs((below.minY - box.maxY) - (Self.defaultLineSpacing - Self.ascent)) < 1e-9)
    }

    @Test("Views that are not text are 8 pt apart, in both directions")
    func plainViews() throws {
        let v = Laid(VStack { Color.red.frame(width: 10, height: 10).mark("a"); Color.blue.frame(width: 10, height: 10).mark("b") },
                     .sizeThatFits)
        #expect(try v.frame("b").minY - v.frame("a").maxY == 8)
        let h = Laid(HStack { Text("Left"); Text("Right") }, .sizeThatFits)
        let left = try h.frame(ofText: "Left"), right = try h.frame(ofText: "Right")
        #expect(abs(right.minX - left.maxX - 8) < 1e-9, "\(left) \(right)")
    }

    @Test("A padded edge and a fixed frame's edges are no longer the text's")
    func paddingAndFramesReset() throws {
        let padded = Laid(VStack { Text("One").padding(.bottom, 4); Text("Two") }, .sizeThatFits)
        let gap = try padded.frame(ofText: "Two").minY - padded.frame(ofText: "One").maxY - 4
        #expect(abs(gap - (Self.defaultLineSpacing - Self.ascent)) < 1e-9, "a plain view above a text")
        let framed = Laid(VStack { Text("One").frame(height: 30); Text("Two") }, .sizeThatFits)
        let one = try framed.frame(ofText: "One"), two = try framed.frame(ofText: "Two")
        #expect(abs((two.minY - (one.midY + 15)) - (Self.defaultLineSpacing - Self.ascent)) < 1e-9)
        // A frame that only sets a width keeps the text's vertical edges.
        let wide = Laid(VStack { Text("One").frame(maxWidth: .infinity, alignment: .leading); Text("Two") },
                        .fixed(width: 200, height: 100))
        #expect(try wide.frame(ofText: "Two").minY - wide.frame(ofText: "One").maxY == TextSize.textSpacing())
    }

    @Test("Stacks pass on their children's edges: a row with a symbol over a text is a leading apart")
    func nestedStacks() throws {
        // ha_collapsible_open_symbol_light (iOS 18.2): an HStack of a text, a spacer and a
        // chevron over a VStack of one text; iOS sets them 1 pt apart, PreviewUI body's 2 pt.
        let laid = Laid(VStack(alignment: .leading) {
            HStack { Text("Header"); Spacer(); Image(systemName: "chevron.up") }.mark("row")
            VStack(alignment: .leading) { Text("Content") }
        }, .fixed(width: 300, height: 200))
        let row = try laid.frame("row"), content = try laid.frame(ofText: "Content")
        #expect(content.minY - row.maxY == TextSize.textSpacing())
    }

    @Test("An empty stack wants no space around it; a spacer leaves its row's spacing to the others")
    func emptyStacks() throws {
        // spezi_login_roundedborder_fields_prominent_disabled (iOS 18.2): a field over an
        // HStack of an empty VStack and a Spacer, then the next field: one spacing, not two.
        let laid = Laid(VStack {
            VStack {
                Color.red.frame(width: 40, height: 10).mark("a")
                HStack { VStack {}; Spacer() }
            }
            .padding(.bottom, 0.5)
            Color.blue.frame(width: 40, height: 10).mark("b")
        }, .fixed(width: 200, height: 200))
        #expect(try laid.frame("b").minY - laid.frame("a").maxY == 8.5)
        let bar = Laid(VStack(spacing: nil) {
            Color.red.frame(width: 40, height: 10).mark("top")
            Spacer().frame(height: 10)
            HStack { Spacer(); Color.blue.frame(width: 40, height: 10) }.mark("row")
        }, .sizeThatFits)
        #expect(try bar.frame("row").minY - bar.frame("top").maxY == 8 + 10 + 8)
    }

    @Test("An explicit spacing wins, 0 included")
    func explicitSpacing() throws {
        let laid = Laid(VStack(spacing: 0) { Text("One"); Text("Two") }, .sizeThatFits)
        #expect(try laid.frame(ofText: "Two").minY == laid.frame(ofText: "One").maxY)
    }

    @Test("ViewSpacing's public API: defaults, zero, union")
    func publicAPI() {
        #expect(ViewSpacing().distance(to: ViewSpacing(), along: .vertical) == 8)
        #expect(ViewSpacing().distance(to: ViewSpacing(), along: .horizontal) == 8)
        #expect(ViewSpacing.zero.distance(to: .zero, along: .vertical) == 0)
        #expect(ViewSpacing.zero.distance(to: ViewSpacing(), along: .horizontal) == 0)
        var merged = ViewSpacing()
        merged.formUnion(.zero, edges: .bottom)
        #expect(merged.distance(to: ViewSpacing(), along: .vertical) == 0)
        #expect(merged.distance(to: ViewSpacing(), along: .horizontal) == 8, "only the bottom edge took zero's")
        #expect(ViewSpacing().union(.zero).distance(to: .zero, along: .horizontal) == 0)
    }
}
