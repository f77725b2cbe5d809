import Drawing
@_spi(Benchmarks) import PreviewUI
import Testing

/// Lazy containers build only what they show: a `ForEach` in a `LazyVStack`, `LazyHStack`,
/// `LazyVGrid` or `List` inside a scroll view builds the elements of the first screen
/// (to estimate the rest) and those scrolled to, and draws only those on screen.
@MainActor
struct LazyContainerTests {
    /// Counts the elements a container built.
    final class Built {
        var rows: Set<Int> = []
        func note(_ i: Int) -> Int { rows.insert(i); return i }
    }

    struct Column: View {
        let built: Built
        var lazy = true
        var count = 1_000

        var body: some View {
            ScrollView {
                if lazy {
                    LazyVStack(spacing: 0) { rows }
                } else {
                    VStack(spacing: 0) { rows }
                }
            }
        }

        var rows: some View {
            ForEach(0..<count, id: \.self) { i in
                Text("Row \(built.note(i))").frame(maxWidth: .infinity, minHeight: 40, alignment: .leading)
            }
        }
    }

    static func host(_ view: some View) -> ViewHost { ViewHost(view, layout: .fixed(width: 300, height: 400)) }

    @Test("A LazyVStack of 1,000 rows builds a screen's worth and draws only the ten on screen")
    func buildsWhatItShows() throws {
        let built = Built()
        let host = Self.host(Column(built: built))
        let texts = try host.shownTexts
        #expect(texts == (0..<10).map { "Row \($0)" }, "the rows in the 400 pt view, 40 pt each")
        // The sample covers a screen of the host's device (852 pt): 22 rows of 40 pt.
        #expect(built.rows.count < 60, "built \(built.rows.count) of 1,000")
        #expect(built.rows.contains(0) && !built.rows.contains(500))
    }

    @Test("At the top, a lazy column is placed exactly as a VStack")
    func matchesVStack() throws {
        let lazy = Self.host(Column(built: Built()))
        let eager = Self.host(Column(built: Built(), lazy: false))
        for i in 0..<10 {
            #expect(try lazy.frame(ofText: "Row \(i)") == eager.frame(ofText: "Row \(i)"))
        }
    }

    @Test("Scrolled to an element it never built, it builds that one and its neighbours on screen")
    func scrollsToAnUnbuiltElement() throws {
        let built = Built()
        let host = Self.host(Column(built: built))
        try host.scroll(to: 500, anchor: .top)
        let row = try #require(try host.frame(ofText: "Row 500"))
        #expect(abs(row.midY - 20) < 0.01, "its 40 pt cell at the top: \(row)")
        #expect(try host.shownTexts == (500..<510).map { "Row \($0)" })
        #expect(built.rows.count < 80, "built \(built.rows.count)")
        #expect(!built.rows.contains(300))
    }

    @Test("Scrolled by points to the middle, it shows the rows there, as the eager column does")
    func scrollsByPoints() throws {
        let lazy = Self.host(Column(built: Built()))
        let eager = Self.host(Column(built: Built(), lazy: false))
        for host in [lazy, eager] { try host.scroll(by: CGSize(width: 0, height: 20_020)) }
        let lazyTexts = try lazy.shownTexts
        #expect(lazyTexts.first == "Row 500" && lazyTexts.count == 11, "\(lazyTexts)")
        for i in 500..<511 {
            #expect(try lazy.frame(ofText: "Row \(i)") == eager.frame(ofText: "Row \(i)"))
        }
        // The eager column draws every row (clipped); the lazy one only what is on screen.
        #expect(try eager.shownTexts.count == 1_000)
    }

