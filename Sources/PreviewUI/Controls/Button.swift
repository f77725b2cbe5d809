import Drawing

/// The look of a button, chosen with `.buttonStyle`.
public protocol PrimitiveButtonStyle {}

/// A custom button look, as SwiftUI's `ButtonStyle`: `makeBody` wraps the label.
public protocol ButtonStyle: PrimitiveButtonStyle {
    associatedtype Body: View
    @ViewBuilder @MainActor func makeBody(configuration: Configuration) -> Body
    typealias Configuration = ButtonStyleConfiguration
}

/// What a `ButtonStyle` gets: the label, the button's role, and whether it is pressed (never,
/// in a still).
public struct ButtonStyleConfiguration {
    public let role: ButtonRole?
    public let label: Label
    public let isPressed: Bool

    /// The button's label as a view.
    public struct Label: View, PrimitiveView {
        let content: ResolveContext.Content
        public var body: Never { primitiveBody("ButtonStyleConfiguration.Label") }
        func makeNodes(_ context: ResolveContext) -> [LayoutNode] { content(context) }
    }
}

/// The roles of buttons.
public struct ButtonRole: Sendable, Hashable {
    let name: String
    public static let destructive = ButtonRole(name: "destructive")
    public static let cancel = ButtonRole(name: "cancel")
}

/// The built-in looks.
public struct DefaultButtonStyle: PrimitiveButtonStyle { public init() {} }
public struct PlainButtonStyle: PrimitiveButtonStyle { public init() {} }
public struct BorderlessButtonStyle: PrimitiveButtonStyle { public init() {} }
public struct BorderedButtonStyle: PrimitiveButtonStyle { public init() {} }
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle { public init() {} }

extension PrimitiveButtonStyle where Self == DefaultButtonStyle { public static var automatic: DefaultButtonStyle { .init() } }
extension PrimitiveButtonStyle where Self == PlainButtonStyle { public static var plain: PlainButtonStyle { .init() } }
extension PrimitiveButtonStyle where Self == BorderlessButtonStyle { public static var borderless: BorderlessButtonStyle { .init() } }
extension PrimitiveButtonStyle where Self == BorderedButtonStyle { public static var bordered: BorderedButtonStyle { .init() } }
extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
    public static var borderedProminent: BorderedProminentButtonStyle { .init() }
}

private struct ButtonStyleKey: EnvironmentKey { static var defaultValue: (any PrimitiveButtonStyle)? { nil } }

extension EnvironmentValues {
    var buttonStyle: (any PrimitiveButtonStyle)? {
        get { self[ButtonStyleKey.self] }
        set { self[ButtonStyleKey.self] = newValue }
    }
}

extension View {
    /// The look of buttons inside.
    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
        transformingEnvironment { $0.buttonStyle = style }
    }

    public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
        transformingEnvironment { $0.buttonStyle = style }
    }
}

/// A control that runs an action when tapped, as SwiftUI's `Button`. Its label is drawn in the
/// accent colour unless the style (or a `.tint`/`.foregroundStyle` inside the label) says
/// otherwise; several views in a label are laid out in a row.
public struct Button<Label: View>: View, PrimitiveView {
    let action: @MainActor () -> Void
    let label: Label
    let role: ButtonRole?

