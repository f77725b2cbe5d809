import Drawing

/// How a `List` or `Form` lays out its rows, as drawn on iPhone.
enum ListAppearance: Sendable, Hashable {
    /// Rounded cards inset from the screen's edges on the grouped background (iOS's default
    /// for lists and forms).
    case insetGrouped
    /// Cards from edge to edge, square, on the grouped background.
    case grouped
    /// Rows on the system background, from edge to edge, no cards.
    case plain
    /// Rows on the system background, inset from the edges as cards are, with rounded ends.
    case inset

    /// How far cards stand from the screen's edges.
    func cardMargin(screenWidth: CGFloat) -> CGFloat {
        switch self {
        case .insetGrouped, .inset: ControlMetrics.cardMargin(screenWidth: screenWidth)
        case .grouped, .plain: 0
        }
    }

    var cornerRadius: CGFloat {
        switch self {
        case .insetGrouped, .inset: ControlMetrics.cardCornerRadius
        case .grouped, .plain: 0
        }
    }

    /// The space between sections (plain lists run their sections together).
    var sectionSpacing: CGFloat { self == .plain ? 0 : ControlMetrics.sectionSpacing }

    /// Whether the list sits on the system background rather than the grouped one.
    var isOnSystemBackground: Bool { self == .plain || self == .inset }
}

/// A type that applies a custom appearance to all lists within a view, as SwiftUI's
/// `ListStyle`. PreviewUI draws the built-in styles.
public protocol ListStyle: Sendable {}

/// An appearance PreviewUI draws (and what it reports of it).
protocol BuiltInListStyle: ListStyle {
    var appearance: ListAppearance { get }
    /// What is not drawn as iOS draws it, if anything.
    var approximation: (cause: String, drawnAs: String)? { get }
}

extension BuiltInListStyle {
    var approximation: (cause: String, drawnAs: String)? { nil }
}

public struct DefaultListStyle: BuiltInListStyle {
    public init() {}
    var appearance: ListAppearance { .insetGrouped }
}

public struct InsetGroupedListStyle: BuiltInListStyle {
    public init() {}
    var appearance: ListAppearance { .insetGrouped }
}

public struct GroupedListStyle: BuiltInListStyle {
    public init() {}
    var appearance: ListAppearance { .grouped }
}

public struct PlainListStyle: BuiltInListStyle {
    public init() {}
    var appearance: ListAppearance { .plain }
    var approximation: (cause: String, drawnAs: String)? {
        (cause: "listStyle(.plain)'s section headers and footers are not measured on iOS here",
         drawnAs: "the grouped style's footnote headers, on the system background (a header pinned at the top of the scrolled list over a band of that background)")
    }
}

public struct InsetListStyle: BuiltInListStyle {
    public init() {}
    var appearance: ListAppearance { .inset }
}

public struct SidebarListStyle: BuiltInListStyle {
    public init() {}
    var appearance: ListAppearance { .insetGrouped }
    var approximation: (cause: String, drawnAs: String)? {
        (cause: "listStyle(.sidebar) on iPhone (collapsible sections with larger headers) is not drawn yet", drawnAs: "an inset-grouped list")
    }
}

extension ListStyle where Self == DefaultListStyle { public static var automatic: DefaultListStyle { .init() } }
extension ListStyle where Self == InsetGroupedListStyle { public static var insetGrouped: InsetGroupedListStyle { .init() } }
extension ListStyle where Self == GroupedListStyle { public static var grouped: GroupedListStyle { .init() } }
extension ListStyle where Self == PlainListStyle { public static var plain: PlainListStyle { .init() } }
extension ListStyle where Self == InsetListStyle { public static var inset: InsetListStyle { .init() } }
extension ListStyle where Self == SidebarListStyle { public static var sidebar: SidebarListStyle { .init() } }

/// The appearance and configuration of a form, as SwiftUI's `FormStyle`.
public protocol FormStyle: Sendable {
    associatedtype Body: View
    typealias Configuration = FormStyleConfiguration
    @MainActor func makeBody(configuration: Configuration) -> Body
}

/// The properties of a form instance, as SwiftUI's `FormStyleConfiguration`.
public struct FormStyleConfiguration {
    /// A type-erased content of a form.
    public struct Content: View {
        let view: AnyView
        public var body: some View { view }
    }

    /// A view that is the content of the form.
    public let content: Content
}

/// iOS's form look (inset-grouped).
public struct AutomaticFormStyle: FormStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        GroupedFormBody(content: configuration.content, appearance: .insetGrouped, columnsReport: false)
    }
}

/// Rows in grouped sections (inset-grouped on iPhone).
public struct GroupedFormStyle: FormStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        GroupedFormBody(content: configuration.content, appearance: .insetGrouped, columnsReport: false)
    }
}

/// Labels in a trailing-aligned column beside their controls, as macOS draws forms.
public struct ColumnsFormStyle: FormStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        GroupedFormBody(content: configuration.content, appearance: .insetGrouped, columnsReport: true)
    }
}

extension FormStyle where Self == AutomaticFormStyle { public static var automatic: AutomaticFormStyle { .init() } }
extension FormStyle where Self == GroupedFormStyle { public static var grouped: GroupedFormStyle { .init() } }
extension FormStyle where Self == ColumnsFormStyle { public static var columns: ColumnsFormStyle { .init() } }

/// The built-in forms' body: the grouped list.
struct GroupedFormBody: View, PrimitiveView {
    let content: FormStyleConfiguration.Content
    let appearance: ListAppearance
    let columnsReport: Bool

    var body: Never { primitiveBody("Form") }

    func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        if columnsReport {
            context.approximate("formStyle(.columns) (labels in a trailing-aligned column) is not drawn yet",
                                drawnAs: "a grouped form", at: context.environment.formStyleSite)
        }
        return [GroupedListNode.make(content: content.view, appearance: appearance, context)]
    }
}

private struct ListStyleKey: EnvironmentKey { static var defaultValue: (any ListStyle)? { nil } }
private struct FormStyleKey: EnvironmentKey { static var defaultValue: (any FormStyle)? { nil } }
private struct StyleSiteKey: EnvironmentKey { static let defaultValue: CallSite? = nil }
private struct FormStyleSiteKey: EnvironmentKey { static let defaultValue: CallSite? = nil }

extension EnvironmentValues {
    var listStyle: (any ListStyle)? {
        get { self[ListStyleKey.self] }
        set { self[ListStyleKey.self] = newValue }
    }

    var listStyleSite: CallSite? {
        get { self[StyleSiteKey.self] }
        set { self[StyleSiteKey.self] = newValue }
    }

    var formStyle: (any FormStyle)? {
        get { self[FormStyleKey.self] }
        set { self[FormStyleKey.self] = newValue }
    }

    var formStyleSite: CallSite? {
        get { self[FormStyleSiteKey.self] }
        set { self[FormStyleSiteKey.self] = newValue }
    }
}

extension View {
    /// The look of lists inside.
    nonisolated public func listStyle<S: ListStyle>(_ style: S, _fileID: String = #fileID, _line: Int = #line) -> some View {
        let site = CallSite(file: _fileID, line: _line)
        return transformingEnvironment {
            $0.listStyle = style
            $0.listStyleSite = site
        }
    }

    /// The look of forms inside.
    nonisolated public func formStyle<S: FormStyle>(_ style: S, _fileID: String = #fileID, _line: Int = #line) -> some View {
        let site = CallSite(file: _fileID, line: _line)
        return transformingEnvironment {
            $0.formStyle = style
            $0.formStyleSite = site
        }
    }
}
