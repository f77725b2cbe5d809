import Drawing
import PreviewRegistry
import PreviewUI
import Testing

/// `.swipeActions`: hidden until a drag across the row reveals them; a button acts and hides them.
@MainActor
struct SwipeActionsTests {
    struct Inbox: View {
        @State var archived = false
        var body: some View {
            List {
                Text(archived ? "Archived" : "Groceries")
                    .swipeActions {
                        Button(role: .destructive) {} label: { Label("Delete", systemImage: "trash") }
                        Button { archived = true } label: { Text("Archive") }
                    }
                Text("Other row")
            }
        }
    }

    static func host(_ scheme: ColorScheme = .light) -> ViewHost {
        ViewHost(Inbox(), layout: .fixed(width: 390, height: 300), colorScheme: scheme)
    }

    @Test("Hidden at rest; a drag to the left reveals them at the row's trailing end and moves the content")
    func reveal() throws {
        let host = Self.host()
        #expect(try !host.shownTexts.contains("Archive"))
        let before = try #require(try host.frame(ofText: "Groceries"))
        try host.drag(text: "Groceries", by: CGSize(width: -120, height: 0))
        let archive = try #require(try host.frame(ofText: "Archive"))
        // Two 74 pt buttons at the card's trailing edge (370), the first action (Delete)
        // nearest the edge.
        #expect(abs(archive.midX - (370 - 74 - 37)) < 1)
        #expect(try host.frame(ofText: "Groceries").map { $0.minX } == before.minX, "the text's frame stays; its drawing moves")
        try host.tap(text: "Archive")
        #expect(try host.shownTexts.contains("Archived"))
        #expect(try !host.shownTexts.contains("Archive"))
    }

    @Test("A state reaches the revealed actions by a dragView interaction")
    func state() throws {
        let preview = PreviewDefinition("Inbox", component: "Inbox",
                                        states: [PreviewState("swiped", .dragView("Groceries", dx: -120, dy: 0))]) { _ in Inbox() }
        let frame = try Registry.frame(preview: preview, state: preview.states[0], variant: .light, scale: 1)
        #expect(textRuns(in: frame.displayList.ops).contains { $0.spec.string == "Archive" })
        let initial = try Registry.frame(preview: preview, state: .initial(), variant: .light, scale: 1)
        #expect(!textRuns(in: initial.displayList.ops).contains { $0.spec.string == "Archive" })
    }

    struct Mail: View {
        var allowsFullSwipe = true
        @State var archived = false
        var body: some View {
            List {
                Text(archived ? "Archived" : "Groceries")
                    .swipeActions(allowsFullSwipe: allowsFullSwipe) {
                        Button { archived = true } label: { Text("Archive") }
                        Button {} label: { Text("Flag") }
                    }
            }
        }
    }

    @Test("A full swipe (past half the row) performs the first action; without allowsFullSwipe it only reveals")
    func fullSwipe() throws {
        let host = ViewHost(Mail(), layout: .fixed(width: 390, height: 300))
        try host.drag(text: "Groceries", by: CGSize(width: -250, height: 0))
        #expect(try host.shownTexts.contains("Archived"))
        #expect(try !host.shownTexts.contains("Archive"), "nothing stays revealed")
        // A shorter drag reveals the actions.
        let short = ViewHost(Mail(), layout: .fixed(width: 390, height: 300))
        try short.drag(text: "Groceries", by: CGSize(width: -150, height: 0))
        #expect(try short.shownTexts.contains("Archive") && short.shownTexts.contains("Groceries"))
        let off = ViewHost(Mail(allowsFullSwipe: false), layout: .fixed(width: 390, height: 300))
        try off.drag(text: "Groceries", by: CGSize(width: -250, height: 0))
        #expect(try off.shownTexts.contains("Archive") && off.shownTexts.contains("Groceries"))
    }

    struct BothEdges: View {
        var body: some View {
            List {
                Text("Message")
                    .swipeActions(edge: .trailing) {
                        Button(role: .destructive) {} label: { Text("Delete") }
                    }
                    .swipeActions(edge: .leading) {
                        Button {} label: { Text("Pin") }
                        Button {} label: { Text("Unread") }
                    }
                Text("Other row")
            }
        }
    }

    @Test("A row with actions on both edges: a drag to the right reveals the leading ones, the first outermost")
    func leadingEdge() throws {
        let host = ViewHost(BothEdges(), layout: .fixed(width: 390, height: 300))
        try host.drag(text: "Message", by: CGSize(width: 120, height: 0))
        let pin = try #require(try host.frame(ofText: "Pin"))
        let unread = try #require(try host.frame(ofText: "Unread"))
        // From the card's leading edge (20): the first action (Pin) at the edge, as UIKit's
        // configuration puts its first action outermost.
        #expect(abs(pin.midX - (20 + 37)) < 1)
        #expect(abs(unread.midX - (20 + 74 + 37)) < 1)
        #expect(try !host.shownTexts.contains("Delete"))
        try host.tap(text: "Pin")
        #expect(try !host.shownTexts.contains("Pin"), "tapping an action hides them")
        // The trailing ones still come with a drag to the left.
        let other = ViewHost(BothEdges(), layout: .fixed(width: 390, height: 300))
        try other.drag(text: "Message", by: CGSize(width: -120, height: 0))
        let delete = try #require(try other.frame(ofText: "Delete"))
        #expect(abs(delete.midX - (370 - 37)) < 1)
        #expect(try !other.shownTexts.contains("Pin"))
    }

    @Test("A swipe button is filled with its tint; destructive red; otherwise system grey")
    func tint() throws {
        let host = ViewHost(List {
            Text("Receipt").swipeActions {
                Button {} label: { Label("Archive", systemImage: "archivebox") }.tint(.indigo)
                Button {} label: { Text("More") }
                Button(role: .destructive) {} label: { Text("Delete") }
            }
        }, layout: .fixed(width: 390, height: 300))
        try host.drag(text: "Receipt", by: CGSize(width: -120, height: 0))
        let buttons = fills(in: try host.displayList.ops).compactMap { path, color -> (CGRect, RGBAColor)? in
            if case .rect(let r) = path, abs(r.width - 74) < 0.5 { return (r, color) }
            return nil
        }.sorted { $0.0.minX < $1.0.minX }
        // The first action (Archive) outermost, at the trailing edge.
        #expect(buttons.map(\.1) == [RGBAColor(hex: 0xFF3B30), RGBAColor(hex: 0x8E8E93), RGBAColor(hex: 0x5856D6)])
    }

    nonisolated static let schemes: [ColorScheme] = [.light, .dark]

    @Test("Golden: a row with its swipe actions revealed", arguments: schemes)
    func golden(scheme: ColorScheme) throws {
        let host = Self.host(scheme)
        try host.drag(text: "Groceries", by: CGSize(width: -120, height: 0))
        try GoldenImage.check(host: host, named: "swipe-actions-\(scheme)")
    }
}
