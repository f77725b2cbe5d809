import Drawing

/// A type that defines the geometry of a collection of views, as SwiftUI's `Layout` (iOS 16):
/// a value that sizes itself from its subviews' answers and places each of them. Its
/// requirements are not isolated to the main actor, as in the SDK (`@preconcurrency protocol
/// Layout: Sendable, Animatable`; PreviewUI has no `Animatable` yet, so that refinement is
/// left out). PreviewUI lays out on the main actor, and the subview proxies check that they
/// are asked there.
///
/// `MyLayout { … }` is a view (`callAsFunction`). PreviewUI bridges the value to its layout
/// engine (`LayoutContainerNode`): the container's size is `sizeThatFits`, and each subview
/// goes where `placeSubviews` put it with `place(at:anchor:proposal:)`, in page coordinates —
/// `bounds` is the container's frame in the page.
public protocol Layout: Sendable {
    /// Properties of a layout container (the axis Spacer and Divider take inside it).
    static var layoutProperties: LayoutProperties { get }

    /// Cached values shared among the layout's methods; `Void` unless the layout says.
    associatedtype Cache = Void

    /// The subviews' proxies, as every method receives them.
    typealias Subviews = LayoutSubviews

    /// The size of the container for `proposal`.
    func sizeThatFits(proposal: ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache) -> CGSize

    /// Places each subview (`subview.place(at:anchor:proposal:)`) inside `bounds`.
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache)

    /// The position of a horizontal guide along the x axis, or nil for the guide's default.
    func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: Self.Subviews, cache: inout Self.Cache) -> CGFloat?

    /// The position of a vertical guide along the y axis, or nil for the guide's default.
    func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: Self.Subviews, cache: inout Self.Cache) -> CGFloat?

    /// The container's preferred spacing to its neighbours.
    func spacing(subviews: Self.Subviews, cache: inout Self.Cache) -> ViewSpacing

    /// Creates the cache.
    func makeCache(subviews: Self.Subviews) -> Self.Cache

    /// Updates the cache when the subviews change.
    func updateCache(_ cache: inout Self.Cache, subviews: Self.Subviews)
}

extension Layout {
    /// Default properties: no stack orientation.
    public static var layoutProperties: LayoutProperties { LayoutProperties() }

    /// The default recreates the cache (`makeCache(subviews:)`), as SwiftUI's.
    public func updateCache(_ cache: inout Self.Cache, subviews: Self.Subviews) {
        cache = makeCache(subviews: subviews)
    }

    /// The default: the union of every subview's spacing preferences, on every edge (Apple's
    /// documentation of `spacing(subviews:cache:)`: "the default implementation merges the
    /// spacing preferences of all subviews").
    public func spacing(subviews: Self.Subviews, cache: inout Self.Cache) -> ViewSpacing {
        // From nothing rather than from `ViewSpacing()`: a plain view's preferences would
        // make a container of texts keep from a text as a non-text view does.
        guard !subviews.isEmpty else { return ViewSpacing() }
        var spacing = ViewSpacing.none
        for subview in subviews { spacing.formUnion(subview.spacing) }
        return spacing
    }

    /// The default merges the subviews' explicit guides where `placeSubviews` puts them: the
    /// first subview that has one (the last for `lastTextBaseline`), as PreviewUI's stacks do.
    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Self.Subviews, cache: inout Self.Cache) -> CGFloat? {
        placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
        for subview in subviews {
            if let (origin, p) = subview.proxy.placedOrigin(in: bounds, proposal: proposal),
               let g = subview.proxy.explicitGuide(guide, p) {
                return origin.x + g
            }
        }
        return nil
    }

    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Self.Subviews, cache: inout Self.Cache) -> CGFloat? {
        placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
        let ordered: [LayoutSubview] = guide == .lastTextBaseline ? subviews.reversed() : Array(subviews)
        for subview in ordered {
            if let (origin, p) = subview.proxy.placedOrigin(in: bounds, proposal: proposal),
               let g = subview.proxy.explicitGuide(guide, p) {
                return origin.y + g
            }
        }
        return nil
    }
}

