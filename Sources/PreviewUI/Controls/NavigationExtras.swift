import Drawing

/// What a navigation bar is for, as SwiftUI's `ToolbarRole`. On iPhone `.editor` and
/// `.browser` show a pushed screen's back button as its chevron alone.
public struct ToolbarRole: Sendable, Hashable {
    let name: String
    public static let automatic = ToolbarRole(name: "automatic")
    public static let navigationStack = ToolbarRole(name: "navigationStack")
    public static let browser = ToolbarRole(name: "browser")
    public static let editor = ToolbarRole(name: "editor")
}

/// Carries `toolbarRole` up to the enclosing navigation stack.
final class ToolbarRoleNode: UnaryNode {
    let role: ToolbarRole

    init(_ child: LayoutNode, role: ToolbarRole) {
        self.role = role
        super.init(child)
    }
}

/// How a pushed view arrives, as SwiftUI's `NavigationTransition` (iOS 18).
public struct NavigationTransition: Sendable {
    let name: String
    /// The system's push: slid in from the trailing edge.
    public static let automatic = NavigationTransition(name: "automatic")

    /// Grows out of the view marked `matchedTransitionSource(id:in:)` with the same id.
    public static func zoom(sourceID: some Hashable, in namespace: Namespace.ID) -> NavigationTransition {
        NavigationTransition(name: "zoom")
    }
}

/// Where a container background goes, as SwiftUI's `ContainerBackgroundPlacement`.
public struct ContainerBackgroundPlacement: Sendable, Hashable {
    let name: String
    /// Behind a navigation stack's or split view's content.
    public static let navigation = ContainerBackgroundPlacement(name: "navigation")
    /// Behind a navigation split view's columns.
    public static let navigationSplitView = ContainerBackgroundPlacement(name: "navigationSplitView")
    /// Behind a tab view's tabs.
    public static let tabView = ContainerBackgroundPlacement(name: "tabView")
    /// Behind a widget's content.
    public static let widget = ContainerBackgroundPlacement(name: "widget")
}

/// A tab bar on iPhone that becomes a sidebar on iPad, as SwiftUI's
/// `SidebarAdaptableTabViewStyle` (iOS 18).
public struct SidebarAdaptableTabViewStyle: TabViewStyle {
    public init() {}
}

extension TabViewStyle where Self == SidebarAdaptableTabViewStyle {
    public static var sidebarAdaptable: SidebarAdaptableTabViewStyle { .init() }
}

/// How a paging tab view's index is drawn, as SwiftUI's `IndexViewStyle`.
public protocol IndexViewStyle: Sendable {}

/// The dots of a page control, as SwiftUI's `PageIndexViewStyle`.
public struct PageIndexViewStyle: IndexViewStyle {
    /// When the dots have a background behind them.
    public struct BackgroundDisplayMode: Sendable, Hashable {
        let always: Bool
        public static let automatic = BackgroundDisplayMode(always: false)
        /// While the dots are touched (never in a picture).
        public static let interactive = BackgroundDisplayMode(always: false)
        public static let always = BackgroundDisplayMode(always: true)
        public static let never = BackgroundDisplayMode(always: false)
    }

    let backgroundDisplayMode: BackgroundDisplayMode

    public init(backgroundDisplayMode: BackgroundDisplayMode = .automatic) {
        self.backgroundDisplayMode = backgroundDisplayMode
    }
}

extension IndexViewStyle where Self == PageIndexViewStyle {
    public static var page: PageIndexViewStyle { .init() }
    public static func page(backgroundDisplayMode: PageIndexViewStyle.BackgroundDisplayMode) -> PageIndexViewStyle {
        .init(backgroundDisplayMode: backgroundDisplayMode)
    }
}

private struct PageDotsBackgroundKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// `indexViewStyle(.page(backgroundDisplayMode: .always))`: page dots on a capsule.
    var pageDotsHaveBackground: Bool {
        get { self[PageDotsBackgroundKey.self] }
        set { self[PageDotsBackgroundKey.self] = newValue }
    }
}

extension View {
    /// The title of a document the person can rename (the title menu's Rename): drawn as the
    /// title it holds.
    nonisolated public func navigationTitle(_ title: Binding<String>) -> some View {
        navigationTitle(Text(verbatim: title.wrappedValue))
    }

    /// A menu under the navigation title. iOS draws a chevron beside the title; PreviewUI
    /// draws the title alone, and says so.
    nonisolated public func toolbarTitleMenu<C: View>(@ViewBuilder content: () -> C, _fileID: String = #fileID, _line: Int = #line) -> some View {
        saying("toolbarTitleMenu (a chevron beside the navigation title that opens the menu)",
               drawnAs: "the title without the chevron", at: CallSite(file: _fileID, line: _line))
    }

    /// What the navigation bar is for (`.editor`: the back button shows its chevron alone).
    nonisolated public func toolbarRole(_ role: ToolbarRole) -> some View {
        wrapping { ToolbarRoleNode($0, role: role) }
    }

    /// How this view arrives when pushed. A still shows it arrived; the zoom is not animated.
    nonisolated public func navigationTransition(_ style: NavigationTransition, _fileID: String = #fileID, _line: Int = #line) -> some View {
        saying("navigationTransition(.zoom) (the pushed view grows out of its source)",
               drawnAs: "the standard push, in motion captures", at: CallSite(file: _fileID, line: _line), when: style.name == "zoom")
    }

    /// Marks the view a `.zoom` navigation transition grows out of: nothing to draw.
    nonisolated public func matchedTransitionSource(id: some Hashable, in namespace: Namespace.ID) -> some View {
        self
    }

