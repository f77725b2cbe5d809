import Drawing
import Foundation
import PreviewUI
import Testing

@MainActor
struct ImageRendererTests {
    var card: some View {
        Text("Hello").padding().background(Color.blue)
    }

    @Test("ImageRenderer draws the content at its ideal size and scale, on a transparent background")
    func pngAtScale() throws {
        let renderer = ImageRenderer(content: Color.red.frame(width: 30, height: 20).padding(5))
        #expect(renderer.scale == 1)
        #expect(renderer.proposedSize == .unspecified)
        let one = try PNGCodec.decode(try #require(renderer.pngData()), source: "renderer")
        #expect(one.width == 40 && one.height == 30)
        #expect(one[0, 0].a == 0, "the padding is transparent")
        #expect(one[20, 15] == (0xFF, 0x3B, 0x30, 255))
        renderer.scale = 3
        let three = try PNGCodec.decode(try #require(renderer.pngData()), source: "renderer")
        #expect(three.width == 120 && three.height == 90)
    }

    @Test("proposedSize is offered to the content; the colour scheme comes from its environment")
    func proposalAndScheme() throws {
        let renderer = ImageRenderer(content: Color.primary.environment(\.colorScheme, .dark))
        renderer.proposedSize = ProposedViewSize(width: 50, height: 10)
        let list = renderer.displayList
        #expect(list.size == CGSize(width: 50, height: 10))
        #expect(list.dump.contains("#FFFFFFFF"), "primary is white in dark mode")
        let svg = String(decoding: try #require(renderer.svgData()), as: UTF8.self)
        #expect(svg.contains("width=\"50\" height=\"10\""))
    }

    @Test("A view of no size gives no data")
    func empty() {
        #expect(ImageRenderer(content: EmptyView()).pngData() == nil)
    }
}
