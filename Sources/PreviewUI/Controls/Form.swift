import Drawing

/// A container of grouped rows, as SwiftUI's `Form` on iOS: an inset-grouped list. Each view
/// of its content (each child of a `Group`, each `ForEach` element) is a row; `Section`s make
/// cards with headers and footers; rows outside sections share a card.
nonisolated public struct Form<Content: View>: View, @MainActor PrimitiveView {
    let content: Content

    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    @MainActor public var body: Never { primitiveBody("Form") }

    @MainActor func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        guard let style = context.environment.formStyle else {
            return [GroupedListNode.make(content: content, appearance: .insetGrouped, context)]
        }
        // The style draws the form; a form inside its body is drawn as iOS's default.
        var c = context
        c.environment.formStyle = nil
        return c.resolve(Self.body(of: style, content: AnyView(content)), component: "style")
    }

    @MainActor
    private static func body<S: FormStyle>(of style: S, content: AnyView) -> any View {
        style.makeBody(configuration: FormStyleConfiguration(content: .init(view: content)))
    }
}

/// A list of rows, as SwiftUI's `List` (drawn inset-grouped, iOS's default in navigation).
nonisolated public struct List<SelectionValue: Hashable, Content: View>: View, @MainActor PrimitiveView {
    let content: Content
    /// `List(selection:)`'s binding (ListSelection.swift).
    var selection: ListSelection? = nil

    @MainActor public var body: Never { primitiveBody("List") }

    @MainActor func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        let style = context.environment.listStyle as? BuiltInListStyle
        var c = context
        c.environment.listRowsSelectLinks = selection != nil
        let node = GroupedListNode.make(content: content, appearance: style?.appearance ?? .insetGrouped, c)
        node.selection = selection
        // A plain list's approximation is its headers' and footers': said only when it has one.
        if let report = style?.approximation,
           !(style is PlainListStyle) || node.cards.contains(where: { $0.header != nil || $0.footer != nil }) {
            context.approximate(report.cause, drawnAs: report.drawnAs, at: context.environment.listStyleSite)
        }
        return [node]
    }
}

extension List where SelectionValue == Never {
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        self.content = ForEach(data, id: id, content: rowContent)
    }

    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.content = ForEach(data, content: rowContent)
    }
}

/// A group of rows with an optional header and footer, as SwiftUI's `Section`. Outside a
/// form it is its header, rows and footer in a column.
nonisolated public struct Section<Parent: View, Content: View, Footer: View>: View, @MainActor PrimitiveView {
    let header: Parent
    let content: Content
    let footer: Footer

    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer) {
        self.header = header()
        self.content = content()
        self.footer = footer()
    }

    public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
        self.header = header
        self.content = content()
        self.footer = footer
    }

    @MainActor public var body: Never { primitiveBody("Section") }

    @MainActor func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        let inForm = context.environment.isInForm
        var headerContext = context
        headerContext.buildsLazily = false
        headerContext.inLazyElement = false
        if inForm {
            // A list's headers and footers: footnote, secondary. Elsewhere (a stack, a lazy
            // stack or grid) they are drawn as written, as SwiftUI draws them.
            headerContext.environment.font = .footnote
            headerContext.environment.foregroundStyle = AnyShapeStyle(HierarchicalShapeStyle.secondary)
            headerContext.environment.isInForm = false
        }
        let footer = headerContext.resolve(self.footer, component: "footer")
        // Inset-grouped lists show headers in capitals (iOS 14 to 18; `.textCase(nil)` on the
        // header keeps it as written).
        if inForm { headerContext.environment.textCase = .uppercase }
        if inForm, context.environment.headerProminence == .increased {
            // A prominent header: as written, in the label colour, title 3 bold (E: UIKit's
            // prominent inset-grouped header, not measured here).
            headerContext.environment.textCase = nil
            headerContext.environment.font = Font.title3.bold()
            headerContext.environment.foregroundStyle = AnyShapeStyle(HierarchicalShapeStyle.primary)
        }
        let header = headerContext.resolve(self.header, component: "header")
        // In a form, a lazy stack or a lazy grid (directly or as a ForEach element), a ForEach
        // of rows stays lazy; elsewhere the rows are built.
        var rowsContext = context
        rowsContext.buildsLazily = context.buildsLazily || context.inLazyElement
        rowsContext.inLazyElement = false
        let resolved = rowsContext.resolve(content, component: "rows")
        let rows = inForm ? GroupedListNode.rows(resolved) : resolved
        return [SectionNode(header: header.isEmpty ? nil : header.single(), rows: rows, footer: footer.isEmpty ? nil : footer.single())]
    }
}

