@testable import Drawing
import Foundation
import Testing

/// `FontSpec.design`: each of SwiftUI's designs draws with its own stand-in family.
@Suite struct FontDesignTests {
    static func width(_ string: String, _ design: FontSpec.Design, weight: FontSpec.Weight = .regular) throws -> Double {
        try TextMeasurer.measure(TextSpec(string, font: FontSpec(size: 17, weight: weight, design: design))).size.width
    }

    static func families(_ string: String, _ design: FontSpec.Design) throws -> Set<String> {
        let spec = TextSpec(string, font: FontSpec(size: 17, design: design))
        return Set(try DrawingResources.with { $0.text.placedGlyphs(spec) }.map(\.family))
    }

    @Test(arguments: [
        (FontSpec.Design.default, "Inter"), (.serif, "Noto Serif"), (.rounded, "Quicksand"), (.monospaced, "JetBrains Mono"),
    ])
    func eachDesignDrawsWithItsStandIn(design: FontSpec.Design, family: String) throws {
        #expect(try Self.families("Cups of Water", design) == [family])
        #expect(TypeMetrics.family(for: design, size: 17) == family)
    }

    @Test func theDefaultDesignKeepsInterDisplayForLargeSizes() {
        #expect(TypeMetrics.family(for: .default, size: 28) == "Inter Display")
        #expect(TypeMetrics.family(for: .default, size: 28) == TypeMetrics.family(forSize: 28))
        #expect(FontSpec(size: 17).design == .default)
    }

    @Test func everyDesignHasItsOwnWidths() throws {
        let widths = try FontSpec.Design.allCases.map { try Self.width("Cups of Water 0123", $0) }
        #expect(Set(widths).count == FontSpec.Design.allCases.count, "widths \(widths)")
    }

    @Test(arguments: [FontSpec.Weight.regular, .bold])
    func monospacedLettersAreAllOneWidth(weight: FontSpec.Weight) throws {
        let i = try Self.width("iiii", .monospaced, weight: weight), m = try Self.width("MMMM", .monospaced, weight: weight)
        #expect(abs(i - m) < 0.001, "iiii \(i), MMMM \(m)")
        #expect(try Self.width("iiii", .default) < Self.width("MMMM", .default) - 10, "the default design is proportional")
    }

    @Test func boldReachesABoldFileInEveryDesign() throws {
        for design in FontSpec.Design.allCases {
            let regular = try TextMeasurer.measure(TextSpec("Cups of Water", font: FontSpec(size: 17, design: design)))
            let bold = try TextMeasurer.measure(TextSpec("Cups of Water", font: FontSpec(size: 17, weight: .bold, design: design)))
            let regularImage = try RasterRenderer.render(DisplayList(size: CGSize(width: 160, height: 24), ops: [
                .text(TextRun(spec: TextSpec("Cups of Water", font: FontSpec(size: 17, design: design)), color: .black, origin: .zero, width: 160)),
            ]), scale: 1)
            let boldImage = try RasterRenderer.render(DisplayList(size: CGSize(width: 160, height: 24), ops: [
                .text(TextRun(spec: TextSpec("Cups of Water", font: FontSpec(size: 17, weight: .bold, design: design)), color: .black, origin: .zero, width: 160)),
            ]), scale: 1)
            let ink = { (image: RasterImage) in stride(from: 3, to: image.premultipliedBGRA.count, by: 4).reduce(0) { $0 + Int(image.premultipliedBGRA[$1]) } }
            #expect(ink(boldImage) > ink(regularImage) * 11 / 10, "\(design): bold draws no more ink than regular")
            #expect(bold.size.width >= regular.size.width - 0.01, "\(design)")
        }
    }

    @Test func otherScriptsFallBackInEveryDesign() throws {
        for design in FontSpec.Design.allCases {
            let spec = TextSpec("A 世界 مرحبا 🚀", font: FontSpec(size: 17, design: design))
            let glyphs = try DrawingResources.with { $0.text.placedGlyphs(spec) }
            #expect(glyphs.allSatisfy { !$0.unknown }, "\(design): a box in \(glyphs.filter(\.unknown).map(\.byteOffset))")
            #expect(Set(glyphs.map(\.family)).isSuperset(of: ["Noto Sans CJK SC", "Noto Sans Arabic", "Noto Color Emoji"]))
        }
    }

    @Test func theDumpNamesADesign() {
        let run = TextRun(spec: TextSpec("x", font: FontSpec(size: 17, design: .monospaced)), color: .black, origin: .zero, width: 10)
        #expect(DisplayList(size: CGSize(width: 10, height: 10), ops: [.text(run)]).dump.contains("17pt regular monospaced"))
        let plain = TextRun(spec: TextSpec("x", font: FontSpec(size: 17)), color: .black, origin: .zero, width: 10)
        #expect(!DisplayList(size: CGSize(width: 10, height: 10), ops: [.text(plain)]).dump.contains("default"))
    }
}
