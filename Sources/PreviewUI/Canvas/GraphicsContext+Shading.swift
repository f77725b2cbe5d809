import Drawing
import Foundation

extension GraphicsContext {
    /// What a fill or a stroke is painted with, as SwiftUI's `GraphicsContext.Shading`.
    /// Gradients' points are in the coordinates of the drawing call (through the transform); a
    /// shape style's gradient is laid out in the bounding rectangle of the path it paints.
    public struct Shading {
        enum Kind {
            case color(Color)
            case resolvedColor(RGBAColor)
            case style(AnyShapeStyle)
            case foreground
            case backdrop
            case palette([Shading])
            case linear(Gradient, start: CGPoint, end: CGPoint, options: GradientOptions)
            case radial(Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat, options: GradientOptions)
            case conic(Gradient, center: CGPoint, angle: Angle, options: GradientOptions)
            case tiledImage(Image, origin: CGPoint, sourceRect: CGRect, scale: CGFloat)
        }

        let kind: Kind
        let site: CallSite?

        init(_ kind: Kind, site: CallSite? = nil) {
            self.kind = kind
            self.site = site
        }

        /// The pixels behind the drawing, as they are (drawn as nothing: filling with what
        /// is already there changes nothing at full opacity and normal blending; other
        /// states are reported).
        public static var backdrop: Shading { Shading(.backdrop) }

        /// The foreground style of the canvas's environment.
        public static var foreground: Shading { Shading(.foreground) }

        /// Shadings for the layers of a multi-layer symbol; a fill or a stroke uses the
        /// first (reported).
        public static func palette(_ array: [Shading], _fileID: String = #fileID, _line: Int = #line) -> Shading {
            Shading(.palette(array), site: CallSite(file: _fileID, line: _line))
        }

        public static func color(_ color: Color) -> Shading { Shading(.color(color)) }

        public static func color(_ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double,
                                 opacity: Double = 1) -> Shading {
            Shading(.color(Color(colorSpace, red: red, green: green, blue: blue, opacity: opacity)))
        }

        public static func color(_ colorSpace: Color.RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) -> Shading {
            Shading(.color(Color(colorSpace, white: white, opacity: opacity)))
        }

        /// A shape style, resolved in the canvas's environment.
        public static func style<S: ShapeStyle>(_ style: S) -> Shading { Shading(.style(AnyShapeStyle(style))) }

        /// A linear gradient from `startPoint` to `endPoint`.
        public static func linearGradient(_ gradient: Gradient, startPoint: CGPoint, endPoint: CGPoint,
                                          options: GradientOptions = GradientOptions()) -> Shading {
            Shading(.linear(gradient, start: startPoint, end: endPoint, options: options))
        }

        /// A radial gradient about `center`, from `startRadius` to `endRadius`.
        public static func radialGradient(_ gradient: Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat,
                                          options: GradientOptions = GradientOptions()) -> Shading {
            Shading(.radial(gradient, center: center, startRadius: startRadius, endRadius: endRadius, options: options))
        }

        /// A conic gradient: one turn about `center`, clockwise from `angle`.
        public static func conicGradient(_ gradient: Gradient, center: CGPoint, angle: Angle = Angle(),
                                         options: GradientOptions = GradientOptions()) -> Shading {
            Shading(.conic(gradient, center: center, angle: angle, options: options))
        }

