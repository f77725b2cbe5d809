import Drawing

/// One row of a menu: a `Menu`'s, a menu-style `Picker`'s options, a context menu's. Read from
/// the menu's content: a `Button` (its first text the title, a second the subtitle, its symbol
/// at the trailing end, its role), a `Toggle` or a `Picker` option (checked or not), a nested
/// `Menu` (a row that opens a submenu).
struct MenuItem {
    var title: String
    var subtitle: String? = nil
    var systemImage: String? = nil
    /// The `Image(systemName:)` the symbol came from, for reports about it.
    var symbolSite: CallSite? = nil
    var role: ButtonRole? = nil
    var isEnabled = true
    /// A toggle's or a picker option's state (a checkmark at the leading end when on); nil for
    /// an action.
    var isChecked: Bool? = nil
    /// A nested menu's sections: the row opens them.
    var submenu: [MenuSection]? = nil
    var action: @MainActor () -> Void = {}
}

/// The items between two of a menu's thick separators (a `Section`, or the items between
/// `Divider`s), with the section's title.
struct MenuSection {
    var title: String? = nil
    var items: [MenuItem] = []
}

/// Metrics of iOS 18's menus on iPhone (UIKit's context menus and the pop-up menus of buttons).
/// E (from screenshots, not measured): the list 250 pt wide, 13 pt corners, 44 pt rows of
/// 17 pt text 16 pt from the sides, the symbol 16 pt from the trailing edge, 8 pt thick
/// separators between sections, 8 pt between the view and the menu, 16 pt from the screen's
/// edges.
enum MenuMetrics {
    static let width: CGFloat = 250
    static let cornerRadius: CGFloat = 13
    static let rowHeight: CGFloat = 44
    static let rowHorizontalPadding: CGFloat = 16
    /// Above and below a row's text when it has a subtitle (or wraps). E
    static let rowVerticalPadding: CGFloat = 11
    static let titleSize: CGFloat = 17
    /// A subtitle: 15 pt in the secondary label colour. E
    static let subtitleSize: CGFloat = 15
    /// The column of checkmarks at the leading end when an item can be checked: the title
    /// starts 44 pt from the edge; the checkmark is 15 pt semibold. E
    static let checkmarkColumn: CGFloat = 28
    static let checkmarkSize: CGFloat = 15
    /// Between sections: an 8 pt band, black at 6 % over the platter in light, 30 % in dark. E
    static let sectionSeparator: CGFloat = 8
    static func sectionSeparatorColor(_ scheme: ColorScheme) -> Color {
        Color.black.opacity(scheme == .dark ? 0.3 : 0.06)
    }
    /// A section's title: 13 pt secondary text in a 32 pt row. E
    static let sectionTitleHeight: CGFloat = 32
    static let sectionTitleSize: CGFloat = 13
    static let gap: CGFloat = 8
    static let margin: CGFloat = 16
    /// The pop-up menu's shadow (the screen behind it is not dimmed): black at 12 %, blurred
    /// by 24 pt, 8 pt down. E
    static let shadowOpacity: Double = 0.12
    static let shadowRadius: CGFloat = 24
    static let shadowY: CGFloat = 8
}

private struct InMenuKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// True for the content of a menu: toggles, pickers and menus there give menu items.
    var isInMenu: Bool {
        get { self[InMenuKey.self] }
        set { self[InMenuKey.self] = newValue }
    }
}

/// Stands for the items a control gives inside a menu's content (a `Toggle`, a `Picker`, a
/// nested `Menu`): it draws nothing; the menu reads its items.
final class MenuItemsNode: LayoutNode {
    let items: [MenuItem]
    /// The items are a section of their own (an inline picker's options).
    let isSection: Bool

    init(_ items: [MenuItem], isSection: Bool = false) {
        self.items = items
        self.isSection = isSection
        super.init()
    }

    override func computeSize(_ p: ProposedViewSize) -> CGSize { .zero }
}

