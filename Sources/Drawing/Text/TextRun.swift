import Foundation

/// How the lines of a text sit in its box.
public enum TextAlignment: String, Sendable, Hashable {
    case leading, center, trailing
}

/// What determines how a text breaks into lines and how large it is.
public struct TextSpec: Sendable, Hashable {
    public var string: String
    /// The font of every character that no span gives another.
    public var font: FontSpec
    /// Parts of `string` drawn otherwise than the base font and colour (`Text + Text`,
    /// Markdown, `AttributedString`), in order, not overlapping; none for plain text.
    public var spans: [TextSpan]
    /// The width lines are broken at, in points; `nil` keeps each paragraph on one line.
    public var wrapWidth: Double?
    /// At most this many lines; the last one shown ends in an ellipsis when text is cut.
    public var lineLimit: Int?
    /// Extra space between lines, in points (`lineSpacing`).
    public var lineSpacing: Double
    /// Where text cut by `lineLimit` or the width loses characters.
    public var truncation: Truncation
    /// At least this many lines tall, even when the text has fewer
    /// (`lineLimit(_:reservesSpace:)`, `lineLimit(2...)`).
    public var reservedLines: Int

    /// SwiftUI's `Text.TruncationMode`.
    public enum Truncation: String, Sendable, Hashable {
        case head, middle, tail
    }

    public init(
        _ string: String, font: FontSpec, spans: [TextSpan] = [], wrapWidth: Double? = nil, lineLimit: Int? = nil,
        lineSpacing: Double = 0, truncation: Truncation = .tail, reservedLines: Int = 0
    ) {
        self.string = string
        self.font = font
        self.spans = spans
        self.wrapWidth = wrapWidth
        self.lineLimit = lineLimit
        self.lineSpacing = lineSpacing
        self.truncation = truncation
        self.reservedLines = reservedLines
    }

    /// The same text with every font `factor` times as large (`minimumScaleFactor`).
    public func scaled(by factor: Double) -> TextSpec {
        guard factor != 1 else { return self }
        var s = self
        s.font.size *= factor
        s.font.leading *= factor
        for i in s.spans.indices {
            s.spans[i].attributes.font?.size *= factor
            s.spans[i].attributes.font?.leading *= factor
            if let symbol = s.spans[i].attributes.symbol {
                s.spans[i].attributes.symbol = symbol.scaled(by: factor)
            }
        }
        return s
    }

    /// Text made of styled pieces, one span per piece whose attributes are not all default.
    public init(pieces: [(String, TextAttributes)], font: FontSpec, wrapWidth: Double? = nil, lineLimit: Int? = nil, lineSpacing: Double = 0) {
        var string = ""
        var spans: [TextSpan] = []
        var offset = 0
        for (text, attributes) in pieces where !text.isEmpty {
            let count = text.utf8.count
            if attributes != TextAttributes() {
                if let last = spans.last, last.attributes == attributes, last.range.upperBound == offset {
                    spans[spans.count - 1].range = last.range.lowerBound..<(offset + count)
                } else {
                    spans.append(TextSpan(range: offset..<(offset + count), attributes: attributes))
                }
            }
            string += text
            offset += count
        }
        self.init(string, font: font, spans: spans, wrapWidth: wrapWidth, lineLimit: lineLimit, lineSpacing: lineSpacing)
    }

    /// The font of the character at UTF-8 offset `index`.
    /// The largest metrics of the fonts the text is set in (its own and its spans').
    var largestFontMetrics: FontLineMetrics {
        var m = font.lineMetrics
        for span in spans {
            if let f = span.attributes.font { m = m.union(f.lineMetrics) }
        }
        return m
    }

    func font(at index: Int) -> FontSpec {
        span(at: index)?.attributes.font ?? font
    }

    /// The span holding UTF-8 offset `index`, if any.
    func span(at index: Int) -> TextSpan? {
        // Spans are sorted: binary search for the last one starting at or before `index`.
        var low = 0, high = spans.count
        while low < high {
            let mid = (low + high) / 2
            if spans[mid].range.lowerBound <= index { low = mid + 1 } else { high = mid }
        }
        guard low > 0, spans[low - 1].range.contains(index) else { return nil }
        return spans[low - 1]
    }
}

/// A range of a text's UTF-8 bytes and how it is drawn.
public struct TextSpan: Sendable, Hashable {
    public var range: Range<Int>
    public var attributes: TextAttributes

    public init(range: Range<Int>, attributes: TextAttributes) {
        self.range = range
        self.attributes = attributes
    }
}

/// How a piece of text differs from the text's base font and colour: SwiftUI's per-run
/// attributes (`Text` modifiers concatenated with `+`, `AttributedString`'s SwiftUI scope).
public struct TextAttributes: Sendable, Hashable {
    /// Its font; nil keeps the base font.
    public var font: FontSpec?
    /// Its colour; nil keeps the run's colour.
    public var color: RGBAColor?
    public var background: RGBAColor?
    public var underline: TextDecoration?
    public var strikethrough: TextDecoration?
    /// Points added after each character (`kerning`, `tracking`; SwiftUI's two differ only in
    /// how ligatures break, which the stand-in fonts do not show).
    public var extraSpacing: Double
    /// Points the glyphs are raised above the baseline.
    public var baselineOffset: Double
    /// Digits of equal width (`monospacedDigit()`).
    public var monospacedDigits: Bool
    /// A symbol drawn in place of the span's one character (an `Image` inside `Text`).
    public var symbol: InlineSymbol?

