import Drawing
import PreviewRegistry
import PreviewUI
import Testing

/// The scroll-view modifiers: contentMargins, scrollClipDisabled, scrollPosition (ids and
/// iOS 18's ScrollPosition), defaultScrollAnchor, scroll target behaviours, scrollDisabled,
/// the settings a still cannot show, and containerRelativeFrame.
@MainActor
struct ScrollModifierTests {
    // MARK: Fixtures

    /// 30 rows of 40 pt, each marked `r<i>`, in a vertical scroll view.
    struct Rows: View {
        var count = 30
        var body: some View {
            ScrollView {
                VStack(spacing: 0) {
                    ForEach(0..<count, id: \.self) { i in
                        Color.blue.frame(height: 40).mark("r\(i)")
                    }
                }
                .scrollTargetLayout()
            }
        }
    }

    static func host(_ view: some View, width: CGFloat = 300, height: CGFloat = 400, scheme: ColorScheme = .light) -> ViewHost {
        ViewHost(view, layout: .fixed(width: width, height: height), colorScheme: scheme)
    }

    static func frame(_ host: ViewHost, _ id: String) throws -> CGRect {
        try #require(try host.frame(ofIdentifier: id), "no view marked \(id)")
    }

    static let indicator = RGBAColor(hex: 0x000000, alpha: 0.35)

    static func indicatorBar(_ host: ViewHost) throws -> CGRect? {
        for (shape, colour) in PreviewUITests.fills(in: try host.displayList.ops) where colour == indicator {
            if case .roundedRect(let rect, _, _) = shape { return rect }
        }
        return nil
    }

    /// Every clip in a display list, depth first.
    static func clips(_ ops: [DisplayOp]) -> [ShapePath] {
        ops.flatMap { op -> [ShapePath] in
            guard case .group(let g) = op else { return [] }
            return (g.clip.map { [$0.shape] } ?? []) + clips(g.ops)
        }
    }

    // MARK: contentMargins

    @Test("contentMargins(_, for: .scrollContent) insets the content inside the scroll view, not its indicator")
    func contentMarginsInsetContent() throws {
        let host = Self.host(Rows().contentMargins(20, for: .scrollContent))
        #expect(try Self.frame(host, "r0") == CGRect(x: 20, y: 20, width: 260, height: 40))
        try host.scroll(by: CGSize(width: 0, height: 10_000))
        // The end: the last row above the bottom margin.
        #expect(try Self.frame(host, "r29").maxY == 400 - 20)
        let bar = try #require(try Self.indicatorBar(host))
        #expect(bar.maxX == 300 - 3 && bar.maxY == 400 - 3, "the indicator keeps to the scroll view's edge")
    }

    @Test("contentMargins(for: .scrollIndicators) insets only the indicator; .automatic insets both")
    func contentMarginsIndicators() throws {
        let indicators = Self.host(Rows().contentMargins(.vertical, 30, for: .scrollIndicators))
        #expect(try Self.frame(indicators, "r0").minY == 0)
        try indicators.scroll(by: CGSize(width: 0, height: 10_000))
        let bar = try #require(try Self.indicatorBar(indicators))
        #expect(abs(bar.maxY - (400 - 30 - 3)) < 0.001)
        #expect(try Self.frame(indicators, "r29").maxY == 400)

        let both = Self.host(Rows().contentMargins(.top, 50))
        #expect(try Self.frame(both, "r0").minY == 50)
        try both.scroll(by: CGSize(width: 0, height: 1))
        let top = try #require(try Self.indicatorBar(both))
        #expect(abs(top.minY - (50 + 3)) < 0.5, "scrolled by 1 pt: the bar at the top of its track")
    }

    @Test("A contentMargins nearer the scroll view overrides one further out, edge by edge")
    func contentMarginsOverride() throws {
        let host = Self.host(Rows().contentMargins(.horizontal, 10).contentMargins(40))
        let r0 = try Self.frame(host, "r0")
        #expect(r0.minX == 10 && r0.width == 280 && r0.minY == 40)
    }

    // MARK: scrollClipDisabled

