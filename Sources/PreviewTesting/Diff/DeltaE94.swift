import Foundation

/// CIE ΔE 1994 (graphic arts: kL = kC = kH = 1, K1 = 0.045, K2 = 0.015) between 8-bit sRGB
/// pixels, through CIE XYZ (D65) and L*a*b*. 0 is identical, 100 is black against white, and
/// about 2 is the smallest difference a person notices. Core Image's `CILabDeltaE`, which
/// swift-snapshot-testing uses for `perceptualPrecision`, computes the same measure.
///
/// A translucent pixel is composited over white and over black (in sRGB values, as Cairo
/// composites), and the larger of the two distances counts: a change that shows on a light or
/// on a dark background is a change.
enum DeltaE94 {
    struct Lab {
        var l: Double
        var a: Double
        var b: Double
    }

    /// sRGB 8-bit value → linear light.
    private static let linear: [Double] = (0..<256).map { decode(Double($0) / 255) }

    @inline(__always)
    private static func decode(_ c: Double) -> Double {
        c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
    }

    @inline(__always)
    private static func f(_ t: Double) -> Double {
        t > 216.0 / 24389.0 ? cbrt(t) : (24389.0 / 27.0 * t + 16) / 116
    }

    /// L*a*b* of linear-light RGB.
    @inline(__always)
    static func lab(linearR r: Double, g: Double, b: Double) -> Lab {
        let x = (0.4124564 * r + 0.3575761 * g + 0.1804375 * b) / 0.95047
        let y = 0.2126729 * r + 0.7151522 * g + 0.0721750 * b
        let z = (0.0193339 * r + 0.1191920 * g + 0.9503041 * b) / 1.08883
        let fx = f(x), fy = f(y), fz = f(z)
        return Lab(l: 116 * fy - 16, a: 500 * (fx - fy), b: 200 * (fy - fz))
    }

    /// L*a*b* of an 8-bit RGBA pixel composited over a grey background (0 or 255).
    @inline(__always)
    static func lab(_ p: UnsafePointer<UInt8>, over background: Double) -> Lab {
        let alpha = p[3]
        if alpha == 255 {
            return lab(linearR: linear[Int(p[0])], g: linear[Int(p[1])], b: linear[Int(p[2])])
        }
        let a = Double(alpha) / 255
        func channel(_ c: UInt8) -> Double { decode((Double(c) * a + background * (1 - a)) / 255) }
        return lab(linearR: channel(p[0]), g: channel(p[1]), b: channel(p[2]))
    }

    /// ΔE94 with `reference` as the first (weighting) colour.
    @inline(__always)
    static func distance(_ reference: Lab, _ sample: Lab) -> Double {
        let dl = reference.l - sample.l
        let c1 = (reference.a * reference.a + reference.b * reference.b).squareRoot()
        let c2 = (sample.a * sample.a + sample.b * sample.b).squareRoot()
        let dc = c1 - c2
        let da = reference.a - sample.a, db = reference.b - sample.b
        let dh2 = max(0, da * da + db * db - dc * dc)
        let sc = 1 + 0.045 * c1, sh = 1 + 0.015 * c1
        return (dl * dl + (dc / sc) * (dc / sc) + dh2 / (sh * sh)).squareRoot()
    }

    /// ΔE94 between two RGBA pixels (see the type's note on translucency).
    static func distance(_ reference: UnsafePointer<UInt8>, _ sample: UnsafePointer<UInt8>) -> Double {
        if reference[3] == 255 && sample[3] == 255 {
            return distance(lab(reference, over: 255), lab(sample, over: 255))
        }
        let onWhite = distance(lab(reference, over: 255), lab(sample, over: 255))
        let onBlack = distance(lab(reference, over: 0), lab(sample, over: 0))
        return max(onWhite, onBlack)
    }
}
