import Dispatch
import Foundation
import PreviewRegistry
import PreviewServer

/// `previews serve`: the gallery's pages on a server bound to 127.0.0.1, for a browser beside
/// the editor.
enum ServeVerb {
    static let spec = CommandSpec(
        verb: "serve", synopsis: "[FILTER] [--port N] [--host ADDRESS] [--open] [--variants LIST]",
        summary: """
            Draws the previews and serves their gallery on http://127.0.0.1:PORT/ until stopped
            (Ctrl-C). It answers only requests that name it by its loopback address, and changes
            nothing without the run's token.
            """,
        flags: [("open", "open the page in the browser (xdg-open)")],
        options: [
            ("port", "N", "the port to listen on (default 8765; 0 for any free one)"),
            ("host", "ADDRESS", "listen on another IPv4 address than 127.0.0.1 (the previews are then visible on that network)"),
            ("scale", "N", "pixels per point: 1, 2 or 3 (default 2)"),
            ("jobs", "N", "threads that draw and encode (default: the number of cores)"),
            CommandSpec.variantsOption,
        ],
        positionals: 0...1, positionalHelp: [("FILTER", "case-insensitive part of preview/state-variant")])

    static let verb = Verb(spec: spec) { tool, args in
        let scale = try args.int("scale", verb: "serve", allowed: 1...3) ?? 2
        let jobs = try args.int("jobs", verb: "serve", allowed: 1...256) ?? Tool.defaultJobs
        let port = try args.int("port", verb: "serve", allowed: 0...65535) ?? 8765
        let address = args.value("host") ?? CanvasServer.loopback
        guard HTTPServer.isIPv4(address) else {
            throw UsageError(message: "\(ToolName.current) serve: --host \(address) is not an IPv4 address; the canvas listens on 127.0.0.1 unless told another address such as 192.168.1.20")
        }
        if address != CanvasServer.loopback {
            tool.console.error("warning: --host \(address): the canvas listens beyond this machine's loopback, so anyone who can reach \(address) sees your previews (changes still need the run's token)")
        }
        let entries = try tool.entries(args.positionals.first, verb: "serve")
        let site = tool.url(".build/serve/site")
        let (done, failures) = try await GalleryVerb.write(tool: tool, entries: entries, scale: scale, jobs: jobs, to: site, verb: "serve")
        let package = tool.workingDirectory
        let binary = binPath(package).appendingPathComponent(ToolName.current).path
        let clicks = Clicks(site: site, package: package, command: [binary, "render"], scale: scale, variants: args.value("variants"))
        let server: CanvasServer
        do {
            server = try CanvasServer(root: site, address: address, port: UInt16(port), actions: ["/api/click": clicks.answer])
        } catch {
            throw UsageError(message: "\(ToolName.current) serve: \(error)")
        }
        tool.console.out("serving \(done) snapshot(s)\(failures == 0 ? "" : " (\(failures) could not be drawn)") at \(server.url)")
        // Saves under Sources/ and Previews/ rebuild the tool and draw again with the new build.
        var render = ["gallery"] + args.positionals + ["--output", site.path, "--scale", "\(scale)"]
        if let variants = args.value("variants") { render += ["--variants", variants] }
        let loop = RebuildLoop(commands: .init(
            folder: package, build: ["swift", "build", "--product", ToolName.current], render: [binary] + render,
            images: site.appendingPathComponent("images"))) { [events = server.events, console = tool.console] event in
            publish(event, to: events, console: console)
        }
        let watcher = FileWatcher(roots: ["Sources", "Previews"].map { package.appendingPathComponent($0) }) { paths in
            if paths.contains(where: { $0.hasSuffix(".swift") || $0.contains(".xcassets") || $0.hasSuffix(".strings") || $0.hasSuffix(".xcstrings") }) {
                loop.changed()
            }
        }
        if case .polling(let why) = watcher.mode { tool.console.error("note: watching by polling every 0.5 s: \(why)") }
        tool.console.out("stop with Ctrl-C")
        if args.has("open") { open(server.url, tool: tool) }
        await waitForStop()
        watcher.stop()
        server.stop()
        tool.console.out("stopped")
        return 0
    }

    /// Clicks on the canvas: a snapshot's state replayed with taps at the clicked points, in a
    /// child process of the latest build, its picture served from the site's `clicks/`.
    final class Clicks: Sendable {
        let site: URL
        let package: URL
        let command: [String]
        let scale: Int
        let variants: String?
        private let counter = Counter()

        private final class Counter: @unchecked Sendable {
            let lock = NSLock()
            var n = 0
            func next() -> Int { lock.lock(); defer { lock.unlock() }; n += 1; return n }
        }

        init(site: URL, package: URL, command: [String], scale: Int, variants: String?) {
            self.site = site
            self.package = package
            self.command = command
            self.scale = scale
            self.variants = variants
        }

        struct Request: Decodable {
            let entry: String
            let taps: [[Double]]
        }

        struct Answer: Encodable {
            let image: String
            let code: String
        }

