import Drawing

// The modifiers that configure the scroll views inside a view, as SwiftUI's: content margins,
// clipping, scroll targets and positions, default anchors, and the settings a still cannot
// show (bounce, keyboard dismissal). Each writes the environment; `ScrollView` reads it when
// it is resolved (`ScrollConfiguration`), so a modifier applies to every scroll view inside
// the view it modifies, as in SwiftUI.

// MARK: - Content margins

/// The placement of margins, as SwiftUI's `ContentMarginPlacement`: `.automatic` insets a
/// scroll view's content and its scroll indicators, `.scrollContent` only its content,
/// `.scrollIndicators` only its indicators.
public struct ContentMarginPlacement: Sendable, Hashable {
    enum Kind: Sendable, Hashable { case automatic, scrollContent, scrollIndicators }
    let kind: Kind

    public static var automatic: ContentMarginPlacement { ContentMarginPlacement(kind: .automatic) }
    public static var scrollContent: ContentMarginPlacement { ContentMarginPlacement(kind: .scrollContent) }
    public static var scrollIndicators: ContentMarginPlacement { ContentMarginPlacement(kind: .scrollIndicators) }
}

/// Margins set on some edges; an edge with no value takes the view's own default.
struct MarginEdges: Hashable {
    var top: CGFloat?
    var leading: CGFloat?
    var bottom: CGFloat?
    var trailing: CGFloat?

    /// Sets `edges` to the insets' values for them; nil gives them back their default.
    mutating func set(_ edges: Edge.Set, _ insets: EdgeInsets?) {
        if edges.contains(.top) { top = insets?.top }
        if edges.contains(.leading) { leading = insets?.leading }
        if edges.contains(.bottom) { bottom = insets?.bottom }
        if edges.contains(.trailing) { trailing = insets?.trailing }
    }

    /// These margins, with `lower`'s where these have none.
    func over(_ lower: MarginEdges) -> MarginEdges {
        MarginEdges(top: top ?? lower.top, leading: leading ?? lower.leading,
                    bottom: bottom ?? lower.bottom, trailing: trailing ?? lower.trailing)
    }

    func resolved(default d: EdgeInsets = EdgeInsets()) -> EdgeInsets {
        EdgeInsets(top: top ?? d.top, leading: leading ?? d.leading, bottom: bottom ?? d.bottom, trailing: trailing ?? d.trailing)
    }

    var isEmpty: Bool { top == nil && leading == nil && bottom == nil && trailing == nil }
}

/// The content margins set around a view, by placement. A modifier nearer the scroll view
/// overrides one further out, edge by edge, for the same placement.
struct ScrollContentMargins {
    var automatic = MarginEdges()
    var content = MarginEdges()
    var indicators = MarginEdges()
    /// Where the innermost `contentMargins` was written (for reports).
    var site: CallSite?

    /// The margins of a scroll view's content (its default: none).
    var contentMargins: MarginEdges { content.over(automatic) }
    /// The margins of a scroll view's indicators (its default: none).
    var indicatorMargins: MarginEdges { indicators.over(automatic) }
    var isEmpty: Bool { automatic.isEmpty && content.isEmpty && indicators.isEmpty }

    mutating func set(_ edges: Edge.Set, _ insets: EdgeInsets?, for placement: ContentMarginPlacement) {
        switch placement.kind {
        case .automatic: automatic.set(edges, insets)
        case .scrollContent: content.set(edges, insets)
        case .scrollIndicators: indicators.set(edges, insets)
        }
    }
}

extension View {
    /// Insets the content of the scroll views inside (and their scroll indicators, for
    /// `.automatic`) by `insets` on `edges`, inside the scroll view: the content scrolls
    /// through the margins, and `containerRelativeFrame` measures the container without them.
    /// A `List` takes them as its own margins (see `GroupedListNode`).
    nonisolated public func contentMargins(_ edges: Edge.Set = .all, _ insets: EdgeInsets, for placement: ContentMarginPlacement = .automatic,
                               _fileID: String = #fileID, _line: Int = #line) -> some View {
        let site = CallSite(file: _fileID, line: _line)
        return transformingEnvironment {
            $0.scrollContentMargins.set(edges, insets, for: placement)
            $0.scrollContentMargins.site = site
        }
    }

