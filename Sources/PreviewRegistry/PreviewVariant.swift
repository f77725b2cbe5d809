import Foundation
import PreviewUI

/// How a state is drawn: colour scheme, text size, device and how it is held, language and
/// reading direction, and the accessibility settings that change what iOS draws.
///
/// A preview has light and dark by default. A matrix of them is declared once, in code
/// (``matrix(colorSchemes:dynamicTypeSizes:devices:orientations:locales:layoutDirections:settings:)``)
/// or on the command line (`--variants dark,ax5,se-landscape`, ``matrix(parsing:)``); each
/// variant's name joins its values in that order, leaving defaults out:
/// `dark-ax5-iphone-se-landscape`.
public struct PreviewVariant: Sendable, Hashable, CustomStringConvertible {
    /// Lower-kebab name: `light`, `dark`, `dark-rtl`, `light-ax5-iphone-se-landscape` …
    public let name: String
    public let colorScheme: ColorScheme
    public let layoutDirection: LayoutDirection
    public let dynamicTypeSize: DynamicTypeSize
    /// The device to draw on; nil: the preview's own layout.
    public let device: Device?
    public let orientation: InterfaceOrientation
    /// A locale identifier (`de`, `ar`, `pt-BR`) for `\.locale` and the strings tables; nil:
    /// the preview's own (en_US).
    public let locale: String?
    /// Every `LocalizedStringKey` drawn lengthened and accented (``pseudoLocale``).
    public let isPseudoLocalized: Bool
    public let settings: Settings

    /// Accessibility settings that change what iOS draws.
    public struct Settings: OptionSet, Sendable, Hashable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// Bold Text: `legibilityWeight` is `.bold` and text is drawn a weight heavier.
        public static let boldText = Settings(rawValue: 1 << 0)
        /// Increase Contrast: `colorSchemeContrast` is `.increased`; system colours take their
        /// high-contrast values.
        public static let increaseContrast = Settings(rawValue: 1 << 1)
        /// Reduce Motion: `accessibilityReduceMotion`.
        public static let reduceMotion = Settings(rawValue: 1 << 2)
        /// Reduce Transparency: `accessibilityReduceTransparency`; materials are opaque.
        public static let reduceTransparency = Settings(rawValue: 1 << 3)
        /// The status bar of a screen layout is left out (as swift-snapshot-testing draws).
        public static let noStatusBar = Settings(rawValue: 1 << 4)

