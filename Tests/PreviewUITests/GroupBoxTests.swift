import Drawing
import Foundation
import PreviewUI
import Testing

/// GroupBox and its styles, ControlGroup (on its own, in a toolbar, in a menu, as a menu),
/// DisclosureGroup styles and OutlineGroup, and one light and dark golden sheet.
@MainActor
struct GroupBoxTests {
    nonisolated static let schemes: [ColorScheme] = [.light, .dark]

    // MARK: GroupBox

    @Test("A group box: the headline label over the content, 16 pt in, on a rounded rectangle of the secondary background")
    func groupBox() throws {
        let view = GroupBox("Account") { Text("Signed in").mark("content") }.mark("box")
        let laid = Laid(view, .sizeThatFits)
        let box = try laid.frame("box"), content = try laid.frame("content")
        let title = try laid.frame(ofText: "Account")
        #expect(abs(title.minX - box.minX - 16) < 0.01 && abs(title.minY - box.minY - 16) < 0.01)
        #expect(abs(content.minX - box.minX - 16) < 0.01, "leading-aligned")
        #expect(abs(content.minY - title.maxY - 8) < 0.01)
        #expect(abs(box.maxY - content.maxY - 16) < 0.01)
        let run = try #require(textRuns(in: try laid.displayList.ops).first { $0.spec.string == "Account" })
        #expect(run.spec.font.weight == .semibold, "headline")
        let fill = try #require(try controlFills(laid.host).first)
        guard case .roundedRect(let r, let radius, _) = fill.0 else { Issue.record("\(fill.0)"); return }
        #expect(r == onPixelGrid(box) && radius == 8 && fill.1 == RGBAColor(hex: 0xF2F2F7))
        let dark = ViewHost(view, layout: .sizeThatFits, colorScheme: .dark)
        #expect(try controlFills(dark).first?.1 == RGBAColor(hex: 0x1C1C1E))
    }

    @Test("Without a label, the content alone; inside another group box, the next background level")
    func unlabelledAndNested() throws {
        let laid = Laid(GroupBox { Text("Only").mark("content") }.mark("box"), .sizeThatFits)
        #expect(abs(try laid.frame("content").minY - laid.frame("box").minY - 16) < 0.01)
        let nested = ViewHost(GroupBox { GroupBox { Text("Inner") } }, layout: .sizeThatFits)
        #expect(try controlFills(nested).map(\.1) == [RGBAColor(hex: 0xF2F2F7), RGBAColor(hex: 0xFFFFFF)])
    }

    struct Framed: GroupBoxStyle {
        func makeBody(configuration: Configuration) -> some View {
            VStack(alignment: .leading) {
                configuration.label.foregroundStyle(.red)
                configuration.content
            }
            .padding(4)
            .border(Color.red)
        }
    }

    struct Inset: GroupBoxStyle {
        func makeBody(configuration: Configuration) -> some View {
            GroupBox(configuration).padding(10)
        }
    }

    @Test("groupBoxStyle: a custom style draws the label and content; GroupBox(configuration) is the automatic look")
    func styles() throws {
        let custom = ViewHost(GroupBox("Title") { Text("Body") }.groupBoxStyle(Framed()), layout: .sizeThatFits)
        #expect(try textRuns(in: custom.displayList.ops).first { $0.spec.string == "Title" }?.color == RGBAColor(hex: 0xFF3B30))
        #expect(try fills(in: custom.displayList.ops).allSatisfy { $0.1 != RGBAColor(hex: 0xF2F2F7) }, "no automatic background")
        let inset = Laid(GroupBox("Title") { Text("Body") }.groupBoxStyle(Inset()), .sizeThatFits)
        let fill = try #require(try controlFills(inset.host).first)
        #expect(fill.1 == RGBAColor(hex: 0xF2F2F7) && abs(fill.0.bounds.minX - 10) < 0.01)
        let automatic = ViewHost(GroupBox("Title") { Text("Body") }.groupBoxStyle(.automatic), layout: .sizeThatFits)
        #expect(try automatic.displayList.dump == ViewHost(GroupBox("Title") { Text("Body") }, layout: .sizeThatFits).displayList.dump)
    }

    // MARK: ControlGroup

