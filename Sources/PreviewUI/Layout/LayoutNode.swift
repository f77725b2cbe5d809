import Drawing

/// A node of the resolved view tree: it answers SwiftUI's two layout questions — what size do
/// you want for this proposal, and where are your children when you are placed — and then
/// writes display-list operations. Frames are in page coordinates (the preview's top-left is
/// 0, 0) and include the moves of `offset`, as SwiftUI's geometry does.
@MainActor
class LayoutNode {
    /// Where the node was placed, in page coordinates.
    var frame: CGRect = .zero
    /// While the page is drawn on the pixel grid (`frame` rounded), the frame layout gave it.
    var exactFrame: CGRect?
    /// Stacks give space to higher priorities first.
    var layoutPriority: Double = 0
    /// A picker tag (`.tag`, or the `ForEach` id).
    var tag: AnyHashable?
    /// Drawing order among siblings in a ZStack or overlay.
    var zIndex: Double = 0
    /// Where `zIndex(_:)` was set, for the report of stacks that ignore it.
    var zIndexSite: CallSite?
    /// Values set with `layoutValue(key:value:)` (and the grid's cell modifiers), keyed by
    /// the key's type, for the `Layout` that holds the view.
    var layoutValues: [ObjectIdentifier: Any] = [:]
    /// The view that made the node (its structural path) and its place among the nodes that
    /// view made: the host matches the nodes of a transition's two frames by it. Nil for nodes
    /// a view made inside itself, which are known by their place under their parent.
    var identity: NodeIdentity?
    /// The animation of the transaction the node was made in (nil: its changes jump).
    var animation: Animation?
    /// The innermost `animation(_:value:)` (or `transaction`) the node was made under, by
    /// identity: a view removed from under it animates as that modifier says in the new frame.
    var animationScope: String?
    /// How the view enters and leaves (`transition(_:)`).
    var transition: AnyTransition?
    /// Set on a presentation layer (a sheet, an alert, a dialog): it comes and goes by itself,
    /// with this animation, each of its parts by its own transition (the dimming fades, the
    /// card moves), whatever the change's transaction, as UIKit presents.
    var presentationAnimation: Animation?

    private var sizeCache = ProposalCache<CGSize>()

    init() {}

    /// A node that only draws its child differently (opacity, a transform, a clip, a shadow)
    /// takes its child's frame: in a transition its own animation moves no geometry (what an
    /// `animation(_:body:)` around an opacity animates is the opacity).
    var isGeometryTransparent: Bool { false }

    /// The child nodes (for traversals: preferences, hit testing, finding text).
    var children: [LayoutNode] { [] }

