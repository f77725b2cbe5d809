import Drawing
import Foundation
import PreviewRegistry
import PreviewUI

/// What to make of each rendered snapshot.
struct Products: OptionSet, Sendable {
    let rawValue: Int
    /// Pixels, kept in memory (for comparison).
    static let raster = Products(rawValue: 1)
    static let png = Products(rawValue: 2)
    static let svg = Products(rawValue: 4)
    /// The transition into the snapshot: its moments drawn, kept in memory.
    static let motion = Products(rawValue: 8)
    /// The transition as files: an animated PNG of its moments and a filmstrip PNG.
    static let motionFiles = Products(rawValue: 16)
    /// The transition's moments each as a PNG (for the gallery's player).
    static let motionFramePNGs = Products(rawValue: 32)
    /// The accessibility tree as text (`.a11y.txt`).
    static let accessibility = Products(rawValue: 64)
    /// The snapshot with its accessibility elements outlined and a legend (`.a11y.png`).
    static let accessibilityImage = Products(rawValue: 128)
}

/// The frame rate of motion output (`render --motion`).
let defaultMotionFramesPerSecond = 30

/// One snapshot drawn.
struct RenderedSnapshot: Sendable {
    let entry: SnapshotEntry
    /// Size in points.
    let size: CGSize
    let scale: Int
    let raster: RasterImage?
    let png: [UInt8]?
    let svg: String?
    /// The transition into it, its moments drawn (with `.motion`, when the change that made it
    /// animated), with their times; as an animated PNG and a filmstrip PNG (`.motionFiles`).
    var motionFrames: [RasterImage] = []
    var motionTimes: [TimeInterval] = []
    var motionPNG: [UInt8]? = nil
    var motionFramePNGs: [[UInt8]] = []
    var framesPerSecond = defaultMotionFramesPerSecond
    var filmstripPNG: [UInt8]? = nil
    /// What VoiceOver reads (`.accessibility`), and the annotated picture (`.accessibilityImage`).
    var accessibilityText: String? = nil
    var accessibilityPNG: [UInt8]? = nil
    /// What it draws differently from iOS, with the user's file and line.
    var approximations: [Approximation]
    /// The fingerprint of everything drawn (the still, its transition and filmstrip, the scale
    /// and frame rate), when the run asked for it.
    var fingerprint: UInt64? = nil
    /// Not drawn: the caller said its fingerprint was unchanged, so it keeps its earlier files.
    var reused = false
    /// Seconds spent laying it out and drawing it.
    var seconds: Double = 0
}

extension PreviewFrame {
    /// A stable hash of what this frame draws at `scale` with its transition at
    /// `framesPerSecond`: the same value means the same pixels and bytes (same renderer).
    func drawingFingerprint(scale: Int, framesPerSecond: Int) -> UInt64 {
        var hasher = StableHasher()
        hasher.combine(UInt64(scale))
        hasher.combine(UInt64(framesPerSecond))
        hasher.combine(displayList.fingerprint)
        hasher.combine(UInt64(transition.count))
        for moment in transition {
            hasher.combine(moment.time.bitPattern)
            hasher.combine(moment.displayList.fingerprint)
        }
        hasher.combine(filmstrip?.fingerprint ?? 0)
        return hasher.value
    }
}

/// A snapshot that could not be drawn: what went wrong, with the preview's `File.swift:line`
/// (an interaction that found nothing, a view that never settled, a preview modifier whose
/// context failed). The others still render.
struct RenderFailure: Sendable, Error {
    let entry: SnapshotEntry
    let message: String
}

/// Lays out entries one at a time on the main actor (previews share process-wide objects
/// such as `NotificationCenter.default`, so no two are resolved at once) and draws and encodes
/// them in parallel on up to `jobs` threads. Results arrive in completion order; the bytes of
/// each do not depend on the order or the number of jobs.
@MainActor
func renderSnapshots(
    _ registry: Registry, entries: [SnapshotEntry], scale: Int, jobs: Int, products: Products,
    framesPerSecond: Int = defaultMotionFramesPerSecond,
    unchanged: (@Sendable (SnapshotEntry, UInt64) -> Bool)? = nil,
    each: @MainActor (RenderedSnapshot) throws -> Void, failed: @MainActor (RenderFailure) throws -> Void
) async throws {
    try await renderSnapshots(
        registry, entries: entries, scale: scale, jobs: jobs, products: products, framesPerSecond: framesPerSecond,
        unchanged: unchanged, work: { $0 }, each: each, failed: failed)
}

