import Drawing

/// A row that shows or hides content, as SwiftUI's `DisclosureGroup`: the label, then a
/// chevron in the accent colour that turns 90° when open. Tapping the row toggles it. In a form
/// the content follows as rows of their own.
nonisolated public struct DisclosureGroup<Label: View, Content: View>: View {
    let label: Label
    let content: Content
    let isExpanded: Binding<Bool>?
    @State private var expandedState = false

    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
        isExpanded = nil
    }

    public init(isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
        self.isExpanded = isExpanded
    }

    @MainActor private var expanded: Binding<Bool> { isExpanded ?? $expandedState }
    @Environment(\.disclosureGroupStyle) private var style

    @MainActor public var body: some View {
        let expanded = self.expanded
        if let style {
            let label = self.label, content = self.content
            let configuration = DisclosureGroupStyleConfiguration(
                label: .init(content: { $0.resolve(label, component: "label") }),
                content: .init(content: { $0.resolve(content, component: "content") }), isExpanded: expanded)
            AnyView(Self.body(of: style, configuration))
        } else {
            AutomaticDisclosureGroup(label: label, content: content, isExpanded: expanded)
        }
    }

    @MainActor
    private static func body<S: DisclosureGroupStyle>(of style: S, _ configuration: DisclosureGroupStyleConfiguration) -> any View {
        style.makeBody(configuration: configuration)
    }
}

/// iOS's look: the label, a spacer and the accent chevron as one button that flips the group;
/// the content below while expanded (in a form, as rows of their own).
struct AutomaticDisclosureGroup<Label: View, Content: View>: View {
    let label: Label
    let content: Content
    let isExpanded: Binding<Bool>

    var body: some View {
        let expanded = isExpanded
        Group {
            Button {
                expanded.wrappedValue.toggle()
            } label: {
                label.foregroundStyle(.primary)
                Spacer()
                Image(systemName: "chevron.right")
                    .imageScale(.small)
                    .fontWeight(.semibold)
                    .rotationEffect(expanded.wrappedValue ? .degrees(90) : .zero)
            }
            if expanded.wrappedValue {
                content
            }
        }
    }
}

// MARK: Styles

/// The look and interaction of disclosure groups, as SwiftUI's `DisclosureGroupStyle`, set
/// with `.disclosureGroupStyle(_:)`.
@MainActor @preconcurrency
public protocol DisclosureGroupStyle {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body
    typealias Configuration = DisclosureGroupStyleConfiguration
}

/// What a `DisclosureGroupStyle` gets: the label, the content, and whether it is expanded (a
/// binding the style flips).
public struct DisclosureGroupStyleConfiguration {
    /// A disclosure group's label.
    nonisolated public struct Label: View, @MainActor PrimitiveView {
        let content: ResolveContext.Content
        public var body: Never { primitiveBody("DisclosureGroupStyleConfiguration.Label") }
        @MainActor func makeNodes(_ context: ResolveContext) -> [LayoutNode] { content(context) }
    }

    /// A disclosure group's content.
    nonisolated public struct Content: View, @MainActor PrimitiveView {
        let content: ResolveContext.Content
        public var body: Never { primitiveBody("DisclosureGroupStyleConfiguration.Content") }
        @MainActor func makeNodes(_ context: ResolveContext) -> [LayoutNode] { content(context) }
    }

    public let label: DisclosureGroupStyleConfiguration.Label
    public let content: DisclosureGroupStyleConfiguration.Content
    @Binding public var isExpanded: Bool

    init(label: DisclosureGroupStyleConfiguration.Label, content: DisclosureGroupStyleConfiguration.Content, isExpanded: Binding<Bool>) {
        self.label = label
        self.content = content
        _isExpanded = isExpanded
    }
}

/// The platform's look (see `DisclosureGroup`).
public struct AutomaticDisclosureGroupStyle: DisclosureGroupStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        AutomaticDisclosureGroup(label: configuration.label, content: configuration.content, isExpanded: configuration.$isExpanded)
    }
}

extension DisclosureGroupStyle where Self == AutomaticDisclosureGroupStyle {
    public static var automatic: AutomaticDisclosureGroupStyle { .init() }
}

private struct DisclosureGroupStyleKey: EnvironmentKey { static var defaultValue: (any DisclosureGroupStyle)? { nil } }

extension EnvironmentValues {
    var disclosureGroupStyle: (any DisclosureGroupStyle)? {
        get { self[DisclosureGroupStyleKey.self] }
        set { self[DisclosureGroupStyleKey.self] = newValue }
    }
}

extension View {
    /// The look of the disclosure groups inside.
    nonisolated public func disclosureGroupStyle<S: DisclosureGroupStyle>(_ style: S) -> some View {
        transformingEnvironment { $0.disclosureGroupStyle = style }
    }
}

extension DisclosureGroup where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    @_disfavoredOverload

    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }

    public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(isExpanded: isExpanded, content: content) { Text(titleKey) }
    }

    @_disfavoredOverload

    public init<S: StringProtocol>(_ title: S, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(isExpanded: isExpanded, content: content) { Text(title) }
    }
}
