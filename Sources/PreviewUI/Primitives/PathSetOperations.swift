import Drawing

// The set operations of iOS 17's `Path` and `Shape`, as real outlines: both paths are
// flattened to polygons (curves within `PathPolygons.tolerance` of the true curve), every
// edge is cut where it meets another, and each piece is kept when the result's region lies on
// exactly one side of it, turned so that the region is on its left. The kept pieces, joined
// end to end, are the outline of the result, which fills by the non-zero rule and strokes as
// the boundary it is.

extension Path {
    /// The region inside this path or `other` (`eoFill`: insides by the even-odd rule).
    public func union(_ other: Path, eoFill: Bool = false) -> Path {
        PathPolygons.region(self, other, eoFill: eoFill) { $0 || $1 }
    }

    /// The region inside both this path and `other`.
    public func intersection(_ other: Path, eoFill: Bool = false) -> Path {
        PathPolygons.region(self, other, eoFill: eoFill) { $0 && $1 }
    }

    /// The region inside this path and outside `other`.
    public func subtracting(_ other: Path, eoFill: Bool = false) -> Path {
        PathPolygons.region(self, other, eoFill: eoFill) { $0 && !$1 }
    }

    /// The region inside exactly one of this path and `other`.
    public func symmetricDifference(_ other: Path, eoFill: Bool = false) -> Path {
        PathPolygons.region(self, other, eoFill: eoFill) { $0 != $1 }
    }

    /// The parts of this path's line inside `other`.
    public func lineIntersection(_ other: Path, eoFill: Bool = false) -> Path {
        PathPolygons.line(self, cutBy: other, eoFill: eoFill, keepInside: true)
    }

    /// The parts of this path's line outside `other`.
    public func lineSubtraction(_ other: Path, eoFill: Bool = false) -> Path {
        PathPolygons.line(self, cutBy: other, eoFill: eoFill, keepInside: false)
    }

    /// The same region as an outline without crossings or overlaps, filled the same by either rule.
    public func normalized(eoFill: Bool = true) -> Path {
        PathPolygons.region(self, Path(), eoFill: eoFill) { a, _ in a }
    }

    /// Whether `point` is inside the path (by the non-zero rule, or even-odd with `eoFill`).
    public func contains(_ point: CGPoint, eoFill: Bool = false) -> Bool {
        PathPolygons(self, closing: true).contains(point, eoFill: eoFill)
    }
}

extension Shape {
    /// The region inside this shape or `other`, in the same rectangle.
    nonisolated public func union<T: Shape>(_ other: T, eoFill: Bool = false) -> some Shape {
        _SetOperationShape(a: self, b: other) { $0.union($1, eoFill: eoFill) }
    }

    /// The region inside both this shape and `other`.
    nonisolated public func intersection<T: Shape>(_ other: T, eoFill: Bool = false) -> some Shape {
        _SetOperationShape(a: self, b: other) { $0.intersection($1, eoFill: eoFill) }
    }

    /// The region inside this shape and outside `other`.
    nonisolated public func subtracting<T: Shape>(_ other: T, eoFill: Bool = false) -> some Shape {
        _SetOperationShape(a: self, b: other) { $0.subtracting($1, eoFill: eoFill) }
    }

    /// The region inside exactly one of this shape and `other`.
    nonisolated public func symmetricDifference<T: Shape>(_ other: T, eoFill: Bool = false) -> some Shape {
        _SetOperationShape(a: self, b: other) { $0.symmetricDifference($1, eoFill: eoFill) }
    }

    /// The parts of this shape's outline inside `other`.
    nonisolated public func lineIntersection<T: Shape>(_ other: T, eoFill: Bool = false) -> some Shape {
        _SetOperationShape(a: self, b: other) { $0.lineIntersection($1, eoFill: eoFill) }
    }

    /// The parts of this shape's outline outside `other`.
    nonisolated public func lineSubtraction<T: Shape>(_ other: T, eoFill: Bool = false) -> some Shape {
        _SetOperationShape(a: self, b: other) { $0.lineSubtraction($1, eoFill: eoFill) }
    }
}

/// Two shapes in the same rectangle combined by a set operation of their paths.
struct _SetOperationShape<A: Shape, B: Shape>: Shape {
    let a: A
    let b: B
    let combine: @Sendable (Path, Path) -> Path

    func path(in rect: CGRect) -> Path { combine(a.path(in: rect), b.path(in: rect)) }
    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { a.sizeThatFits(proposal) }
}

