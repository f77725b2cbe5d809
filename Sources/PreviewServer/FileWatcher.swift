import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Watches folders (and every folder under them) for files written, created, moved or
/// deleted, through Linux's inotify; when inotify cannot be used (its limits reached, or no
/// inotify), it polls modification times instead and says why. Changes are reported in
/// batches, once the folders have been quiet for `quiet` seconds, so a save that writes a
/// file in steps is one change.
public final class FileWatcher: @unchecked Sendable {
    /// How the watcher learns of changes.
    public enum Mode: Sendable, Equatable {
        case inotify
        /// Polling, with the reason inotify could not be used.
        case polling(String)
    }

    public private(set) var mode: Mode = .inotify
    private let roots: [URL]
    private let quiet: TimeInterval
    private let onChange: @Sendable ([String]) -> Void
    private let lock = NSLock()
    private var pending = Set<String>()
    private var lastEvent = Date.distantPast
    private var running = true
    private var inotifyFD: Int32 = -1
    private var watches: [Int32: String] = [:]
    private var threads: [Thread] = []
    /// Names of files and folders that never count (build products, editors' swap files).
    static let ignored: [String] = [".build", ".git", ".swiftpm", "DerivedData"]

    /// Starts watching `roots` (folders that do not exist are skipped).
    public init(roots: [URL], quiet: TimeInterval = 0.05, onChange: @escaping @Sendable ([String]) -> Void) {
        self.roots = roots.filter { FileManager.default.fileExists(atPath: $0.path) }
        self.quiet = quiet
        self.onChange = onChange
        if let reason = startInotify() {
            mode = .polling(reason)
            startPolling()
        }
        startFlusher()
    }

    public func stop() {
        lock.lock()
        running = false
        let fd = inotifyFD
        inotifyFD = -1
        lock.unlock()
        if fd >= 0 { close(fd) }
    }

    deinit { stop() }

    private var isRunning: Bool {
        lock.lock()
        defer { lock.unlock() }
        return running
    }

    private func note(_ path: String) {
        let name = (path as NSString).lastPathComponent
        if name.hasPrefix(".") || name.hasSuffix("~") || name.hasSuffix(".swp") { return }
        // Only the part under the watched folder counts (the folder itself may be inside a
        // `.build`, as a package built in a scratch folder is).
        let root = roots.map(\.path).filter { path.hasPrefix($0 + "/") || path == $0 }.max { $0.count < $1.count } ?? ""
        let inside = path.dropFirst(root.count).split(separator: "/")
        if inside.contains(where: { Self.ignored.contains(String($0)) || $0.hasPrefix(".") }) { return }
        lock.lock()
        pending.insert(path)
        lastEvent = Date()
        lock.unlock()
    }

    /// Hands the pending changes on once the folders have been quiet long enough.
    private func startFlusher() {
        let t = Thread { [weak self] in
            while let self, self.isRunning {
                Thread.sleep(forTimeInterval: min(self.quiet / 3, 0.02))
                self.lock.lock()
                let ready = !self.pending.isEmpty && Date().timeIntervalSince(self.lastEvent) >= self.quiet
                let batch = ready ? self.pending.sorted() : []
                if ready { self.pending.removeAll() }
                self.lock.unlock()
                if ready { self.onChange(batch) }
            }
        }
        t.start()
        threads.append(t)
    }

    // MARK: inotify

    /// Nil when inotify watches every folder; else why it cannot.
    private func startInotify() -> String? {
        let fd = inotify_init1(Int32(IN_CLOEXEC))
        guard fd >= 0 else { return "inotify_init1 failed (errno \(errno)): too many inotify instances (fs.inotify.max_user_instances)" }
        inotifyFD = fd
        for root in roots {
            if let problem = addWatches(under: root.path) {
                close(fd)
                inotifyFD = -1
                watches = [:]
                return problem
            }
        }
        let t = Thread { [weak self] in self?.readEvents(fd) }
        t.start()
        threads.append(t)
        return nil
    }

