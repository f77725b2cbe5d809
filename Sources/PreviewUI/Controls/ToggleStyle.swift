import Drawing

/// A toggle's look and interaction, as SwiftUI's `ToggleStyle`, set with `.toggleStyle(_:)`.
/// iOS has three built-in styles: `.automatic` (a switch), `.switch` and `.button`
/// (`.checkbox` is macOS's).
@MainActor @preconcurrency
public protocol ToggleStyle {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body
    typealias Configuration = ToggleStyleConfiguration
}

/// What a `ToggleStyle` gets: the label, the state as a binding (the style flips it), and
/// whether the toggle's sources are mixed.
public struct ToggleStyleConfiguration {
    /// The toggle's label as a view.
    nonisolated public struct Label: View, @MainActor PrimitiveView {
        let content: ResolveContext.Content
        public var body: Never { primitiveBody("ToggleStyleConfiguration.Label") }
        @MainActor func makeNodes(_ context: ResolveContext) -> [LayoutNode] { content(context) }
    }

    public let label: ToggleStyleConfiguration.Label
    @Binding public var isOn: Bool
    /// True when the toggle stands for several sources (`init(sources:isOn:label:)`) of which
    /// some are on and some off.
    public var isMixed: Bool

    init(label: ToggleStyleConfiguration.Label, isOn: Binding<Bool>, isMixed: Bool) {
        self.label = label
        _isOn = isOn
        self.isMixed = isMixed
    }
}

// MARK: The built-in styles

/// The platform's choice: on iOS a switch (in a menu, a checked row).
public struct DefaultToggleStyle: ToggleStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { BuiltInToggleBody(configuration: configuration, look: .switch(nil)) }
}

/// The label, then a switch at the trailing edge.
public struct SwitchToggleStyle: ToggleStyle {
    let tint: Color?

    public init() { tint = nil }

    /// A switch of this colour when on.
    @available(iOS, introduced: 14.0, deprecated: 100000.0, message: "Use ``View/tint(_)`` instead.")
    public init(tint: Color) { self.tint = tint }

    public func makeBody(configuration: Configuration) -> some View { BuiltInToggleBody(configuration: configuration, look: .switch(tint)) }
}

/// A button whose label is the toggle's, filled with its tint while on.
public struct ButtonToggleStyle: ToggleStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { BuiltInToggleBody(configuration: configuration, look: .button) }
}

extension ToggleStyle where Self == DefaultToggleStyle { public static var automatic: DefaultToggleStyle { .init() } }
extension ToggleStyle where Self == SwitchToggleStyle { public static var `switch`: SwitchToggleStyle { .init() } }
extension ToggleStyle where Self == ButtonToggleStyle { public static var button: ButtonToggleStyle { .init() } }

/// A built-in style's body, for a custom style that calls, say, `SwitchToggleStyle().makeBody`.
struct BuiltInToggleBody: View, PrimitiveView {
    enum Look { case `switch`(Color?), button }
    let configuration: ToggleStyleConfiguration
    let look: Look
    var body: Never { primitiveBody("a built-in toggle style's body") }

    func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        switch look {
        case .switch(let tint): SwitchToggleStyle.nodes(configuration, tint: tint, context)
        case .button: ButtonToggleStyle.nodes(configuration, context)
        }
    }
}

private struct ToggleStyleKey: EnvironmentKey { static var defaultValue: (any ToggleStyle)? { nil } }

extension EnvironmentValues {
    var toggleStyle: (any ToggleStyle)? {
        get { self[ToggleStyleKey.self] }
        set { self[ToggleStyleKey.self] = newValue }
    }
}

extension View {
    /// The look of the toggles inside.
    nonisolated public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View {
        transformingEnvironment { $0.toggleStyle = style }
    }
}

// MARK: Drawing them

extension SwitchToggleStyle {
    /// The label, then the switch at the trailing edge. In a form the 31-point switch sits in
    /// a 44-point row, as UIKit's accessory switch does: it is laid out as tall as a line of
    /// text and drawn centred on it. Disabled, the switch is faded and the label kept (E:
    /// SwiftUI's switch style gives its label no disabled colour, as a `Text` in a disabled
    /// row keeps its own, scannow_form_row_envelope_symbol).
    @MainActor
    static func nodes(_ configuration: ToggleStyleConfiguration, tint: Color?, _ context: ResolveContext) -> [LayoutNode] {
        let env = context.environment
        var c = context
        c.stackAxis = .horizontal
        let labelNodes = env.labelsHidden ? [] : c.resolve(configuration.label)
        let binding = configuration.$isOn
        let sw = SwitchNode(isOn: configuration.isOn, tint: tint.map(AnyShapeStyle.init), environment: env,
                            toggle: { binding.wrappedValue.toggle() })
        let switchItem: LayoutNode = env.isInForm
            ? FixedFrameNode(sw, width: nil, height: ControlMetrics.rowMinHeight - 2 * ControlMetrics.rowVerticalPadding, alignment: .center)
            : sw
        let items: [LayoutNode] = labelNodes.isEmpty ? [switchItem] : labelNodes + [SpacerNode(axis: .horizontal, minLength: 8), switchItem]
        return [StackNode(axis: .horizontal, spacing: nil, children: items)]
    }
}

extension ButtonToggleStyle {
    /// A bordered button of the control size and border shape whose label is the toggle's, in
    /// the tint colour; on, its shape is filled with the tint at the bordered button's 18 %
    /// (E: how iOS 18 fills it is not measured; Apple's documentation says "filling in the
    /// background with its tint color"); off, nothing is behind the label. Disabled, it is
    /// greyed out as a disabled bordered button. A tap flips it.
    @MainActor
    static func nodes(_ configuration: ToggleStyleConfiguration, _ context: ResolveContext) -> [LayoutNode] {
        let env = context.environment
        let on = configuration.isOn, binding = configuration.$isOn
        var c = context
        c.stackAxis = .horizontal
        let metrics = ControlMetrics.bordered(env.controlSize)
        if env.font == nil, let font = metrics.font { c.environment.font = font }
        let fill: RGBAColor
        if !env.isEnabled {
            c.environment.foregroundStyle = AnyShapeStyle(Color(uiColor: .tertiaryLabel))
            if on { c.environment.foregroundStyle = AnyShapeStyle(Color(provider: .constant(ControlMetrics.disabledBorderedLabel.resolve(env.colorScheme)))) }
            fill = on ? ControlMetrics.disabledBorderedFill.resolve(env.colorScheme) : .clear
        } else {
            c.environment.foregroundStyle = AnyShapeStyle(TintShapeStyle())
            fill = on ? TintShapeStyle().rgba(env).multiplyingAlpha(ControlMetrics.borderedTintOpacity) : .clear
        }
        let labelNodes = c.resolve(configuration.label)
        let label = labelNodes.count > 1 ? StackNode(axis: .horizontal, spacing: nil, children: labelNodes) : labelNodes.single()
        let node = ButtonLook.bordered(label, fill: fill, shape: env.buttonBorderShape, size: env.controlSize)
        let flip: @MainActor () -> Void = { binding.wrappedValue.toggle() }
        return [ButtonNode(node, action: env.isEnabled ? flip : nil, tint: env.tint)]
    }
}
