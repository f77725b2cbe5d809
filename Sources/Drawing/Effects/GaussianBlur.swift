import Foundation

/// A Gaussian blur of an 8-bit alpha mask, approximated by three box blurs (the sizes from
/// Kovesi's "Fast almost-Gaussian filtering"). Each pass is a running sum, so the cost is
/// linear in the number of pixels and independent of the radius. Outside the mask counts as
/// transparent.
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
        var scratch = [UInt8](repeating: 0, count: max(width, height) + 2 * (radii.max() ?? 0) + 2)
        var rows = [UInt8](repeating: 0, count: stride * height)
        var sums = [UInt32](repeating: 0, count: width)
        for r in radii where r > 0 {
            scratch.withUnsafeMutableBufferPointer { s in
                for y in 0..<height {
                    horizontal(data + y * stride, count: width, radius: r, scratch: s.baseAddress!)
                }
            }
            rows.withUnsafeMutableBufferPointer { copy in
                sums.withUnsafeMutableBufferPointer { sum in
                    vertical(data, width: width, height: height, stride: stride, radius: r,
                             copy: copy.baseAddress!, sums: sum.baseAddress!)
                }
            }
        }
    }

    /// Fixed-point reciprocal of a box width: `(x * reciprocal + half) >> 24 ≈ x / width`.
    @inline(__always)
    private static func reciprocal(_ width: Int) -> UInt32 {
        UInt32(((1 << 24) + width / 2) / width)
    }

    /// One box pass along a row, through a padded copy of it.
    private static func horizontal(_ row: UnsafeMutablePointer<UInt8>, count: Int, radius r: Int, scratch: UnsafeMutablePointer<UInt8>) {
        // scratch = r zeros, the row, r + 1 zeros.
        scratch.update(repeating: 0, count: r)
        (scratch + r).update(from: row, count: count)
        (scratch + r + count).update(repeating: 0, count: r + 1)
        let recip = UInt64(reciprocal(2 * r + 1))
        var sum: UInt32 = 0
        for i in 0..<(2 * r) { sum &+= UInt32(scratch[i]) }
        for x in 0..<count {
            sum &+= UInt32(scratch[x + 2 * r])
            row[x] = UInt8(truncatingIfNeeded: (UInt64(sum) &* recip &+ (1 << 23)) >> 24)
            sum &-= UInt32(scratch[x])
        }
    }

    /// One box pass down the columns, all columns at once, row by row (cache friendly).
    private static func vertical(
        _ data: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, radius r: Int,
        copy: UnsafeMutablePointer<UInt8>, sums: UnsafeMutablePointer<UInt32>
    ) {
        copy.update(from: data, count: stride * height)
        sums.update(repeating: 0, count: width)
        let recip = UInt64(reciprocal(2 * r + 1))
        // Rows 0 ..< r are already in the window before the first output row.
        for y in 0..<min(r, height) {
            let src = copy + y * stride
            for x in 0..<width { sums[x] &+= UInt32(src[x]) }
        }
        for y in 0..<height {
            let add = y + r
            if add < height {
                let src = copy + add * stride
                for x in 0..<width { sums[x] &+= UInt32(src[x]) }
            }
            let dst = data + y * stride
            for x in 0..<width {
                dst[x] = UInt8(truncatingIfNeeded: (UInt64(sums[x]) &* recip &+ (1 << 23)) >> 24)
            }
            let remove = y - r
            if remove >= 0 {
                let src = copy + remove * stride
                for x in 0..<width { sums[x] &-= UInt32(src[x]) }
            }
        }
    }
}