    @Test("Outside a scroll view, a LazyVStack is laid out as a VStack and builds everything")
    func outsideAScrollView() throws {
        let built = Built()
        let host = ViewHost(LazyVStack(spacing: 4) {
            ForEach(0..<5, id: \.self) { i in Text("Item \(built.note(i))") }
        }, layout: .sizeThatFits)
        let eager = ViewHost(VStack(spacing: 4) {
            ForEach(0..<5, id: \.self) { i in Text("Item \(i)") }
        }, layout: .sizeThatFits)
        _ = try host.render()
        #expect(built.rows == Set(0..<5))
        for i in 0..<5 { #expect(try host.frame(ofText: "Item \(i)") == eager.frame(ofText: "Item \(i)")) }
    }

    @Test("Modifiers on the ForEach apply to each element as it is built; views beside it stay in place")
    func modifiersAndNeighbours() throws {
        let view = ScrollView {
            LazyVStack(alignment: .leading, spacing: 0) {
                Text("Header").frame(height: 60)
                ForEach(0..<200, id: \.self) { i in Text("Row \(i)").frame(height: 30) }
                    .padding(.leading, 12)
                Text("Footer")
            }
        }
        let host = Self.host(view)
        let header = try #require(try host.frame(ofText: "Header"))
        let first = try #require(try host.frame(ofText: "Row 0"))
        #expect(abs(first.minX - header.minX - 12) < 0.01, "leading-aligned, padded by 12")
        #expect(abs(header.midY - 30) < 0.01 && abs(first.midY - (60 + 15)) < 0.01)
        // Scrolled to the end: the footer follows the last row, at a spacing of 0.
        try host.scroll(by: CGSize(width: 0, height: 100_000))
        let last = try #require(try host.frame(ofText: "Row 199"))
        let footer = try #require(try host.frame(ofText: "Footer"))
        #expect(abs(last.minX - header.minX - 12) < 0.01)
        #expect(abs(footer.minY - (last.midY + 15)) < 0.01, "\(last) \(footer)")
        #expect(abs(footer.maxY - 400) < 0.01, "the end of the content at the bottom of the view")
        #expect(!(try host.shownTexts.contains("Header")))
    }

    @Test("A LazyHStack in a horizontal scroll view is lazy along its axis")
    func horizontal() throws {
        let built = Built()
        let view = ScrollView(.horizontal) {
            LazyHStack(spacing: 10) {
                ForEach(0..<500, id: \.self) { i in Text("\(built.note(i))").frame(width: 90, height: 40) }
            }
        }
        let host = Self.host(view)
        #expect(try host.shownTexts == ["0", "1", "2"], "100 pt per cell in a 300 pt view")
        #expect(built.rows.count < 30)
        try host.scroll(to: 250, anchor: .leading)
        #expect(try host.frame(ofText: "250").map { $0.midX } == 45)
    }

    struct Tiles: View {
        let built: Built
        var scrolls = true

        var body: some View {
            if scrolls { ScrollView { grid } } else { grid }
        }

        var grid: some View {
            LazyVGrid(columns: [GridItem(.adaptive(minimum: 80))]) {
                ForEach(0..<1_000, id: \.self) { i in
                    Text("\(built.note(i))").frame(maxWidth: .infinity, minHeight: 60).background(Color.blue)
                }
            }
        }
    }

    @Test("A LazyVGrid of 1,000 cells builds a screen of lines and draws the six lines on screen")
    func gridBuildsWhatItShows() throws {
        let built = Built()
        let host = Self.host(Tiles(built: built))
        // Three 94.7 pt columns in 300 pt; lines of 60 pt, 8 pt apart: six start in 400 pt.
        #expect(try host.shownTexts == (0..<18).map { "\($0)" })
        #expect(built.rows.count < 100, "built \(built.rows.count)")
        let eager = Self.host(Tiles(built: Built(), scrolls: false))
        let origin = try #require(try lazyOrigin(host)), eagerOrigin = try #require(try lazyOrigin(eager))
        for i in [1, 2, 3, 17] {
            let a = try #require(try host.frame(ofText: "\(i)")), b = try #require(try eager.frame(ofText: "\(i)"))
            #expect(abs((a.minX - origin.x) - (b.minX - eagerOrigin.x)) < 0.01 && abs((a.minY - origin.y) - (b.minY - eagerOrigin.y)) < 0.01,
                    "cell \(i) where the eager grid has it")
        }
    }

    private func lazyOrigin(_ host: ViewHost) throws -> CGPoint? {
        try host.frame(ofText: "0").map { $0.origin }
    }

    @Test("A lazy grid scrolled to a cell it never built shows that cell's line at the top")
    func gridScrollsToAnUnbuiltCell() throws {
        let built = Built()
        let host = Self.host(Tiles(built: built))
        try host.scroll(to: 600, anchor: .top)
        // Cell 600 is on line 200, the first of its line.
        let texts = try host.shownTexts
        #expect(texts.first == "600" && texts.count == 18, "\(texts)")
        let cell = try #require(try host.frame(ofText: "600"))
        #expect(abs(cell.midY - 30) < 0.01)
        #expect(!built.rows.contains(300))
        #expect(built.rows.count < 130)
    }

    struct Contacts: View {
        let built: Built
        var count = 500

        var body: some View {
            List {
                Section("Favourites") {
                    Text("Ana")
                    Text("Ben")
                }
                Section("All") {
                    ForEach(0..<count, id: \.self) { i in
                        Label("Contact \(built.note(i))", systemImage: "person.crop.circle")
                    }
                }
            }
        }
    }

