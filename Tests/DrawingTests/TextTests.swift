@testable import Drawing
import CPango
import Foundation
import Testing

/// Text measurement against the iOS metrics in `TypeMetrics`, absolute point sizes, and fonts
/// that do not depend on the machine's font configuration.
@Suite struct TextTests {
    static let body = FontSpec(.body)

    static func measure(_ string: String, _ font: FontSpec = body, wrap: Double? = nil, lines: Int? = nil) throws -> TextMetrics {
        try TextMeasurer.measure(TextSpec(string, font: font, wrapWidth: wrap, lineLimit: lines))
    }

    @Test func oneLineOfBodyTextIsUIFontLineHeightTall() throws {
        let m = try Self.measure("Cups of Water")
        #expect(abs(m.size.height - 1.193_36 * 17) < 1e-9)
        #expect(m.lineCount == 1)
        #expect(m.size.width > 0)
    }

    @Test(arguments: [11.0, 17, 34])
    func firstBaselineIsSFAscent(size: Double) throws {
        let m = try Self.measure("Baseline", FontSpec(size: size))
        #expect(abs(m.firstBaseline - 0.952 * size) < 1e-9)
        #expect(abs(m.lastBaseline - m.firstBaseline) < 1e-9, "one line: the last baseline is the first")
    }

    @Test func widthGrowsWithText() throws {
        let short = try Self.measure("Water")
        let longer = try Self.measure("Water, please")
        #expect(longer.size.width > short.size.width)
        #expect(try Self.measure("").size == .zero)
    }

    @Test func wrappingAddsLinesAndStaysWithinTheWidth() throws {
        let text = "The picker needs some values to show. To keep things simple, we only allow strings."
        let oneLine = try Self.measure(text)
        #expect(oneLine.lineCount == 1)
        #expect(oneLine.size.width > 200)
        let wrapped = try Self.measure(text, wrap: 200)
        #expect(wrapped.lineCount > 1)
        #expect(wrapped.size.width <= 200)
        // Lines are body's line height (22 pt, HIG) apart: SF's 20.29 pt line and the style's
        // leading (1.71 pt) between lines.
        let leading = 22 - 1.193_36 * 17, n = Double(wrapped.lineCount)
        #expect(abs(wrapped.size.height - (n * 1.193_36 * 17 + (n - 1) * leading)) < 1e-9)
        #expect(abs(wrapped.lastBaseline - (0.952 * 17 + (n - 1) * 22)) < 1e-9)
        let narrower = try Self.measure(text, wrap: 120)
        #expect(narrower.lineCount > wrapped.lineCount)
        #expect(narrower.size.width <= 120)
    }

    @Test func lineLimitStopsAtTheLimit() throws {
        let text = "The picker needs some values to show. To keep things simple, we only allow strings."
        let unlimited = try Self.measure(text, wrap: 150)
        #expect(unlimited.lineCount > 2)
        let two = try Self.measure(text, wrap: 150, lines: 2)
        #expect(two.lineCount == 2)
        #expect(abs(two.size.height - (22 + 1.193_36 * 17)) < 1e-9, "a 22 pt pitch and one SF line")
        #expect(try Self.measure(text, wrap: 150, lines: 1).lineCount == 1)
        // A limit above the natural count changes nothing.
        #expect(try Self.measure(text, wrap: 150, lines: 50).lineCount == unlimited.lineCount)
        // Without a width, the limit still counts paragraphs.
        #expect(try Self.measure("one\ntwo\nthree", lines: 2).lineCount == 2)
    }

    @Test func heavierWeightsAreWider() throws {
        let text = "Cups of Water"
        let widths = try FontSpec.Weight.allCases.map { try Self.measure(text, FontSpec(size: 17, weight: $0)).size.width }
        let light = try Self.measure(text, FontSpec(size: 17, weight: .light)).size.width
        let bold = try Self.measure(text, FontSpec(size: 17, weight: .bold)).size.width
        #expect(bold > light)
        #expect(Set(widths).count > 1, "weights must reach different font files")
        #expect(widths.last! > widths.first!, "black is wider than ultralight")
    }

    /// The rows of `image` with ink (alpha above half), first and last.
    static func inkRows(_ image: RGBAImage) -> ClosedRange<Int>? {
        var first: Int?, last: Int?
        for y in 0..<image.height {
            for x in 0..<image.width where image[x, y].a > 127 {
                if first == nil { first = y }
                last = y
                break
            }
        }
        guard let first, let last else { return nil }
        return first...last
    }

