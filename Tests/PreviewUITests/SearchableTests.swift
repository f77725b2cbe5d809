import Drawing
import PreviewUI
import Testing

/// `.searchable`: the field under the large title, its prompt or text; the list moves down.
@MainActor
struct SearchableTests {
    struct Fruits: View {
        @State var query: String
        var body: some View {
            NavigationStack {
                List {
                    ForEach(["Apple", "Banana"], id: \.self) { Text($0) }
                        .onDelete { _ in }
                }
                .navigationTitle("Fruit")
                .searchable(text: $query, prompt: "Find a fruit")
            }
        }
    }

    @Test("The field sits under the large title, 16 pt from the sides, with its prompt")
    func field() throws {
        let plain = Laid(NavigationStack { List { Text("Apple") }.navigationTitle("Fruit") }, .fixed(width: 390, height: 500))
        let laid = Laid(Fruits(query: ""), .fixed(width: 390, height: 500))
        let prompt = try laid.frame(ofText: "Find a fruit")
        let title = try laid.frame(ofText: "Fruit")
        #expect(prompt.minY > title.maxY)
        #expect(prompt.minX > 16 + 8 && prompt.minX < 16 + 8 + 30, "after the magnifying glass")
        // The list moves down by the search bar's 52 pt.
        #expect(abs((try laid.frame(ofText: "Apple").minY) - (try plain.frame(ofText: "Apple").minY) - 52) < 0.01)
    }

    @Test("Typed text replaces the prompt")
    func text() throws {
        let laid = Laid(Fruits(query: "ban"), .fixed(width: 390, height: 500))
        #expect(try laid.host.shownTexts.contains("ban"))
        #expect(try !laid.host.shownTexts.contains("Find a fruit"))
    }

    struct Filtered: View {
        @State var query = ""
        @State var submitted = 0
        var body: some View {
            NavigationStack {
                List {
                    ForEach(["Apple", "Banana", "Cherry"].filter { query.isEmpty || $0.localizedCaseInsensitiveContains(query) }, id: \.self) {
                        Text($0)
                    }
                    if submitted > 0 { Text("Submitted \(submitted)") }
                }
                .navigationTitle("Fruit")
                .toolbar { Button("Add") {} }
                .searchable(text: $query)
                .onSubmit(of: .search) { submitted += 1 }
                .onSubmit(of: .text) { submitted += 100 }
            }
        }
    }

    @Test("Typing into the search field filters the list; the field is focused, with Cancel beside it and the bar's title row gone")
    func typing() throws {
        let host = ViewHost(Filtered(), layout: .screen(.iPhone15Pro))
        let rest = try #require(try host.frame(ofText: "Search"))
        try host.type("ban", into: "Search")
        let shown = try host.shownTexts
        #expect(shown.contains("Banana") && !shown.contains("Apple") && !shown.contains("Cherry"))
        #expect(try host.textField("Search") == ("ban", true))
        // Cancel 16 pt from the edge, in the tint colour; the title row and its items gone;
        // the field at the bar's top, under the status bar.
        let cancel = try #require(try host.frame(ofText: "Cancel"))
        #expect(abs(cancel.maxX - (393 - 16)) < 0.5)
        #expect(textRuns(in: try host.displayList.ops).first { $0.spec.string == "Cancel" }?.color == RGBAColor(hex: 0x007AFF))
        #expect(!shown.contains("Fruit") && !shown.contains("Add"))
        let typed = try #require(try host.frame(ofText: "ban"))
        #expect(typed.minY < rest.minY - 44 - 52 + 1 && typed.minY > 59)
        // The focused field's caret, and its clear button.
        let ops = try host.displayList.ops
        #expect(fills(in: ops).contains { $0.1 == RGBAColor(hex: 0x007AFF) && abs($0.0.bounds.width - 2) < 0.01 })
        #expect(try NavigationTests.icons(host).contains { $0.name == "xmark.circle.fill" })

        // Submitting runs onSubmit(of: .search) only, and leaves the field; the search stays.
        try host.submit("Search")
        #expect(try host.shownTexts.contains("Submitted 1"))
        #expect(try host.textField("Search").isFocused == false)
        #expect(try host.shownTexts.contains("Cancel"))

        // Cancel clears the text and ends the search.
        try host.tap(text: "Cancel")
        let after = try host.shownTexts
        #expect(after.contains("Apple") && after.contains("Fruit") && !after.contains("Cancel"))
        #expect(try host.frame(ofText: "Search") == rest)
        #expect(host.approximations.isEmpty)
    }

