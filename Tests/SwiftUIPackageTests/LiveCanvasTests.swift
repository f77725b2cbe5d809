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

        // Where the chevron is: the middle of its element in the accessibility tree.
        let probe = FileManager.default.temporaryDirectory.appendingPathComponent("proofsheet-canvas-probe-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: probe) }
        let drawn = try fixture.tool(["render", "=collapse-indicator/initial-light", "--accessibility", "--format", "png", "--output", probe.path])
        try #require(drawn.status == 0, "\(drawn)")
        let initialTree = try String(contentsOf: probe.appendingPathComponent("collapse-indicator/initial-light@2x.a11y.txt"), encoding: .utf8)
        let line = initialTree.split(separator: "\n").first { $0.contains("“chevron right” — button") }
        let chevron = String(try #require(line, "no chevron in\n\(initialTree)"))
        let box = chevron[chevron.range(of: "[")!.upperBound...]
        let numbers: [Double] = box.split(whereSeparator: { ", ×]".contains($0) }).compactMap { Double(String($0)) }
        try #require(numbers.count == 4, "\(chevron)")
        let midX: Double = numbers[0] + numbers[2] / 2
        let midY: Double = numbers[1] + numbers[3] / 2
        let tap: [Double] = [(midX * 10).rounded() / 10, (midY * 10).rounded() / 10]
        // From the keyboard: the point starts in the picture's middle and moves 8 pt a press.
        let size = try PNGCodec.decode(contentsOf: probe.appendingPathComponent("collapse-indicator/initial-light@2x.png"))
        let start = [(Double(size.width) / 4 * 10).rounded() / 10, (Double(size.height) / 4 * 10).rounded() / 10]
        let downs = Int(((midY - start[1]) / 8).rounded())
        let keyPoint = [start[0], ((start[1] + Double(downs) * 8) * 10).rounded() / 10]
        try #require(abs(keyPoint[0] - midX) < numbers[2] / 2 && abs(keyPoint[1] - midY) < numbers[3] / 2,
                     "the keyboard's point \(keyPoint) misses the chevron \(chevron)")
        func text(_ v: Double) -> String { v == v.rounded() ? String(Int(v)) : String(v) }
        let keyCode = ".tapPoint(x: \(text(keyPoint[0])), y: \(text(keyPoint[1])))"

        // The tool serves on a free port and says where.
        let serve = Process()
        serve.executableURL = fixture.root.appendingPathComponent(".build/debug/PreviewsTool")
        serve.arguments = ["serve", "collapse-indicator", "--port", "0"]
        serve.currentDirectoryURL = fixture.root
        // As on a developer's machine: CI runs this test with CI set, where the canvas refuses
        // to record (that refusal has its own test in CanvasActionTests).
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

        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("proofsheet-canvas-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let page = url.replacingOccurrences(of: "/index.html#", with: "/previews/collapse-indicator.html#")
        let config: [String: Any] = [
            "chromium": Self.chromium!, "url": page, "file": file.path, "from": ".tint(.black)", "to": ".tint(.red)",
            "broken": "let broken: Int = \"not a number\"", "errorFile": "CollapseIndicator.swift",
            "timeout": 300, "scale": 2, "tap": tap,
            "keys": Array(repeating: downs >= 0 ? "ArrowDown" : "ArrowUp", count: abs(downs)), "keyCode": keyCode,
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
