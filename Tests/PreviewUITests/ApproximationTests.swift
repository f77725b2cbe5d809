import Drawing
import PreviewUI
import Testing

/// The host's side of "right, or said": reports carry the user's call site, count once per
/// cause and place, and survive into later frames reached by interactions.
@MainActor @Suite struct ApproximationTests {
    @Test func anAssetImageIsReportedAtItsCallSiteOncePerPlace() throws {
        let line = #line + 3
        let host = ViewHost(VStack {
            ForEach(0..<3) { _ in
                Image("logo")
            }
        }, layout: .fixed(width: 60, height: 90))
        _ = try host.render()
        #expect(host.approximations.count == 1, "three images from one call are one report: \(host.approximations)")
        let report = try #require(host.approximations.first)
        #expect(report.file == "PreviewUITests/ApproximationTests.swift")
        #expect(report.line == line)
        #expect(report.location == "ApproximationTests.swift:\(line)")
        #expect(report.drawnAs == "a crossed box")
        #expect(report.description.hasPrefix("ApproximationTests.swift:\(line): image 'logo' not found"))
    }

    @Test func aViewReachedByAnInteractionReportsToo() throws {
        struct Revealing: View {
            @State var shown = false
            var body: some View {
                VStack {
                    Button("Show") { shown = true }
                    if shown { Image(systemName: "no.such.symbol.here") }
                }
            }
        }
        let host = ViewHost(Revealing(), layout: .fixed(width: 100, height: 80))
        _ = try host.render()
        #expect(host.approximations.isEmpty, "the first frame draws everything as iOS would")
        try host.tap(text: "Show")
        _ = try host.render()
        #expect(host.approximations.map(\.cause).contains { $0.hasPrefix("unknown SF Symbol 'no.such.symbol.here'") })
        #expect(try host.render().approximations.count == 1)
    }

    @Test func aReportWithoutCallSiteTakesThePreviewsPlace() {
        let bare = Approximation(cause: "x", drawnAs: "y", file: "", line: 0)
        #expect(bare.location == nil)
        #expect(bare.description == "x; drawn as y")
        let placed = bare.locating(file: "App/Card.swift", line: 40)
        #expect(placed.description == "Card.swift:40: x; drawn as y")
        #expect(placed.locating(file: "Other.swift", line: 1) == placed, "a call site is never replaced")
    }
}
