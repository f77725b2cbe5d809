import Drawing
import Foundation

/// A subset of UIKit's `UIImage`: a named asset, a system symbol, or image bytes, for
/// `Image(uiImage:)`.
open class UIImage: @unchecked Sendable {
    enum Content: Equatable {
        case empty
        case symbol(String)
        case asset(String, bundle: Bundle?)
        case bitmap(RGBAImage, scale: Double)
    }

    let content: Content
    var renderingMode: RenderingMode = .automatic

    /// How the image is drawn: as its colours, or as a template in the tint.
    public enum RenderingMode: Int, Sendable {
        case automatic, alwaysOriginal, alwaysTemplate
    }

    init(content: Content) { self.content = content }

    /// An empty image.
    public convenience init() { self.init(content: .empty) }

    /// The image set `name` of the asset catalogues beside the tool, or nil when none has it.
    public convenience init?(named name: String) {
        self.init(named: name, in: nil, compatibleWith: nil)
    }

    /// The image set `name` of a bundle's asset catalogues, or nil when none has it.
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: Any?) {
        guard AssetCatalogs.catalogs(bundle).contains(where: { $0.images[name] != nil }) else { return nil }
        self.init(content: .asset(name, bundle: bundle))
    }

    /// A system symbol. iOS returns nil for a name it does not know; here the name is kept
    /// and a symbol without a stand-in is reported where it is drawn.
    public convenience init?(systemName name: String) {
        self.init(content: .symbol(name))
    }

    /// An image decoded from PNG, JPEG, GIF or other bytes, or nil when they are none of those.
    public convenience init?(data: Data, scale: CGFloat = 1) {
        guard let pixels = try? ImageFile.decode(data: Array(data), source: "UIImage(data:)") else { return nil }
        self.init(content: .bitmap(pixels, scale: Double(max(scale, 1))))
    }

    /// An image read from a file, or nil when it cannot be read.
    public convenience init?(contentsOfFile path: String) {
        guard let pixels = try? ImageFile.decode(contentsOf: URL(fileURLWithPath: path)) else { return nil }
        // `name@2x.png` and `name@3x.png` are at that scale, as UIKit reads them.
        let base = (path as NSString).deletingPathExtension
        let scale: Double = base.hasSuffix("@3x") ? 3 : base.hasSuffix("@2x") ? 2 : 1
        self.init(content: .bitmap(pixels, scale: scale))
    }

    /// The size in points (zero for a symbol or an asset until it is drawn).
    public var size: CGSize {
        if case .bitmap(let pixels, let scale) = content {
            return CGSize(width: Double(pixels.width) / scale, height: Double(pixels.height) / scale)
        }
        return .zero
    }

    /// The same image drawn in another rendering mode.
    public func withRenderingMode(_ mode: RenderingMode) -> UIImage {
        let copy = UIImage(content: content)
        copy.renderingMode = mode
        return copy
    }
}

extension Image {
    /// The image of a `UIImage`.
    nonisolated public init(uiImage: UIImage, _fileID: String = #fileID, _line: Int = #line) {
        switch uiImage.content {
        case .empty: self.init(bitmap: RGBAImage(width: 1, height: 1, pixels: [0, 0, 0, 0]), scale: 1, _fileID: _fileID, _line: _line)
        case .symbol(let name): self.init(systemName: name, _fileID: _fileID, _line: _line)
        case .asset(let name, let bundle): self.init(name, bundle: bundle, _fileID: _fileID, _line: _line)
        case .bitmap(let pixels, let scale): self.init(bitmap: pixels, scale: scale, _fileID: _fileID, _line: _line)
        }
        switch uiImage.renderingMode {
        case .alwaysOriginal: renderingModeSetting = .original
        case .alwaysTemplate: renderingModeSetting = .template
        case .automatic: break
        }
    }
}

/// Haptic feedback of an impact, as UIKit's `UIImpactFeedbackGenerator`: a picture feels
/// nothing.
@MainActor
open class UIImpactFeedbackGenerator {
    public enum FeedbackStyle: Int, Sendable { case light, medium, heavy, soft, rigid }
    public init(style: FeedbackStyle = .medium) {}
    public func prepare() {}
    public func impactOccurred() {}
    public func impactOccurred(intensity: CGFloat) {}
}

/// Haptic feedback of a success, warning or error, as UIKit's `UINotificationFeedbackGenerator`.
@MainActor
open class UINotificationFeedbackGenerator {
    public enum FeedbackType: Int, Sendable { case success, warning, error }
    public init() {}
    public func prepare() {}
    public func notificationOccurred(_ notificationType: FeedbackType) {}
}

/// Haptic feedback of a changed selection, as UIKit's `UISelectionFeedbackGenerator`.
@MainActor
open class UISelectionFeedbackGenerator {
    public init() {}
    public func prepare() {}
    public func selectionChanged() {}
}

/// The app, as UIKit's `UIApplication.shared`: what a view asks of it is accepted; a preview
/// opens nothing.
@MainActor
open class UIApplication {
    public static let shared = UIApplication()

    /// UIKit's Settings URL string.
    public static let openSettingsURLString = "app-settings:"

    /// Opening a URL: a preview opens nothing, and says it could not.
    public func open(_ url: URL, options: [String: Any] = [:], completionHandler completion: ((Bool) -> Void)? = nil) {
        completion?(false)
    }

    /// Whether a URL can be opened: not from a preview.
    public func canOpenURL(_ url: URL) -> Bool { false }

    /// The badge number of the app's icon.
    public var applicationIconBadgeNumber = 0
}
