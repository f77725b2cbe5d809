/// What can start at a `<`: an autolink or raw inline HTML (CommonMark 0.31 §6.5, §6.6).
struct PointyBrackets {
    private let s: [Unicode.Scalar]
    /// For a terminator (`"`, `'`, `>`, `-->`, `?>`, `]]>`): a position from which a search for
    /// it already failed. Searches go forward through the paragraph, so one that starts later
    /// fails too: remembering this keeps repeated unterminated constructs linear.
    private var failedSearch: [String: Int] = [:]

    init(_ scalars: [Unicode.Scalar]) {
        s = scalars
    }

    /// An autolink starting at `start`: where it ends, its destination and its text.
    func autolink(at start: Int) -> (end: Int, destination: String, text: String)? {
        guard start < s.count, s[start] == "<" else { return nil }
        if let end = uriAutolinkEnd(start + 1) {
            let text = Entities.decodeReferences(s, start + 1..<end)
            return (end + 1, text, text)
        }
        if let end = emailAutolinkEnd(start + 1) {
            let text = Entities.decodeReferences(s, start + 1..<end)
            return (end + 1, "mailto:" + text, text)
        }
        return nil
    }

    /// Scheme (2–32 of letters, digits, `+.-`, starting with a letter), `:`, then anything but
    /// controls, spaces, `<` and `>`; returns the index of the closing `>`.
    private func uriAutolinkEnd(_ start: Int) -> Int? {
        guard start < s.count, s[start].isASCIILetter else { return nil }
        var p = start + 1
        while p < s.count, p - start < 32, s[p].isASCIIAlphanumeric || s[p] == "+" || s[p] == "." || s[p] == "-" {
            p += 1
        }
        guard p - start >= 2, p < s.count, s[p] == ":" else { return nil }
        p += 1
        while p < s.count, s[p] != "<", s[p] != ">", !s[p].isASCIIControlOrSpace { p += 1 }
        return p < s.count && s[p] == ">" ? p : nil
    }

    /// The HTML spec's valid email address; returns the index of the closing `>`.
    private func emailAutolinkEnd(_ start: Int) -> Int? {
        var p = start
        while p < s.count, isEmailLocal(s[p]) { p += 1 }
        guard p > start, p < s.count, s[p] == "@" else { return nil }
        p += 1
        while true {
            // A label: a letter or digit, up to 61 of those or `-`, and a letter or digit.
            let labelStart = p
            while p < s.count, p - labelStart < 63, s[p].isASCIIAlphanumeric || s[p] == "-" { p += 1 }
            guard p > labelStart, s[labelStart] != "-", s[p - 1] != "-", p < s.count else { return nil }
            if s[p] == ">" { return p }
            guard s[p] == "." else { return nil }
            p += 1
        }
    }

    private func isEmailLocal(_ c: Unicode.Scalar) -> Bool {
        if c.isASCIIAlphanumeric { return true }
        switch c {
        case ".", "!", "#", "$", "%", "&", "'", "*", "+", "/", "=", "?", "^", "_", "`", "{", "|", "}", "~", "-":
            return true
        default:
            return false
        }
    }

    // MARK: Raw HTML

    /// Raw inline HTML starting at `start` (at a `<`): returns where it ends.
    mutating func rawHTMLEnd(at start: Int) -> Int? {
        guard start + 1 < s.count, s[start] == "<" else { return nil }
        let c = s[start + 1]
        if c.isASCIILetter { return openTagEnd(start + 1) }
        if c == "/" { return closingTagEnd(start + 2) }
        if c == "?" { return search("?>", from: start + 2) }
        if c == "!" {
            if matches("!--", at: start + 1) {
                // `<!-->` and `<!--->` are comments too.
                if matches(">", at: start + 4) { return start + 5 }
                if matches("->", at: start + 4) { return start + 6 }
                return search("-->", from: start + 4)
            }
            if matches("![CDATA[", at: start + 1) { return search("]]>", from: start + 9) }
            if start + 2 < s.count, s[start + 2].isASCIILetter { return search(">", from: start + 3) }
        }
        return nil
    }

