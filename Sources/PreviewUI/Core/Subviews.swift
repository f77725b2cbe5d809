/// Custom containers as SwiftUI's (iOS 18): `Group(subviews:)` and `ForEach(subviews:)` hand a
/// container the resolved subviews of the content it was given — a `ForEach` of five rows is
/// five subviews, an `EmptyView` none, a `Group`'s views each one — and `Group(sections:)` /
/// `ForEach(sections:)` hand it the content's `Section`s. Each subview carries the
/// `ContainerValues` its view set with `containerValue(_:_:)` (or `@Entry` in an extension of
/// `ContainerValues`), and its tag.
///
/// As SwiftUI documents, a subview is a proxy of the view as it was resolved: modifiers on the
/// original view apply before those on the subview, and it is resolved in the environment of
/// the container that asked for it, not of where the subview is placed (an environment
/// modifier on a subview changes nothing inside it).

/// A key for a value a view hands to the container that holds it, as SwiftUI's.
public protocol ContainerValueKey {
    associatedtype Value
    /// The value of a view that did not set one.
    static var defaultValue: Value { get }
}

/// What `@Entry` in an extension of `ContainerValues` names (unqualified, so that a target that
/// imports PreviewUI as SwiftUI can use it).
public typealias _EntryContainerValueKey = ContainerValueKey

/// The values a view hands to its container: read as `subview.containerValues.name`.
public struct ContainerValues {
    var values: [ObjectIdentifier: Any] = [:]
    var tagValue: AnyHashable?

    init() {}

    /// The value of a key (its default when the view set none).
    public subscript<Key: ContainerValueKey>(key: Key.Type) -> Key.Value {
        get { values[ObjectIdentifier(key)] as? Key.Value ?? Key.defaultValue }
        set { values[ObjectIdentifier(key)] = newValue }
    }

    /// The view's tag (`.tag(_:)`, or a `ForEach`'s id), if it is of this type.
    public func tag<V: Hashable>(for type: V.Type) -> V? {
        tagValue?.base as? V
    }

    /// Whether the view's tag is `tag`.
    public func hasTag<V: Hashable>(_ tag: V) -> Bool {
        self.tag(for: V.self) == tag
    }
}

/// Container values travel with a node's layout values (so that every wrapper node keeps
/// them), under a key of their own that no `Layout` can name.
private enum ContainerValuesSlot {}

extension LayoutNode {
    var containerValues: ContainerValues {
        get {
            var values = layoutValues[ObjectIdentifier(ContainerValuesSlot.self)] as? ContainerValues ?? ContainerValues()
            values.tagValue = tag
            return values
        }
        set { layoutValues[ObjectIdentifier(ContainerValuesSlot.self)] = newValue }
    }
}

extension View {
    /// Sets a value for the container that holds this view (each of its subviews, for a
    /// `Group` or `ForEach`). The value set closest to the view wins, as a tag's does.
    nonisolated public func containerValue<V>(_ keyPath: WritableKeyPath<ContainerValues, V>, _ value: V) -> some View {
        // Views are values built off the main actor and resolved on it, as SwiftUI's.
        nonisolated(unsafe) let keyPath = keyPath
        nonisolated(unsafe) let value = value
        return wrapping { node in
            var values = node.containerValues
            let id = ObjectIdentifier(keyPath)
            guard !values.setPaths.contains(id) else { return node }
            values[keyPath: keyPath] = value
            values.setPaths.insert(id)
            node.containerValues = values
            return node
        }
    }
}

extension ContainerValues {
    /// The key paths already set on a view, so that an outer `containerValue` does not replace
    /// an inner one.
    fileprivate var setPaths: Set<ObjectIdentifier> {
        get { values[ObjectIdentifier(SetPathsSlot.self)] as? Set<ObjectIdentifier> ?? [] }
        set { values[ObjectIdentifier(SetPathsSlot.self)] = newValue }
    }
}

private enum SetPathsSlot {}

// MARK: Subviews

/// The resolved views of a container's content, made once where the container asked for them.
@MainActor
final class SubviewSource {
    let nodes: [LayoutNode]
    let ids: [Subview.ID]
    /// Resolves the content again, for a subview placed twice; nil for nodes handed over
    /// already resolved (a section's parts).
    private let remake: (@MainActor () -> [LayoutNode])?
    private var placed: Set<Int> = []

    init(_ view: any View, _ context: ResolveContext) {
        var c = context
        // A subview is one resolved view: a ForEach in the content gives all its elements.
        c.buildsLazily = false
        c.inLazyElement = false
        let remake: @MainActor () -> [LayoutNode] = { c.resolve(view) }
        self.remake = remake
        nodes = remake()
        ids = Self.ids(nodes)
    }

    /// Subviews of nodes already resolved (a section's header, rows and footer).
    init(resolved nodes: [LayoutNode]) {
        remake = nil
        self.nodes = nodes
        ids = Self.ids(nodes)
    }

