import Foundation

// SwiftUI's keyframes: `Keyframes` (tracks of a root value), `KeyframeTrackContent` (the
// keyframes of one track), the four keyframe kinds and the two result builders. What they
// describe is computed by `KeyframeTimeline` (KeyframeTimeline.swift).

/// A description of how a value changes over time, as SwiftUI's `Keyframes`: tracks, each
/// animating the root value or one of its properties.
public protocol Keyframes<Value> {
    /// The type of value animated.
    associatedtype Value = Self.Body.Value
    /// The type of keyframes this one is made of.
    associatedtype Body: Keyframes
    /// The composition of content that makes up the keyframes.
    @KeyframesBuilder<Self.Value> var body: Self.Body { get }

    /// Adds the tracks of these keyframes, starting from `initialValue` (and
    /// `initialVelocity`, when an animation is already moving). PreviewUI's own.
    func _resolve(into resolved: inout _ResolvedKeyframes<Value>, initialValue: Value, initialVelocity: Value?)
}

extension Keyframes where Value == Body.Value {
    public func _resolve(into resolved: inout _ResolvedKeyframes<Value>, initialValue: Value, initialVelocity: Value?) {
        body._resolve(into: &resolved, initialValue: initialValue, initialVelocity: initialVelocity)
    }
}

// Never's `body` is View's (main-actor isolated); it is never asked for.
extension Never: @preconcurrency Keyframes {
    public func _resolve(into resolved: inout _ResolvedKeyframes<Never>, initialValue: Never, initialVelocity: Never?) {}
}

/// The tracks of some keyframes, each a function of time writing its part of the root value.
public struct _ResolvedKeyframes<Value> {
    struct Track {
        var duration: TimeInterval
        /// Writes the track's value at a time into the root value.
        var apply: (inout Value, Double) -> Void
        /// Writes the track's velocity at a time into a root value holding velocities.
        var applyVelocity: (inout Value, Double) -> Void
    }

    var tracks: [Track] = []

    init() {}

    /// The duration of the longest track.
    var duration: TimeInterval { tracks.map(\.duration).max() ?? 0 }
}

/// The keyframes of one track, as SwiftUI's `KeyframeTrackContent`.
public protocol KeyframeTrackContent<Value> {
    associatedtype Value: Animatable = Self.Body.Value
    associatedtype Body: KeyframeTrackContent
    /// The composition of keyframes that makes up this content.
    @KeyframeTrackContentBuilder<Self.Value> var body: Self.Body { get }

    /// Adds these keyframes' segments, in order. PreviewUI's own.
    func _resolve(into resolved: inout _ResolvedKeyframeTrackContent<Value>)
}

extension KeyframeTrackContent where Value == Body.Value {
    public func _resolve(into resolved: inout _ResolvedKeyframeTrackContent<Value>) {
        body._resolve(into: &resolved)
    }
}

/// The segments of one track, in order, as its keyframes declared them.
public struct _ResolvedKeyframeTrackContent<Value: Animatable> {
    typealias Data = Value.AnimatableData

    enum Segment {
        case move(to: Data)
        case linear(to: Data, duration: TimeInterval, curve: UnitCurve)
        case cubic(to: Data, duration: TimeInterval, startVelocity: Data?, endVelocity: Data?)
        case spring(to: Data, duration: TimeInterval?, spring: Spring, startVelocity: Data?)
    }

    var segments: [Segment] = []

    init() {}
}

/// Keyframes whose content PreviewUI resolves itself (`body` is never asked for).
protocol PrimitiveKeyframeTrackContent: KeyframeTrackContent where Body == Self {
    var segment: _ResolvedKeyframeTrackContent<Value>.Segment { get }
}

extension PrimitiveKeyframeTrackContent {
    public var body: Self { return self }

    public func _resolve(into resolved: inout _ResolvedKeyframeTrackContent<Value>) {
        resolved.segments.append(segment)
    }
}

// MARK: The keyframes

/// A keyframe that jumps to a value at once (a segment of no duration).
public struct MoveKeyframe<Value: Animatable>: KeyframeTrackContent, PrimitiveKeyframeTrackContent {
    public typealias Body = MoveKeyframe<Value>
    let to: Value

    public init(_ to: Value) {
        self.to = to
    }

    var segment: _ResolvedKeyframeTrackContent<Value>.Segment { .move(to: to.animatableData) }
}

/// A keyframe that interpolates in a straight line to a value, along a timing curve.
public struct LinearKeyframe<Value: Animatable>: KeyframeTrackContent, PrimitiveKeyframeTrackContent {
    public typealias Body = LinearKeyframe<Value>
    let to: Value
    let duration: TimeInterval
    let timingCurve: UnitCurve

    public init(_ to: Value, duration: TimeInterval, timingCurve: UnitCurve = .linear) {
        self.to = to
        self.duration = duration
        self.timingCurve = timingCurve
    }

    var segment: _ResolvedKeyframeTrackContent<Value>.Segment {
        .linear(to: to.animatableData, duration: max(duration, 0), curve: timingCurve)
    }
}

