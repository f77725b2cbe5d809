import Drawing
import PreviewUI
import Testing

/// SwiftUI's safe area: an iPhone 15 Pro screen (393 × 852 pt) is safe from y 59 to 818; views
/// are laid out there, and what ignores the safe area, shape-style backgrounds, scroll views,
/// `safeAreaInset` and `safeAreaPadding` use the regions around it as iOS does.
@MainActor
struct SafeAreaTests {
    let phone = PreviewLayout.screen(.iPhone15Pro)
    let page = CGRect(x: 0, y: 0, width: 393, height: 852)
    let safe = CGRect(x: 0, y: 59, width: 393, height: 759)

    /// The bounds of the fills of `colour` (as the light scheme resolves it).
    func fillBounds(_ view: some View, _ layout: PreviewLayout, colour: RGBAColor) throws -> [CGRect] {
        let ops = try ViewHost(view, layout: layout).displayList.ops
        return fills(in: ops).filter { $0.1 == colour }.map { $0.0.bounds }
    }

    /// The bounds of every clip in a display list.
    func clipBounds(in ops: [DisplayOp]) -> [CGRect] {
        ops.flatMap { op -> [CGRect] in
            guard case .group(let g) = op else { return [] }
            return (g.clip.map { [$0.shape.bounds] } ?? []) + clipBounds(in: g.ops)
        }
    }

    static let red = RGBAColor(hex: 0xFF0000)
    var pureRed: Color { Color(red: 1, green: 0, blue: 0) }

    // MARK: ignoresSafeArea

    @Test func aColourThatIgnoresTheSafeAreaFillsTheScreen() throws {
        #expect(try Laid(pureRed.mark("c").ignoresSafeArea(), phone).frame("c") == page)
        #expect(try Laid(pureRed.mark("c").edgesIgnoringSafeArea(.all), phone).frame("c") == page)
        #expect(try Laid(pureRed.mark("c"), phone).frame("c") == safe, "without it, the safe area")
    }

