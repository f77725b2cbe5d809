/// Shows the first of its children whose ideal size fits the space offered on the given axes,
/// else the last one, as SwiftUI's `ViewThatFits`.
nonisolated public struct ViewThatFits<Content: View>: View, @MainActor PrimitiveView {
    let axes: Axis.Set
    let content: Content

    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.content = content()
    }

    @MainActor public var body: Never { primitiveBody("ViewThatFits") }

    @MainActor func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        [ViewThatFitsNode(axes: axes, children: context.resolve(content, component: "ViewThatFits"))]
    }
}

/// Picks a child per proposal: the first whose ideal size (proposed nil on the constrained
/// axes, the offer on the others) is within the offer on every constrained axis.
final class ViewThatFitsNode: LayoutNode {
    let axes: Axis.Set
    let items: [LayoutNode]
    private var chosen: LayoutNode?

    init(axes: Axis.Set, children: [LayoutNode]) {
        self.axes = axes
        self.items = children
        super.init()
    }

    /// Only the child shown, once placed (the others are not on screen).
    override var children: [LayoutNode] { chosen.map { [$0] } ?? items }

    override func invalidate() {
        for c in items { c.invalidate() }
        chosen = nil
        super.invalidate()
    }

    @MainActor func choice(_ p: ProposedViewSize) -> LayoutNode? {
        let horizontal = axes.contains(.horizontal), vertical = axes.contains(.vertical)
        let ideal = ProposedViewSize(width: horizontal ? nil : p.width, height: vertical ? nil : p.height)
        for child in items {
            let s = child.sizeThatFits(ideal)
            let fitsWidth = !horizontal || p.width.map { s.width <= $0 } ?? true
            let fitsHeight = !vertical || p.height.map { s.height <= $0 } ?? true
            if fitsWidth && fitsHeight { return child }
        }
        return items.last
    }

    override func computeSize(_ p: ProposedViewSize) -> CGSize { choice(p)?.sizeThatFits(p) ?? .zero }

    override func place(at origin: CGPoint, proposal: ProposedViewSize, _ context: PlacementContext) {
        chosen = choice(proposal)
        frame = CGRect(origin: origin, size: sizeThatFits(proposal))
        chosen?.place(at: origin, proposal: proposal, context)
    }

    override func emitContent(_ e: inout Emitter) { chosen?.emit(&e) }

    override func viewSpacing() -> ViewSpacing { (chosen ?? items.first)?.viewSpacing() ?? ViewSpacing() }

    override func explicitGuide(_ guide: VerticalAlignment, _ proposal: ProposedViewSize) -> CGFloat? {
        choice(proposal)?.explicitGuide(guide, proposal)
    }

    override func explicitGuide(_ guide: HorizontalAlignment, _ proposal: ProposedViewSize) -> CGFloat? {
        choice(proposal)?.explicitGuide(guide, proposal)
    }
}
