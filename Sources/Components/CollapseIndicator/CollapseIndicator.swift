import PreviewUI

/// A chevron button that shows whether something is open: it points right when closed and
/// turns 90° to point down when open. Tapping it flips `isShowing`.
///
/// ```swift
/// HStack {
///     Text(isShowing ? "Open" : "Closed")
///     CollapseIndicator(isShowing: $isShowing)
/// }
/// ```
public struct CollapseIndicator: View {
    @Binding private var isShowing: Bool

    public init(isShowing: Binding<Bool>) {
        _isShowing = isShowing
    }

    public var body: some View {
        Button {
            withAnimation { isShowing.toggle() }
        } label: {
            Image(systemName: "chevron.right")
                .rotationEffect(isShowing ? .degrees(90) : .zero)
                // A tint inside the label wins over the button's accent colour. The article
                // uses black; the label colour is black too in light mode and stays visible
                // in dark mode.
                .tint(.primary)
        }
    }
}
