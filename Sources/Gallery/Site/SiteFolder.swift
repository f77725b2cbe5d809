import Foundation

/// A folder that pages and images are written into, by paths made of sanitised names only.
///
/// In a fresh build folder (``SitePublisher/publish(_:)``) files are written directly: nobody
/// sees the folder until it is swapped into place. In an existing folder
/// (``SitePublisher/updateInPlace(_:)``) each file is written to a temporary name and renamed,
/// so a reader sees either the old file or the new one.
final class SiteFolder {
    let root: URL
    private let replacesFilesAtomically: Bool
    private let fileManager = FileManager()
    private var createdFolders: Set<String> = [""]
    /// Paths written, relative to ``root``, in the order they were written.
    private(set) var writtenFiles: [String] = []

    init(root: URL, replacesFilesAtomically: Bool) {
        self.root = root
        self.replacesFilesAtomically = replacesFilesAtomically
    }

    func write(_ text: String, to relativePath: String) throws(GalleryError) {
        try write(Data(text.utf8), to: relativePath)
    }

    func write(_ data: Data, to relativePath: String) throws(GalleryError) {
        let destination = try prepare(relativePath)
        let target = replacesFilesAtomically ? temporarySibling(of: destination) : destination
        do {
            try data.write(to: target)
        } catch {
            try? fileManager.removeItem(at: target)
            throw .couldNotWrite(path: destination.path, reason: FileFailure.reason(error))
        }
        try finish(target, destination, relativePath)
    }

    /// Copies a file from anywhere into the folder. The caller has checked that it exists.
    /// With `linking`, a hard link where the file system allows it, for sources that are
    /// Proofsheet's own renders: no file of a site or of a render is ever changed in place
    /// (each is written beside and renamed), so sharing the bytes is safe, and a site of
    /// thousands of images is made in a moment. References are copied, never linked.
    func copy(from source: URL, to relativePath: String, linking: Bool = false) throws(GalleryError) {
        let destination = try prepare(relativePath)
        let target = replacesFilesAtomically ? temporarySibling(of: destination) : destination
        do {
            if fileManager.fileExists(atPath: target.path) { try fileManager.removeItem(at: target) }
            if !linking || (try? fileManager.linkItem(at: source, to: target)) == nil {
                try fileManager.copyItem(at: source, to: target)
            }
        } catch {
            try? fileManager.removeItem(at: target)
            throw .couldNotWrite(path: destination.path, reason: FileFailure.reason(error))
        }
        try finish(target, destination, relativePath)
    }

    /// Checks the path (sanitised parts only), creates its folders and returns its URL.
    private func prepare(_ relativePath: String) throws(GalleryError) -> URL {
        let parts = relativePath.split(separator: "/", omittingEmptySubsequences: false)
        guard !parts.isEmpty, parts.allSatisfy(Self.isSafeComponent) else {
            throw .couldNotWrite(
                path: relativePath, reason: "the path is not made of sanitised names (internal error)")
        }
        let folder = parts.dropLast().joined(separator: "/")
        if !createdFolders.contains(folder) {
            let url = root.appendingPathComponent(folder, isDirectory: true)
            do {
                try fileManager.createDirectory(at: url, withIntermediateDirectories: true)
            } catch {
                throw .couldNotWrite(path: url.path, reason: FileFailure.reason(error))
            }
            createdFolders.insert(folder)
        }
        return root.appendingPathComponent(relativePath, isDirectory: false)
    }

    private func finish(_ target: URL, _ destination: URL, _ relativePath: String) throws(GalleryError) {
        if target != destination {
            if rename(target.path, destination.path) != 0 {
                let reason = FileFailure.reason(errno: errno)
                try? fileManager.removeItem(at: target)
                throw .couldNotWrite(path: destination.path, reason: reason)
            }
        }
        writtenFiles.append(relativePath)
    }

    private func temporarySibling(of url: URL) -> URL {
        url.deletingLastPathComponent().appendingPathComponent(
            ".\(url.lastPathComponent).tmp-\(UUID().uuidString.lowercased())")
    }

    /// `[a-z0-9-]`, plus `.` and `@` inside a file name; never `.`, `..` or hidden.
    static func isSafeComponent(_ part: Substring) -> Bool {
        guard let first = part.unicodeScalars.first, first != "." else { return false }
        return part.unicodeScalars.allSatisfy { scalar in
            ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar) || scalar == "-"
                || scalar == "." || scalar == "@"
        }
    }
}

/// Turns a failure of the file system into a short reason.
enum FileFailure {
    static func reason(_ error: any Error) -> String {
        let nsError = error as NSError
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError,
            underlying.domain == NSPOSIXErrorDomain
        {
            return reason(errno: Int32(underlying.code))
        }
        if nsError.domain == NSPOSIXErrorDomain { return reason(errno: Int32(nsError.code)) }
        return nsError.localizedDescription
    }

    static func reason(errno code: Int32) -> String {
        String(cString: strerror(code))
    }
}
