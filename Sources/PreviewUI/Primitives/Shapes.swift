import Drawing

/// A 2D shape that fills the space it is offered, as SwiftUI's `Shape`. A shape that is also
/// `Animatable` (the built-in rounded rectangle and trim, or a custom shape that says so) has
/// its `animatableData` moved along an animated change; a custom shape that is not, whose path
/// changes under an animation, jumps, and that is reported.
public protocol Shape: View, Sendable {
    func path(in rect: CGRect) -> Path
    /// The size the shape takes for a proposal (by default: all of it).
    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize
}

extension Shape {
    nonisolated public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    /// Drawn in the foreground style, as SwiftUI does when a shape is used as a view.
    public var body: _ShapeView<Self, ForegroundStyle> {
        _ShapeView(shape: self, style: ForegroundStyle())
    }

    /// Fills the shape with a style (by the non-zero rule, antialiased: a `FillStyle` that
    /// asks otherwise is reported).
    nonisolated public func fill<S: ShapeStyle>(
        _ content: S, style: FillStyle = FillStyle(), _fileID: String = #fileID, _line: Int = #line
    ) -> _ShapeView<Self, S> {
        var v = _ShapeView(shape: self, style: content)
        v.fillStyle = FillStyleUse(style, in: "fill(_:style:)", at: CallSite(file: _fileID, line: _line))
        v.fillSite = CallSite(file: _fileID, line: _line)
        return v
    }

    /// Fills the shape with the foreground style.
    nonisolated public func fill(style: FillStyle = FillStyle(), _fileID: String = #fileID, _line: Int = #line) -> _ShapeView<Self, ForegroundStyle> {
        var v = _ShapeView(shape: self, style: ForegroundStyle())
        v.fillStyle = FillStyleUse(style, in: "fill(style:)", at: CallSite(file: _fileID, line: _line))
        return v
    }

    /// Traces the outline with a style (iOS 17: a shape view, which can be filled or stroked again).
    nonisolated public func stroke<S: ShapeStyle>(
        _ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true, _fileID: String = #fileID, _line: Int = #line
    ) -> StrokeShapeView<Self, S, EmptyView> {
        var v = StrokeShapeView(shape: self, style: content, strokeStyle: StrokeStyle(lineWidth: lineWidth),
                                isAntialiased: antialiased, background: EmptyView())
        v.site = CallSite(file: _fileID, line: _line)
        return v
    }

    /// Traces the outline with a style (a miter limit and dash phase other than the defaults are reported).
    nonisolated public func stroke<S: ShapeStyle>(
        _ content: S, style: StrokeStyle, antialiased: Bool = true, _fileID: String = #fileID, _line: Int = #line
    ) -> StrokeShapeView<Self, S, EmptyView> {
        var v = StrokeShapeView(shape: self, style: content, strokeStyle: style, isAntialiased: antialiased, background: EmptyView())
        v.site = CallSite(file: _fileID, line: _line)
        return v
    }

    /// A new shape: this one's outline stroked (filled, it draws the stroke).
    nonisolated public func stroke(lineWidth: CGFloat = 1) -> some Shape {
        _StrokedShape(shape: self, style: StrokeStyle(lineWidth: lineWidth))
    }

    /// A new shape: this one's outline stroked with `style` (filled, it draws the stroke).
    nonisolated public func stroke(style: StrokeStyle, _fileID: String = #fileID, _line: Int = #line) -> some Shape {
        var s = _StrokedShape(shape: self, style: style)
        s.site = CallSite(file: _fileID, line: _line)
        return s
    }
}

extension InsettableShape {
    /// Strokes inside the shape's outline (iOS 17: a shape view, which can be filled or stroked again).
    nonisolated public func strokeBorder<S: ShapeStyle>(
        _ content: S = .foreground, lineWidth: CGFloat = 1, antialiased: Bool = true, _fileID: String = #fileID, _line: Int = #line
    ) -> StrokeBorderShapeView<Self, S, EmptyView> {
        var v = StrokeBorderShapeView(shape: self, style: content, strokeStyle: StrokeStyle(lineWidth: lineWidth),
                                      isAntialiased: antialiased, background: EmptyView())
        v.site = CallSite(file: _fileID, line: _line)
        return v
    }