    struct Editing: View {
        @State var log: [String] = []
        var body: some View {
            VStack {
                ControlGroup {
                    Button("Cut") { log.append("cut") }
                    Button("Copy") { log.append("copy") }
                    Button("Paste") { log.append("paste") }
                }
                .mark("group")
                Text(log.joined(separator: ","))
            }
            .frame(width: 300)
        }
    }

    @Test("A control group on its own: a momentary segmented control, cells of equal width, labels in the label colour")
    func controlGroup() throws {
        let laid = Laid(Editing(), .sizeThatFits)
        let group = try laid.frame("group")
        #expect(group.width == 300 && group.height == 32)
        let cut = try laid.frame(ofText: "Cut"), paste = try laid.frame(ofText: "Paste")
        #expect(abs(cut.midX - (group.minX + 50)) < 0.01 && abs(paste.midX - (group.maxX - 50)) < 0.01)
        let ops = try laid.displayList.ops
        let copy = try #require(textRuns(in: ops).first(where: { $0.spec.string == "Copy" }))
        #expect(copy.color == .black && copy.spec.font.size == 13)
        let separators = fills(in: ops).filter { $0.1 == RGBAColor(hex: 0x8E8E93, alpha: 0.3) }
        #expect(separators.count == 2)
        try laid.host.tap(text: "Copy")
        #expect(try laid.host.shownTexts.contains("copy"))
    }

    @Test("In a menu its controls are rows, reported; under .menu it is a menu with the group's label")
    func controlGroupInMenus() throws {
        let line = #line + 3
        let menu = Menu("Edit") {
            Button("Undo") {}
            ControlGroup {
                Button("Cut") {}
                Button("Copy") {}
            }
        }
        let host = ViewHost(menu, layout: .fixed(width: 300, height: 300))
        try host.tap(text: "Edit")
        #expect(try host.shownTexts.contains("Cut") && host.shownTexts.contains("Copy"))
        let report = try #require(host.approximations.first { $0.cause.hasPrefix("ControlGroup") })
        #expect(report.message == "ControlGroup in a menu: iOS 18 draws its controls side by side in one row; drawn as a row per control")
        #expect(report.line == line)

        let styled = ControlGroup {
            Button("Bold") {}
            Button("Italic") {}
        } label: {
            Text("Format")
        }
        .controlGroupStyle(.menu)
        let closed = ViewHost(styled, layout: .fixed(width: 300, height: 300))
        #expect(try closed.shownTexts == ["Format"])
        try closed.tap(text: "Format")
        #expect(try closed.shownTexts.contains("Italic"))
    }

    @Test("In a toolbar a control group's controls stand side by side")
    func controlGroupInToolbar() throws {
        let view = NavigationStack {
            Text("Page").toolbar {
                ToolbarItem {
                    ControlGroup {
                        Button("A") {}
                        Button("B") {}
                    }
                }
            }
        }
        let host = ViewHost(view, layout: .fixed(width: 393, height: 300))
        let a = try #require(try host.frame(ofText: "A")), b = try #require(try host.frame(ofText: "B"))
        #expect(abs(a.midY - b.midY) < 0.01 && b.minX > a.maxX)
        #expect(try fills(in: host.displayList.ops).allSatisfy { $0.1 != RGBAColor(hex: 0x767680, alpha: 0.12) }, "no segmented track")
    }

    // MARK: DisclosureGroup styles

    /// Shows the content under a tappable "More" / "Less" text.
    struct MoreLess: DisclosureGroupStyle {
        func makeBody(configuration: Configuration) -> some View {
            VStack(alignment: .leading) {
                HStack {
                    configuration.label
                    Text(configuration.isExpanded ? "Less" : "More").onTapGesture { configuration.isExpanded.toggle() }
                }
                if configuration.isExpanded { configuration.content }
            }
        }
    }

    @Test("disclosureGroupStyle: a custom style flips isExpanded itself; .automatic is the usual look")
    func disclosureStyles() throws {
        struct Screen: View {
            var body: some View {
                DisclosureGroup("Details") { Text("Hidden text") }.disclosureGroupStyle(MoreLess())
            }
        }
        let host = ViewHost(Screen(), layout: .fixed(width: 300, height: 200))
        #expect(try !host.shownTexts.contains("Hidden text"))
        try host.tap(text: "More")
        #expect(try host.shownTexts.contains("Hidden text") && host.shownTexts.contains("Less"))
        let automatic = ViewHost(DisclosureGroup("Details") { Text("x") }.disclosureGroupStyle(.automatic), layout: .fixed(width: 300, height: 80))
        let plain = ViewHost(DisclosureGroup("Details") { Text("x") }, layout: .fixed(width: 300, height: 80))
        #expect(try automatic.displayList.dump == plain.displayList.dump)
    }

