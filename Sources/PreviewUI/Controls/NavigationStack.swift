import Drawing

/// A navigation container, as SwiftUI's `NavigationStack`: a bar at the top (with a large or
/// inline title from `.navigationTitle` inside) over the root view, or over the screen pushed
/// last — by a `NavigationLink` tapped, a value appended to `path`, or a destination presented
/// by a binding — with a back button titled with the previous screen's title.
nonisolated public struct NavigationStack<Data, Root: View>: View {
    let root: Root
    let path: NavigationPathAccess?
    /// Screens pushed by links without a path to append to (destination views, and values when
    /// there is no `path:`).
    @State private var pushed = PushedScreens()
    /// The edit mode the stack provides to its screens (for `EditButton`), unless the
    /// environment already has one.
    @State private var editMode = EditMode.inactive
    @Environment(\.editMode) private var outerEditMode

    public init(@ViewBuilder root: () -> Root) where Data == NavigationPath {
        self.root = root()
        path = nil
    }

    public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) where Data == NavigationPath {
        // Views are values built off the main actor and resolved on it, as SwiftUI's.
        nonisolated(unsafe) let path = path
        self.root = root()
        self.path = NavigationPathAccess(
            values: { path.wrappedValue.elements },
            append: { path.wrappedValue.elements.append($0); return true },
            removeLast: { path.wrappedValue.elements.removeLast() })
    }

    public init(path: Binding<Data>, @ViewBuilder root: () -> Root)
    where Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection, Data.Element: Hashable {
        // Views are values built off the main actor and resolved on it, as SwiftUI's.
        nonisolated(unsafe) let path = path
        self.root = root()
        self.path = NavigationPathAccess(
            values: { path.wrappedValue.map { AnyHashable($0) } },
            append: { value in
                guard let element = value.base as? Data.Element else { return false }
                path.wrappedValue.append(element)
                return true
            },
            removeLast: { path.wrappedValue.removeLast() })
    }

    @MainActor public var body: some View {
        let pushed = $pushed, path = self.path
        let values = path?.values() ?? []
        let screens = values.map { NavigationScreen.value($0) } + pushed.wrappedValue.screens
        NavigationStackContainer(
            root: AnyView(root), screens: screens,
            push: NavigationPushAction { screen in
                if case .value(let v) = screen, let path, path.append(v) { return }
                pushed.wrappedValue.screens.append(screen)
            },
            pop: {
                if !pushed.wrappedValue.screens.isEmpty {
                    pushed.wrappedValue.screens.removeLast()
                } else if let path, !path.values().isEmpty {
                    path.removeLast()
                }
            })
            .environment(\.editMode, outerEditMode ?? $editMode)
    }
}

/// The screens a stack pushed itself (a value type for `@State`).
struct PushedScreens {
    var screens: [NavigationScreen] = []
}

/// Reads and changes a stack's `path:` binding, whatever its element type.
struct NavigationPathAccess {
    let values: @MainActor () -> [AnyHashable]
    /// Appends a value; false when the path cannot hold its type.
    let append: @MainActor (AnyHashable) -> Bool
    let removeLast: @MainActor () -> Void
}

/// The older navigation container, as SwiftUI's `NavigationView`: drawn as a stack on iPhone.
nonisolated public struct NavigationView<Content: View>: View {
    let content: Content

    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    @MainActor public var body: some View {
        NavigationStack { content }
    }
}

/// Draws a stack's top screen under its bar.
struct NavigationStackContainer: View, PrimitiveView {
    let root: AnyView
    let screens: [NavigationScreen]
    let push: NavigationPushAction
    let pop: @MainActor () -> Void

    var body: Never { primitiveBody("NavigationStack") }

    /// One screen, resolved: its nodes, title, display mode and what it registers.
    struct Screen {
        var content: [LayoutNode]
        var title: NavigationTitleNode?
        var mode: NavigationBarItem.TitleDisplayMode
        var destinations: [NavigationDestinationNode] = []
        var presented: [PresentedDestinationNode] = []
        var backButtonHidden = false
        /// `toolbarRole(.editor)` or `.browser`: the back button shows its chevron alone.
        var backTitleHidden = false
        var toolbar: [ToolbarEntry] = []
        var barHidden = false
        var search: SearchableNode?
        var suggestions: SearchSuggestionsNode?
        var scopes: SearchScopesNode?
        /// toolbarBackground, toolbarColorScheme, navigationSubtitle (BarAppearance.swift).
        var bars = BarAppearance()
    }

