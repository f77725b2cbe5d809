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

        // Where the chevron is, and the keyboard's way to it.
        let chevron = try ChevronProbe.find(fixture, in: folder)
        let (tap, keyCode, initialPNG, size) = (chevron.tap, chevron.keyCode, chevron.initialPNG, chevron.pixelSize)

        // The frame a tap on the chevron draws: the open one, another picture than the first.
        let out = folder.appendingPathComponent("tapped")
        let tapped = try fixture.tool(["render", "=collapse-indicator/initial-light", "--taps", "\(tap[0]),\(tap[1])", "--accessibility",
                                       "--format", "png", "--output", out.path])
        try #require(tapped.status == 0, "\(tapped)")
        let png = try Data(contentsOf: out.appendingPathComponent("collapse-indicator/initial-light@2x.png")).base64EncodedString()
        let tree = try String(contentsOf: out.appendingPathComponent("collapse-indicator/initial-light@2x.a11y.txt"), encoding: .utf8)
        try #require(tree.contains("“Open”") && png != initialPNG.base64EncodedString(), "the tap at \(tap) does not open:\n\(tree)")

        let served = try await ServedCanvas(fixture)
        defer { served.stop() }
        let log = served.log

        let screenshot = folder.appendingPathComponent("firefox.png")
        let config: [String: Any] = [
            "firefox": Self.firefox!, "url": served.page,
            "timeout": 120, "scale": 2, "tap": tap, "keys": chevron.keys,
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
}
}