    public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        self.action = action
        self.label = label()
        self.role = nil
    }

    public init(role: ButtonRole?, action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        self.action = action
        self.label = label()
        self.role = role
    }

    public var body: Never { primitiveBody("Button") }

    func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        var c = context
        let style = context.environment.buttonStyle
        let env = context.environment
        let label = self.label
        let rowContent: ResolveContext.Content = { ctx in
            var c = ctx
            c.stackAxis = .horizontal
            let nodes = c.resolve(label, component: "label")
            return nodes.count > 1 ? [StackNode(axis: .horizontal, spacing: nil, children: nodes)] : nodes
        }
        let destructive = role == .destructive
        let tintStyle: AnyShapeStyle = destructive ? AnyShapeStyle(Color.red) : AnyShapeStyle(TintShapeStyle())
        var nodes: [LayoutNode]
        // Disabled, iOS greys a built-in style out: the label in the tertiary label colour, a
        // bordered shape in the secondary fill (spezi_login_roundedborder_fields_prominent_disabled,
        // iOS 18.2: #E9E9EA behind #C4C4C6 text on white).
        let disabled = !env.isEnabled
        let disabledLabel = AnyShapeStyle(Color(uiColor: .tertiaryLabel))
        let disabledFill = SystemPalette.secondarySystemFill.resolve(env.colorScheme)
        switch style {
        case is PlainButtonStyle:
            if disabled { c.environment.foregroundStyle = disabledLabel }
            nodes = rowContent(c)
        case is BorderedButtonStyle:
            c.environment.foregroundStyle = disabled ? disabledLabel : tintStyle
            let fill = disabled ? disabledFill : tintStyle.rgba(env).multiplyingAlpha(0.15)
            nodes = rowContent(c).map { Self.bordered($0, fill: fill) }
        case is BorderedProminentButtonStyle:
            c.environment.foregroundStyle = disabled ? disabledLabel : AnyShapeStyle(Color.white)
            let fill = disabled ? disabledFill : tintStyle.rgba(env)
            nodes = rowContent(c).map { Self.bordered($0, fill: fill) }
        case let custom as any ButtonStyle:
            // A custom style reads `isEnabled` itself, as on iOS.
            nodes = Self.custom(custom, role: role, content: rowContent, c)
        default:
            // Automatic and borderless: the label in the accent colour, resolved where it is
            // drawn, so a `.tint` inside the label wins.
            if env.foregroundStyle == nil || destructive { c.environment.foregroundStyle = disabled ? disabledLabel : tintStyle }
            nodes = rowContent(c)
        }
        let action = self.action
        let enabled = env.isEnabled
        return [ButtonNode(nodes.single(), action: enabled ? action : nil, role: role, tint: env.tint)]
    }

    @MainActor
    static func bordered(_ node: LayoutNode, fill: RGBAColor) -> LayoutNode {
        let padded = PaddingNode(node, insets: ControlMetrics.borderedPadding)
        let shape = ShapeNode(shape: RoundedRectangle(cornerRadius: ControlMetrics.borderedCornerRadius), color: fill, stroke: nil, inset: 0)
        return SecondaryNode(padded, secondary: shape, alignment: .center, isOverlay: false)
    }

    @MainActor
    static func custom<S: ButtonStyle>(
        _ style: S, role: ButtonRole?, content: @escaping ResolveContext.Content, _ context: ResolveContext
    ) -> [LayoutNode] {
        let configuration = ButtonStyleConfiguration(role: role, label: .init(content: content), isPressed: false)
        return context.resolve(style.makeBody(configuration: configuration), component: "style")
    }
}

extension Button where Label == Text {
    public init(_ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { Text(titleKey) }
    }

    @_disfavoredOverload

    public init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { Text(title) }
    }

    public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping @MainActor () -> Void) {
        self.init(role: role, action: action) { Text(titleKey) }
    }

    @_disfavoredOverload

    public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping @MainActor () -> Void) {
        self.init(role: role, action: action) { Text(title) }
    }
}

extension Button where Label == PreviewUI.Label<Text, Image> {
    /// A button whose label is a title with a symbol (iOS 17).
    public init(_ titleKey: LocalizedStringKey, systemImage: String, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { PreviewUI.Label(titleKey, systemImage: systemImage) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { PreviewUI.Label(title, systemImage: systemImage) }
    }

    public init(_ titleKey: LocalizedStringKey, systemImage: String, role: ButtonRole?, action: @escaping @MainActor () -> Void) {
        self.init(role: role, action: action) { PreviewUI.Label(titleKey, systemImage: systemImage) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, role: ButtonRole?, action: @escaping @MainActor () -> Void) {
        self.init(role: role, action: action) { PreviewUI.Label(title, systemImage: systemImage) }
    }
}

/// A node whose taps, when it is a row of a form, are taken by the whole row.
@MainActor
protocol FormRowTappable: AnyObject {
    var rowFrame: CGRect? { get set }
}

/// A button's frame takes taps; in a form row the whole row does.
final class ButtonNode: UnaryNode, FormRowTappable {
    let action: (@MainActor () -> Void)?
    /// The button's role (an alert or a confirmation dialog draws its actions by it).
    let role: ButtonRole?
    /// The `.tint` the button was given (a swipe action is filled with it).
    let tint: AnyShapeStyle?
    /// Set by a form when the button is a row of its own.
    var rowFrame: CGRect?

    init(_ child: LayoutNode, action: (@MainActor () -> Void)?, role: ButtonRole? = nil, tint: AnyShapeStyle? = nil) {
        self.action = action
        self.role = role
        self.tint = tint
        super.init(child)
    }

    override func emit(_ e: inout Emitter) {
        if let action { e.addHitRegion(rowFrame ?? frame, label: nil, action: action) }
        child.emit(&e)
    }
}
