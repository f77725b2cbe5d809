import Drawing
import Foundation

/// A view that draws with immediate-mode calls, as SwiftUI's `Canvas`: its renderer gets a
/// `GraphicsContext` and the canvas's size when the frame is drawn, and records fills,
/// strokes, text, images and the `symbols` views (tagged with `tag(_:)`). The canvas takes
/// the whole size it is offered, as a shape does, and is drawn as a layer of its own clipped
/// to its frame (estimate: iOS renders a canvas into its own layer, so blend modes inside it
/// blend only with what it drew, and nothing shows outside it).
public struct Canvas<Symbols: View> {
    /// The views the renderer can draw, found by their tags with `resolveSymbol(id:)`.
    public var symbols: Symbols
    /// The drawing callback: the context to draw into and the canvas's size.
    public var renderer: (inout GraphicsContext, CGSize) -> Void
    /// Whether the canvas is fully opaque (reported: the canvas is drawn with transparency).
    public var isOpaque: Bool
    /// The working colour space (reported when linear: the canvas draws in sRGB).
    public var colorMode: ColorRenderingMode
    /// Whether the canvas may present its contents asynchronously (a still is the same).
    public var rendersAsynchronously: Bool
    let site: CallSite

    /// A canvas with views the renderer can draw as symbols.
    public init(
        opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
        renderer: @escaping (inout GraphicsContext, CGSize) -> Void, @ViewBuilder symbols: () -> Symbols,
        _fileID: String = #fileID, _line: Int = #line
    ) {
        self.symbols = symbols()
        self.renderer = renderer
        isOpaque = opaque
        self.colorMode = colorMode
        self.rendersAsynchronously = rendersAsynchronously
        site = CallSite(file: _fileID, line: _line)
    }
}

extension Canvas where Symbols == EmptyView {
    /// A canvas.
    public init(
        opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
        renderer: @escaping (inout GraphicsContext, CGSize) -> Void, _fileID: String = #fileID, _line: Int = #line
    ) {
        self.init(opaque: opaque, colorMode: colorMode, rendersAsynchronously: rendersAsynchronously, renderer: renderer,
                  symbols: { EmptyView() }, _fileID: _fileID, _line: _line)
    }
}

extension Canvas: View, PrimitiveView {
    public var body: Never { primitiveBody("Canvas") }

    func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        if isOpaque {
            context.approximate("Canvas(opaque: true): what iOS shows where an opaque canvas draws nothing is undefined",
                                drawnAs: "a canvas with transparency", at: site)
        }
        if colorMode != .nonLinear {
            context.approximate("Canvas(colorMode: .\(colorMode)) is not drawn yet",
                                drawnAs: "a canvas blended in non-linear sRGB", at: site)
        }
        var c = context
        c.stackAxis = nil
        let symbolNodes = c.resolve(symbols, component: "symbols")
        return [CanvasNode(context: c, renderer: renderer, symbols: symbolNodes, site: site)]
    }
}

/// What every context of one drawing of a canvas shares: where it is resolved (its
/// environment, the host's reports), its size, its symbols, and what the drawing needs of
/// the layer it becomes.
final class CanvasScope {
    let context: ResolveContext
    let environment: EnvironmentValues
    let size: CGSize
    let site: CallSite
    /// The symbols by tag: the first view with each tag.
    let symbols: [AnyHashable: LayoutNode]
    /// Set when a drawing blends by another mode than normal: the canvas is then a layer of
    /// its own, so that it blends only with what it drew.
    var needsIsolation = false
    /// How many views were resolved to draw (text, images), for their identities.
    var resolvedCount = 0

    @MainActor
    init(context: ResolveContext, size: CGSize, site: CallSite, symbols: [LayoutNode]) {
        self.context = context
        environment = context.environment
        self.size = size
        self.site = site
        var byTag: [AnyHashable: LayoutNode] = [:]
        for node in symbols {
            if let tag = node.tag, byTag[tag] == nil { byTag[tag] = node }
        }
        self.symbols = byTag
    }

    /// The canvas's own rectangle, in its coordinates.
    var bounds: CGRect { CGRect(origin: .zero, size: size) }

