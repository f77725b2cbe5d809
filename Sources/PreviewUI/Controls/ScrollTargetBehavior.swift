import Drawing

/// Where a scroll view should try to scroll to, as SwiftUI's `ScrollTarget`: the region of
/// the content to show, in the content's coordinates (the content's top-leading corner is
/// 0, 0; a scroll view at its start shows the region at 0, 0), and an optional anchor of it.
///
/// PreviewUI's region is the part of the scroll view inside its content margins, so that its
/// size is the context's `containerSize`.
public struct ScrollTarget {
    public var rect: CGRect
    public var anchor: UnitPoint?

    init(rect: CGRect, anchor: UnitPoint? = nil) {
        self.rect = rect
        self.anchor = anchor
    }
}

/// A type that defines where a scrollable view settles when the user stops scrolling it, as
/// SwiftUI's `ScrollTargetBehavior`. PreviewUI asks it when an interaction scrolls a scroll
/// view (the host's `scroll(by:)` and `scroll(to:)`, the `.scroll…` interactions): the
/// target proposed is where the scroll would end without it.
public protocol ScrollTargetBehavior {
    typealias TargetContext = ScrollTargetBehaviorContext

    /// Updates the proposed target that a scrollable view should scroll to.
    func updateTarget(_ target: inout ScrollTarget, context: TargetContext)
}

/// The context in which a scroll target behavior updates its target, as SwiftUI's
/// `ScrollTargetBehaviorContext`.
@dynamicMemberLookup
public struct ScrollTargetBehaviorContext {
    /// The target when the scroll began.
    public let originalTarget: ScrollTarget
    /// The velocity of the scroll when it ended (zero: an interaction lifts its finger still).
    public let velocity: CGVector
    /// The size of the content of the scrollable view.
    public let contentSize: CGSize
    /// The size of the scroll view minus its insets (content margins, safe area).
    public let containerSize: CGSize
    /// The axes in which the scrollable view scrolls.
    public let axes: Axis.Set
    let environment: EnvironmentValues
    /// The frames of the scroll targets (`scrollTargetLayout`), in content coordinates.
    let targetFrames: [CGRect]

    public subscript<T>(dynamicMember keyPath: KeyPath<EnvironmentValues, T>) -> T {
        environment[keyPath: keyPath]
    }
}

/// The behaviour that settles on multiples of the container's size, as SwiftUI's
/// `PagingScrollTargetBehavior`: a scroll ends on the page nearest to where it would end
/// (with a velocity, on the next page that way).
public struct PagingScrollTargetBehavior: ScrollTargetBehavior {
    public init() {}

    public func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
        for axis in [Axis.horizontal, .vertical] where context.axes.contains(axis.set) {
            let page = context.containerSize[axis]
            guard page > 0 else { continue }
            let original = context.originalTarget.rect.origin[axis]
            let speed = axis == .horizontal ? context.velocity.dx : context.velocity.dy
            var settled = (target.rect.origin[axis] / page).rounded() * page
            if speed > 0 { settled = max(settled, ((original / page).rounded(.down) + 1) * page) }
            if speed < 0 { settled = min(settled, ((original / page).rounded(.up) - 1) * page) }
            target.rect.origin[axis] = settled
        }
    }
}

/// The behaviour that settles with a scroll target's leading (top) edge at the container's,
/// as SwiftUI's `ViewAlignedScrollTargetBehavior`. The targets are the subviews of the
/// `scrollTargetLayout()` inside.
public struct ViewAlignedScrollTargetBehavior: ScrollTargetBehavior {
    /// How far one scroll can go, as SwiftUI's `LimitBehavior`.
    public struct LimitBehavior: Sendable, Hashable {
        enum Kind: Sendable, Hashable { case automatic, always, alwaysByFew, alwaysByOne, never }
        let kind: Kind

        /// Limited in a compact size class along the axis (on iPhone in portrait: when
        /// scrolling horizontally), not limited otherwise.
        public static var automatic: LimitBehavior { LimitBehavior(kind: .automatic) }
        /// At most a container's length of views at a time.
        public static var always: LimitBehavior { LimitBehavior(kind: .always) }
        /// At most a few views at a time (iOS 18).
        public static var alwaysByFew: LimitBehavior { LimitBehavior(kind: .alwaysByFew) }
        /// At most one view at a time (iOS 18).
        public static var alwaysByOne: LimitBehavior { LimitBehavior(kind: .alwaysByOne) }
        /// No limit.
        public static var never: LimitBehavior { LimitBehavior(kind: .never) }
    }

