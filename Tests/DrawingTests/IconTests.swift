import Drawing
import Foundation
import Testing

/// Symbols: every table entry has its file, and an unknown name draws a placeholder.
@Suite struct IconTests {
    @Test(arguments: SymbolTable.entries.keys.sorted())
    func everySymbolResolvesToAFile(name: String) throws {
        let path = try #require(SymbolTable.path(for: name))
        #expect(path.hasPrefix(SymbolTable.directory + "/") && path.hasSuffix(".svg"))
        #expect(FileManager.default.fileExists(atPath: path), "\(name) → \(path) is missing (install bootstrap-icons)")
    }

    @Test func unknownNamesAreNotInTheTable() {
        #expect(SymbolTable.path(for: "no.such.symbol") == nil)
    }

    /// How many pixels in `rect` (points) have any alpha, in an image drawn at `scale`.
    static func inkedPixels(_ image: RGBAImage, in rect: CGRect, scale: Double) -> Int {
        var count = 0
        for y in Int(rect.minY * scale)..<Int(rect.maxY * scale) {
            for x in Int(rect.minX * scale)..<Int(rect.maxX * scale) where image[x, y].a > 0 { count += 1 }
        }
        return count
    }

    @Test func unknownSymbolDrawsACrossedBox() throws {
        let name = "proofsheet.test.unknown.\(UUID().uuidString.prefix(8).lowercased())"
        let rect = CGRect(x: 10, y: 10, width: 24, height: 24)
        let list = DisplayList(size: CGSize(width: 44, height: 44), ops: [
            .icon(IconRun(name: name, rect: rect, color: .black)),
        ])
        let image = try RasterRenderer.render(list, scale: 2).rgba()
        // The box's edges and both diagonals have ink; outside the rect there is none.
        #expect(Self.inkedPixels(image, in: rect, scale: 2) > 200)
        #expect(Self.inkedPixels(image, in: CGRect(x: 0, y: 0, width: 44, height: 8), scale: 2) == 0)
        #expect(image[Int(rect.midX * 2), Int(rect.midY * 2)].a > 200, "the diagonals cross in the middle")
        #expect(image[Int(rect.minX * 2) + 4, Int(rect.midY * 2)].a > 200, "the left edge")
        // No process-wide warning: PreviewUI reports unknown names at the user's call site.
        #expect(!DrawingLog.warnings.contains { $0.contains("'\(name)'") })
        // SVG too, without crashing.
        #expect(try SVGRenderer.render(list).contains("<path"))
    }

    @Test func theUnknownSymbolMessageSuggestsKnownNamesAndWhatToDo() {
        let message = SymbolTable.unknownSymbolMessage("checkmark.seal.fill.badge")
        #expect(message.hasPrefix("unknown SF Symbol 'checkmark.seal.fill.badge' (nearest known: 'checkmark.seal.fill'"))
        #expect(message.hasSuffix("; drawn as a crossed box"))
        #expect(message.contains("use one of those names with Image(systemName:)"))
        #expect(!message.contains("Sources/Drawing"), "a user cannot edit Proofsheet's table from their package")
        #expect(SymbolTable.nearestNames(to: "chevron.rigth", count: 1) == ["chevron.right"])
        // Names made by the rule are suggested too.
        #expect(SymbolTable.nearestNames(to: "heart.circle.fil", count: 1) == ["heart.circle.fill"])
    }

    @Test func placeholderSurvivesOddRects() throws {
        let list = DisplayList(size: CGSize(width: 20, height: 20), ops: [
            .icon(IconRun(name: "no.such.symbol.either", rect: .zero, color: .black)),
            .icon(IconRun(name: "no.such.symbol.either", rect: CGRect(x: 15, y: 15, width: -10, height: -10), color: .black)),
            .icon(IconRun(name: "no.such.symbol.either", rect: CGRect(x: 0, y: 0, width: 1000, height: 0.5), color: .black)),
        ])
        _ = try RasterRenderer.render(list, scale: 3)
        _ = try SVGRenderer.render(list)
    }

    @Test func knownSymbolDrawsTintedInsideItsRect() throws {
        let rect = CGRect(x: 10, y: 10, width: 24, height: 24)
        let blue = RGBAColor(hex: 0x007AFF)
        let list = DisplayList(size: CGSize(width: 44, height: 44), ops: [.icon(IconRun(name: "star.fill", rect: rect, color: blue))])
        let image = try RasterRenderer.render(list, scale: 2).rgba()
        #expect(Self.inkedPixels(image, in: rect, scale: 2) > 500)
        #expect(Self.inkedPixels(image, in: CGRect(x: 0, y: 0, width: 44, height: 9), scale: 2) == 0)
        // An opaque pixel of the star is the tint.
        let centre = image[Int(rect.midX * 2), Int(rect.midY * 2)]
        #expect(centre.a == 255 && centre.r == 0 && centre.g == 0x7A && centre.b == 0xFF)
    }

