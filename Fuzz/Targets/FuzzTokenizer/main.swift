// Fuzz target `tokenizer`: the Swift tokenizer that `#Preview` (PreviewMacros) and the registry
// generator read source with, and the macro expansions over it.
//
// The input is Swift source, as bytes (SourceText(bytes:)) and as lossily decoded UTF-8 text.
// Each is tokenized, scanned for type declarations, and asked the questions the macros ask
// (matching brackets, commas at the top level, significant neighbours, lines and columns).
// The first four `#Preview…` nodes in it (from the pound sign through its arguments and
// trailing closure), and the whole text, go through `PreviewMacro.expand` as the compiler would
// send them; the first four `@Previewable` and `@Entry` declarations through their checks and
// expansions; and an input that starts with `{` through `PluginSession.reply`, as the JSON of a
// plugin message (what PreviewMacros' main.swift does with each frame the compiler sends).
//
// Invariants: tokens cover the text without gaps or overlaps, none empty; a matching close is
// a closing bracket after its opening one; an expansion gives source or diagnostics, and its
// diagnostics point into the node it was given; what a successful expansion writes tokenizes
// without an invalid token when the node did.
import FoundationEssentials
import FuzzSupport
@testable import PreviewMacroExpansion
import SwiftTokenizer

let fileName = "/fuzz/Fuzz.swift"

@_cdecl("LLVMFuzzerTestOneInput")
public func LLVMFuzzerTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = fuzzBytes(data, size)
    let raw = TokenizedSource(SourceText(bytes: bytes))
    check(raw, byteCount: bytes.count)
    let string = String(decoding: bytes, as: UTF8.self)
    let text = TokenizedSource(string)
    check(text, byteCount: string.utf8.count)

    expandPreview(string)
    // (At most 4 of each, so that long inputs stay fast.)
    let pounds = text.tokens.indices.lazy.filter { text.tokens[$0].kind == .pound && text.text($0).hasPrefix("#Preview") }
    for pound in pounds.prefix(4) {
        expandPreview(node(text, from: pound))
    }
    let attributes = text.tokens.indices.lazy.filter {
        text.tokens[$0].kind == .attribute && ["@Previewable", "@Entry"].contains(text.text($0))
    }
    for at in attributes.prefix(4) {
        let name = text.text(at)
        let end = statementEnd(text, from: at)
        let declaration = text.text[text.byteRange(at, through: end)]
        if name == "@Previewable" {
            let preview = syntax("#Preview { \(declaration) }")
            for context in [[], [syntax("{ \(declaration) }"), preview], [syntax("{ }"), syntax("VStack { }"), preview]] {
                for diagnostic in PreviewableMacro.check(syntax(declaration), lexicalContext: context) {
                    checkOffset(diagnostic, in: declaration)
                }
            }
        } else {
            let containers = ["EnvironmentValues", "Transaction", "ContainerValues", "FocusedValues", "Fuzz"]
            for container in ["EnvironmentValues", containers[declaration.utf8.count % containers.count]] {
                for role in ["accessor", "peer"] {
                    let result = EntryMacro.expand(
                        role: role, syntax(declaration), lexicalContext: [syntax("extension \(container) {\n}")])
                    for diagnostic in result.diagnostics { checkOffset(diagnostic, in: declaration) }
                }
            }
        }
    }
    // The bytes as the JSON of a plugin message (when they could be one: JSON is slow under
    // ASan); no reply is for the empty message and for unknown ones only.
    if bytes.first(where: { ![9, 10, 13, 32].contains($0) }) == UInt8(ascii: "{") {
        let reply = PluginSession.reply(to: bytes)
        invariant(reply != nil || isUnknownMessage(bytes), "no reply to a message")
    }
    return 0
}

func syntax(_ source: String) -> SyntaxText {
    SyntaxText(kind: "declaration", source: source, location: .init(fileID: "Fuzz/Fuzz.swift", fileName: fileName, offset: 1000, line: 3, column: 5))
}

func checkOffset(_ diagnostic: MacroDiagnostic, in source: String) {
    invariant(diagnostic.offset >= 1000 && diagnostic.offset <= 1000 + source.utf8.count,
              "a diagnostic at \(diagnostic.offset - 1000) of a \(source.utf8.count)-byte node: \(diagnostic.message)")
    _ = diagnostic.description
}

