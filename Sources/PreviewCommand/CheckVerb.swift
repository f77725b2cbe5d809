import Drawing
import Foundation
import Gallery
import PreviewRegistry
import PreviewTesting
import PreviewUI

/// `previews check` and `previews record`: render the registry and compare it with the
/// references in Snapshots/ (check), or bring the references up to date (record).
enum CheckVerb {
    static let sharedOptions: [(name: String, value: String, help: String)] = [
        ("snapshots", "DIR", "the reference folder (default Snapshots)"),
        ("scale", "N", "pixels per point: 1, 2 or 3 (default 2)"),
        ("format", "LIST", "png, svg or png,svg (default png,svg)"),
        ("jobs", "N", "threads that draw and compare (default: the number of cores)"),
        CommandSpec.variantsOption,
    ]

    static let checkSpec = CommandSpec(
        verb: "check", synopsis: "[FILTER] [--report DIR] [--shard I/N] [--junit FILE] [--threshold T] [--precision P] [--strict]",
        summary: """
            Renders previews and compares them with the references in Snapshots/: exact pixels by
            default (the renderer is deterministic). Exits 1 on any difference, missing reference
            or orphaned reference (a file no preview produces).
            """,
        flags: [("strict", "fail snapshots that use something not drawn as iOS draws it (warnings otherwise)"), noMotionFlag,
                noAccessibilityFlag,
                ("gallery", "with --report: also write the gallery of what was drawn into DIR/gallery (merge joins the shards' galleries)")],
        options: sharedOptions + [
            ("report", "DIR", "write actual/expected/diff images, summary.json and an HTML report"),
            ("shard", "I/N", "check only shard I of N (1-based); the shards cover everything once"),
            ("junit", "FILE", "write JUnit XML for CI dashboards"),
            ("timings", "FILE", "with --shard: balance the shards by the snapshot times in an earlier report's summary.json (the same file for every shard)"),
            ("threshold", "T", "compare perceptually (pixelmatch, 0…1) instead of exactly"),
            ("precision", "P", "share of pixels that must match (0…1, default 1)"),
        ],
        positionals: 0...1, positionalHelp: [("FILTER", "case-insensitive part of preview/state-variant")])

    static let recordSpec = CommandSpec(
        verb: "record", synopsis: "[FILTER] [--all] [--prune]",
        summary: """
            Writes the references that are missing or differ into Snapshots/ (files that match are
            left untouched), with the renderer fingerprint in Snapshots/renderer.json.
            """,
        flags: [("all", "rewrite every reference, even those that match"), ("prune", "delete references no preview produces"),
                noMotionFlag, noAccessibilityFlag],
        options: sharedOptions,
        positionals: 0...1, positionalHelp: [("FILTER", "case-insensitive part of preview/state-variant")])

    static let noMotionFlag = (name: "no-motion",
                               help: "leave transitions out: no <state>-<variant>@<scale>x.motion.png is drawn, compared or written")
    static let noAccessibilityFlag = (name: "no-accessibility",
                                      help: "leave accessibility trees out: no <state>-<variant>@<scale>x.a11y.txt is compared or written")

    static let check = Verb(spec: checkSpec) { tool, args in try await run(tool, args, recording: false) }
    static let record = Verb(spec: recordSpec) { tool, args in try await run(tool, args, recording: true) }

    /// One compared file and what the checker knows of it.
    struct Compared: Sendable {
        let entry: SnapshotEntry?
        let outcome: SnapshotOutcome
        /// What to write when recording: PNG bytes or SVG text, and the pixel hash.
        let png: [UInt8]?
        let svg: String?
        let pixelHash: String?
        let fileHash: String?
        /// What the snapshot draws differently from iOS.
        var approximations: [Approximation] = []
        /// Milliseconds the snapshot took to lay out, draw and compare (all its files).
        var milliseconds: Double? = nil
        /// Its files in the report's gallery (`--gallery`), on the snapshot's first file.
        var gallery: CheckGallery.Shot? = nil

    }

    /// Under `--strict`, a file that matches its reference still fails when the snapshot
    /// draws something differently from iOS; the render goes in the report.
    static func failingStrictly(
        _ outcome: SnapshotOutcome, _ approximations: [Approximation], actual: RGBAImage? = nil, actualText: String? = nil
    ) -> SnapshotOutcome {
        guard !approximations.isEmpty, outcome.status == .passed else { return outcome }
        return SnapshotOutcome(
            path: outcome.path, status: .failed, differentPixels: outcome.differentPixels, totalPixels: outcome.totalPixels,
            message: "drawn differently from iOS (--strict): " + approximations.map(\.description).joined(separator: "; "),
            actual: actual, actualText: actualText)
    }

