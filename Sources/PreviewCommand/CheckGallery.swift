import Drawing
import Foundation
import Gallery
import PreviewRegistry
import PreviewTesting

/// The gallery of what a check drew (`check --report DIR --gallery`): the renders are kept in
/// `DIR/gallery-renders/`, the site goes to `DIR/gallery/`, and `DIR/gallery.json` holds the
/// site's model with the order of the whole run, so that `merge` can make one gallery of the
/// shards' galleries without drawing anything again. While the check runs, the renders wait
/// in a folder beside the report (the report is written as a whole, then they move in).
struct CheckGallery: Sendable {
    let report: URL
    let scale: Int
    let scratch: URL

    init(report: URL, scale: Int) {
        self.report = report
        self.scale = scale
        scratch = report.deletingLastPathComponent().appendingPathComponent(".\(report.lastPathComponent).gallery-\(UUID().uuidString)")
    }

    var renders: URL { report.appendingPathComponent("gallery-renders") }
    static let modelFile = "gallery.json"

    /// Removes the renders of a run that stopped before `write`.
    func discard() { try? FileManager.default.removeItem(at: scratch) }

    /// One snapshot's files in the gallery: its size and its transition.
    struct Shot: Sendable {
        let size: CGSize
        let motion: GalleryMotion?
    }

    /// Writes a snapshot's PNG, SVG and transition frames (any thread).
    func keep(_ shot: RenderedSnapshot) throws -> Shot {
        let entry = shot.entry
        func url(_ ext: String) -> URL { scratch.appendingPathComponent(entry.path(scale: scale, extension: ext)) }
        if let raster = shot.raster {
            let png = try raster.premultipliedBGRA.withUnsafeBytes { bytes in
                try PNGCodec.encode(premultipliedBGRA: bytes, width: raster.width, height: raster.height, stride: raster.width * 4)
            }
            try AtomicFile.write(png, to: url("png"))
        }
        if let svg = shot.svg { try AtomicFile.write(svg, to: url("svg")) }
        var motion: GalleryMotion?
        if !shot.motionFrames.isEmpty {
            var frames: [URL] = []
            for (i, image) in shot.motionFrames.enumerated() {
                let png = try image.premultipliedBGRA.withUnsafeBytes { bytes in
                    try PNGCodec.encode(premultipliedBGRA: bytes, width: image.width, height: image.height, stride: image.width * 4)
                }
                let frame = url("motion").appendingPathComponent(String(format: "%03d.png", i))
                try AtomicFile.write(png, to: frame)
                frames.append(frame)
            }
            var m = GalleryMotion(frames: frames, framesPerSecond: shot.framesPerSecond)
            try AtomicFile.write(try encodeMotion(shot.motionFrames, framesPerSecond: shot.framesPerSecond), to: url("motion.png"))
            m.animatedPNG = url("motion.png")
            motion = m
        }
        return Shot(size: shot.size, motion: motion)
    }

    /// What `gallery.json` holds.
    struct Model: Codable {
        /// The report folder when it was written: the catalogue's file URLs start with it, and
        /// `merge` moves them to wherever the shard's folder is now.
        var root: String
        /// Every preview of the whole run, in catalogue order, with its states and variants in
        /// theirs: the merged gallery's order.
        var order: [Preview]
        var catalog: GalleryCatalog
        /// Where this shard first met each approximation (keyed by its description): merged,
        /// the earliest in the whole run's order places it in the notes as one run would.
        var firstMet: [String: Met]?

        struct Met: Codable {
            var snapshot: String
            var index: Int
        }

        struct Preview: Codable {
            var name: String
            var states: [String]
            var variants: [String]
        }
    }

    /// Where the ledger first met each approximation, by its description (the gallery's note).
    static func firstMet(in ledger: ApproximationLedger) -> [String: Model.Met] {
        var firstMet: [String: Model.Met] = [:]
        for a in ledger.order {
            guard let met = ledger.firstMet(a), firstMet[a.description] == nil else { continue }
            firstMet[a.description] = Model.Met(snapshot: met.snapshot, index: met.index)
        }
        return firstMet
    }

