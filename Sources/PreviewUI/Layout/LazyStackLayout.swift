import Drawing

/// LazyVStack and LazyHStack. Offered no limit along their axis (in a scroll view, where they
/// belong) they are lazy as SwiftUI's: the views of the first screen are built and
/// measured (`LazyMetrics`), the rest of a `ForEach`'s elements are estimated at the mean of
/// its measured ones, and only the views in the scroll view's visible part are built, placed
/// and drawn — from the first one the visible part reaches, stacked on their real sizes, as
/// a lazy stack scrolled to there would show them. Offered a length along their axis, or
/// outside a scroll view, they build everything and lay out as `HStack`/`VStack`.
///
/// Spacing is the stack's: `spacing:`, else what two neighbours prefer (`ViewSpacing`);
/// between two elements not built, the mean of the measured ones of that `ForEach`.
///
/// A `Section` in it (or a `ForEach` element that is one) is laid out as the stack's own
/// content — header, rows, footer along the axis, its rows lazy — and pinned as `sections`
/// says (`LazySectionNode`).
final class LazyStackNode: LayoutNode, LazyIdentities {
    let axis: Axis
    let horizontalAlignment: HorizontalAlignment
    let verticalAlignment: VerticalAlignment
    let spacing: CGFloat?
    let units: LazyUnits
    /// How much of the content, from its start, is built to estimate the rest.
    let sampleLength: CGFloat
    /// How the sections in it are laid out (nil: as any other view).
    let sections: SectionPlacement?

    /// Everything built, as a stack: for proposals with a length along the axis.
    private lazy var eager = StackNode(axis: axis, horizontalAlignment: horizontalAlignment,
                                       verticalAlignment: verticalAlignment, spacing: spacing, children: adopting(units.allNodes()))
    private var placedEagerly = false
    private var lines: [CGFloat?: Line] = [:]
    /// The views placed by the last placement, in order (what is drawn and hit-tested).
    private(set) var placed: [LayoutNode] = []
    private var placedLine: Line?

    init(axis: Axis, horizontalAlignment: HorizontalAlignment = .center, verticalAlignment: VerticalAlignment = .center,
         spacing: CGFloat?, children: [LayoutNode], sampleLength: CGFloat, sections: SectionPlacement? = nil) {
        self.axis = axis
        self.horizontalAlignment = horizontalAlignment
        self.verticalAlignment = verticalAlignment
        self.spacing = spacing
        self.units = LazyUnits(children)
        self.sampleLength = sampleLength
        self.sections = sections
        super.init()
    }

    /// The views of a unit, its sections laid out as this stack lays them out.
    fileprivate func adopting(_ nodes: [LayoutNode]) -> [LayoutNode] {
        if let sections {
            for node in nodes { node.wrapped(SectionNode.self)?.adopt(sections) }
        }
        return nodes
    }

    override var children: [LayoutNode] {
        if placedEagerly || units.isEager { return [eager] }
        return placed.isEmpty ? (lines.values.first?.sampledNodes ?? []) : placed
    }

    override var builtChildren: [LayoutNode] {
        units.isEager || placedEagerly ? [eager] : units.builtNodes()
    }

    override func invalidate() {
        super.invalidate()
        lines.removeAll()
        placedLine = nil
        placed = []
    }

    private func isLazy(_ p: ProposedViewSize) -> Bool {
        !units.isEager && p[axis] == nil
    }

    private func line(_ p: ProposedViewSize) -> Line {
        let minor = p[axis.other]
        if let l = lines[minor] { return l }
        let l = Line(self, minor: minor)
        lines[minor] = l
        return l
    }

    override func computeSize(_ p: ProposedViewSize) -> CGSize {
        isLazy(p) ? line(p).size : eager.sizeThatFits(p)
    }

    override func viewSpacing() -> ViewSpacing {
        if units.isEager { return eager.viewSpacing() }
        let nodes = line(ProposedViewSize(axis: axis, major: nil, minor: nil)).sampledNodes
        guard !nodes.isEmpty else { return .zero }
        var s = ViewSpacing.none
        let across: Edge.Set = axis == .vertical ? .horizontal : .vertical
        for (i, child) in nodes.enumerated() {
            var edges = across
            if i == 0 { edges.formUnion(axis == .vertical ? .top : .leading) }
            s.formUnion(child.viewSpacing(), edges: edges)
        }
        return s
    }

