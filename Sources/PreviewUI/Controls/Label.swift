import Drawing

/// A title with an icon, as SwiftUI's `Label`. The icon sits on the title's first baseline (a
/// symbol's baseline centres its ink on the title's cap height). In a list or form row the icon
/// is drawn in the accent colour in a column of its own, so the titles of a list line up (and
/// the row's separator starts at the title). `.labelStyle` chooses what is shown: both (the
/// automatic and title-and-icon styles), the title or the icon alone, or a custom `LabelStyle`.
nonisolated public struct Label<Title: View, Icon: View>: View, @MainActor PrimitiveView {
    let title: Title
    let icon: Icon

    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()
        self.icon = icon()
    }

    @MainActor public var body: Never { primitiveBody("Label") }

    @MainActor func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        let env = context.environment
        let title = self.title, icon = self.icon
        switch env.labelStyle {
        case nil, is DefaultLabelStyle, is TitleAndIconLabelStyle:
            return context.resolve(Self.titleAndIcon(title: title, icon: icon, env), component: "label")
        case is TitleOnlyLabelStyle:
            return context.resolve(title, component: "title")
        case is IconOnlyLabelStyle:
            // In a row the icon keeps the accent colour the row gives it.
            guard env.isInForm, !env.isTabItem else { return context.resolve(icon, component: "icon") }
            return context.resolve(icon.foregroundStyle(env.foregroundStyle ?? AnyShapeStyle(TintShapeStyle())), component: "icon")
        case let custom?:
            // The style's body draws the label; a `Label(configuration)` inside it is drawn
            // in the automatic style (the style does not apply to itself again).
            var c = context
            c.environment.labelStyle = nil
            let configuration = LabelStyleConfiguration(
                title: .init(content: { $0.resolve(title, component: "title") }),
                icon: .init(content: { $0.resolve(icon, component: "icon") }))
            return c.resolve(Self.body(of: custom, configuration), component: "style")
        }
    }

    @MainActor @ViewBuilder
    static func titleAndIcon(title: Title, icon: Icon, _ env: EnvironmentValues) -> some View {
        if env.isTabItem {
            VStack(spacing: TabBarMetrics.iconTitleGap) {
                icon.font(.system(size: TabBarMetrics.iconPointSize)).imageScale(.large)
                title.font(.system(size: TabBarMetrics.titleSize, weight: .medium))
            }
        } else if env.isInForm {
            HStack(alignment: .firstTextBaseline, spacing: ControlMetrics.listLabelSpacing) {
                icon
                    .foregroundStyle(env.foregroundStyle ?? AnyShapeStyle(TintShapeStyle()))
                    .frame(width: ControlMetrics.listLabelIconWidth)
                title
            }
        } else {
            HStack(alignment: .firstTextBaseline, spacing: 12) {
                icon
                title
            }
        }
    }

    @MainActor
    private static func body<S: LabelStyle>(of style: S, _ configuration: LabelStyleConfiguration) -> any View {
        style.makeBody(configuration: configuration)
    }
}

extension Label where Title == Text, Icon == Image {
    public init(_ titleKey: LocalizedStringKey, systemImage name: String, _fileID: String = #fileID, _line: Int = #line) {
        self.init(title: { Text(titleKey) }, icon: { Image(systemName: name, _fileID: _fileID, _line: _line) })
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String, _fileID: String = #fileID, _line: Int = #line) {
        self.init(title: { Text(title) }, icon: { Image(systemName: name, _fileID: _fileID, _line: _line) })
    }

    /// A label whose icon is an image of the asset catalogue.
    public init(_ titleKey: LocalizedStringKey, image name: String, _fileID: String = #fileID, _line: Int = #line) {
        self.init(title: { Text(titleKey) }, icon: { Image(name, _fileID: _fileID, _line: _line) })
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image name: String, _fileID: String = #fileID, _line: Int = #line) {
        self.init(title: { Text(title) }, icon: { Image(name, _fileID: _fileID, _line: _line) })
    }
}

extension Label where Title == LabelStyleConfiguration.Title, Icon == LabelStyleConfiguration.Icon {
    /// The label a `LabelStyle` is given, drawn in the automatic style: for styles that add to
    /// the usual look.
    public init(_ configuration: LabelStyleConfiguration) {
        self.init(title: { configuration.title }, icon: { configuration.icon })
    }
}

// MARK: Styles

/// The look of labels, chosen with `.labelStyle`, as SwiftUI's `LabelStyle`.
@MainActor @preconcurrency
public protocol LabelStyle {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body
    typealias Configuration = LabelStyleConfiguration
}

/// What a `LabelStyle` gets: the label's title and icon as views.
public struct LabelStyleConfiguration {
    /// A label's title.
    nonisolated public struct Title: View, @MainActor PrimitiveView {
        let content: ResolveContext.Content
        public var body: Never { primitiveBody("LabelStyleConfiguration.Title") }
        @MainActor func makeNodes(_ context: ResolveContext) -> [LayoutNode] { content(context) }
    }

    /// A label's icon.
    nonisolated public struct Icon: View, @MainActor PrimitiveView {
        let content: ResolveContext.Content
        public var body: Never { primitiveBody("LabelStyleConfiguration.Icon") }
        @MainActor func makeNodes(_ context: ResolveContext) -> [LayoutNode] { content(context) }
    }

    public let title: LabelStyleConfiguration.Title
    public let icon: LabelStyleConfiguration.Icon
}

/// The platform's choice for the context: the icon and the title (the icon over the title in
/// a tab bar, in a column of its own in a list row).
public struct DefaultLabelStyle: LabelStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        HStack(alignment: .firstTextBaseline, spacing: 12) { configuration.icon; configuration.title }
    }
}

/// The icon and the title.
public struct TitleAndIconLabelStyle: LabelStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        HStack(alignment: .firstTextBaseline, spacing: 12) { configuration.icon; configuration.title }
    }
}

/// The title alone.
public struct TitleOnlyLabelStyle: LabelStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { configuration.title }
}

/// The icon alone.
public struct IconOnlyLabelStyle: LabelStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { configuration.icon }
}

extension LabelStyle where Self == DefaultLabelStyle { public static var automatic: DefaultLabelStyle { .init() } }
extension LabelStyle where Self == TitleAndIconLabelStyle { public static var titleAndIcon: TitleAndIconLabelStyle { .init() } }
extension LabelStyle where Self == TitleOnlyLabelStyle { public static var titleOnly: TitleOnlyLabelStyle { .init() } }
extension LabelStyle where Self == IconOnlyLabelStyle { public static var iconOnly: IconOnlyLabelStyle { .init() } }

private struct LabelStyleKey: EnvironmentKey { static var defaultValue: (any LabelStyle)? { nil } }

extension EnvironmentValues {
    var labelStyle: (any LabelStyle)? {
        get { self[LabelStyleKey.self] }
        set { self[LabelStyleKey.self] = newValue }
    }
}

extension View {
    /// The look of the labels inside.
    nonisolated public func labelStyle<S: LabelStyle>(_ style: S) -> some View {
        transformingEnvironment { $0.labelStyle = style }
    }
}
