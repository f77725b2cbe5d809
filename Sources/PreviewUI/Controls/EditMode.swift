import Drawing

/// A mode that indicates whether the user can edit a view's content, as SwiftUI's `EditMode`.
public enum EditMode: Sendable, Hashable {
    case inactive, transient, active

    /// Whether the view is in edit mode (`active` or `transient`).
    public var isEditing: Bool { self != .inactive }
}

private struct EditModeKey: EnvironmentKey {
    static var defaultValue: Binding<EditMode>? { nil }
}

extension EnvironmentValues {
    /// The edit mode of the views inside: a navigation stack provides one, `EditButton`
    /// toggles it, and lists draw their rows' edit controls while it is active.
    public var editMode: Binding<EditMode>? {
        get { self[EditModeKey.self] }
        set { self[EditModeKey.self] = newValue }
    }
}

/// A button that toggles the edit mode of the environment, as SwiftUI's `EditButton`: "Edit",
/// and "Done" (semibold) while editing.
nonisolated public struct EditButton: View {
    @Environment(\.editMode) private var editMode

    public init() {}

    @MainActor public var body: some View {
        let mode = editMode
        let editing = mode?.wrappedValue.isEditing ?? false
        Button {
            mode?.wrappedValue = editing ? .inactive : .active
        } label: {
            if editing { Text("Done").fontWeight(.semibold) } else { Text("Edit") }
        }
    }
}

/// A row of a `ForEach` with `onDelete`/`onMove`, for the list's edit controls.
final class EditableRowNode: UnaryNode {
    struct Actions: OptionSet, Sendable {
        let rawValue: Int
        static let delete = Actions(rawValue: 1)
        static let move = Actions(rawValue: 2)
    }

    let actions: Actions

    init(_ child: LayoutNode, actions: Actions) {
        self.actions = actions
        super.init(child)
    }

    /// The edit controls a row shows: its ForEach's actions, less those the row disabled.
    @MainActor
    static func actions(of row: LayoutNode) -> Actions {
        guard let actions = row.wrapped(EditableRowNode.self)?.actions, !actions.isEmpty else { return [] }
        return actions.subtracting(ListRowTraitsNode.traits(of: row).editActionsDisabled)
    }
}

/// The edit controls of a list row (UITableView's): a red circle with a white minus, 22 pt,
/// before the content, which moves 38 pt aside for it; three grey lines, 18 pt wide, at the
/// trailing end for reordering. Flag: E (from screenshots, not measured).
enum EditControlMetrics {
    static let deleteDiameter: CGFloat = 22
    static let contentShift: CGFloat = 38
    static let gripWidth: CGFloat = 18
    static let gripLineSpacing: CGFloat = 5
}

// SwiftUI's collection helpers for `onDelete` and `onMove` actions.

extension RangeReplaceableCollection where Self: MutableCollection {
    /// Removes all the elements at the specified offsets from the collection.
    public mutating func remove(atOffsets offsets: IndexSet) {
        var kept: [Element] = []
        for (i, element) in enumerated() where !offsets.contains(i) { kept.append(element) }
        self = Self(kept)
    }
}

extension MutableCollection where Self: RangeReplaceableCollection {
    /// Moves all the elements at the specified offsets to the specified destination offset,
    /// preserving ordering (the destination is an offset in the collection before the move).
    public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
        let elements = Array(self)
        let moving = source.filter { elements.indices.contains($0) }.map { elements[$0] }
        var result: [Element] = []
        for i in 0...elements.count {
            if i == destination { result += moving }
            if i < elements.count, !source.contains(i) { result.append(elements[i]) }
        }
        self = Self(result)
    }
}