/// Replies are nil for the empty message and for a message the plugin does not know.
func isUnknownMessage(_ bytes: [UInt8]) -> Bool {
    guard let object = try? JSONDecoder().decode(HostMessage.self, from: Data(bytes)) else { return false }
    if case .unknown = object { return true }
    return false
}

func expandPreview(_ node: String) {
    let result = PreviewMacro.expand(syntax(node), discriminator: "$s4Fuzz0016Fuzzswift_abcdefMX5_0_Ll7PreviewfMf_", lexicalContext: [])
    invariant((result.source == nil) != result.diagnostics.isEmpty, "an expansion with both or neither source and diagnostics")
    for diagnostic in result.diagnostics { checkOffset(diagnostic, in: node) }
    if let expanded = result.source, TokenizedSource(node).firstInvalid == nil {
        let tokens = TokenizedSource(expanded)
        if let (index, why) = tokens.firstInvalid {
            invariant(false, "an expansion that does not tokenize (\(why) at \(tokens.tokens[index].range)):\n\(expanded)")
        }
    }
}

/// `#Preview(…) { … }` from its pound sign: through the closing parenthesis and the closing
/// brace that follow, as far as they close.
func node(_ source: TokenizedSource, from pound: Int) -> String {
    var last = pound
    if let open = source.significant(from: pound + 1), source.isSymbol(open, "(") {
        last = source.matchingClose(open) ?? source.tokens.count - 1
    }
    if last < source.tokens.count - 1, let open = source.significant(from: last + 1), source.isSymbol(open, "{") {
        last = source.matchingClose(open) ?? source.tokens.count - 1
    }
    return source.text[source.byteRange(pound, through: last)]
}

/// The last token of the line that starts at `start`, or of the brackets opened on it.
func statementEnd(_ source: TokenizedSource, from start: Int) -> Int {
    var i = start
    while i < source.tokens.count {
        if source.tokens[i].kind == .newline { return max(start, i - 1) }
        if source.tokens[i].kind == .punctuation, ["(", "[", "{"].contains(source.text(i)) {
            guard let close = source.matchingClose(i) else { return source.tokens.count - 1 }
            i = close
        }
        i += 1
    }
    return source.tokens.count - 1
}

func check(_ source: TokenizedSource, byteCount: Int) {
    var end = 0
    for (i, token) in source.tokens.enumerated() {
        invariant(token.range.lowerBound == end, "token \(i) (\(token)) starts at \(token.range.lowerBound), not \(end)")
        invariant(!token.range.isEmpty, "token \(i) (\(token)) is empty")
        end = token.range.upperBound
        let line = source.text.line(of: token.range.lowerBound), column = source.text.column(of: token.range.lowerBound)
        invariant(line >= 1 && column >= 1, "line \(line), column \(column)")
        if i < 512, token.kind == .punctuation, ["(", "[", "{"].contains(source.text(i)), let close = source.matchingClose(i) {
            invariant(close > i && [")", "]", "}"].contains(source.text(close)), "\(source.text(i)) closed by \(source.text(close))")
        }
        if let next = source.significant(from: i) {
            invariant(next >= i && !source.tokens[next].isTrivia, "significant(from:) went back or found trivia")
        }
        if let previous = source.significant(before: i) {
            invariant(previous < i && !source.tokens[previous].isTrivia, "significant(before:) went forward or found trivia")
        }
        _ = source.isIdentifier(i)
        _ = source.isSymbol(i, ",")
    }
    invariant(end == byteCount, "tokens end at \(end) of \(byteCount) bytes")
    let parts = source.splitAtTopLevelCommas(0..<source.tokens.count)
    invariant(!parts.isEmpty && parts.first!.lowerBound == 0 && parts.last!.upperBound == source.tokens.count, "commas split badly")
    _ = source.firstInvalid
    _ = TypeDeclarationScanner.declarations(in: source).map { ($0.name, $0.conformances, $0.conditions.map(\.opening)) }
}

runFuzzer(LLVMFuzzerTestOneInput)
