import Drawing

/// The stacks as `Layout` values (iOS 16), for `AnyLayout` and for layouts that reuse them.
/// As containers (`HStackLayout { … }`) they make the very nodes `HStack`, `VStack` and
/// `ZStack` make; called directly from another layout they run the same nodes over the
/// subviews, so either way they lay out exactly as the stacks do.
public struct HStackLayout: Layout, NodeBackedLayout {
    public typealias Cache = Void

    /// The guide that aligns the subviews vertically.
    public var alignment: VerticalAlignment
    /// The distance between adjacent subviews; nil for the default distances.
    public var spacing: CGFloat?

    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    public static var layoutProperties: LayoutProperties {
        var p = LayoutProperties()
        p.stackOrientation = .horizontal
        return p
    }

    var stackAxis: Axis? { .horizontal }

    func makeNode(children: [LayoutNode]) -> LayoutNode {
        StackNode(axis: .horizontal, verticalAlignment: alignment, spacing: spacing, children: children)
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        StackLayoutSupport.size(self, proposal, subviews)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        StackLayoutSupport.place(self, bounds, proposal, subviews)
    }

    public func spacing(subviews: Subviews, cache: inout Void) -> ViewSpacing {
        StackLayoutSupport.spacing(self, subviews)
    }

    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout Void) -> CGFloat? {
        StackLayoutSupport.guide(self, guide, bounds, proposal, subviews)
    }

    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout Void) -> CGFloat? {
        StackLayoutSupport.guide(self, guide, bounds, proposal, subviews)
    }
}

public struct VStackLayout: Layout, NodeBackedLayout {
    public typealias Cache = Void

    /// The guide that aligns the subviews horizontally.
    public var alignment: HorizontalAlignment
    /// The distance between adjacent subviews; nil for the default distances.
    public var spacing: CGFloat?

    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    public static var layoutProperties: LayoutProperties {
        var p = LayoutProperties()
        p.stackOrientation = .vertical
        return p
    }

    var stackAxis: Axis? { .vertical }

    func makeNode(children: [LayoutNode]) -> LayoutNode {
        StackNode(axis: .vertical, horizontalAlignment: alignment, spacing: spacing, children: children)
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        StackLayoutSupport.size(self, proposal, subviews)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        StackLayoutSupport.place(self, bounds, proposal, subviews)
    }

    public func spacing(subviews: Subviews, cache: inout Void) -> ViewSpacing {
        StackLayoutSupport.spacing(self, subviews)
    }

    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout Void) -> CGFloat? {
        StackLayoutSupport.guide(self, guide, bounds, proposal, subviews)
    }

    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout Void) -> CGFloat? {
        StackLayoutSupport.guide(self, guide, bounds, proposal, subviews)
    }
}

public struct ZStackLayout: Layout, NodeBackedLayout {
    public typealias Cache = Void

    /// The alignment of the subviews on both axes.
    public var alignment: Alignment

    public init(alignment: Alignment = .center) {
        self.alignment = alignment
    }

    var stackAxis: Axis? { nil }

    func makeNode(children: [LayoutNode]) -> LayoutNode {
        ZStackNode(alignment: alignment, children: children)
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        StackLayoutSupport.size(self, proposal, subviews)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        StackLayoutSupport.place(self, bounds, proposal, subviews)
    }

    public func spacing(subviews: Subviews, cache: inout Void) -> ViewSpacing {
        StackLayoutSupport.spacing(self, subviews)
    }

    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout Void) -> CGFloat? {
        StackLayoutSupport.guide(self, guide, bounds, proposal, subviews)
    }

    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout Void) -> CGFloat? {
        StackLayoutSupport.guide(self, guide, bounds, proposal, subviews)
    }
}

/// The stack layouts' protocol methods, answered by a stack node over the subviews' nodes.
enum StackLayoutSupport {
    static func size<L: NodeBackedLayout & Layout>(_ layout: L, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews) -> CGSize {
        MainActor.assumeIsolated { layout.makeNode(children: subviews.nodes).sizeThatFits(proposal) }
    }

    static func spacing<L: NodeBackedLayout & Layout>(_ layout: L, _ subviews: LayoutSubviews) -> ViewSpacing {
        MainActor.assumeIsolated { layout.makeNode(children: subviews.nodes).viewSpacing() }
    }

