import Drawing

private struct ListRowSpacingKey: EnvironmentKey { static let defaultValue: CGFloat? = nil }

extension EnvironmentValues {
    /// `listRowSpacing`: the space between the rows of lists inside.
    var listRowSpacing: CGFloat? {
        get { self[ListRowSpacingKey.self] }
        set { self[ListRowSpacingKey.self] = newValue }
    }
}

extension GroupedListNode {
    /// With `listRowSpacing` above zero, the rows of a card style stand apart: each is its own
    /// card (rounded in the inset styles, as iOS 15+ draws them), without separators.
    var rowsAreSeparateCards: Bool { (rowSpacing ?? 0) > 0 && appearance != .plain }

    /// A row's own card, when rows stand apart.
    func rowCardShape(_ frame: CGRect) -> ShapePath {
        .roundedRect(frame, cornerRadius: appearance.cornerRadius, style: .continuous)
    }
}

/// `listSectionSeparator` and `listSectionSeparatorTint`: the lines iOS draws above and below
/// a section of a plain or grouped list. Inset-grouped lists (the default) draw none, so
/// there either is exact; PreviewUI draws no section lines in plain and grouped lists yet, so
/// `.hidden` is exact there and a visible or tinted one is reported.
nonisolated struct ListSectionSeparatorModifier: ViewModifier, @MainActor PrimitiveModifier {
    let visibility: Visibility?
    let tinted: Bool
    let site: CallSite

    @MainActor func makeNodes(content: ResolveContext.Content, _ context: ResolveContext) -> [LayoutNode] {
        let appearance = (context.environment.listStyle as? BuiltInListStyle)?.appearance ?? .insetGrouped
        if appearance == .plain || appearance == .grouped, tinted || (visibility != nil && visibility != .hidden) {
            context.approximate("listSectionSeparator and listSectionSeparatorTint lines of a plain or grouped list are not drawn yet",
                                drawnAs: "no line above or below the section", at: site)
        }
        return content(context)
    }
}

extension View {
    /// The space between the rows of lists inside (nil: the style's own, none).
    nonisolated public func listRowSpacing(_ spacing: CGFloat?) -> some View {
        transformingEnvironment { $0.listRowSpacing = spacing }
    }

    /// Shows or hides the separators above (`.top`) and below (`.bottom`) a section.
    nonisolated public func listSectionSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all,
                                     _fileID: String = #fileID, _line: Int = #line) -> some View {
        modifier(ListSectionSeparatorModifier(visibility: visibility, tinted: false, site: CallSite(file: _fileID, line: _line)))
    }

    /// The colour of a section's separators.
    nonisolated public func listSectionSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all,
                                         _fileID: String = #fileID, _line: Int = #line) -> some View {
        modifier(ListSectionSeparatorModifier(visibility: nil, tinted: color != nil, site: CallSite(file: _fileID, line: _line)))
    }
}
