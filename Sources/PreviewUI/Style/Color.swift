import Drawing

/// A colour that may depend on the environment (light or dark, the tint), as SwiftUI's
/// `Color`. A `Color` is also a view that fills the space it is offered.
public struct Color: Hashable, Sendable, CustomStringConvertible {
    enum Provider: Hashable, Sendable {
        case constant(RGBAColor)
        case system(String)          // a palette entry by name, light/dark
        case primary, secondary      // label colours
        case accent                  // the tint, or blue
        case opacity(Box, Double)
        case uiColor(UIColor.Storage)
        /// A colour set of an asset catalogue, by name and bundle (nil: the executable's).
        case asset(String, Bundle?, Uncompared<CallSite>)
    }

    /// Indirection so `opacity` can nest.
    final class Box: Hashable, @unchecked Sendable {
        let color: Color
        init(_ color: Color) { self.color = color }
        static func == (a: Box, b: Box) -> Bool { a.color == b.color }
        func hash(into h: inout Hasher) { h.combine(color) }
    }

    let provider: Provider
    /// What this colour is drawn as differently from iOS (Display P3 components, an AppKit
    /// colour), reported when it is resolved; not part of equality.
    var pending = Uncompared<PendingApproximation?>(nil)

    init(provider: Provider) { self.provider = provider }

