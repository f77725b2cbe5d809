import Drawing

/// A description of a row or a column in a lazy grid, as SwiftUI's `GridItem`.
public struct GridItem: Sendable {
    /// The size of a grid item.
    public enum Size: Sendable {
        /// A single item with the given size.
        case fixed(CGFloat)
        /// A single flexible item: the room left by fixed items and spacing, shared among the
        /// flexible ones, clamped to the bounds.
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        /// Several items in the space of one flexible item: as many of at least `minimum` as
        /// fit, sharing that space (each at most `maximum`).
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }

    public var size: GridItem.Size
    /// The spacing to the next item; nil for the default (8 pt).
    public var spacing: CGFloat?
    /// The alignment of views in this item's cells; nil for centred.
    public var alignment: Alignment?

    public init(_ size: GridItem.Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }
}

/// LazyVGrid and LazyHGrid. The items become tracks across the grid (columns of a LazyVGrid):
/// fixed ones take their size; the room left, less the spacing, is shared equally among the
/// flexible and adaptive ones, clamped to their bounds (what a clamped one does not take goes
/// to the others); an adaptive item then holds as many tracks of at least `minimum` as fit
/// with its spacing between them — n = max(1, ⌊(room + spacing) / (minimum + spacing)⌋ ) —
/// sharing its room. Children fill the tracks in order, a line (row of a LazyVGrid) at a time;
/// a line is as long as its largest child, lines `spacing` apart (8 pt by default).
///
/// In a scroll view (no limit along its axis, a length across it) it is lazy as SwiftUI's:
/// the lines of the first screen are built and measured, the others are estimated at
/// their mean length, and only the lines in the scroll view's visible part are built, placed
/// and drawn (see `LazyStackNode`). Elsewhere every child is built and laid out.
///
/// With `Section`s in its content the grid is a lazy stack of sections (`sectioned`), lines
/// `spacing` apart: each section's header and footer span the grid, its rows a grid of these
/// tracks of their own (starting a new line), pinned as `pinnedViews` says; views outside a
/// section make a section without header.
final class LazyGridNode: LayoutNode, LazyIdentities {
    /// The axis the grid grows along (vertical for LazyVGrid).
    let axis: Axis
    let gridItems: [GridItem]
    let crossAlignment: Alignment
    let spacing: CGFloat?
    let units: LazyUnits
    let sampleLength: CGFloat
    let site: CallSite?
    /// Every child, built: for layouts that are not lazy.
    private(set) lazy var items: [LayoutNode] = units.allNodes()
    private var lazyLines: [CGFloat: LazyLines] = [:]
    private var placedLazily: LazyLines?
    private var placed: [LayoutNode] = []

    struct Arrangement {
        var tracks: [(length: CGFloat, alignment: Alignment?)]
        var trackGaps: [CGFloat]
        var lines: [CGFloat]
        var size: CGSize
    }
    private var arrangements = ProposalCache<Arrangement>()
    /// The sections, when the content has any: the grid is laid out by this stack of them.
    private var sectioned: LazyStackNode?

    init(axis: Axis, gridItems: [GridItem], alignment: Alignment, spacing: CGFloat?, children: [LayoutNode],
         sampleLength: CGFloat = .infinity, site: CallSite? = nil, pinnedViews: PinnedScrollableViews = []) {
        self.axis = axis
        self.gridItems = gridItems
        self.crossAlignment = alignment
        self.spacing = spacing
        self.units = LazyUnits(children)
        self.sampleLength = sampleLength
        self.site = site
        super.init()
        sectioned = Self.sections(of: children).map { groups in
            let (items, lineSpacing) = (gridItems, self.lineSpacing)
            let placement = SectionPlacement(axis: axis, alignment: alignment, spacing: lineSpacing, pinned: pinnedViews) { rows in
                LazyGridNode(axis: axis, gridItems: items, alignment: alignment, spacing: spacing, children: rows,
                             sampleLength: sampleLength, site: site)
            }
            return LazyStackNode(axis: axis, horizontalAlignment: alignment.horizontal, verticalAlignment: alignment.vertical,
                                 spacing: lineSpacing, children: groups, sampleLength: sampleLength, sections: placement)
        }
    }

