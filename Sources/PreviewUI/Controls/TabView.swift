import Drawing

/// A view that switches between multiple child views using interactive user interface
/// elements, as SwiftUI's `TabView` on iPhone: the selected tab's content above a tab bar of
/// icons and titles (from `.tabItem` or `Tab`), the selected one in the accent colour, badges
/// in red; tapping an item selects its tab. With `.tabViewStyle(.page)`, the selected page
/// fills the view, with page dots at the bottom.
nonisolated public struct TabView<SelectionValue: Hashable, Content: View>: View {
    let selection: Binding<SelectionValue>?
    let content: Content
    /// The tab shown when there is no selection binding: the first, until an item is tapped.
    @State private var chosen: AnyHashable?
    @Environment(\.tabViewStyle) private var style

    public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
        self.selection = selection
        self.content = content()
    }

    @MainActor public var body: some View {
        let selection = self.selection, chosen = $chosen
        TabViewContainer(
            content: AnyView(content),
            selected: selection.map { AnyHashable($0.wrappedValue) } ?? chosen.wrappedValue,
            select: { tag in
                if let selection, let value = tag.base as? SelectionValue {
                    selection.wrappedValue = value
                } else {
                    chosen.wrappedValue = tag
                }
            },
            style: style)
    }
}

extension TabView where SelectionValue == Int {
    public init(@ViewBuilder content: () -> Content) {
        self.init(selection: nil, content: content)
    }
}

/// A tab of a `TabView`, as SwiftUI's `Tab` (iOS 18): its title, symbol, value and content.
/// (In SwiftUI `Tab` is `TabContent` built by a `TabContentBuilder`; here it is a view, which
/// `TabView`'s view builder takes the same way.)
nonisolated public struct Tab<Value: Hashable, Content: View>: View {
    let title: Text
    let systemImage: String?
    let value: Value?
    let content: Content

    @MainActor public var body: some View {
        let item = TabItemLabel(title: title, systemImage: systemImage)
        let tagged = content.modifier(TabItemModifier(label: item))
        if let value {
            tagged.tag(value)
        } else {
            tagged
        }
    }
}

extension Tab {
    public init(_ titleKey: LocalizedStringKey, systemImage: String, value: Value, @ViewBuilder content: () -> Content) {
        self.init(title: Text(titleKey), systemImage: systemImage, value: value, content: content())
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, value: Value, @ViewBuilder content: () -> Content) {
        self.init(title: Text(title), systemImage: systemImage, value: value, content: content())
    }
}

extension Tab where Value == Never {
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(title: Text(titleKey), systemImage: systemImage, value: nil, content: content())
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(title: Text(title), systemImage: systemImage, value: nil, content: content())
    }
}

/// What a tab's item shows: a title and a symbol, or a label view.
struct TabItemLabel {
    var title: Text?
    var systemImage: String?
    var view: AnyView?
}

/// Carries a tab's item (and badge) up to the tab view.
final class TabItemNode: UnaryNode {
    let label: TabItemLabel

    init(_ child: LayoutNode, label: TabItemLabel) {
        self.label = label
        super.init(child)
    }
}

/// Carries a badge up to a tab view's item or a list row.
final class BadgeNode: UnaryNode {
    let badge: Text?

    init(_ child: LayoutNode, badge: Text?) {
        self.badge = badge
        super.init(child)
    }
}

nonisolated struct TabItemModifier: ViewModifier {
    let label: TabItemLabel
    @MainActor func body(content: Content) -> some View {
        let label = self.label
        return content.wrapping { TabItemNode($0, label: label) }
    }
}

extension View {
    /// The item that represents this view in a tab view's tab bar (a `Label`, or an `Image`
    /// and a `Text`).
    nonisolated public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View {
        modifier(TabItemModifier(label: TabItemLabel(view: AnyView(label()))))
    }

    /// A badge on this view's tab item (0 shows none).
    nonisolated public func badge(_ count: Int) -> some View {
        let text: Text? = count == 0 ? nil : Text(verbatim: "\(count)")
        return wrapping { BadgeNode($0, badge: text) }
    }

