import Foundation

/// A view that animates its content with keyframes, as SwiftUI's `KeyframeAnimator`. A still
/// shows where iOS rests: the initial value before the trigger first changes; after a change,
/// the keyframes' end value (the animation it starts comes to rest there, and that value is
/// where the next one starts); for a repeating animator, the value at the start of the
/// keyframes. The motion is not drawn, and is reported.
public struct KeyframeAnimator<Value, KeyframePath: Keyframes, Content: View> where Value == KeyframePath.Value {
    enum Playback {
        case trigger(any Equatable)
        case repeating(Bool)
    }

    let initialValue: Value
    let playback: Playback
    let content: (Value) -> Content
    let keyframes: (Value) -> KeyframePath
    let site: CallSite
    /// Made by the `keyframeAnimator` modifier (its reports name it).
    var isModifier = false

    /// Plays the keyframes each time `trigger` changes.
    public init(
        initialValue: Value, trigger: some Equatable, @ViewBuilder content: @escaping (Value) -> Content,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath, _fileID: String = #fileID, _line: Int = #line
    ) {
        self.initialValue = initialValue
        playback = .trigger(trigger)
        self.content = content
        self.keyframes = keyframes
        site = CallSite(file: _fileID, line: _line)
    }

    /// Plays the keyframes in a loop while `repeating` is true.
    public init(
        initialValue: Value, repeating: Bool = true, @ViewBuilder content: @escaping (Value) -> Content,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath, _fileID: String = #fileID, _line: Int = #line
    ) {
        self.initialValue = initialValue
        playback = .repeating(repeating)
        self.content = content
        self.keyframes = keyframes
        site = CallSite(file: _fileID, line: _line)
    }
}

/// What a trigger-played keyframe animator rests at: the trigger it last saw and its value,
/// and the value the last play started from.
struct KeyframeAnimatorRest<Value> {
    let trigger: any Equatable
    let value: Value
    var playedFrom: Value?
}

extension KeyframeAnimator: View, PrimitiveView {
    public var body: Never { primitiveBody("KeyframeAnimator") }

    func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        let shown: Value
        let drawnAs: String
        /// The keyframes the change that made this frame played, when it played them.
        var played: KeyframeTimeline<Value>?
        switch playback {
        case .repeating(let on):
            shown = KeyframeTimeline(initialValue: initialValue, initialVelocity: nil, keyframes: keyframes(initialValue)).value(time: 0)
            drawnAs = on ? "the value at the start of the keyframes, where iOS starts playing them" : "the value at the start of the keyframes"
        case .trigger(let trigger):
            let key = context.key + "#keyframes"
            // Whether this frame's change set it off (every layout pass of the frame sees it).
            func box<T: Equatable>(_ t: T) -> AnyHashableBox { AnyHashableBox(t) }
            let changed = context.graph.animationValueChanged(box(trigger), for: key + "-trigger")
            if let rest = context.graph.storedValue(for: key) as? KeyframeAnimatorRest<Value> {
                if ViewGraph.same(rest.trigger, trigger) {
                    shown = rest.value
                    if changed, let from = rest.playedFrom {
                        played = KeyframeTimeline(initialValue: from, initialVelocity: nil, keyframes: keyframes(from))
                    }
                } else {
                    // The trigger changed: the keyframes played from where the animator rested.
                    let timeline = KeyframeTimeline(initialValue: rest.value, initialVelocity: nil, keyframes: keyframes(rest.value))
                    shown = timeline.value(time: timeline.duration)
                    played = timeline
                    context.graph.store(KeyframeAnimatorRest(trigger: trigger, value: shown, playedFrom: rest.value), for: key, notify: false)
                }
            } else {
                shown = initialValue
                context.graph.store(KeyframeAnimatorRest(trigger: trigger, value: shown), for: key, notify: false)
            }
            drawnAs = "the value where the animator rests (the initial value before its trigger changes, the keyframes' end after)"
        }
        let nodes = context.resolve(content(shown), component: "keyframes")
        if let played, played.duration > 0 {
            // The change played the keyframes: the transition into this frame shows them, each
            // moment the content at the keyframes' value then (the host's clock).
            let content = self.content
            return [TimedContentNode(nodes.single(), duration: played.duration) { t in
                context.resolve(content(played.value(time: t)), component: "keyframes").single()
            }]
        }
        if case .repeating(true) = playback {
            let name = isModifier ? "keyframeAnimator(repeating:)" : "KeyframeAnimator(repeating:)"
            context.approximate("\(name) motion is not drawn (it plays for ever; a still)", drawnAs: drawnAs, at: site)
        }
        return nodes
    }
}

// The `content` closures are `@Sendable`, as SwiftUI's: the modifiers they apply are
// nonisolated, so such a closure can call them.
extension View {
    /// Plays keyframes on the effects `content` applies to this view each time `trigger`
    /// changes (a still shows where the animator rests).
    nonisolated public func keyframeAnimator<Value>(
        initialValue: Value, trigger: some Equatable,
        @ViewBuilder content: @escaping @Sendable (PlaceholderContentView<Self>, Value) -> some View,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> some Keyframes<Value>, _fileID: String = #fileID, _line: Int = #line
    ) -> some View {
        let placeholder = PlaceholderContentView<Self>(self)
        var animator = KeyframeAnimator(initialValue: initialValue, trigger: trigger, content: { content(placeholder, $0) },
                                        keyframes: keyframes, _fileID: _fileID, _line: _line)
        animator.isModifier = true
        return animator
    }

    /// Plays keyframes in a loop on the effects `content` applies to this view (a still shows
    /// the value at the start of the keyframes).
    nonisolated public func keyframeAnimator<Value>(
        initialValue: Value, repeating: Bool = true,
        @ViewBuilder content: @escaping @Sendable (PlaceholderContentView<Self>, Value) -> some View,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> some Keyframes<Value>, _fileID: String = #fileID, _line: Int = #line
    ) -> some View {
        let placeholder = PlaceholderContentView<Self>(self)
        var animator = KeyframeAnimator(initialValue: initialValue, repeating: repeating, content: { content(placeholder, $0) },
                                        keyframes: keyframes, _fileID: _fileID, _line: _line)
        animator.isModifier = true
        return animator
    }
}

/// Content that changes with time while the transition into its frame plays (a keyframe
/// animator its trigger set off): drawn as it stands in the frame, and, at a moment of the
/// transition, made again for that moment (`MotionPlan`).
final class TimedContentNode: UnaryNode {
    let duration: TimeInterval
    let contentAt: @MainActor (TimeInterval) -> LayoutNode

    init(_ child: LayoutNode, duration: TimeInterval, contentAt: @escaping @MainActor (TimeInterval) -> LayoutNode) {
        self.duration = duration
        self.contentAt = contentAt
        super.init(child)
    }
}
