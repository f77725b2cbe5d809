import Drawing
import Foundation
import PreviewCatalog
import PreviewRegistry
import PreviewTesting
import Testing

/// Every preview of the catalogue, in every state and variant, against `Snapshots/`: exact
/// pixels for the PNG references, exact text for the SVG ones. `SNAPSHOT_TESTING_RECORD=failed`
/// records them again (as `swift run previews record` does).
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
        let registry = try Registry(sources: PreviewIndex.sources.filter { String(describing: $0) == source })
        #expect(!registry.entries.isEmpty)
        assertPreviewSnapshots(registry, in: Self.snapshots)
    }

    @Test("A changed reference fails the check and leaves the file alone")
    func changedReferenceFails() throws {
        let registry = try Registry(sources: PreviewIndex.sources)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("proofsheet-registry-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let entry = "collapse-indicator/closed-light@2x.png"
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("collapse-indicator"), withIntermediateDirectories: true)
        var image = try PNGCodec.decode(contentsOf: Self.snapshots.appendingPathComponent(entry))
        image.pixels[0] ^= 0xFF
        let changed = try PNGCodec.encode(image)
        try Data(changed).write(to: folder.appendingPathComponent(entry))
        let failures = withSnapshotTesting(artifacts: folder.appendingPathComponent("artifacts")) {
            verifyPreviewSnapshots(registry, in: folder, matching: "collapse-indicator/closed-light", formats: ["png"],
                                   record: .never, file: #filePath)
        }
        #expect(failures.count == 1)
        #expect(failures.first?.message.contains("1 of") == true)
        // Attachments are named after the snapshot: a registry check attaches many of them.
        let names = failures.first?.attachments.map(\.name) ?? []
        #expect(!names.isEmpty)
        #expect(names.allSatisfy { $0.hasPrefix("collapse-indicator-closed-light@2x.") }, "\(names)")
        #expect(try Data(contentsOf: folder.appendingPathComponent(entry)) == Data(changed))
    }
}
