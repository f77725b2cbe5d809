import Drawing

/// A colour as Core Graphics keeps one, as `CGColor` (which SwiftUI re-exports from
/// CoreGraphics; Linux has no CoreGraphics): red, green, blue and alpha in sRGB, or a grey.
/// Enough for `Color(cgColor:)`, `Color.cgColor` and `ColorPicker(selection: Binding<CGColor>)`;
/// there is no Core Graphics drawing here.
public final class CGColor: Hashable, Sendable, CustomStringConvertible {
    let rgba: RGBAColor
    /// Two components (grey, alpha) or four (red, green, blue, alpha), as Core Graphics counts them.
    private let isGray: Bool

    init(rgba: RGBAColor, isGray: Bool = false) {
        self.rgba = rgba
        self.isGray = isGray
    }

    /// A colour in the sRGB colour space.
    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(rgba: RGBAColor(red: red, green: green, blue: blue, alpha: alpha))
    }

    public convenience init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// A grey in the generic grey colour space.
    public convenience init(gray: CGFloat, alpha: CGFloat) {
        self.init(rgba: RGBAColor(red: gray, green: gray, blue: gray, alpha: alpha), isGray: true)
    }

    public static let white = CGColor(gray: 1, alpha: 1)
    public static let black = CGColor(gray: 0, alpha: 1)
    public static let clear = CGColor(gray: 0, alpha: 0)

    public var alpha: CGFloat { CGFloat(rgba.alpha) }
    public var numberOfComponents: Int { isGray ? 2 : 4 }

    public var components: [CGFloat]? {
        isGray ? [CGFloat(rgba.red), CGFloat(rgba.alpha)]
            : [CGFloat(rgba.red), CGFloat(rgba.green), CGFloat(rgba.blue), CGFloat(rgba.alpha)]
    }

    /// The same colour with another alpha.
    public func copy(alpha: CGFloat) -> CGColor? {
        var c = rgba
        c.alpha = Double(alpha)
        return CGColor(rgba: c, isGray: isGray)
    }

    public static func == (a: CGColor, b: CGColor) -> Bool { a.rgba == b.rgba }
    public func hash(into hasher: inout Hasher) { hasher.combine(rgba) }
    public var description: String { "CGColor(\(rgba.hexString))" }
}

extension Color {
    /// A colour from a Core Graphics colour.
    public init(cgColor: CGColor) {
        self.init(provider: .constant(cgColor.rgba))
    }

    @available(*, deprecated, renamed: "init(cgColor:)")
    public init(_ cgColor: CGColor) {
        self.init(cgColor: cgColor)
    }

    /// The Core Graphics colour of a colour made from components; nil for colours that
    /// depend on the environment (the system colours, `primary`, the accent colour), as in
    /// SwiftUI.
    public var cgColor: CGColor? {
        switch provider {
        case .constant(let c): return CGColor(rgba: c)
        case .opacity(let box, let k): return box.color.cgColor.flatMap { $0.copy(alpha: $0.alpha * k) }
        default: return nil
        }
    }
}

extension Color.Resolved {
    /// The resolved colour as a Core Graphics colour.
    public var cgColor: CGColor { CGColor(rgba: rgba) }
}
