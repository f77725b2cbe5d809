import Drawing
import Foundation
import PreviewTesting

/// `previews diff A.png B.png`: pixelmatch's comparison of two images.
enum DiffVerb {
    static let spec = CommandSpec(
        verb: "diff", synopsis: "A.png B.png [--threshold T] [--include-aa] [--alpha A] [--output DIFF.png] [--json]",
        summary: """
            Compares two images as pixelmatch does: perceptual colour distance above a threshold,
            anti-aliased pixels not counted unless --include-aa. Exits 0 when no pixel differs, 1
            when some do or the sizes differ, 2 when an image cannot be read.
            """,
        flags: [("include-aa", "count anti-aliased pixels as differences"), ("json", "print one JSON object")],
        options: [
            ("threshold", "T", "colour distance that counts as different, 0…1 (default 0.1)"),
            ("alpha", "A", "opacity of unchanged pixels in the diff image, 0…1 (default 0.1)"),
            ("output", "DIFF.png", "write pixelmatch's diff image"),
        ],
        positionals: 2...2, positionalHelp: [("A.png", "the expected image"), ("B.png", "the actual image")])

    struct Report: Encodable {
        let differentPixels: Int
        let totalPixels: Int
        let width: Int
        let height: Int
        let antialiasedPixels: Int
        let threshold: Double
        let includeAA: Bool
        let sizeMismatch: Bool
        let expectedSize: [Int]?
        let actualSize: [Int]?
        let output: String?
    }

    static let verb = Verb(spec: spec) { tool, args in
        let threshold = try args.double("threshold", verb: "diff", allowed: 0...1) ?? 0.1
        let alpha = try args.double("alpha", verb: "diff", allowed: 0...1) ?? 0.1
        let includeAA = args.has("include-aa")
        let a = tool.url(args.positionals[0]), b = tool.url(args.positionals[1])
        let expected: RGBAImage, actual: RGBAImage
        // Both files at once: decoding is most of a diff's time.
        let decoded = Decoded()
        DispatchQueue.concurrentPerform(iterations: 2) { i in
            decoded.set(i, Result { () throws(PNGError) -> RGBAImage in try PNGCodec.decode(contentsOf: i == 0 ? a : b) })
        }
        do {
            expected = try decoded.get(0)
            actual = try decoded.get(1)
        } catch {
            tool.console.error("\(ToolName.current) diff: \(error)")
            return 2
        }
        let options = PerceptualDiffOptions(threshold: threshold, includeAA: includeAA, alpha: alpha)
        let output = args.value("output").map(tool.url)
        let result = ImageDiff.perceptual(expected, actual, options: options, diffImage: output != nil)
        if let output, let image = result.diffImage {
            try AtomicFile.write(try PNGCodec.encode(image), to: output)
        }
        let report = Report(
            differentPixels: result.differentPixels, totalPixels: result.totalPixels,
            width: expected.width, height: expected.height, antialiasedPixels: result.antialiasedPixels,
            threshold: threshold, includeAA: includeAA, sizeMismatch: result.sizeMismatch,
            expectedSize: result.sizeMismatch ? [expected.width, expected.height] : nil,
            actualSize: result.sizeMismatch ? [actual.width, actual.height] : nil,
            output: result.diffImage != nil ? output?.path : nil)
        if args.has("json") {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
            tool.console.out(String(decoding: try encoder.encode(report), as: UTF8.self))
        } else if result.sizeMismatch {
            tool.console.out("sizes differ: \(a.lastPathComponent) is \(expected.width)×\(expected.height), \(b.lastPathComponent) is \(actual.width)×\(actual.height)")
        } else {
            let percent = result.totalPixels > 0 ? Double(result.differentPixels) / Double(result.totalPixels) * 100 : 0
            tool.console.out("\(result.differentPixels) of \(result.totalPixels) pixels differ (\(String(format: "%.3f", percent))%, threshold \(threshold)\(includeAA ? ", anti-aliasing counted" : ", \(result.antialiasedPixels) anti-aliased ignored"))")
        }
        return result.matches ? 0 : 1
    }
}

/// The two decoded images of `diff`, filled from two threads.
private final class Decoded: @unchecked Sendable {
    private let lock = NSLock()
    private var results: [Result<RGBAImage, PNGError>?] = [nil, nil]

    func set(_ i: Int, _ result: Result<RGBAImage, PNGError>) {
        lock.lock(); results[i] = result; lock.unlock()
    }

    func get(_ i: Int) throws(PNGError) -> RGBAImage {
        lock.lock(); let r = results[i]!; lock.unlock()
        return try r.get()
    }
}
