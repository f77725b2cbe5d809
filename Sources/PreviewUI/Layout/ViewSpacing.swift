import Drawing

/// A collection of the geometric spacing preferences of a view, as SwiftUI's: how much space a
/// view prefers between itself and the next view in a stack, per edge and per kind of
/// neighbour. A stack with no `spacing:` asks each pair of adjacent children for theirs
/// (`distance(to:along:)`): two texts are set a line apart (the lower one's leading, so
/// that a stack of texts reads as a paragraph), a text and another view further apart (from
/// the text's ascent, descent and cap height), and two views that say nothing about each
/// other 8 pt apart.
///
/// The model is SwiftUI's as OpenSwiftUI rebuilt it (`Spacing.swift`, `Text+Spacing.swift`,
/// audited against iOS 18, in ios-metrics.md §1): each edge holds values keyed by a
/// category; the distance between two edges is the largest over the categories both hold,
/// else the larger plain value, else the platform's default. One number differs, from real
/// iOS renders in `shared/reference/ios-renders`: between two texts the lower one's baseline
/// sits its own line pitch below the upper one's, so texts of different sizes come closer
/// than their leading (ha_row_symbol_texts_stroke_dark: a `.caption` line 14.3 pt under a
/// `.headline` one's baseline).
public struct ViewSpacing: Sendable, Equatable {
    /// What kind of neighbour a value is for.
    enum Category: Sendable, Hashable {
        /// A text beside a text (their metrics meet).
        case textToText
        /// A view above a text: held on that view's bottom edge and the text's top.
        case edgeAboveText
        /// A view below a text: held on the text's bottom edge and that view's top.
        case edgeBelowText
        /// Baseline to baseline (negative: the text's frame edge to its baseline).
        case textBaseline
    }

    /// An edge of the view on screen (leading and trailing are resolved to these).
    enum Side: Sendable, Hashable {
        case top, left, bottom, right
    }

    struct Key: Sendable, Hashable {
        /// nil: for any neighbour that no category matches.
        var category: Category?
        var side: Side
    }

    /// A text's vertical metrics as spacing uses them, in points.
    struct TextMetrics: Sendable, Equatable {
        var ascent: CGFloat
        var descent: CGFloat
        var leading: CGFloat
        /// One pixel (1 / display scale): spacing between texts is rounded up to pixels.
        var pixelLength: CGFloat

        var lineSpacing: CGFloat { ascent + descent + leading }

        /// The distance from an upper text's frame to a lower one's: the lower one's baseline
        /// a line pitch of its own below the upper one's — for two texts in the same font,
        /// that font's leading.
        static func spacing(upper: TextMetrics, lower: TextMetrics) -> CGFloat {
            let distance = lower.lineSpacing - upper.descent - lower.ascent
            let pixel = max(upper.pixelLength, 0.001)
            return (distance / pixel).rounded(.up) * pixel
        }
    }

    enum Value: Sendable, Equatable {
        case distance(CGFloat)
        /// On a text's bottom edge: it is the upper of two texts.
        case upperText(TextMetrics)
        /// On a text's top edge: it is the lower of two texts.
        case lowerText(TextMetrics)

        /// The distance between this value on one view's edge and `next` on the facing edge
        /// of the following view; nil when the two say nothing to each other.
        func distance(to next: Value) -> CGFloat? {
            switch (self, next) {
            case let (.distance(a), .distance(b)): a + b
            case let (.distance(a), _): a
            case let (_, .distance(b)): b
            case let (.upperText(upper), .lowerText(lower)), let (.lowerText(lower), .upperText(upper)):
                TextMetrics.spacing(upper: upper, lower: lower)
            default: nil
            }
        }

        /// The larger of two values for one key, when preferences are merged.
        static func larger(_ a: Value, _ b: Value) -> Value {
            switch (a, b) {
            case let (.distance(x), .distance(y)): .distance(max(x, y))
            case let (.upperText(x), .upperText(y)): .upperText(x.lineSpacing >= y.lineSpacing ? x : y)
            case let (.lowerText(x), .lowerText(y)): .lowerText(x.lineSpacing >= y.lineSpacing ? x : y)
            case (.distance, _): b
            case (_, .distance): a
            case (.upperText, _): b
            case (.lowerText, _): a
            }
        }
    }

    var minima: [Key: Value]

    init(minima: [Key: Value]) {
        self.minima = minima
    }

    /// Initializes an instance with default spacing values: those of a view that is not
    /// text (an edge that wants nothing of its own beside a text).
    public init() {
        minima = [
            Key(category: .edgeBelowText, side: .top): .distance(0),
            Key(category: .edgeAboveText, side: .bottom): .distance(0),
        ]
    }

