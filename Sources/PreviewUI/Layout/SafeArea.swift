import Drawing

/// The safe area as placement hands it down, SwiftUI's way: the part of the container that
/// nothing covers (`safe`), and how far the covered regions around it reach (`outer`) — the
/// status bar and home indicator of a screen, a navigation bar, a toolbar, a tab bar, the
/// content of `safeAreaInset`, `safeAreaPadding`. Page coordinates.
///
/// Views are laid out in the safe area; a view's safe-area insets are the part of its frame
/// in the covered regions. A view that ignores the safe area (`ignoresSafeArea`, a shape-style
/// background) grows into the covered regions on the edges where its frame reaches the safe
/// area's edge, and a scroll view that reaches one scrolls its content under it.
struct SafeAreaGeometry: Equatable {
    /// The safe rectangle.
    var safe: CGRect
    /// The safe rectangle with the covered regions around it: where a view that ignores the
    /// safe area grows to, and where scroll views scroll their content (under the bars, which
    /// take their scrolled look then: BarScrollWatch.swift).
    var outer: CGRect

    /// Distances closer than this count as touching.
    static let tolerance: CGFloat = 0.5

    init(safe: CGRect, outer: CGRect) {
        self.safe = safe
        self.outer = outer
    }

    /// The edges where `frame` reaches the safe area's edge and a covered region of `region`
    /// (`outer`) lies beyond it.
    func edges(reachedBy frame: CGRect, toward region: CGRect) -> Edge.Set {
        let t = Self.tolerance
        var edges: Edge.Set = []
        if region.minY < safe.minY - t, frame.minY <= safe.minY + t { edges.insert(.top) }
        if region.maxY > safe.maxY + t, frame.maxY >= safe.maxY - t { edges.insert(.bottom) }
        if region.minX < safe.minX - t, frame.minX <= safe.minX + t { edges.insert(.leading) }
        if region.maxX > safe.maxX + t, frame.maxX >= safe.maxX - t { edges.insert(.trailing) }
        return edges
    }

    /// `frame` grown into the covered regions of `region` on those of `edges` where it
    /// reaches the safe area's edge.
    func grown(_ frame: CGRect, edges: Edge.Set = .all, toward region: CGRect) -> CGRect {
        let reached = self.edges(reachedBy: frame, toward: region).intersection(edges)
        var minX = frame.minX, minY = frame.minY, maxX = frame.maxX, maxY = frame.maxY
        if reached.contains(.top) { minY = min(minY, region.minY) }
        if reached.contains(.bottom) { maxY = max(maxY, region.maxY) }
        if reached.contains(.leading) { minX = min(minX, region.minX) }
        if reached.contains(.trailing) { maxX = max(maxX, region.maxX) }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// `GeometryProxy.safeAreaInsets` of a view at `frame`, as SwiftUI reports them: on each
    /// edge where the frame reaches the safe area's, how far the covered region goes on past
    /// it (a reader that fills a phone's safe area reads the status bar's and home
    /// indicator's heights; one that ignores the safe area, and so fills the screen, reads
    /// none); nothing on other edges.
    func insets(of frame: CGRect) -> EdgeInsets {
        let reached = edges(reachedBy: frame, toward: outer)
        return EdgeInsets(top: reached.contains(.top) ? max(frame.minY - outer.minY, 0) : 0,
                          leading: reached.contains(.leading) ? max(frame.minX - outer.minX, 0) : 0,
                          bottom: reached.contains(.bottom) ? max(outer.maxY - frame.maxY, 0) : 0,
                          trailing: reached.contains(.trailing) ? max(outer.maxX - frame.maxX, 0) : 0)
    }

    /// The safe area inside a view that ignores it on `edges`: safe out to the covered
    /// regions' ends there.
    func ignoring(_ edges: Edge.Set) -> SafeAreaGeometry {
        var s = self
        var minX = safe.minX, minY = safe.minY, maxX = safe.maxX, maxY = safe.maxY
        if edges.contains(.top) { minY = outer.minY }
        if edges.contains(.bottom) { maxY = outer.maxY }
        if edges.contains(.leading) { minX = outer.minX }
        if edges.contains(.trailing) { maxX = outer.maxX }
        s.safe = CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
        return s
    }

    /// The safe area of content that a container at `frame` lays out in `content` (a part of
    /// its frame: below a bar, beside an inset): the rest of the frame is covered, and so is
    /// what covered the container where it reached.
    static func content(of parent: SafeAreaGeometry?, frame: CGRect, content: CGRect) -> SafeAreaGeometry {
        guard let parent else { return SafeAreaGeometry(safe: content, outer: frame) }
        let outer = parent.grown(frame, toward: parent.outer).union(frame)
        let safe = CGRect(x: max(content.minX, parent.safe.minX), y: max(content.minY, parent.safe.minY), width: 0, height: 0)
        let safeMax = CGPoint(x: min(content.maxX, parent.safe.maxX), y: min(content.maxY, parent.safe.maxY))
        let safeRect = CGRect(x: safe.minX, y: safe.minY, width: max(safeMax.x - safe.minX, 0), height: max(safeMax.y - safe.minY, 0))
        return SafeAreaGeometry(safe: safeRect, outer: outer)
    }
}

extension PlacementContext {
    /// `frame` grown into the covered regions where it reaches the safe area (how bars and
    /// list backgrounds paint under the status bar and home indicator); `frame` when there is
    /// no safe area.
    func extendedIntoSafeArea(_ frame: CGRect, edges: Edge.Set = .all) -> CGRect {
        guard let s = safeArea else { return frame }
        return s.grown(frame, edges: edges, toward: s.outer)
    }

