import Drawing

/// What a list row says about itself (`listRowInsets`, `listRowBackground`,
/// `listRowSeparator`, `listRowSeparatorTint`), carried to the list that lays it out.
final class ListRowTraitsNode: UnaryNode {
    struct Traits {
        var insets: EdgeInsets?
        var background: LayoutNode?
        /// Edges whose separator is hidden (`.top`: the one above the row).
        var hiddenSeparators: Edge.Set = []
        var separatorTint: Color?
        var separatorTintEdges: Edge.Set = []
        /// `deleteDisabled(true)`/`moveDisabled(true)`: the edit controls the row does not show.
        var editActionsDisabled: EditableRowNode.Actions = []
        /// The edit actions whose `…Disabled` a modifier decided (true or false).
        var editActionsSet: EditableRowNode.Actions = []
    }

    let traits: Traits

    init(_ child: LayoutNode, traits: Traits) {
        self.traits = traits
        super.init(child)
    }

    override var children: [LayoutNode] { [child] + (traits.background.map { [$0] } ?? []) }

    /// A row's traits, the outermost modifier's first where two set the same one.
    @MainActor
    static func traits(of row: LayoutNode) -> Traits {
        var merged = Traits()
        var n: LayoutNode? = row
        while let current = n {
            if let t = current as? ListRowTraitsNode {
                if merged.insets == nil { merged.insets = t.traits.insets }
                if merged.background == nil { merged.background = t.traits.background }
                merged.hiddenSeparators.formUnion(t.traits.hiddenSeparators)
                if merged.separatorTint == nil, t.traits.separatorTint != nil {
                    merged.separatorTint = t.traits.separatorTint
                    merged.separatorTintEdges = t.traits.separatorTintEdges
                }
                // Each action's disabling as the outermost modifier that decided it says.
                let undecided = t.traits.editActionsSet.subtracting(merged.editActionsSet)
                merged.editActionsDisabled.formUnion(t.traits.editActionsDisabled.intersection(undecided))
                merged.editActionsSet.formUnion(undecided)
            }
            n = (current as? UnaryNode)?.child
        }
        return merged
    }
}

/// `listRowBackground`: resolves its view once, as the row's background.
nonisolated struct ListRowBackgroundModifier<Background: View>: ViewModifier, @MainActor PrimitiveModifier {
    let background: Background?

    nonisolated init(background: Background?) {
        self.background = background
    }

    @MainActor func makeNodes(content: ResolveContext.Content, _ context: ResolveContext) -> [LayoutNode] {
        let nodes = content(context)
        guard let background else { return nodes }
        var c = context
        c.stackAxis = nil
        c.environment.isInForm = false
        return nodes.enumerated().map { i, node in
            let made = c.resolve(background, component: "rowBackground\(i)").single()
            return ListRowTraitsNode(node, traits: .init(background: made))
        }
    }
}

private struct ScrollContentBackgroundKey: EnvironmentKey { static let defaultValue = Visibility.automatic }
private struct ListSectionSpacingKey: EnvironmentKey { static let defaultValue: CGFloat? = nil }
private struct HeaderProminenceKey: EnvironmentKey { static let defaultValue = Prominence.standard }

/// A type indicating the prominence of a view hierarchy, as SwiftUI's `Prominence`.
public enum Prominence: Sendable, Hashable {
    case standard, increased
}

extension EnvironmentValues {
    /// `scrollContentBackground(.hidden)`: a list draws no background of its own.
    var scrollContentBackground: Visibility {
        get { self[ScrollContentBackgroundKey.self] }
        set { self[ScrollContentBackgroundKey.self] = newValue }
    }

    var listSectionSpacing: CGFloat? {
        get { self[ListSectionSpacingKey.self] }
        set { self[ListSectionSpacingKey.self] = newValue }
    }

    /// The prominence of section headers inside (`headerProminence`).
    public var headerProminence: Prominence {
        get { self[HeaderProminenceKey.self] }
        set { self[HeaderProminenceKey.self] = newValue }
    }
}

/// The spacing between a list's sections, as SwiftUI's `ListSectionSpacing`.
public struct ListSectionSpacing: Sendable, Hashable {
    let points: CGFloat?
    /// The list style's own spacing.
    public static let `default` = ListSectionSpacing(points: nil)
    /// Tighter than the default (iOS 17: 20 pt between sections of an inset-grouped list, E).
    public static let compact = ListSectionSpacing(points: 20)
    public static func custom(_ spacing: CGFloat) -> ListSectionSpacing { ListSectionSpacing(points: spacing) }
}

extension View {
    /// The insets of this list row's content (iOS: 20 pt at the sides, the row's own height).
    nonisolated public func listRowInsets(_ insets: EdgeInsets?) -> some View {
        wrapping { ListRowTraitsNode($0, traits: .init(insets: insets)) }
    }

    /// A view drawn behind this list row, over its whole cell.
    nonisolated public func listRowBackground<V: View>(_ view: V?) -> some View {
        modifier(ListRowBackgroundModifier(background: view))
    }

    /// Shows or hides this row's separators (`edges: .top` is the one above it).
    nonisolated public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
        let hidden: Edge.Set = visibility == .hidden ? Edge.Set(verticalEdges: edges) : []
        return wrapping { ListRowTraitsNode($0, traits: .init(hiddenSeparators: hidden)) }
    }

    /// The colour of this row's separators.
    nonisolated public func listRowSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> some View {
        let tinted = Edge.Set(verticalEdges: edges)
        return wrapping { ListRowTraitsNode($0, traits: .init(separatorTint: color, separatorTintEdges: tinted)) }
    }

    /// Shows or hides the background of scrollable views inside (a list's grouped background).
    nonisolated public func scrollContentBackground(_ visibility: Visibility) -> some View {
        transformingEnvironment { $0.scrollContentBackground = visibility }
    }

    /// The prominence of section headers inside: `.increased` draws them larger, as written.
    nonisolated public func headerProminence(_ prominence: Prominence) -> some View {
        transformingEnvironment { $0.headerProminence = prominence }
    }

    /// The space between the sections of lists inside.
    nonisolated public func listSectionSpacing(_ spacing: ListSectionSpacing) -> some View {
        transformingEnvironment { $0.listSectionSpacing = spacing.points }
    }

    @_disfavoredOverload
    nonisolated public func listSectionSpacing(_ spacing: CGFloat) -> some View {
        transformingEnvironment { $0.listSectionSpacing = spacing }
    }
}

/// A vertical edge, as SwiftUI's `VerticalEdge`.
public enum VerticalEdge: Int8, Sendable, Hashable, CaseIterable {
    case top, bottom

    public struct Set: OptionSet, Sendable, Hashable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public init(_ edge: VerticalEdge) { self.init(rawValue: 1 << edge.rawValue) }
        public static let top = Set(.top)
        public static let bottom = Set(.bottom)
        public static let all: Set = [.top, .bottom]
    }
}

extension Edge.Set {
    init(verticalEdges vertical: VerticalEdge.Set) {
        self = []
        if vertical.contains(.top) { insert(.top) }
        if vertical.contains(.bottom) { insert(.bottom) }
    }
}
