import Drawing

/// The touches one gesture is recognised from: the recognizer the views under the first
/// finger down made, and its clock and finger.
@MainActor
final class TouchSession {
    let recognizer: GestureRecognizer<Void>
    let session: GestureSession

    init(recognizer: GestureRecognizer<Void>, session: GestureSession) {
        self.recognizer = recognizer
        self.session = session
    }
}

// Gestures: a finger's touches, sent as iOS would, at 60 samples a second on the host's own
// clock (time stamps start at `PreviewClock.defaultNow`).
//
// Which gestures hear a touch: the innermost, topmost view that takes touches at the point
// (a button, a picker row, a view with a gesture, where it draws or its `contentShape`), and
// the views with gestures around it. Going outwards, a `.gesture` gets the touches only if
// the gestures inside fail, a `.highPriorityGesture` before them, a `.simultaneousGesture`
// with them. The state each callback writes is drawn after every event.
extension ViewHost {
    /// Taps `point` `count` times (a double tap: 2), 0.1 s apart.
    public func tap(at point: CGPoint, count: Int) throws {
        for i in 0..<max(count, 1) {
            if i > 0 { gestureClock += 0.1 }
            try touchDown(at: point, nothing: .nothingToTap(at: point))
            gestureClock += 0.05
            try send(.up(point))
        }
        try finishTouches()
    }

    /// Drags a finger along a straight line from `from` to `to` in `steps` moves, 1/60 s
    /// apart, then lifts it. The gestures under `from` hear it.
    public func drag(from: CGPoint, to: CGPoint, steps: Int = 10) throws {
        try touchDown(at: from, nothing: .nothingToTouch("drag", at: from))
        try moveTouch(to: to, steps: steps)
        try touchUp()
    }

    /// Drags from the middle of the (first) view showing `text` by `translation`.
    public func drag(text: String, by translation: CGSize, steps: Int = 10) throws {
        let from = try middle(ofText: text)
        try drag(from: from, to: CGPoint(x: from.x + translation.width, y: from.y + translation.height), steps: steps)
    }

    /// Drags from the middle of the view with an accessibility identifier by `translation`.
    public func drag(identifier: String, by translation: CGSize, steps: Int = 10) throws {
        let from = try middle(ofIdentifier: identifier)
        try drag(from: from, to: CGPoint(x: from.x + translation.width, y: from.y + translation.height), steps: steps)
    }

    /// Holds a finger still on `point` long enough for every long press there (at least
    /// half a second), then lifts it.
    public func longPress(at point: CGPoint) throws {
        try touchDown(at: point, nothing: .nothingToTouch("long press", at: point))
        let hold = max(touch?.recognizer.longestPress ?? 0, GestureMetrics.longestTap)
        gestureClock += hold
        try send(.hold)
        try touchUp()
    }

    /// Long-presses the middle of the (first) view showing `text`.
    public func longPress(text: String) throws {
        try longPress(at: try middle(ofText: text))
    }

    /// Long-presses the middle of the view with an accessibility identifier.
    public func longPress(identifier: String) throws {
        try longPress(at: try middle(ofIdentifier: identifier))
    }

    // MARK: A finger, step by step (to draw a gesture in progress)

    /// Puts a finger down at `point`; it stays down until `touchUp()`.
    public func touchDown(at point: CGPoint) throws {
        try touchDown(at: point, nothing: .nothingToTouch("touch", at: point))
    }

    /// Moves the finger that is down to `point` in `steps` moves, 1/60 s apart.
    public func moveTouch(to point: CGPoint, steps: Int = 1) throws {
        guard let start = touch?.session.location else { return }
        let n = max(steps, 1)
        for i in 1...n {
            let t = CGFloat(i) / CGFloat(n)
            gestureClock += GestureMetrics.sampleInterval
            try send(.move(CGPoint(x: start.x + (point.x - start.x) * t, y: start.y + (point.y - start.y) * t)))
        }
    }

    /// Keeps the finger that is down still for `seconds`.
    public func holdTouch(for seconds: Double) throws {
        guard touch != nil else { return }
        gestureClock += seconds
        try send(.hold)
    }

