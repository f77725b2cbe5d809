/// Splits Swift source into tokens, trivia included, so that the tokens' ranges cover the
/// whole text without gaps. It knows what a reader must know to find brackets that match:
/// string literals of every form (interpolations nested to any depth, multi-line, raw with
/// any number of `#`), nested block comments, and regular expression literals. It never
/// traps on hostile input: what does not end where it must becomes an `.invalid` token.
public enum Tokenizer {
    public static func tokenize(_ text: SourceText) -> [Token] {
        var scanner = Scanner(bytes: text.bytes)
        var tokens: [Token] = []
        tokens.reserveCapacity(text.count / 3)
        while let token = scanner.next() {
            tokens.append(token)
        }
        return tokens
    }

    public static func tokenize(_ string: String) -> [Token] {
        tokenize(SourceText(string))
    }
}

// MARK: - Bytes

private enum Byte {
    static let newline = UInt8(ascii: "\n"), carriageReturn = UInt8(ascii: "\r")
    static let space = UInt8(ascii: " "), tab = UInt8(ascii: "\t")
    static let slash = UInt8(ascii: "/"), star = UInt8(ascii: "*"), backslash = UInt8(ascii: "\\")
    static let quote = UInt8(ascii: "\""), pound = UInt8(ascii: "#"), at = UInt8(ascii: "@")
    static let backtick = UInt8(ascii: "`"), dollar = UInt8(ascii: "$"), dot = UInt8(ascii: ".")
    static let openParen = UInt8(ascii: "("), closeParen = UInt8(ascii: ")")
    static let underscore = UInt8(ascii: "_")

    static func isIdentifierStart(_ c: UInt8) -> Bool {
        (c >= UInt8(ascii: "a") && c <= UInt8(ascii: "z")) || (c >= UInt8(ascii: "A") && c <= UInt8(ascii: "Z"))
            || c == underscore || c >= 0x80
    }

    static func isDigit(_ c: UInt8) -> Bool { c >= UInt8(ascii: "0") && c <= UInt8(ascii: "9") }

    static func isIdentifierContinue(_ c: UInt8) -> Bool { isIdentifierStart(c) || isDigit(c) }

    static func isOperator(_ c: UInt8) -> Bool {
        switch c {
        case UInt8(ascii: "/"), UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "!"),
             UInt8(ascii: "*"), UInt8(ascii: "%"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"),
             UInt8(ascii: "|"), UInt8(ascii: "^"), UInt8(ascii: "~"), UInt8(ascii: "?"), UInt8(ascii: "."):
            true
        default:
            false
        }
    }

    static func isPunctuation(_ c: UInt8) -> Bool {
        switch c {
        case UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: "["),
             UInt8(ascii: "]"), UInt8(ascii: ","), UInt8(ascii: ":"), UInt8(ascii: ";"):
            true
        default:
            false
        }
    }
}

// MARK: - Scanner

private struct Scanner {
    let b: [UInt8]
    var i = 0
    /// The last token that was not trivia, for telling a regex literal from a division.
    var previousSignificant: (kind: Token.Kind, byte: UInt8, text: ArraySlice<UInt8>)?

    init(bytes: [UInt8]) { b = bytes }

    func at(_ j: Int) -> UInt8? { j < b.count ? b[j] : nil }

    mutating func next() -> Token? {
        guard i < b.count else { return nil }
        let start = i
        let kind = scanKind()
        // An escape at the very end may step past it.
        i = min(i, b.count)
        let token = Token(kind: kind, range: start..<i)
        if !token.isTrivia {
            previousSignificant = (kind, b[start], b[start..<i])
        }
        return token
    }

