import Foundation

// The environment values real code reads about the device, the scene and the user's settings,
// with the values an iPhone in portrait has by default. A preview can set the settable ones
// with `.environment(_:_:)`; the read-only ones (as in SwiftUI) are set by the host's variants.

/// How much room a dimension has, as SwiftUI's `UserInterfaceSizeClass`.
public enum UserInterfaceSizeClass: Sendable, Hashable, CaseIterable {
    case compact, regular
}

/// Whether the user asked for more contrast, as SwiftUI's `ColorSchemeContrast`.
public enum ColorSchemeContrast: Sendable, Hashable, CaseIterable {
    case standard, increased
}

/// The scene's state, as SwiftUI's `ScenePhase`. A preview is always `.active`.
public enum ScenePhase: Sendable, Hashable, Comparable {
    case background, inactive, active
}

/// The Bold Text setting, as SwiftUI's `LegibilityWeight`.
public enum LegibilityWeight: Sendable, Hashable {
    case regular, bold
}

/// The text size setting by its older name, as SwiftUI's (deprecated) `ContentSizeCategory`.
public enum ContentSizeCategory: Sendable, Hashable, CaseIterable {
    case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
    case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge, accessibilityExtraExtraLarge,
         accessibilityExtraExtraExtraLarge

    public var isAccessibilityCategory: Bool { self >= .accessibilityMedium }

    /// The same setting by its newer name.
    var dynamicTypeSize: DynamicTypeSize {
        DynamicTypeSize.allCases[ContentSizeCategory.allCases.firstIndex(of: self)!]
    }

    init(_ size: DynamicTypeSize) {
        self = ContentSizeCategory.allCases[DynamicTypeSize.allCases.firstIndex(of: size)!]
    }
}

extension ContentSizeCategory: Comparable {
    public static func < (a: Self, b: Self) -> Bool { a.dynamicTypeSize < b.dynamicTypeSize }
}

/// Opens a URL, as SwiftUI's `OpenURLAction`. Nothing is opened from a preview: the default
/// action records the URL on the host (`ViewHost.openedURLs`) and reports it handled.
@MainActor @preconcurrency
public struct OpenURLAction {
    /// What a handler did with a URL.
    public struct Result: Sendable, Hashable {
        enum Kind: Hashable { case handled, discarded, system }
        let kind: Kind
        let url: URL?

        public static let handled = Result(kind: .handled, url: nil)
        public static let discarded = Result(kind: .discarded, url: nil)
        public static let systemAction = Result(kind: .system, url: nil)
        /// Asks the system to open another URL instead.
        public static func systemAction(_ url: URL) -> Result { Result(kind: .system, url: url) }
    }

    nonisolated(unsafe) let handler: ((URL) -> Result)?

    /// An action that calls `handler` with each URL.
    public init(handler: @escaping (URL) -> Result) {
        self.handler = handler
    }

    nonisolated init() {
        handler = nil
    }

    /// Opens `url`.
    public func callAsFunction(_ url: URL) {
        callAsFunction(url) { _ in }
    }

    /// Opens `url` and says whether it was accepted.
    public func callAsFunction(_ url: URL, completion: @escaping (_ accepted: Bool) -> Void) {
        let result = handler?(url) ?? .systemAction
        switch result.kind {
        case .handled:
            completion(true)
        case .discarded:
            completion(false)
        case .system:
            // The system would open it: the host records it instead.
            ViewGraph.current?.recordOpenedURL(result.url ?? url)
            completion(true)
        }
    }
}

private struct HorizontalSizeClassKey: EnvironmentKey { static let defaultValue: UserInterfaceSizeClass? = .compact }
private struct VerticalSizeClassKey: EnvironmentKey { static let defaultValue: UserInterfaceSizeClass? = .regular }
private struct ColorSchemeContrastKey: EnvironmentKey { static let defaultValue = ColorSchemeContrast.standard }
private struct ScenePhaseKey: EnvironmentKey { static let defaultValue = ScenePhase.active }
private struct LegibilityWeightKey: EnvironmentKey { static let defaultValue: LegibilityWeight? = .regular }
private struct IsPresentedKey: EnvironmentKey { static let defaultValue = false }
private struct OpenURLKey: EnvironmentKey { static var defaultValue: OpenURLAction { OpenURLAction() } }
private struct AccessibilitySettingsKey: EnvironmentKey { static let defaultValue = AccessibilitySettings() }