extension Section where Parent == EmptyView, Footer == EmptyView {
    public init(@ViewBuilder content: () -> Content) {
        self.init(content: content, header: { EmptyView() }, footer: { EmptyView() })
    }
}

extension Section where Footer == EmptyView {
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(content: content, header: header, footer: { EmptyView() })
    }

    public init(header: Parent, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { header }, footer: { EmptyView() })
    }
}

extension Section where Parent == EmptyView {
    public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
        self.init(content: content, header: { EmptyView() }, footer: footer)
    }
}

extension Section where Parent == Text, Footer == EmptyView {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { Text(titleKey) }, footer: { EmptyView() })
    }

    @_disfavoredOverload

    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { Text(title) }, footer: { EmptyView() })
    }
}

/// A section's parts. A list lays them out itself (cards); a lazy stack or grid adopts the
/// section (`adopt`) and lays its parts out along its axis, pinned as it says
/// (`LazySectionNode`); anywhere else they are a column.
final class SectionNode: LayoutNode {
    let header: LayoutNode?
    let rows: [LayoutNode]
    let footer: LayoutNode?
    private var body: LayoutNode

    init(header: LayoutNode?, rows: [LayoutNode], footer: LayoutNode?) {
        self.header = header
        self.rows = rows
        self.footer = footer
        body = StackNode(axis: .vertical, horizontalAlignment: .leading, spacing: nil,
                         children: (header.map { [$0] } ?? []) + rows + (footer.map { [$0] } ?? []))
        super.init()
    }

    /// Lays the section out as the lazy stack or grid that holds it lays out its content
    /// (once, before it is measured).
    func adopt(_ placement: SectionPlacement) {
        guard !(body is LazySectionNode) else { return }
        body = LazySectionNode(header: header, rows: rows, footer: footer, placement)
    }

    override var children: [LayoutNode] { [body] }
    override func computeSize(_ p: ProposedViewSize) -> CGSize { body.sizeThatFits(p) }
    override func place(at origin: CGPoint, proposal: ProposedViewSize, _ context: PlacementContext) {
        super.place(at: origin, proposal: proposal, context)
        body.place(at: origin, proposal: proposal, context)
    }
    override func emitContent(_ e: inout Emitter) { body.emit(&e) }
    override func viewSpacing() -> ViewSpacing { body.viewSpacing() }
}

/// The inset-grouped list behind `Form` and `List`: grouped background, rounded cards,
/// 44-point rows with separators inset to the text, section headers and footers. It fills
/// the space it is offered and scrolls, as a UICollectionView does (its content in a
/// `ScrollNode`: `.scroll(to:)` a row's id, scrolling by points, the indicator).
///
/// Lazy as iOS's lists: the rows of a `ForEach` are built for the first screen of
/// content (to estimate the others at their mean height) and where the list is scrolled to;
/// only the rows on screen are placed and drawn.
final class GroupedListNode: LayoutNode {
    struct Card {
        var header: LayoutNode?
        var rows: [LayoutNode]
        var footer: LayoutNode?
        var cardFrame: CGRect = .zero
        /// The rows as units: a row of its own, or a `ForEach` element (its rows, built when shown).
        var units: LazyUnits
        /// The rows placed by the last placement, in order, with their cells.
        var placed: [PlacedRow] = []
        /// Where a plain list's pinned header is drawn over the rows (its band, the list's
        /// width), when the last placement pinned it.
        var pinnedHeaderBand: CGRect?

