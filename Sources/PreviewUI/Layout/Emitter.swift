import Drawing

/// Collects what placed nodes draw, and what can be interacted with, in paint order.
@MainActor
struct Emitter {
    var ops: [DisplayOp] = []
    /// Where taps go, in paint order (the last one containing a point is on top).
    var hitRegions: [HitRegion] = []
    /// Views with gestures attached (`gesture`, `onTapGesture` …), each with where it takes
    /// touches; see `GestureAttachment`.
    var gestureAttachments: [GestureAttachment] = []
    /// What was drawn so far that takes touches (page coordinates): a gesture's view takes
    /// touches where its content is drawn, unless `contentShape` says otherwise.
    var hitContent: [HitArea] = []
    /// The gesture attachments around what is being emitted now, outermost first.
    var gestureScope: [Int] = []
    /// Counts hit regions and gesture attachments in the order they begin (parents before
    /// children, later siblings after earlier ones' subtrees): the greatest containing a
    /// point is the innermost, topmost one.
    var hitOrder = 0
    /// Texts shown, with their frames (to tap "the view that shows X").
    var texts: [(string: String, frame: CGRect)] = []
    /// What texts say in the source, by their index in `texts`, where the shown string is
    /// another (translated or pseudo-localized).
    var textSources: [Int: String] = [:]
    /// Where the texts of presentations (alerts, dialogs) begin in `texts`, when one is shown.
    var presentedTextsStart: Int?
    /// Views with an accessibility identifier.
    var identifiers: [(id: String, frame: CGRect)] = []
    /// Pickers, toggles and other controls that take a value.
    var controls: [ControlRecord] = [] {
        didSet { if accessibility != nil, let c = controls.last { noteAccessibility(.control(c)) } }
    }
    /// The scroll views drawn, with the ids (`.id`) of the views inside each, for interactions
    /// that scroll.
    var scrollViews: [(key: String, frame: CGRect, ids: () -> [AnyHashable])] = []
    /// The `.refreshable` views drawn, for pull to refresh.
    var refreshables: [RefreshableRecord] = []
    /// The part of the page that can be seen at this point (clips so far), in page coordinates.
    var visible: CGRect
    /// The whole page.
    let page: CGRect
    /// Set while a moment of a transition is drawn: every node is drawn through it.
    var motion: MotionPlan?
    /// Set while the frame is drawn for its accessibility tree: every node opens a scope.
    var accessibility: AccessibilityRecorder?
    /// The translation of the groups around what is drawn now (for the accessibility tree).
    var accessibilityShift = CGPoint.zero

    init(bounds: CGRect) {
        visible = bounds
        page = bounds
    }

    /// A node's frame as layout placed it (its drawn frame is on the pixel grid): what the host
    /// reports as a view's frame (`frame(ofText:)`, `frame(ofIdentifier:)`).
    func layoutFrame(of node: LayoutNode) -> CGRect { node.exactFrame ?? node.frame }

    mutating func add(_ op: DisplayOp) {
        ops.append(op)
        addHitContent(of: op, transform: .identity)
    }

    /// Marks a rectangle (page coordinates) as drawn content that takes touches.
    mutating func addHitContent(_ rect: CGRect) {
        addHitContent(HitArea(rect: rect))
    }

    /// Marks drawn content that takes touches: a filled outline takes them inside it only.
    mutating func addHitContent(_ area: HitArea) {
        var a = area
        a.rect = a.rect.intersection(visible)
        if !a.rect.isNull, !a.rect.isEmpty { hitContent.append(a) }
    }

    private mutating func addHitContent(of op: DisplayOp, transform: AffineMatrix) {
        switch op {
        case .fill(let shape, let color):
            if color.alpha > 0 { addHitContent(HitArea(filling: shape).applying(transform)) }
        case .stroke(let shape, let color, let style):
            if color.alpha > 0 {
                let w = style.lineWidth / 2
                addHitContent(transform.apply(to: shape.bounds.insetBy(dx: -w, dy: -w)))
            }
        case .fillGradient(let shape, let g):
            if !g.isInvisible { addHitContent(HitArea(filling: shape).applying(transform)) }
        case .strokeGradient(let shape, let g, let style):
            if !g.isInvisible {
                let w = style.lineWidth / 2
                addHitContent(transform.apply(to: shape.bounds.insetBy(dx: -w, dy: -w)))
            }
        case .gradientMask(let g, let inner):
            if !g.isInvisible { for op in inner { addHitContent(of: op, transform: transform) } }
        case .icon(let run): addHitContent(transform.apply(to: run.rect))
        case .image(let run): addHitContent(transform.apply(to: run.rect))
        case .text: break // TextNode marks its frame
        case .group(let g):
            guard g.opacity > 0 else { return }
            let t = g.transform.concatenating(transform)
            for inner in g.ops { addHitContent(of: inner, transform: t) }
        }
    }

