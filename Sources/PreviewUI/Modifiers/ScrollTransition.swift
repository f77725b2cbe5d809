import Drawing

/// Where a view is in its scroll view, for `scrollTransition`, as SwiftUI's
/// `ScrollTransitionPhase`.
public enum ScrollTransitionPhase: Sendable, Hashable {
    /// Leaving, or not yet in, the visible region at its top or leading edge.
    case topLeading
    /// In the visible region.
    case identity
    /// Leaving, or not yet in, the visible region at its bottom or trailing edge.
    case bottomTrailing

    /// Whether the view is in the visible region.
    public var isIdentity: Bool { self == .identity }

    /// −1 at the top or leading edge, 0 in the region, 1 at the bottom or trailing edge.
    public var value: Double {
        switch self {
        case .topLeading: -1
        case .identity: 0
        case .bottomTrailing: 1
        }
    }
}

/// How a scroll transition follows the scrolling, as SwiftUI's `ScrollTransitionConfiguration`.
public struct ScrollTransitionConfiguration: Sendable {
    let interactive: Bool
    /// How much of the view shows before it counts as in the region.
    var threshold: Threshold = .visible(0.5)

    /// The effect follows the view as it crosses the edge.
    public static let interactive = ScrollTransitionConfiguration(interactive: true)
    /// The effect animates between phases when the view crosses the threshold.
    public static let animated = ScrollTransitionConfiguration(interactive: false)
    /// As `.animated`, with an animation (a still shows where it ends).
    public static func animated(_ animation: Animation) -> ScrollTransitionConfiguration { .animated }
    /// No transition at all: always the identity phase.
    public static let identity = ScrollTransitionConfiguration(interactive: false, threshold: .visible(0))

    /// The same with another threshold.
    public func threshold(_ threshold: Threshold) -> ScrollTransitionConfiguration {
        var c = self
        c.threshold = threshold
        return c
    }

    /// How much of a view must be visible to be in the region.
    public struct Threshold: Sendable {
        let amount: Double
        /// Any part visible.
        public static let visible = Threshold(amount: 0)
        /// Wholly visible.
        public static let centered = Threshold(amount: 1)
        /// Not visible at all.
        public static let hidden = Threshold(amount: -1)
        /// A fraction of the view visible.
        public static func visible(_ amount: Double) -> Threshold { Threshold(amount: amount) }
    }
}

extension View {
    /// Changes the view as it scrolls in and out of its scroll view's visible region: the
    /// effect for the phase it is in (interactive: the identity effect and the edge's, mixed by
    /// how far it is out).
    nonisolated public func scrollTransition(
        _ configuration: ScrollTransitionConfiguration = .interactive, axis: Axis? = nil,
        transition: @escaping @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> some VisualEffect,
        _fileID: String = #fileID, _line: Int = #line
    ) -> some View {
        let site = CallSite(file: _fileID, line: _line)
        return modifier(ScrollTransitionModifier(configuration: configuration, axis: axis, site: site) { transition($0, $1) })
    }

    /// As `scrollTransition`, with separate configurations for the two edges.
    nonisolated public func scrollTransition(
        topLeading: ScrollTransitionConfiguration, bottomTrailing: ScrollTransitionConfiguration, axis: Axis? = nil,
        transition: @escaping @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> some VisualEffect,
        _fileID: String = #fileID, _line: Int = #line
    ) -> some View {
        let site = CallSite(file: _fileID, line: _line)
        return modifier(ScrollTransitionModifier(configuration: topLeading, bottomConfiguration: bottomTrailing, axis: axis, site: site) {
            transition($0, $1)
        })
    }
}

nonisolated struct ScrollTransitionModifier: ViewModifier, @MainActor PrimitiveModifier {
    let configuration: ScrollTransitionConfiguration
    var bottomConfiguration: ScrollTransitionConfiguration?
    let axis: Axis?
    let site: CallSite
    let transition: @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> any VisualEffect

    @MainActor func makeNodes(content: ResolveContext.Content, _ context: ResolveContext) -> [LayoutNode] {
        content(context).map {
            ScrollTransitionNode($0, top: configuration, bottom: bottomConfiguration ?? configuration, axis: axis,
                                 transition: transition, environment: context.environment, site: site)
        }
    }
}

/// Draws its child through the transition's effect for where it is in the visible region of
/// the nearest scroll view (none: the identity phase).
final class ScrollTransitionNode: UnaryNode {
    let top: ScrollTransitionConfiguration
    let bottom: ScrollTransitionConfiguration
    let axis: Axis?
    let effect: @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> any VisualEffect
    let environment: EnvironmentValues
    let site: CallSite
    private var viewport: CGRect?
    private var drawn: VisualEffectNode?

    init(_ child: LayoutNode, top: ScrollTransitionConfiguration, bottom: ScrollTransitionConfiguration, axis: Axis?,
         transition: @escaping @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> any VisualEffect,
         environment: EnvironmentValues, site: CallSite) {
        self.top = top
        self.bottom = bottom
        self.axis = axis
        self.effect = transition
        self.environment = environment
        self.site = site
        super.init(child)
    }

