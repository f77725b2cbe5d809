import Foundation
import Testing
@testable import Gallery

@Suite("Gallery writer")
struct GalleryWriterTests {
    @Test("writes index, a page per preview, copied images and assets")
    func writesSite() throws {
        let temp = try TemporaryFolder("site")
        defer { temp.remove() }
        let catalog = try SampleSite.catalog(imagesIn: temp.url.appendingPathComponent("rendered"))
        let output = temp.url.appendingPathComponent("gallery")
        let written = try GalleryWriter().write(catalog, to: output)

        let files = relativeFiles(under: output)
        #expect(files.contains("index.html"))
        #expect(files.contains("assets/proofsheet.css"))
        #expect(files.contains("assets/proofsheet.js"))
        #expect(files.contains(".proofsheet-site"))
        for preview in ["cups-of-water", "transport-mode", "notifications", "airplane-mode", "trip-summary"] {
            #expect(files.contains("previews/\(preview).html"))
        }
        #expect(files.contains("images/cups-of-water/expanded-dark@2x.png"))
        #expect(files.contains("images/cups-of-water/collapsed-dark-rtl@2x.svg"))
        #expect(Set(written) == Set(files).subtracting([".proofsheet-site"]))

        let copied = try Data(contentsOf: output.appendingPathComponent("images/cups-of-water/expanded-dark@2x.png"))
        let source = try Data(contentsOf: catalog.previews[0].states[1].snapshots[1].png)
        #expect(copied == source)
        // Nothing besides the two folders the test made.
        #expect(try FileManager.default.contentsOfDirectory(atPath: temp.url.path).sorted() == ["gallery", "rendered"])
    }

