import Foundation

/// Writes a ``GalleryCatalog`` as a static site:
///
/// ```
/// index.html                     every preview, grouped by component; filter; light/dark switch
/// previews/<preview>.html        every state and variant at true size, with interactions
/// images/<preview>/<state>-<variant>@<scale>x.png (.svg)   copies of the snapshots
/// assets/proofsheet.css, assets/proofsheet.js
/// ```
///
/// The site works from `file://` with no network. It is built in a temporary sibling folder and
/// swapped into place, so a reader never sees half a site and a failure (a missing image, a full
/// disk) leaves the previous site as it was. An existing output folder is replaced only if it is
/// empty or was written by Proofsheet.
public struct GalleryWriter: Sendable {
    public init() {}

    /// Writes the site into `output` and returns the files written, relative to it.
    @discardableResult
    public func write(_ catalog: GalleryCatalog, to output: URL) throws(GalleryError) -> [String] {
        let plan = GallerySitePlan(catalog)
        try SourceFiles.checkExist(plan.copies.map { ($0.source, $0.usedBy) })
        return try SitePublisher(output: output, kind: .gallery).publish { folder throws(GalleryError) in
            try PageShell.writeAssets(into: folder)
            for copy in plan.copies {
                try folder.copy(from: copy.source, to: copy.destination, linking: true)
            }
            for component in plan.components {
                for preview in component.previews {
                    let page = GalleryPages.previewPage(preview, component: component.name, siteTitle: catalog.title)
                    try folder.write(page, to: preview.pagePath)
                }
            }
            try folder.write(GalleryPages.index(plan, title: catalog.title), to: "index.html")
        }
    }
}

/// Checks files to copy before anything is written.
enum SourceFiles {
    static func checkExist(_ files: [(URL, String)]) throws(GalleryError) {
        let fileManager = FileManager()
        for (url, usedBy) in files {
            var isDirectory: ObjCBool = false
            let path = url.standardizedFileURL.path
            guard url.isFileURL, fileManager.fileExists(atPath: path, isDirectory: &isDirectory),
                !isDirectory.boolValue
            else {
                throw .missingSourceImage(path: url.isFileURL ? path : url.absoluteString, usedBy: usedBy)
            }
        }
    }
}