    override func place(at origin: CGPoint, proposal: ProposedViewSize, _ context: PlacementContext) {
        super.place(at: origin, proposal: proposal, context)
        viewport = context.viewport
    }

    /// The phase and, for an interactive transition, how far into it (0…1).
    func phase() -> (ScrollTransitionPhase, Double) {
        guard let v = viewport, frame.width > 0, frame.height > 0 else { return (.identity, 0) }
        // The axis the view leaves the region along (the scroll view's, when one is asked).
        let vertical = axis.map { $0 == .vertical } ?? !(frame.minX < v.minX || frame.maxX > v.maxX)
        let (low, high, start, end) = vertical ? (v.minY, v.maxY, frame.minY, frame.maxY) : (v.minX, v.maxX, frame.minX, frame.maxX)
        let length = end - start
        let outBefore = min(max((low - start) / length, 0), 1)
        let outAfter = min(max((end - high) / length, 0), 1)
        let (out, edge, config) = outBefore >= outAfter ? (outBefore, ScrollTransitionPhase.topLeading, top)
                                                         : (outAfter, ScrollTransitionPhase.bottomTrailing, bottom)
        guard out > 0 else { return (.identity, 0) }
        if config.interactive { return (edge, out) }
        // Animated: in the region while at least the threshold's share of the view shows.
        let shown = 1 - out
        let inRegion = config.threshold.amount < 0 ? out < 1 : shown >= max(config.threshold.amount, 1e-9)
        return inRegion ? (.identity, 0) : (edge, 1)
    }

    override func emitContent(_ e: inout Emitter) {
        let (phase, amount) = phase()
        let identitySteps = (effect(EmptyVisualEffect(), .identity) as? AppliedVisualEffect)?.steps ?? []
        let edgeSteps = (effect(EmptyVisualEffect(), phase) as? AppliedVisualEffect)?.steps ?? []
        let steps: [VisualEffectStep]
        if amount >= 1 || phase == .identity {
            steps = edgeSteps
        } else if let mixed = VisualEffectStep.interpolate(identitySteps, edgeSteps, amount) {
            steps = mixed
        } else {
            ViewGraph.approximate("scrollTransition whose effects differ in kind between phases cannot be mixed part of the way",
                                  drawnAs: "the effect of the phase it is nearer", at: site)
            steps = amount < 0.5 ? identitySteps : edgeSteps
        }
        let node = VisualEffectNode(child, effect: { _, _ in AppliedVisualEffect(steps: steps) }, environment: environment, site: site)
        node.frame = frame
        node.emitContent(&e)
    }
}

extension VisualEffectStep {
    /// `a` and `b` mixed, `t` of the way from `a` to `b`, when they are the same effects in the
    /// same order with numbers between (offset, scale, rotation, opacity, blur); nil otherwise.
    static func interpolate(_ a: [VisualEffectStep], _ b: [VisualEffectStep], _ t: Double) -> [VisualEffectStep]? {
        guard a.count == b.count else { return nil }
        func mix(_ x: CGFloat, _ y: CGFloat) -> CGFloat { x + (y - x) * t }
        var out: [VisualEffectStep] = []
        for (x, y) in zip(a, b) {
            switch (x, y) {
            case let (.offset(p), .offset(q)):
                out.append(.offset(CGSize(width: mix(p.width, q.width), height: mix(p.height, q.height))))
            case let (.scale(p, anchor), .scale(q, anchor2)) where anchor == anchor2:
                out.append(.scale(CGSize(width: mix(p.width, q.width), height: mix(p.height, q.height)), anchor: anchor))
            case let (.rotation(p, anchor), .rotation(q, anchor2)) where anchor == anchor2:
                out.append(.rotation(.radians(mix(p.radians, q.radians)), anchor: anchor))
            case let (.opacity(p), .opacity(q)):
                out.append(.opacity(mix(p, q)))
            case let (.blur(p, opaque), .blur(q, opaque2)) where opaque == opaque2:
                out.append(.blur(radius: mix(p, q), opaque: opaque))
            default:
                return nil
            }
        }
        return out
    }
}

/// What a scroll view is doing, as SwiftUI's `ScrollPhase`. A picture is taken at rest.
public enum ScrollPhase: Sendable, Hashable {
    case idle, tracking, interacting, decelerating, animating

    /// Whether the scroll view is moving or being moved.
    public var isScrolling: Bool { self != .idle }
}

/// What else is known when a scroll phase changes, as SwiftUI's `ScrollPhaseChangeContext`.
public struct ScrollPhaseChangeContext: Sendable {
    /// The scroll view's velocity, when it is moving.
    public var velocity: CGVector? { nil }
}

/// A key press, as SwiftUI's `KeyPress`.
public struct KeyPress: Sendable {
    public let key: KeyEquivalent
    public let characters: String
    public let modifiers: EventModifiers
    public let phase: Phases

    /// Whether the press was dealt with.
    public enum Result: Sendable, Hashable { case handled, ignored }

