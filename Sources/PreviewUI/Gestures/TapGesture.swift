/// A gesture that ends after `count` taps, as SwiftUI's `TapGesture`.
public struct TapGesture: Gesture, PrimitiveGesture {
    public typealias Value = Void
    public typealias Body = Never

    /// The number of taps to recognise.
    public var count: Int

    public nonisolated init(count: Int = 1) {
        self.count = count
    }

    public var body: Never { fatalError("TapGesture is a primitive gesture") }

    func makeErasedRecognizer(_ context: GestureContext) -> AnyObject {
        TapRecognizer(count: count, longestHold: GestureMetrics.longestTap) { _ in () }
    }
}

/// A tap that tells where it happened, as SwiftUI's `SpatialTapGesture`.
public struct SpatialTapGesture: Gesture, PrimitiveGesture {
    public struct Value: Equatable, Sendable {
        /// Where the tap happened, in the gesture's coordinate space.
        public var location: CGPoint
    }
    public typealias Body = Never

    public var count: Int
    public var coordinateSpace: CoordinateSpace

    public nonisolated init(count: Int = 1, coordinateSpace: CoordinateSpace = .local) {
        self.count = count
        self.coordinateSpace = coordinateSpace
    }

    public var body: Never { fatalError("SpatialTapGesture is a primitive gesture") }

    func makeErasedRecognizer(_ context: GestureContext) -> AnyObject {
        let space = coordinateSpace
        return TapRecognizer(count: count, longestHold: GestureMetrics.longestTap) {
            Value(location: context.convert($0, to: space))
        }
    }
}

/// `count` taps, each within the slop of where it began, the next one soon after the last;
/// ends on the last lift. `longestHold` nil: a touch may stay down as long as it likes (a
/// button's).
final class TapRecognizer<Value>: GestureRecognizer<Value> {
    let count: Int
    let longestHold: Double?
    let value: (CGPoint) -> Value
    private var taps = 0
    private var downAt: CGPoint?
    private var downTime: Date?
    private var lastUp: Date?

    init(count: Int, longestHold: Double?, value: @escaping (CGPoint) -> Value) {
        self.count = max(count, 1)
        self.longestHold = longestHold
        self.value = value
    }

    private func heldTooLong(_ s: GestureSession) -> Bool {
        guard let longestHold, let downTime else { return false }
        return s.time.timeIntervalSince(downTime) >= longestHold - 1e-9
    }

    override func process(_ event: TouchEvent, _ s: GestureSession) -> [GestureUpdate<Value>] {
        switch event {
        case .down(let p):
            if let lastUp, s.time.timeIntervalSince(lastUp) > GestureMetrics.multiTapInterval { return [.failed] }
            downAt = p
            downTime = s.time
            return []
        case .move(let p):
            if let downAt, distance(p, downAt) > GestureMetrics.tapSlop { return [.failed] }
            return []
        case .hold:
            return heldTooLong(s) ? [.failed] : []
        case .up(let p):
            guard let downAt else { return [] }
            if distance(p, downAt) > GestureMetrics.tapSlop || heldTooLong(s) { return [.failed] }
            taps += 1
            if taps >= count { return [.ended(value(p))] }
            self.downAt = nil
            lastUp = s.time
            return []
        case .idle:
            return [.failed]
        }
    }
}
