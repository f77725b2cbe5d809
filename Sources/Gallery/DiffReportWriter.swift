import Foundation

/// Writes a ``GalleryDiffReport`` as a static site:
///
/// ```
/// index.html             counts, then a table: failures first, then missing, orphaned, passed
/// entries/<entry>.html   per entry with images: side by side, slider, onion skin, diff only
/// images/<entry>/expected.png, actual.png, diff.png   copies of `.copy(from:)` images
/// assets/proofsheet.css, assets/proofsheet.js
/// ```
///
/// Two ways to bring images:
/// - every image `.copy(from:)`: the report is built in a temporary sibling folder and swapped
///   into place, like the gallery (an existing folder is replaced only if it is empty or was
///   written by Proofsheet);
/// - some image `.inPlace(path)`: the checker already wrote it into the report folder. The
///   report is then written into that folder: each page replaced atomically, `index.html`
///   last, nothing else removed (so an entry page of an earlier report in the same folder
///   stays, unlinked). All images are checked before anything is written.
public struct GalleryDiffReportWriter: Sendable {
    public init() {}

    /// Writes the report into `output` and returns the files written, relative to it.
    @discardableResult
    public func write(_ report: GalleryDiffReport, to output: URL) throws(GalleryError) -> [String] {
        let plan = try DiffReportPlan(report, output: output)
        try SourceFiles.checkExist(plan.copies.map { ($0.source, $0.usedBy) })
        let publisher = SitePublisher(output: output, kind: .diffReport)
        let build = { (folder: SiteFolder) throws(GalleryError) in
            try PageShell.writeAssets(into: folder)
            for copy in plan.copies {
                try folder.copy(from: copy.source, to: copy.destination)
            }
            for entry in plan.entries {
                guard let path = entry.pagePath else { continue }
                try folder.write(DiffReportPages.entryPage(entry, siteTitle: report.title, recordCommand: report.recordCommand), to: path)
            }
            try folder.write(DiffReportPages.index(plan, title: report.title), to: "index.html")
        }
        return plan.usesImagesInPlace
            ? try publisher.updateInPlace(build)
            : try publisher.publish(build)
    }
}