    private mutating func scanKind() -> Token.Kind {
        let c = b[i]
        switch c {
        case Byte.space, Byte.tab:
            while let d = at(i), d == Byte.space || d == Byte.tab { i += 1 }
            return .whitespace
        case Byte.newline:
            i += 1
            return .newline
        case Byte.carriageReturn:
            i += 1
            if at(i) == Byte.newline { i += 1 }
            return .newline
        case Byte.slash:
            if at(i + 1) == Byte.slash { return lineComment() }
            if at(i + 1) == Byte.star { return blockComment() }
            if regexMayStart(), let end = bareRegexEnd(from: i) {
                i = end
                return .regex
            }
            return operatorRun()
        case Byte.quote:
            return stringLiteral(pounds: 0)
        case Byte.pound:
            var j = i
            while at(j) == Byte.pound { j += 1 }
            let pounds = j - i
            if at(j) == Byte.quote {
                i = j
                return stringLiteral(pounds: pounds)
            }
            if at(j) == Byte.slash {
                i = j
                return extendedRegex(pounds: pounds)
            }
            if pounds == 1, let n = at(i + 1), Byte.isIdentifierStart(n) {
                i += 1
                identifierRun()
                return .pound
            }
            i += 1
            return .punctuation
        case Byte.at:
            if let n = at(i + 1), Byte.isIdentifierStart(n) {
                i += 1
                identifierRun()
                return .attribute
            }
            if at(i + 1) == Byte.backtick {
                i += 1
                return backtickedIdentifier() == .identifier ? .attribute : .invalid("an attribute name in backticks is not closed")
            }
            i += 1
            return .punctuation
        case Byte.backtick:
            return backtickedIdentifier()
        case Byte.dollar:
            i += 1
            identifierRun()
            return .identifier
        default:
            break
        }
        if Byte.isDigit(c) { return number() }
        if Byte.isIdentifierStart(c) {
            identifierRun()
            return .identifier
        }
        if Byte.isPunctuation(c) {
            i += 1
            return .punctuation
        }
        if Byte.isOperator(c) { return operatorRun() }
        i += 1
        return .invalid("unexpected character (byte \(c))")
    }

    private mutating func identifierRun() {
        while let d = at(i), Byte.isIdentifierContinue(d) { i += 1 }
    }

    private mutating func backtickedIdentifier() -> Token.Kind {
        i += 1
        while let d = at(i), d != Byte.backtick, d != Byte.newline, d != Byte.carriageReturn { i += 1 }
        guard at(i) == Byte.backtick else { return .invalid("a name in backticks is not closed on its line") }
        i += 1
        return .identifier
    }

    private mutating func number() -> Token.Kind {
        let hex = b[i] == UInt8(ascii: "0") && (at(i + 1) == UInt8(ascii: "x") || at(i + 1) == UInt8(ascii: "X"))
        i += 1
        while let d = at(i) {
            if Byte.isIdentifierContinue(d) {
                i += 1
            } else if d == Byte.dot, let n = at(i + 1), Byte.isDigit(n) || (hex && Byte.isIdentifierContinue(n)) {
                i += 1
            } else if d == UInt8(ascii: "+") || d == UInt8(ascii: "-"),
                      let p = at(i - 1), hex ? (p == UInt8(ascii: "p") || p == UInt8(ascii: "P")) : (p == UInt8(ascii: "e") || p == UInt8(ascii: "E")) {
                i += 1
            } else {
                break
            }
        }
        return .number
    }

    private mutating func operatorRun() -> Token.Kind {
        i += 1
        while let d = at(i), Byte.isOperator(d) {
            // A comment that follows an operator without a space is still a comment.
            if d == Byte.slash, at(i + 1) == Byte.slash || at(i + 1) == Byte.star { break }
            i += 1
        }
        return .operator
    }

    private mutating func lineComment() -> Token.Kind {
        while let d = at(i), d != Byte.newline, d != Byte.carriageReturn { i += 1 }
        return .lineComment
    }

    /// Block comments nest in Swift: `/* a /* b */ c */` is one comment.
    private mutating func blockComment() -> Token.Kind {
        i += 2
        var depth = 1
        while i < b.count {
            if b[i] == Byte.slash, at(i + 1) == Byte.star {
                depth += 1
                i += 2
            } else if b[i] == Byte.star, at(i + 1) == Byte.slash {
                depth -= 1
                i += 2
                if depth == 0 { return .blockComment }
            } else {
                i += 1
            }
        }
        return .invalid("a /* comment */ is not closed")
    }

    private func poundsFollow(_ j: Int, _ pounds: Int) -> Bool {
        guard j + pounds <= b.count else { return false }
        for k in 0..<pounds where b[j + k] != Byte.pound { return false }
        return true
    }

    private func isTripleQuote(_ j: Int) -> Bool {
        at(j) == Byte.quote && at(j + 1) == Byte.quote && at(j + 2) == Byte.quote
    }

