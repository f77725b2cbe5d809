import Drawing

/// How text fits its space, from the environment: line limits, truncation, shrinking.
struct TextLayoutOptions: Equatable {
    var lineLimit: Int?
    /// Lines the text is at least as tall as (`lineLimit(_:reservesSpace:)`, `lineLimit(2...4)`).
    var reservedLines = 0
    var truncation: TextSpec.Truncation = .tail
    /// How far the font may shrink before text is cut (`minimumScaleFactor`), 1 for never.
    var minimumScaleFactor: Double = 1
    var alignment: TextAlignment = .leading
    /// Drawn as placeholder bars (`redacted(reason: .placeholder)`, `privacySensitive()`).
    var isRedacted = false
    /// One pixel at the display's scale: spacing next to text is rounded up to pixels.
    var pixelLength: CGFloat = 1.0 / 3

    @MainActor
    init(_ env: EnvironmentValues) {
        pixelLength = 1 / max(env.displayScale, 1)
        lineLimit = env.lineLimit
        reservedLines = env.reservedLineCount
        truncation = env.truncationMode.drawing
        minimumScaleFactor = Double(min(max(env.minimumScaleFactor, 0.01), 1))
        alignment = env.multilineTextAlignment
        isRedacted = env.redactionReasons.contains(.placeholder)
            || (env.redactionReasons.contains(.privacy) && env.isPrivacySensitive)
    }
}

/// A laid-out text: measured at each proposed width, drawn as one run.
final class TextNode: LayoutNode {
    /// What it shows (an image inside it is U+FFFC).
    let string: String
    /// What the text says in the source (its key's text, before the strings tables and the
    /// pseudo-locale), when that differs: interactions name texts as the code writes them.
    var sourceString: String?
    /// The text with no width or line limit yet.
    private let template: TextSpec
    var color: RGBAColor
    /// How a change of what it shows is drawn while an animation runs (`contentTransition`).
    var contentTransition: ContentTransition = .opacity
    /// A gradient the whole text is painted with (its foreground style), in its frame.
    var gradient: UnitGradient?
    let options: TextLayoutOptions
    private var placedSpec: TextSpec?
    /// Whether the placed text was cut (an ellipsis, or lines dropped).
    private(set) var placedTruncated = false
    /// Reports `allowsTightening` when the placed text is cut (iOS would tighten it first).
    var reportsTightening: (@MainActor () -> Void)?
    /// Specs and metrics by wrap width: sizes and baselines are asked for many times in a
    /// pass, and a look-up in Drawing's cache hashes the whole string each time.
    private var measured: [(width: Double?, spec: TextSpec, metrics: TextMetrics)] = []

    init(_ text: ResolvedText, color: RGBAColor, options: TextLayoutOptions) {
        template = TextSpec(
            pieces: text.pieces, font: text.font, lineLimit: options.lineLimit, lineSpacing: text.lineSpacing)
        string = template.string
        self.color = color
        self.options = options
        super.init()
    }

    /// The width text wraps at: an infinite width is the same as none (its ideal lines).
    private static func wrapWidth(_ proposal: ProposedViewSize) -> Double? {
        if let w = proposal.width, w.isFinite { return Double(w) }
        return nil
    }

    private static func measure(_ spec: TextSpec) -> TextMetrics {
        (try? TextMeasurer.measure(spec)) ?? TextMetrics(size: .zero, firstBaseline: 0, lastBaseline: 0, lineCount: 0)
    }

