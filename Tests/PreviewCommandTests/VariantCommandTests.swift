import Foundation
import Testing

/// `--variants`: every verb draws the matrix it names, and a bad value is a usage error.
@Suite("Variant matrix on the command line")
@MainActor
struct VariantCommandTests {
    @Test("list and render take --variants; names join the values; files land where the names say")
    func listAndRender() async throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let list = await ToolRun.run(["list", "cups-of-water/collapsed", "--variants", "dark,ax5,se-landscape"], in: folder)
        #expect(list.status == 0, "\(list.errorText)")
        #expect(list.text.contains("cups-of-water/collapsed-dark-ax5-iphone-se-landscape@2x"))
        #expect(list.text.contains("667×375 pt"))
        let render = await ToolRun.run(
            ["render", "cups-of-water/collapsed", "--variants", "light,xs,ax5", "--output", "out", "--format", "png"], in: folder)
        #expect(render.status == 0, "\(render.errorText)")
        #expect(files(in: folder.appendingPathComponent("out")) == [
            "cups-of-water/collapsed-light-ax5@2x.png", "cups-of-water/collapsed-light-xs@2x.png",
        ])
    }

    @Test("an unknown value exits 2 and lists the known values of every axis")
    func unknownValue() async throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        for verb in ["list", "render", "check", "record", "gallery"] {
            let run = await ToolRun.run([verb, "--variants", "dark,huge"], in: folder)
            #expect(run.status == 2)
            #expect(run.errorText.contains("unknown variant value \"huge\""))
            #expect(run.errorText.contains("ax5") && run.errorText.contains("iphone-se") && run.errorText.contains("pseudo"))
        }
        #expect(files(in: folder).isEmpty)
    }

    @Test("list and the gallery show the matrix: its axes and values, a picker per axis on the preview's page")
    func matrixInListAndGallery() async throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let list = await ToolRun.run(["list", "cups-of-water/collapsed", "--variants", "light,dark,xs,ax5,se,15-pro-max"], in: folder)
        #expect(list.status == 0, "\(list.errorText)")
        #expect(list.text.contains("cups-of-water: 3 state(s) × 8 variants (2 × 2 × 2) — Colour scheme: Light, Dark; Text size: xSmall, AX5; Device: iPhone SE (3rd generation), iPhone 15 Pro Max"))
        let json = await ToolRun.run(["list", "cups-of-water/collapsed-dark-ax5-iphone-se", "--json", "--variants", "dark,ax5,se"], in: folder)
        #expect(json.text.contains("\"Text size\" : \"AX5\""))

        let gallery = await ToolRun.run(["gallery", "cups-of-water/collapsed", "--variants", "light,xs,ax5", "--output", "site"], in: folder)
        #expect(gallery.status == 0, "\(gallery.errorText)")
        let page = try String(contentsOf: folder.appendingPathComponent("site/previews/cups-of-water.html"), encoding: .utf8)
        #expect(page.contains("<select id=\"axis-collapsed-0\" data-axis=\"Text size\"><option value=\"\">All (2)</option><option value=\"xSmall\">xSmall</option><option value=\"AX5\">AX5</option></select>"))
        #expect(page.contains("data-axes=\"Colour scheme=Light|Text size=AX5|Device="))
        #expect(page.components(separatedBy: "<figure class=\"variant\" data-axes=").count - 1 == 2)
        // One colour scheme only: no picker for it.
        #expect(!page.contains("data-axis=\"Colour scheme\""))
    }

    @Test("shards and JUnit take the matrix as any other variants")
    func shardsOfTheMatrix() async throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let variants = ["--variants", "light,xs,ax5"]
        #expect(await ToolRun.run(["record", "collapse-indicator"] + variants, in: folder).status == 0)
        var names: [String] = []
        for shard in ["1/2", "2/2"] {
            let run = await ToolRun.run(["check", "collapse-indicator", "--shard", shard, "--junit", "junit-\(shard.first!).xml"] + variants, in: folder)
            #expect(run.status == 0, "\(run.errorText)")
            let junit = try String(contentsOf: folder.appendingPathComponent("junit-\(shard.first!).xml"), encoding: .utf8)
            for case let chunk in junit.components(separatedBy: "<testcase classname=\"").dropFirst() {
                let suite = chunk.prefix { $0 != "\"" }
                guard let at = chunk.range(of: " name=\"") else { continue }
                names.append("\(suite)/\(chunk[at.upperBound...].prefix { $0 != "\"" })")
            }
        }
        #expect(names.count == Set(names).count && names.contains("collapse-indicator/closed-light-ax5@2x.png"))
        #expect(names.contains("collapse-indicator/open-light-xs@2x.a11y.txt"))
        // Without the matrix, the matrix's references are orphans.
        let plain = await ToolRun.run(["check", "collapse-indicator"], in: folder)
        #expect(plain.status == 1 && plain.errorText.contains("ORPHANED collapse-indicator/closed-light-ax5@2x.png"))
    }
}
