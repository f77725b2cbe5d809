import Drawing

/// The iOS system palette, light and dark, from `../shared/reference/ios-metrics.md` §3
/// (OpenSwiftUI's SystemColors and Flutter's Cupertino colours). One table, so a value can be
/// corrected in one place.
enum SystemPalette {
    struct Pair {
        let light: RGBAColor
        let dark: RGBAColor
        func resolve(_ scheme: ColorScheme) -> RGBAColor { scheme == .dark ? dark : light }
    }

    static func pair(_ light: UInt32, _ dark: UInt32, _ lightAlpha: Double = 1, _ darkAlpha: Double = 1) -> Pair {
        Pair(light: RGBAColor(hex: light, alpha: lightAlpha), dark: RGBAColor(hex: dark, alpha: darkAlpha))
    }

    static let blue = pair(0x007AFF, 0x0A84FF)
    static let red = pair(0xFF3B30, 0xFF453A)
    static let green = pair(0x34C759, 0x30D158)
    static let orange = pair(0xFF9500, 0xFF9F0A)
    static let yellow = pair(0xFFCC00, 0xFFD60A)
    static let pink = pair(0xFF2D55, 0xFF375F)
    static let purple = pair(0xAF52DE, 0xBF5AF2)
    static let indigo = pair(0x5856D6, 0x5E5CE6)
    static let teal = pair(0x30B0C7, 0x40C8E0)
    static let mint = pair(0x00C7BE, 0x63E6E2)
    static let cyan = pair(0x32ADE6, 0x64D2FF)
    static let brown = pair(0xA2845E, 0xAC8E68)
    static let gray = pair(0x8E8E93, 0x8E8E93)
    static let gray2 = pair(0xAEAEB2, 0x636366)
    static let gray3 = pair(0xC7C7CC, 0x48484A)
    static let gray4 = pair(0xD1D1D6, 0x3A3A3C)
    static let gray5 = pair(0xE5E5EA, 0x2C2C2E)
    static let gray6 = pair(0xF2F2F7, 0x1C1C1E)

    static let systemBackground = pair(0xFFFFFF, 0x000000)
    static let secondarySystemBackground = pair(0xF2F2F7, 0x1C1C1E)
    static let tertiarySystemBackground = pair(0xFFFFFF, 0x2C2C2E)
    static let systemGroupedBackground = pair(0xF2F2F7, 0x000000)
    static let secondarySystemGroupedBackground = pair(0xFFFFFF, 0x1C1C1E)
    static let tertiarySystemGroupedBackground = pair(0xF2F2F7, 0x2C2C2E)

    static let label = pair(0x000000, 0xFFFFFF)
    static let secondaryLabel = pair(0x3C3C43, 0xEBEBF5, 0.6, 0.6)
    static let tertiaryLabel = pair(0x3C3C43, 0xEBEBF5, 0.3, 0.3)
    static let quaternaryLabel = pair(0x3C3C43, 0xEBEBF5, 0.18, 0.16)
    static let placeholderText = tertiaryLabel
    static let separator = pair(0x3C3C43, 0x545458, 0.29, 0.6)
    static let opaqueSeparator = pair(0xC6C6C8, 0x38383A)
    static let link = pair(0x007AFF, 0x0984FF)
    static let systemFill = pair(0x787880, 0x787880, 0.2, 0.36)
    static let secondarySystemFill = pair(0x787880, 0x787880, 0.16, 0.32)
    static let tertiarySystemFill = pair(0x767680, 0x767680, 0.12, 0.24)
    static let quaternarySystemFill = pair(0x747480, 0x767680, 0.08, 0.18)
}
