import Drawing

/// A control that chooses one of several tagged values, as SwiftUI's `Picker`. Tags come
/// from `.tag(_:)`, or from `ForEach` ids when a row has none. Styles: `.wheel`,
/// `.segmented`, `.menu`, `.inline`.
nonisolated public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View, @MainActor PrimitiveView {
    let selection: Binding<SelectionValue>
    let label: Label
    let content: Content
    /// Where the picker was made, for reports of a selection iOS would show otherwise.
    let site: CallSite

    public init(
        selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label,
        _fileID: String = #fileID, _line: Int = #line
    ) {
        self.selection = selection
        self.content = content()
        self.label = label()
        site = CallSite(file: _fileID, line: _line)
    }

    public init(
        selection: Binding<SelectionValue>, label: Label, @ViewBuilder content: () -> Content,
        _fileID: String = #fileID, _line: Int = #line
    ) {
        self.selection = selection
        self.label = label
        self.content = content()
        site = CallSite(file: _fileID, line: _line)
    }

    @MainActor public var body: Never { primitiveBody("Picker") }

    @MainActor func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        let env = context.environment
        var style = env.pickerStyle
        if style is PalettePickerStyle {
            // iOS 17's palette: a row of compact options (symbols) in a menu; a segmented
            // control elsewhere. Drawn as the nearest of PreviewUI's, and said.
            context.approximate("pickerStyle(.palette) (a row of compact options)",
                                drawnAs: env.isInMenu ? "the options inline in the menu" : "a segmented control", at: site)
            style = env.isInMenu ? DefaultPickerStyle() : SegmentedPickerStyle()
        }
        // Disabled (E: no render of a disabled picker): a segmented control's titles, an
        // inline picker's options and its checkmark, and a menu picker's value and chevrons are
        // drawn in the tertiary label colour, as a disabled button's label; a label beside them
        // keeps its colour (as a disabled toggle's); a wheel is drawn as it is (UIPickerView has
        // no disabled look). None takes taps, and the host cannot choose an option.
        let enabled = env.isEnabled
        var rowsContext = context
        rowsContext.stackAxis = nil
        rowsContext.environment.foregroundStyle = nil
        if !enabled, style is SegmentedPickerStyle || style is InlinePickerStyle {
            rowsContext.environment.foregroundStyle = AnyShapeStyle(Color(uiColor: .tertiaryLabel))
        }
        if style is WheelPickerStyle, env.font == nil {
            rowsContext.environment.font = .system(size: ControlMetrics.wheelFontSize)
        }
        if style is SegmentedPickerStyle {
            rowsContext.environment.font = .system(size: ControlMetrics.segmentedFontSize)
        }
        let rows = rowsContext.resolve(content, component: "rows")
        let options = rows.map { (label: $0.shownText, tag: $0.tag ?? AnyHashable($0.shownText)) }
        let current = AnyHashable(selection.wrappedValue)
        let selected = options.firstIndex { $0.tag == current }
        if let selected, rows[selected].tag == nil {
            context.approximate("Picker row \"\(options[selected].label)\" has no .tag, so iOS selects no row",
                                drawnAs: "selected, matched by its text", at: site)
        } else if selected == nil {
            let tags = options.map { "\($0.tag.base)" }.joined(separator: ", ")
            context.approximate("Picker selection \(current.base) matches no tag (tags: \(tags)), a mistake iOS logs and draws the same way",
                                drawnAs: "no option selected", at: site)
        }
        let binding = selection
        let select: @MainActor (AnyHashable) -> Void = { tag in
            if enabled, let value = tag.base as? SelectionValue { binding.wrappedValue = value }
        }
        let labelNodes = env.labelsHidden ? [] : context.resolve(label, component: "label")
        let title = labelNodes.map(\.shownText).joined(separator: " ")
        let record = PickerRecordInfo(title: title.isEmpty ? nil : title, options: options, current: current, select: select,
                                      isEnabled: enabled)

        switch style {
        case is WheelPickerStyle:
            return [WheelPickerNode(rows: rows, selected: selected, record: record, environment: env)]
        case is SegmentedPickerStyle:
            var bold = rowsContext
            bold.environment.fontWeight = .semibold
            let boldRows = bold.resolve(content, component: "selected-rows")
            return [SegmentedPickerNode(rows: rows, boldRows: boldRows, selected: selected, record: record, environment: env)]
        case is NavigationLinkPickerStyle:
            // The label and the current value in a row that pushes the options, listed inline
            // under the label as the title.
            let valueText: String = selected.map { options[$0].label } ?? ""
            let picker = self, label = self.label
            let row = NavigationLink {
                List { picker.pickerStyle(.inline).labelsHidden() }
                    .navigationTitle(Text(verbatim: title))
                    .navigationBarTitleDisplayMode(.inline)
            } label: {
                LabeledContent { Text(verbatim: valueText) } label: { label }
            }
            return context.resolve(row, component: "navigation-link")
        case is InlinePickerStyle:
            return [InlinePickerNode(rows: rows, selected: selected, label: labelNodes.isEmpty ? nil : labelNodes.single(),
                                     record: record, environment: env)]
        default:
            let items: [MenuItem] = rows.indices.map { i in
                let tag = options[i].tag
                let symbol = rows[i].firstSymbol
                return MenuItem(title: options[i].label, systemImage: symbol?.name, symbolSite: symbol?.site, isEnabled: enabled,
                                isChecked: i == selected, action: { select(tag) })
            }
            if env.isInMenu {
                // In a menu: its options inline, a section of their own; as a submenu under
                // `.pickerStyle(.menu)`, titled with the label and the current value.
                guard style is MenuPickerStyle else { return [MenuItemsNode(items, isSection: true)] }
                let current: String? = selected.map { options[$0].label }
                let submenu = MenuItem(title: title, subtitle: current, isEnabled: env.isEnabled, submenu: [MenuSection(items: items)])
                return [MenuItemsNode([submenu])]
            }
            let shown = context.presentationFlag("menu", initial: false)
            let submenus = context.presentationFlag("submenus", initial: [Int]())
            let openMenu: @MainActor () -> Void = { shown.wrappedValue = true }
            let open = enabled ? openMenu : nil
            let valueText: String = selected.map { options[$0].label } ?? ""
            let node = MenuPickerNode(valueText: valueText, label: labelNodes.isEmpty ? nil : labelNodes.single(),
                                      record: record, environment: env, context: context, open: open)
            guard shown.wrappedValue else { return [node] }
            let site = self.site, order = env.menuOrder, behavior = env.menuActionDismissBehavior
            return [PresentationNode(node) { page in
                // The menu opens at the value (E), under the row in a list.
                var anchor = node.value.frame
                if let row = node.rowFrame { anchor = CGRect(x: anchor.minX, y: row.minY, width: anchor.width, height: row.height) }
                return AnyView(MenuPopupLayer(
                    anchor: anchor, page: page, sections: { _ in [MenuSection(items: items)] }, order: order,
                    dismissBehavior: behavior, site: site, dismiss: { shown.wrappedValue = false }, openSubmenus: submenus))
            }]
        }
    }
}

