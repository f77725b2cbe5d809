import Drawing

/// The iOS system palette, light and dark, from `../shared/reference/ios-metrics.md` §3
/// (OpenSwiftUI's SystemColors and Flutter's Cupertino colours). One table, so a value can be
/// corrected in one place. The Increase Contrast values are OpenSwiftUI's
/// DefaultSystemColorDefinition_PhoneTV (its colour literals; flag S).
enum SystemPalette {
    struct Pair {
        let light: RGBAColor
        let dark: RGBAColor
        /// The Increase Contrast values, light and dark, where iOS has them.
        var increased: (light: RGBAColor, dark: RGBAColor)?
        func resolve(_ scheme: ColorScheme) -> RGBAColor { scheme == .dark ? dark : light }
        /// The colour in an environment's scheme and contrast.
        func resolve(_ env: EnvironmentValues) -> RGBAColor {
            if env.colorSchemeContrast == .increased, let increased {
                return env.colorScheme == .dark ? increased.dark : increased.light
            }
            return resolve(env.colorScheme)
        }
        /// This pair with Increase Contrast values.
        func increased(_ light: UInt32, _ dark: UInt32, _ lightAlpha: Double? = nil, _ darkAlpha: Double? = nil) -> Pair {
            var p = self
            p.increased = (RGBAColor(hex: light, alpha: lightAlpha ?? self.light.alpha),
                           RGBAColor(hex: dark, alpha: darkAlpha ?? self.dark.alpha))
            return p
        }
    }

    static func pair(_ light: UInt32, _ dark: UInt32, _ lightAlpha: Double = 1, _ darkAlpha: Double = 1) -> Pair {
        Pair(light: RGBAColor(hex: light, alpha: lightAlpha), dark: RGBAColor(hex: dark, alpha: darkAlpha))
    }

    static let blue = pair(0x007AFF, 0x0A84FF).increased(0x0040DD, 0x409CFF)
    static let red = pair(0xFF3B30, 0xFF453A).increased(0xD70015, 0xFF6961)
    static let green = pair(0x34C759, 0x30D158).increased(0x248A3D, 0x30DB5B)
    static let orange = pair(0xFF9500, 0xFF9F0A).increased(0xC93400, 0xFFB340)
    static let yellow = pair(0xFFCC00, 0xFFD60A).increased(0xB25000, 0xFFD426)
    static let pink = pair(0xFF2D55, 0xFF375F).increased(0xD30F45, 0xFF6482)
    static let purple = pair(0xAF52DE, 0xBF5AF2).increased(0x8944AB, 0xDA8FFF)
    static let indigo = pair(0x5856D6, 0x5E5CE6).increased(0x3634A3, 0x7D7AFF)
    static let teal = pair(0x30B0C7, 0x40C8E0).increased(0x008299, 0x5DE6FF)
    static let mint = pair(0x00C7BE, 0x63E6E2).increased(0x0C817B, 0x63E6E2)
    static let cyan = pair(0x32ADE6, 0x64D2FF).increased(0x0071A4, 0x0AD7FF)
    static let brown = pair(0xA2845E, 0xAC8E68).increased(0x7F6545, 0xB59469)
    static let gray = pair(0x8E8E93, 0x8E8E93).increased(0x6C6C70, 0xAEAEB2)
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
    static let secondaryLabel = pair(0x3C3C43, 0xEBEBF5, 0.6, 0.6).increased(0x3C3C43, 0xEBEBF5, 0.8, 0.7)
    static let tertiaryLabel = pair(0x3C3C43, 0xEBEBF5, 0.3, 0.3).increased(0x3C3C43, 0xEBEBF5, 0.7, 0.55)
    static let quaternaryLabel = pair(0x3C3C43, 0xEBEBF5, 0.18, 0.16).increased(0x3C3C43, 0xEBEBF5, 0.55, 0.4)
    static let placeholderText = tertiaryLabel
    static let separator = pair(0x3C3C43, 0x545458, 0.29, 0.6)
    static let opaqueSeparator = pair(0xC6C6C8, 0x38383A)
    static let link = pair(0x007AFF, 0x0984FF)
    static let systemFill = pair(0x787880, 0x787880, 0.2, 0.36).increased(0x787880, 0x787880, 0.28, 0.44)
    static let secondarySystemFill = pair(0x787880, 0x787880, 0.16, 0.32).increased(0x787880, 0x787880, 0.24, 0.4)
    static let tertiarySystemFill = pair(0x767680, 0x767680, 0.12, 0.24).increased(0x767680, 0x767680, 0.2, 0.32)
    static let quaternarySystemFill = pair(0x747480, 0x767680, 0.08, 0.18).increased(0x747480, 0x767680, 0.12, 0.26)
}
