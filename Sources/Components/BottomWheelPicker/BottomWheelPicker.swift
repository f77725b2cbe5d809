import PreviewUI

/// The frame of a `BottomWheelPicker`, in global coordinates.
public struct BottomWheelPickerFrameKey: PreferenceKey {
    public static let defaultValue = CGRect.zero
    /// One picker per screen: the first frame found wins.
    public static func reduce(value: inout CGRect, nextValue: () -> CGRect) {}
}

/// A `WheelPicker` that slides up from the bottom edge of the screen when `show` is true and
/// waits just below it otherwise. Put it in an overlay aligned to the bottom:
///
/// ```swift
/// content
///     .overlay(BottomWheelPicker(show: $showPicker, selection: $amount, values: amounts),
///              alignment: .bottom)
/// ```
///
/// Whenever its frame changes it posts `willShowNotification` or `willHideNotification`
/// with the frame (`Notification.bottomWheelPickerFrame`), so that views marked with
/// `bottomWheelPickerAdaptive()` can move out of its way.
public struct BottomWheelPicker: View {
    public nonisolated static let willShowNotification = Notification.Name("BottomWheelPickerWillShow")
    public nonisolated static let willHideNotification = Notification.Name("BottomWheelPickerWillHide")

    @Binding private var show: Bool
    @Binding private var selection: String
    private let values: [String]

    public init(show: Binding<Bool>, selection: Binding<String>, values: [String]) {
        _show = show
        _selection = selection
        self.values = values
    }

    public var body: some View {
        WheelPicker(selection: $selection, show: $show, values: values, dismissButtonTitle: "Done")
            // As large as it needs to be, and no larger.
            .fixedSize()
            .background(
                GeometryReader { proxy in
                    Color(uiColor: .systemGray6)
                        .preference(key: BottomWheelPickerFrameKey.self, value: proxy.frame(in: .global))
                })
            .onPreferenceChange(BottomWheelPickerFrameKey.self) { frame in
                NotificationCenter.default.post(
                    name: show ? Self.willShowNotification : Self.willHideNotification,
                    object: nil, userInfo: [Notification.bottomWheelPickerFrameKey: frame])
            }
            // Hidden: one screen height further down, out of sight.
            .offset(y: show ? 0 : UIScreen.main.bounds.height)
    }
}

extension Notification {
    static let bottomWheelPickerFrameKey = "frame"

    /// The picker frame a `BottomWheelPicker` notification carries (zero if none).
    public var bottomWheelPickerFrame: CGRect {
        userInfo?[Notification.bottomWheelPickerFrameKey] as? CGRect ?? .zero
    }
}

extension Publishers {
    /// The frame of the bottom wheel picker each time it is about to show, and `.zero` each
    /// time it is about to hide.
    public static var bottomWheelPickerFrame: AnyPublisher<CGRect, Never> {
        let center = NotificationCenter.default
        return MergeMany(
            center.publisher(for: BottomWheelPicker.willShowNotification).map(\.bottomWheelPickerFrame),
            center.publisher(for: BottomWheelPicker.willHideNotification).map { _ in CGRect.zero }
        ).eraseToAnyPublisher()
    }
}
