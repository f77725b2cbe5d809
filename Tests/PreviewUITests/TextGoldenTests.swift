import Drawing
import Foundation
import PreviewUI
import Testing

/// Golden images of styled text, light and dark: the Markdown a `Text` literal takes,
/// `Text + Text` with per-piece styles, images inside text, and attributed strings. Looked at
/// beside iOS when recorded: Markdown strong is bold and emphasis italic in the same font,
/// links take the tint colour with no underline (iOS 15+), code is monospaced (JetBrains Mono
/// standing in for SF Mono); underline and strikethrough lines are 1 pt
/// at 17 pt (UIKit draws them at the font's underline thickness, about 1/17 em).
@MainActor
struct TextGoldenTests {
    nonisolated static let schemes: [ColorScheme] = [.light, .dark]

    @Test("Markdown in a Text literal: strong, emphasis, both, strikethrough, link, escapes", arguments: schemes)
    func markdown(scheme: ColorScheme) throws {
        let view = VStack(alignment: .leading, spacing: 6) {
            Text("**Bold**, _italic_ and *also italic*")
            Text("***Both at once*** and **bold _with italic_ inside**")
            Text("~~Struck through~~ and plain")
            Text("A [link](https://example.com) in the tint colour")
            Text("Escaped \\*stars\\* and a lone * star, `code`")
            Text(verbatim: "**Verbatim** is not Markdown")
        }
        .padding()
        try GoldenImage.check(view, named: "text-markdown-\(scheme)", colorScheme: scheme)
    }

    @Test("Text + Text with five styles", arguments: schemes)
    func concatenated(scheme: ColorScheme) throws {
        let text = Text("Hello, ")
            + Text("world").bold().foregroundColor(.red)
            + Text(" in ")
            + Text("italics").italic().foregroundStyle(.blue)
            + Text(", ")
            + Text("underlined").underline(color: .green)
            + Text(", ")
            + Text("struck").strikethrough(pattern: .dash)
            + Text(" and ")
            + Text("big").font(.title).kerning(2)
        let view = text
            .frame(width: 300, alignment: .leading)
            .padding()
        try GoldenImage.check(view, named: "text-concatenated-\(scheme)", colorScheme: scheme)
    }

    /// Noto Color Emoji, Noto Sans CJK SC and Noto Sans Arabic/Hebrew stand in for Apple
    /// Color Emoji, PingFang/Hiragino and SF Arabic/Hebrew: shapes differ, sizes and baselines
    /// follow the line's font (emoji a little taller than the caps, on the baseline, as iOS).
    @Test("Emoji, CJK, Arabic and Hebrew right to left, and mixed lines", arguments: schemes)
    func scripts(scheme: ColorScheme) throws {
        let view = VStack(alignment: .leading, spacing: 6) {
            Text("Launch 🚀 and 👍🏽 🎉")
            Text("日本語のテキスト · 中文 · 한국어")
            Text("مرحبا بالعالم")
            Text("שלום עולם")
            Text("Mixed: Hello 世界 مرحبا 🚀 **bold** 123")
            Text("🚀").font(.largeTitle)
        }
        .padding()
        try GoldenImage.check(view, named: "text-scripts-\(scheme)", colorScheme: scheme)
    }

    @Test("Images and numbers inside text", arguments: schemes)
    func interpolation(scheme: ColorScheme) throws {
        let count = 3
        let view = VStack(alignment: .leading, spacing: 8) {
            Text("\(Image(systemName: "star.fill")) \(count) stars, \(2.5, specifier: "%.1f") average")
            Text("Tap \(Image(systemName: "gear")) to open **Settings**").font(.footnote)
            Text("Up \(Image(systemName: "chevron.up"))").font(.title)
        }
        .padding()
        try GoldenImage.check(view, named: "text-interpolation-\(scheme)", colorScheme: scheme)
    }
}

/// Every text style at three Dynamic Type sizes, and redacted text.
@MainActor
struct TextStyleGoldenTests {
    nonisolated static let schemes: [ColorScheme] = [.light, .dark]
    static let styles: [(String, Font)] = [
        ("Large Title", .largeTitle), ("Title", .title), ("Title 2", .title2), ("Title 3", .title3),
        ("Headline", .headline), ("Body", .body), ("Callout", .callout), ("Subheadline", .subheadline),
        ("Footnote", .footnote), ("Caption", .caption), ("Caption 2", .caption2),
    ]

    /// xSmall, large (the default) and accessibility3: sizes from Apple's HIG Dynamic Type table
    /// (largeTitle 31 / 34 / 52, body 14 / 17 / 40, caption2 11 / 11 / 29).
    @Test("Every text style at xSmall, large and accessibility3", arguments: schemes)
    func textStyles(scheme: ColorScheme) throws {
        let view = HStack(alignment: .top, spacing: 16) {
            ForEach([DynamicTypeSize.xSmall, .large, .accessibility3], id: \.self) { size in
                VStack(alignment: .leading, spacing: 2) {
                    ForEach(Self.styles, id: \.0) { name, font in
                        Text(name).font(font)
                    }
                }
                .fixedSize()
                .dynamicTypeSize(size)
            }
        }
        .padding()
        try GoldenImage.check(view, named: "text-styles-dynamic-type-\(scheme)", colorScheme: scheme)
    }

