import Foundation

/// A view that stands for the view a modifier's closure changes (`phaseAnimator`,
/// `keyframeAnimator`), as SwiftUI's `PlaceholderContentView`.
public struct PlaceholderContentView<Value> {
    let view: any View

    init(_ view: any View) {
        self.view = view
    }
}

extension PlaceholderContentView: View, PrimitiveView {
    public var body: Never { primitiveBody("PlaceholderContentView") }

    func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        context.resolve(view, component: "placeholder")
    }
}

/// A view that animates its content through phases, as SwiftUI's `PhaseAnimator`. A still
/// shows where iOS rests: the first phase (before the trigger changes, and again once the
/// cycle a change starts is over; where a repeating animator starts). The motion between
/// phases is not drawn, and is reported.
public struct PhaseAnimator<Phase: Equatable, Content: View> {
    let first: Phase?
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
        var it = phases.makeIterator()
        first = it.next()
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
        var it = phases.makeIterator()
        first = it.next()
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
        let drawnAs = repeats ? "the first phase, where iOS starts cycling" : "the first phase, where iOS rests before and after its trigger changes"
        if isModifier {
            context.approximate("phaseAnimator motion between phases is not drawn (a still)", drawnAs: drawnAs, at: site)
        } else {
            context.approximate("PhaseAnimator motion between phases is not drawn (a still)", drawnAs: drawnAs, at: site)
        }
        return context.resolve(content(first), component: "phase")
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
