import Foundation

/// A view that stands for the view a modifier's closure changes (`phaseAnimator`,
/// `keyframeAnimator`), as SwiftUI's `PlaceholderContentView`.
public struct PlaceholderContentView<Value> {
    let view: any View
    /// In `animation(_:body:)`: the view keeps the transaction outside the body.
    var keepsOuterTransaction = false

    init(_ view: any View, keepsOuterTransaction: Bool = false) {
        self.view = view
        self.keepsOuterTransaction = keepsOuterTransaction
    }
}

extension PlaceholderContentView: View, PrimitiveView {
    public var body: Never { primitiveBody("PlaceholderContentView") }

    func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        var c = context
        if keepsOuterTransaction, let outer = context.transactionOutsideBody {
            c.transaction = outer
            c.transactionOutsideBody = nil
        }
        return c.resolve(view, component: "placeholder")
    }
}

/// A view that animates its content through phases, as SwiftUI's `PhaseAnimator`. A still
/// shows where iOS rests: the first phase (before the trigger changes, and again once the
/// cycle a change starts is over; where a repeating animator starts). The motion between
/// phases is not drawn, and is reported.
public struct PhaseAnimator<Phase: Equatable, Content: View> {
    let first: Phase?
    /// Every phase, in order.
    let phases: [Phase]
    /// What a trigger-played animator last saw (nil for a repeating one).
    let trigger: AnyHashableBox?
    let content: (Phase) -> Content
    let animation: (Phase) -> Animation?
    let repeats: Bool
    let site: CallSite
    /// Made by the `phaseAnimator` modifier (its reports name it).
    var isModifier = false

    /// Cycles through `phases` each time `trigger` changes.
    public init(
        _ phases: some Sequence<Phase>, trigger: some Equatable, @ViewBuilder content: @escaping (Phase) -> Content,
        animation: @escaping (Phase) -> Animation? = { _ in .default }, _fileID: String = #fileID, _line: Int = #line
    ) {
        self.phases = Array(phases)
        first = self.phases.first
        self.trigger = AnyHashableBox(trigger)
        self.content = content
        self.animation = animation
        repeats = false
        site = CallSite(file: _fileID, line: _line)
    }

    /// Cycles through `phases` continuously.
    public init(
        _ phases: some Sequence<Phase>, @ViewBuilder content: @escaping (Phase) -> Content,
        animation: @escaping (Phase) -> Animation? = { _ in .default }, _fileID: String = #fileID, _line: Int = #line
    ) {
        self.phases = Array(phases)
        first = self.phases.first
        trigger = nil
        self.content = content
        self.animation = animation
        repeats = true
        site = CallSite(file: _fileID, line: _line)
    }
}

extension PhaseAnimator: View, PrimitiveView {
    public var body: Never { primitiveBody("PhaseAnimator") }

    func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        guard let first else {
            context.approximate("PhaseAnimator with no phases: iOS shows a visual warning in its place", drawnAs: "nothing", at: site)
            return []
        }
        let nodes = context.resolve(content(first), component: "phase")
        if let trigger {
            // A change of the trigger plays the cycle: first → second … → last → first again,
            // each step with the animation of the phase it goes to. The transition into this
            // frame shows it; the frame itself is where the cycle ends.
            // Compared with the last frame's trigger (every layout pass of this frame sees the change).
            let changed = context.graph.animationValueChanged(trigger, for: context.key + "#phase-trigger")
            guard changed, phases.count > 1 else { return nodes }
            let order = phases + [first]
            let content = self.content, animation = self.animation
            let steps = (1..<order.count).map { i in (from: i - 1, to: i, animation: animation(order[i])) }
            return [PhaseMotionNode(nodes.single(), steps: steps.map { ($0.from, $0.to, $0.animation) }) { index, animation in
                var c = context
                c.transaction = Transaction(animation: animation)
                return c.resolve(content(order[index]), component: "phase").single()
            }]
        }
        let drawnAs = "the first phase, where iOS starts cycling"
        if isModifier {
            context.approximate("phaseAnimator motion between phases is not drawn (it cycles for ever; a still)", drawnAs: drawnAs, at: site)
        } else {
            context.approximate("PhaseAnimator motion between phases is not drawn (it cycles for ever; a still)", drawnAs: drawnAs, at: site)
        }
        return nodes
    }
}

extension View {
    /// Animates the effects `content` applies to this view through `phases` each time
    /// `trigger` changes (a still shows the first phase).
    nonisolated public func phaseAnimator<Phase: Equatable>(
        _ phases: some Sequence<Phase>, trigger: some Equatable,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> some View,
        animation: @escaping (Phase) -> Animation? = { _ in .default }, _fileID: String = #fileID, _line: Int = #line
    ) -> some View {
        let placeholder = PlaceholderContentView<Self>(self)
        var animator = PhaseAnimator(phases, trigger: trigger, content: { content(placeholder, $0) }, animation: animation,
                                     _fileID: _fileID, _line: _line)
        animator.isModifier = true
        return animator
    }

    /// Animates the effects `content` applies to this view through `phases` continuously (a
    /// still shows the first phase).
    nonisolated public func phaseAnimator<Phase: Equatable>(
        _ phases: some Sequence<Phase>, @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> some View,
        animation: @escaping (Phase) -> Animation? = { _ in .default }, _fileID: String = #fileID, _line: Int = #line
    ) -> some View {
        let placeholder = PlaceholderContentView<Self>(self)
        var animator = PhaseAnimator(phases, content: { content(placeholder, $0) }, animation: animation, _fileID: _fileID, _line: _line)
        animator.isModifier = true
        return animator
    }
}

/// A phase animator its trigger set off: drawn at its first phase, and, at a moment of the
/// transition into its frame, as the step of the cycle then shows it (the two phases' content
/// made again and animated between, `MotionPlan` inside `MotionPlan`).
final class PhaseMotionNode: UnaryNode {
    /// The cycle's steps: from one phase (by index) to the next, with the animation of the one
    /// it goes to (nil: it jumps).
    let steps: [(from: Int, to: Int, animation: Animation?)]
    let make: @MainActor (Int, Animation?) -> LayoutNode

    init(_ child: LayoutNode, steps: [(from: Int, to: Int, animation: Animation?)],
         make: @escaping @MainActor (Int, Animation?) -> LayoutNode) {
        self.steps = steps
        self.make = make
        super.init(child)
    }

    /// The cycle's length: each step's animation in turn.
    var duration: TimeInterval { steps.reduce(0) { $0 + ($1.animation?.duration ?? 0) } }

    /// The step playing at `t`, and how far into it.
    func step(at t: TimeInterval) -> (index: Int, time: TimeInterval) {
        var start = 0.0
        for (i, s) in steps.enumerated() {
            let d = s.animation?.duration ?? 0
            if t < start + d { return (i, t - start) }
            start += d
        }
        return (steps.count - 1, steps.last?.animation?.duration ?? 0)
    }
}