    /// Strokes inside the shape's outline with `style`.
    nonisolated public func strokeBorder<S: ShapeStyle>(
        _ content: S = .foreground, style: StrokeStyle, antialiased: Bool = true, _fileID: String = #fileID, _line: Int = #line
    ) -> StrokeBorderShapeView<Self, S, EmptyView> {
        var v = StrokeBorderShapeView(shape: self, style: content, strokeStyle: style, isAntialiased: antialiased, background: EmptyView())
        v.site = CallSite(file: _fileID, line: _line)
        return v
    }

    /// Strokes inside the shape's outline in the foreground style (iOS 13's form).
    nonisolated public func strokeBorder(
        lineWidth: CGFloat = 1, antialiased: Bool = true, _fileID: String = #fileID, _line: Int = #line
    ) -> some View {
        strokeBorder(ForegroundStyle(), lineWidth: lineWidth, antialiased: antialiased, _fileID: _fileID, _line: _line)
    }

    /// Strokes inside the shape's outline with `style`, in the foreground style (iOS 13's form).
    nonisolated public func strokeBorder(
        style: StrokeStyle, antialiased: Bool = true, _fileID: String = #fileID, _line: Int = #line
    ) -> some View {
        strokeBorder(ForegroundStyle(), style: style, antialiased: antialiased, _fileID: _fileID, _line: _line)
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

    /// What of this style is not drawn yet, reported at the `stroke` call that uses it: the
    /// miter limit (which only matters for mitred joins) and the dash phase (only for dashes).
    @MainActor
    func reportUndrawn(at site: CallSite?) {
        var asked: [String] = [], drawn: [String] = []
        if miterLimit != 10, lineJoin == .miter {
            asked.append("miterLimit: \(Approximation.number(miterLimit))")
            drawn.append("miter limit 10")
        }
        if dashPhase != 0, !dash.isEmpty {
            asked.append("dashPhase: \(Approximation.number(dashPhase))")
            drawn.append("dash phase 0")
        }
        guard !asked.isEmpty else { return }
        ViewGraph.approximate("StrokeStyle with \(asked.joined(separator: " and ")) is not drawn yet",
                              drawnAs: "a stroke with \(drawn.joined(separator: " and "))", at: site)
    }
}

/// A `FillStyle` given to an API that fills (or clips) by the non-zero rule, antialiased,
/// whatever the style says: what of it is not drawn is reported where the path is drawn. The
/// even-odd rule only changes paths with crossing or nested outlines, never a rectangle, an
/// ellipse or a capsule.
struct FillStyleUse {
    let style: FillStyle
    /// The API as the user wrote it: `fill(_:style:)`.
    let api: String
    let site: CallSite?
    /// Clips honour `antialiased`; only their fill rule is dropped.
    let honoursAntialiasing: Bool

    /// Nil for the default style, which is drawn as iOS draws it.
    init?(_ style: FillStyle, in api: String, at site: CallSite?, honoursAntialiasing: Bool = false) {
        guard style.isEOFilled || (!style.isAntialiased && !honoursAntialiasing) else { return nil }
        self.style = style
        self.api = api
        self.site = site
        self.honoursAntialiasing = honoursAntialiasing
    }

