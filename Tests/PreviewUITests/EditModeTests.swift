import Drawing
import PreviewUI
import Testing

/// EditButton and edit mode: rows with onDelete and onMove show their controls while editing.
@MainActor
struct EditModeTests {
    struct Groceries: View {
        @State var items = ["Milk", "Eggs"]
        var body: some View {
            NavigationStack {
                List {
                    ForEach(items, id: \.self) { Text($0) }
                        .onDelete { items.remove(atOffsets: $0) }
                        .onMove { items.move(fromOffsets: $0, toOffset: $1) }
                }
                .navigationTitle("Groceries")
                .toolbar { EditButton() }
            }
        }
    }

    static func host(_ scheme: ColorScheme = .light) -> ViewHost {
        ViewHost(Groceries(), layout: .fixed(width: 390, height: 300), colorScheme: scheme)
    }

    static func fills(_ host: ViewHost) throws -> [(ShapePath, RGBAColor)] {
        PreviewUITests.fills(in: try host.displayList.ops)
    }

    @Test("Edit turns edit mode on: delete circles before the rows, which move aside, and grips after them; Done turns it off")
    func editing() throws {
        let host = Self.host()
        let milk = try #require(try host.frame(ofText: "Milk"))
        try host.tap(text: "Edit")
        #expect(try host.shownTexts.contains("Done"))
        let moved = try #require(try host.frame(ofText: "Milk"))
        #expect(moved.minX == milk.minX + 38)
        let red = RGBAColor(hex: 0xFF3B30)
        #expect(try Self.fills(host).filter { $0.1 == red }.count == 2)
        try host.tap(text: "Done")
        #expect(try host.frame(ofText: "Milk") == milk)
        #expect(try !Self.fills(host).contains { $0.1 == red })
    }

    @Test("editMode from the environment wins over the stack's own")
    func environment() throws {
        let host = ViewHost(Groceries().environment(\.editMode, .constant(.active)), layout: .fixed(width: 390, height: 300))
        #expect(try host.shownTexts.contains("Done"))
        #expect(EditMode.transient.isEditing && !EditMode.inactive.isEditing)
    }

    @Test("remove(atOffsets:) and move(fromOffsets:toOffset:) as SwiftUI's collection helpers")
    func collectionHelpers() {
        var a = ["a", "b", "c", "d"]
        a.remove(atOffsets: IndexSet([1, 3]))
        #expect(a == ["a", "c"])
        var b = ["a", "b", "c", "d"]
        b.move(fromOffsets: IndexSet([0]), toOffset: 3)
        #expect(b == ["b", "c", "a", "d"])
        var c = ["a", "b", "c", "d"]
        c.move(fromOffsets: IndexSet([2, 3]), toOffset: 0)
        #expect(c == ["c", "d", "a", "b"])
    }

    nonisolated static let schemes: [ColorScheme] = [.light, .dark]

    @Test("Golden: a list in edit mode", arguments: schemes)
    func golden(scheme: ColorScheme) throws {
        let host = Self.host(scheme)
        try host.tap(text: "Edit")
        try GoldenImage.check(host: host, named: "edit-mode-\(scheme)")
    }
}
