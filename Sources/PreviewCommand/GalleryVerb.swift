import Drawing
import Foundation
import Gallery
import PreviewRegistry
import PreviewTesting

/// `previews gallery`: renders the previews and writes the HTML gallery.
enum GalleryVerb {
    static let spec = CommandSpec(
        verb: "gallery", synopsis: "[FILTER] [--output DIR] [--scale 1|2|3] [--jobs N]",
        summary: """
            Renders every preview, state and variant and writes a static HTML gallery: an index
            grouped by component with a light/dark switch and a search box, and a page per preview
            with every snapshot at true size. Works from file:// with no network.
            """,
        flags: [],
        options: [
            ("output", "DIR", "where to write the site (default .build/gallery)"),
            ("scale", "N", "pixels per point: 1, 2 or 3 (default 2)"),
            ("jobs", "N", "threads that draw and encode (default: the number of cores)"),
            ("reuse", "DIR", "an earlier gallery of the same previews written with --reuse: snapshots whose display lists are unchanged are not drawn again (serve uses it)"),
            ("first", "FILES", "source files just saved (comma-separated): their previews are drawn first and their new pictures put into the existing site at once, named on a line `early: PATH…` under images/ (serve uses it)"),
            CommandSpec.variantsOption,
        ],
        positionals: 0...1, positionalHelp: [("FILTER", "case-insensitive part of preview/state-variant")])

    static let verb = Verb(spec: spec) { tool, args in
        let scale = try args.int("scale", verb: "gallery", allowed: 1...3) ?? 2
        let jobs = try args.int("jobs", verb: "gallery", allowed: 1...256) ?? Tool.defaultJobs
        let output = tool.url(args.value("output") ?? ".build/gallery")
        let entries = try tool.entries(args.positionals.first, verb: "gallery")
        let start = ContinuousClock.now
        let (done, failures) = try await write(tool: tool, entries: entries, scale: scale, jobs: jobs, to: output, verb: "gallery",
                                               reusing: args.value("reuse").map(tool.url), fingerprints: args.value("reuse") != nil,
                                               first: args.value("first").map { $0.split(separator: ",").map(String.init) } ?? [])
        let failedText = failures == 0 ? "" : " (\(failures) could not be drawn)"
        tool.console.out("gallery of \(done) snapshot(s)\(failedText): \(output.appendingPathComponent("index.html").path) (\(elapsed(since: start)))")
        return failures == 0 ? 0 : 1
    }

