import SwiftTokenizer

/// `@Entry`, as SwiftUI's: in an extension of `EnvironmentValues` (or `Transaction`,
/// `ContainerValues`, `FocusedValues`),
///
/// ```swift
/// extension EnvironmentValues {
///     @Entry var accent: Color = .red
/// }
/// ```
///
/// makes `accent` a computed property over a generated key (the accessor role),
///
/// ```swift
/// var accent: Color {
///     get { self[__Key_accent.self] }
///     set { self[__Key_accent.self] = newValue }
/// }
/// ```
///
/// and declares that key beside it (the peer role), whose default value is the initial value,
/// evaluated on every read as SwiftUI's is:
///
/// ```swift
/// private struct __Key_accent: _EntryEnvironmentKey {
///     static var defaultValue: Color { .red }
/// }
/// ```
///
/// The key protocols are named through `_Entry…Key` typealiases of PreviewUI, unqualified: a
/// target that imports PreviewUI as `SwiftUI` cannot spell the module's real name.
enum EntryMacro {
    /// The extended types `@Entry` works in, and the protocol their keys conform to.
    enum Container: String, CaseIterable {
        case environmentValues = "EnvironmentValues"
        case transaction = "Transaction"
        case containerValues = "ContainerValues"
        case focusedValues = "FocusedValues"

        var keyProtocol: String {
            switch self {
            case .environmentValues: "_EntryEnvironmentKey"
            case .transaction: "_EntryTransactionKey"
            case .containerValues: "_EntryContainerValueKey"
            case .focusedValues: "_EntryFocusedValueKey"
            }
        }
    }

    /// What `@Entry` reads of the variable it is attached to.
    struct Variable: Equatable {
        var name: String
        /// As written (`Color`, `[String]?`), or nil when the type is inferred.
        var type: String?
        /// The initial value as written, or nil.
        var initialValue: String?
    }

    struct Problem: Error, Equatable {
        var message: String
        /// Byte offset in the declaration's text.
        var offset: Int
    }

    static let placementMessage =
        "'@Entry' macro can only attach to var declarations inside extensions of EnvironmentValues, Transaction, ContainerValues, or FocusedValues"

    /// Expands one role (`accessor` or `peer`) of `@Entry` on `declaration`, whose innermost
    /// lexical context is the extension it is in. The peer role says what is wrong; the
    /// accessor role then adds nothing (so each problem is said once).
    static func expand(role: String, _ declaration: SyntaxText, lexicalContext: [SyntaxText]) -> MacroExpansionResult {
        let location = declaration.location
        let key: String
        let declared: String
        do throws(Problem) {
            let variable = try read(declaration.source)
            let at = entryAttributeOffset(in: declaration.source)
            guard let context = lexicalContext.first, let container = extendedContainer(context.source) else {
                throw Problem(message: placementMessage, offset: at)
            }
            key = "__Key_" + variable.name.filter { $0 != "`" }
            declared = try keyDeclaration(key, for: variable, in: container, at: at)
        } catch {
            guard role == "peer" else { return MacroExpansionResult(source: "", diagnostics: []) }
            return MacroExpansionResult(source: nil, diagnostics: [
                MacroDiagnostic(error.message, fileName: location.fileName, offset: location.offset + error.offset)
            ])
        }
        switch role {
        case "accessor":
            return MacroExpansionResult(source: """
                {
                    get {
                        self[\(key).self]
                    }
                    set {
                        self[\(key).self] = newValue
                    }
                }
                """, diagnostics: [])
        case "peer":
            return MacroExpansionResult(source: declared, diagnostics: [])
        default:
            return MacroExpansionResult(source: nil, diagnostics: [
                MacroDiagnostic("'@Entry' has no \(role) role", fileName: location.fileName, offset: location.offset)
            ])
        }
    }

