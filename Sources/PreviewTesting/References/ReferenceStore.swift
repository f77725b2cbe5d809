import Drawing
import Foundation

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
        try AtomicFile.write(Array(data) + [0x0A], to: url(Self.fingerprintFile))
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
        try AtomicFile.write(Array(data) + [0x0A], to: url(Self.hashesFile))
    }

    /// The bytes of a reference, or nil when it does not exist.
    public func read(_ relativePath: String) throws(ReferenceError) -> [UInt8]? {
        let file = url(relativePath)
        guard FileManager.default.fileExists(atPath: file.path) else { return nil }
        do {
            return Array(try Data(contentsOf: file))
        } catch {
            throw .unreadable(path: file.path, reason: error.localizedDescription)
        }
    }

    /// Writes a reference atomically.
    public func write(_ bytes: [UInt8], to relativePath: String) throws(ReferenceError) {
        try AtomicFile.write(bytes, to: url(relativePath))
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