extension ResolveContext {
    /// The sections of a menu's content, as iOS lists them: `Section`s and `Divider`s make
    /// sections; buttons, toggles, pickers and nested menus make rows.
    func menuSections(_ content: AnyView, component: String, site: CallSite?) -> [MenuSection] {
        var c = self
        c.environment.isInMenu = true
        c.environment.isInForm = false
        c.stackAxis = nil
        var builder = MenuSectionsBuilder(context: c, site: site)
        builder.add(c.resolve(content, component: component))
        return builder.finish()
    }

    /// A flag kept by the host for the view at this identity (whether its menu is open).
    func presentationFlag<Value>(_ name: String, initial: Value) -> Binding<Value> {
        let key = self.key + "." + name
        let graph = self.graph
        if graph.storedValue(for: key) == nil { graph.store(initial, for: key, notify: false) }
        return Binding(get: { graph.storedValue(for: key) as? Value ?? initial }, set: { graph.store($0, for: key) })
    }
}

@MainActor
private struct MenuSectionsBuilder {
    let context: ResolveContext
    let site: CallSite?
    var sections: [MenuSection] = []
    var current = MenuSection()

    init(context: ResolveContext, site: CallSite?) {
        self.context = context
        self.site = site
    }

    mutating func close() {
        if !current.items.isEmpty { sections.append(current) }
        current = MenuSection()
    }

    mutating func finish() -> [MenuSection] {
        close()
        return sections
    }

    mutating func add(_ nodes: [LayoutNode]) {
        for node in nodes { add(node) }
    }

    mutating func add(_ node: LayoutNode) {
        if let section = node.wrapped(SectionNode.self) {
            close()
            let title = section.header?.shownText ?? ""
            current.title = title.isEmpty ? nil : title
            add(section.rows)
            close()
        } else if node.wrapped(DividerNode.self) != nil {
            close()
        } else if let items = node.wrapped(MenuItemsNode.self) {
            if items.isSection {
                close()
                current.items = items.items
                close()
            } else {
                current.items += items.items
            }
        } else if let stack = node.wrapped(StackNode.self), !(node.wrapped(ButtonNode.self) != nil) {
            // A stack (a ForEach's elements grouped, a VStack of buttons): its views in turn.
            add(stack.children)
        } else {
            var buttons: [ButtonNode] = []
            node.forEachNode { if let b = $0 as? ButtonNode { buttons.append(b) } }
            for button in buttons { current.items.append(item(button)) }
            guard buttons.isEmpty else { return }
            let text = node.shownText
            if text.isEmpty {
                context.approximate("content of a Menu or contextMenu other than buttons, toggles, pickers, menus, sections and dividers",
                                    drawnAs: "left out", at: site)
            } else {
                // UIKit draws a menu's plain text as an item that does nothing. E
                context.approximate(
                    "text that is not a button in the content of a Menu or contextMenu (iOS lists it as an inactive item, not measured)",
                                    drawnAs: "a dimmed row", at: site)
                current.items.append(MenuItem(title: text, isEnabled: false))
            }
        }
    }

    func item(_ button: ButtonNode) -> MenuItem {
        var texts: [String] = []
        var bitmap = false
        button.child.forEachNode {
            if let t = $0 as? TextNode { texts.append(t.string) }
            if $0 is BitmapImageNode { bitmap = true }
        }
        let symbol = button.child.firstSymbol
        if bitmap, symbol == nil {
            context.approximate("an asset image in a row of a Menu or contextMenu (iOS draws it at the row's end)",
                                drawnAs: "left out", at: site)
        }
        return MenuItem(title: texts.first ?? "", subtitle: texts.count > 1 ? texts.dropFirst().joined(separator: " ") : nil,
                        systemImage: symbol?.name, symbolSite: symbol?.site, role: button.role, isEnabled: button.action != nil,
                        action: button.action ?? {})
    }
}

