import Drawing
import Foundation
@testable import PreviewCommand
import Testing

/// A CI matrix run locally: `check --shard I/3 --report` three times, then `merge`. The merged
/// summary, JUnit and HTML report are those of one unsharded check; a shard that never
/// reported, one given twice, or shards balanced with other timings are refused by name.
@MainActor
struct MergeCommandTests {
    /// The collapse indicator recorded, one reference changed by a pixel and one orphaned, so
    /// the report has images to merge.
    func recordedFolder(_ name: String = #function) async throws -> URL {
        let folder = try temporaryFolder(name)
        let run = await ToolRun.run(["record", "collapse-indicator"], in: folder)
        try #require(run.status == 0, "\(run.errorText)")
        let path = folder.appendingPathComponent("Snapshots/collapse-indicator/closed-light@2x.png")
        var image = try PNGCodec.decode(contentsOf: path)
        image.pixels[0] ^= 0x01
        try Data(try PNGCodec.encode(image)).write(to: path)
        try FileManager.default.copyItem(at: path, to: folder.appendingPathComponent("Snapshots/collapse-indicator/ajar-light@2x.png"))
        return folder
    }

    func json(_ url: URL) throws -> [[String: Any]] {
        try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [[String: Any]])
    }

    /// The rows without their times (which differ from run to run), as comparable text.
    func timeless(_ url: URL) throws -> [String] {
        try json(url).map { row in
            row.filter { $0.key != "milliseconds" }.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: ";")
        }
    }

    @Test("merge of three shards is the unsharded check: summary, JUnit, report and gallery")
    func mergeEqualsUnsharded() async throws {
        let folder = try await recordedFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let whole = await ToolRun.run(["check", "collapse-indicator", "--report", "whole", "--junit", "whole/junit.xml", "--gallery"],
                                      in: folder)
        #expect(whole.status == 1)
        for i in 1...3 {
            let shard = await ToolRun.run(["check", "collapse-indicator", "--shard", "\(i)/3", "--report", "shard\(i)", "--junit", "shard\(i)/junit.xml", "--gallery"],
                                          in: folder)
            #expect(shard.status <= 1, "\(shard.errorText)")
        }
        let merge = await ToolRun.run(["merge", "shard1", "shard2", "shard3", "--output", "merged"], in: folder)
        #expect(merge.status == 1, "the changed pixel fails the merged run as it fails one check: \(merge.errorText)")
        #expect(merge.text.contains("merged 3 of 3 shard(s) and their galleries"), "\(merge.text)")
        #expect(merge.errorText.contains("FAILED   collapse-indicator/closed-light@2x.png"))
        #expect(merge.errorText.contains("ORPHANED collapse-indicator/ajar-light@2x.png"))

        let w = folder.appendingPathComponent("whole"), m = folder.appendingPathComponent("merged")
        #expect(try timeless(m.appendingPathComponent("summary.json")) == timeless(w.appendingPathComponent("summary.json")))
        #expect(try String(contentsOf: m.appendingPathComponent("junit.xml"), encoding: .utf8)
                == String(contentsOf: w.appendingPathComponent("junit.xml"), encoding: .utf8))
        // The HTML report, page by page, and every image of it.
        // and the gallery, byte for byte, as one `check --gallery` draws it (without the renders
        // a shard keeps for merging, which are in the merged gallery's own images).
        let wholeFiles = files(in: w).filter { !$0.hasSuffix(".json") && $0 != "junit.xml" && !$0.hasPrefix("gallery-renders/") }
        let mergedFiles = files(in: m).filter { !$0.hasSuffix(".json") && $0 != "junit.xml" }
        #expect(mergedFiles == wholeFiles)
        for f in wholeFiles { #expect(try Data(contentsOf: m.appendingPathComponent(f)) == Data(contentsOf: w.appendingPathComponent(f)), "\(f)") }
        #expect(wholeFiles.contains { $0.hasSuffix("closed-light@2x/diff.png") })
        // Every snapshot is timed, so the next run can balance by it.
        #expect(try json(m.appendingPathComponent("summary.json")).allSatisfy { row in
            row["snapshot"] == nil || (row["milliseconds"] as? Double ?? -1) >= 0
        })
        // One gallery of every snapshot, in the catalogue's order.
        let gallery = try String(contentsOf: m.appendingPathComponent("gallery/index.html"), encoding: .utf8)
        let pngs = files(in: m.appendingPathComponent("gallery/images")).filter { $0.hasSuffix("@2x.png") }
        #expect(pngs.count == 4, "\(pngs)")
        #expect(gallery.range(of: "Collapse indicator") != nil)
    }

    @Test("a shard that never reported is named; one given twice, or balanced with other timings, is refused")
    func refusals() async throws {
        let folder = try await recordedFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        for i in 1...3 {
            _ = await ToolRun.run(["check", "collapse-indicator", "--shard", "\(i)/3", "--report", "shard\(i)"], in: folder)
        }
        let missing = await ToolRun.run(["merge", "shard1", "shard3", "--output", "merged"], in: folder)
        #expect(missing.status == 2)
        #expect(missing.errorText.contains("shard 2/3 never reported"), "\(missing.errorText)")
        let twice = await ToolRun.run(["merge", "shard1", "shard1", "shard2", "--output", "m2"], in: folder)
        #expect(twice.status == 2 && twice.errorText.contains("shard 1/3 is given twice"), "\(twice.errorText)")
        let notAReport = await ToolRun.run(["merge", "Snapshots", "--output", "m3"], in: folder)
        #expect(notAReport.status == 2 && notAReport.errorText.contains("holds no shard.json"), "\(notAReport.errorText)")

        // Balanced by the whole run's timings: a stable plan, exactly once between them.
        _ = await ToolRun.run(["check", "collapse-indicator", "--report", "whole"], in: folder)
        var seen: [String] = []
        for i in 1...3 {
            let run = await ToolRun.run(["check", "collapse-indicator", "--shard", "\(i)/3", "--timings", "whole/summary.json", "--report", "timed\(i)"],
                                        in: folder)
            #expect(run.status <= 1, "\(run.errorText)")
            let manifest = try JSONDecoder().decode(ShardManifest.self, from: Data(contentsOf: folder.appendingPathComponent("timed\(i)/shard.json")))
            #expect(manifest.timings?.count == 16)
            seen += manifest.checked
        }
        #expect(seen.sorted() == (try JSONDecoder().decode(ShardManifest.self, from: Data(contentsOf: folder.appendingPathComponent("whole/shard.json")))).everything)
        let mixed = await ToolRun.run(["merge", "timed1", "timed2", "shard3", "--output", "m4"], in: folder)
        #expect(mixed.status == 2 && mixed.errorText.contains("balanced with different timings files"), "\(mixed.errorText)")
        let timed = await ToolRun.run(["merge", "timed1", "timed2", "timed3", "--output", "m5"], in: folder)
        #expect(timed.status == 1 && timed.text.contains("merged 3 of 3 shard(s)"), "\(timed.text)\n\(timed.errorText)")
        let bad = await ToolRun.run(["check", "collapse-indicator", "--timings", "whole/summary.json"], in: folder)
        #expect(bad.status == 2 && bad.errorText.contains("give it with --shard"))
    }

    @Test("timings balance the shards longest first, the same way every time")
    func timingPlan() {
        let names = (1...9).map { "p/s\($0)-light" }
        let timings = Dictionary(uniqueKeysWithValues: zip(names, [90.0, 10, 10, 10, 10, 10, 10, 10, 10]))
        let plans = (1...3).map { ShardPlan(index: $0, count: 3, timings: timings).select(names) }
        #expect(plans[0] == ["p/s1-light"], "the long one alone")
        #expect(plans[1].count == 4 && plans[2].count == 4)
        #expect(Set(plans.flatMap { $0 }) == Set(names) && plans.flatMap { $0 }.count == names.count)
        #expect((1...3).map { ShardPlan(index: $0, count: 3, timings: timings).select(names.reversed()) } == plans, "order of input does not matter")
        // Unknown snapshots count as the median; without timings, round robin.
        let more = names + ["p/new-light"]
        #expect(Set((1...3).flatMap { ShardPlan(index: $0, count: 3, timings: timings).select(more) }) == Set(more))
        #expect(ShardPlan(index: 2, count: 3, timings: nil).select(names) == ["p/s2-light", "p/s5-light", "p/s8-light"])
    }
}
