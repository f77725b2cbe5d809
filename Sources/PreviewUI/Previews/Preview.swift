/// A preview as `#Preview` declares it, as DeveloperToolsSupport's `Preview`: an optional
/// name, traits (layout, orientation, modifiers) and the view. The macro makes these; the
/// registry turns each into snapshots.
@MainActor
public struct Preview {
    /// Traits that apply to previews of views, as `Preview.ViewTraits`.
    public enum ViewTraits {}

    /// The name given to `#Preview("…")`.
    public let name: String?
    package let traits: [PreviewTrait<ViewTraits>]
    private let content: @MainActor () -> any View

    /// Creates a preview of a view. `#Preview` expands into a call of this initialiser; you
    /// do not call it yourself.
    public init(_ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>..., @ViewBuilder body: @escaping @MainActor () -> any View) {
        self.name = name
        self.traits = traits
        self.content = body
    }

    /// The view, made anew.
    package func makeView() -> any View { content() }
}

/// What `#Preview`'s expansion names (it cannot write `SwiftUI.Preview` or
/// `PreviewUI.Preview`: which spelling works depends on how the target imports PreviewUI).
public typealias _PreviewMacroPreview = Preview
public typealias _PreviewMacroView = View
