import Drawing

/// Core Graphics' affine transform, which Foundation on Linux lacks: `x' = a·x + c·y + tx`,
/// `y' = b·x + d·y + ty`.
public struct CGAffineTransform: Sendable, Hashable {
    public var a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat

    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        self.a = a; self.b = b; self.c = c; self.d = d; self.tx = tx; self.ty = ty
    }

    public init() { self.init(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0) }

    public static let identity = CGAffineTransform()

    public init(translationX tx: CGFloat, y ty: CGFloat) { self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty) }
    public init(scaleX sx: CGFloat, y sy: CGFloat) { self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0) }
    public init(rotationAngle angle: CGFloat) {
        self.init(a: cos(angle), b: sin(angle), c: -sin(angle), d: cos(angle), tx: 0, ty: 0)
    }

    public var isIdentity: Bool { self == .identity }

    /// `self` first, then `t2`.
    public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform {
        CGAffineTransform(matrix.concatenating(t2.matrix))
    }

    public func translatedBy(x: CGFloat, y: CGFloat) -> CGAffineTransform {
        CGAffineTransform(translationX: x, y: y).concatenating(self)
    }

    public func scaledBy(x: CGFloat, y: CGFloat) -> CGAffineTransform {
        CGAffineTransform(scaleX: x, y: y).concatenating(self)
    }

    public func rotated(by angle: CGFloat) -> CGAffineTransform {
        CGAffineTransform(rotationAngle: angle).concatenating(self)
    }

    /// The inverse, or the transform itself when it has none (as Core Graphics does).
    public func inverted() -> CGAffineTransform {
        matrix.inverted.map(CGAffineTransform.init) ?? self
    }

    var matrix: AffineMatrix { AffineMatrix(a: a, b: b, c: c, d: d, tx: tx, ty: ty) }

    init(_ m: AffineMatrix) { self.init(a: m.a, b: m.b, c: m.c, d: m.d, tx: m.tx, ty: m.ty) }
}

extension CGPoint {
    public func applying(_ t: CGAffineTransform) -> CGPoint { t.matrix.apply(to: self) }
}

extension CGSize {
    public func applying(_ t: CGAffineTransform) -> CGSize { t.matrix.applyToDistance(self) }
}

extension CGRect {
    public func applying(_ t: CGAffineTransform) -> CGRect { t.matrix.apply(to: self) }
}

/// A projective transform of the plane, as SwiftUI's `ProjectionTransform`: a point
/// `(x, y)` goes to `((m11·x + m21·y + m31) / w, (m12·x + m22·y + m32) / w)` with
/// `w = m13·x + m23·y + m33`.
public struct ProjectionTransform: Sendable, Hashable {
    public var m11: CGFloat = 1, m12: CGFloat = 0, m13: CGFloat = 0
    public var m21: CGFloat = 0, m22: CGFloat = 1, m23: CGFloat = 0
    public var m31: CGFloat = 0, m32: CGFloat = 0, m33: CGFloat = 1

    public init() {}

    public init(_ m: CGAffineTransform) {
        m11 = m.a; m12 = m.b; m21 = m.c; m22 = m.d; m31 = m.tx; m32 = m.ty
    }

    init(_ h: Homography) {
        m11 = h.m11; m12 = h.m12; m13 = h.m13
        m21 = h.m21; m22 = h.m22; m23 = h.m23
        m31 = h.m31; m32 = h.m32; m33 = h.m33
    }

    var homography: Homography {
        Homography(m11: m11, m12: m12, m13: m13, m21: m21, m22: m22, m23: m23, m31: m31, m32: m32, m33: m33)
    }

    public var isIdentity: Bool { self == ProjectionTransform() }
    public var isAffine: Bool { m13 == 0 && m23 == 0 && m33 == 1 }

    /// `self` first, then `rhs`.
    public func concatenating(_ rhs: ProjectionTransform) -> ProjectionTransform {
        ProjectionTransform(homography.concatenating(rhs.homography))
    }

    /// Inverts in place; false (and unchanged) when singular.
    public mutating func invert() -> Bool {
        guard let h = homography.inverted else { return false }
        self = ProjectionTransform(h)
        return true
    }

    public func inverted() -> ProjectionTransform {
        var copy = self
        _ = copy.invert()
        return copy
    }

