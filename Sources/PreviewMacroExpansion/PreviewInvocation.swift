import SwiftTokenizer

/// A `#Preview` use, read from the source the compiler sends: its arguments, its body closure
/// and the `@Previewable` declarations at the top of that body. Token indices refer to
/// `source.tokens`.
struct PreviewInvocation {
    struct Argument {
        var label: String?
        /// First and last significant token of the value.
        var value: ClosedRange<Int>
    }

    /// `@Previewable @State var isOn = false`, without the `@Previewable`.
    struct PreviewableDeclaration {
        /// Tokens of the declaration after `@Previewable`.
        var tokens: ClosedRange<Int>
    }

    /// Where the macro cannot be read, at a byte offset in `source`.
    struct Problem: Error {
        var message: String
        var offset: Int
    }

    let source: TokenizedSource
    let pound: Int
    /// Arguments between the parentheses (the body too when it is written `body: { … }`).
    var arguments: [Argument] = []
    /// `{` and `}` of the body.
    var bodyOpen = 0
    var bodyClose = 0
    /// Whether the body is a trailing closure (else it is the `body:` argument).
    var bodyIsTrailing = true
    var previewables: [PreviewableDeclaration] = []
    /// The first token of the body after the `@Previewable` declarations (or `bodyClose`).
    var restStart = 0

    /// Reads a `#Preview` node's text (leading trivia included).
    init(_ text: String) throws(Problem) {
        source = TokenizedSource(text)
        if let (index, why) = source.firstInvalid {
            throw Problem(message: why, offset: source.tokens[index].range.lowerBound)
        }
        // The node's text holds the attributes written before it (`@available(iOS 18, *)
        // #Preview { … }`, `@MainActor #Preview`); the compiler gives them to what it expands to.
        var first = source.significant(from: 0)
        while let a = first, source.tokens[a].kind == .attribute {
            first = source.significant(from: a + 1)
            if let open = first, source.isSymbol(open, "("), let close = source.matchingClose(open) {
                first = source.significant(from: close + 1)
            }
        }
        guard let p = first, source.tokens[p].kind == .pound else {
            throw Problem(message: "expected a #Preview here", offset: 0)
        }
        pound = p
        try readArguments()
        try readPreviewables()
    }

    private func offset(_ index: Int) -> Int {
        index < source.tokens.count ? source.tokens[index].range.lowerBound : source.text.count
    }

    private mutating func readArguments() throws(Problem) {
        var next = source.significant(from: pound + 1)
        if let open = next, source.isSymbol(open, "(") {
            guard let close = source.matchingClose(open) else {
                throw Problem(message: "the arguments of #Preview are not closed", offset: offset(open))
            }
            if let first = source.significant(from: open + 1), first < close {
                for part in source.splitAtTopLevelCommas(first..<close) {
                    guard let start = source.significant(from: part.lowerBound), start < part.upperBound,
                          let end = source.significant(before: part.upperBound), end >= start
                    else {
                        throw Problem(message: "an argument of #Preview is empty", offset: offset(part.lowerBound))
                    }
                    var argument = Argument(label: nil, value: start...end)
                    if source.isIdentifier(start), let colon = source.significant(from: start + 1), colon <= end,
                       source.isSymbol(colon, ":"), let value = source.significant(from: colon + 1), value <= end {
                        argument = Argument(label: source.text(start), value: value...end)
                    }
                    arguments.append(argument)
                }
            }
            next = source.significant(from: close + 1)
        }
        if let open = next, source.isSymbol(open, "{") {
            guard let close = source.matchingClose(open) else {
                throw Problem(message: "the body of #Preview is not closed", offset: offset(open))
            }
            bodyOpen = open
            bodyClose = close
            bodyIsTrailing = true
            if let extra = source.significant(from: close + 1) {
                throw Problem(
                    message: "#Preview takes one trailing closure, its body; \(source.text(extra)) follows it",
                    offset: offset(extra))
            }
        } else if let body = arguments.first(where: { $0.label == "body" }),
                  source.isSymbol(body.value.lowerBound, "{"), source.matchingClose(body.value.lowerBound) == body.value.upperBound {
            bodyOpen = body.value.lowerBound
            bodyClose = body.value.upperBound
            bodyIsTrailing = false
        } else {
            throw Problem(message: "#Preview needs a body: #Preview { MyView() }", offset: offset(next ?? pound))
        }
    }

