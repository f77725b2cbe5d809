/// A font request in the terms SwiftUI uses: a size in points, a weight, italic or not.
/// Inter (Debian `fonts-inter`) stands in for SF Pro; see `TypeMetrics`.
public struct FontSpec: Sendable, Hashable {
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

    public init(size: Double, weight: Weight = .regular, italic: Bool = false) {
        self.size = size
        self.weight = weight
        self.italic = italic
    }

    /// The font of an iOS text style at the default Dynamic Type size.
    public init(_ style: TextStyle) {
        self.init(size: style.size, weight: style.weight)
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

    /// Headline is semibold; every other style is regular.
    public var weight: FontSpec.Weight { self == .headline ? .semibold : .regular }
}
