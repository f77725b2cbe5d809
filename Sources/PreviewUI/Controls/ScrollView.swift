import Drawing

/// A scrollable region, as SwiftUI's `ScrollView`: its content is offered no limit along the
/// scroll axis and clipped to the view. It shows its content from the start until something
/// scrolls it — a `ScrollViewReader`'s `scrollTo`, or a preview state's `.scroll(to:)` — and
/// then draws its scroll indicator, as iOS does while a view scrolls.
nonisolated public struct ScrollView<Content: View>: View, @MainActor PrimitiveView {
    let axes: Axis.Set
    let showsIndicators: Bool
    let content: Content

    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.showsIndicators = showsIndicators
        self.content = content()
    }

    @MainActor public var body: Never { primitiveBody("ScrollView") }

    @MainActor func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        var c = context
        c.stackAxis = axes.contains(.horizontal) && !axes.contains(.vertical) ? .horizontal : .vertical
        let env = context.environment
        let config = ScrollConfiguration(env, graph: context.graph)
        // The content measures itself against this scroll view; a position binding belongs to
        // this scroll view, not to the ones inside it.
        c.environment.containerGeometry = config.container
        c.environment.scrollPositionLink = nil
        let nodes = c.resolve(content, component: "scroll")
        let inner = nodes.count == 1 ? nodes[0]
            : StackNode(axis: c.stackAxis ?? .vertical, spacing: nil, children: nodes)
        return [ScrollNode(inner, axes: axes, key: context.key, readerKey: env.scrollReaderKey, graph: context.graph,
                           showsIndicators: showsIndicators && env.scrollIndicatorVisibility != .hidden, colorScheme: env.colorScheme,
                           config: config)]
    }
}

/// Where a scroll view is asked to be: at a view's id (and the anchor to align), at an edge,
/// or at an offset (points scrolled from the start). The latest request (`serial`) wins.
struct ScrollRequest: Equatable {
    var id: AnyHashable?
    var anchor: UnitPoint?
    var edge: Edge?
    var offset: CGPoint = .zero
    /// A finger scrolled it (the host's interactions): the scroll target behavior settles it,
    /// and a position binding hears where it ended.
    var byUser = false
    /// Where the user's scroll began.
    var from: CGPoint = .zero
    /// Ids are looked for among the scroll targets only (`scrollPosition`), as on iOS.
    var targetsOnly = false
    /// Whether the scroll indicator shows (not for the position a scroll view starts at).
    var showsIndicator = true
    var serial = 0

    init(id: AnyHashable? = nil, anchor: UnitPoint? = nil) {
        self.id = id
        self.anchor = anchor
    }

    init(edge: Edge) { self.edge = edge }

    init(x: CGFloat?, y: CGFloat?) { offset = CGPoint(x: x ?? 0, y: y ?? 0) }

    init(offset: CGPoint) { self.offset = offset }
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
        guard let graph = ViewGraph.current else { return }
        var request = ScrollRequest(id: AnyHashable(id), anchor: anchor)
        request.serial = graph.nextScrollSerial()
        graph.store(request, for: "scrollRequest:" + readerKey)
    }
}

