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

    /// One line for a failure message.
    public var summary: String {
        if sizeMismatch { return "sizes differ: expected \(expectedSize), got \(actualSize)" }
        if differentPixels == 0 { return "identical" + (maxChannelDelta > 0 ? " within tolerance \(tolerance) (largest channel delta \(maxChannelDelta))" : "") }
        return "\(differentPixels) of \(totalPixels) pixels differ by more than \(tolerance) (largest channel delta \(maxChannelDelta)), within \(boundingBox.map { "\($0)" } ?? "-")"
    }
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
        for y in 0..<height {
            let rowA = a + y &* rowBytes, rowB = b + y &* rowBytes
            if memcmp(rowA, rowB, rowBytes) == 0 { continue }
            let row = exactRow(rowA, rowB, width: width, tolerance: UInt8(tolerance))
            if row.maxDelta > maxDelta { maxDelta = row.maxDelta }
            if row.different > 0 {
                different &+= row.different
                box.add(x: row.firstX, y: y)
                box.add(x: row.lastX, y: y)
            }
        }
        return (different, maxDelta, box)
    }

    /// One row, four pixels (16 bytes) at a time: per-byte absolute differences, their maximum,
    /// and the pixels with a byte beyond the tolerance, without a branch per pixel.
    @inline(__always)
    static func exactRow(
        _ rowA: UnsafePointer<UInt8>, _ rowB: UnsafePointer<UInt8>, width: Int, tolerance: UInt8
    ) -> (different: Int, maxDelta: Int, firstX: Int, lastX: Int) {
        let ra = UnsafeRawPointer(rowA), rb = UnsafeRawPointer(rowB)
        let limit = SIMD16<UInt8>(repeating: tolerance)
        var deltaMax = SIMD16<UInt8>(repeating: 0)
        var counted = SIMD4<UInt32>(repeating: 0)
        var firstChunk = -1, lastChunk = -1
        let chunks = width / 4

        @inline(__always) func process(_ chunk: Int) {
            let va = ra.loadUnaligned(fromByteOffset: chunk &* 16, as: SIMD16<UInt8>.self)
            let vb = rb.loadUnaligned(fromByteOffset: chunk &* 16, as: SIMD16<UInt8>.self)
            // (pointwiseMax/Min are not inlined by Swift 6.3; selects are.)
            let delta = (vb &- va).replacing(with: va &- vb, where: va .> vb)
            deltaMax.replace(with: delta, where: delta .> deltaMax)
            let over = SIMD16<UInt8>(repeating: 0).replacing(with: 0xFF, where: delta .> limit)
            let pixels = unsafeBitCast(over, to: SIMD4<UInt32>.self)
            let flags = SIMD4<UInt32>(repeating: 0).replacing(with: 1, where: pixels .!= 0)
            counted &+= flags
            if flags != SIMD4<UInt32>(repeating: 0) {
                if firstChunk < 0 { firstChunk = chunk }
                lastChunk = chunk
            }
        }

        // Groups of 4 chunks (64 bytes): an unchanged group is skipped after one test, a
        // changed one is processed without further branches, so neither sparse nor dense
        // changes make the branch unpredictable. (SIMD16's `==` is not lowered to a vector
        // compare by Swift 6.3; 64-bit XORs are.)
        var chunk = 0
        while chunk &+ 4 <= chunks {
            let offset = chunk &* 16
            var differ: UInt64 = 0
            var k = 0
            while k < 64 {
                differ |= ra.loadUnaligned(fromByteOffset: offset &+ k, as: UInt64.self)
                    ^ rb.loadUnaligned(fromByteOffset: offset &+ k, as: UInt64.self)
                k &+= 8
            }
            if differ != 0 {
                process(chunk); process(chunk &+ 1); process(chunk &+ 2); process(chunk &+ 3)
            }
            chunk &+= 4
        }
        while chunk < chunks {
            process(chunk)
            chunk &+= 1
        }
        var maxDelta = Int(deltaMax.max())
        var different = Int(counted.wrappedSum())
        var firstX = Int.max, lastX = -1
        // The exact first and last pixel inside the first and last chunks with a difference.
        if firstChunk >= 0 {
            for x in firstChunk &* 4..<firstChunk &* 4 &+ 4 where pixelDelta(rowA, rowB, x) > tolerance {
                firstX = x
                break
            }
            for x in stride(from: lastChunk &* 4 &+ 3, through: lastChunk &* 4, by: -1) where pixelDelta(rowA, rowB, x) > tolerance {
                lastX = x
                break
            }
        }
        // The last width % 4 pixels one by one.
        var x = chunks &* 4
        while x < width {
            let m = pixelDelta(rowA, rowB, x)
            if Int(m) > maxDelta { maxDelta = Int(m) }
            if m > tolerance {
                different &+= 1
                if x < firstX { firstX = x }
                lastX = x
            }
            x &+= 1
        }
        return (different, maxDelta, firstX, lastX)
    }

    /// The largest channel difference of pixel `x`.
    @inline(__always)
    private static func pixelDelta(_ rowA: UnsafePointer<UInt8>, _ rowB: UnsafePointer<UInt8>, _ x: Int) -> UInt8 {
        let p = x &* 4
        return max(max(absDiff(rowA[p], rowB[p]), absDiff(rowA[p &+ 1], rowB[p &+ 1])),
                   max(absDiff(rowA[p &+ 2], rowB[p &+ 2]), absDiff(rowA[p &+ 3], rowB[p &+ 3])))
    }

    @inline(__always) private static func absDiff(_ a: UInt8, _ b: UInt8) -> UInt8 {
        a > b ? a &- b : b &- a
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