    @MainActor
    func report(drawing path: Path) {
        let evenOdd = style.isEOFilled && !path.isSimpleOutline
        let aliased = !style.isAntialiased && !honoursAntialiasing
        guard evenOdd || aliased else { return }
        let asked = [evenOdd ? "eoFill: true" : nil, aliased ? "antialiased: false" : nil].compactMap { $0 }
        let drawn = honoursAntialiasing ? "a non-zero (winding) clip"
            : evenOdd && aliased ? "a non-zero, antialiased fill" : evenOdd ? "a non-zero (winding) fill" : "an antialiased fill"
        ViewGraph.approximate("\(api) with \(asked.joined(separator: " and ")) is not supported yet", drawnAs: drawn, at: site)
    }
}

/// A shape drawn with a style: what `fill` and `stroke` return.
nonisolated public struct _ShapeView<Content: Shape, Style: ShapeStyle>: View, @MainActor PrimitiveView {
    public var shape: Content
    public var style: Style
    var stroke: StrokeStyle?
    var inset: CGFloat = 0
    /// A fill style the fill does not honour, if one was given.
    var fillStyle: FillStyleUse?
    /// Where `stroke(_:style:)` was called, for reports of what of the style is not drawn.
    var strokeSite: CallSite?
    /// Where the fill was asked for, for reports of styles drawn by effects (materials).
    var fillSite: CallSite?
    /// Where a stroke that is not to be antialiased was asked for, and the API (it is drawn antialiased).
    var aliasedStroke: (api: String, site: CallSite?)?

    init(shape: Content, style: Style, stroke: StrokeStyle? = nil) {
        self.shape = shape
        self.style = style
        self.stroke = stroke
    }

    public var body: Never { primitiveBody("_ShapeView") }

    @MainActor func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        if let stroke, let strokeSite { stroke.reportUndrawn(at: strokeSite) }
        if let aliasedStroke {
            context.approximate("\(aliasedStroke.api) with antialiased: false is not supported yet", drawnAs: "an antialiased stroke",
                                at: aliasedStroke.site)
        }
        // A stroked shape (`stroke(lineWidth:)`) filled is its outline stroked.
        if stroke == nil, let stroked = shape as? any StrokedShapeProtocol { return stroked.strokeNodes(style, self, context) }
        // Materials and shadowed styles are drawn as layer effects (Material.swift, ShadowStyle.swift).
        if let node = effectStyleNode(context) { return [node] }
        // An image paint is drawn as tiles of the image (ImagePaint.swift).
        if let node = imagePaintNode(context) { return [node] }
        return [ShapeNode(shape: shape, paint: style.paint(context.environment), stroke: stroke, inset: inset, fillStyle: fillStyle)]
    }
}

/// A shape filled or stroked with a colour or a gradient (laid out in the shape's rectangle).
final class ShapeNode: LayoutNode {
    var shape: any Shape
    var paint: ResolvedPaint
    let stroke: StrokeStyle?
    let inset: CGFloat
    let fillStyle: FillStyleUse?

    init(shape: any Shape, paint: ResolvedPaint, stroke: StrokeStyle? = nil, inset: CGFloat = 0, fillStyle: FillStyleUse? = nil) {
        self.shape = shape
        self.paint = paint
        self.stroke = stroke
        self.inset = inset
        self.fillStyle = fillStyle
        super.init()
    }

    convenience init(shape: any Shape, color: RGBAColor, stroke: StrokeStyle?, inset: CGFloat, fillStyle: FillStyleUse? = nil) {
        self.init(shape: shape, paint: .color(color), stroke: stroke, inset: inset, fillStyle: fillStyle)
    }

    /// The colour it is painted with (a gradient's mean colour).
    var color: RGBAColor {
        switch paint {
        case .color(let c): c
        case .gradient(let g): GradientPaint(.linear(start: .zero, end: .zero), stops: g.stops).meanColor
        }
    }

    /// What the shape asks for: by default the whole proposal, even an infinite one, as
    /// SwiftUI's shapes do (`replacingUnspecifiedDimensions` keeps infinity), so stacks see a
    /// shape as unboundedly flexible.
    override func computeSize(_ p: ProposedViewSize) -> CGSize {
        shape.sizeThatFits(p)
    }