        @MainActor
        init(header: LayoutNode? = nil, rows: [LayoutNode], footer: LayoutNode? = nil) {
            self.header = header
            self.rows = rows
            self.footer = footer
            self.units = LazyUnits(rows)
        }
    }
    struct PlacedRow {
        var node: LayoutNode
        var frame: CGRect
        /// The row below it in the card, when that one is placed too (for its separator's traits).
        var next: LayoutNode?
        /// The card's last row: no separator below it.
        var isLast: Bool
    }
    var cards: [Card]
    /// The scrolling content (a `ScrollNode` over `ListContentNode`).
    private var scroller: ScrollNode!
    /// Rows measured so far, by card and unit: their heights.
    private var unitHeights: [Int: [Int: CGFloat]] = [:]
    /// Per card and ForEach, the mean height of its measured rows.
    private var estimates: [Int: [Int: CGFloat]] = [:]
    private var contentHeights = ProposalCache<CGFloat>()
    /// How much content, from the top, is built to estimate the rest.
    var sampleLength: CGFloat = .infinity
    let background: RGBAColor
    let cardFill: RGBAColor
    let separator: RGBAColor
    let separatorThickness: CGFloat
    let screenWidth: CGFloat
    let appearance: ListAppearance
    /// `scrollContentBackground(.hidden)`: no background of the list's own.
    var hidesBackground = false
    /// In edit mode: rows with `onDelete`/`onMove` show their controls.
    var isEditing = false
    /// For colours rows ask for (separator tints).
    let environment: EnvironmentValues
    /// `listSectionSpacing`, when set.
    var sectionSpacingOverride: CGFloat?
    /// `List(selection:)`'s selection (ListSelection.swift).
    var selection: ListSelection?
    /// `listRowSpacing`, when set (ListRowSpacing.swift).
    var rowSpacing: CGFloat?
    private var sectionSpacing: CGFloat { sectionSpacingOverride ?? appearance.sectionSpacing }
    /// `contentMargins` around the list: they replace its own margins on the edges they set.
    var contentMargins = MarginEdges()

    @MainActor
    static func make<Content: View>(content: Content, appearance: ListAppearance, _ context: ResolveContext) -> GroupedListNode {
        var c = context
        c.environment.isInForm = true
        c.stackAxis = .horizontal
        var nodes = rows(c.resolvingLazily().resolve(content, component: "form"))
        // A ForEach of sections (not of rows) is built whole: each element is a card.
        if nodes.contains(where: { ($0 as? LazyElementsNode).map { $0.count > 0 && $0.nodes(at: 0).contains { $0 is SectionNode } } ?? false }) {
            nodes = rows(nodes.flatMap { node in
                (node as? LazyElementsNode).map { lazy in (0..<lazy.count).flatMap { lazy.nodes(at: $0) } } ?? [node]
            })
        }
        var cards: [Card] = []
        var loose: [LayoutNode] = []
        for node in nodes {
            if let section = node as? SectionNode {
                if !loose.isEmpty { cards.append(Card(rows: loose)); loose = [] }
                cards.append(Card(header: section.header, rows: section.rows, footer: section.footer))
            } else {
                loose.append(node)
            }
        }
        if !loose.isEmpty { cards.append(Card(rows: loose)) }
        let env = context.environment
        let node = GroupedListNode(cards: cards, environment: env, screenWidth: context.graph.screen.bounds.width, appearance: appearance)
        node.hidesBackground = env.scrollContentBackground == .hidden
        node.isEditing = env.editMode?.wrappedValue.isEditing ?? false
        node.sectionSpacingOverride = env.listSectionSpacing
        node.sampleLength = LazyMetrics.sampleScreens * context.graph.screen.bounds.height
        node.contentMargins = env.scrollContentMargins.contentMargins
        // iOS 17+ lists take contentMargins (apps set `.contentMargins(.top, 0, for:
        // .scrollContent)` on a List to remove its top space, and the modifier's documentation
        // names scrollable views generally), but no source found says how they combine with a
        // list's own margins (card insets, the space above the first header): replaced here,
        // and said.
        if !node.contentMargins.isEmpty {
            context.approximate("contentMargins on a List: how iOS combines them with the list's own margins is not measured",
                                drawnAs: "the list's margins replaced on those edges (cards' sides, space above the first section and below the last)",
                                at: env.scrollContentMargins.site)
        }
        // The list's own scroll view: its position binding, target behaviour and anchors; the
        // list applies content margins itself.
        var config = ScrollConfiguration(env, graph: context.graph)
        config.contentMargins = EdgeInsets()
        config.indicatorMargins = EdgeInsets()
        // Whether iOS's List follows scrollPosition(id:) is not confirmed: Apple documents it
        // with a ScrollView and the scroll targets of a `scrollTargetLayout`, which a List's
        // rows are not; developers report the binding not following a List and move to a
        // LazyVStack. Not applied, and said.
        config.position = nil
        if let link = env.scrollPositionLink, link.request() != nil {
            context.approximate("scrollPosition on a List is not applied (whether iOS's List follows it is not confirmed)",
                                drawnAs: "the list from its top; scroll it with a preview state's .scroll(to:)", at: link.site)
        }
        node.scroller = ScrollNode(ListContentNode(node), axes: .vertical, key: context.key, readerKey: env.scrollReaderKey,
                                   graph: context.graph, showsIndicators: env.scrollIndicatorVisibility != .hidden,
                                   colorScheme: env.colorScheme, config: config)
        node.rowSpacing = env.listRowSpacing
        return node
    }

