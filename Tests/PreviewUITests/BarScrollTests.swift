import Drawing
import PreviewUI
import Testing

/// The bars' scroll looks (iOS 15+): transparent at the scroll edge, the material and a
/// hairline once content lies under them; the large title scrolling up into the inline one.
@MainActor
struct BarScrollTests {
    /// The tint of the bars' chrome material (`Material.bar`), drawn over the blurred backdrop.
    static let material = RGBAColor(hex: 0xF8F8F8, alpha: 0.80)
    static let hairline = RGBAColor(hex: 0x000000, alpha: 0.3)

    struct Inbox: View {
        var mode: NavigationBarItem.TitleDisplayMode = .large
        var body: some View {
            NavigationStack {
                List(0..<40, id: \.self) { Text("Message \($0)") }
                    .navigationTitle("Inbox")
                    .navigationBarTitleDisplayMode(mode)
                    .toolbar { Button("Edit") {} }
            }
        }
    }

    static func fills(_ host: ViewHost) throws -> [(rect: CGRect, colour: RGBAColor)] {
        PreviewUITests.fills(in: try host.displayList.ops).map { ($0.0.bounds, $0.1) }
    }

    @Test("A large title scrolls up under the bar's row; once it is out, the bar has the material, a hairline and the inline title")
    func largeTitleCollapses() throws {
        let host = ViewHost(Inbox(), layout: .screen(.iPhone15Pro))
        // At rest (iPhone 15 Pro: 59 pt status bar): the large title under the 44 pt row,
        // a transparent bar without a hairline.
        let rest = try #require(try host.frame(ofText: "Inbox"))
        #expect(rest.minX == 16 && rest.maxY < 59 + 96 && rest.minY > 59 + 44)
        #expect(try !Self.fills(host).contains { $0.colour == Self.material || $0.colour == Self.hairline })
        #expect(host.approximations.isEmpty)

        // Scrolled by 30: the title moves up by 30 with the content, cut at the row.
        try host.scroll(by: CGSize(width: 0, height: 30))
        let moved = try #require(try host.frame(ofText: "Inbox"))
        #expect(abs(moved.minY - (rest.minY - 30)) < 0.01 && moved.minX == 16)
        #expect(try !Self.fills(host).contains { $0.colour == Self.material })
        let cut = groups(in: try host.displayList.ops).compactMap(\.clip).map(\.shape.bounds)
        #expect(cut.contains { abs($0.minY - (59 + 44)) < 0.01 && abs($0.height - 22) < 0.01 }, "the title's strip, 52 - 30 tall")

        // Scrolled past the large title (52 pt): the inline title, centred, on the material,
        // with a one-pixel hairline at the bar's bottom (59 + 44); rows drawn under the bar.
        try host.scroll(by: CGSize(width: 0, height: 170))
        let inline = try #require(try host.frame(ofText: "Inbox"))
        #expect(abs(inline.midX - 393 / 2) < 0.5 && inline.maxY < 59 + 44 && inline.minY > 59)
        let fills = try Self.fills(host)
        let bar = try #require(fills.first { $0.colour == Self.material }?.rect)
        #expect(bar == CGRect(x: 0, y: 0, width: 393, height: 59 + 44))
        // Under the tint, a blur of the rows scrolled under the bar, cut to the bar.
        let blurred = groups(in: try host.displayList.ops).filter { !$0.backdrop.isEmpty }
        #expect(blurred.map { $0.clip?.shape.bounds } == [bar])
        #expect(fills.contains { $0.colour == Self.hairline && $0.rect == CGRect(x: 0, y: 59 + 44 - 0.5, width: 393, height: 0.5) })
        let texts = textRuns(in: try host.displayList.ops)
        #expect(texts.contains { $0.spec.string.hasPrefix("Message") && $0.origin.y < 59 + 44 }, "content under the bar")
        #expect(texts.firstIndex { $0.spec.string.hasPrefix("Message") }! < texts.firstIndex { $0.spec.string == "Inbox" }!,
                "the bar is drawn over the content")
        #expect(host.approximations.map(\.cause).contains { $0.contains("chrome material") })
        #expect(!host.approximations.map(\.cause).contains { $0.contains("scrolled under a navigation bar") })