    @Test func airplaneIsTurnedToPointRight() throws {
        // Bootstrap's airplane points up; SF's points right: more ink right of centre than above.
        let rect = CGRect(x: 0, y: 0, width: 40, height: 40)
        let image = try RasterRenderer.render(
            DisplayList(size: rect.size, ops: [.icon(IconRun(name: "airplane", rect: rect, color: .black))]), scale: 1).rgba()
        let right = Self.inkedPixels(image, in: CGRect(x: 30, y: 15, width: 10, height: 10), scale: 1)
        let top = Self.inkedPixels(image, in: CGRect(x: 15, y: 0, width: 10, height: 10), scale: 1)
        #expect(right > 0)
        #expect(right > top, "nose at the right (\(right)) rather than the top (\(top))")
    }
}

/// The table: its size, the rule that makes forms, fidelity, and that every name draws a glyph.
@Suite struct SymbolTableTests {
    /// Names the issue asks for by name.
    static let required = [
        "checkmark.seal.fill", "cart.badge.plus", "bolt.horizontal.circle", "checkmark.circle.fill", "eraser.fill",
        "square.and.arrow.up", "xmark.circle.fill", "person.crop.circle", "envelope", "gearshape", "ellipsis.circle",
        "plus.circle.fill", "trash.fill", "pencil", "square.and.pencil", "bubble.left", "arrow.clockwise", "sun.max",
        "moon", "cloud.rain", "play.fill", "pause.fill", "doc.text", "folder", "tag", "flag", "bookmark", "link",
        "lock.fill", "eye.slash", "photo", "camera", "location.fill", "phone.fill", "battery.25", "wifi.slash",
        "info.circle", "exclamationmark.triangle", "questionmark.circle",
    ]

    @Test func theTableHasAtLeast600Names() {
        #expect(SymbolTable.entries.count >= 600, "\(SymbolTable.entries.count) names")
    }

    @Test(arguments: required)
    func requiredNamesResolve(name: String) {
        #expect(SymbolTable.entry(for: name) != nil, "'\(name)' does not resolve")
    }

    /// A name the table declares but cannot draw is a mistake in the table.
    @Test func everyDeclaredNameResolves() {
        let missing = SymbolTable.declaredNames.filter { SymbolTable.entry(for: $0) == nil }
        #expect(missing.isEmpty, "declared but not drawable: \(missing)")
    }

    @Test func formsAreFoundByRule() throws {
        // Bootstrap's own file of the form, when it has one.
        #expect(SymbolTable.entry(for: "xmark.circle.fill")?.file == "x-circle-fill")
        #expect(SymbolTable.entry(for: "checkmark.square")?.file == "check-square")
        #expect(SymbolTable.entry(for: "heart.fill")?.file == "heart-fill")
        #expect(SymbolTable.entry(for: "bell.slash.fill")?.file == "bell-slash-fill")
        #expect(SymbolTable.entry(for: "person.slash.fill")?.file == "person-fill-slash")
        #expect(SymbolTable.entry(for: "eye.slash")?.file == "eye-slash")
        // A file the row names for a form Bootstrap spells otherwise.
        #expect(SymbolTable.entry(for: "wifi.slash")?.file == "wifi-off")
        // Composed where Bootstrap has no file: the filled glyph knocked out of a filled circle.
        let heart = try #require(SymbolTable.entry(for: "heart.circle.fill"))
        #expect(heart.file == "heart-fill" && heart.enclosure == SymbolTable.Enclosure(.circle, filled: true))
        let gear = try #require(SymbolTable.entry(for: "gear.circle"))
        #expect(gear.file == "gear" && gear.enclosure == SymbolTable.Enclosure(.circle, filled: false))
        let tag = try #require(SymbolTable.entry(for: "tag.slash"))
        #expect(tag.file == "tag" && tag.slashed)
        // Names that are not SF Symbols do not resolve: an unknown base, a form SF lacks.
        #expect(SymbolTable.entry(for: "nonexistent.thing.fill") == nil)
        #expect(SymbolTable.entry(for: "checkmark.fill") == nil)
        #expect(SymbolTable.entry(for: "chevron.right.fill") == nil)
    }

    @Test func everyNameHasAFidelityAndComposedOnesAreNeverExact() {
        let counts = SymbolTable.counts
        #expect(counts.values.reduce(0, +) == SymbolTable.entries.count)
        #expect((counts[.exact] ?? 0) > 100 && (counts[.close] ?? 0) > 100 && (counts[.standIn] ?? 0) > 0, "\(counts)")
        let exactComposed = SymbolTable.entries.filter { $0.value.isComposed && $0.value.fidelity == .exact }
        #expect(exactComposed.isEmpty, "composed but called exact: \(exactComposed.keys.sorted())")
        #expect(SymbolTable.entry(for: "battery.25")?.fidelity == .standIn)
        #expect(SymbolTable.standInCause("battery.25") == "SF Symbol 'battery.25' has no close stand-in")
        #expect(SymbolTable.drawnAs("battery.25") == "Bootstrap 'battery-half'")
        #expect(SymbolTable.standInCause("heart") == nil)
    }

