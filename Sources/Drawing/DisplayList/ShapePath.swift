import Foundation

/// How the corners of a rounded rectangle are drawn.
public enum CornerStyle: String, Sendable, Hashable {
    /// Quarter circles.
    case circular
    /// Apple's continuous ("squircle") corners, whose curvature eases into the straight edges.
    case continuous
}

/// One step of an arbitrary path.
public enum PathElement: Sendable, Equatable {
    case move(to: CGPoint)
    case line(to: CGPoint)
    case quadCurve(to: CGPoint, control: CGPoint)
    case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
    case closeSubpath
}

/// A shape to fill, stroke or clip to, in points. Common shapes stay named so that dumps read
/// well; every shape can be turned into path elements.
public enum ShapePath: Sendable, Equatable {
    case rect(CGRect)
    case roundedRect(CGRect, cornerRadius: Double, style: CornerStyle)
    case ellipse(CGRect)
    case capsule(CGRect)
    case path([PathElement])

    /// The smallest rectangle that holds the shape (control points included for curves).
    public var bounds: CGRect {
        switch self {
        case .rect(let r), .roundedRect(let r, _, _), .ellipse(let r), .capsule(let r):
            return r.standardized
        case .path(let elements):
            var minX = Double.infinity, minY = Double.infinity
            var maxX = -Double.infinity, maxY = -Double.infinity
            func add(_ p: CGPoint) {
                minX = min(minX, p.x); minY = min(minY, p.y)
                maxX = max(maxX, p.x); maxY = max(maxY, p.y)
            }
            for e in elements {
                switch e {
                case .move(let p), .line(let p): add(p)
                case .quadCurve(let p, let c): add(p); add(c)
                case .curve(let p, let c1, let c2): add(p); add(c1); add(c2)
                case .closeSubpath: break
                }
            }
            guard minX.isFinite else { return .null }
            return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
        }
    }

    /// The shape as path elements: lines and cubic Béziers only.
    public var elements: [PathElement] {
        switch self {
        case .rect(let r):
            let r = r.standardized
            return [
                .move(to: CGPoint(x: r.minX, y: r.minY)), .line(to: CGPoint(x: r.maxX, y: r.minY)),
                .line(to: CGPoint(x: r.maxX, y: r.maxY)), .line(to: CGPoint(x: r.minX, y: r.maxY)),
                .closeSubpath,
            ]
        case .roundedRect(let r, let radius, let style):
            let r = r.standardized
            if radius <= 0 { return ShapePath.rect(r).elements }
            switch style {
            case .circular: return Self.circularRoundedRect(r, radius: min(radius, min(r.width, r.height) / 2))
            case .continuous: return Self.continuousRoundedRect(r, radius: radius)
            }
        case .capsule(let r):
            let r = r.standardized
            return Self.circularRoundedRect(r, radius: min(r.width, r.height) / 2)
        case .ellipse(let r):
            return Self.ellipse(r.standardized)
        case .path(let elements):
            return elements
        }
    }

    /// Magic number for a quarter circle drawn as one cubic Bézier.
    static let kappa = 0.552_284_749_830_793_4

    static func ellipse(_ r: CGRect) -> [PathElement] {
        let (cx, cy, rx, ry) = (r.midX, r.midY, r.width / 2, r.height / 2)
        let (kx, ky) = (rx * kappa, ry * kappa)
        return [
            .move(to: CGPoint(x: cx + rx, y: cy)),
            .curve(to: CGPoint(x: cx, y: cy + ry), control1: CGPoint(x: cx + rx, y: cy + ky), control2: CGPoint(x: cx + kx, y: cy + ry)),
            .curve(to: CGPoint(x: cx - rx, y: cy), control1: CGPoint(x: cx - kx, y: cy + ry), control2: CGPoint(x: cx - rx, y: cy + ky)),
            .curve(to: CGPoint(x: cx, y: cy - ry), control1: CGPoint(x: cx - rx, y: cy - ky), control2: CGPoint(x: cx - kx, y: cy - ry)),
            .curve(to: CGPoint(x: cx + rx, y: cy), control1: CGPoint(x: cx + kx, y: cy - ry), control2: CGPoint(x: cx + rx, y: cy - ky)),
            .closeSubpath,
        ]
    }

    /// The four corners clockwise from the top-right, each with the direction of travel along
    /// the edge that arrives at it and along the edge that leaves it.
    private static func corners(_ r: CGRect) -> [(corner: CGPoint, incoming: CGPoint, outgoing: CGPoint)] {
        [
            (CGPoint(x: r.maxX, y: r.minY), CGPoint(x: 1, y: 0), CGPoint(x: 0, y: 1)),
            (CGPoint(x: r.maxX, y: r.maxY), CGPoint(x: 0, y: 1), CGPoint(x: -1, y: 0)),
            (CGPoint(x: r.minX, y: r.maxY), CGPoint(x: -1, y: 0), CGPoint(x: 0, y: -1)),
            (CGPoint(x: r.minX, y: r.minY), CGPoint(x: 0, y: -1), CGPoint(x: 1, y: 0)),
        ]
    }

