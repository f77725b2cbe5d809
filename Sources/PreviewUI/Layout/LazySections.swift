import Drawing

/// How a lazy stack or grid lays out a `Section` in its content. A section is no view of its
/// own in SwiftUI: its header, rows and footer are the container's, along the container's
/// axis and at its spacing, the rows in the container's layout (a grid's tracks, a stack's
/// line), each section's rows starting a new line of a grid.
struct SectionPlacement {
    let axis: Axis
    /// Where the header, rows and footer sit across the axis.
    let alignment: Alignment
    /// Between the header, the rows and the footer: the container's spacing (nil: what the
    /// neighbours prefer, `ViewSpacing`).
    let spacing: CGFloat?
    let pinned: PinnedScrollableViews
    /// The container for the section's rows (a lazy stack or grid like the one that holds it).
    let makeRows: @MainActor ([LayoutNode]) -> LayoutNode
}

/// A section in a lazy stack or grid: its header, its rows (in a lazy container of their own,
/// which builds and draws only the rows on screen) and its footer, one after the other along
/// the axis.
///
/// Pinned (`pinnedViews: .sectionHeaders`) inside a scroll view, the header stays at the start
/// of the scroll view's visible region (its frame inside its content margins, under a bar or
/// the status bar's inset) while its section is on screen, and is pushed out by the section's
/// end (where the next section's header follows); a pinned footer stays at the end of the
/// region likewise, never before its section's rows start. A header whose section began above
/// the region is still built, placed and drawn. Pinned views draw over the section's rows,
/// with nothing behind them but their own background, as in SwiftUI (a header without a
/// background shows the rows through it).
final class LazySectionNode: LayoutNode {
    let header: LayoutNode?
    let content: LayoutNode
    let footer: LayoutNode?
    let placement: SectionPlacement
    /// The rows as units (to read the first and last row's spacing preferences).
    private let rowUnits: LazyUnits

    private struct Arrangement {
        /// Each part present (header, rows, footer), its start along the axis and its size.
        var parts: [(node: LayoutNode, start: CGFloat, size: CGSize)]
        var size: CGSize
    }
    private var arrangements = ProposalCache<Arrangement>()

    init(header: LayoutNode?, rows: [LayoutNode], footer: LayoutNode?, _ placement: SectionPlacement) {
        self.header = header
        self.footer = footer
        self.placement = placement
        rowUnits = LazyUnits(rows)
        content = placement.makeRows(rows)
        super.init()
    }

    private var hasRows: Bool { rowUnits.count > 0 }

    override var children: [LayoutNode] {
        (header.map { [$0] } ?? []) + (hasRows ? [content] : []) + (footer.map { [$0] } ?? [])
    }

    override func invalidate() {
        arrangements.removeAll()
        super.invalidate()
    }

    /// The spacing preferences of the rows' first (or last) view.
    private func rowSpacing(first: Bool) -> ViewSpacing {
        guard hasRows else { return ViewSpacing() }
        let nodes = rowUnits.nodes(first ? 0 : rowUnits.count - 1)
        return (first ? nodes.first : nodes.last)?.viewSpacing() ?? ViewSpacing()
    }

    private func gap(after a: LayoutNode, before b: LayoutNode) -> CGFloat {
        if let s = placement.spacing { return s }
        let above = a === content ? rowSpacing(first: false) : a.viewSpacing()
        let below = b === content ? rowSpacing(first: true) : b.viewSpacing()
        return above.distance(to: below, along: placement.axis)
    }

    /// Each part is offered the container's length across the axis and no limit along it, as
    /// the container offers its views.
    private func partProposal(_ p: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(axis: placement.axis, major: nil, minor: p[placement.axis.other])
    }

    private func arrange(_ p: ProposedViewSize) -> Arrangement {
        if let a = arrangements[p] { return a }
        let axis = placement.axis
        let q = partProposal(p)
        let nodes = children
        var parts: [(node: LayoutNode, start: CGFloat, size: CGSize)] = []
        var along: CGFloat = 0
        var across: CGFloat = 0
        for (i, node) in nodes.enumerated() {
            if i > 0 { along += gap(after: nodes[i - 1], before: node) }
            let s = node.sizeThatFits(q)
            parts.append((node, along, s))
            along += s[axis]
            across = max(across, s[axis.other])
        }
        let a = Arrangement(parts: parts, size: CGSize(axis: axis, major: along, minor: across))
        arrangements.insert(a, for: p)
        return a
    }

    override func computeSize(_ p: ProposedViewSize) -> CGSize { arrange(p).size }

    override func viewSpacing() -> ViewSpacing {
        let nodes = children
        guard let firstNode = nodes.first, let lastNode = nodes.last else { return .zero }
        let vertical = placement.axis == .vertical
        let across: Edge.Set = vertical ? .horizontal : .vertical
        var s = ViewSpacing.none
        for node in nodes { s.formUnion(node === content ? rowSpacing(first: true) : node.viewSpacing(), edges: across) }
        s.formUnion(firstNode === content ? rowSpacing(first: true) : firstNode.viewSpacing(), edges: vertical ? .top : .leading)
        s.formUnion(lastNode === content ? rowSpacing(first: false) : lastNode.viewSpacing(), edges: vertical ? .bottom : .trailing)
        return s
    }

    override func place(at origin: CGPoint, proposal: ProposedViewSize, _ context: PlacementContext) {
        let a = arrange(proposal)
        let axis = placement.axis
        frame = CGRect(origin: origin, size: a.size)
        let q = partProposal(proposal)
        let sectionStart = origin[axis], sectionEnd = origin[axis] + a.size[axis]
        let pin = context.pinningRange(along: axis)
        for part in a.parts {
            var start = sectionStart + part.start
            let length = part.size[axis]
            if let pin, part.node === header, placement.pinned.contains(.sectionHeaders) {
                // At the region's start while the section lasts, then pushed out by its end.
                start = min(max(start, pin.low), sectionEnd - length)
            } else if let pin, part.node === footer, placement.pinned.contains(.sectionFooters) {
                // At the region's end, but never above the section's rows (or its header).
                let floor = header != nil && a.parts.count > 1 ? sectionStart + a.parts[1].start : sectionStart
                start = max(min(start, pin.high - length), floor)
            }
            let box = axis == .vertical
                ? CGRect(x: origin.x, y: start, width: a.size.width, height: length)
                : CGRect(x: start, y: origin.y, width: length, height: a.size.height)
            part.node.place(at: alignedOrigin(of: part.node, proposal: q, in: box, alignment: alignment(along: axis)),
                            proposal: q, context)
        }
    }

    /// The placement's alignment across the axis; along it, the part fills its box.
    private func alignment(along axis: Axis) -> Alignment {
        axis == .vertical ? Alignment(horizontal: placement.alignment.horizontal, vertical: .top)
            : Alignment(horizontal: .leading, vertical: placement.alignment.vertical)
    }

    override func emitContent(_ e: inout Emitter) {
        if placement.pinned.isEmpty {
            for node in children { node.emit(&e) }
            return
        }
        // Pinned views draw over the rows that scroll under them.
        if hasRows { content.emit(&e) }
        footer?.emit(&e)
        header?.emit(&e)
    }
}
