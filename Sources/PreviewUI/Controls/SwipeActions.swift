import Drawing

/// A horizontal edge, as SwiftUI's `HorizontalEdge`.
public enum HorizontalEdge: Int8, Sendable, Hashable, CaseIterable {
    case leading, trailing
}

/// Swipe action metrics on iPhone. Flag: E (from screenshots): buttons 74 pt wide, filling the
/// row's height, in their `.tint` (else red for a destructive role, else grey), with the label's
/// symbol (or its title in 15 pt medium) in white.
enum SwipeActionMetrics {
    static let buttonWidth: CGFloat = 74
    static let revealDistance: CGFloat = 20
    /// A drag across more than this share of the row performs the first action (a full
    /// swipe). E (UIKit's threshold is not published; about half the row on screen).
    static let fullSwipeFraction: CGFloat = 0.5
}

/// What a drag across a row needs to know when it ends: the first action (for a full swipe)
/// and the row's width, both from the latest frame.
final class SwipeGestureBox {
    var firstAction: (@MainActor () -> Void)?
    var rowWidth: CGFloat = 0
}

/// A list row with swipe actions: a drag across it (past 20 pt, toward the side the actions
/// are on) reveals them beside the row's content, as iOS does; tapping one runs it and hides
/// them again.
nonisolated struct SwipeActionsView<Content: View, Actions: View>: View {
    let content: Content
    let actions: Actions
    let edge: HorizontalEdge
    let allowsFullSwipe: Bool
    @State private var revealed = false

    @MainActor var body: some View {
        let revealed = $revealed, edge = self.edge, allowsFullSwipe = self.allowsFullSwipe
        let box = SwipeGestureBox()
        // Simultaneous, so that the drag reaches the other edge's actions too (a row with
        // leading and trailing actions has two of these, one inside the other).
        content
            .simultaneousGesture(DragGesture(minimumDistance: 10).onEnded { value in
                let w = value.translation.width
                let distance = edge == .trailing ? -w : w
                if allowsFullSwipe, box.rowWidth > 0, distance > box.rowWidth * SwipeActionMetrics.fullSwipeFraction,
                   let first = box.firstAction {
                    // A full swipe: the first action runs, as iOS does, and nothing stays revealed.
                    revealed.wrappedValue = false
                    first()
                    return
                }
                revealed.wrappedValue = distance > SwipeActionMetrics.revealDistance
            })
            .modifier(SwipeActionsMarker(actions: AnyView(actions), edge: edge, revealed: revealed.wrappedValue,
                                         hide: { revealed.wrappedValue = false }, box: allowsFullSwipe ? box : nil))
    }
}

nonisolated struct SwipeActionsMarker: ViewModifier, @MainActor PrimitiveModifier {
    let actions: AnyView
    let edge: HorizontalEdge
    let revealed: Bool
    let hide: @MainActor () -> Void
    /// Set when a full swipe is allowed: told the first action and the row's width.
    var box: SwipeGestureBox? = nil

    @MainActor func makeNodes(content: ResolveContext.Content, _ context: ResolveContext) -> [LayoutNode] {
        let nodes = content(context)
        var c = context
        c.environment.isInForm = false
        // Only a tint given to an action's button fills it, not one around the list.
        c.environment.tint = nil
        guard revealed else {
            if let box { box.firstAction = c.presentedActions(actions).first?.action }
            return nodes.map { SwipeActionsNode($0, buttons: nil, count: 0, edge: edge, box: box) }
        }
        // The first action is the one nearest the edge, as in SwiftUI.
        let inOrder = c.presentedActions(actions)
        let found = edge == .trailing ? Array(inOrder.reversed()) : inOrder
        let hide = self.hide
        let buttons = HStack(spacing: 0) {
            ForEach(Array(found.enumerated()), id: \.offset) { _, action in
                Button {
                    hide()
                    action.action()
                } label: {
                    Group {
                        if let symbol = action.systemImage {
                            Image(systemName: symbol)
                        } else {
                            Text(verbatim: action.title).font(.system(size: 15, weight: .medium))
                        }
                    }
                    .foregroundStyle(Color.white)
                    .frame(width: SwipeActionMetrics.buttonWidth)
                    .frame(maxHeight: .infinity)
                    .background(action.tint ?? AnyShapeStyle(action.role == .destructive ? Color.red : Color(uiColor: .systemGray)))
                }
                .buttonStyle(.plain)
            }
        }
        let node = c.resolve(buttons, component: "swipeActions").single()
        return nodes.map { SwipeActionsNode($0, buttons: node, count: found.count, edge: edge) }
    }
}

/// Carries a row's revealed swipe actions to the list that lays the row out.
final class SwipeActionsNode: UnaryNode {
    let buttons: LayoutNode?
    let count: Int
    let edge: HorizontalEdge
    let box: SwipeGestureBox?

    init(_ child: LayoutNode, buttons: LayoutNode?, count: Int, edge: HorizontalEdge, box: SwipeGestureBox? = nil) {
        self.buttons = buttons
        self.count = count
        self.edge = edge
        self.box = box
        super.init(child)
    }

    override func place(at origin: CGPoint, proposal: ProposedViewSize, _ context: PlacementContext) {
        super.place(at: origin, proposal: proposal, context)
        // The row: the width the list offers its content, and the insets (20 pt each side).
        box?.rowWidth = (proposal.width.flatMap { $0.isFinite ? $0 : nil } ?? frame.width) + 2 * ControlMetrics.rowHorizontalPadding
    }

    override var children: [LayoutNode] { [child] + (buttons.map { [$0] } ?? []) }

    var width: CGFloat { CGFloat(count) * SwipeActionMetrics.buttonWidth }

    /// The revealed swipe actions of a row, if any.
    @MainActor
    static func revealed(in row: LayoutNode) -> SwipeActionsNode? {
        row.wrapped(SwipeActionsNode.self) { $0.buttons != nil }
    }

    /// Lays the buttons out at the row's trailing (or leading) end.
    func placeButtons(in rowFrame: CGRect, _ context: PlacementContext) {
        guard let buttons else { return }
        let x = edge == .trailing ? rowFrame.maxX - width : rowFrame.minX
        buttons.place(at: CGPoint(x: x, y: rowFrame.minY), proposal: ProposedViewSize(width: width, height: rowFrame.height), context)
    }

    /// The row's content is drawn moved aside by the actions' width.
    var contentShift: CGFloat { edge == .trailing ? -width : width }

    override func emitContent(_ e: inout Emitter) {
        guard buttons != nil else { return child.emit(&e) }
        e.group(transform: .translation(x: Double(contentShift), y: 0)) { child.emit(&$0) }
    }
}

extension View {
    /// Adds swipe actions to a list row, revealed by a drag across it; with `allowsFullSwipe`,
    /// a drag across more than half the row performs the first action instead.
    nonisolated public func swipeActions<T: View>(edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true,
                                      @ViewBuilder content: () -> T) -> some View {
        // Views are values built off the main actor and resolved on it, as SwiftUI's.
        nonisolated(unsafe) let (row, actions) = (self, content())
        return SwipeActionsView(content: row, actions: actions, edge: edge, allowsFullSwipe: allowsFullSwipe)
    }
}
