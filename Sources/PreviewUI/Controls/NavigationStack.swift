import Drawing

/// A navigation container, as SwiftUI's `NavigationStack`: a bar at the top (with a large or
/// inline title from `.navigationTitle` inside) over the root view. Only the root is shown:
/// a still has no pushed screens.
public struct NavigationStack<Root: View>: View, PrimitiveView {
    let root: Root

    public init(@ViewBuilder root: () -> Root) {
        self.root = root()
    }

    public var body: Never { primitiveBody("NavigationStack") }

    func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        var c = context
        c.stackAxis = nil
        let content = c.resolve(root, component: "root")
        var title: NavigationTitleNode?
        var innerMode: NavigationBarItemTitleDisplayMode?
        for node in content {
            node.forEachNode {
                if title == nil, let t = $0 as? NavigationTitleNode { title = t }
                if innerMode == nil, let m = $0 as? NavigationTitleDisplayModeNode { innerMode = m.displayMode }
            }
        }
        // The mode set outside `.navigationTitle` is on the title; one set inside it is on its
        // own node. SwiftUI takes either, as it reads both as preferences.
        let mode = title.map { $0.displayMode == .automatic ? innerMode ?? .automatic : $0.displayMode } ?? .automatic
        var titleNode: LayoutNode?
        if let title {
            var tc = context
            tc.environment.foregroundStyle = nil
            tc.environment.font = mode == .inline ? .headline : Font.largeTitle.bold()
            titleNode = tc.resolve(title.title, component: "title").first
        }
        return [NavigationStackNode(content: content.single(), title: titleNode, large: mode != .inline,
                                    environment: context.environment)]
    }
}

/// The older name of `NavigationStack`.
public typealias NavigationView = NavigationStack

/// How a navigation title is shown.
public enum NavigationBarItemTitleDisplayMode: Sendable, Hashable { case automatic, inline, large }

/// Carries a title up to the enclosing `NavigationStack`.
final class NavigationTitleNode: UnaryNode {
    let title: Text
    var displayMode: NavigationBarItemTitleDisplayMode

    init(_ child: LayoutNode, title: Text, displayMode: NavigationBarItemTitleDisplayMode) {
        self.title = title
        self.displayMode = displayMode
        super.init(child)
    }
}

/// Carries a title display mode set inside `.navigationTitle` (below it in the tree) up to
/// the enclosing `NavigationStack`.
final class NavigationTitleDisplayModeNode: UnaryNode {
    let displayMode: NavigationBarItemTitleDisplayMode

    init(_ child: LayoutNode, displayMode: NavigationBarItemTitleDisplayMode) {
        self.displayMode = displayMode
        super.init(child)
    }
}

extension View {
    /// The title the enclosing `NavigationStack` shows.
    public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View {
        navigationTitle(Text(titleKey))
    }

    @_disfavoredOverload

    public func navigationTitle<S: StringProtocol>(_ title: S) -> some View {
        navigationTitle(Text(title))
    }

    public func navigationTitle(_ title: Text) -> some View {
        wrapping { NavigationTitleNode($0, title: title, displayMode: .automatic) }
    }

    /// Large (default) or inline title; before or after `.navigationTitle`, as in SwiftUI.
    public func navigationBarTitleDisplayMode(_ mode: NavigationBarItemTitleDisplayMode) -> some View {
        wrapping { node in
            var n: LayoutNode? = node
            while let current = n {
                if let t = current as? NavigationTitleNode { t.displayMode = mode; return node }
                n = (current as? UnaryNode)?.child
            }
            return NavigationTitleDisplayModeNode(node, displayMode: mode)
        }
    }
}

final class NavigationStackNode: LayoutNode {
    let content: LayoutNode
    let title: LayoutNode?
    let large: Bool
    let background: RGBAColor

    init(content: LayoutNode, title: LayoutNode?, large: Bool, environment: EnvironmentValues) {
        self.content = content
        self.title = title
        self.large = large
        background = SystemPalette.systemBackground.resolve(environment.colorScheme)
        super.init()
    }

