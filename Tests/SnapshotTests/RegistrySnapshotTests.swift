import Drawing
import Foundation
import PreviewCatalog
import PreviewRegistry
import PreviewTesting
import Testing

/// Every preview of the catalogue, in every state and variant, against `Snapshots/`: exact
/// pixels for the PNG references, exact text for the SVG ones.
@MainActor
struct RegistrySnapshotTests {
    static let snapshots = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Snapshots")

    static func registry() throws -> Registry {
        try Registry(sources: PreviewIndex.sources)
    }

    @Test("The catalogue has the articles' 17 states in light and dark")
    func catalogueCoversTheArticles() throws {
        let registry = try Self.registry()
        #expect(registry.entries.count >= 34)
        let names = Set(registry.entries.map(\.name))
        for expected in [
            "cups-of-water/collapsed-light", "cups-of-water/expanded-dark", "cups-of-water/chose-4-light",
            "collapsable/expanded-light", "collapsable/collapsed-dark",
            "transportation-picker/car-light", "transportation-picker/bicycle-light", "transportation-picker/airplane-dark",
            "text-and-icon-picker/car-dark", "text-and-icon-picker/bicycle-light", "text-and-icon-picker/airplane-light",
            "collapse-indicator/closed-light", "collapse-indicator/open-dark",
            "bottom-wheel-picker/hidden-light", "bottom-wheel-picker/shown-dark",
            "bottom-wheel-picker/covered-light", "bottom-wheel-picker/avoided-dark",
        ] {
            #expect(names.contains(expected), "missing \(expected)")
        }
    }

    @Test("Every preview matches its references", arguments: PreviewIndex.sources.map { String(describing: $0) })
    func matchesReferences(source: String) throws {
        let registry = try Self.registry()
        let store = ReferenceStore(root: Self.snapshots)
        let hashes = try store.hashes()
        let previews = Set(PreviewIndex.sources.first { String(describing: $0) == source }!.previews.map(\.name))
        for entry in registry.entries where previews.contains(entry.preview) {
            let list = try registry.displayList(for: entry, scale: 2)
            let raster = try RasterRenderer.render(list, scale: 2)
            let png = entry.path(scale: 2, extension: "png")
            let outcome = SnapshotComparison.comparePNG(
                path: png, actual: raster, actualPixelHash: SnapshotHashes.hash(raster.premultipliedBGRA),
                reference: try store.read(png), recorded: hashes.files[png], source: store.url(png).path)
            #expect(outcome.status == .passed, "\(png): \(outcome.status.rawValue): \(outcome.message ?? "")")
            let svg = entry.path(scale: 2, extension: "svg")
            let svgOutcome = SnapshotComparison.compareSVG(
                path: svg, actual: try SVGRenderer.render(list), reference: try store.read(svg), source: store.url(svg).path)
            #expect(svgOutcome.status == .passed, "\(svg): \(svgOutcome.status.rawValue): \(svgOutcome.message ?? "")")
        }
    }
}
