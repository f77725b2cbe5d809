import Drawing
import Foundation
import PreviewCatalog
import PreviewCommand
import PreviewRegistry
import PreviewUI

/// `swift run -c release Benchmarks variants [runs]`:
///
/// - The accessibility tree against the render it belongs to, for every catalogue snapshot on
///   one thread: a render is layout + display list + pixels + PNG; the tree is the extra time
///   of laying out with the tree (re-drawing the display list into scopes and deriving the
///   elements), measured as the two alternate (target ≤ 10 % of a render).
/// - A 48-variant matrix of one preview (light and dark × the 12 text sizes × upright and on
///   its side, on an iPhone SE) rendered by `previews render` in this process on every core,
///   PNG only (target under 1 s).
enum VariantsBenchmark {
    @MainActor
    static func run(arguments: [String]) async throws {
        let runs = arguments.first.flatMap(Int.init) ?? 9
        let registry = try Registry(sources: PreviewIndex.sources)
        var plain: [Double] = [], withTree: [Double] = []
        for entry in registry.entries {
            guard let (preview, state, variant) = registry.resolve(entry) else { continue }
            func render(_ tree: Bool) throws {
                let frame = try Registry.frame(preview: preview, state: state, variant: variant, scale: 2, accessibility: tree)
                let image = try RasterRenderer.render(frame.displayList, scale: 2)
                _ = Stopwatch.opaque(try image.premultipliedBGRA.withUnsafeBytes {
                    try PNGCodec.encode(premultipliedBGRA: $0, width: image.width, height: image.height, stride: image.width * 4)
                })
                if tree { precondition(frame.accessibility != nil) }
            }
            try render(false)
            try render(true)
            var a: [Double] = [], b: [Double] = []
            for _ in 0..<runs {
                a.append(try Stopwatch.medianMilliseconds(runs: 1, warmup: 0) { try render(false) })
                b.append(try Stopwatch.medianMilliseconds(runs: 1, warmup: 0) { try render(true) })
            }
            plain.append(Stopwatch.median(a))
            withTree.append(Stopwatch.median(b))
        }
        let total = plain.reduce(0, +), totalTree = withTree.reduce(0, +)
        let shares = zip(plain, withTree).map { ($1 - $0) / $0 }
        print("\(plain.count) catalogue snapshots at 2x, one thread, median of \(runs) alternating runs each")
        print("render (layout + display list + pixels + PNG): \(Stopwatch.format(total)) ms in all; "
              + "with the accessibility tree: \(Stopwatch.format(totalTree)) ms; the tree costs "
              + "\(Stopwatch.format((totalTree - total) / total * 100, 1)) % of a render (median per snapshot "
              + "\(Stopwatch.format(Stopwatch.median(shares) * 100, 1)) %; target ≤ 10 %)")

        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("proofsheet-variants-bench-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let sizes = PreviewVariant.dynamicTypeSizeNames.map(\.0).joined(separator: ",")
        let arguments = ["render", "=cups-of-water/collapsed", "--variants", "light,dark,\(sizes),se,portrait,landscape",
                         "--format", "png", "--output", scratch.path]
        var matrix: [Double] = []
        var status: Int32 = 0
        for i in 0..<max(runs / 2, 3) + 1 {
            let start = DispatchTime.now().uptimeNanoseconds
            status = await PreviewCommand.run(sources: PreviewIndex.sources, discoveringMacroPreviews: false, arguments: arguments,
                                              workingDirectory: scratch) { _, _ in }
            if i > 0 { matrix.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6) }
        }
        precondition(status == 0, "render failed")
        let written = (FileManager.default.enumerator(atPath: scratch.appendingPathComponent("cups-of-water").path)?.allObjects.count) ?? 0
        print("a \(written)-variant matrix of cups-of-water/collapsed (iPhone SE, light/dark × 12 text sizes × 2 orientations), "
              + "`previews render --format png` in process on \(ProcessInfo.processInfo.activeProcessorCount) cores: "
              + "\(Stopwatch.format(Stopwatch.median(matrix), 0)) ms median of \(matrix.count) (target < 1000 ms)")
    }
}
