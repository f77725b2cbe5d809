import Observation
import PreviewUI
import Testing

extension FocusedValues {
    @Entry var draftTitle: String?
    @Entry var documentName: String?
    @Entry var counter: Binding<Int>?
}

/// `@FocusedValue` and `@FocusedBinding` read what `.focusedValue` publishes while the focused
/// input is inside it, and what `.focusedSceneValue` publishes always.
@MainActor @Suite struct FocusedValueTests {
    struct Editor: View {
        @State private var title = "Groceries"
        @State private var count = 2
        var body: some View {
            VStack {
                TextField("Title", text: $title)
                    .focusedValue(\.draftTitle, title)
                    .focusedValue(\.counter, $count)
                Text("count \(count)")
            }
            .focusedSceneValue(\.documentName, "List.txt")
        }
    }

    struct Screen: View {
        @FocusedValue(\.draftTitle) private var draft
        @FocusedValue(\.documentName) private var document
        @FocusedBinding(\.counter) private var counter
        var body: some View {
            VStack {
                Editor()
                Text("editing \(draft ?? "nothing") in \(document ?? "no document")")
                Button("More") { counter = (counter ?? 0) + 1 }
            }
        }
    }

    @Test("A scene value shows at once; a focused value only while the field is focused, and follows it")
    func focusedValues() throws {
        let host = ViewHost(Screen())
        #expect(try host.shownTexts.contains("editing nothing in List.txt"))
        try host.focus("Title")
        #expect(try host.shownTexts.contains("editing Groceries in List.txt"))
        try host.type(" and more", into: "Title")
        #expect(try host.shownTexts.contains("editing Groceries and more in List.txt"))
        try host.focus(nil)
        #expect(try host.shownTexts.contains("editing nothing in List.txt"))
    }

    @Test("A focused binding writes back to the state that published it")
    func focusedBinding() throws {
        let host = ViewHost(Screen())
        try host.focus("Title")
        try host.tap(text: "More")
        #expect(try host.shownTexts.contains("count 3"))
    }

    @Observable final class Playlist {
        var name = "Road trip"
    }

    final class Draft: ObservableObject {
        @Published var words = 12
    }

    struct ObjectScreen: View {
        @State private var playlist = Playlist()
        @StateObject private var draft = Draft()
        @State private var note = ""
        @FocusedValue(Playlist.self) private var focusedPlaylist
        @FocusedObject private var focusedDraft: Draft?
        var body: some View {
            VStack {
                TextField("Note", text: $note).focusedObject(draft)
                Text("playing \(focusedPlaylist?.name ?? "nothing"), \(focusedDraft.map { "\($0.words) words" } ?? "no draft")")
                if let words = $focusedDraft?.words {
                    Button("More words") { words.wrappedValue += 1 }
                }
            }
            .focusedSceneValue(playlist)
        }
    }

    @Test("Objects are published by type: an observable scene value at once, an ObservableObject while focused")
    func objects() throws {
        let host = ViewHost(ObjectScreen())
        #expect(try host.shownTexts.contains("playing Road trip, no draft"))
        try host.focus("Note")
        #expect(try host.shownTexts.contains("playing Road trip, 12 words"))
    }

    @Test("@FocusedObject's projected value binds to the focused object's properties; a change draws the reader again")
    func focusedObjectBinding() throws {
        let host = ViewHost(ObjectScreen())
        #expect(try !host.shownTexts.contains("More words"), "no binding while nothing is focused")
        try host.focus("Note")
        try host.tap(text: "More words")
        #expect(try host.shownTexts.contains("playing Road trip, 13 words"))
    }
}