    /// The spec and metrics at a proposal: shrunk, when the text would be cut and may shrink,
    /// to the largest scale (in steps of 1/64 down to the minimum) at which it is not.
    private func fitted(_ proposal: ProposedViewSize) -> (spec: TextSpec, metrics: TextMetrics) {
        let width = Self.wrapWidth(proposal)
        for entry in measured where entry.width == width { return (entry.spec, entry.metrics) }
        var spec = template
        spec.wrapWidth = width
        spec.truncation = options.truncation
        spec.reservedLines = options.reservedLines
        var metrics = Self.measure(spec)
        let limited = options.lineLimit != nil && width != nil
        if metrics.isTruncated, limited, options.minimumScaleFactor < 1 {
            // The largest scale that fits, by bisection over steps of 1/64.
            var low = Int((options.minimumScaleFactor * 64).rounded(.up)), high = 63
            var best: (TextSpec, TextMetrics)?
            while low <= high {
                let mid = (low + high) / 2
                let s = spec.scaled(by: Double(mid) / 64)
                let m = Self.measure(s)
                if m.isTruncated { high = mid - 1 } else { best = (s, m); low = mid + 1 }
            }
            let smallest = spec.scaled(by: options.minimumScaleFactor)
            (spec, metrics) = best ?? (smallest, Self.measure(smallest))
        }
        if measured.count >= 16 { measured.removeFirst() }
        measured.append((width, spec, metrics))
        return (spec, metrics)
    }

    func spec(for proposal: ProposedViewSize) -> TextSpec { fitted(proposal).spec }

    func metrics(_ proposal: ProposedViewSize) -> TextMetrics { fitted(proposal).metrics }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        let m = metrics(proposal)
        // Sizes are rounded up to whole pixels at 3x, as Core Text's are to the display.
        return CGSize(width: (m.size.width * 3).rounded(.up) / 3, height: m.size.height)
    }

    /// A text's preferences, from its fonts and its ideal (unwrapped) baselines.
    override func viewSpacing() -> ViewSpacing {
        let m = metrics(.unspecified)
        return .text(m.fontMetrics, firstBaseline: CGFloat(m.firstBaseline), lastBaseline: CGFloat(m.lastBaseline),
                     height: m.size.height, pixelLength: options.pixelLength)
    }

    override func place(at origin: CGPoint, proposal: ProposedViewSize, _ context: PlacementContext) {
        super.place(at: origin, proposal: proposal, context)
        placedSpec = spec(for: proposal)
        placedTruncated = metrics(proposal).isTruncated
        if placedTruncated { reportsTightening?() }
    }

    override func emitContent(_ e: inout Emitter) {
        guard let spec = placedSpec, !string.isEmpty else { return }
        if let sourceString, sourceString != string { e.textSources[e.texts.count] = sourceString }
        e.texts.append((string, e.layoutFrame(of: self)))
        e.noteAccessibility(.text(string, frame: frame, font: spec.font, color: color, truncated: placedTruncated))
        e.addHitContent(frame)
        if options.isRedacted {
            emitPlaceholder(spec, &e)
            return
        }
        if let gradient {
            // The glyphs' coverage masks the gradient, laid out in the text's frame.
            let run = TextRun(spec: spec, color: .black, origin: frame.origin, width: frame.width, alignment: options.alignment.drawing)
            e.add(.gradientMask(gradient.drawing(in: frame), [.text(run)]))
            return
        }
        e.add(.text(TextRun(spec: spec, color: color, origin: frame.origin, width: frame.width, alignment: options.alignment.drawing)))
    }

    /// iOS's redaction placeholder: a rounded bar per line in the text's colour, faded, as
    /// wide as the line's text. Bar height 70 % of the line and 18 % opacity: Flag: E.
    private func emitPlaceholder(_ spec: TextSpec, _ e: inout Emitter) {
        for line in (try? TextMeasurer.lines(spec)) ?? [] where line.width > 0 {
            let w = min(CGFloat(line.width), frame.width)
            let h = CGFloat(line.height) * 0.7
            let x: CGFloat
            switch options.alignment {
            case .leading: x = frame.minX
            case .center: x = frame.midX - w / 2
            case .trailing: x = frame.maxX - w
            }
            let bar = CGRect(x: x, y: frame.minY + CGFloat(line.top) + (CGFloat(line.height) - h) / 2, width: w, height: h)
            e.add(.fill(.roundedRect(bar, cornerRadius: min(4, h / 2), style: .circular), color.multiplyingAlpha(0.18)))
        }
    }

    override func explicitGuide(_ guide: VerticalAlignment, _ proposal: ProposedViewSize) -> CGFloat? {
        switch guide.kind {
        case .firstTextBaseline: metrics(proposal).firstBaseline
        case .lastTextBaseline: metrics(proposal).lastBaseline
        default: nil
        }
    }
}
