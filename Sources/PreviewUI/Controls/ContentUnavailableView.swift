/// A view that says there is nothing to show, as SwiftUI's `ContentUnavailableView` (iOS 17):
/// a large symbol in the secondary colour, a bold title and a description, centred in the
/// space it is given, and the actions under them. Sizes from UIContentUnavailableConfiguration's
/// empty look: symbol 48 pt (E), title `.title2` bold, description `.subheadline` secondary,
/// 8 pt between symbol and title (E), 4 pt between title and description (E), 16 pt above the
/// actions (E).
nonisolated public struct ContentUnavailableView<Label: View, Description: View, Actions: View>: View {
    let label: Label
    let description: Description
    let actions: Actions

    public init(@ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description = { EmptyView() },
                @ViewBuilder actions: () -> Actions = { EmptyView() }) {
        self.label = label()
        self.description = description()
        self.actions = actions()
    }

    @MainActor public var body: some View {
        VStack(spacing: 16) {
            VStack(spacing: 4) {
                label
                    .labelStyle(_ContentUnavailableLabelStyle())
                description
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
                    .multilineTextAlignment(.center)
            }
            actions
        }
        .padding(.horizontal, 32)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
}

/// The symbol over the title, as ContentUnavailableView draws its label.
public struct _ContentUnavailableLabelStyle: LabelStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: 8) {
            configuration.icon
                .font(.system(size: 48))
                .foregroundStyle(.secondary)
            configuration.title
                .font(.title2.bold())
                .multilineTextAlignment(.center)
        }
    }
}

extension ContentUnavailableView where Label == PreviewUI.Label<Text, Image>, Description == Text?, Actions == EmptyView {
    public init(_ title: LocalizedStringKey, systemImage name: String, description: Text? = nil) {
        self.init(label: { PreviewUI.Label(title, systemImage: name) }, description: { description })
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String, description: Text? = nil) {
        self.init(label: { PreviewUI.Label(title, systemImage: name) }, description: { description })
    }
}

extension ContentUnavailableView where Label == SearchUnavailableContent.Label, Description == SearchUnavailableContent.Description,
    Actions == SearchUnavailableContent.Actions {
    /// "No Results", with the search text when there is some.
    public static var search: ContentUnavailableView<SearchUnavailableContent.Label, SearchUnavailableContent.Description, SearchUnavailableContent.Actions> {
        search(text: "")
    }

    public static func search(text: String) -> ContentUnavailableView<SearchUnavailableContent.Label, SearchUnavailableContent.Description, SearchUnavailableContent.Actions> {
        ContentUnavailableView(label: { SearchUnavailableContent.Label() },
                               description: { SearchUnavailableContent.Description(text: text) },
                               actions: { SearchUnavailableContent.Actions() })
    }
}

/// The parts of `ContentUnavailableView.search`, as SwiftUI's `SearchUnavailableContent`.
public enum SearchUnavailableContent {
    public struct Label: View {
        public var body: some View {
            PreviewUI.Label("No Results", systemImage: "magnifyingglass")
        }
    }

    public struct Description: View {
        let text: String
        public var body: some View {
            if text.isEmpty {
                Text("Check the spelling or try a new search.")
            } else {
                Text("No results for “\(text)”. Check the spelling or try a new search.")
            }
        }
    }

    public struct Actions: View {
        public var body: some View { EmptyView() }
    }
}