    @MainActor
    static func run(_ tool: Tool, _ args: ParsedArguments, recording: Bool) async throws -> Int32 {
        let verb = recording ? "record" : "check"
        let scale = try args.int("scale", verb: verb, allowed: 1...3) ?? 2
        let jobs = try args.int("jobs", verb: verb, allowed: 1...256) ?? Tool.defaultJobs
        let formats = try RenderVerb.parseFormats(args.value("format"), verb: verb)
        let threshold = try args.double("threshold", verb: verb, allowed: 0...1)
        let precision = try args.double("precision", verb: verb, allowed: 0...1) ?? 1
        let policy = ComparisonPolicy(threshold: threshold, precision: precision)
        let shard = try parseShard(args.value("shard"))
        let filter = args.positionals.first
        let motion = !args.has("no-motion")
        let accessibility = !args.has("no-accessibility")
        let store = ReferenceStore(root: tool.url(args.value("snapshots") ?? "Snapshots"))
        let registry = try tool.registry()
        let start = ContinuousClock.now

        var entries = try tool.entries(filter, verb: verb)
        let allEntries = entries
        var orphans = orphanedFiles(store: store, registry: registry, filter: filter, motion: motion, accessibility: accessibility)
        let everything = (entries.map(\.name) + orphans).sorted()
        let reportFolder = recording ? nil : args.value("report").map(tool.url)
        if args.has("gallery") && reportFolder == nil {
            throw UsageError(message: "\(ToolName.current) \(verb): --gallery writes into the report: give --report DIR too")
        }
        if let reportFolder { try CheckReport.prepare(reportFolder, verb: verb) }
        let gallery = args.has("gallery") ? reportFolder.map { CheckGallery(report: $0, scale: scale) } : nil
        defer { gallery?.discard() }
        var galleryShots: [SnapshotEntry: CheckGallery.Shot] = [:]
        var timingsHash: String?
        if let file = args.value("timings") {
            guard shard != nil else {
                throw UsageError(message: "\(ToolName.current) \(verb): --timings balances shards: give it with --shard I/N")
            }
            let (timings, hash) = try ShardPlan.readTimings(tool.url(file), verb: verb)
            timingsHash = hash
            let plan = ShardPlan(index: shard!.0, count: shard!.1, timings: timings)
            let mine = Set(plan.select(entries.map(\.name)))
            entries = entries.sorted().filter { mine.contains($0.name) }
            orphans = ShardPlan(index: shard!.0, count: shard!.1, timings: nil).select(orphans)
        } else if let (index, count) = shard {
            let plan = ShardPlan(index: index, count: count, timings: nil)
            let mine = Set(plan.select(entries.map(\.name)))
            entries = entries.sorted().filter { mine.contains($0.name) }
            orphans = plan.select(orphans)
        }
        if !recording, !FileManager.default.fileExists(atPath: store.root.path) {
            let where_ = PackageRoot.find(from: tool.workingDirectory) == nil
                ? "no Package.swift was found above \(tool.workingDirectory.path), so paths are relative to it"
                : "the package root is \(tool.workingDirectory.path)"
            tool.console.error("note: there is no reference folder \(store.root.path) (\(where_)); every reference is missing: record them with `\(ToolName.invocation) record`, run from your package's folder, or pass --snapshots DIR")
        }
        // One writer at a time: a second record waits for the first (and says for whom); the
        // index is read under the lock, so no run overwrites another's.
        let lock = recording ? try RecordLock.acquire(store, what: "\(ToolName.invocation) record") { tool.console.error($0) } : nil
        defer { lock?.unlock() }
        let hashes = try store.hashes()
        let current = try RendererFingerprint.current()
        let recordedFingerprint = store.fingerprint()

        // Each snapshot's files are dealt with as they come (written, or turned into a report
        // row with its images saved), so memory holds rows, not thousands of pictures.
        var rows: [CheckRow] = []
        var done = 0
        var ledger = ApproximationLedger(entries: entries)
        let strict = !recording && args.has("strict")
        let rootPath = store.root.path
        let recorder = recording
            ? ReferenceRecorder(store: store, hashes: hashes, prune: args.has("prune"), all: args.has("all"), tool: tool) : nil
        @MainActor func take(_ results: [Compared]) throws {
            if let recorder {
                for c in results { try recorder.take(c) }
            } else {
                rows += try CheckReport.rows(results, imagesInto: reportFolder, store: store)
            }
        }
        try await renderSnapshots(
            registry, entries: entries, scale: scale, jobs: jobs,
            products: Products([.raster]).union(formats.contains(.svg) ? [.svg] : []).union(motion ? [.motion] : [])
                .union(accessibility ? [.accessibility] : []),
            work: { [recordCommand = "\(ToolName.invocation) record", all = args.has("all")] shot in
                let start = ContinuousClock.now
                var results = try compare(shot, formats: formats.union(motion ? .motion : []).union(accessibility ? .accessibility : []),
                                          recordCommand: recordCommand,
                                          store: ReferenceStore(root: URL(fileURLWithPath: rootPath)),
                                          hashes: hashes, policy: policy, recording: recording, all: all, strict: strict)
                let milliseconds = (shot.seconds + seconds(since: start)) * 1000
                for i in results.indices { results[i].milliseconds = milliseconds }
                if let gallery, !results.isEmpty { results[0].gallery = try gallery.keep(shot) }
                return results
            },
            each: { results in
                if let first = results.first, let entry = first.entry { ledger.add(first.approximations, in: entry.name) }
                if let first = results.first, let entry = first.entry, let shot = first.gallery { galleryShots[entry] = shot }
                try take(results)
                done += 1
                tool.console.progress(done, entries.count, results.first?.entry?.name ?? "")
            },
            failed: { failure in
                // Each file the snapshot would have made fails with the preview's problem.
                let kinds = ["png", "svg"].filter { formats.contains($0 == "png" ? .png : .svg) } + (accessibility ? ["a11y.txt"] : [])
                try take(kinds.map { ext in
                    Compared(
                        entry: failure.entry,
                        outcome: SnapshotOutcome(path: failure.entry.path(scale: scale, extension: ext), status: .failed,
                                                 message: "could not be drawn: \(failure.message)"),
                        png: nil, svg: nil, pixelHash: nil, fileHash: nil)
                })
                done += 1
            })
        tool.console.endProgress()
        try take(orphans.map { Compared(entry: nil, outcome: SnapshotOutcome(path: $0, status: .orphaned), png: nil, svg: nil, pixelHash: nil, fileHash: nil) })

        if let recorder {
            return try recorder.finish(fingerprint: current, recorded: recordedFingerprint, start: start)
        }

        rows.sort { $0.name < $1.name }
        ledger.report(to: tool.console, strict: strict)
        // Check: name every problem with its figures.
        let problems = rows.filter { $0.status != SnapshotStatus.passed.rawValue }
        for row in problems {
            switch SnapshotStatus(rawValue: row.status) ?? .failed {
            case .failed:
                tool.console.error("FAILED   \(row.name): \(row.message ?? "differs")")
            case .missing:
                tool.console.error("MISSING  \(row.name): no reference; run `\(ToolName.invocation) record \(exactFilter(forPath: row.name))` to write it")
            case .orphaned:
                tool.console.error("ORPHANED \(row.name): no preview produces it; `\(ToolName.invocation) record --prune` deletes it")
            case .passed:
                break
            }
        }
        let fingerprintDiffers = recordedFingerprint.map { $0 != current } ?? false
        if !problems.isEmpty, let recordedFingerprint, fingerprintDiffers {
            tool.console.error("note: the references were recorded with other library or font versions (\(current.differences(from: recordedFingerprint).joined(separator: ", "))); differences may come from them")
        }
        if let reportFolder {
            let manifest = ShardManifest(
                shard: shard.map { "\($0.0)/\($0.1)" }, everything: everything,
                checked: (entries.map(\.name) + orphans).sorted(), timings: timingsHash, policy: "\(policy)",
                threshold: policy.threshold, fingerprintMatches: recordedFingerprint.map { $0 == current },
                recordCommand: "\(ToolName.invocation) record")
            try CheckReport.write(rows, manifest: manifest, to: reportFolder, verb: verb)
            if let gallery {
                try gallery.write(registry: registry, entries: entries, everything: allEntries, shots: galleryShots, ledger: ledger, verb: verb)
            }
            tool.console.out("report: \(reportFolder.appendingPathComponent("index.html").path)")
        }
        if let junit = args.value("junit") {
            try AtomicFile.write(CheckReport.junit(rows, policy: "\(policy)"), to: tool.url(junit))
        }
        let counts = Dictionary(grouping: rows, by: \.status).mapValues(\.count)
        let shardText = shard.map { " (shard \($0.0)/\($0.1))" } ?? ""
        tool.console.out(
            "checked \(rows.count) file(s)\(shardText) against \(store.root.path) (\(policy)): \(counts["passed"] ?? 0) passed, \(counts["failed"] ?? 0) failed, \(counts["missing"] ?? 0) missing, \(counts["orphaned"] ?? 0) orphaned in \(elapsed(since: start))")
        return problems.isEmpty ? 0 : 1
    }

