import Drawing
import PreviewUI
import Testing

/// `.contextMenu`: nothing until a long press; then the view lifted over the dimmed page and
/// the menu under it; a row runs its action and closes the menu.
@MainActor
struct ContextMenuTests {
    struct Note: View {
        @State var done = false
        var body: some View {
            VStack {
                Text(done ? "Note (done)" : "Note")
                    .padding()
                    .contextMenu {
                        Button { done = true } label: { Label("Mark as Done", systemImage: "checkmark") }
                        Button(role: .destructive) {} label: { Label("Delete", systemImage: "trash") }
                    }
                Spacer()
            }
        }
    }

    static func host() -> ViewHost { ViewHost(Note(), layout: .screen(.iPhone13Pro)) }

    @Test("The menu is not drawn until a long press")
    func hidden() throws {
        #expect(try !Self.host().shownTexts.contains("Mark as Done"))
    }

    @Test("A long press shows the rows under the lifted view, with their symbols; a row acts and closes the menu")
    func shown() throws {
        let host = Self.host()
        let note = try #require(try host.frame(ofText: "Note"))
        try host.longPress(text: "Note")
        let mark = try #require(try host.frame(ofText: "Mark as Done"))
        let delete = try #require(try host.frame(ofText: "Delete"))
        #expect(mark.minY > note.maxY && delete.minY > mark.maxY)
        #expect(host.approximations.contains { $0.cause.contains("context menu") && $0.file.hasSuffix("ContextMenuTests.swift") })
        try host.tap(text: "Mark as Done")
        #expect(try host.shownTexts.contains("Note (done)"))
        #expect(try !host.shownTexts.contains("Delete"))
    }

    nonisolated static let schemes: [ColorScheme] = [.light, .dark]

    @Test("Golden: a context menu after a long press", arguments: schemes)
    func golden(scheme: ColorScheme) throws {
        let host = ViewHost(Note(), layout: .fixed(width: 390, height: 300), colorScheme: scheme)
        try host.longPress(text: "Note")
        try GoldenImage.check(host: host, named: "context-menu-\(scheme)")
    }
}
