import PreviewUI

/// Clips a view to its top `collapsedHeight` points while collapsed; shows all of it otherwise.
///
/// The content keeps its natural height (it is laid out at its ideal height, however little
/// room it is offered), then a frame of the collapsed height, aligned to the top, cuts it.
public struct CollapsableModifier: ViewModifier {
    @Binding private var isCollapsed: Bool
    private let collapsedHeight: CGFloat

    public init(isCollapsed: Binding<Bool>, collapsedHeight: CGFloat) {
        _isCollapsed = isCollapsed
        self.collapsedHeight = collapsedHeight
    }

    public func body(content: Content) -> some View {
        content
            .fixedSize(horizontal: false, vertical: true)
            .frame(height: isCollapsed ? collapsedHeight : nil, alignment: .top)
            .clipped()
    }
}

extension View {
    /// Shows only the top `collapsedHeight` points of this view while `isCollapsed` is true.
    ///
    /// ```swift
    /// VStack { … }
    ///     .collapsable(isCollapsed: $isCollapsed, collapsedHeight: 10)
    /// ```
    public func collapsable(isCollapsed: Binding<Bool>, collapsedHeight: CGFloat) -> some View {
        modifier(CollapsableModifier(isCollapsed: isCollapsed, collapsedHeight: collapsedHeight))
    }
}
