import Drawing
import PreviewUI
import Testing

/// `listStyle` and `formStyle`: the built-in looks on iPhone, what is reported, custom form
/// styles.
@MainActor
struct ListStyleTests {
    nonisolated static let schemes: [ColorScheme] = [.light, .dark]

    static func list(_ title: String) -> some View {
        List {
            Section {
                Text("\(title) one")
                Text("\(title) two")
            } header: {
                Text("Header")
            } footer: {
                Text("A footer under the section.")
            }
        }
    }

    static func fills(_ view: some View) throws -> [(ShapePath, RGBAColor)] {
        PreviewUITests.fills(in: try ViewHost(view, layout: .fixed(width: 390, height: 300)).displayList.ops)
    }

    @Test("insetGrouped is the default; grouped runs cards from edge to edge; plain and inset sit on the system background")
    func appearances() throws {
        let inset = Laid(Self.list("A"), .fixed(width: 390, height: 300))
        let grouped = Laid(Self.list("A").listStyle(.grouped), .fixed(width: 390, height: 300))
        let plain = Laid(Self.list("A").listStyle(.plain), .fixed(width: 390, height: 300))
        // Row text: 20 pt inside a card 20 pt from the edge, or 20 pt from the edge.
        #expect(try inset.frame(ofText: "A one").minX == 40)
        #expect(try Laid(Self.list("A").listStyle(.insetGrouped), .fixed(width: 390, height: 300)).frame(ofText: "A one").minX == 40)
        #expect(try grouped.frame(ofText: "A one").minX == 20)
        #expect(try plain.frame(ofText: "A one").minX == 20)
        let white = RGBAColor(hex: 0xFFFFFF), groupedGrey = RGBAColor(hex: 0xF2F2F7)
        // The grouped background, or none of it.
        #expect(try Self.fills(Self.list("A")).contains { $0.1 == groupedGrey })
        #expect(try Self.fills(Self.list("A").listStyle(.grouped)).contains { $0.1 == groupedGrey })
        #expect(try !Self.fills(Self.list("A").listStyle(.plain)).contains { $0.1 == groupedGrey })
        #expect(try !Self.fills(Self.list("A").listStyle(.inset)).contains { $0.1 == groupedGrey })
        #expect(try Self.fills(Self.list("A").listStyle(.plain)).contains { $0.1 == white })
    }

    @Test("Styles PreviewUI does not draw as iOS are reported at the call")
    func reports() throws {
        let sidebar = ViewHost(Self.list("A").listStyle(.sidebar), layout: .fixed(width: 390, height: 300))
        _ = try sidebar.displayList
        let report = try #require(sidebar.approximations.first { $0.cause.contains("sidebar") })
        #expect(report.file.hasSuffix("ListStyleTests.swift") && report.line > 0)
        let columns = ViewHost(Form { Text("Row") }.formStyle(.columns), layout: .fixed(width: 390, height: 200))
        _ = try columns.displayList
        #expect(columns.approximations.contains { $0.cause.contains("columns") })
        let grouped = ViewHost(Form { Text("Row") }.formStyle(.grouped), layout: .fixed(width: 390, height: 200))
        _ = try grouped.displayList
        #expect(grouped.approximations.isEmpty)
        // A plain list's estimate is its headers' and footers': said only when it has one.
        let headed = ViewHost(Self.list("A").listStyle(.plain), layout: .fixed(width: 390, height: 300))
        _ = try headed.displayList
        #expect(headed.approximations.contains { $0.cause.contains("listStyle(.plain)") })
        let bare = ViewHost(List { Text("One"); Text("Two") }.listStyle(.plain), layout: .fixed(width: 390, height: 300))
        _ = try bare.displayList
        #expect(bare.approximations.isEmpty)
    }

    struct Boxed: FormStyle {
        func makeBody(configuration: Configuration) -> some View {
            VStack { configuration.content }.padding(10).border(Color.red).mark("boxed")
        }
    }

    @Test("A custom FormStyle draws the form's content its own way")
    func customFormStyle() throws {
        let laid = Laid(Form { Text("Inside") }.formStyle(Boxed()), .fixed(width: 390, height: 200))
        let boxed = try laid.frame("boxed")
        let inside = try laid.frame(ofText: "Inside")
        #expect(boxed.contains(inside) && inside.minX == boxed.minX + 10)
    }

    @Test("Golden: plain and grouped lists", arguments: schemes)
    func golden(scheme: ColorScheme) throws {
        let view = VStack(spacing: 0) {
            Self.list("Plain").listStyle(.plain).frame(height: 170)
            Divider()
            Self.list("Grouped").listStyle(.grouped).frame(height: 200)
        }
        try GoldenImage.check(view, named: "list-styles-\(scheme)", layout: .fixed(width: 390, height: 371), colorScheme: scheme)
    }
}