    /// SwiftUI's `rotation3DEffect` transform for a view of `size` (OpenSwiftUI's
    /// `_Rotation3DEffect.Data.transform`, audited against SwiftUI 6.5.4): move the anchor to
    /// the origin, rotate about `axis`, apply a perspective whose eye is
    /// `max(width, height) / perspective` away (`m34 = −1 / d`), move back; then drop z.
    static func rotation3D(_ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint,
                           anchorZ: CGFloat, perspective: CGFloat, size: CGSize) -> ProjectionTransform {
        typealias M4 = [[Double]]
        func mul(_ a: M4, _ b: M4) -> M4 {
            (0..<4).map { i in (0..<4).map { j in (0..<4).reduce(0) { $0 + a[i][$1] * b[$1][j] } } }
        }
        func translate(_ x: Double, _ y: Double, _ z: Double) -> M4 {
            [[1, 0, 0, 0], [0, 1, 0, 0], [0, 0, 1, 0], [x, y, z, 1]]
        }
        let ax = anchor.x * size.width, ay = anchor.y * size.height
        let length = (axis.x * axis.x + axis.y * axis.y + axis.z * axis.z).squareRoot()
        guard length > 0 else { return ProjectionTransform() }
        let (x, y, z) = (axis.x / length, axis.y / length, axis.z / length)
        let c = cos(angle.radians), s = sin(angle.radians), t = 1 - c
        // CATransform3DMakeRotation, row-vector convention (p' = p · M).
        let r: M4 = [
            [x * x * t + c, x * y * t + z * s, x * z * t - y * s, 0],
            [x * y * t - z * s, y * y * t + c, y * z * t + x * s, 0],
            [x * z * t + y * s, y * z * t - x * s, z * z * t + c, 0],
            [0, 0, 0, 1],
        ]
        var p = translate(0, 0, 0)
        let distance = max(size.width, size.height) / perspective
        if distance.isFinite, distance != 0 { p[2][3] = -1 / distance }
        let m = mul(mul(mul(translate(-ax, -ay, -anchorZ), r), p), translate(ax, ay, anchorZ))
        var out = ProjectionTransform()
        out.m11 = m[0][0]; out.m12 = m[0][1]; out.m13 = m[0][3]
        out.m21 = m[1][0]; out.m22 = m[1][1]; out.m23 = m[1][3]
        out.m31 = m[3][0]; out.m32 = m[3][1]; out.m33 = m[3][3]
        return out
    }
}

extension CGPoint {
    /// The point through a projective transform (points behind the eye go to infinity, as in
    /// SwiftUI).
    public func applying(_ t: ProjectionTransform) -> CGPoint {
        let w = t.m13 * x + t.m23 * y + t.m33
        let scale: CGFloat = w == 1 ? 1 : w <= 0 ? .infinity : 1 / w
        return CGPoint(x: (t.m11 * x + t.m21 * y + t.m31) * scale, y: (t.m12 * x + t.m22 * y + t.m32) * scale)
    }
}

extension View {
    /// Draws the view as if turned in three dimensions about `axis` through `anchor` (and
    /// `anchorZ`), seen in perspective (`perspective` 0: none). Layout is unchanged. Turns
    /// about the z axis alone, and `perspective: 0`, are affine and exact; a true perspective
    /// is drawn by warping the view's rendered layer, and reported.
    nonisolated public func rotation3DEffect(
        _ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center, anchorZ: CGFloat = 0,
        perspective: CGFloat = 1, _fileID: String = #fileID, _line: Int = #line
    ) -> some View {
        let site = CallSite(file: _fileID, line: _line)
        return wrapping {
            ProjectionEffectNode($0, cause: "rotation3DEffect with perspective is a pixel effect", site: site) { size in
                ProjectionTransform.rotation3D(angle, axis: axis, anchor: anchor, anchorZ: anchorZ, perspective: perspective, size: size)
                    .homography
            }
        }
    }

    /// Draws the view through a projective transform of its own coordinates (origin at its
    /// top-left); layout is unchanged.
    nonisolated public func projectionEffect(_ transform: ProjectionTransform, _fileID: String = #fileID, _line: Int = #line) -> some View {
        let site = CallSite(file: _fileID, line: _line)
        return wrapping { ProjectionEffectNode($0, cause: "projectionEffect with perspective is a pixel effect", site: site) { _ in transform.homography } }
    }

    /// Draws the view through an affine transform of its own coordinates (origin at its
    /// top-left); layout is unchanged. Exact.
    nonisolated public func transformEffect(_ transform: CGAffineTransform) -> some View {
        wrapping { ProjectionEffectNode($0, cause: "", site: nil) { _ in Homography(transform.matrix) } }
    }
}
