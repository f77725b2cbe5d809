/// A piece of user interface, as SwiftUI's `View`: a value whose `body` describes it in terms
/// of other views. Views whose body is `Never` are primitives that PreviewUI draws itself.
@MainActor @preconcurrency
public protocol View {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: View {
    public typealias Body = Never
    public var body: Never { fatalError("Never has no body") }
}

/// Views that PreviewUI lays out and draws itself (their `body` is `Never`).
@MainActor
protocol PrimitiveView {
    @MainActor func makeNodes(_ context: ResolveContext) -> [LayoutNode]
}

/// The body of a primitive view, which is never evaluated (callable from any isolation, as
/// primitive views' `body` is nonisolated where their type is).
func primitiveBody(_ name: String) -> Never {
    fatalError("\(name) is a primitive view: PreviewUI draws it and never asks for its body")
}

// The views that `ViewBuilder` makes are declared without an actor, as SwiftUI declares them:
// their conformance to `View` (whose `body` is main-actor isolated) is in an extension, so a
// builder that is not isolated can make them.

/// A view that shows nothing and takes no space.
public struct EmptyView {
    public init() {}
}

extension EmptyView: View, PrimitiveView {
    public var body: Never { primitiveBody("EmptyView") }
    @MainActor func makeNodes(_ context: ResolveContext) -> [LayoutNode] { [] }
}

/// Several views listed in one builder block.
public struct TupleView<T> {
    public var value: T
    let children: [any View]

    /// Wraps a tuple of views (elements that are not views are ignored).
    public init(_ value: T) {
        self.value = value
        self.children = Mirror(reflecting: value).children.compactMap { $0.value as? any View }
    }

    init(value: T, children: [any View]) {
        self.value = value
        self.children = children
    }
}

extension TupleView: View, PrimitiveView {
    public var body: Never { primitiveBody("TupleView") }

    @MainActor func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        var nodes: [LayoutNode] = []
        for (i, child) in children.enumerated() {
            nodes += context.resolve(child, component: String(i))
        }
        return nodes
    }
}

/// One of two views, chosen by an `if`/`else` or `switch` in a builder block.
public struct _ConditionalContent<TrueContent: View, FalseContent: View> {
    enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }
    let storage: Storage
}

extension _ConditionalContent: View, PrimitiveView {
    public var body: Never { primitiveBody("_ConditionalContent") }

    @MainActor func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        switch storage {
        case .trueContent(let v): context.resolve(v, component: "T")
        case .falseContent(let v): context.resolve(v, component: "F")
        }
    }
}

extension Optional: View where Wrapped: View {
    public typealias Body = Never
    public var body: Never { primitiveBody("Optional") }
}

extension Optional: PrimitiveView where Wrapped: View {
    @MainActor func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        switch self {
        case .some(let v): context.resolve(v, component: "?")
        case .none: []
        }
    }
}

/// A type-erased view.
public struct AnyView {
    let view: any View

    public init<V: View>(_ view: V) {
        if let any = view as? AnyView { self.view = any.view } else { self.view = view }
    }

    public init<V: View>(erasing view: V) { self.init(view) }
}

extension AnyView: View, PrimitiveView {
    public var body: Never { primitiveBody("AnyView") }

    @MainActor func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        context.resolve(view, component: String(describing: type(of: view)))
    }
}

/// Views grouped without a container: modifiers apply to each of them, and in a `Form` each
/// becomes its own row.
nonisolated public struct Group<Content: View>: View, @MainActor PrimitiveView {
    let content: Content

    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    @MainActor public var body: Never { primitiveBody("Group") }

    @MainActor func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        context.resolve(content, component: "G")
    }
}