    override func emitContent(_ e: inout Emitter) {
        let rect = frame.insetBy(dx: inset, dy: inset)
        let shapePath = shape.path(placedIn: frame, inset: inset)
        shapePath.reportPending()
        let path = shapePath.shapePath
        var stroke = self.stroke
        if let outline = shapePath.strokedBy {
            // A stroked path filled is its stroke; stroked again, its stroke's outline would be.
            if let stroke {
                ViewGraph.approximate("Shape.stroke of a shape already stroked (stroke(lineWidth:), strokedPath(_:)): the outline of its stroke is not drawn yet",
                                      drawnAs: "the stroke of width \(Approximation.number(stroke.lineWidth)) alone",
                                      at: nil)
            } else {
                stroke = outline
            }
        } else if stroke == nil {
            fillStyle?.report(drawing: shapePath)
        }
        switch (paint, stroke) {
        case (.color(let color), let stroke?): e.add(.stroke(path, color, stroke.drawing))
        case (.color(let color), nil): e.add(.fill(path, color))
        case (.gradient(let g), let stroke?): e.add(.strokeGradient(path, g.drawing(in: rect), stroke.drawing))
        case (.gradient(let g), nil): e.add(.fillGradient(path, g.drawing(in: rect)))
        }
    }
}

/// The corner style of rounded rectangles.
public enum RoundedCornerStyle: Sendable, Hashable {
    case circular, continuous

    var drawing: CornerStyle { self == .circular ? .circular : .continuous }
}

public struct Rectangle: Shape {
    nonisolated public init() {}
    public func path(in rect: CGRect) -> Path { Path(rect) }
}

public struct RoundedRectangle: Shape {
    public var cornerSize: CGSize
    public var style: RoundedCornerStyle
    /// Where `init(cornerSize:)` was called, for the report of elliptical corners.
    let site: CallSite?

    nonisolated public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        cornerSize = CGSize(width: cornerRadius, height: cornerRadius)
        self.style = style
        site = nil
    }

    nonisolated public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous, _fileID: String = #fileID, _line: Int = #line) {
        self.cornerSize = cornerSize
        self.style = style
        site = CallSite(file: _fileID, line: _line)
    }

    public func path(in rect: CGRect) -> Path {
        // Elliptical corners set through the `cornerSize` property have no call site.
        Path(roundedRect: rect, cornerSize: cornerSize, style: style,
             api: site == nil ? "RoundedRectangle.cornerSize" : "RoundedRectangle(cornerSize:)", site: site)
    }
}

public struct Circle: Shape {
    nonisolated public init() {}
    public func path(in rect: CGRect) -> Path {
        let side = min(rect.width, rect.height)
        return Path(ellipseIn: CGRect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side))
    }
}

public struct Ellipse: Shape {
    nonisolated public init() {}
    public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
}

/// A capsule; its ends are circular whatever `style` says (continuous ends are reported).
public struct Capsule: Shape {
    public var style: RoundedCornerStyle
    /// Where the capsule was made, for the report of continuous ends.
    let site: CallSite?

    nonisolated public init(style: RoundedCornerStyle = .circular, _fileID: String = #fileID, _line: Int = #line) {
        self.style = style
        site = CallSite(file: _fileID, line: _line)
    }

    public func path(in rect: CGRect) -> Path {
        var p = Path()
        p.storage = .named(.capsule(rect))
        if style == .continuous {
            p.pending.value.append(PendingApproximation(cause: "Capsule(style: .continuous) is not drawn yet", drawnAs: "circular ends", site: site))
        }
        return p
    }
}

/// A shape from any path.
public struct AnyShape: Shape {
    let make: @MainActor @Sendable (CGRect) -> Path
    public init<S: Shape>(_ shape: S) { make = { shape.path(in: $0) } }
    public func path(in rect: CGRect) -> Path { make(rect) }
}

