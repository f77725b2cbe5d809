import Drawing
import PreviewUI
import Testing

/// Pinned section headers and footers: in a scroll view, a lazy stack's or grid's
/// `pinnedViews` keep a section's header at the top of the visible region while the section
/// is on screen (pushed out by its end, where the next header follows) and its footer at the
/// bottom; a plain `List` pins its headers as UITableView's plain style does.
@MainActor
struct PinnedSectionTests {
    /// Counts the rows a container built.
    final class Built {
        var rows: Set<String> = []
        func note(_ s: String) -> String { rows.insert(s); return s }
    }

    /// Ten sections of a 30 pt header and twenty 40 pt rows: 830 pt each, no spacing.
    struct Sections: View {
        let built: Built
        var pinned: PinnedScrollableViews = [.sectionHeaders]
        var footers = false

        var body: some View {
            ScrollView {
                LazyVStack(spacing: 0, pinnedViews: pinned) {
                    ForEach(0..<10, id: \.self) { s in
                        Section {
                            ForEach(0..<20, id: \.self) { r in
                                Text(built.note("S\(s) R\(r)")).frame(maxWidth: .infinity, minHeight: 40)
                            }
                        } header: {
                            Text("Header \(s)").frame(height: 30)
                        } footer: {
                            if footers { Text("Footer \(s)").frame(height: 20) }
                        }
                    }
                }
            }
        }
    }

    static func host(_ view: some View) -> ViewHost { ViewHost(view, layout: .fixed(width: 300, height: 400)) }

    @Test("A LazyVStack's pinned header stays at the top while its section scrolls, then the next header pushes it out")
    func stackHeaders() throws {
        let built = Built()
        let host = Self.host(Sections(built: built))
        #expect(try host.frame(ofText: "Header 0").map { abs($0.midY - 15) < 0.01 } == true, "at rest, in place")
        try host.scroll(by: CGSize(width: 0, height: 100))
        let pinned = try #require(try host.frame(ofText: "Header 0"))
        #expect(abs(pinned.midY - 15) < 0.01, "pinned at the top of the view: \(pinned)")
        // Rows scroll under it: row 1 starts at 30 + 40 − 100 = −30, row 2 at 10.
        #expect(try host.frame(ofText: "S0 R2").map { abs($0.midY - 30) < 0.01 } == true)
        // It draws over the rows (after them), with nothing behind it of PreviewUI's own.
        let texts = try host.shownTexts
        #expect(texts.last == "Header 0", "\(texts)")
        // The section ends 20 pt into the view: the header is pushed up, the next one follows.
        try host.scroll(by: CGSize(width: 0, height: 710))
        #expect(try host.frame(ofText: "Header 0").map { abs($0.midY - 5) < 0.01 } == true, "pushed out by its section's end")
        #expect(try host.frame(ofText: "Header 1").map { abs($0.midY - 35) < 0.01 } == true)
        // Far down, the header of a section whose start scrolled past is still built and drawn.
        try host.scroll(by: CGSize(width: 0, height: 2_000))
        // 2,810 pt: section 3 (from 2,490) is at its row 7 (2,520 + 280 = 2,800).
        #expect(try host.frame(ofText: "Header 3").map { abs($0.midY - 15) < 0.01 } == true)
        #expect(!(try host.shownTexts.contains("Header 2")))
        #expect(try host.frame(ofText: "S3 R7").map { abs($0.midY - 10) < 0.01 } == true)
        // Lazy: rows of sections never shown were not built.
        #expect(!built.rows.contains("S8 R0") && !built.rows.contains("S2 R10"), "built \(built.rows.count)")
        #expect(host.approximations.isEmpty, "\(host.approximations.map(\.cause))")
    }

