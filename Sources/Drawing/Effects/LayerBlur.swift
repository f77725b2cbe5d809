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
        let low = planes(data, width: width, height: height, stride: stride, sigma: sigma, clampsEdges: clampsEdges,
                         colorMatrix: colorMatrix)
        defer { low.buffer.deallocate() }
        upsample(low.buffer, pw: low.width, ph: low.height, margin: low.margin, factor: low.factor,
                 into: data, width: width, height: height, stride: stride)
    }

    /// Where a blur is kept at the resolution it was worked at: `width × height` pixels, each
    /// `factor` input pixels wide; the pixel at (`margin`, `margin`) is the block at the
    /// input's top-left, and the margin holds what the blur spread past the edges. Drawing it
    /// scaled up by `factor` with bilinear filtering gives the blur at full resolution without
    /// making it (cheaper when the drawing backend scales anyway).
    public struct LowResolution: Sendable, Equatable {
        public var width: Int, height: Int, factor: Int, margin: Int
    }

    /// The low-resolution geometry of a blur of `width × height` pixels with `sigma`.
    public static func lowResolution(width: Int, height: Int, sigma: Double) -> LowResolution {
        let f = downsampleFactor(sigma: sigma)
        let lw = (width + f - 1) / f, lh = (height + f - 1) / f
        let margin = Int((3 * sigma / Double(f)).rounded(.up)) + 2
        return LowResolution(width: lw + 2 * margin, height: lh + 2 * margin, factor: f, margin: margin)
    }

    /// The blur of `width × height` pixels (see `blur`) written at its working resolution
    /// (`lowResolution(width:height:sigma:)`) into `destination`, premultiplied ARGB32 rows
    /// `destinationStride` bytes apart.
    public static func blurAtLowResolution(
        _ data: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, sigma: Double,
        clampsEdges: Bool = false, colorMatrix: ColorMatrix? = nil,
        into destination: UnsafeMutablePointer<UInt8>, destinationStride: Int
    ) {
        let low = planes(data, width: width, height: height, stride: stride, sigma: max(sigma, 0.25),
                         clampsEdges: clampsEdges, colorMatrix: colorMatrix)
        defer { low.buffer.deallocate() }
        let planeSize = low.width * low.height
        for y in 0..<low.height {
            let row = destination + y * destinationStride
            let i = y * low.width
            for x in 0..<low.width {
                row[x * 4] = low.buffer[i + x]
                row[x * 4 + 1] = low.buffer[planeSize + i + x]
                row[x * 4 + 2] = low.buffer[2 * planeSize + i + x]
                row[x * 4 + 3] = low.buffer[3 * planeSize + i + x]
            }
        }
    }

    /// The four blurred planes (blue, green, red, alpha, one after the other), with their
    /// margin; the caller deallocates `buffer`.
    private static func planes(
        _ data: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, sigma: Double,
        clampsEdges: Bool, colorMatrix: ColorMatrix?
    ) -> (buffer: UnsafeMutablePointer<UInt8>, width: Int, height: Int, factor: Int, margin: Int) {
        // The planes have a margin the blur can spread into (and, clamping, read from): past
        // it the blur's three boxes reach no pixel that is kept.
        let geometry = lowResolution(width: width, height: height, sigma: sigma)
        let (f, margin, pw, ph) = (geometry.factor, geometry.margin, geometry.width, geometry.height)
        let lowSigma = sigma / Double(f)
        let lw = pw - 2 * margin, lh = ph - 2 * margin
        let planeSize = pw * ph
        let planes = UnsafeMutablePointer<UInt8>.allocate(capacity: planeSize * 4)
        planes.initialize(repeating: 0, count: planeSize * 4)
        downsample(data, width: width, height: height, stride: stride, factor: f, into: planes, pw: pw, margin: margin,
                   clampsEdges: clampsEdges)
        if clampsEdges {
            for c in 0..<4 { repeatEdges(planes + c * planeSize, lw: lw, lh: lh, pw: pw, ph: ph, margin: margin) }
        }
        for c in 0..<4 {
            GaussianBlur.blur(planes + c * planeSize, width: pw, height: ph, stride: pw, sigma: lowSigma)
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
        return (planes, pw, ph, f, margin)
    }

    /// Planes (blue, green, red, alpha, each `pw` wide, the pixels `margin` in from the
    /// top-left) of the averages of `f × f` blocks. A block cut by the right or bottom edge
    /// averages the pixels it has when clamping (the edge goes on), counts the rest as
    /// transparent otherwise.
    private static func downsample(
        _ data: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, factor f: Int,
        into planes: UnsafeMutablePointer<UInt8>, pw: Int, margin: Int, clampsEdges: Bool
    ) {
        let lw = (width + f - 1) / f, lh = (height + f - 1) / f
        let planeSize = pw * (lh + 2 * margin)
        let sums = UnsafeMutablePointer<SIMD4<UInt32>>.allocate(capacity: lw)
        defer { sums.deallocate() }
        for ly in 0..<lh {
            sums.update(repeating: .zero, count: lw)
            let rows = min(height, ly * f + f) - ly * f
            for y in (ly * f)..<(ly * f + rows) {
                let row = UnsafeRawPointer(data + y * stride)
                var x = 0
                for lx in 0..<lw {
                    var s = sums[lx]
                    let end = min(width, x + f)
                    while x < end {
                        s &+= SIMD4<UInt32>(truncatingIfNeeded: row.loadUnaligned(fromByteOffset: x * 4, as: SIMD4<UInt8>.self))
                        x += 1
                    }
                    sums[lx] = s
                }
            }
            let base = (ly + margin) * pw + margin
            for lx in 0..<lw {
                let columns = min(width, lx * f + f) - lx * f
                let area = UInt32(clampsEdges ? rows * columns : f * f)
                let v = (sums[lx] &+ SIMD4(repeating: area / 2)) / SIMD4(repeating: area)
                for c in 0..<4 { planes[c * planeSize + base + lx] = UInt8(truncatingIfNeeded: v[c]) }
            }
        }
    }

    /// Fills a plane's margin with its edge pixels repeated.
    private static func repeatEdges(_ p: UnsafeMutablePointer<UInt8>, lw: Int, lh: Int, pw: Int, ph: Int, margin: Int) {
        for y in margin..<(margin + lh) {
            let row = p + y * pw
            row.update(repeating: row[margin], count: margin)
            (row + margin + lw).update(repeating: row[margin + lw - 1], count: pw - margin - lw)
        }
        for y in 0..<margin { (p + y * pw).update(from: p + margin * pw, count: pw) }
        for y in (margin + lh)..<ph { (p + y * pw).update(from: p + (margin + lh - 1) * pw, count: pw) }
    }

    /// Bilinear interpolation of the planes back to `width × height` interleaved pixels: the
    /// centre of low-resolution pixel `j` is at full-resolution `(j + ½) · f`.
    private static func upsample(
        _ planes: UnsafeMutablePointer<UInt8>, pw: Int, ph: Int, margin: Int, factor f: Int,
        into data: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int
    ) {
        let planeSize = pw * ph
        if f == 1 {
            for y in 0..<height {
                let row = data + y * stride
                let i = (y + margin) * pw + margin
                for x in 0..<width {
                    row[x * 4] = planes[i + x]
                    row[x * 4 + 1] = planes[planeSize + i + x]
                    row[x * 4 + 2] = planes[2 * planeSize + i + x]
                    row[x * 4 + 3] = planes[3 * planeSize + i + x]
                }
            }
            return
        }
        // Taps (indices into the plane, margin included) and 8-bit weights along each axis.
        func taps(_ n: Int) -> [(Int, UInt32)] {
            (0..<n).map { x in
                let u = (Double(x) + 0.5) / Double(f) - 0.5
                let base = u.rounded(.down)
                return (Int(base) + margin, UInt32(((u - base) * 256).rounded()))
            }
        }
        let xs = taps(width), ys = taps(height)
        // One low-resolution row interpolated vertically (×256), the four channels together.
        let row4 = UnsafeMutablePointer<SIMD4<UInt32>>.allocate(capacity: pw)
        defer { row4.deallocate() }
        for y in 0..<height {
            let (r0, wy) = ys[y]
            let a = r0 * pw, b = (r0 + 1) * pw
            let wa = SIMD4<UInt32>(repeating: 256 - wy), wb = SIMD4<UInt32>(repeating: wy)
            for lx in 0..<pw {
                let top = SIMD4<UInt32>(UInt32(planes[a + lx]), UInt32(planes[planeSize + a + lx]),
                                        UInt32(planes[2 * planeSize + a + lx]), UInt32(planes[3 * planeSize + a + lx]))
                let bottom = SIMD4<UInt32>(UInt32(planes[b + lx]), UInt32(planes[planeSize + b + lx]),
                                           UInt32(planes[2 * planeSize + b + lx]), UInt32(planes[3 * planeSize + b + lx]))
                row4[lx] = top &* wa &+ bottom &* wb
            }
            let out = UnsafeMutableRawPointer(data + y * stride)
            let half = SIMD4<UInt32>(repeating: 32768)
            for x in 0..<width {
                let (c0, wx) = xs[x]
                let v = (row4[c0] &* SIMD4(repeating: 256 - wx) &+ row4[c0 + 1] &* SIMD4(repeating: wx) &+ half) &>> 16
                out.storeBytes(of: SIMD4<UInt8>(truncatingIfNeeded: v), toByteOffset: x * 4, as: SIMD4<UInt8>.self)
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
