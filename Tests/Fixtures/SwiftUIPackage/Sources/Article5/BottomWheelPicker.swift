import SwiftUI

struct BottomWheelPicker: View {
    static let willShowNotification: NSNotification.Name = NSNotification.Name(rawValue: "PickerWillShow")
    static let willHideNotification: NSNotification.Name = NSNotification.Name(rawValue: "PickerWillHide")

    /// A binding that controls showing or hiding the picker
    @Binding var show : Bool
    /// A binding that manages the selected option from the collection of values
    @Binding var selection: String
    /// The collection of values available to the picker
    var values: [String]

    var body: some View {
        WheelPicker(selection: self.$selection,
                    show: self.$show,
                    values: values,
                    dismissButtonTitle: "Done")
        .fixedSize() // Ensures the WheelPicker is exactly as large as it needs to be, and no larger
        .background(
            // Use the geometry reader to extract the frame of the WheelPicker
            GeometryReader { geometry in
                Color.init(uiColor: .systemGray6)
                    .preference(key: FramePreferenceKey.self, value: geometry.frame(in: .global))
        })
        .onPreferenceChange(FramePreferenceKey.self) { newFrame in
            // Post a notification that we are showing or hiding, passing along the resulting frame info
            let notificationName = show ? Self.willShowNotification : Self.willHideNotification
            NotificationCenter.default.post(name: notificationName, object: self, userInfo: ["frame": newFrame])
        }
        // When not shown, hide us below the bottom of the screen.
        .offset(y: self.show ? 0 : UIScreen.main.bounds.height)
    }
}
