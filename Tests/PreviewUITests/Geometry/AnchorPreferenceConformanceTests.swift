import Drawing
import Foundation
import PreviewUI
import Testing

/// Anchors and preferences: `anchorPreference`, `GeometryProxy[anchor]`, `overlayPreferenceValue`,
/// `backgroundPreferenceValue`, `transformPreference`, `transformAnchorPreference`.
@MainActor
struct AnchorPreferenceConformanceTests {
    struct BoundsKey: PreferenceKey {
        static var defaultValue: Anchor<CGRect>? { nil }
        static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) { value = value ?? nextValue() }
    }

    struct PointKey: PreferenceKey {
        static var defaultValue: Anchor<CGPoint>? { nil }
        static func reduce(value: inout Anchor<CGPoint>?, nextValue: () -> Anchor<CGPoint>?) { value = value ?? nextValue() }
    }

    struct AllBounds: PreferenceKey {
        static var defaultValue: [Anchor<CGRect>] { [] }
        static func reduce(value: inout [Anchor<CGRect>], nextValue: () -> [Anchor<CGRect>]) { value += nextValue() }
    }

    struct Count: PreferenceKey {
        static var defaultValue: Int { 0 }
        static func reduce(value: inout Int, nextValue: () -> Int) { value += nextValue() }
    }


    func resolvedRect(_ view: some View, width: CGFloat = 100, height: CGFloat = 100) throws -> CGRect? {
        let seen = Seen<CGRect>()
        let host = ViewHost(
            view.overlayPreferenceValue(BoundsKey.self) { anchor in
                GeometryReader { g in
                    let _ = anchor.map { seen.record(g[$0]) }
                    Color.clear
                }
            },
            layout: .fixed(width: width, height: height))
        _ = try host.displayList
        return seen.last
    }

    /// `GeometryProxy[anchor]` gives an anchored view's bounds in the reader's space (Apple:
    /// `anchorPreference(key:value:transform:)` and `GeometryProxy.subscript(_:)`, "resolves the
    /// value of an anchor to the container view").
    @Test func boundsAnchorInTheReadersSpace() throws {
        let rect = try resolvedRect(
            VStack(spacing: 0) {
                Color.clear.frame(height: 30)
                Color.blue.frame(width: 40, height: 20).anchorPreference(key: BoundsKey.self, value: .bounds) { $0 }
                Spacer(minLength: 0)
            })
        #expect(rect == CGRect(x: 30, y: 30, width: 40, height: 20))
    }

    /// An anchor of a rectangle in the view's own space is moved to where the view is
    /// (Apple: `Anchor.Source.rect(_:)`, "a rectangle in the view's coordinate space").
    @Test func rectAnchorIsInTheViewsSpace() throws {
        let rect = try resolvedRect(
            Color.blue.frame(width: 40, height: 40)
                .anchorPreference(key: BoundsKey.self, value: .rect(CGRect(x: 5, y: 5, width: 10, height: 10))) { $0 }
                .frame(width: 100, height: 100))
        #expect(rect == CGRect(x: 35, y: 35, width: 10, height: 10), "the 40 pt box is centred at 30, 30 in 100 × 100")
    }

    /// Point anchors: `.topLeading`, `.center`, `.bottomTrailing` and `.point(_:)` (Apple's
    /// `Anchor.Source` static members).
    @Test func pointAnchors() throws {
        func point(_ source: Anchor<CGPoint>.Source) throws -> CGPoint? {
            let seen = Seen<CGPoint>()
            let host = ViewHost(
                Color.blue.frame(width: 40, height: 20).anchorPreference(key: PointKey.self, value: source) { $0 }
                    .overlayPreferenceValue(PointKey.self) { a in
                        GeometryReader { g in
                            let _ = a.map { seen.record(g[$0]) }
                            Color.clear
                        }
                    },
                layout: .fixed(width: 100, height: 100))
            _ = try host.displayList
            return seen.last
        }
        // The overlay's reader has the box's frame, so the anchors are in the box's own space.
        #expect(try point(.topLeading) == CGPoint(x: 0, y: 0))
        #expect(try point(.center) == CGPoint(x: 20, y: 10))
        #expect(try point(.bottomTrailing) == CGPoint(x: 40, y: 20))
        #expect(try point(.point(CGPoint(x: 3, y: 4))) == CGPoint(x: 3, y: 4))
    }

    /// An anchor follows `offset` (anchors are read in the transformed geometry, as a reader's
    /// `frame(in: .global)` is; SwiftUI's matched-geometry and anchor examples rely on it).
    @Test func anchorFollowsOffset() throws {
        let rect = try resolvedRect(
            Color.blue.frame(width: 20, height: 20).anchorPreference(key: BoundsKey.self, value: .bounds) { $0 }
                .offset(x: 10, y: -5)
                .frame(width: 100, height: 100, alignment: .topLeading))
        #expect(rect == CGRect(x: 10, y: -5, width: 20, height: 20))
    }

    /// `overlayPreferenceValue` draws its view over the content, offered the content's size
    /// (Apple: "reads the specified preference value from the view, using it to produce a
    /// second view that is applied as an overlay to the original view").
    @Test func overlayPreferenceValueDrawsOver() throws {
        let ink = try Ink(
            Color.blue.frame(width: 60, height: 60).preference(key: Count.self, value: 1)
                .overlayPreferenceValue(Count.self) { n in
                    if n == 1 { Color.red.frame(width: 20, height: 20) }
                },
            width: 60, height: 60)
        #expect(ink.red(30, 30), "the overlay in the middle, over the blue")
        #expect(ink.blue(5, 5))
    }

    /// `overlayPreferenceValue(_:alignment:_:)` aligns its view in the content's frame (iOS 17).
    @Test func overlayPreferenceValueAligns() throws {
        let ink = try Ink(
            Color.blue.frame(width: 60, height: 60).preference(key: Count.self, value: 1)
                .overlayPreferenceValue(Count.self, alignment: .bottomTrailing) { _ in Color.red.frame(width: 20, height: 20) },
            width: 60, height: 60)
        #expect(ink.red(55, 55) && ink.blue(30, 30))
    }

    /// `backgroundPreferenceValue` draws behind the content (Apple: "applied as a background").
    @Test func backgroundPreferenceValueDrawsBehind() throws {
        let ink = try Ink(
            Color.blue.frame(width: 20, height: 20).preference(key: Count.self, value: 2)
                .backgroundPreferenceValue(Count.self) { n in Color.red.frame(width: CGFloat(n) * 30, height: 60) },
            width: 60, height: 60)
        #expect(ink.blue(30, 30), "the content over its background")
        #expect(ink.red(30, 5), "the 60 × 60 background behind, sized by the value")
    }

    /// `transformPreference` changes the value its subtree set, once (Apple: "applies a
    /// transformation to a preference value"): two children set 1 each, the transform adds 10.
    @Test func transformPreferenceChangesTheSubtreesValue() throws {
        let seen = Seen<Int>()
        let host = ViewHost(
            VStack {
                Color.red.preference(key: Count.self, value: 1)
                Color.blue.preference(key: Count.self, value: 1)
            }
            .transformPreference(Count.self) { $0 += 10 }
            .onPreferenceChange(Count.self) { seen.record($0) },
            layout: .fixed(width: 50, height: 50))
        _ = try host.displayList
        #expect(seen.last == 12)
    }

    /// `transformAnchorPreference` collects anchors of several views, in order (Apple's
    /// documentation: "transform: a function that combines the existing value with the anchor").
    @Test func transformAnchorPreferenceCollects() throws {
        let seen = Seen<[CGRect]>()
        let host = ViewHost(
            HStack(spacing: 10) {
                Color.red.frame(width: 20, height: 20).transformAnchorPreference(key: AllBounds.self, value: .bounds) { $0.append($1) }
                Color.blue.frame(width: 30, height: 20).transformAnchorPreference(key: AllBounds.self, value: .bounds) { $0.append($1) }
            }
            .frame(width: 100, height: 40, alignment: .topLeading)
            .overlayPreferenceValue(AllBounds.self) { anchors in
                GeometryReader { g in
                    let _ = seen.record(anchors.map { g[$0] })
                    Color.clear
                }
            },
            layout: .fixed(width: 100, height: 40))
        _ = try host.displayList
        #expect(seen.last == [CGRect(x: 0, y: 0, width: 20, height: 20), CGRect(x: 30, y: 0, width: 30, height: 20)])
    }

    /// Preferences of siblings are combined by `reduce` in view order, and the nearest
    /// `preference` wins over its subtree's (Apple: `PreferenceKey.reduce(value:nextValue:)`).
    @Test func siblingsReduceInOrderAndOuterWins() throws {
        struct Names: PreferenceKey {
            static var defaultValue: [String] { [] }
            static func reduce(value: inout [String], nextValue: () -> [String]) { value += nextValue() }
        }
        let seen = Seen<[String]>()
        let host = ViewHost(
            VStack {
                Color.red.preference(key: Names.self, value: ["a"])
                Color.blue.preference(key: Names.self, value: ["b"]).preference(key: Names.self, value: ["c"])
            }
            .onPreferenceChange(Names.self) { seen.record($0) },
            layout: .fixed(width: 50, height: 50))
        _ = try host.displayList
        #expect(seen.last == ["a", "c"])
    }
}