    /// The phases of a key press.
    public struct Phases: OptionSet, Sendable, Hashable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let down = Phases(rawValue: 1)
        public static let `repeat` = Phases(rawValue: 2)
        public static let up = Phases(rawValue: 4)
        public static let all: Phases = [.down, .repeat, .up]
    }
}

/// Whether a view is visible in its scroll view, kept at placement for `onScrollVisibilityChange`.
final class ScrollVisibilityNode: UnaryNode {
    let threshold: Double
    private(set) var isVisible = true

    init(_ child: LayoutNode, threshold: Double) {
        self.threshold = threshold
        super.init(child)
    }

    override func place(at origin: CGPoint, proposal: ProposedViewSize, _ context: PlacementContext) {
        super.place(at: origin, proposal: proposal, context)
        guard let v = context.viewport, frame.width > 0, frame.height > 0 else { isVisible = true; return }
        let shown = frame.intersection(v)
        let fraction = shown.isNull ? 0 : (shown.width * shown.height) / (frame.width * frame.height)
        isVisible = fraction >= threshold && fraction > 0
    }
}

extension View {
    /// Calls `action` with whether at least `threshold` of the view shows in its scroll view:
    /// once it first shows, and whenever that changes.
    nonisolated public func onScrollVisibilityChange(threshold: Double = 0.5, _ action: @escaping (Bool) -> Void) -> some View {
        modifier(ScrollVisibilityModifier(threshold: threshold, action: action))
    }

    /// Calls `action` when the scroll view's phase changes: a picture is taken at rest, so never.
    nonisolated public func onScrollPhaseChange(_ action: @escaping (_ oldPhase: ScrollPhase, _ newPhase: ScrollPhase) -> Void) -> some View {
        self
    }

    /// Calls `action` when the scroll view's phase changes (with its context): never, at rest.
    nonisolated public func onScrollPhaseChange(
        _ action: @escaping (_ oldPhase: ScrollPhase, _ newPhase: ScrollPhase, _ context: ScrollPhaseChangeContext) -> Void
    ) -> some View {
        self
    }

    /// Keeps the view's geometry apart for animations of what is inside: nothing to draw.
    nonisolated public func geometryGroup() -> some View {
        self
    }

    /// Handles presses of a hardware keyboard's key: a preview presses none.
    nonisolated public func onKeyPress(_ key: KeyEquivalent, action: @escaping () -> KeyPress.Result) -> some View { self }

    /// Handles presses of a key in the given phases: a preview presses none.
    nonisolated public func onKeyPress(_ key: KeyEquivalent, phases: KeyPress.Phases = [.down, .repeat],
                                       action: @escaping (KeyPress) -> KeyPress.Result) -> some View { self }

    /// Handles presses of any of the keys: a preview presses none.
    nonisolated public func onKeyPress(keys: Set<KeyEquivalent>, phases: KeyPress.Phases = [.down, .repeat],
                                       action: @escaping (KeyPress) -> KeyPress.Result) -> some View { self }

    /// Handles presses of keys that type the characters: a preview presses none.
    nonisolated public func onKeyPress(characters: CharacterSet, phases: KeyPress.Phases = [.down, .repeat],
                                       action: @escaping (KeyPress) -> KeyPress.Result) -> some View { self }

    /// Handles every key press: a preview presses none.
    nonisolated public func onKeyPress(phases: KeyPress.Phases = [.down, .repeat],
                                       action: @escaping (KeyPress) -> KeyPress.Result) -> some View { self }
}

nonisolated struct ScrollVisibilityModifier: ViewModifier, @MainActor PrimitiveModifier {
    let threshold: Double
    let action: (Bool) -> Void

    @MainActor func makeNodes(content: ResolveContext.Content, _ context: ResolveContext) -> [LayoutNode] {
        let key = context.key + "#scroll-visibility"
        let action = self.action, last = context.graph.geometryChangeLastValues
        let watched = ScrollVisibilityNode(content(context).single(), threshold: threshold)
        let written = PreferenceNode(watched) { [weak watched] values in
            values.set(GeometryChangeValues.self, [key: AnyHashableBox(watched?.isVisible ?? true)])
        }
        return [PreferenceObserverNode(written, key: key, keyName: "onScrollVisibilityChange") { values in
            let visible = values.value(GeometryChangeValues.self)[key]?.value as? Bool ?? true
            return (AnyHashableBox(visible), {
                let before = last.values[key] as? Bool
                last.values[key] = visible
                // The first call is when the view first shows.
                if before != nil || visible { action(visible) }
            })
        }]
    }
}

/// What a focusable view does when focused, as SwiftUI's `FocusInteractions`.
public struct FocusInteractions: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let activate = FocusInteractions(rawValue: 1)
    public static let edit = FocusInteractions(rawValue: 2)
    public static let automatic: FocusInteractions = [.activate, .edit]
}

extension View {
    /// Lets the view take focus from a hardware keyboard: nothing to draw on iPhone.
    nonisolated public func focusable(_ isFocusable: Bool = true) -> some View { self }

    /// Lets the view take focus for the given interactions: nothing to draw on iPhone.
    nonisolated public func focusable(_ isFocusable: Bool = true, interactions: FocusInteractions) -> some View { self }
}