        // Back at the top, the scroll-edge look again.
        try host.scroll(by: CGSize(width: 0, height: -1000))
        #expect(try !Self.fills(host).contains { $0.colour == Self.material })
        #expect(try host.frame(ofText: "Inbox") == rest)
    }

    @Test("An inline bar turns to its standard look as soon as content is under it, in its toolbarColorScheme; .hidden and a style still win")
    func inlineAndAppearance() throws {
        struct Screen: View {
            var visibility: Visibility = .automatic
            var body: some View {
                NavigationStack {
                    List(0..<30, id: \.self) { Text("Row \($0)") }
                        .navigationTitle("Title")
                        .navigationBarTitleDisplayMode(.inline)
                        .toolbarBackground(visibility, for: .navigationBar)
                        .toolbarColorScheme(.dark, for: .navigationBar)
                }
            }
        }
        let host = ViewHost(Screen(), layout: .fixed(width: 390, height: 400))
        #expect(textRuns(in: try host.displayList.ops).first { $0.spec.string == "Title" }?.color == RGBAColor(hex: 0x000000))
        try host.scroll(by: CGSize(width: 0, height: 10))
        // The material in the bar's dark scheme, and a white title.
        let fills = try Self.fills(host)
        #expect(fills.contains { $0.colour == RGBAColor(hex: 0x212121, alpha: 0.72) && $0.rect == CGRect(x: 0, y: 0, width: 390, height: 44) })
        #expect(fills.contains { $0.colour == RGBAColor(hex: 0xFFFFFF, alpha: 0.16) })
        #expect(textRuns(in: try host.displayList.ops).first { $0.spec.string == "Title" }?.color == RGBAColor(hex: 0xFFFFFF))

        let hidden = ViewHost(Screen(visibility: .hidden), layout: .fixed(width: 390, height: 400))
        try hidden.scroll(by: CGSize(width: 0, height: 100))
        #expect(try !Self.fills(hidden).contains { $0.colour == RGBAColor(hex: 0x212121, alpha: 0.72) || $0.colour.alpha == 0.16 })
        #expect(textRuns(in: try hidden.displayList.ops).first { $0.spec.string == "Title" }?.color == RGBAColor(hex: 0x000000))
    }

    @Test("A tab bar is transparent at the scroll edge and has the material and hairline while content lies under it")
    func tabBar() throws {
        func app(rows: Int) -> some View {
            TabView {
                List(0..<rows, id: \.self) { Text("Item \($0)") }.tabItem { Label("Home", systemImage: "house") }
                Text("Other").tabItem { Label("Other", systemImage: "gear") }
            }
        }
        let short = ViewHost(app(rows: 3), layout: .screen(.iPhone15Pro))
        #expect(try !Self.fills(short).contains { $0.colour == Self.material || $0.colour == Self.hairline })
        let long = ViewHost(app(rows: 40), layout: .screen(.iPhone15Pro))
        let fills = try Self.fills(long)
        // The bar from 852 - 34 - 49 down under the home indicator, its hairline on top.
        #expect(fills.contains { $0.colour == Self.material && $0.rect == CGRect(x: 0, y: 769, width: 393, height: 83) })
        #expect(fills.contains { $0.colour == Self.hairline && $0.rect == CGRect(x: 0, y: 769, width: 393, height: 0.5) })
        #expect(textRuns(in: try long.displayList.ops).contains { $0.spec.string.hasPrefix("Item") && $0.origin.y > 769 }, "rows under the bar")
        // Scrolled to its end, the list's last row sits above the bar: the scroll edge again.
        try long.scroll(by: CGSize(width: 0, height: 10_000))
        #expect(try !Self.fills(long).contains { $0.colour == Self.material })
        // A screen without a scroll view keeps the scroll-edge look.
        try long.tap(text: "Other")
        #expect(try !Self.fills(long).contains { $0.colour == Self.material || $0.colour == Self.hairline })
        // toolbarBackground(.visible) shows it at the edge, without a report.
        let visible = ViewHost(TabView { Text("A").tabItem { Text("A") }.toolbarBackground(.visible, for: .tabBar) }, layout: .screen(.iPhone15Pro))
        #expect(try Self.fills(visible).contains { $0.colour == Self.material })
        #expect(visible.approximations.isEmpty)
    }

    nonisolated static let schemes: [ColorScheme] = [.light, .dark]

    @Test("Golden: a list scrolled under its collapsed large title, the bar with the material", arguments: schemes)
    func golden(scheme: ColorScheme) throws {
        let host = ViewHost(Inbox(), layout: .fixed(width: 390, height: 220), colorScheme: scheme)
        try host.scroll(by: CGSize(width: 0, height: 110))
        try GoldenImage.check(host: host, named: "navigation-bar-scrolled-\(scheme)")
    }
}
