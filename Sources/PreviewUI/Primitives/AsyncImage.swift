import Drawing

/// Where an image loaded from a URL is, as SwiftUI's `AsyncImagePhase`.
public enum AsyncImagePhase: Sendable {
    /// No image is loaded (yet, or the URL is nil).
    case empty
    /// The image loaded.
    case success(Image)
    /// The load failed.
    case failure(any Error)

    /// The loaded image, if any.
    public var image: Image? {
        if case .success(let image) = self { return image }
        return nil
    }

    /// The error of a failed load, if any.
    public var error: (any Error)? {
        if case .failure(let error) = self { return error }
        return nil
    }
}

/// An image loaded from a URL, as SwiftUI's `AsyncImage`. A preview fetches nothing: the view
/// shows its empty phase — iOS's default placeholder (a grey fill that takes the space it is
/// offered: E, the secondary system fill) or the placeholder it was given — and reports it,
/// unless the preview gives the URL's image (or a failure) with `.previewAsyncImage(url:image:)`
/// or `.previewAsyncImage(url:error:)` (Proofsheet's own), which a state's parameters can
/// choose. A nil URL is the empty phase on iOS too, and is not reported.
nonisolated public struct AsyncImage<Content: View>: View, @MainActor PrimitiveView {
    let url: URL?
    let scale: CGFloat
    let transaction: Transaction
    let content: (AsyncImagePhase) -> Content
    /// `init(url:scale:)`: the loaded image as it is, iOS's placeholder until then.
    let usesDefaultPlaceholder: Bool
    let site: CallSite

    /// The image at `url`, iOS's placeholder until it loads.
    public init(url: URL?, scale: CGFloat = 1, _fileID: String = #fileID, _line: Int = #line) where Content == Image {
        self.url = url
        self.scale = scale
        transaction = Transaction()
        content = { $0.image ?? Image(systemName: "photo") }
        usesDefaultPlaceholder = true
        site = CallSite(file: _fileID, line: _line)
    }

    /// The image at `url` as `content` shows it, `placeholder` until it loads (or when it fails).
    public init<I: View, P: View>(
        url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping (Image) -> I, @ViewBuilder placeholder: @escaping () -> P,
        _fileID: String = #fileID, _line: Int = #line
    ) where Content == _ConditionalContent<I, P> {
        self.url = url
        self.scale = scale
        transaction = Transaction()
        self.content = { phase in
            if let image = phase.image { return _ConditionalContent(storage: .trueContent(content(image))) }
            return _ConditionalContent(storage: .falseContent(placeholder()))
        }
        usesDefaultPlaceholder = false
        site = CallSite(file: _fileID, line: _line)
    }

    /// What `content` shows for each phase of the load.
    public init(
        url: URL?, scale: CGFloat = 1, transaction: Transaction = Transaction(),
        @ViewBuilder content: @escaping (AsyncImagePhase) -> Content, _fileID: String = #fileID, _line: Int = #line
    ) {
        self.url = url
        self.scale = scale
        self.transaction = transaction
        self.content = content
        usesDefaultPlaceholder = false
        site = CallSite(file: _fileID, line: _line)
    }

    @MainActor public var body: Never { primitiveBody("AsyncImage") }

    @MainActor func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        let phase: AsyncImagePhase
        if let url {
            if let given = context.environment.previewAsyncImages[url] {
                phase = given
            } else {
                context.approximate("AsyncImage(url: \(url.absoluteString)) is not fetched in a preview",
                                    drawnAs: "its empty phase (the placeholder); .previewAsyncImage(url:image:) gives it an image", at: site)
                phase = .empty
            }
        } else {
            phase = .empty
        }
        if usesDefaultPlaceholder, phase.image == nil {
            return context.resolve(Color(uiColor: .secondarySystemFill), component: "placeholder")
        }
        return context.resolve(content(phase), component: "content")
    }
}

private struct PreviewAsyncImagesKey: EnvironmentKey { static var defaultValue: [URL: AsyncImagePhase] { [:] } }

extension EnvironmentValues {
    var previewAsyncImages: [URL: AsyncImagePhase] {
        get { self[PreviewAsyncImagesKey.self] }
        set { self[PreviewAsyncImagesKey.self] = newValue }
    }
}

extension View {
    /// Gives the `AsyncImage`s inside that load `url` this image, as if it had loaded
    /// (Proofsheet's own: a preview fetches nothing).
    nonisolated public func previewAsyncImage(url: URL, image: Image) -> some View {
        transformingEnvironment { $0.previewAsyncImages[url] = .success(image) }
    }

    /// Makes the `AsyncImage`s inside that load `url` fail with `error`, as if the load had
    /// failed (Proofsheet's own).
    nonisolated public func previewAsyncImage(url: URL, error: any Error) -> some View {
        transformingEnvironment { $0.previewAsyncImages[url] = .failure(error) }
    }
}