    /// A view spacing instance that contains zero on all edges.
    public static let zero = ViewSpacing(minima: [
        Key(category: nil, side: .top): .distance(0), Key(category: nil, side: .left): .distance(0),
        Key(category: nil, side: .bottom): .distance(0), Key(category: nil, side: .right): .distance(0),
    ])

    /// No preferences at all (the start of a stack's union of its children's).
    static let none = ViewSpacing(minima: [:])

    /// Merges the spacing preferences of another spacing instance with this instance for a
    /// specified set of edges (the larger value wins where both have one).
    public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {
        let sides = Self.sides(edges)
        for (key, value) in other.minima where sides.contains(key.side) {
            minima[key] = minima[key].map { Value.larger($0, value) } ?? value
        }
    }

    /// A new value that merges the spacing preferences of another spacing instance with this
    /// instance for a specified set of edges.
    public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing {
        var s = self
        s.formUnion(other, edges: edges)
        return s
    }

    /// The preferred spacing distance along the specified axis to the view that returns a
    /// specified spacing preference (the next view: below, or to the right).
    public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat {
        preferredDistance(to: next, along: axis) ?? LayoutMetrics.stackSpacing
    }

    /// The distance the two views ask for, or nil when neither says anything about the other.
    func preferredDistance(to next: ViewSpacing, along axis: Axis) -> CGFloat? {
        let from: Side = axis == .vertical ? .bottom : .right
        let to: Side = axis == .vertical ? .top : .left
        var best: CGFloat?
        for (key, value) in minima where key.side == from {
            guard let category = key.category, let other = next.minima[Key(category: category, side: to)],
                  let d = value.distance(to: other) else { continue }
            best = max(best ?? -.infinity, d)
        }
        if let best { return best }
        let mine: CGFloat? = if case .distance(let d)? = minima[Key(category: nil, side: from)] { d } else { nil }
        let theirs: CGFloat? = if case .distance(let d)? = next.minima[Key(category: nil, side: to)] { d } else { nil }
        switch (mine, theirs) {
        case let (a?, b?): return max(a, b)
        case let (a?, nil): return a
        case let (nil, b?): return b
        case (nil, nil): return nil
        }
    }

    /// Back to a plain view's preferences on `edges` (a padded or fixed edge no longer
    /// belongs to the text inside it).
    mutating func reset(_ edges: Edge.Set) {
        let sides = Self.sides(edges)
        minima = minima.filter { !sides.contains($0.key.side) }
        for (key, value) in ViewSpacing().minima where sides.contains(key.side) { minima[key] = value }
    }

    /// Only the preferences on `edges`.
    func keeping(_ edges: Edge.Set) -> ViewSpacing {
        let sides = Self.sides(edges)
        return ViewSpacing(minima: minima.filter { sides.contains($0.key.side) })
    }

    /// Screen edges of layout edges. Layout runs left to right (right-to-left previews are
    /// mirrored afterwards), so leading is left.
    static func sides(_ edges: Edge.Set) -> Set<Side> {
        var s = Set<Side>()
        if edges.contains(.top) { s.insert(.top) }
        if edges.contains(.bottom) { s.insert(.bottom) }
        if edges.contains(.leading) { s.insert(.left) }
        if edges.contains(.trailing) { s.insert(.right) }
        return s
    }

    /// A horizontal text's preferences: from its largest font's metrics and its ideal
    /// baselines (OpenSwiftUI `Text+Spacing.swift`). The line height and the default text
    /// spacing (a tenth of it, rounded up to a pixel) decide how far other views stay:
    /// above a text, a line's pitch less the text's ascent; below it, the larger of that
    /// pitch less the cap height and the spacing plus the descent.
    static func text(_ font: FontLineMetrics, firstBaseline: CGFloat, lastBaseline: CGFloat, height: CGFloat,
                     pixelLength: CGFloat) -> ViewSpacing {
        let pixel = max(pixelLength, 0.001)
        let lineHeight = CGFloat(font.ascent + font.descent)
        let textSpacing = (lineHeight * 0.1 / pixel).rounded(.up) * pixel
        let m = TextMetrics(ascent: CGFloat(font.ascent), descent: CGFloat(font.descent), leading: CGFloat(font.leading),
                            pixelLength: pixel)
        let defaultLineSpacing = lineHeight + textSpacing
        return ViewSpacing(minima: [
            Key(category: .textToText, side: .top): .lowerText(m),
            Key(category: .textToText, side: .bottom): .upperText(m),
            Key(category: .textBaseline, side: .top): .distance(-firstBaseline),
            Key(category: .textBaseline, side: .bottom): .distance(lastBaseline - height),
            Key(category: .edgeAboveText, side: .top): .distance(defaultLineSpacing - m.ascent),
            Key(category: .edgeBelowText, side: .bottom): .distance(
                max(defaultLineSpacing - CGFloat(font.capHeight), textSpacing + m.descent)),
        ])
    }
}
