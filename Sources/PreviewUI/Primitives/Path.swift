import Drawing

/// An outline, as SwiftUI's `Path`. Also a `Shape` that draws itself.
nonisolated public struct Path: Shape, Equatable {
    enum Storage: Equatable, Sendable {
        case named(ShapePath)
        case elements([PathElement])
    }
    nonisolated var storage: Storage = .elements([])
    /// What this path asks for that is not drawn (elliptical corners), reported where it is
    /// drawn; not part of equality.
    nonisolated var pending = Uncompared<[PendingApproximation]>([])
    /// The stroke this path is the outline of (`strokedPath(_:)`, `stroke(lineWidth:)` as a
    /// shape): filling it strokes the outline with this style.
    nonisolated var strokedBy: StrokeStyle?

    public init() {}

    public init(_ rect: CGRect) { storage = .named(.rect(rect)) }

    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        storage = .named(.roundedRect(rect, cornerRadius: cornerRadius, style: style.drawing))
    }

    /// Elliptical corners (width ≠ height) are drawn circular, with the smaller radius, and
    /// reported.
    public init(
        roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous,
        _fileID: String = #fileID, _line: Int = #line
    ) {
        self.init(roundedRect: rect, cornerSize: cornerSize, style: style, api: "Path(roundedRect:cornerSize:)",
                  site: CallSite(file: _fileID, line: _line))
    }

    init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle, api: String, site: CallSite?) {
        self.init(roundedRect: rect, cornerRadius: min(cornerSize.width, cornerSize.height), style: style)
        if let p = Self.ellipticalCorners(cornerSize, in: rect, api: api, site: site) { pending.value.append(p) }
    }

    /// The report of corners of `size` in `rect` drawn circular, or nil when they are
    /// circular anyway (equal sides, or both clamped to the same half of the rectangle).
    static func ellipticalCorners(_ size: CGSize, in rect: CGRect, api: String, site: CallSite?) -> PendingApproximation? {
        let limit = min(abs(rect.width), abs(rect.height)) / 2
        let rx = min(size.width, limit), ry = min(size.height, limit)
        guard abs(rx - ry) >= 0.01 else { return nil }
        let n = Approximation.number
        return PendingApproximation(
            cause: "\(api) with elliptical corners (\(n(size.width)) × \(n(size.height))) is not drawn yet",
            drawnAs: "circular corners of radius \(n(min(rx, ry)))", site: site)
    }

    public init(ellipseIn rect: CGRect) { storage = .named(.ellipse(rect)) }

    /// A rectangle with a radius for each corner (iOS 17).
    public init(roundedRect rect: CGRect, cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerRadii: cornerRadii, style: style)
    }

    public init(_ build: (inout Path) -> Void) {
        build(&self)
    }

    nonisolated var elements: [PathElement] {
        switch storage {
        case .named(let s): s.elements
        case .elements(let e): e
        }
    }

    nonisolated var shapePath: ShapePath {
        switch storage {
        case .named(let s): s
        case .elements(let e): .path(e)
        }
    }

    nonisolated public var isEmpty: Bool { elements.isEmpty }
    nonisolated public var boundingRect: CGRect { shapePath.bounds }

    private mutating func append(_ e: [PathElement]) {
        storage = .elements(elements + e)
    }

    /// Whether the path is one rectangle, rounded rectangle, ellipse or capsule: then the
    /// fill rule changes nothing.
    nonisolated var isSimpleOutline: Bool {
        if case .named = storage { return true }
        return false
    }

    /// Reports what this path asks for that is not drawn, to the host drawing it.
    nonisolated func reportPending() {
        for p in pending.value { p.report() }
    }

    /// The last point of the path, or nil for an empty path.
    public var currentPoint: CGPoint? {
        for e in elements.reversed() {
            switch e {
            case .move(let p), .line(let p), .quadCurve(let p, _), .curve(let p, _, _): return p
            case .closeSubpath: continue
            }
        }
        return nil
    }

    public mutating func move(to p: CGPoint) { append([.move(to: p)]) }
    public mutating func addLine(to p: CGPoint) { append([.line(to: p)]) }
    public mutating func addQuadCurve(to p: CGPoint, control: CGPoint) { append([.quadCurve(to: p, control: control)]) }
    public mutating func addCurve(to p: CGPoint, control1: CGPoint, control2: CGPoint) {
        append([.curve(to: p, control1: control1, control2: control2)])
    }
    public mutating func closeSubpath() { append([.closeSubpath]) }
    /// Appends elements moved through `transform` (the `transform:` parameter of the `add…` methods).
    private mutating func append(_ e: [PathElement], _ transform: CGAffineTransform) {
        append(transform.isIdentity ? e : Path.mapped(e) { $0.applying(transform) })
    }

    public mutating func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        append(ShapePath.rect(rect).elements, transform)
    }
    public mutating func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for r in rects { addRect(r, transform: transform) }
    }
    public mutating func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        append(ShapePath.ellipse(rect).elements, transform)
    }
    public mutating func addRoundedRect(
        in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous, transform: CGAffineTransform = .identity,
        _fileID: String = #fileID, _line: Int = #line
    ) {
        append(ShapePath.roundedRect(rect, cornerRadius: min(cornerSize.width, cornerSize.height), style: style.drawing).elements, transform)
        if let p = Self.ellipticalCorners(cornerSize, in: rect, api: "addRoundedRect(in:cornerSize:)", site: CallSite(file: _fileID, line: _line)) {
            pending.value.append(p)
        }
    }
    /// A rectangle with a radius for each corner (iOS 17).
    public mutating func addRoundedRect(
        in rect: CGRect, cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous,
        transform: CGAffineTransform = .identity
    ) {
        let r = cornerRadii
        append(ShapePath.unevenRoundedRect(rect, topLeft: Double(r.topLeading), topRight: Double(r.topTrailing),
                                           bottomRight: Double(r.bottomTrailing), bottomLeft: Double(r.bottomLeading),
                                           style: style.drawing), transform)
    }
    public mutating func addLines(_ points: [CGPoint]) {
        guard let first = points.first else { return }
        move(to: first)
        for p in points.dropFirst() { addLine(to: p) }
    }
    public mutating func addPath(_ path: Path, transform: CGAffineTransform = .identity, _fileID: String = #fileID, _line: Int = #line) {
        append(path.elements, transform)
        pending.value += path.pending.value
        if path.strokedBy != nil {
            pending.value.append(PendingApproximation(
                cause: "Path.addPath(_:) of a stroked path (strokedPath(_:)) is not drawn as its stroke's outline",
                drawnAs: "the path it strokes, filled", site: CallSite(file: _fileID, line: _line)))
        }
    }

    /// The elements with every point moved by `move`.
    static func mapped(_ elements: [PathElement], _ move: (CGPoint) -> CGPoint) -> [PathElement] {
        elements.map { e in
            switch e {
            case .move(let p): .move(to: move(p))
            case .line(let p): .line(to: move(p))
            case .quadCurve(let p, let c): .quadCurve(to: move(p), control: move(c))
            case .curve(let p, let c1, let c2): .curve(to: move(p), control1: move(c1), control2: move(c2))
            case .closeSubpath: .closeSubpath
            }
        }
    }

    /// An arc from `startAngle` to `endAngle` (y down: `clockwise` as SwiftUI means it, which
    /// looks counter-clockwise on screen), drawn as cubic Béziers of at most 90°.
    public mutating func addArc(center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool,
                                transform: CGAffineTransform = .identity) {
        var start = startAngle.radians, end = endAngle.radians
        if clockwise { while end > start { end -= 2 * .pi } } else { while end < start { end += 2 * .pi } }
        appendArc(center: center, radius: radius, from: start, sweep: end - start, transform: transform)
    }

    /// An arc of `delta` from `startAngle` (positive: clockwise on screen), as Core Graphics'
    /// `addRelativeArc`.
    public mutating func addRelativeArc(center: CGPoint, radius: CGFloat, startAngle: Angle, delta: Angle,
                                        transform: CGAffineTransform = .identity) {
        appendArc(center: center, radius: radius, from: startAngle.radians, sweep: delta.radians, transform: transform)
    }

    /// A line from the current point towards `tangent1End`, then an arc of `radius` tangent to
    /// that line and to the line on to `tangent2End`, as Core Graphics' `addArc(tangent1End:…)`.
    public mutating func addArc(tangent1End p1: CGPoint, tangent2End p2: CGPoint, radius: CGFloat,
                                transform: CGAffineTransform = .identity) {
        let inverse = transform.inverted()
        guard let p0 = currentPoint.map({ $0.applying(inverse) }) else {
            // With no current point, Core Graphics starts at the first tangent point.
            append([.move(to: p1)], transform)
            return
        }
        let u = CGPoint(x: p0.x - p1.x, y: p0.y - p1.y), v = CGPoint(x: p2.x - p1.x, y: p2.y - p1.y)
        let lu = hypot(u.x, u.y), lv = hypot(v.x, v.y)
        let cross = u.x * v.y - u.y * v.x
        guard lu > 0, lv > 0, abs(cross) > 1e-12, radius > 0 else {
            append([.line(to: p1)], transform)
            return
        }
        let angle = acos(max(-1, min(1, (u.x * v.x + u.y * v.y) / (lu * lv))))
        let distance = radius / tan(angle / 2)
        let t1 = CGPoint(x: p1.x + u.x / lu * distance, y: p1.y + u.y / lu * distance)
        let t2 = CGPoint(x: p1.x + v.x / lv * distance, y: p1.y + v.y / lv * distance)
        let bisector = CGPoint(x: u.x / lu + v.x / lv, y: u.y / lu + v.y / lv)
        let lb = hypot(bisector.x, bisector.y)
        let h = radius / sin(angle / 2)
        let center = CGPoint(x: p1.x + bisector.x / lb * h, y: p1.y + bisector.y / lb * h)
        let a0 = atan2(t1.y - center.y, t1.x - center.x), a1 = atan2(t2.y - center.y, t2.x - center.x)
        // The arc between the tangent points is the short way round (π less the corner's angle).
        var sweep = a1 - a0
        while sweep > .pi { sweep -= 2 * .pi }
        while sweep <= -.pi { sweep += 2 * .pi }
        appendArc(center: center, radius: radius, from: a0, sweep: sweep, transform: transform)
    }

    /// An arc as cubic Béziers of at most 90°, joined to the current point by a line.
    private mutating func appendArc(center: CGPoint, radius: CGFloat, from start: Double, sweep: Double, transform: CGAffineTransform) {
        let first = CGPoint(x: center.x + radius * cos(start), y: center.y + radius * sin(start))
        var out: [PathElement] = []
        let firstOnPage = first.applying(transform)
        if currentPoint == nil { out.append(.move(to: first)) } else if currentPoint != firstOnPage { out.append(.line(to: first)) }
        let segments = max(1, Int((abs(sweep) / (.pi / 2)).rounded(.up)))
        let step = sweep / Double(segments)
        let k = 4.0 / 3.0 * tan(step / 4) * radius
        for i in 0..<segments {
            let a0 = start + Double(i) * step, a1 = a0 + step
            let p1 = CGPoint(x: center.x + radius * cos(a1), y: center.y + radius * sin(a1))
            let c1 = CGPoint(x: center.x + radius * cos(a0) - k * sin(a0), y: center.y + radius * sin(a0) + k * cos(a0))
            let c2 = CGPoint(x: p1.x + k * sin(a1), y: p1.y - k * cos(a1))
            out.append(.curve(to: p1, control1: c1, control2: c2))
        }
        append(out, transform)
    }

    public func path(in rect: CGRect) -> Path { self }
}

extension Path {
    /// An element of a path, as SwiftUI's `Path.Element`.
    public enum Element: Equatable, Sendable {
        case move(to: CGPoint)
        case line(to: CGPoint)
        case quadCurve(to: CGPoint, control: CGPoint)
        case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
        case closeSubpath
    }

    /// Calls `body` with each element of the path, in order.
    public func forEach(_ body: (Path.Element) -> Void) {
        for e in elements {
            switch e {
            case .move(let p): body(.move(to: p))
            case .line(let p): body(.line(to: p))
            case .quadCurve(let p, let c): body(.quadCurve(to: p, control: c))
            case .curve(let p, let c1, let c2): body(.curve(to: p, control1: c1, control2: c2))
            case .closeSubpath: body(.closeSubpath)
            }
        }
    }
}
