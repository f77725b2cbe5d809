import Drawing

/// A container of grouped rows, as SwiftUI's `Form` on iOS: an inset-grouped list. Each view
/// of its content (each child of a `Group`, each `ForEach` element) is a row; `Section`s make
/// cards with headers and footers; rows outside sections share a card.
public struct Form<Content: View>: View, PrimitiveView {
    let content: Content

    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: Never { primitiveBody("Form") }

    func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
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
public struct List<SelectionValue: Hashable, Content: View>: View, PrimitiveView {
    let content: Content
    /// `List(selection:)`'s binding (ListSelection.swift).
    var selection: ListSelection? = nil

    public var body: Never { primitiveBody("List") }

    func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        let style = context.environment.listStyle as? BuiltInListStyle
        if let report = style?.approximation {
            context.approximate(report.cause, drawnAs: report.drawnAs, at: context.environment.listStyleSite)
        }
        var c = context
        c.environment.listRowsSelectLinks = selection != nil
        let node = GroupedListNode.make(content: content, appearance: style?.appearance ?? .insetGrouped, c)
        node.selection = selection
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
public struct Section<Parent: View, Content: View, Footer: View>: View, PrimitiveView {
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

    public var body: Never { primitiveBody("Section") }

    func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        var headerContext = context
        headerContext.environment.font = .footnote
        headerContext.environment.foregroundStyle = AnyShapeStyle(HierarchicalShapeStyle.secondary)
        headerContext.environment.isInForm = false
        let footer = headerContext.resolve(self.footer, component: "footer")
        // Inset-grouped lists show headers in capitals (iOS 14 to 18; `.textCase(nil)` on the
        // header keeps it as written).
        if context.environment.isInForm { headerContext.environment.textCase = .uppercase }
        if context.environment.headerProminence == .increased {
            // A prominent header: as written, in the label colour, title 3 bold (E: UIKit's
            // prominent inset-grouped header, not measured here).
            headerContext.environment.textCase = nil
            headerContext.environment.font = Font.title3.bold()
            headerContext.environment.foregroundStyle = AnyShapeStyle(HierarchicalShapeStyle.primary)
        }
        let header = headerContext.resolve(self.header, component: "header")
        let resolved = context.resolve(content, component: "rows")
        let rows = context.environment.isInForm ? GroupedListNode.rows(resolved) : resolved
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

/// A section's parts; laid out as a column when not in a form.
final class SectionNode: LayoutNode {
    let header: LayoutNode?
    let rows: [LayoutNode]
    let footer: LayoutNode?
    private lazy var column = StackNode(axis: .vertical, horizontalAlignment: .leading, spacing: nil,
                                        children: (header.map { [$0] } ?? []) + rows + (footer.map { [$0] } ?? []))

    init(header: LayoutNode?, rows: [LayoutNode], footer: LayoutNode?) {
        self.header = header
        self.rows = rows
        self.footer = footer
        super.init()
    }

    override var children: [LayoutNode] { [column] }
    override func computeSize(_ p: ProposedViewSize) -> CGSize { column.sizeThatFits(p) }
    override func place(at origin: CGPoint, proposal: ProposedViewSize, _ context: PlacementContext) {
        super.place(at: origin, proposal: proposal, context)
        column.place(at: origin, proposal: proposal, context)
    }
    override func emit(_ e: inout Emitter) { column.emit(&e) }
}

/// The inset-grouped list behind `Form` and `List`: grouped background, rounded cards,
/// 44-point rows with separators inset to the text, section headers and footers. It fills
/// the space it is offered, as a scroll view does, and clips what does not fit.
final class GroupedListNode: LayoutNode {
    struct Card {
        var header: LayoutNode?
        var rows: [LayoutNode]
        var footer: LayoutNode?
        var rowFrames: [CGRect] = []
        var cardFrame: CGRect = .zero
    }
    var cards: [Card]
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

    @MainActor
    static func make<Content: View>(content: Content, appearance: ListAppearance, _ context: ResolveContext) -> GroupedListNode {
        var c = context
        c.environment.isInForm = true
        c.stackAxis = .horizontal
        let nodes = rows(c.resolve(content, component: "form"))
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
        node.rowSpacing = env.listRowSpacing
        return node
    }

    init(cards: [Card], environment env: EnvironmentValues, screenWidth: CGFloat, appearance: ListAppearance = .insetGrouped) {
        self.cards = cards
        self.appearance = appearance
        environment = env
        if appearance.isOnSystemBackground {
            background = SystemPalette.systemBackground.resolve(env.colorScheme)
            cardFill = background
        } else {
            background = SystemPalette.systemGroupedBackground.resolve(env.colorScheme)
            cardFill = SystemPalette.secondarySystemGroupedBackground.resolve(env.colorScheme)
        }
        separator = SystemPalette.separator.resolve(env.colorScheme)
        separatorThickness = 1 / max(env.displayScale, 1)
        self.screenWidth = screenWidth
        super.init()
    }

