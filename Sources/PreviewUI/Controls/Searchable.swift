import Drawing

/// Where a search field goes, as SwiftUI's `SearchFieldPlacement`. On iPhone every placement
/// puts it under the navigation bar's title; `.navigationBarDrawer(displayMode: .always)`
/// keeps it there while the content scrolls (the others hide it first as the content
/// scrolls under the bar, as UIKit's `hidesSearchBarWhenScrolling`).
public struct SearchFieldPlacement: Sendable, Hashable {
    public struct NavigationBarDrawerDisplayMode: Sendable, Hashable {
        let always: Bool
        public static let automatic = NavigationBarDrawerDisplayMode(always: false)
        public static let always = NavigationBarDrawerDisplayMode(always: true)
    }

    let name: String
    /// Whether the field stays when the content scrolls.
    var alwaysShown = false

    public static let automatic = SearchFieldPlacement(name: "automatic")
    public static let navigationBarDrawer = SearchFieldPlacement(name: "navigationBarDrawer")
    public static func navigationBarDrawer(displayMode: NavigationBarDrawerDisplayMode) -> SearchFieldPlacement {
        SearchFieldPlacement(name: "navigationBarDrawer", alwaysShown: displayMode.always)
    }
    public static let toolbar = SearchFieldPlacement(name: "toolbar")
    public static let sidebar = SearchFieldPlacement(name: "sidebar")
}

/// Whether a screen's search is presented (its field active, with Cancel beside it, in place
/// of the bar's title row) and whether its field has the focus (the caret): read from
/// `isPresented:` and `searchFocused` where they are given, else kept by the host. Focusing
/// the field presents the search; leaving the focus (the Search key, or another field) keeps
/// it presented; Cancel and `dismissSearch` end it and clear the text, as on iOS.
@MainActor
struct SearchController {
    let text: Binding<String>
    let isPresented: Binding<Bool>?
    /// `searchFocused(_:)` or `searchFocused(_:equals:)` above the `searchable` modifier.
    let focus: FocusLink?
    let key: String
    weak var graph: ViewGraph?

    /// What the host keeps where no binding says.
    struct Stored: Equatable {
        var presented = false
        /// The focus left the field while the search stayed presented.
        var leftFocus = false
    }

    private var stored: Stored { graph?.storedValue(for: key) as? Stored ?? Stored() }

    private func store(_ s: Stored) {
        if s != stored { graph?.store(s, for: key) }
    }

    var isPresentedNow: Bool {
        if isPresented?.wrappedValue == true || focus?.isFocused() == true { return true }
        return isPresented == nil && stored.presented
    }

    var isFocusedNow: Bool {
        if let focus { return focus.isFocused() }
        return isPresentedNow && !stored.leftFocus
    }

    func setFocused(_ on: Bool) {
        var s = stored
        if on {
            if isPresented?.wrappedValue == false { isPresented?.wrappedValue = true }
            s.presented = true
            s.leftFocus = false
            if focus?.isFocused() == false { focus?.set(true) }
        } else {
            if focus?.isFocused() == true { focus?.set(false) }
            if isPresentedNow { s.leftFocus = true }
        }
        store(s)
    }

    /// Cancel: the text cleared, the focus and the presentation ended.
    func dismiss() {
        if !text.wrappedValue.isEmpty { text.wrappedValue = "" }
        if isPresented?.wrappedValue == true { isPresented?.wrappedValue = false }
        if focus?.isFocused() == true { focus?.set(false) }
        store(Stored())
    }

    /// The link the field's text input is focused through.
    var focusLink: FocusLink {
        let c = self
        return FocusLink(isFocused: { c.isFocusedNow }, set: { c.setFocused($0) })
    }
}

/// What a `searchable` modifier asks of the navigation bar: the field and what it cannot draw.
struct SearchFieldConfiguration {
    let controller: SearchController
    let prompt: Text?
    let placement: SearchFieldPlacement
    /// The `onSubmit(of: .search)` actions around the modifier.
    let submitActions: [(triggers: SubmitTriggers, action: () -> Void)]
    /// How many tokens the field holds and suggests (tokens are not drawn).
    var tokenCount = 0
    var suggestedTokenCount = 0
    let site: CallSite
}

/// Carries a screen's search field up to the enclosing navigation stack.
final class SearchableNode: UnaryNode {
    let field: SearchFieldConfiguration

