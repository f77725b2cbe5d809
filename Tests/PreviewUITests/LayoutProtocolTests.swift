import Drawing
import PreviewUI
import Testing

/// Apple's "Composing custom layouts with SwiftUI" sample: every subview is proposed the
/// widest ideal width among them, and they sit side by side with the spacing they prefer.
struct MyEqualWidthHStack: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        guard !subviews.isEmpty else { return .zero }
        let maxSize = maxSize(subviews: subviews)
        let spacing = spacing(subviews: subviews)
        let totalSpacing = spacing.reduce(0, +)
        return CGSize(width: maxSize.width * CGFloat(subviews.count) + totalSpacing, height: maxSize.height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        guard !subviews.isEmpty else { return }
        let maxSize = maxSize(subviews: subviews)
        let spacing = spacing(subviews: subviews)
        let placementProposal = ProposedViewSize(width: maxSize.width, height: maxSize.height)
        var nextX = bounds.minX + maxSize.width / 2
        for index in subviews.indices {
            subviews[index].place(at: CGPoint(x: nextX, y: bounds.midY), anchor: .center, proposal: placementProposal)
            nextX += maxSize.width + spacing[index]
        }
    }

    private func maxSize(subviews: Subviews) -> CGSize {
        let subviewSizes = subviews.map { $0.sizeThatFits(.unspecified) }
        return subviewSizes.reduce(.zero) { CGSize(width: max($0.width, $1.width), height: max($0.height, $1.height)) }
    }

    private func spacing(subviews: Subviews) -> [CGFloat] {
        subviews.indices.map { index in
            guard index < subviews.count - 1 else { return 0 }
            return subviews[index].spacing.distance(to: subviews[index + 1].spacing, along: .horizontal)
        }
    }
}

/// A layout value: the column a subview asks for.
private struct Column: LayoutValueKey {
    static let defaultValue = 0
}

/// Places each subview at x = 100 × its `Column` value, and records what it read.
private struct ColumnLayout: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        CGSize(width: 300, height: 50)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        for s in subviews {
            s.place(at: CGPoint(x: bounds.minX + 100 * CGFloat(s[Column.self]), y: bounds.minY), proposal: .unspecified)
        }
    }
}

/// Stacks its subviews vertically, highest `priority` first (so priority is visible as order).
private struct PriorityOrderLayout: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        CGSize(width: 20, height: 20 * CGFloat(subviews.count))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        let order = subviews.sorted { $0.priority > $1.priority }
        for (i, s) in order.enumerated() {
            s.place(at: CGPoint(x: bounds.minX, y: bounds.minY + 20 * CGFloat(i)), proposal: .unspecified)
        }
    }
}

/// Overlays its subviews at the top-left; only `spacing(subviews:)`'s default says how far
/// neighbours keep.
private struct OverlayLayout: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        subviews.reduce(.zero) {
            let s = $1.sizeThatFits(proposal)
            return CGSize(width: max($0.width, s.width), height: max($0.height, s.height))
        }
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        for s in subviews { s.place(at: bounds.origin, proposal: proposal) }
    }
}

/// The `Layout` protocol and the stack layouts, against SwiftUI's documented behaviour
/// (developer.apple.com/documentation/swiftui/layout and its members; the sample
/// "Composing custom layouts with SwiftUI").
@MainActor
struct LayoutProtocolTests {
    @Test("The equal-width sample layout gives the frames of an HStack of equally wide frames")
    func equalWidthMatchesFixedFrames() throws {
        let words = ["Go", "Cancel", "OK"]
        let widest = try words.map { try TextSize.ideal(Text($0)).width }.max() ?? 0
        let custom = Laid(MyEqualWidthHStack {
            ForEach(words, id: \.self) { Text($0).frame(maxWidth: .infinity).background(Color.blue).mark($0) }
        }, .sizeThatFits)
        let stack = Laid(HStack {
            ForEach(words, id: \.self) { Text($0).frame(width: widest).background(Color.blue).mark($0) }
        }, .sizeThatFits)
        for word in words {
            let a = try custom.frame(word), b = try stack.frame(word)
            // (The sample centres each subview, the stack adds widths: the last bit may differ.)
            #expect(abs(a.minX - b.minX) < 1e-9 && a.size == b.size && a.minY == b.minY, "\(word): \(a) vs \(b)")
            #expect(a.width == widest)
        }
        #expect(try custom.pageSize == stack.pageSize)
    }

    /// A mix of texts, spacers and fixed frames in 320 pt.
    private func mixture(_ prefix: String) -> some View {
        Group {
            Text("Title").mark(prefix + "t")
            Spacer().mark(prefix + "s")
            box(40, 30).mark(prefix + "b")
            Text("A longer caption that wraps").font(.caption).mark(prefix + "c")
            Color.green.frame(minWidth: 10, maxWidth: 60).mark(prefix + "g")
        }
    }