        /// Each setting by the value `--variants` takes for it.
        public static let tokens: [(String, Settings)] = [
            ("bold", .boldText), ("contrast", .increaseContrast), ("reduce-motion", .reduceMotion),
            ("reduce-transparency", .reduceTransparency), ("no-status-bar", .noStatusBar),
        ]
    }

    /// The locale identifier that stands for the pseudo-locale in ``locale``.
    public static let pseudoLocale = "pseudo"

    public init(_ name: String, colorScheme: ColorScheme, layoutDirection: LayoutDirection = .leftToRight,
                dynamicTypeSize: DynamicTypeSize = .large, device: Device? = nil,
                orientation: InterfaceOrientation = .portrait, locale: String? = nil, settings: Settings = []) {
        self.name = SnapshotName.sanitize(name)
        self.colorScheme = colorScheme
        self.layoutDirection = layoutDirection
        self.dynamicTypeSize = dynamicTypeSize
        self.device = device
        self.orientation = orientation
        isPseudoLocalized = locale == Self.pseudoLocale
        self.locale = locale == Self.pseudoLocale ? nil : locale
        self.settings = settings
    }

    public static let light = PreviewVariant("light", colorScheme: .light)
    public static let dark = PreviewVariant("dark", colorScheme: .dark)
    /// Right to left (Arabic, Hebrew): rows start at the right.
    public static let lightRTL = PreviewVariant("light-rtl", colorScheme: .light, layoutDirection: .rightToLeft)
    public static let darkRTL = PreviewVariant("dark-rtl", colorScheme: .dark, layoutDirection: .rightToLeft)
    public static let lightAndDark = [light, dark]

    public var description: String { name }

    /// The preview's layout as this variant draws it: on its device, held as it says.
    public func layout(for own: PreviewLayout) -> PreviewLayout {
        var layout = own.on(device, orientation)
        if settings.contains(.noStatusBar), case .screen(let d) = layout { layout = .screen(d.withoutStatusBar()) }
        return layout
    }

    /// The environment as this variant sets it.
    public func apply(to env: inout EnvironmentValues) {
        env.layoutDirection = layoutDirection
        env.dynamicTypeSize = dynamicTypeSize
        if let locale { env.locale = Locale(identifier: locale) }
        if isPseudoLocalized { env.isPseudoLocalized = true }
        if settings.contains(.boldText) { env.legibilityWeight = .bold }
        if settings.contains(.increaseContrast) { env.colorSchemeContrastSetting = .increased }
        if settings.contains(.reduceMotion) { env.accessibilitySettings.reduceMotion = true }
        if settings.contains(.reduceTransparency) { env.accessibilitySettings.reduceTransparency = true }
    }

    /// The variant's value on each axis of the matrix, as people read them, in axis order:
    /// what the gallery's pickers offer.
    public var axisValues: [(axis: String, value: String)] {
        let sizes = ["xSmall", "Small", "Medium", "Large", "xLarge", "xxLarge", "xxxLarge", "AX1", "AX2", "AX3", "AX4", "AX5"]
        let orientation = switch orientation {
        case .landscapeLeft: "Landscape left"
        case .landscapeRight: "Landscape right"
        default: "Portrait"
        }
        let settingNames = Settings.tokens.filter { settings.contains($0.1) }.map(\.0)
        return [
            ("Colour scheme", colorScheme == .dark ? "Dark" : "Light"),
            ("Text size", sizes[DynamicTypeSize.allCases.firstIndex(of: dynamicTypeSize) ?? 3]),
            ("Device", device?.name ?? "The preview's own"),
            ("Orientation", orientation),
            ("Locale", isPseudoLocalized ? "Pseudo-locale" : locale ?? "The preview's own"),
            ("Direction", layoutDirection == .rightToLeft ? "Right to left" : "Left to right"),
            ("Settings", settingNames.isEmpty ? "None" : settingNames.joined(separator: ", ")),
        ]
    }

    // MARK: Names of values

    /// Short names of the text sizes, as `--variants` takes them and file names show them.
    public static let dynamicTypeSizeNames: [(String, DynamicTypeSize)] = [
        ("xs", .xSmall), ("s", .small), ("m", .medium), ("l", .large), ("xl", .xLarge), ("xxl", .xxLarge),
        ("xxxl", .xxxLarge), ("ax1", .accessibility1), ("ax2", .accessibility2), ("ax3", .accessibility3),
        ("ax4", .accessibility4), ("ax5", .accessibility5),
    ]

    static func name(of size: DynamicTypeSize) -> String {
        dynamicTypeSizeNames.first { $0.1 == size }!.0
    }

    static func name(of orientation: InterfaceOrientation) -> String? {
        switch orientation {
        case .landscapeLeft: "landscape"
        case .landscapeRight: "landscape-right"
        default: nil
        }
    }

    /// The name a variant with these values has: its values in axis order, defaults left out.
    static func composedName(
        colorScheme: ColorScheme, dynamicTypeSize: DynamicTypeSize, device: Device?, orientation: InterfaceOrientation,
        locale: String?, layoutDirection: LayoutDirection?, settings: Settings
    ) -> String {
        var parts = [colorScheme == .dark ? "dark" : "light"]
        if dynamicTypeSize != .large { parts.append(name(of: dynamicTypeSize)) }
        if let device { parts.append(device.identifier) }
        if let o = name(of: orientation) { parts.append(o) }
        if let locale { parts.append(SnapshotName.sanitize(locale)) }
        if layoutDirection == .rightToLeft { parts.append("rtl") }
        for (token, setting) in Settings.tokens where settings.contains(setting) { parts.append(token) }
        return parts.joined(separator: "-")
    }

    // MARK: Matrix

    /// Every combination of the values given, in axis order (colour scheme slowest), each
    /// named by its values. A locale written right to left (`ar`, `he`) reads right to left
    /// unless `layoutDirections` says otherwise.
    public static func matrix(
        colorSchemes: [ColorScheme] = [.light, .dark], dynamicTypeSizes: [DynamicTypeSize] = [.large],
        devices: [Device?] = [nil], orientations: [InterfaceOrientation] = [.portrait], locales: [String?] = [nil],
        layoutDirections: [LayoutDirection?] = [nil], settings: [Settings] = [[]]
    ) -> [PreviewVariant] {
        var out: [PreviewVariant] = []
        for scheme in colorSchemes {
            for size in dynamicTypeSizes {
                for device in devices {
                    for orientation in orientations {
                        for locale in locales {
                            for direction in layoutDirections {
                                for s in settings {
                                    let name = composedName(colorScheme: scheme, dynamicTypeSize: size, device: device,
                                                            orientation: orientation, locale: locale,
                                                            layoutDirection: direction, settings: s)
                                    let reads = direction ?? locale.map(Self.direction(of:)) ?? .leftToRight
                                    out.append(PreviewVariant(name, colorScheme: scheme, layoutDirection: reads,
                                                              dynamicTypeSize: size, device: device,
                                                              orientation: orientation, locale: locale, settings: s))
                                }
                            }
                        }
                    }
                }
            }
        }
        return out
    }

    static func direction(of locale: String) -> LayoutDirection {
        guard locale != pseudoLocale else { return .leftToRight }
        return Locale.Language(identifier: locale).characterDirection == .rightToLeft ? .rightToLeft : .leftToRight
    }

    /// The matrix a comma-separated list of values says (`dark,ax5,se-landscape`): values of
    /// the same axis are alternatives, axes multiply; the colour scheme is light and dark when
    /// none is given, every other axis its default.
    public static func matrix(parsing list: String) throws(VariantError) -> [PreviewVariant] {
        var schemes: [ColorScheme] = []
        var sizes: [DynamicTypeSize] = []
        var devices: [Device?] = []
        var orientations: [InterfaceOrientation] = []
        var locales: [String?] = []
        var directions: [LayoutDirection?] = []
        var settings: Settings = []
        func add<T: Equatable>(_ value: T, to list: inout [T]) { if !list.contains(value) { list.append(value) } }
        let tokens = list.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
        guard !tokens.isEmpty, !tokens.contains(where: \.isEmpty) else { throw .empty(list) }
        for token in tokens {
            if token == "light" { add(.light, to: &schemes); continue }
            if token == "dark" { add(.dark, to: &schemes); continue }
            if let size = dynamicTypeSizeNames.first(where: { $0.0 == token })?.1 ?? Self.longSizeName(token) {
                add(size, to: &sizes); continue
            }
            if let o = Self.orientation(named: token) { add(o, to: &orientations); continue }
            if token == "rtl" { add(.rightToLeft, to: &directions); continue }
            if token == "ltr" { add(.leftToRight, to: &directions); continue }
            if let s = Settings.tokens.first(where: { $0.0 == token })?.1 { settings.insert(s); continue }
            if let device = Device.named(token) { add(device, to: &devices); continue }
            // A device held on its side in one value: `se-landscape`.
            if let (device, o) = Self.heldDevice(token) {
                add(device, to: &devices)
                add(o, to: &orientations)
                continue
            }
            if token == pseudoLocale || Self.isLocale(token) { add(token, to: &locales); continue }
            throw .unknown(token)
        }
        let variants = matrix(
            colorSchemes: schemes.isEmpty ? [.light, .dark] : schemes, dynamicTypeSizes: sizes.isEmpty ? [.large] : sizes,
            devices: devices.isEmpty ? [nil] : devices, orientations: orientations.isEmpty ? [.portrait] : orientations,
            locales: locales.isEmpty ? [nil] : locales, layoutDirections: directions.isEmpty ? [nil] : directions,
            settings: [settings])
        // Two variants of one name would be two snapshots written to one file (the locale
        // `en-rtl` and `en` right to left are both `…-en-rtl`).
        var seen: Set<String> = []
        for v in variants where !seen.insert(v.name).inserted { throw .sameName(v.name, list) }
        return variants
    }

    static func longSizeName(_ token: String) -> DynamicTypeSize? {
        let names: [String: DynamicTypeSize] = [
            "x-small": .xSmall, "small": .small, "medium": .medium, "large": .large, "x-large": .xLarge,
            "xx-large": .xxLarge, "xxx-large": .xxxLarge, "accessibility1": .accessibility1,
            "accessibility2": .accessibility2, "accessibility3": .accessibility3, "accessibility4": .accessibility4,
            "accessibility5": .accessibility5,
        ]
        return names[token]
    }

    static func orientation(named token: String) -> InterfaceOrientation? {
        switch token {
        case "portrait": .portrait
        case "landscape", "landscape-left": .landscapeLeft
        case "landscape-right": .landscapeRight
        default: nil
        }
    }

    static func heldDevice(_ token: String) -> (Device, InterfaceOrientation)? {
        for suffix in ["-landscape-left", "-landscape-right", "-landscape", "-portrait"] where token.hasSuffix(suffix) {
            if let device = Device.named(String(token.dropLast(suffix.count))),
               let o = orientation(named: String(suffix.dropFirst())) {
                return (device, o)
            }
        }
        return nil
    }

    /// A language code ISO 639 knows, with an optional region or script (`de`, `pt-br`,
    /// `zh-hans`).
    static func isLocale(_ token: String) -> Bool {
        let parts = token.split(separator: "-", omittingEmptySubsequences: false)
        guard let language = parts.first, (2...3).contains(language.count), parts.count <= 3,
              Locale.LanguageCode.isoLanguageCodes.contains(where: { $0.identifier == language }) else { return false }
        return parts.dropFirst().allSatisfy { (2...4).contains($0.count) && $0.allSatisfy { $0.isLetter || $0.isNumber } }
    }

    /// What `--variants` takes, for messages.
    public static var knownValues: String {
        """
        colour scheme: light, dark; text size: \(dynamicTypeSizeNames.map(\.0).joined(separator: ", ")) \
        (or x-small … accessibility5); device: \(Device.all.map(\.identifier).joined(separator: ", ")) \
        (or se, 15-pro-max …; DEVICE-landscape holds it on its side); orientation: portrait, landscape, \
        landscape-right; locale: a language code (de, ar, pt-br) or pseudo; direction: ltr, rtl; \
        settings: \(Settings.tokens.map(\.0).joined(separator: ", "))
        """
    }
}

/// Why a list of variant values cannot be read.
public enum VariantError: Error, CustomStringConvertible, Equatable {
    case unknown(String)
    case empty(String)
    /// Two variants of the list would have the same name (and so the same files).
    case sameName(String, String)

    public var description: String {
        switch self {
        case .unknown(let token): "unknown variant value \"\(token)\"; known values: \(PreviewVariant.knownValues)"
        case .empty(let list): "the variant list \"\(list)\" has an empty value; give comma-separated values such as dark,ax5,se-landscape"
        case .sameName(let name, let list): "the variant list \"\(list)\" makes two variants named \"\(name)\" (a locale whose name ends in -rtl or -ltr reads like a direction): leave one of the values out"
        }
    }
}