    override var children: [LayoutNode] {
        cards.flatMap { ($0.header.map { [$0] } ?? []) + $0.rows + ($0.footer.map { [$0] } ?? []) }
    }

    /// The background colour seen above the list (for navigation bars).
    override var scrollBackground: RGBAColor? { background }

    private func layoutContent(width: CGFloat, place: Bool, origin: CGPoint, _ context: PlacementContext) -> CGFloat {
        let margin = appearance.cardMargin(screenWidth: screenWidth)
        let inset = ControlMetrics.rowHorizontalPadding
        let cardWidth = max(width - 2 * margin, 0)
        let contentWidth = max(cardWidth - 2 * inset, 0)
        var y: CGFloat = 0
        for i in cards.indices {
            y += i == 0 && cards[i].header != nil ? 0 : sectionSpacing
            if let header = cards[i].header {
                y += i == 0 ? ControlMetrics.sectionHeaderTop : 0
                let p = ProposedViewSize(width: contentWidth, height: nil)
                let s = header.sizeThatFits(p)
                if place { header.place(at: CGPoint(x: origin.x + margin + inset, y: origin.y + y), proposal: p, context) }
                y += s.height + ControlMetrics.sectionHeaderBottom
            }
            let cardTop = y
            var frames: [CGRect] = []
            for (r, row) in cards[i].rows.enumerated() {
                if r > 0 { y += rowSpacing ?? 0 }
                let traits = ListRowTraitsNode.traits(of: row)
                var insets = traits.insets ?? EdgeInsets(top: ControlMetrics.rowVerticalPadding, leading: inset,
                                                          bottom: ControlMetrics.rowVerticalPadding, trailing: inset)
                let editing = isEditing ? EditableRowNode.actions(of: row) : []
                if editing.contains(.delete) || showsSelectionControls { insets.leading += EditControlMetrics.contentShift }
                if editing.contains(.move) { insets.trailing += EditControlMetrics.gripWidth + inset }
                let p = ProposedViewSize(width: max(cardWidth - insets.leading - insets.trailing, 0), height: nil)
                let s = row.sizeThatFits(p)
                let h = max(ControlMetrics.rowMinHeight, s.height + insets.top + insets.bottom)
                let rowFrame = CGRect(x: origin.x + margin, y: origin.y + y, width: cardWidth, height: h)
                if place {
                    let top = rowFrame.minY + insets.top + (h - s.height - insets.top - insets.bottom) / 2
                    row.place(at: CGPoint(x: rowFrame.minX + insets.leading, y: top), proposal: p, context)
                    Self.tappableNode(in: row)?.rowFrame = rowFrame
                    traits.background?.place(at: rowFrame.origin, proposal: ProposedViewSize(rowFrame.size), context)
                    SwipeActionsNode.revealed(in: row)?.placeButtons(in: rowFrame, context)
                }
                frames.append(rowFrame)
                y += h
            }
            if place {
                cards[i].rowFrames = frames
                cards[i].cardFrame = CGRect(x: origin.x + margin, y: origin.y + cardTop, width: cardWidth, height: y - cardTop)
            }
            if let footer = cards[i].footer {
                y += ControlMetrics.sectionFooterTop
                let p = ProposedViewSize(width: contentWidth, height: nil)
                let s = footer.sizeThatFits(p)
                if place { footer.place(at: CGPoint(x: origin.x + margin + inset, y: origin.y + y), proposal: p, context) }
                y += s.height
            }
        }
        return y + sectionSpacing
    }

    /// A row's delete control at its leading end and its reorder grip at its trailing end.
    private func emitEditControls(for row: LayoutNode, in f: CGRect, _ e: inout Emitter) {
        let actions = EditableRowNode.actions(of: row)
        let m = EditControlMetrics.self
        if actions.contains(.delete) && !showsSelectionControls {
            let d = m.deleteDiameter
            let circle = CGRect(x: f.minX + ControlMetrics.rowHorizontalPadding, y: f.midY - d / 2, width: d, height: d)
            e.add(.fill(.ellipse(circle), SystemPalette.red.resolve(environment.colorScheme)))
            e.add(.fill(.rect(CGRect(x: circle.midX - 6, y: circle.midY - 1, width: 12, height: 2)), RGBAColor(hex: 0xFFFFFF)))
        }
        if actions.contains(.move) {
            let grey = SystemPalette.tertiaryLabel.resolve(environment.colorScheme)
            let x = f.maxX - ControlMetrics.rowHorizontalPadding - m.gripWidth
            for k in -1...1 {
                let y = f.midY + CGFloat(k) * m.gripLineSpacing - 0.75
                e.add(.fill(.rect(CGRect(x: x, y: y, width: m.gripWidth, height: 1.5)), grey))
            }
        }
    }

