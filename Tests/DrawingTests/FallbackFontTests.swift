@testable import Drawing
import Foundation
import Testing

/// The pinned fallback fonts: emoji in colour (PNG and SVG), CJK, Arabic and Hebrew without
/// boxes, right-to-left runs placed right to left.
@Suite struct FallbackFontTests {
    static let body = FontSpec(.body)

    static func glyphs(_ string: String, _ font: FontSpec = body, wrap: Double? = nil) throws -> [TextEngine.PlacedGlyph] {
        try DrawingResources.with { $0.text.placedGlyphs(TextSpec(string, font: font, wrapWidth: wrap)) }
    }

    /// `string` alone in black on white, at `scale`.
    static func list(_ string: String, font: FontSpec = body, width: Double = 200, color: RGBAColor = .black) throws -> DisplayList {
        let spec = TextSpec(string, font: font)
        let m = try TextMeasurer.measure(spec)
        let size = CGSize(width: width, height: (m.size.height + 8).rounded(.up))
        return DisplayList(size: size, ops: [
            .fill(.rect(CGRect(origin: .zero, size: size)), .white),
            .text(TextRun(spec: spec, color: color, origin: CGPoint(x: 4, y: 4), width: width - 8)),
        ])
    }

    /// Pixels whose channels differ by more than `spread` (coloured, not grey), and pixels with
    /// any ink (not white).
    static func colourAndInk(_ image: RGBAImage, spread: Int = 60) -> (colour: Int, ink: Int) {
        var colour = 0, ink = 0
        for y in 0..<image.height {
            for x in 0..<image.width {
                let p = image[x, y]
                let c = [Int(p.r), Int(p.g), Int(p.b)]
                if c.max()! - c.min()! > spread { colour += 1 }
                if c.min()! < 200 { ink += 1 }
            }
        }
        return (colour, ink)
    }

    // MARK: No boxes