    @Test("scrollClipDisabled draws the content outside the scroll view's bounds: no clip to them")
    func clipDisabled() throws {
        let clipped = Self.host(Rows().frame(height: 200))
        let free = Self.host(Rows().scrollClipDisabled().frame(height: 200))
        let bounds = ShapePath.rect(CGRect(x: 0, y: 100, width: 300, height: 200))
        #expect(Self.clips(try clipped.displayList.ops).contains(bounds))
        #expect(!Self.clips(try free.displayList.ops).contains(bounds))
    }

    // MARK: scrollPosition

    struct Positioned: View {
        @State var id: Int? = 20
        var anchor: UnitPoint? = .top
        var body: some View {
            VStack(spacing: 0) {
                Text("at \(id.map(String.init) ?? "none")").frame(height: 40)
                Rows(count: 40).scrollPosition(id: $id, anchor: anchor)
                Button("Go to 5") { id = 5 }.frame(height: 40)
            }
        }
    }

    @Test("scrollPosition(id:)'s initial id scrolls there on the first frame, with no indicator")
    func positionInitial() throws {
        let host = Self.host(Positioned())
        #expect(try Self.frame(host, "r20").minY == 40, "row 20 at the scroll view's top")
        #expect(try Self.indicatorBar(host) == nil)
        #expect(try host.shownTexts.contains("at 20"))
    }

    @Test("Without an anchor, the initial id scrolls the least that shows it")
    func positionInitialNoAnchor() throws {
        let host = Self.host(Positioned(anchor: nil))
        #expect(try Self.frame(host, "r20").maxY == 400 - 40)
    }

    @Test("A user's scroll writes the top-most target's id; a program's new id scrolls to it")
    func positionFollowsScrolling() throws {
        let host = Self.host(Positioned())
        try host.scroll(by: CGSize(width: 0, height: 100))
        // 20 × 40 + 100 = 900: row 22 (880–920) is the first showing.
        #expect(try host.shownTexts.contains("at 22"))
        try host.tap(text: "Go to 5")
        #expect(try Self.frame(host, "r5").minY == 40)
        #expect(try host.shownTexts.contains("at 5"))
    }

    @Test("Without scrollTargetLayout, as on iOS, the position neither scrolls nor is written")
    func positionNeedsTargets() throws {
        struct Plain: View {
            @State var id: Int? = 20
            var body: some View {
                VStack(spacing: 0) {
                    Text("at \(id.map(String.init) ?? "none")")
                    ScrollView {
                        VStack(spacing: 0) { ForEach(0..<40, id: \.self) { Color.blue.frame(height: 40).mark("r\($0)") } }
                    }
                    .scrollPosition(id: $id)
                }
            }
        }
        let host = Self.host(Plain())
        #expect(try Self.frame(host, "r0").minY > 0 && Self.frame(host, "r0").minY < 40)
        try host.scroll(by: CGSize(width: 0, height: 100))
        #expect(try host.shownTexts.contains("at 20"))
    }

    struct EdgePositioned: View {
        @State var position = ScrollPosition(idType: Int.self, edge: .bottom)
        var body: some View {
            VStack(spacing: 0) {
                Text(position.isPositionedByUser ? "user \(position.viewID(type: Int.self) ?? -1)" : "program")
                    .frame(height: 40)
                Rows().scrollPosition($position)
                Button("Row 3") { position.scrollTo(id: 3, anchor: .top) }.frame(height: 40)
            }
        }
    }

    @Test("ScrollPosition(edge: .bottom) starts at the end; scrollTo(id:anchor:) scrolls; a user's scroll sets isPositionedByUser and viewID")
    func scrollPositionStruct() throws {
        let host = Self.host(EdgePositioned())
        #expect(try Self.frame(host, "r29").maxY == 400 - 40)
        #expect(try host.shownTexts.contains("program"))
        try host.tap(text: "Row 3")
        #expect(try Self.frame(host, "r3").minY == 40)
        try host.scroll(by: CGSize(width: 0, height: 45))
        #expect(try host.shownTexts.contains("user 4"), "row 4 (160–200) is the first showing at 165")
    }

