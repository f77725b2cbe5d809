import Foundation

/// Writes files so that no reader ever sees half of one: the bytes go to a temporary file
/// beside the target, which is then renamed over it.
public enum AtomicFile {
    /// Writes `bytes` to `url`, creating folders as needed. The temporary file is made in
    /// `temporaryFolder` when given (on the same file system as `url`), else beside `url`.
    public static func write(_ bytes: some Collection<UInt8>, to url: URL, temporaryFolder: URL? = nil) throws(ReferenceError) {
        let fm = FileManager.default
        let dir = url.deletingLastPathComponent()
        do {
            try fm.createDirectory(at: dir, withIntermediateDirectories: true)
            if let temporaryFolder { try fm.createDirectory(at: temporaryFolder, withIntermediateDirectories: true) }
        } catch {
            throw .unwritable(path: dir.path, reason: error.localizedDescription)
        }
        let temp = (temporaryFolder ?? dir).appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString).tmp")
        do {
            try Data(bytes).write(to: temp)
        } catch {
            try? fm.removeItem(at: temp)
            throw .unwritable(path: url.path, reason: error.localizedDescription)
        }
        if rename(temp.path, url.path) != 0 {
            let reason = String(cString: strerror(errno))
            try? fm.removeItem(at: temp)
            throw .unwritable(path: url.path, reason: reason)
        }
    }

    public static func write(_ text: String, to url: URL) throws(ReferenceError) {
        try write(Array(text.utf8), to: url)
    }
}
