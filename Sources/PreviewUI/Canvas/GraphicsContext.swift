import Drawing
import Foundation

/// An immediate-mode drawing destination, as SwiftUI's `GraphicsContext`: what a `Canvas`
/// renderer draws with. Drawing calls record display-list operations, in order, into one
/// recording that every copy of the context shares; the state (transform, clips, filters,
/// opacity, blend mode) belongs to each copy, as in SwiftUI: change a copy to draw part of
/// the picture differently.
///
/// Coordinates are the canvas's own (its top-left is 0, 0), through `transform`. Each drawing
/// is drawn through the transform, then changed by the filters in the order they were added,
/// then cut by the clips, then composited at `opacity` by `blendMode`.
///
/// The renderer runs on the main actor while the host draws its frame; a copy of the
/// context used elsewhere, or later, stops the process (SwiftUI's is not for other threads
/// either).
public struct GraphicsContext {
    /// What the drawing calls append to.
    final class Recording {
        var ops: [DisplayOp] = []
    }

    let scope: CanvasScope
    let recording: Recording

    /// The opacity every drawing is composited with (multiplied into a layer's).
    public var opacity: Double = 1

    /// How each drawing is composited onto what the canvas holds already.
    public var blendMode: BlendMode = .normal

    /// The transform from the coordinates drawing calls give to the canvas's.
    public var transform: CGAffineTransform = .identity

    /// The clips in force, in the canvas's coordinates.
    var clips: [ClipItem] = []
    /// The filters in force, in the order added.
    var filters: [FilterItem] = []

    init(scope: CanvasScope, recording: Recording = Recording(), transform: CGAffineTransform = .identity) {
        self.scope = scope
        self.recording = recording
        self.transform = transform
    }

    /// The environment of the canvas.
    public var environment: EnvironmentValues { scope.environment }

    // MARK: Transform

    /// Scales the coordinates of what is drawn next.
    public mutating func scaleBy(x: CGFloat, y: CGFloat) {
        transform = transform.scaledBy(x: x, y: y)
    }

    /// Moves the origin of what is drawn next.
    public mutating func translateBy(x: CGFloat, y: CGFloat) {
        transform = transform.translatedBy(x: x, y: y)
    }

    /// Turns the coordinates of what is drawn next about the origin (clockwise on screen for
    /// a positive angle).
    public mutating func rotate(by angle: Angle) {
        transform = transform.rotated(by: angle.radians)
    }

    /// Applies `matrix` to the coordinates of what is drawn next, before the current transform.
    public mutating func concatenate(_ matrix: CGAffineTransform) {
        transform = matrix.concatenating(transform)
    }

    // MARK: Blend modes

    /// How drawings are composited, as SwiftUI's `GraphicsContext.BlendMode` (Core Graphics'
    /// blend modes, with their raw values).
    public struct BlendMode: RawRepresentable, Equatable, Sendable {
        public let rawValue: Int32
        public init(rawValue: Int32) { self.rawValue = rawValue }

        public static var normal: BlendMode { BlendMode(rawValue: 0) }
        public static var multiply: BlendMode { BlendMode(rawValue: 1) }
        public static var screen: BlendMode { BlendMode(rawValue: 2) }
        public static var overlay: BlendMode { BlendMode(rawValue: 3) }
        public static var darken: BlendMode { BlendMode(rawValue: 4) }
        public static var lighten: BlendMode { BlendMode(rawValue: 5) }
        public static var colorDodge: BlendMode { BlendMode(rawValue: 6) }
        public static var colorBurn: BlendMode { BlendMode(rawValue: 7) }
        public static var softLight: BlendMode { BlendMode(rawValue: 8) }
        public static var hardLight: BlendMode { BlendMode(rawValue: 9) }
        public static var difference: BlendMode { BlendMode(rawValue: 10) }
        public static var exclusion: BlendMode { BlendMode(rawValue: 11) }
        public static var hue: BlendMode { BlendMode(rawValue: 12) }
        public static var saturation: BlendMode { BlendMode(rawValue: 13) }
        public static var color: BlendMode { BlendMode(rawValue: 14) }
        public static var luminosity: BlendMode { BlendMode(rawValue: 15) }
        public static var clear: BlendMode { BlendMode(rawValue: 16) }
        public static var copy: BlendMode { BlendMode(rawValue: 17) }
        public static var sourceIn: BlendMode { BlendMode(rawValue: 18) }
        public static var sourceOut: BlendMode { BlendMode(rawValue: 19) }
        public static var sourceAtop: BlendMode { BlendMode(rawValue: 20) }
        public static var destinationOver: BlendMode { BlendMode(rawValue: 21) }
        public static var destinationIn: BlendMode { BlendMode(rawValue: 22) }
        public static var destinationOut: BlendMode { BlendMode(rawValue: 23) }
        public static var destinationAtop: BlendMode { BlendMode(rawValue: 24) }
        public static var xor: BlendMode { BlendMode(rawValue: 25) }
        public static var plusDarker: BlendMode { BlendMode(rawValue: 26) }
        public static var plusLighter: BlendMode { BlendMode(rawValue: 27) }

