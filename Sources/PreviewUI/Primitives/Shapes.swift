import Drawing

/// A 2D shape that fills the space it is offered, as SwiftUI's `Shape`.
public protocol Shape: View, Sendable {
    func path(in rect: CGRect) -> Path
    /// The size the shape takes for a proposal (by default: all of it).
    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize
}

extension Shape {
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    /// Drawn in the foreground style, as SwiftUI does when a shape is used as a view.
    public var body: _ShapeView<Self, ForegroundStyle> {
        _ShapeView(shape: self, style: ForegroundStyle())
    }

    /// Fills the shape with a style.
    public func fill<S: ShapeStyle>(_ content: S, style: FillStyle = FillStyle()) -> _ShapeView<Self, S> {
        _ShapeView(shape: self, style: content)
    }

    /// Fills the shape with the foreground style.
    public func fill(style: FillStyle = FillStyle()) -> _ShapeView<Self, ForegroundStyle> {
        _ShapeView(shape: self, style: ForegroundStyle())
    }

    /// Strokes the outline.
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> _ShapeView<Self, S> {
        _ShapeView(shape: self, style: content, stroke: StrokeStyle(lineWidth: lineWidth))
    }

    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle) -> _ShapeView<Self, S> {
        _ShapeView(shape: self, style: content, stroke: style)
    }

    public func stroke(lineWidth: CGFloat = 1) -> _ShapeView<Self, ForegroundStyle> {
        _ShapeView(shape: self, style: ForegroundStyle(), stroke: StrokeStyle(lineWidth: lineWidth))
    }

    public func stroke(style: StrokeStyle) -> _ShapeView<Self, ForegroundStyle> {
        _ShapeView(shape: self, style: ForegroundStyle(), stroke: style)
    }

    /// Strokes inside the shape's outline.
    public func strokeBorder<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> _ShapeView<Self, S> {
        var v = _ShapeView(shape: self, style: content, stroke: StrokeStyle(lineWidth: lineWidth))
        v.inset = lineWidth / 2
        return v
    }
}

/// How paths are filled.
public struct FillStyle: Sendable, Equatable {
    public var isEOFilled: Bool
    public var isAntialiased: Bool
    public init(eoFill: Bool = false, antialiased: Bool = true) {
        isEOFilled = eoFill
        isAntialiased = antialiased
    }
}

/// How outlines are stroked, as SwiftUI's `StrokeStyle`.
public struct StrokeStyle: Sendable, Equatable {
    public enum LineCap: Sendable, Equatable { case butt, round, square }
    public enum LineJoin: Sendable, Equatable { case miter, round, bevel }

    public var lineWidth: CGFloat
    public var lineCap: LineCap
    public var lineJoin: LineJoin
    public var miterLimit: CGFloat
    public var dash: [CGFloat]
    public var dashPhase: CGFloat

    public init(lineWidth: CGFloat = 1, lineCap: LineCap = .butt, lineJoin: LineJoin = .miter,
                miterLimit: CGFloat = 10, dash: [CGFloat] = [], dashPhase: CGFloat = 0) {
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashPhase = dashPhase
    }

    var drawing: Drawing.StrokeStyle {
        Drawing.StrokeStyle(
            lineWidth: lineWidth,
            lineCap: lineCap == .butt ? .butt : lineCap == .round ? .round : .square,
            lineJoin: lineJoin == .miter ? .miter : lineJoin == .round ? .round : .bevel,
            dash: dash.map { Double($0) })
    }
}

/// A shape drawn with a style: what `fill` and `stroke` return.
public struct _ShapeView<Content: Shape, Style: ShapeStyle>: View, PrimitiveView {
    public var shape: Content
    public var style: Style
    var stroke: StrokeStyle?
    var inset: CGFloat = 0

    init(shape: Content, style: Style, stroke: StrokeStyle? = nil) {
        self.shape = shape
        self.style = style
        self.stroke = stroke
    }

    public var body: Never { primitiveBody("a shape view") }

    func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        [ShapeNode(shape: shape, color: style.rgba(context.environment), stroke: stroke, inset: inset)]
    }
}

final class ShapeNode: LayoutNode {
    let shape: any Shape
    let color: RGBAColor
    let stroke: StrokeStyle?
    let inset: CGFloat

    init(shape: any Shape, color: RGBAColor, stroke: StrokeStyle?, inset: CGFloat) {
        self.shape = shape
        self.color = color
        self.stroke = stroke
        self.inset = inset
        super.init()
    }

    /// What the shape asks for: by default the whole proposal, even an infinite one, as
    /// SwiftUI's shapes do (`replacingUnspecifiedDimensions` keeps infinity), so stacks see a
    /// shape as unboundedly flexible.
    override func computeSize(_ p: ProposedViewSize) -> CGSize {
        shape.sizeThatFits(p)
    }

    override func emit(_ e: inout Emitter) {
        let rect = frame.insetBy(dx: inset, dy: inset)
        let path = shape.path(in: rect).shapePath
        if let stroke {
            e.add(.stroke(path, color, stroke.drawing))
        } else {
            e.add(.fill(path, color))
        }
    }
}

/// The corner style of rounded rectangles.
public enum RoundedCornerStyle: Sendable, Hashable {
    case circular, continuous

    var drawing: CornerStyle { self == .circular ? .circular : .continuous }
}

public struct Rectangle: Shape {
    public init() {}
    public func path(in rect: CGRect) -> Path { Path(rect) }
}

public struct RoundedRectangle: Shape {
    public var cornerSize: CGSize
    public var style: RoundedCornerStyle

    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        cornerSize = CGSize(width: cornerRadius, height: cornerRadius)
        self.style = style
    }

    public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.cornerSize = cornerSize
        self.style = style
    }

    public func path(in rect: CGRect) -> Path {
        Path(roundedRect: rect, cornerSize: cornerSize, style: style)
    }
}

public struct Circle: Shape {
    public init() {}
    public func path(in rect: CGRect) -> Path {
        let side = min(rect.width, rect.height)
        return Path(ellipseIn: CGRect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side))
    }
}

public struct Ellipse: Shape {
    public init() {}
    public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
}

public struct Capsule: Shape {
    public var style: RoundedCornerStyle
    public init(style: RoundedCornerStyle = .circular) { self.style = style }
    public func path(in rect: CGRect) -> Path {
        var p = Path()
        p.storage = .named(.capsule(rect))
        return p
    }
}

/// A shape from any path.
public struct AnyShape: Shape {
    let make: @MainActor @Sendable (CGRect) -> Path
    public init<S: Shape>(_ shape: S) { make = { shape.path(in: $0) } }
    public func path(in rect: CGRect) -> Path { make(rect) }
}
