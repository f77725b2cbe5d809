import SwiftUI

struct FramePreferenceKey: PreferenceKey {
    static var defaultValue: CGRect = .zero
    static func reduce(value: inout CGRect, nextValue: () -> CGRect) {}
}

extension Notification {
    /// Extends `Notificaton` with a shortcut to acces a frame from its user info dict.
    var frame: CGRect {
        userInfo?["frame"] as? CGRect ?? .zero
    }
}
