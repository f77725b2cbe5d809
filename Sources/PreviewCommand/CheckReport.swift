import Drawing
import Foundation
import Gallery
import PreviewTesting

/// One compared file as `summary.json` lists it.
struct CheckRow: Codable, Equatable, Sendable {
    /// The file's path under Snapshots/ (`cups-of-water/collapsed-light@2x.png`).
    let name: String
    let status: String
    let differentPixels: Int
    let totalPixels: Int
    let message: String?
    /// The report's images of it, relative to the report folder.
    let expected: String?
    let actual: String?
    let diff: String?
    /// What it draws differently from iOS: `Badge.swift:12: cause; drawn as what`.
    let approximations: [String]
    /// The snapshot it belongs to (`cups-of-water/collapsed-light`); nil for an orphan.
    var snapshot: String? = nil
    /// Milliseconds the snapshot took to lay out, draw and compare, all its files together
    /// (the same on each of its rows): what `check --timings` balances shards by.
    var milliseconds: Double? = nil

    var outcome: SnapshotOutcome {
        SnapshotOutcome(path: name, status: SnapshotStatus(rawValue: status) ?? .failed, differentPixels: differentPixels,
                        totalPixels: totalPixels, message: message)
    }
}

/// What a shard of `check --report` says about itself in `shard.json`, so that `merge` can
/// tell that the shards belong to one run and together cover it exactly once.
struct ShardManifest: Codable, Equatable, Sendable {
    /// `I/N`, or nil for an unsharded run.
    var shard: String?
    /// Every snapshot and orphaned reference of the whole run, sorted: each shard computes the
    /// same list, and the merge checks that the shards cover it exactly once.
    var everything: [String]
    /// What this shard checked (snapshot names and orphaned reference paths).
    var checked: [String]
    /// The FNV-1a of the timings file the shards were balanced with, nil when none.
    var timings: String?
    /// How files were compared (`exact`, `threshold 0.1`…), for the JUnit text.
    var policy: String
    var threshold: Double?
    var fingerprintMatches: Bool?
    /// The command that records references, for the report's advice.
    var recordCommand: String

    static let file = "shard.json"
}

/// The report folder of `check` and `merge`: `summary.json`, the HTML report with the images
/// of every problem, `shard.json`, and JUnit XML.
enum CheckReport {
    /// A folder this tool wrote before is emptied; any other non-empty folder is refused.
    static func prepare(_ folder: URL, verb: String) throws {
        let fm = FileManager.default
        if let existing = try? fm.contentsOfDirectory(atPath: folder.path), !existing.isEmpty {
            guard existing.contains("summary.json") else {
                throw UsageError(message: "\(ToolName.current) \(verb): the report folder \(folder.path) is not empty and holds no earlier report; choose a new or empty folder")
            }
            try fm.removeItem(at: folder)
        }
    }

    /// The rows of `compared`; with `folder`, each problem's images are written into it.
    static func rows(_ compared: [CheckVerb.Compared], imagesInto folder: URL?, store: ReferenceStore) throws -> [CheckRow] {
        var rows: [CheckRow] = []
        for c in compared {
            let o = c.outcome
            var expected: String?, actual: String?, diff: String?
            if let folder, o.status != .passed {
                let base = "images/" + o.path.replacingOccurrences(of: ".png", with: "").replacingOccurrences(of: ".svg", with: "-svg")
                func save(_ image: RGBAImage?, _ name: String) throws -> String? {
                    guard let image else { return nil }
                    let rel = "\(base)/\(name).png"
                    try AtomicFile.write(try PNGCodec.encode(image), to: folder.appendingPathComponent(rel))
                    return rel
                }
                expected = try save(o.expected, "expected")
                actual = try save(o.actual, "actual")
                diff = try save(o.diff, "diff")
                if let text = o.actualText {
                    let rel = "\(base)/actual.\(o.path.hasSuffix(".a11y.txt") ? "txt" : "svg")"
                    try AtomicFile.write(text, to: folder.appendingPathComponent(rel))
                    actual = rel
                }
                if o.status == .orphaned, o.path.hasSuffix(".png"), let data = try? store.read(o.path) {
                    let rel = "\(base)/expected.png"
                    try AtomicFile.write(data, to: folder.appendingPathComponent(rel))
                    expected = rel
                }
            }
            rows.append(CheckRow(
                name: o.path, status: o.status.rawValue, differentPixels: o.differentPixels, totalPixels: o.totalPixels,
                message: o.message, expected: expected, actual: actual, diff: diff, approximations: c.approximations.map(\.description),
                snapshot: c.entry?.name, milliseconds: c.milliseconds.map { ($0 * 10).rounded() / 10 }))
        }
        return rows
    }

    /// Writes the HTML report, `summary.json` and `shard.json` into `folder` (whose images
    /// are already there).
    static func write(_ rows: [CheckRow], manifest: ShardManifest, to folder: URL, verb: String) throws {
        var entries: [GalleryDiffEntry] = []
        for row in rows {
            let status = GalleryDiffStatus(rawValue: row.status) ?? .failed
            entries.append(GalleryDiffEntry(
                name: row.name, status: status, differentPixels: row.differentPixels, totalPixels: row.totalPixels,
                threshold: manifest.threshold ?? 0, fingerprintMatches: manifest.fingerprintMatches,
                expected: row.expected.map { .inPlace($0) }, actual: row.actual.flatMap { $0.hasSuffix(".png") ? .inPlace($0) : nil },
                diff: row.diff.map { .inPlace($0) }, approximations: row.approximations))
        }
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try GalleryDiffReportWriter().write(GalleryDiffReport(entries: entries, recordCommand: manifest.recordCommand), to: folder)
        } catch {
            throw UsageError(message: "\(ToolName.current) \(verb): cannot write the report in \(folder.path): \(error)")
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        try AtomicFile.write(Array(try encoder.encode(rows)) + [0x0A], to: folder.appendingPathComponent("summary.json"))
        try AtomicFile.write(Array(try encoder.encode(manifest)) + [0x0A], to: folder.appendingPathComponent(ShardManifest.file))
    }

    /// JUnit XML of the rows.
    static func junit(_ rows: [CheckRow], policy: String) -> String {
        JUnitReport.xml(rows.map(\.outcome), policy: policy, approximations: rows.map(\.approximations))
    }
}