    init(cards: [Card], environment env: EnvironmentValues, screenWidth: CGFloat, appearance: ListAppearance = .insetGrouped) {
        self.cards = cards
        self.appearance = appearance
        environment = env
        if appearance.isOnSystemBackground {
            background = SystemPalette.systemBackground.resolve(env)
            cardFill = background
        } else {
            background = SystemPalette.systemGroupedBackground.resolve(env)
            cardFill = SystemPalette.secondarySystemGroupedBackground.resolve(env)
        }
        separator = SystemPalette.separator.resolve(env)
        separatorThickness = 1 / max(env.displayScale, 1)
        self.screenWidth = screenWidth
        super.init()
        scroller = ScrollNode(ListContentNode(self), axes: .vertical)
    }

    override var children: [LayoutNode] { [scroller] }

    /// The headers, footers and rows built (placed rows once placed), for traversals.
    var contentNodes: [LayoutNode] {
        cards.flatMap { card -> [LayoutNode] in
            let rows = !card.placed.isEmpty ? card.placed.map(\.node)
                : (0..<card.units.count).filter { card.units.isBuilt($0) }.flatMap { card.units.nodes($0) }
            return (card.header.map { [$0] } ?? []) + rows + (card.footer.map { [$0] } ?? [])
        }
    }

    override func invalidate() {
        unitHeights.removeAll()
        estimates.removeAll()
        contentHeights.removeAll()
        super.invalidate()
    }

    /// The headers, footers and every row built, placed or not.
    var builtContentNodes: [LayoutNode] {
        cards.flatMap { (($0.header.map { [$0] } ?? []) + $0.units.builtNodes() + ($0.footer.map { [$0] } ?? [])) }
    }

    /// The background colour seen above the list (for navigation bars).
    override var scrollBackground: RGBAColor? { background }

    /// One row's cell: its insets (edit controls included), proposal, size and height.
    @MainActor private func measureRow(_ row: LayoutNode, cardWidth: CGFloat) -> (insets: EdgeInsets, proposal: ProposedViewSize, size: CGSize, height: CGFloat) {
        let inset = ControlMetrics.rowHorizontalPadding
        let traits = ListRowTraitsNode.traits(of: row)
        var insets = traits.insets ?? EdgeInsets(top: ControlMetrics.rowVerticalPadding, leading: inset,
                                                  bottom: ControlMetrics.rowVerticalPadding, trailing: inset)
        let editing = isEditing ? EditableRowNode.actions(of: row) : []
        if editing.contains(.delete) || showsSelectionControls { insets.leading += EditControlMetrics.contentShift }
        if editing.contains(.move) { insets.trailing += EditControlMetrics.gripWidth + inset }
        let p = ProposedViewSize(width: max(cardWidth - insets.leading - insets.trailing, 0), height: nil)
        let s = row.sizeThatFits(p)
        return (insets, p, s, max(environment.defaultMinListRowHeight, s.height + insets.top + insets.bottom))
    }

    /// The height of a card's unit: measured (building it) when `build`, or when it is built
    /// already; else its ForEach's mean.
    private func unitHeight(card i: Int, unit u: Int, cardWidth: CGFloat, build: Bool) -> CGFloat {
        if let h = unitHeights[i]?[u] { return h }
        let units = cards[i].units
        guard build || units.isBuilt(u) else {
            return estimates[i]?[units.group(u)] ?? estimates[i]?.values.first ?? ControlMetrics.rowMinHeight
        }
        var h: CGFloat = 0
        for row in units.nodes(u) { h += measureRow(row, cardWidth: cardWidth).height }
        unitHeights[i, default: [:]][u] = h
        return h
    }