    /// Reports at the canvas's call site (or `site`).
    func approximate(_ cause: String, drawnAs: String, at site: CallSite? = nil) {
        PendingApproximation(cause: cause, drawnAs: drawnAs, site: site ?? self.site).report()
    }

    /// Drawing's mode for a context's blend mode, reporting what is not drawn exactly.
    func blend(_ mode: GraphicsContext.BlendMode) -> Drawing.BlendMode {
        guard let m = mode.drawing else {
            approximate("GraphicsContext.BlendMode(rawValue: \(mode.rawValue)) is not a Core Graphics blend mode", drawnAs: "normal blending")
            return .normal
        }
        guard m != .normal else { return .normal }
        needsIsolation = true
        if !m.isDrawnExactly {
            approximate("GraphicsContext.BlendMode .\(m.rawValue) has no Cairo operator", drawnAs: "blend mode .\(m.drawnAs.rawValue)")
        }
        approximate("GraphicsContext.BlendMode .\(m.rawValue) is not in SVG 1.1",
               drawnAs: "Cairo's operator; in SVG, an embedded image of the blended region")
        return m
    }

    /// Mask ops whose alpha is the inverse of `ops`': opaque over the canvas (and well past
    /// it, for filters that reach in), cleared where `ops` draw.
    func inverted(_ ops: [DisplayOp]) -> [DisplayOp] {
        let far = bounds.insetBy(dx: -max(size.width, size.height), dy: -max(size.width, size.height))
        return [.fill(.rect(far), .black), .group(DisplayGroup(blendMode: .destinationOut, ops: ops))]
    }

    /// The ops `node` draws placed at `origin` with `proposal`, in the canvas's coordinates.
    /// The node takes no touches and shows no text to interactions (as a canvas's drawings).
    @MainActor
    func ops(of node: LayoutNode, at origin: CGPoint, proposal: ProposedViewSize) -> [DisplayOp] {
        node.place(at: origin, proposal: proposal, PlacementContext())
        var e = Emitter(bounds: bounds)
        node.emit(&e)
        return e.ops
    }

    /// A context to resolve a view drawn into the canvas at (its identity is its place in
    /// the drawing order).
    @MainActor
    func resolveContext(shading env: EnvironmentValues? = nil) -> ResolveContext {
        resolvedCount += 1
        var c = context.appending("draw\(resolvedCount)")
        if let env { c.environment = env }
        return c
    }
}

/// Runs `body` on the main actor, where a canvas's renderer always runs (see
/// `GraphicsContext`), with `input` (what it works on, handed over rather than captured),
/// and returns its result.
func onCanvasActor<Input, T>(_ input: Input, _ body: @MainActor (Input) -> T) -> T {
    nonisolated(unsafe) let input = input
    nonisolated(unsafe) var result: T?
    MainActor.assumeIsolated { result = body(input) }
    return result!
}

/// A canvas laid out: as flexible as a shape; its renderer runs when it is drawn.
final class CanvasNode: LayoutNode {
    let context: ResolveContext
    let renderer: (inout GraphicsContext, CGSize) -> Void
    let symbols: [LayoutNode]
    let site: CallSite

    init(context: ResolveContext, renderer: @escaping (inout GraphicsContext, CGSize) -> Void, symbols: [LayoutNode], site: CallSite) {
        self.context = context
        self.renderer = renderer
        self.symbols = symbols
        self.site = site
        super.init()
    }

    /// The whole proposal, as a shape takes it (10 × 10 where none is given).
    override func computeSize(_ p: ProposedViewSize) -> CGSize {
        p.replacingUnspecifiedDimensions()
    }

    override func emitContent(_ e: inout Emitter) {
        let size = frame.size
        guard size.width > 0, size.height > 0, size.width.isFinite, size.height.isFinite else { return }
        let scope = CanvasScope(context: context, size: size, site: site, symbols: symbols)
        var gc = GraphicsContext(scope: scope)
        renderer(&gc, size)
        let ops = gc.recording.ops
        guard !ops.isEmpty else { return }
        var g = DisplayGroup(transform: .translation(x: frame.minX, y: frame.minY),
                             clip: Clip(.rect(scope.bounds), antialiased: false), ops: ops)
        g.isolated = scope.needsIsolation
        e.add(.group(g))
    }
}