    /// Renders `name` into a 24 pt square at 2x.
    static func render(_ name: String, weight: FontSpec.Weight = .regular, secondary: RGBAColor? = nil) throws -> RGBAImage {
        let run = IconRun(name: name, rect: CGRect(x: 4, y: 4, width: 24, height: 24), color: .black,
                          weight: weight, secondaryColor: secondary)
        return try RasterRenderer.render(DisplayList(size: CGSize(width: 32, height: 32), ops: [.icon(run)]), scale: 2).rgba()
    }

    /// Every name draws ink that is not the crossed box of an unknown name.
    @Test func noNameDrawsThePlaceholder() throws {
        let placeholder = try Self.render("proofsheet.not.a.symbol")
        var failures: [String] = []
        for name in SymbolTable.entries.keys.sorted() {
            let image = try Self.render(name)
            let ink = image.pixels.enumerated().filter { $0.offset % 4 == 3 && $0.element > 0 }.count
            if image == placeholder || ink < 20 { failures.append(name) }
        }
        #expect(failures.isEmpty, "drew the placeholder or nothing: \(failures)")
    }

    @Test func heavierWeightsDrawThickerStrokes() throws {
        func ink(_ image: RGBAImage) -> Int { image.pixels.enumerated().filter { $0.offset % 4 == 3 && $0.element > 128 }.count }
        let regular = ink(try Self.render("envelope")), bold = ink(try Self.render("envelope", weight: .bold))
        let light = ink(try Self.render("envelope", weight: .light))
        let semibold = ink(try Self.render("envelope", weight: .semibold))
        #expect(Double(bold) > Double(regular) * 1.3, "bold \(bold), regular \(regular)")
        #expect(semibold > regular && semibold <= bold)
        #expect(light == regular, "lighter weights cannot be thinned and draw as regular")
        #expect(SymbolGeometry.widening(.regular) == 0 && SymbolGeometry.widening(.light) == 0)
        #expect(SymbolGeometry.widening(.medium) > 0 && SymbolGeometry.widening(.medium) < SymbolGeometry.widening(.semibold))
        // Drawn as iOS draws them: regular to semibold; not: lighter (no thinning), bold and
        // heavier (capped so that details stay open).
        #expect(FontSpec.Weight.allCases.filter(SymbolGeometry.canDraw) == [.regular, .medium, .semibold])
    }

    @Test func composedSymbolsDrawToSVGToo() throws {
        let names = ["heart.circle.fill", "gear.circle", "tag.slash", "ellipsis.rectangle"]
        let ops: [DisplayOp] = names.enumerated().map { i, name in
            .icon(IconRun(name: name, rect: CGRect(x: Double(i) * 30, y: 0, width: 24, height: 24), color: .black, weight: .semibold,
                          secondaryColor: i == 0 ? RGBAColor(hex: 0x8E8E93) : nil))
        }
        let svg = try SVGRenderer.render(DisplayList(size: CGSize(width: 120, height: 24), ops: ops))
        #expect(svg.contains("<path") || svg.contains("<image"))
        #expect(svg == (try SVGRenderer.render(DisplayList(size: CGSize(width: 120, height: 24), ops: ops))), "deterministic")
    }

    @Test func aDrawnSlashCrossesTheGlyph() throws {
        let plain = try Self.render("tag"), slashed = try Self.render("tag.slash")
        #expect(plain != slashed)
        // The slash runs through the top-left corner of the ink box, where a tag has no ink.
        let box = try #require(SymbolGeometry.designInk(of: "tag.slash"))
        let glyph = try #require(SymbolGeometry.designInk(of: "tag"))
        #expect(box.width >= glyph.width)
    }

    @Test func enclosedSymbolsDrawInTwoLayersWhenAskedTo() throws {
        let grey = RGBAColor(hex: 0x8E8E93)
        let layered = try #require(SymbolTable.layeredEntry(for: "xmark.circle.fill"))
        #expect(layered.file == "x-lg" && layered.enclosure?.filled == true)
        #expect(SymbolTable.layeredEntry(for: "heart") == nil)
        let image = try Self.render("xmark.circle.fill", secondary: grey)
        // The centre is the glyph (black, drawn over the disc); off the glyph, the disc is grey.
        let centre = image[32, 32]
        #expect(centre.r < 40 && centre.a == 255, "\(centre)")
        let disc = image[32, 14]
        #expect(disc.r == 0x8E && disc.a == 255, "\(disc)")
        // One layer: the glyph is knocked out of the disc.
        #expect(try Self.render("xmark.circle.fill")[32, 32].a < 60)
        // Bold too: the knocked-out cross stays open (Bootstrap's one shape, stroked, would not).
        #expect(try Self.render("xmark.circle.fill", weight: .bold)[32, 32].a < 60)
        let check = try Self.render("checkmark.circle.fill", weight: .heavy)
        var open = 0
        for y in 24..<40 { for x in 24..<40 where check[x, y].a < 128 { open += 1 } }
        #expect(open > 40, "the check is knocked out of the disc (\(open) clear pixels in the middle)")
    }
}
