import Drawing

/// A control that shows a menu of actions, as SwiftUI's `Menu`. Closed, it is its label drawn
/// as a button (in the accent colour; as a row's button in a list or form; in the ambient
/// button style under `.menuStyle(.button)`). A tap opens iOS 18's pop-up menu anchored to the
/// label (`MenuPopupLayer`): its buttons, toggles, pickers and nested menus as rows, `Section`s
/// and `Divider`s as thick separators. A row runs its action and closes the menu. With a
/// primary action, a tap runs it and a long press opens the menu.
nonisolated public struct Menu<Label: View, Content: View>: View, @MainActor PrimitiveView {
    let content: Content
    let label: Label
    let primaryAction: (@MainActor () -> Void)?
    let site: CallSite

    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label, _fileID: String = #fileID, _line: Int = #line) {
        self.content = content()
        self.label = label()
        primaryAction = nil
        site = CallSite(file: _fileID, line: _line)
    }

    public init(
        @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label, primaryAction: @escaping @MainActor () -> Void,
        _fileID: String = #fileID, _line: Int = #line
    ) {
        self.content = content()
        self.label = label()
        self.primaryAction = primaryAction
        site = CallSite(file: _fileID, line: _line)
    }

    init(content: Content, label: Label, primaryAction: (@MainActor () -> Void)?, site: CallSite) {
        self.content = content
        self.label = label
        self.primaryAction = primaryAction
        self.site = site
    }

    @MainActor public var body: Never { primitiveBody("Menu") }

    @MainActor func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        let env = context.environment
        let content = AnyView(self.content), site = self.site
        if env.isInMenu {
            // A menu inside a menu: a row that opens it.
            var c = context
            c.environment.isInMenu = false
            let labelNodes = c.resolve(label, component: "label")
            let symbol = labelNodes.lazy.compactMap(\.firstSymbol).first
            let title = labelNodes.map(\.shownText).joined(separator: " ")
            let sections = context.menuSections(content, component: "submenu", site: site)
            return [MenuItemsNode([MenuItem(title: title, systemImage: symbol?.name, symbolSite: symbol?.site, isEnabled: env.isEnabled,
                                            submenu: sections)])]
        }
        if let custom = env.menuStyle, !(custom is DefaultMenuStyle), !(custom is ButtonMenuStyle), !(custom is BorderlessButtonMenuStyle) {
            // The style's body draws the menu; a `Menu(configuration)` in it has the
            // automatic look.
            var c = context
            c.environment.menuStyle = nil
            let label = self.label
            let configuration = MenuStyleConfiguration(
                label: .init(content: { $0.resolve(label, component: "label") }), content: .init(view: content),
                primaryAction: primaryAction, site: site)
            return c.resolve(Self.body(of: custom, configuration), component: "style")
        }
        if env.menuIndicatorVisibility == .visible {
            context.approximate("menuIndicator(.visible) on a Menu: whether iOS 18 draws an indicator beside its label is not confirmed",
                                drawnAs: "the label alone", at: env.menuIndicatorSite)
        }

        let shown = context.presentationFlag("menu", initial: false)
        let submenus = context.presentationFlag("submenus", initial: [Int]())
        let open: @MainActor () -> Void = {
            submenus.wrappedValue = []
            shown.wrappedValue = true
        }
        let button = Button(action: primaryAction ?? open) { label }
        let styled: AnyView = env.menuStyle is BorderlessButtonMenuStyle ? AnyView(button.buttonStyle(.borderless)) : AnyView(button)
        // With a primary action a long press opens the menu; a tap (the press ends before
        // the long press) runs the action.
        let view: AnyView = primaryAction == nil ? styled : AnyView(styled.highPriorityGesture(LongPressGesture().onEnded { _ in open() }))
        let node = context.resolve(view, component: "label").single()
        guard shown.wrappedValue else { return [node] }
        let order = env.menuOrder, behavior = env.menuActionDismissBehavior
        return [PresentationNode(node) { page in
            // In a list row the menu opens under the row (E), at the label's sides.
            var anchor = node.frame
            if let row = node.wrapped(ButtonNode.self)?.rowFrame {
                anchor = CGRect(x: node.frame.minX, y: row.minY, width: node.frame.width, height: row.height)
            }
            return AnyView(MenuPopupLayer(
                anchor: anchor, page: page, sections: { $0.menuSections(content, component: "items", site: site) },
                order: order, dismissBehavior: behavior, site: site, dismiss: { shown.wrappedValue = false }, openSubmenus: submenus))
        }]
    }

    @MainActor
    private static func body<S: MenuStyle>(of style: S, _ configuration: MenuStyleConfiguration) -> any View {
        style.makeBody(configuration: configuration)
    }
}