/// A path as polygons: one ring of points per subpath.
struct PathPolygons {
    struct Ring {
        var points: [CGPoint]
        var closed: Bool
    }

    /// How far a flattened curve may stray from the curve, in points (a fortieth of a pixel at 3x).
    static let tolerance = 0.01

    var rings: [Ring] = []

    /// The subpaths of `path` as rings; `closing` marks them all closed (fills close them).
    init(_ path: Path, closing: Bool) {
        self.init(elements: path.elements, closing: closing)
    }

    init(elements: [PathElement], closing: Bool) {
        var current: [CGPoint] = []
        var closed = false
        func flush() {
            if current.count > 1 { rings.append(Ring(points: current, closed: closing || closed)) }
            current = []
            closed = false
        }
        for e in elements {
            switch e {
            case .move(let p):
                flush()
                current = [p]
            case .line(let p):
                if current.isEmpty { current = [p] } else { current.append(p) }
            case .quadCurve(let p, let c):
                guard let p0 = current.last else { current = [p]; continue }
                let d = hypot(p0.x - 2 * c.x + p.x, p0.y - 2 * c.y + p.y)
                let n = Self.steps(sqrt(d / (4 * Self.tolerance)))
                for k in 1...n {
                    let t = Double(k) / Double(n), u = 1 - t
                    current.append(CGPoint(x: u * u * p0.x + 2 * u * t * c.x + t * t * p.x,
                                           y: u * u * p0.y + 2 * u * t * c.y + t * t * p.y))
                }
            case .curve(let p, let c1, let c2):
                guard let p0 = current.last else { current = [p]; continue }
                // Wang's bound for a cubic: n = √(3·max|Δ²| / (4·tolerance)).
                let d = max(hypot(p0.x - 2 * c1.x + c2.x, p0.y - 2 * c1.y + c2.y),
                            hypot(c1.x - 2 * c2.x + p.x, c1.y - 2 * c2.y + p.y))
                let n = Self.steps(sqrt(3 * d / (4 * Self.tolerance)))
                for k in 1...n {
                    let t = Double(k) / Double(n), u = 1 - t
                    let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, dd = t * t * t
                    current.append(CGPoint(x: a * p0.x + b * c1.x + c * c2.x + dd * p.x,
                                           y: a * p0.y + b * c1.y + c * c2.y + dd * p.y))
                }
            case .closeSubpath:
                let start = current.first
                closed = true
                flush()
                // Drawing on after a close starts from the closed subpath's start.
                if let start { current = [start] }
            }
        }
        flush()
    }

    private static func steps(_ n: Double) -> Int { n.isFinite ? min(max(Int(n.rounded(.up)), 1), 512) : 1 }

    /// The edges of the rings (a closed ring's closing edge included).
    var edges: [(CGPoint, CGPoint)] {
        var out: [(CGPoint, CGPoint)] = []
        for r in rings {
            for i in 1..<r.points.count { out.append((r.points[i - 1], r.points[i])) }
            if r.closed, let first = r.points.first, let last = r.points.last, first != last { out.append((last, first)) }
        }
        return out
    }

    /// The winding number of the rings about `p` (every ring taken as closed).
    func winding(_ p: CGPoint) -> Int {
        var w = 0
        for r in rings {
            let pts = r.points
            var a = pts[pts.count - 1]
            for b in pts {
                defer { a = b }
                let side = (b.x - a.x) * (p.y - a.y) - (p.x - a.x) * (b.y - a.y)
                if a.y <= p.y {
                    if b.y > p.y, side > 0 { w += 1 }
                } else if b.y <= p.y, side < 0 {
                    w -= 1
                }
            }
        }
        return w
    }

    func contains(_ p: CGPoint, eoFill: Bool) -> Bool {
        let w = winding(p)
        return eoFill ? w % 2 != 0 : w != 0
    }

    // MARK: Cutting edges where they meet

    /// An edge with the points where it is cut, as fractions of its length.
    private struct CutEdge {
        var a: CGPoint, b: CGPoint
        var cuts: [(t: Double, p: CGPoint)] = []
        var pieces: [(CGPoint, CGPoint)] {
            let sorted = cuts.sorted { $0.t < $1.t }
            var out: [(CGPoint, CGPoint)] = []
            var from = a
            for c in sorted where c.p != from {
                out.append((from, c.p))
                from = c.p
            }
            if from != b { out.append((from, b)) }
            return out
        }
    }