    @Test("Redacted placeholder text, and unredacted inside it", arguments: schemes)
    func redacted(scheme: ColorScheme) throws {
        let view = VStack(alignment: .leading, spacing: 6) {
            Text("Morning run").font(.headline)
            Text("5.2 km in 28 minutes, along the river and back through the park").font(.subheadline)
            Text("Always shown").unredacted()
        }
        .frame(width: 220, alignment: .leading)
        .redacted(reason: .placeholder)
        .padding()
        try GoldenImage.check(view, named: "text-redacted-\(scheme)", colorScheme: scheme)
    }

    @Test func textStylesTakeTheTableSizes() throws {
        func size(_ font: Font, _ dts: DynamicTypeSize) throws -> Double {
            let host = ViewHost(Text("x").font(font).dynamicTypeSize(dts), layout: .fixed(width: 200, height: 100))
            return try #require(StyledTextTests.textRuns(try host.displayList).first).spec.font.size
        }
        #expect(try size(.largeTitle, .xxxLarge) == 40, "not 34 × 23/17")
        #expect(try size(.caption2, .xSmall) == 11)
        #expect(try size(.footnote, .accessibility5) == 44)
        #expect(try size(.body, .large) == 17)
        #expect(try size(.system(size: 17), .accessibility5) == 17, "fixed sizes do not scale")
    }
}

/// Line limits, truncation, shrinking and dates.
@MainActor
struct TextLayoutOptionTests {
    static func run(_ view: some View, width: CGFloat = 120) throws -> TextRun {
        let host = ViewHost(view, layout: .fixed(width: width, height: 200))
        return try #require(StyledTextTests.textRuns(try host.displayList).first)
    }

    @Test func reservesSpaceMakesShortTextAsTallAsItsLimit() throws {
        let plain = try TextMeasurer.measure(TextSpec("Hi", font: FontSpec(.body), wrapWidth: 100, lineLimit: 3))
        let host = ViewHost(Text("Hi").lineLimit(3, reservesSpace: true).fixedSize(horizontal: false, vertical: true),
                            layout: .sizeThatFits)
        let size = try host.displayList.size
        // Three body lines: 22 pt apart (the style's leading between SF lines).
        let leading = FontSpec(.body).leading
        #expect(abs(size.height - (3 * plain.size.height + 2 * leading)) < 0.01, "three body lines: \(size.height)")
    }

    @Test func truncationModeCutsWhereItSays() throws {
        let long = "The quick brown fox jumps over the lazy dog"
        let head = try Self.run(Text(long).lineLimit(1).truncationMode(.head))
        let tail = try Self.run(Text(long).lineLimit(1))
        #expect(head.spec.truncation == .head)
        #expect(tail.spec.truncation == .tail)
        #expect(try TextMeasurer.measure(head.spec).isTruncated)
    }

    @Test func minimumScaleFactorShrinksUntilItFits() throws {
        let text = "A heading that is too long"
        let shrunk = try Self.run(Text(text).font(.title).lineLimit(1).minimumScaleFactor(0.5), width: 200)
        #expect(shrunk.spec.font.size < 28 && shrunk.spec.font.size >= 14)
        #expect(try !TextMeasurer.measure(shrunk.spec).isTruncated)
        let cut = try Self.run(Text(text).font(.title).lineLimit(1), width: 200)
        #expect(cut.spec.font.size == 28)
    }

    @Test func datesUseThePreviewsClockLocaleAndTimeZone() throws {
        let now = PreviewClock.defaultNow
        let host = ViewHost(VStack {
            Text(now, style: .date)
            Text(now, style: .time)
            Text(now.addingTimeInterval(2 * 3600 + 23 * 60), style: .relative)
            Text(now.addingTimeInterval(2 * 3600), style: .offset)
            Text(now.addingTimeInterval(152), style: .timer)
            Text(1234.5, format: .number)
        }, layout: .fixed(width: 300, height: 300))
        let shown = try host.shownTexts
        // ICU (as iOS 17 and later) puts a narrow no-break space before AM.
        #expect(shown == ["June 1, 2026", "9:41\u{202F}AM", "2 hours, 23 minutes", "+2 hours", "2:32", "1,234.5"])
    }

    @Test func allowsTighteningIsReportedOnlyWhenTextIsCut() throws {
        let line = #line + 1
        let cut = ViewHost(Text("A long line that will not fit").lineLimit(1).allowsTightening(true),
                           layout: .fixed(width: 80, height: 40))
        _ = try cut.render()
        #expect(cut.approximations.first?.line == line)
        let fits = ViewHost(Text("Short").lineLimit(1).allowsTightening(true), layout: .fixed(width: 200, height: 40))
        _ = try fits.render()
        #expect(fits.approximations.isEmpty)
    }
}

