// Attaching gestures to views, and where views take touches: gesture, highPriorityGesture,
// simultaneousGesture, onTapGesture, onLongPressGesture, contentShape, allowsHitTesting.

/// Which gestures of a view and its subviews are on, as SwiftUI's `GestureMask`.
public struct GestureMask: OptionSet, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// Neither the gesture nor those of subviews.
    public static let none = GestureMask([])
    /// The gesture attached, not those of subviews.
    public static let gesture = GestureMask(rawValue: 1)
    /// Subviews' gestures, not the one attached.
    public static let subviews = GestureMask(rawValue: 2)
    public static let all: GestureMask = [.gesture, .subviews]
}

/// The kinds of content shape, as SwiftUI's `ContentShapeKinds`. Only `.interaction` changes
/// anything in a still (where touches land).
public struct ContentShapeKinds: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let interaction = ContentShapeKinds(rawValue: 1 << 0)
    public static let dragPreview = ContentShapeKinds(rawValue: 1 << 1)
    public static let contextMenuPreview = ContentShapeKinds(rawValue: 1 << 2)
    public static let hoverEffect = ContentShapeKinds(rawValue: 1 << 3)
    public static let focusEffect = ContentShapeKinds(rawValue: 1 << 4)
    public static let accessibility = ContentShapeKinds(rawValue: 1 << 5)
}

extension View {
    /// Attaches a gesture; a gesture of a subview that recognises the same touches wins.
    nonisolated public func gesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
        modifier(GestureModifier(gesture: gesture, priority: .normal, mask: mask))
    }

    /// Attaches a gesture when `isEnabled`.
    nonisolated public func gesture<T: Gesture>(_ gesture: T, isEnabled: Bool) -> some View {
        modifier(GestureModifier(gesture: gesture, priority: .normal, mask: isEnabled ? .all : .subviews))
    }

    /// Attaches a gesture that wins over the gestures of subviews.
    nonisolated public func highPriorityGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
        modifier(GestureModifier(gesture: gesture, priority: .high, mask: mask))
    }

    nonisolated public func highPriorityGesture<T: Gesture>(_ gesture: T, isEnabled: Bool) -> some View {
        modifier(GestureModifier(gesture: gesture, priority: .high, mask: isEnabled ? .all : .subviews))
    }

    /// Attaches a gesture recognised together with those of subviews.
    nonisolated public func simultaneousGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
        modifier(GestureModifier(gesture: gesture, priority: .simultaneous, mask: mask))
    }

    nonisolated public func simultaneousGesture<T: Gesture>(_ gesture: T, isEnabled: Bool) -> some View {
        modifier(GestureModifier(gesture: gesture, priority: .simultaneous, mask: isEnabled ? .all : .subviews))
    }

    /// Runs `action` when the view is tapped `count` times.
    nonisolated public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View {
        modifier(GestureModifier(gesture: TapGesture(count: count).onEnded { _ in action() }, priority: .normal, mask: .all, isTap: true))
    }

    /// Runs `action` with where the view was tapped, in `coordinateSpace`.
    nonisolated public func onTapGesture(
        count: Int = 1, coordinateSpace: CoordinateSpace = .local, perform action: @escaping (CGPoint) -> Void
    ) -> some View {
        modifier(GestureModifier(gesture: SpatialTapGesture(count: count, coordinateSpace: coordinateSpace).onEnded { action($0.location) },
                                 priority: .normal, mask: .all, isTap: true))
    }

    /// Runs `action` when a finger stays on the view for `minimumDuration`; `onPressingChanged`
    /// hears `true` when the finger touches and `false` when the press ends.
    nonisolated public func onLongPressGesture(
        minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10, perform action: @escaping @MainActor () -> Void,
        onPressingChanged: (@MainActor (Bool) -> Void)? = nil
    ) -> some View {
        gesture(PressingGesture(press: LongPressGesture(minimumDuration: minimumDuration, maximumDistance: maximumDistance),
                                pressing: onPressingChanged, action: action))
    }

    /// The older form of `onLongPressGesture(minimumDuration:maximumDistance:perform:onPressingChanged:)`.
    /// Disfavoured, so that a trailing `perform` closure picks the newer form.
    @available(*, deprecated, message: "use onLongPressGesture(minimumDuration:maximumDistance:perform:onPressingChanged:)")
    @_disfavoredOverload
    nonisolated public func onLongPressGesture(
        minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10, pressing: (@MainActor (Bool) -> Void)? = nil,
        perform action: @escaping @MainActor () -> Void
    ) -> some View {
        gesture(PressingGesture(press: LongPressGesture(minimumDuration: minimumDuration, maximumDistance: maximumDistance),
                                pressing: pressing, action: action))
    }

    /// Touches land on `shape` (in the view's frame) instead of on what the view draws.
    nonisolated public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false, _fileID: String = #fileID, _line: Int = #line) -> some View {
        let site = CallSite(file: _fileID, line: _line)
        return wrapping { ContentShapeNode($0, shape: shape, eoFill: eoFill, site: site) }
    }

    /// A content shape for some kinds of use; only `.interaction` changes where touches land.
    nonisolated public func contentShape<S: Shape>(
        _ kind: ContentShapeKinds, _ shape: S, eoFill: Bool = false, _fileID: String = #fileID, _line: Int = #line
    ) -> some View {
        let site = CallSite(file: _fileID, line: _line)
        return wrapping { kind.contains(.interaction) ? ContentShapeNode($0, shape: shape, eoFill: eoFill, site: site) : $0 }
    }

    /// `false`: the view and its subviews take no touches; they go to what is below.
    nonisolated public func allowsHitTesting(_ enabled: Bool) -> some View {
        wrapping { enabled ? $0 : NoHitTestingNode($0) }
    }
}

