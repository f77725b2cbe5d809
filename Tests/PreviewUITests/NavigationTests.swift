import Drawing
import PreviewUI
import Testing

/// NavigationLink and pushing: links in lists draw a disclosure chevron, a tap pushes the
/// destination with a back button titled with the previous screen's title, the back button
/// pops, values go through `navigationDestination(for:)` and `path:`, bindings present.
@MainActor
struct NavigationTests {
    static func host(_ view: some View) -> ViewHost {
        ViewHost(view, layout: .screen(.iPhone13Pro))
    }

    static func icons(_ host: ViewHost) throws -> [IconRun] {
        func collect(_ ops: [DisplayOp]) -> [IconRun] {
            ops.flatMap { op -> [IconRun] in
                if case .icon(let run) = op { return [run] }
                if case .group(let g) = op { return collect(g.ops) }
                return []
            }
        }
        return collect(try host.displayList.ops)
    }

    struct Fruits: View {
        var body: some View {
            NavigationStack {
                List {
                    NavigationLink("Apples") { Text("Apple detail").navigationTitle("Apples") }
                    NavigationLink(value: 7) { Text("Seven") }
                }
                .navigationTitle("Fruit")
                .navigationDestination(for: Int.self) { n in Text("Number \(n)") }
            }
        }
    }

    @Test("A link in a list is its label and a tertiary chevron at the row's trailing edge")
    func chevronInList() throws {
        let host = Self.host(Fruits())
        let chevrons = try Self.icons(host).filter { $0.name == "chevron.forward" }
        #expect(chevrons.count == 2)
        let apples = try #require(try host.frame(ofText: "Apples"))
        let chevron = try #require(chevrons.first)
        // Right of the label, on its line, inside the card (20 pt from the screen's edge, less
        // the row's 20 pt inset).
        #expect(chevron.rect.minX > apples.maxX && chevron.rect.maxX <= 390 - 20 - 16 + 0.5)
        #expect(abs(chevron.rect.midY - apples.midY) < 2)
        let tertiary = RGBAColor(hex: 0x3C3C43, alpha: 0.3) // tertiaryLabel, light (ios-metrics.md §3)
        #expect(chevron.color == tertiary)
        // The label stays primary, not the accent colour of a button.
        #expect(try host.shownTexts.contains("Apples"))
    }

    @Test("Tapping a link pushes its destination under a back button titled with the previous title")
    func pushAndPop() throws {
        let host = Self.host(Fruits())
        try host.tap(text: "Apples")
        let shown = try host.shownTexts
        #expect(shown.contains("Apple detail"))
        #expect(!shown.contains("Seven"), "the root is no longer drawn")
        #expect(shown.contains("Fruit"), "the back button's title")
        #expect(try Self.icons(host).contains { $0.name == "chevron.backward" })
        let back = try #require(try host.frame(ofText: "Fruit"))
        #expect(back.minX < 60 && back.midY < 47 + 44, "at the leading edge of the bar")
        try host.tap(text: "Fruit")
        #expect(try host.shownTexts.contains("Seven"))
        #expect(try !host.shownTexts.contains("Apple detail"))
    }

    @Test("A value link shows what navigationDestination(for:) makes of the value")
    func valueLink() throws {
        let host = Self.host(Fruits())
        try host.tap(text: "Seven")
        #expect(try host.shownTexts.contains("Number 7"))
    }

    struct PathStack: View {
        @State var path: [String]
        var body: some View {
            NavigationStack(path: $path) {
                VStack {
                    Text("Depth \(path.count)")
                    NavigationLink("Go", value: "next")
                }
                .navigationDestination(for: String.self) { s in Text("Screen \(s) of \(path.count)") }
            }
        }
    }

    @Test("A path binding decides the screens, and links append to it")
    func pathBinding() throws {
        let host = Self.host(PathStack(path: ["first"]))
        #expect(try host.shownTexts.contains("Screen first of 1"))
        try host.tap(text: "Back")
        #expect(try host.shownTexts.contains("Depth 0"), "the root had no title: the back button says Back")
        try host.tap(text: "Go")
        #expect(try host.shownTexts.contains("Screen next of 1"))
    }

    struct Presented: View {
        @State var showing = true
        var body: some View {
            NavigationStack {
                Text(showing ? "Root, showing" : "Root, hidden")
                    .navigationTitle("Home")
                    .navigationDestination(isPresented: $showing) { Text("Presented") }
            }
        }
    }

    @Test("navigationDestination(isPresented:) pushes while true; back sets it false")
    func presentedByBinding() throws {
        let host = Self.host(Presented())
        #expect(try host.shownTexts.contains("Presented"))
        try host.tap(text: "Home")
        #expect(try host.shownTexts.contains("Root, hidden"))
    }