/// The radii of a rectangle's corners, as SwiftUI's `RectangleCornerRadii` (leading and
/// trailing follow the layout direction).
public struct RectangleCornerRadii: Sendable, Hashable {
    public var topLeading: CGFloat
    public var bottomLeading: CGFloat
    public var bottomTrailing: CGFloat
    public var topTrailing: CGFloat

    public init(topLeading: CGFloat = 0, bottomLeading: CGFloat = 0, bottomTrailing: CGFloat = 0, topTrailing: CGFloat = 0) {
        self.topLeading = topLeading
        self.bottomLeading = bottomLeading
        self.bottomTrailing = bottomTrailing
        self.topTrailing = topTrailing
    }
}

/// A rectangle whose corners are rounded each by its own radius, as SwiftUI's
/// `UnevenRoundedRectangle` (drawn left to right; a right-to-left layout mirrors it).
public struct UnevenRoundedRectangle: Shape {
    public var cornerRadii: RectangleCornerRadii
    public var style: RoundedCornerStyle

    nonisolated public init(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
        self.cornerRadii = cornerRadii
        self.style = style
    }

    nonisolated public init(topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
                topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous) {
        self.init(cornerRadii: RectangleCornerRadii(topLeading: topLeadingRadius, bottomLeading: bottomLeadingRadius,
                                                    bottomTrailing: bottomTrailingRadius, topTrailing: topTrailingRadius),
                  style: style)
    }

    public func path(in rect: CGRect) -> Path {
        let r = cornerRadii
        var p = Path()
        p.storage = .elements(ShapePath.unevenRoundedRect(rect, topLeft: Double(r.topLeading), topRight: Double(r.topTrailing),
                                                          bottomRight: Double(r.bottomTrailing), bottomLeft: Double(r.bottomLeading),
                                                          style: style.drawing))
        return p
    }
}

/// A shape replaced by an inset version of the current container shape, as SwiftUI's
/// `ContainerRelativeShape`: the shape the nearest `containerShape(_:)` above set, laid out
/// in that view's frame and inset by how far this shape's rectangle lies inside it (the
/// least of its four distances), so that corners stay concentric — a rounded rectangle's
/// radius shrinks by the distance. With no container shape (an app's views on iPhone) it is
/// a rectangle, as on iOS. Estimate: how iOS measures the distance when the insets differ
/// from edge to edge is not documented.
public struct ContainerRelativeShape: Shape {
    nonisolated public init() {}

    public func path(in rect: CGRect) -> Path {
        guard let (shape, container) = ViewGraph.current?.containerShapes.last else { return Path(rect) }
        // The container is on the page; `rect` is in the shape's own space.
        let page = rect.offsetBy(dx: ShapePlacement.origin.x, dy: ShapePlacement.origin.y)
        let d = max(0, min(page.minX - container.minX, page.minY - container.minY,
                           container.maxX - page.maxX, container.maxY - page.maxY))
        return shape.inset(by: d).path(in: rect.insetBy(dx: -d, dy: -d))
    }
}

// The shape shorthands: `.clipShape(.rect(cornerRadius: 8))`, `.background(.blue, in: .capsule)`.

extension Shape where Self == Rectangle {
    /// A rectangular shape.
    public static var rect: Rectangle { Rectangle() }
}

extension Shape where Self == RoundedRectangle {
    /// A rectangular shape with rounded corners.
    nonisolated public static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerRadius: cornerRadius, style: style)
    }

    /// A rectangular shape with rounded corners of a size (elliptical corners are reported).
    nonisolated public static func rect(cornerSize: CGSize, style: RoundedCornerStyle = .continuous,
                            _fileID: String = #fileID, _line: Int = #line) -> RoundedRectangle {
        RoundedRectangle(cornerSize: cornerSize, style: style, _fileID: _fileID, _line: _line)
    }
}

extension Shape where Self == UnevenRoundedRectangle {
    /// A rectangular shape with each corner rounded by its own radius.
    nonisolated public static func rect(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) -> UnevenRoundedRectangle {
        UnevenRoundedRectangle(cornerRadii: cornerRadii, style: style)
    }

