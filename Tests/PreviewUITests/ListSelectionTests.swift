import Drawing
import PreviewUI
import Testing

/// `List(selection:)`: the selected row's highlight, a tap selecting a row, selection circles
/// in edit mode; `selectionDisabled`; `listRowSpacing`'s separate cards.
@MainActor
struct ListSelectionTests {
    struct Fruit: Identifiable, Hashable {
        let id: Int
        let name: String
    }

    static let fruits = [Fruit(id: 1, name: "Apple"), Fruit(id: 2, name: "Banana"), Fruit(id: 3, name: "Cherry")]

    struct Single: View {
        @State var selection: Int? = 2
        var body: some View {
            List(ListSelectionTests.fruits, selection: $selection) { fruit in
                Text(fruit.name)
            }
        }
    }

    struct Multiple: View {
        @State var selection: Set<String> = ["Banana"]
        var body: some View {
            List(selection: $selection) {
                ForEach(["Apple", "Banana", "Cherry"], id: \.self) { Text($0) }
                Text("Tagged").tag("Tagged")
                Text("Locked").tag("Locked").selectionDisabled()
            }
            .environment(\.editMode, .constant(.active))
        }
    }

    struct Spaced: View {
        var body: some View {
            List {
                Text("First")
                Text("Second")
                Text("Third")
            }
            .listRowSpacing(10)
        }
    }

    static let layout = PreviewLayout.fixed(width: 390, height: 300)

    static func grey(_ scheme: ColorScheme) -> RGBAColor { scheme == .light ? RGBAColor(hex: 0xD1D1D6) : RGBAColor(hex: 0x3A3A3C) }

    static func highlights(_ host: ViewHost, _ scheme: ColorScheme = .light) throws -> [CGRect] {
        fills(in: try host.displayList.ops).filter { $0.1 == grey(scheme) }.map { $0.0.bounds }
    }

    @Test("A single selection highlights its row in the selected-cell grey, behind the row's text")
    func highlight() throws {
        let host = ViewHost(Single(), layout: Self.layout)
        let rows = try Self.highlights(host)
        #expect(rows.count == 1)
        let banana = try #require(try host.frame(ofText: "Banana"))
        #expect(rows[0].minY < banana.minY && rows[0].maxY > banana.maxY)
        #expect(rows[0].height == 44)
    }

    @Test("A tap on a row selects it (the highlight moves)")
    func tapSelects() throws {
        let host = ViewHost(Single(), layout: Self.layout)
        try host.tap(text: "Cherry")
        let rows = try Self.highlights(host)
        let cherry = try #require(try host.frame(ofText: "Cherry"))
        #expect(rows.count == 1)
        #expect(rows[0].minY < cherry.minY && rows[0].maxY > cherry.maxY)
    }

    @Test("In edit mode a set selection draws circles (a tinted one for the selected row) and taps toggle rows")
    func multiple() throws {
        let host = ViewHost(Multiple(), layout: Self.layout)
        let blue = RGBAColor(hex: 0x007AFF)
        func tinted() throws -> Int { fills(in: try host.displayList.ops).filter { $0.1 == blue }.count }
        #expect(try tinted() == 1)
        // Rows move aside for the circles.
        #expect(try host.frame(ofText: "Apple")?.minX == 20 + 20 + 38)
        try host.tap(text: "Apple")
        #expect(try tinted() == 2)
        try host.tap(text: "Banana")
        #expect(try tinted() == 1)
        try host.tap(text: "Tagged")
        #expect(try tinted() == 2)
        // A row whose selection is disabled takes no tap.
        #expect(throws: HostError.self) { try host.tap(text: "Locked") }
        #expect(try tinted() == 2)
    }

    @Test("A set selection outside edit mode neither highlights nor selects on iPhone")
    func multipleOutsideEditMode() throws {
        struct View1: View {
            @State var selection: Set<Int> = [1]
            var body: some View { List(0..<3, selection: $selection) { Text("Row \($0)") } }
        }
        let host = ViewHost(View1(), layout: Self.layout)
        #expect(try Self.highlights(host).isEmpty)
        // Nothing takes the tap.
        #expect(throws: HostError.self) { try host.tap(text: "Row 2") }
        #expect(try Self.highlights(host).isEmpty)
    }

    @Test("listRowSpacing: rows stand apart as separate rounded cards, without separators")
    func rowSpacing() throws {
        let laid = Laid(Spaced(), Self.layout)
        let first = try laid.frame(ofText: "First"), second = try laid.frame(ofText: "Second")
        #expect(abs((second.minY - first.minY) - 54) < 0.01)
        let ops = try ViewHost(Spaced(), layout: Self.layout).displayList.ops
        let cards = fills(in: ops).filter { if case .roundedRect = $0.0 { true } else { false } }
        #expect(cards.count == 3)
        #expect(cards.allSatisfy { $0.0.bounds.height == 44 })
        #expect(!fills(in: ops).contains { $0.1 == RGBAColor(hex: 0x3C3C43, alpha: 0.29) })
    }

    @Test("An optional @State starts at its initial value when that is not nil (a stored nil was read before)")
    func optionalStateInitialValue() throws {
        struct Counter: View {
            @State var value: Int? = 7
            var body: some View { Text(value.map { "Value \($0)" } ?? "None") }
        }
        #expect(try ViewHost(Counter(), layout: Self.layout).shownTexts == ["Value 7"])
    }

    nonisolated static let schemes: [ColorScheme] = [.light, .dark]

    @Test("Golden: a single selection's highlighted row", arguments: schemes)
    func goldenSingle(scheme: ColorScheme) throws {
        try GoldenImage.check(Single(), named: "list-selection-single-\(scheme)", layout: Self.layout, colorScheme: scheme)
    }

    @Test("Golden: a set selection in edit mode", arguments: schemes)
    func goldenMultiple(scheme: ColorScheme) throws {
        try GoldenImage.check(Multiple(), named: "list-selection-edit-\(scheme)", layout: Self.layout, colorScheme: scheme)
    }

    @Test("Golden: listRowSpacing's separate cards", arguments: schemes)
    func goldenSpacing(scheme: ColorScheme) throws {
        try GoldenImage.check(Spaced(), named: "list-row-spacing-\(scheme)", layout: Self.layout, colorScheme: scheme)
    }
}