/// The accessibility settings a preview is drawn with (all off: iOS's defaults).
package struct AccessibilitySettings: Sendable, Hashable {
    package var reduceMotion = false
    package var reduceTransparency = false
    var differentiateWithoutColor = false
    var invertColors = false
    var voiceOverEnabled = false
    var switchControlEnabled = false
    var showButtonShapes = false
    var dimFlashingLights = false
    var playAnimatedImages = true
}

extension EnvironmentValues {
    /// The horizontal size class: `.compact` on an iPhone in portrait.
    public var horizontalSizeClass: UserInterfaceSizeClass? {
        get { self[HorizontalSizeClassKey.self] }
        set { self[HorizontalSizeClassKey.self] = newValue }
    }

    /// The vertical size class: `.regular` on an iPhone in portrait.
    public var verticalSizeClass: UserInterfaceSizeClass? {
        get { self[VerticalSizeClassKey.self] }
        set { self[VerticalSizeClassKey.self] = newValue }
    }

    /// Whether Increase Contrast is on (read-only, as in SwiftUI).
    public var colorSchemeContrast: ColorSchemeContrast { self[ColorSchemeContrastKey.self] }

    /// The setting behind `colorSchemeContrast`, for the host's variants.
    package var colorSchemeContrastSetting: ColorSchemeContrast {
        get { self[ColorSchemeContrastKey.self] }
        set { self[ColorSchemeContrastKey.self] = newValue }
    }

    /// The scene's state: a preview's scene is active.
    public var scenePhase: ScenePhase {
        get { self[ScenePhaseKey.self] }
        set { self[ScenePhaseKey.self] = newValue }
    }

    /// The Bold Text setting.
    public var legibilityWeight: LegibilityWeight? {
        get { self[LegibilityWeightKey.self] }
        set { self[LegibilityWeightKey.self] = newValue }
    }

    /// Whether the view is in a presentation (a sheet or a full-screen cover) that is shown.
    public var isPresented: Bool { self[IsPresentedKey.self] }

    var isPresentedSetting: Bool {
        get { self[IsPresentedKey.self] }
        set { self[IsPresentedKey.self] = newValue }
    }

    /// Opens URLs (`Link`, `openURL(url)`); a preview records them instead of opening them.
    public var openURL: OpenURLAction {
        get { self[OpenURLKey.self] }
        set { self[OpenURLKey.self] = newValue }
    }

    /// The width of one pixel, in points.
    public var pixelLength: CGFloat { 1 / displayScale }

    /// The text size setting by its older name (deprecated in SwiftUI for `dynamicTypeSize`).
    @available(iOS, deprecated: 100000.0, renamed: "dynamicTypeSize")
    public var sizeCategory: ContentSizeCategory {
        get { ContentSizeCategory(dynamicTypeSize) }
        set { dynamicTypeSize = newValue.dynamicTypeSize }
    }

    package var accessibilitySettings: AccessibilitySettings {
        get { self[AccessibilitySettingsKey.self] }
        set { self[AccessibilitySettingsKey.self] = newValue }
    }

    public var accessibilityReduceMotion: Bool { accessibilitySettings.reduceMotion }
    public var accessibilityReduceTransparency: Bool { accessibilitySettings.reduceTransparency }
    public var accessibilityDifferentiateWithoutColor: Bool { accessibilitySettings.differentiateWithoutColor }
    public var accessibilityInvertColors: Bool { accessibilitySettings.invertColors }
    public var accessibilityVoiceOverEnabled: Bool { accessibilitySettings.voiceOverEnabled }
    public var accessibilitySwitchControlEnabled: Bool { accessibilitySettings.switchControlEnabled }
    public var accessibilityShowButtonShapes: Bool { accessibilitySettings.showButtonShapes }
    public var accessibilityDimFlashingLights: Bool { accessibilitySettings.dimFlashingLights }
    public var accessibilityPlayAnimatedImages: Bool { accessibilitySettings.playAnimatedImages }
    /// Whether an assistive technology is on.
    public var accessibilityEnabled: Bool { accessibilitySettings.voiceOverEnabled || accessibilitySettings.switchControlEnabled }
}