    /// Lays the cards out from the top (`place`: placing what falls in `viewport`, in page
    /// coordinates) and returns the content's height. Sizing builds rows until a screen
    /// are covered and estimates the rest; placing builds the rows on screen.
    private func layoutContent(width: CGFloat, place: Bool, origin: CGPoint, viewport: CGRect?, _ context: PlacementContext) -> CGFloat {
        let margin = contentMargins.leading ?? appearance.cardMargin(screenWidth: screenWidth)
        let trailingMargin = contentMargins.trailing ?? appearance.cardMargin(screenWidth: screenWidth)
        let inset = ControlMetrics.rowHorizontalPadding
        let cardWidth = max(width - margin - trailingMargin, 0)
        let contentWidth = max(cardWidth - 2 * inset, 0)
        let low = viewport.map { $0.minY - origin.y } ?? -.infinity
        let high = viewport.map { $0.maxY - origin.y } ?? .infinity
        var y: CGFloat = contentMargins.top ?? 0
        for i in cards.indices {
            y += i == 0 && (cards[i].header != nil || contentMargins.top != nil) ? 0 : sectionSpacing
            // The header's band (its padding included) and its text's offset in it, for pinning.
            var headerBand: HeaderBand?
            if let header = cards[i].header {
                let pad = i == 0 && contentMargins.top == nil ? ControlMetrics.sectionHeaderTop : 0
                y += pad
                let p = ProposedViewSize(width: contentWidth, height: nil)
                let s = header.sizeThatFits(p)
                if place { header.place(at: CGPoint(x: origin.x + margin + inset, y: origin.y + y), proposal: p, context) }
                headerBand = HeaderBand(top: y - pad, height: pad + s.height + ControlMetrics.sectionHeaderBottom, inset: pad, proposal: p)
                y += s.height + ControlMetrics.sectionHeaderBottom
            }
            let cardTop = y
            var placed: [PlacedRow] = []
            let units = cards[i].units
            for u in 0..<units.count {
                // Sizing builds the sample; placing builds what is on screen.
                let build = place ? true : y < sampleLength
                let estimated = unitHeight(card: i, unit: u, cardWidth: cardWidth, build: false)
                // listRowSpacing between rows (a unit is counted as one row while not built).
                let gap: CGFloat = u > 0 ? rowSpacing ?? 0 : 0
                if place, !units.isBuilt(u) || unitHeights[i]?[u] == nil, y + gap + estimated <= low || y + gap >= high {
                    y += gap + estimated
                    continue
                }
                let h = unitHeight(card: i, unit: u, cardWidth: cardWidth, build: build)
                guard place, y + gap + h > low, y + gap < high else { y += gap + h; continue }
                let rows = units.nodes(u)
                for (k, row) in rows.enumerated() {
                    if u > 0 || k > 0 { y += rowSpacing ?? 0 }
                    let m = measureRow(row, cardWidth: cardWidth)
                    let rowFrame = CGRect(x: origin.x + margin, y: origin.y + y, width: cardWidth, height: m.height)
                    let top = rowFrame.minY + m.insets.top + (m.height - m.size.height - m.insets.top - m.insets.bottom) / 2
                    row.place(at: CGPoint(x: rowFrame.minX + m.insets.leading, y: top), proposal: m.proposal, context)
                    Self.tappableNode(in: row)?.rowFrame = rowFrame
                    ListRowTraitsNode.traits(of: row).background?.place(at: rowFrame.origin, proposal: ProposedViewSize(rowFrame.size), context)
                    SwipeActionsNode.revealed(in: row)?.placeButtons(in: rowFrame, context)
                    if !placed.isEmpty, placed[placed.count - 1].next == nil, placed[placed.count - 1].frame.maxY == rowFrame.minY {
                        placed[placed.count - 1].next = row
                    }
                    placed.append(PlacedRow(node: row, frame: rowFrame, next: nil,
                                            isLast: u == units.count - 1 && k == rows.count - 1))
                    y += m.height
                }
            }
            if !place { updateEstimates(card: i) }
            if place {
                cards[i].placed = placed
                cards[i].cardFrame = CGRect(x: origin.x + margin, y: origin.y + cardTop, width: cardWidth, height: y - cardTop)
            }
            if let footer = cards[i].footer {
                y += ControlMetrics.sectionFooterTop
                let p = ProposedViewSize(width: contentWidth, height: nil)
                let s = footer.sizeThatFits(p)
                if place { footer.place(at: CGPoint(x: origin.x + margin + inset, y: origin.y + y), proposal: p, context) }
                y += s.height
            }
            if place {
                cards[i].pinnedHeaderBand = pinHeader(of: i, band: headerBand, sectionEnd: y, width: width, origin: origin, context)
            }
        }
        return y + (contentMargins.bottom ?? sectionSpacing)
    }