extension Menu where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content, _fileID: String = #fileID, _line: Int = #line) {
        self.init(content: content, label: { Text(titleKey) }, _fileID: _fileID, _line: _line)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content, _fileID: String = #fileID, _line: Int = #line) {
        self.init(content: content, label: { Text(title) }, _fileID: _fileID, _line: _line)
    }

    public init(
        _ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content, primaryAction: @escaping @MainActor () -> Void,
        _fileID: String = #fileID, _line: Int = #line
    ) {
        self.init(content: content, label: { Text(titleKey) }, primaryAction: primaryAction, _fileID: _fileID, _line: _line)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, @ViewBuilder content: () -> Content, primaryAction: @escaping @MainActor () -> Void,
        _fileID: String = #fileID, _line: Int = #line
    ) {
        self.init(content: content, label: { Text(title) }, primaryAction: primaryAction, _fileID: _fileID, _line: _line)
    }
}

extension Menu where Label == PreviewUI.Label<Text, Image> {
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content,
                _fileID: String = #fileID, _line: Int = #line) {
        self.init(content: content, label: { PreviewUI.Label(titleKey, systemImage: systemImage, _fileID: _fileID, _line: _line) },
                  _fileID: _fileID, _line: _line)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content,
                                   _fileID: String = #fileID, _line: Int = #line) {
        self.init(content: content, label: { PreviewUI.Label(title, systemImage: systemImage, _fileID: _fileID, _line: _line) },
                  _fileID: _fileID, _line: _line)
    }

    public init(
        _ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content,
        primaryAction: @escaping @MainActor () -> Void, _fileID: String = #fileID, _line: Int = #line
    ) {
        self.init(content: content, label: { PreviewUI.Label(titleKey, systemImage: systemImage, _fileID: _fileID, _line: _line) },
                  primaryAction: primaryAction, _fileID: _fileID, _line: _line)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, systemImage: String, @ViewBuilder content: () -> Content,
        primaryAction: @escaping @MainActor () -> Void, _fileID: String = #fileID, _line: Int = #line
    ) {
        self.init(content: content, label: { PreviewUI.Label(title, systemImage: systemImage, _fileID: _fileID, _line: _line) },
                  primaryAction: primaryAction, _fileID: _fileID, _line: _line)
    }
}

extension Menu where Label == MenuStyleConfiguration.Label, Content == MenuStyleConfiguration.Content {
    /// The menu a `MenuStyle` is given, drawn in the automatic style: for styles that add to
    /// the usual look.
    public init(_ configuration: MenuStyleConfiguration) {
        self.init(content: configuration.content, label: configuration.label, primaryAction: configuration.primaryAction,
                  site: configuration.site)
    }
}

// MARK: Styles

/// The look of menus, chosen with `.menuStyle`, as SwiftUI's `MenuStyle`.
@MainActor @preconcurrency
public protocol MenuStyle {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body
    typealias Configuration = MenuStyleConfiguration
}

/// What a `MenuStyle` gets: the menu, to be drawn with `Menu(configuration)`.
public struct MenuStyleConfiguration {
    /// A menu's label.
    nonisolated public struct Label: View, @MainActor PrimitiveView {
        let content: ResolveContext.Content
        public var body: Never { primitiveBody("MenuStyleConfiguration.Label") }
        @MainActor func makeNodes(_ context: ResolveContext) -> [LayoutNode] { content(context) }
    }

    /// A menu's content.
    nonisolated public struct Content: View, @MainActor PrimitiveView {
        let view: AnyView
        public var body: Never { primitiveBody("MenuStyleConfiguration.Content") }
        @MainActor func makeNodes(_ context: ResolveContext) -> [LayoutNode] { context.resolve(view, component: "content") }
    }

    let label: Label
    let content: Content
    let primaryAction: (@MainActor () -> Void)?
    let site: CallSite
}

