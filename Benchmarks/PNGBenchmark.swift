import Drawing
import Foundation

/// `swift run -c release Benchmarks png [runs]`: encode time and size of a 786×1704 UI
/// screenshot (Benchmarks/Fixtures/ui-screenshot.png, made by peers/make_ui_screenshot.py) for
/// zlib levels, row filters and strategies, against zlib's default level with adaptive filters.
enum PNGBenchmark {
    static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/ui-screenshot.png")

    static func run(arguments: [String]) throws {
        let runs = arguments.first.flatMap(Int.init) ?? 15
        let image = try PNGCodec.decode(contentsOf: fixture)
        print("PNG encode, \(image.width)×\(image.height) px UI screenshot, median of \(runs) runs, libpng \(PNGCodec.libpngVersion)")

        let reference = PNGEncodingOptions.zlibDefault
        let referenceBytes = try PNGCodec.encode(image, options: reference)
        let referenceTime = try Stopwatch.medianMilliseconds(runs: runs) { _ = try PNGCodec.encode(image, options: reference) }
        print("reference (level 6, adaptive, Z_FILTERED): \(referenceBytes.count) bytes, \(Stopwatch.format(referenceTime)) ms")
        print("level  filter    strategy     ms      bytes   size/ref")

        var candidates: [PNGEncodingOptions] = []
        for level in 1...6 {
            for filter in [PNGEncodingOptions.Filter.none, .sub, .up, .paeth, .adaptive] {
                for strategy in [PNGEncodingOptions.Strategy.default, .filtered, .rle] {
                    candidates.append(PNGEncodingOptions(compressionLevel: level, filter: filter, strategy: strategy))
                }
            }
        }
        if arguments.contains("--default-only") { candidates = [.default] }
        for options in candidates {
            let bytes = try PNGCodec.encode(image, options: options)
            let ms = try Stopwatch.medianMilliseconds(runs: runs) { _ = try PNGCodec.encode(image, options: options) }
            let ratio = Double(bytes.count) / Double(referenceBytes.count)
            let marker = options == .default ? "  <- default" : ""
            print("\(options.compressionLevel)      \(pad("\(options.filter)", 9)) \(pad("\(options.strategy)", 11)) \(pad(Stopwatch.format(ms), 7)) \(pad("\(bytes.count)", 8)) \(Stopwatch.format(ratio))\(marker)")
        }

        // The renderer's path: premultiplied ARGB32 with a stride, un-premultiplied row by row.
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
        let premultipliedMs = try words.withUnsafeBytes { raw in
            try Stopwatch.medianMilliseconds(runs: runs) {
                _ = try PNGCodec.encode(premultipliedBGRA: raw, width: image.width, height: image.height, stride: stride)
            }
        }
        let convertMs = words.withUnsafeBytes { raw in
            Stopwatch.medianMilliseconds(runs: runs) {
                _ = RGBAImage(premultipliedBGRA: raw, width: image.width, height: image.height, stride: stride)
            }
        }
        print("default options from premultiplied ARGB32: \(Stopwatch.format(premultipliedMs)) ms (un-premultiply alone: \(Stopwatch.format(convertMs)) ms)")
        let decodeMs = try Stopwatch.medianMilliseconds(runs: runs) { _ = try PNGCodec.decode(referenceBytes, source: "bench") }
        print("decode of the reference file: \(Stopwatch.format(decodeMs)) ms")
    }

    private static func pad(_ text: String, _ width: Int) -> String {
        text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
    }
}