    /// Insets the content of the scroll views inside by `length` on `edges`; nil gives those
    /// edges back the view's own default (none for a scroll view, a list's own margins).
    nonisolated public func contentMargins(_ edges: Edge.Set = .all, _ length: CGFloat?, for placement: ContentMarginPlacement = .automatic,
                               _fileID: String = #fileID, _line: Int = #line) -> some View {
        let site = CallSite(file: _fileID, line: _line)
        return transformingEnvironment {
            $0.scrollContentMargins.set(edges, length.map { EdgeInsets(.all, $0) }, for: placement)
            $0.scrollContentMargins.site = site
        }
    }

    /// Insets the content of the scroll views inside by `length` on every edge.
    nonisolated public func contentMargins(_ length: CGFloat, for placement: ContentMarginPlacement = .automatic,
                               _fileID: String = #fileID, _line: Int = #line) -> some View {
        contentMargins(.all, length, for: placement, _fileID: _fileID, _line: _line)
    }
}

// MARK: - Clipping, enabling, bouncing, the keyboard

/// How a scroll view bounces at the ends of its content, as SwiftUI's `ScrollBounceBehavior`.
public struct ScrollBounceBehavior: Sendable, Hashable {
    let name: String
    public static var automatic: ScrollBounceBehavior { ScrollBounceBehavior(name: "automatic") }
    public static var always: ScrollBounceBehavior { ScrollBounceBehavior(name: "always") }
    public static var basedOnSize: ScrollBounceBehavior { ScrollBounceBehavior(name: "basedOnSize") }
}

/// How scrolling dismisses the keyboard, as SwiftUI's `ScrollDismissesKeyboardMode`.
public struct ScrollDismissesKeyboardMode: Sendable, Hashable {
    let name: String
    public static var automatic: ScrollDismissesKeyboardMode { ScrollDismissesKeyboardMode(name: "automatic") }
    public static var immediately: ScrollDismissesKeyboardMode { ScrollDismissesKeyboardMode(name: "immediately") }
    public static var interactively: ScrollDismissesKeyboardMode { ScrollDismissesKeyboardMode(name: "interactively") }
    public static var never: ScrollDismissesKeyboardMode { ScrollDismissesKeyboardMode(name: "never") }
}

private struct ScrollContentMarginsKey: EnvironmentKey { static var defaultValue: ScrollContentMargins { ScrollContentMargins() } }
private struct ScrollClipDisabledKey: EnvironmentKey { static let defaultValue = false }
private struct IsScrollEnabledKey: EnvironmentKey { static let defaultValue = true }
private struct VerticalBounceKey: EnvironmentKey { static let defaultValue = ScrollBounceBehavior.automatic }
private struct HorizontalBounceKey: EnvironmentKey { static let defaultValue = ScrollBounceBehavior.automatic }
private struct DismissesKeyboardKey: EnvironmentKey { static let defaultValue = ScrollDismissesKeyboardMode.automatic }
private struct ScrollTargetBehaviorKey: EnvironmentKey { static var defaultValue: (any ScrollTargetBehavior)? { nil } }
private struct ScrollPositionLinkKey: EnvironmentKey { static var defaultValue: ScrollPositionLink? { nil } }
private struct ScrollAnchorsKey: EnvironmentKey { static var defaultValue: ScrollAnchors { ScrollAnchors() } }

extension EnvironmentValues {
    var scrollContentMargins: ScrollContentMargins {
        get { self[ScrollContentMarginsKey.self] }
        set { self[ScrollContentMarginsKey.self] = newValue }
    }

    var scrollClipDisabled: Bool {
        get { self[ScrollClipDisabledKey.self] }
        set { self[ScrollClipDisabledKey.self] = newValue }
    }

    /// Whether the scroll views inside can be scrolled by the user (`scrollDisabled`).
    public var isScrollEnabled: Bool {
        get { self[IsScrollEnabledKey.self] }
        set { self[IsScrollEnabledKey.self] = newValue }
    }

    /// How vertical scroll views inside bounce (kept; a still shows no bounce).
    public var verticalScrollBounceBehavior: ScrollBounceBehavior {
        get { self[VerticalBounceKey.self] }
        set { self[VerticalBounceKey.self] = newValue }
    }

    /// How horizontal scroll views inside bounce (kept; a still shows no bounce).
    public var horizontalScrollBounceBehavior: ScrollBounceBehavior {
        get { self[HorizontalBounceKey.self] }
        set { self[HorizontalBounceKey.self] = newValue }
    }

