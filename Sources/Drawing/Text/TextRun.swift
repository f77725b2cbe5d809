import Foundation

/// How the lines of a text sit in its box.
public enum TextAlignment: String, Sendable, Hashable {
    case leading, center, trailing
}

/// What determines how a text breaks into lines and how large it is.
public struct TextSpec: Sendable, Hashable {
    public var string: String
    public var font: FontSpec
    /// The width lines are broken at, in points; `nil` keeps each paragraph on one line.
    public var wrapWidth: Double?
    /// At most this many lines; the last one shown ends in an ellipsis when text is cut.
    public var lineLimit: Int?

    public init(_ string: String, font: FontSpec, wrapWidth: Double? = nil, lineLimit: Int? = nil) {
        self.string = string
        self.font = font
        self.wrapWidth = wrapWidth
        self.lineLimit = lineLimit
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

    public init(size: CGSize, firstBaseline: Double, lastBaseline: Double, lineCount: Int) {
        self.size = size
        self.firstBaseline = firstBaseline
        self.lastBaseline = lastBaseline
        self.lineCount = lineCount
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
