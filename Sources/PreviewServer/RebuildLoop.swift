import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// One compiler message: where, how bad, what it says.
public struct BuildDiagnostic: Sendable, Hashable, Codable {
    public let file: String?
    public let line: Int?
    public let column: Int?
    public let severity: String
    public let message: String

    /// The errors in a build's output: `File.swift:12:5: error: …` lines (and `error: …` lines
    /// without a place, as the linker and the package manager write them), each once.
    public static func errors(in output: String) -> [BuildDiagnostic] {
        var out: [BuildDiagnostic] = []
        for raw in output.split(separator: "\n") {
            let line = String(raw)
            if let d = located(line), !out.contains(d) { out.append(d); continue }
            // SwiftPM's own line about the compiler command that failed says nothing more.
            if line.hasPrefix("error: "), line.contains(" command failed with exit code") { continue }
            if line.hasPrefix("error: ") {
                let d = BuildDiagnostic(file: nil, line: nil, column: nil, severity: "error", message: String(line.dropFirst(7)))
                if !out.contains(d) { out.append(d) }
            }
        }
        return out
    }

    private static func located(_ line: String) -> BuildDiagnostic? {
        guard let marker = line.range(of: ": error: ") else { return nil }
        let place = line[..<marker.lowerBound].split(separator: ":", omittingEmptySubsequences: false)
        guard place.count >= 3, let l = Int(place[place.count - 2]), let c = Int(place[place.count - 1]) else { return nil }
        let file = place.dropLast(2).joined(separator: ":")
        return BuildDiagnostic(file: file, line: l, column: c, severity: "error", message: String(line[marker.upperBound...]))
    }
}

/// Rebuilds the user's tool when its sources change and draws the previews again with the new
/// build, each in a child process: a compiler error, a crash or a `fatalError` in the user's
/// code ends the child, never the server. A change while a build runs stops that build and
/// starts again; pictures that did not change are not reported.
public final class RebuildLoop: @unchecked Sendable {
    /// What the loop runs: the build, then the render (both with their arguments), in `folder`.
    public struct Commands: Sendable {
        public var folder: URL
        public var build: [String]
        public var render: [String]
        /// The folder of the images the render writes, compared before and after.
        public var images: URL
        /// The render's option that takes the files saved since the last render (comma-separated),
        /// so that it draws their previews first: it then prints a line `early: PATH PATH…` (under
        /// `images`) of the new pictures it has already put in place, and they are announced at once.
        public var first: String?

        public init(folder: URL, build: [String], render: [String], images: URL, first: String? = nil) {
            self.folder = folder
            self.build = build
            self.render = render
            self.images = images
            self.first = first
        }
    }

    public enum Event: Sendable, Equatable {
        case building
        case buildFailed([BuildDiagnostic])
        /// The render after a good build: the images that changed (paths under `images`), and
        /// how long the build and the render took, in seconds.
        case rendered(changed: [String], build: Double, render: Double)
        /// The saved files' previews, drawn before the rest and already in place: the images
        /// that changed, the build's time and the render's so far. `rendered` follows with the
        /// others.
        case drawnFirst(changed: [String], build: Double, render: Double)
        case renderFailed(String)
    }

    private let commands: Commands
    private let onEvent: @Sendable (Event) -> Void
    private let queue = DispatchQueue(label: "proofsheet.rebuild")
    private let lock = NSLock()
    private var generation = 0
    private var running: Process?
    /// Files saved since the last render started.
    private var saved: Set<String> = []

    public init(commands: Commands, onEvent: @escaping @Sendable (Event) -> Void) {
        self.commands = commands
        self.onEvent = onEvent
    }

    /// Files changed: build again (stopping a build that is running). `paths` are the files
    /// saved; they are kept until a render has had them.
    public func changed(_ paths: [String] = []) {
        lock.lock()
        saved.formUnion(paths)
        generation += 1
        let mine = generation
        let stale = running
        lock.unlock()
        stale?.terminate()
        queue.async { [self] in cycle(mine) }
    }

