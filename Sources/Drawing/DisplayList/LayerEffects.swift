import Foundation

/// A filter applied to the pixels of a group's layer (or, as a backdrop, to what is drawn
/// behind the group), in the order given. These are pixels by nature: the SVG backend embeds
/// the filtered layer as an image.
public enum LayerFilter: Sendable, Equatable {
    /// A Gaussian blur with standard deviation `radius` points, in the group's coordinates
    /// (three box blurs, see `GaussianBlur`). `opaque`: SwiftUI's `blur(radius:opaque:)` —
    /// the layer is cut to `bounds` (the view's frame, in the group's coordinates) and the
    /// blur samples its edge pixels beyond it (clamped), so the edges stay hard and no
    /// transparency comes in from outside.
    case blur(radius: Double, opaque: Bool = false, bounds: CGRect? = nil)
    /// A 4×5 colour matrix on straight (not premultiplied) sRGB components, as Core Image's
    /// `CIColorMatrix` and SVG's `feColorMatrix`.
    case colorMatrix(ColorMatrix)
}

/// A 4×5 matrix that maps a colour `(r, g, b, a)` (straight alpha, components in 0…1) to
/// `(r', g', b', a')`: each output is the dot product of its row's first four entries with
/// the input plus the fifth entry (a bias), clamped to 0…1. Row-major: `values[0..<5]` makes
/// red, `values[5..<10]` green, `values[10..<15]` blue, `values[15..<20]` alpha.
///
/// The constructors are SwiftUI's colour effects; where the formula comes from is said at
/// each. They work on gamma-encoded sRGB values, as Core Animation's filters do on iOS
/// (an estimate: iOS may filter in extended linear sRGB on some paths).
public struct ColorMatrix: Sendable, Hashable {
    public var values: [Double]

    public init(_ values: [Double]) {
        precondition(values.count == 20, "a colour matrix has 4 rows of 5 values")
        self.values = values
    }

    public static let identity = ColorMatrix([
        1, 0, 0, 0, 0,
        0, 1, 0, 0, 0,
        0, 0, 1, 0, 0,
        0, 0, 0, 1, 0,
    ])

    /// Rec. 709 luma weights, as SVG's and CSS's `saturate`, `hue-rotate`, `grayscale` and
    /// `luminanceToAlpha` use them (W3C Filter Effects Module Level 1, §9.6 feColorMatrix,
    /// rounded there to 0.213/0.715/0.072; §12 gives 0.2126/0.7152/0.0722 for grayscale).
    static let luma = (r: 0.2126, g: 0.7152, b: 0.0722)

    /// `brightness(_:)`: adds `amount` to red, green and blue (Core Image's `CIColorControls`
    /// inputBrightness; −1 turns everything black, 1 white).
    public static func brightness(_ amount: Double) -> ColorMatrix {
        ColorMatrix([
            1, 0, 0, 0, amount,
            0, 1, 0, 0, amount,
            0, 0, 1, 0, amount,
            0, 0, 0, 1, 0,
        ])
    }

    /// `contrast(_:)`: moves red, green and blue away from (or towards) mid-grey,
    /// `(c − 0.5) × amount + 0.5` (`CIColorControls` inputContrast; CSS `contrast()`, §12).
    /// 0 gives flat grey, 1 the original, negative values invert about grey.
    public static func contrast(_ amount: Double) -> ColorMatrix {
        let bias = 0.5 * (1 - amount)
        return ColorMatrix([
            amount, 0, 0, 0, bias,
            0, amount, 0, 0, bias,
            0, 0, amount, 0, bias,
            0, 0, 0, 1, 0,
        ])
    }

    /// `saturation(_:)`: SVG's `feColorMatrix type="saturate"` (§9.6) with Rec. 709 weights:
    /// 0 is grey of the same luma, 1 the original, above 1 more vivid.
    public static func saturation(_ s: Double) -> ColorMatrix {
        let (r, g, b) = luma
        return ColorMatrix([
            r + (1 - r) * s, g - g * s, b - b * s, 0, 0,
            r - r * s, g + (1 - g) * s, b - b * s, 0, 0,
            r - r * s, g - g * s, b + (1 - b) * s, 0, 0,
            0, 0, 0, 1, 0,
        ])
    }

    /// `grayscale(_:)`: CSS `grayscale(amount)` (Filter Effects §12), which is saturation of
    /// `1 − amount` (amount clamped to 0…1).
    public static func grayscale(_ amount: Double) -> ColorMatrix {
        saturation(1 - min(max(amount, 0), 1))
    }

