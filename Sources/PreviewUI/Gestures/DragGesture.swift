/// A gesture that follows a finger once it has moved `minimumDistance`, as SwiftUI's
/// `DragGesture`.
public struct DragGesture: Gesture, PrimitiveGesture {
    /// Where the drag is and how it moves.
    public struct Value: Equatable, Sendable {
        /// When the current event happened.
        public var time: Date
        /// Where the finger is now, in the gesture's coordinate space.
        public var location: CGPoint
        /// Where the finger first touched.
        public var startLocation: CGPoint
        let velocityValue: CGSize

        /// `location - startLocation`.
        public var translation: CGSize {
            CGSize(width: location.x - startLocation.x, height: location.y - startLocation.y)
        }

        /// Points per second, from the last two touch samples.
        public var velocity: CGSize { velocityValue }

        /// Where the finger would come to rest if it were lifted now and carried on at the
        /// current velocity, slowing as a scroll view does.
        public var predictedEndLocation: CGPoint {
            CGPoint(x: location.x + GestureMetrics.projection(of: velocityValue.width),
                    y: location.y + GestureMetrics.projection(of: velocityValue.height))
        }

        public var predictedEndTranslation: CGSize {
            CGSize(width: predictedEndLocation.x - startLocation.x, height: predictedEndLocation.y - startLocation.y)
        }
    }
    public typealias Body = Never

    public var minimumDistance: CGFloat
    public var coordinateSpace: CoordinateSpace

    public nonisolated init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {
        self.minimumDistance = minimumDistance
        self.coordinateSpace = coordinateSpace
    }

    public var body: Never { fatalError("DragGesture is a primitive gesture") }

    func makeErasedRecognizer(_ context: GestureContext) -> AnyObject {
        DragRecognizer(minimumDistance: minimumDistance, context: context, space: coordinateSpace)
    }
}

final class DragRecognizer: GestureRecognizer<DragGesture.Value> {
    let minimumDistance: CGFloat
    let context: GestureContext
    let space: CoordinateSpace
    private var start: CGPoint?
    private var last: (point: CGPoint, time: Date)?
    private var velocity = CGSize.zero
    private var began = false

    init(minimumDistance: CGFloat, context: GestureContext, space: CoordinateSpace) {
        self.minimumDistance = max(minimumDistance, 0)
        self.context = context
        self.space = space
    }

    private func value(_ p: CGPoint, _ s: GestureSession) -> DragGesture.Value {
        DragGesture.Value(time: s.time, location: context.convert(p, to: space),
                          startLocation: context.convert(start ?? p, to: space), velocityValue: velocity)
    }

    private func sample(_ p: CGPoint, _ s: GestureSession) {
        if let last {
            let dt = s.time.timeIntervalSince(last.time)
            if dt > 0 { velocity = CGSize(width: (p.x - last.point.x) / dt, height: (p.y - last.point.y) / dt) }
        }
        last = (p, s.time)
    }

    override func process(_ event: TouchEvent, _ s: GestureSession) -> [GestureUpdate<DragGesture.Value>] {
        switch event {
        case .down(let p):
            start = p
            sample(p, s)
            if minimumDistance == 0 {
                began = true
                return [.changed(value(p, s))]
            }
            return []
        case .move(let p):
            guard let start else { return [] }
            sample(p, s)
            if !began, distance(p, start) >= minimumDistance { began = true }
            return began ? [.changed(value(p, s))] : []
        case .hold:
            return []
        case .up(let p):
            guard start != nil else { return [] }
            sample(p, s)
            return began ? [.ended(value(p, s))] : [.failed]
        case .idle:
            return [.failed]
        }
    }
}
