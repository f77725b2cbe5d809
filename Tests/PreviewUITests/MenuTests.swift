import Drawing
import PreviewUI
import Testing

/// `Menu`: closed, its label as a button; a tap opens iOS 18's pop-up menu under the label
/// (rows, sections, symbols, checkmarks, submenus); a row runs its action and closes it. A
/// menu-style `Picker` opens the same menu of its options.
@MainActor
struct MenuTests {
    struct Document: View {
        @State var log: [String] = []
        @State var bold = true
        var body: some View {
            VStack {
                HStack {
                    Menu("Actions") {
                        Section("Edit") {
                            Button { log.append("duplicate") } label: { Label("Duplicate", systemImage: "doc.on.doc") }
                            Button("Rename") { log.append("rename") }
                            Button("Locked") {}.disabled(true)
                        }
                        Toggle("Bold", isOn: $bold)
                        Divider()
                        Menu("Copy") {
                            Button("Copy Link") { log.append("copy link") }
                        }
                        Button(role: .destructive) { log.append("delete") } label: { Label("Delete", systemImage: "trash") }
                    }
                    Spacer()
                }
                Spacer()
                Text(log.isEmpty ? "nothing yet" : log.joined(separator: ","))
            }
            .padding()
        }
    }

    static func host(_ scheme: ColorScheme = .light) -> ViewHost {
        ViewHost(Document(), layout: .fixed(width: 390, height: 500), colorScheme: scheme)
    }

    @Test("Closed, a menu is its label in the accent colour; a tap opens it under the label, rows and symbols in order")
    func opens() throws {
        let host = Self.host()
        #expect(try !host.shownTexts.contains("Rename"))
        let label = try #require(try host.frame(ofText: "Actions"))
        let labelRun = try #require(textRuns(in: host.displayList.ops).first { $0.spec.string == "Actions" })
        #expect(labelRun.color == RGBAColor(hex: 0x007AFF))

        try host.tap(text: "Actions")
        let titles = ["Duplicate", "Rename", "Locked", "Bold", "Copy", "Delete"]
        let frames = try titles.map { try #require(try host.frame(ofText: $0), "\($0) is shown") }
        // Below the label, its leading edge at the label's (the label is at the screen's left).
        let title = try #require(try host.frame(ofText: "Edit"), "a section's title is shown")
        #expect(title.minY > label.maxY && frames[0].minY > title.maxY)
        #expect(textRuns(in: try host.displayList.ops).first { $0.spec.string == "Edit" }?.spec.font.size == 13)
        #expect(frames.map(\.minY) == frames.map(\.minY).sorted())
        #expect(abs(frames[0].minX - (label.minX + 44)) < 1,
                "rows' text 44 pt inside a menu aligned with the label (16 pt and the checkmarks' column)")
        // 44 pt rows; an 8 pt separator between sections.
        #expect(abs(frames[1].minY - frames[0].minY - 44) < 0.5)
        #expect(abs(frames[3].minY - frames[2].minY - 52) < 0.5, "a Section ends with a thick separator")
        #expect(abs(frames[4].minY - frames[3].minY - 52) < 0.5, "a Divider is a thick separator")
        let runs = textRuns(in: try host.displayList.ops)
        #expect(runs.first { $0.spec.string == "Delete" }?.color == RGBAColor(hex: 0xFF3B30), "a destructive item is red")
        #expect(runs.first { $0.spec.string == "Locked" }?.color != runs.first { $0.spec.string == "Rename" }?.color, "disabled is dimmed")
        let icons = iconRuns(in: try host.displayList.ops).map(\.name)
        #expect(icons.contains("trash") && icons.contains("doc.on.doc"))
        #expect(icons.contains("checkmark"), "the toggle that is on is checked")
        #expect(icons.contains("chevron.right"), "a submenu row has a chevron")
        // The screen behind is not dimmed: no translucent black over the page.
        let dimming = fills(in: try host.displayList.ops).filter { fill in
            let c = fill.1
            return c.red == 0 && c.green == 0 && c.blue == 0 && c.alpha > 0.1 && c.alpha < 0.5
        }
        #expect(dimming.isEmpty)
        #expect(host.approximations.contains { $0.cause.contains("Material .thickMaterial is an estimate") && $0.file.hasSuffix("MenuTests.swift") })
    }

    @Test("A row runs its action and closes the menu; a toggle row toggles; a tap outside closes it")
    func actions() throws {
        let host = Self.host()
        try host.tap(text: "Actions")
        try host.tap(text: "Rename")
        #expect(try host.shownTexts.contains("rename"))
        #expect(try !host.shownTexts.contains("Duplicate"))

        try host.tap(text: "Actions")
        try host.tap(text: "Bold")
        try host.tap(text: "Actions")
        #expect(!iconRuns(in: try host.displayList.ops).contains { $0.name == "checkmark" }, "Bold is off now")
        try host.tap(text: "Locked")
        #expect(try host.shownTexts.contains("Locked"), "a disabled row does nothing")
        try host.tap(at: CGPoint(x: 380, y: 490))
        #expect(try !host.shownTexts.contains("Rename"))
    }

