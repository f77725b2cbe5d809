import Drawing
import PreviewUI
import Testing

/// toolbarBackground, toolbarColorScheme, toolbarTitleDisplayMode and navigationSubtitle.
@MainActor
struct BarAppearanceTests {
    struct Screen: View {
        var visible = true
        var body: some View {
            NavigationStack {
                List {
                    Text("Row")
                }
                .navigationTitle("Inbox")
                .toolbarBackground(Color.indigo, for: .navigationBar)
                .toolbarBackground(visible ? .visible : .automatic, for: .navigationBar)
                .toolbarColorScheme(.dark, for: .navigationBar)
                .toolbar { Button("Add") {} }
            }
        }
    }

    static let layout = PreviewLayout.screen(.iPhone15Pro)
    static let indigo = RGBAColor(hex: 0x5856D6)

    static func runs(_ host: ViewHost) throws -> [TextRun] { textRuns(in: try host.displayList.ops) }

    @Test("A visible background fills the bar (under the status bar, down to the large title's bottom) with a hairline")
    func visible() throws {
        let host = ViewHost(Screen(), layout: Self.layout)
        let ops = try host.displayList.ops
        // Indigo as the bar's dark scheme resolves it.
        let bar = try #require(fills(in: ops).first { $0.1 == RGBAColor(hex: 0x5E5CE6) }?.0.bounds)
        #expect(bar.minY == 0 && bar.width == 393)
        let title = try #require(try host.frame(ofText: "Inbox"))
        #expect(bar.maxY > title.maxY)
        // The hairline along its bottom, in the bar's (dark) scheme.
        #expect(fills(in: ops).contains { $0.1 == RGBAColor(hex: 0xFFFFFF, alpha: 0.16) && abs($0.0.bounds.maxY - bar.maxY) < 0.01 })
        // The dark colour scheme: a white title and items.
        let inbox = try #require(try Self.runs(host).first { $0.spec.string == "Inbox" })
        #expect(inbox.color == RGBAColor(hex: 0xFFFFFF))
    }

    @Test("A style alone is not drawn at rest, nor is the bar's colour scheme applied, as on iOS")
    func atRest() throws {
        let host = ViewHost(Screen(visible: false), layout: Self.layout)
        #expect(try !fills(in: host.displayList.ops).contains { $0.1 == Self.indigo })
        let inbox = try #require(try Self.runs(host).first { $0.spec.string == "Inbox" })
        #expect(inbox.color == RGBAColor(hex: 0x000000))
        #expect(host.approximations.isEmpty)
    }

    @Test("toolbarTitleDisplayMode(.inline) shows the title in the bar; .inlineLarge is reported")
    func titleDisplayMode() throws {
        let inline = ViewHost(NavigationStack { Text("Body").navigationTitle("Title").toolbarTitleDisplayMode(.inline) }, layout: Self.layout)
        let title = try #require(try inline.frame(ofText: "Title"))
        #expect(abs(title.midX - 393 / 2) < 1)
        let large = ViewHost(NavigationStack { Text("Body").navigationTitle("Title").toolbarTitleDisplayMode(.inlineLarge) }, layout: Self.layout)
        _ = try large.displayList
        #expect(large.approximations.contains { $0.cause.contains("inlineLarge") })
    }

    @Test("navigationSubtitle is drawn under the title and reported (iOS 26+ API)")
    func subtitle() throws {
        let host = ViewHost(NavigationStack { Text("Body").navigationTitle("Title").navigationSubtitle("3 unread") }, layout: Self.layout)
        let title = try #require(try host.frame(ofText: "Title"))
        let subtitle = try #require(try host.frame(ofText: "3 unread"))
        #expect(subtitle.minY >= title.maxY)
        #expect(subtitle.minX == title.minX)
        let report = try #require(host.approximations.first { $0.cause.contains("navigationSubtitle") })
        #expect(report.file.hasSuffix("BarAppearanceTests.swift"))
    }

    @Test("toolbarBackground(.hidden, for: .tabBar) drops the tab bar's background over content; a style replaces the material")
    func tabBar() throws {
        func bar(_ content: some View) throws -> [RGBAColor] {
            let host = ViewHost(TabView { content.tabItem { Label("Home", systemImage: "house") } }, layout: Self.layout)
            return fills(in: try host.displayList.ops).map(\.1)
        }
        let material = RGBAColor(hex: 0xF8F8F8, alpha: 0.80)
        let long = List(0..<40, id: \.self) { Text("Row \($0)") }
        #expect(try bar(long).contains(material))
        #expect(try !bar(long.toolbarBackground(.hidden, for: .tabBar)).contains(material))
        #expect(try bar(long.toolbarBackground(Color.indigo, for: .tabBar)).contains(Self.indigo))
        // At the scroll edge a style alone is not drawn; `.visible` draws it.
        #expect(try !bar(Text("A").toolbarBackground(Color.indigo, for: .tabBar)).contains(Self.indigo))
        #expect(try bar(Text("A").toolbarBackground(Color.indigo, for: .tabBar).toolbarBackground(.visible, for: .tabBar)).contains(Self.indigo))
    }

    nonisolated static let schemes: [ColorScheme] = [.light, .dark]

    @Test("Golden: a visible navigation bar background with its hairline", arguments: schemes)
    func golden(scheme: ColorScheme) throws {
        struct Plain: View {
            var body: some View {
                NavigationStack {
                    List { Text("Row") }
                        .navigationTitle("Inbox")
                        .navigationBarTitleDisplayMode(.inline)
                        .toolbarBackground(.visible, for: .navigationBar)
                        .toolbar { Button("Add") {} }
                }
            }
        }
        try GoldenImage.check(Plain(), named: "toolbar-background-visible-\(scheme)", layout: .fixed(width: 390, height: 200), colorScheme: scheme)
    }
}
