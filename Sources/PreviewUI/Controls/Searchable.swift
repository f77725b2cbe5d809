import Drawing

/// Where a search field goes, as SwiftUI's `SearchFieldPlacement`. On iPhone every placement
/// puts it under the navigation bar's title.
public struct SearchFieldPlacement: Sendable, Hashable {
    public struct NavigationBarDrawerDisplayMode: Sendable, Hashable {
        let always: Bool
        public static let automatic = NavigationBarDrawerDisplayMode(always: false)
        public static let always = NavigationBarDrawerDisplayMode(always: true)
    }

    let name: String
    public static let automatic = SearchFieldPlacement(name: "automatic")
    public static let navigationBarDrawer = SearchFieldPlacement(name: "navigationBarDrawer")
    public static func navigationBarDrawer(displayMode: NavigationBarDrawerDisplayMode) -> SearchFieldPlacement {
        SearchFieldPlacement(name: "navigationBarDrawer")
    }
    public static let toolbar = SearchFieldPlacement(name: "toolbar")
    public static let sidebar = SearchFieldPlacement(name: "sidebar")
}

/// Carries a screen's search field up to the enclosing navigation stack.
final class SearchableNode: UnaryNode {
    let text: String
    let prompt: Text?

    init(_ child: LayoutNode, text: String, prompt: Text?) {
        self.text = text
        self.prompt = prompt
        super.init(child)
    }
}

/// The search field under a navigation bar's title: a 36 pt rounded field in the tertiary
/// fill, a magnifying glass and the text (or the prompt, "Search" by default) in the secondary
/// label colour, 16 pt from the screen's sides, 8 pt above and below (UISearchBar). Flag: E.
struct SearchFieldView: View {
    let text: String
    let prompt: Text?

    var body: some View {
        HStack(spacing: 6) {
            Image(systemName: "magnifyingglass").foregroundStyle(Color(uiColor: .secondaryLabel))
            if text.isEmpty {
                (prompt ?? Text("Search")).foregroundStyle(Color(uiColor: .secondaryLabel)).lineLimit(1)
            } else {
                Text(verbatim: text).lineLimit(1)
            }
            Spacer(minLength: 0)
        }
        .padding(.horizontal, 8)
        .frame(height: SearchMetrics.fieldHeight)
        .background(RoundedRectangle(cornerRadius: 10, style: .continuous).fill(Color(uiColor: .tertiarySystemFill)))
        .padding(.horizontal, 16)
    }
}

enum SearchMetrics {
    static let fieldHeight: CGFloat = 36
    /// The bar grows by the field and 8 pt above and below it.
    static let barHeight: CGFloat = 52
}

extension View {
    /// Puts a search field in the navigation bar of the screen this view is on.
    public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil) -> some View {
        let current = text.wrappedValue
        return wrapping { SearchableNode($0, text: current, prompt: prompt) }
    }

    public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey) -> some View {
        searchable(text: text, placement: placement, prompt: Text(prompt))
    }

    @_disfavoredOverload
    public func searchable<S: StringProtocol>(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S) -> some View {
        searchable(text: text, placement: placement, prompt: Text(prompt))
    }

    /// Also accepted: `isPresented:` (a still shows the field as it rests).
    public func searchable(text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
                           prompt: Text? = nil) -> some View {
        searchable(text: text, placement: placement, prompt: prompt)
    }
}

extension ForEach {
    /// Sets the deletion action for the rows: in edit mode a list draws a delete control before
    /// each (a still does not swipe; the action is not run).
    public func onDelete(perform action: ((IndexSet) -> Void)?) -> Self {
        var copy = self
        if action != nil { copy.editActions.insert(.delete) }
        return copy
    }

    /// Sets the move action for the rows: in edit mode a list draws a reorder control after each.
    public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> Self {
        var copy = self
        if action != nil { copy.editActions.insert(.move) }
        return copy
    }
}
