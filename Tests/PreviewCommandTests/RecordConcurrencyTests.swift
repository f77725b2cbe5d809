import Foundation
import PreviewTesting
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// `record` as CI and people really run it: two at once on the same Snapshots/, a holder
/// killed with SIGKILL, and 200 runs killed at random moments. Every reference is always the
/// old file or the new one, the indexes are whole JSON, and nothing `git add -A` would take is
/// left behind. These run the `previews` tool built beside the tests, as separate processes.
@Suite(.serialized) struct RecordConcurrencyTests {
    static var tool: String? { CanvasActionTests.tool }

    /// A started `previews` process and everything it printed.
    final class Run: @unchecked Sendable {
        let process = Process()
        private let lock = NSLock()
        private var data = Data()
        var text: String { lock.lock(); defer { lock.unlock() }; return String(decoding: data, as: UTF8.self) }

        init(_ arguments: [String], tool: String) throws {
            process.executableURL = URL(fileURLWithPath: tool)
            process.arguments = arguments
            process.currentDirectoryURL = FileManager.default.temporaryDirectory
            let pipe = Pipe()
            process.standardOutput = pipe
            process.standardError = pipe
            pipe.fileHandleForReading.readabilityHandler = { [weak self] handle in
                let chunk = handle.availableData
                guard let self, !chunk.isEmpty else { return }
                self.lock.lock(); self.data.append(chunk); self.lock.unlock()
            }
            try process.run()
        }

        @discardableResult
        func wait() -> Int32 {
            process.waitUntilExit()
            Thread.sleep(forTimeInterval: 0.02)  // the last output
            return process.terminationStatus
        }
    }