    @MainActor private func resolveScreen(_ view: any View, component: String, _ context: ResolveContext) -> Screen {
        var c = context
        c.stackAxis = nil
        c.environment.navigationPush = push
        c.environment.splitColumns = nil
        let content = c.resolve(view, component: component)
        var screen = Screen(content: content, title: nil, mode: .automatic)
        var innerMode: NavigationBarItem.TitleDisplayMode?
        for node in content {
            node.forEachNode {
                if screen.title == nil, let t = $0 as? NavigationTitleNode { screen.title = t }
                if innerMode == nil, let m = $0 as? NavigationTitleDisplayModeNode { innerMode = m.displayMode }
                if let d = $0 as? NavigationDestinationNode { screen.destinations.append(d) }
                if let p = $0 as? PresentedDestinationNode { screen.presented.append(p) }
                if let b = $0 as? BackButtonHiddenNode, b.hidden { screen.backButtonHidden = true }
                if let r = $0 as? ToolbarRoleNode, r.role == .editor || r.role == .browser { screen.backTitleHidden = true }
                if let t = $0 as? ToolbarNode { screen.toolbar += t.entries }
                if screen.search == nil, let q = $0 as? SearchableNode { screen.search = q }
                if screen.suggestions == nil, let q = $0 as? SearchSuggestionsNode { screen.suggestions = q }
                if screen.scopes == nil, let q = $0 as? SearchScopesNode { screen.scopes = q }
                if let v = $0 as? ToolbarVisibilityNode, v.visibility == .hidden,
                   v.bars.contains(.navigationBar) || v.bars.contains(.automatic) { screen.barHidden = true }
            }
        }
        screen.bars = BarAppearance.of(content)
        // The mode set outside `.navigationTitle` is on the title; one set inside it is on its
        // own node. SwiftUI takes either, as it reads both as preferences.
        screen.mode = screen.title.map { $0.displayMode == .automatic ? innerMode ?? .automatic : $0.displayMode } ?? .automatic
        return screen
    }

