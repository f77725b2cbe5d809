import Drawing

/// A stylized view, with an optional label, that visually collects a logical grouping of
/// content, as SwiftUI's `GroupBox`. On iOS (the automatic style): the label in the headline
/// font over the content, both leading-aligned, padded and drawn on a rounded rectangle of the
/// secondary system background (the tertiary one for a group box inside another, and the
/// tertiary grouped background in a list or form row), sized to its content. Every number is E
/// (no render of a group box; `ControlMetrics.groupBox*`).
nonisolated public struct GroupBox<Label: View, Content: View>: View, @MainActor PrimitiveView {
    let label: Label
    let content: Content

    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
    }

    @available(iOS, introduced: 14.0, deprecated: 100000.0, renamed: "GroupBox(content:label:)")
    public init(label: Label, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.label = label
    }

    @MainActor public var body: Never { primitiveBody("GroupBox") }

    @MainActor func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        let label = self.label, content = self.content
        // The style's body is resolved without the style (a `GroupBox(configuration)` in it is
        // drawn in the automatic style); the label and content get it back, wherever the body
        // places them.
        let outer = context.environment.groupBoxStyle
        let configuration = GroupBoxStyleConfiguration(
            label: .init(content: { ctx in
                var c = ctx
                c.environment.groupBoxStyle = outer
                return c.resolve(label, component: "label")
            }),
            content: .init(content: { ctx in
                var c = ctx
                c.environment.groupBoxStyle = outer
                return c.resolve(content, component: "content")
            }))
        var c = context
        c.environment.groupBoxStyle = nil
        if !(label is GroupBoxStyleConfiguration.Label) { c.environment.groupBoxDepth += 1 }
        let style = outer ?? DefaultGroupBoxStyle()
        return c.resolve(Self.body(of: style, configuration), component: "style")
    }

    @MainActor
    private static func body<S: GroupBoxStyle>(of style: S, _ configuration: GroupBoxStyleConfiguration) -> any View {
        style.makeBody(configuration: configuration)
    }
}

extension GroupBox where Label == EmptyView {
    public init(@ViewBuilder content: () -> Content) {
        self.init(content: content) { EmptyView() }
    }
}

extension GroupBox where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }
}

extension GroupBox where Label == GroupBoxStyleConfiguration.Label, Content == GroupBoxStyleConfiguration.Content {
    /// The group box a `GroupBoxStyle` is given, drawn in the automatic style: for styles that
    /// add to the usual look.
    public init(_ configuration: GroupBoxStyleConfiguration) {
        self.init(content: { configuration.content }, label: { configuration.label })
    }
}

// MARK: Styles

/// The look of group boxes, as SwiftUI's `GroupBoxStyle`, set with `.groupBoxStyle(_:)`.
@MainActor @preconcurrency
public protocol GroupBoxStyle {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body
    typealias Configuration = GroupBoxStyleConfiguration
}

/// What a `GroupBoxStyle` gets: the label and the content as views.
public struct GroupBoxStyleConfiguration {
    /// A group box's label.
    nonisolated public struct Label: View, @MainActor PrimitiveView {
        let content: ResolveContext.Content
        public var body: Never { primitiveBody("GroupBoxStyleConfiguration.Label") }
        @MainActor func makeNodes(_ context: ResolveContext) -> [LayoutNode] { content(context) }
    }

    /// A group box's content.
    nonisolated public struct Content: View, @MainActor PrimitiveView {
        let content: ResolveContext.Content
        public var body: Never { primitiveBody("GroupBoxStyleConfiguration.Content") }
        @MainActor func makeNodes(_ context: ResolveContext) -> [LayoutNode] { content(context) }
    }

    public let label: GroupBoxStyleConfiguration.Label
    public let content: GroupBoxStyleConfiguration.Content
}

/// The platform's look (see `GroupBox`).
public struct DefaultGroupBoxStyle: GroupBoxStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { AutomaticGroupBox(configuration: configuration) }
}

extension GroupBoxStyle where Self == DefaultGroupBoxStyle {
    public static var automatic: DefaultGroupBoxStyle { .init() }
}

/// The automatic style's drawing.
struct AutomaticGroupBox: View, PrimitiveView {
    let configuration: GroupBoxStyleConfiguration
    var body: Never { primitiveBody("the automatic group box") }

    @MainActor func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        let env = context.environment
        var labelContext = context
        if env.font == nil { labelContext.environment.font = .headline }
        labelContext.stackAxis = .horizontal
        let labelNodes = labelContext.resolve(configuration.label)
        var contentContext = context
        contentContext.stackAxis = .vertical
        let contentNodes = contentContext.resolve(configuration.content)
        var rows: [LayoutNode] = []
        if !labelNodes.isEmpty { rows.append(labelNodes.count > 1 ? StackNode(axis: .horizontal, spacing: nil, children: labelNodes) : labelNodes[0]) }
        rows += contentNodes
        let stack = StackNode(axis: .vertical, horizontalAlignment: .leading, spacing: ControlMetrics.groupBoxSpacing, children: rows)
        let padded = PaddingNode(stack, insets: EdgeInsets(top: ControlMetrics.groupBoxPadding, leading: ControlMetrics.groupBoxPadding,
                                                           bottom: ControlMetrics.groupBoxPadding, trailing: ControlMetrics.groupBoxPadding))
        let fill = env.isInForm && env.groupBoxDepth <= 1 ? SystemPalette.tertiarySystemGroupedBackground
            : env.groupBoxDepth <= 1 ? SystemPalette.secondarySystemBackground : SystemPalette.tertiarySystemBackground
        let background = ShapeNode(shape: RoundedRectangle(cornerRadius: ControlMetrics.groupBoxCornerRadius),
                                   color: fill.resolve(env.colorScheme), stroke: nil, inset: 0)
        return [SecondaryNode(padded, secondary: background, alignment: .center, isOverlay: false)]
    }
}

private struct GroupBoxStyleKey: EnvironmentKey { static var defaultValue: (any GroupBoxStyle)? { nil } }
private struct GroupBoxDepthKey: EnvironmentKey { static let defaultValue = 0 }

extension EnvironmentValues {
    var groupBoxStyle: (any GroupBoxStyle)? {
        get { self[GroupBoxStyleKey.self] }
        set { self[GroupBoxStyleKey.self] = newValue }
    }

    /// How many group boxes are round a view (a group box inside another is drawn on the next
    /// background level).
    var groupBoxDepth: Int {
        get { self[GroupBoxDepthKey.self] }
        set { self[GroupBoxDepthKey.self] = newValue }
    }
}

extension View {
    /// The look of the group boxes inside.
    nonisolated public func groupBoxStyle<S: GroupBoxStyle>(_ style: S) -> some View {
        transformingEnvironment { $0.groupBoxStyle = style }
    }
}
