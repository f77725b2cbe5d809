/// The AppKit colours that the macOS branch of shared SwiftUI code names. On Linux
/// `#if os(iOS)` is false, so `#if os(iOS) … #else Color(nsColor: .windowBackgroundColor)
/// #endif` compiles its macOS branch: these colours let it compile and draw each AppKit
/// colour as its iOS counterpart (a window background as the system background, a control's
/// accent as the tint blue). Write `#if canImport(UIKit)` to take the iOS branch instead.
public final class NSColor: Hashable, Sendable, CustomStringConvertible {
    let storage: UIColor.Storage

    init(_ color: UIColor) { storage = color.storage }

    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(UIColor(red: red, green: green, blue: blue, alpha: alpha))
    }

    public convenience init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }

    public convenience init(calibratedRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }

    public convenience init(white: CGFloat, alpha: CGFloat) { self.init(UIColor(white: white, alpha: alpha)) }

    public convenience init(calibratedWhite white: CGFloat, alpha: CGFloat) { self.init(white: white, alpha: alpha) }

    public func withAlphaComponent(_ alpha: CGFloat) -> NSColor { NSColor(UIColor(storage: storage).withAlphaComponent(alpha)) }

    public var description: String { "NSColor(\(storage.name))" }
    public static func == (a: NSColor, b: NSColor) -> Bool { a.storage == b.storage }
    public func hash(into h: inout Hasher) { h.combine(storage) }

    public static let labelColor = NSColor(.label)
    public static let secondaryLabelColor = NSColor(.secondaryLabel)
    public static let tertiaryLabelColor = NSColor(.tertiaryLabel)
    public static let quaternaryLabelColor = NSColor(.quaternaryLabel)
    public static let textColor = NSColor(.label)
    public static let placeholderTextColor = NSColor(.placeholderText)
    public static let headerTextColor = NSColor(.label)
    public static let controlTextColor = NSColor(.label)
    public static let disabledControlTextColor = NSColor(.tertiaryLabel)
    public static let linkColor = NSColor(.link)
    public static let separatorColor = NSColor(.separator)
    public static let gridColor = NSColor(.opaqueSeparator)

    public static let windowBackgroundColor = NSColor(.systemBackground)
    public static let underPageBackgroundColor = NSColor(.systemGroupedBackground)
    public static let textBackgroundColor = NSColor(.systemBackground)
    public static let controlBackgroundColor = NSColor(.secondarySystemBackground)
    public static let controlColor = NSColor(.secondarySystemFill)
    public static let controlAccentColor = NSColor(.systemBlue)
    public static let selectedContentBackgroundColor = NSColor(.systemBlue)
    public static let unemphasizedSelectedContentBackgroundColor = NSColor(.systemGray5)

    public static let systemBlue = NSColor(.systemBlue)
    public static let systemRed = NSColor(.systemRed)
    public static let systemGreen = NSColor(.systemGreen)
    public static let systemOrange = NSColor(.systemOrange)
    public static let systemYellow = NSColor(.systemYellow)
    public static let systemPink = NSColor(.systemPink)
    public static let systemPurple = NSColor(.systemPurple)
    public static let systemIndigo = NSColor(.systemIndigo)
    public static let systemTeal = NSColor(.systemTeal)
    public static let systemMint = NSColor(.systemMint)
    public static let systemCyan = NSColor(.systemCyan)
    public static let systemBrown = NSColor(.systemBrown)
    public static let systemGray = NSColor(.systemGray)

    public static let black = NSColor(.black)
    public static let white = NSColor(.white)
    public static let clear = NSColor(.clear)
    public static let gray = NSColor(.gray)
    public static let darkGray = NSColor(.darkGray)
    public static let lightGray = NSColor(.lightGray)
}

extension Color {
    /// An AppKit colour, drawn as its iOS counterpart (see `NSColor`).
    public init(nsColor: NSColor) {
        self.init(uiColor: UIColor(storage: nsColor.storage))
    }
}
