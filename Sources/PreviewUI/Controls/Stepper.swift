import Drawing

/// A control that steps a value up and down, as SwiftUI's `Stepper` on iOS: the label leading
/// and UIStepper's rounded − | + control (94 × 32, tertiary system fill) trailing. A side that
/// can do nothing — the value at a bound, a nil `onIncrement`/`onDecrement`, or the stepper
/// disabled — draws its glyph greyed and takes no taps.
///
/// A tap on + or − (`ViewHost.tap(at:)`, `incrementStepper(titled:)`,
/// `decrementStepper(titled:)`) steps the value, clamped to the range, between
/// `onEditingChanged(true)` and `onEditingChanged(false)`.
nonisolated public struct Stepper<Label: View>: View, @MainActor PrimitiveView {
    let label: Label
    let actions: StepperActions

    /// A stepper that runs `onIncrement` and `onDecrement`; a nil action disables its side.
    public init(
        @ViewBuilder label: () -> Label, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.label = label()
        actions = StepperActions(increment: onIncrement, decrement: onDecrement, onEditingChanged: onEditingChanged, value: nil)
    }

    @available(*, deprecated, renamed: "Stepper(label:onIncrement:onDecrement:onEditingChanged:)")
    public init(
        onIncrement: (() -> Void)?, onDecrement: (() -> Void)?, onEditingChanged: @escaping (Bool) -> Void = { _ in },
        @ViewBuilder label: () -> Label
    ) {
        self.init(label: label, onIncrement: onIncrement, onDecrement: onDecrement, onEditingChanged: onEditingChanged)
    }

    /// A stepper that adds and subtracts `step`, without bounds.
    public init<V: Strideable>(
        value: Binding<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.label = label()
        actions = .stepping(value, in: nil, step: step, onEditingChanged: onEditingChanged)
    }

    /// A stepper that adds and subtracts `step`, clamped to `bounds`.
    public init<V: Strideable>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.label = label()
        actions = .stepping(value, in: bounds, step: step, onEditingChanged: onEditingChanged)
    }

    @available(*, deprecated, renamed: "Stepper(value:step:label:onEditingChanged:)")
    @_disfavoredOverload
    public init<V: Strideable>(
        value: Binding<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in },
        @ViewBuilder label: () -> Label
    ) {
        self.init(value: value, step: step, label: label, onEditingChanged: onEditingChanged)
    }

    @available(*, deprecated, renamed: "Stepper(value:in:step:label:onEditingChanged:)")
    @_disfavoredOverload
    public init<V: Strideable>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in },
        @ViewBuilder label: () -> Label
    ) {
        self.init(value: value, in: bounds, step: step, label: label, onEditingChanged: onEditingChanged)
    }

    /// A stepper whose value is described with `format` (for VoiceOver on iOS, which draws
    /// no value: the label says what the user wrote).
    public init<F: ParseableFormatStyle>(
        value: Binding<F.FormatInput>, step: F.FormatInput.Stride = 1, format: F, @ViewBuilder label: () -> Label,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
        self.init(value: value, step: step, label: label, onEditingChanged: onEditingChanged)
    }

    public init<F: ParseableFormatStyle>(
        value: Binding<F.FormatInput>, in bounds: ClosedRange<F.FormatInput>, step: F.FormatInput.Stride = 1, format: F,
        @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
        self.init(value: value, in: bounds, step: step, label: label, onEditingChanged: onEditingChanged)
    }

    @MainActor public var body: Never { primitiveBody("Stepper") }

    @MainActor func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        let env = context.environment
        var c = context
        c.stackAxis = .horizontal
        let labelNodes = env.labelsHidden ? [] : c.resolve(label, component: "label")
        let title = labelNodes.map(\.shownText).joined(separator: " ")
        let control = StepperControlNode(actions: actions, title: title.isEmpty ? nil : title, environment: env)
        // In a form the 32-point control sits in a 44-point row, as a switch does: laid out as
        // tall as a line of text and drawn centred on it (E).
        let item: LayoutNode = env.isInForm
            ? FixedFrameNode(control, width: nil, height: ControlMetrics.rowMinHeight - 2 * ControlMetrics.rowVerticalPadding, alignment: .center)
            : control
        if labelNodes.isEmpty { return [item] }
        return [StackNode(axis: .horizontal, spacing: nil, children: labelNodes + [SpacerNode(axis: .horizontal, minLength: 8), item])]
    }
}

