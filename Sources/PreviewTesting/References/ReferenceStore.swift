import Drawing
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The reference files of a registry: `<root>/<preview>/<state>-<variant>@<scale>x.png` (and
/// `.svg`), the renderer fingerprint of the last recording (`renderer.json`) and the hashes
/// that let a check skip decoding an unchanged reference (`hashes.json`).
public struct ReferenceStore: Sendable {
    public let root: URL

    public static let fingerprintFile = "renderer.json"
    public static let hashesFile = "hashes.json"

    public init(root: URL) {
        self.root = root
    }

    /// The file for a relative path such as `cups-of-water/collapsed-light@2x.png`. Paths are
    /// made of sanitised names only, so they stay inside `root`.
    public func url(_ relativePath: String) -> URL {
        precondition(!relativePath.contains(".."), "reference paths never leave the snapshot folder")
        return root.appendingPathComponent(relativePath)
    }

    /// Every reference file under the root (relative paths, sorted): PNG, SVG and accessibility
    /// trees (`.a11y.txt`) only.
    public func existingReferences() -> [String] {
        guard let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else { return [] }
        var out: [String] = []
        let base = root.standardizedFileURL.path
        for case let url as URL in walker {
            let ext = url.pathExtension
            guard ext == "png" || ext == "svg" || url.lastPathComponent.hasSuffix(".a11y.txt") else { continue }
            var path = url.standardizedFileURL.path
            if path.hasPrefix(base + "/") { path.removeFirst(base.count + 1) }
            if path.split(separator: "/").contains(where: { $0.hasPrefix(".") }) { continue }
            out.append(path)
        }
        return out.sorted()
    }

    /// The fingerprint stored by the last recording, if any.
    public func fingerprint() -> RendererFingerprint? {
        guard let data = try? Data(contentsOf: url(Self.fingerprintFile)) else { return nil }
        return try? JSONDecoder().decode(RendererFingerprint.self, from: data)
    }

    public func writeFingerprint(_ fingerprint: RendererFingerprint) throws(ReferenceError) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        let data = (try? encoder.encode(fingerprint)) ?? Data()
        try write(Array(data) + [0x0A], to: Self.fingerprintFile)
    }

    /// The stored hashes (empty when there is no index yet).
    public func hashes() throws(ReferenceError) -> SnapshotHashes {
        let file = url(Self.hashesFile)
        guard let data = try? Data(contentsOf: file) else { return SnapshotHashes() }
        do {
            return try JSONDecoder().decode(SnapshotHashes.self, from: data)
        } catch {
            throw .invalidIndex(path: file.path, reason: "\(error)")
        }
    }

    public func writeHashes(_ hashes: SnapshotHashes) throws(ReferenceError) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        let data = (try? encoder.encode(hashes)) ?? Data()
        try write(Array(data) + [0x0A], to: Self.hashesFile)
    }

    /// The largest reference file read: far beyond any snapshot (a 4K screen at 3x with an
    /// incompressible picture is under 100 MB).
    public static let maximumFileBytes = 256 << 20

    /// The bytes of a reference, or nil when it does not exist. A folder, a link that leaves the
    /// reference folder, a Git LFS pointer and a file larger than any snapshot are errors that
    /// name the file; nothing is read through them.
    public func read(_ relativePath: String) throws(ReferenceError) -> [UInt8]? {
        let file = url(relativePath)
        var info = stat()
        guard lstat(file.path, &info) == 0 else {
            if errno == ENOENT || errno == ENOTDIR { return nil }
            throw .unreadable(path: file.path, reason: String(cString: strerror(errno)))
        }
        try checkInside(file)
        guard stat(file.path, &info) == 0 else { return nil }  // a dangling link inside: as if missing
        guard (info.st_mode & S_IFMT) == S_IFREG else { throw .notAFile(path: file.path) }
        guard Int(info.st_size) <= Self.maximumFileBytes else {
            throw .tooLarge(path: file.path, bytes: Int(info.st_size), maximum: Self.maximumFileBytes)
        }
        let bytes: [UInt8]
        do {
            bytes = Array(try Data(contentsOf: file))
        } catch {
            throw .unreadable(path: file.path, reason: error.localizedDescription)
        }
        if bytes.starts(with: Array("version https://git-lfs.github.com/spec/".utf8)) { throw .lfsPointer(path: file.path) }
        return bytes
    }

    /// Throws when `file`, once symbolic links are followed, is not inside the root.
    func checkInside(_ file: URL) throws(ReferenceError) {
        // No root yet: nothing under it exists, so nothing can be a link.
        guard FileManager.default.fileExists(atPath: root.path) else { return }
        let rootPath = Self.resolved(root.path)
        // The deepest part of the path that exists, resolved; the rest cannot be a link.
        var existing = file.path
        while !FileManager.default.fileExists(atPath: existing) && existing != "/" {
            existing = (existing as NSString).deletingLastPathComponent
        }
        var isLink = stat()
        let target = lstat(file.path, &isLink) == 0 && (isLink.st_mode & S_IFMT) == S_IFLNK
            ? ((try? FileManager.default.destinationOfSymbolicLink(atPath: file.path)) ?? "?") : nil
        let resolved = Self.resolved(existing)
        guard resolved == rootPath || resolved.hasPrefix(rootPath + "/") else {
            throw .outsideFolder(path: file.path, target: target ?? resolved)
        }
        if let target, !FileManager.default.fileExists(atPath: file.path) {
            // A dangling link: where it would lead must be inside too.
            let leads = target.hasPrefix("/") ? target : file.deletingLastPathComponent().appendingPathComponent(target).path
            let standard = URL(fileURLWithPath: leads).standardizedFileURL.path
            guard standard == rootPath || standard.hasPrefix(rootPath + "/") else {
                throw .outsideFolder(path: file.path, target: target)
            }
        }
    }

    /// `realpath`, or the path itself when it cannot be resolved.
    static func resolved(_ path: String) -> String {
        guard let r = realpath(path, nil) else { return URL(fileURLWithPath: path).standardizedFileURL.path }
        defer { free(r) }
        return String(cString: r)
    }

    /// Writes a reference atomically, never into a folder that a link takes outside the root
    /// (a link in the file's own place is replaced by the file, not followed). The bytes are
    /// written in the staging folder first and renamed into place, so a writer killed halfway
    /// leaves the old file or the new one, and its leftovers only where Git ignores them.
    public func write(_ bytes: [UInt8], to relativePath: String) throws(ReferenceError) {
        let file = url(relativePath)
        try checkInside(file.deletingLastPathComponent())
        try prepareStaging()
        try AtomicFile.write(bytes, to: file, temporaryFolder: stagingFolder)
    }

    /// Where writes are staged: a hidden folder in the root with a `.gitignore` of `*`, so that
    /// `git add -A` never takes what a killed writer left there; the next writer that holds the
    /// `RecordLock` sweeps it, and `record` removes it when it is done.
    public var stagingFolder: URL { root.appendingPathComponent(".proofsheet-staging", isDirectory: true) }

    func prepareStaging() throws(ReferenceError) {
        let ignore = stagingFolder.appendingPathComponent(".gitignore")
        guard !FileManager.default.fileExists(atPath: ignore.path) else { return }
        do {
            // An empty folder is nothing to Git; the `.gitignore` then appears whole at once.
            try FileManager.default.createDirectory(at: stagingFolder, withIntermediateDirectories: true)
            try Self.createWhole(ignore, "# Proofsheet's half-written references: never committed, swept by the next record.\n*\n")
        } catch {
            throw .unwritable(path: stagingFolder.path, reason: "\(error)")
        }
    }

    /// Creates `file` with `text` so that no one, even after a SIGKILL, sees it empty or half
    /// written: an unnamed file (`O_TMPFILE`) is written, then given its name. Where the file
    /// system cannot make unnamed files, one `write` into a new file (a few bytes: the kernel
    /// finishes it before any signal lands).
    static func createWhole(_ file: URL, _ text: String) throws {
        let bytes = Array(text.utf8)
        let tmpfile: Int32 = 0o20000000 | O_DIRECTORY  // Linux's O_TMPFILE
        let unnamed = open(file.deletingLastPathComponent().path, tmpfile | O_WRONLY | O_CLOEXEC, 0o644)
        if unnamed >= 0 {
            defer { close(unnamed) }
            if Glibc.write(unnamed, bytes, bytes.count) == bytes.count,
               linkat(AT_FDCWD, "/proc/self/fd/\(unnamed)", AT_FDCWD, file.path, AT_SYMLINK_FOLLOW) == 0 || errno == EEXIST {
                return
            }
        }
        let fd = open(file.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        if fd < 0 {
            if errno == EEXIST { return }
            throw ReferenceError.unwritable(path: file.path, reason: String(cString: strerror(errno)))
        }
        defer { close(fd) }
        guard Glibc.write(fd, bytes, bytes.count) == bytes.count else {
            throw ReferenceError.unwritable(path: file.path, reason: String(cString: strerror(errno)))
        }
    }

    /// Deletes what earlier writers left in the staging folder (only under the `RecordLock`),
    /// and any `.NAME.UUID.tmp` an older Proofsheet left beside the references.
    func sweepStaging() {
        let fm = FileManager.default
        for name in (try? fm.contentsOfDirectory(atPath: stagingFolder.path)) ?? [] where name != ".gitignore" {
            try? fm.removeItem(at: stagingFolder.appendingPathComponent(name))
        }
        guard let walker = fm.enumerator(at: root, includingPropertiesForKeys: nil) else { return }
        for case let url as URL in walker {
            let name = url.lastPathComponent
            if name == stagingFolder.lastPathComponent { walker.skipDescendants(); continue }
            if name.hasPrefix("."), name.hasSuffix(".tmp"), name.count > 42 { try? fm.removeItem(at: url) }
        }
    }

    /// Removes the staging folder once a writer holding the `RecordLock` is done: its files,
    /// then its `.gitignore`, then the folder, so that a kill at any point leaves nothing Git
    /// would take.
    public func removeStaging() {
        sweepStaging()
        unlink(stagingFolder.appendingPathComponent(".gitignore").path)
        rmdir(stagingFolder.path)
    }

    /// Deletes a reference (and folders it leaves empty).
    public func remove(_ relativePath: String) throws(ReferenceError) {
        let file = url(relativePath)
        do {
            try FileManager.default.removeItem(at: file)
        } catch {
            throw .unwritable(path: file.path, reason: error.localizedDescription)
        }
        let dir = file.deletingLastPathComponent()
        if (try? FileManager.default.contentsOfDirectory(atPath: dir.path))?.isEmpty == true, dir != root {
            try? FileManager.default.removeItem(at: dir)
        }
    }
}

/// For each PNG reference: a hash of the file's bytes and a hash of the rendered pixels it
/// was written from. When both match, the reference need not be decoded to be compared; an
/// edited file no longer matches its file hash and is decoded and compared in full.
public struct SnapshotHashes: Codable, Sendable, Equatable {
    public struct Entry: Codable, Sendable, Equatable {
        public var file: String
        public var pixels: String

        public init(file: String, pixels: String) {
            self.file = file
            self.pixels = pixels
        }
    }

    public var files: [String: Entry]

    public init(files: [String: Entry] = [:]) {
        self.files = files
    }

    /// A stable 16-hex-digit hash of bytes.
    public static func hash(_ bytes: UnsafeRawBufferPointer) -> String {
        let h = FNV1a.hashWords(bytes)
        let s = String(h, radix: 16)
        return String(repeating: "0", count: 16 - s.count) + s
    }

    public static func hash(_ bytes: [UInt8]) -> String {
        bytes.withUnsafeBytes { hash($0) }
    }
}