    @MainActor func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        // The stack is the container of its screens (`containerRelativeFrame`): the space
        // below its bar.
        let container = ContainerGeometry()
        var context = context
        context.environment.containerGeometry = container
        var shown = [resolveScreen(root, component: "root", context)]
        var destinations = shown[0].destinations
        var dismissals: [(@MainActor () -> Void)?] = [nil]
        // A collapsed NavigationSplitView's columns (NavigationSplitView.swift).
        if let split = context.environment.splitColumns {
            pushSplitColumns(split, shown: &shown, dismissals: &dismissals, context) { resolveScreen($0, component: $1, context) }
            for s in shown.dropFirst() { destinations += s.destinations }
        }
        for (i, screen) in screens.enumerated() {
            let view: any View
            switch screen {
            case .view(let v): view = v
            case .value(let value):
                guard let made = destinations.lazy.compactMap({ $0.destination(value) }).first else {
                    context.approximate(
                        "a NavigationLink pushed a \(type(of: value.base)) value that no navigationDestination(for:) of the stack shows",
                        drawnAs: "an empty screen (iOS shows a warning sign)", at: .unknown)
                    view = EmptyView()
                    break
                }
                view = made
            }
            let s = resolveScreen(view, component: "screen-\(i)", context)
            destinations += s.destinations
            shown.append(s)
            dismissals.append(nil)
        }
        // Destinations presented by bindings go on top, each over the screen that presents it.
        while let presented = shown.last?.presented.first {
            let s = resolveScreen(presented.destination, component: "presented-\(shown.count)", context)
            shown[shown.count - 1].presented.removeFirst()
            shown.append(s)
            dismissals.append(presented.dismiss)
        }
        // A pushed screen whose mode is automatic takes the previous screen's, as on iOS.
        for i in shown.indices.dropFirst() where shown[i].mode == .automatic {
            shown[i].mode = shown[i - 1].mode
        }
        let top = shown[shown.count - 1]
        // Whether content lay under the bars at the last layout (BarScrollWatch.swift).
        let scrollKey = "barScroll:" + context.key
        let scrolled = context.graph.storedValue(for: scrollKey) as? BarScrollState ?? BarScrollState()
        // The bar's title and items, in the bar's colour scheme while its background shows.
        let barContext = top.bars.navigationBarEnvironment(context, scrolledUnder: scrolled.top)
        var titleNode: LayoutNode?
        var inlineTitleNode: LayoutNode?
        if let title = top.title {
            var tc = barContext
            tc.environment.foregroundStyle = nil
            tc.environment.font = top.mode == .inline ? .headline : Font.largeTitle.bold()
            if top.bars.subtitle != nil {
                context.approximate("navigationSubtitle is iOS 26+; iOS 18 shows no subtitle",
                                    drawnAs: "the subtitle under the title, as iOS 26 draws it", at: top.bars.subtitleSite)
            }
            titleNode = tc.resolve(top.bars.titleView(title.title, large: top.mode != .inline), component: "title").first
            // A large title's inline form, for the bar once the large title has scrolled out.
            if top.mode != .inline {
                tc.environment.font = .headline
                inlineTitleNode = tc.resolve(top.bars.titleView(title.title, large: false), component: "inline-title").first
            }
        }
        var backNode: LayoutNode?
        if shown.count > 1, !top.backButtonHidden {
            let previous = shown[shown.count - 2]
            let back = dismissals[shown.count - 1] ?? pop
            let backTitle = top.backTitleHidden ? nil : previous.title?.title ?? Text("Back")
            backNode = barContext.resolve(BackButton(title: backTitle, action: back), component: "back").single()
        }
        var bar = NavigationBarItems()
        let bottomContext = top.bars.bottomBarEnvironment(context, scrolledUnder: scrolled.bottom)
        for (i, entry) in top.toolbar.enumerated() where entry.placement.slot != .keyboard {
            var ic = entry.placement.slot == .bottom ? bottomContext : barContext
            ic.environment.font = entry.isConfirmation ? Font.body.weight(.semibold) : .body
            ic.environment.isInToolbar = true
            let nodes = ic.resolve(entry.content, component: "toolbar-\(i)")
            switch entry.placement.slot {
            case .leading: bar.leading += nodes
            case .trailing: bar.trailing += nodes
            case .principal: bar.principal += nodes
            case .bottom: bar.bottom += nodes
            case .keyboard: break
            }
        }
        if !bar.principal.isEmpty {
            titleNode = bar.principal.single()
            inlineTitleNode = nil
        }
        var search: NavigationStackNode.Search?
        if let field = top.search?.field, !top.barHidden {
            var sc = barContext
            sc.environment.textInputTraits.submitActions = field.submitActions
            let presented = field.controller.isPresentedNow
            search = NavigationStackNode.Search(
                node: sc.resolve(SearchFieldView(field: field), component: "search").single(), presented: presented,
                collapses: !field.placement.alwaysShown && !presented, site: field.site)
            reportSearch(field, presented: presented, suggestions: top.suggestions, context)
            if let scopes = top.scopes, presented, scopes.activation != .onTextEntry || !field.controller.text.wrappedValue.isEmpty {
                context.approximate("searchScopes (iOS draws a segmented scope bar under the search field while it is presented)",
                                    drawnAs: "the search field without it", at: scopes.site)
            }
        }
        let node = NavigationStackNode(content: top.content.single(), title: titleNode, large: top.mode != .inline && bar.principal.isEmpty,
                                       back: backNode, items: bar, barHidden: top.barHidden, environment: context.environment)
        node.inlineTitle = inlineTitleNode
        node.search = search
        node.container = container
        node.appearance = top.bars
        node.graph = context.graph
        node.scrollKey = scrollKey
        return [node]
    }

    /// What a screen's search asks for that is not drawn: tokens, and suggestions while the
    /// search is presented.
    @MainActor private func reportSearch(_ field: SearchFieldConfiguration, presented: Bool, suggestions: SearchSuggestionsNode?, _ context: ResolveContext) {
        if field.tokenCount > 0 {
            context.approximate("searchable with tokens (iOS draws them in the search field)", drawnAs: "the field's text without its tokens",
                                at: field.site)
        }
        guard presented else { return }
        if field.suggestedTokenCount > 0 {
            context.approximate("searchable with suggestedTokens (iOS lists them while the search is presented)",
                                drawnAs: "the screen's content without them", at: field.site)
        }
        if let suggestions, !context.resolve(suggestions.suggestions, component: "search-suggestions").isEmpty {
            context.approximate("searchSuggestions (iOS lists them over the screen while the search is presented)",
                                drawnAs: "the screen's content without them", at: suggestions.site)
        }
    }
}