    /// How scrolling dismisses the keyboard (kept; no keyboard is drawn).
    public var scrollDismissesKeyboardMode: ScrollDismissesKeyboardMode {
        get { self[DismissesKeyboardKey.self] }
        set { self[DismissesKeyboardKey.self] = newValue }
    }

    var scrollTargetBehavior: (any ScrollTargetBehavior)? {
        get { self[ScrollTargetBehaviorKey.self] }
        set { self[ScrollTargetBehaviorKey.self] = newValue }
    }

    var scrollPositionLink: ScrollPositionLink? {
        get { self[ScrollPositionLinkKey.self] }
        set { self[ScrollPositionLinkKey.self] = newValue }
    }

    var scrollAnchors: ScrollAnchors {
        get { self[ScrollAnchorsKey.self] }
        set { self[ScrollAnchorsKey.self] = newValue }
    }
}

extension View {
    /// Lets the content of the scroll views inside draw outside their bounds (a shadow, a
    /// neighbouring card) instead of being clipped to them.
    nonisolated public func scrollClipDisabled(_ disabled: Bool = true) -> some View {
        transformingEnvironment { $0.scrollClipDisabled = disabled }
    }

    /// Keeps the user from scrolling the scroll views inside: the host's `scroll(to:)` and
    /// `scroll(by:)` (and the `.scroll` interactions) fail on them, as a finger would. Code
    /// still scrolls them (`ScrollViewReader`, `scrollPosition`).
    nonisolated public func scrollDisabled(_ disabled: Bool) -> some View {
        transformingEnvironment { $0.isScrollEnabled = $0.isScrollEnabled && !disabled }
    }

    /// How the scroll views inside bounce at the ends of their content, on `axes`. Kept in the
    /// environment; it changes nothing in a still, where nothing is moving, so iOS and
    /// PreviewUI draw the same picture.
    nonisolated public func scrollBounceBehavior(_ behavior: ScrollBounceBehavior, axes: Axis.Set = [.vertical]) -> some View {
        transformingEnvironment {
            if axes.contains(.vertical) { $0.verticalScrollBounceBehavior = behavior }
            if axes.contains(.horizontal) { $0.horizontalScrollBounceBehavior = behavior }
        }
    }

    /// How scrolling the scroll views inside dismisses the keyboard. Kept in the environment;
    /// it changes nothing in a still (no keyboard is drawn, nothing scrolls while one shows).
    nonisolated public func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> some View {
        transformingEnvironment { $0.scrollDismissesKeyboardMode = mode }
    }
}

// MARK: - Default anchors

/// A role of a scroll anchor, as SwiftUI's `ScrollAnchorRole`: where a scroll view starts
/// (`initialOffset`), where short content sits (`alignment`), and what stays in place when the
/// content's size changes (`sizeChanges`, which a still never shows).
public struct ScrollAnchorRole: Sendable, Hashable {
    let name: String
    public static var initialOffset: ScrollAnchorRole { ScrollAnchorRole(name: "initialOffset") }
    public static var sizeChanges: ScrollAnchorRole { ScrollAnchorRole(name: "sizeChanges") }
    public static var alignment: ScrollAnchorRole { ScrollAnchorRole(name: "alignment") }
}

/// The default anchors of the scroll views inside, by role.
struct ScrollAnchors {
    var initialOffset: UnitPoint?
    var alignment: UnitPoint?
    var sizeChanges: UnitPoint?
}

extension View {
    /// Where the scroll views inside start, and where content shorter than them sits: with
    /// `.bottom`, a scroll view starts scrolled to its end, and short content sits at its
    /// bottom (iOS 17's behaviour, which iOS 18 keeps for this spelling).
    nonisolated public func defaultScrollAnchor(_ anchor: UnitPoint?) -> some View {
        transformingEnvironment {
            $0.scrollAnchors = ScrollAnchors(initialOffset: anchor, alignment: anchor, sizeChanges: anchor)
        }
    }

    /// The anchor of the scroll views inside for one role (iOS 18): `.initialOffset` is
    /// where they start, `.alignment` where short content sits; `.sizeChanges` is kept but a
    /// still shows no change of size.
    nonisolated public func defaultScrollAnchor(_ anchor: UnitPoint?, for role: ScrollAnchorRole) -> some View {
        transformingEnvironment {
            switch role.name {
            case "initialOffset": $0.scrollAnchors.initialOffset = anchor
            case "alignment": $0.scrollAnchors.alignment = anchor
            default: $0.scrollAnchors.sizeChanges = anchor
            }
        }
    }
}

