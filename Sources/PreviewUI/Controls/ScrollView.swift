import Drawing

/// A scrollable region, as SwiftUI's `ScrollView`: its content is offered no limit along the
/// scroll axis and clipped to the view. It shows its content from the start until something
/// scrolls it — a `ScrollViewReader`'s `scrollTo`, or a preview state's `.scroll(to:)` — and
/// then draws its scroll indicator, as iOS does while a view scrolls.
public struct ScrollView<Content: View>: View, PrimitiveView {
    let axes: Axis.Set
    let showsIndicators: Bool
    let content: Content

    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.showsIndicators = showsIndicators
        self.content = content()
    }

    public var body: Never { primitiveBody("ScrollView") }

    func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        var c = context
        c.stackAxis = axes.contains(.horizontal) && !axes.contains(.vertical) ? .horizontal : .vertical
        let nodes = c.resolve(content, component: "scroll")
        let inner = nodes.count == 1 ? nodes[0]
            : StackNode(axis: c.stackAxis ?? .vertical, spacing: nil, children: nodes)
        let env = context.environment
        return [ScrollNode(inner, axes: axes, key: context.key, readerKey: env.scrollReaderKey, graph: context.graph,
                           showsIndicators: showsIndicators && env.scrollIndicatorVisibility != .hidden, colorScheme: env.colorScheme)]
    }
}

/// Where a scroll view is scrolled to: a view's id (and the anchor to align), or an offset.
struct ScrollTarget: Equatable {
    var id: AnyHashable?
    var anchor: UnitPoint?
    var offset: CGPoint = .zero
}

/// A proxy value that supports programmatic scrolling of the scrollable views within a view
/// hierarchy, as SwiftUI's `ScrollViewProxy`.
public struct ScrollViewProxy {
    let readerKey: String

    /// Scans the scroll views inside the reader for the view with `id` and scrolls the first
    /// that has it so that the view is visible (its `anchor` at the same point of the scroll
    /// view's, when given).
    @MainActor
    public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {
        ViewGraph.current?.store(ScrollTarget(id: AnyHashable(id), anchor: anchor), for: "scrollRequest:" + readerKey)
    }
}

/// A view that provides programmatic scrolling, by working with a proxy to scroll to known
/// child views, as SwiftUI's `ScrollViewReader`.
public struct ScrollViewReader<Content: View>: View, PrimitiveView {
    let content: (ScrollViewProxy) -> Content

    public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) {
        self.content = content
    }

    public var body: Never { primitiveBody("ScrollViewReader") }

    func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        var c = context
        c.environment.scrollReaderKey = context.key
        return c.resolve(content(ScrollViewProxy(readerKey: context.key)), component: "reader")
    }
}

/// A view with an explicit identity (`.id`), which scrolling can find.
final class IdentifiedNode: UnaryNode {
    let id: AnyHashable

    init(_ child: LayoutNode, id: AnyHashable) {
        self.id = id
        super.init(child)
    }
}

private struct ScrollReaderKey: EnvironmentKey { static let defaultValue: String? = nil }
private struct ScrollIndicatorVisibilityKey: EnvironmentKey { static let defaultValue = ScrollIndicatorVisibility.automatic }

extension EnvironmentValues {
    var scrollReaderKey: String? {
        get { self[ScrollReaderKey.self] }
        set { self[ScrollReaderKey.self] = newValue }
    }

    var scrollIndicatorVisibility: ScrollIndicatorVisibility {
        get { self[ScrollIndicatorVisibilityKey.self] }
        set { self[ScrollIndicatorVisibilityKey.self] = newValue }
    }
}

/// The visibility of scroll indicators, as SwiftUI's `ScrollIndicatorVisibility`.
public struct ScrollIndicatorVisibility: Sendable, Hashable {
    let name: String
    public static let automatic = ScrollIndicatorVisibility(name: "automatic")
    public static let visible = ScrollIndicatorVisibility(name: "visible")
    public static let hidden = ScrollIndicatorVisibility(name: "hidden")
    public static let never = ScrollIndicatorVisibility(name: "never")
}

extension View {
    /// Binds a view's identity to `id` (for `ScrollViewProxy.scrollTo` and `.scroll(to:)`).
    public func id<ID: Hashable>(_ id: ID) -> some View {
        wrapping { IdentifiedNode($0, id: AnyHashable(id)) }
    }

