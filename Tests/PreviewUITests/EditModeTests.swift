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

    /// A list whose first row may not be deleted and whose last may not be moved.
    struct Pinned: View {
        @State var items = ["Inbox", "Drafts", "Archive"]
        var body: some View {
            List {
                ForEach(items, id: \.self) { item in
                    Text(item)
                        .deleteDisabled(item == "Inbox")
                        .moveDisabled(item == "Archive")
                }
                .onMove { items.move(fromOffsets: $0, toOffset: $1) }
                .onDelete { items.remove(atOffsets: $0) }
            }
            .environment(\.editMode, .constant(.active))
        }
    }

    @Test("deleteDisabled and moveDisabled take a row's control away; onDelete after onMove adds to it")
    func disabledRows() throws {
        let host = ViewHost(Pinned(), layout: .fixed(width: 390, height: 300))
        let red = RGBAColor(hex: 0xFF3B30)
        let circles = try Self.fills(host).filter { $0.1 == red }
        #expect(circles.count == 2, "Drafts and Archive can be deleted")
        let inbox = try #require(try host.frame(ofText: "Inbox")), drafts = try #require(try host.frame(ofText: "Drafts"))
        #expect(drafts.minX == inbox.minX + 38, "the row without a delete control does not move aside")
        // Grips: three 18 × 1.5 pt lines per movable row, two rows.
        let grips = try Self.fills(host).filter { $0.0.bounds.width == 18 && $0.0.bounds.height == 1.5 }
        #expect(grips.count == 6)
        try GoldenImage.check(host: host, named: "edit-mode-disabled-rows")
    }

    @Test("onDelete and onMove are DynamicViewContent's, and keep a lazy list lazy")
    func dynamicViewContent() throws {
        func rows<C: DynamicViewContent>(_ content: C) -> Int { content.data.count }
        let each = ForEach(["a", "b", "c"], id: \.self) { Text($0) }
        #expect(rows(each.onDelete { _ in }.onMove(perform: nil)) == 3)
        #expect(rows(each.modifier(EmptyModifier())) == 3)

        let built = Built()
        let host = ViewHost(List {
            ForEach(0..<500, id: \.self) { i in Text("Row \(built.note(i))") }
                .onDelete { _ in }
        }.environment(\.editMode, .constant(.active)), layout: .fixed(width: 390, height: 400))
        #expect(try host.shownTexts.first == "Row 0")
        #expect(built.rows.count < 60, "built \(built.rows.count) of 500")
        #expect(try Self.fills(host).contains { $0.1 == RGBAColor(hex: 0xFF3B30) })
    }

    final class Built {
        var rows: Set<Int> = []
        func note(_ i: Int) -> Int { rows.insert(i); return i }
    }

    nonisolated static let schemes: [ColorScheme] = [.light, .dark]

    @Test("Golden: a list in edit mode", arguments: schemes)
    func golden(scheme: ColorScheme) throws {
        let host = Self.host(scheme)
        try host.tap(text: "Edit")
        try GoldenImage.check(host: host, named: "edit-mode-\(scheme)")
    }
}
