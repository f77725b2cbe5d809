import Drawing

/// A view that draws a shape and hands it on for more drawing, as SwiftUI's `ShapeView`
/// (iOS 17): `Capsule().fill(.yellow).stroke(.blue, lineWidth: 8)` fills the capsule, then
/// strokes the same capsule over the fill. Each drawing is laid out in the same frame.
public protocol ShapeView<Content>: View {
    associatedtype Content: Shape
    /// The shape this view draws, for the drawings stacked on it.
    nonisolated var shape: Content { get }
}

extension _ShapeView: ShapeView {}

extension ShapeView {
    /// Fills the shape over what this view draws.
    nonisolated public func fill<S: ShapeStyle>(
        _ content: S = .foreground, style: FillStyle = FillStyle(), _fileID: String = #fileID, _line: Int = #line
    ) -> FillShapeView<Content, S, Self> {
        var v = FillShapeView(shape: shape, style: content, fillStyle: style, background: self)
        v.site = CallSite(file: _fileID, line: _line)
        return v
    }

    /// Strokes the shape's outline over what this view draws.
    nonisolated public func stroke<S: ShapeStyle>(
        _ content: S, style: StrokeStyle, antialiased: Bool = true, _fileID: String = #fileID, _line: Int = #line
    ) -> StrokeShapeView<Content, S, Self> {
        var v = StrokeShapeView(shape: shape, style: content, strokeStyle: style, isAntialiased: antialiased, background: self)
        v.site = CallSite(file: _fileID, line: _line)
        return v
    }

    /// Strokes the shape's outline over what this view draws.
    nonisolated public func stroke<S: ShapeStyle>(
        _ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true, _fileID: String = #fileID, _line: Int = #line
    ) -> StrokeShapeView<Content, S, Self> {
        stroke(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased, _fileID: _fileID, _line: _line)
    }
}

extension ShapeView where Content: InsettableShape {
    /// Strokes inside the shape's outline over what this view draws.
    nonisolated public func strokeBorder<S: ShapeStyle>(
        _ content: S = .foreground, style: StrokeStyle, antialiased: Bool = true, _fileID: String = #fileID, _line: Int = #line
    ) -> StrokeBorderShapeView<Content, S, Self> {
        var v = StrokeBorderShapeView(shape: shape, style: content, strokeStyle: style, isAntialiased: antialiased, background: self)
        v.site = CallSite(file: _fileID, line: _line)
        return v
    }

    /// Strokes inside the shape's outline over what this view draws.
    nonisolated public func strokeBorder<S: ShapeStyle>(
        _ content: S = .foreground, lineWidth: CGFloat = 1, antialiased: Bool = true, _fileID: String = #fileID, _line: Int = #line
    ) -> StrokeBorderShapeView<Content, S, Self> {
        strokeBorder(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased, _fileID: _fileID, _line: _line)
    }
}

/// A shape filled over a background (another drawing of it), as `ShapeView.fill` returns.
nonisolated public struct FillShapeView<Content: Shape, Style: ShapeStyle, Background: View>: ShapeView, @MainActor PrimitiveView {
    public var shape: Content
    public var style: Style
    public var fillStyle: FillStyle
    public var background: Background
    var site: CallSite?

    public init(shape: Content, style: Style, fillStyle: FillStyle, background: Background) {
        self.shape = shape
        self.style = style
        self.fillStyle = fillStyle
        self.background = background
    }

    public var body: Never { primitiveBody("FillShapeView") }

    @MainActor func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        var layer = _ShapeView(shape: shape, style: style)
        layer.fillStyle = FillStyleUse(fillStyle, in: "fill(_:style:)", at: site)
        layer.fillSite = site
        return ShapeLayers.nodes(layer, over: background, context)
    }
}

