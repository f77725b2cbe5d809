import SwiftUI

struct BottomWheelPickerAdaptive: ViewModifier {
    /// The current frame of the picker. This will be either zero (when the picker is hidden), or the actual frame (when the picker is shown)
    @State private var pickerFrame: CGRect = .zero
    /// The offset to be applied to the adaptee's bottom.
    @State private var offset: CGFloat = 0
    /// The current frame of the adaptee.
    @State private var adapteeFrame: CGRect = .zero
    /// A padding to be apply to the offset to ensure the adaptee does not rest flush on the picker.
    public var padding: CGFloat = 12

    func body(content: Content) -> some View {
        content
        // padd the bottom by offset. This will effectively raise the adapting view when offset > 0.
            .padding(.bottom, offset)
        // subscribe to wheel picker frame changes
            .onReceive(Publishers.wheelPickerFrame) { pickerFrame in
                withAnimation {
                    self.pickerFrame = pickerFrame

                    guard pickerFrame.height > 0 else {
                        offset = 0
                        return
                    }

                    // The padding ensures the picker will not sit too closely below the adaptee, even if it wouldn't obscure any part of the adaptee.
                    //
                    // Additionally, only set an offset if the adaptee's bottom (extended by the amount of padding) will be obscured by the picker,
                    // i.e. only when the offset required for avoidance is greater than zero, because negative values mean the adaptee will remain sufficiently clear from the picker, without raising it.
                    offset = max(0, (adapteeFrame.maxY + padding) - pickerFrame.minY)
                }
            }
            .background(
                GeometryReader { geometry in
                    // Use a neutral view to allow us to obtain the frame of the content (= adaptee)
                    Color.clear
                        .preference(key: FramePreferenceKey.self, value: geometry.frame(in: .global))
                }
            )
        // Here we subscribe to changes to the frame of the adaptee.
            .onPreferenceChange(FramePreferenceKey.self) { newFrame in
                adapteeFrame = newFrame
            }
    }
}

extension View {
    /// Provides bottom wheel picker avoidance behavior
    func bottomWheelPickerAdaptive(padding: CGFloat = 12) -> some View {
        ModifiedContent(content: self, modifier: BottomWheelPickerAdaptive(padding: padding))
    }
}