    nonisolated public func badge(_ label: Text?) -> some View {
        wrapping { BadgeNode($0, badge: label) }
    }

    nonisolated public func badge(_ key: LocalizedStringKey?) -> some View {
        badge(key.map { Text($0) })
    }

    @_disfavoredOverload
    nonisolated public func badge<S: StringProtocol>(_ label: S?) -> some View {
        badge(label.map { Text($0) })
    }

    /// The look of tab views inside.
    nonisolated public func tabViewStyle<S: TabViewStyle>(_ style: S) -> some View {
        transformingEnvironment { $0.tabViewStyle = style }
    }
}

/// A specification for the appearance and interaction of a tab view, as SwiftUI's
/// `TabViewStyle`.
public protocol TabViewStyle: Sendable {}

/// The tab bar on iPhone.
public struct DefaultTabViewStyle: TabViewStyle {
    public init() {}
}

/// A paging tab view, as SwiftUI's `PageTabViewStyle`: the selected page and its index dots.
public struct PageTabViewStyle: TabViewStyle {
    /// When the page index is shown.
    public struct IndexDisplayMode: Sendable, Hashable {
        let shown: Bool
        public static let automatic = IndexDisplayMode(shown: true)
        public static let always = IndexDisplayMode(shown: true)
        public static let never = IndexDisplayMode(shown: false)
    }

    let indexDisplayMode: IndexDisplayMode

    public init(indexDisplayMode: IndexDisplayMode = .automatic) {
        self.indexDisplayMode = indexDisplayMode
    }
}

extension TabViewStyle where Self == DefaultTabViewStyle {
    public static var automatic: DefaultTabViewStyle { .init() }
}

extension TabViewStyle where Self == PageTabViewStyle {
    public static var page: PageTabViewStyle { .init() }
    public static func page(indexDisplayMode: PageTabViewStyle.IndexDisplayMode) -> PageTabViewStyle {
        .init(indexDisplayMode: indexDisplayMode)
    }
}

private struct TabViewStyleKey: EnvironmentKey { static var defaultValue: (any TabViewStyle)? { nil } }

extension EnvironmentValues {
    var tabViewStyle: (any TabViewStyle)? {
        get { self[TabViewStyleKey.self] }
        set { self[TabViewStyleKey.self] = newValue }
    }
}

/// Tab bar metrics (UIKit's UITabBar on iPhone in portrait). Height: V (49 pt above the home
/// indicator's safe area); the rest E: a 10 pt medium title under a symbol drawn at 17 pt
/// large scale, unselected items in #999999 / #757575; badges 18 pt tall, red, 13 pt white
/// text. Its background and hairline, while they show, are the bars' (`BarMetrics`).
enum TabBarMetrics {
    static let height: CGFloat = 49
    static let titleSize: CGFloat = 10
    static let iconPointSize: CGFloat = 17
    static let iconTitleGap: CGFloat = 2
    static let badgeHeight: CGFloat = 18
    static let unselectedLight = RGBAColor(hex: 0x999999)
    static let unselectedDark = RGBAColor(hex: 0x757575)
    static let pageDot: CGFloat = 7
    static let pageDotSpacing: CGFloat = 9
    /// The capsule behind the dots under `indexViewStyle(.page(backgroundDisplayMode: .always))`. E
    static let pageDotsBackgroundHeight: CGFloat = 26
    static let pageDotsBackgroundInset: CGFloat = 12
}

/// Draws a tab view: the selected tab and its bar.
struct TabViewContainer: View, PrimitiveView {
    let content: AnyView
    let selected: AnyHashable?
    let select: @MainActor (AnyHashable) -> Void
    let style: (any TabViewStyle)?

    var body: Never { primitiveBody("TabView") }

