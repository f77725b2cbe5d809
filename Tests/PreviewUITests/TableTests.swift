import Drawing
import Foundation
import PreviewUI
import Testing

/// `Table` as iOS draws it: on iPhone (compact width) a plain list of the first column, with no
/// headers; in a regular width the columns under their titles, said.
@MainActor
struct TableTests {
    struct Person: Identifiable {
        let id: Int
        let name: String
        let email: String
        let age: Int
    }

    static let people = [
        Person(id: 1, name: "Ada Lovelace", email: "ada@example.com", age: 36),
        Person(id: 2, name: "Grace Hopper", email: "grace@example.com", age: 85),
    ]

    struct People: View {
        @State private var order = [KeyPathComparator(\Person.name)]
        @State private var selection = Set<Person.ID>()
        var body: some View {
            Table(TableTests.people, selection: $selection, sortOrder: $order) {
                TableColumn("Name", value: \.name)
                TableColumn("Email", value: \.email)
                TableColumn("Age", value: \.age) { Text("\($0.age)") }
                    .width(60)
            }
        }
    }

    struct Plain: View {
        var body: some View {
            Table(TableTests.people) {
                TableColumn("Name") { Text($0.name).bold() }
                TableColumn("Email", value: \.email)
            }
        }
    }

    @Test("On iPhone a table is a plain list of its first column, without headers, as iOS draws it in a compact width")
    func compact() throws {
        for view in [AnyView(People()), AnyView(Plain())] {
            let host = ViewHost(view, layout: .screen(.iPhone13Pro))
            let texts = try host.shownTexts.filter { $0 != "9:41" }
            #expect(texts == ["Ada Lovelace", "Grace Hopper"], "\(texts)")
            #expect(host.approximations.isEmpty)
        }
        try GoldenImage.check(People(), named: "table-compact", layout: .fixed(width: 390, height: 200))
        let list = try ViewHost(List(Self.people) { Text($0.name) }.listStyle(.plain), layout: .screen(.iPhone13Pro)).displayList
        #expect(try ViewHost(People(), layout: .screen(.iPhone13Pro)).displayList == list)
    }

    @Test("In a regular width the columns stand under their titles, and that this is estimated is said")
    func regular() throws {
        let host = ViewHost(People().environment(\.horizontalSizeClass, .regular), layout: .fixed(width: 700, height: 300))
        let texts = try host.shownTexts
        #expect(["Name", "Email", "Age", "ada@example.com", "85"].allSatisfy { texts.contains($0) }, "\(texts) \(host.approximations)")
        try GoldenImage.check(host: host, named: "table-regular-width")
        let name = try #require(try host.frame(ofText: "Name")), email = try #require(try host.frame(ofText: "Email"))
        let ada = try #require(try host.frame(ofText: "Ada Lovelace"))
        #expect(abs(name.minY - email.minY) < 1 && email.minX > name.maxX && abs(ada.minX - name.minX) < 1)
        #expect(host.approximations.contains { $0.cause.hasPrefix("Table with several columns") })
    }
}
