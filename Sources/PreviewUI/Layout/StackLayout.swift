import Drawing

/// HStack and VStack: SwiftUI's stack algorithm (OpenSwiftUI's StackLayout, objc.io's
/// write-ups). Space is handed out by layout priority, then by flexibility, least flexible
/// first; each child is offered an equal share of what is left.
final class StackNode: LayoutNode {
    let axis: Axis
    let horizontalAlignment: HorizontalAlignment
    let verticalAlignment: VerticalAlignment
    let spacing: CGFloat?
    let items: [LayoutNode]

    struct Arrangement {
        var size: CGSize
        var proposals: [ProposedViewSize]
        /// Child origins relative to the stack's origin.
        var origins: [CGPoint]
        /// Where the stack's alignment line is on the minor axis.
        var alignmentLine: CGFloat
    }
    private var arrangements = ProposalCache<Arrangement>()

    init(axis: Axis, horizontalAlignment: HorizontalAlignment = .center, verticalAlignment: VerticalAlignment = .center,
         spacing: CGFloat?, children: [LayoutNode]) {
        self.axis = axis
        self.horizontalAlignment = horizontalAlignment
        self.verticalAlignment = verticalAlignment
        self.spacing = spacing
        self.items = children
        super.init()
    }

    override var children: [LayoutNode] { items }

    override func invalidate() {
        arrangements.removeAll()
        cachedGaps = nil
        super.invalidate()
    }

    private var cachedGaps: [CGFloat]?

    /// The space after each child but the last: `spacing:` when given, else what the two
    /// neighbours prefer (`ViewSpacing`), 8 pt when they prefer nothing.
    private var gaps: [CGFloat] {
        if let g = cachedGaps { return g }
        var g: [CGFloat] = []
        if items.count > 1 {
            g.reserveCapacity(items.count - 1)
            if let spacing {
                g = Array(repeating: spacing, count: items.count - 1)
            } else {
                var previous = items[0].viewSpacing()
                for i in 1..<items.count {
                    let next = items[i].viewSpacing()
                    g.append(previous.distance(to: next, along: axis))
                    previous = next
                }
            }
        }
        cachedGaps = g
        return g
    }

    /// The children's preferences merged as SwiftUI's stacks merge them: across the stack
    /// from every child, along it the first child's leading edge and the last's trailing one.
    override func viewSpacing() -> ViewSpacing {
        // An empty stack wants no space around it: a real iOS render shows it
        // (spezi_login_roundedborder_fields_prominent_disabled: a field, then an HStack of an
        // empty VStack and a Spacer, then 0.5 pt of padding and the next field, 8.7 pt apart —
        // one stack spacing, not two).
        if items.isEmpty { return .zero }
        var s = ViewSpacing.none
        let across: Edge.Set = axis == .vertical ? .horizontal : .vertical
        let start: Edge.Set = axis == .vertical ? .top : .leading
        let end: Edge.Set = axis == .vertical ? .bottom : .trailing
        for (i, child) in items.enumerated() {
            var edges = across
            if i == 0 { edges.formUnion(start) }
            if i == items.count - 1 { edges.formUnion(end) }
            s.formUnion(child.viewSpacing(), edges: edges)
        }
        return s
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        arrange(proposal).size
    }

    private func minorGuide(_ child: LayoutNode, _ proposal: ProposedViewSize) -> CGFloat {
        axis == .horizontal ? child.guide(verticalAlignment, proposal) : child.guide(horizontalAlignment, proposal)
    }