/// `onLongPressGesture`: a long press that reports pressing and runs an action.
struct PressingGesture: Gesture, PrimitiveGesture {
    typealias Value = Bool
    typealias Body = Never
    let press: LongPressGesture
    let pressing: (@MainActor (Bool) -> Void)?
    let action: @MainActor () -> Void

    func makeErasedRecognizer(_ context: GestureContext) -> AnyObject {
        PressingRecognizer(makeRecognizer(press, context), pressing: pressing, action: action)
    }
}

final class PressingRecognizer: GestureRecognizer<Bool> {
    let base: GestureRecognizer<Bool>
    let pressing: (@MainActor (Bool) -> Void)?
    let action: @MainActor () -> Void
    private var isPressing = false

    init(_ base: GestureRecognizer<Bool>, pressing: (@MainActor (Bool) -> Void)?, action: @escaping @MainActor () -> Void) {
        self.base = base
        self.pressing = pressing
        self.action = action
    }

    override var longestPress: Double { base.longestPress }

    override func process(_ event: TouchEvent, _ s: GestureSession) -> [GestureUpdate<Bool>] {
        let updates = base.handle(event, s)
        for u in updates {
            if case .changed = u, !isPressing {
                isPressing = true
                pressing?(true)
            }
            if u.isFinal, isPressing {
                isPressing = false
                pressing?(false)
            }
            if case .ended = u { s.endActions.append(action) }
        }
        return updates
    }
}

nonisolated struct GestureModifier<G: Gesture>: ViewModifier, @MainActor PrimitiveModifier {
    let gesture: G
    let priority: GestureAttachment.Priority
    let mask: GestureMask
    /// `onTapGesture`: what it holds takes taps without being a button to VoiceOver.
    var isTap = false

    @MainActor func makeNodes(content: ResolveContext.Content, _ context: ResolveContext) -> [LayoutNode] {
        let nodes = content(context)
        // `.disabled(true)` turns gestures off, as it does controls.
        guard context.environment.isEnabled else { return nodes }
        let gesture = self.gesture
        let make: @MainActor (GestureContext) -> GestureRecognizer<Void> = { ctx in
            MappedRecognizer(makeRecognizer(gesture, ctx)) { _ in () }
        }
        return nodes.map {
            let node = GestureNode($0, priority: priority, mask: mask, make: make)
            node.isTap = isTap
            return node
        }
    }
}

