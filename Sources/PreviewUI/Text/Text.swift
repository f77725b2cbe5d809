import Drawing
import Foundation

/// Text, as SwiftUI's `Text`: pieces of text (Markdown keys, verbatim strings, attributed
/// strings, images), each with its own font, colour and lines, drawn in the environment's
/// font and foreground style where a piece says nothing, wrapped to the proposed width and cut
/// by `lineLimit`.
///
/// A string literal is a `LocalizedStringKey` and so is Markdown (`Text("**Bold**")`);
/// `Text(verbatim:)` and a `String` value are shown as they are, as on iOS.
nonisolated public struct Text: View, @MainActor PrimitiveView, Equatable, Sendable {
    /// What a piece shows.
    enum Content: Equatable, Sendable {
        case verbatim(String)
        case key(LocalizedStringKey)
        case attributed(AttributedString)
        case image(Image)
        case date(Date, DateStyle)
        case dateRange(ClosedRange<Date>)
        case timer(TimerInterval)
        case formatted(FormattedValue)
    }

    /// `Text(timerInterval:pauseTime:countsDown:showsHours:)`.
    struct TimerInterval: Equatable, Sendable {
        let interval: ClosedRange<Date>
        let pauseTime: Date?
        let countsDown: Bool
        let showsHours: Bool
    }

    /// One piece and the modifiers applied to it (by `Text`'s own modifiers, before or after
    /// concatenation: the innermost wins).
    struct Piece: Equatable, Sendable {
        var content: Content
        var style: TextStyleModifiers
    }

    var pieces: [Piece]
    /// Where the last modifier that PreviewUI may not draw as iOS does was written.
    var site: CallSite?

    nonisolated init(pieces: [Piece]) {
        self.pieces = pieces
    }

    nonisolated init(content: Content) {
        pieces = [Piece(content: content, style: TextStyleModifiers())]
    }

    /// A Markdown key, with its interpolations.
    nonisolated public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {
        var key = key
        key.table = tableName
        key.bundlePath = bundle.map { ($0.resourceURL ?? $0.bundleURL).path }
        self.init(content: .key(key))
    }

    /// A string shown as it is (no Markdown).
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ content: S) {
        self.init(content: .verbatim(String(content)))
    }

    nonisolated public init(verbatim content: String) {
        self.init(content: .verbatim(content))
    }

    /// Disfavoured because Foundation on Linux makes `AttributedString` a string literal
    /// type (Apple's does not): a literal must stay a `LocalizedStringKey`, as on iOS.
    @_disfavoredOverload
    nonisolated public init(_ attributedContent: AttributedString) {
        self.init(content: .attributed(attributedContent))
    }

    /// An image inside text: it takes the text's font size and sits on its baseline.
    nonisolated public init(_ image: Image) {
        self.init(content: .image(image))
    }

    /// A date relative to the preview's clock and in its locale and time zone (see
    /// `EnvironmentValues.previewNow`).
    nonisolated public init(_ date: Date, style: DateStyle) {
        self.init(content: .date(date, style))
    }

    /// A timer over `timerInterval` at the preview's clock (or stopped at `pauseTime`):
    /// the time left ("0:59") counting down, the time gone counting up; minutes run past 59
    /// when `showsHours` is false.
    nonisolated public init(timerInterval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true, showsHours: Bool = true) {
        self.init(content: .timer(TimerInterval(interval: timerInterval, pauseTime: pauseTime, countsDown: countsDown, showsHours: showsHours)))
    }

    nonisolated public init(_ dates: ClosedRange<Date>) {
        self.init(content: .dateRange(dates))
    }

    /// A value formatted by a format style in the environment's locale
    /// (`Text(price, format: .currency(code: "EUR"))`).
    nonisolated public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatInput: Equatable, F.FormatOutput == String {
        self.init(content: .formatted(FormattedValue(input, format: format)))
    }

    nonisolated public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatInput: Equatable, F.FormatOutput == AttributedString {
        self.init(content: .formatted(FormattedValue(input, format: format)))
    }

    /// How `Text(_:style:)` shows a date.
    public enum DateStyle: Sendable, Hashable {
        case date, time, relative, offset, timer
    }

    /// A case that text is shown in (`textCase(_:)`).
    public enum Case: Sendable, Hashable { case uppercase, lowercase }

    /// How an underline or strikethrough is drawn, as SwiftUI's `Text.LineStyle`.
    public struct LineStyle: Hashable, Sendable {
        public enum Pattern: Hashable, Sendable {
            case solid, dot, dash, dashDot, dashDotDot

            var drawing: TextDecoration.Pattern {
                switch self {
                case .solid: .solid
                case .dot: .dot
                case .dash: .dash
                case .dashDot: .dashDot
                case .dashDotDot: .dashDotDot
                }
            }
        }

        public var pattern: Pattern
        public var color: Color?

        public init(pattern: Pattern = .solid, color: Color? = nil) {
            self.pattern = pattern
            self.color = color
        }

        public static let single = LineStyle()
    }

    @MainActor public var body: Never { primitiveBody("Text") }

    nonisolated public static func == (a: Text, b: Text) -> Bool { a.pieces == b.pieces }

    nonisolated public static func + (a: Text, b: Text) -> Text {
        Text(pieces: a.pieces + b.pieces)
    }

    // MARK: Text's own modifiers, which return Text (so texts can still be joined with `+`)

    /// Applies `change` to every piece's modifiers where the piece has not set that one itself.
    nonisolated func styled(_ change: (inout TextStyleModifiers) -> Void) -> Text {
        var t = self
        var outer = TextStyleModifiers()
        change(&outer)
        for i in t.pieces.indices { t.pieces[i].style = t.pieces[i].style.filling(from: outer) }
        return t
    }

    nonisolated func noting(_ file: String, _ line: Int) -> Text {
        var t = self
        t.site = CallSite(file: file, line: line)
        return t
    }

    nonisolated public func font(_ font: Font?) -> Text { styled { $0.font = font } }
    nonisolated public func fontWeight(_ weight: Font.Weight?) -> Text { styled { $0.weight = weight } }
    nonisolated public func fontDesign(_ design: Font.Design?, _fileID: String = #fileID, _line: Int = #line) -> Text {
        styled { $0.design = design }.noting(_fileID, _line)
    }
    nonisolated public func fontWidth(_ width: Font.Width?, _fileID: String = #fileID, _line: Int = #line) -> Text {
        styled { $0.width = width }.noting(_fileID, _line)
    }
    nonisolated public func bold() -> Text { fontWeight(.bold) }
    nonisolated public func bold(_ isActive: Bool) -> Text { styled { $0.weight = isActive ? .bold : .regular } }
    nonisolated public func italic() -> Text { italic(true) }
    nonisolated public func italic(_ isActive: Bool) -> Text { styled { $0.italic = isActive } }
    nonisolated public func monospaced(_ isActive: Bool = true, _fileID: String = #fileID, _line: Int = #line) -> Text {
        styled { $0.design = isActive ? .monospaced : .default }.noting(_fileID, _line)
    }
    nonisolated public func monospacedDigit() -> Text { styled { $0.monospacedDigit = true } }
    nonisolated public func foregroundColor(_ color: Color?) -> Text { styled { $0.color = color.map { AnyShapeStyle($0) } } }
    nonisolated public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text { styled { $0.color = AnyShapeStyle(style) } }
    nonisolated public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text {
        styled { $0.strikethrough = isActive ? .line(LineStyle(color: color)) : TextStyleModifiers.Line.none }
    }
    nonisolated public func strikethrough(_ isActive: Bool = true, pattern: LineStyle.Pattern, color: Color? = nil) -> Text {
        styled { $0.strikethrough = isActive ? .line(LineStyle(pattern: pattern, color: color)) : TextStyleModifiers.Line.none }
    }
    nonisolated public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text {
        styled { $0.underline = isActive ? .line(LineStyle(color: color)) : TextStyleModifiers.Line.none }
    }
    nonisolated public func underline(_ isActive: Bool = true, pattern: LineStyle.Pattern, color: Color? = nil) -> Text {
        styled { $0.underline = isActive ? .line(LineStyle(pattern: pattern, color: color)) : TextStyleModifiers.Line.none }
    }
    nonisolated public func kerning(_ kerning: CGFloat) -> Text { styled { $0.kerning = kerning } }
    nonisolated public func tracking(_ tracking: CGFloat) -> Text { styled { $0.tracking = tracking } }
    nonisolated public func baselineOffset(_ baselineOffset: CGFloat) -> Text { styled { $0.baselineOffset = baselineOffset } }

    @MainActor func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        let env = context.environment
        let gradient = self.gradient(in: env)
        var resolver = TextResolver(context: context, site: site)
        resolver.paintsGradient = gradient != nil
        let resolved = resolver.resolve(self)
        let color = gradient.map { GradientPaint(.linear(start: .zero, end: .zero), stops: $0.stops).meanColor }
            ?? resolved.color ?? HierarchicalShapeStyle.primary.rgba(env)
        let node = TextNode(resolved, color: color, options: TextLayoutOptions(env))
        node.gradient = gradient
        node.contentTransition = env.contentTransition
        if pieces.contains(where: { if case .key = $0.content { true } else { false } }) { node.sourceString = plainText }
        if env.allowsTightening {
            node.reportsTightening = { context.approximate(
                "allowsTightening(true) is not drawn yet (text that does not fit is cut without drawing its letters closer)",
                drawnAs: "truncated text", at: env.tighteningSite) }
        }
        return [node]
    }
}