    /// What a scroll view at `frame` shows: its frame grown, along its scroll axes, under the
    /// covered regions it reaches, where its content scrolls.
    func scrollRegion(_ frame: CGRect, axes: Axis.Set) -> CGRect {
        guard let s = safeArea else { return frame }
        return s.grown(frame, edges: Self.edges(of: axes), toward: s.outer)
    }

    /// The context of a scroll view's content: along the scroll axes the covered regions are
    /// the scroll view's content insets, not a safe area of its content (nothing inside grows
    /// into them).
    func scrollContent(axes: Axis.Set) -> PlacementContext {
        guard var s = safeArea else { return self }
        let edges = Self.edges(of: axes), far: CGFloat = 1e9
        func open(_ r: CGRect) -> CGRect {
            var minX = r.minX, minY = r.minY, maxX = r.maxX, maxY = r.maxY
            if edges.contains(.top) { minY = -far; maxY = far }
            if edges.contains(.leading) { minX = -far; maxX = far }
            return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
        }
        s.safe = open(s.safe)
        s.outer = open(s.outer)
        var c = self
        c.safeArea = s
        return c
    }

    static func edges(of axes: Axis.Set) -> Edge.Set {
        var edges: Edge.Set = []
        if axes.contains(.vertical) { edges.formUnion(.vertical) }
        if axes.contains(.horizontal) { edges.formUnion(.horizontal) }
        return edges
    }
}

/// `ignoresSafeArea`, `edgesIgnoringSafeArea` and the fill of a shape-style background: to its
/// parent the view keeps the size and place it was given, but on those of `edges` where that
/// frame reaches the safe area's edge, its content is laid out grown into the covered region
/// (under the status bar, home indicator, a bar, a `safeAreaInset`), with the safe area
/// ignored there.
final class SafeAreaIgnoringNode: UnaryNode {
    let edges: Edge.Set

    init(_ child: LayoutNode, edges: Edge.Set) {
        self.edges = edges
        super.init(child)
    }

    override func place(at origin: CGPoint, proposal: ProposedViewSize, _ context: PlacementContext) {
        frame = CGRect(origin: origin, size: sizeThatFits(proposal))
        guard let safeArea = context.safeArea, !edges.isEmpty else {
            child.place(at: origin, proposal: proposal, context)
            return
        }
        var inner = context
        inner.safeArea = safeArea.ignoring(edges)
        let grown = safeArea.grown(frame, edges: edges, toward: safeArea.outer)
        if grown == frame {
            child.place(at: origin, proposal: proposal, inner)
            return
        }
        // The content is offered the grown frame and placed at its top leading corner, as
        // SwiftUI's safe-area-ignoring layout (a view of fixed size moves up under the status
        // bar rather than growing).
        child.place(at: grown.origin, proposal: ProposedViewSize(grown.size), inner)
    }
}

/// `safeAreaInset(edge:alignment:spacing:content:)`: the inset content at one edge of the
/// view's frame, the view itself in the rest with its safe area ending at the inset content
/// (and `spacing`), so that what ignores the safe area or scrolls reaches under it — a list
/// under a bar: its last row scrolls up above the bar. Sized as SwiftUI's inset layout: the
/// content beside the view along the edge's axis.
final class SafeAreaInsetNode: LayoutNode {
    let primary: LayoutNode
    let inset: LayoutNode
    let edge: Edge
    /// Across the edge's axis: where the inset content sits (the view is centred).
    let horizontal: HorizontalAlignment
    let vertical: VerticalAlignment
    let spacing: CGFloat?

    init(_ primary: LayoutNode, inset: LayoutNode, edge: Edge, horizontal: HorizontalAlignment = .center,
         vertical: VerticalAlignment = .center, spacing: CGFloat?) {
        self.primary = primary
        self.inset = inset
        self.edge = edge
        self.horizontal = horizontal
        self.vertical = vertical
        self.spacing = spacing
        super.init()
        layoutPriority = primary.layoutPriority
        tag = primary.tag
        zIndex = primary.zIndex
        layoutValues = primary.layoutValues
    }

    override var children: [LayoutNode] { [primary, inset] }
    override var scrollBackground: RGBAColor? { primary.scrollBackground }

    private var axis: Axis { edge == .top || edge == .bottom ? .vertical : .horizontal }

