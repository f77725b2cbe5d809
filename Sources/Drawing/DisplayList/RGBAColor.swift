/// An sRGB colour with straight (not premultiplied) alpha, each component in 0…1.
public struct RGBAColor: Sendable, Hashable {
    public var red: Double
    public var green: Double
    public var blue: Double
    public var alpha: Double

    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// A colour from a 24-bit hex value such as `0x007AFF`, with an opacity.
    public init(hex: UInt32, alpha: Double = 1) {
        self.init(
            red: Double((hex >> 16) & 0xFF) / 255,
            green: Double((hex >> 8) & 0xFF) / 255,
            blue: Double(hex & 0xFF) / 255,
            alpha: alpha)
    }

    /// A grey of the given white level.
    public init(white: Double, alpha: Double = 1) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    public static let black = RGBAColor(white: 0)
    public static let white = RGBAColor(white: 1)
    public static let clear = RGBAColor(white: 0, alpha: 0)

    /// The same colour with its alpha multiplied by `factor`.
    public func multiplyingAlpha(_ factor: Double) -> RGBAColor {
        RGBAColor(red: red, green: green, blue: blue, alpha: alpha * factor)
    }

    /// `#RRGGBBAA`, each component rounded to 8 bits: the form used in dumps and SVG.
    public var hexString: String {
        func byte(_ v: Double) -> String {
            let b = Int((min(max(v, 0), 1) * 255).rounded())
            let s = String(b, radix: 16, uppercase: true)
            return s.count == 1 ? "0" + s : s
        }
        return "#" + byte(red) + byte(green) + byte(blue) + byte(alpha)
    }
}