/// What styled text is made of, checked without pictures.
@MainActor
struct StyledTextTests {
    @Test func markdownMarkersAreNotShownAndVerbatimKeepsThem() throws {
        let host = ViewHost(VStack {
            Text("**Bold** and _it_")
            Text(verbatim: "**raw**")
            Text(String("**value**"))
        }, layout: .fixed(width: 300, height: 100))
        let shown = try host.shownTexts
        #expect(shown == ["Bold and it", "**raw**", "**value**"])
    }

    @Test func numbersTakeSwiftUIsDefaultSpecifiers() throws {
        let host = ViewHost(VStack {
            Text("\(42) items")
            Text("\(2.5)")
            Text("\(0.25, specifier: "%.0f%%")")
            Text("100% sure")
        }, layout: .fixed(width: 300, height: 120))
        // `\(2.5)` is "%lf" on iOS: six decimals.
        let shown = try host.shownTexts
        #expect(shown == ["42 items", "2.500000", "0%", "100% sure"])
    }

    @Test func interpolatedStringsAreNotParsedAsMarkdown() throws {
        let name = "*Ann*"
        let host = ViewHost(Text("Hi **\(name)**"), layout: .fixed(width: 300, height: 40))
        let shown = try host.shownTexts
        #expect(shown == ["Hi *Ann*"])
    }

    @Test func concatenationKeepsEachPiecesColour() throws {
        let host = ViewHost(
            Text("ab") + Text("cd").foregroundColor(.red), layout: .fixed(width: 100, height: 30), displayScale: 1)
        let list = try host.displayList
        let runs = Self.textRuns(list)
        let run = try #require(runs.first)
        #expect(run.spec.string == "abcd")
        #expect(run.color.red < 0.1, "ab keeps the primary colour")
        #expect(run.spec.spans.count == 1)
        #expect(run.spec.spans.first?.range == 2..<4)
        #expect(run.spec.spans.first?.attributes.color?.red ?? 0 > 0.9)
    }

    @Test func monospacedDigitsComeFromTextOrFont() throws {
        for view in [AnyView(Text("1234").monospacedDigit()), AnyView(Text("1234").font(.body.monospacedDigit()))] {
            let host = ViewHost(view, layout: .fixed(width: 100, height: 30))
            let run = try #require(Self.textRuns(try host.displayList).first)
            #expect(run.spec.spans.first?.attributes.monospacedDigits == true)
        }
        let plain = ViewHost(Text("1234"), layout: .fixed(width: 100, height: 30))
        #expect(try Self.textRuns(plain.displayList).first?.spec.spans.isEmpty == true)
    }

    @Test func innerModifiersWinOverOuterOnes() throws {
        let text = (Text("a").foregroundColor(.blue) + Text("b")).foregroundColor(.red)
        let host = ViewHost(text, layout: .fixed(width: 100, height: 30))
        let run = try #require(Self.textRuns(try host.displayList).first)
        let colours = run.spec.spans.map { $0.attributes.color }
        #expect(colours.count == 2)
        #expect((colours.first??.blue ?? 0) > 0.9, "a stays blue")
        #expect((colours.last??.red ?? 0) > 0.9, "b takes the outer red")
    }

    @Test func attributedStringMarkdownCarriesIntentsAndLinks() throws {
        let parsed = try AttributedString(markdown: "**a** [b](https://x.org) `c`")
        let runs = Array(parsed.runs)
        #expect(runs.count == 5)
        #expect(runs[0].inlinePresentationIntent == .stronglyEmphasized)
        #expect(runs[2].link == URL(string: "https://x.org"))
        #expect(runs[4].inlinePresentationIntent == .code)
        var styled = AttributedString("Sale")
        styled.foregroundColor = .red
        styled.font = .headline
        let host = ViewHost(Text(styled), layout: .fixed(width: 100, height: 30))
        let run = try #require(Self.textRuns(try host.displayList).first)
        #expect(run.spec.font.weight == .semibold, "one piece's font is the text's")
        #expect(run.spec.spans.isEmpty)
        #expect(run.color.red > 0.9 && run.color.green < 0.4)
    }

    @Test func aCodeSpanIsMonospacedAndFontDesignsReachTheirStandIns() throws {
        let host = ViewHost(Text("Run `swift test`"), layout: .fixed(width: 200, height: 30))
        let run = try #require(Self.textRuns(try host.displayList).first)
        #expect(run.spec.spans.first?.attributes.font?.design == .monospaced)
        #expect(host.approximations.isEmpty, "\(host.approximations)")
        let rounded = ViewHost(Text("Hi").font(.system(.title, design: .rounded)), layout: .fixed(width: 200, height: 40))
        #expect(try Self.textRuns(rounded.displayList).first?.spec.font.design == .rounded)
    }

    static func textRuns(_ list: DisplayList) -> [TextRun] {
        var out: [TextRun] = []
        func walk(_ ops: [DisplayOp]) {
            for op in ops {
                switch op {
                case .text(let t): out.append(t)
                case .group(let g): walk(g.ops)
                default: break
                }
            }
        }
        walk(list.ops)
        return out
    }
}