/// The same, with `work` done on the drawing threads after each snapshot is drawn (reading
/// and comparing references, say) and `each` then run on the main actor with its result.
/// With `unchanged`, each frame's fingerprint is taken first (`RenderedSnapshot.fingerprint`),
/// and a snapshot whose fingerprint it accepts is not drawn (`reused`, no products).
@MainActor
func renderSnapshots<Result: Sendable>(
    _ registry: Registry, entries: [SnapshotEntry], scale: Int, jobs: Int, products: Products,
    framesPerSecond: Int = defaultMotionFramesPerSecond,
    unchanged: (@Sendable (SnapshotEntry, UInt64) -> Bool)? = nil,
    work: @escaping @Sendable (RenderedSnapshot) throws -> Result,
    each: @MainActor (Result) throws -> Void, failed: @MainActor (RenderFailure) throws -> Void
) async throws {
    try await withThrowingTaskGroup(of: Swift.Result<Result, RenderFailure>.self) { group in
        @MainActor func deliver(_ done: Swift.Result<Result, RenderFailure>) throws {
            switch done {
            case .success(let r): try each(r)
            case .failure(let f): try failed(f)
            }
        }
        var inFlight = 0
        for entry in entries {
            let frame: PreviewFrame
            let laidOut = ContinuousClock.now
            do {
                let motion = !products.isDisjoint(with: [.motion, .motionFiles, .motionFramePNGs])
                frame = try await registry.settledFrame(
                    for: entry, scale: scale, motionFramesPerSecond: motion ? framesPerSecond : nil,
                    accessibility: !products.isDisjoint(with: [.accessibility, .accessibilityImage]))
            } catch {
                try failed(RenderFailure(entry: entry, message: "\(error)"))
                continue
            }
            if inFlight >= max(jobs, 1), let done = try await group.next() {
                inFlight -= 1
                try deliver(done)
            }
            let layoutSeconds = seconds(since: laidOut)
            group.addTask {
                do {
                    let drawn = ContinuousClock.now
                    guard let unchanged else {
                        var shot = try draw(entry: entry, frame: frame, scale: scale, products: products, framesPerSecond: framesPerSecond)
                        shot.seconds = layoutSeconds + seconds(since: drawn)
                        return .success(try work(shot))
                    }
                    let fingerprint = frame.drawingFingerprint(scale: scale, framesPerSecond: framesPerSecond)
                    var shot: RenderedSnapshot
                    if unchanged(entry, fingerprint) {
                        shot = RenderedSnapshot(entry: entry, size: frame.displayList.size, scale: scale, raster: nil, png: nil,
                                                svg: nil, approximations: frame.approximations)
                        shot.reused = true
                    } else {
                        shot = try draw(entry: entry, frame: frame, scale: scale, products: products, framesPerSecond: framesPerSecond)
                    }
                    shot.fingerprint = fingerprint
                    shot.seconds = layoutSeconds + seconds(since: drawn)
                    return .success(try work(shot))
                } catch {
                    return .failure(RenderFailure(entry: entry, message: "\(entry.name): \(error)"))
                }
            }
            inFlight += 1
        }
        while let done = try await group.next() {
            try deliver(done)
        }
    }
}

/// Seconds since `start`.
func seconds(since start: ContinuousClock.Instant) -> Double {
    let d = ContinuousClock.now - start
    return Double(d.components.seconds) + Double(d.components.attoseconds) / 1e18
}

/// Draws and encodes one laid-out snapshot (any thread).
func draw(
    entry: SnapshotEntry, frame: PreviewFrame, scale: Int, products: Products, framesPerSecond: Int = defaultMotionFramesPerSecond
) throws -> RenderedSnapshot {
    let list = frame.displayList
    var raster: RasterImage?
    var pixels: RasterImage?
    var png: [UInt8]?
    if products.contains(.raster) || products.contains(.png) {
        let image = try RasterRenderer.render(list, scale: Double(scale))
        pixels = image
        if products.contains(.png) {
            png = try image.premultipliedBGRA.withUnsafeBytes { bytes in
                try PNGCodec.encode(premultipliedBGRA: bytes, width: image.width, height: image.height, stride: image.width * 4)
            }
        }
        if products.contains(.raster) { raster = image }
    }
    let svg = products.contains(.svg) ? try SVGRenderer.render(list) : nil
    var shot = RenderedSnapshot(
        entry: entry, size: list.size, scale: scale, raster: raster, png: png, svg: svg, approximations: frame.approximations)
    if let tree = frame.accessibility {
        if products.contains(.accessibility) { shot.accessibilityText = tree.text }
        if let pixels {
            for f in tree.contrastAudit(pixels) {
                let a = f.approximation.locating(file: frame.location.file, line: frame.location.line)
                if !shot.approximations.contains(a) { shot.approximations.append(a) }
            }
        }
        if products.contains(.accessibilityImage) {
            let image = try RasterRenderer.render(tree.annotated(list), scale: Double(scale))
            shot.accessibilityPNG = try image.premultipliedBGRA.withUnsafeBytes { bytes in
                try PNGCodec.encode(premultipliedBGRA: bytes, width: image.width, height: image.height, stride: image.width * 4)
            }
        }
    }
    if !products.isDisjoint(with: [.motion, .motionFiles, .motionFramePNGs]), !frame.transition.isEmpty {
        let frames = try frame.transition.map { try RasterRenderer.render($0.displayList, scale: Double(scale)) }
        shot.motionFrames = frames
        shot.motionTimes = frame.transition.map(\.time)
        shot.framesPerSecond = framesPerSecond
        if products.contains(.motionFramePNGs) {
            shot.motionFramePNGs = try frames.map { image in
                try image.premultipliedBGRA.withUnsafeBytes { bytes in
                    try PNGCodec.encode(premultipliedBGRA: bytes, width: image.width, height: image.height, stride: image.width * 4)
                }
            }
        }
        guard products.contains(.motionFiles) else { return shot }
        shot.motionPNG = try encodeMotion(frames, framesPerSecond: framesPerSecond)
        if let film = frame.filmstrip {
            let image = try RasterRenderer.render(film, scale: Double(scale))
            shot.filmstripPNG = try image.premultipliedBGRA.withUnsafeBytes { bytes in
                try PNGCodec.encode(premultipliedBGRA: bytes, width: image.width, height: image.height, stride: image.width * 4)
            }
        }
    }
    return shot
}

