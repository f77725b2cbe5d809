import Foundation

/// A function from progress (0…1) to eased progress, as SwiftUI's `UnitCurve`: the timing of
/// a `LinearKeyframe`, among others.
public struct UnitCurve: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case linear
        /// A cubic Bézier from (0, 0) to (1, 1) through two control points (CSS and Core
        /// Animation's timing functions).
        case bezier(CGPoint, CGPoint)
        case circularEaseIn, circularEaseOut, circularEaseInOut
        /// The inverse of another curve (its graph mirrored in the diagonal).
        indirect case inverse(Kind)
    }

    let kind: Kind

    init(_ kind: Kind) { self.kind = kind }

    /// A curve that does not ease.
    public static let linear = UnitCurve(.linear)
    /// Core Animation's `easeIn` timing function: (0.42, 0) (1, 1).
    public static let easeIn = UnitCurve(.bezier(CGPoint(x: 0.42, y: 0), CGPoint(x: 1, y: 1)))
    /// Core Animation's `easeOut` timing function: (0, 0) (0.58, 1).
    public static let easeOut = UnitCurve(.bezier(CGPoint(x: 0, y: 0), CGPoint(x: 0.58, y: 1)))
    /// Core Animation's `easeInEaseOut` timing function: (0.42, 0) (0.58, 1).
    public static let easeInOut = UnitCurve(.bezier(CGPoint(x: 0.42, y: 0), CGPoint(x: 0.58, y: 1)))
    /// A quarter circle that starts slow: `1 − √(1 − t²)`.
    public static let circularEaseIn = UnitCurve(.circularEaseIn)
    /// A quarter circle that ends slow: `√((2 − t) t)`.
    public static let circularEaseOut = UnitCurve(.circularEaseOut)
    /// The two quarter circles, half the time each.
    public static let circularEaseInOut = UnitCurve(.circularEaseInOut)

    /// A cubic Bézier timing curve from (0, 0) to (1, 1) through two control points.
    public static func bezier(startControlPoint: UnitPoint, endControlPoint: UnitPoint) -> UnitCurve {
        UnitCurve(.bezier(CGPoint(x: startControlPoint.x, y: startControlPoint.y),
                          CGPoint(x: endControlPoint.x, y: endControlPoint.y)))
    }

    /// The curve mirrored in the diagonal: its value at `y` is the progress where this curve
    /// reaches `y`.
    public var inverse: UnitCurve {
        if case .inverse(let k) = kind { return UnitCurve(k) }
        return UnitCurve(.inverse(kind))
    }

    /// The eased progress at `progress` (clamped to 0…1).
    public func value(at progress: Double) -> Double {
        Self.value(kind, at: min(max(progress, 0), 1))
    }

    /// The rate of change of the eased progress at `progress` (clamped to 0…1).
    public func velocity(at progress: Double) -> Double {
        Self.velocity(kind, at: min(max(progress, 0), 1))
    }

    private static func value(_ kind: Kind, at t: Double) -> Double {
        switch kind {
        case .linear: return t
        case let .bezier(c1, c2):
            let s = bezierParameter(forX: t, c1.x, c2.x)
            return bezier(s, c1.y, c2.y)
        case .circularEaseIn: return 1 - (1 - t * t).squareRoot()
        case .circularEaseOut: return ((2 - t) * t).squareRoot()
        case .circularEaseInOut:
            return t < 0.5 ? 0.5 * (1 - (1 - 4 * t * t).squareRoot())
                : 0.5 * ((1 - 4 * (t - 1) * (t - 1)).squareRoot() + 1)
        case let .inverse(k):
            // The progress where the curve reaches `t`, by bisection (curves are monotonic).
            var lo = 0.0, hi = 1.0
            for _ in 0..<60 {
                let mid = (lo + hi) / 2
                if value(k, at: mid) < t { lo = mid } else { hi = mid }
            }
            return (lo + hi) / 2
        }
    }

    private static func velocity(_ kind: Kind, at t: Double) -> Double {
        switch kind {
        case .linear: return 1
        case let .bezier(c1, c2):
            let s = bezierParameter(forX: t, c1.x, c2.x)
            let dx = bezierSlope(s, c1.x, c2.x), dy = bezierSlope(s, c1.y, c2.y)
            return dx == 0 ? (dy == 0 ? 0 : .infinity) : dy / dx
        case .circularEaseIn:
            let r = (1 - t * t).squareRoot()
            return r == 0 ? .infinity : t / r
        case .circularEaseOut:
            let r = ((2 - t) * t).squareRoot()
            return r == 0 ? .infinity : (1 - t) / r
        case .circularEaseInOut:
            if t < 0.5 {
                let r = (1 - 4 * t * t).squareRoot()
                return r == 0 ? .infinity : 2 * t / r
            }
            let r = (1 - 4 * (t - 1) * (t - 1)).squareRoot()
            return r == 0 ? .infinity : 2 * (1 - t) / r
        case let .inverse(k):
            let v = velocity(k, at: value(.inverse(k), at: t))
            return v == 0 ? .infinity : 1 / v
        }
    }

    /// One coordinate of the Bézier from 0 to 1 with control coordinates `a` and `b`.
    private static func bezier(_ s: Double, _ a: Double, _ b: Double) -> Double {
        let u = 1 - s
        return 3 * u * u * s * a + 3 * u * s * s * b + s * s * s
    }

    private static func bezierSlope(_ s: Double, _ a: Double, _ b: Double) -> Double {
        let u = 1 - s
        return 3 * u * u * a + 6 * u * s * (b - a) + 3 * s * s * (1 - b)
    }

    /// The Bézier parameter whose x is `x`: Newton's method, bisection where it strays.
    private static func bezierParameter(forX x: Double, _ a: Double, _ b: Double) -> Double {
        var s = x
        for _ in 0..<8 {
            let err = bezier(s, a, b) - x
            if abs(err) < 1e-12 { return s }
            let d = bezierSlope(s, a, b)
            guard abs(d) > 1e-9 else { break }
            s -= err / d
            if s < 0 || s > 1 { break }
        }
        var lo = 0.0, hi = 1.0
        s = x
        for _ in 0..<60 {
            if bezier(s, a, b) < x { lo = s } else { hi = s }
            s = (lo + hi) / 2
        }
        return s
    }
}