extension Stepper where Label == Text {
    public init(
        _ titleKey: LocalizedStringKey, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(label: { Text(titleKey) }, onIncrement: onIncrement, onDecrement: onDecrement, onEditingChanged: onEditingChanged)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(label: { Text(title) }, onIncrement: onIncrement, onDecrement: onDecrement, onEditingChanged: onEditingChanged)
    }

    public init<V: Strideable>(
        _ titleKey: LocalizedStringKey, value: Binding<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(value: value, step: step, label: { Text(titleKey) }, onEditingChanged: onEditingChanged)
    }

    @_disfavoredOverload
    public init<S: StringProtocol, V: Strideable>(
        _ title: S, value: Binding<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(value: value, step: step, label: { Text(title) }, onEditingChanged: onEditingChanged)
    }

    public init<V: Strideable>(
        _ titleKey: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(value: value, in: bounds, step: step, label: { Text(titleKey) }, onEditingChanged: onEditingChanged)
    }

    @_disfavoredOverload
    public init<S: StringProtocol, V: Strideable>(
        _ title: S, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(value: value, in: bounds, step: step, label: { Text(title) }, onEditingChanged: onEditingChanged)
    }

    public init<F: ParseableFormatStyle>(
        _ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, step: F.FormatInput.Stride = 1, format: F,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
        self.init(value: value, step: step, label: { Text(titleKey) }, onEditingChanged: onEditingChanged)
    }

    @_disfavoredOverload
    public init<S: StringProtocol, F: ParseableFormatStyle>(
        _ title: S, value: Binding<F.FormatInput>, step: F.FormatInput.Stride = 1, format: F,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
        self.init(value: value, step: step, label: { Text(title) }, onEditingChanged: onEditingChanged)
    }

    public init<F: ParseableFormatStyle>(
        _ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, in bounds: ClosedRange<F.FormatInput>,
        step: F.FormatInput.Stride = 1, format: F, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
        self.init(value: value, in: bounds, step: step, label: { Text(titleKey) }, onEditingChanged: onEditingChanged)
    }

    @_disfavoredOverload
    public init<S: StringProtocol, F: ParseableFormatStyle>(
        _ title: S, value: Binding<F.FormatInput>, in bounds: ClosedRange<F.FormatInput>,
        step: F.FormatInput.Stride = 1, format: F, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
        self.init(value: value, in: bounds, step: step, label: { Text(title) }, onEditingChanged: onEditingChanged)
    }
}

/// What a stepper's sides do: nil for a side that can do nothing now.
struct StepperActions {
    let increment: (() -> Void)?
    let decrement: (() -> Void)?
    let onEditingChanged: (Bool) -> Void
    /// The bound value, when there is one (for the host).
    let value: AnyHashable?

    /// Steps `value` by `step`, clamped to `bounds`; a side is off at its bound.
    static func stepping<V: Strideable>(
        _ value: Binding<V>, in bounds: ClosedRange<V>?, step: V.Stride, onEditingChanged: @escaping (Bool) -> Void
    ) -> StepperActions {
        let current = value.wrappedValue
        let canIncrement = bounds.map { current < $0.upperBound } ?? true
        let canDecrement = bounds.map { current > $0.lowerBound } ?? true
        return StepperActions(
            increment: canIncrement ? {
                let next = value.wrappedValue.advanced(by: step)
                value.wrappedValue = bounds.map { min(max(next, $0.lowerBound), $0.upperBound) } ?? next
            } : nil,
            decrement: canDecrement ? {
                let next = value.wrappedValue.advanced(by: -step)
                value.wrappedValue = bounds.map { min(max(next, $0.lowerBound), $0.upperBound) } ?? next
            } : nil,
            onEditingChanged: onEditingChanged, value: current as? AnyHashable)
    }
}