    @Test("ScrollPosition's API: inits, scrollTo, edge, point, viewID, isPositionedByUser")
    func scrollPositionValues() {
        var p = ScrollPosition(idType: String.self)
        #expect(p.edge == nil && p.point == nil && p.viewID == nil && !p.isPositionedByUser)
        p.scrollTo(edge: .top)
        #expect(p.edge == .top)
        p.scrollTo(x: 12)
        #expect(p.point == CGPoint(x: 12, y: 0) && p.edge == nil)
        p.scrollTo(id: "b", anchor: .center)
        #expect(p.viewID(type: String.self) == "b" && p.viewID as? String == "b" && p.viewID(type: Int.self) == nil)
        #expect(ScrollPosition(id: "b", anchor: .center) == p)
        var q = ScrollPosition(point: CGPoint(x: 1, y: 2))
        q.isPositionedByUser = true
        #expect(q.point == nil && q.isPositionedByUser)
        #expect(ScrollPosition(y: 5).point == CGPoint(x: 0, y: 5) && ScrollPosition(x: 1, y: 2).point == CGPoint(x: 1, y: 2))
    }

    // MARK: defaultScrollAnchor

    @Test("defaultScrollAnchor(.bottom) starts at the end, with no indicator; short content sits at the bottom")
    func defaultAnchorBottom() throws {
        let host = Self.host(Rows().defaultScrollAnchor(.bottom))
        #expect(try Self.frame(host, "r29").maxY == 400)
        #expect(try Self.indicatorBar(host) == nil)
        let short = Self.host(Rows(count: 3).defaultScrollAnchor(.bottom))
        #expect(try Self.frame(short, "r2").maxY == 400)
    }

    @Test("defaultScrollAnchor(_:for:): .initialOffset starts at the end but leaves short content at the top; .alignment only moves short content")
    func defaultAnchorRoles() throws {
        let initial = Self.host(Rows().defaultScrollAnchor(.bottom, for: .initialOffset))
        #expect(try Self.frame(initial, "r29").maxY == 400)
        let shortInitial = Self.host(Rows(count: 3).defaultScrollAnchor(.bottom, for: .initialOffset))
        #expect(try Self.frame(shortInitial, "r0").minY == 0)
        let alignment = Self.host(Rows().defaultScrollAnchor(.bottom, for: .alignment))
        #expect(try Self.frame(alignment, "r0").minY == 0)
        let shortAligned = Self.host(Rows(count: 3).defaultScrollAnchor(.center, for: .alignment))
        #expect(try Self.frame(shortAligned, "r0").minY == (400 - 120) / 2)
    }

    // MARK: Scroll target behaviours

    /// Four pages, each the scroll view's width, marked `p<i>`.
    struct Pages: View {
        var body: some View {
            ScrollView(.horizontal) {
                LazyHStack(spacing: 0) {
                    ForEach(0..<4, id: \.self) { i in
                        RoundedRectangle(cornerRadius: 20)
                            .fill([Color.blue, .orange, .green, .purple][i])
                            .overlay(Text("Page \(i + 1)").font(.title).foregroundStyle(.white))
                            .padding(16)
                            .containerRelativeFrame(.horizontal)
                            .mark("p\(i)")
                    }
                }
            }
            .scrollTargetBehavior(.paging)
        }
    }

    @Test("Paging: a scroll ends on a multiple of the container's width, the nearest")
    func paging() throws {
        let host = Self.host(Pages(), height: 240)
        #expect(try Self.frame(host, "p0") == CGRect(x: 0, y: 0, width: 300, height: 240))
        try host.scroll(by: CGSize(width: 200, height: 0))
        #expect(try Self.frame(host, "p1").minX == 0, "200 is nearer page 2 (300) than page 1")
        try host.scroll(by: CGSize(width: 100, height: 0))
        #expect(try Self.frame(host, "p1").minX == 0, "400 settles back on page 2")
        try host.scroll(by: CGSize(width: 10_000, height: 0))
        #expect(try Self.frame(host, "p3").minX == 0)
    }

    /// The carousel idiom: two thirds of the container per card, view-aligned, 16 pt margins.
    struct Carousel<Behavior: ScrollTargetBehavior>: View {
        var behavior: Behavior
        var body: some View {
            ScrollView(.horizontal) {
                LazyHStack(spacing: 10) {
                    ForEach(0..<6, id: \.self) { i in
                        RoundedRectangle(cornerRadius: 16)
                            .fill([Color.indigo, .teal, .orange, .pink, .mint, .brown][i])
                            .overlay(alignment: .bottomLeading) {
                                Text("Card \(i + 1)").font(.headline).foregroundStyle(.white).padding(12)
                            }
                            .containerRelativeFrame(.horizontal, count: 3, span: 2, spacing: 10)
                            .mark("c\(i)")
                    }
                }
                .scrollTargetLayout()
            }
            .scrollTargetBehavior(behavior)
            .contentMargins(16, for: .scrollContent)
            .frame(height: 180)
        }
    }

