import Drawing

/// The cell modifiers' values, as layout values on the cell's node.
enum GridCellKeys {
    enum Columns {}
    enum ColumnAlignment {}
    enum Anchor {}
    enum UnsizedAxes {}

    @MainActor static func columns(_ n: LayoutNode) -> Int { max(n.layoutValues[ObjectIdentifier(Columns.self)] as? Int ?? 1, 1) }
    @MainActor static func columnAlignment(_ n: LayoutNode) -> HorizontalAlignment? { n.layoutValues[ObjectIdentifier(ColumnAlignment.self)] as? HorizontalAlignment }
    @MainActor static func anchor(_ n: LayoutNode) -> UnitPoint? { n.layoutValues[ObjectIdentifier(Anchor.self)] as? UnitPoint }
    @MainActor static func unsizedAxes(_ n: LayoutNode) -> Axis.Set { n.layoutValues[ObjectIdentifier(UnsizedAxes.self)] as? Axis.Set ?? [] }
}

/// A `GridRow`'s cells, for the grid that holds it (a row draws nothing itself).
final class GridRowNode: LayoutNode {
    let alignment: VerticalAlignment?
    let items: [LayoutNode]

    init(alignment: VerticalAlignment?, children: [LayoutNode]) {
        self.alignment = alignment
        self.items = children
        super.init()
    }

    override var children: [LayoutNode] { items }

    /// Outside a grid, a row is laid out as an HStack (SwiftUI does the same).
    private lazy var stack = StackNode(axis: .horizontal, verticalAlignment: alignment ?? .center, spacing: nil, children: items)
    override func computeSize(_ proposal: ProposedViewSize) -> CGSize { stack.sizeThatFits(proposal) }
    override func place(at origin: CGPoint, proposal: ProposedViewSize, _ context: PlacementContext) {
        stack.place(at: origin, proposal: proposal, context)
        frame = stack.frame
    }
    override func emitContent(_ e: inout Emitter) { for c in items { c.emit(&e) } }
}

/// Shares `available` points among `count` tracks as a stack shares its length: the least
/// flexible first, each offered an equal share of what is left (ios-metrics.md §1).
/// `size(i, offer)` is the track's length for an offer (nil: its ideal).
@MainActor
func shareAmongTracks(count: Int, available: CGFloat?, size: (Int, CGFloat?) -> CGFloat) -> [CGFloat] {
    var lengths = [CGFloat](repeating: 0, count: count)
    guard let available, available.isFinite else {
        for i in 0..<count { lengths[i] = size(i, available) }
        return lengths
    }
    let minimums = (0..<count).map { size($0, 0) }
    let maximums = (0..<count).map { size($0, .infinity) }
    let order = StackNode.groupsInFittingOrder(priorities: Array(repeating: 0, count: count), minimums: minimums, maximums: maximums)
        .flatMap { $0 }
    var remaining = available
    for (k, i) in order.enumerated() {
        let share = max(remaining / CGFloat(count - k), 0)
        lengths[i] = size(i, share)
        remaining -= lengths[i]
    }
    return lengths
}

/// SwiftUI's `Grid` (iOS 16): rows of cells in shared columns. Each column is as wide as its
/// widest cell and each row as tall as its tallest; space offered is shared among columns (and
/// rows) as a stack shares it. A view outside a `GridRow` is a row of one cell across every
/// column. A cell spanning columns (`gridCellColumns`) is offered them plus the room the grid
/// has left, and widens them equally when it takes more than they give. Cells with `gridCellUnsizedAxes` ask for nothing on those axes and are
/// offered their cell's size. Without `horizontalSpacing`/`verticalSpacing` two neighbouring
/// cells keep what their `ViewSpacing` asks (8 pt between plain views), the largest along a
/// column or row boundary, as the stacks do.
final class GridNode: LayoutNode {
    struct Cell {
        let node: LayoutNode
        let row: Int
        let column: Int
        let span: Int
    }