extension Picker where Label == Text {
    public init(
        _ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content,
        _fileID: String = #fileID, _line: Int = #line
    ) {
        self.init(selection: selection, content: content, label: { Text(titleKey) }, _fileID: _fileID, _line: _line)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content,
        _fileID: String = #fileID, _line: Int = #line
    ) {
        self.init(selection: selection, content: content, label: { Text(title) }, _fileID: _fileID, _line: _line)
    }
}

/// What every picker tells the host about itself.
struct PickerRecordInfo {
    let title: String?
    let options: [(label: String, tag: AnyHashable)]
    let current: AnyHashable
    let select: @MainActor (AnyHashable) -> Void
    /// Off, the picker takes no taps.
    let isEnabled: Bool

    func record(frame: CGRect) -> ControlRecord {
        ControlRecord(kind: .picker, frame: frame, title: title, options: options, select: select, current: current)
    }
}

/// The wheel: rows on a turning drum (iOS's UIPickerView). Rows shrink, compress and fade
/// with their angle from the front; the selected row sits in the band, magnified a little.
final class WheelPickerNode: LayoutNode {
    let rows: [LayoutNode]
    let selected: Int?
    let record: PickerRecordInfo
    let band: RGBAColor

    init(rows: [LayoutNode], selected: Int?, record: PickerRecordInfo, environment: EnvironmentValues) {
        self.rows = rows
        self.selected = selected
        self.record = record
        band = SystemPalette.tertiarySystemFill.resolve(environment)
        super.init()
    }

    override var children: [LayoutNode] { rows }

    override func computeSize(_ p: ProposedViewSize) -> CGSize {
        let w = p.width.flatMap { $0.isFinite ? $0 : nil } ?? ControlMetrics.wheelIntrinsicWidth
        return CGSize(width: w, height: ControlMetrics.wheelHeight)
    }