// MARK: - Scroll targets

extension View {
    /// Makes the outermost layout inside (a `LazyHStack`, a `VStack`…) a scroll target
    /// layout: each of its subviews is a target that `.viewAligned` settles on and whose id
    /// `scrollPosition` reads and scrolls to.
    nonisolated public func scrollTargetLayout(isEnabled: Bool = true) -> some View {
        wrapping { ScrollTargetLayoutNode($0, isEnabled: isEnabled) }
    }

    /// Makes this view a scroll target of the scroll view that holds it.
    nonisolated public func scrollTarget(isEnabled: Bool = true) -> some View {
        wrapping { ScrollTargetNode($0, isEnabled: isEnabled) }
    }
}

/// A layout whose subviews are scroll targets (`scrollTargetLayout`).
final class ScrollTargetLayoutNode: UnaryNode {
    let isEnabled: Bool

    init(_ child: LayoutNode, isEnabled: Bool) {
        self.isEnabled = isEnabled
        super.init(child)
    }

    /// The subviews of the layout inside (through modifiers), or the view itself when it is
    /// no layout.
    var targets: [LayoutNode] {
        var node: LayoutNode = child
        while let unary = node as? UnaryNode, !(unary is ScrollNode) { node = unary.child }
        let subviews = node.children
        return subviews.isEmpty ? [node] : subviews
    }

    /// The lazy container inside, which knows where the targets it has not built would be.
    var lazyLayout: LazyIdentities? {
        var node: LayoutNode = child
        while let unary = node as? UnaryNode, !(unary is ScrollNode) { node = unary.child }
        return node as? LazyIdentities
    }
}

/// A view that is a scroll target itself (`scrollTarget`).
final class ScrollTargetNode: UnaryNode {
    let isEnabled: Bool

    init(_ child: LayoutNode, isEnabled: Bool) {
        self.isEnabled = isEnabled
        super.init(child)
    }
}

extension LayoutNode {
    /// The identity a scroll target is known by: its ForEach id, or an `.id` on it.
    var scrollTargetID: AnyHashable? {
        if let tag { return tag }
        var node: LayoutNode? = self
        while let n = node {
            if let identified = n as? IdentifiedNode { return identified.id }
            node = (n as? UnaryNode)?.child
        }
        return nil
    }
}

// MARK: - Scroll positions

/// The semantic position of a scroll view, as SwiftUI's `ScrollPosition` (iOS 18): a view's
/// identity (with an anchor), an edge, or a point. Bound with `scrollPosition(_:anchor:)`: a
/// new value scrolls the scroll view, and a user's scroll writes the top-most (leading-most)
/// scroll target's id back, with `isPositionedByUser` set.
public struct ScrollPosition: Equatable, Sendable {
    /// The identity of the view, for equality and lookup.
    private var storedID: SendableID?
    /// The id as the program gave it (`init(id:)`, `scrollTo(id:)`), for `viewID`.
    private var given: Uncompared<(any Hashable & Sendable)?>? = nil
    var id: AnyHashable? {
        get { storedID?.base }
        set { storedID = newValue.map { SendableID($0) }; given = nil }
    }

    /// An id a scroll target has (from `ForEach` data or `.id`) as `any Hashable & Sendable`:
    /// the value itself for the usual id types, else a box (`viewID(type:)` reads any type).
    private static func sendable(_ id: AnyHashable) -> any Hashable & Sendable {
        switch id.base {
        case let v as Int: return v
        case let v as String: return v
        case let v as UUID: return v
        case let v as Int64: return v
        case let v as Int32: return v
        case let v as UInt: return v
        case let v as Double: return v
        case let v as Substring: return v
        default: return SendableID(id)
        }
    }
    var anchor: UnitPoint?
    /// The type of the ids the position reports as the user scrolls (nil: none, `Never`).
    let idType: ObjectIdentifier?
    private var storedEdge: Edge?
    private var x: CGFloat?
    private var y: CGFloat?
    private var byUser = false

    private init<T: Hashable & Sendable>(type: T.Type) {
        idType = T.self == Never.self ? nil : ObjectIdentifier(T.self)
    }

    /// A position that is wherever the scroll view is (its start, until scrolled).
    public init(idType: (some Hashable & Sendable).Type = Never.self) {
        self.init(type: idType)
    }

