import Drawing
import Foundation

/// The outcome of `ImageDiff.exact`.
public struct ExactDiffResult: Sendable, Equatable {
    /// Size of the first (expected, reference) image.
    public let expectedSize: PixelSize
    /// Size of the second (actual, new) image.
    public let actualSize: PixelSize
    /// The per-channel tolerance that was applied.
    public let tolerance: Int
    /// Pixels with a channel that differs by more than `tolerance`. With different sizes, the
    /// pixel count of the larger image.
    public let differentPixels: Int
    /// The largest absolute difference of any channel of any pixel (0…255), tolerated or not.
    public let maxChannelDelta: Int
    /// The smallest rectangle holding every pixel counted in `differentPixels`; nil if none.
    public let boundingBox: PixelRect?

    /// True when the sizes differ; then no pixels were compared.
    public var sizeMismatch: Bool { expectedSize != actualSize }
    /// Pixels of the expected image.
    public var totalPixels: Int { expectedSize.pixelCount }
    /// Same size and no pixel beyond the tolerance.
    public var matches: Bool { !sizeMismatch && differentPixels == 0 }
}

extension ImageDiff {
    /// Compares bytes. A pixel differs when any of its four channels differs by more than
    /// `tolerance` (0: any difference at all). Rows that are byte-identical are skipped with
    /// `memcmp`.
    public static func exact(_ expected: RGBAImage, _ actual: RGBAImage, tolerance: Int = 0) -> ExactDiffResult {
        let expectedSize = PixelSize(width: expected.width, height: expected.height)
        let actualSize = PixelSize(width: actual.width, height: actual.height)
        let tolerance = min(max(tolerance, 0), 255)
        guard expectedSize == actualSize else {
            return ExactDiffResult(
                expectedSize: expectedSize, actualSize: actualSize, tolerance: tolerance,
                differentPixels: max(expectedSize.pixelCount, actualSize.pixelCount), maxChannelDelta: 0, boundingBox: nil)
        }
        let counts = expected.pixels.withUnsafeBufferPointer { a in
            actual.pixels.withUnsafeBufferPointer { b in
                exactCounts(a.baseAddress, b.baseAddress, width: expected.width, height: expected.height, tolerance: tolerance)
            }
        }
        return ExactDiffResult(
            expectedSize: expectedSize, actualSize: actualSize, tolerance: tolerance,
            differentPixels: counts.different, maxChannelDelta: counts.maxDelta, boundingBox: counts.box.rect)
    }

    /// The loop of `exact`, over two buffers of `width * height` RGBA pixels.
    static func exactCounts(
        _ a: UnsafePointer<UInt8>?, _ b: UnsafePointer<UInt8>?, width: Int, height: Int, tolerance: Int
    ) -> (different: Int, maxDelta: Int, box: BoundingBoxBuilder) {
        var box = BoundingBoxBuilder()
        guard let a, let b, width > 0, height > 0 else { return (0, 0, box) }
        let rowBytes = width &* 4
        var different = 0
        var maxDelta = 0
        let threshold = UInt32(tolerance)
        for y in 0..<height {
            let rowA = a + y &* rowBytes, rowB = b + y &* rowBytes
            if memcmp(rowA, rowB, rowBytes) == 0 { continue }
            var x = 0
            while x < width {
                x = PixelScan.firstDifferentPixel(rowA, rowB, from: x, to: width)
                if x >= width { break }
                let p = x &* 4
                let dr = absDiff(rowA[p], rowB[p]), dg = absDiff(rowA[p + 1], rowB[p + 1])
                let db = absDiff(rowA[p + 2], rowB[p + 2]), da = absDiff(rowA[p + 3], rowB[p + 3])
                let m = max(max(dr, dg), max(db, da))
                if Int(m) > maxDelta { maxDelta = Int(m) }
                if m > threshold {
                    different &+= 1
                    box.add(x: x, y: y)
                }
                x &+= 1
            }
        }
        return (different, maxDelta, box)
    }

    @inline(__always) private static func absDiff(_ a: UInt8, _ b: UInt8) -> UInt32 {
        a > b ? UInt32(a &- b) : UInt32(b &- a)
    }
}

/// Word-wise scanning for the first differing pixel.
enum PixelScan {
    /// The index of the first pixel in `from ..< to` whose 4 bytes differ, or `to`.
    @inline(__always)
    static func firstDifferentPixel(_ a: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>, from: Int, to: Int) -> Int {
        let ra = UnsafeRawPointer(a), rb = UnsafeRawPointer(b)
        var i = from
        // Two pixels at a time while both fit.
        while i &+ 2 <= to {
            let wa = ra.loadUnaligned(fromByteOffset: i &* 4, as: UInt64.self)
            let wb = rb.loadUnaligned(fromByteOffset: i &* 4, as: UInt64.self)
            if wa != wb {
                let low = ra.loadUnaligned(fromByteOffset: i &* 4, as: UInt32.self)
                    != rb.loadUnaligned(fromByteOffset: i &* 4, as: UInt32.self)
                return low ? i : i &+ 1
            }
            i &+= 2
        }
        if i < to && ra.loadUnaligned(fromByteOffset: i &* 4, as: UInt32.self) == rb.loadUnaligned(fromByteOffset: i &* 4, as: UInt32.self) {
            i &+= 1
        }
        return i
    }
}
