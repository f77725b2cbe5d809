import Foundation

/// A subset of UIKit's `UIScreen`: `UIScreen.main.bounds` and `scale` are those of the screen
/// the current preview is drawn on (set by the host while it lays out a view). Outside a
/// render, it is an iPhone 15 Pro at 3x.
@MainActor
public final class UIScreen {
    public let bounds: CGRect
    public let scale: CGFloat

    init(bounds: CGRect, scale: CGFloat) {
        self.bounds = bounds
        self.scale = scale
    }

    /// The screen of the preview being laid out.
    public static var main: UIScreen {
        ViewGraph.current?.screen ?? UIScreen(bounds: CGRect(x: 0, y: 0, width: 393, height: 852), scale: 3)
    }

    public var nativeScale: CGFloat { scale }
}
