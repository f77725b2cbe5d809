import Drawing
import Foundation
import Testing

/// Symbols: every table entry has its file, and an unknown name draws a placeholder and warns.
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
        // SVG too, without crashing.
        #expect(try SVGRenderer.render(list).contains("<path"))
    }

    @Test func theUnknownSymbolMessageSuggestsKnownNamesAndWhatToDo() {
        let message = SymbolTable.unknownSymbolMessage("checkmark.seal.fill")
        #expect(message.hasPrefix("unknown SF Symbol 'checkmark.seal.fill' (nearest known: 'checkmark"))
        #expect(message.hasSuffix("; drawn as a crossed box"))
        #expect(message.contains("use one of those names with Image(systemName:)"))
        #expect(!message.contains("Sources/Drawing"), "a user cannot edit Proofsheet's table from their package")
        #expect(SymbolTable.nearestNames(to: "chevron.rigth", count: 1) == ["chevron.right"])
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
