import Drawing
import Foundation

/// Shared helpers for the drawing acceptance tests.
enum DrawingTestSupport {
    /// The folder of this test target (`Tests/DrawingTests`), found from this file's path.
    static let testsDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()

    /// Where failing tests leave the images they made, for a look.
    static let failureDirectory: URL = {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("proofsheet-drawing-tests-\(getpid())")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }()

    /// A sample list by name; `nil` when `DrawingSamples.all` has no such name.
    static func sample(_ name: String) -> DisplayList? {
        DrawingSamples.all.first { $0.name == name }?.list
    }

    /// Cairo's premultiplied pixels encoded as a PNG (the renderer's own encode path).
    static func png(_ image: RasterImage) throws -> [UInt8] {
        try image.premultipliedBGRA.withUnsafeBytes {
            try PNGCodec.encode(premultipliedBGRA: $0, width: image.width, height: image.height, stride: image.width * 4)
        }
    }

    /// How two images of the same size differ.
    struct PixelDifference: CustomStringConvertible {
        var total: Int
        /// Pixels with any channel differing by more than the tolerance.
        var differing: Int
        /// The largest difference of one channel.
        var maximumDelta: Int
        /// The first differing pixel.
        var first: (x: Int, y: Int)?

        var fraction: Double { total == 0 ? 0 : Double(differing) / Double(total) }

        var description: String {
            let at = first.map { " (first at \($0.x),\($0.y))" } ?? ""
            return "\(differing) of \(total) pixels differ, largest channel difference \(maximumDelta)\(at)"
        }
    }

    /// Compares two RGBA images pixel by pixel: a pixel differs when one of its channels differs
    /// by more than `tolerance`. Sizes must match.
    static func compare(_ a: RGBAImage, _ b: RGBAImage, tolerance: Int = 0) -> PixelDifference {
        precondition(a.width == b.width && a.height == b.height, "compare images of the same size")
        var result = PixelDifference(total: a.width * a.height, differing: 0, maximumDelta: 0, first: nil)
        a.pixels.withUnsafeBufferPointer { p in
            b.pixels.withUnsafeBufferPointer { q in
                for i in 0..<(a.width * a.height) {
                    var worst = 0
                    for c in 0..<4 {
                        worst = max(worst, abs(Int(p[i * 4 + c]) - Int(q[i * 4 + c])))
                    }
                    result.maximumDelta = max(result.maximumDelta, worst)
                    if worst > tolerance {
                        result.differing += 1
                        if result.first == nil { result.first = (i % a.width, i / a.width) }
                    }
                }
            }
        }
        return result
    }

    /// Writes `bytes` under `failureDirectory` and returns the path, for failure messages.
    @discardableResult
    static func keep(_ bytes: [UInt8], named name: String) -> String {
        let url = failureDirectory.appendingPathComponent(name)
        try? Data(bytes).write(to: url)
        return url.path
    }
}
