/// A clause of an `#if` block that a declaration sits in: the conditions of the clauses before
/// it, and its own (nil for `#else`). Writing `opening`, then something, then `#endif` puts
/// that something under exactly the same condition as the declaration.
public struct ConditionalClause: Sendable, Hashable {
    public let previous: [String]
    public let condition: String?

    public init(previous: [String], condition: String?) {
        self.previous = previous
        self.condition = condition
    }

    /// The `#if`/`#elseif`/`#else` lines that enter this clause, each ending in a newline.
    public var opening: String {
        var s = ""
        for (k, c) in previous.enumerated() { s += (k == 0 ? "#if " : "#elseif ") + c + "\n" }
        if let condition {
            s += (previous.isEmpty ? "#if " : "#elseif ") + condition + "\n"
        } else {
            s += "#else\n"
        }
        return s
    }
}

/// A type declaration or extension found in a file, with what it conforms to.
public struct TypeDeclaration: Sendable, Hashable {
    /// The name as code elsewhere in the module spells it: `Outer.Inner`.
    public let name: String
    /// The conformances as written, generic arguments removed: `PreviewProvider`,
    /// `SwiftUI.PreviewProvider`.
    public let conformances: [String]
    /// 1-based line of the `struct`/`enum`/`class`/`actor`/`extension` keyword.
    public let line: Int
    public let isExtension: Bool
    /// Generic types cannot be named without their arguments.
    public let isGeneric: Bool
    /// False when it, or a type it is nested in, is `private` or `fileprivate`: code in
    /// another file cannot name it.
    public let isVisibleInModule: Bool
    /// The `#if` clauses around it, outermost first.
    public let conditions: [ConditionalClause]

    /// Whether one of the conformances is `name` (with or without a module prefix).
    public func conforms(to name: String) -> Bool {
        conformances.contains { $0 == name || $0.hasSuffix("." + name) }
    }
}

/// Finds type declarations in Swift source with a tokenizer, not patterns over text: comments,
/// strings and `#if` blocks are read as the compiler reads them.
public enum TypeDeclarationScanner {
    public static func declarations(in source: TokenizedSource) -> [TypeDeclaration] {
        var scanner = DeclarationWalk(source: source)
        scanner.run()
        return scanner.found
    }

    public static func declarations(in string: String) -> [TypeDeclaration] {
        declarations(in: TokenizedSource(string))
    }
}

private struct DeclarationWalk {
    let source: TokenizedSource
    var found: [TypeDeclaration] = []

    private struct ConditionFrame {
        var previous: [String]
        var current: String?
    }

    private enum Scope {
        case type(name: String, visible: Bool)
        case other
    }

    private var conditions: [ConditionFrame] = []
    private var scopes: [Scope] = []
    /// A type whose `{` has not been seen yet.
    private var pendingType: (name: String, visible: Bool)?

    init(source: TokenizedSource) { self.source = source }

    private static let declarationKeywords: Set<String> = ["struct", "enum", "class", "actor", "extension", "protocol"]
    private static let notTypeAfterClass: Set<String> = ["func", "var", "let", "subscript", "init", "deinit", "typealias", "static", "override", "final"]
    private static let modifiers: Set<String> = [
        "public", "internal", "fileprivate", "private", "open", "package", "final", "indirect", "nonisolated", "static",
    ]

    mutating func run() {
        let tokens = source.tokens
        var i = 0
        while i < tokens.count {
            let token = tokens[i]
            switch token.kind {
            case .pound:
                i = directive(at: i)
                continue
            case .punctuation:
                let s = source.text(i)
                if s == "{" {
                    if let pending = pendingType {
                        scopes.append(.type(name: pending.name, visible: pending.visible))
                        pendingType = nil
                    } else {
                        scopes.append(.other)
                    }
                } else if s == "}" {
                    if !scopes.isEmpty { scopes.removeLast() }
                }
            case .identifier:
                let word = source.text(i)
                if Self.declarationKeywords.contains(word), let next = declaration(at: i, keyword: word) {
                    i = next
                    continue
                }
            default:
                break
            }
            i += 1
        }
    }

    /// `#if`, `#elseif`, `#else`, `#endif`; returns the index after the directive's line.
    private mutating func directive(at i: Int) -> Int {
        let name = source.text(i)
        let lineEnd = endOfLine(after: i)
        let condition = conditionText(i + 1, lineEnd)
        switch name {
        case "#if":
            conditions.append(ConditionFrame(previous: [], current: condition))
        case "#elseif":
            if var frame = conditions.popLast() {
                if let c = frame.current { frame.previous.append(c) }
                frame.current = condition
                conditions.append(frame)
            }
        case "#else":
            if var frame = conditions.popLast() {
                if let c = frame.current { frame.previous.append(c) }
                frame.current = nil
                conditions.append(frame)
            }
        case "#endif":
            _ = conditions.popLast()
        default:
            return i + 1
        }
        return lineEnd
    }

    private func endOfLine(after i: Int) -> Int {
        var j = i + 1
        while j < source.tokens.count, source.tokens[j].kind != .newline { j += 1 }
        return j
    }

