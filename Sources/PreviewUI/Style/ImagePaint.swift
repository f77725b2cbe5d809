import Drawing
import Foundation

/// A shape style that fills with an image repeated as tiles, as SwiftUI's `ImagePaint`: each
/// tile is the image at its natural size times `scale`, the first at the filled rectangle's
/// top-leading corner. `sourceRect` (a unit rectangle of the image) other than the whole image
/// is drawn as the whole image, and said; as a single colour (text, strokes), the style is the
/// secondary label colour, and said.
public struct ImagePaint: ShapeStyle {
    /// The image to be drawn.
    public var image: Image
    /// A unit-space rectangle defining how much of the source image to draw.
    public var sourceRect: CGRect
    /// A scale factor applied to the image while being drawn.
    public var scale: CGFloat
    let site: Uncompared<CallSite?>

    public init(image: Image, sourceRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1), scale: CGFloat = 1,
                _fileID: String = #fileID, _line: Int = #line) {
        self.image = image
        self.sourceRect = sourceRect
        self.scale = scale
        self.site = Uncompared(CallSite(file: _fileID, line: _line))
    }

    public func _color(in env: EnvironmentValues) -> Color.Resolved {
        PendingApproximation(cause: "ImagePaint used as a single colour (a text's or a stroke's style)",
                             drawnAs: "the secondary label colour", site: site.value).report()
        return HierarchicalShapeStyle.secondary._color(in: env)
    }
}

extension ShapeStyle where Self == ImagePaint {
    /// A shape style that fills with `image` repeated as tiles.
    public static func image(_ image: Image, sourceRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1), scale: CGFloat = 1,
                             _fileID: String = #fileID, _line: Int = #line) -> ImagePaint {
        ImagePaint(image: image, sourceRect: sourceRect, scale: scale, _fileID: _fileID, _line: _line)
    }
}

extension _ShapeView {
    /// The node of a shape filled with an image paint, when the style is one.
    @MainActor func imagePaintNode(_ context: ResolveContext) -> LayoutNode? {
        guard stroke == nil,
              let paint = (style as? ImagePaint) ?? ((style as? AnyShapeStyle)?.base as? ImagePaint) else { return nil }
        if paint.sourceRect != CGRect(x: 0, y: 0, width: 1, height: 1) {
            context.approximate("ImagePaint(sourceRect:) with part of the image", drawnAs: "the whole image in each tile",
                                at: paint.site.value)
        }
        let natural = context.resolve(paint.image, component: "image-paint-size").single().sizeThatFits(.unspecified)
        let tile = context.resolve(paint.image.resizable(), component: "image-paint").single()
        let size = CGSize(width: natural.width * paint.scale, height: natural.height * paint.scale)
        return ImagePaintShapeNode(shape: shape, tile: tile, tileSize: size, fillStyle: fillStyle, site: paint.site.value)
    }
}

/// A shape filled with an image's tiles: the image is laid out once at the tile size, and drawn
/// again for each tile that meets the shape's rectangle, clipped to the shape.
final class ImagePaintShapeNode: LayoutNode {
    let shape: any Shape
    let tile: LayoutNode
    let tileSize: CGSize
    let fillStyle: FillStyleUse?
    let site: CallSite?
    /// More than this many tiles in a shape are not drawn one by one.
    static let tileLimit = 4_096

    init(shape: any Shape, tile: LayoutNode, tileSize: CGSize, fillStyle: FillStyleUse?, site: CallSite?) {
        self.shape = shape
        self.tile = tile
        self.tileSize = tileSize
        self.fillStyle = fillStyle
        self.site = site
        super.init()
    }

    override var children: [LayoutNode] { [tile] }

    override func computeSize(_ p: ProposedViewSize) -> CGSize { shape.sizeThatFits(p) }

    override func place(at origin: CGPoint, proposal: ProposedViewSize, _ context: PlacementContext) {
        super.place(at: origin, proposal: proposal, context)
        tile.place(at: frame.origin, proposal: ProposedViewSize(tileSize), context)
    }

    override func emitContent(_ e: inout Emitter) {
        let path = shape.path(placedIn: frame)
        path.reportPending()
        fillStyle?.report(drawing: path)
        guard tileSize.width >= 0.5, tileSize.height >= 0.5, frame.width > 0, frame.height > 0 else { return }
        let columns = Int((frame.width / tileSize.width).rounded(.up)), rows = Int((frame.height / tileSize.height).rounded(.up))
        guard columns * rows <= Self.tileLimit else {
            ViewGraph.approximate("ImagePaint with \(columns * rows) tiles in one shape (more than \(Self.tileLimit))",
                                  drawnAs: "the shape left empty", at: site)
            return
        }
        e.group(clip: Clip(path.shapePath), clipRect: frame) { g in
            for row in 0..<rows {
                for column in 0..<columns {
                    let dx = Double(column) * tileSize.width, dy = Double(row) * tileSize.height
                    g.group(transform: .translation(x: dx, y: dy)) { tile.emit(&$0) }
                }
            }
        }
    }
}
