/// Whether people can select a view's text, as SwiftUI's `TextSelectability`. Selection shows
/// only after a long press, so a picture is the same either way.
public protocol TextSelectability {
    /// Whether the text can be selected.
    static var allowsSelection: Bool { get }
}

/// Text that can be selected.
public struct EnabledTextSelectability: TextSelectability {
    public static let allowsSelection = true
}

/// Text that cannot be selected.
public struct DisabledTextSelectability: TextSelectability {
    public static let allowsSelection = false
}

extension TextSelectability where Self == EnabledTextSelectability {
    /// Text that can be selected.
    public static var enabled: EnabledTextSelectability { EnabledTextSelectability() }
}

extension TextSelectability where Self == DisabledTextSelectability {
    /// Text that cannot be selected.
    public static var disabled: DisabledTextSelectability { DisabledTextSelectability() }
}

extension View {
    /// Whether people can select the text inside: nothing changes in a picture.
    nonisolated public func textSelection<S: TextSelectability>(_ selectability: S) -> some View {
        self
    }
}