    /// The `@Previewable` declarations that open the body, and where the rest starts.
    private mutating func readPreviewables() throws(Problem) {
        var i = source.significant(from: bodyOpen + 1) ?? bodyClose
        while i < bodyClose, source.tokens[i].kind == .attribute, source.text(i) == "@Previewable" {
            guard let first = source.significant(from: i + 1), first < bodyClose else {
                throw Problem(message: "@Previewable must be followed by a declaration", offset: offset(i))
            }
            let last = statementEnd(from: first)
            try checkDeclaration(first...last, attribute: i)
            previewables.append(PreviewableDeclaration(tokens: first...last))
            i = source.significant(from: last + 1) ?? bodyClose
            while i < bodyClose, source.isSymbol(i, ";") { i = source.significant(from: i + 1) ?? bodyClose }
        }
        restStart = i
        // Any @Previewable further down comes after a statement, or inside a closure.
        var depth = 0
        var j = i
        while j < bodyClose {
            let t = source.tokens[j]
            if t.kind == .punctuation {
                switch source.text(j) {
                case "(", "[", "{": depth += 1
                case ")", "]", "}": depth -= 1
                default: break
                }
            } else if t.kind == .attribute, source.text(j) == "@Previewable" {
                // The compiler does not expand attached macros on locals in nested closures,
                // so a @Previewable there would silently be a plain local: say so.
                throw Problem(
                    message: depth == 0
                        ? "@Previewable declarations must come first in the #Preview body, before any view; move this one to the top"
                        : "@Previewable must be at the top level of the #Preview body, not inside another view's closure; move it to the top",
                    offset: offset(j))
            }
            j += 1
        }
    }

    /// A @Previewable declaration is a `var`, usually with a property wrapper such as @State.
    private func checkDeclaration(_ range: ClosedRange<Int>, attribute: Int) throws(Problem) {
        var i = range.lowerBound
        let modifiers: Set<String> = ["private", "fileprivate", "internal", "public", "nonisolated", "lazy"]
        while i <= range.upperBound {
            let t = source.tokens[i]
            if t.isTrivia {
                i += 1
            } else if t.kind == .attribute {
                i += 1
                if let open = source.significant(from: i), open <= range.upperBound, source.isSymbol(open, "("),
                   source.tokens[open].range.lowerBound == t.range.upperBound, let close = source.matchingClose(open) {
                    i = close + 1
                }
            } else if source.isIdentifier(i), modifiers.contains(source.text(i)) {
                i += 1
            } else {
                break
            }
        }
        if source.isIdentifier(i, "var") { return }
        let found = i <= range.upperBound ? "'\(source.text(i))'" : "nothing"
        throw Problem(
            message: "@Previewable applies to a variable with a property wrapper, such as `@Previewable @State var isOn = false`; found \(found)",
            offset: offset(i <= range.upperBound ? i : attribute))
    }

    /// The last significant token of the statement that starts at `start`: it ends at a `;`,
    /// or at a line break outside brackets unless the next line continues it (`.modifier`,
    /// a binary operator) or this one ends in the middle of an expression.
    func statementEnd(from start: Int) -> Int {
        var depth = 0
        var last = start
        var j = start
        while j < bodyClose {
            let t = source.tokens[j]
            switch t.kind {
            case .punctuation:
                switch source.text(j) {
                case "(", "[", "{": depth += 1
                case ")", "]", "}": depth -= 1
                case ";" where depth == 0: return last
                default: break
                }
            case .newline where depth == 0:
                guard let next = source.significant(from: j + 1), next < bodyClose else { return last }
                if !continuesAfter(last), !continuesBefore(next) { return last }
            default:
                break
            }
            if !t.isTrivia { last = j }
            j += 1
        }
        return last
    }

    private static let infixOperators: Set<String> = [
        "=", "==", "!=", "===", "!==", "??", "&&", "||", "+", "*", "/", "%", "->", "..<", "...", "<=", ">=", "|", "&", "^",
        "+=", "-=", "*=", "/=",
    ]

    private func continuesAfter(_ i: Int) -> Bool {
        switch source.tokens[i].kind {
        case .punctuation: return source.text(i) == "," || source.text(i) == ":"
        case .operator:
            let s = source.text(i)
            return Self.infixOperators.contains(s) || s == "-" || s == "."
        default: return false
        }
    }

    private func continuesBefore(_ i: Int) -> Bool {
        guard source.tokens[i].kind == .operator else { return false }
        let s = source.text(i)
        return s.hasPrefix(".") || Self.infixOperators.contains(s)
    }

    /// The source of tokens `range` (byte-exact, trivia inside included).
    func text(_ range: ClosedRange<Int>) -> String {
        source.text[source.byteRange(range.lowerBound, through: range.upperBound)]
    }
}
