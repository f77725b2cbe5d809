import Foundation
import PreviewCommand
import Testing

@MainActor
struct RenderCommandTests {
    @Test("render writes a PNG and an SVG per snapshot, in the layout of Snapshots/")
    func rendersEverything() async throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = await ToolRun.run(["render", "indicator", "--output", "out"], in: folder)
        #expect(run.status == 0, "\(run.errorText)")
        let written = files(in: folder.appendingPathComponent("out"))
        #expect(written.contains("collapse-indicator/closed-dark@2x.png"))
        #expect(written.contains("collapse-indicator/open-light@2x.svg"))
        #expect(written.allSatisfy { $0.range(of: #"^[a-z0-9-]+/[a-z0-9-]+@2x\.(png|svg)$"#, options: .regularExpression) != nil })
        #expect(run.text.contains("rendered 4 snapshot(s), 8 file(s)"))
    }

    @Test("--jobs 1 and --jobs 2 write identical bytes")
    func deterministicAcrossJobs() async throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let one = await ToolRun.run(["render", "picker", "--output", "one", "--jobs", "1"], in: folder)
        let two = await ToolRun.run(["render", "picker", "--output", "two", "--jobs", "2"], in: folder)
        #expect(one.status == 0 && two.status == 0)
        let names = files(in: folder.appendingPathComponent("one"))
        #expect(names == files(in: folder.appendingPathComponent("two")))
        #expect(!names.isEmpty)
        for name in names {
            let a = try Data(contentsOf: folder.appendingPathComponent("one/" + name))
            let b = try Data(contentsOf: folder.appendingPathComponent("two/" + name))
            #expect(a == b, "\(name) differs between --jobs 1 and --jobs 2")
        }
    }

    @Test("render --motion writes each animated state's transition (animated PNG and filmstrip) with the same bytes for --jobs 1 and --jobs 2; states that jump get none")
    func motionAcrossJobs() async throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let filter = "transportation-picker"
        let one = await ToolRun.run(["render", filter, "--motion", "--format", "png", "--output", "one", "--jobs", "1"], in: folder)
        let two = await ToolRun.run(["render", filter, "--motion", "--format", "png", "--output", "two", "--jobs", "2", "--fps", "30"], in: folder)
        #expect(one.status == 0 && two.status == 0, "\(one.errorText) \(two.errorText)")
        #expect(one.text.contains("rendered 6 snapshot(s), 4 transition(s) at 30 fps, 14 file(s)"), "\(one.text)")
        let names = files(in: folder.appendingPathComponent("one"))
        #expect(names == files(in: folder.appendingPathComponent("two")))
        #expect(names.contains("transportation-picker/airplane-dark@2x.motion.png"))
        #expect(names.contains("transportation-picker/bicycle-light@2x.filmstrip.png"))
        #expect(!names.contains("transportation-picker/car-light@2x.motion.png"), "the initial state has no transition")
        for name in names {
            let a = try Data(contentsOf: folder.appendingPathComponent("one/" + name))
            let b = try Data(contentsOf: folder.appendingPathComponent("two/" + name))
            #expect(a == b, "\(name) differs between --jobs 1 and --jobs 2")
        }
        let bad = await ToolRun.run(["render", filter, "--motion", "--fps", "45"], in: folder)
        #expect(bad.status == 2 && bad.errorText.contains("--fps takes 30 or 60"), "\(bad.errorText)")
    }

    @Test("bad flags, bad values and filters that match nothing exit 2 with a message", arguments: [
        (["render", "--frobnicate"], "unknown option --frobnicate"),
        (["render", "--scale", "4"], "--scale must be a whole number from 1 to 3"),
        (["render", "--format", "gif"], "unknown format \"gif\""),
        (["render", "no-such-preview"], "no snapshot matches \"no-such-preview\""),
        (["frobnicate"], "unknown verb \"frobnicate\""),
        (["check", "--shard", "3/2"], "--shard must be I/N"),
        (["diff", "only-one.png"], "expected 2 argument(s)"),
    ])
    func usageErrors(arguments: [String], message: String) async throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = await ToolRun.run(arguments, in: folder)
        #expect(run.status == 2)
        #expect(run.errorText.contains(message), "got: \(run.errorText)")
        #expect(files(in: folder).isEmpty, "a failed command wrote files")
    }

    @Test("every verb has --help")
    func help() async throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        for verb in ["list", "render", "check", "record", "diff", "gallery"] {
            let run = await ToolRun.run([verb, "--help"], in: folder)
            #expect(run.status == 0)
            #expect(run.text.hasPrefix("usage: previews \(verb)"))
        }
    }

    @Test("list --json gives an object per output with its name, size and scale")
    func listJSON() async throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = await ToolRun.run(["list", "--json"], in: folder)
        #expect(run.status == 0)
        let rows = try #require(try JSONSerialization.jsonObject(with: Data(run.text.utf8)) as? [[String: Any]])
        #expect(rows.count >= 34)
        let first = try #require(rows.first { ($0["name"] as? String) == "cups-of-water/collapsed-light@2x" })
        #expect(first["preview"] as? String == "cups-of-water")
        #expect(first["state"] as? String == "collapsed")
        #expect(first["variant"] as? String == "light")
        #expect(first["width"] as? Double == 393)
        #expect(first["height"] as? Double == 852)
        #expect(first["scale"] as? Int == 2)
    }
}
