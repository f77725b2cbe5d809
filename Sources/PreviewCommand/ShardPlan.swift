import Foundation
import PreviewTesting

/// How `check --shard I/N` splits a run: every shard computes the same plan from the same
/// sorted list, so together they cover it exactly once, whatever machine each runs on.
///
/// Without timings, round robin over the sorted names. With the per-snapshot times of an
/// earlier run (`--timings summary.json`), longest first, each to the shard with the least
/// time so far (the lowest-numbered on a tie); a snapshot the timings do not know counts as
/// their median. The same names and timings always give the same plan.
struct ShardPlan {
    let index: Int
    let count: Int
    let timings: [String: Double]?

    /// The items of this shard, in their sorted order.
    func select(_ items: [String]) -> [String] {
        let sorted = items.sorted()
        guard let timings, !timings.isEmpty else {
            return sorted.enumerated().filter { $0.offset % count == index - 1 }.map(\.element)
        }
        let known = timings.values.sorted()
        let median = known[known.count / 2]
        let costed = sorted.map { ($0, timings[$0] ?? median) }
            .sorted { $0.1 != $1.1 ? $0.1 > $1.1 : $0.0 < $1.0 }
        var load = [Double](repeating: 0, count: count)
        var mine: Set<String> = []
        for (name, cost) in costed {
            let lightest = load.indices.min { load[$0] != load[$1] ? load[$0] < load[$1] : $0 < $1 }!
            load[lightest] += cost
            if lightest == index - 1 { mine.insert(name) }
        }
        return sorted.filter { mine.contains($0) }
    }

    /// Per-snapshot milliseconds from an earlier `check --report`'s `summary.json`, and the
    /// file's hash (which each shard records, so that `merge` can refuse a mix).
    static func readTimings(_ url: URL, verb: String) throws -> (timings: [String: Double], hash: String) {
        guard let data = try? Data(contentsOf: url) else {
            throw UsageError(message: "\(ToolName.current) \(verb): cannot read the timings file \(url.path); give the summary.json of an earlier `check --report`")
        }
        guard let rows = try? JSONDecoder().decode([TimingRow].self, from: data) else {
            throw UsageError(message: "\(ToolName.current) \(verb): \(url.path) is not a check report's summary.json (a JSON array of rows with \"snapshot\" and \"milliseconds\")")
        }
        var timings: [String: Double] = [:]
        for row in rows {
            if let snapshot = row.snapshot, let ms = row.milliseconds, ms.isFinite, ms >= 0 { timings[snapshot] = ms }
        }
        return (timings, SnapshotHashes.hash(Array(data)))
    }

    private struct TimingRow: Decodable {
        let snapshot: String?
        let milliseconds: Double?
    }
}
