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
            ("reuse", "DIR", "an earlier gallery of the same previews: snapshots whose picture is unchanged keep its transitions (serve uses it)"),
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
                                               reusing: args.value("reuse").map(tool.url))
        let failedText = failures == 0 ? "" : " (\(failures) could not be drawn)"
        tool.console.out("gallery of \(done) snapshot(s)\(failedText): \(output.appendingPathComponent("index.html").path) (\(elapsed(since: start)))")
        return failures == 0 ? 0 : 1
    }

    /// Renders `entries` and writes the gallery's site into `output`: how many snapshots were
    /// drawn and how many could not be.
    /// With `reusing`, an earlier site of the same previews (`serve` after a rebuild): the
    /// stills are drawn first, and a snapshot whose picture is byte for byte the one already
    /// there keeps its transition's files instead of drawing them again.
    @MainActor
    static func write(
        tool: Tool, entries: [SnapshotEntry], scale: Int, jobs: Int, to output: URL, verb: String, reusing previous: URL? = nil
    ) async throws -> (done: Int, failures: Int) {
        let registry = try tool.registry()
        // Renders into a scratch folder beside the site; the writer copies what it shows.
        let scratch = output.deletingLastPathComponent().appendingPathComponent(".\(output.lastPathComponent).renders-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        var sizes: [SnapshotEntry: CGSize] = [:]
        var motions: [SnapshotEntry: GalleryMotion] = [:]
        var done = 0
        var failures = 0
        var ledger = ApproximationLedger()
        var redraw: [SnapshotEntry] = []
        let fileManager = FileManager.default
        @MainActor func keep(_ shot: RenderedSnapshot, final: Bool) throws {
            if let png = shot.png { try AtomicFile.write(png, to: scratch.appendingPathComponent(shot.entry.path(scale: scale, extension: "png"))) }
            if let svg = shot.svg { try AtomicFile.write(svg, to: scratch.appendingPathComponent(shot.entry.path(scale: scale, extension: "svg"))) }
            sizes[shot.entry] = shot.size
            if !final, let previous, let png = shot.png {
                // The same picture as before: its transition's files are taken as they are.
                let old = previous.appendingPathComponent("images").appendingPathComponent(shot.entry.path(scale: scale, extension: "png"))
                if let bytes = fileManager.contents(atPath: old.path), Array(bytes) == png {
                    let oldMotion = old.deletingPathExtension().appendingPathExtension("motion")
                    let frames = ((try? fileManager.contentsOfDirectory(atPath: oldMotion.path)) ?? []).filter { $0.hasSuffix(".png") }.sorted()
                    if !frames.isEmpty {
                        var copied: [URL] = []
                        let folder = scratch.appendingPathComponent(shot.entry.path(scale: scale, extension: "motion"))
                        try fileManager.createDirectory(at: folder, withIntermediateDirectories: true)
                        for f in frames {
                            try fileManager.copyItem(at: oldMotion.appendingPathComponent(f), to: folder.appendingPathComponent(f))
                            copied.append(folder.appendingPathComponent(f))
                        }
                        var motion = GalleryMotion(frames: copied, framesPerSecond: defaultMotionFramesPerSecond)
                        for (ext, set) in [("motion.png", 0), ("filmstrip.png", 1)] {
                            let source = old.deletingPathExtension().appendingPathExtension(ext)
                            guard fileManager.fileExists(atPath: source.path) else { continue }
                            let copy = scratch.appendingPathComponent(shot.entry.path(scale: scale, extension: ext))
                            try fileManager.copyItem(at: source, to: copy)
                            if set == 0 { motion.animatedPNG = copy } else { motion.filmstrip = copy }
                        }
                        motions[shot.entry] = motion
                    }
                } else {
                    redraw.append(shot.entry)
                }
            }
            if !shot.motionFramePNGs.isEmpty {
                // The transition: its frames for the page's player, the animated PNG, the filmstrip.
                var frames: [URL] = []
                for (i, png) in shot.motionFramePNGs.enumerated() {
                    let url = scratch.appendingPathComponent(shot.entry.path(scale: scale, extension: "motion"))
                        .appendingPathComponent(String(format: "%03d.png", i))
                    try AtomicFile.write(png, to: url)
                    frames.append(url)
                }
                var motion = GalleryMotion(frames: frames, framesPerSecond: shot.framesPerSecond)
                if let apng = shot.motionPNG {
                    let url = scratch.appendingPathComponent(shot.entry.path(scale: scale, extension: "motion.png"))
                    try AtomicFile.write(apng, to: url)
                    motion.animatedPNG = url
                }
                if let film = shot.filmstripPNG {
                    let url = scratch.appendingPathComponent(shot.entry.path(scale: scale, extension: "filmstrip.png"))
                    try AtomicFile.write(film, to: url)
                    motion.filmstrip = url
                }
                motions[shot.entry] = motion
            }
        }
        let everything: Products = [.png, .svg, .motionFiles, .motionFramePNGs]
        try await renderSnapshots(registry, entries: entries, scale: scale, jobs: jobs,
                                  products: previous == nil ? everything : [.png, .svg], each: { shot in
            ledger.add(shot)
            try keep(shot, final: previous == nil)
            done += 1
            tool.console.progress(done, entries.count, shot.entry.name)
        }, failed: { failure in
            failures += 1
            tool.console.error("FAILED   \(failure.message)")
        })
        if !redraw.isEmpty {
            // What changed, with its transition.
            try await renderSnapshots(registry, entries: redraw.sorted(), scale: scale, jobs: jobs, products: everything, each: { shot in
                try keep(shot, final: true)
            }, failed: { failure in
                tool.console.error("FAILED   \(failure.message)")
            })
        }
        tool.console.endProgress()
        ledger.report(to: tool.console, strict: false)
        let catalog = makeCatalog(
            registry: registry, entries: entries, sizes: sizes, scale: scale, folder: scratch, ledger: ledger, motions: motions)
        do {
            try GalleryWriter().write(catalog, to: output)
        } catch {
            throw UsageError(message: "\(ToolName.current) \(verb): \(error)")
        }
        return (done, failures)
    }

    /// The gallery's model: previews in registry order, their states and variants.
    static func makeCatalog(
        registry: Registry, entries: [SnapshotEntry], sizes: [SnapshotEntry: CGSize], scale: Int, folder: URL,
        ledger: ApproximationLedger = ApproximationLedger(), motions: [SnapshotEntry: GalleryMotion] = [:]
    ) -> GalleryCatalog {
        let wanted = Set(entries)
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
                let approximations = ledger.order.filter { a in
                    ledger.snapshots[a]?.contains { $0.hasPrefix(prefix) } ?? false
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
