import Drawing
import PreviewUI
import Testing

/// Alerts and confirmation dialogs: drawn over the page only while presented, their actions
/// laid out as iOS 18 lays them out on iPhone, and tapping one runs it and dismisses.
@MainActor
struct PresentationTests {
    static func host(_ view: some View, colorScheme: ColorScheme = .light) -> ViewHost {
        ViewHost(view, layout: .screen(.iPhone13Pro), colorScheme: colorScheme)
    }

    /// A screen with a button that presents an alert; records what its actions did.
    final class Log { var entries: [String] = [] }

    struct DeleteAlert: View {
        let log: Log
        let buttons: Int
        @State var shown: Bool

        var body: some View {
            VStack {
                Text("Document")
                Button("Show") { shown = true }
            }
            .alert("Delete the document?", isPresented: $shown) {
                if buttons >= 1 { Button("Delete", role: .destructive) { log.entries.append("delete") } }
                if buttons >= 2 { Button("Cancel", role: .cancel) { log.entries.append("cancel") } }
                if buttons >= 3 { Button("Archive") { log.entries.append("archive") } }
            } message: {
                Text("You cannot undo this.")
            }
        }
    }

    @Test("An alert is drawn only while it is presented, with its title, message and buttons")
    func alertOnlyWhilePresented() throws {
        let log = Log()
        let host = Self.host(DeleteAlert(log: log, buttons: 2, shown: false))
        #expect(try !host.shownTexts.contains("Delete the document?"))
        try host.tap(text: "Show")
        let shown = try host.shownTexts
        for text in ["Delete the document?", "You cannot undo this.", "Delete", "Cancel"] {
            #expect(shown.contains(text), "\(text) is not shown: \(shown)")
        }
        // Centred on the screen, 270 pt wide.
        let title = try #require(try host.frame(ofText: "Delete the document?"))
        #expect(abs(title.midX - 195) < 1)
    }

    @Test("Two buttons sit side by side, the cancel one first; three or more are stacked, cancel last")
    func buttonLayout() throws {
        let two = Self.host(DeleteAlert(log: Log(), buttons: 2, shown: true))
        let cancel2 = try #require(try two.frame(ofText: "Cancel"))
        let delete2 = try #require(try two.frame(ofText: "Delete"))
        #expect(abs(cancel2.midY - delete2.midY) < 0.5)
        #expect(cancel2.midX < 195 && delete2.midX > 195)
        // Each in its half of the 270 pt card.
        #expect(abs(cancel2.midX - (195 - 67.5)) < 1 && abs(delete2.midX - (195 + 67.5)) < 1)

        let three = Self.host(DeleteAlert(log: Log(), buttons: 3, shown: true))
        let delete3 = try #require(try three.frame(ofText: "Delete"))
        let archive3 = try #require(try three.frame(ofText: "Archive"))
        let cancel3 = try #require(try three.frame(ofText: "Cancel"))
        #expect(abs(delete3.midX - 195) < 1 && abs(archive3.midX - 195) < 1 && abs(cancel3.midX - 195) < 1)
        #expect(abs(archive3.midY - delete3.midY - 44) < 1)
        #expect(cancel3.midY > archive3.midY + 43)
    }

    @Test("Tapping an alert's button runs its action and dismisses the alert")
    func tapRunsAndDismisses() throws {
        let log = Log()
        let host = Self.host(DeleteAlert(log: log, buttons: 2, shown: true))
        try host.tap(text: "Delete")
        #expect(log.entries == ["delete"])
        #expect(try !host.shownTexts.contains("Delete the document?"))
    }

    @Test("While an alert is up, the page under it takes no taps")
    func dimmingTakesTaps() throws {
        struct Counter: View {
            @State var count = 0
            var body: some View {
                Button("Count \(count)") { count += 1 }
                    .alert("Hello", isPresented: .constant(true)) {}
            }
        }
        let host = Self.host(Counter())
        let frame = try #require(try host.frame(ofText: "Count 0"))
        try host.tap(at: CGPoint(x: frame.midX, y: frame.midY))
        #expect(try host.shownTexts.contains("Count 0"))
    }

