import Drawing
import Foundation

/// `swift run -c release Benchmarks png [runs] [--default-only]`: encode time and size of a
/// 786×1704 UI screenshot (Benchmarks/Fixtures/ui-screenshot.png) for every zlib level 1–6, row
/// filter and strategy, and of a gradient-and-shadows image (cards-shadows.png) for a few,
/// against zlib's default level with adaptive filters. peers/make_ui_screenshot.py draws both.
enum PNGBenchmark {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    static func run(arguments: [String]) throws {
        let runs = arguments.first.flatMap(Int.init) ?? 15
        let defaultOnly = arguments.contains("--default-only")
        print("PNG encode, median of \(runs) runs, one thread, libpng \(PNGCodec.libpngVersion)")

        var grid: [PNGEncodingOptions] = []
        for level in 1...6 {
            for filter in [PNGEncodingOptions.Filter.none, .sub, .up, .paeth, .adaptive] {
                for strategy in [PNGEncodingOptions.Strategy.default, .filtered, .rle] {
                    grid.append(PNGEncodingOptions(compressionLevel: level, filter: filter, strategy: strategy))
                }
            }
        }
        let shortList = [
            PNGEncodingOptions.default,
            PNGEncodingOptions(compressionLevel: 1, filter: .none, strategy: .default),
            PNGEncodingOptions(compressionLevel: 3, filter: .up, strategy: .default),
            PNGEncodingOptions(compressionLevel: 1, filter: .paeth, strategy: .rle),
            PNGEncodingOptions(compressionLevel: 1, filter: .adaptive, strategy: .rle),
            PNGEncodingOptions(compressionLevel: 6, filter: .adaptive, strategy: .default),
        ]

        let screenshot = try PNGCodec.decode(contentsOf: fixtures.appendingPathComponent("ui-screenshot.png"))
        try table("ui-screenshot.png (flat UI, text)", screenshot, defaultOnly ? [.default] : grid, runs: runs)
        let shadows = try PNGCodec.decode(contentsOf: fixtures.appendingPathComponent("cards-shadows.png"))
        try table("cards-shadows.png (gradient, blurred shadows)", shadows, defaultOnly ? [.default] : shortList, runs: runs)
        try premultipliedPath(screenshot, runs: runs)
    }

    /// Times `candidates` on `image` against level 6 with adaptive filtering.
    static func table(_ title: String, _ image: RGBAImage, _ candidates: [PNGEncodingOptions], runs: Int) throws {
        let reference = PNGEncodingOptions.zlibDefault
        let referenceBytes = try PNGCodec.encode(image, options: reference)
        let referenceTime = try Stopwatch.medianMilliseconds(runs: runs) { _ = try PNGCodec.encode(image, options: reference) }
        print("")
        print("\(title), \(image.width)×\(image.height) px")
        print("reference (level 6, adaptive, Z_FILTERED): \(referenceBytes.count) bytes, \(Stopwatch.format(referenceTime)) ms")
        print("level  filter    strategy     ms      bytes   size/ref")
        for options in candidates {
            let bytes = try PNGCodec.encode(image, options: options)
            let ms = try Stopwatch.medianMilliseconds(runs: runs) { _ = try PNGCodec.encode(image, options: options) }
            let ratio = Double(bytes.count) / Double(referenceBytes.count)
            let marker = options == .default ? "  <- default" : ""
            print("\(options.compressionLevel)      \(pad("\(options.filter)", 9)) \(pad("\(options.strategy)", 11)) \(pad(Stopwatch.format(ms), 7)) \(pad("\(bytes.count)", 8)) \(Stopwatch.format(ratio))\(marker)")
        }
        let decodeMs = try Stopwatch.medianMilliseconds(runs: runs) { _ = try PNGCodec.decode(referenceBytes, source: "bench") }
        print("decode of the reference file: \(Stopwatch.format(decodeMs)) ms")
    }

    /// The renderer's path: premultiplied ARGB32 with a stride, un-premultiplied row by row.
    static func premultipliedPath(_ image: RGBAImage, runs: Int) throws {
        let stride = image.width * 4 + 64
        var words = [UInt32](repeating: 0, count: stride / 4 * image.height)
        for y in 0..<image.height {
            for x in 0..<image.width {
                let p = image[x, y]
                let a = UInt32(p.a)
                func pre(_ c: UInt8) -> UInt32 { (UInt32(c) * a + 127) / 255 }
                words[y * stride / 4 + x] = a << 24 | pre(p.r) << 16 | pre(p.g) << 8 | pre(p.b)
            }
        }
        // Interleaved with the plain RGBA encode, so both see the same machine load.
        var premultipliedSamples: [Double] = [], rgbaSamples: [Double] = []
        try words.withUnsafeBytes { raw in
            for _ in 0..<runs {
                premultipliedSamples.append(try Stopwatch.medianMilliseconds(runs: 1, warmup: 0) {
                    _ = try PNGCodec.encode(premultipliedBGRA: raw, width: image.width, height: image.height, stride: stride)
                })
                rgbaSamples.append(try Stopwatch.medianMilliseconds(runs: 1, warmup: 0) { _ = try PNGCodec.encode(image) })
            }
        }
        let convertMs = words.withUnsafeBytes { raw in
            Stopwatch.medianMilliseconds(runs: runs) {
                _ = RGBAImage(premultipliedBGRA: raw, width: image.width, height: image.height, stride: stride)
            }
        }
        print("")
        print("default options, ui-screenshot, interleaved: from premultiplied ARGB32 \(Stopwatch.format(Stopwatch.median(premultipliedSamples))) ms, "
            + "from RGBA \(Stopwatch.format(Stopwatch.median(rgbaSamples))) ms; un-premultiply into an RGBAImage alone: \(Stopwatch.format(convertMs)) ms")
    }

    private static func pad(_ text: String, _ width: Int) -> String {
        text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
    }
}