    /// Runs `body` and wraps what it draws in a group (when the group does anything).
    mutating func group(
        transform: AffineMatrix = .identity, clip: Clip? = nil, opacity: Double = 1, shadow: Drawing.Shadow? = nil,
        clipRect: CGRect? = nil, _ body: (inout Emitter) -> Void
    ) {
        let saved = ops
        let savedVisible = visible
        let hitMark = hitContent.count
        let savedShift = accessibilityShift
        // Only moves carry over to where elements are: a turned or scaled view keeps its frame
        // (VoiceOver outlines the frame, not the ink).
        if accessibility != nil, transform.a == 1, transform.b == 0, transform.c == 0, transform.d == 1 {
            accessibilityShift.x += transform.tx
            accessibilityShift.y += transform.ty
        }
        defer { accessibilityShift = savedShift }
        ops = []
        if let clipRect { visible = visible.intersection(clipRect) }
        body(&self)
        let inner = ops
        ops = saved
        visible = savedVisible
        if !transform.isIdentity || opacity <= 0 {
            // What the group draws is moved (or not shown): so is where it takes touches.
            let moved: [HitArea] = opacity <= 0 ? [] : hitContent[hitMark...].map { area in
                var a = area.applying(transform)
                a.rect = a.rect.intersection(visible)
                return a
            }
            hitContent.removeSubrange(hitMark...)
            hitContent += moved.filter { !$0.rect.isNull && !$0.rect.isEmpty }
        }
        if inner.isEmpty { return }
        if transform.isIdentity && clip == nil && opacity == 1 && shadow == nil {
            ops += inner
        } else {
            ops.append(.group(DisplayGroup(transform: transform, clip: clip, opacity: opacity, shadow: shadow, ops: inner)))
        }
    }

    mutating func addHitRegion(_ rect: CGRect, label: String?, action: @escaping @MainActor () -> Void) {
        let r = rect.intersection(visible)
        guard !r.isNull, !r.isEmpty else { return }
        hitOrder += 1
        hitRegions.append(HitRegion(rect: r, label: label, action: action, order: hitOrder, scope: gestureScope))
    }
}

/// Where drawn content takes touches (page coordinates): a rectangle, or the inside of a
/// filled outline within it (a tap on a circle's corner misses it, as on iOS, where a shape
/// takes touches inside its path). The outline is flattened only when a touch is tested.
struct HitArea {
    var rect: CGRect
    /// The filled outline, in its own coordinates; nil when the whole rectangle takes touches.
    var outline: ShapePath?
    var eoFill = false
    /// From the outline's coordinates to the page.
    var transform: AffineMatrix = .identity

    init(rect: CGRect, outline: ShapePath? = nil, eoFill: Bool = false) {
        self.rect = rect
        self.outline = outline
        self.eoFill = eoFill
    }

    /// The inside of a filled shape (a plain rectangle is its bounds).
    init(filling shape: ShapePath) {
        if case .rect(let r) = shape { self.init(rect: r) } else { self.init(rect: shape.bounds, outline: shape) }
    }

    func applying(_ t: AffineMatrix) -> HitArea {
        guard !t.isIdentity else { return self }
        var a = self
        if outline == nil, t.b != 0 || t.c != 0 {
            // A turned rectangle is a diamond, not its bounding box.
            a.outline = .rect(rect)
            a.transform = t
        } else {
            a.transform = transform.concatenating(t)
        }
        a.rect = t.apply(to: rect)
        return a
    }

    @MainActor func contains(_ p: CGPoint) -> Bool {
        guard rect.contains(p) else { return false }
        guard let outline, let inverse = transform.inverted else { return true }
        return PathPolygons(elements: outline.elements, closing: true).contains(inverse.apply(to: p), eoFill: eoFill)
    }
}

/// A place that takes taps.
struct HitRegion {
    let rect: CGRect
    let label: String?
    let action: @MainActor () -> Void
    /// See `Emitter.hitOrder`.
    var order: Int = 0
    /// The gesture attachments around it, outermost first.
    var scope: [Int] = []
}

/// A control that takes a value: the host can set it by the label of the value.
struct ControlRecord {
    enum Kind: String { case picker, toggle, textField = "text field", slider, stepper, datePicker = "date picker", colorPicker = "color picker" }
    let kind: Kind
    let frame: CGRect
    /// The control's title (its label's text), if any.
    let title: String?
    /// The values it offers, as shown (their labels' text) and as tags.
    let options: [(label: String, tag: AnyHashable)]
    let select: @MainActor (AnyHashable) -> Void
    let current: AnyHashable?
    /// A text input's focus and typing (for `.textField`).
    var textInput: TextInputRecord? = nil
    /// Where a slider's thumb is when it shows a value, in page coordinates (for `.slider`).
    var thumbCenter: (@MainActor (Double) -> CGPoint)? = nil
    /// How far along its range a slider's value is, 0…1 (for `.slider`; VoiceOver reads it as
    /// a percentage).
    var fraction: Double? = nil
}