    /// A plain list pins its section headers, as UITableView's plain style does: a header
    /// whose section reaches above the scroll view's visible region stays at its top, pushed
    /// out by the section's end. Moves the header there and returns its band (nil: in place).
    /// Inset-grouped and grouped lists do not pin.
    private struct HeaderBand {
        var top: CGFloat
        var height: CGFloat
        /// From the band's top to the header's.
        var inset: CGFloat
        var proposal: ProposedViewSize
    }

    private func pinHeader(of i: Int, band: HeaderBand?, sectionEnd: CGFloat,
                           width: CGFloat, origin: CGPoint, _ context: PlacementContext) -> CGRect? {
        guard appearance == .plain, let band, let header = cards[i].header,
              let pin = context.pinningRange(along: .vertical) else { return nil }
        let natural = origin.y + band.top
        let top = min(max(natural, pin.low), origin.y + sectionEnd - band.height)
        guard top > natural + 0.01 else { return nil }
        header.place(at: CGPoint(x: header.frame.minX, y: top + band.inset), proposal: band.proposal, context)
        return CGRect(x: origin.x, y: top, width: width, height: band.height)
    }

    /// Each ForEach's mean row height in a card, from its measured rows.
    private func updateEstimates(card i: Int) {
        var sums: [Int: (CGFloat, Int)] = [:]
        for (u, h) in unitHeights[i] ?? [:] where cards[i].units.id(u) != nil {
            let g = cards[i].units.group(u)
            let s = sums[g] ?? (0, 0)
            sums[g] = (s.0 + h, s.1 + 1)
        }
        for (g, s) in sums { estimates[i, default: [:]][g] = s.0 / CGFloat(s.1) }
    }

    /// The content's height at `width`.
    func contentHeight(width: CGFloat) -> CGFloat {
        let p = ProposedViewSize(width: width, height: nil)
        if let h = contentHeights[p] { return h }
        let h = layoutContent(width: width, place: false, origin: .zero, viewport: nil, PlacementContext())
        contentHeights.insert(h, for: p)
        return h
    }

    /// Places the content at `origin` (scrolled: above the list's top), building what
    /// `context.viewport` shows.
    func placeContent(width: CGFloat, origin: CGPoint, _ context: PlacementContext) {
        _ = contentHeight(width: width)
        _ = layoutContent(width: width, place: true, origin: origin, viewport: context.viewport, context)
    }

    /// Where each ForEach row would be, built or not, for scrolling to its id.
    func rowIdentities(width: CGFloat, origin: CGPoint) -> [(id: AnyHashable, frame: CGRect)] {
        let margin = contentMargins.leading ?? appearance.cardMargin(screenWidth: screenWidth)
        let trailingMargin = contentMargins.trailing ?? appearance.cardMargin(screenWidth: screenWidth)
        let cardWidth = max(width - margin - trailingMargin, 0)
        var out: [(id: AnyHashable, frame: CGRect)] = []
        for (i, card) in cards.enumerated() {
            // Rows measured or estimated, from the card's top.
            var y = card.cardFrame.minY
            for u in 0..<card.units.count {
                let h = unitHeight(card: i, unit: u, cardWidth: cardWidth, build: false)
                let id = card.units.id(u) ?? (card.units.isBuilt(u) ? card.units.nodes(u).first?.tag : nil)
                if let id { out.append((id, CGRect(x: origin.x + margin, y: y, width: cardWidth, height: h))) }
                y += h + (rowSpacing ?? 0)
            }
        }
        return out
    }

