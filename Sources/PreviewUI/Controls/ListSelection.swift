import Drawing

/// A list's selection, whatever its value type: a single optional value or a set.
///
/// iOS's behaviour, as drawn here:
/// - a single selection (`Binding<SelectionValue?>`) outside edit mode: the selected row is
///   highlighted in the selected-cell grey, and a tap on a row selects it;
/// - in edit mode (either kind): selection circles before the rows (an empty circle, or a
///   filled circle in the accent colour with a white checkmark); a tap toggles the row (a
///   single selection keeps at most one); selected rows are highlighted as well;
/// - a set selection outside edit mode: rows cannot be selected by a tap and are not
///   highlighted (iPhone; a hardware keyboard or iPad pointer is not modelled).
/// Rows are identified by their tag: the `ForEach` id, or `.tag(_:)`.
struct ListSelection {
    enum Kind { case single, multiple }
    let kind: Kind
    let contains: @MainActor (AnyHashable) -> Bool
    /// Selects (single) or toggles (multiple) the row with this tag, if its type fits.
    let tap: @MainActor (AnyHashable) -> Void
    /// Deselects in edit mode (a single selection's row tapped again).
    let deselect: @MainActor (AnyHashable) -> Void
    let isEmpty: @MainActor () -> Bool
    /// Clears the selection (a collapsed split view's back button).
    let clear: @MainActor () -> Void

    nonisolated static func single<V: Hashable>(_ binding: Binding<V?>) -> ListSelection {
        // Views are values built off the main actor and resolved on it, as SwiftUI's.
        nonisolated(unsafe) let binding = binding
        return ListSelection(
            kind: .single,
            contains: { tag in binding.wrappedValue.map { AnyHashable($0) == tag } ?? false },
            tap: { tag in if let v = tag.base as? V { binding.wrappedValue = v } },
            deselect: { tag in if binding.wrappedValue.map({ AnyHashable($0) == tag }) ?? false { binding.wrappedValue = nil } },
            isEmpty: { binding.wrappedValue == nil },
            clear: { binding.wrappedValue = nil })
    }

    nonisolated static func multiple<V: Hashable>(_ binding: Binding<Set<V>>) -> ListSelection {
        // Views are values built off the main actor and resolved on it, as SwiftUI's.
        nonisolated(unsafe) let binding = binding
        return ListSelection(
            kind: .multiple,
            contains: { tag in (tag.base as? V).map { binding.wrappedValue.contains($0) } ?? false },
            tap: { tag in
                guard let v = tag.base as? V else { return }
                if binding.wrappedValue.contains(v) { binding.wrappedValue.remove(v) } else { binding.wrappedValue.insert(v) }
            },
            deselect: { tag in if let v = tag.base as? V { binding.wrappedValue.remove(v) } },
            isEmpty: { binding.wrappedValue.isEmpty },
            clear: { binding.wrappedValue = [] })
    }
}

/// Selected-row and selection-control metrics on iPhone.
enum ListSelectionMetrics {
    /// The selected cell's background: UIKit's default selected background, systemGray4
    /// (light #D1D1D6, dark #3A3A3C). (E: the value UIKit is widely reported to use since
    /// iOS 13; not measured on a device here.)
    static func highlight(_ scheme: ColorScheme) -> RGBAColor {
        SystemPalette.gray4.resolve(scheme)
    }

    /// The selection circle: 22 pt across (E), at the row's leading inset, the content moved
    /// aside as for a delete control (38 pt, E); the empty circle stroked 1.5 pt (E) in the
    /// tertiary label colour (E).
    static let circleDiameter: CGFloat = 22
    static let circleLineWidth: CGFloat = 1.5
}

private struct ListRowsSelectLinksKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// Inside a `List(selection:)`: a `NavigationLink(value:)` row is tagged with its value and
    /// a tap selects it (SwiftUI's sidebar pattern) instead of pushing.
    var listRowsSelectLinks: Bool {
        get { self[ListRowsSelectLinksKey.self] }
        set { self[ListRowsSelectLinksKey.self] = newValue }
    }
}

/// Carries `selectionDisabled(_:)` to the list that lays the row out.
final class SelectionDisabledNode: UnaryNode {
    let disabled: Bool

    init(_ child: LayoutNode, disabled: Bool) {
        self.disabled = disabled
        super.init(child)
    }

    /// Whether a row (through its wrappers) says it cannot be selected; the outermost says.
    @MainActor
    static func isDisabled(_ row: LayoutNode) -> Bool {
        row.wrapped(SelectionDisabledNode.self)?.disabled ?? false
    }
}

extension View {
    /// Keeps this row of a list from being selected (iOS 17+).
    nonisolated public func selectionDisabled(_ isDisabled: Bool = true) -> some View {
        wrapping { SelectionDisabledNode($0, disabled: isDisabled) }
    }
}

// MARK: Initialisers

extension List {
    /// A list of `content` whose rows can be selected, one at a time.
    public init(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.selection = selection.map { .single($0) }
    }