    private func isCurrent(_ g: Int) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        return g == generation
    }

    private func cycle(_ g: Int) {
        guard isCurrent(g) else { return }
        onEvent(.building)
        let buildStart = Date()
        guard let (status, output) = run(commands.build, generation: g) else { return }
        guard isCurrent(g) else { return }
        let buildTime = Date().timeIntervalSince(buildStart)
        guard status == 0 else {
            var errors = BuildDiagnostic.errors(in: output)
            if errors.isEmpty {
                errors = [BuildDiagnostic(file: nil, line: nil, column: nil, severity: "error",
                                          message: "the build failed (status \(status)): \(output.suffix(400))")]
            }
            onEvent(.buildFailed(errors))
            return
        }
        let before = hashes()
        let renderStart = Date()
        var render = commands.render
        lock.lock()
        if let first = commands.first, !saved.isEmpty { render += [first, saved.sorted().joined(separator: ",")] }
        saved = []
        lock.unlock()
        var announced: [String: Int] = [:]
        guard let (renderStatus, renderOutput) = run(render, generation: g, onLine: { [self] line in
            guard line.hasPrefix("early: ") else { return }
            var changed: [String] = []
            for path in line.dropFirst(7).split(separator: " ").map(String.init) where !path.contains("..") {
                guard let hash = hash(of: commands.images.appendingPathComponent(path)), hash != before[path] else { continue }
                announced[path] = hash
                changed.append(path)
            }
            if !changed.isEmpty {
                onEvent(.drawnFirst(changed: changed.sorted(), build: buildTime, render: Date().timeIntervalSince(renderStart)))
            }
        }) else { return }
        let renderTime = Date().timeIntervalSince(renderStart)
        let after = hashes()
        // What was announced early is not announced again unless it changed since.
        let changed = Set(before.keys).union(after.keys).filter { before[$0] != after[$0] && announced[$0] != after[$0] }.sorted()
        if renderStatus != 0 && renderStatus != 1 {
            // 1 is "some snapshots could not be drawn" (they are shown as such); anything else
            // is the child dying: a crash or a fatalError in the user's code.
            onEvent(.renderFailed("drawing the previews stopped (status \(renderStatus)): \(renderOutput.suffix(600))"))
            return
        }
        onEvent(.rendered(changed: changed, build: buildTime, render: renderTime))
    }

    /// Runs a command to its end, with its output; nil when it could not start or was stopped
    /// for a newer change.
    private func run(_ command: [String], generation g: Int, onLine: ((String) -> Void)? = nil) -> (Int32, String)? {
        lock.lock()
        guard g == generation else { lock.unlock(); return nil }
        guard let child = ChildProcess.start(command, in: commands.folder) else {
            lock.unlock()
            onEvent(.renderFailed("cannot run \(command.joined(separator: " "))"))
            return nil
        }
        running = child.0
        lock.unlock()
        let (status, output) = ChildProcess.finish(child, onLine: onLine)
        lock.lock()
        if running === child.0 { running = nil }
        let current = g == generation
        lock.unlock()
        return current ? (status, output) : nil
    }

    /// Every image under `images` with a hash of its bytes. A file whose inode, size and
    /// modification time are those of the last look keeps its hash unread: the render links
    /// the pictures it did not draw again, so most are not read at all.
    private func hashes() -> [String: Int] {
        var out: [String: Int] = [:]
        var seen: [String: (stamp: FileStamp, hash: Int)] = [:]
        let base = commands.images.standardizedFileURL.path + "/"
        guard let walker = FileManager.default.enumerator(at: commands.images, includingPropertiesForKeys: nil) else { return out }
        for case let url as URL in walker where url.pathExtension == "png" || url.pathExtension == "svg" {
            let path = url.standardizedFileURL.path
            guard let stamp = FileStamp(path) else { continue }
            let key = path.replacingOccurrences(of: base, with: "")
            if let known = lastHashes[key], known.stamp == stamp {
                out[key] = known.hash
                seen[key] = known
                continue
            }
            guard let hash = hash(of: url) else { continue }
            out[key] = hash
            seen[key] = (stamp, hash)
        }
        lastHashes = seen
        return out
    }

    private func hash(of url: URL) -> Int? {
        guard let data = try? Data(contentsOf: url) else { return nil }
        var h = Hasher()
        h.combine(data)
        return h.finalize()
    }

    /// What was read last time, by path under `images` (only the loop's queue touches it).
    private var lastHashes: [String: (stamp: FileStamp, hash: Int)] = [:]
}

/// A file's identity and version as `stat` tells them.
struct FileStamp: Equatable {
    let device: UInt64
    let inode: UInt64
    let size: Int64
    let modified: Int64
    let modifiedNanoseconds: Int64
    let changed: Int64
    let changedNanoseconds: Int64

    init?(_ path: String) {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        device = UInt64(info.st_dev)
        inode = UInt64(info.st_ino)
        size = Int64(info.st_size)
        modified = Int64(info.st_mtim.tv_sec)
        modifiedNanoseconds = Int64(info.st_mtim.tv_nsec)
        changed = Int64(info.st_ctim.tv_sec)
        changedNanoseconds = Int64(info.st_ctim.tv_nsec)
    }
}
