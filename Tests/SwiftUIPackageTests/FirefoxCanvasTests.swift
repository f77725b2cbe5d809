import Drawing
import Foundation
import Testing

/// `serve` on the fixture package in headless Firefox, as LiveCanvasTests does in Chromium: the
/// page sets its canvas up under the first picture, a real click on the chevron draws the open
/// frame (the same bytes the tool draws for that tap), Reset goes back, the keyboard alone taps
/// the chevron, 200 % is twice as wide as 100 %, and no JavaScript error is logged throughout.
/// It only reads the fixture: no edit, no recording (the Chromium test does those).
extension FixturePackage {
@Suite(.serialized) struct FirefoxCanvasTests {
    static let firefox = ["/usr/bin/firefox-esr", "/usr/bin/firefox"].first { FileManager.default.isExecutableFile(atPath: $0) }

    @Test(.enabled(if: firefox != nil, "headless Firefox is needed: apt-get install firefox-esr, or scripts/install-dependencies --tests (skipped)"))
    func clickResetKeyboardAndZoom() async throws {
        let fixture = try await SwiftUIPackageFixture.shared.value
        try #require(fixture.toolBuild.status == 0, "the fixture package did not build")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("proofsheet-firefox-canvas-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }

        // Where the chevron is: the middle of its element in the accessibility tree.
        let probe = folder.appendingPathComponent("initial")
        let drawn = try fixture.tool(["render", "=collapse-indicator/initial-light", "--accessibility", "--format", "png", "--output", probe.path])
        try #require(drawn.status == 0, "\(drawn)")
        let initialTree = try String(contentsOf: probe.appendingPathComponent("collapse-indicator/initial-light@2x.a11y.txt"), encoding: .utf8)
        let line = initialTree.split(separator: "\n").first { $0.contains("“chevron right” — button") }
        let chevron = String(try #require(line, "no chevron in\n\(initialTree)"))
        let numbers: [Double] = chevron[chevron.range(of: "[")!.upperBound...]
            .split(whereSeparator: { ", ×]".contains($0) }).compactMap { Double(String($0)) }
        try #require(numbers.count == 4, "\(chevron)")
        let midX = numbers[0] + numbers[2] / 2, midY = numbers[1] + numbers[3] / 2
        let tap = [(midX * 10).rounded() / 10, (midY * 10).rounded() / 10]
        // From the keyboard: the point starts in the picture's middle and moves 8 pt a press.
        let initialPNG = try Data(contentsOf: probe.appendingPathComponent("collapse-indicator/initial-light@2x.png"))
        let size = try PNGCodec.decode(contentsOf: probe.appendingPathComponent("collapse-indicator/initial-light@2x.png"))
        let start = [(Double(size.width) / 4 * 10).rounded() / 10, (Double(size.height) / 4 * 10).rounded() / 10]
        let downs = Int(((midY - start[1]) / 8).rounded())
        let keyPoint = [start[0], ((start[1] + Double(downs) * 8) * 10).rounded() / 10]
        try #require(abs(keyPoint[0] - midX) < numbers[2] / 2 && abs(keyPoint[1] - midY) < numbers[3] / 2,
                     "the keyboard's point \(keyPoint) misses the chevron \(chevron)")
        func text(_ v: Double) -> String { v == v.rounded() ? String(Int(v)) : String(v) }
        let keyCode = ".tapPoint(x: \(text(keyPoint[0])), y: \(text(keyPoint[1])))"

        // The frame a tap on the chevron draws: the open one, another picture than the first.
        let out = folder.appendingPathComponent("tapped")
        let tapped = try fixture.tool(["render", "=collapse-indicator/initial-light", "--taps", "\(tap[0]),\(tap[1])", "--accessibility",
                                       "--format", "png", "--output", out.path])
        try #require(tapped.status == 0, "\(tapped)")
        let png = try Data(contentsOf: out.appendingPathComponent("collapse-indicator/initial-light@2x.png")).base64EncodedString()
        let tree = try String(contentsOf: out.appendingPathComponent("collapse-indicator/initial-light@2x.a11y.txt"), encoding: .utf8)
        try #require(tree.contains("“Open”") && png != initialPNG.base64EncodedString(), "the tap at \(tap) does not open:\n\(tree)")

        // The tool serves on a free port and says where; without CI's variables, as on a
        // developer's machine.
        let serve = Process()
        serve.executableURL = fixture.root.appendingPathComponent(".build/debug/PreviewsTool")
        serve.arguments = ["serve", "collapse-indicator", "--port", "0"]
        serve.currentDirectoryURL = fixture.root
        serve.environment = ProcessInfo.processInfo.environment.filter {
            !["CI", "GITHUB_ACTIONS", "GITLAB_CI", "BUILDKITE", "JENKINS_URL", "TEAMCITY_VERSION", "TF_BUILD"].contains($0.key)
        }
        let pipe = Pipe()
        serve.standardOutput = pipe
        serve.standardError = pipe
        try serve.run()
        defer {
            if serve.isRunning { kill(serve.processIdentifier, SIGINT) }
            serve.waitUntilExit()
        }
        let log = Log()
        pipe.fileHandleForReading.readabilityHandler = { log.append($0.availableData) }
        let end = Date().addingTimeInterval(120)
        while log.url == nil && Date() < end && serve.isRunning { try await Task.sleep(for: .milliseconds(100)) }
        let url = try #require(log.url, "serve did not say where it serves:\n\(log.text)")

        let screenshot = folder.appendingPathComponent("firefox.png")
        let config: [String: Any] = [
            "firefox": Self.firefox!, "url": url.replacingOccurrences(of: "/index.html#", with: "/previews/collapse-indicator.html#"),
            "timeout": 120, "scale": 2, "tap": tap, "keys": Array(repeating: downs >= 0 ? "ArrowDown" : "ArrowUp", count: abs(downs)),
            "keyCode": keyCode, "screenshot": screenshot.path,
        ]
        try JSONSerialization.data(withJSONObject: config).write(to: folder.appendingPathComponent("config.json"))
        try Data(FirefoxCanvasDriver.source.utf8).write(to: folder.appendingPathComponent("driver.py"))
        let run = try SwiftUIPackageFixture.run(
            ["python3", folder.appendingPathComponent("driver.py").path, folder.appendingPathComponent("config.json").path], in: folder)
        let json = run.output.split(separator: "\n").last.map(String.init) ?? ""
        let result = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any], "\(run)\n\(log.text)")
        // The page as Firefox drew it at the end, kept with the test's results when they are saved.
        if let shot = try? Data(contentsOf: screenshot) { Attachment.record(Array(shot), named: "firefox-canvas.png") }
        #expect(result["ok"] as? Bool == true, "\(result["error"] ?? "")\npage: \(result["page"] ?? "")\nserve:\n\(log.text.suffix(3000))")
        let steps = (result["steps"] as? [[String: Any]] ?? []).compactMap { $0["step"] as? String }
        #expect(steps == ["page loaded", "canvas tools set up", "click drew the new frame", "reset went back", "picture focused from the keyboard",
                          "keyboard tapped", "zoom 100 %", "zoom 200 % is twice as wide", "no JavaScript errors"])
        let errors = result["errors"] as? [Any]
        #expect(errors?.isEmpty == true, "Firefox logged JavaScript errors: \(errors ?? [])")

        // The clicked frame and the keyboard's are the open one the tool draws for the tap.
        let clicked = result["clicked"] as? [String: Any], keyboard = result["keyboard"] as? [String: Any]
        #expect(clicked?["bytes"] as? String == png, "the click drew \(clicked?["src"] ?? "nothing")")
        #expect((clicked?["code"] as? String)?.contains(".tapPoint(") == true, "\(clicked?["code"] ?? "")")
        #expect(keyboard?["bytes"] as? String == png, "the keyboard drew \(keyboard?["src"] ?? "nothing")")
        #expect((keyboard?["code"] as? String)?.contains(keyCode) == true, "\(keyboard?["code"] ?? "") lacks \(keyCode)")
        // 100 % is a point a CSS pixel; 200 % twice that.
        let zoom = result["zoom"] as? [String: Double]
        #expect(zoom?["100"] == Double(size.width) / 2, "\(zoom ?? [:])")
        #expect(zoom.map { abs($0["200", default: 0] - 2 * $0["100", default: 0]) < 0.5 } == true, "\(zoom ?? [:])")
        #expect(FileManager.default.fileExists(atPath: screenshot.path), "\(result["screenshotError"] ?? "no screenshot")")
    }

    /// What the server printed, and the URL once it has said it.
    final class Log: @unchecked Sendable {
        private let lock = NSLock()
        private var data = Data()
        func append(_ d: Data) { lock.lock(); data.append(d); lock.unlock() }
        var text: String { lock.lock(); defer { lock.unlock() }; return String(decoding: data, as: UTF8.self) }
        var url: String? {
            guard let line = text.split(separator: "\n").first(where: { $0.contains("serving ") && $0.contains("http://") }),
                  let at = line.range(of: "http://") else { return nil }
            return String(line[at.lowerBound...])
        }
    }
}
}
