import Drawing

/// How a view is composited onto what is drawn before it, as SwiftUI's `BlendMode`.
public enum BlendMode: Sendable, Hashable, CaseIterable {
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight
    case difference, exclusion, hue, saturation, color, luminosity
    case sourceAtop, destinationOver, destinationOut, plusDarker, plusLighter

    var drawing: Drawing.BlendMode {
        switch self {
        case .normal: .normal
        case .multiply: .multiply
        case .screen: .screen
        case .overlay: .overlay
        case .darken: .darken
        case .lighten: .lighten
        case .colorDodge: .colorDodge
        case .colorBurn: .colorBurn
        case .softLight: .softLight
        case .hardLight: .hardLight
        case .difference: .difference
        case .exclusion: .exclusion
        case .hue: .hue
        case .saturation: .saturation
        case .color: .color
        case .luminosity: .luminosity
        case .sourceAtop: .sourceAtop
        case .destinationOver: .destinationOver
        case .destinationOut: .destinationOut
        case .plusDarker: .plusDarker
        case .plusLighter: .plusLighter
        }
    }
}

/// The colour space `drawingGroup(opaque:colorMode:)` renders in.
public enum ColorRenderingMode: Sendable, Hashable {
    case nonLinear, linear, extendedLinear
}

extension View {
    /// A Gaussian blur of the view's drawing. PreviewUI takes `radius` as the standard
    /// deviation in points, as it does for `shadow` (an estimate of SwiftUI's relation; Core
    /// Image's `CIGaussianBlur` takes σ). `opaque`: the blur stays inside the view's frame,
    /// sampling its edge pixels beyond it, so the edges stay hard.
    nonisolated public func blur(radius: CGFloat, opaque: Bool = false, _fileID: String = #fileID, _line: Int = #line) -> some View {
        modifier(LayerEffectModifier(effect: .blur(radius: radius, opaque: opaque), site: CallSite(file: _fileID, line: _line)))
    }

    /// Adds `amount` to the red, green and blue of every pixel (−1 black … 1 white).
    nonisolated public func brightness(_ amount: Double, _fileID: String = #fileID, _line: Int = #line) -> some View {
        matrixEffect(amount == 0 ? nil : .brightness(amount), cause: "brightness(_:) is a pixel effect", _fileID, _line)
    }

    /// Scales colours away from mid-grey (0 grey, 1 unchanged, above 1 more contrast).
    nonisolated public func contrast(_ amount: Double, _fileID: String = #fileID, _line: Int = #line) -> some View {
        matrixEffect(amount == 1 ? nil : .contrast(amount), cause: "contrast(_:) is a pixel effect", _fileID, _line)
    }

    /// Changes the colourfulness (0 grey, 1 unchanged, above 1 more vivid).
    nonisolated public func saturation(_ amount: Double, _fileID: String = #fileID, _line: Int = #line) -> some View {
        matrixEffect(amount == 1 ? nil : .saturation(amount), cause: "saturation(_:) is a pixel effect", _fileID, _line)
    }

    /// Takes the colour out of the view (0 unchanged … 1 grey).
    nonisolated public func grayscale(_ amount: Double, _fileID: String = #fileID, _line: Int = #line) -> some View {
        matrixEffect(amount <= 0 ? nil : .grayscale(amount), cause: "grayscale(_:) is a pixel effect", _fileID, _line)
    }

    /// Turns every hue by `angle`, keeping luma.
    nonisolated public func hueRotation(_ angle: Angle, _fileID: String = #fileID, _line: Int = #line) -> some View {
        matrixEffect(angle.radians == 0 ? nil : .hueRotation(radians: angle.radians), cause: "hueRotation(_:) is a pixel effect", _fileID, _line)
    }

    /// Inverts the colours (alpha kept).
    nonisolated public func colorInvert(_fileID: String = #fileID, _line: Int = #line) -> some View {
        matrixEffect(.invert, cause: "colorInvert() is a pixel effect", _fileID, _line)
    }

    /// Multiplies every pixel by a colour (its opacity too).
    nonisolated public func colorMultiply(_ color: Color, _fileID: String = #fileID, _line: Int = #line) -> some View {
        modifier(LayerEffectModifier(effect: .colorMultiply(color), site: CallSite(file: _fileID, line: _line)))
    }

    /// Black, as opaque as the view is bright: a mask made of the view's luminance.
    nonisolated public func luminanceToAlpha(_fileID: String = #fileID, _line: Int = #line) -> some View {
        matrixEffect(.luminanceToAlpha, cause: "luminanceToAlpha() is a pixel effect", _fileID, _line)
    }

    /// Composites the view onto what is drawn before it (within the nearest compositing
    /// group) by `blendMode`.
    nonisolated public func blendMode(_ blendMode: BlendMode, _fileID: String = #fileID, _line: Int = #line) -> some View {
        modifier(LayerEffectModifier(effect: .blend(blendMode), site: CallSite(file: _fileID, line: _line)))
    }