    /// Moves the renders into the report and writes the site and its model, once every
    /// snapshot of the shard is kept and the report is written.
    @MainActor
    func write(registry: Registry, entries: [SnapshotEntry], everything: [SnapshotEntry], shots: [SnapshotEntry: Shot],
               ledger: ApproximationLedger, verb: String) throws {
        try? FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        guard rename(scratch.path, renders.path) == 0 else {
            throw UsageError(message: "\(ToolName.current) \(verb): cannot move the gallery's renders into \(renders.path): \(String(cString: strerror(errno)))")
        }
        // Their file URLs, now in the report.
        func moved(_ url: URL) -> URL {
            let path = url.standardizedFileURL.path, from = scratch.standardizedFileURL.path
            return path.hasPrefix(from + "/") ? renders.appendingPathComponent(String(path.dropFirst(from.count + 1))) : url
        }
        let motions = shots.compactMapValues(\.motion).mapValues { m -> GalleryMotion in
            var m = m
            m.frames = m.frames.map(moved)
            m.animatedPNG = m.animatedPNG.map(moved)
            return m
        }
        let catalog = GalleryVerb.makeCatalog(
            registry: registry, entries: entries, sizes: shots.mapValues(\.size), scale: scale, folder: renders, ledger: ledger,
            motions: motions)
        do {
            try GalleryWriter().write(catalog, to: report.appendingPathComponent("gallery"))
        } catch {
            throw UsageError(message: "\(ToolName.current) \(verb): cannot write the gallery in \(report.path): \(error)")
        }
        let wanted = Set(everything)
        let order = registry.previews.compactMap { preview -> Model.Preview? in
            let mine = everything.filter { $0.preview == preview.name }
            guard !mine.isEmpty else { return nil }
            return Model.Preview(
                name: preview.name,
                states: preview.states.map(\.name).filter { s in mine.contains { $0.state == s } },
                variants: preview.variants.map(\.name).filter { v in wanted.contains { $0.preview == preview.name && $0.variant == v } })
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let model = Model(root: report.standardizedFileURL.path, order: order, catalog: catalog, firstMet: Self.firstMet(in: ledger))
        try AtomicFile.write(Array(try encoder.encode(model)) + [0x0A], to: report.appendingPathComponent(Self.modelFile))
    }
}

/// One gallery of the shards' galleries (`merge`), in the whole run's order.
enum GalleryMerge {
    /// Merges the galleries of `shards` (report folders) into `output`: how many were merged
    /// (0 when no shard wrote one).
    static func merge(_ shards: [URL], into output: URL) throws -> Int {
        let decoder = JSONDecoder()
        var models: [(folder: URL, model: CheckGallery.Model)] = []
        for folder in shards {
            let file = folder.appendingPathComponent(CheckGallery.modelFile)
            guard let data = try? Data(contentsOf: file) else { continue }
            do {
                models.append((folder, try decoder.decode(CheckGallery.Model.self, from: data)))
            } catch {
                throw UsageError(message: "\(ToolName.current) merge: \(file.path) is not a gallery model (\(error)); run that shard again")
            }
        }
        guard !models.isEmpty else { return 0 }
        if models.count != shards.count {
            let without = shards.filter { s in !models.contains { $0.folder == s } }.map(\.path)
            throw UsageError(message: "\(ToolName.current) merge: only some shards wrote a gallery (none in \(without.joined(separator: ", "))); run every shard with --gallery, or none")
        }
        do {
            try GalleryWriter().write(catalog(of: models), to: output)
        } catch {
            throw UsageError(message: "\(ToolName.current) merge: cannot write the gallery in \(output.path): \(error)")
        }
        return models.count
    }

    /// The one catalogue of the shards' models (each with the folder it is in now).
    static func catalog(of models: [(folder: URL, model: CheckGallery.Model)]) -> GalleryCatalog {
        // Each shard's files, where that shard's folder is now.
        func moved(_ url: URL, from root: String, to folder: URL) -> URL {
            let path = url.standardizedFileURL.path
            guard path.hasPrefix(root + "/") else { return url }
            return folder.appendingPathComponent(String(path.dropFirst(root.count + 1)))
        }
        var previews: [String: GalleryPreview] = [:]
        var snapshots: [String: [String: GallerySnapshot]] = [:]  // "preview/state" → variant → snapshot
        var interactions: [String: [String]] = [:]
        for (folder, model) in models {
            for preview in model.catalog.previews {
                if var known = previews[preview.name] {
                    for a in preview.approximations where !known.approximations.contains(a) { known.approximations.append(a) }
                    previews[preview.name] = known
                } else {
                    previews[preview.name] = preview
                }
                for state in preview.states {
                    interactions["\(preview.name)/\(state.name)"] = state.interactions
                    for var shot in state.snapshots {
                        shot.png = moved(shot.png, from: model.root, to: folder)
                        shot.svg = shot.svg.map { moved($0, from: model.root, to: folder) }
                        if var motion = shot.motion {
                            motion.frames = motion.frames.map { moved($0, from: model.root, to: folder) }
                            motion.animatedPNG = motion.animatedPNG.map { moved($0, from: model.root, to: folder) }
                            motion.filmstrip = motion.filmstrip.map { moved($0, from: model.root, to: folder) }
                            shot.motion = motion
                        }
                        snapshots["\(preview.name)/\(state.name)", default: [:]][shot.variant] = shot
                    }
                }
            }
        }
        // Each approximation where the whole run first met it (the earliest of the shards'),
        // so that every preview's notes are in the order one unsharded run gives them.
        var rank: [String: Int] = [:]
        for preview in models[0].model.order {
            for state in preview.states {
                for variant in preview.variants { rank["\(preview.name)/\(state)-\(variant)"] = rank.count }
            }
        }
        var firstMet: [String: (rank: Int, snapshot: String, index: Int)] = [:]
        for (_, model) in models {
            for (a, met) in model.firstMet ?? [:] {
                let place = (rank[met.snapshot] ?? .max, met.snapshot, met.index)
                if let known = firstMet[a], known <= place { continue }
                firstMet[a] = place
            }
        }
        func metBefore(_ a: String, _ b: String) -> Bool {
            switch (firstMet[a], firstMet[b]) {
            case let (x?, y?): x < y
            case (_?, nil): true
            default: false
            }
        }
        var merged: [GalleryPreview] = []
        for order in models[0].model.order {
            guard var preview = previews[order.name] else { continue }
            // Stable: notes no shard placed keep the order they were gathered in.
            preview.approximations = preview.approximations.enumerated().sorted { x, y in
                metBefore(x.element, y.element) || (!metBefore(y.element, x.element) && x.offset < y.offset)
            }.map(\.element)
            preview.states = order.states.compactMap { state in
                let key = "\(order.name)/\(state)"
                let shots = order.variants.compactMap { snapshots[key]?[$0] }
                return shots.isEmpty ? nil : GalleryState(name: state, interactions: interactions[key] ?? [], snapshots: shots)
            }
            if !preview.states.isEmpty { merged.append(preview) }
        }
        var catalog = models[0].model.catalog
        catalog.previews = merged
        return catalog
    }
}
