/// A reusable change to a view, as SwiftUI's `ViewModifier`.
@MainActor @preconcurrency
public protocol ViewModifier {
    associatedtype Body: View
    typealias Content = _ViewModifier_Content<Self>
    @ViewBuilder @MainActor @preconcurrency func body(content: Self.Content) -> Self.Body
}

/// Modifiers that PreviewUI implements itself (layout, drawing effects, environment).
@MainActor
protocol PrimitiveModifier {
    @MainActor func makeNodes(content: ResolveContext.Content, _ context: ResolveContext) -> [LayoutNode]
}

extension PrimitiveModifier {
    public func body(content: _ViewModifier_Content<Self>) -> Never where Self: ViewModifier {
        fatalError("\(Self.self) is a primitive modifier: PreviewUI applies it and never asks for its body")
    }
}

/// The view a modifier is applied to, as its `body(content:)` sees it.
nonisolated public struct _ViewModifier_Content<Modifier: ViewModifier>: View, @MainActor PrimitiveView {
    let content: ResolveContext.Content

    @MainActor public var body: Never { primitiveBody("ViewModifier content") }

    @MainActor func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        content(context)
    }
}

/// A view with a modifier applied.
public struct ModifiedContent<Content, Modifier> {
    public var content: Content
    public var modifier: Modifier

    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
    public typealias Body = Never
    public var body: Never { primitiveBody("ModifiedContent") }
}

extension ModifiedContent: PrimitiveView where Content: View, Modifier: ViewModifier {
    @MainActor func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        if context.buildsLazily || context.inLazyElement, !(modifier is any LazyTransparentModifier) {
            // Only modifiers that wrap each view or set the environment keep a ForEach lazy.
            var c = context
            c.buildsLazily = false
            c.inLazyElement = false
            return makeNodes(c)
        }
        let content = self.content
        let inner: ResolveContext.Content = { ctx in ctx.resolve(content, component: "c") }
        if let primitive = modifier as? any PrimitiveModifier {
            return primitive.makeNodes(content: inner, context)
        }
        let m = context.appending("\(Modifier.self)")
        if m.bindDynamicPropertiesFindingMissingObject(of: modifier) != nil {
            // Reported: the content is drawn without the modifier that needs the object.
            return inner(context)
        }
        let body = modifier.body(content: _ViewModifier_Content(content: { ctx in inner(ctx.restoringPath(context)) }))
        return m.resolve(body, component: "b")
    }
}

extension ModifiedContent: ViewModifier where Content: ViewModifier, Modifier: ViewModifier {
    public func body(content: _ViewModifier_Content<Self>) -> some View {
        content.modifier(self.content).modifier(self.modifier)
    }
}

/// A modifier that changes nothing.
public struct EmptyModifier: ViewModifier {
    public static let identity = EmptyModifier()
    public init() {}
    public func body(content: Content) -> some View { content }
}

extension View {
    /// Applies a modifier.
    nonisolated public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

extension ViewModifier {
    /// Chains another modifier after this one.
    public func concat<T>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }
}