    @Test("A List of 500 rows builds a screen of rows and draws those on screen")
    func listBuildsWhatItShows() throws {
        let built = Built()
        let host = ViewHost(Contacts(built: built), layout: .screen(.iPhone15Pro))
        let texts = try host.shownTexts
        #expect(texts.first == "FAVOURITES" && texts.contains("Contact 0"))
        let contacts = texts.filter { $0.hasPrefix("Contact ") }
        #expect((12...18).contains(contacts.count), "the rows on a 759 pt screen, 44 pt each: \(contacts.count)")
        #expect(built.rows.count < 50, "built \(built.rows.count)")
        // The rows built match the rows of a list that builds everything.
        let eager = ViewHost(Contacts(built: Built(), count: 20), layout: .screen(.iPhone15Pro))
        for i in 0..<5 { #expect(try host.frame(ofText: "Contact \(i)") == eager.frame(ofText: "Contact \(i)")) }
    }

    @Test("A List scrolls: to a row's id it never built, and by points, with the indicator")
    func listScrolls() throws {
        let built = Built()
        let host = ViewHost(Contacts(built: built), layout: .screen(.iPhone15Pro))
        try host.scroll(to: 250, anchor: .top)
        let row = try #require(try host.frame(ofText: "Contact 250"))
        // The 44 pt row at the top of the safe area (59 pt), its text centred in it.
        #expect(abs(row.midY - (59 + 22)) < 0.5, "\(row)")
        #expect(!built.rows.contains(150))
        #expect(built.rows.count < 80, "a screen at the top and one at row 250: built \(built.rows.count)")
        // In a navigation stack: content now lies under the bar, which takes its material in
        // the same layout pass (no second pass: its colour scheme is the screen's).
        let inStack = ViewHost(NavigationStack { Contacts(built: Built()).navigationTitle("Contacts") }, layout: .screen(.iPhone15Pro))
        try inStack.scroll(to: 250, anchor: .center)
        #expect(try inStack.render().passes == 1)
        let indicator = RGBAColor(hex: 0x000000, alpha: 0.35)
        #expect(PreviewUITests.fills(in: try host.displayList.ops).contains { $0.1 == indicator })
        try host.scroll(by: CGSize(width: 0, height: 44))
        let next = try host.frame(ofText: "Contact 251")
        #expect(next.map { abs($0.midY - (59 + 22)) < 0.5 } == true, "\(String(describing: next))")
    }

    @Test("A row already built, scrolled to the top, is aligned by its cell, as one never built")
    func builtRowAlignsByItsCell() throws {
        for id in [12, 250] {
            let host = ViewHost(Contacts(built: Built()), layout: .screen(.iPhone15Pro))
            try host.scroll(to: id, anchor: .top)
            let row = try #require(try host.frame(ofText: "Contact \(id)"))
            // The 44 pt cell at the top of the safe area (59 pt), its label centred in it.
            #expect(abs(row.midY - (59 + 22)) < 0.5, "row \(id): \(row)")
            // Later frames keep it there (placed once, where the last frame had it).
            _ = try host.layOutAgain()
            let again = try host.frame(ofText: "Contact \(id)")
            #expect(again.map { abs($0.minY - row.minY) < 0.001 && $0.size == row.size } == true, "\(String(describing: again)) \(row)")
        }
    }

    @Test("Golden: a scrolled List, its rows and separators, the scroll indicator", arguments: [ColorScheme.light, .dark])
    func scrolledListGolden(_ scheme: ColorScheme) throws {
        let host = ViewHost(NavigationStack { Contacts(built: Built()).navigationTitle("Contacts").navigationBarTitleDisplayMode(.inline) },
                            layout: .screen(.iPhone15Pro), colorScheme: scheme)
        try host.scroll(to: 120, anchor: .top)
        try GoldenImage.check(host: host, named: "lazy-list-scrolled-\(scheme == .dark ? "dark" : "light")")
    }

    @Test("Golden: a LazyVGrid of 1,000 tiles scrolled to the middle", arguments: [ColorScheme.light, .dark])
    func scrolledGridGolden(_ scheme: ColorScheme) throws {
        let view = ScrollView {
            LazyVGrid(columns: [GridItem(.adaptive(minimum: 100), spacing: 2)], spacing: 2) {
                ForEach(0..<1_000, id: \.self) { i in
                    Color(hue: Double(i % 12) / 12, saturation: 0.5, brightness: 0.9)
                        .aspectRatio(1, contentMode: .fit)
                        .overlay(alignment: .bottomLeading) { Text("\(i)").font(.caption).padding(4) }
                }
            }
        }
        let host = ViewHost(view, layout: .fixed(width: 320, height: 480), colorScheme: scheme)
        try host.scroll(to: 500, anchor: .top)
        // Three 105.3 pt columns: 500 is the third cell of the line that starts with 498.
        #expect(try host.shownTexts.prefix(3) == ["498", "499", "500"])
        try GoldenImage.check(host: host, named: "lazy-grid-scrolled-\(scheme == .dark ? "dark" : "light")")
    }
}