    @Test("The deprecated NavigationLink(destination:isActive:) shows its destination while active")
    func deprecatedIsActive() throws {
        let view = NavigationView {
            NavigationLink(destination: Text("Active destination"), isActive: .constant(true)) { Text("Link") }
        }
        #expect(try Self.host(view).shownTexts.contains("Active destination"))
    }

    @Test("navigationBarTitle(_:displayMode:) sets the title and its mode, as the deprecated API did")
    func deprecatedTitle() throws {
        let inline = Self.host(NavigationView { Text("Body").navigationBarTitle("Settings", displayMode: .inline) })
        let large = Self.host(NavigationView { Text("Body").navigationBarTitle(Text("Settings")) })
        let inlineTitle = try #require(try inline.frame(ofText: "Settings"))
        let largeTitle = try #require(try large.frame(ofText: "Settings"))
        #expect(abs(inlineTitle.midX - 195) < 1, "inline: centred in the bar")
        #expect(largeTitle.minX == 16 && largeTitle.height > inlineTitle.height, "large: at the leading margin, bigger")
    }

    @Test("A value no destination shows is reported and draws an empty screen")
    func missingDestination() throws {
        let host = Self.host(NavigationStack { NavigationLink("Go", value: 3.5) })
        try host.tap(text: "Go")
        #expect(try !host.shownTexts.contains("Go"))
        #expect(host.approximations.contains { $0.cause.contains("Double") && $0.cause.contains("navigationDestination") })
    }

    @Test("navigationBarBackButtonHidden hides the back button")
    func backButtonHidden() throws {
        let host = Self.host(NavigationStack {
            NavigationLink("Go") { Text("Hidden back").navigationBarBackButtonHidden() }.navigationTitle("Start")
        })
        try host.tap(text: "Go")
        #expect(try host.shownTexts.contains("Hidden back"))
        #expect(try !host.shownTexts.contains("Start"))
    }

    @Test("A pushed screen with an automatic title keeps an inline root's inline mode")
    func pushedModeInherits() throws {
        let host = Self.host(NavigationStack {
            NavigationLink("Go") { Text("Next").navigationTitle("Second") }
                .navigationTitle("First").navigationBarTitleDisplayMode(.inline)
        })
        try host.tap(text: "Go")
        let title = try #require(try host.frame(ofText: "Second"))
        #expect(abs(title.midX - 195) < 1 && title.maxY < 47 + 44)
    }

    @Test("A pushed destination that is a plain Text is centred in the space below the bar")
    func pushedContentCentred() throws {
        let host = Self.host(NavigationStack { NavigationLink("Open") { Text("Detail") } })
        try host.tap(text: "Open")
        let detail = try #require(try host.frame(ofText: "Detail"))
        // iPhone 13 Pro: 390 × 844; under the status bar (47) and an untitled bar (44), above
        // the home indicator (34).
        let content = CGRect(x: 0, y: 47 + 44, width: 390, height: 844 - 34 - 47 - 44)
        #expect(abs(detail.midX - content.midX) < 1)
        #expect(abs(detail.midY - content.midY) < 1)
    }

    // MARK: Goldens

    nonisolated static let schemes: [ColorScheme] = [.light, .dark]

    @Test("Golden: links in an inset-grouped list, with chevrons", arguments: schemes)
    func linksGolden(scheme: ColorScheme) throws {
        let view = NavigationStack {
            List {
                Section("Fruit") {
                    NavigationLink("Apples") { Text("Apples") }
                    NavigationLink {
                        Text("Chosen")
                    } label: {
                        HStack {
                            Text("Select Item").frame(maxWidth: .infinity, alignment: .leading)
                            Text("aaaa").foregroundColor(Color(uiColor: .secondaryLabel))
                        }
                    }
                    NavigationLink { Text("Stars") } label: { Label("Favourites", systemImage: "star.fill") }
                }
            }
            .navigationTitle("Links")
        }
        try GoldenImage.check(view, named: "navigation-links-\(scheme)", layout: .fixed(width: 390, height: 330), colorScheme: scheme)
    }

    @Test("Golden: a pushed screen with an inline title and the back button", arguments: schemes)
    func pushedGolden(scheme: ColorScheme) throws {
        let view = NavigationStack(path: .constant(["Pears"])) {
            List { NavigationLink("Pears", value: "Pears") }
                .navigationTitle("Fruit")
                .navigationDestination(for: String.self) { name in
                    List { Text("\(name) are in season") }
                        .navigationTitle(name)
                        .navigationBarTitleDisplayMode(.inline)
                }
        }
        try GoldenImage.check(view, named: "navigation-pushed-\(scheme)", layout: .fixed(width: 390, height: 200), colorScheme: scheme)
    }
}
