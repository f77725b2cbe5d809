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
/// Not lazy: every child is built, laid out and drawn, inside a scroll view or not.
final class LazyGridNode: LayoutNode {
    /// The axis the grid grows along (vertical for LazyVGrid).
    let axis: Axis
    let gridItems: [GridItem]
    let crossAlignment: Alignment
    let spacing: CGFloat?
    let items: [LayoutNode]

    struct Arrangement {
        var tracks: [(length: CGFloat, alignment: Alignment?)]
        var trackGaps: [CGFloat]
        var lines: [CGFloat]
        var size: CGSize
    }
    private var arrangements = ProposalCache<Arrangement>()

    init(axis: Axis, gridItems: [GridItem], alignment: Alignment, spacing: CGFloat?, children: [LayoutNode]) {
        self.axis = axis
        self.gridItems = gridItems
        self.crossAlignment = alignment
        self.spacing = spacing
        self.items = children
        super.init()
    }

    override var children: [LayoutNode] { items }

    override func invalidate() {
        arrangements.removeAll()
        super.invalidate()
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

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize { arrange(proposal).size }

    override func place(at origin: CGPoint, proposal: ProposedViewSize, _ context: PlacementContext) {
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

    override func emit(_ e: inout Emitter) {
        for c in items { c.emit(&e) }
    }
}