    /// `hueRotation(_:)`: SVG's `feColorMatrix type="hueRotate"` (§9.6), turning hues by
    /// `radians` while keeping luma.
    public static func hueRotation(radians: Double) -> ColorMatrix {
        let c = cos(radians), s = sin(radians)
        return ColorMatrix([
            0.213 + c * 0.787 - s * 0.213, 0.715 - c * 0.715 - s * 0.715, 0.072 - c * 0.072 + s * 0.928, 0, 0,
            0.213 - c * 0.213 + s * 0.143, 0.715 + c * 0.285 + s * 0.140, 0.072 - c * 0.072 - s * 0.283, 0, 0,
            0.213 - c * 0.213 - s * 0.787, 0.715 - c * 0.715 + s * 0.715, 0.072 + c * 0.928 + s * 0.072, 0, 0,
            0, 0, 0, 1, 0,
        ])
    }

    /// `colorInvert()`: `1 − c` for red, green and blue; alpha kept (CSS `invert(1)`, §12).
    public static let invert = ColorMatrix([
        -1, 0, 0, 0, 1,
        0, -1, 0, 0, 1,
        0, 0, -1, 0, 1,
        0, 0, 0, 1, 0,
    ])

    /// `colorMultiply(_:)`: each component times the colour's, alpha included (Core Image's
    /// `CIMultiplyCompositing` with a constant colour; a translucent colour fades the view).
    public static func multiply(_ c: RGBAColor) -> ColorMatrix {
        ColorMatrix([
            c.red, 0, 0, 0, 0,
            0, c.green, 0, 0, 0,
            0, 0, c.blue, 0, 0,
            0, 0, 0, c.alpha, 0,
        ])
    }

    /// `luminanceToAlpha()`: SVG's `feColorMatrix type="luminanceToAlpha"` (§9.6): black,
    /// with alpha the luma of the colour (0.2125, 0.7154, 0.0721) — dark parts transparent.
    public static let luminanceToAlpha = ColorMatrix([
        0, 0, 0, 0, 0,
        0, 0, 0, 0, 0,
        0, 0, 0, 0, 0,
        0.2125, 0.7154, 0.0721, 0, 0,
    ])

    /// This matrix, then `next`.
    public func concatenating(_ next: ColorMatrix) -> ColorMatrix {
        var out = [Double](repeating: 0, count: 20)
        for row in 0..<4 {
            for col in 0..<5 {
                var v = col == 4 ? next.values[row * 5 + 4] : 0
                for k in 0..<4 { v += next.values[row * 5 + k] * values[k * 5 + col] }
                out[row * 5 + col] = v
            }
        }
        return ColorMatrix(out)
    }

    /// The matrix applied to one colour (clamped), for tests and for colours that need no pixels.
    public func apply(to c: RGBAColor) -> RGBAColor {
        let v = [c.red, c.green, c.blue, c.alpha]
        func row(_ r: Int) -> Double {
            let m = values[(r * 5)..<(r * 5 + 5)].map { $0 }
            return min(max(m[0] * v[0] + m[1] * v[1] + m[2] * v[2] + m[3] * v[3] + m[4], 0), 1)
        }
        return RGBAColor(red: row(0), green: row(1), blue: row(2), alpha: row(3))
    }
}

/// How a group's layer is composited onto what is already drawn: SwiftUI's `BlendMode`
/// cases (and the Porter–Duff ones `GraphicsContext.BlendMode` adds), drawn with Cairo's
/// operators (PDF's separable and non-separable blend modes, and Porter–Duff operators).
/// `plusDarker` has no Cairo operator: see `isDrawnExactly`.
///
/// The layer is composited over the whole of the group's clip: where it is transparent,
/// `clear`, `copy`, `sourceIn`, `sourceOut`, `destinationIn` and `destinationAtop` clear what
/// is below (`clearsOutsideSource`). Core Graphics applies a mode only where a drawing
/// covers; a group that means that clips itself to the drawing's outline.
public enum BlendMode: String, Sendable, Hashable, CaseIterable {
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight
    case difference, exclusion, hue, saturation, color, luminosity
    case sourceAtop, destinationOver, destinationOut, plusDarker, plusLighter
    case clear, copy, sourceIn, sourceOut, destinationIn, destinationAtop, xor

    /// Whether compositing a transparent layer by this mode changes what is below it.
    public var clearsOutsideSource: Bool {
        switch self {
        case .clear, .copy, .sourceIn, .sourceOut, .destinationIn, .destinationAtop: true
        default: false
        }
    }