        /// Drawing's mode, in Core Graphics' order of raw values (nil for a raw value that
        /// names none).
        var drawing: Drawing.BlendMode? {
            let modes: [Drawing.BlendMode] = [
                .normal, .multiply, .screen, .overlay, .darken, .lighten, .colorDodge, .colorBurn, .softLight, .hardLight,
                .difference, .exclusion, .hue, .saturation, .color, .luminosity, .clear, .copy, .sourceIn, .sourceOut,
                .sourceAtop, .destinationOver, .destinationIn, .destinationOut, .destinationAtop, .xor, .plusDarker, .plusLighter,
            ]
            return rawValue >= 0 && Int(rawValue) < modes.count ? modes[Int(rawValue)] : nil
        }
    }

    // MARK: Clips

    /// Options for clips, as SwiftUI's `GraphicsContext.ClipOptions`.
    public struct ClipOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }

        /// Keeps what lies outside the shape instead of inside.
        public static var inverse: ClipOptions { ClipOptions(rawValue: 1) }
    }

    /// A clip in force, in the canvas's coordinates.
    enum ClipItem {
        case shape(ShapePath, evenOdd: Bool, antialiased: Bool)
        /// Where `ops` have alpha (or, inverted, where they have none).
        case mask([DisplayOp], inverse: Bool)
    }

    /// Limits what is drawn next to the inside of `path` (by `style`'s fill rule and
    /// antialiasing), or with `.inverse` to its outside.
    public mutating func clip(to path: Path, style: FillStyle = FillStyle(), options: ClipOptions = ClipOptions()) {
        path.reportPending()
        let shape = path.shapePath.transformed(by: transform.matrix)
        if options.contains(.inverse) {
            clips.append(.mask([Self.coverage(of: shape, style: style)], inverse: true))
        } else {
            clips.append(.shape(shape, evenOdd: style.isEOFilled, antialiased: style.isAntialiased))
        }
    }

    /// Limits what is drawn next to where `content` draws (its alpha, times `opacity`), or
    /// with `.inverse` to where it does not. `content` draws in this context's coordinates.
    public mutating func clipToLayer(
        opacity: Double = 1, options: ClipOptions = ClipOptions(), content: (inout GraphicsContext) throws -> Void
    ) rethrows {
        var layer = GraphicsContext(scope: scope, transform: transform)
        try content(&layer)
        var ops = layer.recording.ops
        if opacity < 1 { ops = [.group(DisplayGroup(opacity: max(opacity, 0), ops: ops))] }
        clips.append(.mask(ops, inverse: options.contains(.inverse)))
    }

    /// The bounding rectangle of what the clips leave, in the current coordinates.
    public var clipBoundingRect: CGRect {
        var r = scope.bounds
        for c in clips {
            if case .shape(let shape, _, _) = c { r = r.intersection(shape.bounds) }
        }
        if r.isNull { return .zero }
        return transform.matrix.inverted?.apply(to: r) ?? .zero
    }

    /// A fill of `shape` by `style`'s rule and antialiasing, in opaque black (the coverage a
    /// mask or an even-odd fill is made of).
    static func coverage(of shape: ShapePath, style: FillStyle) -> DisplayOp {
        if !style.isEOFilled && style.isAntialiased { return .fill(shape, .black) }
        return .group(DisplayGroup(clip: Clip(shape, antialiased: style.isAntialiased, evenOdd: style.isEOFilled),
                                   ops: [.fill(.rect(shape.bounds), .black)]))
    }

    // MARK: Layers

    /// Draws what `content` draws as one layer: blend modes inside it blend with each other
    /// only, and this context's opacity, blend mode, filters and clips apply to the whole.
    /// `content` draws in this context's coordinates.
    public func drawLayer(content: (inout GraphicsContext) throws -> Void) rethrows {
        var layer = GraphicsContext(scope: scope, transform: transform)
        try content(&layer)
        let ops = layer.recording.ops
        guard !ops.isEmpty else { return }
        record(.group(DisplayGroup(isolated: true, ops: ops)), outline: .unknown, transformed: false)
    }

    // MARK: Recording

    /// Where a drawing covers, for blend modes that must stay inside it: its outline (a
    /// fill's, exact), the rectangle it is laid out in (text, images, symbols), or unknown
    /// (a layer: the canvas). In the drawing call's coordinates unless it is unknown.
    enum Outline {
        case exact(ShapePath)
        case box(CGRect)
        case unknown
    }

    /// Appends `op` (in the current coordinates, unless `transformed` is false) as the state
    /// says: through the transform, the filters, the clips, then at the opacity and blend
    /// mode.
    func record(_ op: DisplayOp, outline: Outline, transformed: Bool = true) {
        guard opacity > 0 else { return }
        var node = op
        let m = transform.matrix
        if transformed, !m.isIdentity { node = .group(DisplayGroup(transform: m, ops: [node])) }
        for f in filters { node = f.wrap(node, in: scope) }
        for c in clips {
            switch c {
            case let .shape(shape, evenOdd, antialiased):
                node = .group(DisplayGroup(clip: Clip(shape, antialiased: antialiased, evenOdd: evenOdd), ops: [node]))
            case let .mask(ops, inverse):
                node = .group(DisplayGroup(mask: LayerMask(ops: inverse ? scope.inverted(ops) : ops), ops: [node]))
            }
        }
        let mode = scope.blend(blendMode)
        if opacity < 1 || mode != .normal {
            var g = DisplayGroup(opacity: min(opacity, 1), blendMode: mode, ops: [node])
            if mode.clearsOutsideSource {
                // Core Graphics composites a drawing only where it covers: keep the mode to
                // the drawing's outline (a fill's is exact; for others, their rectangle).
                switch outline {
                case .exact(let shape):
                    g.clip = Clip(transformed ? shape.transformed(by: m) : shape)
                case .box(let rect):
                    scope.approximate("GraphicsContext.BlendMode .\(mode.rawValue) on text, images and symbols",
                                 drawnAs: "the mode within the drawing's rectangle, which it clears around the drawing")
                    g.clip = Clip(ShapePath.rect(rect).transformed(by: transformed ? m : .identity))
                case .unknown:
                    scope.approximate("GraphicsContext.BlendMode .\(mode.rawValue) on a layer or a stroke",
                                 drawnAs: "the mode over the whole canvas, which it clears around the drawing")
                    g.clip = Clip(.rect(scope.bounds), antialiased: false)
                }
            }
            node = .group(g)
        }
        recording.ops.append(node)
    }
}

