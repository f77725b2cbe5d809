import Foundation

/// Draws a rendered layer through a perspective (`Homography`): every destination pixel is
/// mapped back into the layer and sampled bilinearly, so the foreshortening is exact and only
/// the resampling softens the layer (by under a pixel where it is not enlarged). Cairo draws
/// only affine transforms; this is what it cannot do.
public enum ProjectiveWarp {
    /// Fills `destination` (`width × height` premultiplied ARGB32, rows `stride` bytes apart,
    /// cleared beforehand) from `source`: destination pixel centre `(x + ½, y + ½)` goes
    /// through `inverse` to a point in source pixel coordinates (pixel `i` spans `i…i + 1`).
    /// What falls outside the source, or behind the eye, stays transparent.
    public static func warp(
        source: UnsafePointer<UInt8>, sourceWidth sw: Int, sourceHeight sh: Int, sourceStride: Int,
        into destination: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int,
        inverse: Homography
    ) {
        guard sw > 0, sh > 0 else { return }
        for y in 0..<height {
            let row = UnsafeMutableRawPointer(destination + y * stride).assumingMemoryBound(to: UInt32.self)
            let py = Double(y) + 0.5
            for x in 0..<width {
                let px = Double(x) + 0.5
                let w = inverse.m13 * px + inverse.m23 * py + inverse.m33
                guard w > 1e-9 else { continue }
                let u = (inverse.m11 * px + inverse.m21 * py + inverse.m31) / w - 0.5
                let v = (inverse.m12 * px + inverse.m22 * py + inverse.m32) / w - 0.5
                guard u > -1, v > -1, u < Double(sw), v < Double(sh) else { continue }
                let fu = u.rounded(.down), fv = v.rounded(.down)
                let i0 = Int(fu), j0 = Int(fv)
                let wx = UInt32(((u - fu) * 256).rounded()), wy = UInt32(((v - fv) * 256).rounded())
                func texel(_ i: Int, _ j: Int) -> UInt32 {
                    guard i >= 0, j >= 0, i < sw, j < sh else { return 0 }
                    return UnsafeRawPointer(source + j * sourceStride + i * 4).load(as: UInt32.self)
                }
                let p00 = texel(i0, j0), p10 = texel(i0 + 1, j0), p01 = texel(i0, j0 + 1), p11 = texel(i0 + 1, j0 + 1)
                if p00 | p10 | p01 | p11 == 0 { continue }
                var out: UInt32 = 0
                for shift in Swift.stride(from: 0 as UInt32, to: 32, by: 8) {
                    func c(_ p: UInt32) -> UInt32 { (p >> shift) & 0xFF }
                    let top = c(p00) * (256 - wx) + c(p10) * wx
                    let bottom = c(p01) * (256 - wx) + c(p11) * wx
                    out |= ((top * (256 - wy) + bottom * wy + 32768) >> 16) << shift
                }
                row[x] = out
            }
        }
    }
}
