/// The look of a picker, chosen with `.pickerStyle`.
public protocol PickerStyle: Sendable {}

/// A drum of rows that turns, the selected row in a band (UIPickerView).
public struct WheelPickerStyle: PickerStyle { public init() {} }
/// A row of segments with a sliding thumb (UISegmentedControl).
public struct SegmentedPickerStyle: PickerStyle { public init() {} }
/// A button showing the current value that opens a menu.
public struct MenuPickerStyle: PickerStyle { public init() {} }
/// The options listed in place, the selected one checked.
public struct InlinePickerStyle: PickerStyle { public init() {} }
/// A row showing the label and the current value that pushes a list of the options (in a
/// navigation stack).
public struct NavigationLinkPickerStyle: PickerStyle { public init() {} }
/// A row of compact options, as SwiftUI's `PalettePickerStyle` (iOS 17).
public struct PalettePickerStyle: PickerStyle { public init() {} }
/// The platform's choice: a menu.
public struct DefaultPickerStyle: PickerStyle { public init() {} }

extension PickerStyle where Self == WheelPickerStyle { public static var wheel: WheelPickerStyle { .init() } }
extension PickerStyle where Self == SegmentedPickerStyle { public static var segmented: SegmentedPickerStyle { .init() } }
extension PickerStyle where Self == MenuPickerStyle { public static var menu: MenuPickerStyle { .init() } }
extension PickerStyle where Self == InlinePickerStyle { public static var inline: InlinePickerStyle { .init() } }
extension PickerStyle where Self == NavigationLinkPickerStyle {
    public static var navigationLink: NavigationLinkPickerStyle { .init() }
}
extension PickerStyle where Self == PalettePickerStyle {
    public static var palette: PalettePickerStyle { .init() }
}
extension PickerStyle where Self == DefaultPickerStyle { public static var automatic: DefaultPickerStyle { .init() } }

private struct PickerStyleKey: EnvironmentKey { static var defaultValue: (any PickerStyle)? { nil } }
private struct InFormKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    var pickerStyle: (any PickerStyle)? {
        get { self[PickerStyleKey.self] }
        set { self[PickerStyleKey.self] = newValue }
    }

    /// True for the rows of a `Form` or `List` (controls draw their row forms).
    var isInForm: Bool {
        get { self[InFormKey.self] }
        set { self[InFormKey.self] = newValue }
    }
}

extension View {
    /// The look of pickers inside.
    nonisolated public func pickerStyle<S: PickerStyle>(_ style: S) -> some View {
        transformingEnvironment { $0.pickerStyle = style }
    }

    /// Hides the labels of pickers and toggles inside.
    nonisolated public func labelsHidden() -> some View {
        transformingEnvironment { $0.labelsHidden = true }
    }

    /// The value a view stands for in a `Picker`.
    nonisolated public func tag<V: Hashable>(_ tag: V) -> some View {
        nonisolated(unsafe) let tag = AnyHashable(tag)
        return wrapping { node in
            node.tag = tag
            return node
        }
    }
}

extension LayoutNode {
    /// The first symbol a node shows (a Label's icon): what a menu row draws at its end.
    @MainActor var firstSymbol: ImageNode? {
        var symbol: ImageNode?
        forEachNode { if symbol == nil, let i = $0 as? ImageNode { symbol = i } }
        return symbol
    }

    /// The text a node shows (its texts, joined by spaces): how a picker row is named.
    @MainActor var shownText: String {
        var parts: [String] = []
        forEachNode { if let t = $0 as? TextNode { parts.append(t.string) } }
        return parts.joined(separator: " ")
    }
}