    init(_ child: LayoutNode, field: SearchFieldConfiguration) {
        self.field = field
        super.init(child)
    }
}

/// When a search's scope bar shows, as SwiftUI's `SearchScopeActivation`.
public struct SearchScopeActivation: Sendable, Hashable {
    let name: String
    /// The platform's choice: on iOS, while the search is presented.
    public static let automatic = SearchScopeActivation(name: "onSearchPresentation")
    /// Once text is typed in the field.
    public static let onTextEntry = SearchScopeActivation(name: "onTextEntry")
    /// While the search is presented.
    public static let onSearchPresentation = SearchScopeActivation(name: "onSearchPresentation")
}

/// Carries `searchScopes` up to the enclosing navigation stack (the scope bar is not drawn:
/// said while it would show).
final class SearchScopesNode: UnaryNode {
    let activation: SearchScopeActivation
    let site: CallSite

    init(_ child: LayoutNode, activation: SearchScopeActivation, site: CallSite) {
        self.activation = activation
        self.site = site
        super.init(child)
    }
}

/// Carries `searchSuggestions` up to the enclosing navigation stack.
final class SearchSuggestionsNode: UnaryNode {
    let suggestions: AnyView
    let site: CallSite

    init(_ child: LayoutNode, suggestions: AnyView, site: CallSite) {
        self.suggestions = suggestions
        self.site = site
        super.init(child)
    }
}

nonisolated struct SearchableModifier: ViewModifier, @MainActor PrimitiveModifier {
    let text: Binding<String>
    let isPresented: Binding<Bool>?
    let placement: SearchFieldPlacement
    let prompt: Text?
    var tokenCount = 0
    var suggestedTokenCount = 0
    let site: CallSite

    @MainActor func makeNodes(content: ResolveContext.Content, _ context: ResolveContext) -> [LayoutNode] {
        let env = context.environment
        let controller = SearchController(text: text, isPresented: isPresented, focus: env.searchFocusLink,
                                          key: "search:" + context.key, graph: context.graph)
        let field = SearchFieldConfiguration(
            controller: controller, prompt: prompt, placement: placement,
            submitActions: env.textInputTraits.submitActions.filter { $0.triggers.contains(.search) },
            tokenCount: tokenCount, suggestedTokenCount: suggestedTokenCount, site: site)
        var c = context
        c.environment.isSearching = controller.isPresentedNow
        c.environment.dismissSearch = DismissSearchAction(action: { controller.dismiss() })
        c.environment.searchFocusLink = nil
        return content(c).map { SearchableNode($0, field: field) }
    }
}

/// The search field under a navigation bar's title: a 36 pt rounded field in the tertiary
/// fill, a magnifying glass and the text (or the prompt, "Search" by default) in the secondary
/// label colour, 16 pt from the screen's sides, 8 pt above and below (UISearchBar). Presented,
/// the field shrinks for a Cancel button in the tint colour on its right; focused, it draws
/// the caret and, over typed text, the clear button. Flag: E (the gaps and the clear button's
/// colour are not measured on a device).
struct SearchFieldView: View {
    let field: SearchFieldConfiguration

    var body: some View {
        let controller = field.controller
        let presented = controller.isPresentedNow
        let showsClear = controller.isFocusedNow && !controller.text.wrappedValue.isEmpty
        var model = TextInputModel.text(
            controller.text, prompt: (field.prompt ?? Text("Search")).foregroundStyle(Color(uiColor: .secondaryLabel)), site: field.site)
        model.submitTrigger = .search
        model.afterSubmit = { controller.setFocused(false) }
        return HStack(spacing: SearchMetrics.cancelSpacing) {
            HStack(spacing: SearchMetrics.glassSpacing) {
                Image(systemName: "magnifyingglass").foregroundStyle(Color(uiColor: .secondaryLabel))
                TextField<Text>(model: model, label: Text(verbatim: ""))
                    .environment(\.focusLink, controller.focusLink)
                if showsClear {
                    Button { controller.text.wrappedValue = "" } label: {
                        Image(systemName: "xmark.circle.fill").foregroundStyle(Color(uiColor: .secondaryLabel))
                    }
                }
            }
            .padding(.horizontal, SearchMetrics.fieldInset)
            .frame(height: SearchMetrics.fieldHeight)
            .background(RoundedRectangle(cornerRadius: SearchMetrics.cornerRadius, style: .continuous)
                .fill(Color(uiColor: .tertiarySystemFill)))
            if presented {
                Button("Cancel") { controller.dismiss() }.fixedSize()
            }
        }
        .padding(.horizontal, 16)
    }
}

