import Drawing
import Foundation

extension GraphicsContext {
    /// A change to what is drawn next, as SwiftUI's `GraphicsContext.Filter`: each drawing is
    /// filtered by itself (a shadow under each shape); a `drawLayer` is one drawing. Filters
    /// work in the canvas's coordinates (estimate: whether SwiftUI scales a blur by the
    /// transform in force when the filter was added is not known here). The pixel filters are
    /// Drawing's layer effects, as the view modifiers of the same names use them.
    public struct Filter {
        enum Kind {
            case blur(radius: CGFloat, options: BlurOptions)
            case shadow(color: Color, radius: CGFloat, x: CGFloat, y: CGFloat, blendMode: BlendMode, options: ShadowOptions)
            case matrix(Drawing.ColorMatrix, api: String)
            case colorMultiply(Color)
            case projection(ProjectionTransform)
            case alphaThreshold(min: Double, max: Double, color: Color)
            case shader(Shader, api: String)
        }

        let kind: Kind
        let site: CallSite?

        init(_ kind: Kind, site: CallSite?) {
            self.kind = kind
            self.site = site
        }

        /// Draws through a projective transform of the canvas's coordinates.
        public static func projectionTransform(_ matrix: ProjectionTransform, _fileID: String = #fileID, _line: Int = #line) -> Filter {
            Filter(.projection(matrix), site: CallSite(file: _fileID, line: _line))
        }

        /// A shadow of each drawing: its alpha blurred (σ = `radius`, as `shadow(color:radius:x:y:)`),
        /// moved by `x`, `y`, in `color`, below it unless `options` say otherwise.
        public static func shadow(
            color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0,
            blendMode: BlendMode = .normal, options: ShadowOptions = ShadowOptions(), _fileID: String = #fileID, _line: Int = #line
        ) -> Filter {
            Filter(.shadow(color: color, radius: radius, x: x, y: y, blendMode: blendMode, options: options),
                   site: CallSite(file: _fileID, line: _line))
        }

        /// Multiplies every pixel by `color` (its opacity too).
        public static func colorMultiply(_ color: Color, _fileID: String = #fileID, _line: Int = #line) -> Filter {
            Filter(.colorMultiply(color), site: CallSite(file: _fileID, line: _line))
        }

        /// Turns every hue by `angle`, keeping luma.
        public static func hueRotation(_ angle: Angle, _fileID: String = #fileID, _line: Int = #line) -> Filter {
            Filter(.matrix(.hueRotation(radians: angle.radians), api: "hueRotation(_:)"), site: CallSite(file: _fileID, line: _line))
        }

        /// Changes the colourfulness (0 grey, 1 unchanged).
        public static func saturation(_ amount: Double, _fileID: String = #fileID, _line: Int = #line) -> Filter {
            Filter(.matrix(.saturation(amount), api: "saturation(_:)"), site: CallSite(file: _fileID, line: _line))
        }

        /// Adds `amount` to red, green and blue.
        public static func brightness(_ amount: Double, _fileID: String = #fileID, _line: Int = #line) -> Filter {
            Filter(.matrix(.brightness(amount), api: "brightness(_:)"), site: CallSite(file: _fileID, line: _line))
        }

        /// Scales colours away from mid-grey.
        public static func contrast(_ amount: Double, _fileID: String = #fileID, _line: Int = #line) -> Filter {
            Filter(.matrix(.contrast(amount), api: "contrast(_:)"), site: CallSite(file: _fileID, line: _line))
        }

        /// Inverts the colours `amount` of the way (1: fully), alpha kept.
        public static func colorInvert(_ amount: Double = 1, _fileID: String = #fileID, _line: Int = #line) -> Filter {
            let k = min(max(amount, 0), 1)
            let m = Drawing.ColorMatrix([
                1 - 2 * k, 0, 0, 0, k,
                0, 1 - 2 * k, 0, 0, k,
                0, 0, 1 - 2 * k, 0, k,
                0, 0, 0, 1, 0,
            ])
            return Filter(.matrix(m, api: "colorInvert(_:)"), site: CallSite(file: _fileID, line: _line))
        }

        /// Takes the colour out (0 unchanged … 1 grey).
        public static func grayscale(_ amount: Double, _fileID: String = #fileID, _line: Int = #line) -> Filter {
            Filter(.matrix(.grayscale(amount), api: "grayscale(_:)"), site: CallSite(file: _fileID, line: _line))
        }

        /// Black, as opaque as each pixel is bright.
        public static var luminanceToAlpha: Filter { Filter(.matrix(.luminanceToAlpha, api: "luminanceToAlpha"), site: nil) }

