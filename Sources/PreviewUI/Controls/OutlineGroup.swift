/// A tree of disclosure groups from tree-shaped data, as SwiftUI's `OutlineGroup`: each
/// element with children (a non-nil `children` collection) is a `DisclosureGroup` whose label
/// is its content and which holds its children, closed until tapped; each element without is
/// its content. Each level of children is indented (`ControlMetrics.outlineIndentation`, E),
/// as iOS indents an outline's child rows in a list; in a list or form every element is a
/// row of its own.
public struct OutlineGroup<Data: RandomAccessCollection, ID: Hashable, Parent, Leaf, Subgroup> {
    let roots: [Data.Element]
    let id: KeyPath<Data.Element, ID>
    let children: KeyPath<Data.Element, Data?>
    let content: (Data.Element) -> Leaf
}

extension OutlineGroup where ID == Data.Element.ID, Parent: View, Parent == Leaf,
    Subgroup == DisclosureGroup<Parent, OutlineSubgroupChildren>, Data.Element: Identifiable {
    /// An outline of one root element and its descendants.
    public init<DataElement>(
        _ root: DataElement, children: KeyPath<DataElement, Data?>, @ViewBuilder content: @escaping (DataElement) -> Leaf
    ) where ID == DataElement.ID, DataElement: Identifiable, DataElement == Data.Element {
        self.init(roots: [root], id: \.id, children: children, content: content)
    }

    /// An outline of several root elements and their descendants.
    public init<DataElement>(
        _ data: Data, children: KeyPath<DataElement, Data?>, @ViewBuilder content: @escaping (DataElement) -> Leaf
    ) where ID == DataElement.ID, DataElement: Identifiable, DataElement == Data.Element {
        self.init(roots: Array(data), id: \.id, children: children, content: content)
    }
}

extension OutlineGroup where Parent: View, Parent == Leaf, Subgroup == DisclosureGroup<Parent, OutlineSubgroupChildren> {
    public init<DataElement>(
        _ root: DataElement, id: KeyPath<DataElement, ID>, children: KeyPath<DataElement, Data?>,
        @ViewBuilder content: @escaping (DataElement) -> Leaf
    ) where DataElement == Data.Element {
        self.init(roots: [root], id: id, children: children, content: content)
    }

    public init<DataElement>(
        _ data: Data, id: KeyPath<DataElement, ID>, children: KeyPath<DataElement, Data?>,
        @ViewBuilder content: @escaping (DataElement) -> Leaf
    ) where DataElement == Data.Element {
        self.init(roots: Array(data), id: id, children: children, content: content)
    }
}

extension OutlineGroup: View where Parent: View, Leaf: View, Subgroup: View {
    public var body: some View {
        OutlineLevel(elements: roots, id: id, children: children, content: content, depth: 0)
    }
}

/// The children of an element of an outline, as a disclosure group's content.
nonisolated public struct OutlineSubgroupChildren: View, @MainActor PrimitiveView {
    let content: AnyView
    @MainActor public var body: Never { primitiveBody("OutlineSubgroupChildren") }
    @MainActor func makeNodes(_ context: ResolveContext) -> [LayoutNode] { context.resolve(content, component: "children") }
}

/// One level of an outline: its elements, indented by their depth.
struct OutlineLevel<Data: RandomAccessCollection, ID: Hashable, Leaf: View>: View {
    let elements: [Data.Element]
    let id: KeyPath<Data.Element, ID>
    let children: KeyPath<Data.Element, Data?>
    let content: (Data.Element) -> Leaf
    let depth: Int

    var body: some View {
        let indent = CGFloat(depth) * ControlMetrics.outlineIndentation
        ForEach(elements, id: id) { element in
            if let kids = element[keyPath: children] {
                DisclosureGroup {
                    OutlineSubgroupChildren(content: AnyView(
                        OutlineLevel(elements: Array(kids), id: id, children: children, content: content, depth: depth + 1)))
                } label: {
                    content(element).padding(.leading, indent)
                }
            } else {
                content(element).padding(.leading, indent)
            }
        }
    }
}

extension List where SelectionValue == Never {
    /// A list of tree-shaped data: an `OutlineGroup` of it, each element a row.
    public init<Data, RowContent>(
        _ data: Data, children: KeyPath<Data.Element, Data?>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == OutlineGroup<Data, Data.Element.ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>>,
        Data: RandomAccessCollection, RowContent: View, Data.Element: Identifiable {
        self.init { OutlineGroup(data, children: children, content: rowContent) }
    }

    public init<Data, ID, RowContent>(
        _ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == OutlineGroup<Data, ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>>,
        Data: RandomAccessCollection, ID: Hashable, RowContent: View {
        self.init { OutlineGroup(data, id: id, children: children, content: rowContent) }
    }
}
