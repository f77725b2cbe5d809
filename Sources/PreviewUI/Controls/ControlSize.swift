/// The size classes of controls, as SwiftUI's `ControlSize`, set with `.controlSize(_:)` and
/// read with `@Environment(\.controlSize)`.
///
/// What iOS 18 changes by it, and so what PreviewUI does: bordered and bordered-prominent
/// buttons (and what is drawn as one: `.toggleStyle(.button)`, a `Menu` under such a button
/// style) take the padding, font and corners of the size (`ControlMetrics.bordered(_:)`); a
/// circular `ProgressView` is UIActivityIndicatorView's large spinner at `.large` and
/// `.extraLarge`. Switches, sliders, steppers, text fields, pickers and borderless buttons keep
/// their one iOS size (UIKit's controls there have no size classes), as on iOS.
public enum ControlSize: CaseIterable, Sendable, Hashable {
    case mini
    case small
    case regular
    case large
    /// iOS 17 and later.
    case extraLarge
}

private struct ControlSizeKey: EnvironmentKey { static let defaultValue = ControlSize.regular }

extension EnvironmentValues {
    /// The size of controls inside (`.regular` unless `.controlSize(_:)` says otherwise).
    public var controlSize: ControlSize {
        get { self[ControlSizeKey.self] }
        set { self[ControlSizeKey.self] = newValue }
    }
}

extension View {
    /// Sets the size of the controls inside.
    nonisolated public func controlSize(_ controlSize: ControlSize) -> some View {
        environment(\.controlSize, controlSize)
    }
}
