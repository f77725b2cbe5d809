/// A gesture that ends when a finger stays down for `minimumDuration`, as SwiftUI's
/// `LongPressGesture`: its value is `true` from the moment the finger touches.
public struct LongPressGesture: Gesture, PrimitiveGesture {
    public typealias Value = Bool
    public typealias Body = Never

    /// How long the finger must stay down, in seconds.
    public var minimumDuration: Double
    /// How far the finger may move before the gesture fails.
    public var maximumDistance: CGFloat

    public nonisolated init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {
        self.minimumDuration = minimumDuration
        self.maximumDistance = maximumDistance
    }

    public var body: Never { fatalError("LongPressGesture is a primitive gesture") }

    func makeErasedRecognizer(_ context: GestureContext) -> AnyObject {
        LongPressRecognizer(minimumDuration: minimumDuration, maximumDistance: maximumDistance)
    }
}

final class LongPressRecognizer: GestureRecognizer<Bool> {
    let minimumDuration: Double
    let maximumDistance: CGFloat
    private var start: CGPoint?
    private var startTime: Date?

    init(minimumDuration: Double, maximumDistance: CGFloat) {
        self.minimumDuration = max(minimumDuration, 0)
        self.maximumDistance = maximumDistance
    }

    override var longestPress: Double { minimumDuration }

    private func heldLongEnough(_ s: GestureSession) -> Bool {
        guard let startTime else { return false }
        return s.time.timeIntervalSince(startTime) >= minimumDuration - 1e-9
    }

    override func process(_ event: TouchEvent, _ s: GestureSession) -> [GestureUpdate<Bool>] {
        switch event {
        case .down(let p):
            start = p
            startTime = s.time
            return minimumDuration == 0 ? [.changed(true), .ended(true)] : [.changed(true)]
        case .move(let p):
            if let start, distance(p, start) > maximumDistance { return [.failed] }
            return heldLongEnough(s) ? [.ended(true)] : []
        case .hold:
            return heldLongEnough(s) ? [.ended(true)] : []
        case .up:
            return heldLongEnough(s) ? [.ended(true)] : [.failed]
        case .idle:
            return [.failed]
        }
    }
}