    /// Cuts every edge of `cut` where an edge of `by` (or, with `selfToo`, another of `cut`)
    /// meets it; the same point is given to both edges, so the pieces join exactly.
    private static func cut(_ edges: inout [CutEdge], against others: [(CGPoint, CGPoint)], selfToo: Bool) {
        // Every edge of both sets, sorted by left end, swept left to right.
        struct Item { var index: Int; var own: Bool; var minX: Double; var maxX: Double }
        var items = edges.enumerated().map { Item(index: $0.offset, own: true, minX: min($0.element.a.x, $0.element.b.x),
                                                  maxX: max($0.element.a.x, $0.element.b.x)) }
        items += others.enumerated().map { Item(index: $0.offset, own: false, minX: min($0.element.0.x, $0.element.1.x),
                                               maxX: max($0.element.0.x, $0.element.1.x)) }
        items.sort { $0.minX < $1.minX }
        func ends(_ item: Item) -> (CGPoint, CGPoint) { item.own ? (edges[item.index].a, edges[item.index].b) : others[item.index] }
        for i in items.indices {
            let x = items[i]
            var j = i + 1
            while j < items.count, items[j].minX <= x.maxX + 1e-9 {
                defer { j += 1 }
                let y = items[j]
                guard x.own || y.own, selfToo || x.own != y.own else { continue }
                let (p1, p2) = ends(x), (q1, q2) = ends(y)
                guard min(p1.y, p2.y) <= max(q1.y, q2.y) + 1e-9, min(q1.y, q2.y) <= max(p1.y, p2.y) + 1e-9 else { continue }
                for (t, u, point) in meetings(p1, p2, q1, q2) {
                    if x.own, t > 1e-9, t < 1 - 1e-9 { edges[x.index].cuts.append((t, point)) }
                    if y.own, u > 1e-9, u < 1 - 1e-9 { edges[y.index].cuts.append((u, point)) }
                }
            }
        }
    }

    /// Where segments p1p2 and q1q2 meet: a crossing, a touching end, or the ends of an overlap.
    private static func meetings(_ p1: CGPoint, _ p2: CGPoint, _ q1: CGPoint, _ q2: CGPoint) -> [(Double, Double, CGPoint)] {
        let r = CGPoint(x: p2.x - p1.x, y: p2.y - p1.y), s = CGPoint(x: q2.x - q1.x, y: q2.y - q1.y)
        let denom = r.x * s.y - r.y * s.x
        let qp = CGPoint(x: q1.x - p1.x, y: q1.y - p1.y)
        let rr = r.x * r.x + r.y * r.y, ss = s.x * s.x + s.y * s.y
        guard rr > 0, ss > 0 else { return [] }
        if abs(denom) > 1e-12 * sqrt(rr * ss) {
            let t = (qp.x * s.y - qp.y * s.x) / denom, u = (qp.x * r.y - qp.y * r.x) / denom
            guard t >= -1e-9, t <= 1 + 1e-9, u >= -1e-9, u <= 1 + 1e-9 else { return [] }
            // An end that lies on the other edge is that point exactly.
            let point = u <= 1e-9 ? q1 : u >= 1 - 1e-9 ? q2 : t <= 1e-9 ? p1 : t >= 1 - 1e-9 ? p2
                : CGPoint(x: p1.x + t * r.x, y: p1.y + t * r.y)
            return [(t, u, point)]
        }
        // Parallel: only collinear overlaps meet, at the ends of each inside the other.
        guard abs(qp.x * r.y - qp.y * r.x) <= 1e-9 * sqrt(rr) else { return [] }
        func along(_ p: CGPoint) -> Double { ((p.x - p1.x) * r.x + (p.y - p1.y) * r.y) / rr }
        func alongQ(_ p: CGPoint) -> Double { ((p.x - q1.x) * s.x + (p.y - q1.y) * s.y) / ss }
        var out: [(Double, Double, CGPoint)] = []
        for q in [q1, q2] {
            let t = along(q)
            if t > 1e-9, t < 1 - 1e-9 { out.append((t, alongQ(q), q)) }
        }
        for p in [p1, p2] {
            let u = alongQ(p)
            if u > 1e-9, u < 1 - 1e-9 { out.append((along(p), u, p)) }
        }
        return out
    }

    // MARK: The operations