    override func place(at origin: CGPoint, proposal: ProposedViewSize, _ context: PlacementContext) {
        guard isLazy(proposal) else {
            placedEagerly = true
            super.place(at: origin, proposal: proposal, context)
            eager.place(at: origin, proposal: proposal, context)
            return
        }
        placedEagerly = false
        let l = line(proposal)
        frame = CGRect(origin: origin, size: l.size)
        placedLine = l
        let (low, high) = context.visibleRange(along: axis, from: origin)
        placed = l.place(from: low, to: high) { node, position, cross, p in
            let point = axis == .vertical
                ? CGPoint(x: origin.x + cross, y: origin.y + position)
                : CGPoint(x: origin.x + position, y: origin.y + cross)
            node.place(at: point, proposal: p, context)
        }
    }

    override func emitContent(_ e: inout Emitter) {
        if placedEagerly || units.isEager { eager.emit(&e); return }
        for node in placed { node.emit(&e) }
    }

    func lazyIdentities() -> [(id: AnyHashable, frame: CGRect)] {
        guard !placedEagerly, let l = placedLine else { return [] }
        return l.identities().map { id, start, length in
            (id, axis == .vertical
                ? CGRect(x: frame.minX, y: frame.minY + start, width: frame.width, height: length)
                : CGRect(x: frame.minX + start, y: frame.minY, width: length, height: frame.height))
        }
    }

    fileprivate func minorGuide(_ node: LayoutNode, _ p: ProposedViewSize) -> CGFloat {
        axis == .horizontal ? node.guide(verticalAlignment, p) : node.guide(horizontalAlignment, p)
    }

