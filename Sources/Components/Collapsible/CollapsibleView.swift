import PreviewUI

/// A form row that reveals a secondary view when tapped, and hides it when tapped again.
///
/// The row is a plain-style button showing `label`; when open, `content` follows it. Both
/// are returned in a `Group`, so inside a `Form` each becomes a row of its own, with a
/// separator between them.
///
/// ```swift
/// Form {
///     CollapsibleView {
///         Text("Details")
///     } content: {
///         Text("Shown after a tap")
///     }
/// }
/// ```
public struct CollapsibleView<Label: View, Content: View>: View {
    @State private var isOpen: Bool
    private let label: () -> Label
    private let content: () -> Content

    /// - Parameters:
    ///   - isInitiallyOpen: whether the secondary view shows before any tap.
    ///   - label: the row that toggles the secondary view.
    ///   - content: the secondary view.
    public init(
        isInitiallyOpen: Bool = false,
        @ViewBuilder label: @escaping () -> Label,
        @ViewBuilder content: @escaping () -> Content
    ) {
        _isOpen = State(initialValue: isInitiallyOpen)
        self.label = label
        self.content = content
    }

    public var body: some View {
        Group {
            // The plain style keeps the row's text in the label colour, not the tint.
            Button(action: { isOpen.toggle() }, label: label)
                .buttonStyle(.plain)
            if isOpen {
                content()
            }
        }
    }
}