    @Test("An alert with no actions has one OK button that dismisses it")
    func okButton() throws {
        struct Plain: View {
            @State var shown = true
            var body: some View { Text("Page").alert("Saved", isPresented: $shown) {} }
        }
        let host = Self.host(Plain())
        #expect(try host.shownTexts.contains("OK"))
        try host.tap(text: "OK")
        #expect(try !host.shownTexts.contains("Saved"))
    }

    @Test("The deprecated Alert: title, message, primary and secondary buttons, cancel() labelled Cancel")
    func deprecatedAlert() throws {
        final class Box { var deleted = false }
        let box = Box()
        struct Legacy: View {
            let box: Box
            @State var shown = true
            var body: some View {
                Text("Page").alert(isPresented: $shown) {
                    Alert(title: Text("Remove?"), message: Text("It goes for good."),
                          primaryButton: .destructive(Text("Remove")) { box.deleted = true },
                          secondaryButton: .cancel())
                }
            }
        }
        let host = Self.host(Legacy(box: box))
        let shown = try host.shownTexts
        for text in ["Remove?", "It goes for good.", "Remove", "Cancel"] { #expect(shown.contains(text)) }
        let cancel = try #require(try host.frame(ofText: "Cancel"))
        let remove = try #require(try host.frame(ofText: "Remove"))
        #expect(cancel.midX < remove.midX)
        try host.tap(text: "Remove")
        #expect(box.deleted)
        #expect(try !host.shownTexts.contains("Remove?"))
    }

    @Test("An alert presenting data shows only while there is data")
    func presentingData() throws {
        struct Presenting: View {
            let name: String?
            var body: some View {
                Text("Page").alert("Rename", isPresented: .constant(true), presenting: name) { n in
                    Button("Rename \(n)") {}
                }
            }
        }
        #expect(try Self.host(Presenting(name: "notes")).shownTexts.contains("Rename notes"))
        #expect(try !Self.host(Presenting(name: nil)).shownTexts.contains("Rename"))
    }

    @Test("An alert's text field is left out, and reported")
    func alertTextFieldReported() throws {
        struct Rename: View {
            var body: some View {
                Text("Page").alert("Rename", isPresented: .constant(true)) {
                    TextField("Name", text: .constant(""))
                    Button("Save") {}
                }
            }
        }
        let host = Self.host(Rename())
        #expect(try host.shownTexts.contains("Save"))
        #expect(host.approximations.contains { $0.cause.contains("other than buttons") })
    }

    struct Dialog: View {
        let log: Log
        let withCancel: Bool
        @State var shown = true
        var body: some View {
            Text("Photo")
                .confirmationDialog("Photo options", isPresented: $shown) {
                    Button("Save to Files") { log.entries.append("save") }
                    Button("Delete Photo", role: .destructive) { log.entries.append("delete") }
                    if withCancel { Button("Keep", role: .cancel) { log.entries.append("keep") } }
                } message: {
                    Text("Choose what to do with the photo.")
                }
        }
    }

    @Test("A confirmation dialog: 57 pt action rows at the bottom, an added Cancel card, the title hidden")
    func dialogRows() throws {
        let host = Self.host(Dialog(log: Log(), withCancel: false))
        let shown = try host.shownTexts
        #expect(shown.contains("Save to Files") && shown.contains("Delete Photo") && shown.contains("Cancel"))
        #expect(shown.contains("Choose what to do with the photo."))
        #expect(!shown.contains("Photo options"), "titleVisibility .automatic hides the title on iPhone")
        let save = try #require(try host.frame(ofText: "Save to Files"))
        let delete = try #require(try host.frame(ofText: "Delete Photo"))
        let cancel = try #require(try host.frame(ofText: "Cancel"))
        #expect(abs(delete.midY - save.midY - 57) < 1)
        // Cancel: its own 57 pt card 8 pt below, ending at the bottom safe area (844 − 34).
        #expect(abs(cancel.midY - (844 - 34 - 28.5)) < 1)
        #expect(abs(cancel.midY - delete.midY - 57 - 8) < 1.5)
    }

    @Test("Cancel runs the cancel action and dismisses; the added one just dismisses")
    func dialogCancel() throws {
        let log = Log()
        let host = Self.host(Dialog(log: log, withCancel: true))
        #expect(try !host.shownTexts.contains("Cancel"))
        try host.tap(text: "Keep")
        #expect(log.entries == ["keep"])
        #expect(try !host.shownTexts.contains("Save to Files"))

        let added = Self.host(Dialog(log: Log(), withCancel: false))
        try added.tap(text: "Cancel")
        #expect(try !added.shownTexts.contains("Save to Files"))
    }

    @Test("Tapping a dialog's action runs it and dismisses")
    func dialogAction() throws {
        let log = Log()
        let host = Self.host(Dialog(log: log, withCancel: false))
        try host.tap(text: "Delete Photo")
        #expect(log.entries == ["delete"])
        #expect(try !host.shownTexts.contains("Delete Photo"))
    }

    @Test("A dialog shows its title when titleVisibility is .visible")
    func dialogTitleVisible() throws {
        struct Visible: View {
            var body: some View {
                Text("Page").confirmationDialog("Options", isPresented: .constant(true), titleVisibility: .visible) {
                    Button("One") {}
                }
            }
        }
        #expect(try Self.host(Visible()).shownTexts.contains("Options"))
    }

    struct SheetHost: View {
        let medium: Bool
        let log: Log
        @State var shown = false
        var body: some View {
            Button("Open") { shown = true }
                .sheet(isPresented: $shown, onDismiss: { log.entries.append("dismissed") }) {
                    SheetContent().presentationDetents(medium ? [.medium] : [.large])
                }
        }
    }

    struct SheetContent: View {
        @Environment(\.dismiss) private var dismiss
        var body: some View {
            VStack {
                Text("Sheet title")
                Button("Done") { dismiss() }
            }
        }
    }

    @Test("A sheet is drawn only while presented; its Done button dismisses it through the dismiss action")
    func sheetPresentsAndDismisses() throws {
        let log = Log()
        let host = Self.host(SheetHost(medium: false, log: log))
        #expect(try !host.shownTexts.contains("Sheet title"))
        try host.tap(text: "Open")
        #expect(try host.shownTexts.contains("Sheet title"))
        // Centred in the card from 10 pt below the safe area's top (57) to the bottom safe area.
        let title = try #require(try host.frame(ofText: "Sheet title"))
        let done = try #require(try host.frame(ofText: "Done"))
        let middle = (title.minY + done.maxY) / 2
        #expect(abs(middle - (57 + 810) / 2) < 2, "\(middle)")
        #expect(host.approximations.isEmpty)
        try host.tap(text: "Done")
        #expect(try !host.shownTexts.contains("Sheet title"))
        #expect(log.entries == ["dismissed"])
    }

    @Test("presentationDetents([.medium]) makes the sheet half the screen")
    func mediumSheet() throws {
        let host = Self.host(SheetHost(medium: true, log: Log()))
        try host.tap(text: "Open")
        let title = try #require(try host.frame(ofText: "Sheet title"))
        let done = try #require(try host.frame(ofText: "Done"))
        let middle = (title.minY + done.maxY) / 2
        #expect(abs(middle - (422 + 810) / 2) < 2, "\(middle)")
        #expect(!host.approximations.contains { $0.cause.contains("scaling back") })
    }

    @Test("A sheet between two detents shows its drag indicator; presentationDragIndicator shows or hides it")
    func dragIndicator() throws {
        func grabbers(_ content: some View) throws -> [CGRect] {
            let host = ViewHost(Text("Page").sheet(isPresented: .constant(true)) { content }, layout: .screen(.iPhone13Pro))
            #expect(host.approximations.isEmpty)
            return fills(in: try host.displayList.ops).map(\.0.bounds).filter { $0.width == 36 && $0.height == 5 }
        }
        let twoDetents = try grabbers(SheetContent().presentationDetents([.medium, .large]))
        // 5 pt below the top of the medium sheet (the screen's half, 422 pt), centred.
        #expect(twoDetents == [CGRect(x: 177, y: 427, width: 36, height: 5)], "\(twoDetents)")
        #expect(try grabbers(SheetContent().presentationDetents([.medium])).isEmpty, "one detent: nothing to drag between")
        #expect(try grabbers(SheetContent().presentationDetents([.medium, .large]).presentationDragIndicator(.hidden)).isEmpty)
        #expect(try grabbers(SheetContent().presentationDragIndicator(.visible)).count == 1)
        #expect(try grabbers(SheetContent().sensoryFeedback(.impact(weight: .light), trigger: 1)
            .sensoryFeedback(trigger: 1) { old, new in new > old ? .increase : nil }).isEmpty, "feedback draws nothing")
    }

    @Test("A large sheet shrinks the page back into a rounded card on black below the status bar; a medium one only dims it")
    func scaledBackPage() throws {
        func pageGroup(_ host: ViewHost) throws -> DisplayGroup? {
            for op in try host.displayList.ops { if case .group(let g) = op, !g.transform.isTranslation { return g } }
            return nil
        }
        let large = Self.host(SheetHost(medium: false, log: Log()))
        try large.tap(text: "Open")
        let ops = try large.displayList.ops
        #expect(fills(in: ops).first?.1 == RGBAColor(hex: 0x000000), "black behind the page")
        let group = try #require(try pageGroup(large))
        #expect(abs(group.transform.a - 0.9165) < 1e-9 && abs(group.transform.d - 0.9165) < 1e-9)
        // The page's top-left corner lands at the status bar's bottom (47 pt on this phone),
        // its width shrunk about the middle.
        let corner = group.transform.apply(to: CGPoint(x: 0, y: 0))
        #expect(abs(corner.y - 47) < 1e-9 && abs(corner.x - 390 * 0.0835 / 2) < 1e-9)
        let medium = Self.host(SheetHost(medium: true, log: Log()))
        try medium.tap(text: "Open")
        #expect(try pageGroup(medium) == nil)
        #expect(try fills(in: medium.displayList.ops).contains { $0.1 == RGBAColor(hex: 0x000000, alpha: 0.4) })
    }

    @Test("An alert presented from a sheet is drawn over the sheet and takes the taps")
    func alertFromSheet() throws {
        final class Box { var confirmed = false }
        struct Nested: View {
            let box: Box
            var body: some View {
                Text("Page").sheet(isPresented: .constant(true)) { Inner(box: box) }
            }
        }
        struct Inner: View {
            let box: Box
            @State var asking = true
            var body: some View {
                Text("In the sheet").alert("Sure?", isPresented: $asking) {
                    Button("Yes") { box.confirmed = true }
                }
            }
        }
        let box = Box()
        let host = Self.host(Nested(box: box))
        let shown = try host.shownTexts
        #expect(shown.firstIndex(of: "In the sheet")! < shown.firstIndex(of: "Sure?")!)
        try host.tap(text: "Yes")
        #expect(box.confirmed)
        #expect(try !host.shownTexts.contains("Sure?") && host.shownTexts.contains("In the sheet"))
    }

    @Test("Golden: an alert with two buttons and a confirmation dialog, light and dark", arguments: [ColorScheme.light, .dark])
    func goldens(_ scheme: ColorScheme) throws {
        let name = scheme == .dark ? "dark" : "light"
        try GoldenImage.check(DeleteAlert(log: Log(), buttons: 2, shown: true), named: "alert-two-buttons-\(name)",
                              layout: .screen(.iPhone13Pro), colorScheme: scheme)
        try GoldenImage.check(Dialog(log: Log(), withCancel: false), named: "confirmation-dialog-\(name)",
                              layout: .screen(.iPhone13Pro), colorScheme: scheme)
        try GoldenImage.check(Text("Page").sheet(isPresented: .constant(true)) { SheetContent().presentationDetents([.medium]) },
                              named: "sheet-medium-\(name)", layout: .screen(.iPhone13Pro), colorScheme: scheme)
        try GoldenImage.check(Text("Page").sheet(isPresented: .constant(true)) { SheetContent().presentationDetents([.medium, .large]) },
                              named: "sheet-medium-grabber-\(name)", layout: .screen(.iPhone13Pro), colorScheme: scheme)
        try GoldenImage.check(NavigationStack { List { Text("Page") }.navigationTitle("Inbox") }
                                .sheet(isPresented: .constant(true)) { SheetContent() },
                              named: "sheet-large-\(name)", layout: .screen(.iPhone13Pro), colorScheme: scheme)
    }
}