    /// The condition of a directive: its line's tokens without comments.
    private func conditionText(_ start: Int, _ end: Int) -> String {
        var first: Int?, last: Int?
        for j in start..<end {
            switch source.tokens[j].kind {
            case .lineComment, .blockComment, .whitespace, .newline: continue
            default:
                if first == nil { first = j }
                last = j
            }
        }
        guard let first, let last else { return "" }
        var s = ""
        for j in first...last {
            switch source.tokens[j].kind {
            case .lineComment, .blockComment: s += " "
            default: s += source.text(j)
            }
        }
        return s
    }

    /// Reads `struct Name<…>: A, B {`; returns the index to continue from, or nil when the
    /// keyword does not start a type declaration here.
    private mutating func declaration(at k: Int, keyword: String) -> Int? {
        guard var j = source.significant(from: k + 1), source.isIdentifier(j) else { return nil }
        if keyword == "class", Self.notTypeAfterClass.contains(source.text(j)) { return nil }
        // A member named like a keyword (`foo.class`)? Then the token before is a dot.
        if let p = source.significant(before: k), source.isSymbol(p, ".") { return nil }
        var name = source.text(j)
        // `extension Outer.Inner`
        while let dot = source.significant(from: j + 1), source.isSymbol(dot, "."),
              let part = source.significant(from: dot + 1), source.isIdentifier(part) {
            name += "." + source.text(part)
            j = part
        }
        var isGeneric = false
        var next = source.significant(from: j + 1)
        if let n = next, source.tokens[n].kind == .operator, source.text(n).hasPrefix("<") {
            isGeneric = true
            next = skipAngles(from: n)
        }
        var conformances: [String] = []
        if let n = next, source.isSymbol(n, ":") {
            var current = ""
            var angle = 0
            var m = n + 1
            while m < source.tokens.count {
                let t = source.tokens[m]
                if t.isTrivia { m += 1; continue }
                let s = source.text(m)
                if angle == 0, t.kind == .punctuation, s == "{" { break }
                if angle == 0, t.kind == .identifier, s == "where" { break }
                if t.kind == .operator, s.hasPrefix("<") || s.hasSuffix(">") {
                    angle += s.filter { $0 == "<" }.count - s.filter { $0 == ">" }.count
                } else if angle == 0, t.kind == .punctuation, s == "," {
                    if !current.isEmpty { conformances.append(current) }
                    current = ""
                } else if angle == 0, t.kind == .identifier || (t.kind == .operator && s == ".") {
                    current += s
                } else if angle == 0, t.kind == .punctuation, s == ";" || s == "}" {
                    break
                }
                m += 1
            }
            if !current.isEmpty { conformances.append(current) }
            next = m
        }
        let own = modifiers(before: k)
        let visible = !own.contains("private") && !own.contains("fileprivate")
            && !scopes.contains { if case .type(_, false) = $0 { return true } else { return false } }
        let enclosing = scopes.compactMap { if case .type(let n, _) = $0 { return n } else { return nil } }
        let qualified = keyword == "extension" ? name : (enclosing + [name]).joined(separator: ".")
        if keyword != "protocol" {
            found.append(TypeDeclaration(
                name: qualified, conformances: conformances, line: source.text.line(of: source.tokens[k].range.lowerBound),
                isExtension: keyword == "extension", isGeneric: isGeneric, isVisibleInModule: visible,
                conditions: conditions.map { ConditionalClause(previous: $0.previous, condition: $0.current) }))
        }
        pendingType = (qualified, visible)
        return next ?? source.tokens.count
    }

    /// Past a generic parameter clause `<…>` starting at `n`.
    private func skipAngles(from n: Int) -> Int? {
        var depth = 0
        var m = n
        while m < source.tokens.count {
            let t = source.tokens[m]
            if t.kind == .operator {
                let s = source.text(m)
                depth += s.filter { $0 == "<" }.count - s.filter { $0 == ">" }.count
                if depth <= 0 { return source.significant(from: m + 1) }
            } else if t.kind == .punctuation, source.text(m) == "{" {
                return m
            }
            m += 1
        }
        return nil
    }

    /// The modifiers written before the keyword at `k` (`private`, `public`, …), skipping
    /// attributes and their arguments.
    private func modifiers(before k: Int) -> Set<String> {
        var found: Set<String> = []
        var j = source.significant(before: k)
        while let p = j {
            let t = source.tokens[p]
            if t.kind == .identifier, Self.modifiers.contains(source.text(p)) {
                found.insert(source.text(p))
                j = source.significant(before: p)
            } else if t.kind == .attribute {
                j = source.significant(before: p)
            } else if t.kind == .punctuation, source.text(p) == ")", let open = matchingOpen(p),
                      let a = source.significant(before: open), source.tokens[a].kind == .attribute {
                j = source.significant(before: a)
            } else {
                break
            }
        }
        return found
    }

    private func matchingOpen(_ close: Int) -> Int? {
        var depth = 0
        var m = close
        while m >= 0 {
            if source.tokens[m].kind == .punctuation {
                switch source.text(m) {
                case ")": depth += 1
                case "(":
                    depth -= 1
                    if depth == 0 { return m }
                default: break
                }
            }
            m -= 1
        }
        return nil
    }
}
