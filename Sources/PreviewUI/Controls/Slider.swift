import Drawing

/// A control that picks a value from a range by dragging a thumb along a track, as SwiftUI's
/// `Slider` on iOS: the track filled with the tint up to the thumb, the rest in the system fill
/// colour, and a white thumb with its shadow (measured on real iOS renders; see
/// `ControlMetrics`). The minimum and maximum value labels sit beside the track; the label is
/// not drawn, as on iOS (it names the slider for accessibility, and here for the host).
///
/// With a `step`, the value snaps to `lowerBound + k × step` and the track spans the whole
/// steps that fit in the range, as SwiftUI's does. A drag that starts on the thumb
/// (`ViewHost.drag(from:to:)`, `ViewHost.setSlider(_:titled:)`) moves it by the finger's
/// travel, calling `onEditingChanged(true)` when the finger lands and `false` when it lifts.
nonisolated public struct Slider<Label: View, ValueLabel: View>: View, @MainActor PrimitiveView {
    let model: SliderModel
    let label: Label
    let minimumValueLabel: ValueLabel?
    let maximumValueLabel: ValueLabel?

    init<V: BinaryFloatingPoint>(
        value: Binding<V>, bounds: ClosedRange<V>, step: V.Stride?, onEditingChanged: @escaping (Bool) -> Void,
        label: Label, minimumValueLabel: ValueLabel?, maximumValueLabel: ValueLabel?
    ) where V.Stride: BinaryFloatingPoint {
        model = SliderModel(
            get: { Double(value.wrappedValue) }, set: { value.wrappedValue = V($0) },
            lower: Double(bounds.lowerBound), upper: Double(bounds.upperBound), step: step.map { Double($0) },
            onEditingChanged: onEditingChanged)
        self.label = label
        self.minimumValueLabel = minimumValueLabel
        self.maximumValueLabel = maximumValueLabel
    }

    /// A slider with a label and labels for the minimum and maximum values.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: nil, onEditingChanged: onEditingChanged, label: label(),
                  minimumValueLabel: minimumValueLabel(), maximumValueLabel: maximumValueLabel())
    }

    /// A slider whose value moves in steps, with a label and labels for the bounds.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
        @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: step, onEditingChanged: onEditingChanged, label: label(),
                  minimumValueLabel: minimumValueLabel(), maximumValueLabel: maximumValueLabel())
    }

    @available(*, deprecated, renamed: "Slider(value:in:label:minimumValueLabel:maximumValueLabel:onEditingChanged:)")
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, onEditingChanged: @escaping (Bool) -> Void = { _ in },
        minimumValueLabel: ValueLabel, maximumValueLabel: ValueLabel, @ViewBuilder label: () -> Label
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: nil, onEditingChanged: onEditingChanged, label: label(),
                  minimumValueLabel: minimumValueLabel, maximumValueLabel: maximumValueLabel)
    }

    @available(*, deprecated, renamed: "Slider(value:in:step:label:minimumValueLabel:maximumValueLabel:onEditingChanged:)")
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in },
        minimumValueLabel: ValueLabel, maximumValueLabel: ValueLabel, @ViewBuilder label: () -> Label
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: step, onEditingChanged: onEditingChanged, label: label(),
                  minimumValueLabel: minimumValueLabel, maximumValueLabel: maximumValueLabel)
    }

    @MainActor public var body: Never { primitiveBody("Slider") }

    @MainActor func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        let env = context.environment
        var c = context
        c.stackAxis = .horizontal
        let labelNodes = c.resolve(label, component: "label")
        let title = labelNodes.map(\.shownText).joined(separator: " ")
        let minimum = minimumValueLabel.map { c.resolve($0, component: "minimum").single() }
        let maximum = maximumValueLabel.map { c.resolve($0, component: "maximum").single() }
        let node = SliderNode(model: model, title: title.isEmpty ? nil : title, minimumLabel: minimum, maximumLabel: maximum,
                              environment: env)
        // In a form the slider sits in a 44-point row, as a switch does: laid out as tall as a
        // line of text and drawn centred on it (E).
        return [env.isInForm
            ? FixedFrameNode(node, width: nil, height: ControlMetrics.rowMinHeight - 2 * ControlMetrics.rowVerticalPadding, alignment: .center)
            : node]
    }
}

