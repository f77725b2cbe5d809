/// Views made from the elements of a collection, each identified by an id (which also serves
/// as a `Picker` tag when the view has no `.tag`).
nonisolated public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View, @MainActor PrimitiveView {
    public var data: Data
    public var content: (Data.Element) -> Content
    let id: (Data.Element) -> ID

    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
        self.id = { $0[keyPath: id] }
    }

    @MainActor public var body: Never { primitiveBody("ForEach") }

    @MainActor func makeNodes(_ outer: ResolveContext) -> [LayoutNode] {
        // The edit actions of `onDelete`/`onMove` are this ForEach's rows', not their content's.
        let editActions = outer.editActions
        var context = outer
        context.editActions = []
        if let deferred = data as? any ResolvedForEachData {
            // ForEach(subviews:) and ForEach(sections:): the data is the content resolved here.
            return deferred.elements(context).flatMap { element in
                let element = element as! Data.Element
                return makeElement(element, id: id(element), editActions: editActions, context)
            }
        }
        if context.buildsLazily {
            // In a lazy container: the elements are built when the container shows them.
            let data = self.data
            var elementIDs: [ID] = []
            var hashable: [AnyHashable] = []
            for element in data {
                elementIDs.append(id(element))
                hashable.append(AnyHashable(elementIDs[elementIDs.count - 1]))
            }
            var c = context
            c.buildsLazily = false
            c.inLazyElement = true
            return [LazyElementsNode(ids: hashable, axis: context.stackAxis) { [self] i in
                makeElement(data[data.index(data.startIndex, offsetBy: i)], id: elementIDs[i], editActions: editActions, c)
            }]
        }
        var nodes: [LayoutNode] = []
        for element in data {
            nodes += makeElement(element, id: id(element), editActions: editActions, context)
        }
        return nodes
    }

    /// One element's views, at the identity `#id`, tagged with the id (and marked as rows with
    /// edit actions when `onDelete`/`onMove` gave some).
    @MainActor private func makeElement(
        _ element: Data.Element, id elementID: ID, editActions: EditableRowNode.Actions, _ context: ResolveContext
    ) -> [LayoutNode] {
        let made = context.resolve(content(element), component: "#\(elementID)")
        for node in made where node.tag == nil {
            node.tag = AnyHashable(elementID)
        }
        return editActions.isEmpty ? made : made.map { EditableRowNode($0, actions: editActions) }
    }
}

extension ForEach where ID == Data.Element.ID, Data.Element: Identifiable {
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data, id: \.id, content: content)
    }
}

extension ForEach where Data == Range<Int>, ID == Int {
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.init(data, id: \.self, content: content)
    }
}
