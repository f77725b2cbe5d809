import Drawing
import PreviewUI
import Testing

/// `.toolbar` in a navigation stack: items at the bar's ends, in its middle, at the bottom;
/// hidden bars.
@MainActor
struct ToolbarTests {
    static func host(_ view: some View) -> ViewHost {
        ViewHost(view, layout: .screen(.iPhone13Pro))
    }

    struct Editor: View {
        @State var saved = false
        var body: some View {
            NavigationStack {
                List { Text(saved ? "Saved" : "Draft") }
                    .navigationTitle("Note")
                    .navigationBarTitleDisplayMode(.inline)
                    .toolbar {
                        ToolbarItem(placement: .cancellationAction) { Button("Cancel") {} }
                        ToolbarItem(placement: .confirmationAction) { Button("Done") { saved = true } }
                        ToolbarItemGroup(placement: .bottomBar) {
                            Button("Share") {}
                            Spacer()
                            Button("Delete") {}
                        }
                    }
            }
        }
    }

    @Test("Leading and trailing items sit at the bar's ends, 16 pt in, on the bar's middle")
    func ends() throws {
        let host = Self.host(Editor())
        let cancel = try #require(try host.frame(ofText: "Cancel"))
        let done = try #require(try host.frame(ofText: "Done"))
        let title = try #require(try host.frame(ofText: "Note"))
        #expect(cancel.minX == 16)
        #expect(abs(done.maxX - (390 - 16)) < 0.5)
        let barMiddle = 47 + 22.0
        #expect(abs(cancel.midY - barMiddle) < 0.5 && abs(done.midY - barMiddle) < 0.5 && abs(title.midY - barMiddle) < 0.5)
    }

    @Test("A bottom bar's items stand above the home indicator, spread by a Spacer")
    func bottomBar() throws {
        let host = Self.host(Editor())
        let share = try #require(try host.frame(ofText: "Share"))
        let delete = try #require(try host.frame(ofText: "Delete"))
        #expect(share.minX == 16 && abs(delete.maxX - (390 - 16)) < 0.5)
        #expect(abs(share.midY - (844 - 34 - 22)) < 0.5)
    }

    @Test("Toolbar buttons act: Done saves")
    func itemsAct() throws {
        let host = Self.host(Editor())
        try host.tap(text: "Done")
        #expect(try host.shownTexts.contains("Saved"))
    }

    @Test("A principal item takes the title's place; toolbar(.hidden, for: .navigationBar) hides the bar")
    func principalAndHidden() throws {
        let principal = Self.host(NavigationStack {
            Text("Body").navigationTitle("Title").toolbar { ToolbarItem(placement: .principal) { Text("Custom") } }
        })
        #expect(try !principal.shownTexts.contains("Title"))
        let custom = try #require(try principal.frame(ofText: "Custom"))
        #expect(abs(custom.midX - 195) < 0.5 && abs(custom.midY - (47 + 22)) < 0.5)
        let hidden = Self.host(NavigationStack {
            VStack { Text("Top"); Spacer() }.navigationTitle("Title").toolbar(.hidden, for: .navigationBar)
        })
        #expect(try !hidden.shownTexts.contains("Title"))
        #expect(try #require(try hidden.frame(ofText: "Top")).minY < 47 + 44)
    }

    @Test("Views given to toolbar directly go at the trailing end")
    func viewsAsItems() throws {
        let host = Self.host(NavigationStack {
            Text("Body").navigationTitle("Title").toolbar { Button("Edit") {} }
        })
        let edit = try #require(try host.frame(ofText: "Edit"))
        #expect(abs(edit.maxX - (390 - 16)) < 0.5)
    }

    @Test("Only a confirmation action is semibold; a plain trailing button is regular")
    func confirmationOnlySemibold() throws {
        let host = Self.host(NavigationStack {
            Text("Body").navigationTitle("Title").toolbar {
                ToolbarItem(placement: .topBarTrailing) { Button("Select") {} }
                ToolbarItem(placement: .confirmationAction) { Button("Done") {} }
            }
        })
        let runs = textRuns(in: try host.displayList.ops)
        let select = try #require(runs.first { $0.spec.string == "Select" })
        let done = try #require(runs.first { $0.spec.string == "Done" })
        #expect(select.spec.font.weight != .semibold)
        #expect(done.spec.font.weight == .semibold)
        // Placements with the same slot are still distinct values.
        #expect(ToolbarItemPlacement.topBarTrailing != .confirmationAction)
        #expect(ToolbarItemPlacement.primaryAction != .automatic)
        #expect(ToolbarItemPlacement.cancellationAction != .topBarLeading)
    }

    nonisolated static let schemes: [ColorScheme] = [.light, .dark]

    @Test("Golden: an inline title with cancel and done, and a bottom bar", arguments: schemes)
    func golden(scheme: ColorScheme) throws {
        try GoldenImage.check(Editor(), named: "toolbar-\(scheme)", layout: .fixed(width: 390, height: 300), colorScheme: scheme)
    }
}