    /// The visibility of scroll indicators inside.
    public func scrollIndicators(_ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal]) -> some View {
        transformingEnvironment { $0.scrollIndicatorVisibility = visibility }
    }
}

/// UIScrollView's indicator: 3 pt wide, 3 pt from the edge, black at 35 % on light content,
/// white at 35 % on dark, at least 36 pt long. Flag: E.
enum ScrollIndicatorMetrics {
    static let thickness: CGFloat = 3
    static let inset: CGFloat = 3
    static let minimumLength: CGFloat = 36
}

final class ScrollNode: UnaryNode {
    /// A scroll view is a plain view to its neighbours, whatever it scrolls.
    override func viewSpacing() -> ViewSpacing { ViewSpacing() }

    let axes: Axis.Set
    /// The scroll view's identity, and its reader's (where `scrollTo` leaves its request).
    let key: String
    let readerKey: String?
    weak var graph: ViewGraph?
    let showsIndicators: Bool
    let colorScheme: ColorScheme
    private var offset: CGPoint = .zero
    private var contentSize: CGSize = .zero

    init(_ child: LayoutNode, axes: Axis.Set, key: String = "", readerKey: String? = nil, graph: ViewGraph? = nil,
         showsIndicators: Bool = true, colorScheme: ColorScheme = .light) {
        self.axes = axes
        self.key = key
        self.readerKey = readerKey
        self.graph = graph
        self.showsIndicators = showsIndicators
        self.colorScheme = colorScheme
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

    /// The ids inside, with their frames as placed.
    private func identified() -> [(id: AnyHashable, frame: CGRect)] {
        var found: [(AnyHashable, CGRect)] = []
        child.forEachNode { node in
            if let n = node as? IdentifiedNode { found.append((n.id, n.frame)) }
            // A ForEach's element is identified by its id, as in SwiftUI.
            else if let tag = node.tag, !found.contains(where: { $0.0 == tag }) { found.append((tag, node.frame)) }
        }
        return found
    }

    /// What scrolls this view: its reader's request when it holds the id asked for, else a
    /// preview state's scroll of this view.
    private func target() -> ScrollTarget? {
        guard let graph else { return nil }
        if let readerKey, let request = graph.storedValue(for: "scrollRequest:" + readerKey) as? ScrollTarget,
           let id = request.id, identified().contains(where: { $0.id == id }) {
            return request
        }
        return graph.storedValue(for: "scrollTarget:" + key) as? ScrollTarget
    }

    /// The frame grown, along the scroll axes, under the covered regions of the safe area it
    /// reaches (status bar, home indicator, `safeAreaInset` content): the content scrolls
    /// under them, inset by them at rest, as UIScrollView's adjusted content inset.
    private var visibleFrame: CGRect = .zero
    /// The edges where a navigation bar or bottom toolbar covers the scroll view (see
    /// `SafeAreaGeometry.scrollOuter`).
    private var underBar: Edge.Set = []

    override func place(at origin: CGPoint, proposal: ProposedViewSize, _ context: PlacementContext) {
        frame = CGRect(origin: origin, size: sizeThatFits(proposal))
        visibleFrame = context.scrollRegion(frame, axes: axes)
        underBar = context.safeArea?.barEdges(reachedBy: frame) ?? []
        let context = context.scrollContent(axes: axes)
        let cp = childProposal(proposal)
        let s = child.sizeThatFits(cp)
        contentSize = s
        // Centred across the scroll axis, from the start along it.
        let x = axes.contains(.horizontal) ? origin.x : origin.x + (frame.width - s.width) / 2
        let y = axes.contains(.vertical) ? origin.y : origin.y + (frame.height - s.height) / 2
        child.place(at: CGPoint(x: x, y: y), proposal: cp, context)
        offset = .zero
        guard let target = target() else { return }
        var wanted = target.offset
        if let id = target.id, let f = identified().first(where: { $0.id == id })?.frame {
            func along(_ start: CGFloat, _ length: CGFloat, _ viewStart: CGFloat, _ viewLength: CGFloat, _ a: CGFloat?) -> CGFloat {
                if let a { return (start + a * length) - (viewStart + a * viewLength) }
                // No anchor: the least scroll that shows it.
                if start < viewStart { return start - viewStart }
                if start + length > viewStart + viewLength { return min(start - viewStart, start + length - viewStart - viewLength) }
                return 0
            }
            wanted.x = axes.contains(.horizontal) ? along(f.minX, f.width, frame.minX, frame.width, target.anchor?.x) : 0
            wanted.y = axes.contains(.vertical) ? along(f.minY, f.height, frame.minY, frame.height, target.anchor?.y) : 0
        }
        offset = CGPoint(x: min(max(wanted.x, 0), max(s.width - frame.width, 0)),
                         y: min(max(wanted.y, 0), max(s.height - frame.height, 0)))
        if offset != .zero {
            child.place(at: CGPoint(x: x - offset.x, y: y - offset.y), proposal: cp, context)
        }
    }

    override func emit(_ e: inout Emitter) {
        e.group(clip: Clip(.rect(visibleFrame)), clipRect: visibleFrame) { child.emit(&$0) }
        e.scrollViews.append((key, frame, identified().map(\.id)))
        if underBar.contains(.top), offset.y > 0 {
            ViewGraph.approximate(
                "content scrolled under a navigation bar (iOS shows it through the bar, which turns to its scrolled look: a material, a hairline and an inline title)",
                drawnAs: "the content clipped at the bar, which keeps its look at rest", at: nil)
        }
        guard showsIndicators, offset != .zero else { return }
        let colour = RGBAColor(hex: colorScheme == .dark ? 0xFFFFFF : 0x000000, alpha: 0.35)
        let m = ScrollIndicatorMetrics.self
        if axes.contains(.vertical), contentSize.height > frame.height {
            let length = max(frame.height * frame.height / contentSize.height, m.minimumLength)
            let travel = frame.height - length - 2 * m.inset
            let y = frame.minY + m.inset + travel * offset.y / (contentSize.height - frame.height)
            let rect = CGRect(x: frame.maxX - m.inset - m.thickness, y: y, width: m.thickness, height: length)
            e.add(.fill(.roundedRect(rect, cornerRadius: m.thickness / 2, style: .circular), colour))
        }
        if axes.contains(.horizontal), contentSize.width > frame.width {
            let length = max(frame.width * frame.width / contentSize.width, m.minimumLength)
            let travel = frame.width - length - 2 * m.inset
            let x = frame.minX + m.inset + travel * offset.x / (contentSize.width - frame.width)
            let rect = CGRect(x: x, y: frame.maxY - m.inset - m.thickness, width: length, height: m.thickness)
            e.add(.fill(.roundedRect(rect, cornerRadius: m.thickness / 2, style: .circular), colour))
        }
    }
}

extension ViewHost {
    /// Scrolls the scroll view that holds the view with `id` (`.id`) so that it shows, as a
    /// finger would, and draws the frame (with the scroll indicator).
    public func scroll<ID: Hashable>(to id: ID, anchor: UnitPoint? = nil) throws {
        _ = try layOut()
        let wanted = AnyHashable(id)
        let match = emitted.scrollViews.first { $0.ids.contains(wanted) }
            ?? emitted.scrollViews.first { $0.ids.contains { "\($0.base)" == "\(id)" } }
        guard let match else {
            throw HostError.identifierNotFound("\(id)", known: emitted.scrollViews.flatMap { $0.ids.map { "\($0.base)" } })
        }
        let real = match.ids.first { $0 == wanted } ?? match.ids.first { "\($0.base)" == "\(id)" } ?? wanted
        graph.store(ScrollTarget(id: real, anchor: anchor), for: "scrollTarget:" + match.key)
        _ = try render()
    }

    /// Scrolls the first scroll view (or the one at `index` in drawing order) by `points`.
    public func scroll(by points: CGSize, scrollView index: Int = 0) throws {
        _ = try layOut()
        guard emitted.scrollViews.indices.contains(index) else {
            throw HostError.identifierNotFound("scroll view \(index)", known: emitted.scrollViews.indices.map { "scroll view \($0)" })
        }
        let key = emitted.scrollViews[index].key
        let previous = graph.storedValue(for: "scrollTarget:" + key) as? ScrollTarget
        var offset = previous?.offset ?? .zero
        offset.x += points.width
        offset.y += points.height
        graph.store(ScrollTarget(offset: offset), for: "scrollTarget:" + key)
        _ = try render()
    }
}