        /// `{"entry": "preview/state-variant", "taps": [[x, y], …]}` → the new frame's image and
        /// the steps as code to paste into the preview.
        func answer(_ request: HTTPRequest) -> HTTPResponse {
            guard let r = try? JSONDecoder().decode(Request.self, from: Data(request.body)),
                  !r.taps.isEmpty, r.taps.count <= 64, r.taps.allSatisfy({ $0.count == 2 && $0.allSatisfy(\.isFinite) }),
                  r.entry.split(separator: "/").count == 2, r.entry.split(separator: "/").allSatisfy({ SnapshotName.isSafe(String($0)) }) else {
                return .text(400, "a click is {\"entry\": \"preview/state-variant\", \"taps\": [[x, y], …]} in points")
            }
            let folder = "clicks/\(counter.next())"
            let taps = r.taps.map { "\(Self.number($0[0])),\(Self.number($0[1]))" }.joined(separator: ";")
            var arguments = command + ["=\(r.entry)", "--taps", taps, "--format", "png", "--scale", "\(scale)",
                                       "--output", site.appendingPathComponent(folder).path]
            if let variants { arguments += ["--variants", variants] }
            guard let (status, output) = ChildProcess.run(arguments, in: package) else {
                return .text(500, "cannot run \(command[0])")
            }
            let image = "\(folder)/\(r.entry)@\(scale)x.png"
            guard status == 0, FileManager.default.fileExists(atPath: site.appendingPathComponent(image).path) else {
                return .text(422, output.split(separator: "\n").filter { $0.hasPrefix("FAILED") || $0.contains("error") }.joined(separator: "\n"))
            }
            let prefix = "steps \(r.entry): "
            let code = output.split(separator: "\n").first { $0.hasPrefix(prefix) }.map { String($0.dropFirst(prefix.count)) }
                ?? r.taps.map { ".tapPoint(x: \(Self.number($0[0])), y: \(Self.number($0[1])))" }.joined(separator: ", ")
            let body = (try? JSONEncoder().encode(Answer(image: image, code: code))) ?? Data()
            return HTTPResponse(status: 200, headers: [("Content-Type", "application/json")], body: Array(body))
        }

        static func number(_ v: Double) -> String {
            let rounded = (v * 10).rounded() / 10
            return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
        }
    }

    /// What the loop did, to the pages (as events) and the terminal.
    static func publish(_ event: RebuildLoop.Event, to events: EventHub, console: Console) {
        func json(_ value: some Encodable) -> String {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
            return (try? encoder.encode(value)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
        }
        switch event {
        case .building:
            events.publish("building", "{}")
            console.out("building…")
        case .buildFailed(let errors):
            struct Payload: Encodable { let errors: [BuildDiagnostic] }
            events.publish("build-error", json(Payload(errors: errors)), standing: true)
            console.error("the build failed: \(errors.count) error(s); the page shows them over the last good images")
        case .rendered(let changed, let build, let render):
            struct Payload: Encodable { let changed: [String] }
            events.publish("images", json(Payload(changed: changed.map { "images/" + $0 })), clearsStanding: true)
            console.out("built in \(String(format: "%.1f", build)) s, drawn in \(String(format: "%.1f", render)) s: \(changed.count) image(s) changed")
        case .renderFailed(let message):
            struct Payload: Encodable { let message: String }
            events.publish("render-error", json(Payload(message: message)), standing: true)
            console.error(message)
        }
    }

    /// Where `swift build` puts the package's products (`.build/debug`).
    static func binPath(_ package: URL) -> URL {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        p.arguments = ["swift", "build", "--show-bin-path"]
        p.currentDirectoryURL = package
        let pipe = Pipe()
        p.standardOutput = pipe
        p.standardError = FileHandle.nullDevice
        if (try? p.run()) != nil {
            let out = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            p.waitUntilExit()
            let path = out.trimmingCharacters(in: .whitespacesAndNewlines)
            if p.terminationStatus == 0, !path.isEmpty { return URL(fileURLWithPath: path) }
        }
        return package.appendingPathComponent(".build/debug")
    }

    /// Waits for SIGINT or SIGTERM.
    static func waitForStop() async {
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            let once = Once()
            for sig in [SIGINT, SIGTERM] {
                signal(sig, SIG_IGN)
                let source = DispatchSource.makeSignalSource(signal: sig, queue: .main)
                source.setEventHandler { if once.first() { done.resume() } }
                source.resume()
                Once.keep(source)
            }
        }
    }

    static func open(_ url: String, tool: Tool) {
        let opener = ["/usr/bin/xdg-open", "/usr/bin/sensible-browser"].first { FileManager.default.isExecutableFile(atPath: $0) }
        guard let opener else {
            tool.console.error("note: no xdg-open here to open the browser; open \(url) yourself")
            return
        }
        let p = Process()
        p.executableURL = URL(fileURLWithPath: opener)
        p.arguments = [url]
        do { try p.run() } catch { tool.console.error("note: could not run \(opener): \(error); open \(url) yourself") }
    }

    /// True the first time only; keeps the signal sources alive.
    final class Once: @unchecked Sendable {
        private let lock = NSLock()
        private var fired = false
        nonisolated(unsafe) private static var sources: [any DispatchSourceSignal] = []
        func first() -> Bool {
            lock.lock()
            defer { lock.unlock() }
            if fired { return false }
            fired = true
            return true
        }
        static func keep(_ source: any DispatchSourceSignal) { sources.append(source) }
    }
}