    @Test("A submenu row opens the submenu over the menu, titled; its item acts and closes both")
    func submenu() throws {
        let host = Self.host()
        try host.tap(text: "Actions")
        let copy = try #require(try host.frame(ofText: "Copy"))
        try host.tap(text: "Copy")
        let link = try #require(try host.frame(ofText: "Copy Link"))
        #expect(link.minY > copy.minY)
        #expect(iconRuns(in: try host.displayList.ops).contains { $0.name == "chevron.down" })
        try host.tap(text: "Copy Link")
        #expect(try host.shownTexts.contains("copy link"))
        #expect(try !host.shownTexts.contains("Copy Link"))
        #expect(host.approximations.contains { $0.cause.contains("submenu") })
    }

    struct Bottom: View {
        let order: MenuOrder
        var body: some View {
            VStack {
                Spacer()
                Menu("Sort") {
                    Button("First") {}
                    Button("Second") {}
                }
            }
            .menuOrder(order)
        }
    }

    @Test("With no room below, the menu opens above the label, the first item nearest it unless the order is fixed")
    func above() throws {
        let host = ViewHost(Bottom(order: .automatic), layout: .fixed(width: 390, height: 300))
        let label = try #require(try host.frame(ofText: "Sort"))
        try host.tap(text: "Sort")
        let first = try #require(try host.frame(ofText: "First")), second = try #require(try host.frame(ofText: "Second"))
        #expect(first.maxY < label.minY && second.maxY < first.minY)
        // Centred on a label in the middle of the screen.
        #expect(abs((first.minX - 16 + 125) - label.midX) < 1)

        let fixed = ViewHost(Bottom(order: .fixed), layout: .fixed(width: 390, height: 300))
        try fixed.tap(text: "Sort")
        #expect(try #require(try fixed.frame(ofText: "First")).minY < #require(try fixed.frame(ofText: "Second")).minY)
    }

    struct Primary: View {
        @State var said = "none"
        var body: some View {
            VStack {
                Menu {
                    Button("Other") { said = "other" }
                } label: {
                    Text("Add")
                } primaryAction: {
                    said = "primary"
                }
                Text(said)
            }
            .menuActionDismissBehavior(.disabled)
        }
    }

    @Test("With a primary action a tap runs it and a long press opens the menu; .disabled dismiss behaviour keeps it open")
    func primaryAction() throws {
        let host = ViewHost(Primary(), layout: .fixed(width: 390, height: 300))
        try host.tap(text: "Add")
        #expect(try host.shownTexts.contains("primary") && !host.shownTexts.contains("Other"))
        try host.longPress(text: "Add")
        try host.tap(text: "Other")
        #expect(try host.shownTexts.contains("other"))
        #expect(try host.shownTexts.contains("Other"), "menuActionDismissBehavior(.disabled) keeps the menu open")
    }

    struct Bordered: View {
        var body: some View {
            VStack(spacing: 20) {
                Menu("Plain") { Button("A") {} }
                Menu("Bordered") { Button("B") {} }
                    .menuStyle(.button)
                    .buttonStyle(.bordered)
                Menu("Custom") { Button("C") {} }
                    .menuStyle(RedBorder())
            }
        }
    }

    struct RedBorder: MenuStyle {
        func makeBody(configuration: Configuration) -> some View {
            Menu(configuration).padding(4).border(Color.red)
        }
    }