    @Test("the index groups previews by component, components sorted by name")
    func grouping() throws {
        let temp = try TemporaryFolder("grouping")
        defer { temp.remove() }
        let catalog = try SampleSite.catalog(imagesIn: temp.url)
        let plan = GallerySitePlan(catalog)
        #expect(plan.components.map(\.name) == ["CollapsibleWheelPicker", "SegmentedControl", "Toggle"])
        #expect(plan.components.map { $0.previews.map(\.slug) } == [
            ["cups-of-water", "trip-summary"], ["transport-mode"], ["notifications", "airplane-mode"],
        ])

        let html = GalleryPages.index(plan, title: catalog.title)
        let headings = ["CollapsibleWheelPicker", "cups-of-water", "trip-summary", "SegmentedControl",
                        "transport-mode", "Toggle", "notifications", "airplane-mode"]
        let positions = try headings.map { marker in
            let needle = marker.first!.isUppercase ? "\">\(marker)</h2>" : "id=\"preview-\(marker)\""
            return try #require(html.range(of: needle), "\(needle) missing").lowerBound
        }
        #expect(positions == positions.sorted())
    }

    @Test("the index shows light and dark thumbnails, with sizes, lazily")
    func thumbnails() throws {
        let temp = try TemporaryFolder("thumbs")
        defer { temp.remove() }
        let output = temp.url.appendingPathComponent("gallery")
        try GalleryWriter().write(try SampleSite.catalog(imagesIn: temp.url.appendingPathComponent("src")), to: output)
        let html = try readText(output.appendingPathComponent("index.html"))
        #expect(html.contains(#"<img class="checker only-light" src="images/cups-of-water/expanded-light@2x.png" width="180" height="90" loading="lazy""#))
        #expect(html.contains(#"<img class="checker only-dark" src="images/cups-of-water/expanded-dark@2x.png" width="180" height="90" loading="lazy""#))
        // A state with only a light variant shows it in both themes.
        #expect(html.contains(#"<img class="checker" src="images/airplane-mode/on-light@2x.png""#))
        // Filter names are the command line's full names.
        #expect(html.contains("data-names=\"cups-of-water/collapsed-light\ncups-of-water/collapsed-dark\ncups-of-water/collapsed-dark-rtl\""))
        #expect(html.contains(#"<input id="filter" type="search""#))
        #expect(html.contains(#"data-scheme-choice="dark""#))
        #expect(!html.contains("http://") && !html.contains("https://"))
    }

    @Test("a preview page shows every variant at true size, its points, interactions and files")
    func previewPage() throws {
        let temp = try TemporaryFolder("page")
        defer { temp.remove() }
        let output = temp.url.appendingPathComponent("gallery")
        try GalleryWriter().write(try SampleSite.catalog(imagesIn: temp.url.appendingPathComponent("src")), to: output)
        let html = try readText(output.appendingPathComponent("previews/cups-of-water.html"))
        #expect(html.contains(#"<img src="../images/cups-of-water/selected-dark@2x.png" width="360" height="180" loading="lazy""#))
        #expect(html.contains("180 × 90 pt · @2x · 360 × 180 px"))
        #expect(html.contains("<li>tap “Cups of Water”</li>\n<li>select 4 in the wheel</li>"))
        #expect(html.contains(#"<a href="../images/cups-of-water/collapsed-dark-rtl@2x.png">PNG</a>"#))
        #expect(html.contains(#"<a href="../images/cups-of-water/collapsed-dark-rtl@2x.svg">SVG</a>"#))
        #expect(html.contains(#"id="state-selected""#))
        #expect(html.contains("Initial state"))
    }

    @Test("hostile names render as text and write nothing outside the output folder")
    func hostileNames() throws {
        let temp = try TemporaryFolder("hostile")
        defer { temp.remove() }
        let source = temp.url.appendingPathComponent("src/image.png")
        try PNGFixture(width: 4, height: 4, fill: .init(red: 1, green: 2, blue: 3)).write(to: source)
        func snapshot(_ variant: String) -> GallerySnapshot {
            GallerySnapshot(variant: variant, colorScheme: .light, width: 2, height: 2, scale: 2, png: source, svg: source)
        }
        let catalog = GalleryCatalog(title: "<b>Title</b>", previews: [
            GalleryPreview(name: "<script>alert(1)</script>", title: "<script>alert(1)</script>",
                           component: "<img src=x onerror=alert(2)>",
                           description: "</p><script>alert(3)</script> & \"quotes\" 'single'",
                           states: [GalleryState(name: "../../../escape", interactions: ["<script>alert(4)</script>"],
                                                 snapshots: [snapshot("/etc/passwd"), snapshot("..")])]),
            GalleryPreview(name: "../../x", title: "", component: "../..", description: "",
                           states: [GalleryState(name: "/", snapshots: [snapshot("../../../../tmp/owned")])]),
        ])
        let root = temp.url.appendingPathComponent("out")
        let output = root.appendingPathComponent("site")
        try GalleryWriter().write(catalog, to: output)

        #expect(try FileManager.default.contentsOfDirectory(atPath: root.path) == ["site"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: temp.url.path).sorted() == ["out", "src"])
        #expect(!FileManager.default.fileExists(atPath: "/tmp/owned@2x.png"))
        for file in relativeFiles(under: output) where file != ".proofsheet-site" {
            let parts = file.split(separator: "/")
            #expect(parts.allSatisfy(SiteFolder.isSafeComponent), "unsafe path \(file)")
        }
        #expect(relativeFiles(under: output).contains("previews/script-alert-1-script.html"))
        #expect(relativeFiles(under: output).contains("images/script-alert-1-script/escape-etc-passwd@2x.png"))
        #expect(relativeFiles(under: output).contains("images/script-alert-1-script/escape-unnamed@2x.png"))
        #expect(relativeFiles(under: output).contains("previews/x.html"))

        for page in ["index.html", "previews/script-alert-1-script.html", "previews/x.html"] {
            let html = try readText(output.appendingPathComponent(page))
            #expect(!html.contains("<script>alert"), "\(page) has a raw script")
            #expect(!html.contains("<img src=x"), "\(page) has a raw img")
            #expect(!html.contains("<b>Title"), "\(page) has raw markup")
        }
        let index = try readText(output.appendingPathComponent("index.html"))
        #expect(index.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
        #expect(index.contains("&lt;img src=x onerror=alert(2)&gt;"))
        #expect(index.contains("&lt;/p&gt;&lt;script&gt;alert(3)&lt;/script&gt; &amp; &quot;quotes&quot; &#39;single&#39;"))
        #expect(index.contains("<title>&lt;b&gt;Title&lt;/b&gt;</title>"))
        let page = try readText(output.appendingPathComponent("previews/script-alert-1-script.html"))
        #expect(page.contains("<li>&lt;script&gt;alert(4)&lt;/script&gt;</li>"))
        #expect(page.contains("<h2 id=\"state-heading-escape\">../../../escape</h2>"))
    }

    @Test("previews and variants whose names sanitise alike get distinct files")
    func duplicateNames() throws {
        let temp = try TemporaryFolder("duplicates")
        defer { temp.remove() }
        let source = temp.url.appendingPathComponent("a.png")
        try PNGFixture(width: 2, height: 2).write(to: source)
        let snapshots = ["Dark", "dark"].map {
            GallerySnapshot(variant: $0, colorScheme: .dark, width: 1, height: 1, scale: 1, png: source)
        }
        let catalog = GalleryCatalog(previews: [
            GalleryPreview(name: "Cups of Water", title: "One", component: "C", states: [GalleryState(name: "s", snapshots: snapshots)]),
            GalleryPreview(name: "cups-of-water", title: "Two", component: "C", states: []),
        ])
        let output = temp.url.appendingPathComponent("site")
        try GalleryWriter().write(catalog, to: output)
        let files = relativeFiles(under: output)
        #expect(files.contains("previews/cups-of-water.html"))
        #expect(files.contains("previews/cups-of-water-2.html"))
        #expect(files.contains("images/cups-of-water/s-dark@1x.png"))
        #expect(files.contains("images/cups-of-water/s-dark-2@1x.png"))
    }

    @Test("writing again replaces the whole site")
    func rewriteReplaces() throws {
        let temp = try TemporaryFolder("rewrite")
        defer { temp.remove() }
        var catalog = try SampleSite.catalog(imagesIn: temp.url.appendingPathComponent("src"))
        let output = temp.url.appendingPathComponent("site")
        try GalleryWriter().write(catalog, to: output)
        catalog.previews.removeFirst()
        try GalleryWriter().write(catalog, to: output)
        let files = relativeFiles(under: output)
        #expect(!files.contains("previews/cups-of-water.html"))
        #expect(!files.contains { $0.hasPrefix("images/cups-of-water/") })
        #expect(files.contains("previews/transport-mode.html"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: temp.url.path).sorted() == ["site", "src"])
    }

    @Test("a missing source image fails with a typed error and leaves the old site intact")
    func atomicOnMissingImage() throws {
        let temp = try TemporaryFolder("atomic")
        defer { temp.remove() }
        var catalog = try SampleSite.catalog(imagesIn: temp.url.appendingPathComponent("src"))
        let output = temp.url.appendingPathComponent("site")
        try GalleryWriter().write(catalog, to: output)
        let before = relativeFiles(under: output)
        let indexBefore = try readText(output.appendingPathComponent("index.html"))

        let missing = temp.url.appendingPathComponent("src/nowhere/gone@2x.png")
        catalog.title = "Changed"
        catalog.previews[2].states[0].snapshots[0].png = missing
        let error = #expect(throws: GalleryError.self) { try GalleryWriter().write(catalog, to: output) }
        #expect(error == .missingSourceImage(
            path: missing.path, usedBy: "preview “notifications”, state “off”, variant “light”"))
        #expect(error?.description.contains(missing.path) == true)
        #expect(error?.description.contains("Render the previews first") == true)

        #expect(relativeFiles(under: output) == before)
        #expect(try readText(output.appendingPathComponent("index.html")) == indexBefore)
        #expect(try FileManager.default.contentsOfDirectory(atPath: temp.url.path).sorted() == ["site", "src"])
    }

    @Test("a failure while building removes the staging folder and keeps the old site")
    func atomicOnFailureMidway() throws {
        let temp = try TemporaryFolder("midway")
        defer { temp.remove() }
        let output = temp.url.appendingPathComponent("site")
        let publisher = SitePublisher(output: output, kind: .gallery)
        _ = try publisher.publish { folder throws(GalleryError) in try folder.write("old", to: "index.html") }
        let error = #expect(throws: GalleryError.self) {
            _ = try publisher.publish { folder throws(GalleryError) in
                try folder.write("new", to: "index.html")
                try folder.write("new", to: "previews/a.html")
                throw GalleryError.couldNotWrite(path: "x", reason: "disk full")
            }
        }
        #expect(error == .couldNotWrite(path: "x", reason: "disk full"))
        #expect(try readText(output.appendingPathComponent("index.html")) == "old")
        #expect(relativeFiles(under: output) == [".proofsheet-site", "index.html"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: temp.url.path) == ["site"])
    }

    @Test("a folder that Proofsheet did not write is never replaced")
    func refusesForeignFolder() throws {
        let temp = try TemporaryFolder("foreign")
        defer { temp.remove() }
        let output = temp.url.appendingPathComponent("documents")
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        try Data("mine".utf8).write(to: output.appendingPathComponent("thesis.txt"))
        let catalog = try SampleSite.catalog(imagesIn: temp.url.appendingPathComponent("src"))
        let error = #expect(throws: GalleryError.self) { try GalleryWriter().write(catalog, to: output) }
        #expect(error == .outputIsNotASite(path: output.path))
        #expect(relativeFiles(under: output) == ["thesis.txt"])
        // An empty folder is fine.
        let empty = temp.url.appendingPathComponent("empty")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        try GalleryWriter().write(catalog, to: empty)
        #expect(relativeFiles(under: empty).contains("index.html"))
    }

    @Test("an output that cannot be written fails with a typed error naming it")
    func unwritableOutput() throws {
        let temp = try TemporaryFolder("unwritable")
        defer { temp.remove() }
        let catalog = try SampleSite.catalog(imagesIn: temp.url.appendingPathComponent("src"))
        let file = temp.url.appendingPathComponent("plain-file")
        try Data("x".utf8).write(to: file)

        let isFile = #expect(throws: GalleryError.self) { try GalleryWriter().write(catalog, to: file) }
        #expect(isFile == .outputIsAFile(path: file.path))

        let below = file.appendingPathComponent("gallery")
        let error = #expect(throws: GalleryError.self) { try GalleryWriter().write(catalog, to: below) }
        guard case let .outputNotWritable(path, reason)? = error else {
            Issue.record("expected outputNotWritable, got \(String(describing: error))")
            return
        }
        #expect(path == file.path)
        #expect(!reason.isEmpty)
        #expect(error?.description.contains("--output") == true)
    }

    @Test("the model round-trips through JSON")
    func codable() throws {
        let temp = try TemporaryFolder("codable")
        defer { temp.remove() }
        let catalog = try SampleSite.catalog(imagesIn: temp.url)
        let data = try JSONEncoder().encode(catalog)
        #expect(try JSONDecoder().decode(GalleryCatalog.self, from: data) == catalog)
        let report = try SampleSite.report(imagesIn: temp.url)
        #expect(try JSONDecoder().decode(GalleryDiffReport.self, from: JSONEncoder().encode(report)) == report)
    }
}