    @MainActor func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        var c = context
        c.stackAxis = nil
        c.environment.tabViewStyle = nil
        // A tab is the container of its content (`containerRelativeFrame`): the space above
        // the tab bar (the whole view, for pages).
        let container = ContainerGeometry()
        c.environment.containerGeometry = container
        let tabs = c.resolve(content, component: "tabs")
        let tags: [AnyHashable] = tabs.enumerated().map { i, node in node.tag ?? AnyHashable(i) }
        let index = selected.flatMap { s in tags.firstIndex(of: s) } ?? 0
        let env = context.environment
        if let page = style as? PageTabViewStyle {
            let node = PagedTabNode(pages: tabs, selected: index, showsDots: page.indexDisplayMode.shown && tabs.count > 1)
            node.dotsBackground = env.pageDotsHaveBackground
            node.container = container
            return [node]
        }
        var items: [TabBarNode.Item] = []
        // The selected tab's toolbarBackground/toolbarColorScheme for the tab bar (BarAppearance.swift),
        // and whether its content lay under the bar at the last layout (BarScrollWatch.swift).
        let bar = tabs.isEmpty ? BarAppearance.Bar() : BarAppearance.of([tabs[index]]).tabBar
        let scrollKey = "barScroll:" + context.key
        let scrolled = context.graph.storedValue(for: scrollKey) as? BarScrollState ?? BarScrollState()
        for (i, tab) in tabs.enumerated() {
            var label: TabItemLabel?
            var badge: Text?
            tab.forEachNode {
                if label == nil, let t = $0 as? TabItemNode { label = t.label }
                if badge == nil, let b = $0 as? BadgeNode, let text = b.badge { badge = text }
            }
            let isSelected = i == index
            var ic = BarAppearance.environment(of: bar, context, scrolledUnder: scrolled.bottom)
            let grey = ic.environment.colorScheme == .dark ? TabBarMetrics.unselectedDark : TabBarMetrics.unselectedLight
            ic.environment.foregroundStyle = isSelected
                ? AnyShapeStyle(TintShapeStyle())
                : AnyShapeStyle(Color(red: grey.red, green: grey.green, blue: grey.blue))
            ic.environment.isTabItem = true
            // iOS draws tab items' symbols filled (SwiftUI's tab bar sets `.symbolVariant(.fill)`).
            ic.environment.symbolVariants = .fill
            let labelView = TabItemLabelView(label: label ?? TabItemLabel())
            let labelNodes = ic.resolve(labelView, component: "item-\(i)")
            var badgeNode: LayoutNode?
            if let badge {
                badgeNode = context.resolve(TabBadgeView(text: badge), component: "badge-\(i)").single()
            }
            let tag = tags[i], select = self.select
            items.append(.init(label: labelNodes.single(), badge: badgeNode, select: { select(tag) }))
        }
        let node = TabBarNode(content: tabs.isEmpty ? ZStackNode(alignment: .center, children: []) : tabs[index],
                              items: items, environment: env, bar: bar)
        node.container = container
        node.graph = context.graph
        node.scrollKey = scrollKey
        return [node]
    }
}

/// A tab item's label as the bar draws it: the symbol over a 10 pt medium title.
struct TabItemLabelView: View {
    let label: TabItemLabel

    var body: some View {
        VStack(spacing: TabBarMetrics.iconTitleGap) {
            if let view = label.view {
                view
            } else {
                if let systemImage = label.systemImage {
                    Image(systemName: systemImage).font(.system(size: TabBarMetrics.iconPointSize)).imageScale(.large)
                }
                if let title = label.title {
                    title.font(.system(size: TabBarMetrics.titleSize, weight: .medium))
                }
            }
        }
    }
}

private struct IsTabItemKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// True inside a tab bar's item (a `Label` there is its icon over its title).
    var isTabItem: Bool {
        get { self[IsTabItemKey.self] }
        set { self[IsTabItemKey.self] = newValue }
    }
}

/// A badge: white text on a red capsule at least as wide as it is tall.
struct TabBadgeView: View {
    let text: Text