    override var children: [LayoutNode] { [content] + (title.map { [$0] } ?? []) }

    private var barHeight: CGFloat {
        ControlMetrics.navigationBarHeight + (title != nil && large ? ControlMetrics.largeTitleHeight : 0)
    }

    override func computeSize(_ p: ProposedViewSize) -> CGSize {
        p.replacingUnspecifiedDimensions(by: CGSize(width: 393, height: 759))
    }

    override func place(at origin: CGPoint, proposal: ProposedViewSize, _ context: PlacementContext) {
        super.place(at: origin, proposal: proposal, context)
        let p = ProposedViewSize(width: frame.width, height: max(frame.height - barHeight, 0))
        content.place(at: CGPoint(x: origin.x, y: origin.y + barHeight), proposal: p, context)
        if let title {
            let tp = ProposedViewSize(width: frame.width - 2 * ControlMetrics.largeTitleLeading, height: nil)
            let s = title.sizeThatFits(tp)
            if large {
                title.place(at: CGPoint(x: origin.x + ControlMetrics.largeTitleLeading,
                                        y: origin.y + ControlMetrics.navigationBarHeight + ControlMetrics.largeTitleHeight - s.height - 8),
                            proposal: tp, context)
            } else {
                title.place(at: CGPoint(x: frame.midX - s.width / 2, y: origin.y + (ControlMetrics.navigationBarHeight - s.height) / 2),
                            proposal: tp, context)
            }
        }
    }

    override func emit(_ e: inout Emitter) {
        e.add(.fill(.rect(e.extendedToPage(frame)), content.scrollBackground ?? background))
        content.emit(&e)
        title?.emit(&e)
    }
}

/// A scrollable region, as SwiftUI's `ScrollView`: its content is offered no limit along the
/// scroll axis, shown from the top (a still never scrolls) and clipped to the view.
public struct ScrollView<Content: View>: View, PrimitiveView {
    let axes: Axis.Set
    let content: Content

    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.content = content()
    }

    public var body: Never { primitiveBody("ScrollView") }

    func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        var c = context
        c.stackAxis = axes.contains(.horizontal) && !axes.contains(.vertical) ? .horizontal : .vertical
        let nodes = c.resolve(content, component: "scroll")
        let inner = nodes.count == 1 ? nodes[0]
            : StackNode(axis: c.stackAxis ?? .vertical, spacing: nil, children: nodes)
        return [ScrollNode(inner, axes: axes)]
    }
}

final class ScrollNode: UnaryNode {
    /// A scroll view is a plain view to its neighbours, whatever it scrolls.
    override func viewSpacing() -> ViewSpacing { ViewSpacing() }

    let axes: Axis.Set

    init(_ child: LayoutNode, axes: Axis.Set) {
        self.axes = axes
        super.init(child)
    }

    private func childProposal(_ p: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: axes.contains(.horizontal) ? nil : p.width, height: axes.contains(.vertical) ? nil : p.height)
    }

    override func computeSize(_ p: ProposedViewSize) -> CGSize {
        let s = child.sizeThatFits(childProposal(p))
        return CGSize(width: p.width.flatMap { $0.isFinite ? $0 : nil } ?? s.width,
                      height: p.height.flatMap { $0.isFinite ? $0 : nil } ?? s.height)
    }

    override func place(at origin: CGPoint, proposal: ProposedViewSize, _ context: PlacementContext) {
        frame = CGRect(origin: origin, size: sizeThatFits(proposal))
        let cp = childProposal(proposal)
        let s = child.sizeThatFits(cp)
        // Centred across the scroll axis, from the start along it.
        let x = axes.contains(.horizontal) ? origin.x : origin.x + (frame.width - s.width) / 2
        let y = axes.contains(.vertical) ? origin.y : origin.y + (frame.height - s.height) / 2
        child.place(at: CGPoint(x: x, y: y), proposal: cp, context)
    }

    override func emit(_ e: inout Emitter) {
        e.group(clip: Clip(.rect(frame)), clipRect: frame) { child.emit(&$0) }
    }
}
