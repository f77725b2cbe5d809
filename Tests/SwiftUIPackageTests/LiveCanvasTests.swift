import Drawing
import Foundation
import Testing

/// `serve` on the fixture package, in headless Chromium, as a developer uses it: a colour
/// edited in a component changes its picture on the page; a broken source shows the
/// compiler's error, which goes once it is fixed; clicking the chevron draws the open frame.
/// The fixture is the built copy the other tests share; its file is put back afterwards and
/// the tool rebuilt, so the tests after this one see the package as it was.
extension FixturePackage {
@Suite(.serialized) struct LiveCanvasTests {
    static let chromium = ["/usr/bin/chromium", "/usr/bin/chromium-browser"].first { FileManager.default.isExecutableFile(atPath: $0) }

    @Test(.enabled(if: chromium != nil, "headless Chromium is needed: apt-get install chromium (skipped)"))
    func editBreakFixAndClick() async throws {
        let fixture = try await SwiftUIPackageFixture.shared.value
        try #require(fixture.toolBuild.status == 0, "the fixture package did not build")
        let file = fixture.root.appendingPathComponent("Sources/Article4/CollapseIndicator.swift")
        let original = try String(contentsOf: file, encoding: .utf8)
        try #require(original.contains(".tint(.black)"))
        defer {
            try? original.write(to: file, atomically: true, encoding: .utf8)
            _ = try? SwiftUIPackageFixture.run(["swift", "build", "--product", "PreviewsTool"], in: fixture.root)
        }

        // The page records a reference into the fixture's Snapshots/: put them back afterwards.
        let recorded = fixture.root.appendingPathComponent("Snapshots")
        // (A fresh checkout has no hashes.json there yet: a file that was not there goes again.)
        let kept = ["hashes.json", "renderer.json"].map { ($0, try? Data(contentsOf: recorded.appendingPathComponent($0))) }
        defer {
            try? FileManager.default.removeItem(at: recorded.appendingPathComponent("collapse-indicator"))
            for (name, data) in kept {
                let url = recorded.appendingPathComponent(name)
                if let data { try? data.write(to: url) } else { try? FileManager.default.removeItem(at: url) }
            }
        }

        // Where the chevron is, and the keyboard's way to it.
        let probe = FileManager.default.temporaryDirectory.appendingPathComponent("proofsheet-canvas-probe-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: probe, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: probe) }
        let chevron = try ChevronProbe.find(fixture, in: probe)
        let (tap, keyCode) = (chevron.tap, chevron.keyCode)

        let served = try await ServedCanvas(fixture)
        defer { served.stop() }
        let log = served.log

        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("proofsheet-canvas-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let page = served.page
        let config: [String: Any] = [
            "chromium": Self.chromium!, "url": page, "file": file.path, "from": ".tint(.black)", "to": ".tint(.red)",
            "broken": "let broken: Int = \"not a number\"", "errorFile": "CollapseIndicator.swift",
            "timeout": 300, "scale": 2, "tap": tap,
            "keys": chevron.keys, "keyCode": keyCode,
        ]
        try JSONSerialization.data(withJSONObject: config).write(to: folder.appendingPathComponent("config.json"))
        try Data(CanvasDriver.source.utf8).write(to: folder.appendingPathComponent("driver.py"))
        let run = try SwiftUIPackageFixture.run(
            ["python3", folder.appendingPathComponent("driver.py").path, folder.appendingPathComponent("config.json").path], in: folder)
        let json = run.output.split(separator: "\n").last.map(String.init) ?? ""
        let result = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any], "\(run)\n\(log.text)")
        #expect(result["ok"] as? Bool == true, "\(result["error"] ?? "")\npage: \(result["page"] ?? "")\nserve:\n\(log.text.suffix(3000))")
        let steps = (result["steps"] as? [[String: Any]] ?? []).compactMap { $0["step"] as? String }
        #expect(steps == ["page loaded", "image changed after the edit", "compiler error shown", "error cleared", "click drew the new frame",
                          "transition played", "reset went back", "keyboard tapped", "reference recorded", "compared with the reference",
                          "dark variant drawn"])
        #expect(FileManager.default.fileExists(atPath: recorded.appendingPathComponent("collapse-indicator/initial-light@2x.png").path))

        // The clicked frame is the open one: the same picture the tool draws for a tap on the
        // chevron, whose accessibility tree says "Open".
        let clicked = (result["clicked"] as? [String: Any])?["bytes"] as? String
        let out = folder.appendingPathComponent("tapped")
        let tapped = try fixture.tool(["render", "=collapse-indicator/initial-light", "--taps", "\(tap[0]),\(tap[1])", "--accessibility",
                                       "--format", "png", "--output", out.path])
        #expect(tapped.status == 0, "\(tapped)")
        let png = try Data(contentsOf: out.appendingPathComponent("collapse-indicator/initial-light@2x.png"))
        let clickOpened = clicked == png.base64EncodedString()
        #expect(clickOpened)
        let tree = try String(contentsOf: out.appendingPathComponent("collapse-indicator/initial-light@2x.a11y.txt"), encoding: .utf8)
        #expect(tree.contains("“Open”") && !tree.contains("“Closed”"))
        // Enter on the chevron from the keyboard opens it too.
        let keyboardOpened = (result["keyboard"] as? [String: Any])?["bytes"] as? String == png.base64EncodedString()
        #expect(keyboardOpened)
        // The dark variant chosen on the page is the one the tool draws for --variants dark.
        let darkOut = folder.appendingPathComponent("dark")
        let dark = try fixture.tool(["render", "=collapse-indicator/initial-dark", "--variants", "dark", "--format", "png", "--output", darkOut.path])
        #expect(dark.status == 0, "\(dark)")
        let darkPNG = try Data(contentsOf: darkOut.appendingPathComponent("collapse-indicator/initial-dark@2x.png"))
        let darkDrawn = (result["dark"] as? [String: Any])?["bytes"] as? String == darkPNG.base64EncodedString()
        #expect(darkDrawn)
    }
}
}