    private static func ids(_ nodes: [LayoutNode]) -> [Subview.ID] {
        var seen = Set<AnyHashable>()
        return nodes.enumerated().map { i, node in
            // A ForEach's element keeps its id (its tag); other views are known by position.
            if let tag = node.tag, seen.insert(tag).inserted { return Subview.ID(value: tag) }
            return Subview.ID(value: AnyHashable("#\(i)"))
        }
    }

    /// The node of subview `i` for one place: the resolved one the first time, a fresh
    /// resolution of the content's view for a subview shown twice.
    func node(_ i: Int) -> LayoutNode {
        guard placed.insert(i).inserted else {
            guard let remake else {
                ViewGraph.approximate("a subview of a Section's header, content or footer placed twice",
                                      drawnAs: "the subview in its first place only", at: nil)
                return EmptyNode()
            }
            let again = remake()
            return i < again.count ? again[i] : EmptyNode()
        }
        return nodes[i]
    }

    var collection: SubviewsCollection {
        SubviewsCollection(subviews: nodes.indices.map { Subview(source: self, index: $0) })
    }
}

/// An empty leaf (a subview whose second resolution gave fewer views).
final class EmptyNode: LayoutNode {}

/// A view of a container's content, as resolved (`Group(subviews:)`, `ForEach(subviews:)`).
nonisolated public struct Subview: View, Identifiable, @MainActor PrimitiveView {
    /// A subview's identity: a `ForEach` element's id, or its position.
    public struct ID: Hashable, Sendable, CustomStringConvertible {
        nonisolated(unsafe) let value: AnyHashable
        public var description: String { "\(value)" }
        public static func == (a: ID, b: ID) -> Bool { a.value == b.value }
        public func hash(into hasher: inout Hasher) { hasher.combine(value) }
    }

    let source: SubviewSource
    let index: Int
    public let id: ID
    /// The values the view handed to its container.
    nonisolated(unsafe) public let containerValues: ContainerValues

    @MainActor init(source: SubviewSource, index: Int) {
        self.source = source
        self.index = index
        id = source.ids[index]
        containerValues = source.nodes[index].containerValues
    }

    @MainActor public var body: Never { primitiveBody("Subview") }

    @MainActor func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        [source.node(index)]
    }
}

/// The subviews of a container's content, in order; itself a view that shows them all.
nonisolated public struct SubviewsCollection: RandomAccessCollection, View, @MainActor PrimitiveView {
    public typealias Element = Subview
    public typealias Index = Int
    public typealias SubSequence = SubviewsCollectionSlice

    let subviews: [Subview]

    public var startIndex: Int { subviews.startIndex }
    public var endIndex: Int { subviews.endIndex }
    public subscript(position: Int) -> Subview { subviews[position] }
    public subscript(bounds: Range<Int>) -> SubviewsCollectionSlice { SubviewsCollectionSlice(base: subviews[bounds]) }

    @MainActor public var body: Never { primitiveBody("SubviewsCollection") }

    @MainActor func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        subviews.flatMap { $0.makeNodes(context) }
    }
}

/// A slice of a `SubviewsCollection` (`subviews.dropFirst()`, `subviews[1...]`); a view too.
nonisolated public struct SubviewsCollectionSlice: RandomAccessCollection, View, @MainActor PrimitiveView {
    public typealias Element = Subview
    public typealias Index = Int
    public typealias SubSequence = SubviewsCollectionSlice

    let base: ArraySlice<Subview>

    public var startIndex: Int { base.startIndex }
    public var endIndex: Int { base.endIndex }
    public subscript(position: Int) -> Subview { base[position] }
    public subscript(bounds: Range<Int>) -> SubviewsCollectionSlice { SubviewsCollectionSlice(base: base[bounds]) }

    @MainActor public var body: Never { primitiveBody("SubviewsCollectionSlice") }

    @MainActor func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        base.flatMap { $0.makeNodes(context) }
    }
}

// MARK: Sections

/// A section of a container's content (`Group(sections:)`, `ForEach(sections:)`): its header,
/// content and footer as subviews, and the values the `Section` handed to its container.
/// Views outside any `Section` make sections of their own, one per run of such views.
nonisolated public struct SectionConfiguration: Identifiable {
    public struct ID: Hashable, Sendable, CustomStringConvertible {
        let index: Int
        public var description: String { "section-\(index)" }
    }

    public let id: ID
    public let header: SubviewsCollection
    public let content: SubviewsCollection
    public let footer: SubviewsCollection
    nonisolated(unsafe) public let containerValues: ContainerValues

    @MainActor static func sections(of view: any View, _ context: ResolveContext) -> [SectionConfiguration] {
        let source = SubviewSource(view, context)
        var sections: [SectionConfiguration] = []
        var loose: [Int] = []
        func collection(_ nodes: [LayoutNode]) -> SubviewsCollection {
            SubviewSource(resolved: nodes).collection
        }
        func closeLoose() {
            guard !loose.isEmpty else { return }
            let content = SubviewsCollection(subviews: loose.map { Subview(source: source, index: $0) })
            sections.append(SectionConfiguration(id: ID(index: sections.count), header: SubviewsCollection(subviews: []),
                                                 content: content, footer: SubviewsCollection(subviews: []),
                                                 containerValues: ContainerValues()))
            loose = []
        }
        for (i, node) in source.nodes.enumerated() {
            guard let section = node as? SectionNode else {
                loose.append(i)
                continue
            }
            closeLoose()
            sections.append(SectionConfiguration(
                id: ID(index: sections.count), header: collection(section.header.map { [$0] } ?? []),
                content: collection(section.rows), footer: collection(section.footer.map { [$0] } ?? []),
                containerValues: section.containerValues))
        }
        closeLoose()
        return sections
    }
}

