import Drawing

/// Text, as SwiftUI's `Text`: a string drawn in the environment's font and foreground style,
/// wrapped to the proposed width and cut by `lineLimit`.
public struct Text: View, PrimitiveView, Equatable {
    var content: String
    var font: Font?
    var weight: Font.Weight?
    var isItalic = false
    var color: Color?

    /// Text as given (SwiftUI would look it up as a localisation key; there are no tables here).
    public init(_ key: String) {
        content = key
    }

    public init<S: StringProtocol>(_ content: S) {
        self.content = String(content)
    }

    public init(verbatim content: String) {
        self.content = content
    }

    public init(_ date: Date, style: DateStyle) {
        let f = DateFormatter()
        f.locale = Locale(identifier: "en_US_POSIX")
        f.timeZone = TimeZone(identifier: "UTC")
        f.dateStyle = style == .date ? .medium : .none
        f.timeStyle = style == .time ? .short : .none
        content = f.string(from: date)
    }

    public enum DateStyle: Sendable { case date, time }

    /// A case that text is shown in (`textCase(_:)`).
    public enum Case: Sendable, Hashable { case uppercase, lowercase }

    public var body: Never { primitiveBody("Text") }

    // Text's own modifiers return Text, as in SwiftUI.
    public func font(_ font: Font?) -> Text { var t = self; t.font = font; return t }
    public func fontWeight(_ weight: Font.Weight?) -> Text { var t = self; t.weight = weight; return t }
    public func bold() -> Text { fontWeight(.bold) }
    public func bold(_ isActive: Bool) -> Text { isActive ? bold() : self }
    public func italic() -> Text { var t = self; t.isItalic = true; return t }
    public func foregroundColor(_ color: Color?) -> Text { var t = self; t.color = color; return t }
    public func foregroundStyle(_ color: Color) -> Text { foregroundColor(color) }

    public static func + (a: Text, b: Text) -> Text {
        var t = a
        t.content = a.content + b.content
        return t
    }

    func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        let env = context.environment
        var spec = (font ?? env.font ?? .body).spec(dynamicType: env.dynamicTypeSize, weightOverride: weight ?? env.fontWeight)
        if isItalic { spec.italic = true }
        let rgba = color.map { $0.rgba(env) } ?? HierarchicalShapeStyle.primary.rgba(env)
        let shown: String
        switch env.textCase {
        case .uppercase?: shown = content.uppercased(with: Locale(identifier: "en_US_POSIX"))
        case .lowercase?: shown = content.lowercased(with: Locale(identifier: "en_US_POSIX"))
        case nil: shown = content
        }
        return [TextNode(string: shown, font: spec, color: rgba, lineLimit: env.lineLimit, alignment: env.multilineTextAlignment)]
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

final class TextNode: LayoutNode {
    let string: String
    let font: FontSpec
    let color: RGBAColor
    let lineLimit: Int?
    let alignment: TextAlignment
    private var placedSpec: TextSpec?
    /// Metrics by wrap width: sizes and baselines are asked for many times in a pass, and a
    /// look-up in Drawing's cache hashes the whole string each time.
    private var measured: [(width: Double?, metrics: TextMetrics)] = []

    init(string: String, font: FontSpec, color: RGBAColor, lineLimit: Int?, alignment: TextAlignment) {
        self.string = string
        self.font = font
        self.color = color
        self.lineLimit = lineLimit
        self.alignment = alignment
        super.init()
    }

    /// The width text wraps at: an infinite width is the same as none (its ideal lines).
    private static func wrapWidth(_ proposal: ProposedViewSize) -> Double? {
        if let w = proposal.width, w.isFinite { return Double(w) }
        return nil
    }

    func spec(for proposal: ProposedViewSize) -> TextSpec {
        TextSpec(string, font: font, wrapWidth: Self.wrapWidth(proposal), lineLimit: lineLimit)
    }

    func metrics(_ proposal: ProposedViewSize) -> TextMetrics {
        let width = Self.wrapWidth(proposal)
        for entry in measured where entry.width == width { return entry.metrics }
        let m = (try? TextMeasurer.measure(spec(for: proposal)))
            ?? TextMetrics(size: .zero, firstBaseline: 0, lastBaseline: 0, lineCount: 0)
        if measured.count >= 16 { measured.removeFirst() }
        measured.append((width, m))
        return m
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        let m = metrics(proposal)
        // Sizes are rounded up to whole pixels at 3x, as Core Text's are to the display.
        return CGSize(width: (m.size.width * 3).rounded(.up) / 3, height: m.size.height)
    }

    override func place(at origin: CGPoint, proposal: ProposedViewSize, _ context: PlacementContext) {
        super.place(at: origin, proposal: proposal, context)
        placedSpec = spec(for: proposal)
    }

    override func emit(_ e: inout Emitter) {
        guard let spec = placedSpec, !string.isEmpty else { return }
        e.add(.text(TextRun(spec: spec, color: color, origin: frame.origin, width: frame.width, alignment: alignment.drawing)))
        e.texts.append((string, frame))
    }

    override func explicitGuide(_ guide: VerticalAlignment, _ proposal: ProposedViewSize) -> CGFloat? {
        switch guide.kind {
        case .firstTextBaseline: metrics(proposal).firstBaseline
        case .lastTextBaseline: metrics(proposal).lastBaseline
        default: nil
        }
    }
}
