import Foundation

/// A Gaussian blur of an 8-bit alpha mask, approximated by three box blurs (the sizes from
/// Kovesi's "Fast almost-Gaussian filtering"). Each pass is a running sum, so the cost is
/// linear in the number of pixels and independent of the radius. Outside the mask counts as
/// transparent.
///
/// Each box pass is a row pass then a column pass; every output is
/// `(sum × ⌊(2²⁴ + w/2) / w⌋ + 2²³) >> 24` over the window of width `w`, kept to 8 bits. The
/// code below computes exactly that (`BlurReferenceTests` checks it against the plain loops),
/// arranged so that the compiler can vectorise it:
/// - rows: prefix sums, then every output from two of them (no loop-carried dependency);
///   a row whose input equals the row above's (the straight sides of a card) copies its output;
/// - columns: all columns at once, row by row, keeping the last `r + 1` input rows in a ring;
/// - 32-bit arithmetic: only bits 24…31 of the product are kept, and those do not depend on
///   the bits above 32.
public enum GaussianBlur {
    /// The widths (odd) of `passes` box filters whose succession approximates a Gaussian of
    /// standard deviation `sigma`.
    public static func boxWidths(sigma: Double, passes: Int = 3) -> [Int] {
        let n = Double(passes)
        let ideal = (12 * sigma * sigma / n + 1).squareRoot()
        var lower = Int(ideal.rounded(.down))
        if lower % 2 == 0 { lower -= 1 }
        lower = max(lower, 1)
        let upper = lower + 2
        let l = Double(lower)
        let m = ((12 * sigma * sigma - n * l * l - 4 * n * l - 3 * n) / (-4 * l - 4)).rounded()
        return (0..<passes).map { Double($0) < m ? lower : upper }
    }

    /// Blurs `width × height` alpha bytes in place (rows `stride` bytes apart).
    public static func blur(
        _ data: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, sigma: Double
    ) {
        guard sigma >= 0.25, width > 0, height > 0 else { return }
        let radii = boxWidths(sigma: sigma).map { ($0 - 1) / 2 }
        let maxRadius = radii.max() ?? 0
        guard maxRadius > 0 else { return }
        let prefix = UnsafeMutablePointer<UInt32>.allocate(capacity: width + 2 * maxRadius + 1)
        let previousRow = UnsafeMutablePointer<UInt8>.allocate(capacity: width)
        let ring = UnsafeMutablePointer<UInt8>.allocate(capacity: width * (maxRadius + 1))
        let zeros = UnsafeMutablePointer<UInt8>.allocate(capacity: width)
        let sums = UnsafeMutablePointer<UInt32>.allocate(capacity: width)
        zeros.initialize(repeating: 0, count: width)
        defer {
            prefix.deallocate(); previousRow.deallocate(); ring.deallocate(); zeros.deallocate(); sums.deallocate()
        }
        for r in radii where r > 0 {
            let recip = reciprocal(2 * r + 1)
            for y in 0..<height {
                let row = data + y * stride
                if y > 0, memcmp(row, previousRow, width) == 0 {
                    // Same input as the row above, so the same output, which that row now holds.
                    row.update(from: row - stride, count: width)
                    continue
                }
                previousRow.update(from: row, count: width)
                horizontal(row, count: width, radius: r, recip: recip, prefix: prefix)
            }
            vertical(data, width: width, height: height, stride: stride, radius: r, recip: recip,
                     ring: ring, zeros: zeros, sums: sums)
        }
    }

    /// Fixed-point reciprocal of a box width: `(x * reciprocal + half) >> 24 ≈ x / width`.
    @inline(__always)
    private static func reciprocal(_ width: Int) -> UInt32 {
        UInt32(((1 << 24) + width / 2) / width)
    }

    /// The average of a window from its sum: bits 24…31 of `sum × recip + 2²³`.
    @inline(__always)
    private static func average(_ sum: UInt32, _ recip: UInt32) -> UInt8 {
        UInt8(truncatingIfNeeded: (sum &* recip &+ (1 << 23)) &>> 24)
    }