    /// A position at one edge of the content.
    public init(idType: (some Hashable & Sendable).Type = Never.self, edge: Edge) {
        self.init(type: idType)
        storedEdge = edge
    }

    /// A position at a point of the content (the offset of the visible region's origin).
    public init(idType: (some Hashable & Sendable).Type = Never.self, point: CGPoint) {
        self.init(type: idType)
        x = point.x
        y = point.y
    }

    public init(idType: (some Hashable & Sendable).Type = Never.self, x: CGFloat) {
        self.init(type: idType)
        self.x = x
    }

    public init(idType: (some Hashable & Sendable).Type = Never.self, y: CGFloat) {
        self.init(type: idType)
        self.y = y
    }

    public init(idType: (some Hashable & Sendable).Type = Never.self, x: CGFloat, y: CGFloat) {
        self.init(type: idType)
        self.x = x
        self.y = y
    }

    /// A position at the view with this identity among the scroll view's targets.
    public init<ID: Hashable & Sendable>(id: ID, anchor: UnitPoint? = nil) {
        self.init(type: ID.self)
        self.id = AnyHashable(id)
        given = Uncompared(id)
        self.anchor = anchor
    }

    /// The positioned edge, when the position is at one.
    public var edge: Edge? { storedEdge }

    /// The positioned point, when the position is at one (a missing coordinate is 0).
    public var point: CGPoint? {
        guard x != nil || y != nil else { return nil }
        return CGPoint(x: x ?? 0, y: y ?? 0)
    }

    /// The id of the view the position is at, or that the user scrolled to.
    public var viewID: (any Hashable & Sendable)? {
        if let value = given?.value { return value }
        return storedID.map { Self.sendable($0.base) }
    }

    /// The id of the view the position is at, if it is a `T`.
    public func viewID<T: Hashable & Sendable>(type: T.Type) -> T? { id?.base as? T }

    /// Whether the user scrolled the scroll view there. Setting it forgets an edge or point.
    public var isPositionedByUser: Bool {
        get { byUser }
        set {
            byUser = newValue
            if newValue { storedEdge = nil; x = nil; y = nil }
        }
    }

    public mutating func scrollTo(id: some Hashable & Sendable, anchor: UnitPoint? = nil) {
        self.id = AnyHashable(id)
        given = Uncompared(id)
        self.anchor = anchor
        storedEdge = nil; x = nil; y = nil; byUser = false
    }

    public mutating func scrollTo(edge: Edge) {
        id = nil; anchor = nil; x = nil; y = nil; byUser = false
        storedEdge = edge
    }

    public mutating func scrollTo(point: CGPoint) {
        scrollTo(x: point.x, y: point.y)
    }

    public mutating func scrollTo(x: CGFloat) {
        id = nil; anchor = nil; storedEdge = nil; y = nil; byUser = false
        self.x = x
    }

    public mutating func scrollTo(y: CGFloat) {
        id = nil; anchor = nil; storedEdge = nil; x = nil; byUser = false
        self.y = y
    }

    public mutating func scrollTo(x: CGFloat, y: CGFloat) {
        id = nil; anchor = nil; storedEdge = nil; byUser = false
        self.x = x
        self.y = y
    }

    /// Where this position asks the scroll view to be, for `anchor` when it has none.
    func request(anchor fallback: UnitPoint?) -> ScrollRequest? {
        if byUser { return nil }
        if let id { return ScrollRequest(id: id, anchor: anchor ?? fallback) }
        if let storedEdge { return ScrollRequest(edge: storedEdge) }
        if x != nil || y != nil { return ScrollRequest(x: x, y: y) }
        return nil
    }

    /// The position after the user scrolled to the target `target` (nil: none there).
    func scrolledByUser(to target: AnyHashable?) -> ScrollPosition {
        var p = self
        p.isPositionedByUser = true
        p.anchor = nil
        if let target, let idType, ObjectIdentifier(type(of: target.base)) == idType { p.id = target } else { p.id = nil }
        return p
    }
}

/// A type-erased id that can be handed out as `any Hashable & Sendable` (ids come from
/// `ForEach` data, which PreviewUI reads on the main actor only).
struct SendableID: Hashable, @unchecked Sendable {
    let base: AnyHashable
    init(_ base: AnyHashable) { self.base = base }
}

