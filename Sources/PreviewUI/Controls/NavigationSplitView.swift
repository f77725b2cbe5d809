import Drawing

/// A view that presents views in two or three columns, as SwiftUI's `NavigationSplitView`.
///
/// On iPhone (compact width) iOS collapses it into one navigation stack, and so does
/// PreviewUI: the sidebar is the root screen (its `navigationTitle` large by default); while a
/// `List(selection:)` in the sidebar has a selection (set from the start, or by a tap on a
/// row), the next column (content, or detail in a two-column view) is pushed over it, with a
/// back button titled with the sidebar's title that clears the selection; likewise a
/// selection in the content column pushes the detail. `preferredCompactColumn: .detail` (or
/// `.content`) starts on that column. `columnVisibility` and the split view style change
/// nothing on iPhone.
///
/// On an iPad-sized screen iOS shows the columns side by side; PreviewUI draws the iPhone's
/// collapsed stack there and reports it.
nonisolated public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View {
    let sidebar: Sidebar
    let content: Content?
    let detail: Detail
    let columnVisibility: Binding<NavigationSplitViewVisibility>?
    let preferredCompactColumn: Binding<NavigationSplitViewColumn>?
    let site: CallSite

    init(sidebar: Sidebar, content: Content?, detail: Detail, columnVisibility: Binding<NavigationSplitViewVisibility>?,
         preferredCompactColumn: Binding<NavigationSplitViewColumn>?, site: CallSite) {
        self.sidebar = sidebar
        self.content = content
        self.detail = detail
        self.columnVisibility = columnVisibility
        self.preferredCompactColumn = preferredCompactColumn
        self.site = site
    }

    /// A three-column split view.
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail,
                _fileID: String = #fileID, _line: Int = #line) {
        self.init(sidebar: sidebar(), content: content(), detail: detail(), columnVisibility: nil, preferredCompactColumn: nil,
                  site: CallSite(file: _fileID, line: _line))
    }

    public init(columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
                @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail,
                _fileID: String = #fileID, _line: Int = #line) {
        self.init(sidebar: sidebar(), content: content(), detail: detail(), columnVisibility: columnVisibility,
                  preferredCompactColumn: nil, site: CallSite(file: _fileID, line: _line))
    }

    public init(preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar,
                @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail,
                _fileID: String = #fileID, _line: Int = #line) {
        self.init(sidebar: sidebar(), content: content(), detail: detail(), columnVisibility: nil,
                  preferredCompactColumn: preferredCompactColumn, site: CallSite(file: _fileID, line: _line))
    }

    public init(columnVisibility: Binding<NavigationSplitViewVisibility>, preferredCompactColumn: Binding<NavigationSplitViewColumn>,
                @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail,
                _fileID: String = #fileID, _line: Int = #line) {
        self.init(sidebar: sidebar(), content: content(), detail: detail(), columnVisibility: columnVisibility,
                  preferredCompactColumn: preferredCompactColumn, site: CallSite(file: _fileID, line: _line))
    }

    @MainActor public var body: some View {
        let columns = [content.map { AnyView($0) }, AnyView(detail)].compactMap { $0 }
        NavigationStack {
            sidebar
        }
        .modifier(SplitColumnsModifier(columns: SplitColumns(columns: columns, preferred: preferredCompactColumn, site: site)))
    }
}

extension NavigationSplitView where Content == EmptyView {
    /// A two-column split view.
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail, _fileID: String = #fileID, _line: Int = #line) {
        self.init(sidebar: sidebar(), content: nil, detail: detail(), columnVisibility: nil, preferredCompactColumn: nil,
                  site: CallSite(file: _fileID, line: _line))
    }

    public init(columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
                @ViewBuilder detail: () -> Detail, _fileID: String = #fileID, _line: Int = #line) {
        self.init(sidebar: sidebar(), content: nil, detail: detail(), columnVisibility: columnVisibility,
                  preferredCompactColumn: nil, site: CallSite(file: _fileID, line: _line))
    }

    public init(preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar,
                @ViewBuilder detail: () -> Detail, _fileID: String = #fileID, _line: Int = #line) {
        self.init(sidebar: sidebar(), content: nil, detail: detail(), columnVisibility: nil,
                  preferredCompactColumn: preferredCompactColumn, site: CallSite(file: _fileID, line: _line))
    }

    public init(columnVisibility: Binding<NavigationSplitViewVisibility>, preferredCompactColumn: Binding<NavigationSplitViewColumn>,
                @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail,
                _fileID: String = #fileID, _line: Int = #line) {
        self.init(sidebar: sidebar(), content: nil, detail: detail(), columnVisibility: columnVisibility,
                  preferredCompactColumn: preferredCompactColumn, site: CallSite(file: _fileID, line: _line))
    }
}

/// The visibility of the leading columns in a navigation split view, as SwiftUI's
/// `NavigationSplitViewVisibility` (it changes nothing on iPhone).
public struct NavigationSplitViewVisibility: Sendable, Hashable, Codable {
    let raw: Int
    public static let automatic = NavigationSplitViewVisibility(raw: 0)
    public static let all = NavigationSplitViewVisibility(raw: 1)
    public static let doubleColumn = NavigationSplitViewVisibility(raw: 2)
    public static let detailOnly = NavigationSplitViewVisibility(raw: 3)
}

