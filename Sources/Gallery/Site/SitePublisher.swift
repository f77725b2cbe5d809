import Foundation

/// Writes a whole site so that a reader never sees half of it.
///
/// ``publish(_:)`` builds the site in a temporary sibling folder (`.<name>.partial-<uuid>`) and
/// then swaps it with the output folder: in one step where the system can exchange two folders
/// (Linux `renameat2(RENAME_EXCHANGE)`), otherwise by two renames. When building fails, the
/// temporary folder is removed and the output folder is left exactly as it was.
///
/// An existing output folder is replaced only if it is empty or carries the marker file that
/// this type writes (`.proofsheet-site`): pointing `--output` at a folder of one's own never
/// deletes it.
struct SitePublisher {
    static let markerFileName = ".proofsheet-site"

    enum Kind: String {
        case gallery
        case diffReport = "diff-report"
    }

    let output: URL
    let kind: Kind
    private let fileManager = FileManager()

    init(output: URL, kind: Kind) {
        self.output = output.standardizedFileURL
        self.kind = kind
    }

    /// Builds the site in a fresh folder and swaps it into place. Returns the files written,
    /// relative to the output folder.
    func publish(_ build: (SiteFolder) throws(GalleryError) -> Void) throws(GalleryError) -> [String] {
        try checkExistingOutput(mayHoldOtherFiles: false)
        let parent = output.deletingLastPathComponent()
        do {
            try fileManager.createDirectory(at: parent, withIntermediateDirectories: true)
        } catch {
            throw .outputNotWritable(path: parent.path, reason: FileFailure.reason(error))
        }
        let staging = parent.appendingPathComponent(
            ".\(output.lastPathComponent).partial-\(UUID().uuidString.lowercased())", isDirectory: true)
        do {
            try fileManager.createDirectory(at: staging, withIntermediateDirectories: false)
        } catch {
            throw .outputNotWritable(path: parent.path, reason: FileFailure.reason(error))
        }
        let folder = SiteFolder(root: staging, replacesFilesAtomically: false)
        do {
            try build(folder)
            try writeMarker(in: staging)
            try swapIntoPlace(staging)
        } catch {
            try? fileManager.removeItem(at: staging)
            throw error
        }
        return folder.writtenFiles
    }

    /// Writes into the existing output folder (creating it if needed), one file at a time,
    /// each replaced atomically. Nothing already in the folder is removed.
    func updateInPlace(_ build: (SiteFolder) throws(GalleryError) -> Void) throws(GalleryError) -> [String] {
        try checkExistingOutput(mayHoldOtherFiles: true)
        do {
            try fileManager.createDirectory(at: output, withIntermediateDirectories: true)
        } catch {
            throw .outputNotWritable(path: output.path, reason: FileFailure.reason(error))
        }
        let folder = SiteFolder(root: output, replacesFilesAtomically: true)
        try build(folder)
        if !fileManager.fileExists(atPath: output.appendingPathComponent(Self.markerFileName).path) {
            try writeMarker(in: output)
        }
        return folder.writtenFiles
    }

    private static func marker(_ kind: Kind) -> String {
        "Written by Proofsheet (\(kind.rawValue)). This folder is replaced whenever it is written again.\n"
    }

    private func writeMarker(in folder: URL) throws(GalleryError) {
        let marker = folder.appendingPathComponent(Self.markerFileName)
        do {
            try Data(Self.marker(kind).utf8).write(to: marker)
        } catch {
            throw .couldNotWrite(path: marker.path, reason: FileFailure.reason(error))
        }
    }

    private func checkExistingOutput(mayHoldOtherFiles: Bool) throws(GalleryError) {
        var isDirectory: ObjCBool = false
        guard fileManager.fileExists(atPath: output.path, isDirectory: &isDirectory) else { return }
        guard isDirectory.boolValue else { throw .outputIsAFile(path: output.path) }
        if mayHoldOtherFiles { return }
        let contents: [String]
        do {
            contents = try fileManager.contentsOfDirectory(atPath: output.path)
        } catch {
            throw .outputNotWritable(path: output.path, reason: FileFailure.reason(error))
        }
        if contents.isEmpty || contents.contains(Self.markerFileName) { return }
        throw .outputIsNotASite(path: output.path)
    }

    private func swapIntoPlace(_ staging: URL) throws(GalleryError) {
        if rename(staging.path, output.path) == 0 { return }
        let firstError = errno
        guard firstError == ENOTEMPTY || firstError == EEXIST || firstError == EISDIR else {
            throw .outputNotWritable(path: output.path, reason: FileFailure.reason(errno: firstError))
        }
        if FolderExchange.exchange(staging.path, output.path) {
            // The staging path now holds the old site.
            try? fileManager.removeItem(at: staging)
            return
        }
        let old = output.deletingLastPathComponent().appendingPathComponent(
            ".\(output.lastPathComponent).old-\(UUID().uuidString.lowercased())", isDirectory: true)
        if rename(output.path, old.path) != 0 {
            throw .outputNotWritable(path: output.path, reason: FileFailure.reason(errno: errno))
        }
        if rename(staging.path, output.path) != 0 {
            let reason = FileFailure.reason(errno: errno)
            _ = rename(old.path, output.path)
            throw .outputNotWritable(path: output.path, reason: reason)
        }
        try? fileManager.removeItem(at: old)
    }
}

/// Atomic exchange of two paths where the system offers it.
enum FolderExchange {
    #if os(Linux)
    private typealias RenameAt2 = @convention(c) (
        Int32, UnsafePointer<CChar>, Int32, UnsafePointer<CChar>, UInt32
    ) -> Int32

    /// `renameat2` is in glibc since 2.28 but not in Swift's Glibc module, so it is looked up.
    private static let renameat2: RenameAt2? = {
        guard let symbol = dlsym(dlopen(nil, RTLD_NOW), "renameat2") else { return nil }
        return unsafeBitCast(symbol, to: RenameAt2.self)
    }()
    private static let renameExchange: UInt32 = 2  // RENAME_EXCHANGE in <linux/fs.h>
    #endif

    /// Swaps the two paths in one step; false when the system cannot.
    static func exchange(_ first: String, _ second: String) -> Bool {
        #if os(Linux)
        guard let renameat2 else { return false }
        return renameat2(AT_FDCWD, first, AT_FDCWD, second, renameExchange) == 0
        #elseif canImport(Darwin)
        return renamex_np(first, second, UInt32(RENAME_SWAP)) == 0
        #else
        return false
        #endif
    }
}
