import Drawing
import Foundation
import Testing

/// `previews check` and `previews record` against a scratch Snapshots/ folder.
@MainActor
struct CheckCommandTests {
    /// A folder with the collapse indicator's references recorded.
    func recordedFolder(_ name: String = #function) async throws -> URL {
        let folder = try temporaryFolder(name)
        let run = await ToolRun.run(["record", "collapse-indicator"], in: folder)
        #expect(run.status == 0, "\(run.errorText)")
        // Four states' PNG, SVG and accessibility tree, and the transition into "open" in light and dark.
        #expect(run.text.contains("recorded 14 file(s) (14 new, 0 changed)"))
        return folder
    }

    func snapshot(_ folder: URL, _ path: String) -> URL {
        folder.appendingPathComponent("Snapshots").appendingPathComponent(path)
    }

    /// Everything in Snapshots/ with its bytes.
    func contents(_ folder: URL) throws -> [String: Data] {
        var out: [String: Data] = [:]
        for f in files(in: folder.appendingPathComponent("Snapshots")) {
            out[f] = try Data(contentsOf: folder.appendingPathComponent("Snapshots/" + f))
        }
        return out
    }

    @Test("One changed pixel fails the check and names the file; recording fixes it and touches nothing else")
    func onePixel() async throws {
        let folder = try await recordedFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(await ToolRun.run(["check", "collapse-indicator"], in: folder).status == 0)

        let path = "collapse-indicator/closed-light@2x.png"
        var image = try PNGCodec.decode(contentsOf: snapshot(folder, path))
        image.pixels[0] ^= 0x01
        try Data(try PNGCodec.encode(image)).write(to: snapshot(folder, path))
        let before = try contents(folder)

        let check = await ToolRun.run(["check", "collapse-indicator"], in: folder)
        #expect(check.status == 1)
        #expect(check.errorText.contains("FAILED   \(path): 1 of"))
        #expect(check.text.contains("1 failed"))
        #expect(try contents(folder) == before, "check must not write into Snapshots/")

        let record = await ToolRun.run(["record", "collapse-indicator"], in: folder)
        #expect(record.status == 0)
        #expect(record.text.contains("recorded 1 file(s) (0 new, 1 changed)"))
        let after = try contents(folder)
        for (name, data) in before where name != path && name != "hashes.json" {
            #expect(after[name] == data, "\(name) changed")
        }
        #expect(await ToolRun.run(["check", "collapse-indicator"], in: folder).status == 0)
    }

    @Test("Missing and orphaned references fail the check; record writes the missing one, --prune deletes the orphan")
    func missingAndOrphaned() async throws {
        let folder = try await recordedFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.removeItem(at: snapshot(folder, "collapse-indicator/open-dark@2x.svg"))
        let orphan = snapshot(folder, "collapse-indicator/ajar-light@2x.png")
        try FileManager.default.copyItem(at: snapshot(folder, "collapse-indicator/open-light@2x.png"), to: orphan)

        let check = await ToolRun.run(["check", "collapse-indicator"], in: folder)
        #expect(check.status == 1)
        #expect(check.errorText.contains("MISSING  collapse-indicator/open-dark@2x.svg"))
        #expect(check.errorText.contains("ORPHANED collapse-indicator/ajar-light@2x.png"))

        let record = await ToolRun.run(["record", "collapse-indicator"], in: folder)
        #expect(record.text.contains("1 new"))
        #expect(FileManager.default.fileExists(atPath: orphan.path), "without --prune orphans stay")
        #expect(await ToolRun.run(["record", "collapse-indicator", "--prune"], in: folder).status == 0)
        #expect(!FileManager.default.fileExists(atPath: orphan.path))
        #expect(await ToolRun.run(["check", "collapse-indicator"], in: folder).status == 0)
    }

    @Test("A corrupt reference is a failure naming the file, and the file is left alone")
    func corruptReference() async throws {
        let folder = try await recordedFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = "collapse-indicator/open-light@2x.png"
        let data = try Data(contentsOf: snapshot(folder, path))
        try data.prefix(100).write(to: snapshot(folder, path))
        let check = await ToolRun.run(["check", "collapse-indicator"], in: folder)
        #expect(check.status == 1)
        #expect(check.errorText.contains(snapshot(folder, path).path))
        #expect(check.errorText.contains("truncated"))
        #expect(try Data(contentsOf: snapshot(folder, path)) == data.prefix(100))
    }

    @Test("One pixel of one frame of a transition fails the check, naming the frame and its time; the report holds that frame; recording fixes it; --no-motion leaves transitions out")
    func motionFrame() async throws {
        let folder = try await recordedFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = "collapse-indicator/open-light@2x.motion.png"
        let original = try Data(contentsOf: snapshot(folder, path))
        var frames = try APNGReader.frames([UInt8](original), source: path).map(\.image)
        #expect(frames.count > 20, "\(frames.count) frames at 30 fps")
        frames[4].pixels[0] ^= 0x01
        try Data(try APNGWriter.encode(frames, delayNumerator: 1, delayDenominator: 30)).write(to: snapshot(folder, path))

        let check = await ToolRun.run(["check", "collapse-indicator", "--report", "report"], in: folder)
        #expect(check.status == 1)
        #expect(check.errorText.contains("FAILED   \(path): frame 5 of \(frames.count) (133 ms): 1 of"), "\(check.errorText)")
        let written = files(in: folder.appendingPathComponent("report"))
        #expect(written.contains("images/collapse-indicator/open-light@2x.motion/diff.png"))
        #expect(await ToolRun.run(["check", "collapse-indicator", "--no-motion"], in: folder).status == 0)

        let record = await ToolRun.run(["record", "collapse-indicator"], in: folder)
        #expect(record.text.contains("recorded 1 file(s) (0 new, 1 changed)"))
        #expect(try Data(contentsOf: snapshot(folder, path)) == original)
        #expect(await ToolRun.run(["check", "collapse-indicator"], in: folder).status == 0)
    }

