import Drawing
import Foundation
import PreviewRegistry

/// Checks every preview, state and variant of a registry against its references in a
/// snapshot folder laid out as `previews record` writes it (`<preview>/<state>-<variant>@<scale>x.png`
/// and `.svg`; `.a11y.txt` with `"a11y"` in `formats`), with `assertSnapshot`'s record modes,
/// failure artifacts and attachments.
///
/// ```swift
/// @MainActor @Test func previewsMatchSnapshots() throws {
///     assertPreviewSnapshots(try Registry(sources: PreviewIndex.sources), in: snapshotsFolder)
/// }
/// ```
@MainActor
public func assertPreviewSnapshots(
    _ registry: Registry, in folder: URL, matching filter: String? = nil, scale: Int = 2,
    formats: Set<String> = ["png", "svg"], record: SnapshotRecordMode? = nil,
    fileID: StaticString = #fileID, file filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
    for failure in verifyPreviewSnapshots(registry, in: folder, matching: filter, scale: scale, formats: formats,
                                          record: record, file: "\(filePath)") {
        SnapshotFailureReporter.report(failure, fileID: fileID, filePath: filePath, line: line, column: column)
    }
}

/// The comparisons behind `assertPreviewSnapshots`, returning the failures.
@MainActor
public func verifyPreviewSnapshots(
    _ registry: Registry, in folder: URL, matching filter: String? = nil, scale: Int = 2,
    formats: Set<String> = ["png", "svg"], record: SnapshotRecordMode? = nil, file filePath: String
) -> [SnapshotFailure] {
    var failures: [SnapshotFailure] = []
    for entry in registry.entries(matching: filter) {
        let list: DisplayList
        do {
            list = try registry.displayList(for: entry, scale: scale)
        } catch {
            failures.append(SnapshotFailure(message: "\(error)", artifacts: [], attachments: []))
            continue
        }
        if formats.contains("png") {
            let url = folder.appendingPathComponent(entry.path(scale: scale, extension: "png"))
            if let f = verifySnapshot(of: list, as: .image(scale: scale), record: record, file: filePath,
                                      testName: entry.name, referenceURL: url) {
                failures.append(f)
            }
        }
        if formats.contains("a11y"), let (preview, state, variant) = registry.resolve(entry) {
            let url = folder.appendingPathComponent(entry.path(scale: scale, extension: "a11y.txt"))
            let tree = Snapshotting<PreviewDefinition, String>(pathExtension: "a11y.txt", diffing: .lines) { p in
                guard let text = try Registry.frame(preview: p, state: state, variant: variant, scale: scale, accessibility: true)
                    .accessibility?.text else { return "" }
                return text
            }
            if let f = verifySnapshot(of: preview, as: tree, record: record, file: filePath, testName: entry.name, referenceURL: url) {
                failures.append(f)
            }
        }
        if formats.contains("svg") {
            let url = folder.appendingPathComponent(entry.path(scale: scale, extension: "svg"))
            if let f = verifySnapshot(of: list, as: .svg, record: record, file: filePath, testName: entry.name, referenceURL: url) {
                failures.append(f)
            }
        }
    }
    return failures
}
