import Drawing

/// Places a child at an alignment inside a box of `size` (SwiftUI's frame placement).
@MainActor
func alignedOrigin(of child: LayoutNode, proposal: ProposedViewSize, in box: CGRect, alignment: Alignment) -> CGPoint {
    let childSize = child.sizeThatFits(proposal)
    let x = alignment.horizontal.defaultValue(box.size) - child.guide(alignment.horizontal, proposal)
    let y = alignment.vertical.defaultValue(box.size) - child.guide(alignment.vertical, proposal)
    _ = childSize
    return CGPoint(x: box.minX + x, y: box.minY + y)
}

extension LayoutNode {
    /// A frame's explicit guide: its child's, moved by where the frame aligns the child — as
    /// SwiftUI's frames pass up text baselines and `alignmentGuide` values. Nil when the child
    /// has none (the frame's own edges then count).
    func explicitGuide(of child: LayoutNode, _ guide: VerticalAlignment, _ childProposal: ProposedViewSize,
                       in size: CGSize, alignment: Alignment) -> CGFloat? {
        guard let g = child.explicitGuide(guide, childProposal) else { return nil }
        return alignment.vertical.defaultValue(size) - child.guide(alignment.vertical, childProposal) + g
    }

    func explicitGuide(of child: LayoutNode, _ guide: HorizontalAlignment, _ childProposal: ProposedViewSize,
                       in size: CGSize, alignment: Alignment) -> CGFloat? {
        guard let g = child.explicitGuide(guide, childProposal) else { return nil }
        return alignment.horizontal.defaultValue(size) - child.guide(alignment.horizontal, childProposal) + g
    }
}

/// A frame that offers its child a proposal of its own making and aligns the child inside
/// itself: what fixed and flexible frames share.
class AligningFrameNode: UnaryNode {
    let alignment: Alignment

    init(_ child: LayoutNode, alignment: Alignment) {
        self.alignment = alignment
        super.init(child)
    }

    /// What the child is offered when the frame is offered `proposal`.
    func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize { proposal }

    override func place(at origin: CGPoint, proposal: ProposedViewSize, _ context: PlacementContext) {
        frame = CGRect(origin: origin, size: sizeThatFits(proposal))
        let cp = childProposal(proposal)
        child.place(at: alignedOrigin(of: child, proposal: cp, in: frame, alignment: alignment), proposal: cp, context)
    }

    override func explicitGuide(_ guide: VerticalAlignment, _ proposal: ProposedViewSize) -> CGFloat? {
        explicitGuide(of: child, guide, childProposal(proposal), in: sizeThatFits(proposal), alignment: alignment)
    }

    override func explicitGuide(_ guide: HorizontalAlignment, _ proposal: ProposedViewSize) -> CGFloat? {
        explicitGuide(of: child, guide, childProposal(proposal), in: sizeThatFits(proposal), alignment: alignment)
    }
}

/// `frame(width:height:alignment:)`: fixed dimensions; the child is offered them and
/// aligned inside.
final class FixedFrameNode: AligningFrameNode {
    let width: CGFloat?
    let height: CGFloat?

    init(_ child: LayoutNode, width: CGFloat?, height: CGFloat?, alignment: Alignment) {
        self.width = width
        self.height = height
        super.init(child, alignment: alignment)
    }

    override func childProposal(_ p: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: width ?? p.width, height: height ?? p.height)
    }

    override func computeSize(_ p: ProposedViewSize) -> CGSize {
        if let width, let height { return CGSize(width: width, height: height) }
        let s = child.sizeThatFits(childProposal(p))
        return CGSize(width: width ?? s.width, height: height ?? s.height)
    }

    /// A fixed dimension's edges are the frame's, not the child's (SwiftUI's `_FrameLayout`).
    override func viewSpacing() -> ViewSpacing {
        var s = child.viewSpacing()
        s.reset(FrameSpacing.edges(width: width != nil, height: height != nil))
        return s
    }
}

enum FrameSpacing {
    /// The edges a frame that sets a width and/or a height takes over from its child.
    static func edges(width: Bool, height: Bool) -> Edge.Set {
        var edges: Edge.Set = []
        if width { edges.formUnion(.horizontal) }
        if height { edges.formUnion(.vertical) }
        return edges
    }
}

/// `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`. The
/// proposal is clamped to the limits (the ideal replaces a missing proposal) before the child
/// sees it; the frame then takes the child's size clamped again, growing to a finite proposal
/// up to its maximum — so `maxWidth: .infinity` fills the width offered.
final class FlexibleFrameNode: AligningFrameNode {
    let minWidth, idealWidth, maxWidth, minHeight, idealHeight, maxHeight: CGFloat?

