import Drawing
import PreviewUI
import Testing

/// fullScreenCover, popover and inspector as iPhone presents them.
@MainActor
struct CoverTests {
    struct Closer: View {
        @Environment(\.dismiss) private var dismiss
        var body: some View { Button("Close") { dismiss() } }
    }

    struct Screen: View {
        @State var cover = true
        var body: some View {
            Text(cover ? "Under" : "Back again").fullScreenCover(isPresented: $cover) { VStack { Text("Cover"); Closer() } }
        }
    }

    @Test("A full-screen cover hides the screen under it, in the safe area; dismiss closes it")
    func cover() throws {
        let host = ViewHost(Screen(), layout: .screen(.iPhone13Pro))
        #expect(try host.shownTexts.contains("Cover"))
        let cover = try #require(try host.frame(ofText: "Cover"))
        #expect(cover.minY > 47 && cover.maxY < 844 - 34)
        try host.tap(text: "Close")
        #expect(try host.shownTexts.contains("Back again"))
    }

    @Test("A popover and an inspector are sheets on iPhone")
    func popoverIsSheet() throws {
        let popover = ViewHost(Text("Base").popover(isPresented: .constant(true)) { Text("Pop") }, layout: .screen(.iPhone13Pro))
        let sheet = ViewHost(Text("Base").sheet(isPresented: .constant(true)) { Text("Pop") }, layout: .screen(.iPhone13Pro))
        #expect(try popover.frame(ofText: "Pop") == sheet.frame(ofText: "Pop"))
        let inspector = ViewHost(Text("Base").inspector(isPresented: .constant(true)) { Text("Pop") }, layout: .screen(.iPhone13Pro))
        #expect(try inspector.frame(ofText: "Pop") == sheet.frame(ofText: "Pop"))
        #expect(popover.approximations.isEmpty && inspector.approximations.isEmpty)
    }

    @Test("On an iPad-sized screen a popover, an inspector and a sheet are drawn as on iPhone and reported at their lines")
    func iPadReports() throws {
        func reports(_ view: some View) throws -> [Approximation] {
            let host = ViewHost(view, layout: .screen(.iPad))
            _ = try host.displayList
            return host.approximations
        }
        let popover = try reports(Text("Base").popover(isPresented: .constant(true)) { Text("Pop") })
        #expect(popover.count == 1 && popover[0].cause.hasPrefix("popover") && popover[0].file.hasSuffix("CoverTests.swift"))
        let inspector = try reports(Text("Base").inspector(isPresented: .constant(true)) { Text("Pop") })
        #expect(inspector.count == 1 && inspector[0].cause.hasPrefix("inspector"))
        let sheet = try reports(Text("Base").sheet(isPresented: .constant(true)) { Text("Pop") })
        #expect(sheet.count == 1 && sheet[0].cause.hasPrefix("sheet"))
    }
}
