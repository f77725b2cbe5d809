/// Where a view is being resolved: its identity (structural path), environment and the graph
/// that keeps its state. Passed down by value while the view tree is walked.
@MainActor
struct ResolveContext {
    /// Resolves the content of a modifier, wherever its body places it.
    typealias Content = (ResolveContext) -> [LayoutNode]

    unowned let graph: ViewGraph
    private(set) var path: [String]
    var environment: EnvironmentValues
    /// The axis of the stack that directly holds the views being resolved (Spacer and
    /// Divider take their direction from it).
    var stackAxis: Axis?
    /// Set for a lazy container's content: a `ForEach` reached through views that are not
    /// containers (`LazyTransparentView`) leaves its elements unbuilt (`LazyElementsNode`).
    var buildsLazily = false
    /// Set for the views of a lazy container's `ForEach` element: a `Section` among them keeps
    /// its rows' `ForEach` lazy (the container lays the section's rows out lazily).
    var inLazyElement = false
    /// The transaction the views are resolved in: `withAnimation`'s, changed below by
    /// `animation(_:value:)` and `transaction(_:)`; nodes keep its animation.
    var transaction = Transaction()
    /// The identity of the innermost `animation(_:value:)` or `transaction(_:)` around.
    var animationScope: String?
    /// Inside `animation(_:body:)`: the transaction outside it, which the placeholder of the
    /// modified view is resolved in (only the body's modifiers animate).
    var transactionOutsideBody: Transaction?
    /// Set by `onDelete`/`onMove` around a `ForEach` (through `DynamicViewContent`): the
    /// actions its rows take in a list's edit mode. The `ForEach` takes them; its rows' own
    /// content starts without.
    var editActions: EditableRowNode.Actions = []

    init(graph: ViewGraph, environment: EnvironmentValues) {
        self.graph = graph
        self.path = []
        self.environment = environment
    }

    /// The identity as one string, for state keys.
    var key: String { path.joined(separator: "/") }

    func appending(_ component: String) -> ResolveContext {
        var c = self
        c.path.append(component)
        return c
    }

    /// This context, at another context's place in the tree.
    func restoringPath(_ other: ResolveContext) -> ResolveContext {
        var c = self
        c.path = other.path
        return c
    }

    /// Resolves a child view under `component`.
    func resolve(_ view: any View, component: String) -> [LayoutNode] {
        appending(component).resolve(view)
    }

    /// Resolves a view at this context's identity: primitives make layout nodes; any other
    /// view has its dynamic properties bound, then its body resolved. The nodes made here
    /// (not by a view inside) are stamped with this identity and transaction.
    func resolve(_ view: any View) -> [LayoutNode] {
        let nodes = resolveUnstamped(view)
        var ordinal = 0
        for node in nodes where node.identity == nil {
            node.identity = NodeIdentity(path: path, ordinal: ordinal)
            node.animation = transaction.disablesAnimations ? nil : transaction.animation
            node.animationScope = animationScope
            ordinal += 1
        }
        return nodes
    }

    private func resolveUnstamped(_ view: any View) -> [LayoutNode] {
        if let primitive = view as? any PrimitiveView {
            if buildsLazily || inLazyElement, !(primitive is any LazyTransparentView) {
                // A container inside the lazy one builds its own content.
                var c = self
                c.buildsLazily = false
                c.inLazyElement = false
                return primitive.makeNodes(c)
            }
            return primitive.makeNodes(self)
        }
        if let representable = view as? any UIViewRepresentable {
            let c = appending(String(describing: type(of: representable)))
            c.bindDynamicProperties(of: representable)
            return representable._representableNodes(c)
        }
        if let representable = view as? any UIViewControllerRepresentable {
            let c = appending(String(describing: type(of: representable)))
            c.bindDynamicProperties(of: representable)
            return representable._representableNodes(c)
        }
        return resolveComposite(view)
    }

    private func resolveComposite<V: View>(_ view: V) -> [LayoutNode] {
        let c = appending(String(describing: V.self))
        if let missing = c.bindDynamicPropertiesFindingMissingObject(of: view) {
            // iOS stops the app here; the rest of the screen is still drawn.
            return c.resolve(missing.placeholder, component: "missing")
        }
        return c.resolve(view.body)
    }

    /// Binds `value`'s dynamic properties; returns the environment object one of them needs
    /// and this environment lacks (reported), if any.
    func bindDynamicPropertiesFindingMissingObject(of value: Any) -> MissingEnvironmentObject? {
        let outer = graph.missingObject
        graph.missingObject = nil
        defer { graph.missingObject = outer }
        bindDynamicProperties(of: value)
        return graph.missingObject
    }

    /// Connects `@State`, `@Environment` and friends in `value` to this identity.
    func bindDynamicProperties(of value: Any) {
        let mirror = Mirror(reflecting: value)
        for child in mirror.children {
            guard let label = child.label else { continue }
            if let property = child.value as? any DynamicPropertyBinding {
                property.bind(self, key: key + "." + label)
            } else if child.value is any DynamicProperty {
                // A user's DynamicProperty: bind what it holds.
                appending(label).bindDynamicProperties(of: child.value)
            }
        }
    }
}

/// A property that SwiftUI updates before a body is evaluated (`@State`, `@Environment`…).
public protocol DynamicProperty {
    mutating func update()
}

extension DynamicProperty {
    public mutating func update() {}
}

/// The properties PreviewUI binds itself.
@MainActor
protocol DynamicPropertyBinding {
    func bind(_ context: ResolveContext, key: String)
}
