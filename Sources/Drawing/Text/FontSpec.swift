/// A font request in the terms SwiftUI uses: a size in points, a weight, italic or not, and a
/// design. Inter (Debian `fonts-inter`) stands in for SF Pro; the other designs have stand-ins
/// of their own (see `TypeMetrics.family(for:size:)`).
public struct FontSpec: Sendable, Hashable {
    /// SwiftUI's `Font.Design`: which of the system's typefaces.
    public enum Design: String, Sendable, Hashable, CaseIterable {
        /// SF Pro (stand-in: Inter, Inter Display from 20 pt).
        case `default`
        /// New York (stand-in: Noto Serif).
        case serif
        /// SF Pro Rounded (stand-in: Quicksand).
        case rounded
        /// SF Mono (stand-in: JetBrains Mono).
        case monospaced
    }

    /// SwiftUI's weights, lightest first, with the OpenType weight each maps to.
    public enum Weight: Int, Sendable, Hashable, CaseIterable {
        case ultraLight = 100, thin = 200, light = 300, regular = 400, medium = 500
        case semibold = 600, bold = 700, heavy = 800, black = 900

        public var name: String {
            switch self {
            case .ultraLight: "ultralight"
            case .thin: "thin"
            case .light: "light"
            case .regular: "regular"
            case .medium: "medium"
            case .semibold: "semibold"
            case .bold: "bold"
            case .heavy: "heavy"
            case .black: "black"
            }
        }
    }

    /// Point size (absolute: 17 means 17 pt, whatever the screen resolution).
    public var size: Double
    public var weight: Weight
    public var italic: Bool
    public var design: Design
    /// A font the user's package bundles, by family ("DejaVu Serif") or PostScript name
    /// ("DejaVuSerif-Bold"), as SwiftUI's `Font.custom` names it; nil for the system font.
    /// When set, it is drawn instead of the design's stand-in, untracked, in `weight` and
    /// `italic` (a PostScript name's own weight and slant when `weight` is regular and
    /// `italic` false); a name no bundled font has draws the system font (`UserFonts`).
    public var customName: String?
    /// The font's leading, in points: the space between one line's descent and the next
    /// line's ascent beyond the two (Core Text's `CTFontGetLeading`). A text style's is what
    /// makes its line pitch the style's line height (`TextStyle.leading(atDynamicTypeIndex:)`);
    /// a font of a fixed size has none (SF Pro's line gap is 0).
    public var leading: Double

    public init(size: Double, weight: Weight = .regular, italic: Bool = false, design: Design = .default, customName: String? = nil,
                leading: Double = 0) {
        self.size = size
        self.weight = weight
        self.italic = italic
        self.design = design
        self.customName = customName
        self.leading = leading
    }

    /// The font of an iOS text style at the default Dynamic Type size.
    public init(_ style: TextStyle, design: Design = .default) {
        self.init(size: style.size, weight: style.weight, design: design,
                  leading: style.leading(atDynamicTypeIndex: TextStyle.defaultDynamicTypeIndex))
    }

    /// The font's vertical metrics (SF Pro's, which lines are laid out with whatever font
    /// draws them), in points.
    public var lineMetrics: FontLineMetrics {
        FontLineMetrics(
            ascent: TypeMetrics.ascent * size, descent: (TypeMetrics.lineHeight - TypeMetrics.ascent) * size,
            leading: leading, capHeight: TypeMetrics.capHeight * size)
    }
}

/// A font's vertical metrics in points, as layout needs them for spacing between texts.
public struct FontLineMetrics: Sendable, Hashable {
    /// Above the baseline.
    public var ascent: Double
    /// Below the baseline (positive).
    public var descent: Double
    /// Between lines beyond ascent and descent.
    public var leading: Double
    public var capHeight: Double

    public init(ascent: Double, descent: Double, leading: Double, capHeight: Double) {
        self.ascent = ascent
        self.descent = descent
        self.leading = leading
        self.capHeight = capHeight
    }

    /// The taller of two on each measure (a line's metrics are its largest font's).
    public func union(_ other: FontLineMetrics) -> FontLineMetrics {
        FontLineMetrics(ascent: max(ascent, other.ascent), descent: max(descent, other.descent),
                        leading: max(leading, other.leading), capHeight: max(capHeight, other.capHeight))
    }
}

