import Drawing
import Foundation

/// Decoded asset images, by file and scale, shared by every host of the process (decoding is
/// the expensive part; the pixels never change while it runs).
enum AssetImageCache {
    private final class Store: @unchecked Sendable {
        let lock = NSLock()
        var images: [String: Result<RGBAImage, ImageFileError>] = [:]
    }
    private static let store = Store()

    static func image(_ file: URL, scale: Double) -> Result<RGBAImage, ImageFileError> {
        let key = "\(file.path)@\(scale)"
        store.lock.lock()
        if let known = store.images[key] {
            store.lock.unlock()
            return known
        }
        store.lock.unlock()
        let result = Result { () throws(ImageFileError) -> RGBAImage in try ImageFile.decode(contentsOf: file, scale: scale) }
        store.lock.lock()
        store.images[key] = result
        store.lock.unlock()
        return result
    }
}

/// An asset image found and decoded for an environment: its pixels, its size in points, and
/// whether it is drawn as a template (tinted with the foreground style).
struct ResolvedAssetImage {
    let pixels: RGBAImage
    let size: CGSize
    let isTemplate: Bool
}

extension Image {
    /// The asset `name` from the catalogues of `bundle`, for this environment's appearance and
    /// scale; reports and returns nil when it cannot be found or read.
    @MainActor
    func resolveAsset(_ name: String, bundle: Bundle?, _ context: ResolveContext) -> ResolvedAssetImage? {
        let env = context.environment
        let catalogs = AssetCatalogs.catalogs(bundle)
        guard let set = catalogs.lazy.compactMap({ $0.images[name] }).first else {
            context.approximate(AssetCatalogs.notFoundCause("image", name, bundle: bundle), drawnAs: "a crossed box", at: site)
            return nil
        }
        let scale = Double(max(env.displayScale, 1))
        guard let variant = AssetCatalog.bestVariant(set, dark: env.colorScheme == .dark, scale: scale) else {
            context.approximate("image set '\(name)' has no image files", drawnAs: "a crossed box", at: site)
            return nil
        }
        // Vector files are drawn at the screen's scale; bitmaps keep their pixels.
        switch AssetImageCache.image(variant.file, scale: variant.scale == nil ? scale : 1) {
        case .failure(let error):
            context.approximate("image '\(name)': \(error)", drawnAs: "a crossed box", at: site)
            return nil
        case .success(let pixels):
            let pointScale = variant.scale ?? scale
            let size = CGSize(width: Double(pixels.width) / pointScale, height: Double(pixels.height) / pointScale)
            let template = renderingModeSetting.map { $0 == .template } ?? set.rendersAsTemplate ?? false
            return ResolvedAssetImage(pixels: pixels, size: size, isTemplate: template)
        }
    }
}

/// An asset image: its own size unless resizable, drawn stretched into its frame; a template
/// takes the foreground colour (keeping its alpha).
final class BitmapImageNode: LayoutNode {
    let image: RGBAImage
    let intrinsic: CGSize
    let resizable: Bool

    init(_ asset: ResolvedAssetImage, tint: RGBAColor?, resizable: Bool) {
        image = tint.map { Self.tinted(asset.pixels, $0) } ?? asset.pixels
        intrinsic = asset.size
        self.resizable = resizable
        super.init()
    }

    /// Every pixel in `color`, with the image's alpha times the colour's.
    static func tinted(_ image: RGBAImage, _ color: RGBAColor) -> RGBAImage {
        var out = image
        let r = UInt8((color.red * 255).rounded()), g = UInt8((color.green * 255).rounded()), b = UInt8((color.blue * 255).rounded())
        for i in stride(from: 0, to: out.pixels.count, by: 4) {
            out.pixels[i] = r
            out.pixels[i + 1] = g
            out.pixels[i + 2] = b
            out.pixels[i + 3] = UInt8((Double(out.pixels[i + 3]) * color.alpha).rounded())
        }
        return out
    }

    override func computeSize(_ p: ProposedViewSize) -> CGSize {
        resizable ? p.replacingUnspecifiedDimensions(by: intrinsic) : intrinsic
    }

    /// What VoiceOver reads for it.
    var accessibilityDescription: (label: String?, source: AccessibilityLabelSource)?

    override func emitContent(_ e: inout Emitter) {
        e.add(.image(ImageRun(image: image, rect: frame)))
        if let a = accessibilityDescription { e.noteAccessibility(.image(label: a.label, source: a.source, frame: frame)) }
    }
}