    /// The content as sections, if it has any: runs of views outside sections become sections
    /// without header; a `ForEach` whose elements are sections stays lazy.
    private static func sections(of children: [LayoutNode]) -> [LayoutNode]? {
        func isSection(_ node: LayoutNode) -> Bool { node.wrapped(SectionNode.self) != nil }
        func isSections(_ node: LayoutNode) -> Bool {
            guard let lazy = node as? LazyElementsNode else { return false }
            return lazy.count > 0 && lazy.nodes(at: 0).contains(where: isSection)
        }
        guard children.contains(where: { isSection($0) || isSections($0) }) else { return nil }
        var groups: [LayoutNode] = []
        var loose: [LayoutNode] = []
        for node in children {
            if isSection(node) || isSections(node) {
                if !loose.isEmpty { groups.append(SectionNode(header: nil, rows: loose, footer: nil)); loose = [] }
                groups.append(node)
            } else {
                loose.append(node)
            }
        }
        if !loose.isEmpty { groups.append(SectionNode(header: nil, rows: loose, footer: nil)) }
        return groups
    }

    override var children: [LayoutNode] {
        if let sectioned { return [sectioned] }
        if placedLazily != nil { return placed }
        if !units.isEager, let lines = lazyLines.values.first { return lines.builtCells }
        return items
    }

    override var builtChildren: [LayoutNode] { sectioned.map { [$0] } ?? units.builtNodes() }

    override func invalidate() {
        super.invalidate()
        sectioned?.invalidate()
        arrangements.removeAll()
        lazyLines.removeAll()
        placedLazily = nil
        placed = []
    }

    /// The lazy layout for a proposal, when the grid is lazy under it: content with a
    /// `ForEach`, no limit along the axis, a finite length across it.
    private func lazyLayout(_ p: ProposedViewSize) -> LazyLines? {
        guard !units.isEager, p[axis] == nil, let room = p[axis.other], room.isFinite else { return nil }
        if let l = lazyLines[room] { return l }
        let l = LazyLines(self, room: room)
        lazyLines[room] = l
        return l
    }

    private var lineSpacing: CGFloat { spacing ?? LayoutMetrics.stackSpacing }

    /// The tracks for `room` points across the grid (nil: no limit, each flexible track as
    /// long as the largest child's ideal length, within its bounds).
    func tracks(_ room: CGFloat?) -> (tracks: [(length: CGFloat, alignment: Alignment?)], gaps: [CGFloat]) {
        let cross = axis.other
        let n = gridItems.count
        guard n > 0 else { return ([], []) }
        let gaps = gridItems.dropLast().map { $0.spacing ?? LayoutMetrics.stackSpacing }
        var lengths = [CGFloat?](repeating: nil, count: n)
        var ideal: CGFloat = 0
        if room == nil || !(room!.isFinite) {
            for c in items { ideal = max(ideal, c.sizeThatFits(.unspecified)[cross]) }
        }
        for (i, item) in gridItems.enumerated() {
            if case .fixed(let v) = item.size { lengths[i] = v }
        }
        func bounds(_ item: GridItem) -> (CGFloat, CGFloat) {
            switch item.size {
            case .fixed(let v): (v, v)
            case let .flexible(minimum, maximum): (minimum, maximum)
            // An adaptive item shares like a flexible one; its maximum bounds its tracks.
            case let .adaptive(minimum, _): (minimum, .infinity)
            }
        }
        if let room, room.isFinite {
            var left = room - gaps.reduce(0, +) - lengths.compactMap { $0 }.reduce(0, +)
            var open = (0..<n).filter { lengths[$0] == nil }
            // Share equally; a track its bounds clamp keeps its clamped length and the others
            // share the rest again.
            while !open.isEmpty {
                let share = left / CGFloat(open.count)
                var clamped: [Int] = []
                for i in open {
                    let (lo, hi) = bounds(gridItems[i])
                    if share < lo || share > hi { clamped.append(i) }
                }
                if clamped.isEmpty {
                    for i in open { lengths[i] = max(share, 0) }
                    break
                }
                for i in clamped {
                    let (lo, hi) = bounds(gridItems[i])
                    lengths[i] = min(max(share, lo), hi)
                    left -= lengths[i]!
                }
                open.removeAll { clamped.contains($0) }
            }
        } else {
            for i in 0..<n where lengths[i] == nil {
                let (lo, hi) = bounds(gridItems[i])
                lengths[i] = min(max(ideal, lo), hi)
            }
        }
        var tracks: [(length: CGFloat, alignment: Alignment?)] = []
        var trackGaps: [CGFloat] = []
        for (i, item) in gridItems.enumerated() {
            let length = lengths[i] ?? 0
            if i > 0 { trackGaps.append(gaps[i - 1]) }
            if case let .adaptive(minimum, maximum) = item.size {
                let s = item.spacing ?? LayoutMetrics.stackSpacing
                let count = max(1, Int(((length + s) / (max(minimum, 0.001) + s)).rounded(.down)))
                let each = min((length - CGFloat(count - 1) * s) / CGFloat(count), maximum)
                for k in 0..<count {
                    if k > 0 { trackGaps.append(s) }
                    tracks.append((each, item.alignment))
                }
            } else {
                tracks.append((length, item.alignment))
            }
        }
        return (tracks, trackGaps)
    }

