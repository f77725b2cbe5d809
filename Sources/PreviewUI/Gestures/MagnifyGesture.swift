// Two-finger gestures: accepted, never recognised (the host has one finger). A still shows
// no gesture, so nothing is drawn differently for them.

/// A pinch, as SwiftUI's `MagnifyGesture`.
public struct MagnifyGesture: Gesture, PrimitiveGesture {
    public struct Value: Equatable, Sendable {
        public var time: Date
        public var magnification: CGFloat
        public var velocity: CGFloat
        public var startAnchor: UnitPoint
        public var startLocation: CGPoint
    }
    public typealias Body = Never

    public var minimumScaleDelta: CGFloat

    public nonisolated init(minimumScaleDelta: CGFloat = 0.01) {
        self.minimumScaleDelta = minimumScaleDelta
    }

    public var body: Never { fatalError("MagnifyGesture is a primitive gesture") }
    func makeErasedRecognizer(_ context: GestureContext) -> AnyObject { GestureRecognizer<Value>() }
}

/// A pinch whose value is the scale, as SwiftUI's deprecated `MagnificationGesture`.
@available(*, deprecated, renamed: "MagnifyGesture")
public struct MagnificationGesture: Gesture, PrimitiveGesture {
    public typealias Value = CGFloat
    public typealias Body = Never

    public var minimumScaleDelta: CGFloat

    public nonisolated init(minimumScaleDelta: CGFloat = 0.01) {
        self.minimumScaleDelta = minimumScaleDelta
    }

    public var body: Never { fatalError("MagnificationGesture is a primitive gesture") }
    func makeErasedRecognizer(_ context: GestureContext) -> AnyObject { GestureRecognizer<Value>() }
}

/// A two-finger rotation, as SwiftUI's `RotateGesture`.
public struct RotateGesture: Gesture, PrimitiveGesture {
    public struct Value: Equatable, Sendable {
        public var time: Date
        public var rotation: Angle
        public var velocity: Angle
        public var startAnchor: UnitPoint
        public var startLocation: CGPoint
    }
    public typealias Body = Never

    public var minimumAngleDelta: Angle

    public nonisolated init(minimumAngleDelta: Angle = .degrees(1)) {
        self.minimumAngleDelta = minimumAngleDelta
    }

    public var body: Never { fatalError("RotateGesture is a primitive gesture") }
    func makeErasedRecognizer(_ context: GestureContext) -> AnyObject { GestureRecognizer<Value>() }
}

/// A rotation whose value is the angle, as SwiftUI's deprecated `RotationGesture`.
@available(*, deprecated, renamed: "RotateGesture")
public struct RotationGesture: Gesture, PrimitiveGesture {
    public typealias Value = Angle
    public typealias Body = Never

    public var minimumAngleDelta: Angle

    public nonisolated init(minimumAngleDelta: Angle = .degrees(1)) {
        self.minimumAngleDelta = minimumAngleDelta
    }

    public var body: Never { fatalError("RotationGesture is a primitive gesture") }
    func makeErasedRecognizer(_ context: GestureContext) -> AnyObject { GestureRecognizer<Value>() }
}
