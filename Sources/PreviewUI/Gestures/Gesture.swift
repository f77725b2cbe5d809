/// Something that matches touches and produces values while it does, as SwiftUI's `Gesture`.
/// Primitive gestures (`TapGesture`, `DragGesture` …) have a body of `Never`; a custom gesture
/// is made of others in its `body`.
@MainActor @preconcurrency
public protocol Gesture<Value> {
    /// What the gesture produces while it is recognised.
    associatedtype Value = Body.Value
    associatedtype Body: Gesture
    @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: Gesture {
    public typealias Value = Never
}

extension Gesture where Body == Never {
    /// A primitive gesture's body is never asked for.
    public var body: Never { fatalError("\(Self.self) is a primitive gesture: PreviewUI recognises it itself") }
}

/// Gestures that PreviewUI recognises itself: they make a recognizer for the touches the host
/// sends (`ViewHost.drag`, `tap`, `longPress`).
@MainActor
protocol PrimitiveGesture {
    /// A `GestureRecognizer<Value>` for the view the gesture is attached to.
    func makeErasedRecognizer(_ context: GestureContext) -> AnyObject
}

/// Where a gesture is attached: the frame of its view, and the named coordinate spaces
/// around it, to give locations in the coordinate space the gesture asks for.
struct GestureContext {
    var frame: CGRect = .zero
    var namedSpaces: [AnyHashable: CGRect] = [:]

    /// A page point in `space`.
    func convert(_ p: CGPoint, to space: CoordinateSpace) -> CGPoint {
        switch space {
        case .global: return p
        case .local: return CGPoint(x: p.x - frame.minX, y: p.y - frame.minY)
        case .named(let name):
            guard let r = namedSpaces[name] else { return p }
            return CGPoint(x: p.x - r.minX, y: p.y - r.minY)
        }
    }
}

/// The recognizer for any gesture: a primitive's own, or its body's.
@MainActor
func makeRecognizer<G: Gesture>(_ gesture: G, _ context: GestureContext) -> GestureRecognizer<G.Value> {
    if let primitive = gesture as? any PrimitiveGesture {
        let made: AnyObject = primitive.makeErasedRecognizer(context)
        if let r = made as? GestureRecognizer<G.Value> { return r }
        return GestureRecognizer<G.Value>()
    }
    if G.Body.self == Never.self { return GestureRecognizer<G.Value>() }
    let inner: AnyObject = makeRecognizer(gesture.body, context)
    if let r = inner as? GestureRecognizer<G.Value> { return r }
    return GestureRecognizer<G.Value>()
}

// MARK: Recognizers

/// What a finger does, as the host sends it. Times and the current location are in the
/// session.
enum TouchEvent {
    case down(CGPoint)
    case move(CGPoint)
    case up(CGPoint)
    /// Time passed with the finger down and still.
    case hold
    /// The touches are over: time passed with no finger down (a tap that waits for a second
    /// one gives up).
    case idle
}

/// One sequence of touches being recognised: its clock and finger, and the end actions to
/// run once an event has been handled by every gesture (so `@GestureState` is reset before
/// `onEnded` runs, as on iOS).
@MainActor
final class GestureSession {
    var time: Date
    var location: CGPoint = .zero
    var isTouching = false
    var endActions: [@MainActor () -> Void] = []

    init(time: Date) { self.time = time }
}

/// A step of recognition.
enum GestureUpdate<Value> {
    case changed(Value)
    case ended(Value)
    case failed

    var isFinal: Bool {
        if case .changed = self { return false }
        return true
    }
}

/// Turns touch events into a gesture's values. This base one never recognises anything (a
/// gesture the host cannot perform, such as a pinch): it fails when the finger lifts.
@MainActor
class GestureRecognizer<Value> {
    private(set) var isFinished = false

    init() {}

    /// The longest a long press in this gesture needs the finger held (the host's
    /// `longPress` holds at least that long).
    var longestPress: Double { 0 }

    final func handle(_ event: TouchEvent, _ session: GestureSession) -> [GestureUpdate<Value>] {
        guard !isFinished else { return [] }
        var updates = process(event, session)
        if let i = updates.firstIndex(where: \.isFinal) {
            updates.removeSubrange((i + 1)...)
            isFinished = true
        }
        return updates
    }

    /// Subclasses recognise here.
    func process(_ event: TouchEvent, _ session: GestureSession) -> [GestureUpdate<Value>] {
        switch event {
        case .up, .idle: return [.failed]
        default: return []
        }
    }
}

/// Recognition timings and distances of iOS, in one place (`E`: estimated, not measured).
enum GestureMetrics {
    /// How far a finger may move before a tap fails (E).
    static let tapSlop: CGFloat = 10
    /// The longest gap between the taps of a double tap (E: UIKit's 0.35 s).
    static let multiTapInterval: Double = 0.35
    /// A tap held this long is no tap (E); a long press then gets it.
    static let longestTap: Double = 0.5
    /// The time between two touch samples of the host (60 Hz).
    static let sampleInterval: Double = 1.0 / 60
    /// The deceleration rate of `predictedEndLocation`'s projection (E: UIScrollView's normal
    /// rate, 0.998 per millisecond).
    static let decelerationRate: Double = 0.998
    /// How far a velocity (points per second) carries on at that rate.
    static func projection(of velocity: CGFloat) -> CGFloat {
        velocity / 1000 * decelerationRate / (1 - decelerationRate)
    }
}

func distance(_ a: CGPoint, _ b: CGPoint) -> CGFloat { hypot(a.x - b.x, a.y - b.y) }
