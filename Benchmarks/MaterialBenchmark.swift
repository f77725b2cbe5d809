import Drawing
import Foundation
import PreviewUI

/// `swift run -c release Benchmarks materials [runs] [--no-peers]`: a material over a whole
/// 393×852 pt phone screen at 2x (786×1704 px): the drawing benchmark's screen drawn alone
/// and with a full-screen `.regularMaterial` (`Color.clear.background(.regularMaterial)`:
/// what is behind read back, blurred with σ 30 pt = 60 px, saturated, the tint on top), in
/// turns, run after run; the material's cost is the median of the runs' differences. Target:
/// ≤ 15 ms. Also the blur alone (`LayerBlur` on the 786×1704 pixels with the saturation
/// matrix) and, measured in the same run, peers in Python: SciPy's `gaussian_filter` (a
/// true separable Gaussian, truncated at 3σ) and three `uniform_filter` box blurs.
enum MaterialBenchmark {
    static let scale = 2.0

    static func run(arguments: [String]) throws {
        let runs = arguments.first.flatMap(Int.init) ?? 30
        let screen = DrawingBenchmark.screen
        let material = try MainActor.assumeIsolated { try materialGroup(size: screen.size) }
        var covered = screen
        covered.ops.append(material)
        guard case .group(let g) = material, case .blur(let radius, _, _)? = g.backdrop.first else {
            throw CocoaError(.featureUnsupported)
        }
        let matrix = g.backdrop.compactMap { f -> Drawing.ColorMatrix? in
            if case .colorMatrix(let m) = f { return m } else { return nil }
        }.first
        let blur = BlurCase(width: Int(screen.size.width * scale), height: Int(screen.size.height * scale),
                            sigma: radius * scale, matrix: matrix)

        // A warm-up of each, then the steps in turns.
        _ = try RasterRenderer.render(screen, scale: scale)
        _ = try RasterRenderer.render(covered, scale: scale)
        blur.run()
        var alone: [Double] = [], withMaterial: [Double] = [], difference: [Double] = [], blurOnly: [Double] = []
        for _ in 0..<runs {
            let a = try Stopwatch.medianMilliseconds(runs: 1, warmup: 0) { _ = Stopwatch.opaque(try RasterRenderer.render(screen, scale: scale)) }
            let b = try Stopwatch.medianMilliseconds(runs: 1, warmup: 0) { _ = Stopwatch.opaque(try RasterRenderer.render(covered, scale: scale)) }
            blurOnly.append(Stopwatch.medianMilliseconds(runs: 1, warmup: 0) { blur.run() })
            alone.append(a)
            withMaterial.append(b)
            difference.append(b - a)
        }
        var peers: [String: Any] = [:]
        if !arguments.contains("--no-peers") { peers = runPeers(sigma: radius * scale, runs: max(3, runs / 3), blur: blur) }

        print("Materials: \(screen.size.width)×\(screen.size.height) pt at \(Int(scale))x (\(blur.width)×\(blur.height) px), "
            + "regular material σ \(Approximation.number(radius)) pt (\(Approximation.number(radius * scale)) px, worked at 1/"
            + "\(LayerBlur.downsampleFactor(sigma: radius * scale))), \(runs) runs in turns, one thread")
        print("")
        print("| step | median ms | min ms | target ms |")
        print("|---|---:|---:|---:|")
        func row(_ name: String, _ samples: [Double], _ target: String = "") {
            print("| \(name) | \(Stopwatch.format(Stopwatch.median(samples))) | \(Stopwatch.format(samples.min() ?? .nan)) | \(target) |")
        }
        row("screen alone", alone)
        row("screen under a full-screen material", withMaterial)
        row("the material (difference, per run)", difference, "≤ 15")
        row("its blur alone (786×1704 px → 1/8, σ 60 px, + saturation)", blurOnly)
        if let g = peers["scipyGaussianMs"] as? Double { print("| peer: SciPy gaussian_filter, σ 60 px, truncate 3 | \(Stopwatch.format(g)) | | |") }
        if let b = peers["scipyThreeBoxesMs"] as? Double { print("| peer: SciPy uniform_filter ×3 (three boxes) | \(Stopwatch.format(b)) | | |") }
        if let v = peers["scipyVersion"] as? String { print("\n(SciPy \(v))") }
    }

    /// The backdrop group PreviewUI draws for a full-screen regular material, light.
    @MainActor
    static func materialGroup(size: CGSize) throws -> DisplayOp {
        let host = ViewHost(Color.clear.background(.regularMaterial), layout: .fixed(width: size.width, height: size.height))
        func find(_ ops: [DisplayOp]) -> DisplayOp? {
            for op in ops {
                guard case .group(let g) = op else { continue }
                if !g.backdrop.isEmpty { return op }
                if let inner = find(g.ops) { return inner }
            }
            return nil
        }
        guard let group = find(try host.displayList.ops) else { throw CocoaError(.featureUnsupported) }
        return group
    }

    /// The blur of the material alone, on a copy of a fixed pattern of the screen's size.
    final class BlurCase {
        let width: Int, height: Int, sigma: Double, matrix: Drawing.ColorMatrix?
        let source: [UInt8]
        var work: [UInt8]

        init(width: Int, height: Int, sigma: Double, matrix: Drawing.ColorMatrix?) {
            self.width = width
            self.height = height
            self.sigma = sigma
            self.matrix = matrix
            var p = [UInt8](repeating: 255, count: width * height * 4)
            for y in 0..<height {
                for x in 0..<width {
                    let i = (y * width + x) * 4
                    p[i] = UInt8((x * 7) % 256); p[i + 1] = UInt8((y * 3) % 256); p[i + 2] = UInt8(((x + y) * 5) % 256)
                }
            }
            source = p
            work = p
        }

        /// As the painter does it: the blur (and matrix) at its working resolution, which
        /// Cairo then scales up as it composites.
        func run() {
            let (w, h, s, m) = (width, height, sigma, matrix)
            let low = LayerBlur.lowResolution(width: w, height: h, sigma: s)
            var out = [UInt8](repeating: 0, count: low.width * low.height * 4)
            source.withUnsafeBufferPointer { src in
                work.withUnsafeMutableBufferPointer { buffer in
                    buffer.baseAddress!.update(from: src.baseAddress!, count: src.count)
                    out.withUnsafeMutableBufferPointer { o in
                        LayerBlur.blurAtLowResolution(buffer.baseAddress!, width: w, height: h, stride: w * 4, sigma: s,
                                                      clampsEdges: true, colorMatrix: m, into: o.baseAddress!, destinationStride: low.width * 4)
                    }
                }
            }
            _ = Stopwatch.opaque(out[out.count / 2])
        }
    }

    static func runPeers(sigma: Double, runs: Int, blur: BlurCase) -> [String: Any] {
        let script = DiffBenchmark.benchmarksFolder.appendingPathComponent("peers/blur_peers.py").path
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", script, "--sigma", String(sigma), "--runs", String(runs), "--width", String(blur.width),
                             "--height", String(blur.height), "--json"]
        let output = Pipe()
        process.standardOutput = output
        do { try process.run() } catch {
            print("peers not run: \(error)")
            return [:]
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0,
              let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            print("peers failed (exit \(process.terminationStatus)); run \(script) by hand to see why (it needs numpy and scipy)")
            return [:]
        }
        return object
    }
}