    /// The key type declared beside the property.
    static func keyDeclaration(_ key: String, for variable: Variable, in container: Container, at offset: Int) throws(Problem) -> String {
        if container == .focusedValues {
            guard let type = variable.type, let wrapped = unwrappedOptional(type) else {
                throw Problem(message: "'@Entry' on 'FocusedValues' requires an optional type", offset: offset)
            }
            return """
                private struct \(key): \(container.keyProtocol) {
                    typealias Value = \(wrapped)
                }
                """
        }
        let value: String
        if let initial = variable.initialValue {
            value = initial
        } else if isOptional(variable.type) {
            value = "nil"
        } else {
            throw Problem(message: "Property missing a default value: '@Entry' needs one, as in `var \(variable.name): \(variable.type ?? "Value") = …`", offset: offset)
        }
        guard let type = variable.type else {
            // No type to declare a computed property with: the value is kept, made once.
            return """
                private struct \(key): \(container.keyProtocol) {
                    nonisolated(unsafe) static var defaultValue = \(value)
                }
                """
        }
        return """
            private struct \(key): \(container.keyProtocol) {
                static var defaultValue: \(type) {
                    \(value)
                }
            }
            """
    }

    // MARK: Reading the declaration

    private static let modifiers: Set<String> = [
        "public", "private", "fileprivate", "internal", "package", "open", "static", "class", "nonisolated", "final",
        "override", "dynamic", "lazy", "weak", "unowned",
    ]

    /// Reads `@Entry var name: Type = value` (attributes and modifiers in any order before
    /// `var`; trivia anywhere).
    static func read(_ text: String) throws(Problem) -> Variable {
        let source = TokenizedSource(text)
        if let (index, why) = source.firstInvalid {
            throw Problem(message: why, offset: source.tokens[index].range.lowerBound)
        }
        func offset(_ i: Int) -> Int { i < source.tokens.count ? source.tokens[i].range.lowerBound : source.text.count }
        var i = source.significant(from: 0) ?? source.tokens.count
        // Attributes (with their arguments) and modifiers (with theirs: `private(set)`).
        while i < source.tokens.count {
            if source.tokens[i].kind == .attribute || (source.isIdentifier(i) && modifiers.contains(source.text(i))) {
                let t = source.tokens[i]
                if let open = source.significant(from: i + 1), source.isSymbol(open, "("),
                   source.tokens[open].range.lowerBound == t.range.upperBound,
                   let close = source.matchingClose(open) {
                    i = close + 1
                } else {
                    i += 1
                }
                i = source.significant(from: i) ?? source.tokens.count
            } else {
                break
            }
        }
        guard i < source.tokens.count, source.isIdentifier(i, "var") else {
            let found = i < source.tokens.count ? "'\(source.text(i))'" : "nothing"
            let message = source.isIdentifier(i, "let")
                ? "'@Entry' can only be applied to a 'var' declaration"
                : "'@Entry' can only be applied to a 'var' declaration; found \(found)"
            throw Problem(message: message, offset: offset(i))
        }
        guard let nameIndex = source.significant(from: i + 1), source.isIdentifier(nameIndex) else {
            throw Problem(message: "'@Entry' can only be applied to a 'var' declaration with a simple name", offset: offset(i))
        }
        let name = source.text(nameIndex)
        // The rest: `: Type`, `= value`, at the top level of brackets.
        var typeStart: Int?
        var typeEnd: Int?  // byte offset where the type ends
        var valueStart: Int?  // byte offset where the value starts
        var depth = 0, angles = 0
        var j = nameIndex + 1
        var last = nameIndex
        while j < source.tokens.count {
            let t = source.tokens[j]
            if t.kind == .punctuation {
                switch source.text(j) {
                case "(", "[", "{": depth += 1
                case ")", "]", "}": depth -= 1
                case ":" where depth == 0 && typeStart == nil && valueStart == nil:
                    typeStart = source.significant(from: j + 1).map { source.tokens[$0].range.lowerBound }
                case "," where depth == 0 && angles <= 0:
                    throw Problem(message: "'@Entry' can only be applied to a 'var' declaration with one name", offset: t.range.lowerBound)
                default: break
                }
            } else if t.kind == .operator, depth == 0 {
                let op = source.text(j)
                // Generic arguments (`Dictionary<String, Int>`, in the type or the value): `<`
                // and `>` are operators to the tokenizer.
                if op != "->" {
                    angles += op.filter { $0 == "<" }.count - op.filter { $0 == ">" }.count
                }
                if valueStart == nil, angles <= 0, let equals = assignment(in: op) {
                    // `=`, and what a tokenizer glues to it: the end of a type (`?=`, `>=`) or
                    // the start of a value (`=.red`).
                    typeEnd = t.range.lowerBound + equals
                    valueStart = t.range.lowerBound + equals + 1
                }
            }
            if !t.isTrivia { last = j }
            j += 1
        }
        let end = source.tokens[last].range.upperBound
        func trimmed(_ range: Range<Int>) -> String? {
            let s = source.text[range]
            let t = s.drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed()
            return t.isEmpty ? nil : String(t)
        }
        let type = typeStart.flatMap { trimmed($0..<(typeEnd ?? end)) }
        let value = valueStart.flatMap { trimmed($0..<end) }
        if valueStart != nil, value == nil {
            throw Problem(message: "'@Entry' var \(name) has '=' and no value after it", offset: typeEnd ?? end)
        }
        return Variable(name: name, type: type, initialValue: value)
    }