/// The resolved toolbar items of a screen, by where they go.
struct NavigationBarItems {
    var leading: [LayoutNode] = []
    var trailing: [LayoutNode] = []
    var principal: [LayoutNode] = []
    var bottom: [LayoutNode] = []

    @MainActor
    func row(_ nodes: [LayoutNode]) -> LayoutNode? {
        nodes.isEmpty ? nil : StackNode(axis: .horizontal, spacing: ToolbarMetrics.itemSpacing, children: nodes)
    }
}

/// The bar's back button: a semibold `chevron.backward` and the previous screen's title in the
/// accent colour, 8 pt from the leading edge (UIKit's back indicator). Flag: E (the gap and
/// inset are not measured on a device here).
struct BackButton: View {
    let title: Text?
    let action: @MainActor () -> Void

    var body: some View {
        Button(action: action) {
            HStack(spacing: 5) {
                Image(systemName: "chevron.backward").fontWeight(.semibold).imageScale(.large)
                if let title { title.lineLimit(1) }
            }
        }
        .padding(.leading, 8)
    }
}

/// A navigation bar item, as SwiftUI's `NavigationBarItem` (only its title display mode).
public struct NavigationBarItem: Sendable {
    /// How a navigation title is shown.
    public enum TitleDisplayMode: Sendable, Hashable { case automatic, inline, large }
}

/// Carries a title up to the enclosing `NavigationStack`.
final class NavigationTitleNode: UnaryNode {
    let title: Text
    var displayMode: NavigationBarItem.TitleDisplayMode

    init(_ child: LayoutNode, title: Text, displayMode: NavigationBarItem.TitleDisplayMode) {
        self.title = title
        self.displayMode = displayMode
        super.init(child)
    }
}

/// Carries a title display mode set inside `.navigationTitle` (below it in the tree) up to
/// the enclosing `NavigationStack`.
final class NavigationTitleDisplayModeNode: UnaryNode {
    let displayMode: NavigationBarItem.TitleDisplayMode

    init(_ child: LayoutNode, displayMode: NavigationBarItem.TitleDisplayMode) {
        self.displayMode = displayMode
        super.init(child)
    }
}

extension View {
    /// The title the enclosing `NavigationStack` shows.
    nonisolated public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View {
        navigationTitle(Text(titleKey))
    }

    @_disfavoredOverload

    nonisolated public func navigationTitle<S: StringProtocol>(_ title: S) -> some View {
        navigationTitle(Text(title))
    }

    nonisolated public func navigationTitle(_ title: Text) -> some View {
        wrapping { NavigationTitleNode($0, title: title, displayMode: .automatic) }
    }

    /// The deprecated spelling of `navigationTitle(_:)` with `navigationBarTitleDisplayMode(_:)`.
    @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "navigationTitle(_:)")
    nonisolated public func navigationBarTitle(_ title: Text) -> some View {
        navigationTitle(title)
    }

    @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "navigationTitle(_:)")
    nonisolated public func navigationBarTitle(_ titleKey: LocalizedStringKey) -> some View {
        navigationTitle(Text(titleKey))
    }

    @_disfavoredOverload
    @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "navigationTitle(_:)")
    nonisolated public func navigationBarTitle<S: StringProtocol>(_ title: S) -> some View {
        navigationTitle(Text(title))
    }

    @available(iOS, introduced: 14.0, deprecated: 100000.0, message: "Use navigationTitle(_:) with navigationBarTitleDisplayMode(_:)")
    nonisolated public func navigationBarTitle(_ title: Text, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        wrapping { NavigationTitleNode($0, title: title, displayMode: displayMode) }
    }

    @available(iOS, introduced: 14.0, deprecated: 100000.0, message: "Use navigationTitle(_:) with navigationBarTitleDisplayMode(_:)")
    nonisolated public func navigationBarTitle(_ titleKey: LocalizedStringKey, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        navigationBarTitle(Text(titleKey), displayMode: displayMode)
    }

    @_disfavoredOverload
    @available(iOS, introduced: 14.0, deprecated: 100000.0, message: "Use navigationTitle(_:) with navigationBarTitleDisplayMode(_:)")
    nonisolated public func navigationBarTitle<S: StringProtocol>(_ title: S, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        navigationBarTitle(Text(title), displayMode: displayMode)
    }

    /// Large (default) or inline title; before or after `.navigationTitle`, as in SwiftUI.
    nonisolated public func navigationBarTitleDisplayMode(_ mode: NavigationBarItem.TitleDisplayMode) -> some View {
        wrapping { node in
            if let t = node.wrapped(NavigationTitleNode.self) { t.displayMode = mode; return node }
            return NavigationTitleDisplayModeNode(node, displayMode: mode)
        }
    }
}