    /// The outline of the region where `keep(inside a, inside b)` holds.
    static func region(_ a: Path, _ b: Path, eoFill: Bool, keep: (Bool, Bool) -> Bool) -> Path {
        let pa = PathPolygons(a, closing: true), pb = PathPolygons(b, closing: true)
        let edgesA = pa.edges, edgesB = pb.edges
        var cutEdges = (edgesA + edgesB).map { CutEdge(a: $0.0, b: $0.1) }
        cut(&cutEdges, against: [], selfToo: true)
        func inside(_ p: CGPoint) -> Bool { keep(pa.contains(p, eoFill: eoFill), pb.contains(p, eoFill: eoFill)) }

        struct Key: Hashable { var x: Int64, y: Int64 }
        func key(_ p: CGPoint) -> Key { Key(x: Int64((p.x * 1e6).rounded()), y: Int64((p.y * 1e6).rounded())) }
        var kept: [(CGPoint, CGPoint)] = []
        var seen = Set<[Key]>()
        for edge in cutEdges {
            for (p, q) in edge.pieces {
                let dx = q.x - p.x, dy = q.y - p.y, len = hypot(dx, dy)
                guard len > 1e-9 else { continue }
                let m = CGPoint(x: (p.x + q.x) / 2, y: (p.y + q.y) / 2)
                let eps = min(1e-4, len / 4)
                let n = CGPoint(x: -dy / len * eps, y: dx / len * eps)
                let left = inside(CGPoint(x: m.x + n.x, y: m.y + n.y)), right = inside(CGPoint(x: m.x - n.x, y: m.y - n.y))
                guard left != right else { continue }
                let piece = left ? (p, q) : (q, p)
                // An edge both paths share is one edge of the outline.
                guard seen.insert([key(piece.0), key(piece.1)]).inserted else { continue }
                kept.append(piece)
            }
        }
        return joined(kept)
    }

    /// The pieces, joined end to end into closed subpaths.
    private static func joined(_ pieces: [(CGPoint, CGPoint)]) -> Path {
        struct Key: Hashable { var x: Int64, y: Int64 }
        func key(_ p: CGPoint) -> Key { Key(x: Int64((p.x * 1e6).rounded()), y: Int64((p.y * 1e6).rounded())) }
        var starting: [Key: [Int]] = [:]
        for (i, piece) in pieces.enumerated() { starting[key(piece.0), default: []].append(i) }
        var used = [Bool](repeating: false, count: pieces.count)
        var elements: [PathElement] = []
        for first in pieces.indices where !used[first] {
            used[first] = true
            let start = pieces[first].0
            elements.append(.move(to: start))
            var at = pieces[first].1
            while key(at) != key(start) {
                elements.append(.line(to: at))
                guard let next = starting[key(at)]?.first(where: { !used[$0] }) else { break }
                used[next] = true
                at = pieces[next].1
            }
            elements.append(.closeSubpath)
        }
        var out = Path()
        out.storage = .elements(elements)
        return out
    }

    /// The pieces of `path`'s line inside (or outside) `other`'s region, in the line's order.
    static func line(_ path: Path, cutBy other: Path, eoFill: Bool, keepInside: Bool) -> Path {
        let line = PathPolygons(path, closing: false), region = PathPolygons(other, closing: true)
        var elements: [PathElement] = []
        for ring in line.rings {
            var ringEdges: [CutEdge] = []
            for i in 1..<ring.points.count { ringEdges.append(CutEdge(a: ring.points[i - 1], b: ring.points[i])) }
            if ring.closed, let f = ring.points.first, let l = ring.points.last, f != l { ringEdges.append(CutEdge(a: l, b: f)) }
            cut(&ringEdges, against: region.edges, selfToo: false)
            var open = false, whole = true
            var last: CGPoint?
            let start = elements.count
            for edge in ringEdges {
                for (p, q) in edge.pieces {
                    let m = CGPoint(x: (p.x + q.x) / 2, y: (p.y + q.y) / 2)
                    guard region.contains(m, eoFill: eoFill) == keepInside else { open = false; whole = false; continue }
                    if !open || last != p { elements.append(.move(to: p)) }
                    elements.append(.line(to: q))
                    open = true
                    last = q
                }
            }
            // A closed subpath kept whole stays closed (its first corner joined, not capped).
            if whole, ring.closed, elements.count > start { elements.append(.closeSubpath) }
        }
        var out = Path()
        out.storage = .elements(elements)
        return out
    }
}
