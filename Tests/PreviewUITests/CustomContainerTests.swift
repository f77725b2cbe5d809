import Drawing
import PreviewUI
import Testing

extension ContainerValues {
    @Entry var isHighlighted = false
    @Entry var badge: String?
}

/// Custom containers as iOS 18's: `Group(subviews:)`, `ForEach(subviews:)`, `Group(sections:)`
/// and `ForEach(sections:)` over resolved subviews, with the values each handed over through
/// `containerValue(_:_:)`.
@MainActor @Suite struct CustomContainerTests {
    /// A board of cards: one per resolved subview of its content.
    struct CardStack<Content: View>: View {
        @ViewBuilder var content: Content
        var body: some View {
            VStack(spacing: 8) {
                ForEach(subviews: content) { subview in
                    subview
                        .padding(12)
                        .frame(maxWidth: .infinity, alignment: .leading)
                        .background(subview.containerValues.isHighlighted ? Color.yellow : Color.gray.opacity(0.2),
                                    in: RoundedRectangle(cornerRadius: 8))
                        .overlay(alignment: .topTrailing) {
                            if let badge = subview.containerValues.badge { Text(badge).font(.caption).padding(4) }
                        }
                }
            }
        }
    }

    static let fruit = ["Apple", "Banana", "Cherry"]

    struct Board: View {
        var body: some View {
            CardStack {
                Text("Title")
                ForEach(CustomContainerTests.fruit, id: \.self) { name in
                    Text(name).containerValue(\.isHighlighted, name == "Banana")
                }
                Group {
                    Text("One")
                    Text("Two").containerValue(\.badge, "new")
                }
                EmptyView()
                if false { Text("Never") }
            }
            .frame(width: 300)
        }
    }

    @Test("ForEach(subviews:) gives one subview per resolved view: a ForEach's elements, a Group's views, none for EmptyView")
    func subviewsAreResolvedViews() throws {
        let host = ViewHost(Board())
        let texts = try host.shownTexts
        #expect(texts == ["Title", "Apple", "Banana", "Cherry", "One", "Two", "new"], "\(texts)")
        // Each its own card: 12 of padding round its text, 8 between cards.
        let apple = try #require(try host.frame(ofText: "Apple")), banana = try #require(try host.frame(ofText: "Banana"))
        #expect(abs(banana.minY - apple.maxY - 32) < 0.5)
        #expect(abs(apple.minX - 12) < 0.01)
    }

    @Test("containerValue reaches the container: the highlighted card is yellow, the badge is drawn; unset values are the defaults")
    func containerValues() throws {
        let host = ViewHost(Board())
        let cards = fills(in: try host.displayList.ops).filter { $0.0.bounds.width == 300 }
        #expect(cards.count == 7, "\(cards.count)")
        // System yellow in light mode (#FFCC00); the others grey at 20 %.
        let highlighted = cards.filter { $0.1 == RGBAColor(hex: 0xFFCC00) }
        #expect(highlighted.count == 1)
        let banana = try #require(try host.frame(ofText: "Banana"))
        #expect(highlighted.first.map { $0.0.bounds.contains(CGPoint(x: banana.midX, y: banana.midY)) } == true)
        let badge = try #require(try host.frame(ofText: "new")), two = try #require(try host.frame(ofText: "Two"))
        #expect(badge.maxX > 280 && abs(badge.minY - two.minY) < 12)
    }

    struct Counted<Content: View>: View {
        @ViewBuilder var content: Content
        var body: some View {
            Group(subviews: content) { subviews in
                VStack(alignment: .leading) {
                    Text("\(subviews.count) items")
                    if let first = subviews.first { first.font(.title) }
                    ForEach(subviews.dropFirst()) { $0 }
                    subviews[1...].first
                }
            }
        }
    }

    @Test("Group(subviews:) hands the whole collection: count, first, slices; a subview placed twice is drawn twice; environment on a subview changes nothing (it is resolved in its container's)")
    func groupSubviews() throws {
        let host = ViewHost(Counted {
            Text("Head").tag("h")
            ForEach(0..<2) { Text("Row \($0)") }
        })
        #expect(try host.shownTexts == ["3 items", "Head", "Row 0", "Row 1", "Row 0"])
        let runs = textRuns(in: try host.displayList.ops)
        let head = try #require(runs.first { $0.spec.string == "Head" }), count = try #require(runs.first { $0.spec.string == "3 items" })
        #expect(head.spec.font == count.spec.font, "the subview is resolved in the container's environment")
        let rows = try host.frames(ofText: "Row 0")
        #expect(rows.count == 2 && rows[0] != rows[1])
    }

    @Test("A subview's id is its ForEach element's id, else its place; containerValues.tag reads its tag")
    func idsAndTags() throws {
        nonisolated(unsafe) var seen: [(String, Int?)] = []
        struct Reader<Content: View>: View {
            @ViewBuilder var content: Content
            let report: @MainActor ([(String, Int?)]) -> Void
            var body: some View {
                Group(subviews: content) { subviews in
                    let _ = report(subviews.map { ("\($0.id)", $0.containerValues.tag(for: Int.self)) })
                    ForEach(subviews) { $0 }
                }
            }
        }
        let host = ViewHost(Reader(content: {
            Text("A").tag(7)
            ForEach(["x", "y"], id: \.self) { Text($0) }
            Text("B")
        }, report: { seen = $0 }))
        _ = try host.render()
        #expect(seen.map(\.0) == ["7", "x", "y", "#3"])
        #expect(seen.map(\.1) == [7, nil, nil, nil])
        #expect(try host.shownTexts == ["A", "x", "y", "B"])
    }

    struct Sectioned<Content: View>: View {
        @ViewBuilder var content: Content
        var body: some View {
            VStack(alignment: .leading, spacing: 4) {
                ForEach(sections: content) { section in
                    if section.header.isEmpty {
                        Text("(untitled, \(section.content.count))")
                    } else {
                        section.header.foregroundStyle(.red)
                        Text("\(section.content.count) rows\(section.containerValues.isHighlighted ? ", starred" : "")")
                    }
                    section.content
                    section.footer
                }
            }
        }
    }

    @Test("ForEach(sections:) gives each Section's header, content and footer, views outside a section make one of their own, a section's container values travel")
    func sections() throws {
        let host = ViewHost(Sectioned {
            Text("Loose")
            Section("Fruit") {
                Text("Apple")
                Text("Pear")
            }
            .containerValue(\.isHighlighted, true)
            Section {
                Text("Kale")
            } header: {
                Text("Greens")
            } footer: {
                Text("Eat more")
            }
        })
        #expect(try host.shownTexts == ["(untitled, 1)", "Loose", "Fruit", "2 rows, starred", "Apple", "Pear",
                                        "Greens", "1 rows", "Kale", "Eat more"])
    }

    @Test("Group(sections:) counts the sections")
    func groupSections() throws {
        let host = ViewHost(Group(sections: Group {
            Section("A") { Text("1") }
            Section("B") { Text("2") }
        }) { sections in
            Text("\(sections.count) sections: \(sections.map { "\($0.content.count)" }.joined(separator: ","))")
        })
        #expect(try host.shownTexts == ["2 sections: 1,1"])
    }

    @Test("Golden: a card stack with container values", arguments: [ColorScheme.light, .dark])
    func golden(scheme: ColorScheme) throws {
        try GoldenImage.check(Board().padding(16), named: "custom-container-\(scheme)", layout: .fixed(width: 332, height: 400),
                              colorScheme: scheme)
    }
}