    /// Every file under `folder` (relative paths) with its bytes.
    static func files(_ folder: URL) -> [String: Data] {
        var out: [String: Data] = [:]
        guard let walker = FileManager.default.enumerator(atPath: folder.path) else { return out }
        for case let name as String in walker {
            let url = folder.appendingPathComponent(name)
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), !isFolder.boolValue {
                out[name] = (try? Data(contentsOf: url)) ?? Data()
            }
        }
        return out
    }

    @Test("a second record waits for the first and says whom for; then it writes")
    func secondRecordWaits() throws {
        let tool = try #require(Self.tool, "the previews tool is built with the tests")
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let snapshots = folder.appendingPathComponent("Snapshots")
        // This test holds the lock, as a first record would.
        let held = try RecordLock.acquire(ReferenceStore(root: snapshots), what: "the first record")
        let second = try Run(["record", "collapse-indicator", "--snapshots", snapshots.path], tool: tool)
        let end = Date().addingTimeInterval(30)
        while !second.text.contains("waiting for") && second.process.isRunning && Date() < end { Thread.sleep(forTimeInterval: 0.05) }
        #expect(second.text.contains("waiting for the first record (process \(getpid())), which is writing into \(snapshots.path)"),
                "\(second.text)")
        Thread.sleep(forTimeInterval: 0.5)
        #expect(second.process.isRunning, "it waits")
        #expect(!FileManager.default.fileExists(atPath: snapshots.appendingPathComponent("collapse-indicator").path), "nothing written yet")
        held.unlock()
        #expect(second.wait() == 0, "\(second.text)")
        #expect(Self.files(snapshots).keys.filter { $0.hasPrefix("collapse-indicator/") }.count == 14)
        #expect(!FileManager.default.fileExists(atPath: snapshots.appendingPathComponent(".proofsheet-staging").path))
    }

    @Test("a holder killed with SIGKILL leaves no stale lock; two records at once both finish and agree")
    func killedHolderAndTwoAtOnce() throws {
        let tool = try #require(Self.tool, "the previews tool is built with the tests")
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let snapshots = folder.appendingPathComponent("Snapshots")
        try FileManager.default.createDirectory(at: snapshots, withIntermediateDirectories: true)
        // A holder that dies without a word: the kernel frees its lock.
        let holder = Process()
        holder.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        holder.arguments = ["python3", "-c", """
            import fcntl, os, sys, time
            fd = os.open(sys.argv[1], os.O_RDONLY)
            fcntl.flock(fd, fcntl.LOCK_EX)
            print("locked", flush=True)
            time.sleep(60)
            """, snapshots.path]
        let out = Pipe()
        holder.standardOutput = out
        try holder.run()
        #expect(String(decoding: out.fileHandleForReading.availableData, as: UTF8.self).contains("locked"))
        kill(holder.processIdentifier, SIGKILL)
        holder.waitUntilExit()
        let after = try Run(["record", "collapse-indicator", "--snapshots", snapshots.path], tool: tool)
        #expect(after.wait() == 0, "\(after.text)")
        #expect(!after.text.contains("waiting for"), "the dead holder's lock is gone: \(after.text)")
        let recorded = Self.files(snapshots)

        // Two at once, every file rewritten by both: each waits its turn, both succeed, and the
        // folder is what one record alone makes.
        let a = try Run(["record", "collapse-indicator", "--all", "--snapshots", snapshots.path], tool: tool)
        let b = try Run(["record", "collapse-indicator", "--all", "--snapshots", snapshots.path], tool: tool)
        #expect(a.wait() == 0, "\(a.text)")
        #expect(b.wait() == 0, "\(b.text)")
        #expect(Self.files(snapshots) == recorded)
        let check = try Run(["check", "collapse-indicator", "--snapshots", snapshots.path], tool: tool)
        #expect(check.wait() == 0, "\(check.text)")
    }

    /// What `git add -A` would take in `folder` (nil when git is not installed).
    static func gitWouldAdd(_ folder: URL) -> [String]? {
        guard let git = ["/usr/bin/git", "/usr/local/bin/git"].first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else { return nil }
        func run(_ args: [String]) -> String {
            let p = Process()
            p.executableURL = URL(fileURLWithPath: git)
            p.arguments = ["-C", folder.path] + args
            let pipe = Pipe()
            p.standardOutput = pipe
            p.standardError = FileHandle.nullDevice
            try? p.run()
            let text = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            p.waitUntilExit()
            return text
        }
        if !FileManager.default.fileExists(atPath: folder.appendingPathComponent(".git").path) { _ = run(["init", "-q"]) }
        return run(["add", "-A", "--dry-run"]).split(separator: "\n").map {
            String($0).replacingOccurrences(of: "add '", with: "").replacingOccurrences(of: "'", with: "")
        }
    }

    /// 200 rounds take over a minute on 2 cores: `.ci/run` runs them all as a step of their own
    /// (`PROOFSHEET_KILL_ROUNDS=200`); `swift test` alone runs 30.
    static let rounds = ProcessInfo.processInfo.environment["PROOFSHEET_KILL_ROUNDS"].flatMap(Int.init) ?? 30

    @Test("record killed with SIGKILL at random moments, 200 times (30 in swift test): every reference old or new, indexes whole, nothing stray")
    func killLoop() throws {
        let tool = try #require(Self.tool, "the previews tool is built with the tests")
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let snapshots = folder.appendingPathComponent("Snapshots")
        let arguments = ["record", "collapse-indicator", "--snapshots", snapshots.path]
        // The new files: what a whole record writes, and how long it takes.
        let started = Date()
        let clean = try Run(arguments, tool: tool)
        try #require(clean.wait() == 0, "\(clean.text)")
        let duration = Date().timeIntervalSince(started)
        let new = Self.files(snapshots).filter { $0.key.hasPrefix("collapse-indicator/") }
        try #require(new.count == 14)
        // The old files: valid references of other snapshots (light and dark swapped), so a
        // record has every file to write again.
        var old: [String: Data] = [:]
        for (path, _) in new {
            let swapped = path.contains("-light@") ? path.replacingOccurrences(of: "-light@", with: "-dark@")
                                                   : path.replacingOccurrences(of: "-dark@", with: "-light@")
            old[path] = new[swapped] ?? new[path]
        }
        try #require(old.filter { new[$0.key] != $0.value }.count >= 8, "light and dark differ (their VoiceOver text may not)")
        func seed() throws {
            for (path, data) in old { try data.write(to: snapshots.appendingPathComponent(path)) }
        }
        var generator = SystemRandomNumberGenerator()
        var killedWhileWriting = 0
        for round in 0..<Self.rounds {
            try seed()
            let run = try Run(arguments, tool: tool)
            // A third of the kills anywhere in the run, a third near its end, and a third just
            // after it says it wrote its k-th file (so they land among the writes).
            switch round % 3 {
            case 0: Thread.sleep(forTimeInterval: Double.random(in: 0...(duration * 1.1), using: &generator))
            case 1: Thread.sleep(forTimeInterval: Double.random(in: (duration * 0.6)...(duration * 1.05), using: &generator))
            default:
                let k = Int.random(in: 1...12, using: &generator)
                let end = Date().addingTimeInterval(duration * 3 + 5)
                while run.text.components(separatedBy: "recorded collapse-indicator/").count - 1 < k,
                      run.process.isRunning, Date() < end {
                    usleep(200)
                }
            }
            kill(run.process.processIdentifier, SIGKILL)
            run.wait()
            let now = Self.files(snapshots)
            var changed = 0
            for (path, data) in now {
                if path.hasPrefix(".proofsheet-staging/") { continue }
                if path == "hashes.json" || path == "renderer.json" {
                    #expect((try? JSONSerialization.jsonObject(with: data)) != nil, "round \(round): \(path) is not whole JSON")
                    continue
                }
                guard let was = old[path], let will = new[path] else {
                    Issue.record("round \(round): a stray file \(path)")
                    continue
                }
                #expect(data == was || data == will, "round \(round): \(path) is neither the old file nor the new one")
                if data == will && was != will { changed += 1 }
            }
            #expect(Set(now.keys.filter { !$0.hasPrefix(".proofsheet-staging/") && $0.hasSuffix(".json") == false }) == Set(new.keys),
                    "round \(round): a reference went missing")
            if changed > 0 && changed < old.filter({ new[$0.key] != $0.value }).count { killedWhileWriting += 1 }
            // Whatever a killed run left is where Git does not look.
            if let adds = Self.gitWouldAdd(folder) {
                #expect(adds.allSatisfy { !$0.contains(".proofsheet-staging") && !$0.hasSuffix(".tmp") }, "round \(round): git would add \(adds)")
            }
        }
        // Some kills landed between two writes (else the loop proved little); the exact count varies.
        #expect(killedWhileWriting > 0, "no kill landed while files were being written")
        // A record that is let finish sweeps the leftovers and the references check.
        let finish = try Run(arguments, tool: tool)
        #expect(finish.wait() == 0, "\(finish.text)")
        #expect(!FileManager.default.fileExists(atPath: snapshots.appendingPathComponent(".proofsheet-staging").path))
        #expect(Self.files(snapshots).filter { $0.key.hasPrefix("collapse-indicator/") } == new)
        let check = try Run(["check", "collapse-indicator", "--snapshots", snapshots.path], tool: tool)
        #expect(check.wait() == 0, "\(check.text)")
    }
}
