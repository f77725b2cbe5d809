import Drawing
import PreviewUI
import Testing

/// TabView: the selected tab over a tab bar, items selecting tabs, badges, the Tab API, pages.
@MainActor
struct TabViewTests {
    static func host(_ view: some View, scheme: ColorScheme = .light) -> ViewHost {
        ViewHost(view, layout: .screen(.iPhone13Pro), colorScheme: scheme)
    }

    struct App: View {
        @State var tab = "home"
        var body: some View {
            TabView(selection: $tab) {
                Text("Home screen").tabItem { Label("Home", systemImage: "house") }.tag("home")
                Text("Inbox screen").tabItem { Label("Inbox", systemImage: "tray") }.badge(3).tag("inbox")
                Text("Settings screen").tabItem { Label("Settings", systemImage: "gear") }.tag("settings")
            }
        }
    }

    @Test("The selected tab is drawn above a 49 pt bar of items spread over the width")
    func bar() throws {
        let host = Self.host(App())
        let shown = try host.shownTexts
        #expect(shown.contains("Home screen") && !shown.contains("Inbox screen"))
        let home = try #require(try host.frame(ofText: "Home")), settings = try #require(try host.frame(ofText: "Settings"))
        // Three slots of 130 pt, the bar from 844 - 34 - 49 to 844 - 34.
        #expect(abs(home.midX - 65) < 0.5 && abs(settings.midX - 325) < 0.5)
        #expect(home.minY > 844 - 34 - 49 && home.maxY <= 844 - 34)
        #expect(try shown.contains("3"), "the badge")
    }

    @Test("Tapping an item selects its tab, through the selection binding")
    func select() throws {
        let host = Self.host(App())
        try host.tap(text: "Settings")
        #expect(try host.shownTexts.contains("Settings screen"))
        #expect(try !host.shownTexts.contains("Home screen"))
    }

    @Test("The selected item is in the accent colour, the others grey")
    func colours() throws {
        let runs = try textRuns(in: Self.host(App()).displayList.ops)
        let home = try #require(runs.first { $0.spec.string == "Home" })
        let inbox = try #require(runs.first { $0.spec.string == "Inbox" })
        #expect(home.color == RGBAColor(hex: 0x007AFF))
        #expect(inbox.color == RGBAColor(hex: 0x999999))
    }

    @Test("The Tab API and a TabView without selection start on the first tab")
    func tabAPI() throws {
        let host = Self.host(TabView {
            Tab("Now", systemImage: "clock") { Text("Now screen") }
            Tab("Later", systemImage: "calendar") { Text("Later screen") }
        })
        #expect(try host.shownTexts.contains("Now screen"))
        try host.tap(text: "Later")
        #expect(try host.shownTexts.contains("Later screen"))
    }

    @Test("A page-style tab view shows its selected page full size with index dots")
    func pages() throws {
        let host = Self.host(TabView {
            Color.blue.overlay(Text("Page one"))
            Color.green.overlay(Text("Page two"))
        }.tabViewStyle(.page))
        let shown = try host.shownTexts
        #expect(shown.contains("Page one") && !shown.contains("Page two"))
        #expect(!shown.contains("Home"))
    }

    nonisolated static let schemes: [ColorScheme] = [.light, .dark]

    @Test("Golden: a tab bar with a badge", arguments: schemes)
    func golden(scheme: ColorScheme) throws {
        try GoldenImage.check(App(), named: "tabview-\(scheme)", layout: .fixed(width: 390, height: 160), colorScheme: scheme)
    }
}
