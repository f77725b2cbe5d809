/// The AppKit colours that the macOS branch of shared SwiftUI code names. On Linux
/// `#if os(iOS)` is false, so `#if os(iOS) … #else Color(nsColor: .windowBackgroundColor)
/// #endif` compiles its macOS branch: these colours let it compile and draw each AppKit
/// colour as its iOS counterpart (a window background as the system background, a control's
/// accent as the tint blue). Write `#if canImport(UIKit)` to take the iOS branch instead.
public final class NSColor: Hashable, Sendable, CustomStringConvertible {
    let storage: UIColor.Storage
    /// The colour as the macOS code names it (`NSColor.windowBackgroundColor`), and what is
    /// drawn for it, for the report of `Color(nsColor:)`.
    let name: String
    let drawnAs: String

    init(_ color: UIColor, _ name: String) {
        storage = color.storage
        self.name = "NSColor.\(name)"
        // UIColor.black and friends are named by their components; their names match AppKit's.
        drawnAs = "UIColor.\(color.storage.name.hasPrefix("#") ? name : color.storage.name)"
    }

    private init(_ color: UIColor, written: String) {
        storage = color.storage
        name = written
        drawnAs = "the same components in sRGB"
    }

    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: red, green: green, blue: blue, alpha: alpha, label: "red")
    }

    public convenience init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: red, green: green, blue: blue, alpha: alpha, label: "srgbRed")
    }

    public convenience init(calibratedRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: red, green: green, blue: blue, alpha: alpha, label: "calibratedRed")
    }

    private convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat, label: String) {
        let n = Approximation.number
        self.init(UIColor(red: red, green: green, blue: blue, alpha: alpha),
                  written: "NSColor(\(label): \(n(red)), green: \(n(green)), blue: \(n(blue)), alpha: \(n(alpha)))")
    }

    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(white: white, alpha: alpha, label: "white")
    }

    public convenience init(calibratedWhite white: CGFloat, alpha: CGFloat) {
        self.init(white: white, alpha: alpha, label: "calibratedWhite")
    }

    private convenience init(white: CGFloat, alpha: CGFloat, label: String) {
        let n = Approximation.number
        self.init(UIColor(white: white, alpha: alpha), written: "NSColor(\(label): \(n(white)), alpha: \(n(alpha)))")
    }

    private init(storage: UIColor.Storage, name: String, drawnAs: String) {
        self.storage = storage
        self.name = name
        self.drawnAs = drawnAs
    }

    public func withAlphaComponent(_ alpha: CGFloat) -> NSColor {
        let a = Approximation.number(alpha)
        return NSColor(storage: UIColor(storage: storage).withAlphaComponent(alpha).storage,
                       name: "\(name).withAlphaComponent(\(a))", drawnAs: "\(drawnAs) at alpha \(a)")
    }

    public var description: String { "NSColor(\(storage.name))" }
    public static func == (a: NSColor, b: NSColor) -> Bool { a.storage == b.storage }
    public func hash(into h: inout Hasher) { h.combine(storage) }

    public static let labelColor = NSColor(.label, "labelColor")
    public static let secondaryLabelColor = NSColor(.secondaryLabel, "secondaryLabelColor")
    public static let tertiaryLabelColor = NSColor(.tertiaryLabel, "tertiaryLabelColor")
    public static let quaternaryLabelColor = NSColor(.quaternaryLabel, "quaternaryLabelColor")
    public static let textColor = NSColor(.label, "textColor")
    public static let placeholderTextColor = NSColor(.placeholderText, "placeholderTextColor")
    public static let headerTextColor = NSColor(.label, "headerTextColor")
    public static let controlTextColor = NSColor(.label, "controlTextColor")
    public static let disabledControlTextColor = NSColor(.tertiaryLabel, "disabledControlTextColor")
    public static let linkColor = NSColor(.link, "linkColor")
    public static let separatorColor = NSColor(.separator, "separatorColor")
    public static let gridColor = NSColor(.opaqueSeparator, "gridColor")

    public static let windowBackgroundColor = NSColor(.systemBackground, "windowBackgroundColor")
    public static let underPageBackgroundColor = NSColor(.systemGroupedBackground, "underPageBackgroundColor")
    public static let textBackgroundColor = NSColor(.systemBackground, "textBackgroundColor")
    public static let controlBackgroundColor = NSColor(.secondarySystemBackground, "controlBackgroundColor")
    public static let controlColor = NSColor(.secondarySystemFill, "controlColor")
    public static let controlAccentColor = NSColor(.systemBlue, "controlAccentColor")
    public static let selectedContentBackgroundColor = NSColor(.systemBlue, "selectedContentBackgroundColor")
    public static let unemphasizedSelectedContentBackgroundColor = NSColor(.systemGray5, "unemphasizedSelectedContentBackgroundColor")

    public static let systemBlue = NSColor(.systemBlue, "systemBlue")
    public static let systemRed = NSColor(.systemRed, "systemRed")
    public static let systemGreen = NSColor(.systemGreen, "systemGreen")
    public static let systemOrange = NSColor(.systemOrange, "systemOrange")
    public static let systemYellow = NSColor(.systemYellow, "systemYellow")
    public static let systemPink = NSColor(.systemPink, "systemPink")
    public static let systemPurple = NSColor(.systemPurple, "systemPurple")
    public static let systemIndigo = NSColor(.systemIndigo, "systemIndigo")
    public static let systemTeal = NSColor(.systemTeal, "systemTeal")
    public static let systemMint = NSColor(.systemMint, "systemMint")
    public static let systemCyan = NSColor(.systemCyan, "systemCyan")
    public static let systemBrown = NSColor(.systemBrown, "systemBrown")
    public static let systemGray = NSColor(.systemGray, "systemGray")

    public static let black = NSColor(.black, "black")
    public static let white = NSColor(.white, "white")
    public static let clear = NSColor(.clear, "clear")
    public static let gray = NSColor(.gray, "gray")
    public static let darkGray = NSColor(.darkGray, "darkGray")
    public static let lightGray = NSColor(.lightGray, "lightGray")
}

extension Color {
    /// An AppKit colour, drawn as its iOS counterpart (see `NSColor`). Only the macOS branch
    /// of `#if os(iOS)` reaches it, so it reports that the iOS branch was not used.
    public init(nsColor: NSColor, _fileID: String = #fileID, _line: Int = #line) {
        self.init(uiColor: UIColor(storage: nsColor.storage))
        pending.value = PendingApproximation(
            cause: "#if os(iOS) is false on Linux, so the macOS branch's \(nsColor.name) was used (#if canImport(UIKit) takes the iOS branch)",
            drawnAs: nsColor.drawnAs, site: CallSite(file: _fileID, line: _line))
    }
}
