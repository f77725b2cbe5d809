import Dispatch
import Drawing
import Foundation
import PreviewRegistry
import PreviewServer
import PreviewTesting

/// `canvas-worker`: the child `serve` keeps running on its latest build. It reads one request
/// a line on standard input and answers each with a line that starts with
/// `CanvasWorker.replyPrefix`: a frame of one snapshot, in a chosen variant, after taps.
/// Not listed in the help: people run `serve`, which runs this.
enum CanvasWorkerVerb {
    static let spec = CommandSpec(
        verb: "canvas-worker", synopsis: "",
        summary: "Answers the live canvas's requests for frames, a line of JSON each (run by serve).",
        flags: [], options: [CommandSpec.variantsOption], positionals: 0...0, positionalHelp: [])

    struct Request: Decodable {
        /// `preview/state-variant`, as the page shows it.
        var entry: String?
        /// Another variant for it (`dark,ax5,iphone-se,landscape`), one value per axis.
        var variants: String?
        var taps: [[Double]]?
        /// The PNG to write; a transition's frames go into `<output>.motion/`.
        let output: String
        let scale: Int
        /// Instead of a frame: draw the transition into the last frame answered, whose
        /// `transition` number this is.
        var transition: Int?
    }

    /// A worker's answer (read back by ``ServeVerb/Canvas``).
    struct Reply: Codable {
        var ok: Bool
        var message: String?
        var entry: String?
        var code: String?
        var width: Double?
        var height: Double?
        /// The tap animated: the number to ask for its frames with, and how long it lasts.
        var transition: Int?
        var transitionMilliseconds: Int?
        var frames: [String]?
        var framesPerSecond: Int?
        var approximations: [String]?
    }

    /// The last frame's transition, kept for a request to draw it.
    @MainActor final class Kept {
        var number = 0
        var frames: [TransitionFrame] = []
    }

    static let verb = Verb(spec: spec) { tool, _ in
        let kept = Kept()
        while let line = readLine() {
            let reply: Reply
            do {
                let request = try JSONDecoder().decode(Request.self, from: Data(line.utf8))
                if let number = request.transition {
                    reply = try drawTransition(number, kept: kept, request: request)
                } else {
                    reply = try await answer(request, tool: tool, kept: kept)
                }
            } catch let error as UsageError {
                reply = Reply(ok: false, message: error.message)
            } catch {
                reply = Reply(ok: false, message: "\(error)")
            }
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
            let text = String(decoding: (try? encoder.encode(reply)) ?? Data("{\"ok\":false}".utf8), as: UTF8.self)
            FileHandle.standardOutput.write(Data((CanvasWorker.replyPrefix + text + "\n").utf8))
        }
        return 0
    }