    /// The exact filter that selects the snapshot of a reference path:
    /// `card/plain-light@2x.png` → `=card/plain-light`.
    static func exactFilter(forPath path: String) -> String {
        "=" + SnapshotFilter.entryName(fromPath: path)
    }

    /// More shards than any CI matrix runs (GitHub Actions allows 256 jobs a matrix).
    static let maximumShards = 10_000

    /// `I/N` with 1 ≤ I ≤ N ≤ `maximumShards`.
    static func parseShard(_ raw: String?) throws(UsageError) -> (Int, Int)? {
        guard let raw else { return nil }
        let parts = raw.split(separator: "/")
        guard parts.count == 2, let i = Int(parts[0]), let n = Int(parts[1]), (1...maximumShards).contains(n), (1...n).contains(i) else {
            throw UsageError(message: "\(ToolName.current): --shard must be I/N with 1 ≤ I ≤ N ≤ \(maximumShards) (e.g. --shard 2/4), not \"\(raw)\"")
        }
        return (i, n)
    }

    /// Reference files that no entry of the registry produces (at any scale), matching the filter.
    @MainActor
    static func orphanedFiles(
        store: ReferenceStore, registry: Registry, filter: String?, motion: Bool = true, accessibility: Bool = true
    ) -> [String] {
        let produced = Set(registry.entries.map(\.name))
        // A transition's reference is orphaned when its state no longer animates: the
        // comparison says so (it knows), so here it only needs a snapshot that exists.
        let kinds = ["png", "svg"] + (motion ? ["motion.png"] : []) + (accessibility ? ["a11y.txt"] : [])
        let valid = Set((1...3).flatMap { s in kinds.map { "\(s)x.\($0)" } })
        return store.existingReferences().filter { path in
            // Under --no-motion, transitions' references are left alone, neither compared nor orphaned.
            if !motion && path.hasSuffix(".motion.png") { return false }
            if !accessibility && path.hasSuffix(".a11y.txt") { return false }
            guard let at = path.lastIndex(of: "@") else { return true }
            let name = String(path[..<at])
            let rest = path[path.index(after: at)...]
            let validScale = valid.contains(String(rest))
            return !(produced.contains(name) && validScale)
        }.filter { path in filter.map { SnapshotFilter($0).matches(name: SnapshotFilter.entryName(fromPath: path)) } ?? true }
    }

