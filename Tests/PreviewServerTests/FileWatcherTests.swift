import Foundation
@testable import PreviewServer
import Testing

/// The file watcher: a save is one batch of changes, new folders are watched too, build
/// products are not, and polling stands in when inotify cannot be used.
@Suite("File watcher")
struct FileWatcherTests {
    final class Batches: @unchecked Sendable {
        let lock = NSLock()
        var all: [[String]] = []
        func add(_ b: [String]) { lock.lock(); all.append(b); lock.unlock() }
        var flat: [String] { lock.lock(); defer { lock.unlock() }; return all.flatMap { $0 } }
        var count: Int { lock.lock(); defer { lock.unlock() }; return all.count }
    }

    static func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("proofsheet-watch-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url.appendingPathComponent("Sources/UI"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: url.appendingPathComponent(".build"), withIntermediateDirectories: true)
        return url
    }

    /// Waits until `condition` holds, for at most `seconds`: long enough for a watcher thread that
    /// the full suite starves of the CPU (this test took 55 s of wall time in one such run).
    static func wait(for condition: () -> Bool, seconds: Double = 30) {
        let end = Date().addingTimeInterval(seconds)
        while !condition() && Date() < end { Thread.sleep(forTimeInterval: 0.02) }
    }

    @Test("inotify: a save in a nested folder, and a file in a folder made after the start, each arrive; .build is ignored")
    func inotify() throws {
        let root = try Self.folder()
        defer { try? FileManager.default.removeItem(at: root) }
        let batches = Batches()
        let watcher = FileWatcher(roots: [root.appendingPathComponent("Sources")], onChange: batches.add)
        defer { watcher.stop() }
        #expect(watcher.mode == .inotify)
        let file = root.appendingPathComponent("Sources/UI/Badge.swift")
        // Written in steps, as editors save: one batch.
        try "struct A {}".write(to: file, atomically: false, encoding: .utf8)
        try "struct A { var b = 1 }".write(to: file, atomically: false, encoding: .utf8)
        Self.wait { batches.count >= 1 }
        #expect(batches.count == 1 && batches.flat.contains(file.path))
        try FileManager.default.createDirectory(at: root.appendingPathComponent("Sources/UI/New"), withIntermediateDirectories: true)
        Thread.sleep(forTimeInterval: 0.3)
        let nested = root.appendingPathComponent("Sources/UI/New/Card.swift")
        try "struct C {}".write(to: nested, atomically: true, encoding: .utf8)
        Self.wait { batches.flat.contains(nested.path) }
        #expect(batches.flat.contains(nested.path))
        // A folder whose files are there before its watch (moved in whole, as a checkout or
        // an unzip makes them faster than a watch is added): its files still arrive.
        let outside = root.appendingPathComponent("Elsewhere/Made")
        try FileManager.default.createDirectory(at: outside.appendingPathComponent("Now"), withIntermediateDirectories: true)
        try "struct R {}".write(to: outside.appendingPathComponent("Now/Row.swift"), atomically: false, encoding: .utf8)
        try FileManager.default.moveItem(at: outside, to: root.appendingPathComponent("Sources/UI/Made"))
        let deep = root.appendingPathComponent("Sources/UI/Made/Now/Row.swift")
        Self.wait { batches.flat.contains(deep.path) }
        #expect(batches.flat.contains(deep.path))
        #expect(!batches.flat.contains { $0.contains("/.build") })
    }

    @Test("a watched folder inside a .build folder (a package built in a scratch folder) still reports")
    func rootInsideBuildFolder() throws {
        let root = try Self.folder()
        defer { try? FileManager.default.removeItem(at: root) }
        let inner = root.appendingPathComponent(".build/fixtures/Package/Sources")
        try FileManager.default.createDirectory(at: inner, withIntermediateDirectories: true)
        let batches = Batches()
        let watcher = FileWatcher(roots: [inner], onChange: batches.add)
        defer { watcher.stop() }
        let file = inner.appendingPathComponent("Badge.swift")
        try "struct A {}".write(to: file, atomically: true, encoding: .utf8)
        Self.wait { batches.flat.contains(file.path) }
        #expect(batches.flat.contains(file.path))
    }

    @Test("polling stands in for inotify, and sees writes and deletions")
    func polling() throws {
        let root = try Self.folder()
        defer { try? FileManager.default.removeItem(at: root) }
        let file = root.appendingPathComponent("Sources/UI/Badge.swift")
        try "struct A {}".write(to: file, atomically: true, encoding: .utf8)
        let batches = Batches()
        let watcher = FileWatcher.polling(roots: [root.appendingPathComponent("Sources")], onChange: batches.add)
        defer { watcher.stop() }
        #expect(watcher.mode == .polling("asked for"))
        Thread.sleep(forTimeInterval: 0.7)
        try FileManager.default.removeItem(at: file)
        Self.wait { batches.flat.contains(file.path) }
        #expect(batches.flat.contains(file.path))
    }
}
