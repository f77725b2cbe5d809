import Drawing

extension Path {
    /// The part of the path between two fractions of its length (all its subpaths, in order,
    /// a closed one with its closing line), as SwiftUI's `trimmedPath(from:to:)`. Curves are
    /// cut at the parameter where the length falls (found on a 32-step polyline of each
    /// curve, so within a hundredth of a point on the shapes views draw).
    public func trimmedPath(from start: CGFloat, to end: CGFloat) -> Path {
        let a = min(max(start, 0), 1), b = min(max(end, 0), 1)
        if a <= 0 && b >= 1 { return self }
        var out = Path()
        out.pending = pending
        out.strokedBy = strokedBy
        guard a < b else { return out }
        let segments = TrimSegment.segments(of: elements)
        let total = segments.reduce(0) { $0 + $1.length }
        guard total > 0 else { return out }
        let (from, to) = (Double(a) * total, Double(b) * total)
        var elements: [PathElement] = []
        var position = 0.0
        var last: (subpath: Int, index: Int)?
        for (i, s) in segments.enumerated() {
            defer { position += s.length }
            let lo = max(from, position), hi = min(to, position + s.length)
            guard hi > lo else { continue }
            let piece = s.cut(from: s.parameter(at: lo - position), to: s.parameter(at: hi - position))
            // A new subpath wherever the pieces do not join.
            if last.map({ $0.subpath != s.subpath || $0.index != i - 1 }) ?? true { elements.append(.move(to: piece.p0)) }
            elements.append(piece.element)
            last = (s.subpath, i)
        }
        out.storage = .elements(elements)
        return out
    }
}

/// One segment of a path as a cubic Bézier (lines keep their kind), with its length.
private struct TrimSegment {
    var p0: CGPoint, p1: CGPoint, p2: CGPoint, p3: CGPoint
    var isLine: Bool
    var subpath: Int
    /// The lengths along the curve at 0, 1/32, … 1 of its parameter.
    var lengths: [Double] = []

    var length: Double { lengths.last ?? 0 }

    static let steps = 32

    init(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint, isLine: Bool, subpath: Int) {
        (self.p0, self.p1, self.p2, self.p3, self.isLine, self.subpath) = (p0, p1, p2, p3, isLine, subpath)
        if isLine {
            lengths = [0, distance(p0, p3)]
        } else {
            var acc = 0.0, prev = p0
            lengths = [0]
            for k in 1...Self.steps {
                let p = point(at: Double(k) / Double(Self.steps))
                acc += distance(prev, p)
                lengths.append(acc)
                prev = p
            }
        }
    }

    static func line(_ a: CGPoint, _ b: CGPoint, subpath: Int) -> TrimSegment {
        TrimSegment(a, a, b, b, isLine: true, subpath: subpath)
    }

    /// The path's drawn segments, in order; a closed subpath ends with its closing line.
    static func segments(of elements: [PathElement]) -> [TrimSegment] {
        var out: [TrimSegment] = []
        var current = CGPoint.zero, start = CGPoint.zero
        var subpath = -1
        for e in elements {
            switch e {
            case .move(let p):
                current = p; start = p; subpath += 1
            case .line(let p):
                if subpath < 0 { subpath = 0 }
                out.append(.line(current, p, subpath: subpath)); current = p
            case .quadCurve(let p, let c):
                if subpath < 0 { subpath = 0 }
                let c1 = CGPoint(x: current.x + 2 / 3 * (c.x - current.x), y: current.y + 2 / 3 * (c.y - current.y))
                let c2 = CGPoint(x: p.x + 2 / 3 * (c.x - p.x), y: p.y + 2 / 3 * (c.y - p.y))
                out.append(TrimSegment(current, c1, c2, p, isLine: false, subpath: subpath)); current = p
            case .curve(let p, let c1, let c2):
                if subpath < 0 { subpath = 0 }
                out.append(TrimSegment(current, c1, c2, p, isLine: false, subpath: subpath)); current = p
            case .closeSubpath:
                if current != start { out.append(.line(current, start, subpath: max(subpath, 0))) }
                current = start
            }
        }
        return out
    }

    func point(at t: Double) -> CGPoint {
        let u = 1 - t
        let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
        return CGPoint(x: a * p0.x + b * p1.x + c * p2.x + d * p3.x, y: a * p0.y + b * p1.y + c * p2.y + d * p3.y)
    }

    /// The parameter at which `s` of the length has been covered.
    func parameter(at s: Double) -> Double {
        guard length > 0 else { return 0 }
        if isLine { return min(max(s / length, 0), 1) }
        var k = 1
        while k < lengths.count - 1, lengths[k] < s { k += 1 }
        let l0 = lengths[k - 1], l1 = lengths[k]
        let f = l1 > l0 ? (s - l0) / (l1 - l0) : 0
        return min(max((Double(k - 1) + f) / Double(Self.steps), 0), 1)
    }

    /// The part between parameters `t0` and `t1` (de Casteljau).
    func cut(from t0: Double, to t1: Double) -> (p0: CGPoint, element: PathElement) {
        if isLine {
            let a = lerp(p0, p3, t0), b = lerp(p0, p3, t1)
            return (a, .line(to: b))
        }
        // Split at t1, keep the first part; split that at t0 / t1, keep the second.
        let (q0, q1, q2, q3) = Self.split(p0, p1, p2, p3, at: t1).first
        let u = t1 > 0 ? t0 / t1 : 0
        let (r0, r1, r2, r3) = Self.split(q0, q1, q2, q3, at: u).second
        return (r0, .curve(to: r3, control1: r1, control2: r2))
    }

    static func split(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint, at t: Double)
        -> (first: (CGPoint, CGPoint, CGPoint, CGPoint), second: (CGPoint, CGPoint, CGPoint, CGPoint)) {
        let a = lerp(p0, p1, t), b = lerp(p1, p2, t), c = lerp(p2, p3, t)
        let d = lerp(a, b, t), e = lerp(b, c, t)
        let f = lerp(d, e, t)
        return ((p0, a, d, f), (f, e, c, p3))
    }
}

private func lerp(_ a: CGPoint, _ b: CGPoint, _ t: Double) -> CGPoint {
    CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
}

private func distance(_ a: CGPoint, _ b: CGPoint) -> Double {
    ((b.x - a.x) * (b.x - a.x) + (b.y - a.y) * (b.y - a.y)).squareRoot()
}

/// A shape trimmed to part of its outline, as `Shape.trim(from:to:)` returns.
public struct _TrimmedShape<Content: Shape>: Shape {
    public var shape: Content
    public var startFraction: CGFloat
    public var endFraction: CGFloat

    public func path(in rect: CGRect) -> Path {
        shape.path(in: rect).trimmedPath(from: startFraction, to: endFraction)
    }

    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { shape.sizeThatFits(proposal) }
}

extension Shape {
    /// The part of the shape's outline between two fractions of its length (a circle's starts
    /// at its trailing point and runs clockwise, as SwiftUI's).
    nonisolated public func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> some Shape {
        _TrimmedShape(shape: self, startFraction: startFraction, endFraction: endFraction)
    }
}

/// A trim's fractions animate, as SwiftUI's (the trimmed shape's own data is kept).
extension _TrimmedShape: Animatable {
    nonisolated public var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { AnimatablePair(startFraction, endFraction) }
        set {
            startFraction = newValue.first
            endFraction = newValue.second
        }
    }
}