    // MARK: OutlineGroup

    struct FileItem: Identifiable {
        let name: String
        var children: [FileItem]?
        var id: String { name }
    }

    static let tree = [
        FileItem(name: "Documents", children: [
            FileItem(name: "Work", children: [FileItem(name: "Plan.txt")]),
            FileItem(name: "Notes.txt"),
        ]),
        FileItem(name: "Photo.jpg"),
    ]

    @Test("OutlineGroup in a list: parents closed, each a row with a chevron; a tap opens one, its children indented")
    func outlineGroup() throws {
        struct Files: View {
            var body: some View {
                List(GroupBoxTests.tree, children: \.children) { item in Text(item.name) }
            }
        }
        let host = ViewHost(Files(), layout: .fixed(width: 393, height: 500))
        #expect(try host.shownTexts.filter { !["9:41"].contains($0) } == ["Documents", "Photo.jpg"])
        try host.tap(text: "Documents")
        #expect(try host.shownTexts.contains("Work") && host.shownTexts.contains("Notes.txt"))
        #expect(!(try host.shownTexts.contains("Plan.txt")))
        let documents = try #require(try host.frame(ofText: "Documents")), work = try #require(try host.frame(ofText: "Work"))
        #expect(abs(work.minX - documents.minX - 20) < 0.01, "one level in")
        try host.tap(text: "Work")
        let plan = try #require(try host.frame(ofText: "Plan.txt"))
        #expect(abs(plan.minX - documents.minX - 40) < 0.01)
        #expect(try plan.minY > host.frame(ofText: "Work")!.maxY && plan.maxY < host.frame(ofText: "Notes.txt")!.minY)
        let chevrons = icons(in: try host.displayList.ops).filter { $0.name == "chevron.right" }
        #expect(chevrons.count == 2, "Documents and Work")
    }

    @Test("OutlineGroup of one root and by an id key path, outside a list: nested disclosure groups")
    func outlineRoot() throws {
        let root = FileItem(name: "Root", children: [FileItem(name: "Leaf")])
        let view = VStack { OutlineGroup(root, id: \.name, children: \.children) { Text($0.name) } }.frame(width: 300)
        let host = ViewHost(view, layout: .fixed(width: 300, height: 200))
        #expect(try host.shownTexts == ["Root"])
        try host.tap(text: "Root")
        #expect(try host.shownTexts == ["Root", "Leaf"])
    }

    // MARK: Golden

    struct Sheet: View {
        var body: some View {
            VStack(alignment: .leading, spacing: 16) {
                GroupBox {
                    Text("Three devices use this account.")
                    Toggle("Sync", isOn: .constant(true))
                } label: {
                    Label("Account", systemImage: "person.crop.circle")
                }
                GroupBox("Nested") {
                    GroupBox { Text("Inner box") }
                }
                GroupBox { Text("No label") }
                ControlGroup {
                    Button("Cut") {}
                    Button("Copy") {}
                    Button("Paste") {}
                }
                ControlGroup {
                    Button { } label: { Image(systemName: "minus") }
                    Button { } label: { Image(systemName: "plus") }
                }
                .frame(width: 120)
                DisclosureGroup("Closed") { Text("Hidden") }
                DisclosureGroup("Open", isExpanded: .constant(true)) { Text("Shown content") }
                OutlineGroup(GroupBoxTests.tree, children: \.children) { Text($0.name) }
            }
            .padding(16)
            .frame(width: 393, alignment: .leading)
        }
    }

    @Test("Golden: group boxes, control groups, disclosure groups and an outline", arguments: schemes)
    func golden(scheme: ColorScheme) throws {
        let host = ViewHost(Sheet(), layout: .sizeThatFits, colorScheme: scheme)
        let size = try host.displayList.size
        #expect(size.width <= 393 && size.height <= 800, "\(size)")
        try GoldenImage.check(host: host, named: "group-box-control-group-\(scheme)")
    }
}
