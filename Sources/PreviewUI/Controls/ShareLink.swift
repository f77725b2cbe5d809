import Drawing

/// A button that shares items, as SwiftUI's `ShareLink`: drawn as a button (borderless, its
/// label in the tint, unless a button style says otherwise) whose label is by default the
/// `square.and.arrow.up` symbol and "Share". A tap presents the share sheet on iOS; a preview
/// presents nothing: it records what would have been shared on the host
/// (`ViewHost.sharedItems`, as `openedURLs` records what `Link` opens) and reports that the
/// sheet is not drawn.
public struct ShareLink<Data: RandomAccessCollection, PreviewImage: Transferable, PreviewIcon: Transferable, Label: View>: View, PrimitiveView
where Data.Element: Transferable {
    let items: Data
    let subject: Text?
    let message: Text?
    let preview: ((Data.Element) -> SharePreview<PreviewImage, PreviewIcon>)?
    let label: Label

    init(items: Data, subject: Text?, message: Text?, preview: ((Data.Element) -> SharePreview<PreviewImage, PreviewIcon>)?, label: Label) {
        self.items = items
        self.subject = subject
        self.message = message
        self.preview = preview
        self.label = label
    }

    /// Shares `items`, each shown in the share sheet as `preview` makes it.
    public init(
        items: Data, subject: Text? = nil, message: Text? = nil, preview: @escaping (Data.Element) -> SharePreview<PreviewImage, PreviewIcon>,
        @ViewBuilder label: () -> Label
    ) {
        self.init(items: items, subject: subject, message: message, preview: preview, label: label())
    }

    /// Shares `item`, shown in the share sheet as `preview`.
    public init<I: Transferable>(
        item: I, subject: Text? = nil, message: Text? = nil, preview: SharePreview<PreviewImage, PreviewIcon>, @ViewBuilder label: () -> Label
    ) where Data == CollectionOfOne<I> {
        self.init(items: CollectionOfOne(item), subject: subject, message: message, preview: { _ in preview }, label: label())
    }

    public var body: Never { primitiveBody("ShareLink") }

    @MainActor func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        let text = { (t: Text?, name: String) -> String? in
            t.flatMap { context.resolve($0, component: name).map(\.shownText).joined(separator: " ") }
        }
        let record = ShareRecord(
            items: items.map(transferredDescription), subject: text(subject, "subject"), message: text(message, "message"),
            previewTitles: preview.map { make in items.map { item in text(make(item).title, "preview") ?? "" } })
        let share: @MainActor () -> Void = {
            ViewGraph.current?.recordShare(record)
            ViewGraph.approximate("tapping a ShareLink (iOS presents the share sheet)",
                                  drawnAs: "nothing presented (the share is recorded in the host's sharedItems)", at: nil)
        }
        return context.resolve(Button(action: share) { label }, component: "button")
    }
}

/// What a `ShareLink` asked the system to share: the items as text (a URL's address, a
/// string itself), its subject and message, and the titles of the items' previews
/// (Proofsheet's own record; a preview presents no share sheet).
public struct ShareRecord: Sendable, Hashable {
    public let items: [String]
    public let subject: String?
    public let message: String?
    public let previewTitles: [String]?

    public init(items: [String], subject: String? = nil, message: String? = nil, previewTitles: [String]? = nil) {
        self.items = items
        self.subject = subject
        self.message = message
        self.previewTitles = previewTitles
    }
}

extension ShareLink where PreviewImage == Never, PreviewIcon == Never {
    public init(items: Data, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) where Data.Element == URL {
        self.init(items: items, subject: subject, message: message, preview: nil, label: label())
    }

    public init(items: Data, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) where Data.Element == String {
        self.init(items: items, subject: subject, message: message, preview: nil, label: label())
    }

    public init(item: URL, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) where Data == CollectionOfOne<URL> {
        self.init(items: CollectionOfOne(item), subject: subject, message: message, preview: nil, label: label())
    }

    public init(item: String, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label)
    where Data == CollectionOfOne<String> {
        self.init(items: CollectionOfOne(item), subject: subject, message: message, preview: nil, label: label())
    }
}

/// The label a share link has when it is given none: the `square.and.arrow.up` symbol and
/// "Share".
nonisolated public struct DefaultShareLinkLabel: View {
    @MainActor public var body: some View { PreviewUI.Label("Share", systemImage: "square.and.arrow.up") }
}