/// The platform's choice: on iOS, the label as a button (in the ambient button style).
public struct DefaultMenuStyle: MenuStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { Menu(configuration) }
}

/// The label drawn in the ambient button style (`.buttonStyle`).
public struct ButtonMenuStyle: MenuStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { Menu(configuration) }
}

/// The label drawn as a borderless button (in the accent colour), whatever the button style.
public struct BorderlessButtonMenuStyle: MenuStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { Menu(configuration).buttonStyle(.borderless) }
}

extension MenuStyle where Self == DefaultMenuStyle { public static var automatic: DefaultMenuStyle { .init() } }
extension MenuStyle where Self == ButtonMenuStyle { public static var button: ButtonMenuStyle { .init() } }
extension MenuStyle where Self == BorderlessButtonMenuStyle { public static var borderlessButton: BorderlessButtonMenuStyle { .init() } }

/// The order of a menu's items, as SwiftUI's `MenuOrder`. `.automatic` and `.priority` put
/// the first item nearest the view that opened the menu (reversed when the menu opens
/// upwards); `.fixed` keeps them top to bottom as written.
public struct MenuOrder: Equatable, Hashable, Sendable {
    let name: String
    public static let automatic = MenuOrder(name: "automatic")
    public static let priority = MenuOrder(name: "priority")
    public static let fixed = MenuOrder(name: "fixed")
}

/// Whether choosing an item closes its menu, as SwiftUI's `MenuActionDismissBehavior`.
public struct MenuActionDismissBehavior: Equatable, Hashable, Sendable {
    let name: String
    public static let automatic = MenuActionDismissBehavior(name: "automatic")
    public static let enabled = MenuActionDismissBehavior(name: "enabled")
    public static let disabled = MenuActionDismissBehavior(name: "disabled")
}

private struct MenuStyleKey: EnvironmentKey { static var defaultValue: (any MenuStyle)? { nil } }
private struct MenuOrderKey: EnvironmentKey { static let defaultValue = MenuOrder.automatic }
private struct MenuDismissKey: EnvironmentKey { static let defaultValue = MenuActionDismissBehavior.automatic }
private struct MenuIndicatorKey: EnvironmentKey { static let defaultValue = Visibility.automatic }
private struct MenuIndicatorSiteKey: EnvironmentKey { static let defaultValue: CallSite? = nil }

extension EnvironmentValues {
    var menuStyle: (any MenuStyle)? {
        get { self[MenuStyleKey.self] }
        set { self[MenuStyleKey.self] = newValue }
    }

    var menuOrder: MenuOrder {
        get { self[MenuOrderKey.self] }
        set { self[MenuOrderKey.self] = newValue }
    }

    var menuActionDismissBehavior: MenuActionDismissBehavior {
        get { self[MenuDismissKey.self] }
        set { self[MenuDismissKey.self] = newValue }
    }

    /// `.menuIndicator`: a menu-style picker hides its chevrons under `.hidden`.
    var menuIndicatorVisibility: Visibility {
        get { self[MenuIndicatorKey.self] }
        set { self[MenuIndicatorKey.self] = newValue }
    }

    var menuIndicatorSite: CallSite? {
        get { self[MenuIndicatorSiteKey.self] }
        set { self[MenuIndicatorSiteKey.self] = newValue }
    }
}

extension View {
    /// The look of the menus inside.
    nonisolated public func menuStyle<S: MenuStyle>(_ style: S) -> some View {
        transformingEnvironment { $0.menuStyle = style }
    }

    /// The order of the items of the menus inside.
    nonisolated public func menuOrder(_ order: MenuOrder) -> some View {
        transformingEnvironment { $0.menuOrder = order }
    }

    /// Whether the menus inside show an indicator (a menu-style picker's chevrons).
    nonisolated public func menuIndicator(_ visibility: Visibility, _fileID: String = #fileID, _line: Int = #line) -> some View {
        transformingEnvironment {
            $0.menuIndicatorVisibility = visibility
            $0.menuIndicatorSite = CallSite(file: _fileID, line: _line)
        }
    }

    /// Whether choosing an item of the menus inside closes the menu (`.disabled`: it stays open).
    nonisolated public func menuActionDismissBehavior(_ behavior: MenuActionDismissBehavior) -> some View {
        transformingEnvironment { $0.menuActionDismissBehavior = behavior }
    }
}