    init(_ child: LayoutNode, minWidth: CGFloat?, idealWidth: CGFloat?, maxWidth: CGFloat?,
         minHeight: CGFloat?, idealHeight: CGFloat?, maxHeight: CGFloat?, alignment: Alignment) {
        self.minWidth = minWidth
        self.idealWidth = idealWidth
        self.maxWidth = maxWidth
        self.minHeight = minHeight
        self.idealHeight = idealHeight
        self.maxHeight = maxHeight
        super.init(child, alignment: alignment)
    }

    private static func clamp(_ v: CGFloat, _ lo: CGFloat?, _ hi: CGFloat?) -> CGFloat {
        var v = v
        if let lo { v = max(v, lo) }
        if let hi { v = min(v, hi) }
        return v
    }

    override func childProposal(_ p: ProposedViewSize) -> ProposedViewSize {
        var c = ProposedViewSize(width: p.width ?? idealWidth, height: p.height ?? idealHeight)
        if let w = c.width { c.width = Self.clamp(w, minWidth, maxWidth) }
        if let h = c.height { c.height = Self.clamp(h, minHeight, maxHeight) }
        return c
    }

    private static func resolve(_ child: CGFloat, proposed: CGFloat?, ideal: CGFloat?, min lo: CGFloat?, max hi: CGFloat?) -> CGFloat {
        if lo == nil && hi == nil {
            // Only an ideal: it is the size when nothing is proposed.
            if proposed == nil, let ideal { return ideal }
            return child
        }
        guard let proposed = proposed ?? ideal else { return clamp(child, lo, hi) }
        var result = child
        if let lo { result = max(lo, min(result, proposed)) }
        if let hi { result = min(hi, max(result, proposed)) }
        return result
    }

    override func computeSize(_ p: ProposedViewSize) -> CGSize {
        let cp = childProposal(p)
        let s = child.sizeThatFits(cp)
        return CGSize(
            width: Self.resolve(s.width, proposed: cp.width, ideal: idealWidth, min: minWidth, max: maxWidth),
            height: Self.resolve(s.height, proposed: cp.height, ideal: idealHeight, min: minHeight, max: maxHeight))
    }

    /// As a fixed frame's, on the axes it limits (an estimate: OpenSwiftUI has not rebuilt
    /// `_FlexFrameLayout`'s spacing; a frame that only sets an ideal keeps the child's).
    override func viewSpacing() -> ViewSpacing {
        var s = child.viewSpacing()
        s.reset(FrameSpacing.edges(width: minWidth != nil || maxWidth != nil, height: minHeight != nil || maxHeight != nil))
        return s
    }

}

/// `fixedSize`: proposes nothing on the fixed axes, so the child takes its ideal size there.
final class FixedSizeNode: UnaryNode {
    let horizontal: Bool
    let vertical: Bool

    init(_ child: LayoutNode, horizontal: Bool, vertical: Bool) {
        self.horizontal = horizontal
        self.vertical = vertical
        super.init(child)
    }

    private func childProposal(_ p: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: horizontal ? nil : p.width, height: vertical ? nil : p.height)
    }

    override func computeSize(_ p: ProposedViewSize) -> CGSize { child.sizeThatFits(childProposal(p)) }

    override func place(at origin: CGPoint, proposal: ProposedViewSize, _ context: PlacementContext) {
        frame = CGRect(origin: origin, size: sizeThatFits(proposal))
        // Placed with the size it chose on the fixed axes (not nil again): a stack inside then
        // offers that width to all its children, which is how `fixedSize` makes buttons of
        // equal width and lets a `Spacer` reach the far edge of the widest sibling.
        let placed = ProposedViewSize(width: horizontal ? frame.width : proposal.width,
                                      height: vertical ? frame.height : proposal.height)
        child.place(at: origin, proposal: placed, context)
    }

    override func explicitGuide(_ guide: VerticalAlignment, _ proposal: ProposedViewSize) -> CGFloat? {
        child.explicitGuide(guide, childProposal(proposal))
    }

    override func explicitGuide(_ guide: HorizontalAlignment, _ proposal: ProposedViewSize) -> CGFloat? {
        child.explicitGuide(guide, childProposal(proposal))
    }
}

/// `padding`: offers the child the proposal less the insets and adds them back.
class PaddingNode: UnaryNode {
    let insets: EdgeInsets

    init(_ child: LayoutNode, insets: EdgeInsets) {
        self.insets = insets
        super.init(child)
    }

