import Foundation

/// A 2D affine transform, `x' = a·x + c·y + tx`, `y' = b·x + d·y + ty` (Cairo's and Core
/// Graphics' convention).
public struct AffineMatrix: Sendable, Hashable {
    public var a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double

    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        self.a = a; self.b = b; self.c = c; self.d = d; self.tx = tx; self.ty = ty
    }

    public static let identity = AffineMatrix(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    public static func translation(x: Double, y: Double) -> AffineMatrix {
        AffineMatrix(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y)
    }

    public static func scale(x: Double, y: Double) -> AffineMatrix {
        AffineMatrix(a: x, b: 0, c: 0, d: y, tx: 0, ty: 0)
    }

    /// A rotation by `radians` (positive turns clockwise on screen, where y points down).
    public static func rotation(radians: Double) -> AffineMatrix {
        let (s, c) = (sin(radians), cos(radians))
        return AffineMatrix(a: c, b: s, c: -s, d: c, tx: 0, ty: 0)
    }

    /// A rotation about a point rather than the origin.
    public static func rotation(radians: Double, about p: CGPoint) -> AffineMatrix {
        translation(x: -p.x, y: -p.y).concatenating(rotation(radians: radians))
            .concatenating(translation(x: p.x, y: p.y))
    }

    /// A scale about a point rather than the origin.
    public static func scale(x: Double, y: Double, about p: CGPoint) -> AffineMatrix {
        translation(x: -p.x, y: -p.y).concatenating(scale(x: x, y: y))
            .concatenating(translation(x: p.x, y: p.y))
    }

    /// `self` first, then `other`.
    public func concatenating(_ other: AffineMatrix) -> AffineMatrix {
        AffineMatrix(
            a: a * other.a + b * other.c,
            b: a * other.b + b * other.d,
            c: c * other.a + d * other.c,
            d: c * other.b + d * other.d,
            tx: tx * other.a + ty * other.c + other.tx,
            ty: tx * other.b + ty * other.d + other.ty)
    }

    public var isIdentity: Bool { self == .identity }

    /// Whether the transform flattens the plane to a line or a point (a scale of zero on an
    /// axis): nothing drawn through it covers any area, and it has no inverse.
    public var isSingular: Bool { abs(a * d - b * c) < 1e-12 }

    /// True when the matrix only moves (no rotation, scale or shear).
    public var isTranslation: Bool { a == 1 && b == 0 && c == 0 && d == 1 }

    public func apply(to p: CGPoint) -> CGPoint {
        CGPoint(x: a * p.x + c * p.y + tx, y: b * p.x + d * p.y + ty)
    }

    /// Applies the linear part only (for distances such as shadow offsets).
    public func applyToDistance(_ v: CGSize) -> CGSize {
        CGSize(width: a * v.width + c * v.height, height: b * v.width + d * v.height)
    }

    /// The axis-aligned box around the transformed corners of `rect`.
    public func apply(to rect: CGRect) -> CGRect {
        if rect.isNull { return rect }
        if isTranslation { return rect.offsetBy(dx: tx, dy: ty) }
        let pts = [
            apply(to: CGPoint(x: rect.minX, y: rect.minY)), apply(to: CGPoint(x: rect.maxX, y: rect.minY)),
            apply(to: CGPoint(x: rect.minX, y: rect.maxY)), apply(to: CGPoint(x: rect.maxX, y: rect.maxY)),
        ]
        let xs = pts.map(\.x), ys = pts.map(\.y)
        return CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }

    /// The geometric mean of the axis scale factors: how much a length grows on average.
    public var meanScale: Double {
        (abs(a * d - b * c)).squareRoot()
    }

    public var inverted: AffineMatrix? {
        let det = a * d - b * c
        guard det != 0 else { return nil }
        return AffineMatrix(
            a: d / det, b: -b / det, c: -c / det, d: a / det,
            tx: (c * ty - d * tx) / det, ty: (b * tx - a * ty) / det)
    }
}
