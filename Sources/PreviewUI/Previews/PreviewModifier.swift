/// A shared setting for previews, as SwiftUI's `PreviewModifier`: a context made once per run
/// (sample data, a model) and a body that puts each preview inside it.
///
/// ```swift
/// struct SampleOrders: PreviewModifier {
///     static func makeSharedContext() throws -> OrderStore { OrderStore.sample }
///     func body(content: Content, context: OrderStore) -> some View {
///         content.environment(\.orders, context)
///     }
/// }
///
/// #Preview(traits: .modifier(SampleOrders())) { OrderList() }
/// ```
@MainActor @preconcurrency
public protocol PreviewModifier {
    associatedtype Context = Void
    associatedtype Body: View
    typealias Content = PreviewModifierContent

    /// Made once per run and passed to `body` for every preview with a modifier of this type.
    @MainActor static func makeSharedContext() async throws -> Context

    @ViewBuilder @MainActor func body(content: Content, context: Context) -> Body
}

extension PreviewModifier where Context == Void {
    public static func makeSharedContext() async throws {}
}

/// The preview a `PreviewModifier` is applied to.
nonisolated public struct PreviewModifierContent: View {
    let content: AnyView

    package init(_ content: any View) {
        self.content = AnyView(content)
    }

    @MainActor public var body: some View { content }
}

/// A `PreviewModifier` with its type erased; its shared context is made once per type.
package struct AnyPreviewModifier {
    package let type: Any.Type
    private let make: @MainActor () async throws -> Any
    private let apply: @MainActor (any View, Any) -> any View

    @MainActor
    init<M: PreviewModifier>(_ modifier: M) {
        type = M.self
        make = { try await M.makeSharedContext() }
        apply = { content, context in
            // The context was made by this modifier type's makeSharedContext.
            let typed = context as! M.Context
            return modifier.body(content: PreviewModifierContent(content), context: typed)
        }
    }

    /// Makes the shared context (call once per `type`).
    @MainActor package func makeSharedContext() async throws -> Any { try await make() }

    /// The content inside this modifier, with a context `makeSharedContext` made.
    @MainActor package func apply(to content: any View, context: Any) -> any View { apply(content, context) }
}
