import Drawing
import PreviewUI
import Testing

/// Grid, GridRow and the cell modifiers; LazyVGrid/LazyHGrid with GridItem sizes; lazy
/// stacks; ViewThatFits — against SwiftUI's documentation (developer.apple.com/documentation/
/// swiftui/grid, /griditem/size-swift.enum, /viewthatfits).
@MainActor
struct GridTests {
    @Test("Grid: columns as wide as their widest cell, rows as tall as their tallest, 8 pt apart")
    func columnsAndRows() throws {
        let laid = Laid(Grid {
            GridRow {
                box(30, 10).mark("a")
                box(50, 40).mark("b")
            }
            GridRow {
                box(70, 20).mark("c")
                box(20, 20).mark("d")
            }
        }.mark("grid"), .sizeThatFits)
        // Columns 70 and 50, rows 40 and 20; plain views keep 8 pt (ViewSpacing's default).
        #expect(try laid.frame("grid").size == CGSize(width: 70 + 8 + 50, height: 40 + 8 + 20))
        // Cells centred in their cells (the grid's default alignment is .center).
        #expect(try laid.frame("a") == CGRect(x: 20, y: 15, width: 30, height: 10))
        #expect(try laid.frame("b") == CGRect(x: 78, y: 0, width: 50, height: 40))
        #expect(try laid.frame("c") == CGRect(x: 0, y: 48, width: 70, height: 20))
        #expect(try laid.frame("d") == CGRect(x: 78 + 15, y: 48, width: 20, height: 20))
    }

    @Test("gridCellColumns spans columns; a view outside a GridRow spans them all; spacing arguments apply")
    func spans() throws {
        let laid = Laid(Grid(alignment: .leading, horizontalSpacing: 4, verticalSpacing: 2) {
            GridRow {
                box(30, 10).mark("a")
                box(40, 10).mark("b")
                box(50, 10).mark("c")
            }
            GridRow {
                Color.red.frame(height: 10).mark("wide").gridCellColumns(2).gridCellUnsizedAxes(.horizontal)
                box(10, 10).mark("d")
            }
            Color.blue.frame(height: 5).mark("all").gridCellUnsizedAxes(.horizontal)
        }.mark("grid"), .sizeThatFits)
        #expect(try laid.frame("grid").width == 30 + 4 + 40 + 4 + 50)
        // The spanning cell gets both columns and the gap between them.
        #expect(try laid.frame("wide") == CGRect(x: 0, y: 12, width: 74, height: 10))
        #expect(try laid.frame("d").minX == 78)
        #expect(try laid.frame("all") == CGRect(x: 0, y: 24, width: 128, height: 5))
    }

    @Test("A Grid passes its first row's text baseline up to an HStack aligned on baselines")
    func gridBaseline() throws {
        let laid = Laid(HStack(alignment: .firstTextBaseline) {
            Text("Label").font(.title).mark("label")
            Grid {
                GridRow { box(10, 40); Text("Value").mark("value") }
            }
        }, .sizeThatFits)
        let label = try laid.frame("label"), value = try laid.frame("value")
        // Baselines meet: the bottoms of the texts differ by their descents only.
        let labelBaseline = label.minY + TextSize.ascent(28)
        let valueBaseline = value.minY + TextSize.ascent(17)
        #expect(abs(labelBaseline - valueBaseline) < 0.01, "\(labelBaseline) vs \(valueBaseline)")
    }

    @Test("A flexible view across the grid widens it to the width offered, unless its horizontal axis is unsized")
    func spanningFlexibleView() throws {
        func grid(unsized: Bool) -> some View {
            Grid {
                GridRow { box(40, 10); box(40, 10) }
                Color.gray.frame(height: 1).gridCellUnsizedAxes(unsized ? .horizontal : [])
            }.mark("grid")
        }
        #expect(try Laid(grid(unsized: false), .fixed(width: 300, height: 100)).frame("grid").width == 300)
        #expect(try Laid(grid(unsized: true), .fixed(width: 300, height: 100)).frame("grid").width == 88)
    }

    @Test("gridColumnAlignment aligns the column; gridCellAnchor places one cell; unsized axes ask for nothing")
    func cellModifiers() throws {
        let laid = Laid(Grid {
            GridRow {
                box(20, 10).mark("t1").gridColumnAlignment(.trailing)
                box(60, 30).mark("big")
            }
            GridRow {
                box(80, 10).mark("t2")
                box(10, 10).mark("anchored").gridCellAnchor(.topLeading)
            }
            GridRow {
                Color.green.frame(minWidth: 0, maxWidth: 1000).mark("unsized").gridCellUnsizedAxes(.horizontal)
                box(10, 10)
            }
        }.mark("grid"), .sizeThatFits)
        // Column 0 is 80 wide; "t1" sits on its trailing edge.
        #expect(try laid.frame("t1").maxX == 80)
        #expect(try laid.frame("anchored").origin == CGPoint(x: 88, y: 38))
        // The flexible colour takes its column's width and does not widen the grid.
        #expect(try laid.frame("unsized").width == 80)
        #expect(try laid.frame("grid").width == 80 + 8 + 60)
    }

