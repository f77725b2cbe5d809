import Dispatch
import Foundation
import PreviewServer
#if canImport(Glibc)
import Glibc
#endif

/// `serve` as a developer uses it, on the catalogue (this package, debug build): a one-line
/// change saved in a component until its new picture is pushed to the page, split into the
/// `swift build` the server runs and the rest (watching, starting the render, drawing,
/// hashing, pushing); then clicks until their new frame is ready. The peer is the same
/// incremental `swift build` run by hand in the same session.
///
/// The benchmark edits `Sources/Components/CollapseIndicator/CollapseIndicator.swift` and puts
/// it back (a copy waits in `.build/benchmarks/` in case the run is killed, and the next run
/// restores it first).
enum ServeBenchmark {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    static let component = repository.appendingPathComponent("Sources/Components/CollapseIndicator/CollapseIndicator.swift")
    static let backup = repository.appendingPathComponent(".build/benchmarks/CollapseIndicator.swift.original")
    static let from = ".tint(.primary)"
    static let to = ".tint(.red)"

    static func run(arguments: [String]) throws {
        let runs = arguments.first.flatMap(Int.init) ?? 7
        try restoreIfKilled()
        let original = try String(contentsOf: component, encoding: .utf8)
        guard original.contains(from) else { throw Failure("\(component.path) no longer has \(from)") }
        try FileManager.default.createDirectory(at: backup.deletingLastPathComponent(), withIntermediateDirectories: true)
        try original.write(to: backup, atomically: true, encoding: .utf8)
        defer {
            try? original.write(to: component, atomically: true, encoding: .utf8)
            try? FileManager.default.removeItem(at: backup)
        }
        print("serve benchmark: the catalogue in debug, \(runs) saves and 20 clicks (\(ProcessInfo.processInfo.activeProcessorCount) cores)")

        // The peer: the incremental debug build alone, after the same edit.
        _ = try shell(["swift", "build", "--product", "previews"])
        var builds: [Double] = []
        for i in 0..<3 {
            try (i % 2 == 0 ? original.replacingOccurrences(of: from, with: to) : original).write(to: component, atomically: true, encoding: .utf8)
            let start = Date()
            _ = try shell(["swift", "build", "--product", "previews"])
            builds.append(Date().timeIntervalSince(start))
        }
        try original.write(to: component, atomically: true, encoding: .utf8)
        _ = try shell(["swift", "build", "--product", "previews"])

        let serve = Process()
        serve.executableURL = repository.appendingPathComponent(".build/debug/previews")
        serve.arguments = ["serve", "--port", "0"]
        serve.currentDirectoryURL = repository
        let pipe = Pipe()
        serve.standardOutput = pipe
        serve.standardError = pipe
        let log = Log()
        pipe.fileHandleForReading.readabilityHandler = { log.append($0.availableData) }
        try serve.run()
        defer {
            if serve.isRunning { kill(serve.processIdentifier, SIGINT) }
            serve.waitUntilExit()
        }
        let end = Date().addingTimeInterval(300)
        while log.address == nil && Date() < end && serve.isRunning { Thread.sleep(forTimeInterval: 0.1) }
        guard let (port, token) = log.address else { throw Failure("serve did not start:\n\(log.text.suffix(2000))") }

        // Saves: alternately the edit and the original, one warm-up first. The page hears
        // "building", then the saved file's previews ("images" with "early"), then the rest.
        var pushes: [Double] = [], buildParts: [Double] = [], rest: [Double] = [], draws: [Double] = [], finals: [Double] = []
        for i in 0...runs {
            let text = i % 2 == 0 ? original.replacingOccurrences(of: from, with: to) : original
            var saved = Date()
            var pushed: Double?
            var payload: [String: Any]?
            var seen: [String] = []
            var failure: String?
            var final: Double?
            _ = try LoopbackClient.events(port: port, timeout: 120, whenListening: {
                saved = Date()
                try? text.write(to: component, atomically: false, encoding: .utf8)
            }) { block in
                seen.append(block.split(separator: "\n").first.map(String.init) ?? "")
                if block.hasPrefix("event: build-error") || block.hasPrefix("event: render-error") {
                    failure = String(block.prefix(600))
                    return true
                }
                guard block.hasPrefix("event: images"), let data = block.split(separator: "\n").first(where: { $0.hasPrefix("data: ") }),
                      let object = try? JSONSerialization.jsonObject(with: Data(data.dropFirst(6).utf8)) as? [String: Any] else { return false }
                let changed = object["changed"] as? [String] ?? []
                if pushed == nil, changed.contains(where: { $0.contains("collapse-indicator/") }) {
                    pushed = Date().timeIntervalSince(saved)
                    payload = object
                }
                if object["early"] as? Bool != true { final = Date().timeIntervalSince(saved); return true }
                return false
            }
            if let failure { throw Failure("the rebuild failed: \(failure)") }
            guard let pushed, let payload, let final else {
                throw Failure("no push after save \(i) named a collapse-indicator image (events \(seen))")
            }
            if i == 0 { continue }
            let build = payload["build"] as? Double ?? .nan
            pushes.append(pushed)
            buildParts.append(build)
            rest.append(pushed - build)
            draws.append(payload["render"] as? Double ?? .nan)
            finals.append(final)
        }

        // Clicks: the chevron of the small indicator, and a full screen (the wheel picker's
        // button), each to the new frame's file on disk.
        func click(_ body: String) throws -> Double {
            let start = Date()
            let response = try LoopbackClient.request(
                port: port, method: "POST", target: "/api/click",
                headers: [("X-Proofsheet-Token", token), ("Content-Type", "application/json")], body: Array(body.utf8))
            guard response.status == 200 else { throw Failure("a click answered \(response.status): \(response.text)") }
            return Date().timeIntervalSince(start)
        }
        let small = #"{"entry": "collapse-indicator/closed-light", "taps": [[37, 56]]}"#
        let screen = #"{"entry": "bottom-wheel-picker/hidden-light", "taps": [[197, 385]]}"#
        for _ in 0..<3 { _ = try click(small); _ = try click(screen) }
        var smallClicks: [Double] = [], screenClicks: [Double] = []
        for _ in 0..<10 {
            smallClicks.append(try click(small))
            screenClicks.append(try click(screen))
        }

        func ms(_ values: [Double]) -> String { Stopwatch.format(Stopwatch.median(values) * 1000, 0) + " ms" }
        func s(_ values: [Double]) -> String { Stopwatch.format(Stopwatch.median(values), 2) + " s" }
        let peer = Stopwatch.median(builds)
        print("  swift build alone (peer, incremental debug) median \(s(builds))")
        print("  save → images pushed          median \(s(pushes))  (\(Stopwatch.format(Stopwatch.median(pushes) / peer, 2))× the bare build; target ≤ 4 s)")
        print("    of which swift build        median \(s(buildParts))")
        print("    the rest (not swift build)  median \(ms(rest))  (target ≤ 300 ms; of which drawing \(ms(draws)))")
        print("  save → every other preview drawn and the new gallery in place  median \(s(finals))")
        print("  click → new frame, 74×66 pt   median \(ms(smallClicks))  (target ≤ 100 ms)")
        print("  click → new frame, full screen median \(ms(screenClicks))")
    }