    /// A capital H at 17 pt, drawn alone on a transparent frame.
    static func capitalH(scale: Double) throws -> RGBAImage {
        let run = TextRun(spec: TextSpec("H", font: FontSpec(size: 17)), color: .black, origin: CGPoint(x: 2, y: 2), width: 20)
        return try RasterRenderer.render(DisplayList(size: CGSize(width: 24, height: 26), ops: [.text(run)]), scale: scale).rgba()
    }

    @Test func sizesAreAbsolutePointsNot96DPI() throws {
        // The line box: ~20 pt for 17 pt text (at 96 dpi it would be 27).
        let m = try Self.measure("Hg")
        #expect(m.size.height > 19.5 && m.size.height < 21)
        // Inter's capital height is 0.727 em: 12.4 px at 1x, 24.7 px at 2x (16.5 and 33 at 96 dpi).
        let one = try #require(Self.inkRows(Self.capitalH(scale: 1)))
        let two = try #require(Self.inkRows(Self.capitalH(scale: 2)))
        let h1 = Double(one.count), h2 = Double(two.count)
        #expect(abs(h1 - 0.727 * 17) <= 1, "cap height at 1x: \(h1) px")
        #expect(abs(h2 - 2 * 0.727 * 17) <= 1.5, "cap height at 2x: \(h2) px")
        // Its foot sits on the baseline: top of box + 0.952 em.
        let baseline1 = 2 + 0.952 * 17, baseline2 = 2 * baseline1
        #expect(abs(Double(one.upperBound + 1) - baseline1) <= 1, "baseline at 1x: \(one.upperBound + 1), expected \(baseline1)")
        #expect(abs(Double(two.upperBound + 1) - baseline2) <= 1, "baseline at 2x: \(two.upperBound + 1), expected \(baseline2)")
    }

    @Test func lineBoxIsTwiceAsManyPixelsAt2x() throws {
        let spec = TextSpec("Cups of Water", font: Self.body)
        let m = try TextMeasurer.measure(spec)
        let list = DisplayList(size: CGSize(width: 140, height: 24), ops: [
            .fill(.rect(CGRect(x: 0, y: 0, width: m.size.width, height: m.size.height)), .black),
        ])
        let image = try RasterRenderer.render(list, scale: 2).rgba()
        let rows = try #require(Self.inkRows(image))
        #expect(abs(Double(rows.count) - 2 * 1.193_36 * 17) <= 1, "17 pt text takes ~40 px at 2x, got \(rows.count)")
    }
}

/// The pinned fonts: Inter, the fallbacks and the design stand-ins only, from a configuration
/// the library writes, whatever the machine or the environment says.
@Suite struct PinnedFontsTests {
    @Test func theConfigurationHoldsOnlyThePinnedFiles() throws {
        let fonts = try PinnedFonts.build()
        #expect(fonts.files.contains { $0.hasSuffix("/Inter-Regular.otf") })
        #expect(fonts.files.contains { $0.hasSuffix("/InterDisplay-Regular.otf") })
        let allowed = ["Inter-", "InterDisplay-", "NotoSansArabic-", "NotoSansHebrew-", "NotoSerif-", "NotoSansCJK-",
                       "NotoColorEmoji.ttf", "JetBrainsMono-", "Quicksand-"]
        for file in fonts.files {
            let name = URL(fileURLWithPath: file).lastPathComponent
            #expect(allowed.contains { name.hasPrefix($0) }, "unexpected font \(file)")
        }
        for required in PinnedFonts.sources.flatMap(\.required) {
            #expect(fonts.files.contains { $0.hasSuffix("/" + required) }, "\(required) is not in the configuration")
        }
        #expect(fonts.files == fonts.files.sorted())
        #expect(!fonts.files.contains { $0.contains("NotoSerifCJK") || $0.contains("DejaVu") })
    }

    /// The faces fontconfig sees, as family names.
    static func families(_ fonts: PinnedFonts) -> [String] {
        var out: [String] = []
        guard let set = FcConfigGetFonts(fonts.config, FcSetSystem) else { return [] }
        for i in 0..<Int(set.pointee.nfont) {
            var value: UnsafeMutablePointer<FcChar8>?
            if FcPatternGetString(set.pointee.fonts[i], FC_FAMILY, 0, &value) == FcResultMatch, let value {
                out.append(String(cString: value))
            }
        }
        return out
    }

