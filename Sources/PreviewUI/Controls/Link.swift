/// A control that opens a URL, as SwiftUI's `Link`: drawn as a borderless button (its label
/// in the accent colour); a tap hands the URL to the environment's `openURL`, whose default
/// in a preview records it on the host (`ViewHost.openedURLs`) and opens nothing.
nonisolated public struct Link<Label: View>: View {
    let destination: URL
    let label: Label
    @Environment(\.openURL) private var openURL

    public init(destination: URL, @ViewBuilder label: () -> Label) {
        self.destination = destination
        self.label = label()
    }

    @MainActor public var body: some View {
        let openURL = self.openURL, destination = self.destination
        Button { openURL(destination) } label: { label }
            .environment(\.isLinkButton, true)
    }
}

private struct LinkButtonKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// Set by `Link` for the button it draws, which VoiceOver reads as a link.
    var isLinkButton: Bool {
        get { self[LinkButtonKey.self] }
        set { self[LinkButtonKey.self] = newValue }
    }
}

extension Link where Label == Text {
    public init(_ titleKey: LocalizedStringKey, destination: URL) {
        self.init(destination: destination) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: URL) {
        self.init(destination: destination) { Text(title) }
    }
}
