import Drawing

/// `rotationEffect` and `scaleEffect`: transform the drawing about an anchor; layout and
/// geometry are unchanged.
final class TransformEffectNode: UnaryNode {
    override var isGeometryTransparent: Bool { true }
    enum Effect {
        case rotation(Angle)
        case scale(CGSize)
    }
    var effect: Effect
    let anchor: UnitPoint

    init(_ child: LayoutNode, effect: Effect, anchor: UnitPoint) {
        self.effect = effect
        self.anchor = anchor
        super.init(child)
    }

    override func emitContent(_ e: inout Emitter) {
        let p = CGPoint(x: frame.minX + anchor.x * frame.width, y: frame.minY + anchor.y * frame.height)
        let m: AffineMatrix
        switch effect {
        case .rotation(let a): m = .rotation(radians: a.radians, about: p)
        case .scale(let s): m = .scale(x: s.width, y: s.height, about: p)
        }
        e.group(transform: m) { child.emit(&$0) }
    }
}

/// `clipped`, `clipShape`, `cornerRadius`: only what falls inside the shape (in the view's
/// frame) is drawn or can be tapped; `clipShape(_:style:)` honours the style's even-odd rule
/// and antialiasing.
final class ClipNode: UnaryNode {
    override var isGeometryTransparent: Bool { true }
    let shape: any Shape
    let antialiased: Bool
    let evenOdd: Bool

    init(_ child: LayoutNode, shape: any Shape, antialiased: Bool, evenOdd: Bool = false) {
        self.shape = shape
        self.antialiased = antialiased
        self.evenOdd = evenOdd
        super.init(child)
    }

    override func emitContent(_ e: inout Emitter) {
        let clipPath = shape.path(placedIn: frame)
        clipPath.reportPending()
        e.group(clip: Clip(clipPath.shapePath, antialiased: antialiased, evenOdd: evenOdd), clipRect: frame) { child.emit(&$0) }
    }
}

/// `shadow`: everything the child draws casts a blurred, offset shadow.
final class ShadowNode: UnaryNode {
    override var isGeometryTransparent: Bool { true }
    let shadow: Drawing.Shadow

    init(_ child: LayoutNode, shadow: Drawing.Shadow) {
        self.shadow = shadow
        super.init(child)
    }

    override func emitContent(_ e: inout Emitter) {
        e.group(shadow: shadow) { child.emit(&$0) }
    }
}

/// `opacity`: the child is composited at an opacity, as one layer.
final class OpacityNode: UnaryNode {
    override var isGeometryTransparent: Bool { true }
    var opacity: Double

    init(_ child: LayoutNode, opacity: Double) {
        self.opacity = opacity
        super.init(child)
    }

    override func emitContent(_ e: inout Emitter) {
        if opacity >= 1 {
            child.emit(&e)
        } else if opacity > 0 {
            e.group(opacity: opacity) { child.emit(&$0) }
        }
    }
}

/// `hidden`: takes its space and draws nothing.
final class HiddenNode: UnaryNode {
    override func emitContent(_ e: inout Emitter) {}
}

/// `background` and `overlay`: a secondary view laid out in the primary view's frame (offered
/// exactly its size), drawn behind or in front of it.
final class SecondaryNode: UnaryNode {
    let secondary: LayoutNode
    let alignment: Alignment
    let isOverlay: Bool

    init(_ child: LayoutNode, secondary: LayoutNode, alignment: Alignment, isOverlay: Bool) {
        self.secondary = secondary
        self.alignment = alignment
        self.isOverlay = isOverlay
        super.init(child)
    }

    override var children: [LayoutNode] { isOverlay ? [child, secondary] : [secondary, child] }

    override func place(at origin: CGPoint, proposal: ProposedViewSize, _ context: PlacementContext) {
        super.place(at: origin, proposal: proposal, context)
        let p = ProposedViewSize(frame.size)
        secondary.place(at: alignedOrigin(of: secondary, proposal: p, in: frame, alignment: alignment), proposal: p, context)
    }

    override func emitContent(_ e: inout Emitter) {
        if isOverlay {
            child.emit(&e)
            secondary.emit(&e)
        } else {
            secondary.emit(&e)
            child.emit(&e)
        }
    }
}

