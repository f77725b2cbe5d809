// Not shown in the article (it is in the article's gist): the publisher that
// BottomWheelPickerAdaptive subscribes to. Written here from the article's description: the
// picker's frame when it is about to show, and a zero frame when it is about to hide.
import Combine
import SwiftUI

extension Publishers {
    static var wheelPickerFrame: AnyPublisher<CGRect, Never> {
        let willShow = NotificationCenter.default.publisher(for: BottomWheelPicker.willShowNotification)
            .map { $0.frame }
        let willHide = NotificationCenter.default.publisher(for: BottomWheelPicker.willHideNotification)
            .map { _ in CGRect.zero }
        return MergeMany(willShow, willHide)
            .eraseToAnyPublisher()
    }
}
