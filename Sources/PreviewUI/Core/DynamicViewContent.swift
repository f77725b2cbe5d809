import Foundation

/// A view made from a collection's elements, as SwiftUI's `DynamicViewContent`: `ForEach`, and
/// what `onDelete` and `onMove` make of one. Its rows can be deleted and moved in a list's
/// edit mode.
@MainActor @preconcurrency
public protocol DynamicViewContent: View {
    /// The collection the views are made from.
    associatedtype Data: Collection

    /// The collection the views are made from.
    var data: Data { get }
}

extension ForEach: DynamicViewContent {}

extension ModifiedContent: DynamicViewContent where Content: DynamicViewContent, Modifier: ViewModifier {
    public var data: Content.Data { content.data }
}

extension DynamicViewContent {
    /// Sets the deletion action for the rows: in edit mode a list draws a delete control before
    /// each (nil: no control). A still does not swipe, so the action is not run.
    nonisolated public func onDelete(perform action: ((IndexSet) -> Void)?) -> some DynamicViewContent {
        EditActionsContent(base: self, actions: action == nil ? [] : .delete)
    }

    /// Sets the move action for the rows: in edit mode a list draws a reorder control after
    /// each (nil: no control).
    nonisolated public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> some DynamicViewContent {
        EditActionsContent(base: self, actions: action == nil ? [] : .move)
    }
}

/// A `ForEach` (or what was made of one) whose rows take edit actions: it hands them to the
/// `ForEach` inside, which marks each row it makes. Lazy containers see through it.
nonisolated struct EditActionsContent<Base: DynamicViewContent>: DynamicViewContent, @MainActor PrimitiveView,
    @MainActor LazyTransparentView {
    let base: Base
    let actions: EditableRowNode.Actions

    @MainActor var data: Base.Data { base.data }

    @MainActor var body: Never { primitiveBody("EditActionsContent") }

    @MainActor func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        var c = context
        c.editActions.formUnion(actions)
        return c.resolve(base)
    }
}

extension View {
    /// Whether this row of a `ForEach` with `onDelete` can be deleted: when disabled, edit mode
    /// draws no delete control before it.
    nonisolated public func deleteDisabled(_ isDisabled: Bool) -> some View {
        wrapping { ListRowTraitsNode($0, traits: .init(editActionsDisabled: isDisabled ? .delete : [], editActionsSet: .delete)) }
    }

    /// Whether this row of a `ForEach` with `onMove` can be moved: when disabled, edit mode draws
    /// no reorder control after it.
    nonisolated public func moveDisabled(_ isDisabled: Bool) -> some View {
        wrapping { ListRowTraitsNode($0, traits: .init(editActionsDisabled: isDisabled ? .move : [], editActionsSet: .move)) }
    }
}
