import Drawing

/// A shadow a shape style casts, as SwiftUI's `ShadowStyle`: `.fill(.blue.shadow(.drop(radius: 4)))`,
/// `.fill(.white.shadow(.inner(radius: 3)))`.
public struct ShadowStyle: Equatable, Sendable {
    enum Kind: Equatable, Sendable { case drop, inner }
    let kind: Kind
    let color: Color
    let radius: CGFloat
    let x: CGFloat
    let y: CGFloat

    /// A shadow behind the content: a blur of its alpha (σ = `radius`, as `shadow(color:radius:x:y:)`),
    /// tinted and offset.
    public static func drop(
        color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0
    ) -> ShadowStyle {
        ShadowStyle(kind: .drop, color: color, radius: radius, x: x, y: y)
    }

    /// A shadow inside the content, on top of it: a blur of what lies outside it, tinted,
    /// offset, and cut to the content.
    public static func inner(
        color: Color = Color(.sRGBLinear, white: 0, opacity: 0.55), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0
    ) -> ShadowStyle {
        ShadowStyle(kind: .inner, color: color, radius: radius, x: x, y: y)
    }
}

/// A style with shadows: what `ShapeStyle.shadow(_:)` returns.
public struct _ShadowShapeStyle<Base: ShapeStyle>: ShapeStyle {
    let base: Base
    let shadow: ShadowStyle
    let site: Uncompared<CallSite>

    /// Where only a colour can be drawn (text), the base style's colour, without the shadow.
    public func _color(in environment: EnvironmentValues) -> Color.Resolved {
        PendingApproximation(cause: "ShadowStyle on text and symbols (a shadowed foreground style) is not drawn yet",
                             drawnAs: "the style without its shadow", site: site.value).report()
        return base._color(in: environment)
    }
}

extension ShapeStyle {
    /// This style casting a shadow (drop or inner).
    public func shadow(_ style: ShadowStyle, _fileID: String = #fileID, _line: Int = #line) -> some ShapeStyle {
        _ShadowShapeStyle(base: self, shadow: style, site: Uncompared(CallSite(file: _fileID, line: _line)))
    }
}

extension ShapeStyle where Self == AnyShapeStyle {
    /// The foreground style casting a shadow.
    public static func shadow(_ style: ShadowStyle, _fileID: String = #fileID, _line: Int = #line) -> AnyShapeStyle {
        AnyShapeStyle(_ShadowShapeStyle(base: ForegroundStyle(), shadow: style, site: Uncompared(CallSite(file: _fileID, line: _line))))
    }
}

/// What a shadowed style is made of, whatever its base.
protocol ShadowedShapeStyle {
    /// The shadows, innermost first, and the style under them.
    var shadowLayers: (shadows: [(ShadowStyle, CallSite)], base: any ShapeStyle) { get }
}

extension _ShadowShapeStyle: ShadowedShapeStyle {
    var shadowLayers: (shadows: [(ShadowStyle, CallSite)], base: any ShapeStyle) {
        let inner = (base as? ShadowedShapeStyle)?.shadowLayers ?? ((base as? AnyShapeStyle)?.base as? ShadowedShapeStyle)?.shadowLayers
        if let inner { return (inner.shadows + [(shadow, site.value)], inner.base) }
        return ([(shadow, site.value)], base)
    }
}

/// A shape filled or stroked with a shadowed style: drop shadows as shadow groups, inner
/// shadows as a blurred, offset complement of the shape cut to the shape.
final class ShadowedShapeNode: LayoutNode {
    let shape: any Shape
    let color: RGBAColor
    let stroke: StrokeStyle?
    let inset: CGFloat
    let shadows: [(style: ShadowStyle, color: RGBAColor, site: CallSite)]

    init(shape: any Shape, color: RGBAColor, stroke: StrokeStyle?, inset: CGFloat,
         shadows: [(style: ShadowStyle, color: RGBAColor, site: CallSite)]) {
        self.shape = shape
        self.color = color
        self.stroke = stroke
        self.inset = inset
        self.shadows = shadows
        super.init()
    }

    override func computeSize(_ p: ProposedViewSize) -> CGSize { shape.sizeThatFits(p) }

    override func emitContent(_ e: inout Emitter) {
        let path = shape.path(placedIn: frame, inset: inset)
        path.reportPending()
        let shapePath = path.shapePath
        var ops: [DisplayOp] = [stroke.map { .stroke(shapePath, color, $0.drawing) } ?? .fill(shapePath, color)]
        for (style, shadowColor, site) in shadows {
            switch style.kind {
            case .drop:
                ops = [.group(DisplayGroup(shadow: Drawing.Shadow(color: shadowColor, radius: style.radius, x: style.x, y: style.y), ops: ops))]
            case .inner where stroke != nil:
                ViewGraph.approximate("ShadowStyle.inner on a stroke is not drawn yet", drawnAs: "the stroke without it", at: site)
            case .inner:
                ViewGraph.approximate(
                    "ShadowStyle.inner is a pixel effect",
                    drawnAs: "a blur (σ = radius) of the shape's outside, cut to the shape; in SVG, an embedded PNG image", at: site)
                ops.append(Self.innerShadow(of: shapePath, color: shadowColor, style: style))
            }
        }
        for op in ops { e.add(op) }
    }