/// A view with a gesture attached, where touches land on what it draws (or its content
/// shape).
struct GestureAttachment {
    enum Priority { case normal, high, simultaneous }
    /// Its `Emitter.hitOrder`, which names it in the scopes of what is inside it.
    let id: Int
    /// Where it takes touches, in page coordinates.
    let areas: [HitArea]
    /// The attachments around it, outermost first.
    let scope: [Int]
    let priority: Priority
    let mask: GestureMask
    let make: @MainActor () -> GestureRecognizer<Void>

    @MainActor func contains(_ p: CGPoint) -> Bool { areas.contains { $0.contains(p) } }
}

final class GestureNode: UnaryNode {
    let priority: GestureAttachment.Priority
    let mask: GestureMask
    let make: @MainActor (GestureContext) -> GestureRecognizer<Void>
    private var namedSpaces: [AnyHashable: CGRect] = [:]
    /// Made by `onTapGesture` (the accessibility audit flags what it holds if not a button).
    var isTap = false

    init(_ child: LayoutNode, priority: GestureAttachment.Priority, mask: GestureMask,
         make: @escaping @MainActor (GestureContext) -> GestureRecognizer<Void>) {
        self.priority = priority
        self.mask = mask
        self.make = make
        super.init(child)
    }

    override func place(at origin: CGPoint, proposal: ProposedViewSize, _ context: PlacementContext) {
        super.place(at: origin, proposal: proposal, context)
        namedSpaces = context.namedSpaces
    }

    override func emitContent(_ e: inout Emitter) {
        e.hitOrder += 1
        let id = e.hitOrder
        let mark = e.hitContent.count
        e.gestureScope.append(id)
        if isTap { e.noteAccessibility(.tapGesture) }
        child.emit(&e)
        e.gestureScope.removeLast()
        let areas = Array(e.hitContent[mark...])
        guard !areas.isEmpty else { return }
        let context = GestureContext(frame: frame, namedSpaces: namedSpaces)
        let make = self.make
        e.gestureAttachments.append(GestureAttachment(
            id: id, areas: areas, scope: e.gestureScope, priority: priority, mask: mask, make: { make(context) }))
    }
}

/// `contentShape`: touches land on the shape, not on what the view draws.
final class ContentShapeNode: UnaryNode {
    let shape: any Shape
    let eoFill: Bool
    let site: CallSite

    init(_ child: LayoutNode, shape: any Shape, eoFill: Bool, site: CallSite) {
        self.shape = shape
        self.eoFill = eoFill
        self.site = site
        super.init(child)
    }

    override func emitContent(_ e: inout Emitter) {
        let mark = e.hitContent.count
        child.emit(&e)
        e.hitContent.removeSubrange(mark...)
        // Touches land inside the shape's outline, by its fill rule.
        let path = shape.path(placedIn: frame)
        e.addHitContent(path.shapePath == .rect(path.boundingRect) ? HitArea(rect: path.boundingRect)
                        : HitArea(rect: path.boundingRect, outline: path.shapePath, eoFill: eoFill))
    }
}

/// `allowsHitTesting(false)`: nothing inside takes touches.
final class NoHitTestingNode: UnaryNode {
    override func emitContent(_ e: inout Emitter) {
        let content = e.hitContent.count, regions = e.hitRegions.count, attachments = e.gestureAttachments.count
        child.emit(&e)
        e.hitContent.removeSubrange(content...)
        e.hitRegions.removeSubrange(regions...)
        e.gestureAttachments.removeSubrange(attachments...)
    }
}