    @Test("menuStyle(.button) takes the button style; a custom MenuStyle wraps Menu(configuration), which still opens")
    func styles() throws {
        let host = ViewHost(Bordered(), layout: .fixed(width: 300, height: 200))
        let tinted = fills(in: try host.displayList.ops).filter { abs($0.1.alpha - 0.18) < 0.01 }.map(\.0.bounds)
        let bordered = try #require(try host.frame(ofText: "Bordered")), plain = try #require(try host.frame(ofText: "Plain"))
        #expect(tinted.filter { $0.contains(CGPoint(x: bordered.midX, y: bordered.midY)) }.count == 1,
                "a bordered button's fill behind the label")
        #expect(!tinted.contains { $0.contains(CGPoint(x: plain.midX, y: plain.midY)) }, "the automatic style has no fill")
        let custom = try #require(try host.frame(ofText: "Custom"))
        #expect(strokePaths(in: try host.displayList.ops).contains { $0.bounds.contains(CGPoint(x: custom.midX, y: custom.midY)) },
                "the custom style's border round the label")
        try host.tap(text: "Custom")
        #expect(try host.shownTexts.contains("C"))
    }

    // MARK: Menu-style pickers

    struct Flavors: View {
        @State var flavor = "Vanilla"
        var body: some View {
            Form {
                Picker("Flavor", selection: $flavor) {
                    ForEach(["Chocolate", "Vanilla", "Strawberry"], id: \.self) { Text($0) }
                }
                .pickerStyle(.menu)
            }
        }
    }

    @Test("A menu picker in a form row: the value in the secondary label colour; a tap opens its options, the selected checked")
    func picker() throws {
        let host = ViewHost(Flavors(), layout: .fixed(width: 393, height: 400))
        let run = try #require(textRuns(in: host.displayList.ops).first { $0.spec.string == "Vanilla" })
        #expect(run.color == RGBAColor(hex: 0x3C3C43, alpha: 0.6))
        #expect(iconRuns(in: try host.displayList.ops).contains { $0.name == "chevron.up.chevron.down" && $0.color == run.color })
        let value = try #require(try host.frame(ofText: "Vanilla"))

        try host.tap(text: "Vanilla")
        let chocolate = try #require(try host.frame(ofText: "Chocolate")), strawberry = try #require(try host.frame(ofText: "Strawberry"))
        #expect(chocolate.minY > value.maxY, "the menu opens under the row")
        #expect(abs(strawberry.minY - chocolate.minY - 88) < 0.5)
        let check = try #require(iconRuns(in: host.displayList.ops).first { $0.name == "checkmark" })
        #expect(abs(check.rect.midY - (chocolate.midY + strawberry.midY) / 2) < 3, "the selected option (the middle one) is checked")
        #expect(check.rect.maxX < chocolate.minX, "the checkmark is at the leading end")
        // The value is in the screen's trailing third: the menu's trailing edge is at the value's.
        #expect(chocolate.minX > value.maxX - 250)

        try host.tap(text: "Strawberry")
        #expect(try host.value(ofControl: "picker") == AnyHashable("Strawberry"))
        #expect(try !host.shownTexts.contains("Chocolate"))

        let hidden = ViewHost(Flavors().menuIndicator(.hidden), layout: .fixed(width: 393, height: 120))
        #expect(!iconRuns(in: try hidden.displayList.ops).contains { $0.name == "chevron.up.chevron.down" }, "menuIndicator(.hidden)")
    }

    @Test("A menu in a form row: a tinted button row; a tap anywhere on the row opens the menu under the row")
    func formRow() throws {
        let host = ViewHost(Form {
            Menu("Export") {
                Button("PDF") {}
            }
        }, layout: .fixed(width: 393, height: 300))
        let label = try #require(try host.frame(ofText: "Export"))
        #expect(textRuns(in: try host.displayList.ops).first { $0.spec.string == "Export" }?.color == RGBAColor(hex: 0x007AFF))
        try host.tap(at: CGPoint(x: 300, y: label.midY))
        let pdf = try #require(try host.frame(ofText: "PDF"))
        #expect(pdf.minY > label.maxY + 11, "under the 44 pt row, not just the label")
        #expect(abs(pdf.minX - (label.minX + 16)) < 1, "aligned with the label's leading edge")
    }

    struct PickerInMenu: View {
        @State var sort = "Name"
        var body: some View {
            VStack {
                Menu("View") {
                    Picker("Sort By", selection: $sort) {
                        Text("Name").tag("Name")
                        Text("Date").tag("Date")
                    }
                    Button("Refresh") {}
                }
                Spacer()
            }
        }
    }

    @Test("A picker inside a menu lists its options inline, the selected one checked; choosing one selects it")
    func pickerInsideMenu() throws {
        let host = ViewHost(PickerInMenu(), layout: .fixed(width: 390, height: 300))
        try host.tap(text: "View")
        let name = try #require(try host.frame(ofText: "Name")), date = try #require(try host.frame(ofText: "Date"))
        let refresh = try #require(try host.frame(ofText: "Refresh"))
        #expect(abs(refresh.minY - date.minY - 52) < 0.5, "the options are a section of their own")
        #expect(iconRuns(in: try host.displayList.ops).filter { $0.name == "checkmark" }.count == 1)
        #expect(abs(name.minX - date.minX) < 0.5 && abs(refresh.minX - name.minX) < 0.5, "every row keeps the checkmark column")
        try host.tap(text: "Date")
        try host.tap(text: "View")
        let check = try #require(iconRuns(in: host.displayList.ops).first { $0.name == "checkmark" })
        #expect(abs(check.rect.midY - (try #require(try host.frame(ofText: "Date"))).midY) < 3)
    }

    nonisolated static let schemes: [ColorScheme] = [.light, .dark]

    @Test("Golden: an open menu with sections, symbols, a toggle, a submenu and a destructive item", arguments: schemes)
    func golden(scheme: ColorScheme) throws {
        let host = ViewHost(Document(), layout: .fixed(width: 320, height: 420), colorScheme: scheme)
        try host.tap(text: "Actions")
        try GoldenImage.check(host: host, named: "menu-open-\(scheme)")
    }
}

/// Every icon run in a display list (inside groups too), in paint order.
func iconRuns(in ops: [DisplayOp]) -> [IconRun] {
    var found: [IconRun] = []
    for op in ops {
        switch op {
        case .icon(let run): found.append(run)
        case .group(let g): found += iconRuns(in: g.ops)
        default: break
        }
    }
    return found
}


/// The shape of every stroke in a display list (inside groups too), in paint order.
func strokePaths(in ops: [DisplayOp]) -> [ShapePath] {
    var found: [ShapePath] = []
    for op in ops {
        switch op {
        case .stroke(let path, _, _): found.append(path)
        case .group(let g): found += strokePaths(in: g.ops)
        default: break
        }
    }
    return found
}
