import Drawing
import Foundation
import PreviewCatalog
import PreviewCommand
import PreviewRegistry
import PreviewTesting

/// `swift run -c release Benchmarks render [runs]`: per-snapshot cost of the registry on one
/// thread (layout, raster, PNG encode, SVG, and a check against a reference with the hash fast
/// path), beside rsvg-convert turning the same SVG into a PNG; then the wall time of
/// `previews render` and `previews check` for the whole registry.
enum RenderBenchmark {
    @MainActor
    static func run(arguments: [String]) async throws {
        let runs = arguments.first.flatMap(Int.init) ?? 5
        let registry = try Registry(sources: PreviewIndex.sources)
        let entries = registry.entries
        var layout: [Double] = [], raster: [Double] = [], png: [Double] = [], svg: [Double] = [], check: [Double] = [], peer: [Double] = []
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("proofsheet-render-bench-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let rsvg = ["/usr/bin/rsvg-convert"].first { FileManager.default.isExecutableFile(atPath: $0) }

        for entry in entries {
            var list = DisplayList(size: .zero)
            layout.append(try Stopwatch.medianMilliseconds(runs: runs) { list = try registry.displayList(for: entry, scale: 2) })
            var image: RasterImage?
            raster.append(try Stopwatch.medianMilliseconds(runs: runs) { image = try RasterRenderer.render(list, scale: 2) })
            let img = image!
            var bytes: [UInt8] = []
            png.append(try Stopwatch.medianMilliseconds(runs: runs) {
                bytes = try img.premultipliedBGRA.withUnsafeBytes {
                    try PNGCodec.encode(premultipliedBGRA: $0, width: img.width, height: img.height, stride: img.width * 4)
                }
            })
            var text = ""
            svg.append(try Stopwatch.medianMilliseconds(runs: runs) { text = try SVGRenderer.render(list) })
            // A check: lay out, draw, hash the pixels, hash the reference file, compare.
            let recorded = SnapshotHashes.Entry(file: SnapshotHashes.hash(bytes), pixels: SnapshotHashes.hash(img.premultipliedBGRA))
            check.append(try Stopwatch.medianMilliseconds(runs: runs) {
                let l = try registry.displayList(for: entry, scale: 2)
                let r = try RasterRenderer.render(l, scale: 2)
                let outcome = SnapshotComparison.comparePNG(
                    path: entry.name, actual: r, actualPixelHash: SnapshotHashes.hash(r.premultipliedBGRA), reference: bytes,
                    recorded: recorded, source: entry.name)
                precondition(outcome.status == .passed)
            })
            if let rsvg {
                let svgFile = scratch.appendingPathComponent("s.svg"), pngFile = scratch.appendingPathComponent("s.png")
                try Data(text.utf8).write(to: svgFile)
                peer.append(try Stopwatch.medianMilliseconds(runs: runs) {
                    let p = Process()
                    p.executableURL = URL(fileURLWithPath: rsvg)
                    p.arguments = ["-z", "2", svgFile.path, "-o", pngFile.path]
                    try p.run()
                    p.waitUntilExit()
                })
            }
        }
        func row(_ name: String, _ v: [Double]) -> String {
            "| \(name) | \(Stopwatch.format(Stopwatch.median(v))) | \(Stopwatch.format(v.max() ?? .nan)) |"
        }
        print("Per snapshot, \(entries.count) snapshots at 2x, one thread, medians of \(runs) runs each (ms):\n")
        print("| step | median over snapshots | slowest snapshot |")
        print("|---|---|---|")
        print(row("layout and interactions (display list)", layout))
        print(row("draw to pixels", raster))
        print(row("encode PNG", png))
        let total = zip(zip(layout, raster), png).map { $0.0.0 + $0.0.1 + $0.1 }
        print(row("**PNG snapshot in all** (layout + draw + encode)", total))
        print(row("SVG document", svg))
        print(row("check against a reference (render + hashes)", check))
        if !peer.isEmpty { print(row("peer: rsvg-convert of the same SVG to PNG (process)", peer)) }

        // Whole registry through the command, on every core and on one.
        for jobs in [ProcessInfo.processInfo.activeProcessorCount, 1] {
            var times: [Double] = []
            for _ in 0..<3 {
                let out = scratch.appendingPathComponent("out-\(jobs)")
                let start = DispatchTime.now().uptimeNanoseconds
                let status = await PreviewCommand.run(
                    sources: PreviewIndex.sources, arguments: ["render", "--output", out.path, "--jobs", "\(jobs)"], sink: { _, _ in })
                precondition(status == 0)
                times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
            }
            print("\n`previews render` (all \(entries.count), PNG + SVG) with --jobs \(jobs): median \(Stopwatch.format(Stopwatch.median(times))) ms wall")
        }
    }
}
