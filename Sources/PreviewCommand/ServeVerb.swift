import Dispatch
import Drawing
import Foundation
import Gallery
import PreviewRegistry
import PreviewServer
import PreviewTesting
import PreviewUI

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
        let (done, failures) = try await GalleryVerb.write(
            tool: tool, entries: entries, scale: scale, jobs: jobs, to: site, verb: "serve", fingerprints: true)
        let package = tool.workingDirectory
        let binary = binPath(package).appendingPathComponent(ToolName.current).path
        let canvas = Canvas(site: site, package: package, binary: binary, scale: scale, variants: args.value("variants")) {
            [console = tool.console] line in console.out("preview: \(line)")
        }
        try writeSettings(to: site, scale: scale, ci: Canvas.ciName(canvas.environment))
        let server: CanvasServer
        do {
            server = try CanvasServer(root: site, address: address, port: UInt16(port), actions: canvas.actions)
        } catch {
            throw UsageError(message: "\(ToolName.current) serve: \(error)")
        }
        tool.console.out("serving \(done) snapshot(s)\(failures == 0 ? "" : " (\(failures) could not be drawn)") at \(server.url)")
        // Saves under Sources/ and Previews/ rebuild the tool and draw again with the new build.
        var render = ["gallery"] + args.positionals + ["--output", site.path, "--scale", "\(scale)", "--reuse", site.path]
        if let variants = args.value("variants") { render += ["--variants", variants] }
        let loop = RebuildLoop(commands: .init(
            folder: package, build: ["swift", "build", "--product", ToolName.current], render: [binary] + render,
            images: site.appendingPathComponent("images"), first: "--first")) { [events = server.events, console = tool.console] event in
            // A new build: the worker's next frames come from it. The render replaced the
            // site's folder, so the canvas's settings are written again.
            if case .rendered = event {
                canvas.worker.restart()
                try? writeSettings(to: site, scale: scale, ci: Canvas.ciName(canvas.environment))
            }
            publish(event, to: events, console: console)
        }
        let watcher = FileWatcher(roots: ["Sources", "Previews"].map { package.appendingPathComponent($0) }) { paths in
            if paths.contains(where: { $0.hasSuffix(".swift") || $0.contains(".xcassets") || $0.hasSuffix(".strings") || $0.hasSuffix(".xcstrings") }) {
                // The fingerprints say what is drawn, not how: a change to the drawing code
                // itself (Proofsheet's own package) draws everything again.
                if paths.contains(where: { $0.contains("/Sources/Drawing/") || $0.contains("/Sources/CCairo/") }) {
                    DrawnFingerprints.remove(besideSite: site)
                }
                loop.changed(paths)
            }
        }
        if case .polling(let why) = watcher.mode { tool.console.error("note: watching by polling every 0.5 s: \(why)") }
        tool.console.out("stop with Ctrl-C")
        if args.has("open") { open(server.url, tool: tool) }
        canvas.worker.restart()
        await waitForStop()
        canvas.worker.stop()
        watcher.stop()
        server.stop()
        tool.console.out("stopped")
        return 0
    }

    /// The canvas's actions: frames from the worker (clicks, variants chosen on the page), the
    /// comparison with the recorded reference, and recording it.
    final class Canvas: Sendable {
        let site: URL
        let package: URL
        let binary: String
        let scale: Int
        let variants: String?
        let worker: CanvasWorker
        private let counter = Counter()

        private final class Counter: @unchecked Sendable {
            let lock = NSLock()
            var n = 0
            func next() -> Int { lock.lock(); defer { lock.unlock() }; n += 1; return n }
        }

        let environment: [String: String]

        /// `binary` is the user's tool (its latest build), run as the worker and for `record`;
        /// what the previews print goes to `output`.
        init(site: URL, package: URL, binary: String, scale: Int, variants: String?,
             environment: [String: String] = ProcessInfo.processInfo.environment, output: @escaping @Sendable (String) -> Void) {
            self.site = site
            self.package = package
            self.binary = binary
            self.scale = scale
            self.variants = variants
            self.environment = environment
            var command = [binary, "canvas-worker"]
            if let variants { command += ["--variants", variants] }
            worker = CanvasWorker(command: command, in: package, onOutput: output)
        }

        var actions: [String: CanvasServer.Action] {
            ["/api/click": frame, "/api/transition": transition, "/api/compare": compare, "/api/record": record]
        }

        struct FrameRequest: Decodable {
            let entry: String
            var taps: [[Double]]?
            var variants: String?
        }

        struct FrameAnswer: Encodable {
            let entry: String
            let image: String
            let code: String?
            let width: Double?
            let height: Double?
            /// The tap animated: ask `/api/transition` with this number for its frames.
            let transition: Int?
            let transitionMilliseconds: Int?
            let approximations: [String]
        }

        typealias WorkerReply = CanvasWorkerVerb.Reply

        /// Asks the worker; a failure is the HTTP answer to give.
        private func ask(_ request: some Encodable) -> Result<WorkerReply, ResponseFailure> {
            let line = String(decoding: (try? JSONEncoder().encode(request)) ?? Data(), as: UTF8.self)
            switch worker.ask(line) {
            case .failure(let failure):
                return .failure(ResponseFailure(response: .text(500, failure.description)))
            case .success(let reply):
                guard let answer = try? JSONDecoder().decode(WorkerReply.self, from: Data(reply.utf8)) else {
                    return .failure(ResponseFailure(response: .text(500, "the worker answered something else than a frame: \(reply.prefix(200))")))
                }
                guard answer.ok else { return .failure(ResponseFailure(response: .text(422, answer.message ?? "the frame could not be drawn"))) }
                return .success(answer)
            }
        }

        struct ResponseFailure: Error { let response: HTTPResponse }

        /// `{"entry": "preview/state-variant", "taps": [[x, y], …], "variants": "dark,ax5"}` → the
        /// new frame's image, with the steps as code to paste into the preview.
        func frame(_ request: HTTPRequest) -> HTTPResponse {
            guard let r = try? JSONDecoder().decode(FrameRequest.self, from: Data(request.body)), Self.isEntry(r.entry),
                  (r.taps ?? []).count <= 64, (r.taps ?? []).allSatisfy({ $0.count == 2 && $0.allSatisfy(\.isFinite) }),
                  !(r.taps ?? []).isEmpty || r.variants != nil else {
                return .text(400, "a frame is {\"entry\": \"preview/state-variant\", \"taps\": [[x, y], …], \"variants\": \"dark,ax5\"} (points; taps or variants)")
            }
            if let v = r.variants, v.count > 200 || v.contains(where: { !($0.isLetter || $0.isNumber || $0 == "," || $0 == "-" || $0 == "_") }) {
                return .text(400, "variants are a list such as dark,ax5,iphone-se,landscape")
            }
            let image = "clicks/\(counter.next())/frame@\(scale)x.png"
            struct WorkerRequest: Encodable { let entry: String; let variants: String?; let taps: [[Double]]; let output: String; let scale: Int }
            switch ask(WorkerRequest(entry: r.entry, variants: r.variants, taps: r.taps ?? [],
                                     output: site.appendingPathComponent(image).path, scale: scale)) {
            case .failure(let failure): return failure.response
            case .success(let answer):
                return .json(FrameAnswer(entry: answer.entry ?? r.entry, image: image, code: answer.code,
                                         width: answer.width, height: answer.height, transition: answer.transition,
                                         transitionMilliseconds: answer.transitionMilliseconds,
                                         approximations: answer.approximations ?? []))
            }
        }

        /// `{"transition": N, "image": "clicks/…/frame@2x.png"}` → the frames of the transition
        /// into that frame (the last one drawn), to play.
        func transition(_ request: HTTPRequest) -> HTTPResponse {
            struct TransitionRequest: Decodable { let transition: Int; let image: String }
            guard let r = try? JSONDecoder().decode(TransitionRequest.self, from: Data(request.body)),
                  r.image.hasPrefix("clicks/"), let path = Self.sitePath(r.image), path.hasSuffix(".png") else {
                return .text(400, "a transition is {\"transition\": N, \"image\": \"clicks/…/frame@2x.png\"} as a frame's answer gave them")
            }
            struct WorkerRequest: Encodable { let transition: Int; let output: String; let scale: Int }
            switch ask(WorkerRequest(transition: r.transition, output: site.appendingPathComponent(path).path, scale: scale)) {
            case .failure(let failure): return failure.response
            case .success(let answer):
                struct TransitionAnswer: Encodable { let frames: [String]; let framesPerSecond: Int }
                let base = site.standardizedFileURL.path + "/"
                let frames = (answer.frames ?? []).compactMap { $0.hasPrefix(base) ? String($0.dropFirst(base.count)) : nil }
                return .json(TransitionAnswer(frames: frames, framesPerSecond: answer.framesPerSecond ?? defaultMotionFramesPerSecond))
            }
        }

        struct CompareRequest: Decodable {
            /// The snapshot whose reference to compare with.
            let entry: String
            /// The picture on the page (under the site), compared with it.
            let image: String
        }

        struct CompareAnswer: Encodable {
            let html: String
            let differentPixels: Int
            let totalPixels: Int
            let sizeMismatch: Bool
        }

        /// The picture on the page against the reference in Snapshots/: the report's comparison
        /// views (slider, onion skin, the diff), as HTML for the page.
        func compare(_ request: HTTPRequest) -> HTTPResponse {
            guard let r = try? JSONDecoder().decode(CompareRequest.self, from: Data(request.body)), Self.isEntry(r.entry),
                  let imagePath = Self.sitePath(r.image), imagePath.hasSuffix(".png") else {
                return .text(400, "a comparison is {\"entry\": \"preview/state-variant\", \"image\": \"images/….png\"}")
            }
            let parts = r.entry.split(separator: "/").map(String.init)
            let reference = package.appendingPathComponent("Snapshots").appendingPathComponent(parts[0])
                .appendingPathComponent("\(parts[1])@\(scale)x.png")
            guard FileManager.default.fileExists(atPath: reference.path) else {
                return .text(404, "no reference is recorded for \(r.entry) (Snapshots/\(parts[0])/\(parts[1])@\(scale)x.png): record it")
            }
            let expected: RGBAImage, actual: RGBAImage
            do {
                expected = try PNGCodec.decode(contentsOf: reference)
                actual = try PNGCodec.decode(contentsOf: site.appendingPathComponent(imagePath))
            } catch {
                return .text(422, "\(error)")
            }
            let result = ImageDiff.perceptual(expected, actual, options: PerceptualDiffOptions(), diffImage: true)
            let folder = "compare/\(counter.next())"
            do {
                let dir = site.appendingPathComponent(folder)
                try AtomicFile.write(Array(try Data(contentsOf: reference)), to: dir.appendingPathComponent("reference.png"))
                if let diff = result.diffImage { try AtomicFile.write(try PNGCodec.encode(diff), to: dir.appendingPathComponent("diff.png")) }
            } catch {
                return .text(500, "cannot write the comparison: \(error)")
            }
            let html = CanvasFragments.comparison(
                reference: .init(href: "\(folder)/reference.png", width: expected.width, height: expected.height),
                actual: .init(href: r.image, width: actual.width, height: actual.height),
                diff: result.diffImage.map { .init(href: "\(folder)/diff.png", width: $0.width, height: $0.height) },
                group: "view-\(counter.next())")
            return .json(CompareAnswer(html: html, differentPixels: result.differentPixels, totalPixels: result.totalPixels,
                                       sizeMismatch: result.sizeMismatch))
        }

        /// Whether this machine is a CI runner, where references are never written from a page.
        static func ciName(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
            ["CI", "GITHUB_ACTIONS", "GITLAB_CI", "BUILDKITE", "JENKINS_URL", "TEAMCITY_VERSION", "TF_BUILD"]
                .first { (environment[$0] ?? "").isEmpty == false && environment[$0] != "false" && environment[$0] != "0" }
        }

        /// `{"entry": "preview/state-variant"}` → `record` of that one snapshot, by the latest
        /// build. Refused on CI.
        func record(_ request: HTTPRequest) -> HTTPResponse {
            if let ci = Self.ciName(environment) {
                return .text(403, "references are not recorded from the canvas on CI (\(ci) is set): record them on a developer's machine")
            }
            struct RecordRequest: Decodable { let entry: String; var variants: String? }
            guard let r = try? JSONDecoder().decode(RecordRequest.self, from: Data(request.body)), Self.isEntry(r.entry) else {
                return .text(400, "a record is {\"entry\": \"preview/state-variant\"}")
            }
            var command = [binary, "record", "=\(r.entry)", "--scale", "\(scale)"]
            if let v = r.variants ?? variants { command += ["--variants", v] }
            guard let (status, output) = ChildProcess.run(command, in: package) else { return .text(500, "cannot run \(binary)") }
            let lines = output.split(separator: "\n").filter { !$0.contains("\r") }.suffix(6).joined(separator: "\n")
            return .text(status == 0 || status == 1 ? 200 : 422, lines)
        }

        /// A path under the site as a page names it (`images/card/plain-light@2x.png`): plain
        /// names only, none hidden, no `..`; nil otherwise.
        static func sitePath(_ path: String) -> String? {
            let parts = path.split(separator: "/", omittingEmptySubsequences: false)
            guard !parts.isEmpty, parts.allSatisfy({ !$0.isEmpty && !$0.hasPrefix(".") && !$0.contains("\\") && !$0.contains("\u{0}") && !$0.contains("%") })
            else { return nil }
            return path
        }

        static func isEntry(_ entry: String) -> Bool {
            let parts = entry.split(separator: "/", omittingEmptySubsequences: false)
            return parts.count == 2 && parts.allSatisfy { SnapshotName.isSafe(String($0)) }
        }
    }

    /// `canvas.json` beside the pages: the pickers' axes and values (as `--variants` takes
    /// them), the scale, and whether references can be recorded from the page.
    static func writeSettings(to site: URL, scale: Int, ci: String?) throws {
        struct Choice: Encodable { let value: String; let label: String }
        struct Axis: Encodable { let name: String; let key: String; let choices: [Choice] }
        struct Settings: Encodable { let scale: Int; let ci: String?; let axes: [Axis]; let settings: [Choice] }
        let sizeLabels = ["xSmall", "Small", "Medium", "Large (default)", "xLarge", "xxLarge", "xxxLarge", "AX1", "AX2", "AX3", "AX4", "AX5"]
        let locales: [(String, String)] = [("", "The preview's own"), ("en", "English"), ("de", "German"), ("fr", "French"),
                                           ("ja", "Japanese"), ("ar", "Arabic (right to left)"), ("he", "Hebrew (right to left)"),
                                           (PreviewVariant.pseudoLocale, "Pseudo-locale (+40 %)")]
        let settingLabels = ["bold": "Bold Text", "contrast": "Increase Contrast", "reduce-motion": "Reduce Motion",
                             "reduce-transparency": "Reduce Transparency", "no-status-bar": "No status bar"]
        let axes = [
            Axis(name: "Colour scheme", key: "scheme", choices: [Choice(value: "light", label: "Light"), Choice(value: "dark", label: "Dark")]),
            Axis(name: "Text size", key: "size", choices: zip(PreviewVariant.dynamicTypeSizeNames, sizeLabels).map { Choice(value: $0.0.0, label: $0.1) }),
            Axis(name: "Device", key: "device", choices: [Choice(value: "", label: "The preview's own")]
                 + Device.all.map { Choice(value: $0.identifier, label: $0.name) }),
            Axis(name: "Orientation", key: "orientation", choices: [Choice(value: "portrait", label: "Portrait"),
                                                                    Choice(value: "landscape", label: "Landscape left"),
                                                                    Choice(value: "landscape-right", label: "Landscape right")]),
            Axis(name: "Locale", key: "locale", choices: locales.map { Choice(value: $0.0, label: $0.1) }),
        ]
        let settings = PreviewVariant.Settings.tokens.map { Choice(value: $0.0, label: settingLabels[$0.0] ?? $0.0) }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let data = try encoder.encode(Settings(scale: scale, ci: ci, axes: axes, settings: settings))
        try AtomicFile.write(Array(data), to: site.appendingPathComponent("canvas.json"))
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
        case .rendered(let changed, let build, let render), .drawnFirst(let changed, let build, let render):
            // `early`: the saved files' previews, ahead of the rest (which follows as another
            // `images` event without it).
            struct Payload: Encodable { let changed: [String]; let build: Double; let render: Double; let early: Bool }
            let early = if case .drawnFirst = event { true } else { false }
            events.publish("images", json(Payload(changed: changed.map { "images/" + $0 }, build: build, render: render, early: early)),
                           clearsStanding: true)
            if early {
                console.out("built in \(String(format: "%.1f", build)) s; the saved files' previews drawn first: \(changed.count) image(s) changed")
            } else {
                console.out("built in \(String(format: "%.1f", build)) s, drawn in \(String(format: "%.1f", render)) s: \(changed.count) image(s) changed")
            }
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