    /// The rows of a form's content: an inline picker gives a row per option.
    static func rows(_ nodes: [LayoutNode]) -> [LayoutNode] {
        nodes.flatMap { node in (node as? InlinePickerNode)?.formRows ?? [node] }
    }

    /// A row that is a button or a picker option (through wrappers) takes taps on the whole row.
    private static func tappableNode(in node: LayoutNode) -> FormRowTappable? {
        var n: LayoutNode? = node
        while let current = n {
            if let b = current as? FormRowTappable { return b }
            n = (current as? UnaryNode)?.child
        }
        return nil
    }

    /// Where a row's separator starts: at its first text, as iOS insets separators to the
    /// text (past a label's icon), or at the row's inset when it shows no text.
    /// iOS starts it at the row's `.listRowSeparatorLeading` guide when one is set; that is
    /// not read yet, and reported when it would move the separator.
    private static func separatorLeading(of row: LayoutNode, rowFrame: CGRect) -> CGFloat {
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
        let height = p.height.flatMap { $0.isFinite ? $0 : nil }
            ?? layoutContent(width: width, place: false, origin: .zero, PlacementContext())
        return CGSize(width: width, height: height)
    }

    override func place(at origin: CGPoint, proposal: ProposedViewSize, _ context: PlacementContext) {
        super.place(at: origin, proposal: proposal, context)
        _ = layoutContent(width: frame.width, place: true, origin: origin, context)
    }

    override func emit(_ e: inout Emitter) {
        if !hidesBackground { e.add(.fill(.rect(e.extendedToPage(frame)), background)) }
        e.group(clip: Clip(.rect(frame)), clipRect: frame) { e in
            for card in cards {
                card.header?.emit(&e)
                let cardShape = ShapePath.roundedRect(card.cardFrame, cornerRadius: appearance.cornerRadius, style: .continuous)
                let spaced = rowsAreSeparateCards
                for shape in spaced ? card.rowFrames.map(rowCardShape) : [cardShape] { e.add(.fill(shape, cardFill)) }
                let traits = card.rows.map { ListRowTraitsNode.traits(of: $0) }
                // Row backgrounds fill their cells, inside the card's rounded corners.
                if traits.contains(where: { $0.background != nil }) {
                    e.group(clip: Clip(cardShape), clipRect: card.cardFrame) { e in
                        for (i, t) in traits.enumerated() {
                            if spaced {
                                e.group(clip: Clip(rowCardShape(card.rowFrames[i]))) { t.background?.emit(&$0) }
                            } else {
                                t.background?.emit(&e)
                            }
                        }
                    }
                }
                emitSelectionHighlights(card, clip: cardShape, &e)
                for (i, row) in card.rows.enumerated() {
                    addSelectionHitRegion(for: row, in: card.rowFrames[i], &e)
                    if let swipe = SwipeActionsNode.revealed(in: row) {
                        // Revealed swipe actions: the row's content moved aside, the buttons
                        // in the space it leaves, inside the card's corners.
                        e.group(clip: Clip(spaced ? rowCardShape(card.rowFrames[i]) : cardShape), clipRect: card.cardFrame) { e in
                            row.emit(&e)
                            swipe.buttons?.emit(&e)
                        }
                    } else {
                        row.emit(&e)
                    }
                    if isEditing { emitEditControls(for: row, in: card.rowFrames[i], &e) }
                    emitSelectionControl(for: row, in: card.rowFrames[i], &e)
                    guard i < card.rows.count - 1, !spaced, !selectionHidesSeparator(card, below: i) else { continue }
                    // The separator below a row: hidden by its bottom edge or the next row's top.
                    if traits[i].hiddenSeparators.contains(.bottom) || traits[i + 1].hiddenSeparators.contains(.top) { continue }
                    let tint = (traits[i].separatorTintEdges.contains(.bottom) ? traits[i].separatorTint : nil)
                        ?? (traits[i + 1].separatorTintEdges.contains(.top) ? traits[i + 1].separatorTint : nil)
                    let f = card.rowFrames[i]
                    let x = Self.separatorLeading(of: row, rowFrame: f)
                    e.add(.fill(.rect(CGRect(x: x, y: f.maxY - separatorThickness, width: f.maxX - x, height: separatorThickness)),
                                tint.map { $0.rgba(environment) } ?? separator))
                }
                card.footer?.emit(&e)
            }
        }
    }
}
