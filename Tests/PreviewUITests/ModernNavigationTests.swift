import Drawing
import Foundation
import PreviewUI
import Testing

/// Navigation, paging, scrolling and text APIs of iOS 16–18 that a probe of real-looking files
/// found missing: drawn as iOS draws them, or said.
@MainActor
struct ModernNavigationTests {
    struct Flavours: View {
        @State var flavour = "Vanilla"
        var body: some View {
            NavigationStack {
                List {
                    Picker("Flavour", selection: $flavour) {
                        ForEach(["Vanilla", "Chocolate"], id: \.self) { Text($0) }
                    }
                    .pickerStyle(.navigationLink)
                }
                .navigationTitle("Order")
            }
        }
    }

    @Test("pickerStyle(.navigationLink): a row with the label, the value and a chevron that pushes the options")
    func navigationLinkPicker() throws {
        let host = ViewHost(Flavours(), layout: .screen(.iPhone13Pro))
        let texts = try host.shownTexts
        #expect(texts.contains("Flavour") && texts.contains("Vanilla") && !texts.contains("Chocolate"), "\(texts)")
        let value = try #require(try host.frame(ofText: "Vanilla")), label = try #require(try host.frame(ofText: "Flavour"))
        #expect(value.minX > label.maxX + 100, "the value at the trailing end")
        try GoldenImage.check(host: host, named: "picker-navigation-link-light")
        try host.tap(text: "Flavour")
        #expect(try host.shownTexts.contains("Chocolate"), "pushed: the options")
        try host.tap(text: "Chocolate")
        #expect(try host.shownTexts.contains("Chocolate"))
    }

    struct Pushed: View {
        var role: ToolbarRole
        var body: some View {
            NavigationStack(path: .constant(["detail"])) {
                Text("Home").navigationTitle("Inbox")
                    .navigationDestination(for: String.self) { _ in
                        Text("Detail").navigationTitle(.constant("Draft")).toolbarRole(role)
                    }
            }
        }
    }

    @Test("toolbarRole(.editor) shows the back button's chevron alone; navigationTitle(Binding) shows the title it holds")
    func toolbarRole() throws {
        let normal = try ViewHost(Pushed(role: .automatic), layout: .screen(.iPhone13Pro)).shownTexts
        #expect(normal.contains("Inbox") && normal.contains("Draft"), "\(normal)")
        let editor = try ViewHost(Pushed(role: .editor), layout: .screen(.iPhone13Pro)).shownTexts
        #expect(!editor.contains("Inbox") && editor.contains("Draft"), "\(editor)")
    }