    /// A frame: the entry (in another variant when asked), its state's steps and the taps.
    /// Its transition is recorded, not drawn: the page asks for it when it plays it.
    @MainActor
    static func answer(_ request: Request, tool: Tool, kept: Kept) async throws -> Reply {
        let taps = request.taps ?? []
        guard let name = request.entry, (1...3).contains(request.scale), taps.count <= 64,
              taps.allSatisfy({ $0.count == 2 && $0.allSatisfy(\.isFinite) }) else {
            throw UsageError(message: "a frame needs an entry, a scale of 1 to 3 and at most 64 taps of [x, y]")
        }
        guard let base = try tool.registry().entries(matching: "=" + name).first(where: { $0.name == name }) else {
            throw UsageError(message: "no snapshot is named \(name) (it may have been renamed since the page was loaded: reload it)")
        }
        var registry = try tool.registry()
        var entry = base
        if let list = request.variants, !list.isEmpty {
            let matrix: [PreviewVariant]
            do { matrix = try PreviewVariant.matrix(parsing: list) } catch { throw UsageError(message: "\(error)") }
            guard matrix.count == 1, let variant = matrix.first else {
                throw UsageError(message: "the canvas draws one variant at a time; \(list) names \(matrix.count)")
            }
            registry = registry.withVariants([variant])
            entry = SnapshotEntry(preview: base.preview, state: base.state, variant: variant.name)
        }
        let steps = taps.map { Interaction.tapPoint(x: $0[0], y: $0[1]) }
        registry = registry.continuing(with: steps)
        guard let (_, state, _) = registry.resolve(entry) else { throw UsageError(message: "no snapshot \(entry.name)") }
        var reply = Reply(ok: false, entry: entry.name)
        if !steps.isEmpty {
            reply.code = PreviewState(state.name + "-tapped", description: state.description, parameters: state.parameters,
                                      interactions: state.interactions).swiftSource
        }
        let frame: PreviewFrame
        do {
            frame = try await registry.settledFrame(for: entry, scale: request.scale,
                                                    motionFramesPerSecond: steps.isEmpty ? nil : defaultMotionFramesPerSecond)
        } catch {
            reply.message = "\(error)"
            return reply
        }
        let shot = try draw(entry: entry, frame: frame, scale: request.scale, products: [.png])
        guard let png = shot.png else { throw UsageError(message: "nothing was drawn for \(entry.name)") }
        try AtomicFile.write(png, to: URL(fileURLWithPath: request.output))
        reply.ok = true
        reply.width = Double(shot.size.width)
        reply.height = Double(shot.size.height)
        var ledger = ApproximationLedger()
        ledger.add(shot)
        reply.approximations = ledger.order.isEmpty ? nil : ledger.order.map(\.description)
        kept.number += 1
        kept.frames = frame.transition
        if frame.transition.count > 1 {
            reply.transition = kept.number
            reply.transitionMilliseconds = Int(((frame.transition.last?.time ?? 0) * 1000).rounded())
        }
        return reply
    }

    /// The transition into the last frame, a PNG a moment, drawn on the cores in parallel.
    @MainActor
    static func drawTransition(_ number: Int, kept: Kept, request: Request) throws -> Reply {
        guard number == kept.number, !kept.frames.isEmpty else {
            throw UsageError(message: "that transition is no longer kept (another frame was drawn since): tap again")
        }
        let lists = kept.frames.map(\.displayList)
        let scale = Double(request.scale)
        let results = PNGBatch(count: lists.count)
        DispatchQueue.concurrentPerform(iterations: lists.count) { i in
            results.set(i, Result {
                let image = try RasterRenderer.render(lists[i], scale: scale)
                return try image.premultipliedBGRA.withUnsafeBytes { bytes in
                    try PNGCodec.encode(premultipliedBGRA: bytes, width: image.width, height: image.height, stride: image.width * 4)
                }
            })
        }
        let output = URL(fileURLWithPath: request.output)
        let folder = output.deletingLastPathComponent().appendingPathComponent(output.deletingPathExtension().lastPathComponent + ".motion")
        var frames: [String] = []
        for (i, result) in results.all.enumerated() {
            let url = folder.appendingPathComponent(String(format: "%03d.png", i))
            try AtomicFile.write(try result.get(), to: url)
            frames.append(url.path)
        }
        return Reply(ok: true, frames: frames, framesPerSecond: defaultMotionFramesPerSecond)
    }

    /// PNGs filled in from several threads, one slot each.
    final class PNGBatch: @unchecked Sendable {
        private let lock = NSLock()
        private var slots: [Result<[UInt8], any Error>?]
        init(count: Int) { slots = Array(repeating: nil, count: count) }
        func set(_ i: Int, _ value: Result<[UInt8], any Error>) { lock.lock(); slots[i] = value; lock.unlock() }
        var all: [Result<[UInt8], any Error>] {
            lock.lock()
            defer { lock.unlock() }
            return slots.map { $0 ?? .failure(UsageError(message: "a moment of the transition was not drawn")) }
        }
    }
}
