import Drawing

/// An outline, as SwiftUI's `Path`. Also a `Shape` that draws itself.
public struct Path: Shape, Equatable {
    enum Storage: Equatable, Sendable {
        case named(ShapePath)
        case elements([PathElement])
    }
    nonisolated var storage: Storage = .elements([])
    /// What this path asks for that is not drawn (elliptical corners), reported where it is
    /// drawn; not part of equality.
    nonisolated var pending = Uncompared<[PendingApproximation]>([])

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

    private var currentPoint: CGPoint? {
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
    public mutating func addRect(_ rect: CGRect) { append(ShapePath.rect(rect).elements) }
    public mutating func addRects(_ rects: [CGRect]) { for r in rects { addRect(r) } }
    public mutating func addEllipse(in rect: CGRect) { append(ShapePath.ellipse(rect).elements) }
    public mutating func addRoundedRect(
        in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous, _fileID: String = #fileID, _line: Int = #line
    ) {
        append(ShapePath.roundedRect(rect, cornerRadius: min(cornerSize.width, cornerSize.height), style: style.drawing).elements)
        if let p = Self.ellipticalCorners(cornerSize, in: rect, api: "addRoundedRect(in:cornerSize:)", site: CallSite(file: _fileID, line: _line)) {
            pending.value.append(p)
        }
    }
    public mutating func addLines(_ points: [CGPoint]) {
        guard let first = points.first else { return }
        move(to: first)
        for p in points.dropFirst() { addLine(to: p) }
    }
    public mutating func addPath(_ path: Path) {
        append(path.elements)
        pending.value += path.pending.value
    }

    /// An arc from `startAngle` to `endAngle` (y down: `clockwise` as SwiftUI means it, which
    /// looks counter-clockwise on screen), drawn as cubic Béziers of at most 90°.
    public mutating func addArc(center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool) {
        var start = startAngle.radians, end = endAngle.radians
        if clockwise { while end > start { end -= 2 * .pi } } else { while end < start { end += 2 * .pi } }
        let first = CGPoint(x: center.x + radius * cos(start), y: center.y + radius * sin(start))
        if currentPoint == nil { move(to: first) } else { addLine(to: first) }
        let segments = max(1, Int((abs(end - start) / (.pi / 2)).rounded(.up)))
        let step = (end - start) / Double(segments)
        let k = 4.0 / 3.0 * tan(step / 4) * radius
        for i in 0..<segments {
            let a0 = start + Double(i) * step, a1 = a0 + step
            let p1 = CGPoint(x: center.x + radius * cos(a1), y: center.y + radius * sin(a1))
            let c1 = CGPoint(x: center.x + radius * cos(a0) - k * sin(a0), y: center.y + radius * sin(a0) + k * cos(a0))
            let c2 = CGPoint(x: p1.x + k * sin(a1), y: p1.y - k * cos(a1))
            addCurve(to: p1, control1: c1, control2: c2)
        }
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