    private var rowProposal: ProposedViewSize {
        ProposedViewSize(width: max(frame.width - 2 * ControlMetrics.wheelBandMargin - 16, 0), height: ControlMetrics.wheelRowHeight)
    }

    override func place(at origin: CGPoint, proposal: ProposedViewSize, _ context: PlacementContext) {
        super.place(at: origin, proposal: proposal, context)
        // Every row is placed at the front of the drum; drawing turns it to its place.
        for row in rows {
            let s = row.sizeThatFits(rowProposal)
            row.place(at: CGPoint(x: frame.midX - s.width / 2, y: frame.midY - s.height / 2), proposal: rowProposal, context)
        }
    }

    override func emitContent(_ e: inout Emitter) {
        let frame = self.frame
        e.group(clip: Clip(.rect(frame)), clipRect: frame) { e in
            WheelDrum.emitBand(in: frame, color: band, &e)
            WheelDrum.emitRows(rows, center: selected ?? 0, magnifiesCenter: selected != nil, in: frame, &e) { i, band, e in
                let rowRect = CGRect(x: frame.minX, y: band.minY, width: frame.width, height: band.height)
                let tag = record.options[i].tag, select = record.select
                if record.isEnabled { e.addHitRegion(rowRect, label: record.options[i].label) { select(tag) } }
            }
        }
        e.controls.append(record.record(frame: frame))
    }
}

/// UIPickerView's drum, shared by the wheel picker and the date picker's wheels: the band
/// across the middle, and rows that shrink, compress and fade with their angle from the front.
@MainActor
enum WheelDrum {
    /// The selection band: 34 points tall, 9 in from the sides.
    static func emitBand(in frame: CGRect, color: RGBAColor, _ e: inout Emitter) {
        let bandRect = CGRect(x: frame.minX + ControlMetrics.wheelBandMargin, y: frame.midY - ControlMetrics.wheelBandHeight / 2,
                              width: frame.width - 2 * ControlMetrics.wheelBandMargin, height: ControlMetrics.wheelBandHeight)
        e.add(.fill(.roundedRect(bandRect, cornerRadius: ControlMetrics.wheelBandCornerRadius, style: .continuous), color))
    }

    /// Draws `rows` (each placed at the front of the drum, centred on the frame's middle)
    /// turned to their places, `center` at the front (magnified when `magnifiesCenter`); after
    /// each row, `drawn` gets its index and the band of the frame's height it covers.
    static func emitRows(
        _ rows: [LayoutNode], center: Int, magnifiesCenter: Bool, in frame: CGRect, _ e: inout Emitter,
        drawn: (Int, CGRect, inout Emitter) -> Void
    ) {
        let radius = ControlMetrics.wheelDiameterRatio * frame.height / 2
        for (i, row) in rows.enumerated() {
            let angle = Double(i - center) * ControlMetrics.wheelRowHeight / radius
            guard abs(angle) < .pi / 2 - 0.05 else { continue }
            let y = radius * sin(angle)
            let depth = radius * (1 - cos(angle))
            let perspective = 1 / (1 + ControlMetrics.wheelPerspective * depth)
            let isCenter = i == center && magnifiesCenter
            let magnify = isCenter ? ControlMetrics.wheelCenterMagnification : 1
            let sx = perspective * magnify, sy = perspective * cos(angle) * magnify
            let c = CGPoint(x: row.frame.midX, y: row.frame.midY)
            let m = AffineMatrix.scale(x: sx, y: sy, about: c).concatenating(.translation(x: 0, y: y))
            let opacity = isCenter ? 1 : ControlMetrics.wheelOffCenterOpacity * (0.35 + 0.65 * cos(angle))
            e.group(transform: m, opacity: opacity) { row.emit(&$0) }
            let band = CGRect(x: frame.minX, y: frame.midY + y - ControlMetrics.wheelRowHeight * cos(angle) / 2,
                              width: frame.width, height: ControlMetrics.wheelRowHeight * cos(angle))
            drawn(i, band, &e)
        }
    }
}

/// The segmented control: a rounded track, a white thumb with a soft shadow under the
/// selected segment, and thin separators between unselected neighbours.
final class SegmentedPickerNode: LayoutNode {
    let rows: [LayoutNode]
    let boldRows: [LayoutNode]
    let selected: Int?
    let record: PickerRecordInfo
    let track: RGBAColor
    let thumb: RGBAColor
    let separator: RGBAColor