    func arrange(_ proposal: ProposedViewSize) -> Arrangement {
        if let a = arrangements[proposal] { return a }
        let cross = axis.other
        let (tracks, trackGaps) = self.tracks(proposal[cross])
        var lines: [CGFloat] = []
        if !tracks.isEmpty {
            var i = 0
            while i < items.count {
                var line: CGFloat = 0
                for t in 0..<tracks.count where i + t < items.count {
                    let p = ProposedViewSize(axis: cross, major: tracks[t].length, minor: nil)
                    line = max(line, items[i + t].sizeThatFits(p)[axis])
                }
                lines.append(line)
                i += tracks.count
            }
        }
        let crossLength = tracks.reduce(0) { $0 + $1.length } + trackGaps.reduce(0, +)
        let major = lines.reduce(0, +) + CGFloat(max(lines.count - 1, 0)) * lineSpacing
        let a = Arrangement(tracks: tracks, trackGaps: trackGaps, lines: lines,
                            size: CGSize(axis: axis, major: major, minor: crossLength))
        arrangements.insert(a, for: proposal)
        return a
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        if let sectioned { return sectioned.sizeThatFits(proposal) }
        return lazyLayout(proposal)?.size ?? arrange(proposal).size
    }

    override func viewSpacing() -> ViewSpacing { sectioned?.viewSpacing() ?? super.viewSpacing() }

    override func place(at origin: CGPoint, proposal: ProposedViewSize, _ context: PlacementContext) {
        if let sectioned {
            super.place(at: origin, proposal: proposal, context)
            sectioned.place(at: origin, proposal: proposal, context)
            return
        }
        if let lines = lazyLayout(proposal) {
            frame = CGRect(origin: origin, size: lines.size)
            placedLazily = lines
            let (low, high) = context.visibleRange(along: axis, from: origin)
            placed = lines.place(origin: origin, from: low, to: high, context)
            return
        }
        placedLazily = nil
        let a = arrange(proposal)
        frame = CGRect(origin: origin, size: a.size)
        guard !a.tracks.isEmpty else { return }
        let cross = axis.other
        var along: CGFloat = 0
        for (l, line) in a.lines.enumerated() {
            var across: CGFloat = 0
            for t in 0..<a.tracks.count {
                let i = l * a.tracks.count + t
                guard i < items.count else { break }
                let p = ProposedViewSize(axis: cross, major: a.tracks[t].length, minor: nil)
                let cellSize = CGSize(axis: cross, major: a.tracks[t].length, minor: line)
                let cell = CGRect(origin: CGPoint(x: origin.x + (axis == .vertical ? across : along),
                                                  y: origin.y + (axis == .vertical ? along : across)), size: cellSize)
                let alignment = a.tracks[t].alignment ?? crossAlignment
                items[i].place(at: alignedOrigin(of: items[i], proposal: p, in: cell, alignment: alignment), proposal: p, context)
                across += a.tracks[t].length + (t < a.trackGaps.count ? a.trackGaps[t] : 0)
            }
            along += line + lineSpacing
        }
    }

    override func emitContent(_ e: inout Emitter) {
        if let sectioned { sectioned.emit(&e); return }
        for c in (placedLazily != nil ? placed : items) { c.emit(&e) }
    }

    func lazyIdentities() -> [(id: AnyHashable, frame: CGRect)] {
        if let sectioned { return sectioned.lazyIdentities() }
        return placedLazily?.identities(origin: frame.origin) ?? []
    }

    /// A lazy grid's lines for one length across it: tracks as in `arrange`, the lines of
    /// the sample measured, the rest at the sample's mean.
    @MainActor
    private final class LazyLines {
        unowned let grid: LazyGridNode
        let tracks: [(length: CGFloat, alignment: Alignment?)]
        let trackGaps: [CGFloat]
        private var lengths: [Int: CGFloat] = [:]
        private var estimate: CGFloat = 0
        private var cells: [Int: LayoutNode] = [:]
        private(set) var size: CGSize = .zero
        var lineCount: Int { tracks.isEmpty ? 0 : (grid.units.count + tracks.count - 1) / tracks.count }

