import Foundation
@testable import PreviewServer
import Testing

/// The rebuild loop with stand-in commands: what it reports for a failed build, a render that
/// changes some images, a render that crashes, and a second change during a build.
@Suite("Rebuild loop")
struct RebuildLoopTests {
    final class Events: @unchecked Sendable {
        let lock = NSLock()
        var all: [RebuildLoop.Event] = []
        func add(_ e: RebuildLoop.Event) { lock.lock(); all.append(e); lock.unlock() }
        var list: [RebuildLoop.Event] { lock.lock(); defer { lock.unlock() }; return all }
    }

    static func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("proofsheet-loop-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url.appendingPathComponent("img"), withIntermediateDirectories: true)
        return url
    }

    static func waitFor(_ events: Events, count: Int, seconds: Double = 10) {
        let end = Date().addingTimeInterval(seconds)
        while events.list.filter({ $0 != .building }).count < count && Date() < end { Thread.sleep(forTimeInterval: 0.02) }
    }

    @Test("the compiler's errors, each with its file, line and column")
    func diagnostics() {
        let output = """
            Building for debugging...
            /pkg/Sources/UI/Badge.swift:12:5: error: cannot find 'colr' in scope
            /pkg/Sources/UI/Badge.swift:12:5: error: cannot find 'colr' in scope
            /pkg/Sources/UI/Badge.swift:3:1: warning: unused
            error: emit-module command failed with exit code 1 (use -v to see invocation)
            error: fatalError
            """
        #expect(BuildDiagnostic.errors(in: output) == [
            BuildDiagnostic(file: "/pkg/Sources/UI/Badge.swift", line: 12, column: 5, severity: "error", message: "cannot find 'colr' in scope"),
            BuildDiagnostic(file: nil, line: nil, column: nil, severity: "error", message: "fatalError"),
        ])
    }

    @Test("a failed build says its errors; a good one renders and names only the images that changed")
    func buildAndRender() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let flag = folder.appendingPathComponent("broken").path
        let events = Events()
        let loop = RebuildLoop(commands: .init(
            folder: folder,
            build: ["/bin/sh", "-c", "if [ -e \(flag) ]; then echo '/p/Badge.swift:2:9: error: expected expression'; exit 1; fi"],
            render: ["/bin/sh", "-c", "printf \"$(cat colour 2>/dev/null)\" > img/badge.png; printf same > img/other.png"],
            images: folder.appendingPathComponent("img")), onEvent: events.add)
        FileManager.default.createFile(atPath: flag, contents: nil)
        loop.changed()
        Self.waitFor(events, count: 1)
        #expect(events.list.last == .buildFailed([BuildDiagnostic(file: "/p/Badge.swift", line: 2, column: 9, severity: "error", message: "expected expression")]))
        try FileManager.default.removeItem(atPath: flag)
        try "red".write(to: folder.appendingPathComponent("colour"), atomically: true, encoding: .utf8)
        loop.changed()
        Self.waitFor(events, count: 2)
        guard case .rendered(let changed, _, _) = events.list.last else { Issue.record("\(events.list)"); return }
        #expect(changed == ["badge.png", "other.png"])
        try "blue".write(to: folder.appendingPathComponent("colour"), atomically: true, encoding: .utf8)
        loop.changed()
        Self.waitFor(events, count: 3)
        guard case .rendered(let second, _, _) = events.list.last else { Issue.record("\(events.list)"); return }
        #expect(second == ["badge.png"])
    }

    @Test("a render that crashes is reported and the loop goes on")
    func crash() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let events = Events()
        let loop = RebuildLoop(commands: .init(folder: folder, build: ["/bin/true"], render: ["/bin/sh", "-c", "echo 'Fatal error: boom'; kill -SEGV $$"],
                                               images: folder.appendingPathComponent("img")), onEvent: events.add)
        loop.changed()
        Self.waitFor(events, count: 1)
        guard case .renderFailed(let why) = events.list.last else { Issue.record("\(events.list)"); return }
        #expect(why.contains("Fatal error: boom"))
    }

    @Test("a change during a build stops it and builds again: one render, for the last change")
    func restart() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let events = Events()
        let loop = RebuildLoop(commands: .init(folder: folder, build: ["/bin/sh", "-c", "sleep 1"], render: ["/bin/true"],
                                               images: folder.appendingPathComponent("img")), onEvent: events.add)
        loop.changed()
        Thread.sleep(forTimeInterval: 0.3)
        loop.changed()
        Self.waitFor(events, count: 1, seconds: 5)
        Thread.sleep(forTimeInterval: 1.5)
        let done = events.list.filter { if case .rendered = $0 { true } else { false } }
        #expect(done.count == 1)
        #expect(!events.list.contains { if case .buildFailed = $0 { true } else { false } })
    }

    @Test("the saved files go to the render, whose early pictures are announced first and not again")
    func early() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let events = Events()
        // The render writes the saved files' picture, says so, then writes the rest.
        let script = """
            echo "$2" > saved; printf "$(cat colour)" > img/card.png; echo "early: card.png"; echo "early: missing.png ../x.png"
            sleep 0.2; printf "$(cat colour)" > img/other.png
            """
        let loop = RebuildLoop(commands: .init(folder: folder, build: ["/bin/sh", "-c", "sleep 0.3"], render: ["/bin/sh", "-c", script, "sh"],
                                               images: folder.appendingPathComponent("img"), first: "--first"),
                               onEvent: events.add)
        try "red".write(to: folder.appendingPathComponent("colour"), atomically: true, encoding: .utf8)
        loop.changed(["/p/Sources/UI/Card.swift", "/p/Sources/UI/Badge.swift"])
        Thread.sleep(forTimeInterval: 0.1)
        loop.changed(["/p/Sources/UI/Card.swift"])  // during the first build, which starts again
        Self.waitFor(events, count: 2)
        let list = events.list.filter { $0 != .building }
        guard list.count == 2, case .drawnFirst(let first, _, _) = list[0], case .rendered(let rest, _, _) = list[1] else {
            Issue.record("\(events.list)"); return
        }
        #expect(first == ["card.png"], "only pictures that exist and changed, never outside the folder")
        #expect(rest == ["other.png"], "an announced picture is not announced again")
        #expect(try String(contentsOf: folder.appendingPathComponent("saved"), encoding: .utf8)
                == "/p/Sources/UI/Badge.swift,/p/Sources/UI/Card.swift\n", "every file saved since the last render, once each")
        // The next render without a save in between is given no files.
        loop.changed()
        Self.waitFor(events, count: 3)
        #expect(try String(contentsOf: folder.appendingPathComponent("saved"), encoding: .utf8) == "\n")
        #expect(events.list.filter { if case .drawnFirst = $0 { true } else { false } }.count == 1, "\(events.list)")
    }
}
