import Drawing

/// Visual changes to a view that depend on its geometry, as SwiftUI's `VisualEffect`: what
/// the closure of `visualEffect(_:)` builds from `EmptyVisualEffect` with the methods below.
/// They draw as the view modifiers of the same names do, and like them change drawing only,
/// not layout.
public protocol VisualEffect: Sendable, Animatable {}

/// The effect a `visualEffect(_:)` closure starts from: no change.
public struct EmptyVisualEffect: VisualEffect {
    public typealias AnimatableData = EmptyAnimatableData
    public init() {}
}

/// One change a visual effect makes, in the order the closure applied them.
enum VisualEffectStep: Sendable {
    case offset(CGSize)
    case scale(CGSize, anchor: UnitPoint)
    case rotation(Angle, anchor: UnitPoint)
    case rotation3D(Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint, anchorZ: CGFloat, perspective: CGFloat)
    case transform(CGAffineTransform)
    case projection(ProjectionTransform)
    case opacity(Double)
    case blur(radius: CGFloat, opaque: Bool)
    case matrix(Drawing.ColorMatrix, api: String)
    case colorMultiply(Color)
}

/// The effects a closure built (what the `VisualEffect` methods return).
struct AppliedVisualEffect: VisualEffect {
    typealias AnimatableData = EmptyAnimatableData
    var steps: [VisualEffectStep]
}

extension VisualEffect {
    func adding(_ step: VisualEffectStep) -> AppliedVisualEffect {
        AppliedVisualEffect(steps: ((self as? AppliedVisualEffect)?.steps ?? []) + [step])
    }

    /// Moves the drawing.
    public func offset(_ offset: CGSize) -> some VisualEffect { adding(.offset(offset)) }

    /// Moves the drawing.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some VisualEffect { adding(.offset(CGSize(width: x, height: y))) }

    /// Scales the drawing about an anchor of the view's frame.
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some VisualEffect { adding(.scale(scale, anchor: anchor)) }

    /// Scales the drawing about an anchor of the view's frame.
    public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> some VisualEffect {
        adding(.scale(CGSize(width: scale, height: scale), anchor: anchor))
    }

    /// Scales the drawing about an anchor of the view's frame.
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some VisualEffect {
        adding(.scale(CGSize(width: x, height: y), anchor: anchor))
    }

    /// Turns the drawing about an anchor of the view's frame.
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some VisualEffect {
        adding(.rotation(angle, anchor: anchor))
    }

    /// Turns the drawing in three dimensions, as `rotation3DEffect(_:axis:anchor:anchorZ:perspective:)`.
    public func rotation3DEffect(
        _ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center, anchorZ: CGFloat = 0,
        perspective: CGFloat = 1
    ) -> some VisualEffect {
        adding(.rotation3D(angle, axis: axis, anchor: anchor, anchorZ: anchorZ, perspective: perspective))
    }

    /// Draws through an affine transform of the view's coordinates.
    public func transformEffect(_ transform: CGAffineTransform) -> some VisualEffect { adding(.transform(transform)) }

    /// Draws through a projective transform of the view's coordinates.
    public func projectionEffect(_ transform: ProjectionTransform) -> some VisualEffect { adding(.projection(transform)) }

    /// Composites the drawing at an opacity.
    public func opacity(_ opacity: Double) -> some VisualEffect { adding(.opacity(opacity)) }

    /// A Gaussian blur of the drawing (σ = `radius`, as `blur(radius:opaque:)`).
    public func blur(radius: CGFloat, opaque: Bool = false) -> some VisualEffect { adding(.blur(radius: radius, opaque: opaque)) }

    /// Adds `amount` to red, green and blue.
    public func brightness(_ amount: Double) -> some VisualEffect { adding(.matrix(.brightness(amount), api: "brightness(_:)")) }

    /// Scales colours away from mid-grey.
    public func contrast(_ amount: Double) -> some VisualEffect { adding(.matrix(.contrast(amount), api: "contrast(_:)")) }

    /// Changes the colourfulness.
    public func saturation(_ amount: Double) -> some VisualEffect { adding(.matrix(.saturation(amount), api: "saturation(_:)")) }

    /// Takes the colour out.
    public func grayscale(_ amount: Double) -> some VisualEffect { adding(.matrix(.grayscale(amount), api: "grayscale(_:)")) }

    /// Turns every hue by `angle`.
    public func hueRotation(_ angle: Angle) -> some VisualEffect {
        adding(.matrix(.hueRotation(radians: angle.radians), api: "hueRotation(_:)"))
    }

    /// Multiplies every pixel by a colour.
    public func colorMultiply(_ color: Color) -> some VisualEffect { adding(.colorMultiply(color)) }
}

extension View {
    /// Applies effects that depend on the view's geometry: `effect` gets the view's
    /// `GeometryProxy` once it is laid out, when the frame is drawn.
    nonisolated public func visualEffect(
        _ effect: @escaping @Sendable (EmptyVisualEffect, GeometryProxy) -> some VisualEffect,
        _fileID: String = #fileID, _line: Int = #line
    ) -> some View {
        modifier(VisualEffectModifier(effect: { effect($0, $1) }, site: CallSite(file: _fileID, line: _line)))
    }
}

nonisolated struct VisualEffectModifier: ViewModifier, @MainActor PrimitiveModifier {
    let effect: @Sendable (EmptyVisualEffect, GeometryProxy) -> any VisualEffect
    let site: CallSite

    @MainActor func makeNodes(content: ResolveContext.Content, _ context: ResolveContext) -> [LayoutNode] {
        content(context).map { VisualEffectNode($0, effect: effect, environment: context.environment, site: site) }
    }
}