        /// An image repeated from `origin`, each copy `scale` times its size. A `sourceRect`
        /// other than the whole image (the unit rectangle) is reported and drawn as the
        /// whole image.
        public static func tiledImage(_ image: Image, origin: CGPoint = .zero,
                                      sourceRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1), scale: CGFloat = 1,
                                      _fileID: String = #fileID, _line: Int = #line) -> Shading {
            Shading(.tiledImage(image, origin: origin, sourceRect: sourceRect, scale: scale), site: CallSite(file: _fileID, line: _line))
        }
    }

    /// Options for gradient shadings, as SwiftUI's `GraphicsContext.GradientOptions`.
    public struct GradientOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }

        /// The stops repeat beyond the gradient's ends.
        public static var `repeat`: GradientOptions { GradientOptions(rawValue: 1) }
        /// The stops repeat beyond the ends, every other time mirrored.
        public static var mirror: GradientOptions { GradientOptions(rawValue: 2) }
        /// Colours interpolate in linear light rather than in gamma-encoded sRGB.
        public static var linearColor: GradientOptions { GradientOptions(rawValue: 4) }
    }

    /// A shading with its colours resolved in the canvas's environment (a shape style that
    /// paints one colour becomes that colour).
    public func resolve(_ shading: Shading) -> Shading {
        switch shading.kind {
        case .color(let c): return Shading(.resolvedColor(c.resolve(in: environment).rgba))
        case .style(let s):
            if case .color(let c) = s.paint(environment) { return Shading(.resolvedColor(c)) }
            return shading
        case .foreground:
            if case .color(let c) = ForegroundStyle().paint(environment) { return Shading(.resolvedColor(c)) }
            return shading
        case .palette(let list): return Shading(.palette(list.map(resolve)), site: shading.site)
        default: return shading
        }
    }

    // MARK: Fills and strokes

    /// What a shading paints a drawing whose bounds are `bounds` with.
    enum Paint {
        case color(RGBAColor)
        case gradient(GradientPaint)
        /// Drawings to clip to the shape (tiled images).
        case ops([DisplayOp])
        case nothing
    }

    func paint(_ shading: Shading, bounds: CGRect) -> Paint {
        let env = environment
        switch shading.kind {
        case .color(let c): return .color(c.resolve(in: env).rgba)
        case .resolvedColor(let c): return .color(c)
        case .style(let s): return Self.paint(s.paint(env), bounds: bounds)
        case .foreground: return Self.paint(ForegroundStyle().paint(env), bounds: bounds)
        case .backdrop:
            if opacity < 1 || blendMode != .normal || !filters.isEmpty {
                scope.approximate("GraphicsContext.Shading.backdrop with an opacity, blend mode or filter is not drawn yet",
                             drawnAs: "nothing (the backdrop unchanged)")
            }
            return .nothing
        case .palette(let list):
            guard let first = list.first else { return .nothing }
            if list.count > 1 {
                scope.approximate("GraphicsContext.Shading.palette fills and strokes with its first shading", drawnAs: "the first shading",
                             at: shading.site)
            }
            return paint(first, bounds: bounds)
        case let .linear(g, start, end, options):
            return .gradient(Self.gradient(g, .linear(start: start, end: end), options, env))
        case let .radial(g, center, r0, r1, options):
            return .gradient(Self.gradient(g, .radial(center: center, startRadius: Double(r0), endRadius: Double(r1)), options, env))
        case let .conic(g, center, angle, options):
            return .gradient(Self.gradient(g, .conic(center: center, startAngle: angle.radians, endAngle: angle.radians + 2 * .pi),
                                           options, env))
        case let .tiledImage(image, origin, sourceRect, scale):
            return tiles(of: image, origin: origin, sourceRect: sourceRect, scale: scale, covering: bounds, site: shading.site)
        }
    }

    static func paint(_ p: ResolvedPaint, bounds: CGRect) -> Paint {
        switch p {
        case .color(let c): .color(c)
        case .gradient(let u): .gradient(u.drawing(in: bounds))
        }
    }

    /// A gradient shading's paint: its stops resolved (subdivided to follow linear light for
    /// `.linearColor`), repeating or mirrored as the options say.
    static func gradient(_ g: Gradient, _ geometry: GradientPaint.Geometry, _ options: GradientOptions,
                         _ env: EnvironmentValues) -> GradientPaint {
        var stops = g.stops.map { GradientPaint.Stop(color: $0.color.resolve(in: env).rgba, location: Double($0.location)) }
        if options.contains(.linearColor) { stops = LinearLightStops.subdivided(GradientPaint(geometry, stops: stops).stops) }
        var paint = GradientPaint(geometry, stops: stops)
        if options.contains(.mirror) { paint.extend = .reflect } else if options.contains(.repeat) { paint.extend = .repeat }
        return paint
    }

    /// Fills `path` with `shading`, by `style`'s fill rule and antialiasing.
    public func fill(_ path: Path, with shading: Shading, style: FillStyle = FillStyle()) {
        path.reportPending()
        let shape = path.shapePath
        let bounds = shape.bounds
        guard !bounds.isNull, !path.isEmpty else { return }
        // The even-odd rule and aliased edges: the shape as a clip of its bounding rectangle.
        let clipped = (style.isEOFilled && !path.isSimpleOutline) || !style.isAntialiased
        let area: ShapePath = clipped ? .rect(bounds) : shape
        var op: DisplayOp
        switch paint(shading, bounds: bounds) {
        case .color(let c): op = .fill(area, c)
        case .gradient(let g): op = .fillGradient(area, g)
        case .ops(let tiles):
            op = .group(DisplayGroup(clip: Clip(shape, antialiased: style.isAntialiased, evenOdd: style.isEOFilled), ops: tiles))
            record(op, outline: .exact(shape))
            return
        case .nothing: return
        }
        if clipped {
            op = .group(DisplayGroup(clip: Clip(shape, antialiased: style.isAntialiased, evenOdd: style.isEOFilled), ops: [op]))
        }
        record(op, outline: .exact(shape))
    }

    /// Strokes `path` with `shading`. A miter limit and dash phase other than the defaults
    /// are reported.
    public func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) {
        path.reportPending()
        let shape = path.shapePath
        let bounds = shape.bounds
        guard !bounds.isNull, !path.isEmpty, style.lineWidth > 0 else { return }
        let site = scope.site
        onCanvasActor(style) { $0.reportUndrawn(at: site) }
        let op: DisplayOp
        switch paint(shading, bounds: bounds) {
        case .color(let c): op = .stroke(shape, c, style.drawing)
        case .gradient(let g): op = .strokeGradient(shape, g, style.drawing)
        case .ops:
            scope.approximate("GraphicsContext.Shading.tiledImage on a stroke is not drawn yet", drawnAs: "the stroke in the foreground style",
                         at: shading.site)
            guard case .color(let c) = paint(.foreground, bounds: bounds) else { return }
            op = .stroke(shape, c, style.drawing)
        case .nothing: return
        }
        record(op, outline: .unknown)
    }

    /// Strokes `path` with `shading` in lines `lineWidth` wide.
    public func stroke(_ path: Path, with shading: Shading, lineWidth: CGFloat = 1) {
        stroke(path, with: shading, style: StrokeStyle(lineWidth: lineWidth))
    }

    /// Copies of `image` from `origin`, each its size times `scale`, over `bounds`.
    private func tiles(of image: Image, origin: CGPoint, sourceRect: CGRect, scale: CGFloat, covering bounds: CGRect,
                       site: CallSite?) -> Paint {
        if sourceRect != CGRect(x: 0, y: 0, width: 1, height: 1) {
            scope.approximate("GraphicsContext.Shading.tiledImage with a sourceRect is not drawn yet", drawnAs: "tiles of the whole image", at: site)
        }
        let resolved = resolve(image)
        let tile = CGSize(width: resolved.size.width * scale, height: resolved.size.height * scale)
        guard tile.width > 0, tile.height > 0 else { return .nothing }
        let x0 = origin.x + ((bounds.minX - origin.x) / tile.width).rounded(.down) * tile.width
        let y0 = origin.y + ((bounds.minY - origin.y) / tile.height).rounded(.down) * tile.height
        let columns = Int(((bounds.maxX - x0) / tile.width).rounded(.up)), rows = Int(((bounds.maxY - y0) / tile.height).rounded(.up))
        guard columns > 0, rows > 0 else { return .nothing }
        guard columns * rows <= 4096 else {
            scope.approximate("GraphicsContext.Shading.tiledImage needs \(columns * rows) tiles here (more than 4096)",
                         drawnAs: "the foreground style", at: site)
            return paint(.foreground, bounds: bounds)
        }
        var ops: [DisplayOp] = []
        for row in 0..<rows {
            for column in 0..<columns {
                let rect = CGRect(x: x0 + CGFloat(column) * tile.width, y: y0 + CGFloat(row) * tile.height, width: tile.width, height: tile.height)
                ops += resolved.ops(in: rect)
            }
        }
        return .ops(ops)
    }
}

