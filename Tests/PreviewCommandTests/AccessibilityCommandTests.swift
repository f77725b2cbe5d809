import Drawing
import Foundation
@testable import PreviewCommand
import PreviewRegistry
import PreviewServer
import Testing

/// The accessibility snapshot on the command line: `render --accessibility`, `.a11y.txt`
/// references in check and record, and `audit`.
@Suite("Accessibility on the command line")
@MainActor
struct AccessibilityCommandTests {
    @Test("render --accessibility writes the tree and the annotated picture")
    func renderWritesTrees() async throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = await ToolRun.run(["render", "collapse-indicator/closed-light", "--accessibility", "--format", "png", "--output", "out"], in: folder)
        #expect(run.status == 0, "\(run.errorText)")
        #expect(files(in: folder.appendingPathComponent("out")) == [
            "collapse-indicator/closed-light@2x.a11y.png", "collapse-indicator/closed-light@2x.a11y.txt", "collapse-indicator/closed-light@2x.png",
        ])
        let text = try String(contentsOf: folder.appendingPathComponent("out/collapse-indicator/closed-light@2x.a11y.txt"), encoding: .utf8)
        #expect(text.contains("“Closed”") && text.contains("“chevron right” — button"))
    }

    @Test("check compares the tree like any reference: a changed one fails with its line; record writes it back")
    func treeReferences() async throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(await ToolRun.run(["record", "collapse-indicator/closed-light"], in: folder).status == 0)
        let path = folder.appendingPathComponent("Snapshots/collapse-indicator/closed-light@2x.a11y.txt")
        let recorded = try String(contentsOf: path, encoding: .utf8)
        try recorded.replacingOccurrences(of: "Closed", with: "Shut").write(to: path, atomically: true, encoding: .utf8)
        let check = await ToolRun.run(["check", "collapse-indicator/closed-light"], in: folder)
        #expect(check.status == 1)
        #expect(check.errorText.contains("FAILED   collapse-indicator/closed-light@2x.a11y.txt: accessibility tree text differs from line 2"))
        #expect(await ToolRun.run(["check", "collapse-indicator/closed-light", "--no-accessibility"], in: folder).status == 0)
        #expect(await ToolRun.run(["record", "collapse-indicator/closed-light"], in: folder).status == 0)
        #expect(try String(contentsOf: path, encoding: .utf8) == recorded)
    }

    @Test("audit lists each finding once with its snapshots, and exits 1")
    func audit() async throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = await ToolRun.run(["audit", "collapse-indicator"], in: folder)
        #expect(run.status == 1)
        #expect(run.text.contains("CollapseIndicatorPreviews.swift:9: a button labelled only by its image's name (“chevron right”)"))
        #expect(run.text.contains("is 12 × 18.5 pt; make it at least 44 × 44 pt"), "the frame as drawn, on the 2x pixel grid")
        #expect(run.text.contains("    in 4 snapshots: collapse-indicator/closed-dark, collapse-indicator/closed-light, collapse-indicator/open-dark, collapse-indicator/open-light"))
        #expect(run.text.contains("audited 4 snapshot(s): 2 finding(s), in 4 snapshot(s)"))
        #expect(files(in: folder).isEmpty)
        let clean = await ToolRun.run(["audit", "collapsable"], in: folder)
        #expect(clean.status == 0 && clean.text.contains("0 finding(s)"))
    }
}

/// `previews serve`'s options, checked before it draws anything.
@Suite("serve options")
@MainActor
struct ServeOptionTests {
    @Test("a --host that is not IPv4 or a --port out of range exits 2 and says why, writing nothing")
    func badOptions() async throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let host = await ToolRun.run(["serve", "--host", "example.com"], in: folder)
        #expect(host.status == 2 && host.errorText.contains("--host example.com is not an IPv4 address"))
        let port = await ToolRun.run(["serve", "--port", "70000"], in: folder)
        #expect(port.status == 2 && port.errorText.contains("--port"))
        #expect(files(in: folder).isEmpty)
    }
}

/// Clicks on the live canvas: `render --taps` draws a state tapped further on; the server's
/// click action runs it in a child process and answers with the picture and the steps as code.
@Suite("Canvas clicks")
@MainActor
struct CanvasClickTests {
    @Test("render --taps replays the state, then taps at the points: the closed indicator, tapped on its chevron, is open")
    func renderTaps() async throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = await ToolRun.run(["render", "=collapse-indicator/closed-light", "--taps", "37,56", "--format", "png", "--output", "out"], in: folder)
        #expect(run.status == 0, "\(run.errorText)")
        // The same pixels as the "open" state, which taps the chevron by its identifier.
        let tapped = try PNGCodec.decode(contentsOf: folder.appendingPathComponent("out/collapse-indicator/closed-light@2x.png"))
        let snapshots = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Snapshots/collapse-indicator")
        #expect(tapped.pixels == (try PNGCodec.decode(contentsOf: snapshots.appendingPathComponent("open-light@2x.png"))).pixels)
        #expect(tapped.pixels != (try PNGCodec.decode(contentsOf: snapshots.appendingPathComponent("closed-light@2x.png"))).pixels)
        #expect(run.text.contains(#"steps collapse-indicator/closed-light: PreviewState("closed-tapped", .tapPoint(x: 37, y: 56))"#))
        let bad = await ToolRun.run(["render", "--taps", "37;x"], in: folder)
        #expect(bad.status == 2 && bad.errorText.contains("--taps takes points as X,Y;X,Y"))
    }
}
