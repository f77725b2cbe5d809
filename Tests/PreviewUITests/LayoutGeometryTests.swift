import Drawing
import PreviewUI
import Testing

/// GeometryReader and coordinate spaces (OpenSwiftUI GeometryReader.swift, CoordinateSpace).
@MainActor
struct LayoutGeometryTests {
    /// What a GeometryReader's content saw, kept outside the view for the test to read.
    final class Seen {
        var size: CGSize?
        var global: CGRect?
        var local: CGRect?
        var named: CGRect?
    }

    @Test("GeometryReader fills the space it is offered and reports that size")
    func geometryReaderFills() throws {
        // SwiftUI: GeometryReader takes its whole proposal; its proxy's size is that size.
        let seen = Seen()
        let laid = Laid(VStack(spacing: 0) {
            box(300, 50)
            GeometryReader { proxy in
                let _ = { seen.size = proxy.size }()
                Text("\(Int(proxy.size.width))×\(Int(proxy.size.height))")
            }.mark("reader")
        }, .fixed(width: 300, height: 300))
        #expect(try laid.frame("reader") == CGRect(x: 0, y: 50, width: 300, height: 250))
        #expect(try laid.host.shownTexts == ["300×250"])
        #expect(seen.size == CGSize(width: 300, height: 250))
    }

    @Test("GeometryReader places its content at its top-leading corner")
    func geometryReaderContentTopLeading() throws {
        // SwiftUI (iOS 14 and later): the reader's content is aligned .topLeading, not centred.
        let laid = Laid(GeometryReader { _ in
            box(20, 20).mark("content")
        }.frame(width: 200, height: 100).mark("reader"), .fixed(width: 300, height: 300))
        let reader = try laid.frame("reader")
        #expect(reader == CGRect(x: 50, y: 100, width: 200, height: 100))
        #expect(try laid.frame("content") == CGRect(x: 50, y: 100, width: 20, height: 20))
    }

    @Test("GeometryReader's global frame includes padding and enclosing offsets; local is at zero")
    func geometryReaderGlobalFrame() throws {
        // SwiftUI: frame(in: .global) is in window coordinates and includes offsets of ancestors
        // (geometry effects); frame(in: .local) has a zero origin.
        let seen = Seen()
        let laid = Laid(GeometryReader { proxy in
            let _ = { seen.global = proxy.frame(in: .global); seen.local = proxy.frame(in: .local) }()
            Color.clear
        }.frame(width: 100, height: 60).padding(20).offset(x: 5, y: 7), .sizeThatFits)
        _ = try laid.displayList
        #expect(try laid.pageSize == CGSize(width: 140, height: 100))
        #expect(seen.global == CGRect(x: 25, y: 27, width: 100, height: 60))
        #expect(seen.local == CGRect(x: 0, y: 0, width: 100, height: 60))
    }

    @Test("GeometryReader is flexible in a stack: it takes what the text leaves")
    func geometryReaderInStack() throws {
        // SwiftUI: a reader is as flexible as a shape, so the text is sized first.
        let ideal = try TextSize.ideal(Text("Label"))
        let seen = Seen()
        let laid = Laid(HStack(spacing: 0) {
            Text("Label")
            GeometryReader { proxy in
                let _ = { seen.size = proxy.size }()
                Color.clear
            }
        }, .fixed(width: 300, height: 40))
        _ = try laid.displayList
        #expect(seen.size == CGSize(width: 300 - ideal.width, height: 40))
    }

    @Test("coordinateSpace(name:) makes frames relative to the named view")
    func namedCoordinateSpace() throws {
        // SwiftUI: frame(in: .named("card")) is relative to the view given that name.
        let seen = Seen()
        let laid = Laid(VStack(spacing: 0) {
            box(200, 30)
            GeometryReader { proxy in
                let _ = { seen.named = proxy.frame(in: .named("card")); seen.global = proxy.frame(in: .global) }()
                Color.clear
            }.frame(width: 200, height: 50)
        }.padding(10).coordinateSpace(name: "card").padding(30), .sizeThatFits)
        _ = try laid.displayList
        #expect(seen.named == CGRect(x: 10, y: 40, width: 200, height: 50))
        #expect(seen.global == CGRect(x: 40, y: 70, width: 200, height: 50))
    }

    @Test("position(x:y:) centres the view at a point of the space it is offered")
    func position() throws {
        // SwiftUI: position takes the whole proposal and puts the child's centre at the point.
        let laid = Laid(box(20, 10).mark("dot").position(x: 30, y: 40).mark("space"), .fixed(width: 200, height: 100))
        #expect(try laid.frame("space") == CGRect(x: 0, y: 0, width: 200, height: 100))
        #expect(try laid.frame("dot") == CGRect(x: 20, y: 35, width: 20, height: 10))
    }
}
