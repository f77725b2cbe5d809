import Drawing
import Foundation
import PreviewTesting

/// `swift run -c release Benchmarks diff [runs] [--no-peers] [--write-pair DIR] [--aa-cost]`
///
/// Times the diff engine (one thread, medians) on a generated 2000×2000 UI-like pair with
/// realistic differences and on pixelmatch's own fixture pairs, next to `memcmp` of the same
/// bytes in the same process. Unless `--no-peers`, it writes the pairs as PNG to a temporary
/// folder and runs Benchmarks/peers/diff_peers.py, which times pybind11-pixelmatch (C++ port of
/// pixelmatch) and ImageMagick's `compare -metric AE` on the same images, and prints ratios.
/// `--aa-cost` also times perceptual mode with `includeAA`, to show what anti-aliasing
/// detection costs.
enum DiffBenchmark {
    static let benchmarksFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    static let pixelmatchImages = benchmarksFolder
        .appendingPathComponent("../Tests/PreviewTestingTests/Conformance/pixelmatch/images").standardized

    struct Pair {
        var name: String
        var a: RGBAImage
        var b: RGBAImage
        var megapixels: Double { Double(a.width * a.height) / 1e6 }
    }

    struct Row: Codable {
        var name: String
        var width: Int
        var height: Int
        var memcmpMs: Double
        var exactMs: Double
        var exactDifferent: Int
        var perceptualMs: Double
        var perceptualDiffImageMs: Double
        var perceptualDifferent: Int
    }

    static func run(arguments: [String]) throws {
        let runs = arguments.first.flatMap(Int.init) ?? 11
        var pairs = [Pair(name: "generated-2000", a: GeneratedUIPair.expected(), b: GeneratedUIPair.actual())]
        for (a, b) in [("1a", "1b"), ("2a", "2b"), ("3a", "3b"), ("4a", "4b"), ("5a", "5b"), ("6a", "6b"), ("7a", "7b")] {
            let url = { (name: String) in pixelmatchImages.appendingPathComponent(name + ".png") }
            pairs.append(Pair(name: "pixelmatch-\(a)-\(b)", a: try PNGCodec.decode(contentsOf: url(a)), b: try PNGCodec.decode(contentsOf: url(b))))
        }

        print("Diff benchmark: one thread, median of \(runs) runs (more for small images), ms per megapixel in brackets")
        var rows: [Row] = []
        for pair in pairs {
            // One comparison per sample, so the optimiser cannot hoist a repeated pure call out
            // of a loop; small images get more samples instead.
            let samples = runs * max(1, min(50, Int(1 / pair.megapixels)))
            let n = pair.a.pixels.count
            // The same bytes as a in a separate buffer (not a copy-on-write alias): memcmp reads
            // both in full, as much memory as a diff of two identical images touches.
            let copy = [UInt8](unsafeUninitializedCapacity: n) { buffer, count in
                pair.a.pixels.withUnsafeBufferPointer { _ = memcpy(buffer.baseAddress!, $0.baseAddress!, n) }
                count = n
            }
            let memcmpMs = pair.a.pixels.withUnsafeBytes { a in
                copy.withUnsafeBytes { c in
                    Stopwatch.medianMilliseconds(runs: samples) {
                        precondition(memcmp(Stopwatch.opaque(a.baseAddress!), Stopwatch.opaque(c.baseAddress!), n) == 0)
                    }
                }
            }
            var exact = ImageDiff.exact(pair.a, pair.b)
            let exactMs = Stopwatch.medianMilliseconds(runs: samples) {
                exact = ImageDiff.exact(Stopwatch.opaque(pair.a), Stopwatch.opaque(pair.b))
            }
            var perceptual = ImageDiff.perceptual(pair.a, pair.b)
            let perceptualMs = Stopwatch.medianMilliseconds(runs: samples) {
                perceptual = ImageDiff.perceptual(Stopwatch.opaque(pair.a), Stopwatch.opaque(pair.b))
            }
            var withImage = ImageDiff.perceptual(pair.a, pair.b, diffImage: true)
            let diffImageMs = Stopwatch.medianMilliseconds(runs: samples) {
                withImage = ImageDiff.perceptual(Stopwatch.opaque(pair.a), Stopwatch.opaque(pair.b), diffImage: true)
            }
            precondition(withImage.differentPixels == perceptual.differentPixels)
            if arguments.contains("--aa-cost") {
                let noAA = Stopwatch.medianMilliseconds(runs: samples) {
                    _ = ImageDiff.perceptual(Stopwatch.opaque(pair.a), Stopwatch.opaque(pair.b), options: PerceptualDiffOptions(includeAA: true))
                }
                print(pair.name, "includeAA:", Stopwatch.format(noAA, 3), "ms; with AA detection:", Stopwatch.format(perceptualMs, 3), "above threshold:", perceptual.differentPixels + perceptual.antialiasedPixels)
            }
            rows.append(Row(
                name: pair.name, width: pair.a.width, height: pair.a.height, memcmpMs: memcmpMs, exactMs: exactMs,
                exactDifferent: exact.differentPixels, perceptualMs: perceptualMs, perceptualDiffImageMs: diffImageMs,
                perceptualDifferent: perceptual.differentPixels))
        }

        let swiftOnly = arguments.contains("--no-peers")
        var peers: [String: PeerRow] = [:]
        if !swiftOnly {
            let folder: URL
            if let index = arguments.firstIndex(of: "--write-pair"), index + 1 < arguments.count {
                folder = URL(fileURLWithPath: arguments[index + 1])
            } else {
                folder = FileManager.default.temporaryDirectory.appendingPathComponent("proofsheet-diff-bench")
            }
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            for pair in pairs {
                try Data(PNGCodec.encode(pair.a)).write(to: folder.appendingPathComponent(pair.name + "-a.png"))
                try Data(PNGCodec.encode(pair.b)).write(to: folder.appendingPathComponent(pair.name + "-b.png"))
            }
            peers = runPeers(folder: folder, names: pairs.map(\.name), runs: runs)
        }
        printTable(rows, peers: peers)
    }

