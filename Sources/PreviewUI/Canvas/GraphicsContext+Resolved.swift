import Drawing
import Foundation

// Text, images and symbol views drawn into a canvas: each is resolved as the view would be
// in the canvas's environment and laid out where the drawing call says; what it draws joins
// the canvas's recording (it takes no touches and shows no text to interactions, as on iOS).

extension GraphicsContext {
    // MARK: Text

    /// A text resolved in the canvas's environment, ready to measure and draw, as SwiftUI's
    /// `GraphicsContext.ResolvedText`.
    public struct ResolvedText {
        let text: Text
        let scope: CanvasScope
        /// What fills the parts of the text that set no colour of their own (by default the
        /// foreground style).
        public var shading: Shading = .foreground

        /// The size the text takes for `size` (its lines wrapped at the width).
        public func measure(in size: CGSize) -> CGSize {
            onCanvasActor(self) { $0.node().sizeThatFits(ProposedViewSize(size)) }
        }

        /// The distance from the top to the first line's baseline, laid out in `size`.
        public func firstBaseline(in size: CGSize) -> CGFloat {
            onCanvasActor(self) { $0.node().explicitGuide(.firstTextBaseline, ProposedViewSize(size)) ?? 0 }
        }

        /// The distance from the top to the last line's baseline, laid out in `size`.
        public func lastBaseline(in size: CGSize) -> CGFloat {
            onCanvasActor(self) { $0.node().explicitGuide(.lastTextBaseline, ProposedViewSize(size)) ?? 0 }
        }

        /// The text's node, with the shading as its foreground style where it is one.
        @MainActor
        func node() -> LayoutNode {
            var env = scope.environment
            if let style = Self.style(of: shading, scope: scope) { env.foregroundStyle = style }
            return scope.resolveContext(shading: env).resolve(text).single()
        }

        /// The shading as a foreground style, when it is one (nil: the environment's).
        static func style(of shading: Shading, scope: CanvasScope) -> AnyShapeStyle? {
            switch shading.kind {
            case .color(let c): return AnyShapeStyle(c)
            case .resolvedColor(let c): return AnyShapeStyle(Color(.sRGB, red: c.red, green: c.green, blue: c.blue, opacity: c.alpha))
            case .style(let s): return s
            case .palette(let list): return list.first.flatMap { style(of: $0, scope: scope) }
            case .foreground, .linear, .radial, .conic: return nil
            case .backdrop, .tiledImage:
                scope.approximate("GraphicsContext.ResolvedText.shading with a backdrop or tiled image is not drawn yet",
                             drawnAs: "text in the foreground style", at: shading.site)
                return nil
            }
        }

        /// The text's drawing laid out at `origin` under `proposal`, a gradient shading
        /// painted through the glyphs.
        func ops(at origin: CGPoint, proposal: ProposedViewSize, in context: GraphicsContext) -> [DisplayOp] {
            let ops = onCanvasActor(self) { $0.scope.ops(of: $0.node(), at: origin, proposal: proposal) }
            switch shading.kind {
            case .linear, .radial, .conic:
                if case .gradient(let g) = context.paint(shading, bounds: .null) { return [.gradientMask(g, ops)] }
                return ops
            default:
                return ops
            }
        }
    }

    /// `text` resolved in the canvas's environment.
    public func resolve(_ text: Text) -> ResolvedText {
        ResolvedText(text: text, scope: scope)
    }

    /// Draws `text` laid out in `rect` (its lines wrapped at the rectangle's width).
    public func draw(_ text: ResolvedText, in rect: CGRect) {
        let ops = text.ops(at: rect.origin, proposal: ProposedViewSize(rect.size), in: self)
        guard !ops.isEmpty else { return }
        record(.group(DisplayGroup(ops: ops)), outline: .box(rect))
    }

    /// Draws `text` at its ideal size with its `anchor` at `point`.
    public func draw(_ text: ResolvedText, at point: CGPoint, anchor: UnitPoint = .center) {
        let size = text.measure(in: CGSize(width: CGFloat.infinity, height: .infinity))
        let origin = CGPoint(x: point.x - anchor.x * size.width, y: point.y - anchor.y * size.height)
        let ops = text.ops(at: origin, proposal: .unspecified, in: self)
        guard !ops.isEmpty else { return }
        record(.group(DisplayGroup(ops: ops)), outline: .box(CGRect(origin: origin, size: size)))
    }

    /// Draws `text` laid out in `rect`.
    public func draw(_ text: Text, in rect: CGRect) {
        draw(resolve(text), in: rect)
    }