/// `matchedGeometryEffect`: a source tells the graph its frame when placed. A view that is
/// not the source keeps its own frame (iOS gives it the source's position and/or size) and
/// reports it when drawn, if a source was placed and its frame differs.
final class MatchedGeometryNode: UnaryNode {
    struct Key: Hashable {
        let namespace: Namespace.ID
        let id: AnyHashable
    }
    let key: Key
    let properties: MatchedGeometryProperties
    let anchor: UnitPoint
    let isSource: Bool
    let site: CallSite

    init(_ child: LayoutNode, key: Key, properties: MatchedGeometryProperties, anchor: UnitPoint, isSource: Bool, site: CallSite) {
        self.key = key
        self.properties = properties
        self.anchor = anchor
        self.isSource = isSource
        self.site = site
        super.init(child)
    }

    override func place(at origin: CGPoint, proposal: ProposedViewSize, _ context: PlacementContext) {
        super.place(at: origin, proposal: proposal, context)
        if isSource { ViewGraph.current?.matchedGeometrySources[key] = frame }
    }

    override func emitContent(_ e: inout Emitter) {
        if !isSource, let source = ViewGraph.current?.matchedGeometrySources[key], differs(from: source) {
            ViewGraph.approximate("matchedGeometryEffect(isSource: false) is not applied yet",
                                  drawnAs: "the view's own frame instead of the source's", at: site)
        }
        child.emit(&e)
    }

    private func differs(from source: CGRect) -> Bool {
        func point(_ r: CGRect) -> CGPoint { CGPoint(x: r.minX + anchor.x * r.width, y: r.minY + anchor.y * r.height) }
        let moved = properties.contains(.position) && hypot(point(frame).x - point(source).x, point(frame).y - point(source).y) >= 0.5
        let resized = properties.contains(.size) && (abs(frame.width - source.width) >= 0.5 || abs(frame.height - source.height) >= 0.5)
        return moved || resized
    }
}

/// A view with an accessibility identifier, so the host can find it.
final class AccessibilityNode: UnaryNode {
    let identifier: String?
    let label: String?

    init(_ child: LayoutNode, identifier: String?, label: String?) {
        self.identifier = identifier
        self.label = label
        super.init(child)
    }

    override func emitContent(_ e: inout Emitter) {
        if let identifier { e.identifiers.append((identifier, e.layoutFrame(of: self))) }
        if let label { e.texts.append((label, e.layoutFrame(of: self))) }
        if let label { e.noteAccessibility(.label(label)) }
        if let identifier { e.noteAccessibility(.identifier(identifier)) }
        child.emit(&e)
    }
}

/// `coordinateSpace(name:)`: names this view's frame for `GeometryProxy.frame(in: .named(_))`.
final class CoordinateSpaceNode: UnaryNode {
    let name: AnyHashable

    init(_ child: LayoutNode, name: AnyHashable) {
        self.name = name
        super.init(child)
    }

    override func place(at origin: CGPoint, proposal: ProposedViewSize, _ context: PlacementContext) {
        frame = CGRect(origin: origin, size: sizeThatFits(proposal))
        var c = context
        c.namedSpaces[name] = frame
        child.place(at: origin, proposal: proposal, c)
    }
}

/// `alignmentGuide`: replaces a guide's value with a computed one.
final class AlignmentGuideNode: UnaryNode {
    let horizontal: (HorizontalAlignment, (ViewDimensions) -> CGFloat)?
    let vertical: (VerticalAlignment, (ViewDimensions) -> CGFloat)?
    /// Where `alignmentGuide` was called, for reports of guides nothing here reads.
    let site: CallSite?

    init(_ child: LayoutNode, horizontal: (HorizontalAlignment, (ViewDimensions) -> CGFloat)?,
         vertical: (VerticalAlignment, (ViewDimensions) -> CGFloat)?, site: CallSite? = nil) {
        self.horizontal = horizontal
        self.vertical = vertical
        self.site = site
        super.init(child)
    }

    /// Where the guide `guide` is, in page coordinates, if this node sets it.
    func placedPosition(of guide: HorizontalAlignment) -> CGFloat? {
        guard let (g, f) = horizontal, g == guide else { return nil }
        return frame.minX + f(dimensions(ProposedViewSize(frame.size)))
    }