extension ShapePath {
    /// The shape through an affine transform: named shapes stay named under a translation;
    /// otherwise their outline's points are transformed (exact for lines and Béziers).
    func transformed(by m: AffineMatrix) -> ShapePath {
        if m.isIdentity { return self }
        if m.isTranslation {
            switch self {
            case .rect(let r): return .rect(r.offsetBy(dx: m.tx, dy: m.ty))
            case .roundedRect(let r, let radius, let style): return .roundedRect(r.offsetBy(dx: m.tx, dy: m.ty), cornerRadius: radius, style: style)
            case .ellipse(let r): return .ellipse(r.offsetBy(dx: m.tx, dy: m.ty))
            case .capsule(let r): return .capsule(r.offsetBy(dx: m.tx, dy: m.ty))
            case .path: break
            }
        }
        return .path(elements.map { e in
            switch e {
            case .move(let p): .move(to: m.apply(to: p))
            case .line(let p): .line(to: m.apply(to: p))
            case .quadCurve(let p, let c): .quadCurve(to: m.apply(to: p), control: m.apply(to: c))
            case .curve(let p, let c1, let c2): .curve(to: m.apply(to: p), control1: m.apply(to: c1), control2: m.apply(to: c2))
            case .closeSubpath: .closeSubpath
            }
        })
    }
}