extension Slider where ValueLabel == EmptyView {
    /// A slider with a label (not drawn on iOS).
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: nil, onEditingChanged: onEditingChanged, label: label(),
                  minimumValueLabel: nil, maximumValueLabel: nil)
    }

    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: step, onEditingChanged: onEditingChanged, label: label(),
                  minimumValueLabel: nil, maximumValueLabel: nil)
    }

    @available(*, deprecated, renamed: "Slider(value:in:label:onEditingChanged:)")
    @_disfavoredOverload
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, onEditingChanged: @escaping (Bool) -> Void = { _ in },
        @ViewBuilder label: () -> Label
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: nil, onEditingChanged: onEditingChanged, label: label(),
                  minimumValueLabel: nil, maximumValueLabel: nil)
    }

    @available(*, deprecated, renamed: "Slider(value:in:step:label:onEditingChanged:)")
    @_disfavoredOverload
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in },
        @ViewBuilder label: () -> Label
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: step, onEditingChanged: onEditingChanged, label: label(),
                  minimumValueLabel: nil, maximumValueLabel: nil)
    }
}

extension Slider where Label == EmptyView, ValueLabel == EmptyView {
    /// A slider over `bounds` (0…1 unless given).
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: nil, onEditingChanged: onEditingChanged, label: EmptyView(),
                  minimumValueLabel: nil, maximumValueLabel: nil)
    }

    /// A slider over `bounds` whose value moves in steps of `step`.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: step, onEditingChanged: onEditingChanged, label: EmptyView(),
                  minimumValueLabel: nil, maximumValueLabel: nil)
    }
}

/// A slider's value as a position along its track (0…1), as SwiftUI maps it: with a step,
/// the track spans the whole steps that fit in the range, and a position sets the nearest
/// step.
struct SliderModel {
    let get: () -> Double
    let set: (Double) -> Void
    let lower: Double
    let upper: Double
    let step: Double?
    let onEditingChanged: (Bool) -> Void

    /// The steps that fit in the range (nil without a step).
    private var steps: Double? {
        guard let step, step > 0 else { return nil }
        return max(((upper - lower) / step).rounded(.down), 0)
    }

    /// The length of the range the track spans.
    private var length: Double {
        if let steps, let step { return steps * step }
        return upper - lower
    }

    /// Where `value` puts the thumb, 0…1 (values outside the range at its ends).
    func fraction(of value: Double) -> Double {
        guard length > 0, value.isFinite else { return 0 }
        return min(max((value - lower) / length, 0), 1)
    }

    /// The value a thumb position stands for, snapped to a step when there is one.
    func value(at fraction: Double) -> Double {
        let f = min(max(fraction, 0), 1)
        if let steps, let step { return lower + step * (f * steps).rounded(.toNearestOrAwayFromZero) }
        return lower + f * length
    }
}

/// The drawn slider: optional value labels at each end, the track and thumb between them.
final class SliderNode: LayoutNode {
    let model: SliderModel
    let title: String?
    let minimumLabel: LayoutNode?
    let maximumLabel: LayoutNode?
    let fraction: Double
    let filled: RGBAColor
    let track: RGBAColor
    let isEnabled: Bool

    init(model: SliderModel, title: String?, minimumLabel: LayoutNode?, maximumLabel: LayoutNode?, environment env: EnvironmentValues) {
        self.model = model
        self.title = title
        self.minimumLabel = minimumLabel
        self.maximumLabel = maximumLabel
        fraction = model.fraction(of: model.get())
        isEnabled = env.isEnabled
        // Disabled, the filled part turns grey (E: the tertiary label colour, as disabled
        // buttons' labels); the thumb stays white.
        filled = env.isEnabled ? TintShapeStyle().rgba(env) : SystemPalette.tertiaryLabel.resolve(env)
        track = SystemPalette.systemFill.resolve(env)
        super.init()
    }

    override var children: [LayoutNode] { [minimumLabel, maximumLabel].compactMap { $0 } }

    private var labelWidths: CGFloat {
        children.reduce(0) { $0 + $1.sizeThatFits(.unspecified).width + ControlMetrics.sliderValueLabelSpacing }
    }

    override func computeSize(_ p: ProposedViewSize) -> CGSize {
        let minimum = labelWidths + ControlMetrics.sliderThumbDiameter
        let w = p.width.flatMap { $0.isFinite ? $0 : nil } ?? (labelWidths + ControlMetrics.sliderIdealWidth)
        let labelHeight = children.map { $0.sizeThatFits(.unspecified).height }.max() ?? 0
        return CGSize(width: max(w, minimum), height: max(ControlMetrics.sliderHeight, labelHeight))
    }

    /// Where the track and thumb go: between the value labels.
    private var slot: CGRect {
        var r = frame
        if let m = minimumLabel {
            let d = m.frame.width + ControlMetrics.sliderValueLabelSpacing
            r.origin.x += d
            r.size.width -= d
        }
        if let m = maximumLabel { r.size.width -= m.frame.width + ControlMetrics.sliderValueLabelSpacing }
        r.size.width = max(r.width, ControlMetrics.sliderThumbDiameter)
        return r
    }