    /// Watches `folder` and the folders inside it. `found` is told of every file already
    /// there: for a folder made while watching, files can arrive before its watch does.
    private func addWatches(under folder: String, found: ((String) -> Void)? = nil) -> String? {
        let mask = UInt32(IN_CLOSE_WRITE | IN_CREATE | IN_DELETE | IN_MOVED_FROM | IN_MOVED_TO | IN_DELETE_SELF)
        let wd = inotify_add_watch(inotifyFD, folder, mask)
        if wd < 0 {
            if errno == ENOSPC {
                return "the inotify watch limit is reached (fs.inotify.max_user_watches); raise it with `sudo sysctl fs.inotify.max_user_watches=524288`"
            }
            return nil  // A folder that went away, or one we may not read: nothing to watch there.
        }
        watches[wd] = folder
        let items = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        for item in items.sorted() where !item.hasPrefix(".") && !Self.ignored.contains(item) {
            let path = folder + "/" + item
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { continue }
            if isFolder.boolValue, (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) == nil {
                if let problem = addWatches(under: path, found: found) { return problem }
            } else if !isFolder.boolValue {
                found?(path)
            }
        }
        return nil
    }

    private func readEvents(_ fd: Int32) {
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        let header = MemoryLayout<inotify_event>.size
        while isRunning {
            var poller = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            let ready = poll(&poller, 1, 100)
            if ready <= 0 { continue }
            let n = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if n <= 0 { break }
            var offset = 0
            while offset + header <= n {
                let (wd, mask, length) = buffer.withUnsafeBytes { raw -> (Int32, UInt32, Int) in
                    let event = raw.loadUnaligned(fromByteOffset: offset, as: inotify_event.self)
                    return (event.wd, event.mask, Int(event.len))
                }
                let nameBytes = buffer[(offset + header)..<min(offset + header + length, n)].prefix { $0 != 0 }
                let name = String(decoding: nameBytes, as: UTF8.self)
                offset += header + length
                lock.lock()
                let folder = watches[wd]
                lock.unlock()
                guard let folder else { continue }
                let path = name.isEmpty ? folder : folder + "/" + name
                if mask & UInt32(IN_ISDIR) != 0, mask & UInt32(IN_CREATE | IN_MOVED_TO) != 0 {
                    var already: [String] = []
                    lock.lock()
                    _ = addWatches(under: path) { already.append($0) }
                    lock.unlock()
                    already.forEach(note)
                }
                note(path)
            }
        }
    }

    // MARK: Polling

    private func startPolling() {
        let t = Thread { [weak self] in
            var known = self?.snapshot() ?? [:]
            while let self, self.isRunning {
                Thread.sleep(forTimeInterval: 0.5)
                let now = self.snapshot()
                for (path, date) in now where known[path] != date { self.note(path) }
                for path in known.keys where now[path] == nil { self.note(path) }
                known = now
            }
        }
        t.start()
        threads.append(t)
    }

    /// Every file under the roots with its modification time.
    private func snapshot() -> [String: Date] {
        var out: [String: Date] = [:]
        for root in roots {
            guard let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.contentModificationDateKey],
                                                              options: [.skipsHiddenFiles]) else { continue }
            for case let url as URL in walker {
                if Self.ignored.contains(url.lastPathComponent) { walker.skipDescendants(); continue }
                out[url.path] = (try? url.resourceValues(forKeys: [.contentModificationDateKey]))?.contentModificationDate ?? .distantPast
            }
        }
        return out
    }

    /// A watcher that polls whatever inotify could do (for tests of the fallback).
    package static func polling(roots: [URL], quiet: TimeInterval = 0.15, onChange: @escaping @Sendable ([String]) -> Void) -> FileWatcher {
        FileWatcher(roots: roots, quiet: quiet, forcePolling: "asked for", onChange: onChange)
    }

    private init(roots: [URL], quiet: TimeInterval, forcePolling reason: String, onChange: @escaping @Sendable ([String]) -> Void) {
        self.roots = roots
        self.quiet = quiet
        self.onChange = onChange
        mode = .polling(reason)
        startPolling()
        startFlusher()
    }
}