    @Test("containerRelativeFrame(count: 3, span: 2, spacing: 10) in a scroll view with 16 pt margins: (361 − 20) / 3 × 2 + 10 wide")
    func carouselSizes() throws {
        let host = Self.host(Carousel(behavior: .viewAligned), width: 393, height: 180)
        let c0 = try Self.frame(host, "c0")
        #expect(abs(c0.width - ((361 - 20) / 3 * 2 + 10)) < 0.001)
        #expect(c0.minX == 16 && c0.minY == 16 && c0.height == 180 - 32)
        let c1 = try Self.frame(host, "c1")
        #expect(abs(c1.minX - (c0.maxX + 10)) < 0.001)
    }

    @Test("viewAligned: a scroll ends with the nearest card's leading edge at the content margin")
    func viewAligned() throws {
        let host = Self.host(Carousel(behavior: .viewAligned), width: 393, height: 180)
        try host.scroll(by: CGSize(width: 150, height: 0))
        #expect(abs(try Self.frame(host, "c1").minX - 16) < 0.001)
        try host.scroll(by: CGSize(width: -100, height: 0))
        #expect(abs(try Self.frame(host, "c1").minX - 16) < 0.001, "100 back is nearer card 2 than card 1")
        // A scroll longer than the container goes no further than a container's width
        try host.scroll(by: CGSize(width: 10_000, height: 0))
        // (the automatic limit of a compact width): from card 2 (247.3) to 608.3 at most, nearest
        // to card 3's edge (494.7).
        #expect(abs(try Self.frame(host, "c2").minX - 16) < 0.001)
    }

    @Test("viewAligned(limitBehavior: .alwaysByOne) moves one card at most; .never goes where the scroll ends")
    func viewAlignedLimits() throws {
        let byOne = Self.host(Carousel(behavior: .viewAligned(limitBehavior: .alwaysByOne)), width: 393, height: 180)
        try byOne.scroll(by: CGSize(width: 700, height: 0))
        #expect(abs(try Self.frame(byOne, "c1").minX - 16) < 0.001)
        let never = Self.host(Carousel(behavior: ViewAlignedScrollTargetBehavior(limitBehavior: .never)),
                              width: 393, height: 180)
        try never.scroll(by: CGSize(width: 700, height: 0))
        #expect(abs(try Self.frame(never, "c3").minX - 16) < 0.001, "card 4 starts at 742, the nearest to 700")
    }

