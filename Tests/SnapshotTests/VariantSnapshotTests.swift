import Drawing
import Foundation
import PreviewCatalog
import PreviewRegistry
import PreviewTesting
import PreviewUI
import Testing

/// The Cups of Water form (its wheel open) and the text-and-icon picker across the variants
/// design-system teams test: text sizes xSmall, Large, xxxLarge and AX5, on an iPhone SE and an
/// iPhone 15 Pro Max upright and on their side, and in the pseudo-locale; each a PNG and its
/// accessibility tree in `Tests/SnapshotTests/Variants/` (`SNAPSHOT_TESTING_RECORD=missing`
/// writes new ones). The point sizes come from `Drawing.TextStyle`'s table (Apple's HIG,
/// "Dynamic Type sizes"): body is 14 pt at xSmall, 17 at Large, 23 at xxxLarge, 53 at AX5.
@MainActor
struct VariantSnapshotTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Variants")

    static func registry() throws -> Registry {
        let matrix = try PreviewVariant.matrix(parsing: "light,xs,l,xxxl,ax5,se,15-pro-max,portrait,landscape")
            + PreviewVariant.matrix(parsing: "light,pseudo,se")
        let catalogue = try Registry(sources: PreviewIndex.sources)
        let chosen = catalogue.previews.filter { ["cups-of-water", "text-and-icon-picker"].contains($0.name) }
        return try Registry(chosen + [
            PreviewDefinition(extending: "cups-of-water", states: chosen[0].states.filter { $0.name == "expanded" }, variants: matrix),
            PreviewDefinition(extending: "text-and-icon-picker", states: chosen[1].states.filter { $0.name == "car" }, variants: matrix),
        ])
    }

    @Test("The matrix is 2 previews × (4 text sizes × 2 devices × 2 orientations + the pseudo-locale)")
    func matrixShape() throws {
        let entries = try Self.registry().entries
        #expect(entries.count == 2 * (4 * 2 * 2 + 1))
        #expect(entries.contains { $0.name == "cups-of-water/expanded-light-ax5-iphone-se-landscape" })
        #expect(entries.contains { $0.name == "text-and-icon-picker/car-light-iphone-se-pseudo" })
    }

    @Test("Each variant matches its picture and its accessibility tree")
    func matchesReferences() throws {
        assertPreviewSnapshots(try Self.registry(), in: Self.folder, formats: ["png", "a11y"])
    }

    @Test("The body text sizes the variants draw are the HIG table's")
    func textSizes() throws {
        let sizes: [(DynamicTypeSize, Double)] = [(.xSmall, 14), (.large, 17), (.xxxLarge, 23), (.accessibility5, 53)]
        for (size, points) in sizes {
            let host = ViewHost(Text("Cups of Water")) { $0.dynamicTypeSize = size }
            let run = try #require(textRunsOf(try host.render().displayList.ops).first)
            #expect(run == points, "\(size)")
        }
    }

    private func textRunsOf(_ ops: [Drawing.DisplayOp]) -> [Double] {
        ops.flatMap { op -> [Double] in
            switch op {
            case .text(let run): [run.spec.font.size]
            case .group(let g): textRunsOf(g.ops)
            default: []
            }
        }
    }
}
