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

    public init(size: Double, weight: Weight = .regular, italic: Bool = false, design: Design = .default, customName: String? = nil) {
        self.size = size
        self.weight = weight
        self.italic = italic
        self.design = design
        self.customName = customName
    }

    /// The font of an iOS text style at the default Dynamic Type size.
    public init(_ style: TextStyle, design: Design = .default) {
        self.init(size: style.size, weight: style.weight, design: design)
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

    /// Point size at a Dynamic Type size (index as `dynamicTypeSizeCount` orders them).
    /// Apple's Human Interface Guidelines, Typography, "iOS, iPadOS Dynamic Type sizes"
    /// (the same table as iosfontsizes.com and ios-metrics.md's [HIG]); the `large` column is
    /// `size`. Flag: V.
    public func size(atDynamicTypeIndex index: Int) -> Double {
        let i = min(max(index, 0), Self.dynamicTypeSizeCount - 1)
        return Self.sizeTable[self]![i]
    }

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