    @Test func onlyTheEdgesAskedForGrow() throws {
        #expect(try Laid(pureRed.mark("c").ignoresSafeArea(edges: .top), phone).frame("c") == CGRect(x: 0, y: 0, width: 393, height: 818))
        #expect(try Laid(pureRed.mark("c").ignoresSafeArea(.container, edges: .bottom), phone).frame("c")
            == CGRect(x: 0, y: 59, width: 393, height: 793))
        #expect(try Laid(pureRed.mark("c").ignoresSafeArea(.keyboard), phone).frame("c") == safe, "no keyboard is shown")
    }

    @Test func contentBesideAColourThatIgnoresTheSafeAreaStaysInside() throws {
        let laid = Laid(ZStack {
            pureRed.mark("background").ignoresSafeArea()
            VStack {
                Color.blue.frame(height: 40).mark("top")
                Spacer()
            }
        }, phone)
        #expect(try laid.frame("background") == page)
        #expect(try laid.frame("top") == CGRect(x: 0, y: 59, width: 393, height: 40))
    }

    @Test func aViewGrowsOnlyWhereItReachesTheSafeAreasEdge() throws {
        // Padded away from the edges: nothing to grow into.
        #expect(try Laid(pureRed.mark("c").ignoresSafeArea().padding(), phone).frame("c")
            == CGRect(x: 16, y: 75, width: 361, height: 727))
        // At the top of a column: offered the frame grown up under the status bar, and placed
        // at its top (a fixed height moves up rather than growing, as in SwiftUI).
        let laid = Laid(VStack(spacing: 0) {
            pureRed.mark("flexible").ignoresSafeArea().frame(height: 100)
            pureRed.frame(height: 100).mark("fixed").ignoresSafeArea()
            Spacer()
        }, phone)
        #expect(try laid.frame("flexible") == CGRect(x: 0, y: 0, width: 393, height: 159))
        #expect(try laid.frame("fixed") == CGRect(x: 0, y: 159, width: 393, height: 100), "not at an edge")
    }

    @Test func aStackThatIgnoresTheSafeAreaLaysItsContentOutOnTheWholeScreen() throws {
        let laid = Laid(VStack(spacing: 0) {
            Color.blue.frame(height: 40).mark("top")
            Spacer()
        }.ignoresSafeArea(), phone)
        #expect(try laid.frame("top") == CGRect(x: 0, y: 0, width: 393, height: 40))
    }

    @Test func nothingGrowsWithoutASafeArea() throws {
        #expect(try Laid(pureRed.mark("c").ignoresSafeArea(), .fixed(width: 100, height: 100)).frame("c")
            == CGRect(x: 0, y: 0, width: 100, height: 100))
    }

    @Test func theSidesOfALandscapePhoneAreCoveredToo() throws {
        let landscape = PreviewLayout.screen(Device.iPhone15Pro.held(.landscapeLeft))
        #expect(try Laid(pureRed.mark("c").ignoresSafeArea(edges: .horizontal), landscape).frame("c")
            == CGRect(x: 0, y: 0, width: 852, height: 372))
    }

    // MARK: backgrounds

    @Test func aShapeStyleBackgroundExtendsUnderTheStatusBarAndHomeIndicator() throws {
        let full = Text("Hi").frame(maxWidth: .infinity, maxHeight: .infinity)
        #expect(try fillBounds(full.background(pureRed), phone, colour: Self.red) == [page], "background(Color) is the style form")
        #expect(try fillBounds(full.background(pureRed, ignoresSafeAreaEdges: .top), phone, colour: Self.red)
            == [CGRect(x: 0, y: 0, width: 393, height: 818)])
        #expect(try fillBounds(full.background(pureRed, ignoresSafeAreaEdges: []), phone, colour: Self.red) == [safe])
        #expect(try fillBounds(full.overlay(pureRed), phone, colour: Self.red) == [page])
    }

    @Test func viewBackgroundsAndShapeBackgroundsStayInTheFrame() throws {
        let full = Text("Hi").frame(maxWidth: .infinity, maxHeight: .infinity)
        #expect(try fillBounds(full.background { pureRed }, phone, colour: Self.red) == [safe])
        #expect(try fillBounds(full.background(Rectangle().fill(pureRed)), phone, colour: Self.red) == [safe])
        #expect(try fillBounds(full.background(pureRed, in: Rectangle()), phone, colour: Self.red) == [safe])
    }

    @Test func aBackgroundThatDoesNotReachAnEdgeStaysPut() throws {
        let bounds = try fillBounds(Text("Centred").background(pureRed), phone, colour: Self.red)
        #expect(bounds.count == 1 && bounds[0].minY > 59 && bounds[0].maxY < 818)
    }

    @Test func theDefaultBackgroundStyleExtendsToo() throws {
        let colour = RGBAColor(hex: 0xFFFFFF)
        let view = Text("Hi").frame(maxWidth: .infinity, maxHeight: .infinity).background(ignoresSafeAreaEdges: .all)
        // The page's own background, then the view's, which covers the whole screen.
        #expect(try fillBounds(view, phone, colour: colour).suffix(1) == [page])
    }

    // MARK: GeometryProxy.safeAreaInsets

    final class Insets { var value: EdgeInsets? }

    func insets(_ make: (Insets) -> some View) throws -> EdgeInsets? {
        let read = Insets()
        _ = try ViewHost(make(read), layout: phone).displayList
        return read.value
    }

    func reader(_ read: Insets) -> some View {
        GeometryReader { proxy in
            let _ = read.value = proxy.safeAreaInsets
            Color.clear
        }
    }

    @Test func aReaderFillingTheSafeAreaReadsTheScreensInsets() throws {
        #expect(try insets { reader($0) } == EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0))
        #expect(try insets { reader($0).ignoresSafeArea() } == EdgeInsets(), "one that ignores it fills the screen")
        #expect(try insets { reader($0).padding() } == EdgeInsets(), "one inside it reaches no covered region")
        #expect(try insets { reader($0) } != nil)
    }

    @Test func aReaderBesideAnInsetReadsIt() throws {
        let inset = try insets { read in
            reader(read).safeAreaInset(edge: .bottom, spacing: 0) { Color.blue.frame(height: 50) }
        }
        #expect(inset == EdgeInsets(top: 59, leading: 0, bottom: 84, trailing: 0))
    }

    // MARK: safeAreaInset

    @Test func anInsetBarTakesTheBottomAndTheViewTheRest() throws {
        let laid = Laid(Color.green.mark("main").safeAreaInset(edge: .bottom) { Color.blue.frame(height: 50).mark("bar") }, phone)
        #expect(try laid.frame("bar") == CGRect(x: 0, y: 768, width: 393, height: 50))
        // The default spacing between two views.
        #expect(try laid.frame("main") == CGRect(x: 0, y: 59, width: 393, height: 701))
    }

    @Test func anInsetAtTheTopWithSpacingAndAlignment() throws {
        let laid = Laid(Color.green.mark("main").safeAreaInset(edge: .top, alignment: .leading, spacing: 10) {
            Color.blue.frame(width: 100, height: 30).mark("bar")
        }, phone)
        #expect(try laid.frame("bar") == CGRect(x: 0, y: 59, width: 100, height: 30))
        #expect(try laid.frame("main") == CGRect(x: 0, y: 99, width: 393, height: 719))
    }

    @Test func aHorizontalInset() throws {
        let laid = Laid(Color.green.mark("main").safeAreaInset(edge: .trailing, spacing: 0) {
            Color.blue.frame(width: 60).mark("side")
        }, phone)
        #expect(try laid.frame("side") == CGRect(x: 333, y: 59, width: 60, height: 759))
        #expect(try laid.frame("main") == CGRect(x: 0, y: 59, width: 333, height: 759))
    }

    @Test func whatIgnoresTheSafeAreaReachesUnderTheInset() throws {
        let laid = Laid(pureRed.mark("main").ignoresSafeArea().safeAreaInset(edge: .bottom, spacing: 0) {
            Color.blue.frame(height: 50)
        }, phone)
        #expect(try laid.frame("main") == page)
    }

    /// Rows of 100 pt in a scroll view under a 60 pt bar.
    func rows(_ n: Int) -> some View {
        ScrollView {
            VStack(spacing: 0) {
                ForEach(0..<n, id: \.self) { i in
                    Color.blue.frame(height: 100).mark("row\(i)")
                }
            }
        }
        .safeAreaInset(edge: .bottom, spacing: 0) { pureRed.frame(height: 60) }
    }

    @Test func aScrollViewShowsItsContentUnderTheInsetAndScrollsItClear() throws {
        let host = ViewHost(rows(12), layout: phone)
        // At rest the rows start at the safe area's top and go on under the bar and the home
        // indicator, drawn there (the scroll view's clip reaches the screen's bottom).
        #expect(try host.frame(ofIdentifier: "row7") == CGRect(x: 0, y: 759, width: 393, height: 100))
        let clips = clipBounds(in: try host.displayList.ops)
        // (It reaches the status bar too: scrolled content goes under it, as on iOS.)
        #expect(clips.contains(page))
        // Scrolled to the end, the last row sits just above the bar.
        try host.scroll(by: CGSize(width: 0, height: 10_000))
        #expect(try host.frame(ofIdentifier: "row11") == CGRect(x: 0, y: 658, width: 393, height: 100))
    }

    // MARK: safeAreaPadding

    @Test func safeAreaPaddingInsetsContentAsPadding() throws {
        #expect(try Laid(Color.blue.mark("c").safeAreaPadding(20), phone).frame("c") == safe.insetBy(dx: 20, dy: 20))
        #expect(try Laid(Color.blue.mark("c").safeAreaPadding(.horizontal), phone).frame("c") == safe.insetBy(dx: 16, dy: 0))
        #expect(try Laid(Color.blue.mark("c").safeAreaPadding(EdgeInsets(top: 5, leading: 0, bottom: 0, trailing: 0)), phone).frame("c")
            == CGRect(x: 0, y: 64, width: 393, height: 754))
    }

    @Test func whatIgnoresTheSafeAreaStillFillsThePadding() throws {
        #expect(try Laid(pureRed.mark("c").ignoresSafeArea().safeAreaPadding(20), phone).frame("c") == page)
        #expect(try Laid(pureRed.mark("c").ignoresSafeArea().safeAreaPadding(20), .fixed(width: 100, height: 100)).frame("c")
            == CGRect(x: 0, y: 0, width: 100, height: 100))
    }

    @Test func aHorizontalScrollViewScrollsThroughItsSafeAreaPadding() throws {
        let host = ViewHost(ScrollView(.horizontal) {
            HStack(spacing: 10) {
                ForEach(0..<6, id: \.self) { i in Color.blue.frame(width: 100, height: 60).mark("card\(i)") }
            }
        }.safeAreaPadding(.horizontal, 20).frame(height: 60), layout: .fixed(width: 300, height: 100))
        // At rest the first card is 20 pt in; the cards go on to the view's edge.
        #expect(try host.frame(ofIdentifier: "card0")?.minX == 20)
        let clips = clipBounds(in: try host.displayList.ops)
        #expect(clips.contains(CGRect(x: 0, y: 20, width: 300, height: 60)))
        // Scrolled to the end, the last card ends 20 pt before the edge.
        try host.scroll(by: CGSize(width: 10_000, height: 0))
        #expect(try host.frame(ofIdentifier: "card5")?.maxX == 280)
    }

    // MARK: containers

    @Test func aBackgroundInANavigationStackReachesUnderTheBar() throws {
        let view = NavigationStack {
            Text("Hi").frame(maxWidth: .infinity, maxHeight: .infinity).mark("content")
                .background(pureRed)
                .navigationTitle("Title")
        }
        let laid = Laid(view, phone)
        #expect(try laid.frame("content").minY > 59 + 44, "the content is below the bar")
        #expect(try fillBounds(view, phone, colour: Self.red) == [page], "its background goes under the bar and status bar")
    }

    @Test func aBackgroundInATabReachesUnderTheTabBar() throws {
        let view = TabView {
            Text("Hi").frame(maxWidth: .infinity, maxHeight: .infinity).mark("content")
                .background(pureRed)
                .tabItem { Label("One", systemImage: "star") }
        }
        let laid = Laid(view, phone)
        #expect(try laid.frame("content").maxY == 818 - 49, "the content is above the bar")
        #expect(try fillBounds(view, phone, colour: Self.red) == [page])
    }

    @Test func aNavigationStacksScrollViewScrollsUnderItsBar() throws {
        let host = ViewHost(NavigationStack {
            ScrollView { VStack(spacing: 0) { ForEach(0..<20, id: \.self) { Color.blue.frame(height: 100).mark("row\($0)") } } }
                .navigationTitle("Title").navigationBarTitleDisplayMode(.inline)
        }, layout: phone)
        // At rest the rows start below the bar; the scroll view shows the whole screen, under
        // the status bar, the bar and the home indicator.
        #expect(try host.frame(ofIdentifier: "row0")?.minY == 59 + 44)
        #expect(clipBounds(in: try host.displayList.ops).contains(page))
        try host.scroll(by: CGSize(width: 0, height: 60))
        #expect(try host.frame(ofIdentifier: "row0")?.minY == 59 + 44 - 60)
    }
}

