/// Source text with its tokens, and the questions a small parser asks of them: what a token
/// says, which bracket closes an opening one, where the next meaningful token is.
public struct TokenizedSource: Sendable {
    public let text: SourceText
    public let tokens: [Token]

    public init(_ text: SourceText) {
        self.text = text
        tokens = Tokenizer.tokenize(text)
    }

    public init(_ string: String) {
        self.init(SourceText(string))
    }

    public func text(_ index: Int) -> String { text.text(of: tokens[index]) }

    /// Whether token `index` is the punctuation or operator `s`.
    public func isSymbol(_ index: Int, _ s: String) -> Bool {
        guard index >= 0, index < tokens.count else { return false }
        switch tokens[index].kind {
        case .punctuation, .operator: return text(index) == s
        default: return false
        }
    }

    /// Whether token `index` is the identifier (or keyword) `s`.
    public func isIdentifier(_ index: Int, _ s: String? = nil) -> Bool {
        guard index >= 0, index < tokens.count, tokens[index].kind == .identifier else { return false }
        return s.map { text(index) == $0 } ?? true
    }

    /// The first token at or after `index` that is not trivia.
    public func significant(from index: Int) -> Int? {
        var i = index
        while i < tokens.count {
            if !tokens[i].isTrivia { return i }
            i += 1
        }
        return nil
    }

    /// The last token before `index` that is not trivia.
    public func significant(before index: Int) -> Int? {
        var i = index - 1
        while i >= 0 {
            if !tokens[i].isTrivia { return i }
            i -= 1
        }
        return nil
    }

    /// The first `.invalid` token, if any.
    public var firstInvalid: (index: Int, why: String)? {
        for (i, t) in tokens.enumerated() {
            if case .invalid(let why) = t.kind { return (i, why) }
        }
        return nil
    }

    /// The index of the bracket that closes the one at `index` (`(`, `[` or `{`), counting
    /// only brackets outside strings and comments; nil if it never closes or they cross.
    public func matchingClose(_ index: Int) -> Int? {
        let pairs: [String: String] = ["(": ")", "[": "]", "{": "}"]
        guard index < tokens.count, tokens[index].kind == .punctuation, pairs[text(index)] != nil else { return nil }
        var stack: [String] = []
        var i = index
        while i < tokens.count {
            if tokens[i].kind == .punctuation {
                let s = text(i)
                if let close = pairs[s] {
                    stack.append(close)
                } else if s == ")" || s == "]" || s == "}" {
                    guard stack.last == s else { return nil }
                    stack.removeLast()
                    if stack.isEmpty { return i }
                }
            }
            i += 1
        }
        return nil
    }

    /// Splits the tokens in `range` (indices) at commas that are not inside brackets.
    public func splitAtTopLevelCommas(_ range: Range<Int>) -> [Range<Int>] {
        var parts: [Range<Int>] = []
        var depth = 0
        var start = range.lowerBound
        var i = range.lowerBound
        while i < range.upperBound {
            if tokens[i].kind == .punctuation {
                switch text(i) {
                case "(", "[", "{": depth += 1
                case ")", "]", "}": depth -= 1
                case "," where depth == 0:
                    parts.append(start..<i)
                    start = i + 1
                default: break
                }
            }
            i += 1
        }
        parts.append(start..<range.upperBound)
        return parts
    }

    /// The byte range from the start of token `first` to the end of token `last` (indices,
    /// inclusive).
    public func byteRange(_ first: Int, through last: Int) -> Range<Int> {
        tokens[first].range.lowerBound..<tokens[last].range.upperBound
    }
}