/// UISearchBar in a navigation bar on iOS 18. Field height, corner and insets E (36 pt tall,
/// 10 pt corners, 8 pt in, the glass 6 pt before the text); the Cancel button 10 pt right of the
/// shrunken field, 16 pt from the screen's edge: E.
enum SearchMetrics {
    static let fieldHeight: CGFloat = 36
    static let cornerRadius: CGFloat = 10
    static let fieldInset: CGFloat = 8
    static let glassSpacing: CGFloat = 6
    static let cancelSpacing: CGFloat = 10
    /// The bar grows by the field and 8 pt above and below it.
    static let barHeight: CGFloat = 52
}

// MARK: searchable

extension View {
    nonisolated func searching(text: Binding<String>, isPresented: Binding<Bool>?, placement: SearchFieldPlacement, prompt: Text?,
                   tokens: Int = 0, suggestedTokens: Int = 0, site: CallSite) -> some View {
        modifier(SearchableModifier(text: text, isPresented: isPresented, placement: placement, prompt: prompt,
                                    tokenCount: tokens, suggestedTokenCount: suggestedTokens, site: site))
    }

    /// Puts a search field in the navigation bar of the screen this view is on. Typing into
    /// it (`ViewHost.type(_:into: "Search")`, or the prompt's text) writes `text`.
    nonisolated public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil,
                           _fileID: String = #fileID, _line: Int = #line) -> some View {
        searching(text: text, isPresented: nil, placement: placement, prompt: prompt, site: CallSite(file: _fileID, line: _line))
    }

    nonisolated public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey,
                           _fileID: String = #fileID, _line: Int = #line) -> some View {
        searchable(text: text, placement: placement, prompt: Text(prompt), _fileID: _fileID, _line: _line)
    }

    @_disfavoredOverload
    nonisolated public func searchable<S: StringProtocol>(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S,
                                              _fileID: String = #fileID, _line: Int = #line) -> some View {
        searchable(text: text, placement: placement, prompt: Text(prompt), _fileID: _fileID, _line: _line)
    }

    /// With `isPresented:` (iOS 17): true presents the search, focused, with Cancel; focusing
    /// the field sets it; Cancel clears it.
    nonisolated public func searchable(text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
                           prompt: Text? = nil, _fileID: String = #fileID, _line: Int = #line) -> some View {
        searching(text: text, isPresented: isPresented, placement: placement, prompt: prompt, site: CallSite(file: _fileID, line: _line))
    }

    nonisolated public func searchable(text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
                           prompt: LocalizedStringKey, _fileID: String = #fileID, _line: Int = #line) -> some View {
        searchable(text: text, isPresented: isPresented, placement: placement, prompt: Text(prompt), _fileID: _fileID, _line: _line)
    }

    @_disfavoredOverload
    nonisolated public func searchable<S: StringProtocol>(text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
                                              prompt: S, _fileID: String = #fileID, _line: Int = #line) -> some View {
        searchable(text: text, isPresented: isPresented, placement: placement, prompt: Text(prompt), _fileID: _fileID, _line: _line)
    }

    /// The deprecated form with suggestions (iOS 15): as `searchSuggestions`.
    @available(iOS, introduced: 15.0, deprecated: 100000.0, message: "Use the searchable modifier with the searchSuggestions modifier")
    nonisolated public func searchable<S: View>(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil,
                                    @ViewBuilder suggestions: () -> S, _fileID: String = #fileID, _line: Int = #line) -> some View {
        let site = CallSite(file: _fileID, line: _line)
        let suggested = AnyView(suggestions())
        return searching(text: text, isPresented: nil, placement: placement, prompt: prompt, site: site)
            .wrapping { SearchSuggestionsNode($0, suggestions: suggested, site: site) }
    }

    @available(iOS, introduced: 15.0, deprecated: 100000.0, message: "Use the searchable modifier with the searchSuggestions modifier")
    nonisolated public func searchable<S: View>(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey,
                                    @ViewBuilder suggestions: () -> S, _fileID: String = #fileID, _line: Int = #line) -> some View {
        searchable(text: text, placement: placement, prompt: Text(prompt), suggestions: suggestions, _fileID: _fileID, _line: _line)
    }

    @_disfavoredOverload
    @available(iOS, introduced: 15.0, deprecated: 100000.0, message: "Use the searchable modifier with the searchSuggestions modifier")
    nonisolated public func searchable<V: View, S: StringProtocol>(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S,
                                                       @ViewBuilder suggestions: () -> V, _fileID: String = #fileID, _line: Int = #line) -> some View {
        searchable(text: text, placement: placement, prompt: Text(prompt), suggestions: suggestions, _fileID: _fileID, _line: _line)
    }
}