    /// Compares one render with its PNG and SVG references (drawing thread).
    static func compare(
        _ shot: RenderedSnapshot, formats: Products, recordCommand: String, store: ReferenceStore, hashes: SnapshotHashes,
        policy: ComparisonPolicy, recording: Bool, all: Bool, strict: Bool = false
    ) throws -> [Compared] {
        var out: [Compared] = []
        /// The reference's bytes (nil: missing), or why it cannot be read (a folder, a link out
        /// of the folder, an LFS pointer…): then that file fails with why, and the others go on.
        func read(_ path: String) -> (bytes: [UInt8]?, problem: ReferenceError?) {
            do { return (try store.read(path), nil) } catch { return (nil, error) }
        }
        func unreadable(_ path: String, _ problem: ReferenceError, actual: RGBAImage? = nil, actualText: String? = nil) -> SnapshotOutcome {
            SnapshotOutcome(path: path, status: .failed, message: "\(problem)", actual: actual, actualText: actualText)
        }
        if formats.contains(.png), let raster = shot.raster {
            let path = shot.entry.path(scale: shot.scale, extension: "png")
            let pixelHash = SnapshotHashes.hash(raster.premultipliedBGRA)
            let (reference, problem) = read(path)
            var outcome = problem.map { unreadable(path, $0, actual: raster.rgba()) } ?? SnapshotComparison.comparePNG(
                path: path, actual: raster, actualPixelHash: pixelHash, reference: reference,
                recorded: hashes.files[path], policy: recording ? .exact : policy, source: store.url(path).path,
                recordHint: "record it again with `\(recordCommand) \(exactFilter(forPath: path))`")
            var png: [UInt8]?
            if recording && (outcome.status != .passed || all) {
                png = try raster.premultipliedBGRA.withUnsafeBytes { bytes in
                    try PNGCodec.encode(premultipliedBGRA: bytes, width: raster.width, height: raster.height, stride: raster.width * 4)
                }
            }
            let fileHash = png.map { SnapshotHashes.hash($0) } ?? reference.map { SnapshotHashes.hash($0) }
            if strict { outcome = failingStrictly(outcome, shot.approximations, actual: raster.rgba()) }
            out.append(Compared(
                entry: shot.entry, outcome: outcome, png: png, svg: nil, pixelHash: pixelHash, fileHash: fileHash,
                approximations: shot.approximations))
        }
        if formats.contains(.motion) {
            let path = shot.entry.path(scale: shot.scale, extension: "motion.png")
            let (reference, problem) = read(path)
            if shot.motionFrames.isEmpty {
                // The state's change jumps: a transition recorded for it is no one's now.
                if reference != nil || problem != nil {
                    out.append(Compared(entry: shot.entry, outcome: SnapshotOutcome(path: path, status: .orphaned),
                                        png: nil, svg: nil, pixelHash: nil, fileHash: nil))
                }
            } else {
                let pixelHash = SnapshotComparison.motionPixelHash(shot.motionFrames)
                let outcome = problem.map { unreadable(path, $0, actual: shot.motionFrames.last?.rgba()) } ?? SnapshotComparison.compareMotion(
                    path: path, actual: shot.motionFrames, times: shot.motionTimes, actualPixelHash: pixelHash,
                    reference: reference, recorded: hashes.files[path], policy: recording ? .exact : policy,
                    source: store.url(path).path, recordHint: "record it again with `\(recordCommand) \(exactFilter(forPath: path))`")
                var bytes: [UInt8]?
                if recording && (outcome.status != .passed || all) {
                    bytes = try encodeMotion(shot.motionFrames, framesPerSecond: defaultMotionFramesPerSecond)
                }
                let fileHash = bytes.map { SnapshotHashes.hash($0) } ?? reference.map { SnapshotHashes.hash($0) }
                out.append(Compared(entry: shot.entry, outcome: outcome, png: bytes, svg: nil, pixelHash: pixelHash,
                                    fileHash: fileHash, approximations: shot.approximations))
            }
        }
        if formats.contains(.accessibility), let text = shot.accessibilityText {
            let path = shot.entry.path(scale: shot.scale, extension: "a11y.txt")
            let (reference, problem) = read(path)
            let outcome = problem.map { unreadable(path, $0, actualText: text) } ?? SnapshotComparison.compareText(
                path: path, actual: text, reference: reference, source: store.url(path).path, kind: "accessibility tree")
            out.append(Compared(entry: shot.entry, outcome: outcome, png: nil, svg: text, pixelHash: nil, fileHash: nil,
                                approximations: shot.approximations))
        }
        if formats.contains(.svg), let svg = shot.svg {
            let path = shot.entry.path(scale: shot.scale, extension: "svg")
            let (reference, problem) = read(path)
            var outcome = problem.map { unreadable(path, $0, actualText: svg) }
                ?? SnapshotComparison.compareSVG(path: path, actual: svg, reference: reference, source: store.url(path).path)
            if strict { outcome = failingStrictly(outcome, shot.approximations, actualText: svg) }
            out.append(Compared(
                entry: shot.entry, outcome: outcome, png: nil, svg: svg, pixelHash: nil, fileHash: nil,
                approximations: shot.approximations))
        }
        return out
    }

}

