import Drawing

/// An image, as SwiftUI's `Image`. System symbols (`Image(systemName:)`) are drawn from the
/// stand-ins in Drawing's `SymbolTable`; they are sized by the font like SF Symbols unless
/// made `resizable()`. Named asset images do not exist here and draw a placeholder.
public struct Image: View, PrimitiveView, Equatable {
    enum Source: Equatable {
        case symbol(String)
        case asset(String)
    }

    /// The relative size of symbols next to text.
    public enum Scale: Sendable, Hashable, CaseIterable { case small, medium, large }

    public enum ResizingMode: Sendable, Hashable { case tile, stretch }
    public enum TemplateRenderingMode: Sendable, Hashable { case template, original }

    let source: Source
    var isResizable = false

    public init(systemName: String) {
        source = .symbol(systemName)
    }

    public init(_ name: String) {
        source = .asset(name)
    }

    public init(_ name: String, bundle: Bundle?) {
        self.init(name)
    }

    public var body: Never { primitiveBody("Image") }

    /// Lets the image take the size it is offered.
    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch) -> Image {
        var copy = self
        copy.isResizable = true
        return copy
    }

    public func renderingMode(_ mode: TemplateRenderingMode?) -> Image { self }

    func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        let env = context.environment
        let name: String
        switch source {
        case .symbol(let n): name = n
        case .asset(let n):
            DrawingLog.warnOnce("image asset '\(n)' is not available (only Image(systemName:) is drawn): shown as a crossed box")
            name = "asset:" + n
        }
        let font = env.resolvedFontSpec
        let side = font.size * SymbolMetrics.scale(env.imageScale)
        let color = (env.foregroundStyle ?? AnyShapeStyle(HierarchicalShapeStyle.primary)).rgba(env)
        return [ImageNode(name: name, color: color, intrinsic: CGSize(width: side, height: side), resizable: isResizable)]
    }
}

/// How large a symbol is next to text of a size (estimates: SF Symbols' frames at the three
/// scales, against Bootstrap's square icons). Flag: E.
enum SymbolMetrics {
    static func scale(_ s: Image.Scale) -> CGFloat {
        switch s {
        case .small: 0.8
        case .medium: 1.0
        case .large: 1.3
        }
    }
}

final class ImageNode: LayoutNode {
    let name: String
    let color: RGBAColor
    let intrinsic: CGSize
    let resizable: Bool

    init(name: String, color: RGBAColor, intrinsic: CGSize, resizable: Bool) {
        self.name = name
        self.color = color
        self.intrinsic = intrinsic
        self.resizable = resizable
        super.init()
    }

    override func computeSize(_ p: ProposedViewSize) -> CGSize {
        guard resizable else { return intrinsic }
        // A resizable image takes the whole proposal (infinity included), its own size where
        // none is given.
        return p.replacingUnspecifiedDimensions(by: intrinsic)
    }

    override func emit(_ e: inout Emitter) {
        e.add(.icon(IconRun(name: name, rect: frame, color: color)))
    }
}