/// A menu's list as iOS 18 draws it: a rounded platter of rows (title, its symbol at the
/// trailing end; a checkmark at the leading end for a checked toggle or option; a chevron for
/// a submenu), hairlines between rows and thick separators between sections. Resolved and
/// measured at once, so that a presentation can place it by its height.
@MainActor
struct MenuList {
    /// The platter.
    let node: LayoutNode
    let size: CGSize
    /// The top of each item's row, by section and item, from the platter's top.
    let rowTops: [[CGFloat]]

    /// `tap(section, item)` runs when a row is tapped. `header` is a row drawn first: an open
    /// submenu's title with a chevron pointing down, which `tapHeader` closes.
    /// The platter is the thick material (a blur of what is behind it), reported at `site`.
    init(sections: [MenuSection], header: String? = nil, tapHeader: @escaping @MainActor () -> Void = {},
         shadow: Bool, site: CallSite, context: ResolveContext, tap: @escaping @MainActor (Int, Int) -> Void) {
        let m = MenuMetrics.self
        let scheme = context.environment.colorScheme
        let width = m.width
        let checks = sections.contains { $0.items.contains { $0.isChecked != nil } }
        let hairline = 1 / max(context.environment.displayScale, 1)
        var pieces: [LayoutNode] = []
        var tops: [[CGFloat]] = []
        var y: CGFloat = 0
        func add(_ view: some View, _ name: String) {
            let nodes = context.resolve(view, component: name)
            let node = nodes.single()
            y += node.sizeThatFits(ProposedViewSize(width: width, height: nil)).height
            pieces.append(node)
        }
        if let header {
            let row = MenuItem(title: header)
            add(MenuRowView(item: row, width: width, checkColumn: false, hairline: nil, trailingSymbol: "chevron.down",
                            action: tapHeader), "header")
        }
        for (s, section) in sections.enumerated() {
            if s > 0 || header != nil {
                add(MenuMetrics.sectionSeparatorColor(scheme).frame(width: width, height: m.sectionSeparator), "separator-\(s)")
            }
            if let title = section.title {
                add(Text(verbatim: title)
                        .font(.system(size: m.sectionTitleSize))
                        .foregroundStyle(HierarchicalShapeStyle.secondary)
                        .lineLimit(1)
                        // Over the rows' titles (E).
                        .padding(.leading, m.rowHorizontalPadding + (checks ? m.checkmarkColumn : 0))
                        .padding(.trailing, m.rowHorizontalPadding)
                        .frame(width: width, height: m.sectionTitleHeight, alignment: .leading), "title-\(s)")
            }
            var sectionTops: [CGFloat] = []
            for (i, item) in section.items.enumerated() {
                sectionTops.append(y)
                let trailing = item.submenu != nil ? "chevron.right" : item.systemImage
                add(MenuRowView(item: item, width: width, checkColumn: checks, hairline: i > 0 ? hairline : nil,
                                trailingSymbol: trailing, symbolSite: item.submenu != nil ? nil : item.symbolSite,
                                action: { tap(s, i) }), "row-\(s)-\(i)")
            }
            tops.append(sectionTops)
        }
        let platter = VStack(spacing: 0) { ResolvedNodes(nodes: pieces) }
            .background(Material.thick, ignoresSafeAreaEdges: [], _fileID: site.file, _line: site.line)
            .clipShape(RoundedRectangle(cornerRadius: m.cornerRadius, style: .continuous))
        let shadowed = platter.shadow(color: .black.opacity(m.shadowOpacity), radius: m.shadowRadius, y: m.shadowY)
        node = context.resolve(shadow ? AnyView(shadowed) : AnyView(platter), component: "platter").single()
        size = CGSize(width: width, height: y)
        rowTops = tops
    }
}