    override func place(at origin: CGPoint, proposal: ProposedViewSize, _ context: PlacementContext) {
        super.place(at: origin, proposal: proposal, context)
        if let m = minimumLabel {
            let s = m.sizeThatFits(.unspecified)
            m.place(at: CGPoint(x: frame.minX, y: frame.midY - s.height / 2), proposal: .unspecified, context)
        }
        if let m = maximumLabel {
            let s = m.sizeThatFits(.unspecified)
            m.place(at: CGPoint(x: frame.maxX - s.width, y: frame.midY - s.height / 2), proposal: .unspecified, context)
        }
    }

    /// The thumb's centre for a position along the track, 0…1.
    private static func thumbCenter(in slot: CGRect, fraction: Double) -> CGPoint {
        let r = ControlMetrics.sliderThumbDiameter / 2
        return CGPoint(x: slot.minX + r + (slot.width - 2 * r) * fraction, y: slot.midY - ControlMetrics.sliderThumbRise)
    }

    override func emitContent(_ e: inout Emitter) {
        minimumLabel?.emit(&e)
        maximumLabel?.emit(&e)
        let slot = self.slot
        let center = Self.thumbCenter(in: slot, fraction: fraction)
        let h = ControlMetrics.sliderTrackHeight, inset = ControlMetrics.sliderTrackInset
        let trackY = slot.midY + ControlMetrics.sliderTrackDrop - h / 2
        // The filled part and the rest each run to the thumb's centre, where the thumb hides
        // their rounded ends.
        let start = slot.minX + inset, end = slot.maxX - inset
        if center.x > start {
            e.add(.fill(.capsule(CGRect(x: start, y: trackY, width: center.x - start, height: h)), filled))
        }
        if end > center.x {
            e.add(.fill(.capsule(CGRect(x: center.x, y: trackY, width: end - center.x, height: h)), track))
        }
        let d = ControlMetrics.sliderThumbDiameter
        let thumbRect = CGRect(x: center.x - d / 2, y: center.y - d / 2, width: d, height: d)
        let thumb = DisplayOp.fill(.ellipse(thumbRect), .white)
        for shadow in ControlMetrics.sliderThumbShadows {
            e.group(shadow: shadow) { $0.add(thumb) }
        }
        if isEnabled {
            e.hitOrder += 1
            let id = e.hitOrder
            let touch = thumbRect.insetBy(dx: -ControlMetrics.sliderThumbTouchOutset, dy: -ControlMetrics.sliderThumbTouchOutset)
                .intersection(e.visible)
            if !touch.isNull, !touch.isEmpty {
                let model = self.model, startFraction = fraction, travel = slot.width - d
                e.gestureAttachments.append(GestureAttachment(
                    id: id, areas: [HitArea(rect: touch)], scope: e.gestureScope, priority: .normal, mask: .all,
                    make: { SliderDragRecognizer(model: model, startFraction: startFraction, travel: travel) }))
            }
        }
        let model = self.model
        e.controls.append(ControlRecord(
            kind: .slider, frame: slot, title: title, options: [],
            select: { if let v = $0.base as? Double { model.set(model.value(at: model.fraction(of: v))) } },
            current: AnyHashable(model.get()),
            thumbCenter: { Self.thumbCenter(in: slot, fraction: model.fraction(of: $0)) },
            fraction: model.fraction(of: model.get())))
    }
}

/// A finger on a slider's thumb: the thumb follows the finger's horizontal travel from where
/// it landed, and the value follows the thumb (snapped to a step).
final class SliderDragRecognizer: GestureRecognizer<Void> {
    let model: SliderModel
    let startFraction: Double
    let travel: CGFloat
    private var start: CGPoint?

    init(model: SliderModel, startFraction: Double, travel: CGFloat) {
        self.model = model
        self.startFraction = startFraction
        self.travel = max(travel, 1)
    }

    private func follow(_ p: CGPoint) {
        guard let start else { return }
        let value = model.value(at: startFraction + Double((p.x - start.x) / travel))
        if value != model.get() { model.set(value) }
    }

    override func process(_ event: TouchEvent, _ s: GestureSession) -> [GestureUpdate<Void>] {
        switch event {
        case .down(let p):
            start = p
            model.onEditingChanged(true)
            return [.changed(())]
        case .move(let p):
            follow(p)
            return [.changed(())]
        case .up(let p):
            follow(p)
            model.onEditingChanged(false)
            return [.ended(())]
        case .hold:
            return []
        case .idle:
            return [.failed]
        }
    }
}