    @Test("LazyVGrid with .adaptive(minimum: 80) in 390 pt makes 4 columns of 91.5 pt")
    func adaptiveColumns() throws {
        // Apple: an adaptive item "prefers to insert as many items of the minimum size as
        // possible" into the room of one flexible item, spacing between them (8 by default):
        // n = ⌊(390 + 8) / (80 + 8)⌋ = ⌊4.52⌋ = 4 columns, each (390 − 3 × 8) / 4 = 91.5 pt.
        let laid = Laid(LazyVGrid(columns: [GridItem(.adaptive(minimum: 80))]) {
            ForEach(0..<6) { i in Color.orange.frame(height: 40).mark("tile\(i)") }
        }, .fixed(width: 390, height: 300))
        let xs = try (0..<4).map { try laid.frame("tile\($0)").minX }
        #expect(xs == [0, 99.5, 199, 298.5])
        #expect(try laid.frame("tile0").width == 91.5)
        // The fifth tile starts the second row, 8 pt below.
        #expect(try laid.frame("tile4").minX == 0)
        #expect(try laid.frame("tile4").minY - laid.frame("tile0").maxY == 8)
    }

    @Test("LazyVGrid with three .flexible() columns gives equal widths; .fixed keeps its size")
    func flexibleColumns() throws {
        let laid = Laid(LazyVGrid(columns: [GridItem(), GridItem(), GridItem()], spacing: 10) {
            ForEach(0..<3) { i in Color.orange.frame(height: 20).mark("c\(i)") }
        }, .fixed(width: 316, height: 100))
        // (316 − 2 × 8) / 3 = 100 each.
        #expect(try laid.frame("c0").width == 100 && laid.frame("c1").width == 100 && laid.frame("c2").width == 100)
        #expect(try laid.frame("c1").minX - laid.frame("c0").maxX == 8)
        let mixed = Laid(LazyVGrid(columns: [GridItem(.fixed(50)), GridItem(.flexible(maximum: 60)), GridItem()]) {
            ForEach(0..<3) { i in Color.orange.frame(height: 20).mark("m\(i)") }
        }, .fixed(width: 316, height: 100))
        // 316 − 50 − 16 = 250 to share; the 60 pt maximum clamps, the last takes 190.
        #expect(try mixed.frame("m0").width == 50)
        #expect(try mixed.frame("m1").width == 60)
        #expect(try mixed.frame("m2").width == 190)
    }

    @Test("LazyHGrid fills rows top to bottom, then the next column")
    func lazyHGrid() throws {
        let laid = Laid(LazyHGrid(rows: [GridItem(.fixed(30)), GridItem(.fixed(30))], spacing: 5) {
            ForEach(0..<3) { i in box(40, 30).mark("r\(i)") }
        }.mark("grid"), .sizeThatFits)
        #expect(try laid.frame("r1").minY - laid.frame("r0").minY == 38)
        #expect(try laid.frame("r2").minX - laid.frame("r0").minX == 45)
        #expect(try laid.frame("grid").size == CGSize(width: 85, height: 68))
    }

    @Test("LazyVStack lays out as a VStack; pinnedViews outside a scroll view pins nothing and is not reported")
    func lazyStack() throws {
        let lazy = Laid(LazyVStack(alignment: .leading, pinnedViews: [.sectionHeaders]) {
            Text("One").mark("1"); box(50, 20).mark("2")
        }, .sizeThatFits)
        let plain = Laid(VStack(alignment: .leading) { Text("One").mark("1"); box(50, 20).mark("2") }, .sizeThatFits)
        #expect(try lazy.frame("1") == plain.frame("1"))
        #expect(try lazy.frame("2") == plain.frame("2"))
        _ = try lazy.displayList
        #expect(lazy.host.approximations.isEmpty)
        _ = try plain.displayList
        #expect(plain.host.approximations.isEmpty)
    }

    @Test("ViewThatFits picks the HStack when it fits and the VStack when it does not")
    func viewThatFits() throws {
        func choice() -> some View {
            ViewThatFits(in: .horizontal) {
                HStack { box(100, 20).mark("h1"); box(100, 20) }
                VStack { box(100, 20).mark("v1"); box(100, 20) }
            }
        }
        let wide = Laid(choice(), .fixed(width: 300, height: 100))
        let narrow = Laid(choice(), .fixed(width: 150, height: 100))
        #expect(try wide.host.frame(ofIdentifier: "h1") != nil)
        #expect(try wide.host.frame(ofIdentifier: "v1") == nil)
        #expect(try narrow.host.frame(ofIdentifier: "v1") != nil)
        #expect(try narrow.host.frame(ofIdentifier: "h1") == nil)
    }
}