    @Test("What is not drawn is said: the title menu's chevron, textScale(.secondary), containerBackground, a zoom push")
    func said() throws {
        func causes(_ view: some View) throws -> [String] {
            let host = ViewHost(view, layout: .screen(.iPhone13Pro))
            _ = try host.displayList
            return host.approximations.map(\.cause)
        }
        #expect(try causes(NavigationStack { Text("A").navigationTitle("T").toolbarTitleMenu { Button("Rename") {} } })
            .contains { $0.hasPrefix("toolbarTitleMenu") })
        #expect(try causes(Text("A").textScale(.secondary)).contains { $0.hasPrefix("textScale(.secondary)") })
        #expect(try causes(Text("A").textScale(.default)).isEmpty)
        #expect(try causes(NavigationStack { Text("A").containerBackground(.blue.gradient, for: .navigation) })
            .contains { $0.hasPrefix("containerBackground(for: .navigation)") })
        @Namespace var ns
        #expect(try causes(Text("A").navigationTransition(.zoom(sourceID: 1, in: ns))).contains { $0.hasPrefix("navigationTransition(.zoom)") })
        #expect(try causes(Text("A").navigationTransition(.automatic)).isEmpty)
    }

    @Test("pickerStyle(.palette) is drawn as a segmented control and said; searchScopes are said while the search is presented")
    func paletteAndScopes() throws {
        func host(_ view: some View) throws -> ViewHost {
            let host = ViewHost(view, layout: .screen(.iPhone13Pro))
            _ = try host.displayList
            return host
        }
        let palette = try host(Picker("Size", selection: .constant(1)) { Text("S").tag(1); Text("M").tag(2) }.pickerStyle(.palette))
        let segmented = try host(Picker("Size", selection: .constant(1)) { Text("S").tag(1); Text("M").tag(2) }.pickerStyle(.segmented))
        #expect(try palette.displayList == segmented.displayList)
        #expect(palette.approximations.contains { $0.cause.hasPrefix("pickerStyle(.palette)") && $0.drawnAs == "a segmented control" })

        func scoped(presented: Bool) -> some View {
            NavigationStack {
                List { Text("Row") }
                    .navigationTitle("Mail")
                    .searchable(text: .constant(""), isPresented: .constant(presented))
                    .searchScopes(.constant(0)) { Text("All").tag(0); Text("Unread").tag(1) }
            }
        }
        #expect(try host(scoped(presented: false)).approximations.isEmpty, "no scope bar until the search is presented")
        #expect(try host(scoped(presented: true)).approximations.contains { $0.cause.hasPrefix("searchScopes") })
    }

    struct Trip: View {
        @State var days: Set<DateComponents> = [
            DateComponents(year: 2026, month: 6, day: 3), DateComponents(year: 2026, month: 6, day: 4), DateComponents(year: 2026, month: 6, day: 10),
        ]
        var body: some View {
            VStack {
                MultiDatePicker("Trip", selection: $days)
                Text("\(days.count) days")
            }
            .environment(\.timeZone, TimeZone(identifier: "UTC")!)
            .environment(\.previewNow, Date(timeIntervalSince1970: 1_780_000_000))  // May 28, 2026
        }
    }

    @Test("MultiDatePicker opens on the first chosen day's month with every chosen day circled; a tap chooses or unchooses a day")
    func multiDatePicker() throws {
        let host = ViewHost(Trip(), layout: .fixed(width: 390, height: 420))
        #expect(try host.shownTexts.contains("June 2026"))
        let circles = { try PreviewUITests.fills(in: host.displayList.ops).filter { $0.0.bounds.width > 30 && $0.0.bounds.width == $0.0.bounds.height } }
        #expect(try circles().count == 3)
        try GoldenImage.check(host: host, named: "multi-date-picker-light")
        try host.tap(text: "4")
        #expect(try host.shownTexts.contains("2 days") && circles().count == 2)
        try host.tap(text: "20")
        #expect(try host.shownTexts.contains("3 days") && circles().count == 3)
    }

    @Test("Modifiers with nothing to draw in a picture leave it as it was")
    func nothingToDraw() throws {
        let plain = try ViewHost(Text("A"), layout: .sizeThatFits).displayList
        let modified = try ViewHost(
            Text("A")
                .focusable()
                .onKeyPress(.space) { .handled }
                .onKeyPress(keys: [.upArrow, .downArrow]) { _ in .ignored }
                .geometryGroup()
                .onScrollPhaseChange { _, _ in }
                .draggable("A")
                .dropDestination(for: String.self) { _, _ in true }
                .presentationSizing(.form.fitted(horizontal: true, vertical: false))
                .tabViewStyle(.sidebarAdaptable),
            layout: .sizeThatFits).displayList
        #expect(plain == modified)
    }

    @Test("indexViewStyle(.page(backgroundDisplayMode: .always)) puts the page dots on a capsule")
    func pageDotsBackground() throws {
        func capsules(_ mode: PageIndexViewStyle.BackgroundDisplayMode) throws -> Int {
            let view = TabView { Color.blue; Color.green; Color.red }
                .tabViewStyle(.page)
                .indexViewStyle(.page(backgroundDisplayMode: mode))
            return PreviewUITests.fills(in: try ViewHost(view, layout: .fixed(width: 300, height: 300)).displayList.ops)
                .filter { $0.1 == RGBAColor(hex: 0x000000, alpha: 0.25) }.count
        }
        #expect(try capsules(.always) == 1)
        try GoldenImage.check(TabView { Color.blue; Color.green; Color.red }.tabViewStyle(.page)
                                .indexViewStyle(.page(backgroundDisplayMode: .always)),
                              named: "page-dots-background", layout: .fixed(width: 300, height: 120))
        #expect(try capsules(.automatic) == 0 && capsules(.interactive) == 0)
    }

    @Test("Text(timerInterval:) shows the time left (or gone) at the preview's clock, or at its pause")
    func timerText() throws {
        let start = Date(timeIntervalSince1970: 1_000_000)
        func shown(_ text: Text, now: TimeInterval) throws -> String {
            try ViewHost(text.environment(\.previewNow, start.addingTimeInterval(now)), layout: .sizeThatFits).shownTexts.joined()
        }
        let hour = start...start.addingTimeInterval(3905)
        #expect(try shown(Text(timerInterval: hour), now: 5) == "1:05:00")
        #expect(try shown(Text(timerInterval: hour, showsHours: false), now: 5) == "65:00")
        #expect(try shown(Text(timerInterval: hour, countsDown: false), now: 65) == "1:05")
        #expect(try shown(Text(timerInterval: hour, pauseTime: start.addingTimeInterval(3900)), now: 10) == "0:05")
        #expect(try shown(Text(timerInterval: hour), now: 99_999) == "0:00", "past the end")
    }

    struct Carousel: View {
        var body: some View {
            ScrollView(.horizontal) {
                HStack(spacing: 0) {
                    ForEach(0..<3) { i in
                        Text("Card \(i)").frame(width: 200, height: 100)
                            .scrollTransition { content, phase in content.opacity(phase.isIdentity ? 1 : 0.3) }
                    }
                }
            }
            .frame(width: 300, height: 100)
        }
    }

    @Test("scrollTransition: a card wholly shown is as it is; one half out is half way to the edge's effect; one out is at it")
    func scrollTransition() throws {
        let ops = try ViewHost(Carousel(), layout: .sizeThatFits).displayList.ops
        var opacities: [Double] = []
        func walk(_ ops: [DisplayOp]) {
            for op in ops {
                if case .group(let g) = op {
                    if g.opacity < 1 { opacities.append(g.opacity) }
                    walk(g.ops)
                }
            }
        }
        walk(ops)
        // Card 0 fills 0…200 (shown), card 1 200…400 (half out: 1 + (0.3 − 1) × 0.5), card 2
        // 400…600 (out).
        #expect(opacities.map { ($0 * 1000).rounded() / 1000 } == [0.65, 0.3], "\(opacities)")
    }

    struct Feed: View {
        @State var seen: [Int] = []
        var body: some View {
            ScrollView {
                VStack(spacing: 0) {
                    ForEach(0..<20) { i in
                        Text("Row \(i)").frame(height: 100)
                            .onScrollVisibilityChange { visible in if visible { seen.append(i) } }
                    }
                }
            }
            .frame(height: 250)
            .overlay(alignment: .bottom) { Text("seen \(seen.map(String.init).joined(separator: ","))") }
        }
    }

    @Test("onScrollVisibilityChange tells the rows at least half shown, and not the others")
    func scrollVisibility() throws {
        let texts = try ViewHost(Feed(), layout: .fixed(width: 300, height: 250)).shownTexts
        #expect(texts.contains("seen 0,1,2"), "rows 0 and 1 whole, row 2 half shown: \(texts)")
    }
}