    /// The inside of `shape` darkened where it is near the edge: the outside of the shape
    /// (a frame around it), offset and blurred, cut to the shape.
    static func innerShadow(of shape: ShapePath, color: RGBAColor, style: ShadowStyle) -> DisplayOp {
        let reach = 3 * style.radius + abs(style.x) + abs(style.y) + 2
        let outer = shape.bounds.insetBy(dx: -reach, dy: -reach)
        // The outer rectangle clockwise, the shape against it: non-zero winding leaves the
        // shape a hole.
        let frame: [PathElement] = [
            .move(to: CGPoint(x: outer.minX, y: outer.minY)), .line(to: CGPoint(x: outer.maxX, y: outer.minY)),
            .line(to: CGPoint(x: outer.maxX, y: outer.maxY)), .line(to: CGPoint(x: outer.minX, y: outer.maxY)), .closeSubpath,
        ]
        let complement = ShapePath.path(frame + reversed(shape.elements, clockwise: isClockwise(shape.elements)))
        let moved = DisplayOp.group(DisplayGroup(transform: .translation(x: style.x, y: style.y), ops: [.fill(complement, color)]))
        let blurred = style.radius > 0 ? DisplayOp.group(DisplayGroup(filters: [.blur(radius: style.radius)], ops: [moved])) : moved
        return .group(DisplayGroup(clip: Clip(shape), ops: [blurred]))
    }

    /// Whether the path's first outline turns clockwise on screen (y down), by its signed area.
    static func isClockwise(_ elements: [PathElement]) -> Bool {
        var area = 0.0
        var start = CGPoint.zero, current = CGPoint.zero
        for e in elements {
            switch e {
            case .move(let p): start = p; current = p
            case .line(let p), .quadCurve(let p, _), .curve(let p, _, _):
                area += current.x * p.y - p.x * current.y
                current = p
            case .closeSubpath:
                area += current.x * start.y - start.x * current.y
                current = start
            }
        }
        return area >= 0
    }

    /// The outlines turned counter-clockwise (reversed when they run clockwise).
    static func reversed(_ elements: [PathElement], clockwise: Bool) -> [PathElement] {
        guard clockwise else { return elements }
        var out: [PathElement] = []
        var subpath: [PathElement] = []
        func flush() {
            guard case .move(let first)? = subpath.first else { subpath = []; return }
            var points: [CGPoint] = [first]
            var segments: [PathElement] = []
            var closed = false
            for e in subpath.dropFirst() {
                switch e {
                case .line(let p), .quadCurve(let p, _), .curve(let p, _, _):
                    segments.append(e); points.append(p)
                case .closeSubpath: closed = true
                case .move: break
                }
            }
            if closed, let last = points.last, last != first {
                segments.append(.line(to: first)); points.append(first)
            }
            out.append(.move(to: points.last!))
            for i in stride(from: segments.count - 1, through: 0, by: -1) {
                let to = points[i]
                switch segments[i] {
                case .line: out.append(.line(to: to))
                case .quadCurve(_, let c): out.append(.quadCurve(to: to, control: c))
                case .curve(_, let c1, let c2): out.append(.curve(to: to, control1: c2, control2: c1))
                default: break
                }
            }
            if closed { out.append(.closeSubpath) }
            subpath = []
        }
        for e in elements {
            if case .move = e { flush() }
            subpath.append(e)
        }
        flush()
        return out
    }
}

extension _ShapeView {
    /// The node of a shape whose style is drawn by a layer effect: a material, a shadowed style.
    @MainActor func effectStyleNode(_ context: ResolveContext) -> LayoutNode? {
        if let node = materialNode(context) { return node }
        // `.background` drawing a material set with `backgroundStyle(_:)`.
        if style is BackgroundStyle, let set = context.environment.backgroundStyle, set.asMaterial != nil {
            var v = _ShapeView<Content, AnyShapeStyle>(shape: shape, style: set, stroke: stroke)
            v.inset = inset
            v.fillStyle = fillStyle
            v.fillSite = fillSite
            return v.materialNode(context)
        }
        let shadowed = (style as? ShadowedShapeStyle) ?? ((style as? AnyShapeStyle)?.base as? ShadowedShapeStyle)
        guard let layers = shadowed?.shadowLayers else { return nil }
        let env = context.environment
        return ShadowedShapeNode(
            shape: shape, color: layers.base.rgba(env), stroke: stroke, inset: inset,
            shadows: layers.shadows.map { ($0.0, $0.0.color.rgba(env), $0.1) })
    }
}
