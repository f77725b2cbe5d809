import Foundation
import PreviewRegistry
import PreviewUI
import Testing

/// Previews with hostile names and descriptions.
struct HostilePreviews: PreviewSource {
    static var previews: [PreviewDefinition] {
        [
            PreviewDefinition("<script>alert(1)</script>", component: "<b>Bold</b>", description: "A \"quoted\" & <i>marked</i> text",
                    states: [.initial("../../x"), PreviewState("<img src=x onerror=alert(2)>", .tap("Go"))]) { _ in
                VStack {
                    Text("<script>alert(3)</script>")
                    Button("Go") {}
                }
            },
            PreviewDefinition("../../escape", component: "Paths") { _ in Text("x") },
        ]
    }
}

@MainActor
struct GalleryCommandTests {
    @Test("The gallery of the catalogue has an index, a page per preview and every image")
    func catalogueGallery() async throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = await ToolRun.run(["gallery", "collapse-indicator", "--output", "site"], in: folder)
        #expect(run.status == 0, "\(run.errorText)")
        let written = files(in: folder.appendingPathComponent("site"))
        #expect(written.contains("index.html"))
        #expect(written.contains { $0.hasPrefix("previews/collapse-indicator") && $0.hasSuffix(".html") })
        // Four stills, and the transition into "open" (light and dark): its frames for the
        // player, the animated PNG and the filmstrip.
        let stills = written.filter { $0.hasSuffix("@2x.png") }
        #expect(stills.count == 4, "\(stills)")
        #expect(written.filter { $0.hasSuffix(".svg") }.count == 4)
        #expect(written.filter { $0.hasSuffix("@2x.motion.png") }.count == 2)
        #expect(written.filter { $0.hasSuffix("@2x.filmstrip.png") }.count == 2)
        let frames = written.filter { $0.contains("@2x.motion/") }
        #expect(frames.count > 40 && frames.allSatisfy { $0.hasPrefix("images/collapse-indicator/open-") }, "\(frames.count)")
        let page = try String(contentsOf: folder.appendingPathComponent("site/previews/collapse-indicator.html"), encoding: .utf8)
        #expect(page.contains("class=\"motion\"") && page.contains("Animated PNG"))
        let index = try String(contentsOf: folder.appendingPathComponent("site/index.html"), encoding: .utf8)
        #expect(index.contains("CollapseIndicator"))
        #expect(index.contains("A chevron button that points right when closed"))
        // Nothing is left beside the site.
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["site"])
    }

    @Test("--reuse draws only the snapshots whose display lists changed, and keeps the files of the others")
    func reuseDrawsOnlyChangedDisplayLists() async throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let gallery = ["gallery", "collapse-indicator", "--output", "site", "--reuse", "site"]
        let first = await ToolRun.run(gallery, in: folder)
        #expect(first.status == 0, "\(first.errorText)")
        let images = folder.appendingPathComponent("site/images/collapse-indicator")
        let still = images.appendingPathComponent("open-light@2x.png")
        let other = images.appendingPathComponent("closed-light@2x.png")
        let frame = images.appendingPathComponent("open-light@2x.motion/000.png")
        let (drawnStill, drawnFrame) = (try Data(contentsOf: still), try Data(contentsOf: frame))
        let kept = folder.appendingPathComponent("site.fingerprints.json")
        var json = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: kept)) as? [String: Any])
        var prints = try #require(json["snapshots"] as? [String: String])
        #expect(prints.count == 4 && prints["collapse-indicator/open-light@2x.png"]?.allSatisfy(\.isHexDigit) == true, "\(prints)")

        // Markers in the files: a rebuild with the same display lists draws nothing again...
        for url in [still, other, frame] { try Data("kept".utf8).write(to: url) }
        let again = await ToolRun.run(gallery, in: folder)
        #expect(again.status == 0, "\(again.errorText)")
        for url in [still, other, frame] { #expect(try Data(contentsOf: url) == Data("kept".utf8), "\(url.lastPathComponent) was drawn again") }
        #expect(FileManager.default.fileExists(atPath: images.appendingPathComponent("open-light@2x.motion.png").path))
        let page = try String(contentsOf: folder.appendingPathComponent("site/previews/collapse-indicator.html"), encoding: .utf8)
        #expect(page.contains("open-light@2x.motion/000.png"))

        // ...one whose display list is not the one drawn before is drawn, transition and all...
        prints["collapse-indicator/open-light@2x.png"] = "1"
        json["snapshots"] = prints
        try JSONSerialization.data(withJSONObject: json).write(to: kept)
        #expect(await ToolRun.run(gallery, in: folder).status == 0)
        #expect(try Data(contentsOf: still) == drawnStill)
        #expect(try Data(contentsOf: frame) == drawnFrame)
        #expect(try Data(contentsOf: other) == Data("kept".utf8))

        // ...and another renderer (a font replaced, say) draws everything.
        json = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: kept)) as? [String: Any])
        json["renderer"] = "1"
        try JSONSerialization.data(withJSONObject: json).write(to: kept)
        #expect(await ToolRun.run(gallery, in: folder).status == 0)
        #expect(try Data(contentsOf: other) != Data("kept".utf8))

        // A gallery without --reuse keeps no fingerprints.
        #expect(await ToolRun.run(["gallery", "collapse-indicator", "--output", "plain"], in: folder).status == 0)
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("plain.fingerprints.json").path))
    }

    @Test("--first draws the saved file's previews into the existing site before the rest, and names those that changed")
    func firstDrawsSavedFilesPreviewsEarly() async throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(await ToolRun.run(["gallery", "--output", "site", "--reuse", "site"], in: folder).status == 0)
        let images = folder.appendingPathComponent("site/images")
        let still = images.appendingPathComponent("collapse-indicator/open-light@2x.png")
        let drawn = try Data(contentsOf: still)
        // By the component's file (CollapseIndicator.swift) or the previews' own file.
        for saved in ["/pkg/Sources/Components/CollapseIndicator/CollapseIndicator.swift", "Previews/CollapseIndicatorPreviews.swift"] {
            try Data("stale".utf8).write(to: still)
            let run = await ToolRun.run(["gallery", "--output", "site", "--reuse", "site", "--first", saved + ",README.md"], in: folder)
            #expect(run.status == 0, "\(run.errorText)")
            let early = run.output.filter { $0.hasPrefix("early: ") }
            #expect(early == ["early: collapse-indicator/open-light@2x.png"], "only the picture that changed: \(run.text)")
            #expect(try Data(contentsOf: still) == drawn)
        }
        // Another file's previews are not drawn early.
        try Data("stale".utf8).write(to: still)
        let other = await ToolRun.run(["gallery", "--output", "site", "--reuse", "site", "--first", "Sources/Other/Badge.swift"], in: folder)
        #expect(other.status == 0 && !other.text.contains("early: "))
    }

    @Test("Hostile names render as text and nothing is written outside the output folder")
    func hostileNames() async throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let inner = folder.appendingPathComponent("a/b")
        try FileManager.default.createDirectory(at: inner, withIntermediateDirectories: true)
        let run = await ToolRun.run(["gallery", "--output", "site"], in: inner, sources: [HostilePreviews.self])
        #expect(run.status == 0, "\(run.errorText)")
        #expect(files(in: folder).allSatisfy { $0.hasPrefix("a/b/site/") }, "\(files(in: folder))")
        var html = ""
        for f in files(in: inner.appendingPathComponent("site")) where f.hasSuffix(".html") {
            html += try String(contentsOf: inner.appendingPathComponent("site/" + f), encoding: .utf8)
        }
        #expect(!html.contains("<script>alert"))
        #expect(!html.contains("<img src=x"))
        #expect(html.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
        // Render and list use the sanitised names too.
        let render = await ToolRun.run(["render", "--output", "out"], in: inner, sources: [HostilePreviews.self])
        #expect(render.status == 0)
        #expect(files(in: inner.appendingPathComponent("out")).allSatisfy {
            $0.range(of: #"^[a-z0-9-]+/[a-z0-9-]+@2x\.(png|svg)$"#, options: .regularExpression) != nil
        })
    }
}