    /// The stack's content for one proposal across its axis: the measured units (the sample,
    /// and those placed since), the estimates for the rest, and the size.
    @MainActor
    fileprivate final class Line {
        struct Unit {
            var nodes: [LayoutNode]
            var sizes: [CGSize]
            var guides: [CGFloat]
            /// Gaps between the unit's own views.
            var innerGaps: [CGFloat]
            var length: CGFloat
        }
        unowned let stack: LazyStackNode
        let proposal: ProposedViewSize
        private var measured: [Int: Unit] = [:]
        private var sampleCount = 0
        /// Per `ForEach`: the mean length of its measured elements and the mean gap between them.
        private var estimates: [Int: (length: CGFloat, gap: CGFloat)] = [:]
        private var fallbackEstimate: (length: CGFloat, gap: CGFloat) = (0, LayoutMetrics.stackSpacing)
        /// The line the minor-axis guides of the sample align on, and where the stack's
        /// cross extent starts relative to it.
        private var alignmentLine: CGFloat = 0
        private var crossTop: CGFloat = 0
        private(set) var size: CGSize = .zero

        init(_ stack: LazyStackNode, minor: CGFloat?) {
            self.stack = stack
            self.proposal = ProposedViewSize(axis: stack.axis, major: nil, minor: minor)
            sample()
        }

        var sampledNodes: [LayoutNode] { (0..<sampleCount).flatMap { measured[$0]?.nodes ?? [] } }

        private func measure(_ u: Int) -> Unit {
            if let m = measured[u] { return m }
            let nodes = stack.adopting(stack.units.nodes(u))
            var sizes: [CGSize] = []
            var guides: [CGFloat] = []
            for node in nodes {
                sizes.append(node.sizeThatFits(proposal))
                guides.append(stack.minorGuide(node, proposal))
            }
            var inner: [CGFloat] = []
            if nodes.count > 1 {
                for i in 1..<nodes.count { inner.append(gap(after: nodes[i - 1], before: nodes[i])) }
            }
            var length = inner.reduce(0, +)
            for s in sizes { length += s[stack.axis] }
            let m = Unit(nodes: nodes, sizes: sizes, guides: guides, innerGaps: inner, length: length)
            measured[u] = m
            return m
        }

        private func gap(after a: LayoutNode, before b: LayoutNode) -> CGFloat {
            stack.spacing ?? a.viewSpacing().distance(to: b.viewSpacing(), along: stack.axis)
        }

        /// The gap between units `u` and `u + 1`: exact when both are measured.
        func gap(_ u: Int) -> CGFloat {
            if let a = measured[u]?.nodes.last, let b = measured[u + 1]?.nodes.first { return gap(after: a, before: b) }
            if let a = measured[u], a.nodes.isEmpty { return 0 }
            if let b = measured[u + 1], b.nodes.isEmpty { return 0 }
            return stack.spacing ?? estimate(u).gap
        }

        private func estimate(_ u: Int) -> (length: CGFloat, gap: CGFloat) {
            estimates[stack.units.group(u)] ?? fallbackEstimate
        }

        /// A unit's length along the axis: measured, or its `ForEach`'s mean.
        func length(_ u: Int) -> CGFloat { measured[u]?.length ?? estimate(u).length }

        /// Builds and measures units from the start until a screen is covered, then
        /// estimates the rest and sizes the stack.
        private func sample() {
            let axis = stack.axis
            var along: CGFloat = 0
            var u = 0
            while u < stack.units.count && along < stack.sampleLength {
                along += measure(u).length + (u > 0 ? gap(u - 1) : 0)
                u += 1
            }
            sampleCount = u
            // Means per ForEach, from its measured elements and the gaps between them.
            var sums: [Int: (length: CGFloat, n: Int, gap: CGFloat, gaps: Int)] = [:]
            for k in 0..<sampleCount {
                let g = stack.units.group(k)
                var s = sums[g] ?? (0, 0, 0, 0)
                s.length += measured[k]!.length
                s.n += 1
                if k + 1 < sampleCount, stack.units.group(k + 1) == g {
                    s.gap += gap(k)
                    s.gaps += 1
                }
                sums[g] = s
            }
            for (g, s) in sums where s.n > 0 {
                estimates[g] = (s.length / CGFloat(s.n), s.gaps > 0 ? s.gap / CGFloat(s.gaps) : fallbackEstimate.gap)
            }
            if let last = (0..<sampleCount).last, let e = estimates[stack.units.group(last)] { fallbackEstimate = e }
            for u in sampleCount..<stack.units.count {
                if stack.units.id(u) == nil {
                    // A view of its own (not a ForEach element) is built already: measure it.
                    _ = measure(u)
                } else if estimates[stack.units.group(u)] == nil {
                    // A ForEach none of whose elements was sampled: measure its first one.
                    estimates[stack.units.group(u)] = (measure(u).length, stack.spacing ?? fallbackEstimate.gap)
                }
            }
            // Across the axis: the sample's guides on one line.
            var line = -CGFloat.infinity
            for k in 0..<sampleCount { for g in measured[k]!.guides { line = max(line, g) } }
            if line == -.infinity { line = 0 }
            var top = CGFloat.infinity, bottom = -CGFloat.infinity
            for k in 0..<sampleCount {
                let m = measured[k]!
                for (i, g) in m.guides.enumerated() {
                    top = min(top, line - g)
                    bottom = max(bottom, line - g + m.sizes[i][axis.other])
                }
            }
            if top == .infinity { top = 0; bottom = 0 }
            alignmentLine = line
            crossTop = top
            var total: CGFloat = 0
            for u in 0..<stack.units.count {
                total += length(u) + (u + 1 < stack.units.count ? gap(u) : 0)
            }
            size = CGSize(axis: axis, major: max(total, 0), minor: max(bottom - top, 0))
        }

        /// Places the units that reach into `[low, high)` (positions along the axis from the
        /// stack's start) through `put`, and returns their views in order.
        func place(from low: CGFloat, to high: CGFloat,
                   put: (LayoutNode, CGFloat, CGFloat, ProposedViewSize) -> Void) -> [LayoutNode] {
            let count = stack.units.count
            var position: CGFloat = 0
            var u = 0
            // Skip, on measured or estimated lengths, what ends before the visible part.
            while u < count, position + length(u) <= low, u + 1 < count {
                position += length(u) + gap(u)
                u += 1
            }
            var runs: [(Int, CGFloat)] = []
            let anchor = u, anchorPosition = position
            while u < count {
                // A unit that would start past the visible part (gaps are not negative) is not built.
                if u > anchor, position >= high { break }
                let m = measure(u)
                if u > anchor {
                    position += gap(u - 1)
                    if position >= high { break }
                }
                runs.append((u, position))
                position += m.length
                u += 1
            }
            // Units before the first one that ends up partly visible on their real sizes.
            var back = anchorPosition
            var b = anchor - 1
            while b >= 0, back > low {
                let m = measure(b)
                back -= gap(b) + m.length
                runs.insert((b, back), at: 0)
                b -= 1
            }
            var nodes: [LayoutNode] = []
            for (unit, start) in runs {
                let m = measured[unit]!
                var p = start
                for (i, node) in m.nodes.enumerated() {
                    put(node, p, alignmentLine - m.guides[i] - crossTop, proposal)
                    p += m.sizes[i][stack.axis] + (i < m.innerGaps.count ? m.innerGaps[i] : 0)
                    nodes.append(node)
                }
            }
            return nodes
        }

        /// Where each element with an id starts along the axis, and its length.
        func identities() -> [(AnyHashable, CGFloat, CGFloat)] {
            var out: [(AnyHashable, CGFloat, CGFloat)] = []
            var position: CGFloat = 0
            for u in 0..<stack.units.count {
                let l = length(u)
                if let id = stack.units.id(u) { out.append((id, position, l)) }
                position += l + (u + 1 < stack.units.count ? gap(u) : 0)
            }
            return out
        }
    }
}
