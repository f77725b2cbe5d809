import Drawing

/// A value with a label, as SwiftUI's `LabeledContent`: the label at the leading edge and the
/// value at the trailing edge in the secondary label colour (as a row of a form or list draws
/// it: ha_navlink_row_secondary_value_chevron_light, spezi_menu_labeledcontent_row_ios18, whose
/// value is #8A8A8E on white, the secondary label colour, even inside a tinted menu label). At
/// accessibility text sizes the value goes under the label (spezi_labeledcontent_xa3_dynamic_type_ios18).
/// `.labeledContentStyle` can replace the look with a custom `LabeledContentStyle`.
nonisolated public struct LabeledContent<Label: View, Content: View>: View, @MainActor PrimitiveView {
    let label: Label
    let content: Content

    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
    }

    @MainActor public var body: Never { primitiveBody("LabeledContent") }

    @MainActor func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        let env = context.environment
        let label = self.label, content = self.content
        if let custom = env.labeledContentStyle, !(custom is AutomaticLabeledContentStyle) {
            // A `LabeledContent(configuration)` in the style's body is drawn automatically.
            var c = context
            c.environment.labeledContentStyle = nil
            let configuration = LabeledContentStyleConfiguration(
                label: .init(content: { $0.resolve(label, component: "label") }),
                content: .init(content: { $0.resolve(content, component: "content") }))
            return c.resolve(Self.body(of: custom, configuration), component: "style")
        }
        return context.resolve(Self.automatic(label: label, content: content, env), component: "automatic")
    }

    /// iOS's look. Outside a list the same row: label, space, value (E: no iOS render here
    /// shows LabeledContent outside a list).
    @MainActor @ViewBuilder
    static func automatic(label: Label, content: Content, _ env: EnvironmentValues) -> some View {
        // The secondary label colour, not the secondary level of the foreground style: a
        // menu's tinted label keeps its value grey (spezi_menu_labeledcontent_row_ios18). A
        // foreground style of the user's own has its secondary level.
        let custom = env.foregroundStyle.map { !($0.base is TintShapeStyle) } ?? false
        let valueStyle = custom ? AnyShapeStyle(HierarchicalShapeStyle.secondary) : AnyShapeStyle(Color(uiColor: .secondaryLabel))
        if env.dynamicTypeSize.isAccessibilitySize {
            VStack(alignment: .leading, spacing: LabeledContentMetrics.stackedSpacing) {
                label
                content.foregroundStyle(valueStyle)
            }
            .frame(maxWidth: .infinity, alignment: .leading)
        } else {
            HStack(alignment: .firstTextBaseline) {
                label
                Spacer(minLength: LayoutMetrics.spacerMinLength)
                content
                    .foregroundStyle(valueStyle)
                    .multilineTextAlignment(.trailing)
            }
        }
    }

    @MainActor
    private static func body<S: LabeledContentStyle>(of style: S, _ configuration: LabeledContentStyleConfiguration) -> any View {
        style.makeBody(configuration: configuration)
    }
}

extension LabeledContent where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(titleKey) })
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(title) })
    }
}

extension LabeledContent where Label == Text, Content == Text {
    /// A label and a value shown as written.
    public init<S: StringProtocol>(_ titleKey: LocalizedStringKey, value: S) {
        self.init(content: { Text(value) }, label: { Text(titleKey) })
    }

    @_disfavoredOverload
    public init<S1: StringProtocol, S2: StringProtocol>(_ title: S1, value: S2) {
        self.init(content: { Text(value) }, label: { Text(title) })
    }

    /// A label and a value formatted with `format`.
    public init<F: FormatStyle>(_ titleKey: LocalizedStringKey, value: F.FormatInput, format: F)
    where F.FormatInput: Equatable, F.FormatOutput == String {
        self.init(content: { Text(value, format: format) }, label: { Text(titleKey) })
    }

    @_disfavoredOverload
    public init<S: StringProtocol, F: FormatStyle>(_ title: S, value: F.FormatInput, format: F)
    where F.FormatInput: Equatable, F.FormatOutput == String {
        self.init(content: { Text(value, format: format) }, label: { Text(title) })
    }
}

extension LabeledContent where Label == LabeledContentStyleConfiguration.Label, Content == LabeledContentStyleConfiguration.Content {
    /// The labeled content a `LabeledContentStyle` is given, drawn in the automatic style.
    public init(_ configuration: LabeledContentStyleConfiguration) {
        self.init(content: { configuration.content }, label: { configuration.label })
    }
}

/// Metrics of LabeledContent. E: from spezi_labeledcontent_xa3_dynamic_type_ios18 (the value's
/// line follows the label's as two texts of a stack do).
enum LabeledContentMetrics {
    static let stackedSpacing: CGFloat? = nil
}

// MARK: Styles

/// The look of labeled content, chosen with `.labeledContentStyle`, as SwiftUI's
/// `LabeledContentStyle`.
@MainActor @preconcurrency
public protocol LabeledContentStyle {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body
    typealias Configuration = LabeledContentStyleConfiguration
}

/// What a `LabeledContentStyle` gets: the label and the content as views.
public struct LabeledContentStyleConfiguration {
    /// The label of the labeled content.
    nonisolated public struct Label: View, @MainActor PrimitiveView {
        let content: ResolveContext.Content
        public var body: Never { primitiveBody("LabeledContentStyleConfiguration.Label") }
        @MainActor func makeNodes(_ context: ResolveContext) -> [LayoutNode] { content(context) }
    }

    /// The content (the value) of the labeled content.
    nonisolated public struct Content: View, @MainActor PrimitiveView {
        let content: ResolveContext.Content
        public var body: Never { primitiveBody("LabeledContentStyleConfiguration.Content") }
        @MainActor func makeNodes(_ context: ResolveContext) -> [LayoutNode] { content(context) }
    }

    public let label: LabeledContentStyleConfiguration.Label
    public let content: LabeledContentStyleConfiguration.Content
}

/// iOS's look: label leading, value trailing in the secondary colour.
public struct AutomaticLabeledContentStyle: LabeledContentStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { LabeledContent(configuration) }
}

extension LabeledContentStyle where Self == AutomaticLabeledContentStyle {
    public static var automatic: AutomaticLabeledContentStyle { .init() }
}

private struct LabeledContentStyleKey: EnvironmentKey { static var defaultValue: (any LabeledContentStyle)? { nil } }

extension EnvironmentValues {
    var labeledContentStyle: (any LabeledContentStyle)? {
        get { self[LabeledContentStyleKey.self] }
        set { self[LabeledContentStyleKey.self] = newValue }
    }
}

extension View {
    /// The look of the labeled content inside.
    nonisolated public func labeledContentStyle<S: LabeledContentStyle>(_ style: S) -> some View {
        transformingEnvironment { $0.labeledContentStyle = style }
    }
}
