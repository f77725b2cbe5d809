import Drawing
import Foundation
import PreviewUI
import Testing

/// `GeometryReader`, `GeometryProxy` and coordinate spaces.
@MainActor
struct ReaderConformanceTests {
    /// What one reader saw, laid out on a fixed page.
    func proxy(_ make: (Seen<GeometryProxy>) -> some View, width: CGFloat = 200, height: CGFloat = 200,
               layout: PreviewLayout? = nil) throws -> GeometryProxy {
        let seen = Seen<GeometryProxy>()
        _ = try ViewHost(make(seen), layout: layout ?? .fixed(width: width, height: height)).displayList
        return try #require(seen.last)
    }

    func reader(_ seen: Seen<GeometryProxy>) -> some View {
        GeometryReader { g in
            let _ = seen.record(g)
            Color.clear
        }
    }

    /// A reader places its content at its top-leading corner (iOS 14 and later; Apple's iOS 14
    /// release notes: "GeometryReader now reports … its content is aligned to the top-leading").
    @Test func contentSitsAtTheTopLeading() throws {
        let frame = try Laid(GeometryReader { _ in Color.red.frame(width: 20, height: 20).mark("c") }.frame(width: 100, height: 100),
                             .fixed(width: 100, height: 100)).frame("c")
        #expect(frame == CGRect(x: 0, y: 0, width: 20, height: 20))
    }

    /// `size` is what the reader was offered: all of it (Apple: "a container view that defines
    /// its content as a function of its own size").
    @Test func sizeIsTheOfferedSpace() throws {
        let g = try proxy { reader($0).padding(10) }
        #expect(g.size == CGSize(width: 180, height: 180))
    }

    /// `frame(in: .global)` is where the reader is on the screen; `.local` has origin zero
    /// (Apple: `CoordinateSpace.global` "the global coordinate space at the root of the view
    /// hierarchy", `.local` "the local coordinate space of the current view").
    @Test func globalAndLocalFrames() throws {
        let g = try proxy { seen in
            VStack(spacing: 0) { Color.clear.frame(height: 30); reader(seen).frame(width: 50, height: 40) }
                .frame(width: 200, height: 200, alignment: .top)
        }
        #expect(g.frame(in: .global) == CGRect(x: 75, y: 30, width: 50, height: 40))
        #expect(g.frame(in: .local) == CGRect(x: 0, y: 0, width: 50, height: 40))
        #expect(g.frame(in: .global) == g.frame(in: GlobalCoordinateSpace.global), "the iOS 17 protocol form")
    }

    /// A named space measures from the named view's origin (Apple: `coordinateSpace(name:)`).
    @Test func namedSpaceIsRelativeToTheNamedView() throws {
        let g = try proxy { seen in
            VStack(spacing: 0) {
                Color.clear.frame(height: 50)
                VStack(alignment: .leading, spacing: 0) { Color.clear.frame(height: 10); reader(seen).frame(width: 20, height: 20) }
                    .frame(width: 100, alignment: .leading)
                    .coordinateSpace(name: "card")
            }
            .frame(width: 200, height: 200, alignment: .top)
        }
        #expect(g.frame(in: .named("card")) == CGRect(x: 0, y: 10, width: 20, height: 20))
        #expect(g.frame(in: .named("card")) == g.frame(in: NamedCoordinateSpace.named("card")))
    }

    /// `bounds(of:)` gives a named space's rectangle in the reader's own space, nil for a name no
    /// view around has (Apple, `GeometryProxy.bounds(of:)`, iOS 17).
    @Test func boundsOfANamedSpace() throws {
        let g = try proxy { seen in
            reader(seen).frame(width: 40, height: 40).padding(30).coordinateSpace(.named("outer"))
        }
        #expect(g.bounds(of: .named("outer")) == CGRect(x: -30, y: -30, width: 100, height: 100))
        #expect(g.bounds(of: .named("nowhere")) == nil)
    }

    /// A reader inside an `offset` sees the move in its global frame (SwiftUI's geometry
    /// effects transform the coordinate spaces of what is inside them).
    @Test func offsetMovesTheGlobalFrame() throws {
        let g = try proxy { seen in reader(seen).frame(width: 20, height: 20).offset(x: 15, y: 5).frame(width: 200, height: 200, alignment: .topLeading) }
        #expect(g.frame(in: .global).origin == CGPoint(x: 15, y: 5))
    }

    /// A reader filling an iPhone 15 Pro's safe area reads the status bar's and home indicator's
    /// heights as its safe area insets (Apple: `safeAreaInsets`, "the safe area inset of the
    /// container view"; 59 and 34 pt on that phone, ios-metrics.md).
    @Test func safeAreaInsetsOfTheScreen() throws {
        let g = try proxy({ reader($0) }, layout: .screen(.iPhone15Pro))
        #expect(g.safeAreaInsets == EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0))
        #expect(g.frame(in: .global).minY == 59, "the reader itself starts below the status bar")
    }

    /// In a scroll view, `.scrollView` measures from the scroll view's visible bounds (Apple:
    /// `CoordinateSpace.scrollView`, iOS 17: "the coordinate space of the nearest scroll view").
    @Test func scrollViewSpace() throws {
        let g = try proxy { seen in
            ScrollView {
                VStack(spacing: 0) { Color.clear.frame(height: 70); reader(seen).frame(height: 30) }
            }
            .frame(width: 100, height: 100)
            .padding(.top, 40)
            .frame(width: 200, height: 200, alignment: .top)
        }
        #expect(g.frame(in: .scrollView).minY == 70)
        #expect(g.frame(in: .global).minY == 110)
        #expect(g.frame(in: .scrollView(axis: .vertical)).minY == 70)
    }

    /// `onGeometryChange(for:of:action:)` reports the value read from the view's geometry
    /// (Apple, iOS 16 back-deployed: "called with the value the transform returns").
    @Test func onGeometryChangeReports() throws {
        let seen = Seen<CGRect>()
        _ = try ViewHost(
            Color.red.frame(width: 30, height: 20)
                .onGeometryChange(for: CGRect.self) { $0.frame(in: .global) } action: { seen.record($0) }
                .frame(width: 100, height: 100, alignment: .bottomTrailing),
            layout: .fixed(width: 100, height: 100)).displayList
        #expect(seen.last == CGRect(x: 70, y: 80, width: 30, height: 20))
    }

    /// A reader is as flexible as a shape: in a stack beside fixed views it takes what is left
    /// (Apple: the reader "fills all the available space").
    @Test func readerTakesWhatIsLeft() throws {
        let g = try proxy { seen in
            VStack(spacing: 0) { Color.red.frame(height: 50); reader(seen); Color.blue.frame(height: 30) }
        }
        #expect(g.size == CGSize(width: 200, height: 120))
        #expect(g.frame(in: .global).minY == 50)
    }
}