    @Test("A LazyHStack pins its headers at the leading edge of a horizontal scroll view")
    func horizontalHeaders() throws {
        let view = ScrollView(.horizontal) {
            LazyHStack(spacing: 0, pinnedViews: [.sectionHeaders]) {
                ForEach(0..<3, id: \.self) { s in
                    Section {
                        ForEach(0..<10, id: \.self) { c in Text("\(s).\(c)").frame(width: 50, height: 40) }
                    } header: {
                        Text("H\(s)").frame(width: 30, height: 40)
                    }
                }
            }
        }
        let host = ViewHost(view, layout: .fixed(width: 300, height: 40))
        try host.scroll(by: CGSize(width: 100, height: 0))
        #expect(try host.frame(ofText: "H0").map { abs($0.midX - 15) < 0.01 } == true, "pinned at the leading edge")
        #expect(try host.frame(ofText: "0.2").map { abs($0.midX - 55) < 0.01 } == true, "cells in a row after the header: 30 + 100 + 25 − 100")
        // Section 0 (530 pt) ends 10 pt into the view: its header is pushed out, the next follows.
        try host.scroll(by: CGSize(width: 420, height: 0))
        #expect(try host.frame(ofText: "H0").map { abs($0.midX - -5) < 0.01 } == true)
        #expect(try host.frame(ofText: "H1").map { abs($0.midX - 25) < 0.01 } == true)
    }

    @Test("Not pinned, a LazyVStack's header scrolls away with its section")
    func unpinnedHeaders() throws {
        let host = Self.host(Sections(built: Built(), pinned: []))
        try host.scroll(by: CGSize(width: 0, height: 100))
        #expect(try host.frame(ofText: "Header 0").map { abs($0.midY - (15 - 100)) < 0.01 } ?? true)
        #expect(try host.frame(ofText: "S0 R2").map { abs($0.midY - 30) < 0.01 } == true, "the same rows as when pinned")
    }

    @Test("A pinned footer stays at the bottom of the view while its section is on screen, never above its rows")
    func stackFooters() throws {
        let host = Self.host(Sections(built: Built(), pinned: [.sectionFooters], footers: true))
        // Section 0 is 850 pt: its footer, 20 pt, at the bottom of the 400 pt view.
        let footer = try #require(try host.frame(ofText: "Footer 0"))
        #expect(abs(footer.midY - 390) < 0.01, "\(footer)")
        #expect(try host.frame(ofText: "Header 0").map { abs($0.midY - 15) < 0.01 } == true, "headers not pinned scroll")
        // Scrolled by 600 pt, section 0 ends at 250 pt: its footer is back in place above section 1.
        try host.scroll(by: CGSize(width: 0, height: 600))
        #expect(try host.frame(ofText: "Footer 0").map { abs($0.midY - 240) < 0.01 } == true)
        // Section 1 (from 250) pins its footer at the bottom.
        #expect(try host.frame(ofText: "Footer 1").map { abs($0.midY - 390) < 0.01 } == true)
    }

    @Test("Pinned headers stick under the safe area and the scroll view's content margins")
    func pinsInsideInsets() throws {
        let view = Sections(built: Built()).contentMargins(.top, 20, for: .scrollContent)
        let host = ViewHost(view, layout: .screen(.iPhone15Pro))
        try host.scroll(by: CGSize(width: 0, height: 300))
        // The safe area starts at 59 pt; the margin adds 20.
        #expect(try host.frame(ofText: "Header 0").map { abs($0.midY - (59 + 20 + 15)) < 0.01 } == true)
    }

