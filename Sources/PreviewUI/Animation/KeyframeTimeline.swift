import Foundation

/// Keyframes evaluated at any time, as SwiftUI's `KeyframeTimeline`: the value each track
/// gives, written into the initial value in the order the tracks are declared (where two
/// tracks animate the same property, the last one wins).
public struct KeyframeTimeline<Value> {
    let initialValue: Value
    let resolved: _ResolvedKeyframes<Value>

    /// A timeline of `content`, starting from `initialValue`.
    public init(initialValue: Value, @KeyframesBuilder<Value> content: () -> some Keyframes<Value>) {
        self.init(initialValue: initialValue, initialVelocity: nil, keyframes: content())
    }

    /// A timeline starting from a value already moving at `initialVelocity` (an animator
    /// whose trigger changed while it played).
    init(initialValue: Value, initialVelocity: Value?, keyframes: some Keyframes<Value>) {
        self.initialValue = initialValue
        var r = _ResolvedKeyframes<Value>()
        keyframes._resolve(into: &r, initialValue: initialValue, initialVelocity: initialVelocity)
        resolved = r
    }

    /// The duration of the longest track, in seconds.
    public var duration: TimeInterval { resolved.duration }

    /// The value at `time` seconds (before 0, the value at 0; after a track ends, its last).
    public func value(time: Double) -> Value {
        var v = initialValue
        for track in resolved.tracks { track.apply(&v, time) }
        return v
    }

    /// The value at `progress` (0…1) of the duration.
    public func value(progress: Double) -> Value {
        value(time: progress * duration)
    }

    /// The velocity each track has at `time`, written into the initial value.
    func velocity(time: Double) -> Value {
        var v = initialValue
        for track in resolved.tracks { track.applyVelocity(&v, time) }
        return v
    }
}

/// One track's keyframes as segments of a path through time: each starts where the one
/// before ended (a `MoveKeyframe` jumps), with the velocities SwiftUI documents:
/// - a cubic keyframe's start velocity, when nil, is the velocity the path has there (the
///   previous segment's end velocity; the animation's initial velocity for the first);
/// - its end velocity, when nil, is the Catmull-Rom tangent `(p₊ − p₋) / (t₊ − t₋)` when a
///   cubic keyframe follows (p₋ its start, p₊ the next one's target), the next segment's
///   start velocity when another kind follows, and zero at the end of the track (estimate:
///   SwiftUI does not document the last segment's end);
/// - a spring keyframe starts with the path's velocity unless given one, and lasts its
///   duration, or until it settles within 0.001 of its target (then it ends on the target).
struct KeyframeSegmentPath<Value: Animatable> {
    typealias Data = Value.AnimatableData
    typealias Segment = _ResolvedKeyframeTrackContent<Value>.Segment

    enum Element {
        case move(to: Data)
        case linear(from: Data, to: Data, duration: Double, curve: UnitCurve)
        case cubic(from: Data, to: Data, startVelocity: Data, endVelocity: Data, duration: Double)
        /// `delta` is the target minus `from`; `end` is where the segment ends.
        case spring(from: Data, delta: Data, spring: Spring, velocity: Data, duration: Double, end: Data)

        var duration: Double {
            switch self {
            case .move: 0
            case .linear(_, _, let d, _), .cubic(_, _, _, _, let d), .spring(_, _, _, _, let d, _): d
            }
        }

        var end: Data {
            switch self {
            case .move(let to), .linear(_, let to, _, _), .cubic(_, let to, _, _, _): to
            case .spring(_, _, _, _, _, let end): end
            }
        }

        func value(at t: Double) -> Data {
            switch self {
            case .move(let to):
                return to
            case let .linear(from, to, d, curve):
                guard d > 0, t < d else { return t <= 0 && d > 0 ? from : to }
                guard t > 0 else { return from }
                return from.interpolated(towards: to, amount: curve.value(at: t / d))
            case let .cubic(from, to, v0, v1, d):
                guard d > 0, t < d else { return t <= 0 && d > 0 ? from : to }
                guard t > 0 else { return from }
                let u = t / d, u2 = u * u, u3 = u2 * u
                return from.scaled(by: 2 * u3 - 3 * u2 + 1) + v0.scaled(by: (u3 - 2 * u2 + u) * d)
                    + to.scaled(by: -2 * u3 + 3 * u2) + v1.scaled(by: (u3 - u2) * d)
            case let .spring(from, delta, spring, v0, d, end):
                guard t < d else { return end }
                return from + spring.value(target: delta, initialVelocity: v0, time: max(t, 0))
            }
        }