    let limitBehavior: LimitBehavior

    public init(limitBehavior: LimitBehavior = .automatic) {
        self.limitBehavior = limitBehavior
    }

    public func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
        for axis in [Axis.horizontal, .vertical] where context.axes.contains(axis.set) {
            let edges = context.targetFrames.map { $0.origin[axis] }.sorted()
            guard !edges.isEmpty else { continue }
            let original = context.originalTarget.rect.origin[axis]
            var proposed = target.rect.origin[axis]
            let speed = axis == .horizontal ? context.velocity.dx : context.velocity.dy
            var candidates = edges
            switch limitBehavior.kind {
            case .alwaysByOne:
                // The target the scroll began at, and its neighbours.
                let start = Self.nearest(to: original, in: edges)
                let i = edges.firstIndex(of: start) ?? 0
                candidates = Array(edges[max(i - 1, 0)...min(i + 1, edges.count - 1)])
            case .always, .alwaysByFew:
                proposed = Self.limited(proposed, from: original, by: context.containerSize[axis])
            case .automatic:
                // iPhone in portrait: compact horizontally, regular vertically.
                if axis == .horizontal { proposed = Self.limited(proposed, from: original, by: context.containerSize[axis]) }
            case .never:
                break
            }
            if speed > 0 { candidates = candidates.filter { $0 > original + 0.5 }.nilIfEmpty ?? [candidates.last!] }
            if speed < 0 { candidates = candidates.filter { $0 < original - 0.5 }.nilIfEmpty ?? [candidates.first!] }
            target.rect.origin[axis] = Self.nearest(to: proposed, in: candidates)
        }
    }

    private static func limited(_ value: CGFloat, from start: CGFloat, by length: CGFloat) -> CGFloat {
        min(max(value, start - length), start + length)
    }

    private static func nearest(to value: CGFloat, in edges: [CGFloat]) -> CGFloat {
        edges.min { abs($0 - value) < abs($1 - value) } ?? value
    }
}

/// A type-erased scroll target behavior, as SwiftUI's `AnyScrollTargetBehavior` (iOS 18).
public struct AnyScrollTargetBehavior: ScrollTargetBehavior {
    let base: any ScrollTargetBehavior

    public init(_ behavior: some ScrollTargetBehavior) {
        base = behavior
    }

    public func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
        base.updateTarget(&target, context: context)
    }
}

extension ScrollTargetBehavior where Self == PagingScrollTargetBehavior {
    /// Settles on multiples of the scroll view's size.
    public static var paging: PagingScrollTargetBehavior { PagingScrollTargetBehavior() }
}

extension ScrollTargetBehavior where Self == ViewAlignedScrollTargetBehavior {
    /// Settles with a scroll target's leading edge at the scroll view's.
    public static var viewAligned: ViewAlignedScrollTargetBehavior { ViewAlignedScrollTargetBehavior() }

    public static func viewAligned(limitBehavior: ViewAlignedScrollTargetBehavior.LimitBehavior) -> ViewAlignedScrollTargetBehavior {
        ViewAlignedScrollTargetBehavior(limitBehavior: limitBehavior)
    }
}

extension View {
    /// Sets where the scroll views inside settle when an interaction scrolls them.
    nonisolated public func scrollTargetBehavior(_ behavior: some ScrollTargetBehavior) -> some View {
        transformingEnvironment { $0.scrollTargetBehavior = behavior }
    }
}

extension Axis {
    var set: Axis.Set { self == .horizontal ? .horizontal : .vertical }
}

extension CGPoint {
    subscript(axis: Axis) -> CGFloat {
        get { axis == .horizontal ? x : y }
        set { if axis == .horizontal { x = newValue } else { y = newValue } }
    }
}

extension Array {
    fileprivate var nilIfEmpty: [Element]? { isEmpty ? nil : self }
}