    let alignment: Alignment
    let horizontalSpacing: CGFloat?
    let verticalSpacing: CGFloat?
    let items: [LayoutNode]
    let rowAlignments: [VerticalAlignment]
    let cells: [Cell]
    let columnCount: Int
    let rowCount: Int

    struct Arrangement {
        var widths: [CGFloat]
        var heights: [CGFloat]
        var columnGaps: [CGFloat]
        var rowGaps: [CGFloat]
        var size: CGSize
    }
    private var arrangements = ProposalCache<Arrangement>()

    init(alignment: Alignment, horizontalSpacing: CGFloat?, verticalSpacing: CGFloat?, children: [LayoutNode]) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
        self.items = children
        // Columns: the widest row, counting spans.
        var columns = 0
        for child in children {
            if let row = child as? GridRowNode {
                columns = max(columns, row.items.reduce(0) { $0 + GridCellKeys.columns($1) })
            }
        }
        columns = max(columns, 1)
        var cells: [Cell] = []
        var rowAlignments: [VerticalAlignment] = []
        for (r, child) in children.enumerated() {
            if let row = child as? GridRowNode {
                var column = 0
                for cell in row.items {
                    let span = min(GridCellKeys.columns(cell), max(columns - column, 1))
                    cells.append(Cell(node: cell, row: r, column: column, span: span))
                    column += span
                }
                rowAlignments.append(row.alignment ?? alignment.vertical)
            } else {
                cells.append(Cell(node: child, row: r, column: 0, span: columns))
                rowAlignments.append(alignment.vertical)
            }
        }
        self.cells = cells
        self.rowAlignments = rowAlignments
        self.columnCount = columns
        self.rowCount = children.count
        super.init()
    }

    override var children: [LayoutNode] { cells.map(\.node) }

    override func invalidate() {
        arrangements.removeAll()
        super.invalidate()
    }

    override func viewSpacing() -> ViewSpacing {
        var s = ViewSpacing.none
        for c in cells { s.formUnion(c.node.viewSpacing()) }
        return s
    }

    private func columnGaps() -> [CGFloat] {
        guard columnCount > 1 else { return [] }
        if let horizontalSpacing { return Array(repeating: horizontalSpacing, count: columnCount - 1) }
        var gaps = [CGFloat?](repeating: nil, count: columnCount - 1)
        for a in cells {
            let end = a.column + a.span
            guard end < columnCount, let b = cells.first(where: { $0.row == a.row && $0.column == end }) else { continue }
            let d = a.node.viewSpacing().distance(to: b.node.viewSpacing(), along: .horizontal)
            gaps[end - 1] = max(gaps[end - 1] ?? -.infinity, d)
        }
        return gaps.map { $0 ?? LayoutMetrics.stackSpacing }
    }

    private func rowGaps() -> [CGFloat] {
        guard rowCount > 1 else { return [] }
        if let verticalSpacing { return Array(repeating: verticalSpacing, count: rowCount - 1) }
        var gaps = [CGFloat?](repeating: nil, count: rowCount - 1)
        for r in 0..<(rowCount - 1) {
            for a in cells where a.row == r {
                for b in cells where b.row == r + 1 && b.column < a.column + a.span && a.column < b.column + b.span {
                    let d = a.node.viewSpacing().distance(to: b.node.viewSpacing(), along: .vertical)
                    gaps[r] = max(gaps[r] ?? -.infinity, d)
                }
            }
        }
        return gaps.map { $0 ?? LayoutMetrics.stackSpacing }
    }

    func arrange(_ proposal: ProposedViewSize) -> Arrangement {
        if let a = arrangements[proposal] { return a }
        let cGaps = columnGaps(), rGaps = rowGaps()
        let single = cells.filter { $0.span == 1 && !GridCellKeys.unsizedAxes($0.node).contains(.horizontal) }
        var widths = shareAmongTracks(count: columnCount, available: proposal.width.map { $0 - cGaps.reduce(0, +) }) { c, offer in
            var w: CGFloat = 0
            for cell in single where cell.column == c {
                w = max(w, cell.node.sizeThatFits(ProposedViewSize(width: offer, height: nil)).width)
            }
            return w
        }
        // Spanning cells widen their columns equally when they need more.
        for cell in cells where cell.span > 1 && !GridCellKeys.unsizedAxes(cell.node).contains(.horizontal) {
            let range = cell.column..<(cell.column + cell.span)
            let given = range.reduce(0) { $0 + widths[$1] } + cGaps[cell.column..<(cell.column + cell.span - 1)].reduce(0, +)
            // Offered its columns and whatever room the grid has left, as iOS lets a
            // spanning Divider widen a grid to the width offered (hence Apple's
            // `gridCellUnsizedAxes(.horizontal)` on it).
            let total = widths.reduce(0, +) + cGaps.reduce(0, +)
            let offer: CGFloat? = proposal.width.map { given + max($0 - total, 0) }
            let needed = cell.node.sizeThatFits(ProposedViewSize(width: offer, height: nil)).width
            if needed.isFinite, needed > given {
                for c in range { widths[c] += (needed - given) / CGFloat(cell.span) }
            }
        }
        func cellWidth(_ cell: Cell) -> CGFloat {
            (cell.column..<(cell.column + cell.span)).reduce(0) { $0 + widths[$1] }
                + cGaps[cell.column..<(cell.column + cell.span - 1)].reduce(0, +)
        }
        let heights = shareAmongTracks(count: rowCount, available: proposal.height.map { $0 - rGaps.reduce(0, +) }) { r, offer in
            var h: CGFloat = 0
            var line: CGFloat = 0, below: CGFloat = 0
            let va = rowAlignments[r]
            let baseline = va == .firstTextBaseline || va == .lastTextBaseline
            for cell in cells where cell.row == r && !GridCellKeys.unsizedAxes(cell.node).contains(.vertical) {
                let p = ProposedViewSize(width: cellWidth(cell), height: offer)
                let s = cell.node.sizeThatFits(p)
                h = max(h, s.height)
                if baseline, s.height.isFinite {
                    let g = cell.node.guide(va, p)
                    line = max(line, g)
                    below = max(below, s.height - g)
                }
            }
            return baseline ? max(h, line + below) : h
        }
        let size = CGSize(width: widths.reduce(0, +) + cGaps.reduce(0, +), height: heights.reduce(0, +) + rGaps.reduce(0, +))
        let a = Arrangement(widths: widths, heights: heights, columnGaps: cGaps, rowGaps: rGaps, size: size)
        arrangements.insert(a, for: proposal)
        return a
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize { arrange(proposal).size }

    override func place(at origin: CGPoint, proposal: ProposedViewSize, _ context: PlacementContext) {
        let a = arrange(proposal)
        frame = CGRect(origin: origin, size: a.size)
        var xs: [CGFloat] = [], x = origin.x
        for c in 0..<columnCount {
            xs.append(x)
            x += a.widths[c] + (c < a.columnGaps.count ? a.columnGaps[c] : 0)
        }
        var ys: [CGFloat] = [], y = origin.y
        for r in 0..<rowCount {
            ys.append(y)
            y += a.heights[r] + (r < a.rowGaps.count ? a.rowGaps[r] : 0)
        }
        // Column alignments: gridColumnAlignment on any single cell of the column.
        var columnAlignments = [HorizontalAlignment](repeating: alignment.horizontal, count: columnCount)
        for c in 0..<columnCount {
            if let g = cells.first(where: { $0.column == c && $0.span == 1 && GridCellKeys.columnAlignment($0.node) != nil })
                .flatMap({ GridCellKeys.columnAlignment($0.node) }) {
                columnAlignments[c] = g
            }
        }
        // Baseline rows align their cells on one line.
        var lines = [CGFloat](repeating: 0, count: rowCount)
        for cell in cells {
            let va = rowAlignments[cell.row]
            guard va == .firstTextBaseline || va == .lastTextBaseline else { continue }
            let p = cellProposal(cell, a)
            lines[cell.row] = max(lines[cell.row], cell.node.guide(va, p))
        }
        for cell in cells {
            let p = cellProposal(cell, a)
            let rect = CGRect(x: xs[cell.column], y: ys[cell.row], width: p.width ?? 0, height: p.height ?? 0)
            let s = cell.node.sizeThatFits(p)
            var o: CGPoint
            if let anchor = GridCellKeys.anchor(cell.node) {
                o = CGPoint(x: rect.minX + anchor.x * (rect.width - s.width), y: rect.minY + anchor.y * (rect.height - s.height))
            } else {
                let ha = cell.span == 1 ? columnAlignments[cell.column] : alignment.horizontal
                let va = rowAlignments[cell.row]
                o = CGPoint(x: rect.minX + ha.defaultValue(rect.size) - cell.node.guide(ha, p), y: 0)
                if va == .firstTextBaseline || va == .lastTextBaseline {
                    o.y = rect.minY + lines[cell.row] - cell.node.guide(va, p)
                } else {
                    o.y = rect.minY + va.defaultValue(rect.size) - cell.node.guide(va, p)
                }
            }
            cell.node.place(at: o, proposal: p, context)
        }
    }

    private func cellProposal(_ cell: Cell, _ a: Arrangement) -> ProposedViewSize {
        let range = cell.column..<(cell.column + cell.span)
        let w = range.reduce(0) { $0 + a.widths[$1] } + a.columnGaps[cell.column..<(cell.column + cell.span - 1)].reduce(0, +)
        return ProposedViewSize(width: w, height: a.heights[cell.row])
    }

    override func emitContent(_ e: inout Emitter) {
        for c in cells { c.node.emit(&e) }
    }

    /// Text baselines: the first row's (the last row's for `lastTextBaseline`), from the first
    /// cell that has one, in the grid's coordinates, as a stack of rows passes them up.
    override func explicitGuide(_ guide: VerticalAlignment, _ proposal: ProposedViewSize) -> CGFloat? {
        guard guide == .firstTextBaseline || guide == .lastTextBaseline, rowCount > 0 else { return nil }
        let a = arrange(proposal)
        let r = guide == .firstTextBaseline ? 0 : rowCount - 1
        var top: CGFloat = 0
        for k in 0..<r { top += a.heights[k] + a.rowGaps[k] }
        let rowSize = CGSize(width: a.size.width, height: a.heights[r])
        for cell in cells where cell.row == r {
            let p = cellProposal(cell, a)
            guard let g = cell.node.explicitGuide(guide, p) else { continue }
            // Where the cell sits in its row (as `place` puts it), plus its own baseline.
            let va = rowAlignments[r]
            let cellTop: CGFloat
            if GridCellKeys.anchor(cell.node) != nil || va == .firstTextBaseline || va == .lastTextBaseline {
                // Anchored and baseline-aligned cells: measure as placed.
                cellTop = placedTop(cell, a, rowSize)
            } else {
                cellTop = va.defaultValue(CGSize(width: p.width ?? 0, height: a.heights[r])) - cell.node.guide(va, p)
            }
            return top + cellTop + g
        }
        return nil
    }

    /// A cell's top within its row, for anchors and baseline rows.
    private func placedTop(_ cell: Cell, _ a: Arrangement, _ rowSize: CGSize) -> CGFloat {
        let p = cellProposal(cell, a)
        let s = cell.node.sizeThatFits(p)
        if let anchor = GridCellKeys.anchor(cell.node) { return anchor.y * (a.heights[cell.row] - s.height) }
        let va = rowAlignments[cell.row]
        var line: CGFloat = 0
        for other in cells where other.row == cell.row {
            line = max(line, other.node.guide(va, cellProposal(other, a)))
        }
        return line - cell.node.guide(va, p)
    }
}