    struct Tens: ScrollTargetBehavior {
        func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
            let multiple = context.containerSize.height / 8
            target.rect.origin.y = (target.rect.origin.y / multiple).rounded() * multiple
        }
    }

    @Test("A custom ScrollTargetBehavior's updateTarget decides where a scroll ends")
    func customBehavior() throws {
        let host = Self.host(Rows().scrollTargetBehavior(Tens()))
        try host.scroll(by: CGSize(width: 0, height: 130))
        #expect(try Self.frame(host, "r0").minY == -150, "130 rounds to 3 × 50")
        let erased = Self.host(Rows().scrollTargetBehavior(AnyScrollTargetBehavior(Tens())))
        try erased.scroll(by: CGSize(width: 0, height: 120))
        #expect(try Self.frame(erased, "r0").minY == -100)
    }

    @Test("scroll(to:) is a user's scroll too: the behaviour settles it")
    func scrollToSettles() throws {
        let host = Self.host(Carousel(behavior: .viewAligned), width: 393, height: 180)
        try host.scroll(to: 4)
        // The least scroll that shows card 5 ends at 865.7, nearest to its edge (989.3).
        #expect(abs(try Self.frame(host, "c4").minX - 16) < 0.001)
    }

    @Test("The scrollBy interaction replays a scroll by points, with its step description")
    func scrollByInteraction() throws {
        let preview = PreviewDefinition("Pages", component: "Pages",
                                        states: [PreviewState("page-2", .scrollBy(dx: 200, dy: 0))]) { _ in Pages() }
        #expect(preview.states[0].steps == ["scroll by (200, 0)"])
        let frame = try Registry.frame(preview: preview, state: preview.states[0], variant: .light, scale: 1)
        #expect(frame.displayList.size.width > 0)
    }

    // MARK: scrollDisabled, bounce, keyboard

    @Test("scrollDisabled: an interaction cannot scroll it; code still can")
    func scrollDisabled() throws {
        struct Locked: View {
            var body: some View {
                ScrollViewReader { proxy in
                    VStack(spacing: 0) {
                        Button("Down") { proxy.scrollTo(10, anchor: .top) }.frame(height: 40)
                        Rows().scrollDisabled(true)
                    }
                }
            }
        }
        let host = Self.host(Locked())
        #expect(throws: HostError.self) { try host.scroll(by: CGSize(width: 0, height: 100)) }
        #expect(throws: HostError.self) { try host.scroll(to: 12) }
        #expect(try Self.frame(host, "r0").minY == 40)
        try host.tap(text: "Down")
        #expect(try Self.frame(host, "r10").minY == 40)
    }

    @Test("scrollBounceBehavior and scrollDismissesKeyboard are kept in the environment and change nothing drawn")
    func settingsAccepted() throws {
        struct Reader: View {
            @Environment(\.verticalScrollBounceBehavior) var vertical
            @Environment(\.horizontalScrollBounceBehavior) var horizontal
            @Environment(\.scrollDismissesKeyboardMode) var keyboard
            @Environment(\.isScrollEnabled) var enabled
            var body: some View {
                Text("\(vertical == .basedOnSize) \(horizontal == .automatic) \(keyboard == .interactively) \(enabled)")
            }
        }
        let host = Self.host(Reader().scrollBounceBehavior(.basedOnSize).scrollDismissesKeyboard(.interactively))
        #expect(try host.shownTexts == ["true true true true"])
        let plain = try Self.host(Rows()).displayList
        let configured = try Self.host(Rows().scrollBounceBehavior(.always, axes: [.vertical, .horizontal])
            .scrollDismissesKeyboard(.immediately)).displayList
        #expect(plain == configured)
    }

    // MARK: containerRelativeFrame outside scroll views

    @Test("Outside scroll views the container is the window: the page minus its safe area")
    func containerIsWindow() throws {
        let host = Self.host(Color.red.containerRelativeFrame([.horizontal, .vertical]) { length, axis in
            axis == .horizontal ? length / 2 : length / 4
        }.mark("half"))
        #expect(try Self.frame(host, "half") == CGRect(x: 75, y: 150, width: 150, height: 100))
        let device = ViewHost(Color.red.containerRelativeFrame(.vertical).mark("tall"), layout: .screen(.iPhone15Pro))
        let screen = Device.iPhone15Pro
        #expect(try device.frame(ofIdentifier: "tall")?.height == screen.size.height - screen.safeArea.top - screen.safeArea.bottom)
    }

    @Test("containerRelativeFrame aligns its content inside the frame; other axes keep the proposal")
    func containerAlignment() throws {
        let host = Self.host(ScrollView {
            Color.green.frame(width: 50, height: 50).mark("in")
                .containerRelativeFrame(.horizontal, alignment: .leading).mark("frame")
        })
        #expect(try Self.frame(host, "frame") == CGRect(x: 0, y: 0, width: 300, height: 50))
        #expect(try Self.frame(host, "in").minX == 0)
    }

    @Test("A NavigationStack and a tab of a TabView are containers: the space below the bar, above the tab bar")
    func navigationAndTabContainers() throws {
        let stack = Self.host(NavigationStack {
            Color.red.containerRelativeFrame(.vertical).mark("v").navigationTitle("Title").navigationBarTitleDisplayMode(.inline)
        })
        #expect(try Self.frame(stack, "v").height == 400 - 44)
        let tabs = Self.host(TabView {
            Color.red.containerRelativeFrame(.vertical) { length, _ in length / 2 }.mark("half")
                .tabItem { Label("One", systemImage: "star") }
        })
        #expect(try Self.frame(tabs, "half").height == (400 - 49) / 2)
    }

    // MARK: List

    @Test("contentMargins on a List replace its own margins, and say so")
    func listContentMargins() throws {
        let host = Self.host(List { Text("Milk"); Text("Eggs") }.contentMargins(.horizontal, 40, for: .scrollContent))
        let milk = try #require(try host.frame(ofText: "Milk"))
        #expect(abs(milk.minX - (40 + 20)) < 0.001, "the card 40 pt in, its row's text 20 pt further")
        #expect(host.approximations.contains { $0.cause.contains("contentMargins on a List") })
        let positioned = Self.host(List { Text("Milk").id(1) }.scrollPosition(id: .constant(Optional(1))))
        _ = try positioned.displayList
        #expect(positioned.approximations.contains { $0.cause.contains("scrollPosition on a List") && $0.location == "ScrollModifierTests.swift:\(#line - 2)" })
    }

    // MARK: Goldens

    nonisolated static let schemes: [ColorScheme] = [.light, .dark]

    @Test("Golden: a carousel of containerRelativeFrame cards, view-aligned, with 16 pt margins, after a scroll", arguments: schemes)
    func goldenCarousel(scheme: ColorScheme) throws {
        let host = Self.host(Carousel(behavior: .viewAligned), width: 393, height: 180, scheme: scheme)
        try host.scroll(by: CGSize(width: 150, height: 0))
        try GoldenImage.check(host: host, named: "scroll-carousel-\(scheme)")
    }

    @Test("Golden: a paging scroll view after a scroll", arguments: schemes)
    func goldenPaging(scheme: ColorScheme) throws {
        let host = Self.host(Pages(), height: 240, scheme: scheme)
        try host.scroll(by: CGSize(width: 200, height: 0))
        try GoldenImage.check(host: host, named: "scroll-paging-\(scheme)")
    }

    struct ShadowedRow: View {
        var body: some View {
            ScrollView(.horizontal) {
                HStack(spacing: 12) {
                    ForEach(0..<4, id: \.self) { i in
                        RoundedRectangle(cornerRadius: 16)
                            .fill(Color(uiColor: .secondarySystemGroupedBackground))
                            .overlay(Text("Item \(i + 1)").font(.headline))
                            .frame(width: 140, height: 100)
                            .shadow(color: .black.opacity(0.25), radius: 10, y: 6)
                    }
                }
                .padding(.horizontal, 16)
            }
            .scrollClipDisabled()
            .frame(height: 100)
            .frame(maxHeight: .infinity)
            .background(Color(uiColor: .systemGroupedBackground))
        }
    }

    @Test("Golden: a scrollClipDisabled row of shadowed cards, the shadows outside the scroll view", arguments: schemes)
    func goldenClipDisabled(scheme: ColorScheme) throws {
        try GoldenImage.check(host: Self.host(ShadowedRow(), width: 393, height: 180, scheme: scheme), named: "scroll-clip-disabled-\(scheme)")
    }

    struct PositionedContacts: View {
        @State var id: Int? = 12
        static let names = ["Ava", "Ben", "Cleo", "Dev", "Eli", "Fay", "Gus", "Hana", "Ivo", "Jun", "Kai", "Lea",
                            "Mia", "Noor", "Otto", "Pia", "Quinn", "Rae", "Sam", "Tess"]
        var body: some View {
            ScrollView {
                LazyVStack(spacing: 0) {
                    ForEach(0..<Self.names.count, id: \.self) { i in
                        VStack(spacing: 0) {
                            Text(Self.names[i]).frame(maxWidth: .infinity, minHeight: 44, alignment: .leading).padding(.horizontal, 16)
                            Divider().padding(.leading, 16)
                        }
                    }
                }
                .scrollTargetLayout()
            }
            .scrollPosition(id: $id, anchor: .top)
        }
    }

    @Test("Golden: a list of rows scrolled by scrollPosition's initial id to its 13th row", arguments: schemes)
    func goldenPositionedList(scheme: ColorScheme) throws {
        let host = Self.host(PositionedContacts(), width: 320, height: 260, scheme: scheme)
        #expect(try host.frame(ofText: "Mia").map { abs($0.midY - 22) < 1 } == true)
        try GoldenImage.check(host: host, named: "scroll-position-list-\(scheme)")
    }
}