extension ShareLink where Label == DefaultShareLinkLabel {
    public init(items: Data, subject: Text? = nil, message: Text? = nil, preview: @escaping (Data.Element) -> SharePreview<PreviewImage, PreviewIcon>) {
        self.init(items: items, subject: subject, message: message, preview: preview, label: DefaultShareLinkLabel())
    }

    public init<I: Transferable>(item: I, subject: Text? = nil, message: Text? = nil, preview: SharePreview<PreviewImage, PreviewIcon>)
    where Data == CollectionOfOne<I> {
        self.init(items: CollectionOfOne(item), subject: subject, message: message, preview: { _ in preview }, label: DefaultShareLinkLabel())
    }
}

extension ShareLink where PreviewImage == Never, PreviewIcon == Never, Label == DefaultShareLinkLabel {
    public init(items: Data, subject: Text? = nil, message: Text? = nil) where Data.Element == URL {
        self.init(items: items, subject: subject, message: message, preview: nil, label: DefaultShareLinkLabel())
    }

    public init(items: Data, subject: Text? = nil, message: Text? = nil) where Data.Element == String {
        self.init(items: items, subject: subject, message: message, preview: nil, label: DefaultShareLinkLabel())
    }

    public init(item: URL, subject: Text? = nil, message: Text? = nil) where Data == CollectionOfOne<URL> {
        self.init(items: CollectionOfOne(item), subject: subject, message: message, preview: nil, label: DefaultShareLinkLabel())
    }

    public init(item: String, subject: Text? = nil, message: Text? = nil) where Data == CollectionOfOne<String> {
        self.init(items: CollectionOfOne(item), subject: subject, message: message, preview: nil, label: DefaultShareLinkLabel())
    }
}

extension ShareLink where Label == PreviewUI.Label<Text, Image> {
    static func titled(_ title: Text) -> PreviewUI.Label<Text, Image> {
        PreviewUI.Label { title } icon: { Image(systemName: "square.and.arrow.up") }
    }

    public init(
        _ titleKey: LocalizedStringKey, items: Data, subject: Text? = nil, message: Text? = nil,
        preview: @escaping (Data.Element) -> SharePreview<PreviewImage, PreviewIcon>
    ) {
        self.init(items: items, subject: subject, message: message, preview: preview, label: Self.titled(Text(titleKey)))
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, items: Data, subject: Text? = nil, message: Text? = nil,
        preview: @escaping (Data.Element) -> SharePreview<PreviewImage, PreviewIcon>
    ) {
        self.init(items: items, subject: subject, message: message, preview: preview, label: Self.titled(Text(title)))
    }

    public init(
        _ title: Text, items: Data, subject: Text? = nil, message: Text? = nil,
        preview: @escaping (Data.Element) -> SharePreview<PreviewImage, PreviewIcon>
    ) {
        self.init(items: items, subject: subject, message: message, preview: preview, label: Self.titled(title))
    }

    public init<I: Transferable>(
        _ titleKey: LocalizedStringKey, item: I, subject: Text? = nil, message: Text? = nil, preview: SharePreview<PreviewImage, PreviewIcon>
    ) where Data == CollectionOfOne<I> {
        self.init(items: CollectionOfOne(item), subject: subject, message: message, preview: { _ in preview },
                  label: Self.titled(Text(titleKey)))
    }

    @_disfavoredOverload
    public init<S: StringProtocol, I: Transferable>(
        _ title: S, item: I, subject: Text? = nil, message: Text? = nil, preview: SharePreview<PreviewImage, PreviewIcon>
    ) where Data == CollectionOfOne<I> {
        self.init(items: CollectionOfOne(item), subject: subject, message: message, preview: { _ in preview },
                  label: Self.titled(Text(title)))
    }

    public init<I: Transferable>(
        _ title: Text, item: I, subject: Text? = nil, message: Text? = nil, preview: SharePreview<PreviewImage, PreviewIcon>
    ) where Data == CollectionOfOne<I> {
        self.init(items: CollectionOfOne(item), subject: subject, message: message, preview: { _ in preview }, label: Self.titled(title))
    }
}

extension ShareLink where PreviewImage == Never, PreviewIcon == Never, Label == PreviewUI.Label<Text, Image> {
    public init(_ titleKey: LocalizedStringKey, items: Data, subject: Text? = nil, message: Text? = nil) where Data.Element == URL {
        self.init(items: items, subject: subject, message: message, preview: nil, label: Self.titled(Text(titleKey)))
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, items: Data, subject: Text? = nil, message: Text? = nil) where Data.Element == URL {
        self.init(items: items, subject: subject, message: message, preview: nil, label: Self.titled(Text(title)))
    }

