import Foundation

/// Where everything of a diff report goes: entries in report order, their page and image paths,
/// the files to copy in and the in-place files to check.
struct DiffReportPlan {
    struct Image {
        /// The `src` to put in a page at the report's root (percent-encoded, not yet HTML-escaped).
        var href: String
        var width: Int?
        var height: Int?
    }

    struct Entry {
        var model: GalleryDiffEntry
        var slug: String
        var expected: Image?
        var actual: Image?
        var diff: Image?

        var hasImages: Bool { expected != nil || actual != nil || diff != nil }
        /// `entries/<slug>.html`, or nil when there is nothing to show beyond the table row.
        var pagePath: String? { hasImages ? "entries/\(slug).html" : nil }
    }

    var entries: [Entry]
    var copies: [GallerySitePlan.Copy]
    /// True when some image is already in the report folder: the report is then written into
    /// that folder file by file instead of being swapped in whole.
    var usesImagesInPlace: Bool

    /// Failures first, then missing, then orphaned, then passed; by name within each group.
    static func ordered(_ entries: [GalleryDiffEntry]) -> [GalleryDiffEntry] {
        entries.enumerated().sorted { lhs, rhs in
            if lhs.element.status.rank != rhs.element.status.rank {
                return lhs.element.status.rank < rhs.element.status.rank
            }
            if lhs.element.name != rhs.element.name { return lhs.element.name < rhs.element.name }
            return lhs.offset < rhs.offset
        }.map(\.element)
    }

    init(_ report: GalleryDiffReport, output: URL) throws(GalleryError) {
        var names = SiteNameAllocator()
        var copies: [GallerySitePlan.Copy] = []
        var inPlace = false
        var entries: [Entry] = []
        for model in Self.ordered(report.entries) {
            let slug = names.allocate(model.name)
            func place(_ image: GalleryReportImage?, role: String) throws(GalleryError) -> Image? {
                guard let image else { return nil }
                let usedBy = "the \(role) image of “\(model.name)”"
                switch image {
                case let .copy(source):
                    let destination = "images/\(slug)/\(role).png"
                    copies.append(.init(source: source, destination: destination, usedBy: usedBy))
                    let size = PNGHeader.size(of: source)
                    return Image(href: destination, width: size?.width, height: size?.height)
                case let .inPlace(path):
                    inPlace = true
                    let file = try Self.checkInPlace(path, in: output, usedBy: usedBy)
                    let size = PNGHeader.size(of: file)
                    return Image(href: Self.percentEncoded(path), width: size?.width, height: size?.height)
                }
            }
            let expected = try place(model.expected, role: "expected")
            let actual = try place(model.actual, role: "actual")
            let diff = try place(model.diff, role: "diff")
            entries.append(Entry(model: model, slug: slug, expected: expected, actual: actual, diff: diff))
        }
        self.entries = entries
        self.copies = copies
        self.usesImagesInPlace = inPlace
    }

    /// A relative path that stays inside the report folder and names an existing file.
    private static func checkInPlace(_ path: String, in output: URL, usedBy: String) throws(GalleryError) -> URL {
        let parts = path.split(separator: "/", omittingEmptySubsequences: true)
        guard !path.hasPrefix("/"), !path.hasPrefix("~"), !path.contains("\\"), !parts.isEmpty,
            !parts.contains(where: { $0 == ".." }), !path.contains("\0")
        else {
            throw .imageOutsideReportFolder(path: path, usedBy: usedBy)
        }
        let file = output.standardizedFileURL.appendingPathComponent(path)
        var isDirectory: ObjCBool = false
        guard FileManager().fileExists(atPath: file.path, isDirectory: &isDirectory), !isDirectory.boolValue else {
            throw .missingReportImage(path: file.path, usedBy: usedBy)
        }
        return file
    }

    private static func percentEncoded(_ path: String) -> String {
        var allowed = CharacterSet.alphanumerics
        allowed.insert(charactersIn: "-._~/@")
        let safe = path.unicodeScalars.allSatisfy { $0.isASCII && allowed.contains($0) }
        if safe { return path }
        return path.split(separator: "/", omittingEmptySubsequences: true).map { part in
            String(part).unicodeScalars.map { scalar -> String in
                if scalar.isASCII, allowed.contains(scalar) { return String(scalar) }
                return String(scalar).utf8.map { String(format: "%%%02X", $0) }.joined()
            }.joined()
        }.joined(separator: "/")
    }
}