    public init(
        font: FontSpec? = nil, color: RGBAColor? = nil, background: RGBAColor? = nil, underline: TextDecoration? = nil,
        strikethrough: TextDecoration? = nil, extraSpacing: Double = 0, baselineOffset: Double = 0, monospacedDigits: Bool = false,
        symbol: InlineSymbol? = nil
    ) {
        self.symbol = symbol
        self.font = font
        self.color = color
        self.background = background
        self.underline = underline
        self.strikethrough = strikethrough
        self.extraSpacing = extraSpacing
        self.baselineOffset = baselineOffset
        self.monospacedDigits = monospacedDigits
    }
}

/// An underline or a strikethrough line: its pattern and colour (the text's when nil).
public struct TextDecoration: Sendable, Hashable {
    /// SwiftUI's `Text.LineStyle.Pattern`.
    public enum Pattern: String, Sendable, Hashable, CaseIterable {
        case solid, dot, dash, dashDot, dashDotDot
    }

    public var pattern: Pattern
    public var color: RGBAColor?

    public init(pattern: Pattern = .solid, color: RGBAColor? = nil) {
        self.pattern = pattern
        self.color = color
    }
}

/// The measured size of a text, for layout.
public struct TextMetrics: Sendable, Equatable {
    /// Width of the widest line and height of all lines, in points.
    public var size: CGSize
    /// Distance from the top of the box to the first line's baseline.
    public var firstBaseline: Double
    /// Distance from the top of the box to the last line's baseline.
    public var lastBaseline: Double
    public var lineCount: Int
    /// Whether characters were cut (an ellipsis shown, or lines beyond the limit dropped).
    public var isTruncated: Bool
    /// The largest of the text's fonts' metrics on each measure, for the spacing between
    /// this text and the views beside it.
    public var fontMetrics: FontLineMetrics

    public init(size: CGSize, firstBaseline: Double, lastBaseline: Double, lineCount: Int, isTruncated: Bool = false,
                fontMetrics: FontLineMetrics = FontLineMetrics(ascent: 0, descent: 0, leading: 0, capHeight: 0)) {
        self.size = size
        self.firstBaseline = firstBaseline
        self.lastBaseline = lastBaseline
        self.lineCount = lineCount
        self.isTruncated = isTruncated
        self.fontMetrics = fontMetrics
    }
}

/// A text drawn in a box: lines are broken as `spec` says (exactly as when it was measured),
/// then each line is aligned within the box's width.
public struct TextRun: Sendable, Equatable {
    public var spec: TextSpec
    public var color: RGBAColor
    /// Top-left corner of the box.
    public var origin: CGPoint
    /// Width of the box that lines are aligned in.
    public var width: Double
    public var alignment: TextAlignment

    public init(spec: TextSpec, color: RGBAColor, origin: CGPoint, width: Double, alignment: TextAlignment = .leading) {
        self.spec = spec
        self.color = color
        self.origin = origin
        self.width = width
        self.alignment = alignment
    }
}

/// A symbol inside text: its frame, centred on the cap height of the text's font, as SF
/// Symbols sit beside letters.
public struct InlineSymbol: Sendable, Hashable {
    /// An SF Symbol name (see `SymbolTable`), or `asset:` and a name for the placeholder.
    public var name: String
    /// The symbol's frame in the line.
    public var width: Double
    public var height: Double
    /// Where its ink is drawn inside the frame.
    public var ink: CGRect
    public var weight: FontSpec.Weight
    /// The colour of an enclosed symbol's enclosure (hierarchical and palette rendering).
    public var secondaryColor: RGBAColor?
    /// A bitmap drawn instead of a symbol (an asset image inside text).
    public var bitmap: InlineBitmap?

    public init(name: String, width: Double, height: Double, ink: CGRect? = nil, weight: FontSpec.Weight = .regular,
                secondaryColor: RGBAColor? = nil, bitmap: InlineBitmap? = nil) {
        self.bitmap = bitmap
        self.name = name
        self.width = width
        self.height = height
        self.ink = ink ?? CGRect(x: 0, y: 0, width: width, height: height)
        self.weight = weight
        self.secondaryColor = secondaryColor
    }

    /// How far the frame reaches above the baseline: a symbol is centred on the cap height, as
    /// SF Symbols sit beside letters; a bitmap stands on the baseline, as a text attachment.
    func ascent(fontSize: Double) -> Double {
        bitmap != nil ? height : TypeMetrics.capHeight * fontSize / 2 + height / 2
    }

    func scaled(by factor: Double) -> InlineSymbol {
        InlineSymbol(
            name: name, width: width * factor, height: height * factor,
            ink: CGRect(x: ink.minX * factor, y: ink.minY * factor, width: ink.width * factor, height: ink.height * factor),
            weight: weight, secondaryColor: secondaryColor, bitmap: bitmap)
    }
}

/// The pixels of an image inside text, compared and hashed by `key` (the file and scale they
/// were decoded from, and a tint) rather than pixel by pixel: texts are hashed each time they
/// are measured.
public struct InlineBitmap: Sendable, Hashable {
    public let key: String
    public let pixels: RGBAImage

    public init(key: String, pixels: RGBAImage) {
        self.key = key
        self.pixels = pixels
    }

    public static func == (a: Self, b: Self) -> Bool { a.key == b.key }
    public func hash(into hasher: inout Hasher) { hasher.combine(key) }
}

/// Where one line of a text is, from the top of the text.
public struct TextLineExtent: Sendable, Equatable {
    public var top: Double
    public var height: Double
    /// The width of the line's text (before alignment).
    public var width: Double
}