        func velocity(at t: Double) -> Data {
            switch self {
            case .move:
                return .zero
            case let .linear(from, to, d, curve):
                guard d > 0 else { return .zero }
                return (to - from).scaled(by: curve.velocity(at: min(max(t / d, 0), 1)) / d)
            case let .cubic(from, to, v0, v1, d):
                guard d > 0 else { return v1 }
                let u = min(max(t / d, 0), 1), u2 = u * u
                return from.scaled(by: (6 * u2 - 6 * u) / d) + v0.scaled(by: 3 * u2 - 4 * u + 1)
                    + to.scaled(by: (-6 * u2 + 6 * u) / d) + v1.scaled(by: 3 * u2 - 2 * u)
            case let .spring(_, delta, spring, v0, d, _):
                return spring.velocity(target: delta, initialVelocity: v0, time: min(max(t, 0), d))
            }
        }
    }

    let initial: Data
    let elements: [Element]

    init(initial: Data, initialVelocity: Data?, segments: [Segment]) {
        self.initial = initial
        var elements: [Element] = []
        var current = initial
        var velocity = initialVelocity ?? .zero
        for (i, segment) in segments.enumerated() {
            let element: Element
            switch segment {
            case .move(let to):
                element = .move(to: to)
                velocity = .zero
            case let .linear(to, d, curve):
                element = .linear(from: current, to: to, duration: d, curve: curve)
                velocity = d > 0 ? (to - current).scaled(by: curve.velocity(at: 1) / d) : .zero
            case let .cubic(to, d, start, end):
                let v1 = end ?? Self.smoothEndVelocity(from: current, to: to, duration: d, next: i + 1 < segments.count ? segments[i + 1] : nil)
                element = .cubic(from: current, to: to, startVelocity: start ?? velocity, endVelocity: v1, duration: d)
                velocity = v1
            case let .spring(to, d, spring, start):
                let v0 = start ?? velocity
                let delta = to - current
                let settles = d == nil
                let duration = d ?? spring.settlingDuration(target: delta, initialVelocity: v0, epsilon: 0.001)
                let end = settles ? to : current + spring.value(target: delta, initialVelocity: v0, time: duration)
                element = .spring(from: current, delta: delta, spring: spring, velocity: v0, duration: duration, end: end)
                velocity = settles ? .zero : spring.velocity(target: delta, initialVelocity: v0, time: duration)
            }
            elements.append(element)
            current = element.end
        }
        self.elements = elements
    }

    /// The end velocity of a cubic keyframe that leaves it to be computed: see the type's
    /// documentation.
    private static func smoothEndVelocity(from: Data, to: Data, duration: Double, next: Segment?) -> Data {
        switch next {
        case let .cubic(nextTo, nextDuration, nextStart, _)?:
            if let nextStart { return nextStart }
            let span = duration + nextDuration
            return span > 0 ? (nextTo - from).scaled(by: 1 / span) : .zero
        case let .linear(nextTo, nextDuration, curve)?:
            return nextDuration > 0 ? (nextTo - to).scaled(by: curve.velocity(at: 0) / nextDuration) : .zero
        case let .spring(_, _, _, nextStart)?:
            return nextStart ?? .zero
        case .move?, nil:
            return .zero
        }
    }

    var duration: Double { elements.reduce(0) { $0 + $1.duration } }

    /// The element at `time` and the time within it.
    private func element(at time: Double) -> (Element, Double)? {
        guard let last = elements.last else { return nil }
        var t = max(time, 0)
        for e in elements {
            if t <= e.duration { return (e, t) }
            t -= e.duration
        }
        return (last, last.duration)
    }

    func value(at time: Double) -> Data {
        guard let (e, t) = element(at: time) else { return initial }
        return e.value(at: t)
    }

    func velocity(at time: Double) -> Data {
        guard let (e, t) = element(at: time) else { return .zero }
        return e.velocity(at: t)
    }
}
