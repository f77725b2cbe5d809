import Foundation

/// A Gaussian blur of a layer's premultiplied 32-bit pixels (Cairo's ARGB32: blue, green,
/// red, alpha in memory on little-endian machines), for `blur(radius:)`, shadows of colour
/// and materials' backdrops.
///
/// Each channel is blurred on its own, as an 8-bit plane, by `GaussianBlur` (three box blurs:
/// cost linear in the pixels, whatever the radius). A large blur is worked at a lower
/// resolution: the layer is averaged down by `downsampleFactor` (2, 4 or 8) so that σ stays
/// at least 4 pixels there, blurred, and brought back up by bilinear interpolation. The box
/// average and the interpolation add a variance of about f²/4 pixels² to σ² (f = 8, σ = 60 px:
/// 16 against 3,600), and a signal blurred that much varies so slowly between samples that the
/// interpolation's error stays under a 255th. Everything is integer arithmetic on fixed
/// inputs: the same pixels in give the same pixels out, on any thread.
public enum LayerBlur {
    /// The factor a blur of `sigma` pixels is worked at: the largest power of two up to 8
    /// that leaves σ ≥ 4 pixels at the lower resolution.
    public static func downsampleFactor(sigma: Double) -> Int {
        var f = 1
        while f < 8, sigma / Double(f * 2) >= 4 { f *= 2 }
        return f
    }

    /// Blurs `width × height` pixels in place (rows `stride` bytes apart), with standard
    /// deviation `sigma` pixels, then applies `colorMatrix` if given (at the blur's
    /// resolution, which is cheaper; the matrix is linear, so the order matters only where
    /// it clamps). `clampsEdges`: what lies beyond the edges is the edge pixels repeated (Core
    /// Image's `clampedToExtent`); otherwise it is transparent.
    public static func blur(
        _ data: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, sigma: Double,
        clampsEdges: Bool = false, colorMatrix: ColorMatrix? = nil
    ) {
        guard width > 0, height > 0 else { return }
        guard sigma >= 0.25 else {
            if let colorMatrix { ColorMatrixFilter.apply(colorMatrix, to: data, width: width, height: height, stride: stride) }
            return
        }
        let f = downsampleFactor(sigma: sigma)
        guard clampsEdges else {
            blurCore(data, width: width, height: height, stride: stride, sigma: sigma, factor: f, colorMatrix: colorMatrix)
            return
        }
        // Repeat the edges far enough that the blur never reaches past them, blur, and keep
        // the middle.
        let margin = Int((3 * sigma).rounded(.up)) + 2 * f
        let pw = width + 2 * margin, ph = height + 2 * margin
        let padded = UnsafeMutablePointer<UInt8>.allocate(capacity: pw * ph * 4)
        defer { padded.deallocate() }
        for py in 0..<ph {
            let sy = min(max(py - margin, 0), height - 1)
            let src = UnsafeRawPointer(data + sy * stride).assumingMemoryBound(to: UInt32.self)
            let dst = UnsafeMutableRawPointer(padded + py * pw * 4).assumingMemoryBound(to: UInt32.self)
            let left = src[0], right = src[width - 1]
            dst.update(repeating: left, count: margin)
            (dst + margin).update(from: src, count: width)
            (dst + margin + width).update(repeating: right, count: margin)
        }
        blurCore(padded, width: pw, height: ph, stride: pw * 4, sigma: sigma, factor: f, colorMatrix: colorMatrix)
        for y in 0..<height {
            (data + y * stride).update(from: padded + ((y + margin) * pw + margin) * 4, count: width * 4)
        }
    }