extension Text {
    /// The gradient the whole text is painted with, when its style (its own, shared by every
    /// piece, or the foreground style) is one; pieces in different styles keep their colours.
    @MainActor func gradient(in env: EnvironmentValues) -> UnitGradient? {
        let paints = pieces.map { piece in
            (piece.style.filling(from: env.textStyle).color ?? AnyShapeStyle(HierarchicalShapeStyle.primary)).paint(env)
        }
        guard let g = paints.first?.gradient, paints.allSatisfy({ $0 == .gradient(g) }) else { return nil }
        return g
    }
}

/// What `Text`'s modifiers set on a piece; nil leaves it to outer modifiers and then the
/// environment.
struct TextStyleModifiers: Equatable, Sendable {
    /// A line that is set to nothing, which outer modifiers do not turn back on.
    enum Line: Equatable, Sendable {
        case none
        case line(Text.LineStyle)
    }

    var font: Font?
    var weight: Font.Weight?
    var design: Font.Design?
    var width: Font.Width?
    var italic: Bool?
    var monospacedDigit: Bool?
    var color: AnyShapeStyle?
    var underline: Line?
    var strikethrough: Line?
    var kerning: CGFloat?
    var tracking: CGFloat?
    var baselineOffset: CGFloat?

    /// These modifiers, with what they leave unset taken from `outer`.
    func filling(from outer: TextStyleModifiers) -> TextStyleModifiers {
        TextStyleModifiers(
            font: font ?? outer.font, weight: weight ?? outer.weight, design: design ?? outer.design,
            width: width ?? outer.width, italic: italic ?? outer.italic, monospacedDigit: monospacedDigit ?? outer.monospacedDigit,
            color: color ?? outer.color, underline: underline ?? outer.underline, strikethrough: strikethrough ?? outer.strikethrough,
            kerning: kerning ?? outer.kerning, tracking: tracking ?? outer.tracking, baselineOffset: baselineOffset ?? outer.baselineOffset)
    }

    static func == (a: Self, b: Self) -> Bool {
        a.font == b.font && a.weight == b.weight && a.design == b.design && a.width == b.width && a.italic == b.italic
            && a.monospacedDigit == b.monospacedDigit && a.underline == b.underline && a.strikethrough == b.strikethrough
            && a.kerning == b.kerning && a.tracking == b.tracking && a.baselineOffset == b.baselineOffset
            && a.color.map { String(reflecting: $0.base) } == b.color.map { String(reflecting: $0.base) }
    }
}

/// How the lines of multi-line text are aligned.
public enum TextAlignment: String, Sendable, Hashable, CaseIterable {
    case leading, center, trailing

    var drawing: Drawing.TextAlignment {
        switch self {
        case .leading: .leading
        case .center: .center
        case .trailing: .trailing
        }
    }
}