/// A shape's outline stroked over a background, as `stroke(_:lineWidth:antialiased:)` returns.
nonisolated public struct StrokeShapeView<Content: Shape, Style: ShapeStyle, Background: View>: ShapeView, @MainActor PrimitiveView {
    public var shape: Content
    public var style: Style
    public var strokeStyle: StrokeStyle
    public var isAntialiased: Bool
    public var background: Background
    var site: CallSite?

    public init(shape: Content, style: Style, strokeStyle: StrokeStyle, isAntialiased: Bool, background: Background) {
        self.shape = shape
        self.style = style
        self.strokeStyle = strokeStyle
        self.isAntialiased = isAntialiased
        self.background = background
    }

    public var body: Never { primitiveBody("StrokeShapeView") }

    @MainActor func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        var layer = _ShapeView(shape: shape, style: style, stroke: strokeStyle)
        layer.strokeSite = site
        if !isAntialiased { layer.aliasedStroke = ("stroke", site) }
        return ShapeLayers.nodes(layer, over: background, context)
    }
}

/// A shape's outline stroked inside it over a background, as `strokeBorder` returns.
nonisolated public struct StrokeBorderShapeView<Content: InsettableShape, Style: ShapeStyle, Background: View>: ShapeView,
    @MainActor PrimitiveView {
    public var shape: Content
    public var style: Style
    public var strokeStyle: StrokeStyle
    public var isAntialiased: Bool
    public var background: Background
    var site: CallSite?

    public init(shape: Content, style: Style, strokeStyle: StrokeStyle, isAntialiased: Bool, background: Background) {
        self.shape = shape
        self.style = style
        self.strokeStyle = strokeStyle
        self.isAntialiased = isAntialiased
        self.background = background
    }

    public var body: Never { primitiveBody("StrokeBorderShapeView") }

    @MainActor func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        var layer = _ShapeView(shape: shape, style: style, stroke: strokeStyle)
        layer.inset = strokeStyle.lineWidth / 2
        layer.strokeSite = site
        if !isAntialiased { layer.aliasedStroke = ("strokeBorder", site) }
        return ShapeLayers.nodes(layer, over: background, context)
    }
}

/// The drawings of a shape view stacked in one frame: the background's (earlier drawings)
/// offered the layer's size and drawn under it, as a `background` would be.
enum ShapeLayers {
    @MainActor static func nodes<Background: View>(_ layer: some PrimitiveView, over background: Background,
                                                   _ context: ResolveContext) -> [LayoutNode] {
        let top = layer.makeNodes(context).single()
        if Background.self == EmptyView.self { return [top] }
        var c = context
        c.stackAxis = nil
        let below = c.resolve(background, component: "shape-below").single()
        return [SecondaryNode(top, secondary: below, alignment: .center, isOverlay: false)]
    }
}

/// A shape whose outline is stroked, as `stroke(lineWidth:)` and `stroke(style:)` return: a
/// shape, so it can be filled (the fill draws the stroke), trimmed, moved or stroked again.
public struct _StrokedShape<Content: Shape>: Shape {
    public var shape: Content
    public var style: StrokeStyle
    var site: CallSite?

    nonisolated public init(shape: Content, style: StrokeStyle) {
        self.shape = shape
        self.style = style
    }

    /// The outline to stroke, marked as stroked: a view fills it by stroking it.
    public func path(in rect: CGRect) -> Path { shape.path(in: rect).strokedPath(style) }
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { shape.sizeThatFits(proposal) }
}

/// A stroked shape drawn as a view: its base shape stroked, so that materials, shadows and
/// gradients draw as they do for `stroke(_:lineWidth:)`.
protocol StrokedShapeProtocol {
    @MainActor func strokeNodes<S: Shape, Style: ShapeStyle>(_ style: Style, _ view: _ShapeView<S, Style>, _ context: ResolveContext) -> [LayoutNode]
}

extension _StrokedShape: StrokedShapeProtocol {
    @MainActor func strokeNodes<S: Shape, Style: ShapeStyle>(_ style: Style, _ view: _ShapeView<S, Style>, _ context: ResolveContext) -> [LayoutNode] {
        var layer = _ShapeView(shape: shape, style: style, stroke: self.style)
        layer.strokeSite = site
        layer.inset = view.inset
        return layer.makeNodes(context)
    }
}

extension Path {
    /// This path's outline stroked with `style`, as SwiftUI's `strokedPath(_:)`: filled, it
    /// draws the stroke (the outline is kept with the style, not turned into a fill outline).
    public func strokedPath(_ style: StrokeStyle) -> Path {
        var out = self
        out.strokedBy = style
        return out
    }
}
