import Drawing
import PreviewRegistry
import PreviewUI
import Testing

/// Scrolling: a ScrollViewReader's scrollTo, the host's scroll(to:) and scroll(by:), the
/// indicator drawn while scrolled.
@MainActor
struct ScrollTests {
    struct Numbers: View {
        var body: some View {
            ScrollViewReader { proxy in
                ScrollView {
                    VStack(spacing: 0) {
                        Button("Jump to 30") { proxy.scrollTo(30, anchor: .top) }.frame(height: 44)
                        ForEach(0..<60, id: \.self) { i in
                            Text("Row \(i)").frame(maxWidth: .infinity, minHeight: 40, alignment: .leading)
                        }
                    }
                }
            }
        }
    }

    static func host(_ view: some View) -> ViewHost { ViewHost(view, layout: .fixed(width: 300, height: 400)) }

    static func fills(_ host: ViewHost) throws -> [(ShapePath, RGBAColor)] {
        PreviewUITests.fills(in: try host.displayList.ops)
    }

    static let indicator = RGBAColor(hex: 0x000000, alpha: 0.35)

    @Test("A still starts at the top, with no indicator")
    func initial() throws {
        let host = Self.host(Numbers())
        // Rows are 40 pt frames with their text centred, under the 44 pt button.
        #expect(try host.frame(ofText: "Row 0").map { $0.midY } == 44 + 20)
        #expect(try !Self.fills(host).contains { $0.1 == Self.indicator })
    }

    @Test("proxy.scrollTo(id, anchor: .top) puts that row at the top and shows the indicator")
    func readerScrolls() throws {
        let host = Self.host(Numbers())
        try host.tap(text: "Jump to 30")
        let row = try #require(try host.frame(ofText: "Row 30"))
        #expect(abs(row.midY - 20) < 0.01, "the row's top at the view's")
        let bar = try #require(try Self.fills(host).first { $0.1 == Self.indicator })
        guard case .roundedRect(let rect, _, _) = bar.0 else { Issue.record("the indicator is a rounded bar"); return }
        #expect(rect.maxX == 300 - 3 && rect.width == 3 && rect.minY > 3)
    }

    @Test("host.scroll(to:) with no anchor scrolls just enough; the Interaction replays it")
    func hostScrolls() throws {
        let host = Self.host(Numbers())
        try host.scroll(to: 20)
        let row = try #require(try host.frame(ofText: "Row 20"))
        #expect(abs(row.midY - 380) < 0.01, "the least scroll that shows it: its bottom at the view's")
        let preview = PreviewDefinition("Numbers", component: "Numbers",
                                        states: [PreviewState("row-45", .scroll(to: "45"))]) { _ in Numbers() }
        #expect(preview.states[0].steps == ["scroll to “45”"])
        let frame = try Registry.frame(preview: preview, state: preview.states[0], variant: .light, scale: 1)
        #expect(frame.displayList.size.height > 0)
    }

    @Test("scroll(by:) moves by points and stops at the end")
    func scrollBy() throws {
        let host = Self.host(Numbers())
        try host.scroll(by: CGSize(width: 0, height: 100))
        #expect(try host.frame(ofText: "Row 0").map { $0.midY } == 64 - 100)
        try host.scroll(by: CGSize(width: 0, height: 100_000))
        let last = try #require(try host.frame(ofText: "Row 59"))
        #expect(abs(last.midY - 380) < 0.01)
    }

    @Test("An unknown id names the ids there are")
    func unknownID() throws {
        let host = Self.host(Numbers())
        #expect(throws: HostError.self) { try host.scroll(to: "nope") }
    }

    nonisolated static let schemes: [ColorScheme] = [.light, .dark]

    @Test("Golden: a list scrolled to a row, with its indicator", arguments: schemes)
    func golden(scheme: ColorScheme) throws {
        let host = ViewHost(Numbers(), layout: .fixed(width: 300, height: 260), colorScheme: scheme)
        try host.tap(text: "Jump to 30")
        try GoldenImage.check(host: host, named: "scrolled-\(scheme)")
    }
}