extension Layout where Self.Cache == () {
    /// No cache to make.
    public func makeCache(subviews: Self.Subviews) -> Self.Cache { () }
}

extension Layout {
    /// Lays `content` out with this layout: `MyLayout { … }`.
    @MainActor @preconcurrency
    public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View {
        _LayoutView(layout: self, content: content())
    }
}

/// Layout-specific properties of a layout container.
public struct LayoutProperties: Sendable {
    /// The orientation of the containing stack-like container, if any: Spacer and Divider
    /// inside it follow it.
    public var stackOrientation: Axis?

    public init() {
        stackOrientation = nil
    }
}

/// A key for a value a view hands to the `Layout` that holds it
/// (`layoutValue(key:value:)`, read as `subview[Key.self]`).
public protocol LayoutValueKey {
    associatedtype Value
    /// The value of a subview that did not set one.
    static var defaultValue: Self.Value { get }
}

extension View {
    /// Associates a value with a custom layout property, for the layout that holds the view.
    nonisolated public func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> some View {
        // Views are values built off the main actor and resolved on it, as SwiftUI's.
        nonisolated(unsafe) let value = value
        let id = ObjectIdentifier(key)
        return wrapping { node in
            node.layoutValues[id] = value
            return node
        }
    }
}

/// A collection of proxy values that represent the subviews of a layout view.
public struct LayoutSubviews: Equatable, RandomAccessCollection, Sendable {
    public typealias SubSequence = LayoutSubviews
    public typealias Element = LayoutSubview
    public typealias Index = Int
    public typealias Indices = Range<Int>
    public typealias Iterator = IndexingIterator<LayoutSubviews>

    let elements: ArraySlice<LayoutSubview>

    /// The layout direction of the container (layout itself runs left to right; right-to-left
    /// previews are mirrored after drawing).
    public var layoutDirection: LayoutDirection

    init(_ elements: ArraySlice<LayoutSubview>, layoutDirection: LayoutDirection) {
        self.elements = elements
        self.layoutDirection = layoutDirection
    }

    public var startIndex: Int { elements.startIndex }
    public var endIndex: Int { elements.endIndex }
    public subscript(index: Int) -> LayoutSubview { elements[index] }
    public subscript(bounds: Range<Int>) -> LayoutSubviews {
        LayoutSubviews(elements[bounds], layoutDirection: layoutDirection)
    }
    public subscript<S: Sequence>(indices: S) -> LayoutSubviews where S.Element == Int {
        LayoutSubviews(ArraySlice(indices.map { elements[$0] }), layoutDirection: layoutDirection)
    }

    public static func == (a: LayoutSubviews, b: LayoutSubviews) -> Bool {
        a.elements.elementsEqual(b.elements) && a.layoutDirection == b.layoutDirection
    }
}

/// A proxy that represents one subview of a layout.
public struct LayoutSubview: Equatable, Sendable {
    let proxy: LayoutSubviewProxy

    /// The subview's size for `proposal`.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        proxy.sizeThatFits(proposal)
    }

    /// The subview's size and alignment guides for `proposal`.
    public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
        proxy.dimensions(proposal)
    }

    /// The subview's layout priority (`layoutPriority(_:)`).
    public var priority: Double { proxy.priority }

    /// The subview's preferred spacing.
    public var spacing: ViewSpacing { proxy.spacing }

    /// The value the subview set for `key`, else the key's default.
    public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value {
        (proxy.layoutValues[ObjectIdentifier(key)] as? K.Value) ?? K.defaultValue
    }

    /// Puts the subview's `anchor` at `position` (in the coordinates of the container's
    /// `bounds`), sized for `proposal`. The last call wins; a subview never placed sits at
    /// the centre of the container with the container's proposal, as SwiftUI's.
    public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        proxy.placement = LayoutSubviewProxy.Placement(position: position, anchor: anchor, proposal: proposal)
    }

    public static func == (a: LayoutSubview, b: LayoutSubview) -> Bool { a.proxy === b.proxy }
}