    /// The size this node takes for `proposal`; cached, because stacks ask repeatedly.
    final func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        if let s = sizeCache[proposal] { return s }
        let s = computeSize(proposal)
        sizeCache.insert(s, for: proposal)
        return s
    }

    /// Forgets cached sizes in this subtree (for a new layout pass with changed content).
    func invalidate() {
        sizeCache.removeAll()
        for c in builtChildren { c.invalidate() }
    }

    /// The children that exist (a lazy container's built views, placed or not): what
    /// invalidation reaches without building anything.
    var builtChildren: [LayoutNode] { children }

    /// Subclasses compute their size here.
    func computeSize(_ proposal: ProposedViewSize) -> CGSize { .zero }

    /// Takes the size `proposal` gives at `origin`; subclasses then place their children.
    func place(at origin: CGPoint, proposal: ProposedViewSize, _ context: PlacementContext) {
        frame = CGRect(origin: origin, size: sizeThatFits(proposal))
    }

    /// Writes the node's drawing: its own (`emitContent`), or, while the host draws a moment of
    /// a transition, as that moment shows it (`MotionFrame`: interpolated values, transitions
    /// of inserted views, removed views drawn where they were).
    final func emit(_ e: inout Emitter) {
        if e.accessibility != nil {
            e.accessibility!.open(self, shift: e.accessibilityShift)
            emitContent(&e)
            e.accessibility!.close()
            return
        }
        if let motion = e.motion {
            motion.emit(self, &e)
        } else {
            emitContent(&e)
        }
    }

    /// Subclasses write their drawing here (their children through `emit`).
    func emitContent(_ e: inout Emitter) {}

    /// The value of an alignment guide that the node defines itself (text baselines,
    /// `alignmentGuide`), for the size it has under `proposal`; nil means the guide's default.
    func explicitGuide(_ guide: VerticalAlignment, _ proposal: ProposedViewSize) -> CGFloat? { nil }
    func explicitGuide(_ guide: HorizontalAlignment, _ proposal: ProposedViewSize) -> CGFloat? { nil }

    final func guide(_ g: VerticalAlignment, _ proposal: ProposedViewSize) -> CGFloat {
        explicitGuide(g, proposal) ?? g.defaultValue(sizeThatFits(proposal))
    }

    final func guide(_ g: HorizontalAlignment, _ proposal: ProposedViewSize) -> CGFloat {
        explicitGuide(g, proposal) ?? g.defaultValue(sizeThatFits(proposal))
    }

    /// The node's spacing preferences, which stacks without a `spacing:` read (a plain view's
    /// unless the node says otherwise).
    func viewSpacing() -> ViewSpacing { ViewSpacing() }

    /// A spacer's minimum length along the stack axis, or nil for views that are not spacers.
    var spacerMinLength: CGFloat? { nil }

    /// The background a scroll view shows, for bars above it (nil: the system background).
    var scrollBackground: RGBAColor? { nil }

    /// Every node in this subtree, depth first, parents before children.
    func forEachNode(_ body: (LayoutNode) -> Void) {
        body(self)
        for c in children { c.forEachNode(body) }
    }
}

extension LayoutNode {
    /// Rounds every frame in the trees to the device's pixel grid, as SwiftUI rounds each
    /// view's frame for display once layout has placed it (`ViewFrame`, rounded "to nearest or
    /// up" to a multiple of the pixel length): the frame's origin and its far corner each go to
    /// the nearest pixel boundary, halves going up, so a fill covers whole pixel rows and a
    /// hairline at a fractional position lands on one row. The exact frames are kept, to be
    /// put back once the page is drawn.
    static func roundingFramesToPixels(_ trees: [LayoutNode], pixelLength: CGFloat) -> ExactFrames {
        var saved = ExactFrames()
        guard pixelLength > 0 else { return saved }
        for tree in trees {
            tree.forEachNode { node in
                saved.nodes.append(node)
                node.exactFrame = node.frame
                node.frame = node.frame.roundedToPixels(pixelLength)
            }
        }
        return saved
    }
}

/// The pixel length of the device drawn for, where a frame is needed as drawn outside a page's
/// drawing (a transition's plan); 0: frames as laid out.
enum PixelGrid {
    @TaskLocal static var pixelLength: CGFloat = 0

    static func drawn(_ frame: CGRect) -> CGRect { pixelLength > 0 ? frame.roundedToPixels(pixelLength) : frame }
}

/// Frames as layout placed them, to put back after drawing on the pixel grid.
@MainActor
struct ExactFrames {
    var nodes: [LayoutNode] = []
    func restore() {
        for node in nodes {
            if let exact = node.exactFrame { node.frame = exact }
            node.exactFrame = nil
        }
    }
}

extension CGFloat {
    /// To the nearest multiple of `m`, halves going up (toward +∞).
    func roundedToNearestOrUp(toMultipleOf m: CGFloat) -> CGFloat {
        ((self / m) + 0.5).rounded(.down) * m
    }
}

