import Drawing
import Foundation
import PreviewUI
import Testing

/// Presentations come and go by themselves, as UIKit presents them, whatever the transaction.
@MainActor @Suite struct PresentationMotionTests {
    struct Presenter: View {
        @State var sheet = false
        @State var alert = false
        var large = false
        var body: some View {
            VStack {
                Button("Sheet") { sheet = true }
                Button("Alert") { alert = true }
            }
            .sheet(isPresented: $sheet) {
                ZStack {
                    Color.orange
                    Button("Close") { sheet = false }
                }
                .presentationDetents(large ? [.large] : [.medium])
            }
            .alert("Saved", isPresented: $alert) { Button("OK") {} }
        }
    }

    /// The groups of a display list, depth first, with their transforms and opacities.
    static func groups(_ ops: [DisplayOp]) -> [DisplayGroup] {
        ops.flatMap { op -> [DisplayGroup] in
            guard case .group(let g) = op else { return [] }
            return [g] + groups(g.ops)
        }
    }

    static let orange = RGBAColor(hex: 0xFF9500)

    /// The group that holds the sheet's orange content.
    static func holding(_ color: RGBAColor, in ops: [DisplayOp]) -> DisplayGroup? {
        groups(ops).last { g in g.transform.ty != 0 && fills(in: g.ops).contains { $0.1 == color } }
    }

    @Test("A sheet slides up from the bottom and the dimming fades in, without withAnimation; it slides down when dismissed")
    func sheetSlides() throws {
        let host = ViewHost(Presenter(), layout: .screen(.iPhone15Pro))
        try host.tap(text: "Sheet")
        let duration = try host.transitionDuration
        #expect(duration > 0.4 && duration < 1.2, "\(duration)")
        let start = try #require(Self.holding(Self.orange, in: try host.displayList(at: 0).ops))
        let early = try #require(Self.holding(Self.orange, in: try host.displayList(at: 0.08).ops))
        // Moved down by the card's whole height at first, less and less after.
        #expect(start.transform.ty > 300 && early.transform.ty > 0 && early.transform.ty < start.transform.ty,
                "\(start.transform.ty) → \(early.transform.ty)")
        let fades = Self.groups(try host.displayList(at: 0.08).ops).map(\.opacity).filter { $0 > 0 && $0 < 1 }
        #expect(!fades.isEmpty, "the dimming fades in")
        #expect(try host.displayList(at: duration) == host.displayList)
        #expect(!host.approximations.contains { $0.cause.contains("presentation shown") })

        // Dismissed by its button: it goes down again, drawn over the page.
        try host.tap(text: "Close")
        let going = try #require(Self.holding(Self.orange, in: try host.displayList(at: 0.1).ops))
        #expect(going.transform.ty > 0)
        #expect(try Self.holding(Self.orange, in: host.displayList.ops) == nil)
    }

    @Test("A large sheet scales the page back gradually as it comes")
    func pageScalesBack() throws {
        let host = ViewHost(Presenter(large: true), layout: .screen(.iPhone15Pro))
        try host.tap(text: "Sheet")
        func pageScale(_ list: DisplayList) -> Double? {
            Self.groups(list.ops).first { $0.transform.a < 1 && $0.transform.a > 0.9 && $0.clip != nil }?.transform.a
        }
        let mid = try #require(pageScale(try host.displayList(at: 0.1)))
        let end = try #require(pageScale(try host.displayList))
        #expect(abs(end - (1 - 0.0835)) < 1e-9)
        #expect(mid > end && mid < 1, "\(mid)")
    }

    @Test("An alert's card comes in from a little larger, fading in, over the dimming")
    func alertScales() throws {
        let host = ViewHost(Presenter(), layout: .screen(.iPhone15Pro))
        try host.tap(text: "Alert")
        let early = Self.groups(try host.displayList(at: 0.05).ops)
        #expect(early.contains { $0.transform.a > 1.01 && $0.opacity < 1 }, "\(early.map { ($0.transform.a, $0.opacity) })")
        #expect(try host.transitionDuration > 0.3)
    }
}