/// What a `LayoutSubview` stands for: one node of the layout engine and where the layout put
/// it. Layouts are not isolated, the engine is: every question goes to the main actor, where
/// layout runs (`MainActor.assumeIsolated` stops with a message if it is not).
final class LayoutSubviewProxy: @unchecked Sendable {
    struct Placement {
        var position: CGPoint
        var anchor: UnitPoint
        var proposal: ProposedViewSize
    }

    // Only touched on the main actor (the layout pass); written before layouts see it.
    private let node: LayoutNode
    let priority: Double
    let layoutValues: [ObjectIdentifier: Any]
    var placement: Placement?

    @MainActor
    init(node: LayoutNode) {
        self.node = node
        self.priority = node.layoutPriority
        self.layoutValues = node.layoutValues
    }

    /// The node, for the layout engine (main actor only).
    @MainActor var layoutNode: LayoutNode { node }

    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        MainActor.assumeIsolated { node.sizeThatFits(proposal) }
    }

    var spacing: ViewSpacing {
        MainActor.assumeIsolated { node.viewSpacing() }
    }

    func explicitGuide(_ guide: HorizontalAlignment, _ proposal: ProposedViewSize) -> CGFloat? {
        MainActor.assumeIsolated { node.explicitGuide(guide, proposal) }
    }

    func explicitGuide(_ guide: VerticalAlignment, _ proposal: ProposedViewSize) -> CGFloat? {
        MainActor.assumeIsolated { node.explicitGuide(guide, proposal) }
    }

    /// The size and the guides a node sets itself (text baselines, `alignmentGuide` on the
    /// built-in guides); other guides take their defaults.
    func dimensions(_ proposal: ProposedViewSize) -> ViewDimensions {
        MainActor.assumeIsolated {
            let s = node.sizeThatFits(proposal)
            var d = ViewDimensions(width: s.width, height: s.height)
            for g in [HorizontalAlignment.leading, .center, .trailing] {
                if let v = node.explicitGuide(g, proposal) { d.explicitHorizontal[g] = v }
            }
            for g in [VerticalAlignment.top, .center, .bottom, .firstTextBaseline, .lastTextBaseline] {
                if let v = node.explicitGuide(g, proposal) { d.explicitVertical[g] = v }
            }
            return d
        }
    }

    /// The top-left corner the placement gives the subview, and its proposal; a subview not
    /// placed is centred in `bounds` with the container's proposal.
    func placedOrigin(in bounds: CGRect, proposal: ProposedViewSize) -> (CGPoint, ProposedViewSize)? {
        let p = placement ?? Placement(position: CGPoint(x: bounds.midX, y: bounds.midY), anchor: .center, proposal: proposal)
        let size = sizeThatFits(p.proposal)
        guard size.width.isFinite, size.height.isFinite else { return nil }
        return (CGPoint(x: p.position.x - p.anchor.x * size.width, y: p.position.y - p.anchor.y * size.height), p.proposal)
    }
}

/// Layouts that PreviewUI's engine implements with a node of its own (the stacks), so that
/// `HStackLayout { … }` is exactly an `HStack`.
protocol NodeBackedLayout {
    @MainActor func makeNode(children: [LayoutNode]) -> LayoutNode
    var stackAxis: Axis? { get }
}

/// The view `MyLayout { … }` makes.
struct _LayoutView<L: Layout, Content: View>: View, PrimitiveView {
    let layout: L
    let content: Content

    var body: Never { primitiveBody("Layout") }

    func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        var c = context
        c.stackAxis = LayoutNodes.stackAxis(of: layout)
        // One identity for the content whatever the layout is, so that switching an
        // `AnyLayout` keeps the subviews' state, as SwiftUI does.
        let children = c.resolve(content, component: "Layout")
        return [LayoutNodes.node(for: layout, children: children, layoutDirection: context.environment.layoutDirection)]
    }
}

