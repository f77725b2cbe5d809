import Foundation

/// Writes files so that no reader ever sees half of one: the bytes go to a temporary file
/// beside the target, which is then renamed over it.
public enum AtomicFile {
    /// Writes `bytes` to `url`, creating folders as needed.
    public static func write(_ bytes: some Collection<UInt8>, to url: URL) throws(ReferenceError) {
        let fm = FileManager.default
        let dir = url.deletingLastPathComponent()
        do {
            try fm.createDirectory(at: dir, withIntermediateDirectories: true)
        } catch {
            throw .unwritable(path: dir.path, reason: error.localizedDescription)
        }
        let temp = dir.appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString).tmp")
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