    /// A list of `content` whose rows can be selected, several at once (in edit mode on iOS).
    public init(selection: Binding<Set<SelectionValue>>?, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.selection = selection.map { .multiple($0) }
    }

    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, selection: Binding<SelectionValue?>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init(selection: selection) { ForEach(data, content: rowContent) }
    }

    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, selection: Binding<Set<SelectionValue>>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init(selection: selection) { ForEach(data, content: rowContent) }
    }

    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        self.init(selection: selection) { ForEach(data, id: id, content: rowContent) }
    }

    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<Set<SelectionValue>>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        self.init(selection: selection) { ForEach(data, id: id, content: rowContent) }
    }

    public init<RowContent: View>(
        _ data: Range<Int>, selection: Binding<SelectionValue?>?, @ViewBuilder rowContent: @escaping (Int) -> RowContent
    ) where Content == ForEach<Range<Int>, Int, HStack<RowContent>> {
        self.init(selection: selection) { ForEach(data) { i in HStack { rowContent(i) } } }
    }

    public init<RowContent: View>(
        _ data: Range<Int>, selection: Binding<Set<SelectionValue>>?, @ViewBuilder rowContent: @escaping (Int) -> RowContent
    ) where Content == ForEach<Range<Int>, Int, HStack<RowContent>> {
        self.init(selection: selection) { ForEach(data) { i in HStack { rowContent(i) } } }
    }

    // `init(selection: Binding<SelectionValue>, content:)` (a selection that cannot be
    // emptied) is macOS 13+ only in Apple's SDK, so it is not here.
}

extension List where SelectionValue == Never {
    public init<RowContent: View>(_ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) -> RowContent)
    where Content == ForEach<Range<Int>, Int, HStack<RowContent>> {
        self.init { ForEach(data) { i in HStack { rowContent(i) } } }
    }
}

// MARK: Drawing

extension GroupedListNode {
    /// Whether rows show selection circles: a selection in edit mode.
    var showsSelectionControls: Bool { selection != nil && isEditing }

    /// Whether a row is drawn selected (highlighted).
    func isHighlighted(_ row: LayoutNode) -> Bool {
        guard let selection, let tag = row.tag else { return false }
        if selection.kind == .multiple && !isEditing { return false }
        return selection.contains(tag)
    }

    /// The selected rows' grey, behind their content, inside the card's shape.
    func emitSelectionHighlights(_ card: Card, clip: ShapePath, _ e: inout Emitter) {
        guard selection != nil else { return }
        let highlighted = card.placed.filter { isHighlighted($0.node) }
        guard !highlighted.isEmpty else { return }
        let grey = ListSelectionMetrics.highlight(environment.colorScheme)
        e.group(clip: Clip(clip), clipRect: card.cardFrame) { e in
            for row in highlighted { e.add(.fill(.rect(row.frame), grey)) }
        }
    }

    /// A tap on a selectable row selects (or, in edit mode, toggles) it. Added before the
    /// row's content, so a button in the row takes its own taps.
    func addSelectionHitRegion(for row: LayoutNode, in frame: CGRect, _ e: inout Emitter) {
        guard let selection, let tag = row.tag, !SelectionDisabledNode.isDisabled(row) else { return }
        switch (selection.kind, isEditing) {
        case (.multiple, false): return
        case (.single, true):
            let selected = selection.contains(tag)
            e.addHitRegion(frame, label: nil) { selected ? selection.deselect(tag) : selection.tap(tag) }
        default:
            e.addHitRegion(frame, label: nil) { selection.tap(tag) }
        }
    }

    /// The selection circle before a row in edit mode.
    func emitSelectionControl(for row: LayoutNode, in f: CGRect, _ e: inout Emitter) {
        guard showsSelectionControls, row.tag != nil, !SelectionDisabledNode.isDisabled(row) else { return }
        let d = ListSelectionMetrics.circleDiameter
        let circle = CGRect(x: f.minX + ControlMetrics.rowHorizontalPadding, y: f.midY - d / 2, width: d, height: d)
        if isHighlighted(row) {
            e.add(.fill(.ellipse(circle), Color.accentColor.rgba(environment)))
            // The checkmark: two strokes, about 11 × 8 pt of the circle (E).
            let check = ShapePath.path([
                .move(to: CGPoint(x: circle.minX + 6.5, y: circle.midY + 0.5)),
                .line(to: CGPoint(x: circle.minX + 9.5, y: circle.midY + 3.5)),
                .line(to: CGPoint(x: circle.minX + 15.5, y: circle.midY - 3.5)),
            ])
            e.add(.stroke(check, RGBAColor(hex: 0xFFFFFF), Drawing.StrokeStyle(lineWidth: 2, lineCap: .round, lineJoin: .round)))
        } else {
            let w = ListSelectionMetrics.circleLineWidth
            e.add(.stroke(.ellipse(circle.insetBy(dx: w / 2, dy: w / 2)), SystemPalette.tertiaryLabel.resolve(environment),
                          Drawing.StrokeStyle(lineWidth: w)))
        }
    }

    /// Whether the separator between rows `i` and `i + 1` is hidden by a highlight (UIKit hides
    /// the separators of a selected cell).
    func selectionHidesSeparator(_ card: Card, below i: Int) -> Bool {
        guard selection != nil else { return false }
        let row = card.placed[i]
        return isHighlighted(row.node) || row.next.map(isHighlighted) == true
    }
}