    init(rows: [LayoutNode], boldRows: [LayoutNode], selected: Int?, record: PickerRecordInfo, environment: EnvironmentValues) {
        self.rows = rows
        self.boldRows = boldRows
        self.selected = selected
        self.record = record
        let scheme = environment.colorScheme
        track = SystemPalette.tertiarySystemFill.resolve(scheme)
        thumb = ControlMetrics.segmentedThumb.resolve(scheme)
        separator = ControlMetrics.segmentedSeparator.resolve(scheme)
        super.init()
    }

    @MainActor private func shown(_ i: Int) -> LayoutNode { i == selected && i < boldRows.count ? boldRows[i] : rows[i] }

    override var children: [LayoutNode] { rows.indices.map(shown) }

    override func computeSize(_ p: ProposedViewSize) -> CGSize {
        let h = ControlMetrics.segmentedHeight
        if let w = p.width, w.isFinite { return CGSize(width: w, height: h) }
        let widest = rows.indices.map { shown($0).sizeThatFits(.unspecified).width }.max() ?? 0
        return CGSize(width: (widest + 2 * ControlMetrics.segmentedSegmentPadding) * CGFloat(rows.count), height: h)
    }

    override func place(at origin: CGPoint, proposal: ProposedViewSize, _ context: PlacementContext) {
        super.place(at: origin, proposal: proposal, context)
        guard !rows.isEmpty else { return }
        let w = frame.width / CGFloat(rows.count)
        for i in rows.indices {
            let cell = CGRect(x: frame.minX + CGFloat(i) * w, y: frame.minY, width: w, height: frame.height)
            let p = ProposedViewSize(width: max(w - 2 * 6, 0), height: frame.height)
            let node = shown(i)
            node.place(at: alignedOrigin(of: node, proposal: p, in: cell, alignment: .center), proposal: p, context)
        }
    }

    override func emitContent(_ e: inout Emitter) {
        e.add(.fill(.roundedRect(frame, cornerRadius: ControlMetrics.segmentedCornerRadius, style: .continuous), track))
        guard !rows.isEmpty else { return }
        let w = frame.width / CGFloat(rows.count)
        for i in 1..<rows.count where selected != i && selected != i - 1 {
            let x = frame.minX + CGFloat(i) * w
            e.add(.fill(.rect(CGRect(x: x - 0.5, y: frame.minY + ControlMetrics.segmentedSeparatorInset,
                                     width: 1, height: frame.height - 2 * ControlMetrics.segmentedSeparatorInset)), separator))
        }
        if let s = selected {
            let inset = ControlMetrics.segmentedThumbInset
            let r = CGRect(x: frame.minX + CGFloat(s) * w + inset, y: frame.minY + inset, width: w - 2 * inset, height: frame.height - 2 * inset)
            let shape = DisplayOp.fill(.roundedRect(r, cornerRadius: ControlMetrics.segmentedThumbCornerRadius, style: .continuous), thumb)
            e.group(shadow: Drawing.Shadow(color: RGBAColor(white: 0, alpha: 0.04), radius: 0.5, x: 0, y: 3)) { e in
                e.group(shadow: Drawing.Shadow(color: RGBAColor(white: 0, alpha: 0.12), radius: 4, x: 0, y: 3)) { $0.add(shape) }
            }
        }
        for i in rows.indices {
            shown(i).emit(&e)
            let cell = CGRect(x: frame.minX + CGFloat(i) * w, y: frame.minY, width: w, height: frame.height)
            let tag = record.options[i].tag, select = record.select
            if record.isEnabled { e.addHitRegion(cell, label: record.options[i].label) { select(tag) } }
        }
        e.controls.append(record.record(frame: frame))
    }
}

/// The menu style: the current value and the small `chevron.up.chevron.down`. In a form row,
/// after the label, both in the secondary label colour (as iOS 17 and 18 draw a picker row:
/// spezi_menu_labeledcontent_row_ios18 imitates it with 13 pt medium chevrons); elsewhere a
/// borderless button's: the accent colour. A tap (on the whole row, in a form) opens the menu
/// of the options.
final class MenuPickerNode: UnaryNode, FormRowTappable {
    let record: PickerRecordInfo
    /// The value and its chevrons: where the menu opens.
    let value: LayoutNode
    let open: (@MainActor () -> Void)?
    var rowFrame: CGRect?