/// `record`'s writing, one compared file at a time as the snapshots are drawn: each reference
/// that is missing or differs is written at once (so a run of thousands never holds their
/// pictures), orphans are pruned on request, and the index and fingerprint are written last.
@MainActor
final class ReferenceRecorder {
    private let store: ReferenceStore
    private let hashes: SnapshotHashes
    private var newHashes: SnapshotHashes
    private let prune: Bool
    private let all: Bool
    private let tool: Tool
    private var created = 0, changed = 0, unchanged = 0, pruned = 0, orphaned = 0, undrawn = 0, unwritten = 0

    init(store: ReferenceStore, hashes: SnapshotHashes, prune: Bool, all: Bool, tool: Tool) {
        self.store = store
        self.hashes = hashes
        newHashes = hashes
        self.prune = prune
        self.all = all
        self.tool = tool
    }

    func take(_ c: CheckVerb.Compared) throws {
        let o = c.outcome
        if o.status == .failed, c.png == nil, c.svg == nil, let message = o.message, message.hasPrefix("could not be drawn") {
            undrawn += 1
            tool.console.error("FAILED   \(o.path): \(message)")
            return
        }
        switch o.status {
        case .orphaned:
            if prune {
                try store.remove(o.path)
                newHashes.files[o.path] = nil
                pruned += 1
                tool.console.error("pruned   \(o.path)")
            } else {
                orphaned += 1
                tool.console.error("ORPHANED \(o.path): no preview produces it; `\(ToolName.invocation) record --prune` deletes it")
            }
        case .passed where !all:
            unchanged += 1
            if let pixelHash = c.pixelHash, let fileHash = c.fileHash, newHashes.files[o.path] == nil {
                newHashes.files[o.path] = SnapshotHashes.Entry(file: fileHash, pixels: pixelHash)
            }
        default:
            do {
                if let png = c.png {
                    try store.write(png, to: o.path)
                    if let pixelHash = c.pixelHash {
                        newHashes.files[o.path] = SnapshotHashes.Entry(file: SnapshotHashes.hash(png), pixels: pixelHash)
                    }
                } else if let svg = c.svg {
                    try store.write(Array(svg.utf8), to: o.path)
                } else {
                    return
                }
            } catch {
                // This file only (a folder in its place, say): the others are still written.
                unwritten += 1
                newHashes.files[o.path] = nil
                tool.console.error("FAILED   \(o.path): \(error)")
                return
            }
            if o.status == .missing { created += 1 } else { changed += 1 }
            tool.console.error("recorded \(o.path)\(o.status == .missing ? " (new)" : o.status == .failed ? " (changed)" : "")")
        }
    }

