/// The `(destination "title")` of an inline link, right after the link text's `]`.
struct LinkTail {
    /// The destination, with backslash escapes and character references resolved.
    let destination: String
    let title: String?
    /// Just past the closing `)`.
    let end: Int

    /// How deep unescaped parentheses may nest in a bare destination (the spec asks for at
    /// least three; deeper nesting is not a link, which bounds the work on hostile input).
    static let maximumParenthesisDepth = 32

    /// Reads the tail starting at `start` (where a `(` must be); `nil` if it is not one.
    init?(_ s: [Unicode.Scalar], start: Int) {
        guard start < s.count, s[start] == "(" else { return nil }
        var p = Self.skipSpaces(s, start + 1)
        guard let (destinationRange, afterDestination) = Self.destination(s, p) else { return nil }
        destination = Entities.unescape(s, destinationRange)
        p = Self.skipSpaces(s, afterDestination)
        // A title must be separated from the destination by whitespace.
        if p > afterDestination, p < s.count, s[p] == "\"" || s[p] == "'" || s[p] == "(",
           let (titleRange, afterTitle) = Self.title(s, p) {
            title = Entities.unescape(s, titleRange)
            p = Self.skipSpaces(s, afterTitle)
        } else {
            title = nil
        }
        guard p < s.count, s[p] == ")" else { return nil }
        end = p + 1
    }

    /// Spaces and tabs, and at most one line ending among them.
    private static func skipSpaces(_ s: [Unicode.Scalar], _ start: Int) -> Int {
        var p = start
        var sawLineEnding = false
        while p < s.count {
            switch s[p] {
            case " ", "\t":
                p += 1
            case "\n", "\r":
                guard !sawLineEnding else { return p }
                sawLineEnding = true
                p += s[p] == "\r" && p + 1 < s.count && s[p + 1] == "\n" ? 2 : 1
            default:
                return p
            }
        }
        return p
    }

    /// `<…>` (no line endings, no unescaped `<` or `>`), or a bare destination: no spaces or
    /// controls, parentheses balanced unless escaped. Returns the content and where it ends.
    private static func destination(_ s: [Unicode.Scalar], _ start: Int) -> (Range<Int>, Int)? {
        if start < s.count, s[start] == "<" {
            var p = start + 1
            while p < s.count {
                switch s[p] {
                case ">": return (start + 1..<p, p + 1)
                case "\n", "\r", "<": return nil
                case "\\" where p + 1 < s.count && s[p + 1].isASCIIPunctuation: p += 2
                default: p += 1
                }
            }
            return nil
        }
        var p = start
        var depth = 0
        loop: while p < s.count {
            let c = s[p]
            switch c {
            case "\\" where p + 1 < s.count && s[p + 1].isASCIIPunctuation:
                p += 2
                continue loop
            case "(":
                depth += 1
                guard depth <= maximumParenthesisDepth else { return nil }
            case ")":
                if depth == 0 { break loop }
                depth -= 1
            default:
                if c.isASCIIControlOrSpace { break loop }
            }
            p += 1
        }
        guard depth == 0 else { return nil }
        return (start..<p, p)
    }

    /// `"…"`, `'…'` or `(…)`, the closing character escaped inside (and `(` too, for the
    /// last form). Returns the content and where the title ends.
    private static func title(_ s: [Unicode.Scalar], _ start: Int) -> (Range<Int>, Int)? {
        let open = s[start]
        let close: Unicode.Scalar = open == "(" ? ")" : open
        var p = start + 1
        while p < s.count {
            let c = s[p]
            if c == "\\", p + 1 < s.count, s[p + 1].isASCIIPunctuation {
                p += 2
                continue
            }
            if c == close { return (start + 1..<p, p + 1) }
            if open == "(", c == "(" { return nil }
            p += 1
        }
        return nil
    }
}
