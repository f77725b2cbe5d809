import Foundation
import Testing
@testable import Gallery

@Suite("Diff report writer")
struct DiffReportWriterTests {
    @Test("failures come first, then missing, orphaned, passed; by name within each")
    func failureFirstOrdering() {
        let entries: [GalleryDiffEntry] = [
            .init(name: "b/passed", status: .passed),
            .init(name: "z/failed", status: .failed, differentPixels: 1, totalPixels: 4),
            .init(name: "c/orphaned", status: .orphaned),
            .init(name: "a/passed", status: .passed),
            .init(name: "m/missing", status: .missing),
            .init(name: "a/failed", status: .failed, differentPixels: 2, totalPixels: 4),
        ]
        #expect(DiffReportPlan.ordered(entries).map(\.name) == [
            "a/failed", "z/failed", "m/missing", "c/orphaned", "a/passed", "b/passed",
        ])
    }

    @Test("the index lists entries failures first with their figures")
    func indexOrderAndFigures() throws {
        let temp = try TemporaryFolder("report-index")
        defer { temp.remove() }
        let report = try SampleSite.report(imagesIn: temp.url.appendingPathComponent("checker"))
        let output = temp.url.appendingPathComponent("report")
        try GalleryDiffReportWriter().write(report, to: output)
        let html = try readText(output.appendingPathComponent("index.html"))
        let order = ["transport-mode/bicycle-light", "notifications/on-dark", "old-toggle/on-light",
                     "cups-of-water/collapsed-light", "cups-of-water/expanded-dark"]
        let positions = try order.map { try #require(html.range(of: ">\($0)<")).lowerBound }
        #expect(positions == positions.sorted())

        let failed = report.entries[2]
        let ratio = NumberText.percent(failed.differenceRatio)
        #expect(html.contains("<td class=\"num\">\(NumberText.grouped(failed.differentPixels)) / 64,800</td><td class=\"num\">\(ratio)</td><td class=\"num\">0.1</td>"))
        #expect(html.contains("<span class=\"fingerprint-differs\">differs</span>"))
        #expect(html.contains("renderer fingerprint differs"))
        #expect(html.contains("<a href=\"entries/transport-mode-bicycle-light.html\">transport-mode/bicycle-light</a>"))
        // Passed entries without images have no page and no link.
        #expect(html.contains("<td class=\"name\">cups-of-water/collapsed-light</td>"))
        #expect(html.contains("3 of 5 snapshots need attention."))
    }

    @Test("a failure page offers side by side, slider, onion skin and diff views")
    func failurePage() throws {
        let temp = try TemporaryFolder("report-page")
        defer { temp.remove() }
        let report = try SampleSite.report(imagesIn: temp.url.appendingPathComponent("checker"))
        let output = temp.url.appendingPathComponent("report")
        let written = try GalleryDiffReportWriter().write(report, to: output)
        #expect(written.contains("images/transport-mode-bicycle-light/expected.png"))
        #expect(written.contains("images/transport-mode-bicycle-light/actual.png"))
        #expect(written.contains("images/transport-mode-bicycle-light/diff.png"))
        #expect(written.contains("entries/notifications-on-dark.html"))
        #expect(written.contains("entries/old-toggle-on-light.html"))
        #expect(!written.contains { $0.contains("cups-of-water") })

        let html = try readText(output.appendingPathComponent("entries/transport-mode-bicycle-light.html"))
        for view in ["side-by-side", "slider", "onion-skin", "diff"] {
            #expect(html.contains("<input type=\"radio\" name=\"view\" value=\"\(view)\""))
            #expect(html.contains("class=\"view view-\(view)\""))
        }
        #expect(html.contains("class=\"reveal-range\" type=\"range\" min=\"0\" max=\"100\""))
        #expect(html.contains("class=\"onion-range\" type=\"range\""))
        #expect(html.contains("<img src=\"../images/transport-mode-bicycle-light/expected.png\" width=\"360\" height=\"180\" loading=\"lazy\""))
        #expect(html.contains("swift run previews record"))

        let missing = try readText(output.appendingPathComponent("entries/notifications-on-dark.html"))
        #expect(!missing.contains("type=\"range\""))
        #expect(missing.contains("actual.png"))
        #expect(missing.contains("No reference is recorded"))
    }

    @Test("images already in the report folder are used in place; other files stay")
    func imagesInPlace() throws {
        let temp = try TemporaryFolder("report-in-place")
        defer { temp.remove() }
        let output = temp.url.appendingPathComponent("report")
        _ = try SampleSite.report(imagesIn: output)
        try Data("<testsuites/>".utf8).write(to: output.appendingPathComponent("junit.xml"))
        let before = Set(relativeFiles(under: output))

        let report = GalleryDiffReport(entries: [
            .init(name: "transport-mode/bicycle-light", status: .failed, differentPixels: 10, totalPixels: 100,
                  expected: .inPlace("transport-mode/bicycle-light.expected.png"),
                  actual: .inPlace("transport-mode/bicycle-light.actual.png"),
                  diff: .inPlace("./transport-mode/bicycle-light.diff.png")),
            .init(name: "notifications/on-dark", status: .missing, actual: .inPlace("notifications/on-dark.actual.png")),
        ])
        let written = try GalleryDiffReportWriter().write(report, to: output)
        #expect(written.last == "index.html")
        #expect(!written.contains { $0.hasPrefix("images/") })
        let after = Set(relativeFiles(under: output))
        #expect(before.isSubset(of: after))
        #expect(after.subtracting(before) == Set(written + [".proofsheet-site"]))

        let page = try readText(output.appendingPathComponent("entries/transport-mode-bicycle-light.html"))
        #expect(page.contains("src=\"../transport-mode/bicycle-light.expected.png\" width=\"360\" height=\"180\""))
        #expect(page.contains("src=\".././transport-mode/bicycle-light.diff.png\""))

        // Writing again works, and still keeps the checker's files.
        try GalleryDiffReportWriter().write(report, to: output)
        #expect(before.isSubset(of: Set(relativeFiles(under: output))))
        #expect(!relativeFiles(under: output).contains { $0.contains(".tmp-") })
    }

    @Test("in-place paths must stay inside the report folder and exist", arguments: [
        "../outside.png", "/etc/passwd", "a/../../outside.png", "~/x.png", "", "nothing-here.png",
    ])
    func inPlacePathsAreChecked(path: String) throws {
        let temp = try TemporaryFolder("report-paths")
        defer { temp.remove() }
        try PNGFixture(width: 2, height: 2).write(to: temp.url.appendingPathComponent("outside.png"))
        let output = temp.url.appendingPathComponent("report")
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        let report = GalleryDiffReport(entries: [.init(name: "a/b", status: .failed, actual: .inPlace(path))])
        let error = #expect(throws: GalleryError.self) { try GalleryDiffReportWriter().write(report, to: output) }
        switch error {
        case .imageOutsideReportFolder(let reported, _)?: #expect(reported == path)
        case .missingReportImage(let reported, _)?:
            #expect(path == "nothing-here.png")
            #expect(reported == output.appendingPathComponent(path).path)
        default: Issue.record("unexpected \(String(describing: error))")
        }
        #expect(relativeFiles(under: output).isEmpty)
    }

    @Test("hostile entry names render as text and write nothing outside the output folder")
    func hostileNames() throws {
        let temp = try TemporaryFolder("report-hostile")
        defer { temp.remove() }
        let image = temp.url.appendingPathComponent("src/x.png")
        try PNGFixture(width: 3, height: 2).write(to: image)
        let report = GalleryDiffReport(title: "<i>t</i>", entries: [
            .init(name: "<script>alert(1)</script>", status: .failed, differentPixels: 1, totalPixels: 6,
                  expected: .copy(from: image), actual: .copy(from: image), diff: .copy(from: image)),
            .init(name: "../../x", status: .missing, actual: .copy(from: image)),
        ])
        let root = temp.url.appendingPathComponent("out")
        let output = root.appendingPathComponent("report")
        try GalleryDiffReportWriter().write(report, to: output)
        #expect(try FileManager.default.contentsOfDirectory(atPath: root.path) == ["report"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: temp.url.path).sorted() == ["out", "src"])
        for file in relativeFiles(under: output) where file != ".proofsheet-site" {
            #expect(file.split(separator: "/").allSatisfy(SiteFolder.isSafeComponent), "unsafe path \(file)")
        }
        for page in ["index.html", "entries/script-alert-1-script.html", "entries/x.html"] {
            let html = try readText(output.appendingPathComponent(page))
            #expect(!html.contains("<script>alert"), "\(page)")
            #expect(!html.contains("<i>t</i>"), "\(page)")
        }
        let page = try readText(output.appendingPathComponent("entries/script-alert-1-script.html"))
        #expect(page.contains("<h1>&lt;script&gt;alert(1)&lt;/script&gt;</h1>"))
        #expect(try readText(output.appendingPathComponent("index.html")).contains(">../../x</a>"))
    }

    @Test("a missing image to copy fails before anything is written")
    func missingCopySource() throws {
        let temp = try TemporaryFolder("report-missing")
        defer { temp.remove() }
        let gone = temp.url.appendingPathComponent("gone.png")
        let report = GalleryDiffReport(entries: [.init(name: "a/b", status: .missing, actual: .copy(from: gone))])
        let output = temp.url.appendingPathComponent("report")
        let error = #expect(throws: GalleryError.self) { try GalleryDiffReportWriter().write(report, to: output) }
        #expect(error == .missingSourceImage(path: gone.path, usedBy: "the actual image of “a/b”"))
        #expect(!FileManager.default.fileExists(atPath: output.path))
    }

    @Test("PNG sizes are read from the header only")
    func pngHeader() {
        let data = PNGFixture(width: 7, height: 3).pngData
        #expect(PNGHeader.size(in: data)?.width == 7)
        #expect(PNGHeader.size(in: data)?.height == 3)
        #expect(PNGHeader.size(in: Data("not a png at all, really not".utf8)) == nil)
    }
}