/// A view that provides programmatic scrolling, by working with a proxy to scroll to known
/// child views, as SwiftUI's `ScrollViewReader`.
nonisolated public struct ScrollViewReader<Content: View>: View, @MainActor PrimitiveView {
    let content: (ScrollViewProxy) -> Content

    public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) {
        self.content = content
    }

    @MainActor public var body: Never { primitiveBody("ScrollViewReader") }

    @MainActor func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
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
    nonisolated public func id<ID: Hashable>(_ id: ID) -> some View {
        // Views are values built off the main actor and resolved on it, as SwiftUI's.
        nonisolated(unsafe) let id = AnyHashable(id)
        return wrapping { IdentifiedNode($0, id: id) }
    }

    /// The visibility of scroll indicators inside.
    nonisolated public func scrollIndicators(_ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal]) -> some View {
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
    /// What the modifiers around it say (margins, clipping, targets, position, anchors).
    let config: ScrollConfiguration
    private var offset: CGPoint = .zero
    private var contentSize: CGSize = .zero
    /// Where the content's top-leading corner is when it is not scrolled.
    private var contentOrigin: CGPoint = .zero
    private var showsIndicatorNow = false
    /// How far the content is scrolled where it was last placed (frames found inside are moved
    /// back by it to where the unscrolled content has them).
    private var placedOffset: CGPoint = .zero

    init(_ child: LayoutNode, axes: Axis.Set, key: String = "", readerKey: String? = nil, graph: ViewGraph? = nil,
         showsIndicators: Bool = true, colorScheme: ColorScheme = .light, config: ScrollConfiguration = ScrollConfiguration()) {
        self.axes = axes
        self.key = key
        self.readerKey = readerKey
        self.graph = graph
        self.showsIndicators = showsIndicators
        self.colorScheme = colorScheme
        self.config = config
        super.init(child)
    }

    private var margins: EdgeInsets { config.contentMargins }

    private func childProposal(_ p: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: axes.contains(.horizontal) ? nil : p.width.map { max($0 - margins.horizontal, 0) },
                         height: axes.contains(.vertical) ? nil : p.height.map { max($0 - margins.vertical, 0) })
    }

    /// The content's size for `p`, measured against the container this scroll view is for it:
    /// its size minus its content margins (the outer container's length where `p` has none).
    private func measure(_ p: ProposedViewSize) -> CGSize {
        let outer = config.outerContainer()
        let w = p.width.flatMap { $0.isFinite ? $0 : nil } ?? outer.width
        let h = p.height.flatMap { $0.isFinite ? $0 : nil } ?? outer.height
        let container = CGSize(width: max(w - margins.horizontal, 0), height: max(h - margins.vertical, 0))
        if container != config.container.size {
            config.container.size = container
            child.invalidate()
        }
        return child.sizeThatFits(childProposal(p))
    }

    override func computeSize(_ p: ProposedViewSize) -> CGSize {
        let s = measure(p)
        return CGSize(width: p.width.flatMap { $0.isFinite ? $0 : nil } ?? s.width + margins.horizontal,
                      height: p.height.flatMap { $0.isFinite ? $0 : nil } ?? s.height + margins.vertical)
    }

    /// The part of the scroll view inside its content margins.
    private var region: CGRect {
        CGRect(x: frame.minX + margins.leading, y: frame.minY + margins.top,
               width: max(frame.width - margins.horizontal, 0), height: max(frame.height - margins.vertical, 0))
    }

    private var maxOffset: CGPoint {
        CGPoint(x: axes.contains(.horizontal) ? max(contentSize.width - region.width, 0) : 0,
                y: axes.contains(.vertical) ? max(contentSize.height - region.height, 0) : 0)
    }

    /// The ids inside, with their frames as placed.
    private func identified() -> [(id: AnyHashable, frame: CGRect)] {
        var found: [(AnyHashable, CGRect)] = []
        var tags = Set<AnyHashable>()
        var lazy: [LazyIdentities] = []
        child.forEachNode { node in
            if let n = node as? IdentifiedNode { found.append((n.id, n.frame)) }
            // A ForEach's element is identified by its id, as in SwiftUI (the outermost of the
            // nodes that carry its tag).
            else if let tag = node.tag, tags.insert(tag).inserted { found.append((tag, node.frame)) }
            if let l = node as? LazyIdentities { lazy.append(l) }
        }
        // Elements a lazy container has not built, where it would put them.
        if !lazy.isEmpty {
            var known = Set(found.map(\.0))
            for l in lazy {
                for (id, frame) in l.lazyIdentities() where known.insert(id).inserted { found.append((id, frame)) }
            }
        }
        return found
    }

    /// The frame of the view with `id` inside, as placed, found without listing them all. An
    /// element of a lazy container is where the container has it, built or not: a list row's
    /// frame is its cell's (a row scrolled to the top shows its cell's top, not its label's).
    private func identifiedFrame(_ id: AnyHashable) -> CGRect? {
        var found: CGRect?
        var lazy: [LazyIdentities] = []
        child.forEachNode { node in
            if let l = node as? LazyIdentities { lazy.append(l) }
            guard found == nil else { return }
            if let n = node as? IdentifiedNode {
                if n.id == id { found = n.frame }
            } else if let tag = node.tag, tag == id {
                found = node.frame
            }
        }
        for l in lazy {
            if let f = l.lazyIdentities().first(where: { $0.id == id }) { return f.frame }
        }
        return found
    }

    /// The scroll targets inside (`scrollTargetLayout`, `scrollTarget`), not those of scroll
    /// views inside this one, with their frames as placed.
    private func scrollTargets() -> [(id: AnyHashable?, frame: CGRect)] {
        var found: [(AnyHashable?, CGRect)] = []
        @MainActor func walk(_ node: LayoutNode) {
            if node is ScrollNode { return }
            if let layout = node as? ScrollTargetLayoutNode, layout.isEnabled {
                var seen = Set<AnyHashable>()
                for t in layout.targets {
                    found.append((t.scrollTargetID, t.frame))
                    if let id = t.scrollTargetID { seen.insert(id) }
                }
                // A lazy container's targets it has not built, where it would put them.
                if let lazy = layout.lazyLayout {
                    let more = lazy.lazyIdentities().filter { !seen.contains($0.id) }
                    found += more.map { ($0.id, $0.frame) }
                    found.sort { ($0.1.minY, $0.1.minX) < ($1.1.minY, $1.1.minX) }
                }
                return
            }
            if let target = node as? ScrollTargetNode, target.isEnabled { found.append((target.scrollTargetID, target.frame)) }
            for c in node.children { walk(c) }
        }
        walk(child)
        return found
    }

    /// The frame grown, along the scroll axes, under the covered regions of the safe area it
    /// reaches (status bar, home indicator, `safeAreaInset` content): the content scrolls
    /// under them, inset by them at rest, as UIScrollView's adjusted content inset.
    private var visibleFrame: CGRect = .zero

    /// How far the content is scrolled from its start, and how far it could still scroll to
    /// its end: what lies under the bars it reaches (BarScrollWatch.swift).
    var scrolledFromTop: CGFloat { axes.contains(.vertical) ? offset.y : 0 }
    var scrollableToBottom: CGFloat { axes.contains(.vertical) ? max(maxOffset.y - offset.y, 0) : 0 }
    /// How far above the frame the scroll indicator's track begins: a navigation bar whose
    /// large title (or search field) scrolling has hidden sets it, as UIKit's indicator
    /// insets follow the bar's height.
    var indicatorTopExtension: CGFloat = 0

    /// What scrolls this view, the latest request first: its reader's `scrollTo` (when the
    /// id is inside), an interaction's scroll, or its position binding.
    private func request() -> ScrollRequest? {
        guard let graph else { return nil }
        var candidates: [ScrollRequest] = []
        if let readerKey, let r = graph.storedValue(for: "scrollRequest:" + readerKey) as? ScrollRequest,
           let id = r.id, identifiedFrame(id) != nil {
            candidates.append(r)
        }
        if let r = graph.storedValue(for: "scrollTarget:" + key) as? ScrollRequest { candidates.append(r) }
        if let r = graph.storedValue(for: "scrollPositionRequest:" + key) as? ScrollRequest { candidates.append(r) }
        return candidates.max { $0.serial < $1.serial }
    }

    /// A new value of the position binding (the first frame's too) becomes a request.
    private func readPositionBinding() {
        guard let link = config.position, let graph else { return }
        let now = link.read()
        let seenKey = "scrollPositionSeen:" + key
        let seen = graph.storedValue(for: seenKey) as? AnyHashableBox
        if let seen, seen == now { return }
        graph.store(now, for: seenKey, notify: false)
        guard var r = link.request() else { return }
        r.targetsOnly = true
        r.showsIndicator = seen != nil
        r.serial = graph.nextScrollSerial()
        graph.store(r, for: "scrollPositionRequest:" + key, notify: false)
    }

    /// The offset a request asks for, before clamping.
    private func wantedOffset(_ r: ScrollRequest) -> CGPoint {
        let view = region
        if let id = r.id {
            let frame = r.targetsOnly ? scrollTargets().first(where: { $0.id == id })?.frame : identifiedFrame(id)
            guard let placed = frame else { return r.byUser ? r.from : .zero }
            let f = placed.offsetBy(dx: placedOffset.x, dy: placedOffset.y)
            func along(_ start: CGFloat, _ length: CGFloat, _ viewStart: CGFloat, _ viewLength: CGFloat, _ a: CGFloat?) -> CGFloat {
                if let a { return (start + a * length) - (viewStart + a * viewLength) }
                // No anchor: the least scroll that shows it.
                if start < viewStart { return start - viewStart }
                if start + length > viewStart + viewLength { return min(start - viewStart, start + length - viewStart - viewLength) }
                return 0
            }
            return CGPoint(x: axes.contains(.horizontal) ? along(f.minX, f.width, view.minX, view.width, r.anchor?.x) : 0,
                           y: axes.contains(.vertical) ? along(f.minY, f.height, view.minY, view.height, r.anchor?.y) : 0)
        }
        if let edge = r.edge {
            switch edge {
            case .top: return CGPoint(x: 0, y: 0)
            case .bottom: return CGPoint(x: 0, y: maxOffset.y)
            case .leading: return CGPoint(x: 0, y: 0)
            case .trailing: return CGPoint(x: maxOffset.x, y: 0)
            }
        }
        return r.offset
    }

    /// Where a user's scroll that would end at `wanted` settles under the scroll target
    /// behavior (content coordinates: offsets from the start).
    private func settle(_ wanted: CGPoint, from: CGPoint, _ behavior: any ScrollTargetBehavior) -> CGPoint {
        let container = region.size
        let frames = scrollTargets().map { $0.frame.offsetBy(dx: placedOffset.x - contentOrigin.x, dy: placedOffset.y - contentOrigin.y) }
        var target = ScrollTarget(rect: CGRect(origin: wanted, size: container))
        let context = ScrollTargetBehaviorContext(
            originalTarget: ScrollTarget(rect: CGRect(origin: from, size: container)), velocity: CGVector(dx: 0, dy: 0),
            contentSize: contentSize, containerSize: container, axes: axes, environment: config.environment, targetFrames: frames)
        behavior.updateTarget(&target, context: context)
        var o = target.rect.origin
        if let a = target.anchor {
            o.x += a.x * (target.rect.width - container.width)
            o.y += a.y * (target.rect.height - container.height)
        }
        return o
    }

    /// The id of the target the position binding names after a user's scroll: the top-most
    /// (leading-most) one showing, or the one at the binding's anchor.
    private func positionedTarget(anchor: UnitPoint?) -> AnyHashable? {
        let targets = scrollTargets().filter { $0.id != nil }
        let view = region
        let axis: Axis = axes.contains(.vertical) ? .vertical : .horizontal
        func lo(_ r: CGRect) -> CGFloat { axis == .vertical ? r.minY : r.minX }
        func hi(_ r: CGRect) -> CGFloat { axis == .vertical ? r.maxY : r.maxX }
        if let anchor {
            let point = lo(view) + (axis == .vertical ? anchor.y * view.height : anchor.x * view.width)
            let at = targets.first { lo($0.frame) <= point && point < hi($0.frame) }
            return (at ?? targets.min { abs((lo($0.frame) + hi($0.frame)) / 2 - point) < abs((lo($1.frame) + hi($1.frame)) / 2 - point) })?.id
        }
        return targets.filter { hi($0.frame) > lo(view) + 0.5 && lo($0.frame) < hi(view) - 0.5 }.min { lo($0.frame) < lo($1.frame) }?.id
    }

    override func place(at origin: CGPoint, proposal: ProposedViewSize, _ outer: PlacementContext) {
        frame = CGRect(origin: origin, size: sizeThatFits(proposal))
        visibleFrame = outer.scrollRegion(frame, axes: axes)
        var context = outer.scrollContent(axes: axes)
        if axes.contains(.vertical) {
            // The screen's scroll view, for the bars it reaches; not the ones inside it.
            if let s = outer.safeArea {
                let reached = s.edges(reachedBy: frame, toward: s.outer)
                if reached.contains(.top) { outer.topBarWatch?.offer(self) }
                if reached.contains(.bottom) { outer.bottomBarWatch?.offer(self) }
            }
            context.topBarWatch = nil
            context.bottomBarWatch = nil
        }
        // Lazy containers inside build what this view shows.
        context.viewport = outer.viewport.map { $0.intersection(visibleFrame) } ?? visibleFrame
        // `.scrollView` and `.scrollView(axis:)` measure from the visible bounds.
        context.namedSpaces[ScrollViewSpaceName(axis: nil)] = visibleFrame
        if axes.contains(.horizontal) { context.namedSpaces[ScrollViewSpaceName(axis: .horizontal)] = visibleFrame }
        if axes.contains(.vertical) { context.namedSpaces[ScrollViewSpaceName(axis: .vertical)] = visibleFrame }
        // Pinned section headers stick inside the content margins, along the axes this scrolls.
        context.pinningFrame = pinningFrame(outer.pinningFrame)
        let cp = childProposal(proposal)
        let s = measure(proposal)
        contentSize = s
        // Along a scroll axis the content starts at the margin (short content sits at the
        // alignment anchor); across the others it is centred.
        let view = region
        let align = config.anchors.alignment
        let x = axes.contains(.horizontal) ? view.minX + max(view.width - s.width, 0) * (align?.x ?? 0) : view.minX + (view.width - s.width) / 2
        let y = axes.contains(.vertical) ? view.minY + max(view.height - s.height, 0) * (align?.y ?? 0) : view.minY + (view.height - s.height) / 2
        contentOrigin = CGPoint(x: x, y: y)
        func clamped(_ p: CGPoint) -> CGPoint {
            CGPoint(x: min(max(p.x, 0), maxOffset.x), y: min(max(p.y, 0), maxOffset.y))
        }
        func placeContent(scrolledBy o: CGPoint) {
            child.place(at: CGPoint(x: x - o.x, y: y - o.y), proposal: cp, context)
            placedOffset = o
        }
        readPositionBinding()
        var r = request()
        // Where the content goes is known before placing it unless a request names a view or a
        // target behavior settles it (both need the frames as placed): then the content is placed
        // where the last frame had it, and again only if the request moves it (a scroll view
        // that stays scrolled lays its content out once per frame, lazy containers build once).
        let readerAsked = readerKey.map { graph?.storedValue(for: "scrollRequest:" + $0) is ScrollRequest } ?? false
        let needsFrames = readerAsked || (r.map { $0.id != nil || ($0.byUser && config.behavior != nil) } ?? false)
        if needsFrames {
            let last = graph?.storedValue(for: "scrollOffset:" + key) as? CGPoint ?? .zero
            placeContent(scrolledBy: clamped(last))
            // A reader's request counts only when its view is inside, which placing may change.
            r = request()
        }
        var wanted = CGPoint.zero
        if let r {
            wanted = wantedOffset(r)
            // A scroll to a view settles near it (a behaviour's limit counts from there).
            if r.byUser, let behavior = config.behavior { wanted = settle(wanted, from: r.id == nil ? r.from : wanted, behavior) }
        } else if let a = config.anchors.initialOffset {
            wanted = CGPoint(x: maxOffset.x * a.x, y: maxOffset.y * a.y)
        }
        offset = clamped(wanted)
        showsIndicatorNow = r?.showsIndicator ?? false
        if !needsFrames || offset != placedOffset {
            placeContent(scrolledBy: offset)
        }
        graph?.store(offset, for: "scrollOffset:" + key, notify: false)
        graph?.store(config.isScrollEnabled, for: "scrollEnabled:" + key, notify: false)
        // A user's scroll tells the position binding where it ended.
        if let r, r.byUser, let link = config.position, let graph {
            link.userScrolled(positionedTarget(anchor: link.anchor))
            graph.store(link.read(), for: "scrollPositionSeen:" + key, notify: false)
        }
    }

    /// The region along the axes this view scrolls; the outer scroll view's along the others.
    private func pinningFrame(_ outer: CGRect?) -> CGRect {
        let r = region
        let x = axes.contains(.horizontal) || outer == nil ? (r.minX, r.maxX) : (outer!.minX, outer!.maxX)
        let y = axes.contains(.vertical) || outer == nil ? (r.minY, r.maxY) : (outer!.minY, outer!.maxY)
        return CGRect(x: x.0, y: y.0, width: x.1 - x.0, height: y.1 - y.0)
    }

    override func emitContent(_ e: inout Emitter) {
        if config.clipDisabled {
            child.emit(&e)
        } else {
            e.group(clip: Clip(.rect(visibleFrame)), clipRect: visibleFrame) { child.emit(&$0) }
        }
        // The ids are listed when an interaction asks (a long list has many).
        e.scrollViews.append((key, frame, { [self] in identified().map(\.id) }))
        guard showsIndicators, showsIndicatorNow, offset != .zero else { return }
        let colour = RGBAColor(hex: colorScheme == .dark ? 0xFFFFFF : 0x000000, alpha: 0.35)
        let m = ScrollIndicatorMetrics.self
        let extra = axes.contains(.vertical) ? indicatorTopExtension : 0
        let track = CGRect(x: frame.minX + config.indicatorMargins.leading, y: frame.minY - extra + config.indicatorMargins.top,
                           width: frame.width - config.indicatorMargins.horizontal, height: frame.height + extra - config.indicatorMargins.vertical)
        let total = CGSize(width: contentSize.width + margins.horizontal, height: contentSize.height + margins.vertical)
        if axes.contains(.vertical), maxOffset.y > 0 {
            let length = max(track.height * (frame.height + extra) / total.height, m.minimumLength)
            let travel = track.height - length - 2 * m.inset
            let y = track.minY + m.inset + travel * offset.y / maxOffset.y
            let rect = CGRect(x: track.maxX - m.inset - m.thickness, y: y, width: m.thickness, height: length)
            e.add(.fill(.roundedRect(rect, cornerRadius: m.thickness / 2, style: .circular), colour))
        }
        if axes.contains(.horizontal), maxOffset.x > 0 {
            let length = max(track.width * frame.width / total.width, m.minimumLength)
            let travel = track.width - length - 2 * m.inset
            let x = track.minX + m.inset + travel * offset.x / maxOffset.x
            let rect = CGRect(x: x, y: track.maxY - m.inset - m.thickness, width: length, height: m.thickness)
            e.add(.fill(.roundedRect(rect, cornerRadius: m.thickness / 2, style: .circular), colour))
        }
    }
}