/// A keyframe that moves to a value along a cubic (Hermite) curve. Velocities left nil keep
/// the motion smooth: adjacent cubic keyframes make a Catmull-Rom spline; next to another
/// kind of keyframe, the velocity it ends or starts with is used.
public struct CubicKeyframe<Value: Animatable>: KeyframeTrackContent, PrimitiveKeyframeTrackContent {
    public typealias Body = CubicKeyframe<Value>
    let to: Value
    let duration: TimeInterval
    let startVelocity: Value?
    let endVelocity: Value?

    public init(_ to: Value, duration: TimeInterval, startVelocity: Value? = nil, endVelocity: Value? = nil) {
        self.to = to
        self.duration = duration
        self.startVelocity = startVelocity
        self.endVelocity = endVelocity
    }

    var segment: _ResolvedKeyframeTrackContent<Value>.Segment {
        .cubic(to: to.animatableData, duration: max(duration, 0), startVelocity: startVelocity?.animatableData,
               endVelocity: endVelocity?.animatableData)
    }
}

/// A keyframe that moves to a value along a spring's motion, for `duration` (nil: until the
/// spring settles).
public struct SpringKeyframe<Value: Animatable>: KeyframeTrackContent, PrimitiveKeyframeTrackContent {
    public typealias Body = SpringKeyframe<Value>
    let to: Value
    let duration: TimeInterval?
    let spring: Spring
    let startVelocity: Value?

    public init(_ to: Value, duration: TimeInterval? = nil, spring: Spring = Spring(), startVelocity: Value? = nil) {
        self.to = to
        self.duration = duration
        self.spring = spring
        self.startVelocity = startVelocity
    }

    var segment: _ResolvedKeyframeTrackContent<Value>.Segment {
        .spring(to: to.animatableData, duration: duration.map { max($0, 0) }, spring: spring,
                startVelocity: startVelocity?.animatableData)
    }
}

/// Keyframes made of others (a builder's blocks and branches).
struct CombinedKeyframeTrackContent<Value: Animatable>: KeyframeTrackContent {
    typealias Body = CombinedKeyframeTrackContent<Value>
    let parts: [(inout _ResolvedKeyframeTrackContent<Value>) -> Void]

    var body: Self { return self }

    func _resolve(into resolved: inout _ResolvedKeyframeTrackContent<Value>) {
        for part in parts { part(&resolved) }
    }
}

extension KeyframeTrackContent {
    /// This content as a step of a combination.
    var resolving: (inout _ResolvedKeyframeTrackContent<Value>) -> Void { { self._resolve(into: &$0) } }
}

// MARK: The track

/// The keyframes of one property of a root value (or of the whole value), as SwiftUI's
/// `KeyframeTrack`.
public struct KeyframeTrack<Root, Value, Content>: Keyframes where Value == Content.Value, Content: KeyframeTrackContent {
    public typealias Body = Never
    let keyPath: WritableKeyPath<Root, Value>
    let content: Content

    /// A track animating the whole value.
    public init(@KeyframeTrackContentBuilder<Root> content: () -> Content) where Root == Value {
        keyPath = \Root.self
        self.content = content()
    }

    /// A track animating the property at `keyPath`.
    public init(_ keyPath: WritableKeyPath<Root, Value>, @KeyframeTrackContentBuilder<Value> content: () -> Content) {
        self.keyPath = keyPath
        self.content = content()
    }

    /// A track of `content` (a builder's block of keyframes written without a track).
    init(_ keyPath: WritableKeyPath<Root, Value>, whole content: Content) {
        self.keyPath = keyPath
        self.content = content
    }

    public var body: Never { return fatalError("KeyframeTrack is resolved by PreviewUI and has no body") }

    public func _resolve(into resolved: inout _ResolvedKeyframes<Root>, initialValue: Root, initialVelocity: Root?) {
        var segments = _ResolvedKeyframeTrackContent<Value>()
        content._resolve(into: &segments)
        let path = KeyframeSegmentPath<Value>(
            initial: initialValue[keyPath: keyPath].animatableData,
            initialVelocity: initialVelocity?[keyPath: keyPath].animatableData, segments: segments.segments)
        let keyPath = self.keyPath
        resolved.tracks.append(_ResolvedKeyframes<Root>.Track(
            duration: path.duration,
            apply: { root, time in root[keyPath: keyPath].animatableData = path.value(at: time) },
            applyVelocity: { root, time in root[keyPath: keyPath].animatableData = path.velocity(at: time) }))
    }
}

/// Several keyframes' tracks together (a builder's block).
struct CombinedKeyframes<Value>: Keyframes {
    typealias Body = Never
    let parts: [(inout _ResolvedKeyframes<Value>, Value, Value?) -> Void]

    var body: Never { return fatalError("combined keyframes are resolved by PreviewUI and have no body") }

    func _resolve(into resolved: inout _ResolvedKeyframes<Value>, initialValue: Value, initialVelocity: Value?) {
        for part in parts { part(&resolved, initialValue, initialVelocity) }
    }
}

extension Keyframes {
    var resolving: (inout _ResolvedKeyframes<Value>, Value, Value?) -> Void {
        { self._resolve(into: &$0, initialValue: $1, initialVelocity: $2) }
    }
}