    /// The position of an assignment `=` in an operator token's text, or nil when the token is
    /// another operator (`==`, `->`, `>=` of a comparison cannot start a value here).
    private static func assignment(in op: String) -> Int? {
        let bytes = Array(op.utf8)
        var k = 0
        while k < bytes.count, [UInt8(ascii: "?"), UInt8(ascii: "!"), UInt8(ascii: ">")].contains(bytes[k]) { k += 1 }
        guard k < bytes.count, bytes[k] == UInt8(ascii: "=") else { return nil }
        let rest = bytes[(k + 1)...]
        guard rest.allSatisfy({ $0 == UInt8(ascii: ".") }) else { return nil }
        return k
    }

    /// Where `@Entry` is written in the declaration (else its start).
    private static func entryAttributeOffset(in text: String) -> Int {
        let source = TokenizedSource(text)
        return source.tokens.first { $0.kind == .attribute && source.text.text(of: $0) == "@Entry" }?.range.lowerBound
            ?? source.significant(from: 0).map { source.tokens[$0].range.lowerBound } ?? 0
    }

    /// The container an extension extends (`extension EnvironmentValues`, `extension
    /// SwiftUI.EnvironmentValues { … }`), or nil for any other declaration.
    static func extendedContainer(_ text: String) -> Container? {
        let source = TokenizedSource(text)
        var i = source.significant(from: 0) ?? source.tokens.count
        while i < source.tokens.count, !source.isIdentifier(i, "extension") {
            // Attributes (with their arguments) and modifiers before `extension`.
            guard source.tokens[i].kind == .attribute || source.isIdentifier(i) else { return nil }
            if let open = source.significant(from: i + 1), source.isSymbol(open, "("), let close = source.matchingClose(open) {
                i = close
            }
            i = source.significant(from: i + 1) ?? source.tokens.count
        }
        guard i < source.tokens.count, var k = source.significant(from: i + 1), source.isIdentifier(k) else { return nil }
        var name = source.text(k)
        // A qualified name: the last component.
        while let dot = source.significant(from: k + 1), source.isSymbol(dot, "."),
              let next = source.significant(from: dot + 1), source.isIdentifier(next) {
            name = source.text(next)
            k = next
        }
        return Container(rawValue: name)
    }

    static func isOptional(_ type: String?) -> Bool {
        type.map { unwrappedOptional($0) != nil } ?? false
    }

    /// `T` of `T?` or `Optional<T>`.
    static func unwrappedOptional(_ type: String) -> String? {
        if type.hasSuffix("?") { return String(type.dropLast()).trimmingSpaces }
        if type.hasPrefix("Optional<"), type.hasSuffix(">") { return String(type.dropFirst(9).dropLast()).trimmingSpaces }
        return nil
    }
}

extension String {
    fileprivate var trimmingSpaces: String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}