    static func guide<L: NodeBackedLayout & Layout>(_ layout: L, _ guide: HorizontalAlignment, _ bounds: CGRect,
                                           _ proposal: ProposedViewSize, _ subviews: LayoutSubviews) -> CGFloat? {
        MainActor.assumeIsolated {
            layout.makeNode(children: subviews.nodes).explicitGuide(guide, proposal).map { bounds.minX + $0 }
        }
    }

    static func guide<L: NodeBackedLayout & Layout>(_ layout: L, _ guide: VerticalAlignment, _ bounds: CGRect,
                                           _ proposal: ProposedViewSize, _ subviews: LayoutSubviews) -> CGFloat? {
        MainActor.assumeIsolated {
            layout.makeNode(children: subviews.nodes).explicitGuide(guide, proposal).map { bounds.minY + $0 }
        }
    }

    static func place<L: NodeBackedLayout & Layout>(_ layout: L, _ bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews) {
        MainActor.assumeIsolated {
            let node = layout.makeNode(children: subviews.nodes)
            let n = subviews.count
            var origins: [CGPoint] = []
            var proposals: [ProposedViewSize] = []
            if let stack = node as? StackNode {
                let a = stack.arrange(proposal)
                origins = a.origins
                proposals = a.proposals
            } else if let z = node as? ZStackNode {
                origins = z.arrange(proposal).origins
                proposals = Array(repeating: proposal, count: n)
            }
            for (k, i) in subviews.indices.enumerated() where k < origins.count {
                subviews[i].place(at: CGPoint(x: bounds.minX + origins[k].x, y: bounds.minY + origins[k].y),
                                  anchor: .topLeading, proposal: proposals[k])
            }
        }
    }
}

/// A type-erased layout: `let layout = isWide ? AnyLayout(HStackLayout()) : AnyLayout(VStackLayout())`
/// then `layout { … }`. Switching the layout keeps the subviews' identity and state.
public struct AnyLayout: Layout {
    /// The wrapped layout's cache.
    public struct Cache {
        var value: Any
    }

    let layout: any Layout

    public init<L: Layout>(_ layout: L) {
        if let any = layout as? AnyLayout {
            self.layout = any.layout
        } else {
            self.layout = layout
        }
    }

    public func makeCache(subviews: Subviews) -> Cache {
        func make<L: Layout>(_ l: L) -> Cache { Cache(value: l.makeCache(subviews: subviews)) }
        return make(layout)
    }

    public func updateCache(_ cache: inout Cache, subviews: Subviews) {
        func update<L: Layout>(_ l: L) {
            var c = cache.value as! L.Cache
            l.updateCache(&c, subviews: subviews)
            cache.value = c
        }
        update(layout)
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        func size<L: Layout>(_ l: L) -> CGSize {
            var c = cache.value as! L.Cache
            defer { cache.value = c }
            return l.sizeThatFits(proposal: proposal, subviews: subviews, cache: &c)
        }
        return size(layout)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        func place<L: Layout>(_ l: L) {
            var c = cache.value as! L.Cache
            l.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &c)
            cache.value = c
        }
        place(layout)
    }

    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        func spacing<L: Layout>(_ l: L) -> ViewSpacing {
            var c = cache.value as! L.Cache
            defer { cache.value = c }
            return l.spacing(subviews: subviews, cache: &c)
        }
        return spacing(layout)
    }

    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout Cache) -> CGFloat? {
        func align<L: Layout>(_ l: L) -> CGFloat? {
            var c = cache.value as! L.Cache
            defer { cache.value = c }
            return l.explicitAlignment(of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &c)
        }
        return align(layout)
    }

    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout Cache) -> CGFloat? {
        func align<L: Layout>(_ l: L) -> CGFloat? {
            var c = cache.value as! L.Cache
            defer { cache.value = c }
            return l.explicitAlignment(of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &c)
        }
        return align(layout)
    }
}

extension AnyLayout: NodeBackedLayout {
    /// The wrapped layout's own node (a stack's, or the bridge).
    func makeNode(children: [LayoutNode]) -> LayoutNode {
        func node<L: Layout>(_ l: L) -> LayoutNode {
            LayoutNodes.node(for: l, children: children, layoutDirection: .leftToRight)
        }
        return node(layout)
    }

    var stackAxis: Axis? {
        func axis<L: Layout>(_ l: L) -> Axis? { LayoutNodes.stackAxisNonisolated(of: l) }
        return axis(layout)
    }
}

extension LayoutNodes {
    nonisolated static func stackAxisNonisolated<L: Layout>(of layout: L) -> Axis? {
        if let backed = layout as? NodeBackedLayout { return backed.stackAxis }
        return L.layoutProperties.stackOrientation
    }
}
