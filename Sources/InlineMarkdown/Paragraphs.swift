/// Splits a source at blank lines, the one piece of block structure inline-only parsing keeps:
/// a blank line ends a paragraph, and no inline construct spans two paragraphs.
enum Paragraphs {
    /// A paragraph's text (without its last line ending), or what lies between paragraphs: the
    /// line ending that ends a paragraph and the blank lines after it.
    enum Piece: Equatable {
        case paragraph(Range<Int>)
        case separator(Range<Int>)
    }

    /// The pieces of `scalars`, in order, covering every scalar exactly once.
    static func split(_ scalars: [Unicode.Scalar]) -> [Piece] {
        var pieces: [Piece] = []
        var paragraphStart: Int?  // where the current paragraph began
        var separatorStart: Int?  // where the current separator began, if one is open
        var lineStart = 0
        while lineStart < scalars.count {
            // One line: its content, then its line ending (if any).
            var contentEnd = lineStart
            while contentEnd < scalars.count, !isLineEnding(scalars[contentEnd]) { contentEnd += 1 }
            var lineEnd = contentEnd
            if lineEnd < scalars.count {
                lineEnd += (scalars[lineEnd] == "\r" && lineEnd + 1 < scalars.count && scalars[lineEnd + 1] == "\n") ? 2 : 1
            }
            let blank = scalars[lineStart..<contentEnd].allSatisfy { $0 == " " || $0 == "\t" }
            if blank {
                if let start = paragraphStart {
                    // The previous line's ending belongs to the separator.
                    let end = previousLineEnding(before: lineStart, in: scalars)
                    pieces.append(.paragraph(start..<end))
                    paragraphStart = nil
                    separatorStart = end
                } else if separatorStart == nil {
                    separatorStart = lineStart
                }
            } else {
                if let start = separatorStart {
                    pieces.append(.separator(start..<lineStart))
                    separatorStart = nil
                }
                if paragraphStart == nil { paragraphStart = lineStart }
            }
            lineStart = lineEnd
        }
        if let start = paragraphStart {
            // A paragraph at the end: its final line ending, if any, is a separator.
            var end = scalars.count
            if end > start, isLineEnding(scalars[end - 1]) { end = previousLineEnding(before: end, in: scalars) }
            pieces.append(.paragraph(start..<end))
            if end < scalars.count { pieces.append(.separator(end..<scalars.count)) }
        } else if let start = separatorStart, start < scalars.count {
            pieces.append(.separator(start..<scalars.count))
        }
        return pieces
    }

    static func isLineEnding(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "\n" || scalar == "\r"
    }

    /// Where the line ending that ends just before `index` begins (`\r\n` counts as one).
    private static func previousLineEnding(before index: Int, in scalars: [Unicode.Scalar]) -> Int {
        guard index > 0, isLineEnding(scalars[index - 1]) else { return index }
        if scalars[index - 1] == "\n", index >= 2, scalars[index - 2] == "\r" { return index - 2 }
        return index - 1
    }
}