/// A column of a navigation split view, as SwiftUI's `NavigationSplitViewColumn`: which one is
/// on top when the view collapses into a stack.
public struct NavigationSplitViewColumn: Sendable, Hashable {
    let raw: Int
    public static let sidebar = NavigationSplitViewColumn(raw: 0)
    public static let content = NavigationSplitViewColumn(raw: 1)
    public static let detail = NavigationSplitViewColumn(raw: 2)
}

/// A type that specifies the appearance and interaction of navigation split views, as
/// SwiftUI's `NavigationSplitViewStyle` (on iPhone every style collapses into a stack).
public protocol NavigationSplitViewStyle: Sendable {}

public struct AutomaticNavigationSplitViewStyle: NavigationSplitViewStyle { public init() {} }
public struct BalancedNavigationSplitViewStyle: NavigationSplitViewStyle { public init() {} }
public struct ProminentDetailNavigationSplitViewStyle: NavigationSplitViewStyle { public init() {} }

extension NavigationSplitViewStyle where Self == AutomaticNavigationSplitViewStyle {
    public static var automatic: AutomaticNavigationSplitViewStyle { .init() }
}
extension NavigationSplitViewStyle where Self == BalancedNavigationSplitViewStyle {
    public static var balanced: BalancedNavigationSplitViewStyle { .init() }
}
extension NavigationSplitViewStyle where Self == ProminentDetailNavigationSplitViewStyle {
    public static var prominentDetail: ProminentDetailNavigationSplitViewStyle { .init() }
}

extension View {
    /// The style of navigation split views inside; on iPhone they collapse into a stack
    /// whatever the style, so nothing changes there.
    nonisolated public func navigationSplitViewStyle<S: NavigationSplitViewStyle>(_ style: S) -> some View {
        self
    }

    /// The width of this column of a split view (used side by side only, not on iPhone).
    nonisolated public func navigationSplitViewColumnWidth(_ width: CGFloat) -> some View {
        self
    }

    nonisolated public func navigationSplitViewColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil) -> some View {
        self
    }
}

// MARK: Collapsing into a stack

/// The columns after the sidebar, and which one the collapsed stack prefers on top.
struct SplitColumns: @unchecked Sendable {
    let columns: [AnyView]
    let preferred: Binding<NavigationSplitViewColumn>?
    let site: CallSite
}

private struct SplitColumnsKey: EnvironmentKey { static let defaultValue: SplitColumns? = nil }

extension EnvironmentValues {
    /// Read by the next navigation stack inside (the split view's own), and cleared by it.
    var splitColumns: SplitColumns? {
        get { self[SplitColumnsKey.self] }
        set { self[SplitColumnsKey.self] = newValue }
    }
}

private struct SplitColumnsModifier: ViewModifier {
    let columns: SplitColumns
    func body(content: Content) -> some View {
        let columns = self.columns
        return content.transformingEnvironment { $0.splitColumns = columns }
    }
}

extension ViewGraph {
    /// Whether the host lays views out on an iPad-sized screen (both sides at least 700 pt,
    /// where iOS uses the regular width size class and iPad presentations).
    static var isOnIPadSizedScreen: Bool {
        guard let bounds = current?.screen.bounds else { return false }
        return bounds.width >= 700 && bounds.height >= 700
    }
}

extension NavigationStackContainer {
    /// The split view's columns pushed over the sidebar (the root screen), as iOS collapses a
    /// split view: each while the column before it has a list selection, or while
    /// `preferredCompactColumn` asks for it or a later one.
    func pushSplitColumns(_ split: SplitColumns, shown: inout [Screen], dismissals: inout [(@MainActor () -> Void)?],
                          _ context: ResolveContext, resolve: (any View, String) -> Screen) {
        if ViewGraph.isOnIPadSizedScreen {
            context.approximate("NavigationSplitView on an iPad-sized screen (its columns side by side)",
                                drawnAs: "the iPhone's collapsed stack (the sidebar, or the column selected in it, pushed)", at: split.site)
        }
        let preferred = split.preferred?.wrappedValue ?? .sidebar
        // The column index (0: the first after the sidebar) the preference reaches.
        let wanted: Int
        switch preferred {
        case .detail: wanted = split.columns.count - 1
        case .content: wanted = split.columns.count > 1 ? 0 : -1
        default: wanted = -1
        }
        for (i, column) in split.columns.enumerated() {
            let selection = Self.listSelection(in: shown[shown.count - 1].content)
            let selected = selection.map { !$0.isEmpty() } ?? false
            guard selected || i <= wanted else { break }
            let binding = split.preferred
            let before: NavigationSplitViewColumn = i == 0 ? .sidebar : .content
            dismissals.append {
                selection?.clear()
                if let binding, binding.wrappedValue != before { binding.wrappedValue = before }
            }
            shown.append(resolve(column, "split-column-\(i)"))
        }
    }

    /// The selection of the first list on a screen that has one.
    @MainActor
    static func listSelection(in nodes: [LayoutNode]) -> ListSelection? {
        var found: ListSelection?
        for node in nodes {
            node.forEachNode { if found == nil, let list = $0 as? GroupedListNode { found = list.selection } }
        }
        return found
    }
}