    @Test("A transition reference for a state that no longer animates is orphaned: check fails, record --prune deletes it")
    func orphanedMotion() async throws {
        let folder = try await recordedFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let stray = "collapse-indicator/closed-light@2x.motion.png"
        try FileManager.default.copyItem(at: snapshot(folder, "collapse-indicator/open-light@2x.motion.png"), to: snapshot(folder, stray))
        let check = await ToolRun.run(["check", "collapse-indicator"], in: folder)
        #expect(check.status == 1)
        #expect(check.errorText.contains("ORPHANED \(stray)"))
        let prune = await ToolRun.run(["record", "collapse-indicator", "--prune"], in: folder)
        #expect(prune.status == 0)
        #expect(!FileManager.default.fileExists(atPath: snapshot(folder, stray).path))
        #expect(await ToolRun.run(["check", "collapse-indicator"], in: folder).status == 0)
    }

    @Test("Shards are disjoint and together cover every file once")
    func shards() async throws {
        let folder = try await recordedFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        var names: [String] = []
        for i in 1...3 {
            let report = "report-\(i)"
            let run = await ToolRun.run(["check", "collapse-indicator", "--shard", "\(i)/3", "--report", report], in: folder)
            #expect(run.status == 0, "\(run.errorText)")
            let summary = try Data(contentsOf: folder.appendingPathComponent(report).appendingPathComponent("summary.json"))
            let rows = try #require(try JSONSerialization.jsonObject(with: summary) as? [[String: Any]])
            names += rows.compactMap { $0["name"] as? String }
        }
        #expect(names.count == 14)
        #expect(Set(names).count == 14)
        #expect(Set(names) == Set(files(in: folder.appendingPathComponent("Snapshots")).filter { !$0.hasSuffix(".json") }))
    }

    @Test("The report holds images, summary.json and HTML; JUnit lists the failure; a changed fingerprint is mentioned")
    func reportAndFingerprint() async throws {
        let folder = try await recordedFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = "collapse-indicator/closed-dark@2x.png"
        var image = try PNGCodec.decode(contentsOf: snapshot(folder, path))
        for i in stride(from: 0, to: 400, by: 4) { image.pixels[i] = 255 }
        try Data(try PNGCodec.encode(image)).write(to: snapshot(folder, path))
        let fingerprint = snapshot(folder, "renderer.json")
        let json = try String(contentsOf: fingerprint, encoding: .utf8)
        try json.replacingOccurrences(of: "\"cairo\" : \"", with: "\"cairo\" : \"0.0-").write(to: fingerprint, atomically: true, encoding: .utf8)

        let run = await ToolRun.run(["check", "collapse-indicator", "--report", "report", "--junit", "junit.xml"], in: folder)
        #expect(run.status == 1)
        #expect(run.errorText.contains("references were recorded with other library or font versions (cairo 0.0-"))
        let report = folder.appendingPathComponent("report")
        let written = files(in: report)
        #expect(written.contains("index.html"))
        #expect(written.contains("images/collapse-indicator/closed-dark@2x/actual.png"))
        #expect(written.contains("images/collapse-indicator/closed-dark@2x/expected.png"))
        #expect(written.contains("images/collapse-indicator/closed-dark@2x/diff.png"))
        let rows = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: report.appendingPathComponent("summary.json"))) as? [[String: Any]])
        let failed = try #require(rows.first { $0["name"] as? String == path })
        #expect(failed["status"] as? String == "failed")
        #expect(failed["differentPixels"] as? Int == 100)
        #expect((failed["totalPixels"] as? Int ?? 0) > 100)
        #expect(failed["diff"] as? String == "images/collapse-indicator/closed-dark@2x/diff.png")
        #expect(rows.filter { $0["status"] as? String == "passed" }.count == 13)
        let junit = try String(contentsOf: folder.appendingPathComponent("junit.xml"), encoding: .utf8)
        #expect(junit.contains("tests=\"14\" failures=\"1\""))
        #expect(junit.contains("<failure type=\"failed\""))
    }

    @Test("A threshold or precision lets small differences pass")
    func tolerances() async throws {
        let folder = try await recordedFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = "collapse-indicator/closed-light@2x.png"
        var image = try PNGCodec.decode(contentsOf: snapshot(folder, path))
        image.pixels[0] = image.pixels[0] &- 2
        try Data(try PNGCodec.encode(image)).write(to: snapshot(folder, path))
        #expect(await ToolRun.run(["check", "collapse-indicator", "--format", "png"], in: folder).status == 1)
        #expect(await ToolRun.run(["check", "collapse-indicator", "--format", "png", "--threshold", "0.1"], in: folder).status == 0)
        #expect(await ToolRun.run(["check", "collapse-indicator", "--format", "png", "--precision", "0.999"], in: folder).status == 0)
    }
}