@MainActor
enum LayoutNodes {
    static func stackAxis<L: Layout>(of layout: L) -> Axis? {
        if let backed = layout as? NodeBackedLayout { return backed.stackAxis }
        return L.layoutProperties.stackOrientation
    }

    static func node<L: Layout>(for layout: L, children: [LayoutNode], layoutDirection: LayoutDirection) -> LayoutNode {
        if let backed = layout as? NodeBackedLayout { return backed.makeNode(children: children) }
        return LayoutContainerNode(layout: layout, children: children, layoutDirection: layoutDirection)
    }

    /// Subview proxies for nodes.
    static func subviews(_ nodes: [LayoutNode], layoutDirection: LayoutDirection = .leftToRight) -> LayoutSubviews {
        LayoutSubviews(ArraySlice(nodes.map { LayoutSubview(proxy: LayoutSubviewProxy(node: $0)) }), layoutDirection: layoutDirection)
    }
}

extension LayoutSubviews {
    /// The subviews' nodes (main actor: the layout pass).
    @MainActor var nodes: [LayoutNode] { elements.map(\.proxy.layoutNode) }
}

/// Bridges a `Layout` value to the layout engine.
final class LayoutContainerNode<L: Layout>: LayoutNode {
    let layout: L
    let items: [LayoutNode]
    let subviews: LayoutSubviews
    private var cache: L.Cache?

    init(layout: L, children: [LayoutNode], layoutDirection: LayoutDirection) {
        self.layout = layout
        self.items = children
        self.subviews = LayoutNodes.subviews(children, layoutDirection: layoutDirection)
        super.init()
    }

    override var children: [LayoutNode] { items }

    private func withCache<R>(_ body: (inout L.Cache) -> R) -> R {
        var c = cache ?? layout.makeCache(subviews: subviews)
        let r = body(&c)
        cache = c
        return r
    }

    override func invalidate() {
        if var c = cache {
            layout.updateCache(&c, subviews: subviews)
            cache = c
        }
        super.invalidate()
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        withCache { layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &$0) }
    }

    override func viewSpacing() -> ViewSpacing {
        withCache { layout.spacing(subviews: subviews, cache: &$0) }
    }

    override func place(at origin: CGPoint, proposal: ProposedViewSize, _ context: PlacementContext) {
        frame = CGRect(origin: origin, size: sizeThatFits(proposal))
        for s in subviews { s.proxy.placement = nil }
        let bounds = frame
        withCache { layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &$0) }
        for (i, s) in subviews.enumerated() {
            guard let (o, p) = s.proxy.placedOrigin(in: bounds, proposal: proposal) else { continue }
            items[i].place(at: o, proposal: p, context)
        }
    }

    override func emitContent(_ e: inout Emitter) {
        for child in items.enumerated().sorted(by: { ($0.element.zIndex, $0.offset) < ($1.element.zIndex, $1.offset) }) {
            child.element.emit(&e)
        }
    }

    // Guides are asked in the container's own coordinates: bounds at the origin.
    override func explicitGuide(_ guide: VerticalAlignment, _ proposal: ProposedViewSize) -> CGFloat? {
        let bounds = CGRect(origin: .zero, size: sizeThatFits(proposal))
        let saved = subviews.map(\.proxy.placement)
        defer { for (s, p) in zip(subviews, saved) { s.proxy.placement = p } }
        return withCache { layout.explicitAlignment(of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &$0) }
    }

    override func explicitGuide(_ guide: HorizontalAlignment, _ proposal: ProposedViewSize) -> CGFloat? {
        let bounds = CGRect(origin: .zero, size: sizeThatFits(proposal))
        let saved = subviews.map(\.proxy.placement)
        defer { for (s, p) in zip(subviews, saved) { s.proxy.placement = p } }
        return withCache { layout.explicitAlignment(of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &$0) }
    }
}
