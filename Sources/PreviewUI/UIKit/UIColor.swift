import Drawing

/// A small, honest subset of UIKit's `UIColor`: the iOS system colours (light and dark),
/// colours from components, and `withAlphaComponent`. Enough for `Color(uiColor:)`; there is no
/// UIKit drawing here.
public final class UIColor: Hashable, Sendable, CustomStringConvertible {
    struct Storage: Hashable, Sendable {
        let name: String
        let light: RGBAColor
        let dark: RGBAColor
        func resolve(_ scheme: ColorScheme) -> RGBAColor { scheme == .dark ? dark : light }
    }

    let storage: Storage

    init(storage: Storage) { self.storage = storage }

    private convenience init(_ name: String, _ pair: SystemPalette.Pair) {
        self.init(storage: Storage(name: name, light: pair.light, dark: pair.dark))
    }

    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        let c = RGBAColor(red: red, green: green, blue: blue, alpha: alpha)
        self.init(storage: Storage(name: c.hexString, light: c, dark: c))
    }

    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// A colour that is `light` in light mode and `dark` in dark mode (UIKit builds these with
    /// a trait-collection provider).
    public convenience init(light: UIColor, dark: UIColor) {
        self.init(storage: Storage(name: "\(light.storage.name) | \(dark.storage.name)", light: light.storage.light, dark: dark.storage.dark))
    }

    /// The same colour with another opacity (replacing, not multiplying, as UIKit does).
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        var l = storage.light, d = storage.dark
        l.alpha = alpha
        d.alpha = alpha
        return UIColor(storage: Storage(name: "\(storage.name) alpha \(alpha)", light: l, dark: d))
    }

    public var description: String { "UIColor(\(storage.name))" }

    public static func == (a: UIColor, b: UIColor) -> Bool { a.storage == b.storage }
    public func hash(into h: inout Hasher) { h.combine(storage) }

    public static let systemBlue = UIColor("systemBlue", SystemPalette.blue)
    public static let systemRed = UIColor("systemRed", SystemPalette.red)
    public static let systemGreen = UIColor("systemGreen", SystemPalette.green)
    public static let systemOrange = UIColor("systemOrange", SystemPalette.orange)
    public static let systemYellow = UIColor("systemYellow", SystemPalette.yellow)
    public static let systemPink = UIColor("systemPink", SystemPalette.pink)
    public static let systemPurple = UIColor("systemPurple", SystemPalette.purple)
    public static let systemIndigo = UIColor("systemIndigo", SystemPalette.indigo)
    public static let systemTeal = UIColor("systemTeal", SystemPalette.teal)
    public static let systemMint = UIColor("systemMint", SystemPalette.mint)
    public static let systemCyan = UIColor("systemCyan", SystemPalette.cyan)
    public static let systemBrown = UIColor("systemBrown", SystemPalette.brown)
    public static let systemGray = UIColor("systemGray", SystemPalette.gray)
    public static let systemGray2 = UIColor("systemGray2", SystemPalette.gray2)
    public static let systemGray3 = UIColor("systemGray3", SystemPalette.gray3)
    public static let systemGray4 = UIColor("systemGray4", SystemPalette.gray4)
    public static let systemGray5 = UIColor("systemGray5", SystemPalette.gray5)
    public static let systemGray6 = UIColor("systemGray6", SystemPalette.gray6)

    public static let systemBackground = UIColor("systemBackground", SystemPalette.systemBackground)
    public static let secondarySystemBackground = UIColor("secondarySystemBackground", SystemPalette.secondarySystemBackground)
    public static let tertiarySystemBackground = UIColor("tertiarySystemBackground", SystemPalette.tertiarySystemBackground)
    public static let systemGroupedBackground = UIColor("systemGroupedBackground", SystemPalette.systemGroupedBackground)
    public static let secondarySystemGroupedBackground = UIColor("secondarySystemGroupedBackground", SystemPalette.secondarySystemGroupedBackground)
    public static let tertiarySystemGroupedBackground = UIColor("tertiarySystemGroupedBackground", SystemPalette.tertiarySystemGroupedBackground)

    public static let label = UIColor("label", SystemPalette.label)
    public static let secondaryLabel = UIColor("secondaryLabel", SystemPalette.secondaryLabel)
    public static let tertiaryLabel = UIColor("tertiaryLabel", SystemPalette.tertiaryLabel)
    public static let quaternaryLabel = UIColor("quaternaryLabel", SystemPalette.quaternaryLabel)
    public static let placeholderText = UIColor("placeholderText", SystemPalette.placeholderText)
    public static let separator = UIColor("separator", SystemPalette.separator)
    public static let opaqueSeparator = UIColor("opaqueSeparator", SystemPalette.opaqueSeparator)
    public static let link = UIColor("link", SystemPalette.link)
    public static let systemFill = UIColor("systemFill", SystemPalette.systemFill)
    public static let secondarySystemFill = UIColor("secondarySystemFill", SystemPalette.secondarySystemFill)
    public static let tertiarySystemFill = UIColor("tertiarySystemFill", SystemPalette.tertiarySystemFill)
    public static let quaternarySystemFill = UIColor("quaternarySystemFill", SystemPalette.quaternarySystemFill)

    public static let black = UIColor(white: 0, alpha: 1)
    public static let white = UIColor(white: 1, alpha: 1)
    public static let clear = UIColor(white: 0, alpha: 0)
    public static let gray = UIColor(white: 0.5, alpha: 1)
    public static let darkGray = UIColor(white: 1.0 / 3, alpha: 1)
    public static let lightGray = UIColor(white: 2.0 / 3, alpha: 1)
}
