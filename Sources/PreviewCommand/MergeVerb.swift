import Foundation
import Gallery
import PreviewTesting

/// `previews merge REPORT_DIR… --output DIR`: the reports of a CI matrix's shards
/// (`check --shard I/N --report DIR`) as one, the same as a single `check` would have written,
/// after checking that the shards belong to one run and together covered it exactly once.
enum MergeVerb {
    static let spec = CommandSpec(
        verb: "merge", synopsis: "REPORT_DIR… --output DIR",
        summary: """
            Merges the report folders of `check --shard I/N --report DIR` into one: summary.json,
            JUnit XML (DIR/junit.xml), the HTML report with every problem's images, and the
            shards' galleries (`check --gallery`). Fails, naming it, when a shard never reported,
            reported twice, or was balanced with other timings. Exits as one check would: 0 when
            everything passed, 1 on any difference, missing or orphaned reference, 2 on bad input.
            """,
        flags: [],
        options: [("output", "DIR", "where to write the merged report (a new or empty folder, or an earlier report)")],
        positionals: 1...10_000, positionalHelp: [("REPORT_DIR…", "each shard's --report folder")])

    struct Shard {
        let folder: URL
        let manifest: ShardManifest
        let rows: [CheckRow]
        let index: Int
        let count: Int
    }

    static let verb = Verb(spec: spec) { tool, args in
        guard let outputPath = args.value("output") else {
            throw UsageError(message: "\(ToolName.current) merge: say where to write the merged report with --output DIR")
        }
        let output = tool.url(outputPath)
        let start = ContinuousClock.now
        var shards: [Shard] = []
        for path in args.positionals {
            shards.append(try read(tool.url(path)))
        }
        try checkOneRun(shards)

        let count = shards[0].count
        let byIndex = Dictionary(grouping: shards, by: \.index)
        let missing = (1...count).filter { byIndex[$0] == nil }
        let everything = shards[0].manifest.everything
        var seen: [String: URL] = [:]
        for shard in shards.sorted(by: { $0.index < $1.index }) {
            for item in shard.manifest.checked {
                if let other = seen[item] {
                    throw UsageError(message: "\(ToolName.current) merge: \(item) was checked by both \(other.path) and \(shard.folder.path); the shards overlap (were they run with the same filter and timings?)")
                }
                seen[item] = shard.folder
            }
        }
        let uncovered = everything.filter { seen[$0] == nil }

        try CheckReport.prepare(output, verb: "merge")
        var rows: [CheckRow] = []
        for shard in shards {
            for row in shard.rows {
                for image in [row.expected, row.actual, row.diff].compactMap({ $0 }) {
                    try copy(image, from: shard.folder, to: output)
                }
                rows.append(row)
            }
        }
        rows.sort { $0.name < $1.name }
        let first = shards[0].manifest
        let fingerprints = Set(shards.map(\.manifest.fingerprintMatches))
        let manifest = ShardManifest(
            shard: nil, everything: everything, checked: everything.filter { seen[$0] != nil }, timings: first.timings,
            policy: first.policy, threshold: first.threshold,
            fingerprintMatches: fingerprints.count == 1 ? first.fingerprintMatches : false, recordCommand: first.recordCommand)
        try CheckReport.write(rows, manifest: manifest, to: output, verb: "merge")
        try AtomicFile.write(CheckReport.junit(rows, policy: first.policy), to: output.appendingPathComponent("junit.xml"))
        let galleries = try GalleryMerge.merge(shards.map(\.folder), into: output.appendingPathComponent("gallery"))

        let counts = Dictionary(grouping: rows, by: \.status).mapValues(\.count)
        for row in rows where row.status != "passed" {
            let label = row.status == "failed" ? "FAILED  " : row.status == "missing" ? "MISSING " : "ORPHANED"
            tool.console.error("\(label) \(row.name): \(row.message ?? row.status)")
        }
        tool.console.out(
            "merged \(shards.count) of \(count) shard(s)\(galleries > 0 ? " and their galleries" : ""): \(rows.count) file(s) (\(first.policy)): \(counts["passed"] ?? 0) passed, \(counts["failed"] ?? 0) failed, \(counts["missing"] ?? 0) missing, \(counts["orphaned"] ?? 0) orphaned in \(elapsed(since: start)); report: \(output.appendingPathComponent("index.html").path)")
        if !missing.isEmpty || !uncovered.isEmpty {
            let names = missing.map { "\($0)/\(count)" }.joined(separator: ", ")
            tool.console.error("\(ToolName.current) merge: shard \(names.isEmpty ? "?" : names) never reported: \(uncovered.count) snapshot(s) were not checked (\(uncovered.prefix(3).joined(separator: ", "))\(uncovered.count > 3 ? ", …" : "")); give every shard's report folder")
            return 2
        }
        return rows.allSatisfy { $0.status == "passed" } ? 0 : 1
    }

