import Drawing

/// A view with a context menu: a long press shows the menu, as iOS shows it — the view lifted
/// over the dimmed page, in a rounded card, and the menu's list under it (above it when there
/// is no room below): the list every menu shares (`MenuList`), each action a row with its title
/// and its symbol at the trailing end, sections and dividers as thick separators.
nonisolated struct ContextMenuView<Content: View, MenuItems: View, Preview: View>: View {
    let content: Content
    let menuItems: MenuItems
    let preview: Preview?
    let site: CallSite
    @State private var shown = false

    @MainActor var body: some View {
        let shown = $shown, items = AnyView(menuItems), preview = self.preview.map { AnyView($0) }, site = self.site
        let lifted = AnyView(content)
        return content
            .onLongPressGesture { shown.wrappedValue = true }
            .wrapping { node in
                guard shown.wrappedValue else { return node }
                return PresentationNode(node) { page in
                    AnyView(ContextMenuPresentation(lifted: preview ?? lifted, anchor: node.frame, items: items, page: page, site: site,
                                                    dismiss: { shown.wrappedValue = false }))
                }
            }
    }
}

struct ContextMenuPresentation: View {
    let lifted: AnyView
    let anchor: CGRect
    let items: AnyView
    let page: PresentationPage
    let site: CallSite
    let dismiss: @MainActor () -> Void
    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        ContextMenuLayer(lifted: lifted, anchor: anchor, items: items, page: page, site: site, dismiss: dismiss, colorScheme: colorScheme)
    }
}

struct ContextMenuLayer: View, PrimitiveView {
    let lifted: AnyView
    let anchor: CGRect
    let items: AnyView
    let page: PresentationPage
    let site: CallSite
    let dismiss: @MainActor () -> Void
    let colorScheme: ColorScheme

    var body: Never { primitiveBody("ContextMenu") }

    func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        context.approximate("a context menu's blurred background", drawnAs: "the page dimmed without the blur", at: site)
        let sections = context.menuSections(items, component: "items", site: site)
        let dismiss = self.dismiss, site = self.site
        // The list iOS's menus share (MenuList.swift), without the pop-up menu's shadow: the
        // page behind is dimmed.
        let list = MenuList(sections: sections, shadow: false, site: site, context: context) { s, i in
            let item = sections[s].items[i]
            guard item.submenu == nil else {
                ViewGraph.approximate("a submenu in a contextMenu is not opened yet", drawnAs: "nothing", at: site)
                return
            }
            dismiss()
            item.action()
        }
        let m = MenuMetrics.self
        let menuHeight = list.size.height
        // Under the lifted view when it fits above the bottom safe area, else above it.
        let below = anchor.maxY + m.gap + menuHeight <= page.size.height - page.safeArea.bottom
        let menuTop = below ? anchor.maxY + m.gap : max(page.safeArea.top, anchor.minY - m.gap - menuHeight)
        // Centred on the lifted view, kept 16 pt inside the screen (E).
        let menuX = min(max(anchor.midX - m.width / 2, m.margin), page.size.width - m.margin - m.width)
        let view = ZStack(alignment: .topLeading) {
            PresentationDimming(onTap: dismiss)
            lifted
                .frame(width: anchor.width, height: anchor.height)
                // The platter of the lifted view: the elevated system background (E).
                .background(colorScheme == .dark ? Color(red: 0x1C / 255, green: 0x1C / 255, blue: 0x1E / 255) : Color.white)
                .clipShape(RoundedRectangle(cornerRadius: m.cornerRadius, style: .continuous))
                .position(x: anchor.midX, y: anchor.midY)
            ResolvedNodes(nodes: [list.node])
                .position(x: menuX + m.width / 2, y: menuTop + menuHeight / 2)
        }
        .frame(width: page.size.width, height: page.size.height)
        return context.resolve(view, component: "contextMenu")
    }
}

/// A context menu's items, as SwiftUI's deprecated `ContextMenu`.
public struct ContextMenu<MenuItems: View> {
    let items: MenuItems

    public init(@ViewBuilder menuItems: () -> MenuItems) {
        items = menuItems()
    }
}

extension View {
    /// Adds a context menu (the deprecated form; nil adds none).
    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use `contextMenu(menuItems:)` instead.")
    @ViewBuilder
    nonisolated public func contextMenu<MenuItems: View>(_ contextMenu: ContextMenu<MenuItems>?, _fileID: String = #fileID, _line: Int = #line) -> some View {
        if let contextMenu {
            self.contextMenu(menuItems: { contextMenu.items }, _fileID: _fileID, _line: _line)
        } else {
            self
        }
    }

    /// Adds a context menu: a long press shows `menuItems` (buttons, labels with symbols).
    nonisolated public func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems, _fileID: String = #fileID, _line: Int = #line) -> some View {
        // Views are values built off the main actor and resolved on it, as SwiftUI's.
        nonisolated(unsafe) let (content, items) = (self, menuItems())
        return ContextMenuView<Self, MenuItems, Never>(content: content, menuItems: items, preview: nil, site: CallSite(file: _fileID, line: _line))
    }

    /// Adds a context menu with a custom preview, shown lifted in the view's place.
    nonisolated public func contextMenu<M: View, P: View>(@ViewBuilder menuItems: () -> M, @ViewBuilder preview: () -> P) -> some View {
        // Views are values built off the main actor and resolved on it, as SwiftUI's.
        nonisolated(unsafe) let (content, items, lifted) = (self, menuItems(), preview())
        return ContextMenuView(content: content, menuItems: items, preview: lifted, site: .unknown)
    }
}
