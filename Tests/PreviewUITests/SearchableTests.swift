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

    nonisolated static let schemes: [ColorScheme] = [.light, .dark]

    @Test("Golden: a list with a search field under its large title", arguments: schemes)
    func golden(scheme: ColorScheme) throws {
        try GoldenImage.check(Fruits(query: ""), named: "searchable-\(scheme)", layout: .fixed(width: 390, height: 300), colorScheme: scheme)
    }
}