// MARK: searchable with tokens (iOS 16, 17): the field is drawn without its tokens, and said.

extension View {
    nonisolated public func searchable<C, T: View>(text: Binding<String>, tokens: Binding<C>, placement: SearchFieldPlacement = .automatic,
                                       prompt: Text? = nil, @ViewBuilder token: @escaping (C.Element) -> T,
                                       _fileID: String = #fileID, _line: Int = #line) -> some View
    where C: RandomAccessCollection, C: RangeReplaceableCollection, C.Element: Identifiable {
        searching(text: text, isPresented: nil, placement: placement, prompt: prompt, tokens: tokens.wrappedValue.count,
                  site: CallSite(file: _fileID, line: _line))
    }

    nonisolated public func searchable<C, T: View>(text: Binding<String>, tokens: Binding<C>, placement: SearchFieldPlacement = .automatic,
                                       prompt: LocalizedStringKey, @ViewBuilder token: @escaping (C.Element) -> T,
                                       _fileID: String = #fileID, _line: Int = #line) -> some View
    where C: RandomAccessCollection, C: RangeReplaceableCollection, C.Element: Identifiable {
        searchable(text: text, tokens: tokens, placement: placement, prompt: Text(prompt), token: token, _fileID: _fileID, _line: _line)
    }

    @_disfavoredOverload
    nonisolated public func searchable<C, T: View, S: StringProtocol>(text: Binding<String>, tokens: Binding<C>, placement: SearchFieldPlacement = .automatic,
                                                          prompt: S, @ViewBuilder token: @escaping (C.Element) -> T,
                                                          _fileID: String = #fileID, _line: Int = #line) -> some View
    where C: RandomAccessCollection, C: RangeReplaceableCollection, C.Element: Identifiable {
        searchable(text: text, tokens: tokens, placement: placement, prompt: Text(prompt), token: token, _fileID: _fileID, _line: _line)
    }

    nonisolated public func searchable<C, T: View>(text: Binding<String>, tokens: Binding<C>, isPresented: Binding<Bool>,
                                       placement: SearchFieldPlacement = .automatic, prompt: Text? = nil,
                                       @ViewBuilder token: @escaping (C.Element) -> T,
                                       _fileID: String = #fileID, _line: Int = #line) -> some View
    where C: RandomAccessCollection, C: RangeReplaceableCollection, C.Element: Identifiable {
        searching(text: text, isPresented: isPresented, placement: placement, prompt: prompt, tokens: tokens.wrappedValue.count,
                  site: CallSite(file: _fileID, line: _line))
    }

    nonisolated public func searchable<C, T: View>(text: Binding<String>, tokens: Binding<C>, isPresented: Binding<Bool>,
                                       placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey,
                                       @ViewBuilder token: @escaping (C.Element) -> T,
                                       _fileID: String = #fileID, _line: Int = #line) -> some View
    where C: RandomAccessCollection, C: RangeReplaceableCollection, C.Element: Identifiable {
        searchable(text: text, tokens: tokens, isPresented: isPresented, placement: placement, prompt: Text(prompt), token: token,
                   _fileID: _fileID, _line: _line)
    }

    @_disfavoredOverload
    nonisolated public func searchable<C, T: View, S: StringProtocol>(text: Binding<String>, tokens: Binding<C>, isPresented: Binding<Bool>,
                                                          placement: SearchFieldPlacement = .automatic, prompt: S,
                                                          @ViewBuilder token: @escaping (C.Element) -> T,
                                                          _fileID: String = #fileID, _line: Int = #line) -> some View
    where C: RandomAccessCollection, C: RangeReplaceableCollection, C.Element: Identifiable {
        searchable(text: text, tokens: tokens, isPresented: isPresented, placement: placement, prompt: Text(prompt), token: token,
                   _fileID: _fileID, _line: _line)
    }

    nonisolated public func searchable<C, T: View>(text: Binding<String>, tokens: Binding<C>, suggestedTokens: Binding<C>,
                                       placement: SearchFieldPlacement = .automatic, prompt: Text? = nil,
                                       @ViewBuilder token: @escaping (C.Element) -> T,
                                       _fileID: String = #fileID, _line: Int = #line) -> some View
    where C: MutableCollection, C: RandomAccessCollection, C: RangeReplaceableCollection, C.Element: Identifiable {
        searching(text: text, isPresented: nil, placement: placement, prompt: prompt, tokens: tokens.wrappedValue.count,
                  suggestedTokens: suggestedTokens.wrappedValue.count, site: CallSite(file: _fileID, line: _line))
    }

    nonisolated public func searchable<C, T: View>(text: Binding<String>, tokens: Binding<C>, suggestedTokens: Binding<C>,
                                       placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey,
                                       @ViewBuilder token: @escaping (C.Element) -> T,
                                       _fileID: String = #fileID, _line: Int = #line) -> some View
    where C: MutableCollection, C: RandomAccessCollection, C: RangeReplaceableCollection, C.Element: Identifiable {
        searchable(text: text, tokens: tokens, suggestedTokens: suggestedTokens, placement: placement, prompt: Text(prompt),
                   token: token, _fileID: _fileID, _line: _line)
    }

    @_disfavoredOverload
    nonisolated public func searchable<C, T: View, S: StringProtocol>(text: Binding<String>, tokens: Binding<C>, suggestedTokens: Binding<C>,
                                                          placement: SearchFieldPlacement = .automatic, prompt: S,
                                                          @ViewBuilder token: @escaping (C.Element) -> T,
                                                          _fileID: String = #fileID, _line: Int = #line) -> some View
    where C: MutableCollection, C: RandomAccessCollection, C: RangeReplaceableCollection, C.Element: Identifiable {
        searchable(text: text, tokens: tokens, suggestedTokens: suggestedTokens, placement: placement, prompt: Text(prompt),
                   token: token, _fileID: _fileID, _line: _line)
    }

    nonisolated public func searchable<C, T: View>(text: Binding<String>, tokens: Binding<C>, suggestedTokens: Binding<C>, isPresented: Binding<Bool>,
                                       placement: SearchFieldPlacement = .automatic, prompt: Text? = nil,
                                       @ViewBuilder token: @escaping (C.Element) -> T,
                                       _fileID: String = #fileID, _line: Int = #line) -> some View
    where C: MutableCollection, C: RandomAccessCollection, C: RangeReplaceableCollection, C.Element: Identifiable {
        searching(text: text, isPresented: isPresented, placement: placement, prompt: prompt, tokens: tokens.wrappedValue.count,
                  suggestedTokens: suggestedTokens.wrappedValue.count, site: CallSite(file: _fileID, line: _line))
    }

    nonisolated public func searchable<C, T: View>(text: Binding<String>, tokens: Binding<C>, suggestedTokens: Binding<C>, isPresented: Binding<Bool>,
                                       placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey,
                                       @ViewBuilder token: @escaping (C.Element) -> T,
                                       _fileID: String = #fileID, _line: Int = #line) -> some View
    where C: MutableCollection, C: RandomAccessCollection, C: RangeReplaceableCollection, C.Element: Identifiable {
        searchable(text: text, tokens: tokens, suggestedTokens: suggestedTokens, isPresented: isPresented, placement: placement,
                   prompt: Text(prompt), token: token, _fileID: _fileID, _line: _line)
    }

    @_disfavoredOverload
    nonisolated public func searchable<C, T: View, S: StringProtocol>(text: Binding<String>, tokens: Binding<C>, suggestedTokens: Binding<C>,
                                                          isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
                                                          prompt: S, @ViewBuilder token: @escaping (C.Element) -> T,
                                                          _fileID: String = #fileID, _line: Int = #line) -> some View
    where C: MutableCollection, C: RandomAccessCollection, C: RangeReplaceableCollection, C.Element: Identifiable {
        searchable(text: text, tokens: tokens, suggestedTokens: suggestedTokens, isPresented: isPresented, placement: placement,
                   prompt: Text(prompt), token: token, _fileID: _fileID, _line: _line)
    }

    nonisolated public func searchable<C, T: View>(text: Binding<String>, editableTokens: Binding<C>, placement: SearchFieldPlacement = .automatic,
                                       prompt: Text? = nil, @ViewBuilder token: @escaping (Binding<C.Element>) -> T,
                                       _fileID: String = #fileID, _line: Int = #line) -> some View
    where C: RandomAccessCollection, C: RangeReplaceableCollection, C.Element: Identifiable {
        searching(text: text, isPresented: nil, placement: placement, prompt: prompt, tokens: editableTokens.wrappedValue.count,
                  site: CallSite(file: _fileID, line: _line))
    }

    nonisolated public func searchable<C, T: View>(text: Binding<String>, editableTokens: Binding<C>, placement: SearchFieldPlacement = .automatic,
                                       prompt: LocalizedStringKey, @ViewBuilder token: @escaping (Binding<C.Element>) -> T,
                                       _fileID: String = #fileID, _line: Int = #line) -> some View
    where C: RandomAccessCollection, C: RangeReplaceableCollection, C.Element: Identifiable {
        searchable(text: text, editableTokens: editableTokens, placement: placement, prompt: Text(prompt), token: token,
                   _fileID: _fileID, _line: _line)
    }

    @_disfavoredOverload
    nonisolated public func searchable<C, T: View, S: StringProtocol>(text: Binding<String>, editableTokens: Binding<C>,
                                                          placement: SearchFieldPlacement = .automatic, prompt: S,
                                                          @ViewBuilder token: @escaping (Binding<C.Element>) -> T,
                                                          _fileID: String = #fileID, _line: Int = #line) -> some View
    where C: RandomAccessCollection, C: RangeReplaceableCollection, C.Element: Identifiable {
        searchable(text: text, editableTokens: editableTokens, placement: placement, prompt: Text(prompt), token: token,
                   _fileID: _fileID, _line: _line)
    }

    nonisolated public func searchable<C, T: View>(text: Binding<String>, editableTokens: Binding<C>, isPresented: Binding<Bool>,
                                       placement: SearchFieldPlacement = .automatic, prompt: Text? = nil,
                                       @ViewBuilder token: @escaping (Binding<C.Element>) -> T,
                                       _fileID: String = #fileID, _line: Int = #line) -> some View
    where C: RandomAccessCollection, C: RangeReplaceableCollection, C.Element: Identifiable {
        searching(text: text, isPresented: isPresented, placement: placement, prompt: prompt, tokens: editableTokens.wrappedValue.count,
                  site: CallSite(file: _fileID, line: _line))
    }

    nonisolated public func searchable<C, T: View>(text: Binding<String>, editableTokens: Binding<C>, isPresented: Binding<Bool>,
                                       placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey,
                                       @ViewBuilder token: @escaping (Binding<C.Element>) -> T,
                                       _fileID: String = #fileID, _line: Int = #line) -> some View
    where C: RandomAccessCollection, C: RangeReplaceableCollection, C.Element: Identifiable {
        searchable(text: text, editableTokens: editableTokens, isPresented: isPresented, placement: placement, prompt: Text(prompt),
                   token: token, _fileID: _fileID, _line: _line)
    }

    @_disfavoredOverload
    nonisolated public func searchable<C, T: View, S: StringProtocol>(text: Binding<String>, editableTokens: Binding<C>, isPresented: Binding<Bool>,
                                                          placement: SearchFieldPlacement = .automatic, prompt: S,
                                                          @ViewBuilder token: @escaping (Binding<C.Element>) -> T,
                                                          _fileID: String = #fileID, _line: Int = #line) -> some View
    where C: RandomAccessCollection, C: RangeReplaceableCollection, C.Element: Identifiable {
        searchable(text: text, editableTokens: editableTokens, isPresented: isPresented, placement: placement, prompt: Text(prompt),
                   token: token, _fileID: _fileID, _line: _line)
    }
}

// MARK: Suggestions, completions, focus

/// Where search suggestions show, as SwiftUI's `SearchSuggestionsPlacement`.
public struct SearchSuggestionsPlacement: Sendable, Equatable {
    let name: String
    public static var automatic: SearchSuggestionsPlacement { .init(name: "automatic") }
    public static var content: SearchSuggestionsPlacement { .init(name: "content") }
    public static var menu: SearchSuggestionsPlacement { .init(name: "menu") }

    /// A set of placements.
    public struct Set: OptionSet, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static var menu: Set { Set(rawValue: 1 << 0) }
        public static var content: Set { Set(rawValue: 1 << 1) }
    }
}

extension View {
    /// Suggestions the search shows while it is presented. iOS lists them over the screen's
    /// content; PreviewUI does not draw them yet and says so while the search is presented.
    nonisolated public func searchSuggestions<S: View>(@ViewBuilder _ suggestions: () -> S, _fileID: String = #fileID, _line: Int = #line) -> some View {
        let suggested = AnyView(suggestions())
        let site = CallSite(file: _fileID, line: _line)
        return wrapping { SearchSuggestionsNode($0, suggestions: suggested, site: site) }
    }

    /// Scopes that narrow a search: a segmented bar under the field while the search is
    /// presented (not drawn yet, and said then).
    nonisolated public func searchScopes<V: Hashable, S: View>(
        _ scope: Binding<V>, activation: SearchScopeActivation = .automatic, @ViewBuilder scopes: () -> S,
        _fileID: String = #fileID, _line: Int = #line
    ) -> some View {
        let site = CallSite(file: _fileID, line: _line)
        return wrapping { SearchScopesNode($0, activation: activation, site: site) }
    }

    /// Where the suggestions of the searches inside show (kept; suggestions are not drawn).
    nonisolated public func searchSuggestions(_ visibility: Visibility, for placements: SearchSuggestionsPlacement.Set) -> some View {
        self
    }

    /// The text a suggestion puts in the search field when chosen (kept; suggestions are not
    /// drawn, so none is chosen).
    nonisolated public func searchCompletion(_ completion: String) -> some View {
        self
    }

    /// The token a suggestion adds to the search field when chosen (kept, as above).
    nonisolated public func searchCompletion<T: Identifiable>(_ token: T) -> some View {
        self
    }

    /// Ties the focus of the search field of the `searchable` modifier inside (iOS 18) to a
    /// Boolean focus state: true while the field is focused; setting it focuses the field and
    /// presents the search.
    nonisolated public func searchFocused(_ binding: FocusState<Bool>.Binding) -> some View {
        let link = FocusLink.bool(binding)
        return transformingEnvironment { $0.searchFocusLink = link }
    }

    /// Ties the focus of the search field of the `searchable` modifier inside to a focus
    /// state: it is `value` while the field is focused (and nil, for an optional state, when
    /// the focus leaves).
    nonisolated public func searchFocused<V: Hashable>(_ binding: FocusState<V>.Binding, equals value: V) -> some View {
        let link = FocusLink.equals(binding, value)
        return transformingEnvironment { $0.searchFocusLink = link }
    }
}

/// Ends the current search, as SwiftUI's `DismissSearchAction` (`@Environment(\.dismissSearch)`):
/// the text cleared, the field left, the search no longer presented.
public struct DismissSearchAction: @unchecked Sendable {
    let action: (@MainActor () -> Void)?

    @MainActor public func callAsFunction() { action?() }
}

private struct IsSearchingKey: EnvironmentKey { static let defaultValue = false }
private struct DismissSearchKey: EnvironmentKey { static let defaultValue = DismissSearchAction(action: nil) }
private struct SearchFocusLinkKey: EnvironmentKey { static var defaultValue: FocusLink? { nil } }

extension EnvironmentValues {
    /// Whether the search of the `searchable` modifier around this view is presented.
    public internal(set) var isSearching: Bool {
        get { self[IsSearchingKey.self] }
        set { self[IsSearchingKey.self] = newValue }
    }

    /// Ends the search of the `searchable` modifier around this view.
    public internal(set) var dismissSearch: DismissSearchAction {
        get { self[DismissSearchKey.self] }
        set { self[DismissSearchKey.self] = newValue }
    }

    /// `searchFocused`, for the next `searchable` modifier inside.
    var searchFocusLink: FocusLink? {
        get { self[SearchFocusLinkKey.self] }
        set { self[SearchFocusLinkKey.self] = newValue }
    }
}