    /// Writes the index and the fingerprint, removes the staging folder and says what was done.
    func finish(fingerprint: RendererFingerprint, recorded: RendererFingerprint?, start: ContinuousClock.Instant) throws -> Int32 {
        if newHashes != hashes { try store.writeHashes(newHashes) }
        if recorded != fingerprint { try store.writeFingerprint(fingerprint) }
        store.removeStaging()
        tool.console.out(
            "recorded \(created + changed) file(s) (\(created) new, \(changed) changed), \(unchanged) unchanged\(prune ? ", \(pruned) pruned" : orphaned > 0 ? ", \(orphaned) orphaned (use --prune)" : "")\(undrawn > 0 ? ", \(undrawn) could not be drawn" : "")\(unwritten > 0 ? ", \(unwritten) could not be written" : "") in \(store.root.path) in \(elapsed(since: start))")
        return undrawn == 0 && unwritten == 0 ? 0 : 1
    }
}

/// JUnit XML: one test case per compared file, failures with their message.
enum JUnitReport {
    /// `approximations[i]` are what outcome `i` draws differently from iOS; they go in the
    /// test case's `system-err`, which CI dashboards show beside it.
    static func xml(_ outcomes: [SnapshotOutcome], policy: String, approximations: [[String]] = []) -> String {
        func escape(_ s: String) -> String {
            s.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
                .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
        }
        let failures = outcomes.filter { $0.status != .passed }.count
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        xml += "<testsuites tests=\"\(outcomes.count)\" failures=\"\(failures)\">\n"
        xml += "  <testsuite name=\"previews check\" tests=\"\(outcomes.count)\" failures=\"\(failures)\">\n"
        for (i, o) in outcomes.enumerated() {
            let (suite, name) = o.path.split(separator: "/", maxSplits: 1).map(String.init).splitPair
            xml += "    <testcase classname=\"\(escape(suite))\" name=\"\(escape(name))\""
            let said = i < approximations.count ? approximations[i] : []
            if o.status == .passed && said.isEmpty {
                xml += "/>\n"
                continue
            }
            xml += ">\n"
            if o.status != .passed {
                let message = o.message ?? o.status.rawValue
                xml += "      <failure type=\"\(o.status.rawValue)\" message=\"\(escape(message))\">\(escape("\(o.status.rawValue): \(message) (\(policy))"))</failure>\n"
            }
            if !said.isEmpty {
                xml += "      <system-err>\(escape(said.map { "approximation: \($0)" }.joined(separator: "\n")))</system-err>\n"
            }
            xml += "    </testcase>\n"
        }
        xml += "  </testsuite>\n</testsuites>\n"
        return xml
    }
}

extension Array where Element == String {
    var splitPair: (String, String) { count >= 2 ? (self[0], self[1]) : ("", first ?? "") }
}