    /// A background for a container around this view (`.navigation`: behind the stack's
    /// content). Not drawn yet, and said.
    nonisolated public func containerBackground<S: ShapeStyle>(_ style: S, for container: ContainerBackgroundPlacement,
                                                               _fileID: String = #fileID, _line: Int = #line) -> some View {
        saying("containerBackground(for: .\(container.name)) (the container's background)",
               drawnAs: "the container's own background", at: CallSite(file: _fileID, line: _line))
    }

    /// How paging tab views inside draw their index.
    nonisolated public func indexViewStyle<S: IndexViewStyle>(_ style: S) -> some View {
        let always = (style as? PageIndexViewStyle)?.backgroundDisplayMode.always ?? false
        return transformingEnvironment { $0.pageDotsHaveBackground = always }
    }

    /// Makes the view draggable with `payload`: nothing to draw until it is dragged.
    nonisolated public func draggable<T: Transferable>(_ payload: @autoclosure @escaping () -> T) -> some View {
        self
    }

    /// Makes the view draggable with `payload`, showing `preview` while dragged.
    nonisolated public func draggable<T: Transferable, V: View>(_ payload: @autoclosure @escaping () -> T,
                                                                @ViewBuilder preview: () -> V) -> some View {
        self
    }

    /// Takes dropped items of a type: nothing to draw until something is dragged over it.
    nonisolated public func dropDestination<T: Transferable>(
        for payloadType: T.Type = T.self, action: @escaping (_ items: [T], _ location: CGPoint) -> Bool,
        isTargeted: @escaping (Bool) -> Void = { _ in }
    ) -> some View {
        self
    }
}

extension Text {
    /// How much text is scaled relative to its font, as SwiftUI's `Text.Scale` (iOS 17).
    public struct Scale: Sendable, Hashable {
        let name: String
        /// The font's own size.
        public static let `default` = Scale(name: "default")
        /// Smaller, for text that supports other text.
        public static let secondary = Scale(name: "secondary")
    }
}

extension View {
    /// Scales text inside down for a secondary role. How much iOS scales is not known here:
    /// the text is drawn at its font's size, and `.secondary` is said.
    nonisolated public func textScale(_ scale: Text.Scale, isEnabled: Bool = true, _fileID: String = #fileID, _line: Int = #line) -> some View {
        saying("textScale(.secondary) (text a little smaller than its font)", drawnAs: "the font's size",
               at: CallSite(file: _fileID, line: _line), when: isEnabled && scale == .secondary)
    }
}

/// `statusBar(hidden:)`: whether the screen's status bar is drawn.
final class StatusBarHiddenNode: UnaryNode {
    let hidden: Bool

    init(_ child: LayoutNode, hidden: Bool) {
        self.hidden = hidden
        super.init(child)
    }

    /// Whether the outermost `statusBar(hidden:)` in the page hides the status bar (the safe
    /// area stays as it is, as on iOS).
    @MainActor
    static func hides(in content: LayoutNode) -> Bool {
        var found: Bool?
        content.forEachNode { if found == nil, let s = $0 as? StatusBarHiddenNode { found = s.hidden } }
        return found ?? false
    }
}

extension View {
    /// Hides or shows the status bar of the screen the view is on.
    nonisolated public func statusBar(hidden: Bool) -> some View {
        wrapping { StatusBarHiddenNode($0, hidden: hidden) }
    }
}

/// How a list item is tinted, as SwiftUI's `ListItemTint`.
public struct ListItemTint: Sendable {
    let color: Color?
    /// The item's tint, whatever the system prefers.
    public static func fixed(_ tint: Color) -> ListItemTint { ListItemTint(color: tint) }
    /// The item's tint unless the system overrides it.
    public static func preferred(_ tint: Color) -> ListItemTint { ListItemTint(color: tint) }
    /// No colour: the system's grey.
    public static let monochrome = ListItemTint(color: .gray)
}

private struct DefaultMinListRowHeightKey: EnvironmentKey { static let defaultValue: CGFloat = ControlMetrics.rowMinHeight }
private struct DefaultMinListHeaderHeightKey: EnvironmentKey { static let defaultValue: CGFloat? = nil }

extension EnvironmentValues {
    /// The least height of a list row (the system's: 44 pt).
    public var defaultMinListRowHeight: CGFloat {
        get { self[DefaultMinListRowHeightKey.self] }
        set { self[DefaultMinListRowHeightKey.self] = newValue }
    }

    /// The least height of a list section header (kept; headers are as tall as their text).
    public var defaultMinListHeaderHeight: CGFloat? {
        get { self[DefaultMinListHeaderHeightKey.self] }
        set { self[DefaultMinListHeaderHeightKey.self] = newValue }
    }
}

extension View {
    /// The tint of the list items inside (their icons and controls), as `tint`.
    nonisolated public func listItemTint(_ tint: ListItemTint?) -> some View {
        self.tint(tint?.color)
    }

    /// The tint of the list items inside, as `tint`.
    nonisolated public func listItemTint(_ tint: Color?) -> some View {
        self.tint(tint)
    }
}

extension View {
    /// This view as it is, reporting (when `condition` holds) what it draws differently from
    /// iOS where it is resolved: the modifiers that accept an API PreviewUI cannot draw.
    nonisolated func saying(_ cause: String, drawnAs: String, at site: CallSite, when condition: Bool = true) -> some View {
        wrapping { node in
            if condition { ViewGraph.approximate(cause, drawnAs: drawnAs, at: site) }
            return node
        }
    }
}
