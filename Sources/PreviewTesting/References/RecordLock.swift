import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The right to write into a reference folder: an exclusive `flock` on the folder itself, so
/// two `record` runs on the same `Snapshots/` take turns, and a holder that is killed (even by
/// SIGKILL) leaves nothing stale: the kernel drops the lock with the process. No lock file is
/// left behind to commit.
///
/// Who holds it is noted in the staging folder (`ReferenceStore.stagingFolder`), so a second
/// run can say whom it waits for.
public final class RecordLock: @unchecked Sendable {
    private var fd: Int32
    public let folder: URL

    private init(fd: Int32, folder: URL) {
        self.fd = fd
        self.folder = folder
    }

    deinit { unlock() }

    /// Takes the lock on `store`'s root (creating the folder if needed), waiting while another
    /// process holds it; `waiting` hears once whom it waits for. `what` describes this holder
    /// (`previews record`).
    public static func acquire(
        _ store: ReferenceStore, what: String, waiting: (String) -> Void = { _ in }
    ) throws(ReferenceError) -> RecordLock {
        let root = store.root
        do {
            try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        } catch {
            throw .unwritable(path: root.path, reason: error.localizedDescription)
        }
        let fd = open(root.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard fd >= 0 else { throw .unwritable(path: root.path, reason: String(cString: strerror(errno))) }
        if flock(fd, LOCK_EX | LOCK_NB) != 0 {
            guard errno == EWOULDBLOCK else {
                let reason = String(cString: strerror(errno))
                close(fd)
                throw .unwritable(path: root.path, reason: "cannot lock it: \(reason)")
            }
            let holder = (try? String(contentsOf: store.stagingFolder.appendingPathComponent(holderFile), encoding: .utf8))?
                .trimmingCharacters(in: .whitespacesAndNewlines)
            waiting("waiting for \(holder.map { "\($0), which is" } ?? "another process that is") writing into \(root.path)…")
            while flock(fd, LOCK_EX) != 0 {
                guard errno == EINTR else {
                    let reason = String(cString: strerror(errno))
                    close(fd)
                    throw .unwritable(path: root.path, reason: "cannot lock it: \(reason)")
                }
            }
        }
        let lock = RecordLock(fd: fd, folder: root)
        // Ours now: what a killed holder left half-written goes, and we say who we are.
        store.sweepStaging()
        try store.prepareStaging()
        let note = "\(what) (process \(getpid()))\n"
        try? AtomicFile.write(Array(note.utf8), to: store.stagingFolder.appendingPathComponent(holderFile),
                              temporaryFolder: store.stagingFolder)
        return lock
    }

    /// Gives the lock up (also when the process ends, however it ends).
    public func unlock() {
        guard fd >= 0 else { return }
        close(fd)
        fd = -1
    }

    static let holderFile = "holder"
}