    /// Draws `text` at its ideal size with its `anchor` at `point`.
    public func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center) {
        draw(resolve(text), at: point, anchor: anchor)
    }

    // MARK: Images

    /// An image resolved in the canvas's environment, as SwiftUI's `ResolvedImage`.
    public struct ResolvedImage {
        let image: Image
        let scope: CanvasScope
        /// The image's own size (a symbol's, at the environment's font).
        public let size: CGSize
        /// The distance from the image's top to its baseline (a symbol's sits on the text
        /// baseline; another image's is its bottom).
        public let baseline: CGFloat
        /// What a template image or symbol is filled with (nil: the foreground style).
        public var shading: Shading?

        init(image: Image, scope: CanvasScope) {
            self.image = image
            self.scope = scope
            let measured: (CGSize, CGFloat) = onCanvasActor((scope, image)) { scope, image in
                let node = scope.resolveContext().resolve(image).single()
                let size = node.sizeThatFits(.unspecified)
                return (size, node.explicitGuide(.firstTextBaseline, .unspecified) ?? size.height)
            }
            (size, baseline) = measured
        }

        /// The image's drawing stretched to fill `rect`.
        func ops(in rect: CGRect) -> [DisplayOp] {
            onCanvasActor(self) { $0.scope.ops(of: $0.node($0.image.resizable()), at: rect.origin, proposal: ProposedViewSize(rect.size)) }
        }

        /// The image's drawing at its own size with its top-left at `origin`.
        func ops(at origin: CGPoint) -> [DisplayOp] {
            onCanvasActor(self) { $0.scope.ops(of: $0.node($0.image), at: origin, proposal: .unspecified) }
        }

        @MainActor
        private func node(_ image: Image) -> LayoutNode {
            var env = scope.environment
            if let shading, let style = ResolvedText.style(of: shading, scope: scope) { env.foregroundStyle = style }
            return scope.resolveContext(shading: env).resolve(image).single()
        }
    }

    /// `image` resolved in the canvas's environment.
    public func resolve(_ image: Image) -> ResolvedImage {
        ResolvedImage(image: image, scope: scope)
    }

    /// Draws `image` stretched to fill `rect`. A `style` other than the default is reported
    /// (images are drawn antialiased).
    public func draw(_ image: ResolvedImage, in rect: CGRect, style: FillStyle = FillStyle()) {
        if style != FillStyle() {
            scope.approximate("GraphicsContext.draw(_:in:style:) with a FillStyle for an image is not drawn yet", drawnAs: "an antialiased image")
        }
        let ops = image.ops(in: rect)
        guard !ops.isEmpty else { return }
        record(.group(DisplayGroup(ops: ops)), outline: .box(rect))
    }

    /// Draws `image` at its own size with its `anchor` at `point`.
    public func draw(_ image: ResolvedImage, at point: CGPoint, anchor: UnitPoint = .center) {
        let origin = CGPoint(x: point.x - anchor.x * image.size.width, y: point.y - anchor.y * image.size.height)
        let ops = image.ops(at: origin)
        guard !ops.isEmpty else { return }
        record(.group(DisplayGroup(ops: ops)), outline: .box(CGRect(origin: origin, size: image.size)))
    }

    /// Draws `image` stretched to fill `rect`.
    public func draw(_ image: Image, in rect: CGRect, style: FillStyle = FillStyle()) {
        draw(resolve(image), in: rect, style: style)
    }

    /// Draws `image` at its own size with its `anchor` at `point`.
    public func draw(_ image: Image, at point: CGPoint, anchor: UnitPoint = .center) {
        draw(resolve(image), at: point, anchor: anchor)
    }

    // MARK: Symbols

    /// One of the canvas's `symbols` views, as SwiftUI's `GraphicsContext.ResolvedSymbol`:
    /// laid out with the canvas's size as its proposal (estimate: how SwiftUI proposes to
    /// symbols is not documented; a view with a fixed frame is the same either way).
    public struct ResolvedSymbol {
        let node: LayoutNode
        let scope: CanvasScope
        /// The size the view takes.
        public let size: CGSize

        /// The view's drawing at its size with its top-left at the origin.
        func ops() -> [DisplayOp] {
            onCanvasActor(self) { $0.scope.ops(of: $0.node, at: .zero, proposal: ProposedViewSize($0.size)) }
        }
    }

    /// The symbol view tagged `id`, if there is one.
    public func resolveSymbol<ID: Hashable>(id: ID) -> ResolvedSymbol? {
        guard let node = scope.symbols[AnyHashable(id)] else { return nil }
        let canvas = scope.size
        let size = onCanvasActor(node) { $0.sizeThatFits(ProposedViewSize(canvas)) }
        return ResolvedSymbol(node: node, scope: scope, size: size)
    }

    /// Draws `symbol` scaled to fill `rect`.
    public func draw(_ symbol: ResolvedSymbol, in rect: CGRect) {
        guard symbol.size.width > 0, symbol.size.height > 0 else { return }
        let ops = symbol.ops()
        guard !ops.isEmpty else { return }
        let m = AffineMatrix.scale(x: rect.width / symbol.size.width, y: rect.height / symbol.size.height)
            .concatenating(.translation(x: rect.minX, y: rect.minY))
        record(.group(DisplayGroup(transform: m, ops: ops)), outline: .box(rect))
    }

    /// Draws `symbol` at its size with its `anchor` at `point`.
    public func draw(_ symbol: ResolvedSymbol, at point: CGPoint, anchor: UnitPoint = .center) {
        draw(symbol, in: CGRect(x: point.x - anchor.x * symbol.size.width, y: point.y - anchor.y * symbol.size.height,
                                width: symbol.size.width, height: symbol.size.height))
    }
}