    /// Lifts the finger; gestures still waiting (for a second tap) then give up.
    public func touchUp() throws {
        guard let location = touch?.session.location else { return }
        try send(.up(location))
        try finishTouches()
    }

    // MARK: Recognition

    private func touchDown(at point: CGPoint, nothing: HostError) throws {
        _ = try layOut()
        gestureClock += GestureMetrics.sampleInterval
        if touch == nil {
            guard let recognizer = recognizer(at: point) else { throw nothing }
            touch = TouchSession(recognizer: recognizer,
                                 session: GestureSession(time: PreviewClock.defaultNow.addingTimeInterval(gestureClock)))
        }
        try send(.down(point))
    }

    /// Time passes with no finger down: whatever is still waiting fails; the next touch
    /// begins a new gesture.
    private func finishTouches() throws {
        guard touch != nil else { return }
        gestureClock += 1
        try send(.idle)
        touch = nil
        _ = try render()
    }

    /// Hands one event to the gesture, runs the end actions, and draws the state they left.
    private func send(_ event: TouchEvent) throws {
        guard let touch else { return }
        let s = touch.session
        s.time = PreviewClock.defaultNow.addingTimeInterval(gestureClock)
        switch event {
        case .down(let p): s.location = p; s.isTouching = true
        case .move(let p): s.location = p
        case .up(let p): s.location = p; s.isTouching = false
        case .hold, .idle: break
        }
        withCurrentGraph {
            _ = touch.recognizer.handle(event, s)
            let actions = s.endActions
            s.endActions = []
            for a in actions { a() }
        }
        if touch.recognizer.isFinished { self.touch = nil }
        _ = try render()
    }

    /// The gestures that hear a touch at `point`, as one recognizer; nil when nothing takes
    /// touches there.
    func recognizer(at point: CGPoint) -> GestureRecognizer<Void>? {
        let attachments = emitted.gestureAttachments
        let region = emitted.hitRegions.filter { $0.rect.contains(point) }.max { $0.order < $1.order }
        let attachment = attachments.filter { $0.contains(point) }.max { $0.id < $1.id }
        var composed: GestureRecognizer<Void>?
        let chain: [Int]
        if let region, region.order > (attachment?.id ?? 0) {
            // A button, toggle or picker row: its action runs on a tap.
            let action = region.action
            composed = ActionRecognizer(TapRecognizer(count: 1, longestHold: nil) { _ in () }, changed: nil, ended: { _ in action() })
            chain = region.scope.reversed()
        } else if let attachment {
            chain = [attachment.id] + attachment.scope.reversed()
        } else {
            return nil
        }
        let byID = Dictionary(attachments.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
        for id in chain {
            guard let a = byID[id], a.contains(point) else { continue }
            if !a.mask.contains(.subviews) { composed = nil }
            let own = a.mask.contains(.gesture) ? a.make() : nil
            composed = Self.combine(inner: composed, outer: own, a.priority)
        }
        return composed
    }

    private static func combine(inner: GestureRecognizer<Void>?, outer: GestureRecognizer<Void>?,
                                _ priority: GestureAttachment.Priority) -> GestureRecognizer<Void>? {
        guard let inner else { return outer }
        guard let outer else { return inner }
        let void: (()) -> Void = { _ in }
        switch priority {
        case .normal: return ExclusiveRecognizer(inner, outer, first: void, second: void)
        case .high: return ExclusiveRecognizer(outer, inner, first: void, second: void)
        case .simultaneous: return SimultaneousRecognizer(inner, outer) { _, _ in () }
        }
    }

    private func middle(ofText text: String) throws -> CGPoint {
        _ = try render()
        guard let match = emitted.texts.first(where: { $0.string == text }) else {
            throw HostError.textNotFound(text, shown: emitted.texts.map(\.string))
        }
        return CGPoint(x: match.frame.midX, y: match.frame.midY)
    }

    private func middle(ofIdentifier identifier: String) throws -> CGPoint {
        _ = try render()
        guard let match = emitted.identifiers.first(where: { $0.id == identifier }) else {
            throw HostError.identifierNotFound(identifier, known: emitted.identifiers.map(\.id))
        }
        return CGPoint(x: match.frame.midX, y: match.frame.midY)
    }
}