    struct PeerRow: Codable {
        var name: String
        var pixelmatchMs: Double?
        var pixelmatchDiffImageMs: Double?
        var pixelmatchDifferent: Int?
        var compareMs: Double?
        var compareNoopMs: Double?
        var compareDifferent: Int?
    }

    static func runPeers(folder: URL, names: [String], runs: Int) -> [String: PeerRow] {
        let script = benchmarksFolder.appendingPathComponent("peers/diff_peers.py").path
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", script, "--folder", folder.path, "--runs", String(runs), "--json"] + names
        let output = Pipe()
        process.standardOutput = output
        do {
            try process.run()
        } catch {
            print("peers not run: \(error)")
            return [:]
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0, let rows = try? JSONDecoder().decode([PeerRow].self, from: data) else {
            print("peers failed (exit \(process.terminationStatus)); run \(script) by hand to see why")
            return [:]
        }
        return Dictionary(uniqueKeysWithValues: rows.map { ($0.name, $0) })
    }

    static func printTable(_ rows: [Row], peers: [String: PeerRow]) {
        func ms(_ value: Double?, _ megapixels: Double) -> String {
            guard let value else { return "-" }
            return "\(Stopwatch.format(value, 3)) [\(Stopwatch.format(value / megapixels, 2))]"
        }
        func ratio(_ a: Double?, _ b: Double?) -> String {
            guard let a, let b, b > 0 else { return "-" }
            return Stopwatch.format(a / b, 2) + "×"
        }
        print("")
        print("| pair | size | memcmp ms | exact ms | exact/memcmp | perceptual ms | +diff image ms | pybind11-pixelmatch ms | +diff image ms | Swift/peer (count, image) | compare -metric AE ms (no-op) | diff counts (exact, perceptual, peer, AE) |")
        print("|---|---|---|---|---|---|---|---|---|---|---|---|")
        for row in rows {
            let mp = Double(row.width * row.height) / 1e6
            let peer = peers[row.name]
            let counts = "\(row.exactDifferent), \(row.perceptualDifferent), \(peer?.pixelmatchDifferent.map(String.init) ?? "-"), \(peer?.compareDifferent.map(String.init) ?? "-")"
            print("| \(row.name) | \(row.width)×\(row.height) | \(ms(row.memcmpMs, mp)) | \(ms(row.exactMs, mp)) | \(ratio(row.exactMs, row.memcmpMs)) | \(ms(row.perceptualMs, mp)) | \(ms(row.perceptualDiffImageMs, mp)) | \(ms(peer?.pixelmatchMs, mp)) | \(ms(peer?.pixelmatchDiffImageMs, mp)) | \(ratio(row.perceptualMs, peer?.pixelmatchMs)), \(ratio(row.perceptualDiffImageMs, peer?.pixelmatchDiffImageMs)) | \(peer?.compareMs.map { Stopwatch.format($0, 1) } ?? "-") (\(peer?.compareNoopMs.map { Stopwatch.format($0, 1) } ?? "-")) | \(counts) |")
        }
    }
}

/// A deterministic 2000×2000 UI-like pair: flat background, cards with antialiased rounded
/// corners, rows of glyph-like strokes, a gradient band and buttons. The second image moves one
/// card by a pixel, retints a button, changes a line of "text", and adds faint noise, the
/// kinds of change a snapshot check meets.
enum GeneratedUIPair {
    static let size = 2000

    static func expected() -> RGBAImage { draw(variant: false) }
    static func actual() -> RGBAImage { draw(variant: true) }

    private struct Canvas {
        var pixels: [UInt8]
        let width: Int
        let height: Int

