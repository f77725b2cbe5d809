import Drawing
import PreviewUI
import Testing

/// `NavigationSplitView` on iPhone: collapsed into a stack, the sidebar as its root, the
/// column selected in it pushed with a back button.
@MainActor
struct NavigationSplitViewTests {
    struct Mail: View {
        @State var folder: String?
        var preferred: NavigationSplitViewColumn = .sidebar
        @State var column: NavigationSplitViewColumn = .sidebar

        init(folder: String? = nil, preferred: NavigationSplitViewColumn = .sidebar) {
            _folder = State(initialValue: folder)
            _column = State(initialValue: preferred)
        }

        var body: some View {
            NavigationSplitView(preferredCompactColumn: $column) {
                List(["Inbox", "Sent", "Archive"], id: \.self, selection: $folder) { name in
                    Text(name)
                }
                .navigationTitle("Mailboxes")
            } detail: {
                if let folder {
                    Text("Messages in \(folder)")
                        .navigationTitle(folder)
                } else {
                    Text("No mailbox")
                }
            }
            .navigationSplitViewStyle(.balanced)
        }
    }

    struct ThreeColumns: View {
        @State var folder: String? = "Inbox"
        @State var message: Int?
        var body: some View {
            NavigationSplitView {
                List(["Inbox"], id: \.self, selection: $folder) { Text($0) }
                    .navigationTitle("Mailboxes")
            } content: {
                List(0..<2, selection: $message) { Text("Message \($0)") }
                    .navigationTitle(folder ?? "")
                    .navigationSplitViewColumnWidth(min: 200, ideal: 300)
            } detail: {
                Text(message.map { "Reading \($0)" } ?? "Nothing selected")
            }
        }
    }

    static let layout = PreviewLayout.screen(.iPhone15Pro)

    @Test("Collapsed on iPhone: the sidebar is the root screen, its title large")
    func sidebarRoot() throws {
        let host = ViewHost(Mail(), layout: Self.layout)
        let texts = try host.shownTexts
        #expect(texts.contains("Mailboxes") && texts.contains("Inbox"))
        #expect(!texts.contains("No mailbox"))
        // A large title: 34 pt text, left-aligned at 16 pt.
        let title = try #require(try host.frame(ofText: "Mailboxes"))
        #expect(title.minX == 16 && title.height > 34)
        #expect(host.approximations.isEmpty)
    }

    @Test("A tap on a sidebar row pushes the detail with a back button titled with the sidebar's; back clears the selection")
    func tapPushesDetail() throws {
        let host = ViewHost(Mail(), layout: Self.layout)
        try host.tap(text: "Sent")
        let texts = try host.shownTexts
        #expect(texts.contains("Messages in Sent"))
        #expect(texts.contains("Mailboxes"), "the back button")
        #expect(!texts.contains("Inbox"))
        try host.tap(text: "Mailboxes")
        #expect(try host.shownTexts.contains("Inbox"))
        #expect(try !host.shownTexts.contains("Messages in Sent"))
    }

    @Test("A selection set from the start shows the detail; preferredCompactColumn: .detail starts on it too")
    func initialDetail() throws {
        #expect(try ViewHost(Mail(folder: "Archive"), layout: Self.layout).shownTexts.contains("Messages in Archive"))
        let preferred = ViewHost(Mail(preferred: .detail), layout: Self.layout)
        #expect(try preferred.shownTexts.contains("No mailbox"))
        try preferred.tap(text: "Mailboxes")
        #expect(try preferred.shownTexts.contains("Inbox"))
    }

    @Test("Three columns: the sidebar's selection pushes the content column, the content's the detail")
    func threeColumns() throws {
        let host = ViewHost(ThreeColumns(), layout: Self.layout)
        #expect(try host.shownTexts.contains("Message 0"))
        try host.tap(text: "Message 1")
        #expect(try host.shownTexts.contains("Reading 1"))
        // The back button is titled with the content column's title.
        try host.tap(text: "Inbox")
        #expect(try host.shownTexts.contains("Message 0"))
    }

    @Test("On an iPad-sized screen the collapsed stack is drawn and reported at the split view's line")
    func iPad() throws {
        let host = ViewHost(Mail(), layout: .screen(.iPad))
        _ = try host.displayList
        let report = try #require(host.approximations.first { $0.cause.contains("NavigationSplitView") })
        #expect(report.file.hasSuffix("NavigationSplitViewTests.swift"))
        #expect(report.line > 0)
    }

    struct Links: View {
        @State var selected: Int?
        var body: some View {
            NavigationSplitView {
                List(selection: $selected) {
                    NavigationLink("First", value: 1)
                    NavigationLink("Second", value: 2)
                }
                .navigationTitle("Items")
            } detail: {
                Text(selected.map { "Item \($0)" } ?? "None")
            }
        }
    }

    @Test("NavigationLink(value:) rows of a sidebar List(selection:) select their value, which pushes the detail")
    func linkRowsSelect() throws {
        let host = ViewHost(Links(), layout: Self.layout)
        try host.tap(text: "Second")
        #expect(try host.shownTexts.contains("Item 2"))
        #expect(host.approximations.isEmpty, "no push of a value without a destination")
    }

    nonisolated static let schemes: [ColorScheme] = [.light, .dark]

    @Test("Golden: the collapsed split view's sidebar, and its pushed detail", arguments: schemes)
    func golden(scheme: ColorScheme) throws {
        let host = ViewHost(Mail(), layout: Self.layout, colorScheme: scheme)
        try GoldenImage.check(host: host, named: "split-view-sidebar-\(scheme)")
        try host.tap(text: "Sent")
        try GoldenImage.check(host: host, named: "split-view-detail-\(scheme)")
    }
}
