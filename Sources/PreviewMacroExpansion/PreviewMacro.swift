import SwiftTokenizer

/// What an expansion gives the compiler: new source, or diagnostics (or both).
struct MacroExpansionResult: Equatable {
    var source: String?
    var diagnostics: [MacroDiagnostic]
}

/// `#Preview`: turns
///
/// ```swift
/// #Preview("Open") {
///     @Previewable @State var isOn = true
///     Toggle("Wi-Fi", isOn: $isOn)
/// }
/// ```
///
/// into a uniquely named type that conforms to `_PreviewMacroRegistration` (where it was
/// declared and how to make the preview) and a record in the `swift5_tests` section, the one
/// Swift Testing finds its tests in, under Proofsheet's own kind, so that the registry finds
/// every `#Preview` of a binary at run time with no list to keep. `@Previewable` declarations
/// become the stored properties of a view that holds the rest of the body, so they are state
/// the preview's interactions change.
///
/// The expansion names only `_PreviewMacro…` declarations of PreviewUI, unqualified: a target
/// that imports PreviewUI as `SwiftUI` (module aliasing) cannot spell the module's real name.
enum PreviewMacro {
    /// `'prvw'`, Proofsheet's kind of record in the `swift5_tests` section.
    static let recordKind: UInt32 = 0x7072_7677

    static func expand(_ syntax: SyntaxText, discriminator: String, lexicalContext: [SyntaxText]) -> MacroExpansionResult {
        let location = syntax.location
        func diagnostic(_ message: String, at offset: Int) -> MacroExpansionResult {
            MacroExpansionResult(source: nil, diagnostics: [MacroDiagnostic(message, fileName: location.fileName, offset: location.offset + offset)])
        }
        let invocation: PreviewInvocation
        do {
            invocation = try PreviewInvocation(syntax.source)
        } catch {
            return diagnostic(error.message, at: error.offset)
        }
        let poundOffset = invocation.source.tokens[invocation.pound].range.lowerBound
        guard lexicalContext.isEmpty else {
            return diagnostic("#Preview must be declared at file scope, outside any type or function", at: poundOffset)
        }
        // The compiler's location is where the node's leading trivia starts; the preview is
        // where its `#` is.
        let text = invocation.source.text
        let localLine = text.line(of: poundOffset)
        let line = location.line + localLine - 1
        let column = localLine == 1 ? location.column + poundOffset : text.column(of: poundOffset)
        let name = discriminator + "7PreviewfMu_"
        return MacroExpansionResult(
            source: expansion(
                invocation, typeName: name, accessorName: discriminator + "8AccessorfMu_", fileID: location.fileID, line: line,
                column: column),
            diagnostics: [])
    }

    static func expansion(
        _ invocation: PreviewInvocation, typeName: String, accessorName: String, fileID: String, line: Int, column: Int
    ) -> String {
        let previewArguments = invocation.arguments
            .filter { invocation.bodyIsTrailing || $0.label != "body" }
            .map { argument in
                (argument.label.map { "\($0): " } ?? "") + invocation.text(argument.value)
            }
            .joined(separator: ", ")
        let closure = invocation.previewables.isEmpty
            ? invocation.text(invocation.bodyOpen...invocation.bodyClose) : "{ __PreviewableContent() }"
        let make: String
        if invocation.bodyIsTrailing {
            make = previewArguments.isEmpty ? "_PreviewMacroPreview \(closure)" : "_PreviewMacroPreview(\(previewArguments)) \(closure)"
        } else {
            make = "_PreviewMacroPreview(\(previewArguments.isEmpty ? "" : previewArguments + ", ")body: \(closure))"
        }
        var content = ""
        if !invocation.previewables.isEmpty {
            let declarations = invocation.previewables.map { "        " + invocation.text($0.tokens) }.joined(separator: "\n")
            let rest = invocation.restStart < invocation.bodyClose
                ? invocation.text(invocation.restStart...(invocation.bodyClose - 1)) : "EmptyView()"
            content = """

                    struct __PreviewableContent: _PreviewMacroView {
                \(declarations)
                        var body: some _PreviewMacroView {
                            \(rest)
                        }
                    }
                """
        }
        return """
            enum \(typeName): _PreviewMacroRegistration {
                static var _previewFileID: String { \(swiftStringLiteral(fileID)) }
                static var _previewLine: Int { \(line) }
                static var _previewColumn: Int { \(column) }
                @MainActor static func _makePreview() -> _PreviewMacroPreview {
                    \(make)
                }\(content)
            #if os(Linux) || os(FreeBSD) || os(OpenBSD) || os(Android) || os(WASI)
                @section("swift5_tests")
            #elseif os(Windows)
                @section(".sw5test$B")
            #else
                @section("__DATA_CONST,__swift5_tests")
            #endif
                @used
                private nonisolated static let _previewRecord: _PreviewMacroRecord = (
                    0x\(String(recordKind, radix: 16)), 0, \(accessorName), 0, 0
                )
            }
            @_cdecl("\(accessorName)")
            func \(accessorName)(
                _ outValue: UnsafeMutableRawPointer, _ type: UnsafeRawPointer, _ hint: UnsafeRawPointer?, _ reserved: UInt
            ) -> CBool {
                _previewMacroStore(\(typeName).self, into: outValue, asTypeAt: type)
            }
            """
    }

    /// A Swift string literal for `s`.
    static func swiftStringLiteral(_ s: String) -> String {
        var out = "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\\": out += "\\\\"
            case "\"": out += "\\\""
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 {
                    out += "\\u{\(String(scalar.value, radix: 16))}"
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}

/// `@Previewable` expands to nothing: `#Preview` reads it. It reports a use outside the top
/// of a `#Preview` body.
enum PreviewableMacro {
    static func check(_ declaration: SyntaxText, lexicalContext: [SyntaxText]) -> [MacroDiagnostic] {
        // Innermost first: the body closure, then the #Preview that takes it.
        let isPreview = { (syntax: SyntaxText) -> Bool in
            let source = TokenizedSource(syntax.source)
            guard let first = source.significant(from: 0) else { return false }
            return source.tokens[first].kind == .pound && source.text(first) == "#Preview"
        }
        if lexicalContext.count >= 2, isPreview(lexicalContext[1]) { return [] }
        let source = TokenizedSource(declaration.source)
        let at = source.tokens.first { $0.kind == .attribute && source.text.text(of: $0) == "@Previewable" }?.range.lowerBound
            ?? source.significant(from: 0).map { source.tokens[$0].range.lowerBound } ?? 0
        let message = lexicalContext.contains(where: isPreview)
            ? "@Previewable must be at the top level of the #Preview body, not inside another view's closure"
            : "@Previewable is only for the top of a #Preview body"
        return [MacroDiagnostic(message, fileName: declaration.location.fileName, offset: declaration.location.offset + at)]
    }
}