        /// A Gaussian blur (σ = `radius`, as `blur(radius:opaque:)`).
        public static func blur(radius: CGFloat, options: BlurOptions = BlurOptions(), _fileID: String = #fileID, _line: Int = #line) -> Filter {
            Filter(.blur(radius: radius, options: options), site: CallSite(file: _fileID, line: _line))
        }

        /// `color` where a pixel's alpha is within `min`…`max`, clear elsewhere (drawn as a
        /// steep ramp of alpha at `min`, and reported).
        public static func alphaThreshold(min: Double, max: Double = 1, color: Color = Color.black,
                                          _fileID: String = #fileID, _line: Int = #line) -> Filter {
            Filter(.alphaThreshold(min: min, max: max, color: color), site: CallSite(file: _fileID, line: _line))
        }
    }

    /// Options for shadow filters, as SwiftUI's `GraphicsContext.ShadowOptions`.
    public struct ShadowOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }

        /// The shadow is drawn above the drawing rather than below.
        public static var shadowAbove: ShadowOptions { ShadowOptions(rawValue: 1) }
        /// Only the shadow is drawn.
        public static var shadowOnly: ShadowOptions { ShadowOptions(rawValue: 2) }
        /// The shadow is cast by the drawing's inverted alpha (an inner shadow), inside it.
        public static var invertsAlpha: ShadowOptions { ShadowOptions(rawValue: 4) }
        /// The shadow and the drawing are not composited as one group (reported).
        public static var disablesGroup: ShadowOptions { ShadowOptions(rawValue: 8) }
    }

    /// Options for blur filters, as SwiftUI's `GraphicsContext.BlurOptions`.
    public struct BlurOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }

        /// The blur keeps the canvas's edges hard: it samples the edge pixels beyond them.
        public static var opaque: BlurOptions { BlurOptions(rawValue: 1) }
        /// The result is dithered (not drawn: 8-bit output without dithering).
        public static var dithersResult: BlurOptions { BlurOptions(rawValue: 2) }
    }

    /// Options for filters, as SwiftUI's `GraphicsContext.FilterOptions`.
    public struct FilterOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }

        /// The filter works in linear light (reported: it works on sRGB values).
        public static var linearColor: FilterOptions { FilterOptions(rawValue: 1) }
    }

    /// A filter in force, resolved in the canvas's environment: how it wraps each drawing.
    enum FilterItem {
        case pixels([LayerFilter])
        case shadow(Drawing.Shadow)
        /// A shadow drawn as a layer of its own (above, alone, inverted or blended).
        case shadowLayer(Drawing.Shadow, options: ShadowOptions, blendMode: Drawing.BlendMode)
        case projection(Homography)

        func wrap(_ node: DisplayOp, in scope: CanvasScope) -> DisplayOp {
            switch self {
            case .pixels(let filters):
                return .group(DisplayGroup(filters: filters, ops: [node]))
            case .shadow(let s):
                return .group(DisplayGroup(shadow: s, ops: [node]))
            case let .shadowLayer(s, options, mode):
                var shadow = Self.shadowOnly(node, s, inverted: options.contains(.invertsAlpha), scope: scope)
                if mode != .normal { shadow = .group(DisplayGroup(blendMode: mode, ops: [shadow])) }
                if options.contains(.shadowOnly) { return shadow }
                return .group(DisplayGroup(ops: options.contains(.shadowAbove) ? [node, shadow] : [shadow, node]))
            case .projection(let h):
                if h.isAffine { return .group(DisplayGroup(transform: h.affine, ops: [node])) }
                return .group(DisplayGroup(projection: h, ops: [node]))
            }
        }

        /// The shadow alone: the drawing's alpha (or its inverse, kept inside the drawing)
        /// tinted, blurred and moved.
        static func shadowOnly(_ node: DisplayOp, _ s: Drawing.Shadow, inverted: Bool, scope: CanvasScope) -> DisplayOp {
            let c = s.color
            let tint = Drawing.ColorMatrix([
                0, 0, 0, 0, c.red,
                0, 0, 0, 0, c.green,
                0, 0, 0, 0, c.blue,
                0, 0, 0, c.alpha, 0,
            ])
            var filters: [LayerFilter] = [.colorMatrix(tint)]
            if s.radius > 0 { filters.append(.blur(radius: s.radius)) }
            let cast: DisplayOp = .group(DisplayGroup(transform: .translation(x: s.x, y: s.y), filters: filters,
                                                      ops: inverted ? scope.inverted([node]) : [node]))
            return inverted ? .group(DisplayGroup(mask: LayerMask(ops: [node]), ops: [cast])) : cast
        }
    }

    /// Adds a filter to what is drawn next.
    public mutating func addFilter(_ filter: Filter, options: FilterOptions = FilterOptions()) {
        let env = environment
        let site = filter.site ?? scope.site
        let svg = "in SVG, an embedded PNG image of the layer"
        if options.contains(.linearColor) {
            scope.approximate("GraphicsContext.FilterOptions.linearColor is not drawn yet", drawnAs: "the filter on sRGB values", at: site)
        }
        switch filter.kind {
        case let .blur(radius, blurOptions):
            guard radius > 0 else { return }
            if blurOptions.contains(.dithersResult) {
                scope.approximate("GraphicsContext.BlurOptions.dithersResult is not drawn", drawnAs: "an undithered blur", at: site)
            }
            scope.approximate("GraphicsContext.Filter.blur(radius: \(Approximation.number(radius))) is a pixel effect, σ = radius (an estimate of SwiftUI's radius)",
                         drawnAs: "a Gaussian blur of three box blurs; " + svg, at: site)
            let opaque = blurOptions.contains(.opaque)
            filters.append(.pixels([.blur(radius: radius, opaque: opaque, bounds: opaque ? scope.bounds : nil)]))
        case let .shadow(color, radius, x, y, mode, shadowOptions):
            let s = Drawing.Shadow(color: color.resolve(in: env).rgba, radius: max(radius, 0), x: x, y: y)
            if shadowOptions.contains(.disablesGroup) {
                scope.approximate("GraphicsContext.ShadowOptions.disablesGroup is not drawn yet",
                                  drawnAs: "a shadow of the drawing as one group", at: site)
            }
            let drawingMode = scope.blendForShadow(mode, site: site)
            if shadowOptions.subtracting(.disablesGroup).isEmpty && drawingMode == .normal {
                filters.append(.shadow(s))
            } else {
                scope.approximate("GraphicsContext.Filter.shadow with options or a blend mode is a pixel effect",
                             drawnAs: "the drawing's alpha tinted and blurred (σ = radius) as a layer; " + svg, at: site)
                filters.append(.shadowLayer(s, options: shadowOptions, blendMode: drawingMode))
            }
        case let .matrix(m, api):
            guard m != .identity else { return }
            scope.approximate("GraphicsContext.Filter.\(api) is a pixel effect", drawnAs: "a colour matrix on sRGB pixels; " + svg, at: site)
            filters.append(.pixels([.colorMatrix(m)]))
        case .colorMultiply(let color):
            let c = color.resolve(in: env).rgba
            guard c != .white else { return }
            scope.approximate("GraphicsContext.Filter.colorMultiply(_:) is a pixel effect",
                              drawnAs: "a colour matrix on sRGB pixels; " + svg, at: site)
            filters.append(.pixels([.colorMatrix(.multiply(c))]))
        case .projection(let p):
            let h = p.homography
            guard h != .identity else { return }
            if !h.isAffine {
                scope.approximate("GraphicsContext.Filter.projectionTransform with perspective is a pixel effect",
                             drawnAs: "the drawing rendered flat and warped through the perspective pixel by pixel; " + svg, at: site)
            }
            filters.append(.projection(h))
        case let .shader(shader, api):
            scope.approximate("GraphicsContext.Filter.\(api) with \(shader.described) (Metal shaders do not run on Linux)",
                              drawnAs: "the drawing without the filter", at: site)
        case let .alphaThreshold(low, high, color):
            let c = color.resolve(in: env).rgba
            scope.approximate("GraphicsContext.Filter.alphaThreshold(min:max:color:) is not drawn exactly",
                         drawnAs: "the colour where alpha is at least min, by a steep alpha ramp"
                             + (high < 1 ? " (max \(Approximation.number(high)) not applied)" : "") + "; " + svg, at: site)
            // Alpha × 255 − min × 255, clamped: 0 below min, 1 a step above it.
            let k = 255.0
            let step = Drawing.ColorMatrix([
                0, 0, 0, 0, c.red,
                0, 0, 0, 0, c.green,
                0, 0, 0, 0, c.blue,
                0, 0, 0, k, -k * low,
            ])
            filters.append(.pixels([.colorMatrix(step), .colorMatrix(.multiply(RGBAColor(white: 1, alpha: c.alpha)))]))
        }
    }
}

extension CanvasScope {
    /// Drawing's mode for a shadow's blend mode (reported as the context's are).
    func blendForShadow(_ mode: GraphicsContext.BlendMode, site: CallSite) -> Drawing.BlendMode {
        guard mode != .normal else { return .normal }
        return blend(mode)
    }
}
