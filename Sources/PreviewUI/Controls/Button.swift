import Drawing

/// The roles of buttons.
public struct ButtonRole: Sendable, Hashable {
    let name: String
    public static let destructive = ButtonRole(name: "destructive")
    public static let cancel = ButtonRole(name: "cancel")
    /// Confirms the presentation it is in (iOS 26): drawn without a role in iOS 18's look, and said.
    @available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
    public static let confirm = ButtonRole(name: "confirm")
    /// Closes the presentation it is in (iOS 26): drawn without a role in iOS 18's look, and said.
    @available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
    public static let close = ButtonRole(name: "close")

    /// iOS 26's roles, which iOS 18 does not have.
    var isFromIOS26: Bool { name == "confirm" || name == "close" }
}

/// A control that runs an action when tapped, as SwiftUI's `Button`, drawn in the style the
/// environment sets (`ButtonStyle.swift`; the automatic one: its label in the accent colour
/// unless a `.tint`/`.foregroundStyle` inside the label says otherwise). Several views in a
/// label are laid out in a row. Disabled, it is greyed out as iOS 18 greys it and takes no taps.
nonisolated public struct Button<Label: View>: View, @MainActor PrimitiveView {
    let action: @MainActor () -> Void
    let label: Label
    let role: ButtonRole?
    /// Where a button with a role was made, to say what of the role is not drawn.
    let site: CallSite?

    public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        self.action = action
        self.label = label()
        self.role = nil
        self.site = nil
    }

    public init(role: ButtonRole?, action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label,
                _fileID: String = #fileID, _line: Int = #line) {
        self.init(role: role, action: action, label: label(), site: CallSite(file: _fileID, line: _line))
    }

    init(role: ButtonRole?, action: @escaping @MainActor () -> Void, label: Label, site: CallSite?) {
        self.action = action
        self.label = label
        self.role = role
        self.site = site
    }

    @MainActor public var body: Never { primitiveBody("Button") }

    @MainActor func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        let env = context.environment
        let label = self.label, action = self.action
        var role = self.role
        if let asked = role, asked.isFromIOS26 {
            context.approximate("ButtonRole.\(asked.name) is iOS 26's (its confirm or close look)",
                                drawnAs: "a button without a role, as in iOS 18", at: site)
            role = nil
        }
        let content: ResolveContext.Content = { $0.resolve(label, component: "label") }
        // The style's body is resolved without the style (a `Button(configuration)` in it is
        // drawn in the style round this one).
        var inner = context
        let choice = inner.environment.buttonStyles.popLast()
        switch choice {
        case nil:
            return ButtonLook.nodes(.automatic, role: role, label: content, action: action, site: nil, context)
        case .primitive(let style as any BuiltInButtonStyle):
            return ButtonLook.nodes(style.look, role: role, label: content, action: action, site: nil, inner)
        case .primitive(let style):
            // The style decides when the button fires (`configuration.trigger()`), and is
            // given nothing to fire while the button is disabled.
            let enabled = env.isEnabled
            let configuration = PrimitiveButtonStyleConfiguration(
                role: role, label: .init(content: Self.row(content)), action: { if enabled { action() } })
            return inner.resolve(Self.body(of: style, configuration), component: "style")
        case .custom(let style):
            // A custom style reads `isEnabled` itself, as on iOS; a tap on what it draws fires.
            let configuration = ButtonStyleConfiguration(role: role, label: .init(content: Self.row(content)), isPressed: false)
            let nodes = inner.resolve(Self.body(of: style, configuration), component: "style")
            let node = ButtonNode(nodes.single(), action: env.isEnabled ? action : nil, role: role, tint: env.tint)
            node.isLink = env.isLinkButton
            return [node]
        }
    }

    /// A label of several views, laid out in a row.
    @MainActor static func row(_ content: @escaping ResolveContext.Content) -> ResolveContext.Content {
        { ctx in
            var c = ctx
            c.stackAxis = .horizontal
            let nodes = content(c)
            return nodes.count > 1 ? [StackNode(axis: .horizontal, spacing: nil, children: nodes)] : nodes
        }
    }

    @MainActor
    private static func body<S: ButtonStyle>(of style: S, _ configuration: ButtonStyleConfiguration) -> any View {
        style.makeBody(configuration: configuration)
    }

    @MainActor
    private static func body<S: PrimitiveButtonStyle>(of style: S, _ configuration: PrimitiveButtonStyleConfiguration) -> any View {
        style.makeBody(configuration: configuration)
    }
}

extension Button where Label == PrimitiveButtonStyleConfiguration.Label {
    /// The button a `PrimitiveButtonStyle` is given, drawn in the style round that one: for
    /// styles that change the current look rather than draw one of their own.
    public init(_ configuration: PrimitiveButtonStyleConfiguration) {
        self.init(role: configuration.role, action: configuration.action, label: configuration.label, site: nil)
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

    public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping @MainActor () -> Void,
                _fileID: String = #fileID, _line: Int = #line) {
        self.init(role: role, action: action, label: Text(titleKey), site: CallSite(file: _fileID, line: _line))
    }

    @_disfavoredOverload

    public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping @MainActor () -> Void,
                _fileID: String = #fileID, _line: Int = #line) {
        self.init(role: role, action: action, label: Text(title), site: CallSite(file: _fileID, line: _line))
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

    public init(_ titleKey: LocalizedStringKey, systemImage: String, role: ButtonRole?, action: @escaping @MainActor () -> Void,
                _fileID: String = #fileID, _line: Int = #line) {
        self.init(role: role, action: action, label: PreviewUI.Label(titleKey, systemImage: systemImage), site: CallSite(file: _fileID, line: _line))
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, role: ButtonRole?, action: @escaping @MainActor () -> Void,
                _fileID: String = #fileID, _line: Int = #line) {
        self.init(role: role, action: action, label: PreviewUI.Label(title, systemImage: systemImage), site: CallSite(file: _fileID, line: _line))
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
    /// Made by a `Link`: VoiceOver reads it as a link.
    var isLink = false

    init(_ child: LayoutNode, action: (@MainActor () -> Void)?, role: ButtonRole? = nil, tint: AnyShapeStyle? = nil) {
        self.action = action
        self.role = role
        self.tint = tint
        super.init(child)
    }

    override func emitContent(_ e: inout Emitter) {
        if let action { e.addHitRegion(rowFrame ?? frame, label: nil, action: action) }
        e.noteAccessibility(.button(frame: rowFrame ?? frame, isLink: isLink))
        child.emit(&e)
    }
}
