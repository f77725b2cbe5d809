import Drawing

/// A font, as SwiftUI's `Font`: a text style, a system font of a size, or a custom font the
/// user's package bundles, with weight and italic. Inter stands in for SF Pro (see Drawing's
/// `TypeMetrics`); custom fonts are registered from the resource bundles beside the
/// executable (Drawing's `UserFonts`).
public struct Font: Hashable, Sendable {
    /// SwiftUI's text styles.
    public enum TextStyle: String, Hashable, Sendable, CaseIterable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2

        var drawing: Drawing.TextStyle { Drawing.TextStyle(rawValue: rawValue)! }
    }

    public enum Design: Hashable, Sendable {
        case `default`, serif, rounded, monospaced

        /// The stand-in family Drawing draws it in (New York → Noto Serif, SF Pro Rounded →
        /// Quicksand, SF Mono → JetBrains Mono; see README "Fonts").
        var drawing: FontSpec.Design {
            switch self {
            case .default: .default
            case .serif: .serif
            case .rounded: .rounded
            case .monospaced: .monospaced
            }
        }
    }

    /// Font weights, lightest first.
    public struct Weight: Hashable, Sendable {
        let value: FontSpec.Weight
        public static let ultraLight = Weight(value: .ultraLight)
        public static let thin = Weight(value: .thin)
        public static let light = Weight(value: .light)
        public static let regular = Weight(value: .regular)
        public static let medium = Weight(value: .medium)
        public static let semibold = Weight(value: .semibold)
        public static let bold = Weight(value: .bold)
        public static let heavy = Weight(value: .heavy)
        public static let black = Weight(value: .black)
    }

    /// How wide the letters are, as SwiftUI's `Font.Width` (iOS 16).
    public struct Width: Hashable, Sendable, CustomStringConvertible {
        public var value: CGFloat

        public init(_ value: CGFloat) {
            self.value = value
        }

        public static let compressed = Width(-0.3)
        public static let condensed = Width(-0.2)
        public static let standard = Width(0)
        public static let expanded = Width(0.2)

        public var description: String {
            switch self {
            case .compressed: ".compressed"
            case .condensed: ".condensed"
            case .standard: ".standard"
            case .expanded: ".expanded"
            default: "Width(\(value))"
            }
        }
    }

    enum Base: Hashable, Sendable {
        case style(TextStyle)
        case size(CGFloat)
        /// `Font.custom`: a family or PostScript name, a size at the default Dynamic Type size,
        /// and the text style it scales like (nil for `fixedSize`).
        case custom(String, size: CGFloat, relativeTo: TextStyle?)
    }

    let base: Base
    var weight: Weight?
    var isItalic = false
    var design: Design = .default
    var width: Width?
    /// `monospacedDigit()`: tabular figures.
    var hasMonospacedDigits = false
    /// Where `Font.custom` was called, for the report of a name no bundled font has (left
    /// out of `==` and `hash`).
    var site = Uncompared<CallSite?>(nil)

    init(base: Base, weight: Weight? = nil) {
        self.base = base
        self.weight = weight
    }

    public static func system(size: CGFloat, weight: Weight? = nil, design: Design? = nil) -> Font {
        var f = Font(base: .size(size), weight: weight)
        f.design = design ?? .default
        return f
    }

    public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font {
        var f = Font(base: .style(style), weight: weight)
        f.design = design ?? .default
        return f
    }

    /// A font the user's package bundles, by family ("Lobster") or PostScript name
    /// ("Lobster-Regular"), that scales with Dynamic Type as `.body` does. A name no bundled
    /// font has draws the system font, and is reported.
    public static func custom(_ name: String, size: CGFloat, _fileID: String = #fileID, _line: Int = #line) -> Font {
        custom(name, size: size, relativeTo: .body, _fileID: _fileID, _line: _line)
    }

    /// A font the user's package bundles that scales with Dynamic Type as `textStyle` does:
    /// `size × textStyle's size at the Dynamic Type size / its size at large`, unrounded (as
    /// `UIFontMetrics.scaledValue(for:)`).
    public static func custom(
        _ name: String, size: CGFloat, relativeTo textStyle: TextStyle, _fileID: String = #fileID, _line: Int = #line
    ) -> Font {
        var f = Font(base: .custom(name, size: size, relativeTo: textStyle))
        f.site = Uncompared(CallSite(file: _fileID, line: _line))
        return f
    }

    /// A font the user's package bundles at a size that Dynamic Type never changes.
    public static func custom(_ name: String, fixedSize: CGFloat, _fileID: String = #fileID, _line: Int = #line) -> Font {
        var f = Font(base: .custom(name, size: fixedSize, relativeTo: nil))
        f.site = Uncompared(CallSite(file: _fileID, line: _line))
        return f
    }

    public static let largeTitle = Font(base: .style(.largeTitle))
    public static let title = Font(base: .style(.title))
    public static let title2 = Font(base: .style(.title2))
    public static let title3 = Font(base: .style(.title3))
    public static let headline = Font(base: .style(.headline))
    public static let subheadline = Font(base: .style(.subheadline))
    public static let body = Font(base: .style(.body))
    public static let callout = Font(base: .style(.callout))
    public static let footnote = Font(base: .style(.footnote))
    public static let caption = Font(base: .style(.caption))
    public static let caption2 = Font(base: .style(.caption2))

    public func weight(_ weight: Weight) -> Font {
        var f = self
        f.weight = weight
        return f
    }

    public func bold() -> Font { weight(.bold) }

    public func width(_ width: Width) -> Font {
        var f = self
        f.width = width
        return f
    }

    /// The same font with digits of equal width (tabular figures), for numbers that line up.
    public func monospacedDigit() -> Font {
        var f = self
        f.hasMonospacedDigits = true
        return f
    }

    /// The same font in the monospaced design.
    public func monospaced() -> Font {
        var f = self
        f.design = .monospaced
        return f
    }

    public func italic() -> Font {
        var f = self
        f.isItalic = true
        return f
    }

    /// The Drawing font at a Dynamic Type size; `weightOverride` comes from `.fontWeight`.
    func spec(dynamicType: DynamicTypeSize = .large, weightOverride: Weight? = nil) -> FontSpec {
        switch base {
        case .style(let style):
            let s = style.drawing
            return FontSpec(
                size: s.size(atDynamicTypeIndex: dynamicType.rawValue), weight: (weightOverride ?? weight)?.value ?? s.weight,
                italic: isItalic, design: design.drawing, leading: s.leading(atDynamicTypeIndex: dynamicType.rawValue))
        case .size(let size):
            return FontSpec(size: size, weight: (weightOverride ?? weight)?.value ?? .regular, italic: isItalic, design: design.drawing)
        case .custom(let name, let size, let style):
            // A name no bundled font has is drawn in the system font (`TextResolver` reports it).
            return FontSpec(
                size: Self.scaled(size, relativeTo: style, dynamicType: dynamicType),
                weight: (weightOverride ?? weight)?.value ?? .regular, italic: isItalic, design: design.drawing,
                customName: UserFonts.isRegistered(name) ? name : nil)
        }
    }

    /// A custom font's size at a Dynamic Type size: scaled by the style's size there over its
    /// size at large (not rounded); `fixedSize` (no style) as given.
    static func scaled(_ size: CGFloat, relativeTo style: TextStyle?, dynamicType: DynamicTypeSize) -> Double {
        guard let style = style?.drawing else { return Double(size) }
        return Double(size) * style.size(atDynamicTypeIndex: dynamicType.rawValue) / style.size
    }

    /// The bundled font `Font.custom` names, when none of the user's fonts has it.
    var unknownCustomName: String? {
        guard case .custom(let name, _, _) = base, !UserFonts.isRegistered(name) else { return nil }
        return name
    }

    /// The point size before Dynamic Type.
    var pointSize: CGFloat {
        switch base {
        case .style(let s): s.drawing.size
        case .size(let size): size
        case .custom(_, let size, _): size
        }
    }
}

extension EnvironmentValues {
    /// The Drawing font of text here: the environment's font (body by default), its weight.
    var resolvedFontSpec: FontSpec {
        var spec = (font ?? .body).spec(dynamicType: dynamicTypeSize, weightOverride: fontWeight)
        applyLegibilityWeight(to: &spec)
        return spec
    }

    /// Bold Text (`legibilityWeight == .bold`) draws the system font heavier: regular text
    /// semibold, every heavier weight one step up (as UIKit's bold-text fonts; the steps are
    /// an estimate from screenshots, E). Custom fonts keep their weight.
    func applyLegibilityWeight(to spec: inout FontSpec) {
        guard legibilityWeight == .bold, spec.customName == nil else { return }
        spec.weight = switch spec.weight {
        case .ultraLight: .light
        case .thin: .regular
        case .light: .medium
        case .regular: .semibold
        case .medium: .semibold
        case .semibold: .bold
        case .bold: .heavy
        case .heavy, .black: .black
        }
    }
}