    /// A shard's report folder: its manifest and rows, or an error naming the folder.
    static func read(_ folder: URL) throws -> Shard {
        let decoder = JSONDecoder()
        guard let data = try? Data(contentsOf: folder.appendingPathComponent(ShardManifest.file)) else {
            throw UsageError(message: "\(ToolName.current) merge: \(folder.path) holds no \(ShardManifest.file): it is not a report of `\(ToolName.invocation) check --report DIR` (or the shard's job never wrote it)")
        }
        let manifest: ShardManifest
        let rows: [CheckRow]
        do {
            manifest = try decoder.decode(ShardManifest.self, from: data)
            rows = try decoder.decode([CheckRow].self, from: Data(contentsOf: folder.appendingPathComponent("summary.json")))
        } catch {
            throw UsageError(message: "\(ToolName.current) merge: \(folder.path) is not a whole check report (\(error)); run its shard again")
        }
        var index = 1, count = 1
        if let shard = manifest.shard {
            let parts = shard.split(separator: "/").compactMap { Int($0) }
            guard parts.count == 2, parts[1] >= 1, (1...parts[1]).contains(parts[0]) else {
                throw UsageError(message: "\(ToolName.current) merge: \(folder.path): the shard \"\(shard)\" is not I/N")
            }
            (index, count) = (parts[0], parts[1])
        }
        return Shard(folder: folder, manifest: manifest, rows: rows, index: index, count: count)
    }

    /// The shards must be of one run: the same N, the same snapshots, the same timings and
    /// comparison, each shard once.
    static func checkOneRun(_ shards: [Shard]) throws {
        let first = shards[0]
        for shard in shards.dropFirst() {
            func refuse(_ what: String) -> UsageError {
                UsageError(message: "\(ToolName.current) merge: \(shard.folder.path) and \(first.folder.path) are not shards of one run: \(what)")
            }
            if shard.count != first.count { throw refuse("one is a shard of \(shard.count), the other of \(first.count)") }
            if shard.manifest.timings != first.manifest.timings {
                throw refuse("they were balanced with different timings files (\(shard.manifest.timings ?? "none") and \(first.manifest.timings ?? "none")); run every shard with the same --timings file")
            }
            if shard.manifest.everything != first.manifest.everything {
                throw refuse("they saw different snapshots (another filter, --variants or a different build)")
            }
            if shard.manifest.policy != first.manifest.policy {
                throw refuse("they compared differently (\(shard.manifest.policy) and \(first.manifest.policy))")
            }
        }
        let byIndex = Dictionary(grouping: shards, by: \.index)
        for (index, same) in byIndex where same.count > 1 {
            throw UsageError(message: "\(ToolName.current) merge: shard \(index)/\(first.count) is given twice: \(same.map(\.folder.path).joined(separator: " and "))")
        }
    }

    /// Copies a report image (a path relative to the report folder, never leaving it).
    static func copy(_ relative: String, from shard: URL, to output: URL) throws {
        let parts = relative.split(separator: "/")
        guard !relative.hasPrefix("/"), !parts.contains(where: { $0 == ".." || $0 == "." || $0.isEmpty }) else {
            throw UsageError(message: "\(ToolName.current) merge: \(shard.path)/summary.json names an image outside its folder (\(relative)); run that shard again")
        }
        let source = shard.appendingPathComponent(relative)
        guard let bytes = FileManager.default.contents(atPath: source.path) else {
            throw UsageError(message: "\(ToolName.current) merge: \(source.path) is missing: the shard's report is incomplete; run that shard again")
        }
        try AtomicFile.write(Array(bytes), to: output.appendingPathComponent(relative))
    }
}