    @Test("isPresented true shows the focused field; isSearching and dismissSearch follow it")
    func presented() throws {
        struct Screen: View {
            @State var query = "ap"
            @State var presented = true
            var body: some View {
                NavigationStack {
                    Content().navigationTitle("Fruit").searchable(text: $query, isPresented: $presented, prompt: "Find")
                }
            }
        }
        struct Content: View {
            @Environment(\.isSearching) var isSearching
            @Environment(\.dismissSearch) var dismissSearch
            var body: some View {
                VStack {
                    Text(isSearching ? "searching" : "idle")
                    Button("Done") { dismissSearch() }
                }
            }
        }
        let host = ViewHost(Screen(), layout: .screen(.iPhone15Pro))
        #expect(try host.textField("Find") == ("ap", true))
        #expect(try host.shownTexts.contains("Cancel") && host.shownTexts.contains("searching"))
        try host.tap(text: "Done")
        #expect(try host.textField("Find") == ("", false))
        #expect(try host.shownTexts.contains("idle") && !host.shownTexts.contains("Cancel"))
        // Focusing the field presents the search again.
        try host.focus("Find")
        #expect(try host.shownTexts.contains("searching"))
    }

    @Test("searchFocused follows the field's focus; suggestions and tokens are reported where they would show")
    func focusAndReports() throws {
        struct Token: Identifiable { let id: Int }
        struct Screen: View {
            @State var query = ""
            @State var tokens = [Token(id: 1)]
            @FocusState var focused: Bool
            var body: some View {
                NavigationStack {
                    Text(focused ? "focused" : "not focused")
                        .searchable(text: $query, tokens: $tokens) { token in Text("\(token.id)") }
                        .searchSuggestions { Text("Apples").searchCompletion("Apples") }
                        .searchFocused($focused)
                }
            }
        }
        let host = ViewHost(Screen(), layout: .screen(.iPhone15Pro))
        #expect(try host.shownTexts.contains("not focused"))
        #expect(host.approximations.map(\.cause) == ["searchable with tokens (iOS draws them in the search field)"])
        #expect(host.approximations.first?.file.hasSuffix("SearchableTests.swift") == true)
        try host.type("a", into: "Search")
        #expect(try host.shownTexts.contains("focused"))
        #expect(host.approximations.contains { $0.cause.hasPrefix("searchSuggestions") && $0.file.hasSuffix("SearchableTests.swift") })
    }

    @Test("Scrolling hides the search field first, then the large title; with .always the field stays under the inline title")
    func scrolling() throws {
        struct Long: View {
            var placement: SearchFieldPlacement = .automatic
            @State var query = ""
            var body: some View {
                NavigationStack {
                    List(0..<40, id: \.self) { Text("Row \($0)") }
                        .navigationTitle("Fruit")
                        .searchable(text: $query, placement: placement, prompt: "Find")
                }
            }
        }
        let host = ViewHost(Long(), layout: .fixed(width: 390, height: 400))
        let title = try #require(try host.frame(ofText: "Fruit")), field = try #require(try host.frame(ofText: "Find"))
        try host.scroll(by: CGSize(width: 0, height: 20))
        #expect(try host.frame(ofText: "Fruit") == title)
        #expect(try host.frame(ofText: "Find").map { abs($0.minY - (field.minY - 20)) < 0.01 } == true)
        #expect(host.approximations.contains { $0.cause.hasPrefix("searchable field partly collapsed") && $0.file.hasSuffix("SearchableTests.swift") })
        try host.scroll(by: CGSize(width: 0, height: 32))
        #expect(try host.frame(ofText: "Find") == nil && host.frame(ofText: "Fruit") == title)
        try host.scroll(by: CGSize(width: 0, height: 60))
        #expect(try host.frame(ofText: "Fruit").map { abs($0.midX - 195) < 0.5 && $0.maxY < 44 } == true, "the inline title")

        let always = ViewHost(Long(placement: .navigationBarDrawer(displayMode: .always)), layout: .fixed(width: 390, height: 400))
        try always.scroll(by: CGSize(width: 0, height: 200))
        #expect(try always.frame(ofText: "Find").map { abs($0.minY - (field.minY - 52)) < 0.01 } == true, "under the 44 pt row")
        #expect(try always.frame(ofText: "Fruit").map { abs($0.midX - 195) < 0.5 } == true)
    }

    nonisolated static let schemes: [ColorScheme] = [.light, .dark]

    @Test("Golden: a list with a search field under its large title", arguments: schemes)
    func golden(scheme: ColorScheme) throws {
        try GoldenImage.check(Fruits(query: ""), named: "searchable-\(scheme)", layout: .fixed(width: 390, height: 300), colorScheme: scheme)
    }

    @Test("Golden: the focused search field with its caret and Cancel", arguments: schemes)
    func focusedGolden(scheme: ColorScheme) throws {
        let host = ViewHost(Fruits(query: ""), layout: .fixed(width: 390, height: 160), colorScheme: scheme)
        try host.type("Ba", into: "Find a fruit")
        try GoldenImage.check(host: host, named: "searchable-focused-\(scheme)")
    }
}