/// Golden images of the safe area on an iPhone 15 Pro screen, light and dark.
@MainActor
struct SafeAreaGoldenTests {
    nonisolated static let schemes: [ColorScheme] = [.light, .dark]
    let phone = PreviewLayout.screen(.iPhone15Pro)

    @Test("A full-screen colour that ignores the safe area, with content inside it", arguments: schemes)
    func fullScreenColour(scheme: ColorScheme) throws {
        let view = ZStack {
            Color.indigo.ignoresSafeArea()
            VStack {
                Text("Top of the safe area").font(.headline)
                Spacer()
                Text("Bottom of the safe area").font(.headline)
            }
            .foregroundStyle(.white)
        }
        try GoldenImage.check(view, named: "safe-area-full-screen-colour-\(scheme)", layout: phone, colorScheme: scheme)
    }

    @Test("A header's background extends under the status bar", arguments: schemes)
    func headerBackground(scheme: ColorScheme) throws {
        let view = VStack(spacing: 0) {
            VStack(alignment: .leading, spacing: 4) {
                Text("Good morning").font(.largeTitle.bold())
                Text("Three things today").foregroundStyle(.secondary)
            }
            .frame(maxWidth: .infinity, alignment: .leading)
            .padding()
            .background(Color.yellow.opacity(0.35))
            Spacer()
        }
        try GoldenImage.check(view, named: "safe-area-header-background-\(scheme)", layout: phone, colorScheme: scheme)
    }