extension CGRect {
    /// The rectangle with its origin and far corner on the pixel grid (nearest, halves up).
    func roundedToPixels(_ m: CGFloat) -> CGRect {
        guard !isNull, !isInfinite, minX.isFinite, minY.isFinite, maxX.isFinite, maxY.isFinite else { return self }
        let r = standardized
        let x0 = r.minX.roundedToNearestOrUp(toMultipleOf: m), y0 = r.minY.roundedToNearestOrUp(toMultipleOf: m)
        let x1 = r.maxX.roundedToNearestOrUp(toMultipleOf: m), y1 = r.maxY.roundedToNearestOrUp(toMultipleOf: m)
        return CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

}

extension LayoutNode {
    /// The outermost node of type `T` (matching `where`) among this node and the children of
    /// the wrappers it is made of (unary nodes: modifiers, frames): what a row's modifiers
    /// tell the list that lays it out.
    func wrapped<T>(_ type: T.Type, where matches: (T) -> Bool = { _ in true }) -> T? {
        var n: LayoutNode? = self
        while let current = n {
            if let t = current as? T, matches(t) { return t }
            n = (current as? UnaryNode)?.child
        }
        return nil
    }
}

/// What placement passes down: the frames of named coordinate spaces, and the safe area
/// (none outside a screen layout until a bar or `safeAreaInset` makes one).
struct PlacementContext {
    var namedSpaces: [AnyHashable: CGRect] = [:]
    /// The part of the page the nearest scroll views show (nil: all of it), in page
    /// coordinates: lazy containers build and place only what falls in it.
    var viewport: CGRect?

    /// The viewport along `axis`, from `start` (a lazy container's first point): everything
    /// when there is no viewport.
    func visibleRange(along axis: Axis, from start: CGPoint) -> (low: CGFloat, high: CGFloat) {
        guard let v = viewport else { return (-.infinity, .infinity) }
        return axis == .vertical ? (v.minY - start.y, v.maxY - start.y) : (v.minX - start.x, v.maxX - start.x)
    }
    var safeArea: SafeAreaGeometry?
    /// What the bars around watch to take their scrolled look (BarScrollWatch.swift): the
    /// navigation bar above; the tab bar or bottom toolbar below.
    var topBarWatch: BarScrollWatch?
    var bottomBarWatch: BarScrollWatch?
    /// Where the nearest scroll view pins section headers and footers (`pinnedViews`, plain
    /// lists' headers), in page coordinates: the part of it inside its content margins, along
    /// the axes it scrolls (nil: not in a scroll view, nothing is pinned).
    var pinningFrame: CGRect?

    /// The pinning frame's range along `axis`.
    func pinningRange(along axis: Axis) -> (low: CGFloat, high: CGFloat)? {
        guard let f = pinningFrame else { return nil }
        return axis == .vertical ? (f.minY, f.maxY) : (f.minX, f.maxX)
    }
}

/// A node with one child that, unless it says otherwise, has its child's size, place and
/// drawing.
@MainActor
class UnaryNode: LayoutNode {
    let child: LayoutNode

    init(_ child: LayoutNode) {
        self.child = child
        super.init()
        layoutPriority = child.layoutPriority
        tag = child.tag
        zIndex = child.zIndex
        zIndexSite = child.zIndexSite
        layoutValues = child.layoutValues
        transition = child.transition
        presentationAnimation = child.presentationAnimation
    }

    override var children: [LayoutNode] { [child] }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        child.sizeThatFits(proposal)
    }

    override func place(at origin: CGPoint, proposal: ProposedViewSize, _ context: PlacementContext) {
        super.place(at: origin, proposal: proposal, context)
        child.place(at: origin, proposal: proposal, context)
    }

    override func emitContent(_ e: inout Emitter) {
        child.emit(&e)
    }

    override func explicitGuide(_ guide: VerticalAlignment, _ proposal: ProposedViewSize) -> CGFloat? {
        child.explicitGuide(guide, proposal)
    }

    override func explicitGuide(_ guide: HorizontalAlignment, _ proposal: ProposedViewSize) -> CGFloat? {
        child.explicitGuide(guide, proposal)
    }

    override var spacerMinLength: CGFloat? { child.spacerMinLength }
    override func viewSpacing() -> ViewSpacing { child.viewSpacing() }
    override var scrollBackground: RGBAColor? { child.scrollBackground }
}

/// Several nodes where one is expected (a `Group` or tuple inside an overlay, say): laid out
/// as a ZStack centred in the space.
extension Array where Element == LayoutNode {
    @MainActor
    func single(alignment: Alignment = .center) -> LayoutNode {
        if count == 1 { return self[0] }
        return ZStackNode(alignment: alignment, children: self)
    }
}

/// Where a node was made: the path of the view that made it, and its place among the nodes
/// that view made.
struct NodeIdentity: Hashable {
    let path: [String]
    let ordinal: Int
}