    /// Renders `entries` and writes the gallery's site into `output`: how many snapshots were
    /// drawn and how many could not be.
    ///
    /// With `fingerprints`, the fingerprint of each snapshot's display lists (its still, its
    /// transition and filmstrip) is kept beside the site (`DrawnFingerprints`). With `reusing`,
    /// an earlier site of the same previews that kept them (`serve` after a rebuild), a snapshot
    /// whose fingerprint is unchanged is not drawn: its files are taken from that site.
    ///
    /// With `first` (source files just saved), the stills of the previews declared in those
    /// files or showing a component of that name are drawn before anything else and replace
    /// the ones in the site already in `output` (each file atomically), and a line
    /// `early: PATH PATH…` (under the site's `images/`) names those that changed on standard
    /// output: the page shows the preview being edited before the rest is drawn and the new
    /// site is swapped in.
    @MainActor
    static func write(
        tool: Tool, entries: [SnapshotEntry], scale: Int, jobs: Int, to output: URL, verb: String,
        reusing previous: URL? = nil, fingerprints: Bool = false, first savedFiles: [String] = []
    ) async throws -> (done: Int, failures: Int) {
        let registry = try tool.registry()
        let fileManager = FileManager.default
        let early = earlyEntries(entries, registry: registry, savedFiles: savedFiles)
        if !early.isEmpty, fileManager.fileExists(atPath: output.appendingPathComponent("images").path) {
            // The saved files' stills first, straight into the site that is there (only the
            // pictures it already shows: a new snapshot waits for the new site's pages).
            var published: [String] = []
            try await renderSnapshots(registry, entries: early, scale: scale, jobs: jobs, products: [.png, .svg], each: { shot in
                for (bytes, ext) in [(shot.png, "png"), (shot.svg.map { Array($0.utf8) }, "svg")] {
                    let path = shot.entry.path(scale: scale, extension: ext)
                    let target = output.appendingPathComponent("images").appendingPathComponent(path)
                    guard let bytes, let old = fileManager.contents(atPath: target.path), Array(old) != bytes else { continue }
                    if (try? AtomicFile.write(bytes, to: target)) != nil { published.append(path) }
                }
            }, failed: { _ in })
            if !published.isEmpty { tool.console.out("early: " + published.sorted().joined(separator: " ")) }
        }
        // Renders into a scratch folder beside the site; the writer copies what it shows.
        let scratch = output.deletingLastPathComponent().appendingPathComponent(".\(output.lastPathComponent).renders-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        var sizes: [SnapshotEntry: CGSize] = [:]
        var motions: [SnapshotEntry: GalleryMotion] = [:]
        var done = 0
        var failures = 0
        var ledger = ApproximationLedger(entries: entries)
        let fingerprinting = fingerprints || previous != nil
        let stamp = fingerprinting ? try RendererFingerprint.stamp() : 0
        let earlier = previous.flatMap { DrawnFingerprints.read(besideSite: $0, renderer: stamp) }
        var drawn = DrawnFingerprints(renderer: stamp)
        let unchanged: (@Sendable (SnapshotEntry, UInt64) -> Bool)?
        if let previous, let earlier {
            let images = previous.appendingPathComponent("images")
            let kept = earlier.snapshots
            unchanged = { (entry: SnapshotEntry, fingerprint: UInt64) -> Bool in
                let path = entry.path(scale: scale, extension: "png")
                return kept[path] == fingerprint && FileManager.default.fileExists(atPath: images.appendingPathComponent(path).path)
            }
        } else if fingerprinting {
            unchanged = { (_: SnapshotEntry, _: UInt64) -> Bool in false }
        } else {
            unchanged = nil
        }
        @MainActor func write(_ bytes: [UInt8]?, _ ext: String, of entry: SnapshotEntry) throws -> URL? {
            guard let bytes else { return nil }
            let url = scratch.appendingPathComponent(entry.path(scale: scale, extension: ext))
            try AtomicFile.write(bytes, to: url)
            return url
        }
        /// The earlier site's file for `entry` with `ext`, linked into the scratch folder.
        @MainActor func take(_ ext: String, of entry: SnapshotEntry) throws -> URL? {
            guard let previous else { return nil }
            let old = previous.appendingPathComponent("images").appendingPathComponent(entry.path(scale: scale, extension: ext))
            guard fileManager.fileExists(atPath: old.path) else { return nil }
            let new = scratch.appendingPathComponent(entry.path(scale: scale, extension: ext))
            try fileManager.createDirectory(at: new.deletingLastPathComponent(), withIntermediateDirectories: true)
            try linkOrCopy(old, to: new)
            return new
        }
        @MainActor func keep(_ shot: RenderedSnapshot) throws {
            let entry = shot.entry
            sizes[entry] = shot.size
            if let fingerprint = shot.fingerprint { drawn.snapshots[entry.path(scale: scale, extension: "png")] = fingerprint }
            if shot.reused {
                // Drawn from the same display lists before: the earlier files, transition included.
                _ = try take("png", of: entry)
                _ = try take("svg", of: entry)
                let frames = try take("motion", of: entry).map { folder in
                    ((try? fileManager.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasSuffix(".png") }.sorted()
                        .map { folder.appendingPathComponent($0) }
                } ?? []
                if !frames.isEmpty {
                    var motion = GalleryMotion(frames: frames, framesPerSecond: defaultMotionFramesPerSecond)
                    motion.animatedPNG = try take("motion.png", of: entry)
                    motion.filmstrip = try take("filmstrip.png", of: entry)
                    motions[entry] = motion
                }
                return
            }
            _ = try write(shot.png, "png", of: entry)
            if let svg = shot.svg { _ = try write(Array(svg.utf8), "svg", of: entry) }
            if !shot.motionFramePNGs.isEmpty {
                // The transition: its frames for the page's player, the animated PNG, the filmstrip.
                var frames: [URL] = []
                for (i, png) in shot.motionFramePNGs.enumerated() {
                    let url = scratch.appendingPathComponent(entry.path(scale: scale, extension: "motion"))
                        .appendingPathComponent(String(format: "%03d.png", i))
                    try AtomicFile.write(png, to: url)
                    frames.append(url)
                }
                var motion = GalleryMotion(frames: frames, framesPerSecond: shot.framesPerSecond)
                motion.animatedPNG = try write(shot.motionPNG, "motion.png", of: entry)
                motion.filmstrip = try write(shot.filmstripPNG, "filmstrip.png", of: entry)
                motions[entry] = motion
            }
        }
        try await renderSnapshots(registry, entries: entries, scale: scale, jobs: jobs,
                                  products: [.png, .svg, .motionFiles, .motionFramePNGs], unchanged: unchanged, each: { shot in
            ledger.add(shot)
            try keep(shot)
            done += 1
            tool.console.progress(done, entries.count, shot.entry.name)
        }, failed: { failure in
            failures += 1
            tool.console.error("FAILED   \(failure.message)")
        })
        tool.console.endProgress()
        ledger.report(to: tool.console, strict: false)
        let catalog = makeCatalog(
            registry: registry, entries: entries, sizes: sizes, scale: scale, folder: scratch, ledger: ledger, motions: motions)
        // The fingerprints go once the site they describe is in place; until then there are none.
        if fingerprinting { DrawnFingerprints.remove(besideSite: output) }
        do {
            try GalleryWriter().write(catalog, to: output)
        } catch {
            throw UsageError(message: "\(ToolName.current) \(verb): \(error)")
        }
        if fingerprinting { try drawn.write(besideSite: output) }
        return (done, failures)
    }

    /// The entries of the previews declared in `savedFiles` (by file name, as `#fileID` gives
    /// it) or showing a component named as one of them (`CollapseIndicator.swift`).
    static func earlyEntries(_ entries: [SnapshotEntry], registry: Registry, savedFiles: [String]) -> [SnapshotEntry] {
        let names = Set(savedFiles.map { ($0 as NSString).lastPathComponent }.filter { $0.hasSuffix(".swift") })
        guard !names.isEmpty else { return [] }
        let previews = Set(registry.previews.filter { preview in
            names.contains((preview.file as NSString).lastPathComponent) || (!preview.component.isEmpty && names.contains(preview.component + ".swift"))
        }.map(\.name))
        return entries.filter { previews.contains($0.preview) }
    }

    /// A hard link when the file system allows one (the files are never changed in place), a
    /// copy otherwise.
    private static func linkOrCopy(_ source: URL, to destination: URL) throws {
        let fileManager = FileManager.default
        if (try? fileManager.linkItem(at: source, to: destination)) != nil { return }
        if (try? fileManager.contentsOfDirectory(atPath: source.path)) != nil {
            // A transition's folder of frames: linked file by file.
            try fileManager.createDirectory(at: destination, withIntermediateDirectories: true)
            for name in try fileManager.contentsOfDirectory(atPath: source.path) {
                try linkOrCopy(source.appendingPathComponent(name), to: destination.appendingPathComponent(name))
            }
            return
        }
        try fileManager.copyItem(at: source, to: destination)
    }

    /// The gallery's model: previews in registry order, their states and variants.
    static func makeCatalog(
        registry: Registry, entries: [SnapshotEntry], sizes: [SnapshotEntry: CGSize], scale: Int, folder: URL,
        ledger: ApproximationLedger = ApproximationLedger(), motions: [SnapshotEntry: GalleryMotion] = [:]
    ) -> GalleryCatalog {
        let wanted = Set(entries)
        let approximated = ledger.order, approximatedIn = ledger.snapshots
        var previews: [GalleryPreview] = []
        for preview in registry.previews {
            var states: [GalleryState] = []
            for state in preview.states {
                var snapshots: [GallerySnapshot] = []
                for variant in preview.variants {
                    let entry = SnapshotEntry(preview: preview.name, state: state.name, variant: variant.name)
                    guard wanted.contains(entry), let size = sizes[entry] else { continue }
                    snapshots.append(GallerySnapshot(
                        variant: variant.name, colorScheme: variant.colorScheme == .dark ? .dark : .light,
                        width: Double(size.width), height: Double(size.height), scale: scale,
                        png: folder.appendingPathComponent(entry.path(scale: scale, extension: "png")),
                        svg: folder.appendingPathComponent(entry.path(scale: scale, extension: "svg")),
                        motion: motions[entry],
                        axes: variant.axisValues.map { GalleryAxisValue(axis: $0.axis, value: $0.value) }))
                }
                if !snapshots.isEmpty {
                    states.append(GalleryState(name: state.name, interactions: state.steps, snapshots: snapshots))
                }
            }
            if !states.isEmpty {
                let prefix = preview.name + "/"
                let approximations = approximated.filter { a in
                    approximatedIn[a]?.contains { $0.hasPrefix(prefix) } ?? false
                }
                previews.append(GalleryPreview(
                    name: preview.name, title: preview.title, component: preview.component,
                    description: preview.description, declaredAt: preview.location, states: states,
                    approximations: approximations.map(\.description)))
            }
        }
        return GalleryCatalog(previews: previews)
    }
}
