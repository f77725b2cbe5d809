import Drawing
import PreviewUI
import Testing

/// `Label` and `.labelStyle`: the built-in styles show the title, the icon or both; a custom
/// `LabelStyle` lays out the configuration's title and icon; `Label(configuration)` inside it
/// is the automatic look.
@MainActor
struct LabelStyleTests {
    /// An icon over its title, as real code writes it.
    struct VerticalLabelStyle: LabelStyle {
        func makeBody(configuration: Configuration) -> some View {
            VStack(spacing: 4) {
                configuration.icon
                configuration.title
            }
        }
    }

    /// A style that adds to the automatic look.
    struct BadgedLabelStyle: LabelStyle {
        func makeBody(configuration: Configuration) -> some View {
            Label(configuration).padding(6).background(Color.yellow)
        }
    }

    static func shown(_ view: some View) throws -> (texts: [String], icons: [IconRun], list: DisplayList) {
        let host = ViewHost(view, layout: .fixed(width: 300, height: 120))
        let list = try host.displayList
        return (textRuns(in: list.ops).map(\.spec.string), iconRuns(in: list.ops), list)
    }

    @Test("Built-in label styles: title and icon, title only, icon only; automatic is both")
    func builtIn() throws {
        let automatic = try Self.shown(Label("Favorites", systemImage: "star"))
        #expect(automatic.texts == ["Favorites"] && automatic.icons.map(\.name) == ["star"])
        let both = try Self.shown(Label("Favorites", systemImage: "star").labelStyle(.titleAndIcon))
        #expect(both.texts == ["Favorites"] && both.icons.count == 1)
        #expect(both.list == automatic.list, "titleAndIcon draws what automatic draws outside bars")
        let title = try Self.shown(Label("Favorites", systemImage: "star").labelStyle(.titleOnly))
        #expect(title.texts == ["Favorites"] && title.icons.isEmpty)
        let icon = try Self.shown(VStack { Label("Favorites", systemImage: "star") }.labelStyle(.iconOnly))
        #expect(icon.texts.isEmpty && icon.icons.map(\.name) == ["star"])
        // Icon first, then the title, on one line.
        let iconRect = try #require(automatic.icons.first?.rect)
        let host = ViewHost(Label("Favorites", systemImage: "star"), layout: .fixed(width: 300, height: 120))
        let titleFrame = try #require(try host.frame(ofText: "Favorites"))
        #expect(iconRect.maxX < titleFrame.minX && abs(iconRect.midY - titleFrame.midY) < 4)
    }

    @Test("A custom LabelStyle gets the title and icon; Label(configuration) in it draws the automatic look")
    func custom() throws {
        let host = ViewHost(Label("Inbox", systemImage: "tray").labelStyle(VerticalLabelStyle()), layout: .fixed(width: 300, height: 120))
        let title = try #require(try host.frame(ofText: "Inbox"))
        let icon = try #require(iconRuns(in: host.displayList.ops).first { $0.name == "tray" })
        #expect(icon.rect.maxY <= title.minY + 1, "the icon over the title")
        #expect(abs(icon.rect.midX - title.midX) < 1)

        let badged = try Self.shown(Label("Inbox", systemImage: "tray").labelStyle(BadgedLabelStyle()))
        #expect(badged.texts == ["Inbox"] && badged.icons.map(\.name) == ["tray"])
        #expect(fills(in: badged.list.ops).contains { $0.1 == RGBAColor(hex: 0xFFCC00) })
    }

    @Test("In a form row the automatic icon is tinted in its column; titleOnly leaves the title at the row's inset")
    func inForm() throws {
        let host = ViewHost(Form {
            Label("General", systemImage: "gear")
            Label("Privacy", systemImage: "hand.raised").labelStyle(.titleOnly)
        }, layout: .fixed(width: 393, height: 200))
        let general = try #require(try host.frame(ofText: "General")), privacy = try #require(try host.frame(ofText: "Privacy"))
        #expect(general.minX > privacy.minX + 30, "the icon's column moves the title")
        #expect(iconRuns(in: try host.displayList.ops).map(\.name) == ["gear"])
        #expect(iconRuns(in: try host.displayList.ops).first?.color == RGBAColor(hex: 0x007AFF))
    }
}
