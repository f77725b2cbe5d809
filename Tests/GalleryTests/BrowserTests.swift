import Foundation
import Testing
import Gallery

/// Opens a generated gallery and diff report in headless Chromium and checks what a reader
/// would: every image loads, the console stays clean, the light/dark switch and the system
/// preference change which images show, the filter filters, preview images are at true size,
/// the report's views switch and its slider changes the revealed width (by keyboard and by
/// pointer). Screenshots go to `.build/gallery-browser-test/screenshots/`.
///
/// Needs the Debian package `chromium` and `python3`; skipped, with a message, without them.
@Suite("Pages in headless Chromium")
struct BrowserTests {
    static let chromium = ExternalTool.find(["chromium", "chromium-browser"])
    static let python = ExternalTool.find(["python3"])

    struct Result: Decodable {
        struct Check: Decodable {
            var name: String
            var ok: Bool
            var detail: String
        }

        var checks: [Check]
        var consoleErrors: [String]
        var screenshots: [String]
        var chromiumLog: String
    }

    @Test(
        "gallery and diff report work in a real browser",
        .enabled(
            if: chromium != nil && python != nil,
            "headless Chromium and python3 are needed: apt-get install chromium (skipped)"),
        .timeLimit(.minutes(5)))
    func browser() throws {
        let root = ExternalTool.packageRoot.appendingPathComponent(".build/gallery-browser-test", isDirectory: true)
        try? FileManager.default.removeItem(at: root)
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)

        let catalog = try SampleSite.catalog(imagesIn: root.appendingPathComponent("rendered"))
        let gallery = root.appendingPathComponent("gallery")
        try GalleryWriter().write(catalog, to: gallery)
        let report = try SampleSite.report(imagesIn: root.appendingPathComponent("checker"))
        let reportFolder = root.appendingPathComponent("report")
        try GalleryDiffReportWriter().write(report, to: reportFolder)

        let script = root.appendingPathComponent("check_pages.py")
        try Data(BrowserCheckScript.source.utf8).write(to: script)
        let config: [String: String] = [
            "chromium": try #require(Self.chromium),
            "gallery": gallery.path,
            "previewPage": "previews/cups-of-water.html",
            "report": reportFolder.path,
            "failurePage": "entries/transport-mode-bicycle-light.html",
            "missingPage": "entries/notifications-on-dark.html",
            "screenshots": root.appendingPathComponent("screenshots").path,
        ]
        let configFile = root.appendingPathComponent("config.json")
        try JSONEncoder().encode(config).write(to: configFile)

        let output = try ExternalTool.run(try #require(Self.python), [script.path, configFile.path], timeout: 240)
        #expect(!output.timedOut, "the browser check took longer than 240 s")
        guard let data = output.standardOutput.data(using: .utf8),
            let result = try? JSONDecoder().decode(Result.self, from: data)
        else {
            Issue.record("""
                The browser check printed no result (exit \(output.status)).
                stdout: \(output.standardOutput.suffix(2000))
                stderr: \(output.standardError.suffix(4000))
                """)
            return
        }
        #expect(result.checks.count >= 20, "only \(result.checks.count) checks ran")
        for check in result.checks {
            #expect(check.ok, "\(check.name): \(check.detail)")
        }
        #expect(result.consoleErrors.isEmpty, "console errors: \(result.consoleErrors)")
        if result.checks.contains(where: { !$0.ok }) {
            print("Chromium log (end):\n\(result.chromiumLog)")
        }
        print("Browser check: \(result.checks.filter(\.ok).count) of \(result.checks.count) checks passed.")
        print("Screenshots:")
        for path in result.screenshots {
            print("  \(path)")
        }
    }
}