        /// Blends an opaque colour with coverage 0…1 over the pixel.
        mutating func blend(_ x: Int, _ y: Int, _ color: (Double, Double, Double), _ coverage: Double) {
            guard x >= 0, y >= 0, x < width, y < height, coverage > 0 else { return }
            let c = min(coverage, 1)
            let i = (y * width + x) * 4
            pixels[i] = UInt8((Double(pixels[i]) * (1 - c) + color.0 * c).rounded())
            pixels[i + 1] = UInt8((Double(pixels[i + 1]) * (1 - c) + color.1 * c).rounded())
            pixels[i + 2] = UInt8((Double(pixels[i + 2]) * (1 - c) + color.2 * c).rounded())
        }

        /// A rounded rectangle with analytic antialiasing (coverage from the signed distance).
        mutating func roundedRect(_ x: Double, _ y: Double, _ w: Double, _ h: Double, radius: Double, _ color: (Double, Double, Double)) {
            for py in max(0, Int(y) - 1)...min(height - 1, Int(y + h) + 1) {
                for px in max(0, Int(x) - 1)...min(width - 1, Int(x + w) + 1) {
                    let cx = Double(px) + 0.5, cy = Double(py) + 0.5
                    let qx = abs(cx - (x + w / 2)) - (w / 2 - radius), qy = abs(cy - (y + h / 2)) - (h / 2 - radius)
                    let outside = (max(qx, 0) * max(qx, 0) + max(qy, 0) * max(qy, 0)).squareRoot()
                    let distance = outside + min(max(qx, qy), 0) - radius
                    blend(px, py, color, 0.5 - distance)
                }
            }
        }
    }

    private static func draw(variant: Bool) -> RGBAImage {
        var canvas = Canvas(pixels: [UInt8](repeating: 0, count: size * size * 4), width: size, height: size)
        for i in stride(from: 0, to: canvas.pixels.count, by: 4) {
            canvas.pixels[i] = 242; canvas.pixels[i + 1] = 242; canvas.pixels[i + 2] = 247; canvas.pixels[i + 3] = 255
        }
        var random = SplitMix(seed: 42)
        // A gradient band at the top.
        for y in 0..<160 {
            for x in 0..<size {
                let t = Double(x) / Double(size)
                canvas.blend(x, y, (30 + 40 * t, 90 + 60 * t, 200 - 30 * t), 1)
            }
        }
        // Cards with text rows and a button each.
        for card in 0..<6 {
            let shift = variant && card == 2 ? 1.0 : 0.0
            let top = 220.0 + Double(card) * 290
            canvas.roundedRect(60 + shift, top, 1880, 250, radius: 26, (255, 255, 255))
            for line in 0..<4 {
                var x = 110.0 + shift
                let baseline = top + 40 + Double(line) * 48
                let changed = variant && card == 4 && line == 1
                var strokes = SplitMix(seed: UInt64(card * 10 + line) + (changed ? 1000 : 0))
                while x < 1500 {
                    let glyphWidth = 8 + Double(strokes.next() % 14)
                    let glyphHeight = 14 + Double(strokes.next() % 12)
                    canvas.roundedRect(x + Double(strokes.next() % 4) * 0.25, baseline + 26 - glyphHeight, glyphWidth * 0.4, glyphHeight, radius: 1.5, (20, 20, 25))
                    canvas.roundedRect(x + glyphWidth * 0.45, baseline + 26 - glyphHeight * 0.6, glyphWidth * 0.45, 2.6, radius: 1.2, (20, 20, 25))
                    x += glyphWidth + 4 + (strokes.next() % 7 == 0 ? 18 : 0)
                }
            }
            let tint: (Double, Double, Double) = variant && card == 1 ? (0, 110, 240) : (0, 122, 255)
            canvas.roundedRect(1600 + shift, top + 90, 280, 70, radius: 35, tint)
        }
        // A circle with a soft edge.
        for y in 1980 - 120..<1980 {
            for x in 900..<1100 {
                let d = ((Double(x) - 1000).magnitude * (Double(x) - 1000).magnitude + (Double(y) - 1920) * (Double(y) - 1920)).squareRoot()
                canvas.blend(x, y, (52, 199, 89), 60.5 - d)
            }
        }
        // Faint noise: a few hundred pixels off by one or two levels, as a different pixman build
        // might give.
        if variant {
            for _ in 0..<400 {
                let x = Int(random.next() % UInt64(size)), y = Int(random.next() % UInt64(size))
                let i = (y * size + x) * 4
                canvas.pixels[i] = canvas.pixels[i] < 128 ? canvas.pixels[i] + 1 : canvas.pixels[i] - 2
            }
        }
        return RGBAImage(width: size, height: size, pixels: canvas.pixels)
    }
}

/// A small deterministic random number generator (SplitMix64).
struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