    @Test(arguments: [
        ("日本語", "Noto Sans CJK SC"), ("한국어", "Noto Sans CJK SC"), ("中文", "Noto Sans CJK SC"), ("かなカナ", "Noto Sans CJK SC"),
        ("العربية", "Noto Sans Arabic"), ("עברית", "Noto Sans Hebrew"), ("🚀👍🏽", "Noto Color Emoji"), ("❤️😀", "Noto Color Emoji"),
    ])
    func everyScriptHasItsGlyphs(string: String, family: String) throws {
        let glyphs = try Self.glyphs(string)
        #expect(!glyphs.isEmpty)
        for g in glyphs {
            #expect(!g.unknown, "\(string): byte \(g.byteOffset) has no glyph (a box is drawn) in \(g.family)")
            #expect(g.family == family, "\(string): byte \(g.byteOffset) drawn with \(g.family), not \(family)")
        }
        // A skin-tone modifier joins its emoji: one glyph, not two.
        if string == "🚀👍🏽" { #expect(glyphs.count == 2, "🚀 and 👍🏽 are two glyphs: \(glyphs.count)") }
    }

    /// The check above can fail: a character no pinned font has (an Egyptian hieroglyph) is
    /// reported unknown.
    @Test func aCharacterNoFontHasIsReportedUnknown() throws {
        let glyphs = try Self.glyphs("a\u{13000}")
        #expect(glyphs.count == 2)
        #expect(glyphs.first?.unknown == false)
        #expect(glyphs.last?.unknown == true, "U+13000 should have no glyph in the pinned fonts")
    }

    @Test func latinStaysInInterBesideOtherScripts() throws {
        for g in try Self.glyphs("Hello 世界 مرحبا 🚀") where g.byteOffset < 5 {
            #expect(g.family == "Inter")
        }
    }

    // MARK: Right to left

    @Test func arabicIsLaidOutRightToLeft() throws {
        let glyphs = try Self.glyphs("العربية")
        let first = try #require(glyphs.first { $0.byteOffset == 0 })
        let last = try #require(glyphs.max { $0.byteOffset < $1.byteOffset })
        #expect(first.x > last.x, "the first letter (x \(first.x)) is drawn right of the last (x \(last.x))")
        #expect(glyphs.allSatisfy { $0.x <= first.x }, "the first letter is at the right end")
        // Visual order: left to right, offsets fall.
        let offsets = glyphs.map(\.byteOffset)
        #expect(offsets == offsets.sorted(by: >), "glyphs of one Arabic word run right to left: \(offsets)")
    }

    @Test func hebrewIsLaidOutRightToLeft() throws {
        let glyphs = try Self.glyphs("עברית")
        let offsets = glyphs.map(\.byteOffset)
        #expect(offsets == offsets.sorted(by: >), "\(offsets)")
    }

    @Test func mixedLineKeepsEachRunInItsOwnDirection() throws {
        // Left-to-right paragraph: "Hello " at the left, then 世界, then مرحبا read right to
        // left, then the rocket.
        let string = "Hello 世界 مرحبا 🚀"
        let glyphs = try Self.glyphs(string)
        func x(_ piece: String) throws -> Double {
            let offset = string.utf8.distance(from: string.startIndex, to: try #require(string.range(of: piece)).lowerBound)
            return try #require(glyphs.first { $0.byteOffset == offset }, "no glyph at \(piece)").x
        }
        let h = try x("Hello"), world = try x("世"), meem = try x("مرحبا"), alef = try x("ا 🚀"), rocket = try x("🚀")
        #expect(h < world && world < alef && alef < meem && meem < rocket, "H \(h), 世 \(world), ا \(alef), م \(meem), 🚀 \(rocket)")
        // Runs do not overlap: each glyph starts where the one on its left ends.
        for (a, b) in zip(glyphs, glyphs.dropFirst()) {
            #expect(abs(a.x + a.width - b.x) < 0.01, "gap or overlap between bytes \(a.byteOffset) and \(b.byteOffset)")
        }
    }

    @Test func rightToLeftParagraphStartsAtTheRight() throws {
        // First strong letter Arabic: the paragraph runs right to left, so "Hello" is left of it.
        let string = "مرحبا Hello"
        let glyphs = try Self.glyphs(string)
        let meem = try #require(glyphs.first { $0.byteOffset == 0 })
        let h = try #require(glyphs.first { $0.byteOffset == string.utf8.count - 5 })
        #expect(h.x < meem.x)
        #expect(glyphs.allSatisfy { $0.x <= meem.x })
    }

    /// The drawn pixels agree: the ink of the first Arabic letter (drawn alone, in red, by a
    /// span) is at the right end of the word's ink.
    @Test func theFirstArabicLetterIsDrawnAtTheRight() throws {
        let word = "مرحبا"
        let first = String(word.first!)
        let spec = TextSpec(pieces: [(first, TextAttributes(color: RGBAColor(hex: 0xFF0000))), (String(word.dropFirst()), TextAttributes())], font: Self.body)
        let list = DisplayList(size: CGSize(width: 80, height: 30), ops: [
            .fill(.rect(CGRect(x: 0, y: 0, width: 80, height: 30)), .white),
            .text(TextRun(spec: spec, color: .black, origin: CGPoint(x: 4, y: 4), width: 72)),
        ])
        let image = try RasterRenderer.render(list, scale: 2).rgba()
        var redX: [Int] = [], blackX: [Int] = []
        for y in 0..<image.height {
            for x in 0..<image.width {
                let p = image[x, y]
                if p.r > 200 && p.g < 80 && p.b < 80 { redX.append(x) }
                if p.r < 80 && p.g < 80 && p.b < 80 { blackX.append(x) }
            }
        }
        try #require(!redX.isEmpty && !blackX.isEmpty, "both the red letter and the black rest are drawn")
        #expect(Double(redX.reduce(0, +)) / Double(redX.count) > Double(blackX.max()!) - 4,
                "the red first letter is at the right end of the word")
    }

    // MARK: Colour glyphs

    @Test(arguments: [1.0, 2.0])
    func emojiDrawInColourInThePNG(scale: Double) throws {
        let list = try Self.list("🚀👍🏽😀")
        let image = try RasterRenderer.render(list, scale: scale).rgba()
        let (colour, ink) = Self.colourAndInk(image)
        #expect(colour > Int(150 * scale * scale), "coloured pixels: \(colour) of \(ink) with ink")
        // Text beside them stays black: the same line with letters only has no colour.
        let letters = try RasterRenderer.render(Self.list("Hg 日本"), scale: scale).rgba()
        #expect(Self.colourAndInk(letters).colour == 0)
    }

    @Test func emojiKeepTheirColoursWhateverTheTextColour() throws {
        let black = try RasterRenderer.render(Self.list("🚀 Hg", color: .black), scale: 2).rgba()
        let blue = try RasterRenderer.render(Self.list("🚀 Hg", color: RGBAColor(hex: 0x007AFF)), scale: 2).rgba()
        // Only the letters change: compare the left part, where the rocket is.
        var same = true
        for y in 0..<black.height {
            for x in 0..<40 where black[x, y] != blue[x, y] { same = false }
        }
        #expect(same, "the rocket is drawn in its own colours")
    }

    @Test func emojiInASpanDrawInColour() throws {
        let spec = TextSpec(pieces: [("Go ", TextAttributes(font: FontSpec(size: 17, weight: .bold))), ("🚀", TextAttributes(color: RGBAColor(hex: 0x007AFF)))], font: Self.body)
        let list = DisplayList(size: CGSize(width: 80, height: 30), ops: [
            .fill(.rect(CGRect(x: 0, y: 0, width: 80, height: 30)), .white),
            .text(TextRun(spec: spec, color: .black, origin: CGPoint(x: 4, y: 4), width: 72)),
        ])
        let image = try RasterRenderer.render(list, scale: 2).rgba()
        #expect(Self.colourAndInk(image).colour > 150, "the rocket in a blue span is drawn in its own colours")
    }

    @Test func emojiAreEmbeddedImagesInTheSVG() throws {
        let svg = try SVGRenderer.render(Self.list("🚀👍🏽"))
        #expect(svg.contains("<image"), "the SVG has no embedded image for the emoji")
        let letters = try SVGRenderer.render(Self.list("Hg"))
        #expect(!letters.contains("<image"), "letters are outlines, not images")
    }

    /// Where the ink of `image` is: its bounding box and centroid, in pixels, weighted by how
    /// far each pixel is from white.
    static func ink(_ image: RGBAImage) -> (box: CGRect, centroid: CGPoint)? {
        var sx = 0.0, sy = 0.0, total = 0.0
        var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
        for y in 0..<image.height {
            for x in 0..<image.width {
                let p = image[x, y]
                let w = Double(765 - Int(p.r) - Int(p.g) - Int(p.b)) / 765
                guard w > 0.02 else { continue }
                sx += w * (Double(x) + 0.5)
                sy += w * (Double(y) + 0.5)
                total += w
                minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
            }
        }
        guard total > 0 else { return nil }
        return (CGRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1), CGPoint(x: sx / total, y: sy / total))
    }

