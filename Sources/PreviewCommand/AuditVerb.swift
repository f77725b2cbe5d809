import Foundation
import PreviewRegistry
import PreviewUI

/// `previews audit`: what VoiceOver users and people with low vision would trip on, snapshot
/// by snapshot.
enum AuditVerb {
    static let spec = CommandSpec(
        verb: "audit", synopsis: "[FILTER] [--variants LIST] [--scale 1|2|3] [--jobs N]",
        summary: """
            Draws previews and lists what their accessibility trees and pixels show: buttons and
            images without labels, tap targets under 44 × 44 pt, views that take taps but are not
            buttons, text below WCAG AA contrast, text cut at accessibility sizes (give
            --variants ax5 to look for it). Exits 1 when it finds anything.
            """,
        flags: [],
        options: [
            ("scale", "N", "pixels per point the contrast is measured at: 1, 2 or 3 (default 2)"),
            ("jobs", "N", "threads that draw (default: the number of cores)"),
            CommandSpec.variantsOption,
        ],
        positionals: 0...1, positionalHelp: [("FILTER", "case-insensitive part of preview/state-variant")])

    static let verb = Verb(spec: spec) { tool, args in
        let scale = try args.int("scale", verb: "audit", allowed: 1...3) ?? 2
        let jobs = try args.int("jobs", verb: "audit", allowed: 1...256) ?? Tool.defaultJobs
        let entries = try tool.entries(args.positionals.first, verb: "audit")
        let registry = try tool.registry()
        let start = ContinuousClock.now
        var findings: [(entry: SnapshotEntry, said: [Approximation])] = []
        var failures = 0
        try await renderSnapshots(registry, entries: entries, scale: scale, jobs: jobs, products: [.raster, .accessibility], each: { shot in
            findings.append((shot.entry, shot.approximations.filter { $0.cause.hasPrefix(AccessibilityFinding.causePrefix) }))
        }, failed: { failure in
            failures += 1
            tool.console.error("FAILED   \(failure.message)")
        })
        findings.sort { $0.entry < $1.entry }
        // Each finding once, with the snapshots it is found in (as warnings are listed).
        var ledger = ApproximationLedger()
        for (entry, said) in findings { ledger.add(said, in: entry.name) }
        for a in ledger.order.sorted() {
            let what = String(a.cause.dropFirst(AccessibilityFinding.causePrefix.count))
            let names = ledger.snapshots[a] ?? []
            tool.console.out("\(a.location.map { "\($0): " } ?? "")\(what) — \(a.drawnAs)")
            tool.console.out("    in \(names.count) snapshot\(names.count == 1 ? "" : "s"): \(names.joined(separator: ", "))")
        }
        let total = ledger.count
        let affected = findings.filter { !$0.said.isEmpty }.count
        let failedText = failures == 0 ? "" : "; \(failures) could not be drawn"
        tool.console.out("audited \(findings.count) snapshot(s): \(total) finding(s), in \(affected) snapshot(s)\(failedText) in \(elapsed(since: start))")
        return total == 0 && failures == 0 ? 0 : 1
    }
}
