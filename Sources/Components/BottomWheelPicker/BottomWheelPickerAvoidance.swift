import PreviewUI

/// The frame of a view that avoids the bottom wheel picker, in global coordinates.
struct AvoidingViewFrameKey: PreferenceKey {
    static let defaultValue = CGRect.zero
    static func reduce(value: inout CGRect, nextValue: () -> CGRect) {}
}

/// Raises a view (by padding its bottom) just enough to stay `padding` points clear of a
/// `BottomWheelPicker` that is shown, and lowers it again when the picker hides. A view that
/// is already clear of the picker does not move.
public struct BottomWheelPickerAvoidance: ViewModifier {
    /// Space kept between the view and the top of the picker.
    public var padding: CGFloat
    /// How far the view is raised now.
    @State private var raise: CGFloat = 0
    /// Where the view is, as last laid out (including the raise).
    @State private var viewFrame: CGRect = .zero

    public init(padding: CGFloat = 12) {
        self.padding = padding
    }

    public func body(content: Content) -> some View {
        content
            .padding(.bottom, raise)
            .onReceive(Publishers.bottomWheelPickerFrame) { pickerFrame in
                withAnimation {
                    // Zero height: the picker is hiding.
                    raise = pickerFrame.height > 0 ? max(0, viewFrame.maxY + padding - pickerFrame.minY) : 0
                }
            }
            .background(
                GeometryReader { proxy in
                    Color.clear.preference(key: AvoidingViewFrameKey.self, value: proxy.frame(in: .global))
                })
            .onPreferenceChange(AvoidingViewFrameKey.self) { viewFrame = $0 }
    }
}

extension View {
    /// Keeps this view clear of a `BottomWheelPicker` when it slides up: the view is raised
    /// only if the picker would cover it, by just enough to leave `padding` points between.
    public func bottomWheelPickerAdaptive(padding: CGFloat = 12) -> some View {
        modifier(BottomWheelPickerAvoidance(padding: padding))
    }
}