/// What a scroll view's position binding says and takes back, whichever modifier bound it.
struct ScrollPositionLink {
    /// The value bound now, to tell a change the program made from the last one seen.
    let read: @MainActor () -> AnyHashableBox
    /// Where the value bound now asks the scroll view to be (nil: nowhere in particular).
    let request: @MainActor () -> ScrollRequest?
    /// Writes the position after the user scrolled to a target (nil: none there).
    let userScrolled: @MainActor (AnyHashable?) -> Void
    /// The modifier's anchor: which target is "the" position, and how a new id is aligned.
    let anchor: UnitPoint?
    /// Where the binding was made (for reports).
    var site: CallSite? = nil
}

extension View {
    /// Binds the id of the scroll views' top-most (leading-most) scroll target: a new value
    /// (the first frame's included) scrolls to that target, aligning `anchor` (or the least
    /// scroll that shows it, without one); a user's scroll writes the target now at the top
    /// (or at `anchor`). The targets are those of `scrollTargetLayout()`; without one, as on
    /// iOS, nothing scrolls and nothing is written.
    nonisolated public func scrollPosition<ID: Hashable>(id: Binding<ID?>, anchor: UnitPoint? = nil,
                                             _fileID: String = #fileID, _line: Int = #line) -> some View {
        // Views are values built off the main actor and resolved on it, as SwiftUI's.
        nonisolated(unsafe) let id = id
        var link = ScrollPositionLink(
            read: { AnyHashableBox(id.wrappedValue.map { AnyHashable($0) }) },
            request: { id.wrappedValue.map { ScrollRequest(id: AnyHashable($0), anchor: anchor) } },
            userScrolled: { target in
                guard let value = target?.base as? ID, id.wrappedValue != value else { return }
                id.wrappedValue = value
            },
            anchor: anchor)
        link.site = CallSite(file: _fileID, line: _line)
        return transformingEnvironment { $0.scrollPositionLink = link }
    }

    /// Binds the position of the scroll views inside (iOS 18's `ScrollPosition`): a new value
    /// scrolls them to its view, edge or point; a user's scroll writes the top-most scroll
    /// target's id (of the position's id type) with `isPositionedByUser` set.
    nonisolated public func scrollPosition(_ position: Binding<ScrollPosition>, anchor: UnitPoint? = nil,
                               _fileID: String = #fileID, _line: Int = #line) -> some View {
        // Views are values built off the main actor and resolved on it, as SwiftUI's.
        nonisolated(unsafe) let position = position
        var link = ScrollPositionLink(
            read: { AnyHashableBox(position.wrappedValue) },
            request: { position.wrappedValue.request(anchor: anchor) },
            userScrolled: { target in
                let next = position.wrappedValue.scrolledByUser(to: target)
                if next != position.wrappedValue { position.wrappedValue = next }
            },
            anchor: anchor)
        link.site = CallSite(file: _fileID, line: _line)
        return transformingEnvironment { $0.scrollPositionLink = link }
    }
}

extension ViewGraph {
    /// Numbers scroll requests in the order they are made: the latest one wins.
    func nextScrollSerial() -> Int {
        let n = (storedValue(for: "scrollSerial") as? Int ?? 0) + 1
        store(n, for: "scrollSerial", notify: false)
        return n
    }
}

// MARK: - What a scroll view reads

/// The settings of one scroll view, read from the environment it is resolved in.
@MainActor
struct ScrollConfiguration {
    var contentMargins = EdgeInsets()
    var indicatorMargins = EdgeInsets()
    var clipDisabled = false
    var isScrollEnabled = true
    var behavior: (any ScrollTargetBehavior)?
    var position: ScrollPositionLink?
    var anchors = ScrollAnchors()
    var environment = EnvironmentValues()
    /// The container the scroll view is for its content.
    let container = ContainerGeometry()
    /// The size of the container around the scroll view (for a length it is not offered).
    var outerContainer: @MainActor () -> CGSize = { .zero }

    init() {}

    init(_ env: EnvironmentValues, graph: ViewGraph) {
        contentMargins = env.scrollContentMargins.contentMargins.resolved()
        indicatorMargins = env.scrollContentMargins.indicatorMargins.resolved()
        clipDisabled = env.scrollClipDisabled
        isScrollEnabled = env.isScrollEnabled
        behavior = env.scrollTargetBehavior
        position = env.scrollPositionLink
        anchors = env.scrollAnchors
        environment = env
        let outer = env.containerGeometry
        outerContainer = { [weak graph] in outer?.size ?? graph?.windowContainerSize ?? .zero }
    }
}
