/// `backgroundStyle(_:)` and the environment's background style, which `.background` (the
/// `BackgroundStyle` shape style) and `background()` draw with.

private struct BackgroundStyleKey: EnvironmentKey { static var defaultValue: AnyShapeStyle? { nil } }

extension EnvironmentValues {
    /// The style `.background` draws with, when one is set (nil: the system background).
    public var backgroundStyle: AnyShapeStyle? {
        get { self[BackgroundStyleKey.self] }
        set { self[BackgroundStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the background style (`.background`, `background()`) of the views inside.
    nonisolated public func backgroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        environment(\.backgroundStyle, AnyShapeStyle(style))
    }
}