    /// A point near a corner: `back` units before the corner along the incoming edge and
    /// `along` units down the outgoing edge.
    private static func point(
        _ c: (corner: CGPoint, incoming: CGPoint, outgoing: CGPoint), back: Double, along: Double
    ) -> CGPoint {
        CGPoint(
            x: c.corner.x - back * c.incoming.x + along * c.outgoing.x,
            y: c.corner.y - back * c.incoming.y + along * c.outgoing.y)
    }

    static func circularRoundedRect(_ r: CGRect, radius: Double) -> [PathElement] {
        let k = radius * (1 - kappa)
        var out: [PathElement] = [.move(to: CGPoint(x: r.minX + radius, y: r.minY))]
        for c in corners(r) {
            out.append(.line(to: point(c, back: radius, along: 0)))
            out.append(.curve(
                to: point(c, back: 0, along: radius),
                control1: point(c, back: k, along: 0), control2: point(c, back: 0, along: k)))
        }
        out.append(.closeSubpath)
        return out
    }

    /// How much of each edge a continuous corner of radius 1 takes.
    static let continuousCornerExtent = 1.528_664_83

    /// One continuous corner, as offsets (back along the incoming edge, along the outgoing edge)
    /// in units of the radius: a line end, then three cubic Béziers joined by a short line.
    /// The numbers are the widely published decomposition of UIKit's continuous corner.
    private static let continuousCorner: [(kind: Character, pts: [(Double, Double)])] = [
        ("C", [(1.088_49, 0), (0.868_41, 0), (0.669_93, 0.065_50)]),
        ("L", [(0.631_49, 0.074_91)]),
        ("C", [(0.372_82, 0.169_06), (0.169_06, 0.372_82), (0.074_91, 0.631_49)]),
        ("L", [(0.065_50, 0.669_93)]),
        ("C", [(0, 0.868_41), (0, 1.088_49), (0, 1.528_66)]),
    ]

    /// A rectangle whose corners are rounded each by its own radius (SwiftUI's
    /// `UnevenRoundedRectangle`), clockwise from the top-left edge as the other rounded
    /// rectangles are. A radius too large for the rectangle is reduced to the most that fits
    /// half its shorter side (E: how UIKit shares a side between two large corners is not
    /// measured).
    public static func unevenRoundedRect(_ r: CGRect, topLeft: Double, topRight: Double, bottomRight: Double, bottomLeft: Double,
                                         style: CornerStyle) -> [PathElement] {
        let r = r.standardized
        let extent = style == .continuous ? continuousCornerExtent : 1
        let limit = min(r.width, r.height) / 2 / extent
        // The corners in `corners(r)`'s order: top-right, bottom-right, bottom-left, top-left.
        let radii = [topRight, bottomRight, bottomLeft, topLeft].map { min(max($0, 0), limit) }
        var out: [PathElement] = [.move(to: CGPoint(x: r.minX + radii[3] * extent, y: r.minY))]
        for (c, radius) in zip(corners(r), radii) {
            let e = radius * extent
            out.append(.line(to: point(c, back: e, along: 0)))
            guard radius > 0 else { continue }
            if style == .circular {
                let k = radius * (1 - kappa)
                out.append(.curve(to: point(c, back: 0, along: radius), control1: point(c, back: k, along: 0), control2: point(c, back: 0, along: k)))
                continue
            }
            for step in continuousCorner {
                let p = step.pts.map { point(c, back: $0.0 * radius, along: $0.1 * radius) }
                if step.kind == "L" {
                    out.append(.line(to: p[0]))
                } else {
                    out.append(.curve(to: p[2], control1: p[0], control2: p[1]))
                }
            }
        }
        out.append(.closeSubpath)
        return out
    }

    static func continuousRoundedRect(_ r: CGRect, radius: Double) -> [PathElement] {
        // Each corner takes 1.5287 r of each edge; a radius too large for the rectangle is
        // reduced so the corners still meet.
        let radius = min(radius, min(r.width, r.height) / 2 / continuousCornerExtent)
        let e = continuousCornerExtent * radius
        var out: [PathElement] = [.move(to: CGPoint(x: r.minX + e, y: r.minY))]
        for c in corners(r) {
            out.append(.line(to: point(c, back: e, along: 0)))
            for step in continuousCorner {
                let p = step.pts.map { point(c, back: $0.0 * radius, along: $0.1 * radius) }
                if step.kind == "L" {
                    out.append(.line(to: p[0]))
                } else {
                    out.append(.curve(to: p[2], control1: p[0], control2: p[1]))
                }
            }
        }
        out.append(.closeSubpath)
        return out
    }
}
