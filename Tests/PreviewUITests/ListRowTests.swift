import Drawing
import PreviewUI
import Testing

/// Row modifiers of lists: insets, backgrounds, separators and their tint, the list's own
/// background, section spacing.
@MainActor
struct ListRowTests {
    static func fills(_ view: some View) throws -> [(ShapePath, RGBAColor)] {
        PreviewUITests.fills(in: try ViewHost(view, layout: .fixed(width: 390, height: 300)).displayList.ops)
    }

    /// The separator colour of an inset-grouped list in light mode (ios-metrics.md §3).
    static let separator = RGBAColor(hex: 0x3C3C43, alpha: 0.29)

    @Test("listRowInsets moves the row's content and sets its height")
    func insets() throws {
        let laid = Laid(List {
            Text("Plain")
            Text("Inset").listRowInsets(EdgeInsets(top: 20, leading: 50, bottom: 20, trailing: 10))
        }, .fixed(width: 390, height: 300))
        #expect(try laid.frame(ofText: "Plain").minX == 40)
        let inset = try laid.frame(ofText: "Inset")
        #expect(abs(inset.minX - 70) < 1e-9)
        // 20 + one line + 20, taller than the 44 pt minimum.
        let plain = try laid.frame(ofText: "Plain")
        #expect(abs((inset.minY - plain.maxY) - (44 - plain.height) / 2 - 20) < 0.01)
    }

    @Test("listRowSeparator(.hidden) hides a row's separators; listRowSeparatorTint colours them")
    func separators() throws {
        let base = try Self.fills(List { Text("A"); Text("B"); Text("C") }).filter { $0.1 == Self.separator }
        #expect(base.count == 2)
        let hidden = try Self.fills(List { Text("A").listRowSeparator(.hidden); Text("B"); Text("C") }).filter { $0.1 == Self.separator }
        #expect(hidden.count == 1)
        let above = try Self.fills(List { Text("A"); Text("B").listRowSeparator(.hidden, edges: .top); Text("C") })
            .filter { $0.1 == Self.separator }
        #expect(above.count == 1)
        let tinted = try Self.fills(List { Text("A").listRowSeparatorTint(.red); Text("B") })
        #expect(tinted.contains { $0.1 == RGBAColor(hex: 0xFF3B30) })
    }

    @Test("listRowBackground fills the row's cell; scrollContentBackground(.hidden) drops the grouped background")
    func backgrounds() throws {
        let filled = try Self.fills(List { Text("A").listRowBackground(Color.yellow) })
        #expect(filled.contains { $0.1 == RGBAColor(hex: 0xFFCC00) })
        let grey = RGBAColor(hex: 0xF2F2F7)
        #expect(try Self.fills(List { Text("A") }).contains { $0.1 == grey })
        #expect(try !Self.fills(List { Text("A") }.scrollContentBackground(.hidden)).contains { $0.1 == grey })
    }

    @Test("listSectionSpacing sets the space between sections")
    func sectionSpacing() throws {
        func gap(_ spacing: ListSectionSpacing?) throws -> CGFloat {
            let list = List { Section { Text("One") }; Section { Text("Two") } }
            let laid = spacing.map { Laid(list.listSectionSpacing($0), .fixed(width: 390, height: 300)) }
                ?? Laid(list, .fixed(width: 390, height: 300))
            return try laid.frame(ofText: "Two").minY - laid.frame(ofText: "One").maxY
        }
        let standard = try gap(nil), compact = try gap(.compact), none = try gap(.custom(0))
        #expect(abs(standard - compact - 15) < 1e-9, "\(standard) \(compact)")
        #expect(abs(standard - none - 35) < 1e-9, "\(standard) \(none)")
    }

    @Test("headerProminence(.increased) draws a section's header as written, larger, in the label colour")
    func prominentHeader() throws {
        let plain = Laid(List { Section("Recent") { Text("Row") } }, .fixed(width: 390, height: 300))
        let prominent = Laid(List { Section("Recent") { Text("Row") }.headerProminence(.increased) }, .fixed(width: 390, height: 300))
        #expect(try plain.host.shownTexts.contains("RECENT"))
        let header = try #require(try prominent.frame(ofText: "Recent"))
        #expect(header.height > (try plain.frame(ofText: "RECENT")).height)
    }

    nonisolated static let schemes: [ColorScheme] = [.light, .dark]

    @Test("Golden: row insets, backgrounds and separators", arguments: schemes)
    func golden(scheme: ColorScheme) throws {
        let view = List {
            Section("Rows") {
                Text("Default row")
                Text("Tinted separator").listRowSeparatorTint(.orange)
                Text("Yellow background").listRowBackground(Color.yellow.opacity(0.3))
                Text("Wide insets, no separator").listRowInsets(EdgeInsets(top: 16, leading: 40, bottom: 16, trailing: 16))
                    .listRowSeparator(.hidden)
                Text("Last row")
            }
        }
        try GoldenImage.check(view, named: "list-rows-\(scheme)", layout: .fixed(width: 390, height: 330), colorScheme: scheme)
    }
}