/// A flow layout: subviews left to right at their ideal sizes, wrapping to a new line when
/// the width offered runs out, lines `spacing` apart.
struct FlowLayout: Layout {
    var spacing: CGFloat = 8

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        let rows = rows(proposal.width ?? .infinity, subviews)
        let width = rows.map { $0.width }.max() ?? 0
        let height = rows.map(\.height).reduce(0, +) + spacing * CGFloat(max(rows.count - 1, 0))
        return CGSize(width: proposal.width ?? width, height: height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        var y = bounds.minY
        for row in rows(bounds.width, subviews) {
            var x = bounds.minX
            for i in row.indices {
                let size = subviews[i].sizeThatFits(.unspecified)
                subviews[i].place(at: CGPoint(x: x, y: y + row.height / 2), anchor: .leading, proposal: .unspecified)
                x += size.width + spacing
            }
            y += row.height + spacing
        }
    }

    private func rows(_ width: CGFloat, _ subviews: Subviews) -> [(indices: [Int], width: CGFloat, height: CGFloat)] {
        var rows: [(indices: [Int], width: CGFloat, height: CGFloat)] = []
        var current: (indices: [Int], width: CGFloat, height: CGFloat) = ([], 0, 0)
        for i in subviews.indices {
            let size = subviews[i].sizeThatFits(.unspecified)
            let needed = current.indices.isEmpty ? size.width : current.width + spacing + size.width
            if needed > width, !current.indices.isEmpty {
                rows.append(current)
                current = ([i], size.width, size.height)
            } else {
                current = (current.indices + [i], needed, max(current.height, size.height))
            }
        }
        if !current.indices.isEmpty { rows.append(current) }
        return rows
    }
}

/// Golden images of the layout containers, light and dark, each looked at beside how iOS
/// lays the same code out when recorded.
@MainActor
struct LayoutContainerGoldenTests {
    nonisolated static let schemes: [ColorScheme] = [.light, .dark]

    @Test("An adaptive grid gallery of rounded tiles with captions", arguments: schemes)
    func adaptiveGallery(scheme: ColorScheme) throws {
        let colors: [(String, Color)] = [("Red", .red), ("Orange", .orange), ("Yellow", .yellow), ("Green", .green),
                                         ("Mint", .mint), ("Teal", .teal), ("Blue", .blue), ("Purple", .purple)]
        let gallery = LazyVGrid(columns: [GridItem(.adaptive(minimum: 80))], spacing: 16) {
            ForEach(colors, id: \.0) { name, color in
                VStack(spacing: 6) {
                    RoundedRectangle(cornerRadius: 12).fill(color).frame(height: 64)
                    Text(name).font(.caption).foregroundStyle(.secondary)
                }
            }
        }
        .padding()
        .frame(width: 390)
        .background(Color(.systemBackground))
        try GoldenImage.check(gallery, named: "lazy-vgrid-adaptive-gallery-\(scheme)", colorScheme: scheme)
    }

    @Test("A Grid of label/value rows with a divider across", arguments: schemes)
    func labelValueGrid(scheme: ColorScheme) throws {
        let grid = Grid(alignment: .leading, horizontalSpacing: 16, verticalSpacing: 10) {
            GridRow {
                Text("Distance").foregroundStyle(.secondary)
                Text("5.2 km").gridColumnAlignment(.trailing)
            }
            GridRow {
                Text("Time").foregroundStyle(.secondary)
                Text("28:14")
            }
            Divider().gridCellUnsizedAxes(.horizontal)
            GridRow {
                Text("Average pace").foregroundStyle(.secondary)
                Text("5′25″ /km").font(.headline)
            }
        }
        .padding()
        .background(Color(.secondarySystemGroupedBackground), in: RoundedRectangle(cornerRadius: 12))
        .padding()
        .background(Color(.systemGroupedBackground))
        try GoldenImage.check(grid, named: "grid-label-value-\(scheme)", colorScheme: scheme)
    }

    @Test("A custom flow Layout of tags wrapping in 280 pt", arguments: schemes)
    func flowLayout(scheme: ColorScheme) throws {
        let tags = ["SwiftUI", "Layout", "Grid", "Linux", "Cairo", "Pango", "Snapshots", "Previews", "Dark mode"]
        let flow = FlowLayout {
            ForEach(tags, id: \.self) { tag in
                Text(tag)
                    .font(.subheadline)
                    .padding(.horizontal, 12)
                    .padding(.vertical, 6)
                    .background(Color.accentColor.opacity(0.15), in: Capsule())
            }
        }
        .frame(width: 280)
        .padding()
        .background(Color(.systemBackground))
        try GoldenImage.check(flow, named: "layout-flow-tags-\(scheme)", colorScheme: scheme)
    }
}