    /// Draws the view as one layer: blend modes inside blend with each other, and effects
    /// outside (opacity, blend modes) apply to the whole.
    nonisolated public func compositingGroup() -> some View {
        modifier(LayerEffectModifier(effect: .isolate, site: .unknown))
    }

    /// Draws the view as one layer, as `compositingGroup()` (SwiftUI renders it offscreen
    /// with Metal; the look is the same). `opaque` and `colorMode` other than the defaults
    /// are reported.
    nonisolated public func drawingGroup(
        opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, _fileID: String = #fileID, _line: Int = #line
    ) -> some View {
        modifier(LayerEffectModifier(effect: .drawingGroup(opaque: opaque, colorMode: colorMode), site: CallSite(file: _fileID, line: _line)))
    }

    nonisolated fileprivate func matrixEffect(_ matrix: Drawing.ColorMatrix?, cause: String, _ file: String, _ line: Int) -> some View {
        modifier(LayerEffectModifier(effect: matrix.map { .colorMatrix($0, cause: cause) } ?? .none, site: CallSite(file: file, line: line)))
    }
}

/// A layer effect as a modifier asked for it; resolved (colours) when the view is.
enum LayerEffect {
    case none
    case blur(radius: CGFloat, opaque: Bool)
    case colorMatrix(Drawing.ColorMatrix, cause: String)
    case colorMultiply(Color)
    case blend(BlendMode)
    case isolate
    case drawingGroup(opaque: Bool, colorMode: ColorRenderingMode)
}

/// Reports what the effect draws differently from iOS (and that SVG holds it as an image),
/// and wraps each node in a `LayerEffectNode`.
nonisolated struct LayerEffectModifier: ViewModifier, @MainActor PrimitiveModifier {
    let effect: LayerEffect
    let site: CallSite

    static let pixelsInSVG = "in SVG, an embedded PNG image of the layer"

    @MainActor func makeNodes(content: ResolveContext.Content, _ context: ResolveContext) -> [LayoutNode] {
        let group: LayerEffectNode.Group
        switch effect {
        case .none:
            return content(context)
        case .blur(let radius, let opaque):
            guard radius > 0 else { return content(context) }
            context.approximate(
                "blur(radius: \(Approximation.number(radius))) is a pixel effect, σ = radius (an estimate of SwiftUI's radius)",
                drawnAs: "a Gaussian blur of three box blurs; " + Self.pixelsInSVG, at: site)
            group = .blur(radius: radius, opaque: opaque)
        case .colorMatrix(let m, let cause):
            context.approximate(cause, drawnAs: "a colour matrix on sRGB pixels; " + Self.pixelsInSVG, at: site)
            group = .filter(.colorMatrix(m))
        case .colorMultiply(let color):
            let c = color.rgba(context.environment)
            if c == .white { return content(context) }
            context.approximate("colorMultiply(_:) is a pixel effect", drawnAs: "a colour matrix on sRGB pixels; " + Self.pixelsInSVG, at: site)
            group = .filter(.colorMatrix(.multiply(c)))
        case .blend(let mode):
            if mode == .normal { return content(context) }
            if !mode.drawing.isDrawnExactly {
                context.approximate("blendMode(.\(mode)) has no Cairo operator", drawnAs: "blendMode(.\(mode.drawing.drawnAs.rawValue))", at: site)
            }
            context.approximate("blendMode(.\(mode)) is not in SVG 1.1", drawnAs: "Cairo's operator; in SVG, an embedded image of the blended region", at: site)
            group = .blend(mode.drawing)
        case .isolate:
            group = .isolated
        case .drawingGroup(let opaque, let colorMode):
            if opaque || colorMode != .nonLinear {
                context.approximate("drawingGroup(opaque: \(opaque), colorMode: .\(colorMode)) is not drawn yet",
                                    drawnAs: "drawingGroup() (non-linear sRGB, not opaque)", at: site)
            }
            group = .isolated
        }
        return content(context).map { LayerEffectNode($0, group: group) }
    }
}

/// Draws its child into a layer with an effect (Drawing's `DisplayGroup` layer effects).
final class LayerEffectNode: UnaryNode {
    enum Group {
        case blur(radius: CGFloat, opaque: Bool)
        case filter(LayerFilter)
        case blend(Drawing.BlendMode)
        case isolated
    }
    let group: Group

    init(_ child: LayoutNode, group: Group) {
        self.group = group
        super.init(child)
    }

    override func emitContent(_ e: inout Emitter) {
        var g = DisplayGroup(ops: [])
        switch group {
        case .blur(let radius, let opaque):
            g.filters = [.blur(radius: radius, opaque: opaque, bounds: opaque ? frame : nil)]
        case .filter(let f):
            g.filters = [f]
        case .blend(let mode):
            g.blendMode = mode
        case .isolated:
            g.isolated = true
        }
        e.layer(g) { child.emit(&$0) }
    }
}