/// The iOS text styles at the default ("Large") Dynamic Type size.
public enum TextStyle: String, Sendable, Hashable, CaseIterable {
    case largeTitle, title, title2, title3, headline, body, callout, subheadline, footnote, caption, caption2

    /// Size in points (Apple's Human Interface Guidelines type table).
    public var size: Double {
        switch self {
        case .largeTitle: 34
        case .title: 28
        case .title2: 22
        case .title3: 20
        case .headline: 17
        case .body: 17
        case .callout: 16
        case .subheadline: 15
        case .footnote: 13
        case .caption: 12
        case .caption2: 11
        }
    }

    /// Headline is semibold; every other style is regular (at every Dynamic Type size).
    public var weight: FontSpec.Weight { self == .headline ? .semibold : .regular }

    /// The twelve Dynamic Type sizes, smallest first: xSmall, small, medium, large (the
    /// default), xLarge, xxLarge, xxxLarge, accessibility1 … accessibility5.
    public static let dynamicTypeSizeCount = 12
    /// The index of `large`, the default Dynamic Type size.
    public static let defaultDynamicTypeIndex = 3

    /// Point size at a Dynamic Type size (index as `dynamicTypeSizeCount` orders them).
    /// Apple's Human Interface Guidelines, Typography, "iOS, iPadOS Dynamic Type sizes"
    /// (the same table as iosfontsizes.com and ios-metrics.md's [HIG]); the `large` column is
    /// `size`. Flag: V.
    public func size(atDynamicTypeIndex index: Int) -> Double {
        let i = min(max(index, 0), Self.dynamicTypeSizeCount - 1)
        return Self.sizeTable[self]![i]
    }

    /// Line height in points at a Dynamic Type size: the pitch of the style's lines, the
    /// "leading" column of the same Human Interface Guidelines table. The `large` column is
    /// ios-metrics.md's (Flag: V); the other columns are the HIG table as recalled, not checked
    /// against a device here (Flag: E).
    public func lineHeight(atDynamicTypeIndex index: Int) -> Double {
        let i = min(max(index, 0), Self.dynamicTypeSizeCount - 1)
        return Self.lineHeightTable[self]![i]
    }

    /// The leading that gives a style's lines their pitch: its line height less SF Pro's line
    /// (`TypeMetrics.lineHeight` × size), never below 0 (caption 2's 13 pt line is shorter
    /// than an 11 pt SF line, 13.13 pt: its lines are set solid). A real iOS render shows it:
    /// three lines of `.largeTitle` wrapped in gab_imagerenderer are 41 pt apart, not 40.6.
    public func leading(atDynamicTypeIndex index: Int) -> Double {
        max(0, lineHeight(atDynamicTypeIndex: index) - TypeMetrics.lineHeight * size(atDynamicTypeIndex: index))
    }

    private static let lineHeightTable: [TextStyle: [Double]] = [
        //             xS  S   M   L   xL  xxL xxxL AX1 AX2 AX3 AX4 AX5
        .largeTitle: [38, 39, 40, 41, 43, 46, 48, 52, 57, 61, 66, 70],
        .title: [31, 32, 33, 34, 37, 39, 41, 46, 51, 57, 62, 68],
        .title2: [24, 25, 26, 28, 30, 32, 34, 41, 47, 52, 59, 66],
        .title3: [22, 23, 24, 25, 28, 30, 32, 38, 44, 51, 58, 65],
        .headline: [19, 20, 21, 22, 24, 26, 29, 34, 40, 48, 56, 62],
        .body: [19, 20, 21, 22, 24, 26, 29, 34, 40, 48, 56, 62],
        .callout: [18, 19, 20, 21, 23, 25, 28, 32, 39, 46, 52, 59],
        .subheadline: [16, 18, 19, 20, 22, 24, 28, 31, 37, 43, 50, 57],
        .footnote: [16, 16, 16, 18, 20, 22, 24, 29, 33, 40, 46, 52],
        .caption: [13, 13, 13, 16, 19, 21, 23, 28, 32, 39, 44, 51],
        .caption2: [13, 13, 13, 13, 18, 20, 22, 25, 30, 35, 41, 48],
    ]

    private static let sizeTable: [TextStyle: [Double]] = [
        //             xS  S   M   L   xL  xxL xxxL AX1 AX2 AX3 AX4 AX5
        .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60],
        .title: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58],
        .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56],
        .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55],
        .headline: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        .body: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 50],
        .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 48],
        .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44],
        .caption: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43],
        .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 41],
    ]
}