    /// Whether Cairo draws this mode as Core Graphics does. `plusDarker`
    /// (`R = max(0, 1 − ((1 − D) + (1 − S)))`) is drawn as `multiply`, which is darker than
    /// the source and the destination alike but not by the same amount.
    public var isDrawnExactly: Bool { self != .plusDarker }

    /// What a mode Cairo lacks is drawn as.
    public var drawnAs: BlendMode { self == .plusDarker ? .multiply : self }
}

/// A mask for a group's layer: the layer is kept where `ops` (in the group's coordinates,
/// drawn as they would be) have alpha, as SwiftUI's `mask(alignment:_:)`.
public struct LayerMask: Sendable, Equatable {
    public var ops: [DisplayOp]

    public init(ops: [DisplayOp]) {
        self.ops = ops
    }
}

/// A projective (perspective) transform of the plane, SwiftUI's `ProjectionTransform`
/// convention: a point `(x, y)` goes to `((m11·x + m21·y + m31) / w, (m12·x + m22·y + m32) / w)`
/// with `w = m13·x + m23·y + m33`.
public struct Homography: Sendable, Hashable {
    public var m11: Double, m12: Double, m13: Double
    public var m21: Double, m22: Double, m23: Double
    public var m31: Double, m32: Double, m33: Double

    public init(m11: Double, m12: Double, m13: Double, m21: Double, m22: Double, m23: Double,
                m31: Double, m32: Double, m33: Double) {
        self.m11 = m11; self.m12 = m12; self.m13 = m13
        self.m21 = m21; self.m22 = m22; self.m23 = m23
        self.m31 = m31; self.m32 = m32; self.m33 = m33
    }

    public init(_ m: AffineMatrix) {
        self.init(m11: m.a, m12: m.b, m13: 0, m21: m.c, m22: m.d, m23: 0, m31: m.tx, m32: m.ty, m33: 1)
    }

    public static let identity = Homography(AffineMatrix.identity)

    /// Whether it is an affine transform (no perspective).
    public var isAffine: Bool { m13 == 0 && m23 == 0 && m33 == 1 }

    public var affine: AffineMatrix { AffineMatrix(a: m11, b: m12, c: m21, d: m22, tx: m31, ty: m32) }

    /// `self` first, then `other` (row vectors, as `ProjectionTransform.concatenating`).
    public func concatenating(_ o: Homography) -> Homography {
        Homography(
            m11: m11 * o.m11 + m12 * o.m21 + m13 * o.m31, m12: m11 * o.m12 + m12 * o.m22 + m13 * o.m32,
            m13: m11 * o.m13 + m12 * o.m23 + m13 * o.m33,
            m21: m21 * o.m11 + m22 * o.m21 + m23 * o.m31, m22: m21 * o.m12 + m22 * o.m22 + m23 * o.m32,
            m23: m21 * o.m13 + m22 * o.m23 + m23 * o.m33,
            m31: m31 * o.m11 + m32 * o.m21 + m33 * o.m31, m32: m31 * o.m12 + m32 * o.m22 + m33 * o.m32,
            m33: m31 * o.m13 + m32 * o.m23 + m33 * o.m33)
    }

    /// Where `p` goes, or nil when it goes behind the eye (`w ≤ 0`).
    public func apply(to p: CGPoint) -> CGPoint? {
        let w = m13 * p.x + m23 * p.y + m33
        guard w > 1e-9 else { return nil }
        return CGPoint(x: (m11 * p.x + m21 * p.y + m31) / w, y: (m12 * p.x + m22 * p.y + m32) / w)
    }

    public var inverted: Homography? {
        let c11 = m22 * m33 - m23 * m32, c12 = m21 * m33 - m23 * m31, c13 = m21 * m32 - m22 * m31
        let det = m11 * c11 - m12 * c12 + m13 * c13
        guard abs(det) > 1e-12 else { return nil }
        let c21 = m12 * m33 - m13 * m32, c22 = m11 * m33 - m13 * m31, c23 = m11 * m32 - m12 * m31
        let c31 = m12 * m23 - m13 * m22, c32 = m11 * m23 - m13 * m21, c33 = m11 * m22 - m12 * m21
        return Homography(
            m11: c11 / det, m12: -c21 / det, m13: c31 / det,
            m21: -c12 / det, m22: c22 / det, m23: -c32 / det,
            m31: c13 / det, m32: -c23 / det, m33: c33 / det)
    }
}