    /// A rectangular shape with each corner rounded by its own radius.
    nonisolated public static func rect(topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
                            topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous) -> UnevenRoundedRectangle {
        UnevenRoundedRectangle(topLeadingRadius: topLeadingRadius, bottomLeadingRadius: bottomLeadingRadius,
                               bottomTrailingRadius: bottomTrailingRadius, topTrailingRadius: topTrailingRadius, style: style)
    }
}

extension Shape where Self == Circle {
    /// A circle centred in the frame of the view containing it.
    public static var circle: Circle { Circle() }
}

extension Shape where Self == Ellipse {
    /// An ellipse that fills the frame of the view containing it.
    public static var ellipse: Ellipse { Ellipse() }
}

extension Shape where Self == Capsule {
    /// A capsule shape.
    public static var capsule: Capsule { Capsule() }

    /// A capsule shape with a corner style (continuous ends are reported).
    nonisolated public static func capsule(style: RoundedCornerStyle, _fileID: String = #fileID, _line: Int = #line) -> Capsule {
        Capsule(style: style, _fileID: _fileID, _line: _line)
    }
}

extension Shape where Self == ContainerRelativeShape {
    /// A shape that is replaced by an inset version of the current container shape.
    public static var containerRelative: ContainerRelativeShape { ContainerRelativeShape() }
}

extension ShapeNode: AnimatableNode {
    /// Colours animate (component by component, in sRGB; gradients jump) and so does the
    /// shape's `animatableData` (a corner radius, a trim, a custom shape's own).
    func animatableDiffers(from old: LayoutNode) -> Bool {
        guard let old = old as? ShapeNode else { return false }
        if case .color(let a) = old.paint, case .color(let b) = paint, a != b { return true }
        return Self.distance(old.shape, shape).map { $0 > 0 } ?? false
    }

    func animate(from old: LayoutNode, progress p: Double) -> @MainActor () -> Void {
        guard let old = old as? ShapeNode else { return {} }
        let originalPaint = paint, originalShape = shape
        if case .color(let a) = old.paint, case .color(let b) = paint {
            func mix(_ x: Double, _ y: Double) -> Double { min(max(x + (y - x) * p, 0), 1) }
            paint = .color(RGBAColor(red: mix(a.red, b.red), green: mix(a.green, b.green), blue: mix(a.blue, b.blue),
                                     alpha: mix(a.alpha, b.alpha)))
        }
        if let moved = Self.interpolate(old.shape, shape, p) { shape = moved }
        return {
            self.paint = originalPaint
            self.shape = originalShape
        }
    }

    /// How far apart two animatable shapes of one type are in their animatable data (nil: not
    /// animatable, or of different types).
    static func distance(_ old: any Shape, _ new: any Shape) -> Double? {
        guard let new = new as? any Animatable else { return nil }
        func open<A: Animatable>(_ new: A) -> Double? {
            guard let old = old as? A else { return nil }
            return (new.animatableData - old.animatableData).magnitudeSquared
        }
        return open(new)
    }

    /// `new` with its animatable data `p` of the way from `old`'s (nil: not animatable, or of
    /// different types).
    static func interpolate(_ old: any Shape, _ new: any Shape, _ p: Double) -> (any Shape)? {
        guard let animatable = new as? any Animatable else { return nil }
        func open<A: Animatable>(_ new: A) -> (any Shape)? {
            guard let old = old as? A else { return nil }
            var out = new
            out.animatableData = old.animatableData.interpolated(towards: new.animatableData, amount: p)
            return out as? any Shape
        }
        return open(animatable)
    }
}

/// The rounded rectangle's corner size animates, as SwiftUI's.
extension RoundedRectangle: Animatable {
    nonisolated public var animatableData: CGSize.AnimatableData {
        get { cornerSize.animatableData }
        set { cornerSize.animatableData = newValue }
    }
}