    /// A row's delete control at its leading end and its reorder grip at its trailing end.
    @MainActor private func emitEditControls(for row: LayoutNode, in f: CGRect, _ e: inout Emitter) {
        let actions = EditableRowNode.actions(of: row)
        let m = EditControlMetrics.self
        if actions.contains(.delete) && !showsSelectionControls {
            let d = m.deleteDiameter
            let circle = CGRect(x: f.minX + ControlMetrics.rowHorizontalPadding, y: f.midY - d / 2, width: d, height: d)
            e.add(.fill(.ellipse(circle), SystemPalette.red.resolve(environment)))
            e.add(.fill(.rect(CGRect(x: circle.midX - 6, y: circle.midY - 1, width: 12, height: 2)), RGBAColor(hex: 0xFFFFFF)))
        }
        if actions.contains(.move) {
            let grey = SystemPalette.tertiaryLabel.resolve(environment)
            let x = f.maxX - ControlMetrics.rowHorizontalPadding - m.gripWidth
            for k in -1...1 {
                let y = f.midY + CGFloat(k) * m.gripLineSpacing - 0.75
                e.add(.fill(.rect(CGRect(x: x, y: y, width: m.gripWidth, height: 1.5)), grey))
            }
        }
    }

    /// The rows of a form's content: an inline picker gives a row per option.
    @MainActor static func rows(_ nodes: [LayoutNode]) -> [LayoutNode] {
        nodes.flatMap { node in (node as? InlinePickerNode)?.formRows ?? [node] }
    }

    /// A row that is a button or a picker option (through wrappers) takes taps on the whole row.
    @MainActor private static func tappableNode(in node: LayoutNode) -> FormRowTappable? {
        node.wrapped(FormRowTappable.self)
    }

    /// Where a row's separator starts: at its first text, as iOS insets separators to the
    /// text (past a label's icon), or at the row's inset when it shows no text.
    /// iOS starts it at the row's `.listRowSeparatorLeading` guide when one is set; that is
    /// not read yet, and reported when it would move the separator.
    @MainActor private static func separatorLeading(of row: LayoutNode, rowFrame: CGRect) -> CGFloat {
        var x: CGFloat?
        var guide: (x: CGFloat, site: CallSite?)?
        row.forEachNode { node in
            if x == nil, let t = node as? TextNode { x = t.frame.minX }
            if guide == nil, let g = node as? AlignmentGuideNode, let gx = g.placedPosition(of: .listRowSeparatorLeading) {
                guide = (gx, g.site)
            }
        }
        let leading = x ?? rowFrame.minX + ControlMetrics.rowHorizontalPadding
        if let guide, abs(guide.x - leading) >= 0.5 {
            ViewGraph.approximate("alignmentGuide(.listRowSeparatorLeading) is not used by list separators yet",
                                  drawnAs: x == nil ? "starting at the row's inset" : "starting at the row's first text", at: guide.site)
        }
        return leading
    }

    override func computeSize(_ p: ProposedViewSize) -> CGSize {
        let width = p.width.flatMap { $0.isFinite ? $0 : nil } ?? screenWidth
        let height = p.height.flatMap { $0.isFinite ? $0 : nil } ?? contentHeight(width: width)
        return CGSize(width: width, height: height)
    }

    /// Where the background is painted (the frame, grown under the status bar, bars and home
    /// indicator it reaches).
    private var backgroundFrame: CGRect = .zero

    override func place(at origin: CGPoint, proposal: ProposedViewSize, _ context: PlacementContext) {
        super.place(at: origin, proposal: proposal, context)
        backgroundFrame = context.extendedIntoSafeArea(frame)
        let p = ProposedViewSize(frame.size)
        _ = scroller.sizeThatFits(p)
        // The scroll view shows rows under the covered regions it reaches.
        scroller.place(at: origin, proposal: p, context)
    }

    override func emitContent(_ e: inout Emitter) {
        if !hidesBackground { e.add(.fill(.rect(backgroundFrame), background)) }
        scroller.emit(&e)
    }