    final func childProposal(_ p: ProposedViewSize) -> ProposedViewSize {
        var c = p
        if let w = p.width { c.width = max(w - insets.horizontal, 0) }
        if let h = p.height { c.height = max(h - insets.vertical, 0) }
        return c
    }

    override func computeSize(_ p: ProposedViewSize) -> CGSize {
        let s = child.sizeThatFits(childProposal(p))
        return CGSize(width: s.width + insets.horizontal, height: s.height + insets.vertical)
    }

    override func place(at origin: CGPoint, proposal: ProposedViewSize, _ context: PlacementContext) {
        frame = CGRect(origin: origin, size: sizeThatFits(proposal))
        child.place(at: CGPoint(x: origin.x + insets.leading, y: origin.y + insets.top), proposal: childProposal(proposal), context)
    }

    override func explicitGuide(_ guide: VerticalAlignment, _ proposal: ProposedViewSize) -> CGFloat? {
        child.explicitGuide(guide, childProposal(proposal)).map { $0 + insets.top }
    }

    /// A padded edge is a plain view's edge (SwiftUI's `_PaddingLayout`): text inside no
    /// longer sets the spacing there.
    override func viewSpacing() -> ViewSpacing {
        var s = child.viewSpacing()
        var padded: Edge.Set = []
        if insets.top != 0 { padded.insert(.top) }
        if insets.bottom != 0 { padded.insert(.bottom) }
        if insets.leading != 0 { padded.insert(.leading) }
        if insets.trailing != 0 { padded.insert(.trailing) }
        s.reset(padded)
        return s
    }

    override func explicitGuide(_ guide: HorizontalAlignment, _ proposal: ProposedViewSize) -> CGFloat? {
        child.explicitGuide(guide, childProposal(proposal)).map { $0 + insets.leading }
    }
}

/// `offset`: moves the child (its drawing and its geometry) without changing layout.
final class OffsetNode: UnaryNode {
    let offset: CGSize

    init(_ child: LayoutNode, offset: CGSize) {
        self.offset = offset
        super.init(child)
    }

    override func place(at origin: CGPoint, proposal: ProposedViewSize, _ context: PlacementContext) {
        frame = CGRect(origin: origin, size: sizeThatFits(proposal))
        child.place(at: CGPoint(x: origin.x + offset.width, y: origin.y + offset.height), proposal: proposal, context)
    }
}

/// `aspectRatio`: offers the child the largest (fit) or smallest (fill) size of the ratio
/// that fits the proposal, as OpenSwiftUI's `_AspectRatioLayout.spaceOffered`: an unspecified
/// proposal passes through unchanged, and a missing dimension counts as unbounded.
final class AspectRatioNode: UnaryNode {
    let ratio: CGFloat?
    let contentMode: ContentMode

    init(_ child: LayoutNode, ratio: CGFloat?, contentMode: ContentMode) {
        self.ratio = ratio
        self.contentMode = contentMode
        super.init(child)
    }

    private func childProposal(_ p: ProposedViewSize) -> ProposedViewSize {
        guard p != .unspecified else { return p }
        var unit = ratio.map { CGSize(width: $0, height: 1) } ?? child.sizeThatFits(.unspecified)
        if unit.width == unit.height { unit = CGSize(width: 1, height: 1) }
        func scale(_ target: CGFloat?, _ side: CGFloat) -> CGFloat {
            guard let target, side != 0 || target != 0 else { return .infinity }
            return target / side
        }
        let sx = scale(p.width, unit.width), sy = scale(p.height, unit.height)
        let s = contentMode == .fit ? min(sx, sy) : max(sx, sy)
        func scaled(_ side: CGFloat) -> CGFloat { side == 0 ? 0 : side * s }
        return ProposedViewSize(width: scaled(unit.width), height: scaled(unit.height))
    }

    override func computeSize(_ p: ProposedViewSize) -> CGSize { child.sizeThatFits(childProposal(p)) }

    override func place(at origin: CGPoint, proposal: ProposedViewSize, _ context: PlacementContext) {
        frame = CGRect(origin: origin, size: sizeThatFits(proposal))
        child.place(at: origin, proposal: childProposal(proposal), context)
    }

    override func explicitGuide(_ guide: VerticalAlignment, _ proposal: ProposedViewSize) -> CGFloat? {
        child.explicitGuide(guide, childProposal(proposal))
    }

    override func explicitGuide(_ guide: HorizontalAlignment, _ proposal: ProposedViewSize) -> CGFloat? {
        child.explicitGuide(guide, childProposal(proposal))
    }
}