/// Gradient stops between which colours interpolate in linear light
/// (`GraphicsContext.GradientOptions.linearColor`), made as many straight-interpolated sRGB
/// stops (16 per pair) that follow the linear-light path.
enum LinearLightStops {
    static let steps = 16

    static func subdivided(_ stops: [GradientPaint.Stop]) -> [GradientPaint.Stop] {
        guard stops.count > 1 else { return stops }
        var out: [GradientPaint.Stop] = [stops[0]]
        for i in 1..<stops.count {
            let a = stops[i - 1], b = stops[i]
            if a.location == b.location || a.color == b.color { out.append(b); continue }
            for k in 1...steps {
                let t = Double(k) / Double(steps)
                func mix(_ x: Double, _ y: Double) -> Double { encoded(linear(x) + (linear(y) - linear(x)) * t) }
                let c = RGBAColor(red: mix(a.color.red, b.color.red), green: mix(a.color.green, b.color.green),
                                  blue: mix(a.color.blue, b.color.blue), alpha: a.color.alpha + (b.color.alpha - a.color.alpha) * t)
                out.append(GradientPaint.Stop(color: c, location: a.location + (b.location - a.location) * t))
            }
        }
        return out
    }

    static func linear(_ v: Double) -> Double { v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4) }

    static func encoded(_ v: Double) -> Double {
        let c = min(max(v, 0), 1)
        return c <= 0.0031308 ? c * 12.92 : 1.055 * pow(c, 1 / 2.4) - 0.055
    }
}