    /// `average` of eight sums at once.
    @inline(__always)
    private static func average(_ sums: SIMD8<UInt32>, _ recip: UInt32) -> SIMD8<UInt8> {
        SIMD8<UInt8>(truncatingIfNeeded: (sums &* recip &+ (1 << 23)) &>> 24)
    }

    @inline(__always)
    private static func load8(_ p: UnsafePointer<UInt32>) -> SIMD8<UInt32> {
        UnsafeRawPointer(p).loadUnaligned(as: SIMD8<UInt32>.self)
    }

    @inline(__always)
    private static func load8(_ p: UnsafePointer<UInt8>) -> SIMD8<UInt32> {
        SIMD8<UInt32>(truncatingIfNeeded: UnsafeRawPointer(p).loadUnaligned(as: SIMD8<UInt8>.self))
    }

    @inline(__always)
    private static func store8(_ v: SIMD8<UInt8>, _ p: UnsafeMutablePointer<UInt8>) {
        UnsafeMutableRawPointer(p).storeBytes(of: v, as: SIMD8<UInt8>.self)
    }

    @inline(__always)
    private static func store8(_ v: SIMD8<UInt32>, _ p: UnsafeMutablePointer<UInt32>) {
        UnsafeMutableRawPointer(p).storeBytes(of: v, as: SIMD8<UInt32>.self)
    }

    /// One box pass along a row. `prefix[i]` is the sum of the first `i` bytes of the row
    /// padded with `r` zeros in front and `r + 1` behind, so the window of output `x` sums to
    /// `prefix[x + 2r + 1] - prefix[x]`.
    private static func horizontal(
        _ row: UnsafeMutablePointer<UInt8>, count: Int, radius r: Int, recip: UInt32, prefix: UnsafeMutablePointer<UInt32>
    ) {
        prefix.update(repeating: 0, count: r + 1)
        var total: UInt32 = 0
        for x in 0..<count {
            total &+= UInt32(row[x])
            prefix[r + 1 + x] = total
        }
        (prefix + r + 1 + count).update(repeating: total, count: r)
        let ahead = prefix + 2 * r + 1
        var x = 0
        while x + 8 <= count {
            store8(average(load8(ahead + x) &- load8(prefix + x), recip), row + x)
            x += 8
        }
        while x < count {
            row[x] = average(ahead[x] &- prefix[x], recip)
            x += 1
        }
    }

    /// One box pass down the columns, all columns at once, row by row (cache friendly). The
    /// input rows still needed (the last `r + 1`) are kept in `ring` as rows are overwritten.
    private static func vertical(
        _ data: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, radius r: Int, recip: UInt32,
        ring: UnsafeMutablePointer<UInt8>, zeros: UnsafeMutablePointer<UInt8>, sums: UnsafeMutablePointer<UInt32>
    ) {
        sums.update(repeating: 0, count: width)
        // Rows 0 ..< r are already in the window before the first output row.
        for y in 0..<min(r, height) {
            let src = data + y * stride
            for x in 0..<width { sums[x] &+= UInt32(src[x]) }
        }
        let slots = r + 1
        for y in 0..<height {
            let row = data + y * stride
            let add = y + r < height ? UnsafePointer(data + (y + r) * stride) : UnsafePointer(zeros)
            // Row y - r left the data when it was overwritten; it is in the ring.
            let remove = y >= r ? UnsafePointer(ring + ((y - r) % slots) * width) : UnsafePointer(zeros)
            // Keep row y's input before overwriting it (its slot held row y - r - 1, done with).
            let keep = ring + (y % slots) * width
            keep.update(from: row, count: width)
            var x = 0
            while x + 8 <= width {
                let sum = load8(sums + x) &+ load8(add + x)
                store8(average(sum, recip), row + x)
                store8(sum &- load8(remove + x), sums + x)
                x += 8
            }
            while x < width {
                let sum = sums[x] &+ UInt32(add[x])
                row[x] = average(sum, recip)
                sums[x] = sum &- UInt32(remove[x])
                x += 1
            }
        }
    }
}
