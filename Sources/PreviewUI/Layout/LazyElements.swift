import Drawing

/// Views that pass a lazy container's content through without becoming a container
/// themselves (tuples, conditionals, groups, `ForEach`, modifiers that only wrap each view or
/// change the environment): a `ForEach` reached through them stays lazy.
@MainActor
protocol LazyTransparentView {}

/// Modifiers that a `ForEach` in a lazy container stays lazy under: they change the
/// environment, or wrap each view the content makes (`NodeWrappingModifier` composes its
/// wrap into the elements' factory).
protocol LazyTransparentModifier {}

extension TupleView: LazyTransparentView {}
extension _ConditionalContent: LazyTransparentView {}
extension Optional: LazyTransparentView where Wrapped: View {}
extension AnyView: LazyTransparentView {}
extension Group: LazyTransparentView {}
extension ForEach: LazyTransparentView {}
/// A form's section keeps its rows lazy (it clears the flag for its header and footer).
extension Section: LazyTransparentView {}
extension ModifiedContent: LazyTransparentView where Content: View, Modifier: ViewModifier {}
extension NodeWrappingModifier: LazyTransparentModifier {}
extension EnvironmentTransformModifier: LazyTransparentModifier {}
extension _EnvironmentKeyWritingModifier: LazyTransparentModifier {}

/// The elements of a `ForEach` inside a lazy container (`LazyVStack`, `LazyHStack`,
/// `LazyVGrid`, `LazyHGrid`, `List`, `Form`), not built until the container shows them, as
/// SwiftUI's lazy containers build only the views on screen. An element's views are resolved
/// at its identity (the same state keys as when built eagerly) the first time it is asked
/// for, and kept.
///
/// Placed anywhere else (a container that is not lazy), it builds every element and lays them
/// out as a stack along the enclosing stack's axis, as the views would have been.
final class LazyElementsNode: LayoutNode {
    /// Each element's id (`ForEach`'s), for scrolling to an element not built yet.
    let ids: [AnyHashable]
    private let make: @MainActor (Int) -> [LayoutNode]
    private var transforms: [@MainActor (LayoutNode) -> LayoutNode] = []
    private var built: [Int: [LayoutNode]] = [:]
    private let fallbackAxis: Axis

    init(ids: [AnyHashable], axis: Axis?, make: @escaping @MainActor (Int) -> [LayoutNode]) {
        self.ids = ids
        self.make = make
        self.fallbackAxis = axis ?? .vertical
        super.init()
    }

    var count: Int { ids.count }

    /// How many elements have been built (for tests and benchmarks of laziness).
    var builtCount: Int { built.count }

    /// The views of element `i`, built now if they were not.
    func nodes(at i: Int) -> [LayoutNode] {
        if let nodes = built[i] { return nodes }
        var nodes = make(i)
        for transform in transforms { nodes = nodes.map(transform) }
        built[i] = nodes
        return nodes
    }

    func isBuilt(_ i: Int) -> Bool { built[i] != nil }

    /// A modifier's wrap, applied to each element's views as they are built.
    func wrapped(by transform: @escaping @MainActor (LayoutNode) -> LayoutNode) -> LayoutNode {
        precondition(built.isEmpty, "a wrap after elements were built would miss them")
        transforms.append(transform)
        return self
    }

    // MARK: Outside a lazy container: every element, as a stack.

    private lazy var eager = StackNode(axis: fallbackAxis, spacing: nil, children: (0..<count).flatMap { nodes(at: $0) })

    override var children: [LayoutNode] { [eager] }
    override var builtChildren: [LayoutNode] { built.keys.sorted().flatMap { built[$0]! } }
    override func computeSize(_ p: ProposedViewSize) -> CGSize { eager.sizeThatFits(p) }
    override func place(at origin: CGPoint, proposal: ProposedViewSize, _ context: PlacementContext) {
        super.place(at: origin, proposal: proposal, context)
        eager.place(at: origin, proposal: proposal, context)
    }
    override func emitContent(_ e: inout Emitter) { eager.emit(&e) }
    override func viewSpacing() -> ViewSpacing { eager.viewSpacing() }
}

/// The views of a lazy container's content in order, as units: a view of its own, or one
/// element of a `ForEach` (its views, built on demand).
@MainActor
struct LazyUnits {
    private enum Entry {
        case node(LayoutNode)
        case elements(LazyElementsNode)
    }
    private let entries: [Entry]
    /// The first unit of each entry.
    private let starts: [Int]
    let count: Int

    init(_ nodes: [LayoutNode]) {
        var entries: [Entry] = []
        var starts: [Int] = []
        var n = 0
        for node in nodes {
            starts.append(n)
            if let lazy = node as? LazyElementsNode {
                entries.append(.elements(lazy))
                n += lazy.count
            } else {
                entries.append(.node(node))
                n += 1
            }
        }
        self.entries = entries
        self.starts = starts
        self.count = n
    }

    /// True when nothing in the content is lazy.
    var isEager: Bool {
        !entries.contains { if case .elements = $0 { true } else { false } }
    }

    private func locate(_ unit: Int) -> (entry: Int, offset: Int) {
        // Binary search over the entries' first units.
        var lo = 0, hi = starts.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if starts[mid] <= unit { lo = mid } else { hi = mid - 1 }
        }
        return (lo, unit - starts[lo])
    }

    /// The views of `unit`, built now if it is a `ForEach` element not built yet.
    func nodes(_ unit: Int) -> [LayoutNode] {
        let (e, k) = locate(unit)
        switch entries[e] {
        case .node(let node): return [node]
        case .elements(let lazy): return lazy.nodes(at: k)
        }
    }

    func isBuilt(_ unit: Int) -> Bool {
        let (e, k) = locate(unit)
        switch entries[e] {
        case .node: return true
        case .elements(let lazy): return lazy.isBuilt(k)
        }
    }

    /// Which entry the unit belongs to: units of one `ForEach` share size estimates.
    func group(_ unit: Int) -> Int { locate(unit).entry }

    /// The `ForEach` id of a unit that is an element.
    func id(_ unit: Int) -> AnyHashable? {
        let (e, k) = locate(unit)
        if case .elements(let lazy) = entries[e] { return lazy.ids[k] }
        return nil
    }

    /// The views built so far, without building any.
    func builtNodes() -> [LayoutNode] {
        (0..<count).filter { isBuilt($0) }.flatMap { nodes($0) }
    }

    /// Every view, built (for containers that build everything).
    func allNodes() -> [LayoutNode] {
        (0..<count).flatMap { nodes($0) }
    }
}

extension ResolveContext {
    /// A lazy container's content: a `ForEach` reached through transparent views makes a
    /// `LazyElementsNode` rather than building its elements.
    func resolvingLazily() -> ResolveContext {
        var c = self
        c.buildsLazily = true
        return c
    }
}

/// How far beyond the top a lazy container builds its views to estimate the size of those it
/// does not build: a screen's worth (a container shorter than that is built whole, and
/// exact). Units past the sample are estimated at the mean of the sampled units of their
/// `ForEach`, as SwiftUI's lazy stacks and UICollectionView estimate what they have not built.
enum LazyMetrics {
    static let sampleScreens: CGFloat = 1
}

/// A lazy container that can say where each `ForEach` element would be, built or not (for
/// scrolling to an id that is not on screen).
@MainActor
protocol LazyIdentities: AnyObject {
    func lazyIdentities() -> [(id: AnyHashable, frame: CGRect)]
}