    /// The cards, headers, rows and footers (inside the scroll view's clip).
    func emitRows(_ e: inout Emitter) {
        do {
            for card in cards {
                if card.pinnedHeaderBand == nil { card.header?.emit(&e) }
                let cardShape = ShapePath.roundedRect(card.cardFrame, cornerRadius: appearance.cornerRadius, style: .continuous)
                let spaced = rowsAreSeparateCards
                for shape in spaced ? card.placed.map({ rowCardShape($0.frame) }) : [cardShape] { e.add(.fill(shape, cardFill)) }
                let traits = card.placed.map { ListRowTraitsNode.traits(of: $0.node) }
                // Row backgrounds fill their cells, inside the card's rounded corners.
                if traits.contains(where: { $0.background != nil }) {
                    e.group(clip: Clip(cardShape), clipRect: card.cardFrame) { e in
                        for (i, t) in traits.enumerated() {
                            if spaced {
                                e.group(clip: Clip(rowCardShape(card.placed[i].frame))) { t.background?.emit(&$0) }
                            } else {
                                t.background?.emit(&e)
                            }
                        }
                    }
                }
                emitSelectionHighlights(card, clip: cardShape, &e)
                for (i, placedRow) in card.placed.enumerated() {
                    let row = placedRow.node
                    addSelectionHitRegion(for: row, in: placedRow.frame, &e)
                    if let swipe = SwipeActionsNode.revealed(in: row) {
                        // Revealed swipe actions: the row's content moved aside, the buttons
                        // in the space it leaves, inside the card's corners.
                        e.group(clip: Clip(spaced ? rowCardShape(placedRow.frame) : cardShape), clipRect: card.cardFrame) { e in
                            row.emit(&e)
                            swipe.buttons?.emit(&e)
                        }
                    } else {
                        row.emit(&e)
                    }
                    if isEditing { emitEditControls(for: row, in: placedRow.frame, &e) }
                    emitSelectionControl(for: row, in: placedRow.frame, &e)
                    guard !placedRow.isLast, !spaced, !selectionHidesSeparator(card, below: i) else { continue }
                    // The separator below a row: hidden by its bottom edge or the next row's top
                    // (a next row not built has the default separator).
                    let nextTraits = placedRow.next.map { ListRowTraitsNode.traits(of: $0) }
                    if traits[i].hiddenSeparators.contains(.bottom) || nextTraits?.hiddenSeparators.contains(.top) == true { continue }
                    let tint = (traits[i].separatorTintEdges.contains(.bottom) ? traits[i].separatorTint : nil)
                        ?? (nextTraits.flatMap { $0.separatorTintEdges.contains(.top) ? $0.separatorTint : nil })
                    let f = placedRow.frame
                    let x = Self.separatorLeading(of: row, rowFrame: f)
                    e.add(.fill(.rect(CGRect(x: x, y: f.maxY - separatorThickness, width: f.maxX - x, height: separatorThickness)),
                                tint.map { $0.rgba(environment) } ?? separator))
                }
                card.footer?.emit(&e)
                if let band = card.pinnedHeaderBand {
                    // A pinned header draws over the rows scrolling under it, on the list's
                    // background (E: iOS's floating header background is not measured here).
                    e.add(.fill(.rect(band), background))
                    card.header?.emit(&e)
                }
            }
        }
    }
}

/// A list's content inside its scroll view: as tall as its cards, placed where the scroll
/// view puts it, building the rows the scroll view shows.
final class ListContentNode: LayoutNode, LazyIdentities {
    unowned let list: GroupedListNode

    init(_ list: GroupedListNode) {
        self.list = list
        super.init()
    }

    override var children: [LayoutNode] { list.contentNodes }
    override var builtChildren: [LayoutNode] { list.builtContentNodes }
    override var scrollBackground: RGBAColor? { list.background }

    override func computeSize(_ p: ProposedViewSize) -> CGSize {
        let width = p.width.flatMap { $0.isFinite ? $0 : nil } ?? list.screenWidth
        return CGSize(width: width, height: list.contentHeight(width: width))
    }

    override func place(at origin: CGPoint, proposal: ProposedViewSize, _ context: PlacementContext) {
        super.place(at: origin, proposal: proposal, context)
        list.placeContent(width: frame.width, origin: origin, context)
    }

    override func emitContent(_ e: inout Emitter) { list.emitRows(&e) }

    func lazyIdentities() -> [(id: AnyHashable, frame: CGRect)] {
        list.rowIdentities(width: frame.width, origin: frame.origin)
    }
}