final class NavigationStackNode: LayoutNode {
    /// A screen's search field in the bar, and how it behaves.
    struct Search {
        let node: LayoutNode
        /// The search is presented: the field at the bar's top, with Cancel, and the bar's
        /// title row gone, as UISearchController hides the navigation bar while it presents.
        let presented: Bool
        /// The field hides first as the content scrolls under the bar (every placement but
        /// `.navigationBarDrawer(displayMode: .always)`, and not while presented).
        let collapses: Bool
        let site: CallSite
    }

    let content: LayoutNode
    let title: LayoutNode?
    let large: Bool
    /// The large title's inline form: the bar's title once the large title has scrolled out.
    var inlineTitle: LayoutNode?
    /// The back button, on a pushed screen.
    let back: LayoutNode?
    /// Toolbar items at the bar's ends and in a bar at the bottom.
    let leading: LayoutNode?
    let trailing: LayoutNode?
    let bottom: LayoutNode?
    /// `.searchable`'s field, under the title.
    var search: Search?
    /// `toolbar(.hidden, for: .navigationBar)`: no bar, the content from the top.
    let barHidden: Bool
    let background: RGBAColor
    /// What `containerRelativeFrame` inside measures: the space the content is offered.
    var container: ContainerGeometry?
    let environment: EnvironmentValues
    /// The bars' backgrounds (BarAppearance.swift).
    var appearance = BarAppearance()
    /// Where the bars' scrolled state is kept between frames (BarScrollState).
    weak var graph: ViewGraph?
    var scrollKey = ""

    /// How far scrolling has hidden the search field and the large title (each up to its
    /// height), and whether content lies under the navigation bar and the bottom bar: set
    /// when placed.
    private var searchCollapse: CGFloat = 0
    private var titleCollapse: CGFloat = 0
    private(set) var scrolledUnder = false
    private(set) var bottomScrolledUnder = false

    init(content: LayoutNode, title: LayoutNode?, large: Bool, back: LayoutNode? = nil, items: NavigationBarItems = NavigationBarItems(),
         barHidden: Bool = false, environment: EnvironmentValues) {
        self.content = content
        self.title = barHidden ? nil : title
        self.large = large
        self.back = barHidden ? nil : back
        leading = barHidden ? nil : items.row(items.leading)
        trailing = barHidden ? nil : items.row(items.trailing)
        bottom = items.row(items.bottom)
        self.barHidden = barHidden
        background = SystemPalette.systemBackground.resolve(environment)
        self.environment = environment
        super.init()
    }

    override var children: [LayoutNode] {
        [content] + [title, inlineTitle, back, leading, trailing, bottom, search?.node].compactMap { $0 }
    }

    /// The bar's parts from the top: the row of the back button, items and inline title; the
    /// large title; the search field.
    private var showsRow: Bool { !barHidden && !(search?.presented ?? false) }
    private var rowHeight: CGFloat { showsRow ? ControlMetrics.navigationBarHeight : 0 }
    private var largeTitleHeight: CGFloat { showsRow && title != nil && large ? ControlMetrics.largeTitleHeight : 0 }
    private var searchHeight: CGFloat { search == nil || barHidden ? 0 : SearchMetrics.barHeight }

    /// The bar's height at rest.
    private var barHeight: CGFloat { rowHeight + largeTitleHeight + searchHeight }

    /// The bar's height now: less what scrolling has hidden.
    var navigationBarAreaHeight: CGFloat { barHeight - searchCollapse - titleCollapse }

    /// Whether the large title has scrolled out (under the bar's row), so the row shows the
    /// inline title.
    private var largeTitleScrolledOut: Bool {
        largeTitleHeight > 0 && titleCollapse >= largeTitleHeight - SafeAreaGeometry.tolerance
    }