    @Test("A LazyVGrid's section headers span the grid, start new lines and pin")
    func gridHeaders() throws {
        let view = ScrollView {
            LazyVGrid(columns: Array(repeating: GridItem(.flexible(), spacing: 0), count: 3), spacing: 0,
                      pinnedViews: [.sectionHeaders]) {
                ForEach(0..<4, id: \.self) { s in
                    Section {
                        // 10 cells: four lines of 50 pt, the last with one cell.
                        ForEach(0..<10, id: \.self) { c in Text("\(s).\(c)").frame(maxWidth: .infinity, minHeight: 50) }
                    } header: {
                        Text("Group \(s)").frame(maxWidth: .infinity, minHeight: 40).background(Color.yellow)
                    }
                }
            }
        }
        let host = Self.host(view)
        // Section 0: header 0–40, lines at 40, 90, 140, 190 (to 240); section 1 from 240.
        #expect(try host.frame(ofText: "0.0").map { abs($0.midY - 65) < 0.01 && abs($0.midX - 50) < 0.01 } == true)
        #expect(try host.frame(ofText: "0.9").map { abs($0.midY - 215) < 0.01 && abs($0.midX - 50) < 0.01 } == true)
        #expect(try host.frame(ofText: "1.0").map { abs($0.midY - 305) < 0.01 && abs($0.midX - 50) < 0.01 } == true,
                "a section's rows start a new line")
        let header = try #require(try host.frame(ofText: "Group 1"))
        #expect(abs(header.midX - 150) < 0.5, "centred across the whole grid: \(header)")
        try host.scroll(by: CGSize(width: 0, height: 300))
        #expect(try host.frame(ofText: "Group 1").map { abs($0.midY - 20) < 0.01 } == true, "pinned at the top")
        #expect(try host.frame(ofText: "1.3").map { abs($0.midY - 55 + 0) < 0.01 } == true, "line 2 of section 1: 330 − 300 + 25")
        #expect(!(try host.shownTexts.contains("Group 0")))
    }

    /// A plain list of two sections of 20 rows.
    struct Groceries: View {
        var style: PlainOrInset = .plain
        enum PlainOrInset { case plain, insetGrouped }

        var body: some View {
            let list = List {
                Section("Fruit") { ForEach(0..<20, id: \.self) { Text("Fruit \($0)") } }
                Section("Vegetables") { ForEach(0..<20, id: \.self) { Text("Vegetable \($0)") } }
            }
            if style == .plain { list.listStyle(.plain) } else { list.listStyle(.insetGrouped) }
        }
    }

    @Test("A plain List pins its section header at the top when scrolled; an inset-grouped one does not")
    func plainListPinsHeaders() throws {
        let host = Self.host(Groceries())
        let atRest = try #require(try host.frame(ofText: "FRUIT"))
        try host.scroll(by: CGSize(width: 0, height: 300))
        let pinned = try #require(try host.frame(ofText: "FRUIT"))
        #expect(abs(pinned.minY - atRest.minY) < 0.01, "at its resting place, the list's top: \(atRest) → \(pinned)")
        let texts = try host.shownTexts
        let header = try #require(texts.firstIndex(of: "FRUIT")), lastRow = try #require(texts.lastIndex { $0.hasPrefix("Fruit ") })
        #expect(header > lastRow, "drawn over the rows: \(texts)")
        // Its band, filled with the list's background, hides the rows under it.
        let white = RGBAColor(hex: 0xFFFFFF)
        let bands = PreviewUITests.fills(in: try host.displayList.ops).compactMap { fill -> CGRect? in
            if case .rect(let r) = fill.0, fill.1 == white, abs(r.minY) < 0.01, r.width == 300, r.height < 60 { return r }
            return nil
        }
        #expect(bands.count == 1, "\(bands)")
        let inset = Self.host(Groceries(style: .insetGrouped))
        let insetRest = try #require(try inset.frame(ofText: "FRUIT"))
        try inset.scroll(by: CGSize(width: 0, height: 300))
        #expect(try inset.frame(ofText: "FRUIT").map { abs($0.minY - (insetRest.minY - 300)) < 0.01 } ?? true, "scrolled away")
    }

    @Test("Golden: a plain List scrolled, its header pinned over the rows", arguments: [ColorScheme.light, .dark])
    func pinnedListGolden(_ scheme: ColorScheme) throws {
        let host = ViewHost(Groceries(), layout: .fixed(width: 240, height: 200), colorScheme: scheme)
        try host.scroll(by: CGSize(width: 0, height: 120))
        try GoldenImage.check(host: host, named: "pinned-plain-list-header-\(scheme == .dark ? "dark" : "light")")
    }
}
