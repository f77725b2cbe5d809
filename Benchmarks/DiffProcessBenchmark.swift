import Drawing
import Foundation

/// `swift run -c release Benchmarks diff-process [runs]`: `previews diff A.png B.png` as a
/// whole process, the way CI runs it, on a 4 MP UI-like pair: the phone screenshot of
/// Benchmarks/Fixtures and a changed copy (a card moved by a pixel, a button retinted, a line of
/// text changed, faint noise), each tiled 3 × 3 and cropped to 2000 × 2000. Twice: written as
/// Proofsheet writes references (zlib level 3, no filter) and as most tools write PNGs (level 6,
/// adaptive filters). Peers in the same run, also whole processes: the C++ port of pixelmatch
/// (pybind11-pixelmatch, with Pillow decoding) and ImageMagick's `compare -metric AE`.
///
/// First, in process, the three PNG decoders on the same files: libpng, libspng and libdeflate
/// under our own unfiltering (`PNGCodec.Decoder`), medians of one thread.
enum DiffProcessBenchmark {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    static let repository = folder.deletingLastPathComponent()

    static func run(arguments: [String]) throws {
        let runs = arguments.first.flatMap(Int.init) ?? 11
        let screenshot = try PNGCodec.decode(contentsOf: folder.appendingPathComponent("Fixtures/ui-screenshot.png"))
        let a = tiled(screenshot), b = tiled(changed(screenshot))
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("proofsheet-diff-process")
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        let tool = repository.appendingPathComponent(".build/release/previews").path
        guard FileManager.default.isExecutableFile(atPath: tool) else {
            throw Failure("build the tool first: swift build -c release --product previews")
        }
        print("diff, whole process, \(a.width)×\(a.height) (\(Stopwatch.format(Double(a.width * a.height) / 1e6, 1)) MP) UI-like pair, median of \(runs) runs, \(ProcessInfo.processInfo.activeProcessorCount) cores")
        for (label, options) in [("as record writes (level 3, no filter)", PNGEncodingOptions.default),
                                 ("as most tools write (level 6, adaptive)", PNGEncodingOptions.zlibDefault)] {
            let pa = out.appendingPathComponent("a.png"), pb = out.appendingPathComponent("b.png")
            let bytesA = try PNGCodec.encode(a, options: options), bytesB = try PNGCodec.encode(b, options: options)
            try Data(bytesA).write(to: pa)
            try Data(bytesB).write(to: pb)
            print("")
            print("\(label): \(bytesA.count / 1024) KB and \(bytesB.count / 1024) KB")
            // Decoders, in process.
            var decodeMs: [PNGCodec.Decoder: Double] = [:]
            for decoder in PNGCodec.Decoder.allCases {
                let image = try PNGCodec.decode(bytesA, source: "a", decoder: decoder)
                precondition(image == a, "\(decoder) decodes another picture")
                decodeMs[decoder] = try Stopwatch.medianMilliseconds(runs: runs) {
                    _ = try PNGCodec.decode(Stopwatch.opaque(bytesA), source: "a", decoder: decoder)
                }
            }
            let libpng = decodeMs[.libpng]!
            for decoder in PNGCodec.Decoder.allCases {
                print("  decode one image, \(decoder): \(Stopwatch.format(decodeMs[decoder]!, 1)) ms (\(Stopwatch.format(decodeMs[decoder]! / libpng, 2))× libpng)")
            }
            // Whole processes.
            let ours = try timeProcess([tool, "diff", pa.path, pb.path], runs: runs, allowedStatus: [1])
            let cpp = try? timeProcess(["/usr/bin/env", "python3", folder.appendingPathComponent("peers/diff_process_peer.py").path, pa.path, pb.path],
                                       runs: runs, allowedStatus: [0])
            let magick = FileManager.default.isExecutableFile(atPath: "/usr/bin/compare")
                ? try? timeProcess(["/usr/bin/compare", "-metric", "AE", pa.path, pb.path, "null:"], runs: runs, allowedStatus: [0, 1]) : nil
            print("  previews diff:                \(Stopwatch.format(ours, 1)) ms")
            if let cpp {
                print("  pixelmatch C++ port (Python): \(Stopwatch.format(cpp, 1)) ms   previews diff: \(Stopwatch.format(ours / cpp, 2))× its time (target ≤ 0.25×)")
            } else {
                print("  pixelmatch C++ port: not run (pip install pybind11-pixelmatch pillow numpy)")
            }
            if let magick {
                print("  ImageMagick compare:          \(Stopwatch.format(magick, 1)) ms   previews diff: \(Stopwatch.format(ours / magick, 2))× its time")
            } else {
                print("  ImageMagick compare: not run (apt-get install imagemagick)")
            }
        }
    }

    /// The median wall time of a command, in ms.
    static func timeProcess(_ command: [String], runs: Int, allowedStatus: Set<Int32>) throws -> Double {
        func once() throws -> Double {
            let p = Process()
            p.executableURL = URL(fileURLWithPath: command[0])
            p.arguments = Array(command.dropFirst())
            p.standardOutput = FileHandle.nullDevice
            p.standardError = FileHandle.nullDevice
            let start = DispatchTime.now().uptimeNanoseconds
            try p.run()
            p.waitUntilExit()
            let ms = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
            guard allowedStatus.contains(p.terminationStatus) else {
                throw Failure("\(command.joined(separator: " ")) exited \(p.terminationStatus)")
            }
            return ms
        }
        _ = try once()
        return Stopwatch.median(try (0..<runs).map { _ in try once() })
    }

    /// The screenshot with the changes a snapshot check meets.
    static func changed(_ image: RGBAImage) -> RGBAImage {
        var out = image
        let w = image.width, h = image.height
        func at(_ x: Int, _ y: Int) -> Int { (y * w + x) * 4 }
        // A band of rows moved right by one pixel (a card nudged).
        for y in (h / 3)..<(h / 3 + 120) {
            for x in stride(from: w - 1, to: 0, by: -1) {
                for c in 0..<4 { out.pixels[at(x, y) + c] = image.pixels[at(x - 1, y) + c] }
            }
        }
        // A block retinted (a button's colour).
        for y in (h / 2)..<(h / 2 + 80) {
            for x in (w / 4)..<(w / 4 + 200) {
                out.pixels[at(x, y) + 2] = UInt8(min(255, Int(out.pixels[at(x, y) + 2]) + 12))
            }
        }
        // Faint noise.
        var seed: UInt64 = 99
        for _ in 0..<300 {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            let x = Int(seed >> 33) % w, y = Int(seed >> 13) % h
            out.pixels[at(x, y)] &+= 1
        }
        return out
    }

    struct Failure: Error, CustomStringConvertible {
        let description: String
        init(_ d: String) { description = d }
    }

    /// Tiled 3 × 3 and cropped to 2000 × 2000.
    static func tiled(_ image: RGBAImage, size: Int = 2000) -> RGBAImage {
        var pixels = [UInt8](repeating: 0, count: size * size * 4)
        for y in 0..<size {
            let sy = y % image.height
            for tx in stride(from: 0, to: size, by: image.width) {
                let n = min(image.width, size - tx)
                let src = (sy * image.width) * 4, dst = (y * size + tx) * 4
                pixels.withUnsafeMutableBufferPointer { d in
                    image.pixels.withUnsafeBufferPointer { s in
                        (d.baseAddress! + dst).update(from: s.baseAddress! + src, count: n * 4)
                    }
                }
            }
        }
        return RGBAImage(width: size, height: size, pixels: pixels)
    }
}
