import Foundation
import PreviewRegistry
import PreviewUI
import Testing

/// "Right, or said": a preview that uses what PreviewUI cannot draw as iOS does renders its
/// best approximation with one warning per cause naming the user's file and line, the warning
/// reaches list --json, the check report, JUnit and the gallery, and --strict fails on it.
@MainActor @Suite struct ApproximationCommandTests {
    /// The line of the `Image(systemName:)` call below, as the report must name it.
    static let symbolLine = #line + 6
    struct Source: PreviewSource {
        static var previews: [PreviewDefinition] {
            [
                PreviewDefinition("Unknown symbol", component: "Demo", layout: .fixed(width: 40, height: 30)) { _ in
                    HStack {
                        Image(systemName: "no.such.symbol")
                        Text("a")
                    }
                },
                PreviewDefinition("Plain", component: "Demo", layout: .fixed(width: 40, height: 30)) { _ in Text("b") },
            ]
        }
    }

    static var location: String { "ApproximationCommandTests.swift:\(symbolLine)" }

    @Test("render draws the approximation and warns once per cause, naming the call's file and line")
    func renderWarns() async throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = await ToolRun.run(["render", "--output", "out", "--format", "png"], in: folder, sources: [Source.self])
        #expect(run.status == 0, "\(run.errorText)")
        #expect(files(in: folder.appendingPathComponent("out")).count == 4)
        let warnings = run.errors.filter { $0.hasPrefix("warning: ") }
        #expect(warnings.count == 1, "one cause at one place: one warning, however many snapshots show it")
        let warning = try #require(warnings.first)
        #expect(warning.hasPrefix("warning: \(Self.location): unknown SF Symbol 'no.such.symbol'"))
        #expect(warning.contains("; drawn as a crossed box (in 2 snapshots: unknown-symbol/initial-light, unknown-symbol/initial-dark)")
            || warning.contains("; drawn as a crossed box (in 2 snapshots: unknown-symbol/initial-dark, unknown-symbol/initial-light)"))
        #expect(run.text.contains("1 approximation(s)"))
    }

    @Test("render --strict fails on the approximation, naming file and line; the clean preview alone passes")
    func renderStrict() async throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let strict = await ToolRun.run(["render", "--strict", "--output", "out"], in: folder, sources: [Source.self])
        #expect(strict.status == 1)
        #expect(strict.errors.contains { $0.hasPrefix("APPROXIMATED \(Self.location): unknown SF Symbol 'no.such.symbol'") })
        #expect(strict.errorText.contains("--strict: 1 approximation(s) fail this run"))
        let clean = await ToolRun.run(["render", "--strict", "plain", "--output", "out"], in: folder, sources: [Source.self])
        #expect(clean.status == 0, "\(clean.errorText)")
        #expect(!clean.errorText.contains("APPROXIMATED"))
    }

    @Test("list --json gives each snapshot's approximations with cause, drawn-as and location")
    func listJSON() async throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = await ToolRun.run(["list", "--json"], in: folder, sources: [Source.self])
        #expect(run.status == 0)
        struct Row: Decodable {
            struct Said: Decodable { let cause, drawnAs, file: String; let line: Int; let location: String? }
            let name: String
            let approximations: [Said]
        }
        let rows = try JSONDecoder().decode([Row].self, from: Data(run.text.utf8))
        let symbol = try #require(rows.first { $0.name == "unknown-symbol/initial-light@2x" })
        #expect(symbol.approximations.count == 1)
        #expect(symbol.approximations.first?.location == Self.location)
        #expect(symbol.approximations.first?.file == "PreviewCommandTests/ApproximationCommandTests.swift")
        #expect(symbol.approximations.first?.drawnAs == "a crossed box")
        #expect(rows.first { $0.name == "plain/initial-light@2x" }?.approximations.isEmpty == true)
    }

    @Test("check reports approximations in summary.json, JUnit and the HTML report; --strict fails those snapshots only")
    func checkReportsAndStrict() async throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let record = await ToolRun.run(["record"], in: folder, sources: [Source.self])
        #expect(record.status == 0, "\(record.errorText)")

        let check = await ToolRun.run(["check", "--report", "report", "--junit", "junit.xml"], in: folder, sources: [Source.self])
        #expect(check.status == 0, "approximations are warnings without --strict: \(check.errorText)")
        #expect(check.errors.contains { $0.hasPrefix("warning: \(Self.location)") })
        let summary = try String(contentsOf: folder.appendingPathComponent("report/summary.json"), encoding: .utf8)
        #expect(summary.contains("\(Self.location): unknown SF Symbol 'no.such.symbol'"))
        let junit = try String(contentsOf: folder.appendingPathComponent("junit.xml"), encoding: .utf8)
        #expect(junit.contains("<system-err>approximation: \(Self.location): unknown SF Symbol"))
        let index = try String(contentsOf: folder.appendingPathComponent("report/index.html"), encoding: .utf8)
        // The unknown symbol, and the accessibility audit's finding that it is read by its name.
        #expect(index.contains("approximations: 2"))

        let strict = await ToolRun.run(["check", "--strict", "--report", "strict-report"], in: folder, sources: [Source.self])
        #expect(strict.status == 1)
        let failed = strict.errors.filter { $0.hasPrefix("FAILED") }
        #expect(failed.count == 4, "PNG and SVG of both variants: \(failed)")
        #expect(failed.allSatisfy { $0.contains("unknown-symbol/") && $0.contains("drawn differently from iOS (--strict): \(Self.location)") })
        let pages = try files(in: folder.appendingPathComponent("strict-report")).filter { $0.hasSuffix(".html") && $0 != "index.html" }
        let page = try String(contentsOf: folder.appendingPathComponent("strict-report/" + #require(pages.first)), encoding: .utf8)
        #expect(page.contains("Approximations:"))
        #expect(page.contains(Self.location))
        #expect(page.contains("matches the reference but fails under <code>--strict</code>"), "not the advice to record again")
    }

    @Test("The gallery page of the preview lists its approximations; the other page has none")
    func gallery() async throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = await ToolRun.run(["gallery", "--output", "site"], in: folder, sources: [Source.self])
        #expect(run.status == 0, "\(run.errorText)")
        let pages = try files(in: folder.appendingPathComponent("site")).filter { $0.hasSuffix(".html") && $0 != "index.html" }
        let symbolPage = try #require(pages.first { $0.contains("unknown-symbol") })
        let plainPage = try #require(pages.first { $0.contains("plain") })
        let symbolHTML = try String(contentsOf: folder.appendingPathComponent("site/" + symbolPage), encoding: .utf8)
        #expect(symbolHTML.contains("Approximations:"))
        #expect(symbolHTML.contains("\(Self.location): unknown SF Symbol &#39;no.such.symbol&#39;")
            || symbolHTML.contains("\(Self.location): unknown SF Symbol 'no.such.symbol'"))
        let plainHTML = try String(contentsOf: folder.appendingPathComponent("site/" + plainPage), encoding: .utf8)
        #expect(!plainHTML.contains("Approximations:"))
    }
}