/// Draws its child through the effects its closure builds from the child's geometry.
final class VisualEffectNode: UnaryNode {
    let effect: @Sendable (EmptyVisualEffect, GeometryProxy) -> any VisualEffect
    let environment: EnvironmentValues
    let site: CallSite
    private var proxy: GeometryProxy?

    init(_ child: LayoutNode, effect: @escaping @Sendable (EmptyVisualEffect, GeometryProxy) -> any VisualEffect,
         environment: EnvironmentValues, site: CallSite) {
        self.effect = effect
        self.environment = environment
        self.site = site
        super.init(child)
    }

    override func place(at origin: CGPoint, proposal: ProposedViewSize, _ context: PlacementContext) {
        super.place(at: origin, proposal: proposal, context)
        var p = GeometryProxy(size: frame.size, globalFrame: frame, namedSpaces: context.namedSpaces)
        p.insets = context.safeArea?.insets(of: frame) ?? EdgeInsets()
        proxy = p
    }

    override func emitContent(_ e: inout Emitter) {
        let proxy = self.proxy ?? GeometryProxy(size: frame.size, globalFrame: frame, namedSpaces: [:])
        let steps = (effect(EmptyVisualEffect(), proxy) as? AppliedVisualEffect)?.steps ?? []
        emit(steps[...], &e)
    }

    /// The child drawn through `steps`: the last one applied is the outermost.
    private func emit(_ steps: ArraySlice<VisualEffectStep>, _ e: inout Emitter) {
        guard let step = steps.last else {
            child.emit(&e)
            return
        }
        let inner = steps.dropLast()
        let anchorPoint = { (a: UnitPoint) in CGPoint(x: self.frame.minX + a.x * self.frame.width, y: self.frame.minY + a.y * self.frame.height) }
        let svg = "in SVG, an embedded PNG image of the layer"
        switch step {
        case .offset(let d):
            e.group(transform: .translation(x: d.width, y: d.height)) { emit(inner, &$0) }
        case let .scale(s, anchor):
            e.group(transform: .scale(x: s.width, y: s.height, about: anchorPoint(anchor))) { emit(inner, &$0) }
        case let .rotation(angle, anchor):
            e.group(transform: .rotation(radians: angle.radians, about: anchorPoint(anchor))) { emit(inner, &$0) }
        case let .rotation3D(angle, axis, anchor, anchorZ, perspective):
            let local = ProjectionTransform.rotation3D(angle, axis: axis, anchor: anchor, anchorZ: anchorZ, perspective: perspective,
                                                       size: frame.size).homography
            project(local, cause: "visualEffect rotation3DEffect with perspective is a pixel effect", inner, &e)
        case .transform(let t):
            project(Homography(t.matrix), cause: "", inner, &e)
        case .projection(let p):
            project(p.homography, cause: "visualEffect projectionEffect with perspective is a pixel effect", inner, &e)
        case .opacity(let o):
            if o >= 1 { emit(inner, &e) } else if o > 0 { e.group(opacity: o) { emit(inner, &$0) } }
        case let .blur(radius, opaque):
            guard radius > 0 else { return emit(inner, &e) }
            ViewGraph.approximate("visualEffect blur(radius: \(Approximation.number(radius))) is a pixel effect, σ = radius (an estimate of SwiftUI's radius)",
                                  drawnAs: "a Gaussian blur of three box blurs; " + svg, at: site)
            e.layer(DisplayGroup(filters: [.blur(radius: radius, opaque: opaque, bounds: opaque ? frame : nil)], ops: [])) { emit(inner, &$0) }
        case let .matrix(m, api):
            guard m != .identity else { return emit(inner, &e) }
            ViewGraph.approximate("visualEffect \(api) is a pixel effect", drawnAs: "a colour matrix on sRGB pixels; " + svg, at: site)
            e.layer(DisplayGroup(filters: [.colorMatrix(m)], ops: [])) { emit(inner, &$0) }
        case .colorMultiply(let color):
            let c = color.resolve(in: environment).rgba
            guard c != .white else { return emit(inner, &e) }
            ViewGraph.approximate("visualEffect colorMultiply(_:) is a pixel effect", drawnAs: "a colour matrix on sRGB pixels; " + svg, at: site)
            e.layer(DisplayGroup(filters: [.colorMatrix(.multiply(c))], ops: [])) { emit(inner, &$0) }
        }
    }

    /// The rest drawn through a projective transform of the view's own coordinates: a
    /// transform group when it is affine (exact), a warped layer otherwise (reported).
    private func project(_ local: Homography, cause: String, _ inner: ArraySlice<VisualEffectStep>, _ e: inout Emitter) {
        let o = frame.origin
        let page = Homography(.translation(x: -o.x, y: -o.y)).concatenating(local).concatenating(Homography(.translation(x: o.x, y: o.y)))
        let tolerance = 1e-9
        if abs(page.m13) < tolerance, abs(page.m23) < tolerance, abs(page.m33 - 1) < tolerance {
            e.group(transform: page.affine) { emit(inner, &$0) }
            return
        }
        ViewGraph.approximate(
            cause, drawnAs: "the view's layer, rendered flat and warped through the perspective pixel by pixel; in SVG, an embedded PNG image",
            at: site)
        e.layer(DisplayGroup(projection: page, ops: [])) { emit(inner, &$0) }
    }
}