/// One row of a menu's list.
struct MenuRowView: View {
    let item: MenuItem
    let width: CGFloat
    /// The list has checkable items: every row keeps a column for their checkmarks.
    let checkColumn: Bool
    /// The hairline above the row (none for a section's first).
    let hairline: CGFloat?
    let trailingSymbol: String?
    /// Where the symbol was asked for (nil: a chevron of the menu's own).
    var symbolSite: CallSite? = nil
    let action: @MainActor () -> Void

    var body: some View {
        let m = MenuMetrics.self
        let style: AnyShapeStyle = !item.isEnabled ? AnyShapeStyle(Color(uiColor: .tertiaryLabel))
            : item.role == .destructive ? AnyShapeStyle(Color.red) : AnyShapeStyle(HierarchicalShapeStyle.primary)
        // A disabled row takes the tap and does nothing (the menu stays open).
        let isEnabled = item.isEnabled, action = self.action
        return Button(action: { if isEnabled { action() } }) {
            HStack(spacing: 0) {
                if checkColumn {
                    ZStack(alignment: .leading) {
                        if item.isChecked == true {
                            Image(systemName: "checkmark", _fileID: "", _line: 0).font(.system(size: m.checkmarkSize, weight: .semibold))
                        }
                    }
                    .frame(width: m.checkmarkColumn, alignment: .leading)
                }
                if let subtitle = item.subtitle {
                    VStack(alignment: .leading, spacing: 1) {
                        Text(verbatim: item.title)
                        Text(verbatim: subtitle)
                            .font(.system(size: m.subtitleSize))
                            .foregroundStyle(item.isEnabled ? AnyShapeStyle(HierarchicalShapeStyle.secondary) : style)
                    }
                } else {
                    Text(verbatim: item.title)
                }
                Spacer(minLength: 16)
                if let trailingSymbol {
                    Image(systemName: trailingSymbol, _fileID: symbolSite?.file ?? "", _line: symbolSite?.line ?? 0)
                        .imageScale(trailingSymbol.hasPrefix("chevron") ? .small : .medium)
                        .fontWeight(trailingSymbol.hasPrefix("chevron") ? .semibold : nil)
                }
            }
            .font(.system(size: m.titleSize))
            .foregroundStyle(style)
            .padding(.horizontal, m.rowHorizontalPadding)
            .padding(.vertical, item.subtitle == nil ? 0 : m.rowVerticalPadding)
            .frame(width: width)
            .frame(minHeight: m.rowHeight)
            .contentShape(Rectangle())
        }
        .buttonStyle(.plain)
        .overlay(alignment: .top) {
            if let hairline { Color(uiColor: .separator).frame(width: width, height: hairline) }
        }
    }
}

/// A pop-up menu: the list anchored to the view that opened it, below it when it fits above
/// the bottom safe area, else above it; aligned with the view's leading edge when the view is
/// in the screen's leading third, its trailing edge in the trailing third, centred on it
/// between (E: UIKit's placement, from screenshots). The screen behind is not dimmed (iOS 18);
/// a tap outside the menu closes it. An open submenu is drawn over the menu, at its row.
struct MenuPopupLayer: View, PrimitiveView {
    let anchor: CGRect
    let page: PresentationPage
    let sections: @MainActor (ResolveContext) -> [MenuSection]
    let order: MenuOrder
    let dismissBehavior: MenuActionDismissBehavior
    let site: CallSite
    let dismiss: @MainActor () -> Void
    /// The open submenus: (section, item) of each, outermost first.
    let openSubmenus: Binding<[Int]>

    var body: Never { primitiveBody("MenuPopup") }

    func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        let m = MenuMetrics.self
        let top = page.safeArea.top, bottom = page.size.height - page.safeArea.bottom
        let dismiss = self.dismiss, behavior = dismissBehavior, open = openSubmenus
        var layers: [AnyView] = [AnyView(Button(action: dismiss) { Color.clear }.buttonStyle(.plain))]