    /// A tag name (from its first letter), attributes, optional whitespace, optional `/`, `>`.
    private mutating func openTagEnd(_ nameStart: Int) -> Int? {
        var p = tagNameEnd(nameStart)
        while true {
            let afterSpace = skipWhitespace(p)
            guard afterSpace < s.count else { return nil }
            if s[afterSpace] == ">" { return afterSpace + 1 }
            if s[afterSpace] == "/" {
                return afterSpace + 1 < s.count && s[afterSpace + 1] == ">" ? afterSpace + 2 : nil
            }
            // An attribute needs whitespace before it.
            guard afterSpace > p, let attributeEnd = attributeEnd(afterSpace) else { return nil }
            p = attributeEnd
        }
    }

    private mutating func closingTagEnd(_ nameStart: Int) -> Int? {
        guard nameStart < s.count, s[nameStart].isASCIILetter else { return nil }
        let p = skipWhitespace(tagNameEnd(nameStart))
        return p < s.count && s[p] == ">" ? p + 1 : nil
    }

    private func tagNameEnd(_ start: Int) -> Int {
        var p = start
        while p < s.count, s[p].isASCIIAlphanumeric || s[p] == "-" { p += 1 }
        return p
    }

    /// An attribute name, then optionally `=` and a value (whitespace allowed around `=`).
    private mutating func attributeEnd(_ start: Int) -> Int? {
        let first = s[start]
        guard first.isASCIILetter || first == "_" || first == ":" else { return nil }
        var p = start + 1
        while p < s.count, s[p].isASCIIAlphanumeric || s[p] == "_" || s[p] == "." || s[p] == ":" || s[p] == "-" {
            p += 1
        }
        let beforeEquals = skipWhitespace(p)
        guard beforeEquals < s.count, s[beforeEquals] == "=" else { return p }
        let valueStart = skipWhitespace(beforeEquals + 1)
        guard valueStart < s.count else { return nil }
        let quote = s[valueStart]
        if quote == "\"" || quote == "'" {
            guard let end = search(String(quote), from: valueStart + 1) else { return nil }
            return end
        }
        var q = valueStart
        while q < s.count, isUnquotedValue(s[q]) { q += 1 }
        return q > valueStart ? q : nil
    }

    /// What an unquoted attribute value may hold: anything but whitespace, quotes, `=<>` and `` ` ``.
    private func isUnquotedValue(_ c: Unicode.Scalar) -> Bool {
        switch c {
        case " ", "\t", "\n", "\r", "\u{0B}", "\u{0C}", "\"", "'", "=", "<", ">", "`": false
        default: true
        }
    }

    /// Spaces, tabs and line endings (a paragraph has no blank line, so at most one line
    /// ending can be among them).
    private func skipWhitespace(_ start: Int) -> Int {
        var p = start
        while p < s.count, s[p] == " " || s[p] == "\t" || s[p] == "\n" || s[p] == "\r" { p += 1 }
        return p
    }

    private func matches(_ literal: String, at start: Int) -> Bool {
        var p = start
        for scalar in literal.unicodeScalars {
            guard p < s.count, s[p] == scalar else { return false }
            p += 1
        }
        return true
    }

    /// Where the first `terminator` at or after `start` ends.
    private mutating func search(_ terminator: String, from start: Int) -> Int? {
        if let failed = failedSearch[terminator], start >= failed { return nil }
        let pattern = Array(terminator.unicodeScalars)
        var p = start
        while p + pattern.count <= s.count {
            if s[p] == pattern[0], matches(terminator, at: p) { return p + pattern.count }
            p += 1
        }
        failedSearch[terminator] = start
        return nil
    }
}