    /// The SVG drawn back by librsvg shows the emoji in colour, where the PNG has them.
    @Test(arguments: [1, 2])
    func emojiInTheSVGLookLikeThePNG(scale: Int) throws {
        guard let converter = SVGFidelityTests.converter else {
            print("SKIPPED emojiInTheSVGLookLikeThePNG: rsvg-convert not found; install it with `sudo apt-get install librsvg2-bin`")
            return
        }
        // At fractional positions, so rounding in either backend would show.
        for dx in [0.0, 0.3, 0.55, 0.8] {
            let spec = TextSpec("🚀", font: Self.body)
            let list = DisplayList(size: CGSize(width: 40, height: 30), ops: [
                .fill(.rect(CGRect(x: 0, y: 0, width: 40, height: 30)), .white),
                .text(TextRun(spec: spec, color: .black, origin: CGPoint(x: 6 + dx, y: 4 + dx / 2), width: 30)),
            ])
            let png = try RasterRenderer.render(list, scale: Double(scale)).rgba()
            let fromSVG = try SVGFidelityTests.rasterize(try SVGRenderer.render(list), zoom: scale, converter: converter)
            #expect(Self.colourAndInk(fromSVG).colour > 60 * scale * scale, "the SVG's emoji is in colour when drawn back")
            let a = try #require(Self.ink(png)), b = try #require(Self.ink(fromSVG))
            let offset = CGPoint(x: a.centroid.x - b.centroid.x, y: a.centroid.y - b.centroid.y)
            print("emoji offset PNG − SVG at \(scale)x, dx \(dx): \(String(format: "%.3f, %.3f", offset.x, offset.y)) px; boxes \(a.box) \(b.box)")
            #expect(abs(offset.x) <= Self.emojiTolerance && abs(offset.y) <= Self.emojiTolerance,
                    "at \(scale)x, dx \(dx): the PNG's emoji is \(offset) px from the SVG's")
        }
    }

    /// How far (device pixels) the PNG's emoji may sit from the SVG's.
    static let emojiTolerance = 0.5

    /// Writes the script and design samples (PNG at 2x, SVG) to the folder named by
    /// `PROOFSHEET_WRITE_SAMPLES`, for a look: `PROOFSHEET_WRITE_SAMPLES=.build/font-samples
    /// swift test --filter FallbackFontTests.writeSamplesForALook`.
    @Test(.enabled(if: ProcessInfo.processInfo.environment["PROOFSHEET_WRITE_SAMPLES"] != nil))
    func writeSamplesForALook() throws {
        let folder = URL(fileURLWithPath: try #require(ProcessInfo.processInfo.environment["PROOFSHEET_WRITE_SAMPLES"]))
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for name in ["text-scripts", "text-designs"] {
            let list = try #require(DrawingTestSupport.sample(name))
            try Data(DrawingTestSupport.png(RasterRenderer.render(list, scale: 2))).write(to: folder.appendingPathComponent("\(name)@2x.png"))
            try Data(SVGRenderer.render(list).utf8).write(to: folder.appendingPathComponent("\(name).svg"))
        }
    }
}