extension ViewHost {
    /// Scrolls the scroll view that holds the view with `id` (`.id`) so that it shows, as a
    /// finger would (its scroll target behavior settles it), and draws the frame (with the
    /// scroll indicator). A scroll view under `.scrollDisabled(true)` cannot be scrolled so.
    public func scroll<ID: Hashable>(to id: ID, anchor: UnitPoint? = nil) throws {
        _ = try layOut()
        let wanted = AnyHashable(id)
        let listed = emitted.scrollViews.map { (key: $0.key, ids: $0.ids()) }
        let match = listed.first { $0.ids.contains(wanted) }
            ?? listed.first { $0.ids.contains { "\($0.base)" == "\(id)" } }
        guard let match else {
            throw HostError.identifierNotFound("\(id)", known: listed.flatMap { $0.ids.map { "\($0.base)" } })
        }
        let real = match.ids.first { $0 == wanted } ?? match.ids.first { "\($0.base)" == "\(id)" } ?? wanted
        var request = ScrollRequest(id: real, anchor: anchor)
        try userScroll(&request, key: match.key, what: "“\(id)”")
        _ = try render()
    }

    /// Scrolls the first scroll view (or the one at `index` in drawing order) by `points`, as
    /// a finger that lifts still would: its scroll target behavior (`.paging`,
    /// `.viewAligned`) settles it; it stops at the ends.
    public func scroll(by points: CGSize, scrollView index: Int = 0) throws {
        _ = try layOut()
        guard emitted.scrollViews.indices.contains(index) else {
            throw HostError.identifierNotFound("scroll view \(index)", known: emitted.scrollViews.indices.map { "scroll view \($0)" })
        }
        let key = emitted.scrollViews[index].key
        let current = graph.storedValue(for: "scrollOffset:" + key) as? CGPoint ?? .zero
        var request = ScrollRequest(offset: CGPoint(x: current.x + points.width, y: current.y + points.height))
        try userScroll(&request, key: key, what: "scroll view \(index)")
        _ = try render()
    }

    private func userScroll(_ request: inout ScrollRequest, key: String, what: String) throws {
        if graph.storedValue(for: "scrollEnabled:" + key) as? Bool == false { throw HostError.scrollingDisabled(what) }
        request.byUser = true
        request.from = graph.storedValue(for: "scrollOffset:" + key) as? CGPoint ?? .zero
        request.serial = graph.nextScrollSerial()
        graph.store(request, for: "scrollTarget:" + key)
    }
}