    var body: some View {
        text.font(.system(size: 13)).foregroundStyle(Color.white)
            .padding(.horizontal, 5)
            .frame(minWidth: TabBarMetrics.badgeHeight, minHeight: TabBarMetrics.badgeHeight)
            .background(Capsule().fill(Color.red))
    }
}

/// The selected tab above a bar of items spread evenly over the width.
final class TabBarNode: LayoutNode {
    struct Item {
        let label: LayoutNode
        let badge: LayoutNode?
        let select: @MainActor () -> Void
    }

    let content: LayoutNode
    let items: [Item]
    let environment: EnvironmentValues
    /// The selected tab's `toolbarBackground` and `toolbarColorScheme` for the tab bar.
    let bar: BarAppearance.Bar
    private var slots: [CGRect] = []
    /// What `containerRelativeFrame` inside measures: the space above the bar.
    var container: ContainerGeometry?
    /// The bar's background: the bar grown under the home indicator and to the screen's sides.
    private var barBackground: CGRect = .zero
    /// Whether the tab's content lies under the bar (its standard look): set when placed.
    private(set) var scrolledUnder = false
    /// Where the bar's scrolled state is kept between frames (BarScrollState).
    weak var graph: ViewGraph?
    var scrollKey = ""

    init(content: LayoutNode, items: [Item], environment: EnvironmentValues, bar: BarAppearance.Bar = .init()) {
        self.content = content
        self.items = items
        self.environment = environment
        self.bar = bar
        super.init()
    }

    override var children: [LayoutNode] { [content] + items.flatMap { [$0.label] + ($0.badge.map { [$0] } ?? []) } }

    override func computeSize(_ p: ProposedViewSize) -> CGSize {
        p.replacingUnspecifiedDimensions(by: CGSize(width: 393, height: 759))
    }

    private var barRect: CGRect {
        CGRect(x: frame.minX, y: frame.maxY - TabBarMetrics.height, width: frame.width, height: TabBarMetrics.height)
    }

    override func place(at origin: CGPoint, proposal: ProposedViewSize, _ context: PlacementContext) {
        super.place(at: origin, proposal: proposal, context)
        // The tab's content is centred in the space above the bar, as a tab's root is.
        let area = CGSize(width: frame.width, height: max(frame.height - TabBarMetrics.height, 0))
        if let container, container.size != area {
            container.size = area
            content.invalidate()
        }
        let cs = content.sizeThatFits(ProposedViewSize(area))
        // The bar is the content's covered region, as on iOS: what ignores the safe area and
        // what scrolls reaches under it; the tab's scroll view, scrolled so that content lies
        // under the bar, gives the bar its standard look (BarScrollWatch.swift).
        var inner = context
        inner.safeArea = SafeAreaGeometry.content(of: context.safeArea, frame: frame, content: CGRect(origin: origin, size: area))
        let watch = BarScrollWatch()
        inner.bottomBarWatch = watch
        content.place(at: CGPoint(x: origin.x + (area.width - cs.width) / 2, y: origin.y + (area.height - cs.height) / 2),
                      proposal: ProposedViewSize(area), inner)
        scrolledUnder = watch.hasContentBelow
        BarScrollState.keep(BarScrollState(bottom: scrolledUnder), for: scrollKey, in: graph, top: nil, bottom: bar)
        let barFrame = barRect
        barBackground = context.extendedIntoSafeArea(barFrame)
        barBackground.origin.y = barFrame.minY
        let slotWidth = items.isEmpty ? 0 : barFrame.width / CGFloat(items.count)
        slots = []
        for (i, item) in items.enumerated() {
            let slot = CGRect(x: barFrame.minX + CGFloat(i) * slotWidth, y: barFrame.minY, width: slotWidth, height: barFrame.height)
            slots.append(slot)
            let s = item.label.sizeThatFits(.unspecified)
            // Titles share a line: the label's bottom 8 pt above the bar's (E), centred in its
            // slot; a taller symbol reaches higher.
            let labelOrigin = CGPoint(x: slot.midX - s.width / 2, y: slot.maxY - 8 - s.height)
            item.label.place(at: labelOrigin, proposal: .unspecified, context)
            if let badge = item.badge {
                let b = badge.sizeThatFits(.unspecified)
                badge.place(at: CGPoint(x: slot.midX + 4, y: labelOrigin.y - b.height / 3), proposal: .unspecified, context)
            }
        }
    }