// MARK: Builders

/// The builder of a track's keyframes, as SwiftUI's `KeyframeTrackContentBuilder`.
@resultBuilder
public struct KeyframeTrackContentBuilder<Value: Animatable> {
    public static func buildExpression<K: KeyframeTrackContent>(_ expression: K) -> K where K.Value == Value {
        expression
    }

    public static func buildArray(_ components: [some KeyframeTrackContent<Value>]) -> some KeyframeTrackContent<Value> {
        CombinedKeyframeTrackContent<Value>(parts: components.map(\.resolving))
    }

    public static func buildEither<First, Second>(first component: First) -> Conditional<Value, First, Second>
    where First: KeyframeTrackContent, Second: KeyframeTrackContent, First.Value == Value, Second.Value == Value {
        Conditional(storage: .first(component))
    }

    public static func buildEither<First, Second>(second component: Second) -> Conditional<Value, First, Second>
    where First: KeyframeTrackContent, Second: KeyframeTrackContent, First.Value == Value, Second.Value == Value {
        Conditional(storage: .second(component))
    }

    public static func buildPartialBlock<K: KeyframeTrackContent>(first: K) -> K where K.Value == Value {
        first
    }

    public static func buildPartialBlock(accumulated: some KeyframeTrackContent<Value>, next: some KeyframeTrackContent<Value>)
        -> some KeyframeTrackContent<Value> {
        CombinedKeyframeTrackContent<Value>(parts: [accumulated.resolving, next.resolving])
    }

    public static func buildBlock() -> some KeyframeTrackContent<Value> {
        CombinedKeyframeTrackContent<Value>(parts: [])
    }

    /// One branch of an `if`/`else` or `switch` in a keyframe builder.
    public struct Conditional<ConditionalValue, First, Second>: KeyframeTrackContent
    where ConditionalValue == First.Value, First: KeyframeTrackContent, Second: KeyframeTrackContent, First.Value == Second.Value {
        public typealias Value = ConditionalValue

        enum Storage {
            case first(First)
            case second(Second)
        }

        let storage: Storage

        public var body: Self { return self }

        public func _resolve(into resolved: inout _ResolvedKeyframeTrackContent<ConditionalValue>) {
            switch storage {
            case .first(let f): f._resolve(into: &resolved)
            case .second(let s): s._resolve(into: &resolved)
            }
        }
    }
}

/// The builder of keyframes, as SwiftUI's `KeyframesBuilder`: tracks, or (for a block of
/// keyframes alone) one track animating the whole value.
@resultBuilder
public struct KeyframesBuilder<Value> {
    // Keyframes written directly: one track of the whole value.

    public static func buildExpression<K: KeyframeTrackContent>(_ expression: K) -> K where K.Value == Value {
        expression
    }

    public static func buildArray(_ components: [some KeyframeTrackContent<Value>]) -> some KeyframeTrackContent<Value> {
        CombinedKeyframeTrackContent<Value>(parts: components.map(\.resolving))
    }

    public static func buildEither<First, Second>(first component: First)
        -> KeyframeTrackContentBuilder<Value>.Conditional<Value, First, Second>
    where First: KeyframeTrackContent, Second: KeyframeTrackContent, First.Value == Value, Second.Value == Value {
        KeyframeTrackContentBuilder<Value>.buildEither(first: component)
    }

    public static func buildEither<First, Second>(second component: Second)
        -> KeyframeTrackContentBuilder<Value>.Conditional<Value, First, Second>
    where First: KeyframeTrackContent, Second: KeyframeTrackContent, First.Value == Value, Second.Value == Value {
        KeyframeTrackContentBuilder<Value>.buildEither(second: component)
    }

    public static func buildPartialBlock<K: KeyframeTrackContent>(first: K) -> K where K.Value == Value {
        first
    }

    public static func buildPartialBlock(accumulated: some KeyframeTrackContent<Value>, next: some KeyframeTrackContent<Value>)
        -> some KeyframeTrackContent<Value> {
        CombinedKeyframeTrackContent<Value>(parts: [accumulated.resolving, next.resolving])
    }

    public static func buildBlock() -> some KeyframeTrackContent<Value> where Value: Animatable {
        CombinedKeyframeTrackContent<Value>(parts: [])
    }

    public static func buildFinalResult<Content: KeyframeTrackContent>(_ component: Content) -> KeyframeTrack<Value, Value, Content>
    where Content.Value == Value {
        KeyframeTrack(\Value.self, whole: component)
    }

    // Tracks.

    public static func buildExpression<Content: Keyframes>(_ expression: Content) -> Content where Content.Value == Value {
        expression
    }

    public static func buildPartialBlock<Content: Keyframes>(first: Content) -> Content where Content.Value == Value {
        first
    }

    public static func buildPartialBlock(accumulated: some Keyframes<Value>, next: some Keyframes<Value>) -> some Keyframes<Value> {
        CombinedKeyframes<Value>(parts: [accumulated.resolving, next.resolving])
    }

    public static func buildFinalResult<Content: Keyframes>(_ component: Content) -> Content where Content.Value == Value {
        component
    }
}