    public init(_ title: Text, items: Data, subject: Text? = nil, message: Text? = nil) where Data.Element == URL {
        self.init(items: items, subject: subject, message: message, preview: nil, label: Self.titled(title))
    }

    public init(_ titleKey: LocalizedStringKey, items: Data, subject: Text? = nil, message: Text? = nil) where Data.Element == String {
        self.init(items: items, subject: subject, message: message, preview: nil, label: Self.titled(Text(titleKey)))
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, items: Data, subject: Text? = nil, message: Text? = nil) where Data.Element == String {
        self.init(items: items, subject: subject, message: message, preview: nil, label: Self.titled(Text(title)))
    }

    public init(_ title: Text, items: Data, subject: Text? = nil, message: Text? = nil) where Data.Element == String {
        self.init(items: items, subject: subject, message: message, preview: nil, label: Self.titled(title))
    }

    public init(_ titleKey: LocalizedStringKey, item: URL, subject: Text? = nil, message: Text? = nil)
    where Data == CollectionOfOne<URL> {
        self.init(items: CollectionOfOne(item), subject: subject, message: message, preview: nil, label: Self.titled(Text(titleKey)))
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, item: URL, subject: Text? = nil, message: Text? = nil)
    where Data == CollectionOfOne<URL> {
        self.init(items: CollectionOfOne(item), subject: subject, message: message, preview: nil, label: Self.titled(Text(title)))
    }

    public init(_ title: Text, item: URL, subject: Text? = nil, message: Text? = nil) where Data == CollectionOfOne<URL> {
        self.init(items: CollectionOfOne(item), subject: subject, message: message, preview: nil, label: Self.titled(title))
    }

    public init(_ titleKey: LocalizedStringKey, item: String, subject: Text? = nil, message: Text? = nil)
    where Data == CollectionOfOne<String> {
        self.init(items: CollectionOfOne(item), subject: subject, message: message, preview: nil, label: Self.titled(Text(titleKey)))
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, item: String, subject: Text? = nil, message: Text? = nil)
    where Data == CollectionOfOne<String> {
        self.init(items: CollectionOfOne(item), subject: subject, message: message, preview: nil, label: Self.titled(Text(title)))
    }

    public init(_ title: Text, item: String, subject: Text? = nil, message: Text? = nil) where Data == CollectionOfOne<String> {
        self.init(items: CollectionOfOne(item), subject: subject, message: message, preview: nil, label: Self.titled(title))
    }
}

/// How an item looks in the share sheet, as SwiftUI's `SharePreview`: a title, and an image
/// and an icon (kept for the host's record; no sheet is drawn).
public struct SharePreview<Image: Transferable, Icon: Transferable> {
    let title: Text
    let image: Image?
    let icon: Icon?

    init(title: Text, image: Image?, icon: Icon?) {
        self.title = title
        self.image = image
        self.icon = icon
    }

    public init(_ titleKey: LocalizedStringKey, image: Image, icon: Icon) { self.init(title: Text(titleKey), image: image, icon: icon) }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: Image, icon: Icon) { self.init(title: Text(title), image: image, icon: icon) }

    public init(_ title: Text, image: Image, icon: Icon) { self.init(title: title, image: image, icon: icon) }
}

extension SharePreview where Image == Never {
    public init(_ titleKey: LocalizedStringKey, icon: Icon) { self.init(title: Text(titleKey), image: nil, icon: icon) }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, icon: Icon) { self.init(title: Text(title), image: nil, icon: icon) }

    public init(_ title: Text, icon: Icon) { self.init(title: title, image: nil, icon: icon) }
}

extension SharePreview where Icon == Never {
    public init(_ titleKey: LocalizedStringKey, image: Image) { self.init(title: Text(titleKey), image: image, icon: nil) }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: Image) { self.init(title: Text(title), image: image, icon: nil) }

    public init(_ title: Text, image: Image) { self.init(title: title, image: image, icon: nil) }
}

extension SharePreview where Image == Never, Icon == Never {
    public init(_ titleKey: LocalizedStringKey) { self.init(title: Text(titleKey), image: nil, icon: nil) }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S) { self.init(title: Text(title), image: nil, icon: nil) }

    public init(_ title: Text) { self.init(title: title, image: nil, icon: nil) }
}
