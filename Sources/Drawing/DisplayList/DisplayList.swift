import Foundation

/// One frame to draw, in points: a plain value that can be compared, dumped as text, sent
/// between tasks and drawn by any backend (raster or SVG).
public struct DisplayList: Sendable, Equatable {
    /// The size of the frame in points.
    public var size: CGSize
    /// The operations, painted in order.
    public var ops: [DisplayOp]

    public init(size: CGSize, ops: [DisplayOp] = []) {
        self.size = size
        self.ops = ops
    }
}

/// One drawing operation.
public indirect enum DisplayOp: Sendable, Equatable {
    /// Fills a shape with a colour.
    case fill(ShapePath, RGBAColor)
    /// Strokes a shape's outline.
    case stroke(ShapePath, RGBAColor, StrokeStyle)
    /// Fills a shape with a gradient.
    case fillGradient(ShapePath, GradientPaint)
    /// Strokes a shape's outline with a gradient.
    case strokeGradient(ShapePath, GradientPaint, StrokeStyle)
    /// Paints a gradient where the operations draw: their coverage (alpha) masks it, their
    /// own colours are not seen (text and symbols in a gradient).
    case gradientMask(GradientPaint, [DisplayOp])
    /// Draws text laid out in a box.
    case text(TextRun)
    /// Draws a named symbol (SF Symbol name) in a rectangle.
    case icon(IconRun)
    /// Draws a bitmap scaled into a rectangle.
    case image(ImageRun)
    /// Draws operations with a transform, clip, opacity or shadow applied to all of them.
    case group(DisplayGroup)
}

/// How an outline is stroked.
public struct StrokeStyle: Sendable, Equatable {
    public enum LineCap: String, Sendable { case butt, round, square }
    public enum LineJoin: String, Sendable { case miter, round, bevel }

    public var lineWidth: Double
    public var lineCap: LineCap
    public var lineJoin: LineJoin
    public var dash: [Double]

    public init(lineWidth: Double = 1, lineCap: LineCap = .butt, lineJoin: LineJoin = .miter, dash: [Double] = []) {
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.dash = dash
    }
}

/// A clip region, in the coordinates of the group that applies it.
public struct Clip: Sendable, Equatable {
    public var shape: ShapePath
    /// SwiftUI's `clipped()` does not antialias its edge; `clipShape` does.
    public var antialiased: Bool
    /// Whether the inside is found by the even-odd rule (`FillStyle(eoFill: true)`) rather
    /// than the non-zero winding rule.
    public var evenOdd: Bool

    public init(_ shape: ShapePath, antialiased: Bool = true, evenOdd: Bool = false) {
        self.shape = shape
        self.antialiased = antialiased
        self.evenOdd = evenOdd
    }
}

/// A drop shadow cast by everything a group draws: a Gaussian blur of the group's alpha with
/// sigma = `radius` (SwiftUI's radius, in points), moved by `x`/`y` and tinted with `color`.
public struct Shadow: Sendable, Equatable {
    public var color: RGBAColor
    public var radius: Double
    public var x: Double
    public var y: Double

    public init(color: RGBAColor, radius: Double, x: Double = 0, y: Double = 0) {
        self.color = color
        self.radius = radius
        self.x = x
        self.y = y
    }
}

/// Operations drawn together. Inside the group, coordinates are first transformed by
/// `transform`; then `clip` (in the transformed coordinates) limits what is drawn; the result
/// casts `shadow` and is composited with `opacity`.
///
/// Layer effects (LayerEffects.swift), in the order they apply: `backdrop` filters what is
/// already drawn behind the group inside its clip, before the group draws (materials); the
/// ops are drawn in `projection` (a perspective, within `transform`) into a layer of their
/// own, which `filters` change pixel by pixel and `mask` cuts; the layer is then composited
/// with `opacity` by `blendMode`. `isolated` makes the group one layer even without effects
/// (`compositingGroup`, `drawingGroup`): blend modes inside it then blend only with each other.
public struct DisplayGroup: Sendable, Equatable {
    public var transform: AffineMatrix
    public var clip: Clip?
    public var opacity: Double
    public var shadow: Shadow?
    public var ops: [DisplayOp]
    public var filters: [LayerFilter]
    public var backdrop: [LayerFilter]
    public var mask: LayerMask?
    public var blendMode: BlendMode
    public var isolated: Bool
    public var projection: Homography?

    public init(
        transform: AffineMatrix = .identity, clip: Clip? = nil, opacity: Double = 1,
        shadow: Shadow? = nil, filters: [LayerFilter] = [], backdrop: [LayerFilter] = [],
        mask: LayerMask? = nil, blendMode: BlendMode = .normal, isolated: Bool = false,
        projection: Homography? = nil, ops: [DisplayOp]
    ) {
        self.transform = transform
        self.clip = clip
        self.opacity = opacity
        self.shadow = shadow
        self.filters = filters
        self.backdrop = backdrop
        self.mask = mask
        self.blendMode = blendMode
        self.isolated = isolated
        self.projection = projection
        self.ops = ops
    }

    /// Whether the group needs a layer of its own (beyond a transform, clip, opacity and shadow).
    public var hasLayerEffects: Bool {
        !filters.isEmpty || !backdrop.isEmpty || mask != nil || blendMode != .normal || isolated || projection != nil
    }
}

/// A symbol drawn into a rectangle, tinted with a colour. The symbol's ink (not its SVG's
/// margins) is fitted to the rectangle: keeping its proportions and centred, or stretched to
/// fill it, as a resizable SF Symbol image is.
public struct IconRun: Sendable, Equatable {
    public enum ContentMode: String, Sendable, Equatable { case fit, stretch }

    /// An SF Symbol name such as `chevron.right`; see `SymbolTable`.
    public var name: String
    /// Where the symbol's ink goes (its image frame less its margins).
    public var rect: CGRect
    public var color: RGBAColor
    public var contentMode: ContentMode
    /// The font weight the symbol takes: heavier weights draw thicker strokes.
    public var weight: FontSpec.Weight
    /// When set, an enclosed symbol (`xmark.circle.fill`) is drawn in two layers: its
    /// enclosure in this colour and its glyph in `color` (hierarchical and palette rendering).
    public var secondaryColor: RGBAColor?

    public init(name: String, rect: CGRect, color: RGBAColor, contentMode: ContentMode = .fit,
                weight: FontSpec.Weight = .regular, secondaryColor: RGBAColor? = nil) {
        self.name = name
        self.rect = rect
        self.color = color
        self.contentMode = contentMode
        self.weight = weight
        self.secondaryColor = secondaryColor
    }
}

/// A bitmap drawn scaled into a rectangle.
public struct ImageRun: Sendable, Equatable {
    public var image: RGBAImage
    public var rect: CGRect
    /// Smooth (bilinear) or nearest-neighbour sampling.
    public var interpolated: Bool

    public init(image: RGBAImage, rect: CGRect, interpolated: Bool = true) {
        self.image = image
        self.rect = rect
        self.interpolated = interpolated
    }
}
