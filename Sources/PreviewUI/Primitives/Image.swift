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
    /// Where the image was made, for reports of what cannot be drawn.
    let site: CallSite

    public init(systemName: String, _fileID: String = #fileID, _line: Int = #line) {
        source = .symbol(systemName)
        site = CallSite(file: _fileID, line: _line)
    }

    public init(_ name: String, _fileID: String = #fileID, _line: Int = #line) {
        source = .asset(name)
        site = CallSite(file: _fileID, line: _line)
    }

    public init(_ name: String, bundle: Bundle?, _fileID: String = #fileID, _line: Int = #line) {
        self.init(name, _fileID: _fileID, _line: _line)
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
        case .symbol(let n):
            name = n
            if SymbolTable.entries[n] == nil {
                context.approximate(SymbolTable.unknownSymbolCause(n), drawnAs: "a crossed box", at: site)
            }
        case .asset(let n):
            context.approximate("image asset '\(n)' cannot be read yet (only Image(systemName:) is drawn)", drawnAs: "a crossed box", at: site)
            name = "asset:" + n
        }
        let font = env.resolvedFontSpec
        let size = SymbolMetrics.intrinsicSize(of: name, pointSize: font.size, scale: env.imageScale)
        let color = (env.foregroundStyle ?? AnyShapeStyle(HierarchicalShapeStyle.primary)).rgba(env)
        return [ImageNode(name: name, color: color, intrinsic: size, resizable: isResizable)]
    }
}

/// How large a symbol is next to text of a size: its ink keeps its own proportions within a
/// box that grows with the font and the image scale, as SF Symbols' frames do. Estimates from
/// SF Symbols at 17 pt (chevron.right about 9 × 16, car about 22 × 16). Flag: E.
enum SymbolMetrics {
    static func scale(_ s: Image.Scale) -> CGFloat {
        switch s {
        case .small: 0.78
        case .medium: 1.0
        case .large: 1.29
        }
    }

    /// The tallest a symbol is, in ems (narrow symbols such as chevrons reach it).
    static let height: CGFloat = 0.9
    /// The widest a symbol is, in ems (wide symbols such as car reach it).
    static let maximumWidth: CGFloat = 1.25

    /// The frame of a symbol that is not resizable.
    static func intrinsicSize(of name: String, pointSize: CGFloat, scale: Image.Scale) -> CGSize {
        let em = pointSize * self.scale(scale)
        let aspect = CGFloat(SymbolGeometry.aspectRatio(of: name) ?? 1)
        if aspect <= 1 { return CGSize(width: (height * aspect * em * 3).rounded() / 3, height: height * em) }
        let width = min(height * aspect, maximumWidth) * em
        return CGSize(width: width, height: (width / aspect * 3).rounded() / 3)
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
        // A resizable image fills whatever frame it is given, as SwiftUI stretches one.
        e.add(.icon(IconRun(name: name, rect: frame, color: color, contentMode: resizable ? .stretch : .fit)))
    }
}