/// The sections of a container's content, in order.
nonisolated public struct SectionCollection: RandomAccessCollection {
    public typealias Element = SectionConfiguration
    public typealias Index = Int
    let sections: [SectionConfiguration]
    public var startIndex: Int { sections.startIndex }
    public var endIndex: Int { sections.endIndex }
    public subscript(position: Int) -> SectionConfiguration { sections[position] }
}

// MARK: Group and ForEach

/// `Group(subviews:transform:)`'s content: the transform's view over the base's subviews.
nonisolated public struct GroupElementsOfContent<Subviews: View, Content: View>: View, @MainActor PrimitiveView {
    let base: Subviews
    let transform: (SubviewsCollection) -> Content

    @MainActor public var body: Never { primitiveBody("GroupElementsOfContent") }

    @MainActor func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        let source = SubviewSource(base, context.appending("subviews"))
        return context.resolve(transform(source.collection), component: "transform")
    }
}

/// `Group(sections:transform:)`'s content: the transform's view over the base's sections.
nonisolated public struct GroupSectionsOfContent<Sections: View, Content: View>: View, @MainActor PrimitiveView {
    let base: Sections
    let transform: (SectionCollection) -> Content

    @MainActor public var body: Never { primitiveBody("GroupSectionsOfContent") }

    @MainActor func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        let sections = SectionConfiguration.sections(of: base, context.appending("sections"))
        return context.resolve(transform(SectionCollection(sections: sections)), component: "transform")
    }
}

extension Group {
    /// A view made from the subviews of `view`, all at once.
    nonisolated public init<Base: View, Result: View>(
        subviews view: Base, @ViewBuilder transform: @escaping (SubviewsCollection) -> Result
    ) where Content == GroupElementsOfContent<Base, Result> {
        self.init { GroupElementsOfContent(base: view, transform: transform) }
    }

    /// A view made from the sections of `view`, all at once.
    nonisolated public init<Base: View, Result: View>(
        sections view: Base, @ViewBuilder transform: @escaping (SectionCollection) -> Result
    ) where Content == GroupSectionsOfContent<Base, Result> {
        self.init { GroupSectionsOfContent(base: view, transform: transform) }
    }
}

/// The data of `ForEach(subviews:)`: the subviews, known once the content is resolved where
/// the `ForEach` is.
nonisolated public struct ForEachSubviewCollection<Content: View>: RandomAccessCollection {
    public typealias Element = Subview
    public typealias Index = Int
    nonisolated(unsafe) let base: any View
    public var startIndex: Int { 0 }
    public var endIndex: Int { 0 }
    public subscript(position: Int) -> Subview { fatalError("ForEach(subviews:) is resolved where it is placed") }
}

/// The data of `ForEach(sections:)`.
nonisolated public struct ForEachSectionCollection<Content: View>: RandomAccessCollection {
    public typealias Element = SectionConfiguration
    public typealias Index = Int
    nonisolated(unsafe) let base: any View
    public var startIndex: Int { 0 }
    public var endIndex: Int { 0 }
    public subscript(position: Int) -> SectionConfiguration { fatalError("ForEach(sections:) is resolved where it is placed") }
}

/// Data a `ForEach` learns only where it is resolved.
@MainActor
protocol ResolvedForEachData {
    func elements(_ context: ResolveContext) -> [Any]
}

extension ForEachSubviewCollection: ResolvedForEachData {
    @MainActor func elements(_ context: ResolveContext) -> [Any] {
        SubviewSource(base, context.appending("subviews")).collection.subviews
    }
}

extension ForEachSectionCollection: ResolvedForEachData {
    @MainActor func elements(_ context: ResolveContext) -> [Any] {
        SectionConfiguration.sections(of: base, context.appending("sections"))
    }
}

extension ForEach {
    /// A view per subview of `view`.
    nonisolated public init<V: View>(
        subviews view: V, @ViewBuilder content: @escaping (Subview) -> Content
    ) where Data == ForEachSubviewCollection<Content>, ID == Subview.ID {
        self.init(ForEachSubviewCollection<Content>(base: view), id: \.id, content: content)
    }

    /// A view per section of `view`.
    nonisolated public init<V: View>(
        sections view: V, @ViewBuilder content: @escaping (SectionConfiguration) -> Content
    ) where Data == ForEachSectionCollection<Content>, ID == SectionConfiguration.ID {
        self.init(ForEachSectionCollection<Content>(base: view), id: \.id, content: content)
    }
}