    private var bottomBarHeight: CGFloat { bottom == nil ? 0 : ToolbarMetrics.bottomBarHeight }

    /// The frame grown under the status bar and home indicator it reaches.
    private(set) var backgroundFrame: CGRect = .zero

    override func computeSize(_ p: ProposedViewSize) -> CGSize {
        p.replacingUnspecifiedDimensions(by: CGSize(width: 393, height: 759))
    }

    override func place(at origin: CGPoint, proposal: ProposedViewSize, _ context: PlacementContext) {
        super.place(at: origin, proposal: proposal, context)
        backgroundFrame = context.extendedIntoSafeArea(frame)
        let p = ProposedViewSize(width: frame.width, height: max(frame.height - barHeight - bottomBarHeight, 0))
        if let container, container.size != CGSize(width: frame.width, height: p.height ?? 0) {
            container.size = CGSize(width: frame.width, height: p.height ?? 0)
            content.invalidate()
        }
        // The bars are the content's covered regions, as on iOS: a view that ignores the safe
        // area (a shape-style background) reaches under them, and the screen's scroll view
        // scrolls its content under them, which the bars watch for their look.
        let area = CGRect(x: origin.x, y: origin.y + barHeight, width: frame.width, height: p.height ?? 0)
        var inner = context
        inner.safeArea = SafeAreaGeometry.content(of: context.safeArea, frame: frame, content: area)
        let topWatch = BarScrollWatch()
        let bottomWatch = bottom == nil ? nil : BarScrollWatch()
        inner.topBarWatch = barHidden ? nil : topWatch
        if let bottomWatch { inner.bottomBarWatch = bottomWatch }
        // Content smaller than the screen (a lone Text) is centred in it, as SwiftUI does.
        let cs = content.sizeThatFits(p)
        let dx = cs.width.isFinite ? max((frame.width - cs.width) / 2, 0) : 0
        let dy = cs.height.isFinite ? max((p.height ?? 0) - cs.height, 0) / 2 : 0
        content.place(at: CGPoint(x: (area.minX + dx).rounded(), y: (area.minY + dy).rounded()), proposal: p, inner)
        placeScrolledBar(scrolled: topWatch.scrolledFromTop)
        topWatch.scrollView?.indicatorTopExtension = searchCollapse + titleCollapse
        bottomScrolledUnder = bottomWatch?.hasContentBelow ?? false
        BarScrollState.keep(BarScrollState(top: scrolledUnder, bottom: bottomScrolledUnder), for: scrollKey, in: graph,
                            top: appearance.navigationBar, bottom: appearance.bottomBar)

        let rowTop = origin.y
        if let title, showsRow {
            let tp = ProposedViewSize(width: frame.width - 2 * ControlMetrics.largeTitleLeading, height: nil)
            let s = title.sizeThatFits(tp)
            if large {
                // The large title moves up with the content, under the bar's row.
                title.place(at: CGPoint(x: origin.x + ControlMetrics.largeTitleLeading,
                                        y: rowTop + rowHeight + ControlMetrics.largeTitleHeight - s.height - 8 - titleCollapse),
                            proposal: tp, context)
            } else {
                title.place(at: CGPoint(x: frame.midX - s.width / 2, y: rowTop + (rowHeight - s.height) / 2), proposal: tp, context)
            }
        }
        if let inlineTitle, showsRow {
            let tp = ProposedViewSize(width: frame.width - 2 * ControlMetrics.largeTitleLeading, height: nil)
            let s = inlineTitle.sizeThatFits(tp)
            inlineTitle.place(at: CGPoint(x: frame.midX - s.width / 2, y: rowTop + (rowHeight - s.height) / 2), proposal: tp, context)
        }
        var leadingEnd = origin.x + ToolbarMetrics.edgeInset - ToolbarMetrics.itemSpacing
        if let back, showsRow {
            // At most a third of the bar, as UIKit shortens a long back title.
            let bp = ProposedViewSize(width: frame.width / 3, height: nil)
            let s = back.sizeThatFits(bp)
            back.place(at: CGPoint(x: origin.x, y: rowTop + (rowHeight - s.height) / 2), proposal: bp, context)
            leadingEnd = origin.x + s.width
        }
        let barMiddle = rowTop + rowHeight / 2
        if let leading, showsRow {
            let s = leading.sizeThatFits(.unspecified)
            leading.place(at: CGPoint(x: leadingEnd + ToolbarMetrics.itemSpacing, y: barMiddle - s.height / 2), proposal: .unspecified, context)
        }
        if let trailing, showsRow {
            let s = trailing.sizeThatFits(.unspecified)
            trailing.place(at: CGPoint(x: frame.maxX - ToolbarMetrics.edgeInset - s.width, y: barMiddle - s.height / 2),
                           proposal: .unspecified, context)
        }
        if let search = search?.node {
            // Under the large title, and moved up with it (and by its own hiding).
            let sp = ProposedViewSize(width: frame.width, height: nil)
            let s = search.sizeThatFits(sp)
            let top = rowTop + rowHeight + largeTitleHeight - titleCollapse - searchCollapse
            search.place(at: CGPoint(x: origin.x, y: top + (SearchMetrics.barHeight - s.height) / 2), proposal: sp, context)
        }
        if let bottom {
            let bp = ProposedViewSize(width: frame.width - 2 * ToolbarMetrics.edgeInset, height: nil)
            let s = bottom.sizeThatFits(bp)
            bottom.place(at: CGPoint(x: origin.x + ToolbarMetrics.edgeInset, y: frame.maxY - bottomBarHeight / 2 - s.height / 2),
                         proposal: bp, context)
        }
    }

