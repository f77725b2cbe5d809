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
}
