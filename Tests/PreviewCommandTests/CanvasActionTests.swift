import Drawing
import Foundation
@testable import PreviewCommand
import PreviewRegistry
import PreviewServer
import Testing

/// The live canvas's actions, as the page calls them: frames from the worker (a click, a
/// variant), the transition, the comparison with the reference and recording it. The worker is
/// the catalogue's own `previews` tool, built beside the tests.
@Suite("Canvas actions")
struct CanvasActionTests {
    /// The repository (its Snapshots/ hold the catalogue's references).
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The `previews` executable `swift build` made next to the test bundle.
    static var tool: String? {
        let beside = URL(fileURLWithPath: CommandLine.arguments.first ?? "").deletingLastPathComponent().appendingPathComponent("previews").path
        let built = repository.appendingPathComponent(".build/debug/previews").path
        return [beside, built].first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    static func post(_ action: CanvasServer.Action, _ body: String) -> (status: Int, json: [String: Any]?, text: String) {
        let response = action(HTTPRequest(method: "POST", path: "/api/x", body: Array(body.utf8)))
        let text = String(decoding: response.body, as: UTF8.self)
        return (response.status, try? JSONSerialization.jsonObject(with: Data(response.body)) as? [String: Any], text)
    }

    static func canvas(site: URL, binary: String, environment: [String: String] = [:]) -> ServeVerb.Canvas {
        ServeVerb.Canvas(site: site, package: repository, binary: binary, scale: 2, variants: nil, environment: environment) { _ in }
    }

    @Test("a click on the chevron draws the open frame, with the steps as code and its transition on request")
    func clickDrawsTheOpenFrame() throws {
        let binary = try #require(Self.tool, "the previews tool is built with the tests")
        let site = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: site) }
        let canvas = Self.canvas(site: site, binary: binary)
        defer { canvas.worker.stop() }
        let answer = Self.post(canvas.frame, #"{"entry": "collapse-indicator/closed-light", "taps": [[37, 56]]}"#)
        #expect(answer.status == 200, "\(answer.text)")
        let image = try #require(answer.json?["image"] as? String)
        #expect(image == "clicks/1/frame@2x.png")
        #expect(answer.json?["code"] as? String == #"PreviewState("closed-tapped", .tapPoint(x: 37, y: 56))"#)
        let drawn = try PNGCodec.decode(contentsOf: site.appendingPathComponent(image))
        let open = try PNGCodec.decode(contentsOf: Self.repository.appendingPathComponent("Snapshots/collapse-indicator/open-light@2x.png"))
        let isOpen = drawn.pixels == open.pixels
        #expect(isOpen)
        // The chevron turns: the transition's moments, drawn when the page plays them.
        let number = try #require(answer.json?["transition"] as? Int, "\(answer.text)")
        #expect((answer.json?["transitionMilliseconds"] as? Int ?? 0) > 0)
        let transition = Self.post(canvas.transition, #"{"transition": \#(number), "image": "\#(image)"}"#)
        #expect(transition.status == 200, "\(transition.text)")
        let frames = transition.json?["frames"] as? [String] ?? []
        #expect(frames.count > 2 && frames.allSatisfy { $0.hasPrefix("clicks/1/frame@2x.motion/") })
        // It moves: its moments differ, and the last is the open frame.
        let moments = try frames.map { try PNGCodec.decode(contentsOf: site.appendingPathComponent($0)).pixels }
        let endsOpen = moments.last == drawn.pixels
        #expect(endsOpen && Set(moments).count > 2)
        // Another frame drawn forgets the first's transition.
        #expect(Self.post(canvas.frame, #"{"entry": "collapse-indicator/closed-light", "variants": "dark"}"#).status == 200)
        #expect(Self.post(canvas.transition, #"{"transition": \#(number), "image": "\#(image)"}"#).status == 422)
        // A click where nothing takes taps says so.
        let miss = Self.post(canvas.frame, #"{"entry": "collapse-indicator/closed-light", "taps": [[2, 2]]}"#)
        #expect(miss.status == 422 && miss.text.contains("nothing takes taps at"))
    }

    @Test("a variant chosen on the page is drawn on request: the same pixels as the recorded dark reference")
    func variantOnRequest() throws {
        let binary = try #require(Self.tool)
        let site = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: site) }
        let canvas = Self.canvas(site: site, binary: binary)
        defer { canvas.worker.stop() }
        let answer = Self.post(canvas.frame, #"{"entry": "collapse-indicator/closed-light", "variants": "dark"}"#)
        #expect(answer.status == 200, "\(answer.text)")
        #expect(answer.json?["entry"] as? String == "collapse-indicator/closed-dark")
        #expect(answer.json?["transition"] == nil)
        let drawn = try PNGCodec.decode(contentsOf: site.appendingPathComponent(answer.json?["image"] as? String ?? ""))
        let dark = try PNGCodec.decode(contentsOf: Self.repository.appendingPathComponent("Snapshots/collapse-indicator/closed-dark@2x.png"))
        let same = drawn.pixels == dark.pixels
        #expect(same)
        let big = Self.post(canvas.frame, #"{"entry": "collapse-indicator/closed-light", "variants": "light,ax5,iphone-se,landscape"}"#)
        #expect(big.status == 200 && big.json?["entry"] as? String == "collapse-indicator/closed-light-ax5-iphone-se-landscape", "\(big.text)")
        for bad in [#"{"entry": "collapse-indicator/closed-light", "variants": "light,dark"}"#,
                    #"{"entry": "collapse-indicator/closed-light", "variants": "purple"}"#] {
            let r = Self.post(canvas.frame, bad)
            #expect(r.status == 422, "\(bad): \(r.text)")
        }
        for bad in [#"{"entry": "../etc/passwd", "taps": [[1, 1]]}"#, #"{"entry": "demo/x", "taps": []}"#, "not json",
                    #"{"entry": "demo/x", "variants": "dark;rm -rf"}"#] {
            #expect(Self.post(canvas.frame, bad).status == 400, "\(bad)")
        }
    }

    @Test("a worker that dies or prints is not taken for an answer; the next request starts a new one")
    func workerFailures() throws {
        let site = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: site) }
        // Dies on its first request; the second child answers after printing a line of its own.
        let marker = site.appendingPathComponent("started-once")
        let script = site.appendingPathComponent("worker.sh")
        try """
            #!/bin/sh
            if [ ! -e "\(marker.path)" ]; then touch "\(marker.path)"; read line; echo "Fatal error: boom" >&2; exit 3; fi
            while read line; do
              echo 'a print in the preview'
              mkdir -p "\(site.path)/clicks/2" && printf x > "\(site.path)/clicks/2/frame@2x.png"
              echo '\(CanvasWorker.replyPrefix){"ok": true, "entry": "demo/a-light", "code": "PreviewState(\\"a-tapped\\", .tapPoint(x: 1, y: 1))"}'
            done
            """.write(to: script, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script.path)
        let printed = Lines()
        let canvas = ServeVerb.Canvas(site: site, package: site, binary: script.path, scale: 2, variants: nil, environment: [:]) { printed.add($0) }
        defer { canvas.worker.stop() }
        let died = Self.post(canvas.frame, #"{"entry": "demo/a-light", "taps": [[1, 1]]}"#)
        #expect(died.status == 500 && died.text.contains("ended the canvas's worker (status 3)") && died.text.contains("Fatal error: boom"), "\(died.text)")
        let answered = Self.post(canvas.frame, #"{"entry": "demo/a-light", "taps": [[1, 1]]}"#)
        #expect(answered.status == 200, "\(answered.text)")
        #expect(answered.json?["code"] as? String == #"PreviewState("a-tapped", .tapPoint(x: 1, y: 1))"#)
        #expect(printed.all.contains("a print in the preview"))
    }

    @Test("a worker that never answers is stopped after the timeout, and the request says so")
    func workerTimeout() {
        let worker = CanvasWorker(command: ["/bin/sh", "-c", "while read line; do sleep 30; done"], in: FileManager.default.temporaryDirectory, timeout: 0.5)
        defer { worker.stop() }
        #expect(worker.ask("{}") == .failure(.timedOut(seconds: 0.5)))
    }

    @Test("the comparison with the reference: no difference for the recorded picture, a count and the report's views for another")
    func compareWithReference() throws {
        let site = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: site) }
        let canvas = Self.canvas(site: site, binary: "/bin/false")
        let images = site.appendingPathComponent("images/collapse-indicator")
        try FileManager.default.createDirectory(at: images, withIntermediateDirectories: true)
        let snapshots = Self.repository.appendingPathComponent("Snapshots/collapse-indicator")
        try FileManager.default.copyItem(at: snapshots.appendingPathComponent("closed-light@2x.png"), to: images.appendingPathComponent("closed-light@2x.png"))
        // The same picture with a block of pixels changed.
        var changed = try PNGCodec.decode(contentsOf: snapshots.appendingPathComponent("closed-light@2x.png"))
        for y in 10..<20 { for x in 10..<20 { changed.pixels[(y * changed.width + x) * 4] = 0 } }
        try Data(PNGCodec.encode(changed)).write(to: images.appendingPathComponent("changed-light@2x.png"))
        let same = Self.post(canvas.compare, #"{"entry": "collapse-indicator/closed-light", "image": "images/collapse-indicator/closed-light@2x.png"}"#)
        #expect(same.status == 200, "\(same.text)")
        #expect(same.json?["differentPixels"] as? Int == 0)
        let other = Self.post(canvas.compare, #"{"entry": "collapse-indicator/closed-light", "image": "images/collapse-indicator/changed-light@2x.png"}"#)
        #expect(other.json?["differentPixels"] as? Int == 100, "\(other.text)")
        let html = other.json?["html"] as? String ?? ""
        #expect(html.contains("class=\"reveal-range\"") && html.contains("class=\"onion-range\"") && html.contains("/diff.png"))
        // Each comparison's view switch has its own name, so two on a page do not share it.
        let names = Set([same, other].compactMap { ($0.json?["html"] as? String)?.components(separatedBy: "name=\"")[1].prefix(while: { $0 != "\"" }) })
        #expect(names.count == 2)
        let missing = Self.post(canvas.compare, #"{"entry": "collapse-indicator/nothing-light", "image": "images/collapse-indicator/changed-light@2x.png"}"#)
        #expect(missing.status == 404 && missing.text.contains("no reference is recorded"))
        for bad in [#"{"entry": "collapse-indicator/closed-light", "image": "../../etc/passwd.png"}"#,
                    #"{"entry": "collapse-indicator/closed-light", "image": "images/%2e%2e/x.png"}"#,
                    #"{"entry": "collapse-indicator/closed-light", "image": "/etc/x.png"}"#] {
            #expect(Self.post(canvas.compare, bad).status == 400, "\(bad)")
        }
    }

    @Test("record this reference runs record for that snapshot, and never on CI")
    func recordThisReference() throws {
        let site = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: site) }
        let log = site.appendingPathComponent("arguments")
        let script = site.appendingPathComponent("tool.sh")
        try "#!/bin/sh\necho \"$@\" > \"\(log.path)\"\necho 'recorded 1 reference'\n".write(to: script, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script.path)
        let canvas = ServeVerb.Canvas(site: site, package: site, binary: script.path, scale: 2, variants: nil, environment: [:]) { _ in }
        let done = Self.post(canvas.record, #"{"entry": "collapse-indicator/closed-light"}"#)
        #expect(done.status == 200 && done.text.contains("recorded 1 reference"))
        #expect(try String(contentsOf: log, encoding: .utf8) == "record =collapse-indicator/closed-light --scale 2\n")
        let variant = Self.post(canvas.record, #"{"entry": "collapse-indicator/closed-dark-ax5", "variants": "dark,ax5"}"#)
        #expect(variant.status == 200)
        #expect(try String(contentsOf: log, encoding: .utf8) == "record =collapse-indicator/closed-dark-ax5 --scale 2 --variants dark,ax5\n")
        try FileManager.default.removeItem(at: log)
        let ci = ServeVerb.Canvas(site: site, package: site, binary: script.path, scale: 2, variants: nil, environment: ["GITHUB_ACTIONS": "true"]) { _ in }
        let refused = Self.post(ci.record, #"{"entry": "collapse-indicator/closed-light"}"#)
        #expect(refused.status == 403 && refused.text.contains("GITHUB_ACTIONS is set"))
        #expect(!FileManager.default.fileExists(atPath: log.path))
        #expect(ServeVerb.Canvas.ciName(["CI": "false"]) == nil && ServeVerb.Canvas.ciName(["CI": "1"]) == "CI")
        #expect(Self.post(canvas.record, #"{"entry": "../x"}"#).status == 400)
    }

    final class Lines: @unchecked Sendable {
        private let lock = NSLock()
        private var lines: [String] = []
        func add(_ line: String) { lock.lock(); lines.append(line); lock.unlock() }
        var all: [String] { lock.lock(); defer { lock.unlock() }; return lines }
    }
}