    /// A run killed before it put the component back left the original beside it.
    static func restoreIfKilled() throws {
        guard FileManager.default.fileExists(atPath: backup.path) else { return }
        let original = try String(contentsOf: backup, encoding: .utf8)
        try original.write(to: component, atomically: true, encoding: .utf8)
        try FileManager.default.removeItem(at: backup)
        print("note: put \(component.lastPathComponent) back from an earlier run that was stopped")
    }

    static func shell(_ command: [String]) throws -> String {
        guard let (status, output) = ChildProcess.run(command, in: repository) else { throw Failure("cannot run \(command[0])") }
        guard status == 0 else { throw Failure("\(command.joined(separator: " ")) failed (\(status)):\n\(output.suffix(2000))") }
        return output
    }

    struct Failure: Error, CustomStringConvertible {
        let description: String
        init(_ description: String) { self.description = description }
    }

    /// The server's output, and the port and token it printed.
    final class Log: @unchecked Sendable {
        private let lock = NSLock()
        private var data = Data()
        func append(_ d: Data) { lock.lock(); data.append(d); lock.unlock() }
        var text: String { lock.lock(); defer { lock.unlock() }; return String(decoding: data, as: UTF8.self) }
        var address: (UInt16, String)? {
            let t = text
            guard let r = t.range(of: #"http://127\.0\.0\.1:(\d+)/index\.html#token=([0-9a-f]+)"#, options: .regularExpression) else { return nil }
            let url = t[r]
            let port = url.split(separator: ":")[2].split(separator: "/")[0]
            let token = url.split(separator: "=").last.map(String.init) ?? ""
            return UInt16(port).map { ($0, token) }
        }
    }
}