/// UIStepper's control: a rounded rectangle in the tertiary system fill, − on the left and +
/// on the right of a thin divider.
final class StepperControlNode: LayoutNode {
    let actions: StepperActions
    let title: String?
    let background: RGBAColor
    let divider: RGBAColor
    let glyph: RGBAColor
    let offGlyph: RGBAColor
    let isEnabled: Bool
    /// One pixel, for the divider.
    let pixel: CGFloat

    init(actions: StepperActions, title: String?, environment env: EnvironmentValues) {
        self.actions = actions
        self.title = title
        let scheme = env.colorScheme
        background = SystemPalette.tertiarySystemFill.resolve(scheme)
        divider = ControlMetrics.stepperDivider.resolve(scheme)
        glyph = SystemPalette.label.resolve(scheme)
        // A side that can do nothing: E (the tertiary label colour, as disabled buttons' labels).
        offGlyph = SystemPalette.tertiaryLabel.resolve(scheme)
        isEnabled = env.isEnabled
        pixel = 1 / max(env.displayScale, 1)
        super.init()
    }

    override func computeSize(_ p: ProposedViewSize) -> CGSize { ControlMetrics.stepperSize }

    override func emitContent(_ e: inout Emitter) {
        e.add(.fill(.roundedRect(frame, cornerRadius: ControlMetrics.stepperCornerRadius, style: .continuous), background))
        let dh = ControlMetrics.stepperDividerHeight
        let px = pixel
        e.add(.fill(.rect(CGRect(x: frame.midX - px / 2, y: frame.midY - dh / 2, width: px, height: dh)), divider))
        let length = ControlMetrics.stepperGlyphLength, t = ControlMetrics.stepperGlyphThickness
        let minus = CGPoint(x: frame.minX + frame.width / 4, y: frame.midY)
        let plus = CGPoint(x: frame.maxX - frame.width / 4, y: frame.midY)
        let decrement = isEnabled ? actions.decrement : nil, increment = isEnabled ? actions.increment : nil
        let across = { (c: CGPoint) in CGRect(x: c.x - length / 2, y: c.y - t / 2, width: length, height: t) }
        e.add(.fill(.capsule(across(minus)), decrement == nil ? offGlyph : glyph))
        let plusColor = increment == nil ? offGlyph : glyph
        e.add(.fill(.capsule(across(plus)), plusColor))
        e.add(.fill(.capsule(CGRect(x: plus.x - t / 2, y: plus.y - length / 2, width: t, height: length)), plusColor))
        let editing = actions.onEditingChanged
        let left = CGRect(x: frame.minX, y: frame.minY, width: frame.width / 2, height: frame.height)
        let right = CGRect(x: frame.midX, y: frame.minY, width: frame.width / 2, height: frame.height)
        // A side that can do nothing still takes its taps (UIStepper is there), and ignores
        // them; a disabled stepper takes none.
        if isEnabled {
            e.addHitRegion(left, label: "−") { if let decrement { editing(true); decrement(); editing(false) } }
            e.addHitRegion(right, label: "+") { if let increment { editing(true); increment(); editing(false) } }
        }
        e.controls.append(ControlRecord(
            kind: .stepper, frame: frame, title: title, options: [("−", AnyHashable(-1)), ("+", AnyHashable(1))],
            select: { tag in
                if tag == AnyHashable(1), let increment { editing(true); increment(); editing(false) }
                if tag == AnyHashable(-1), let decrement { editing(true); decrement(); editing(false) }
            },
            current: actions.value))
    }
}