    @Test("HStackLayout and VStackLayout give exactly the frames of HStack and VStack")
    func stackLayoutsEqualStacks() throws {
        let ids = ["t", "s", "b", "c", "g"]
        let h1 = Laid(HStack(alignment: .top, spacing: 6) { mixture("") }, .fixed(width: 320, height: 200))
        let h2 = Laid(HStackLayout(alignment: .top, spacing: 6) { mixture("") }, .fixed(width: 320, height: 200))
        let v1 = Laid(VStack(alignment: .leading) { mixture("") }, .fixed(width: 320, height: 300))
        let v2 = Laid(VStackLayout(alignment: .leading) { mixture("") }, .fixed(width: 320, height: 300))
        for id in ids {
            #expect(try h1.frame(id) == h2.frame(id), "HStack \(id)")
            #expect(try v1.frame(id) == v2.frame(id), "VStack \(id)")
        }
        // The spacer really took the slack (the comparison is not of two empty layouts).
        #expect(try h2.frame("s").width > 8)
    }

    @Test("A stack layout called from another layout places as the stack does")
    func stackLayoutCalledDirectly() throws {
        struct Wrapper: Layout {
            let inner = VStackLayout(alignment: .trailing, spacing: 4)
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
                var c: Void = ()
                return inner.sizeThatFits(proposal: proposal, subviews: subviews, cache: &c)
            }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
                var c: Void = ()
                inner.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &c)
            }
        }
        let a = Laid(Wrapper { box(30, 10).mark("x"); box(60, 20).mark("y") }, .sizeThatFits)
        let b = Laid(VStack(alignment: .trailing, spacing: 4) { box(30, 10).mark("x"); box(60, 20).mark("y") }, .sizeThatFits)
        #expect(try a.frame("x") == b.frame("x"))
        #expect(try a.frame("y") == b.frame("y"))
        #expect(try a.frame("x").minX == 30)
    }

    @Test("AnyLayout switches between HStackLayout and VStackLayout")
    func anyLayoutSwitches() throws {
        func content(_ wide: Bool) -> some View {
            let layout = wide ? AnyLayout(HStackLayout()) : AnyLayout(VStackLayout())
            return layout {
                box(40, 20).mark("a")
                box(40, 20).mark("b")
            }
        }
        let wide = Laid(content(true), .sizeThatFits)
        let tall = Laid(content(false), .sizeThatFits)
        #expect(try wide.frame("b").minX - wide.frame("a").minX == 48)
        #expect(try wide.frame("b").minY == wide.frame("a").minY)
        #expect(try tall.frame("b").minY - tall.frame("a").minY == 28)
        #expect(try tall.frame("b").minX == tall.frame("a").minX)
        #expect(try wide.pageSize == CGSize(width: 88, height: 20))
        #expect(try tall.pageSize == CGSize(width: 40, height: 48))
    }

    @Test("A LayoutValueKey set with layoutValue(key:value:) is read by the layout; unset gives the default")
    func layoutValueKey() throws {
        let laid = Laid(ColumnLayout {
            box(10, 10).mark("zero")
            box(10, 10).layoutValue(key: Column.self, value: 2).mark("two")
            box(10, 10).mark("one").layoutValue(key: Column.self, value: 1)
        }, .fixed(width: 300, height: 50))
        let origin = try laid.frame("zero").minX
        #expect(try laid.frame("one").minX - origin == 100)
        #expect(try laid.frame("two").minX - origin == 200)
    }

    @Test("layoutPriority(_:) is the subview's priority")
    func layoutPriorityIsPriority() throws {
        let laid = Laid(PriorityOrderLayout {
            box(20, 20).mark("low")
            box(20, 20).layoutPriority(5).mark("high")
            box(20, 20).layoutPriority(1).mark("middle")
        }, .sizeThatFits)
        #expect(try laid.frame("high").minY == 0)
        #expect(try laid.frame("middle").minY == 20)
        #expect(try laid.frame("low").minY == 40)
    }

    @Test("A layout's default spacing(subviews:) is its subviews' union, which an outer stack uses")
    func defaultSpacingReachesOuterStack() throws {
        // Two texts in a VStack are a line's leading apart, not 8 pt: if the custom layout
        // holding the lower text says what the text says, the stack keeps that distance.
        let plain = Laid(VStack { Text("Upper").mark("u"); Text("Lower").mark("l") }, .sizeThatFits)
        let custom = Laid(VStack { Text("Upper").mark("u"); OverlayLayout { Text("Lower") }.mark("l") }, .sizeThatFits)
        let gap = try plain.frame("l").minY - plain.frame("u").maxY
        #expect(gap == TextSize.textSpacing())
        #expect(gap != 8)
        let customGap = try custom.frame("l").minY - custom.frame("u").maxY
        #expect(customGap == gap, "custom \(customGap), plain \(gap)")
    }

    @Test("A subview the layout never places is centred in the container with its proposal")
    func unplacedSubviewIsCentred() throws {
        struct Forgetful: Layout {
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
                CGSize(width: 100, height: 60)
            }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {}
        }
        let laid = Laid(Forgetful { box(20, 10).mark("x") }.mark("c"), .sizeThatFits)
        let c = try laid.frame("c"), x = try laid.frame("x")
        #expect(x.midX == c.midX && x.midY == c.midY)
        #expect(c.size == CGSize(width: 100, height: 60))
    }
}