    /// A colour space for `Color(_:red:green:blue:opacity:)`.
    public enum RGBColorSpace: Sendable, Hashable { case sRGB, sRGBLinear, displayP3 }

    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        self.init(.sRGB, red: red, green: green, blue: blue, opacity: opacity)
    }

    /// Display P3 components are converted to sRGB, the space PreviewUI draws in (through
    /// linear light: the P3-D65 → sRGB matrix of CSS Color 4); a colour outside sRGB is
    /// clipped to it and reported.
    public init(
        _ colorSpace: RGBColorSpace, red: Double, green: Double, blue: Double, opacity: Double = 1,
        _fileID: String = #fileID, _line: Int = #line
    ) {
        switch colorSpace {
        case .sRGB:
            provider = .constant(RGBAColor(red: red, green: green, blue: blue, alpha: opacity))
        case .sRGBLinear:
            provider = .constant(RGBAColor(
                red: Self.sRGBEncoded(red), green: Self.sRGBEncoded(green), blue: Self.sRGBEncoded(blue), alpha: opacity))
        case .displayP3:
            let (converted, wasClipped) = Self.sRGB(fromDisplayP3: red, green, blue, alpha: opacity)
            provider = .constant(converted)
            if wasClipped {
                let n = Approximation.number
                pending.value = PendingApproximation(
                    cause: "Color(.displayP3, red: \(n(red)), green: \(n(green)), blue: \(n(blue))) is outside sRGB, which PreviewUI draws in",
                    drawnAs: "the nearest sRGB colour (clipped)", site: CallSite(file: _fileID, line: _line))
            }
        }
    }

    /// sRGB's transfer function, from linear light.
    static func sRGBEncoded(_ v: Double) -> Double {
        v <= 0.003_130_8 ? 12.92 * v : 1.055 * pow(v, 1 / 2.4) - 0.055
    }

    /// Display P3 components (which use sRGB's transfer function) as sRGB, clipped to it, and
    /// whether clipping changed them by more than half a step of 8 bits.
    static func sRGB(fromDisplayP3 red: Double, _ green: Double, _ blue: Double, alpha: Double) -> (RGBAColor, clipped: Bool) {
        func decode(_ v: Double) -> Double { v <= 0.040_45 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4) }
        let (r, g, b) = (decode(red), decode(green), decode(blue))
        let linear = [
            1.224_940_2 * r - 0.224_940_2 * g,
            -0.042_056_9 * r + 1.042_056_9 * g,
            -0.019_637_6 * r - 0.078_636_1 * g + 1.098_273_7 * b,
        ]
        let clipped = linear.map { min(max($0, 0), 1) }
        let color = RGBAColor(red: sRGBEncoded(clipped[0]), green: sRGBEncoded(clipped[1]), blue: sRGBEncoded(clipped[2]), alpha: alpha)
        return (color, zip(linear, clipped).contains { abs($0 - $1) > 0.5 / 255 })
    }

    public init(white: Double, opacity: Double = 1) {
        self.init(.sRGB, white: white, opacity: opacity)
    }

    public init(_ colorSpace: RGBColorSpace, white: Double, opacity: Double = 1) {
        self.init(colorSpace, red: white, green: white, blue: white, opacity: opacity)
    }

    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        let h = (hue - hue.rounded(.down)) * 6
        let c = brightness * saturation
        let x = c * (1 - abs(h.truncatingRemainder(dividingBy: 2) - 1))
        let (r, g, b): (Double, Double, Double)
        switch Int(h) {
        case 0: (r, g, b) = (c, x, 0)
        case 1: (r, g, b) = (x, c, 0)
        case 2: (r, g, b) = (0, c, x)
        case 3: (r, g, b) = (0, x, c)
        case 4: (r, g, b) = (x, 0, c)
        default: (r, g, b) = (c, 0, x)
        }
        let m = brightness - c
        self.init(red: r + m, green: g + m, blue: b + m, opacity: opacity)
    }

    /// A colour from UIKit's palette (light and dark).
    public init(uiColor: UIColor) {
        provider = .uiColor(uiColor.storage)
    }

    public init(_ uiColor: UIColor) { self.init(uiColor: uiColor) }

    /// A colour set from an asset catalogue: its light or dark colour, as the environment is.
    /// Catalogues come from SwiftPM resources (`resources: [.process("Assets.xcassets")]`);
    /// a name found in none is reported and drawn clear, as iOS draws a missing colour.
    public init(_ name: String, bundle: Bundle? = nil, _fileID: String = #fileID, _line: Int = #line) {
        provider = .asset(name, bundle, Uncompared(CallSite(file: _fileID, line: _line)))
    }

    /// This colour with its opacity multiplied.
    public func opacity(_ opacity: Double) -> Color {
        Color(provider: .opacity(Box(self), opacity))
    }

    /// The colour in an environment.
    public func resolve(in environment: EnvironmentValues) -> Color.Resolved {
        Color.Resolved(rgba(environment))
    }

    func rgba(_ env: EnvironmentValues) -> RGBAColor {
        pending.value?.report()
        switch provider {
        case .constant(let c): return c
        case .system(let name): return (Self.palette[name] ?? SystemPalette.gray).resolve(env)
        case .primary: return SystemPalette.label.resolve(env)
        case .secondary: return SystemPalette.secondaryLabel.resolve(env)
        case .accent:
            var outer = env
            outer.tint = nil
            return env.tint?.rgba(outer) ?? SystemPalette.blue.resolve(env)
        case .opacity(let box, let k): return box.color.rgba(env).multiplyingAlpha(k)
        case .uiColor(let storage): return storage.resolve(env.colorScheme)
        case .asset(let name, let bundle, let site):
            let set = AssetCatalogs.catalogs(bundle).lazy.compactMap { $0.colors[name] }.first
            if let set, let color = AssetCatalog.bestColor(set, dark: env.colorScheme == .dark) { return color }
            let cause = set == nil ? AssetCatalogs.notFoundCause("colour", name, bundle: bundle) : "colour set '\(name)' has no colours"
            PendingApproximation(cause: cause, drawnAs: "clear", site: site.value).report()
            return RGBAColor(red: 0, green: 0, blue: 0, alpha: 0)
        }
    }

    public var description: String {
        switch provider {
        case .constant(let c): return c.hexString
        case .system(let name): return name
        case .primary: return "primary"
        case .secondary: return "secondary"
        case .accent: return "accentColor"
        case .opacity(let box, let k): return "\(box.color.description) opacity \(k)"
        case .uiColor(let s): return "UIColor(\(s.name))"
        case .asset(let name, _, _): return "asset \(name)"
        }
    }

    /// A concrete colour, as SwiftUI's `Color.Resolved`.
    public struct Resolved: Hashable, Sendable {
        let rgba: RGBAColor
        init(_ rgba: RGBAColor) { self.rgba = rgba }
        public var red: Float { Float(rgba.red) }
        public var green: Float { Float(rgba.green) }
        public var blue: Float { Float(rgba.blue) }
        public var opacity: Float { Float(rgba.alpha) }
    }

    static let palette: [String: SystemPalette.Pair] = [
        "blue": SystemPalette.blue, "red": SystemPalette.red, "green": SystemPalette.green,
        "orange": SystemPalette.orange, "yellow": SystemPalette.yellow, "pink": SystemPalette.pink,
        "purple": SystemPalette.purple, "indigo": SystemPalette.indigo, "teal": SystemPalette.teal,
        "mint": SystemPalette.mint, "cyan": SystemPalette.cyan, "brown": SystemPalette.brown,
        "gray": SystemPalette.gray,
    ]

    static func system(_ name: String) -> Color { Color(provider: .system(name)) }

    public static let black = Color(provider: .constant(.black))
    public static let white = Color(provider: .constant(.white))
    public static let clear = Color(provider: .constant(.clear))
    public static let blue = system("blue")
    public static let red = system("red")
    public static let green = system("green")
    public static let orange = system("orange")
    public static let yellow = system("yellow")
    public static let pink = system("pink")
    public static let purple = system("purple")
    public static let indigo = system("indigo")
    public static let teal = system("teal")
    public static let mint = system("mint")
    public static let cyan = system("cyan")
    public static let brown = system("brown")
    public static let gray = system("gray")
    public static let primary = Color(provider: .primary)
    public static let secondary = Color(provider: .secondary)
    public static let accentColor = Color(provider: .accent)
}

extension ShapeStyle where Self == Color {
    public static var black: Color { Color.black }
    public static var white: Color { Color.white }
    public static var clear: Color { Color.clear }
    public static var blue: Color { Color.blue }
    public static var red: Color { Color.red }
    public static var green: Color { Color.green }
    public static var orange: Color { Color.orange }
    public static var yellow: Color { Color.yellow }
    public static var pink: Color { Color.pink }
    public static var purple: Color { Color.purple }
    public static var indigo: Color { Color.indigo }
    public static var teal: Color { Color.teal }
    public static var mint: Color { Color.mint }
    public static var cyan: Color { Color.cyan }
    public static var brown: Color { Color.brown }
    public static var gray: Color { Color.gray }
    public static var accentColor: Color { Color.accentColor }
}