    private static func blurCore(
        _ data: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, sigma: Double, factor f: Int,
        colorMatrix: ColorMatrix?
    ) {
        let lw = (width + f - 1) / f, lh = (height + f - 1) / f
        let planeSize = lw * lh
        let planes = UnsafeMutablePointer<UInt8>.allocate(capacity: planeSize * 4)
        defer { planes.deallocate() }
        downsample(data, width: width, height: height, stride: stride, factor: f, into: planes, lw: lw, lh: lh)
        for c in 0..<4 {
            GaussianBlur.blur(planes + c * planeSize, width: lw, height: lh, stride: lw, sigma: sigma / Double(f))
        }
        // Each channel was blurred alone and rounded: keep colour within alpha (premultiplied).
        let alpha = planes + 3 * planeSize
        for c in 0..<3 {
            let p = planes + c * planeSize
            for i in 0..<planeSize where p[i] > alpha[i] { p[i] = alpha[i] }
        }
        if let colorMatrix {
            ColorMatrixFilter.apply(
                colorMatrix, blue: planes, green: planes + planeSize, red: planes + 2 * planeSize, alpha: alpha,
                count: planeSize, step: 1)
        }
        upsample(planes, lw: lw, lh: lh, factor: f, into: data, width: width, height: height, stride: stride)
    }

    /// Planes (blue, green, red, alpha, each `lw × lh`) of the averages of `f × f` blocks;
    /// pixels past the edges count as transparent.
    private static func downsample(
        _ data: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, factor f: Int,
        into planes: UnsafeMutablePointer<UInt8>, lw: Int, lh: Int
    ) {
        let planeSize = lw * lh
        if f == 1 {
            for y in 0..<height {
                let row = data + y * stride
                for x in 0..<width {
                    let i = y * lw + x
                    planes[i] = row[x * 4]
                    planes[planeSize + i] = row[x * 4 + 1]
                    planes[2 * planeSize + i] = row[x * 4 + 2]
                    planes[3 * planeSize + i] = row[x * 4 + 3]
                }
            }
            return
        }
        let sums = UnsafeMutablePointer<UInt32>.allocate(capacity: lw * 4)
        defer { sums.deallocate() }
        let area = UInt32(f * f)
        for ly in 0..<lh {
            sums.update(repeating: 0, count: lw * 4)
            for y in (ly * f)..<min(height, ly * f + f) {
                let row = data + y * stride
                for x in 0..<width {
                    let s = sums + (x / f) * 4
                    let p = row + x * 4
                    s[0] &+= UInt32(p[0]); s[1] &+= UInt32(p[1]); s[2] &+= UInt32(p[2]); s[3] &+= UInt32(p[3])
                }
            }
            for lx in 0..<lw {
                let i = ly * lw + lx
                let s = sums + lx * 4
                for c in 0..<4 { planes[c * planeSize + i] = UInt8((s[c] + area / 2) / area) }
            }
        }
    }

    /// Bilinear interpolation of the planes back to `width × height` interleaved pixels: the
    /// centre of low-resolution pixel `j` is at full-resolution `(j + ½) · f`.
    private static func upsample(
        _ planes: UnsafeMutablePointer<UInt8>, lw: Int, lh: Int, factor f: Int,
        into data: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int
    ) {
        let planeSize = lw * lh
        if f == 1 {
            for y in 0..<height {
                let row = data + y * stride
                for x in 0..<width {
                    let i = y * lw + x
                    row[x * 4] = planes[i]
                    row[x * 4 + 1] = planes[planeSize + i]
                    row[x * 4 + 2] = planes[2 * planeSize + i]
                    row[x * 4 + 3] = planes[3 * planeSize + i]
                }
            }
            return
        }
        // Taps and 8-bit weights along each axis.
        func taps(_ n: Int, _ ln: Int) -> [(Int, Int, UInt32)] {
            (0..<n).map { x in
                let u = (Double(x) + 0.5) / Double(f) - 0.5
                let base = u.rounded(.down)
                let w = UInt32(((u - base) * 256).rounded())
                let i0 = min(max(Int(base), 0), ln - 1), i1 = min(max(Int(base) + 1, 0), ln - 1)
                return (i0, i1, w)
            }
        }
        let xs = taps(width, lw), ys = taps(height, lh)
        // Two interpolated rows at a time (the taps of one output row), per channel.
        let top = UnsafeMutablePointer<UInt32>.allocate(capacity: lw * 4)
        defer { top.deallocate() }
        for y in 0..<height {
            let (r0, r1, wy) = ys[y]
            // Vertical interpolation into one low-resolution row (×256).
            for c in 0..<4 {
                let p = planes + c * planeSize
                let a = p + r0 * lw, b = p + r1 * lw
                for lx in 0..<lw {
                    top[lx * 4 + c] = UInt32(a[lx]) &* (256 - wy) &+ UInt32(b[lx]) &* wy
                }
            }
            let row = data + y * stride
            for x in 0..<width {
                let (c0, c1, wx) = xs[x]
                let a = top + c0 * 4, b = top + c1 * 4
                let p = row + x * 4
                for c in 0..<4 {
                    p[c] = UInt8(truncatingIfNeeded: (a[c] &* (256 - wx) &+ b[c] &* wx &+ 32768) >> 16)
                }
            }
        }
    }
}