    /// Thirty list-style rows in a scroll view, and a bar inset at the bottom.
    static var rowsUnderABar: some View {
        ScrollView {
            LazyVStack(spacing: 0) {
                ForEach(1...30, id: \.self) { i in
                    VStack(spacing: 0) {
                        Text("Item \(i)").frame(maxWidth: .infinity, minHeight: 44, alignment: .leading).padding(.horizontal)
                        Divider().padding(.leading)
                    }
                }
            }
        }
        .safeAreaInset(edge: .bottom, spacing: 0) {
            HStack {
                Text("30 items").foregroundStyle(.secondary)
                Spacer()
                Button("Add") {}
            }
            .padding()
            .background(Color(uiColor: .secondarySystemBackground).opacity(0.94))
        }
    }

    @Test("A bottom safeAreaInset bar over rows scrolled to the end: the last row above the bar", arguments: schemes)
    func insetBarOverScrolledRows(scheme: ColorScheme) throws {
        let host = ViewHost(Self.rowsUnderABar, layout: phone, colorScheme: scheme)
        try host.scroll(by: CGSize(width: 0, height: 10_000))
        try GoldenImage.check(host: host, named: "safe-area-inset-bar-scrolled-\(scheme)")
    }

    @Test("A bottom safeAreaInset bar over a List: the rows go on under the bar", arguments: schemes)
    func insetBarOverList(scheme: ColorScheme) throws {
        let view = List(1...30, id: \.self) { i in Text("Item \(i)") }
            .safeAreaInset(edge: .bottom, spacing: 0) {
                Text("30 items").frame(maxWidth: .infinity).padding()
                    .background(Color(uiColor: .secondarySystemBackground).opacity(0.94))
            }
        try GoldenImage.check(view, named: "safe-area-inset-bar-list-\(scheme)", layout: phone, colorScheme: scheme)
    }