    /// A string literal; `i` is at its first quote, after any `#`s.
    private mutating func stringLiteral(pounds: Int) -> Token.Kind {
        let multiline = isTripleQuote(i)
        i += multiline ? 3 : 1
        while i < b.count {
            let c = b[i]
            if c == Byte.backslash, poundsFollow(i + 1, pounds) {
                i += 1 + pounds
                guard i < b.count else { break }
                if b[i] == Byte.openParen {
                    i += 1
                    if let problem = interpolation() { return .invalid(problem) }
                } else if b[i] == Byte.carriageReturn, at(i + 1) == Byte.newline {
                    i += 2
                } else {
                    i += 1
                }
                continue
            }
            if c == Byte.quote {
                if multiline {
                    if isTripleQuote(i), poundsFollow(i + 3, pounds) {
                        i += 3 + pounds
                        return .string
                    }
                } else if poundsFollow(i + 1, pounds) {
                    i += 1 + pounds
                    return .string
                }
                i += 1
                continue
            }
            if !multiline, c == Byte.newline || c == Byte.carriageReturn {
                return .invalid("a string literal is not closed on its line")
            }
            i += 1
        }
        return .invalid(multiline ? "a \"\"\" string literal is not closed" : "a string literal is not closed")
    }

    /// The inside of `\( … )`, after the opening parenthesis: tokens (strings, comments and
    /// all) until the parenthesis that closes it. Returns a problem, or nil.
    private mutating func interpolation() -> String? {
        let saved = previousSignificant
        defer { previousSignificant = saved }
        previousSignificant = nil
        var depth = 0
        while i < b.count {
            if b[i] == Byte.closeParen, depth == 0 {
                i += 1
                return nil
            }
            let start = i
            guard let token = next() else { break }
            switch token.kind {
            case .invalid(let why):
                return why
            case .punctuation where b[start] == Byte.openParen:
                depth += 1
            case .punctuation where b[start] == Byte.closeParen:
                depth -= 1
            default:
                break
            }
        }
        return "an interpolation \\( … ) in a string literal is not closed"
    }

    /// `#/ … /#` (any number of `#`); `i` is at the slash.
    private mutating func extendedRegex(pounds: Int) -> Token.Kind {
        i += 1
        while i < b.count {
            let c = b[i]
            if c == Byte.backslash {
                i = min(i + 2, b.count)
                continue
            }
            if c == Byte.slash, poundsFollow(i + 1, pounds) {
                i += 1 + pounds
                return .regex
            }
            i += 1
        }
        return .invalid("a #/ regex /# literal is not closed")
    }

    private static let keywordsBeforeExpressions: [[UInt8]] =
        ["return", "case", "in", "where", "if", "guard", "while", "throw", "try", "await"].map { Array($0.utf8) }

    /// Whether a `/` here can start a regex literal rather than divide: only where an
    /// expression starts (after an opening bracket, a comma, a colon, an operator, a keyword
    /// such as `return`, or at the start of the text).
    private func regexMayStart() -> Bool {
        guard let p = previousSignificant else { return true }
        switch p.kind {
        case .punctuation:
            return p.byte != Byte.closeParen && p.byte != UInt8(ascii: "]") && p.byte != UInt8(ascii: "}")
        case .operator:
            return true
        case .identifier:
            return Self.keywordsBeforeExpressions.contains { $0.elementsEqual(p.text) }
        default:
            return false
        }
    }

    /// The end of a bare `/regex/` starting at `j`: it may not start with a space, ends on
    /// the same line, and may not end with a space.
    private func bareRegexEnd(from j: Int) -> Int? {
        guard let first = at(j + 1), first != Byte.space, first != Byte.tab, first != Byte.newline,
              first != Byte.carriageReturn
        else { return nil }
        var k = j + 1
        var inClass = false
        while k < b.count {
            let c = b[k]
            if c == Byte.newline || c == Byte.carriageReturn { return nil }
            if c == Byte.backslash {
                k += 2
                continue
            }
            if c == UInt8(ascii: "[") { inClass = true }
            if c == UInt8(ascii: "]") { inClass = false }
            if c == Byte.slash, !inClass {
                let last = b[k - 1]
                return last == Byte.space || last == Byte.tab ? nil : k + 1
            }
            k += 1
        }
        return nil
    }
}