/// A `ColorMatrix` applied to premultiplied pixels: each pixel is un-premultiplied, mapped,
/// clamped to 0…1 and premultiplied again (8 bits per component, rounded).
public enum ColorMatrixFilter {
    /// Applies `matrix` to `width × height` interleaved ARGB32 pixels in place.
    public static func apply(_ matrix: ColorMatrix, to data: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int) {
        for y in 0..<height {
            let row = data + y * stride
            apply(matrix, blue: row, green: row + 1, red: row + 2, alpha: row + 3, count: width, step: 4)
        }
    }

    /// Applies `matrix` to `count` pixels whose components are `step` bytes apart.
    static func apply(
        _ matrix: ColorMatrix, blue: UnsafeMutablePointer<UInt8>, green: UnsafeMutablePointer<UInt8>,
        red: UnsafeMutablePointer<UInt8>, alpha: UnsafeMutablePointer<UInt8>, count: Int, step: Int
    ) {
        let m = matrix.values.map { Float($0) }
        // With the alpha row the identity and no alpha column, premultiplied values map
        // linearly: c' · a = Σ m · (c · a) + bias · a. Otherwise go through straight colour.
        let keepsAlpha = m[15] == 0 && m[16] == 0 && m[17] == 0 && m[18] == 1 && m[19] == 0
            && m[3] == 0 && m[8] == 0 && m[13] == 0
        // A transparent pixel stays transparent unless the alpha row makes alpha from nothing.
        let makesAlpha = m[19] > 0
        for i in 0..<count {
            let k = i * step
            let a8 = alpha[k]
            if a8 == 0 && !makesAlpha { continue }
            let a = Float(a8) / 255
            let r = Float(red[k]) / 255, g = Float(green[k]) / 255, b = Float(blue[k]) / 255
            if keepsAlpha {
                func channel(_ row: Int) -> UInt8 {
                    let v = m[row * 5] * r + m[row * 5 + 1] * g + m[row * 5 + 2] * b + m[row * 5 + 4] * a
                    return UInt8((min(max(v, 0), a) * 255).rounded())
                }
                let nr = channel(0), ng = channel(1), nb = channel(2)
                red[k] = nr; green[k] = ng; blue[k] = nb
                continue
            }
            // Straight colour.
            let sr = a > 0 ? r / a : 0, sg = a > 0 ? g / a : 0, sb = a > 0 ? b / a : 0
            func out(_ row: Int) -> Float {
                min(max(m[row * 5] * sr + m[row * 5 + 1] * sg + m[row * 5 + 2] * sb + m[row * 5 + 3] * a + m[row * 5 + 4], 0), 1)
            }
            let na = out(3)
            red[k] = UInt8((out(0) * na * 255).rounded())
            green[k] = UInt8((out(1) * na * 255).rounded())
            blue[k] = UInt8((out(2) * na * 255).rounded())
            alpha[k] = UInt8((na * 255).rounded())
        }
    }
}