/// A transition's moments as an animated PNG at `framesPerSecond`.
func encodeMotion(_ frames: [RasterImage], framesPerSecond: Int) throws -> [UInt8] {
    try APNGWriter.encode(frames, delayNumerator: 1, delayDenominator: UInt16(framesPerSecond))
}

/// The approximations of a run: each cause at each place once, with the snapshots that show
/// it. Printed as one warning each; under `--strict`, failures. Snapshots arrive in the order
/// they finish drawing, which depends on the threads; the ledger lists in the run's order of
/// entries instead (an approximation where its first snapshot is, then as that snapshot said
/// them), so the warnings and the gallery's notes are the same whatever the thread count.
struct ApproximationLedger {
    /// Each snapshot's place in the run; names it was not given go after them, by name.
    private let rank: [String: Int]
    private var seen: [Approximation: (first: Place, snapshots: [Place])] = [:]

    /// A snapshot's place in the run, and an approximation's among those it said.
    struct Place: Comparable {
        var rank: Int
        var name: String
        var index = 0
        static func < (a: Place, b: Place) -> Bool { (a.rank, a.name, a.index) < (b.rank, b.name, b.index) }
    }

    init(entries: [SnapshotEntry] = []) {
        rank = Dictionary(entries.enumerated().map { ($1.name, $0) }, uniquingKeysWith: { first, _ in first })
    }

    mutating func add(_ shot: RenderedSnapshot) {
        add(shot.approximations, in: shot.entry.name)
    }

    mutating func add(_ approximations: [Approximation], in snapshot: String) {
        for (i, a) in approximations.enumerated() {
            let place = Place(rank: rank[snapshot] ?? .max, name: snapshot, index: i)
            if var known = seen[a] {
                known.first = min(known.first, place)
                known.snapshots.append(place)
                seen[a] = known
            } else {
                seen[a] = (place, [place])
            }
        }
    }

    /// Each approximation once, where it was first met in the run's order.
    var order: [Approximation] {
        seen.sorted { $0.value.first < $1.value.first || ($0.value.first == $1.value.first && $0.key < $1.key) }.map(\.key)
    }

    /// Where the run first met an approximation: its snapshot, and its place among what that
    /// snapshot said (how `merge` orders the shards' galleries' notes as one run would).
    func firstMet(_ a: Approximation) -> (snapshot: String, index: Int)? {
        seen[a].map { ($0.first.name, $0.first.index) }
    }

    /// The snapshots that show each approximation, in the run's order.
    var snapshots: [Approximation: [String]] {
        seen.mapValues { $0.snapshots.sorted().map(\.name) }
    }

    var isEmpty: Bool { seen.isEmpty }
    var count: Int { seen.count }

    /// One line per approximation: `Badge.swift:12: cause; drawn as what (in 2 snapshots: …)`.
    var lines: [String] {
        let shownIn = snapshots
        return order.map { a in
            let names = shownIn[a] ?? []
            let shown = names.prefix(3).joined(separator: ", ") + (names.count > 3 ? ", …" : "")
            return "\(a) (in \(names.count) snapshot\(names.count == 1 ? "" : "s"): \(shown))"
        }
    }

    /// Writes the warnings, or under `strict` the errors, to standard error.
    func report(to console: Console, strict: Bool) {
        for line in lines {
            console.error(strict ? "APPROXIMATED \(line)" : "warning: \(line)")
        }
        if strict, !isEmpty {
            console.error("--strict: \(count) approximation(s) fail this run; without --strict they are warnings")
        } else if !isEmpty {
            console.error("note: \(count) thing(s) above are drawn differently from iOS; `--strict` makes them failures")
        }
    }
}