        init(_ grid: LazyGridNode, room: CGFloat) {
            self.grid = grid
            (tracks, trackGaps) = grid.tracks(room)
            let spacing = grid.lineSpacing
            var along: CGFloat = 0
            var sampled = 0
            while sampled < lineCount && along < grid.sampleLength {
                along += length(ofLine: sampled) + (sampled > 0 ? spacing : 0)
                sampled += 1
            }
            estimate = sampled > 0 ? (0..<sampled).reduce(0) { $0 + lengths[$1]! } / CGFloat(sampled) : 0
            let cross = tracks.reduce(0) { $0 + $1.length } + trackGaps.reduce(0, +)
            var major: CGFloat = 0
            for l in 0..<lineCount { major += (lengths[l] ?? estimate) + (l > 0 ? spacing : 0) }
            size = CGSize(axis: grid.axis, major: major, minor: cross)
        }

        var builtCells: [LayoutNode] { cells.keys.sorted().map { cells[$0]! } }

        private func proposal(_ track: Int) -> ProposedViewSize {
            ProposedViewSize(axis: grid.axis.other, major: tracks[track].length, minor: nil)
        }

        /// The view in cell `i`, built now if it was not. An element that makes other than one
        /// view is drawn in one cell (SwiftUI gives each view its own), and reported.
        private func cell(_ i: Int) -> LayoutNode {
            if let c = cells[i] { return c }
            let nodes = grid.units.nodes(i)
            if nodes.count != 1 {
                ViewGraph.approximate("a ForEach element of a lazy grid that makes \(nodes.count) views is not given a cell per view",
                                      drawnAs: "its views in one cell", at: grid.site)
            }
            let c = nodes.single()
            cells[i] = c
            return c
        }

        private func length(ofLine l: Int) -> CGFloat {
            if let v = lengths[l] { return v }
            var line: CGFloat = 0
            for t in 0..<tracks.count where l * tracks.count + t < grid.units.count {
                line = max(line, cell(l * tracks.count + t).sizeThatFits(proposal(t))[grid.axis])
            }
            lengths[l] = line
            return line
        }

        func place(origin: CGPoint, from low: CGFloat, to high: CGFloat, _ context: PlacementContext) -> [LayoutNode] {
            let axis = grid.axis
            var l = 0
            var position: CGFloat = 0
            // Skip, on measured or estimated lengths, the lines that end before the visible part.
            while l + 1 < lineCount, position + (lengths[l] ?? estimate) <= low {
                position += (lengths[l] ?? estimate) + grid.lineSpacing
                l += 1
            }
            var nodes: [LayoutNode] = []
            while l < lineCount, position < high || nodes.isEmpty {
                let line = length(ofLine: l)
                var across: CGFloat = 0
                for t in 0..<tracks.count {
                    let i = l * tracks.count + t
                    guard i < grid.units.count else { break }
                    let c = cell(i)
                    let cellSize = CGSize(axis: axis.other, major: tracks[t].length, minor: line)
                    let box = CGRect(origin: CGPoint(x: origin.x + (axis == .vertical ? across : position),
                                                     y: origin.y + (axis == .vertical ? position : across)), size: cellSize)
                    let p = proposal(t)
                    c.place(at: alignedOrigin(of: c, proposal: p, in: box, alignment: tracks[t].alignment ?? grid.crossAlignment),
                            proposal: p, context)
                    nodes.append(c)
                    across += tracks[t].length + (t < trackGaps.count ? trackGaps[t] : 0)
                }
                position += line + grid.lineSpacing
                l += 1
            }
            return nodes
        }

        func identities(origin: CGPoint) -> [(id: AnyHashable, frame: CGRect)] {
            var out: [(id: AnyHashable, frame: CGRect)] = []
            var position: CGFloat = 0
            for l in 0..<lineCount {
                let line = lengths[l] ?? estimate
                var across: CGFloat = 0
                for t in 0..<tracks.count {
                    let i = l * tracks.count + t
                    guard i < grid.units.count else { break }
                    if let id = grid.units.id(i) {
                        let size = CGSize(axis: grid.axis.other, major: tracks[t].length, minor: line)
                        let o = CGPoint(x: origin.x + (grid.axis == .vertical ? across : position),
                                        y: origin.y + (grid.axis == .vertical ? position : across))
                        out.append((id, CGRect(origin: o, size: size)))
                    }
                    across += tracks[t].length + (t < trackGaps.count ? trackGaps[t] : 0)
                }
                position += line + grid.lineSpacing
            }
            return out
        }
    }
}
