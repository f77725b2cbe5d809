import Drawing
import Foundation
import PreviewRegistry
import PreviewTesting

enum RenderVerb {
    static let spec = CommandSpec(
        verb: "render", synopsis: "[FILTER] [--output DIR] [--format png,svg] [--scale 1|2|3] [--jobs N] [--motion [--fps 30|60]] [--accessibility] [--strict]",
        summary: "Draws previews to PNG and SVG files laid out as Snapshots/ (DIR/<preview>/<state>-<variant>@<scale>x.png).",
        flags: [("strict", "fail when a preview uses something not drawn as iOS draws it (warnings otherwise)"),
                ("motion", "also write each state's transition: <state>-<variant>@<scale>x.motion.png (animated PNG) and .filmstrip.png"),
                ("accessibility", "also write what VoiceOver reads: <state>-<variant>@<scale>x.a11y.txt and an annotated .a11y.png")],
        options: [
            ("fps", "N", "frames per second of --motion: 30 or 60 (default 30)"),
            ("output", "DIR", "where to write (default .build/previews)"),
            ("format", "LIST", "png, svg or png,svg (default png,svg)"),
            ("scale", "N", "pixels per point: 1, 2 or 3 (default 2)"),
            ("jobs", "N", "threads that draw and encode (default: the number of cores)"),
            ("taps", "X,Y;…", "after each state's interactions, tap at these points (in points, from the top left), as clicks on the live canvas do"),
            CommandSpec.variantsOption,
        ],
        positionals: 0...1, positionalHelp: [("FILTER", "case-insensitive part of preview/state-variant")])

    static let verb = Verb(spec: spec) { tool, args in
        let scale = try args.int("scale", verb: "render", allowed: 1...3) ?? 2
        let jobs = try args.int("jobs", verb: "render", allowed: 1...256) ?? Tool.defaultJobs
        var formats = try parseFormats(args.value("format"), verb: "render")
        let fps = try args.int("fps", verb: "render", allowed: 30...60) ?? defaultMotionFramesPerSecond
        if fps != 30 && fps != 60 {
            throw UsageError(message: "\(ToolName.current) render: --fps takes 30 or 60, not \(fps)")
        }
        if args.has("motion") { formats.insert(.motionFiles) }
        if args.has("accessibility") { formats.formUnion([.accessibility, .accessibilityImage]) }
        let output = tool.url(args.value("output") ?? ".build/previews")
        let entries = try tool.entries(args.positionals.first, verb: "render")
        let taps = try parseTaps(args.value("taps"))
        let registry = try tool.registry().continuing(with: taps)
        let start = ContinuousClock.now
        if !taps.isEmpty {
            // The steps that reach each tapped frame, as code for the preview (the live canvas reads these lines).
            for entry in entries {
                if let (_, state, _) = registry.resolve(entry) {
                    let tapped = PreviewState(state.name + "-tapped", description: state.description, parameters: state.parameters,
                                              interactions: state.interactions)
                    tool.console.out("steps \(entry.name): \(tapped.swiftSource)")
                }
            }
        }
        var done = 0, files = 0
        var failures: [RenderFailure] = []
        var ledger = ApproximationLedger(entries: entries)
        var transitions = 0
        try await renderSnapshots(registry, entries: entries, scale: scale, jobs: jobs, products: formats, framesPerSecond: fps, each: { shot in
            ledger.add(shot)
            // Each file the snapshot made, by the extension it is written under.
            let made: [(String, [UInt8]?)] = [
                ("png", shot.png), ("svg", shot.svg.map { Array($0.utf8) }), ("motion.png", shot.motionPNG),
                ("filmstrip.png", shot.filmstripPNG), ("a11y.txt", shot.accessibilityText.map { Array($0.utf8) }),
                ("a11y.png", shot.accessibilityPNG),
            ]
            for case let (ext, bytes?) in made {
                try AtomicFile.write(bytes, to: output.appendingPathComponent(shot.entry.path(scale: scale, extension: ext)))
                files += 1
            }
            if shot.motionPNG != nil { transitions += 1 }
            done += 1
            tool.console.progress(done, entries.count, shot.entry.name)
        }, failed: { failure in
            failures.append(failure)
            tool.console.error("FAILED   \(failure.message)")
        })
        tool.console.endProgress()
        let strict = args.has("strict")
        ledger.report(to: tool.console, strict: strict)
        let failedText = failures.isEmpty ? "" : "; \(failures.count) could not be drawn"
        let approximatedText = ledger.isEmpty ? "" : "; \(ledger.count) approximation(s)\(strict ? " (failing under --strict)" : "")"
        let motionText = formats.contains(.motionFiles) ? ", \(transitions) transition(s) at \(fps) fps" : ""
        tool.console.out("rendered \(done) snapshot(s)\(motionText), \(files) file(s) at \(scale)x into \(output.path)\(failedText)\(approximatedText) in \(elapsed(since: start))")
        return failures.isEmpty && !(strict && !ledger.isEmpty) ? 0 : 1
    }

    /// `120,48;10.5,300` → taps at those points.
    static func parseTaps(_ raw: String?) throws(UsageError) -> [Interaction] {
        guard let raw else { return [] }
        var taps: [Interaction] = []
        for part in raw.split(separator: ";") {
            let xy = part.split(separator: ",").map { Double($0.trimmingCharacters(in: .whitespaces)) }
            guard xy.count == 2, let x = xy[0], let y = xy[1], x.isFinite, y.isFinite else {
                throw UsageError(message: "\(ToolName.current) render: --taps takes points as X,Y;X,Y in points (e.g. --taps 120,48), not \"\(raw)\"")
            }
            taps.append(.tapPoint(x: x, y: y))
        }
        return taps
    }

    static func parseFormats(_ raw: String?, verb: String) throws(UsageError) -> Products {
        guard let raw else { return [.png, .svg] }
        var products: Products = []
        for part in raw.split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces).lowercased() }) {
            switch part {
            case "png": products.insert(.png)
            case "svg": products.insert(.svg)
            default:
                throw UsageError(message: "\(ToolName.current) \(verb): unknown format \"\(part)\" in --format; use png, svg or png,svg")
            }
        }
        if products.isEmpty { throw UsageError(message: "\(ToolName.current) \(verb): --format needs png, svg or both") }
        return products
    }
}
