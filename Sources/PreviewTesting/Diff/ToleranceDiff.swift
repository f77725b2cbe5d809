import Drawing
import Foundation

/// The outcome of `ImageDiff.tolerance`, swift-snapshot-testing's two tolerances.
public struct ToleranceDiffResult: Sendable, Equatable {
    /// Size of the first (expected, reference) image.
    public let expectedSize: PixelSize
    /// Size of the second (actual, new) image.
    public let actualSize: PixelSize
    /// Required share of matching pixels, 0…1.
    public let precision: Double
    /// Required closeness of a pixel, 0…1 (1: identical bytes).
    public let perceptualPrecision: Double
    /// Pixels that do not match: ΔE94 above `(1 - perceptualPrecision) * 100`, or any byte
    /// difference when `perceptualPrecision` is 1. With different sizes, the pixel count of the
    /// larger image.
    public let differentPixels: Int
    /// The largest ΔE94 of any pixel (0 when the images are identical).
    public let maxDeltaE: Double
    /// The smallest rectangle holding every pixel counted in `differentPixels`; nil if none.
    public let boundingBox: PixelRect?

    /// True when the sizes differ; then no pixels were compared.
    public var sizeMismatch: Bool { expectedSize != actualSize }
    /// Pixels of the expected image.
    public var totalPixels: Int { expectedSize.pixelCount }
    /// Share of matching pixels (swift-snapshot-testing's "percentage of pixels that match").
    public var matchingShare: Double {
        if sizeMismatch { return 0 }
        return totalPixels == 0 ? 1 : 1 - Double(differentPixels) / Double(totalPixels)
    }
    /// `1 - maxDeltaE / 100`: swift-snapshot-testing's "lowest perceptual color precision".
    public var lowestPerceptualPrecision: Double { 1 - maxDeltaE / 100 }
    /// The most pixels that may differ under `precision`: `⌊(1 - precision) × totalPixels⌋`.
    public var allowedDifferentPixels: Int {
        Int(((1 - min(max(precision, 0), 1)) * Double(totalPixels) + 1e-9).rounded(.down))
    }
    /// Same size, and no more than `allowedDifferentPixels` pixels beyond the perceptual bar.
    public var matches: Bool { !sizeMismatch && differentPixels <= allowedDifferentPixels }

    /// One line for a failure message, in swift-snapshot-testing's terms.
    public var summary: String {
        if sizeMismatch { return "sizes differ: expected \(expectedSize), got \(actualSize)" }
        func f(_ v: Double) -> String {
            var s = String(format: "%.4f", max(v, 0))
            while s.hasSuffix("0") && !s.hasSuffix(".0") { s.removeLast() }
            return s
        }
        return "\(differentPixels) of \(totalPixels) pixels differ (share matching \(f(matchingShare)), required \(f(precision))); "
            + "lowest perceptual precision \(f(lowestPerceptualPrecision)) (ΔE94 \(f(maxDeltaE))), required \(f(perceptualPrecision))"
    }
}

extension ImageDiff {
    /// Compares with swift-snapshot-testing's tolerances.
    ///
    /// - `perceptualPrecision` (0…1) is how close a pixel must be: a pixel fails when its CIE
    ///   ΔE94 distance (what Core Image's `CILabDeltaE` gives swift-snapshot-testing) exceeds
    ///   `(1 - perceptualPrecision) * 100`. So 1 means identical bytes, 0.98 allows ΔE 2 (about
    ///   the smallest difference a person notices), 0.9 allows ΔE 10.
    /// - `precision` (0…1) is the share of pixels that must pass. Unlike swift-snapshot-testing's
    ///   byte-counting exact path, pixels are counted in both paths.
    public static func tolerance(
        _ expected: RGBAImage, _ actual: RGBAImage, precision: Double = 1, perceptualPrecision: Double = 1
    ) -> ToleranceDiffResult {
        let expectedSize = PixelSize(width: expected.width, height: expected.height)
        let actualSize = PixelSize(width: actual.width, height: actual.height)
        guard expectedSize == actualSize else {
            return ToleranceDiffResult(
                expectedSize: expectedSize, actualSize: actualSize, precision: precision,
                perceptualPrecision: perceptualPrecision,
                differentPixels: max(expectedSize.pixelCount, actualSize.pixelCount), maxDeltaE: 0, boundingBox: nil)
        }
        let width = expected.width, height = expected.height
        let exactOnly = perceptualPrecision >= 1
        let threshold = (1 - max(perceptualPrecision, 0)) * 100
        var different = 0
        var maxDeltaE = 0.0
        var box = BoundingBoxBuilder()
        expected.pixels.withUnsafeBufferPointer { a in
            actual.pixels.withUnsafeBufferPointer { b in
                guard let pa = a.baseAddress, let pb = b.baseAddress else { return }
                let rowBytes = width * 4
                for y in 0..<height {
                    let rowA = pa + y * rowBytes, rowB = pb + y * rowBytes
                    if memcmp(rowA, rowB, rowBytes) == 0 { continue }
                    var x = 0
                    while true {
                        x = PixelScan.firstDifferentPixel(rowA, rowB, from: x, to: width)
                        if x >= width { break }
                        let deltaE = DeltaE94.distance(rowA + x * 4, rowB + x * 4)
                        if deltaE > maxDeltaE { maxDeltaE = deltaE }
                        if exactOnly || deltaE > threshold {
                            different += 1
                            box.add(x: x, y: y)
                        }
                        x += 1
                    }
                }
            }
        }
        return ToleranceDiffResult(
            expectedSize: expectedSize, actualSize: actualSize, precision: precision,
            perceptualPrecision: perceptualPrecision, differentPixels: different, maxDeltaE: maxDeltaE,
            boundingBox: box.rect)
    }
}