    private func dimensions(_ p: ProposedViewSize) -> ViewDimensions {
        let s = child.sizeThatFits(p)
        var d = ViewDimensions(width: s.width, height: s.height)
        for g in [VerticalAlignment.firstTextBaseline, .lastTextBaseline] {
            if let v = child.explicitGuide(g, p) { d.explicitVertical[g] = v }
        }
        return d
    }

    override func explicitGuide(_ guide: VerticalAlignment, _ proposal: ProposedViewSize) -> CGFloat? {
        if let (g, f) = vertical, g == guide { return f(dimensions(proposal)) }
        return child.explicitGuide(guide, proposal)
    }

    override func explicitGuide(_ guide: HorizontalAlignment, _ proposal: ProposedViewSize) -> CGFloat? {
        if let (g, f) = horizontal, g == guide { return f(dimensions(proposal)) }
        return child.explicitGuide(guide, proposal)
    }
}

extension Emitter {
    /// Runs `body` and wraps what it draws in a group with layer effects (`effects`' ops are
    /// replaced). Where things take touches is unchanged (perspective moves drawing only).
    mutating func layer(_ effects: DisplayGroup, _ body: (inout Emitter) -> Void) {
        let saved = ops
        ops = []
        body(&self)
        let inner = ops
        ops = saved
        if inner.isEmpty { return }
        var g = effects
        g.ops = inner
        ops.append(.group(g))
    }
}

/// `rotation3DEffect`, `projectionEffect`, `transformEffect`: the drawing through a
/// projective transform of the view's own coordinates (origin at its top-left); layout is
/// unchanged. An affine transform is a transform group, exact; a true perspective is drawn
/// by warping the rendered layer (`ProjectiveWarp`) and reported.
final class ProjectionEffectNode: UnaryNode {
    /// The transform for the view's size, in its own coordinates.
    let transform: (CGSize) -> Homography
    /// What is reported when the transform is a true perspective.
    let cause: String
    let site: CallSite?

    init(_ child: LayoutNode, cause: String, site: CallSite?, transform: @escaping (CGSize) -> Homography) {
        self.transform = transform
        self.cause = cause
        self.site = site
        super.init(child)
    }

    override func emitContent(_ e: inout Emitter) {
        let local = transform(frame.size)
        let o = frame.origin
        let page = Homography(.translation(x: -o.x, y: -o.y)).concatenating(local)
            .concatenating(Homography(.translation(x: o.x, y: o.y)))
        let tolerance = 1e-9
        if abs(page.m13) < tolerance, abs(page.m23) < tolerance, abs(page.m33 - 1) < tolerance {
            e.group(transform: page.affine) { child.emit(&$0) }
            return
        }
        ViewGraph.approximate(
            cause,
            drawnAs: "the view's layer, rendered flat and warped through the perspective pixel by pixel; in SVG, an embedded PNG image",
            at: site)
        e.layer(DisplayGroup(projection: page, ops: [])) { child.emit(&$0) }
    }
}

// MARK: Animatable values

extension TransformEffectNode: AnimatableNode {
    private func values(_ e: Effect) -> [Double] {
        switch e {
        case .rotation(let a): [a.radians]
        case .scale(let s): [s.width, s.height]
        }
    }

    func animatableDiffers(from old: LayoutNode) -> Bool {
        guard let old = old as? TransformEffectNode else { return false }
        return values(old.effect) != values(effect)
    }

    func animate(from old: LayoutNode, progress p: Double) -> @MainActor () -> Void {
        let original = effect
        guard let old = old as? TransformEffectNode else { return {} }
        switch (old.effect, effect) {
        case (.rotation(let a), .rotation(let b)):
            effect = .rotation(.radians(a.radians + (b.radians - a.radians) * p))
        case (.scale(let a), .scale(let b)):
            effect = .scale(CGSize(width: a.width + (b.width - a.width) * p, height: a.height + (b.height - a.height) * p))
        default:
            break
        }
        return { self.effect = original }
    }
}

extension OpacityNode: AnimatableNode {
    func animatableDiffers(from old: LayoutNode) -> Bool {
        (old as? OpacityNode)?.opacity != opacity
    }

    func animate(from old: LayoutNode, progress p: Double) -> @MainActor () -> Void {
        guard let old = old as? OpacityNode else { return {} }
        let original = opacity
        opacity = old.opacity + (opacity - old.opacity) * p
        return { self.opacity = original }
    }
}