    func arrange(_ proposal: ProposedViewSize) -> Arrangement {
        if let a = arrangements[proposal] { return a }
        let n = items.count
        let minor = axis.other
        let gaps = self.gaps
        var totalSpacing: CGFloat = 0
        for g in gaps { totalSpacing += g }
        var proposals = [ProposedViewSize](repeating: .unspecified, count: n)
        var sizes = [CGSize](repeating: .zero, count: n)
        let minorProposal = proposal[minor]

        // (Loops rather than map/filter closures here and in the helpers: an isolated closure
        // handed to the standard library is checked for its actor on every call, which cost
        // a tenth of a layout pass.)
        if let major = proposal[axis], major.isFinite {
            var available = major - totalSpacing
            // Sizes at zero and infinity give each child's minimum and flexibility.
            var minimums = [CGFloat](repeating: 0, count: n)
            var maximums = [CGFloat](repeating: 0, count: n)
            var priorities = [Double](repeating: 0, count: n)
            let zero = ProposedViewSize(axis: axis, major: 0, minor: minorProposal)
            let unbounded = ProposedViewSize(axis: axis, major: .infinity, minor: minorProposal)
            for i in 0..<n {
                minimums[i] = items[i].sizeThatFits(zero)[axis]
                maximums[i] = items[i].sizeThatFits(unbounded)[axis]
                priorities[i] = items[i].layoutPriority
            }
            let groups = Self.groupsInFittingOrder(priorities: priorities, minimums: minimums, maximums: maximums)
            for (gi, group) in groups.enumerated() {
                // Keep the minimums of lower-priority groups in reserve.
                var reserved: CGFloat = 0
                for later in groups[(gi + 1)...] {
                    for i in later { reserved += minimums[i] }
                }
                var remaining = available - reserved
                var used: CGFloat = 0
                for (k, i) in group.enumerated() {
                    let share = max(remaining / CGFloat(group.count - k), 0)
                    let p = ProposedViewSize(axis: axis, major: share, minor: minorProposal)
                    proposals[i] = p
                    sizes[i] = items[i].sizeThatFits(p)
                    remaining -= sizes[i][axis]
                    used += sizes[i][axis]
                }
                available -= used
            }
        } else {
            // No limit (nil, or an infinite probe): every child is offered the same.
            for i in 0..<n {
                proposals[i] = ProposedViewSize(axis: axis, major: proposal[axis], minor: minorProposal)
                sizes[i] = items[i].sizeThatFits(proposals[i])
            }
        }

        // A probe with an infinite minor proposal (an outer stack measuring flexibility) gives
        // children of infinite size, which have no alignment line: the stack is infinite too.
        var infinite = false
        for s in sizes where !s[minor].isFinite { infinite = true }
        if infinite {
            var major = totalSpacing
            for s in sizes { major += s[axis] }
            let a = Arrangement(size: CGSize(axis: axis, major: major, minor: .infinity), proposals: proposals,
                                origins: Array(repeating: .zero, count: n), alignmentLine: 0)
            arrangements.insert(a, for: proposal)
            return a
        }

        // Align on the minor axis: every child's guide on one line.
        var guides = [CGFloat](repeating: 0, count: n)
        var line = -CGFloat.infinity
        for i in 0..<n {
            guides[i] = minorGuide(items[i], proposals[i])
            line = max(line, guides[i])
        }
        if n == 0 { line = 0 }
        var tops = [CGFloat](repeating: 0, count: n)
        var top = CGFloat.infinity, bottom = -CGFloat.infinity
        for i in 0..<n {
            tops[i] = line - guides[i]
            top = min(top, tops[i])
            bottom = max(bottom, tops[i] + sizes[i][minor])
        }
        if n == 0 { top = 0; bottom = 0 }
        var origins: [CGPoint] = []
        origins.reserveCapacity(n)
        var position: CGFloat = 0
        for i in 0..<n {
            origins.append(axis == .horizontal
                ? CGPoint(x: position, y: tops[i] - top)
                : CGPoint(x: tops[i] - top, y: position))
            position += sizes[i][axis] + (i < n - 1 ? gaps[i] : 0)
        }
        let size = CGSize(axis: axis, major: max(position, 0), minor: max(bottom - top, 0))
        let a = Arrangement(size: size, proposals: proposals, origins: origins, alignmentLine: line - top)
        arrangements.insert(a, for: proposal)
        return a
    }

    /// Children's indices by the order stacks size them: groups of equal layout priority,
    /// highest first; within a group the least flexible first (flexibility = size at infinity
    /// minus size at zero), and of two unbounded ones the larger minimum first.
    nonisolated static func groupsInFittingOrder(priorities: [Double], minimums: [CGFloat], maximums: [CGFloat]) -> [[Int]] {
        let levels = Set(priorities).sorted(by: >)
        return levels.map { level in
            priorities.indices.filter { priorities[$0] == level }.sorted { a, b in
                let fa = maximums[a] - minimums[a], fb = maximums[b] - minimums[b]
                if fa.isInfinite && fb.isInfinite { return minimums[a] > minimums[b] }
                return fa < fb
            }
        }
    }

    override func place(at origin: CGPoint, proposal: ProposedViewSize, _ context: PlacementContext) {
        let a = arrange(proposal)
        frame = CGRect(origin: origin, size: a.size)
        for (i, child) in items.enumerated() {
            child.place(at: CGPoint(x: origin.x + a.origins[i].x, y: origin.y + a.origins[i].y), proposal: a.proposals[i], context)
        }
    }

    override func emitContent(_ e: inout Emitter) {
        reportIgnoredZIndex()
        for child in items { child.emit(&e) }
    }

    /// Children draw in declaration order here; on iOS a higher `zIndex` draws on top in any
    /// container. Reported when two overlapping children would swap.
    private func reportIgnoredZIndex() {
        guard let first = items.first, items.contains(where: { $0.zIndex != first.zIndex }) else { return }
        for (i, a) in items.enumerated() {
            for b in items[(i + 1)...] where a.zIndex > b.zIndex && !a.frame.intersection(b.frame).isEmpty {
                guard let site = a.zIndexSite ?? b.zIndexSite else { continue }
                ViewGraph.approximate("zIndex(_:) in an \(axis == .horizontal ? "HStack" : "VStack") is not used for drawing order yet",
                                      drawnAs: "declaration order", at: site)
            }
        }
    }