        // The menu and each open submenu, each over the one before.
        var levelSections = sections(context)
        var path: [Int] = []
        var levelAnchor = anchor
        var header: String?
        var level = 0
        var placedAbove = false
        while true {
            let sectionsHere = levelSections, here = path, headerHere = header, levelHere = level
            let closeLevel: @MainActor () -> Void = { open.wrappedValue = Array(here.dropLast(2)) }
            // Listed in the order given, or reversed when the menu opens upwards (iOS puts the
            // first item nearest the view, `.menuOrder(.fixed)` aside). E
            let build: (Bool) -> MenuList = { reversed in
                let shown = reversed
                    ? sectionsHere.reversed().map { MenuSection(title: $0.title, items: $0.items.reversed()) } : sectionsHere
                return MenuList(sections: shown, header: headerHere, tapHeader: closeLevel, shadow: true, site: site,
                                context: context.appending("level-\(levelHere)-\(reversed)")) { s, i in
                    let os = reversed ? sectionsHere.count - 1 - s : s
                    let oi = reversed ? sectionsHere[os].items.count - 1 - i : i
                    let item = sectionsHere[os].items[oi]
                    if item.submenu != nil {
                        open.wrappedValue = here + [os, oi]
                        return
                    }
                    if behavior != .disabled { dismiss() }
                    item.action()
                }
            }
            var list = build(false)
            var y: CGFloat
            if level == 0 {
                let fitsBelow = anchor.maxY + m.gap + list.size.height <= bottom
                let fitsAbove = anchor.minY - m.gap - list.size.height >= top
                placedAbove = !fitsBelow && (fitsAbove || anchor.minY - top > bottom - anchor.maxY)
                y = placedAbove ? anchor.minY - m.gap - list.size.height : anchor.maxY + m.gap
                if !fitsBelow && !fitsAbove {
                    context.approximate("a Menu taller than the room beside its view (iOS scrolls it)",
                                        drawnAs: "the whole menu, kept on the screen", at: site)
                }
            } else {
                // A submenu opens at its row of the menu. E
                y = levelAnchor.minY
            }
            let reversed = placedAbove && order != .fixed
            if reversed { list = build(true) }
            y = min(max(y, top), max(bottom - list.size.height, top))
            let x: CGFloat
            if anchor.midX <= page.size.width / 3 {
                x = anchor.minX
            } else if anchor.midX >= page.size.width * 2 / 3 {
                x = anchor.maxX - list.size.width
            } else {
                x = anchor.midX - list.size.width / 2
            }
            let left = min(max(x, m.margin), max(page.size.width - m.margin - list.size.width, m.margin))
            layers.append(AnyView(ResolvedNodes(nodes: [list.node]).position(x: left + list.size.width / 2, y: y + list.size.height / 2)))

            // The next open submenu, if any.
            let openPath = open.wrappedValue
            guard openPath.count >= path.count + 2 else { break }
            let s = openPath[path.count], i = openPath[path.count + 1]
            guard s < levelSections.count, i < levelSections[s].items.count, let sub = levelSections[s].items[i].submenu else { break }
            if level == 0 {
                context.approximate("an open submenu of a Menu (iOS blurs and shrinks the menu behind it)",
                                    drawnAs: "the submenu over the menu, which is drawn unchanged", at: site)
            }
            // The submenu's row, in the order shown.
            let shownIndex = reversed ? (levelSections.count - 1 - s, levelSections[s].items.count - 1 - i) : (s, i)
            let rowTop = list.rowTops[shownIndex.0][shownIndex.1]
            levelAnchor = CGRect(x: left, y: y + rowTop, width: list.size.width, height: m.rowHeight)
            header = levelSections[s].items[i].title
            levelSections = sub
            path += [s, i]
            level += 1
        }
        let view = ZStack(alignment: .topLeading) {
            ForEach(Array(layers.enumerated()), id: \.offset) { $0.element }
        }
        .frame(width: page.size.width, height: page.size.height)
        return context.resolve(view, component: "menu")
    }
}