    init(valueText: String, label: LayoutNode?, record: PickerRecordInfo, environment: EnvironmentValues, context: ResolveContext,
         open: (@MainActor () -> Void)?) {
        self.record = record
        self.open = open
        var c = context
        let inRow = label != nil && environment.isInForm
        c.environment.foregroundStyle = !environment.isEnabled ? AnyShapeStyle(Color(uiColor: .tertiaryLabel))
            : inRow ? AnyShapeStyle(Color(uiColor: .secondaryLabel)) : AnyShapeStyle(TintShapeStyle())
        c.stackAxis = .horizontal
        let chevrons = environment.menuIndicatorVisibility != .hidden
        value = c.resolve(HStack(spacing: ControlMetrics.menuPickerChevronSpacing) {
            Text(valueText)
            if chevrons {
                Image(systemName: "chevron.up.chevron.down").font(.footnote).fontWeight(.medium)
            }
        }, component: "menu").single()
        let items: [LayoutNode] = inRow ? [label!, SpacerNode(axis: .horizontal, minLength: LayoutMetrics.spacerMinLength), value] : [value]
        super.init(items.count == 1 ? items[0] : StackNode(axis: .horizontal, spacing: nil, children: items))
    }

    override func emitContent(_ e: inout Emitter) {
        if let open { e.addHitRegion(rowFrame ?? frame, label: nil, action: open) }
        child.emit(&e)
        e.controls.append(record.record(frame: frame))
    }
}

/// The inline style: one row per option, a checkmark by the selected one. In a form each
/// option is a row of its own (44 points, separators between), as iOS lists them; elsewhere
/// the options are stacked.
final class InlinePickerNode: LayoutNode {
    let options: [InlineOptionNode]
    let label: LayoutNode?
    let record: PickerRecordInfo
    let stack: StackNode

    init(rows: [LayoutNode], selected: Int?, label: LayoutNode?, record: PickerRecordInfo, environment: EnvironmentValues) {
        self.label = label
        self.record = record
        let tint = !environment.isEnabled ? SystemPalette.tertiaryLabel.resolve(environment)
            : environment.tint?.rgba(environment) ?? SystemPalette.blue.resolve(environment)
        let size = environment.resolvedFontSpec.size
        options = rows.indices.map { i in
            let mark: LayoutNode = i == selected
                ? ImageNode(name: "checkmark", color: tint,
                            layout: SymbolMetrics.layout(of: "checkmark", font: FontSpec(size: size), scale: .medium), resizable: false)
                : SpacerNode(axis: .horizontal, minLength: size)
            let line = FlexibleFrameNode(
                StackNode(axis: .horizontal, spacing: nil, children: [rows[i], SpacerNode(axis: .horizontal, minLength: 8), mark]),
                minWidth: nil, idealWidth: nil, maxWidth: .infinity, minHeight: ControlMetrics.rowMinHeight - 2 * ControlMetrics.rowVerticalPadding,
                idealHeight: nil, maxHeight: nil, alignment: .leading)
            let tag = record.options[i].tag, select = record.select
            let choose: @MainActor () -> Void = { select(tag) }
            let option = InlineOptionNode(line, label: record.options[i].label, select: record.isEnabled ? choose : nil)
            option.isSelected = i == selected
            return option
        }
        options.first?.record = record
        stack = StackNode(axis: .vertical, horizontalAlignment: .leading, spacing: 16, children: (label.map { [$0] } ?? []) + options)
        super.init()
    }

    /// The rows a form shows: the label (if any), then one per option.
    var formRows: [LayoutNode] { (label.map { [$0] } ?? []) + options }

    override var children: [LayoutNode] { [stack] }
    override func computeSize(_ p: ProposedViewSize) -> CGSize { stack.sizeThatFits(p) }

    override func place(at origin: CGPoint, proposal: ProposedViewSize, _ context: PlacementContext) {
        super.place(at: origin, proposal: proposal, context)
        stack.place(at: origin, proposal: proposal, context)
    }

    override func emitContent(_ e: inout Emitter) {
        stack.emit(&e)
    }
}

/// One option of an inline picker: tapping it (its whole row, in a form) selects it. The
/// first option also tells the host about the picker.
final class InlineOptionNode: UnaryNode, FormRowTappable {
    let label: String
    let select: (@MainActor () -> Void)?
    var record: PickerRecordInfo?
    var rowFrame: CGRect?
    /// Whether it is the option chosen (VoiceOver reads it selected).
    var isSelected = false

    init(_ child: LayoutNode, label: String, select: (@MainActor () -> Void)?) {
        self.label = label
        self.select = select
        super.init(child)
    }

    override func emitContent(_ e: inout Emitter) {
        child.emit(&e)
        if let select { e.addHitRegion(rowFrame ?? frame, label: label, action: select) }
        if let record { e.controls.append(record.record(frame: frame)) }
    }
}