    /// A stack's explicit guides are its children's (the first child that has one, the last
    /// for lastTextBaseline), in the stack's coordinates, as SwiftUI combines them. A guide no
    /// child sets explicitly is not explicit: the stack's own alignment line then equals the
    /// guide's default, and frames around the stack use their own edges.
    override func explicitGuide(_ guide: VerticalAlignment, _ proposal: ProposedViewSize) -> CGFloat? {
        let a = arrange(proposal)
        let order = guide == .lastTextBaseline ? Array(items.indices.reversed()) : Array(items.indices)
        for i in order {
            if let g = items[i].explicitGuide(guide, a.proposals[i]) { return a.origins[i].y + g }
        }
        return nil
    }

    override func explicitGuide(_ guide: HorizontalAlignment, _ proposal: ProposedViewSize) -> CGFloat? {
        let a = arrange(proposal)
        for i in items.indices {
            if let g = items[i].explicitGuide(guide, a.proposals[i]) { return a.origins[i].x + g }
        }
        return nil
    }
}

/// ZStack: every child is offered the whole proposal; they are aligned on both axes and the
/// stack is as large as their aligned union. Children draw in order (then by `zIndex`).
final class ZStackNode: LayoutNode {
    let alignment: Alignment
    let items: [LayoutNode]

    init(alignment: Alignment, children: [LayoutNode]) {
        self.alignment = alignment
        self.items = children
        super.init()
    }

    override var children: [LayoutNode] { items }

    func arrange(_ proposal: ProposedViewSize) -> (size: CGSize, origins: [CGPoint], line: CGPoint) {
        let sizes = items.map { $0.sizeThatFits(proposal) }
        // An infinite child (a shape probed with infinity) makes the stack infinite on that
        // axis; there is nothing to align.
        if sizes.contains(where: { !$0.width.isFinite || !$0.height.isFinite }) {
            let w = sizes.map(\.width).max() ?? 0, h = sizes.map(\.height).max() ?? 0
            return (CGSize(width: w, height: h), Array(repeating: .zero, count: items.count), .zero)
        }
        let gx = items.map { $0.guide(alignment.horizontal, proposal) }
        let gy = items.map { $0.guide(alignment.vertical, proposal) }
        let lx = gx.max() ?? 0, ly = gy.max() ?? 0
        let lefts = items.indices.map { lx - gx[$0] }, tops = items.indices.map { ly - gy[$0] }
        let minX = lefts.min() ?? 0, minY = tops.min() ?? 0
        let maxX = items.indices.map { lefts[$0] + sizes[$0].width }.max() ?? 0
        let maxY = items.indices.map { tops[$0] + sizes[$0].height }.max() ?? 0
        let origins = items.indices.map { CGPoint(x: lefts[$0] - minX, y: tops[$0] - minY) }
        return (CGSize(width: maxX - minX, height: maxY - minY), origins, CGPoint(x: lx - minX, y: ly - minY))
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize { arrange(proposal).size }

    /// Every child's preferences on every edge.
    override func viewSpacing() -> ViewSpacing {
        var s = ViewSpacing.none
        for child in items { s.formUnion(child.viewSpacing()) }
        return s
    }

    override func place(at origin: CGPoint, proposal: ProposedViewSize, _ context: PlacementContext) {
        let a = arrange(proposal)
        frame = CGRect(origin: origin, size: a.size)
        for (i, child) in items.enumerated() {
            child.place(at: CGPoint(x: origin.x + a.origins[i].x, y: origin.y + a.origins[i].y), proposal: proposal, context)
        }
    }

    override func emitContent(_ e: inout Emitter) {
        for child in items.enumerated().sorted(by: { ($0.element.zIndex, $0.offset) < ($1.element.zIndex, $1.offset) }) {
            child.element.emit(&e)
        }
    }

    /// The first child's explicit guide, in the stack's coordinates (see StackNode).
    override func explicitGuide(_ guide: VerticalAlignment, _ proposal: ProposedViewSize) -> CGFloat? {
        let a = arrange(proposal)
        for (i, child) in items.enumerated() {
            if let g = child.explicitGuide(guide, proposal) { return a.origins[i].y + g }
        }
        return nil
    }

    override func explicitGuide(_ guide: HorizontalAlignment, _ proposal: ProposedViewSize) -> CGFloat? {
        let a = arrange(proposal)
        for (i, child) in items.enumerated() {
            if let g = child.explicitGuide(guide, proposal) { return a.origins[i].x + g }
        }
        return nil
    }
}