    /// `spacing`, or the views' own spacing between them along the axis.
    private var gap: CGFloat {
        if let spacing { return spacing }
        let first = edge == .top || edge == .leading ? inset : primary
        let second = first === inset ? primary : inset
        return first.viewSpacing().distance(to: second.viewSpacing(), along: axis)
    }

    /// The inset content's proposal: what is left along the axis once the view has its
    /// smallest length there.
    private func insetProposal(_ p: ProposedViewSize) -> ProposedViewSize {
        guard let length = p[axis] else { return p }
        var minimal = p
        minimal[axis] = 0
        let least = primary.sizeThatFits(minimal)
        var q = p
        q[axis] = max(length - gap - (axis == .vertical ? least.height : least.width), 0)
        return q
    }

    private func primaryProposal(_ p: ProposedViewSize, insetSize: CGSize) -> ProposedViewSize {
        var q = p
        if let length = p[axis] { q[axis] = max(length - (axis == .vertical ? insetSize.height : insetSize.width) - gap, 0) }
        return q
    }

    override func computeSize(_ p: ProposedViewSize) -> CGSize {
        let i = inset.sizeThatFits(insetProposal(p))
        let m = primary.sizeThatFits(primaryProposal(p, insetSize: i))
        return axis == .vertical
            ? CGSize(width: max(i.width, m.width), height: m.height + gap + i.height)
            : CGSize(width: m.width + gap + i.width, height: max(i.height, m.height))
    }

    override func place(at origin: CGPoint, proposal: ProposedViewSize, _ context: PlacementContext) {
        super.place(at: origin, proposal: proposal, context)
        let ip = insetProposal(proposal)
        let i = inset.sizeThatFits(ip)
        let mp = primaryProposal(proposal, insetSize: i)
        let m = primary.sizeThatFits(mp)
        // The view at the opposite edge, centred across; the inset content at its edge,
        // aligned across with the view.
        var primaryOrigin = CGPoint(x: frame.minX + (frame.width - m.width) / 2, y: frame.minY + (frame.height - m.height) / 2)
        var insetOrigin = CGPoint.zero
        switch edge {
        case .top:
            primaryOrigin.y = frame.maxY - m.height
            insetOrigin = CGPoint(x: primaryOrigin.x + primary.guide(horizontal, mp) - inset.guide(horizontal, ip), y: frame.minY)
        case .bottom:
            primaryOrigin.y = frame.minY
            insetOrigin = CGPoint(x: primaryOrigin.x + primary.guide(horizontal, mp) - inset.guide(horizontal, ip), y: frame.maxY - i.height)
        case .leading:
            primaryOrigin.x = frame.maxX - m.width
            insetOrigin = CGPoint(x: frame.minX, y: primaryOrigin.y + primary.guide(vertical, mp) - inset.guide(vertical, ip))
        case .trailing:
            primaryOrigin.x = frame.minX
            insetOrigin = CGPoint(x: frame.maxX - i.width, y: primaryOrigin.y + primary.guide(vertical, mp) - inset.guide(vertical, ip))
        }
        // The view's safe area ends at the inset content and the spacing before it.
        var safe = frame
        let taken = (axis == .vertical ? i.height : i.width) + gap
        switch edge {
        case .top: safe.origin.y += taken; safe.size.height -= taken
        case .bottom: safe.size.height -= taken
        case .leading: safe.origin.x += taken; safe.size.width -= taken
        case .trailing: safe.size.width -= taken
        }
        safe.size = CGSize(width: max(safe.width, 0), height: max(safe.height, 0))
        var inner = context
        inner.safeArea = SafeAreaGeometry.content(of: context.safeArea, frame: frame, content: safe)
        primary.place(at: primaryOrigin, proposal: mp, inner)
        inset.place(at: insetOrigin, proposal: ip, context)
    }

    override func emitContent(_ e: inout Emitter) {
        primary.emit(&e)
        inset.emit(&e)
    }
}

/// `safeAreaPadding`: laid out as padding, with the padding added to the safe area of the
/// view inside: what ignores the safe area still fills the whole frame, and a scroll view
/// scrolls its content out to the frame's edges, inset by the padding at rest.
final class SafeAreaPaddingNode: PaddingNode {
    override func place(at origin: CGPoint, proposal: ProposedViewSize, _ context: PlacementContext) {
        frame = CGRect(origin: origin, size: sizeThatFits(proposal))
        let cp = childProposal(proposal)
        let s = child.sizeThatFits(cp)
        let content = CGRect(x: origin.x + insets.leading, y: origin.y + insets.top, width: s.width, height: s.height)
        var inner = context
        inner.safeArea = SafeAreaGeometry.content(of: context.safeArea, frame: frame, content: content)
        child.place(at: content.origin, proposal: cp, inner)
    }

    /// The spacing of the view inside, as before (a safe-area padding is not a plain edge).
    override func viewSpacing() -> ViewSpacing { child.viewSpacing() }
}