    override func emitContent(_ e: inout Emitter) {
        content.emit(&e)
        // At the scroll edge (nothing under it, or no scroll view) the bar is transparent
        // without its hairline, as on iOS 15+; over content, or `.visible`, it has its
        // background (the material, or the tab bar's style) and the hairline along its top.
        if bar.showsBackground(scrolledUnder: scrolledUnder) {
            var env = environment
            if let scheme = bar.colorScheme { env.colorScheme = scheme }
            let px = 1 / max(env.displayScale, 1)
            BarAppearance.emitBackground(barBackground, of: bar, env, scrolledUnder: scrolledUnder, into: &e)
            e.add(.fill(.rect(CGRect(x: barBackground.minX, y: barRect.minY, width: barBackground.width, height: px)),
                        BarAppearance.hairline(env.colorScheme)))
        }
        for (i, item) in items.enumerated() {
            item.label.emit(&e)
            item.badge?.emit(&e)
            if i < slots.count { e.addHitRegion(slots[i], label: nil, action: item.select) }
        }
    }
}

/// A paging tab view: the selected page fills the view; dots at the bottom show which.
final class PagedTabNode: LayoutNode {
    let pages: [LayoutNode]
    let selected: Int
    let showsDots: Bool
    /// What `containerRelativeFrame` inside measures: the whole page.
    var container: ContainerGeometry?
    /// `indexViewStyle(.page(backgroundDisplayMode: .always))`: the dots on a dark capsule.
    var dotsBackground = false

    init(pages: [LayoutNode], selected: Int, showsDots: Bool) {
        self.pages = pages
        self.selected = selected
        self.showsDots = showsDots
        super.init()
    }

    override var children: [LayoutNode] { pages.isEmpty ? [] : [pages[selected]] }

    override func computeSize(_ p: ProposedViewSize) -> CGSize {
        p.replacingUnspecifiedDimensions(by: CGSize(width: 393, height: 759))
    }

    override func place(at origin: CGPoint, proposal: ProposedViewSize, _ context: PlacementContext) {
        super.place(at: origin, proposal: proposal, context)
        if let container, container.size != frame.size {
            container.size = frame.size
            pages.forEach { $0.invalidate() }
        }
        if !pages.isEmpty { pages[selected].place(at: origin, proposal: ProposedViewSize(frame.size), context) }
    }

    override func emitContent(_ e: inout Emitter) {
        guard !pages.isEmpty else { return }
        pages[selected].emit(&e)
        guard showsDots else { return }
        // UIPageControl: white dots, the current one opaque, 25 pt above the bottom (E).
        let d = TabBarMetrics.pageDot, gap = TabBarMetrics.pageDotSpacing
        let total = CGFloat(pages.count) * d + CGFloat(pages.count - 1) * gap
        var x = frame.midX - total / 2
        let y = frame.maxY - 25 - d / 2
        if dotsBackground {
            // UIPageControl's prominent background: a capsule 26 pt tall, 8 pt past the outer
            // dots, black at 25 % (E).
            let h = TabBarMetrics.pageDotsBackgroundHeight
            let capsule = CGRect(x: x - TabBarMetrics.pageDotsBackgroundInset, y: y + d / 2 - h / 2,
                                 width: total + 2 * TabBarMetrics.pageDotsBackgroundInset, height: h)
            e.add(.fill(.capsule(capsule), RGBAColor(hex: 0x000000, alpha: 0.25)))
        }
        for i in pages.indices {
            e.add(.fill(.ellipse(CGRect(x: x, y: y, width: d, height: d)), RGBAColor(hex: 0xFFFFFF, alpha: i == selected ? 1 : 0.3)))
            x += d + gap
        }
    }
}