    @Test func theCJKCollectionsShowOneFace() throws {
        let families = Self.families(try PinnedFonts.build())
        let cjk = families.filter { $0.contains("CJK") }
        #expect(cjk == ["Noto Sans CJK SC", "Noto Sans CJK SC"], "regular and bold of one face: \(cjk)")
        #expect(Set(families) == ["Inter", "Inter Display", "Noto Sans Arabic", "Noto Sans Hebrew", "Noto Serif", "Noto Sans CJK SC",
                                  "Noto Color Emoji", "JetBrains Mono", "Quicksand"])
    }

    /// The families fontconfig offers, in order, for a request of `family` in `language`.
    static func fallbackOrder(_ fonts: PinnedFonts, family: String, language: String?) -> [String] {
        let pattern = FcPatternCreate()!
        defer { FcPatternDestroy(pattern) }
        _ = FcPatternAddString(pattern, FC_FAMILY, family)
        if let language { _ = FcPatternAddString(pattern, FC_LANG, language) }
        _ = FcConfigSubstitute(fonts.config, pattern, FcMatchPattern)
        FcDefaultSubstitute(pattern)
        var result = FcResultMatch
        guard let set = FcFontSort(fonts.config, pattern, 0, nil, &result) else { return [] }
        defer { FcFontSetDestroy(set) }
        var order: [String] = []
        for i in 0..<Int(set.pointee.nfont) {
            var value: UnsafeMutablePointer<FcChar8>?
            if FcPatternGetString(set.pointee.fonts[i], FC_FAMILY, 0, &value) == FcResultMatch, let value {
                let name = String(cString: value)
                if order.last != name, !order.contains(name) { order.append(name) }
            }
        }
        return order
    }

    /// Debian's Quicksand names its light and medium faces as families of their own; the
    /// configuration makes them weights of one family.
    @Test func quicksandIsOneFamilyOfFourWeights() throws {
        let fonts = try PinnedFonts.build()
        guard let set = FcConfigGetFonts(fonts.config, FcSetSystem) else { Issue.record("no fonts"); return }
        var weights: [Double] = []
        for i in 0..<Int(set.pointee.nfont) {
            var value: UnsafeMutablePointer<FcChar8>?
            var weight = 0.0
            guard FcPatternGetString(set.pointee.fonts[i], FC_FILE, 0, &value) == FcResultMatch, let value,
                  String(cString: value).contains("/Quicksand-") else { continue }
            var family: UnsafeMutablePointer<FcChar8>?
            _ = FcPatternGetString(set.pointee.fonts[i], FC_FAMILY, 0, &family)
            #expect(family.map { String(cString: $0) } == "Quicksand")
            _ = FcPatternGetDouble(set.pointee.fonts[i], FC_WEIGHT, 0, &weight)
            weights.append(weight)
        }
        #expect(weights.sorted() == [50, 80, 100, 200], "light, regular, medium, bold: \(weights)")
    }

    @Test(arguments: ["Inter", "Inter Display", "Noto Serif", "Quicksand", "JetBrains Mono"])
    func theFallbackOrderIsFixedWhateverTheLanguage(family: String) throws {
        let fonts = try PinnedFonts.build()
        let fallbacks = PinnedFonts.fallbackFamilies
        let expected = [family] + fallbacks
        for language in [nil, "en", "ja", "ko", "zh-tw", "ar", "he", "fa", "und-zsye"] as [String?] {
            let order = Self.fallbackOrder(fonts, family: family, language: language)
            let head = Array(order.prefix(expected.count))
            #expect(head == expected, "\(family), language \(language ?? "none"): \(order)")
        }
        // Emoji runs ask for "emoji": Noto Color Emoji first, then the same order.
        #expect(Self.fallbackOrder(fonts, family: "emoji", language: "und-zsye").first == "Noto Color Emoji")
    }

    @Test func missingFontsNameTheirPackages() throws {
        let empty = FileManager.default.temporaryDirectory.appendingPathComponent("proofsheet-no-fonts-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: empty) }
        do {
            _ = try PinnedFonts.build(root: empty.path)
            Issue.record("building from an empty folder should fail")
        } catch {
            guard case .fontsMissing(let files, let packages) = error else {
                Issue.record("unexpected error \(error)")
                return
            }
            #expect(packages == PinnedFonts.packages)
            #expect(files.contains(empty.path + "/opentype/inter/Inter-Regular.otf"))
            #expect(files.contains(empty.path + "/truetype/noto/NotoColorEmoji.ttf"))
            for package in ["fonts-inter", "fonts-noto-color-emoji", "fonts-noto-cjk", "fonts-noto-core", "fonts-jetbrains-mono", "fonts-quicksand"] {
                #expect(error.description.contains(package), "the message names \(package)")
            }
            #expect(error.description.contains(empty.path))
        }
    }

    @Test func oneMissingPackageIsTheOneNamed() throws {
        // A copy of the real tree without the emoji font: only its package is named.
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("proofsheet-some-fonts-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        for source in PinnedFonts.sources where source.package != "fonts-noto-color-emoji" {
            let folder = root.appendingPathComponent(source.directory)
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            for file in source.required where !FileManager.default.fileExists(atPath: folder.appendingPathComponent(file).path) {
                try FileManager.default.createSymbolicLink(
                    at: folder.appendingPathComponent(file),
                    withDestinationURL: URL(fileURLWithPath: PinnedFonts.fontsRoot + "/" + source.directory + "/" + file))
            }
        }
        #expect(throws: DrawingError.fontsMissing(files: [root.path + "/truetype/noto/NotoColorEmoji.ttf"], packages: ["fonts-noto-color-emoji"])) {
            _ = try PinnedFonts.build(root: root.path)
        }
    }

    /// A user configuration that would make Pango draw DejaVu: every family aliased to it and
    /// Inter rejected.
    static func hostileConfiguration(in folder: URL) throws -> URL {
        let file = folder.appendingPathComponent("fonts.conf")
        try """
            <?xml version="1.0"?>
            <!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
            <fontconfig>
              <dir>/usr/share/fonts</dir>
              <cachedir>\(folder.appendingPathComponent("cache").path)</cachedir>
              <selectfont><rejectfont><glob>/usr/share/fonts/opentype/inter/*</glob></rejectfont></selectfont>
              <alias binding="strong"><family>sans-serif</family><prefer><family>DejaVu Sans</family></prefer></alias>
              <alias binding="strong"><family>Inter</family><prefer><family>DejaVu Sans</family></prefer></alias>
              <alias binding="strong"><family>Inter Display</family><prefer><family>DejaVu Sans</family></prefer></alias>
            </fontconfig>
            """.write(to: file, atomically: true, encoding: .utf8)
        return file
    }

    @Test func fontconfigFileInTheEnvironmentChangesNothing() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("proofsheet-fc-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let config = try Self.hostileConfiguration(in: folder)

        // The configuration really is hostile: fontconfig itself resolves Inter to DejaVu with it.
        if FileManager.default.isExecutableFile(atPath: "/usr/bin/fc-match") {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/fc-match")
            process.arguments = ["Inter"]
            process.environment = ["FONTCONFIG_FILE": config.path, "PATH": "/usr/bin:/bin"]
            let out = Pipe()
            process.standardOutput = out
            try process.run()
            process.waitUntilExit()
            let answer = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            #expect(answer.contains("DejaVu"), "fc-match Inter with the hostile file: \(answer)")
        } else {
            print("fc-match not found: not checking that the hostile configuration is effective")
        }

        // Languages and a locale that would change fallback fonts and glyph forms, were they read.
        let child = try ChildProcess.renderSamples(extraEnvironment: [
            "FONTCONFIG_FILE": config.path, "PANGO_LANGUAGE": "ja", "LANGUAGE": "ja:ko", "LC_ALL": "ja_JP.UTF-8", "LANG": "ja_JP.UTF-8",
            "FC_LANG": "ja",
        ])
        for name in ["text-styles", "text-weights", "text-truncation", "text-scripts", "text-designs"] {
            let list = try #require(DrawingTestSupport.sample(name))
            let mine = try RasterRenderer.render(list, scale: 2).rgba()
            let png = try #require(child.files["\(name).png"], "the child wrote no \(name).png")
            let theirs = try PNGCodec.decode(png, source: "child \(name).png")
            let same = theirs == mine
            #expect(same, "\(name): FONTCONFIG_FILE changed the pixels: \(DrawingTestSupport.compare(theirs, mine))")
        }
    }
}