    /// What scrolling the screen's content by `scrolled` points does to the bar, as UIKit's
    /// navigation bar: the search field hides first (unless it always shows), then the large
    /// title moves up under the bar's row; once both are gone, content goes under the bar,
    /// which takes its standard look (background, hairline, inline title). UIKit fades the
    /// inline title in over the last points; a still shows it once the large title is fully
    /// under the bar.
    private func placeScrolledBar(scrolled: CGFloat) {
        let t = SafeAreaGeometry.tolerance
        let hidingSearch = search?.collapses == true ? searchHeight : 0
        searchCollapse = min(max(scrolled, 0), hidingSearch)
        titleCollapse = min(max(scrolled - hidingSearch, 0), largeTitleHeight)
        scrolledUnder = !barHidden && scrolled > t && scrolled >= hidingSearch + largeTitleHeight - t
        if let search, searchCollapse > t, searchCollapse < hidingSearch - t {
            ViewGraph.approximate("searchable field partly collapsed by scrolling (iOS shrinks it and fades its prompt)",
                                  drawnAs: "the field moved up under the title, cut there", at: search.site)
        }
    }

    override func emitContent(_ e: inout Emitter) {
        e.add(.fill(.rect(backgroundFrame), content.scrollBackground ?? background))
        content.emit(&e)
        emitBarBackgrounds(&e)
        let rowBottom = frame.minY + rowHeight
        if let title, showsRow {
            if !large || titleCollapse <= SafeAreaGeometry.tolerance {
                title.emit(&e)
            } else if !largeTitleScrolledOut {
                // Cut at the row it moves under.
                let strip = CGRect(x: backgroundFrame.minX, y: rowBottom, width: backgroundFrame.width, height: largeTitleHeight - titleCollapse)
                e.group(clip: Clip(.rect(strip)), clipRect: strip) { title.emit(&$0) }
            }
        }
        if let inlineTitle, showsRow, largeTitleScrolledOut { inlineTitle.emit(&e) }
        if showsRow {
            back?.emit(&e)
            leading?.emit(&e)
            trailing?.emit(&e)
        }
        if let search = search?.node {
            let moved = searchCollapse + titleCollapse
            if moved <= SafeAreaGeometry.tolerance {
                search.emit(&e)
            } else if searchCollapse < searchHeight - SafeAreaGeometry.tolerance {
                // Cut at the bar above it while it hides.
                let top = rowBottom + largeTitleHeight - titleCollapse
                let strip = CGRect(x: backgroundFrame.minX, y: top, width: backgroundFrame.width, height: searchHeight - searchCollapse)
                e.group(clip: Clip(.rect(strip)), clipRect: strip) { search.emit(&$0) }
            }
        }
        // The bottom bar at the scroll edge is transparent (iOS 15+'s scroll-edge appearance):
        // its items over whatever is behind.
        bottom?.emit(&e)
    }
}
