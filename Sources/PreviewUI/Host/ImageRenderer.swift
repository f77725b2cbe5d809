import Drawing

/// Renders a view to an image, as SwiftUI's `ImageRenderer`: the content is laid out at the
/// size it wants for `proposedSize` (its ideal size by default) and drawn at `scale`. The
/// colour scheme comes from the content's environment, as in SwiftUI:
/// `ImageRenderer(content: card.environment(\.colorScheme, .dark))`.
@MainActor
public final class ImageRenderer<Content: View> {
    /// The view to render.
    public var content: Content
    /// Pixels per point of `pngData()` (1 by default, as SwiftUI's).
    public var scale: CGFloat = 1
    /// What the content is offered; `.unspecified` asks for its ideal size.
    public var proposedSize: ProposedViewSize = .unspecified
    /// Proofsheet's addition (not in SwiftUI): lay the content out on a whole device screen,
    /// in its safe area on the system background, with its status bar (`withoutStatusBar()`
    /// leaves it out) and size classes, instead of at `proposedSize`.
    public var proofsheetDevice: Device?
    /// Where the renderer was made, for the report of content that never settles.
    let site: CallSite

    public init(content: Content, _fileID: String = #fileID, _line: Int = #line) {
        self.content = content
        site = CallSite(file: _fileID, line: _line)
    }

    /// The content's drawing, in points. What the content draws differently from iOS is
    /// reported to the host laying out now (the view whose body renders the image), if any.
    public var displayList: DisplayList {
        let host = ViewHost(content, layout: proofsheetDevice.map { .screen($0) } ?? .proposing(proposedSize), displayScale: scale)
        let list: DisplayList
        do {
            list = try host.displayList
        } catch HostError.preferencesNeverSettled(let keys, let frames) {
            ViewGraph.approximate(
                "ImageRenderer content did not settle after \(frames) layout passes (preference \(keys.joined(separator: ", ")) kept changing state)",
                drawnAs: "an empty image", at: site)
            list = DisplayList(size: .zero)
        } catch {
            list = DisplayList(size: .zero)
        }
        for approximation in host.approximations { ViewGraph.current?.report(approximation) }
        return list
    }

    /// PNG bytes of the content at `scale`, or nil when it cannot be drawn (zero size).
    public func pngData() -> Data? {
        let list = displayList
        guard list.size.width > 0, list.size.height > 0,
              let image = try? RasterRenderer.render(list, scale: Double(scale)) else { return nil }
        return image.premultipliedBGRA.withUnsafeBytes { bytes in
            (try? PNGCodec.encode(premultipliedBGRA: bytes, width: image.width, height: image.height, stride: image.width * 4))
                .map { Data($0) }
        }
    }

    /// An SVG document of the content (one unit per point), or nil when it cannot be drawn.
    public func svgData() -> Data? {
        let list = displayList
        guard list.size.width > 0, list.size.height > 0, let svg = try? SVGRenderer.render(list) else { return nil }
        return Data(svg.utf8)
    }
}