    @Test("safeAreaPadding in a horizontal ScrollView: cards scroll through the padding", arguments: schemes)
    func paddedCarousel(scheme: ColorScheme) throws {
        let view = ScrollView(.horizontal, showsIndicators: false) {
            HStack(spacing: 12) {
                ForEach(1...6, id: \.self) { i in
                    Text("Card \(i)").font(.headline)
                        .frame(width: 140, height: 90)
                        .background(Color(uiColor: .secondarySystemGroupedBackground), in: RoundedRectangle(cornerRadius: 12))
                }
            }
        }
        .safeAreaPadding(.horizontal, 20)
        .padding(.vertical, 16)
        .background(Color(uiColor: .systemGroupedBackground))
        let rest = ViewHost(view, layout: .fixed(width: 393, height: 122), colorScheme: scheme)
        try GoldenImage.check(host: rest, named: "safe-area-padding-carousel-\(scheme)")
        let scrolled = ViewHost(view, layout: .fixed(width: 393, height: 122), colorScheme: scheme)
        try scrolled.scroll(by: CGSize(width: 100, height: 0))
        try GoldenImage.check(host: scrolled, named: "safe-area-padding-carousel-scrolled-\(scheme)")
    }
}

extension SafeAreaTests {
    @Test func contentScrolledUnderANavigationBarIsDrawnThroughIt() throws {
        let host = ViewHost(NavigationStack {
            ScrollView { VStack(spacing: 0) { ForEach(0..<20, id: \.self) { Color.blue.frame(height: 100).id($0) } } }
                .navigationTitle("Title")
        }, layout: phone)
        #expect(try host.render().approximations.isEmpty, "at rest the bar looks as iOS draws it")
        // The scroll view's clip reaches the screen's top, under the bar and the status bar.
        #expect(clipBounds(in: try host.displayList.ops).contains { $0.minY == 0 })
        try host.scroll(by: CGSize(width: 0, height: 300))
        // Rows drawn under the bar.
        let blue = fills(in: try host.displayList.ops).filter { $0.1 == RGBAColor(hex: 0x007AFF) }.map(\.0.bounds)
        #expect(blue.contains { $0.minY < 59 + 44 })
        // The bar blurs what is under it (a backdrop group over the bar's area); its material
        // is an estimate, and said.
        let backdrops = try host.displayList.ops.compactMap { op -> DisplayGroup? in
            if case .group(let g) = op, !g.backdrop.isEmpty { return g }
            return nil
        }
        #expect(backdrops.count == 1)
        let reports = try host.render().approximations.map(\.cause)
        #expect(reports == ["NavigationStack and TabView bars: the chrome material is an estimate of iOS's (σ 10 pt blur of the content under the bar, saturation, tint)"])
    }

    @Test func theSafeAreaModifiersReportNothing() throws {
        let view = ZStack {
            Color.red.ignoresSafeArea()
            Text("Hi").frame(maxWidth: .infinity, maxHeight: .infinity).background(.blue).overlay(.black.opacity(0.1))
        }
        .safeAreaInset(edge: .top) { Text("Top") }
        .safeAreaPadding()
        #expect(try ViewHost(view, layout: phone).render().approximations.isEmpty)
    }
}

extension SafeAreaTests {
    @Test func presentationsHaveTheScreensSafeArea() throws {
        // A full-screen cover's content is in the safe area; its colour that ignores it fills
        // the screen, as on iOS.
        let cover = Laid(Text("Base").fullScreenCover(isPresented: .constant(true)) {
            pureRed.mark("cover").ignoresSafeArea()
        }, phone)
        #expect(try cover.frame("cover") == page)
        // A sheet's content reaches down under the home indicator, not up past the sheet's top.
        let sheet = Laid(Text("Base").sheet(isPresented: .constant(true)) {
            pureRed.mark("sheet").ignoresSafeArea()
        }, phone)
        let frame = try sheet.frame("sheet")
        #expect(frame.maxY == 852 && frame.minY > 59)
    }
}
