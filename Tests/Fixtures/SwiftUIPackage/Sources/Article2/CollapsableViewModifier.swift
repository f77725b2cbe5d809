import SwiftUI

struct CollapsableViewModifier: ViewModifier {

    @Binding var isCollapsed: Bool
    let collapsedHeight: CGFloat

    func body(content: Content) -> some View {
        content
            .fixedSize(horizontal: false, vertical: true)
            .frame(height: height, alignment: .top)
            .clipped()
    }
}

private extension CollapsableViewModifier {

    var height: CGFloat? {
        isCollapsed ? collapsedHeight : nil
    }
}

extension View {
public func collapsable(isCollapsed: Binding<Bool>, collapsedHeight: CGFloat) -> some View {
        self.modifier(
            CollapsableViewModifier(
                isCollapsed: isCollapsed,
                collapsedHeight: collapsedHeight
            )
        )
    }
}
