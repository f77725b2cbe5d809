import FoundationEssentials
import Testing

@testable import PreviewMacroExpansion

/// `@Entry` as the compiler sends it: the variable's declaration (with its leading trivia) and
/// the extension it is in as its lexical context, once for each role.
@Suite struct EntryMacroTests {
    private func syntax(_ source: String, offset: Int = 200) -> SyntaxText {
        SyntaxText(kind: "declaration", source: source, location: .init(
            fileID: "Demo/Theme.swift", fileName: "/src/Demo/Theme.swift", offset: offset, line: 4, column: 5))
    }

    private let environment = [SyntaxText(kind: "declaration", source: "extension EnvironmentValues {\n}", location: .init(
        fileID: "Demo/Theme.swift", fileName: "/src/Demo/Theme.swift", offset: 0, line: 3, column: 1))]

    private func expand(_ role: String, _ declaration: String, in context: String? = nil) -> MacroExpansionResult {
        let lexical = context.map { [syntax($0, offset: 0)] } ?? environment
        return EntryMacro.expand(role: role, syntax(declaration), lexicalContext: lexical)
    }

    @Test func theAccessorsReadAndWriteTheGeneratedKey() throws {
        let result = expand("accessor", "\n    @Entry var accent: Color = .red")
        #expect(result.diagnostics.isEmpty)
        #expect(result.source == """
            {
                get {
                    self[__Key_accent.self]
                }
                set {
                    self[__Key_accent.self] = newValue
                }
            }
            """)
    }

    @Test func theKeyIsAPrivatePeerWhoseDefaultIsTheInitialValue() throws {
        let result = expand("peer", "\n    /// The accent.\n    @Entry public var accent: Color = .red.opacity(0.5)")
        #expect(result.diagnostics.isEmpty)
        #expect(result.source == """
            private struct __Key_accent: _EntryEnvironmentKey {
                static var defaultValue: Color {
                    .red.opacity(0.5)
                }
            }
            """)
    }

    @Test(arguments: [
        // Generic types with commas, a value glued to `=`, a type glued to `=`.
        ("@Entry var lookup: [String: Int] = [\"a\": 1, \"b\": 2]", "[String: Int]", "[\"a\": 1, \"b\": 2]"),
        ("@Entry var pairs: Dictionary<String, Array<Int>> = [:]", "Dictionary<String, Array<Int>>", "[:]"),
        ("@Entry var tint: Color =.blue", "Color", ".blue"),
        ("@Entry var limit: Int?=nil", "Int?", "nil"),
        ("@Entry var onTap: (() -> Void)? = { print(\"}\") }", "(() -> Void)?", "{ print(\"}\") }"),
        ("@MainActor @Entry\n    private(set) var multiline: String = \"\"\"\n        a = b\n        \"\"\"", "String", "\"\"\"\n        a = b\n        \"\"\""),
    ])
    func typesAndValuesAreCopiedAsWritten(_ declaration: String, _ type: String, _ value: String) throws {
        let variable = try EntryMacro.read(declaration)
        #expect(variable.type == type)
        #expect(variable.initialValue == value)
    }

    @Test func anInferredTypeKeepsAStoredDefault() throws {
        let source = try #require(expand("peer", "@Entry var badgeCount = 3").source)
        #expect(source.contains("nonisolated(unsafe) static var defaultValue = 3"))
    }

    @Test func anOptionalWithoutAValueDefaultsToNil() throws {
        let source = try #require(expand("peer", "@Entry var caption: String?").source)
        #expect(source.contains("static var defaultValue: String? {\n        nil\n    }"))
    }

    @Test func transactionAndContainerKeysConformToTheirProtocols() throws {
        let transaction = try #require(expand("peer", "@Entry var isFast = false", in: "extension Transaction {}").source)
        #expect(transaction.contains("__Key_isFast: _EntryTransactionKey"))
        let qualified = try #require(expand("peer", "@Entry var x: Int = 1", in: "@available(iOS 18, *)\nextension SwiftUI.ContainerValues {}").source)
        #expect(qualified.contains("_EntryContainerValueKey"))
    }

    @Test func focusedValuesTakeTheOptionalsWrappedType() throws {
        let source = try #require(expand("peer", "@Entry var selection: Item?", in: "extension FocusedValues {}").source)
        #expect(source.contains("__Key_selection: _EntryFocusedValueKey {\n    typealias Value = Item\n}"))
        let wrong = expand("peer", "@Entry var selection: Item", in: "extension FocusedValues {}")
        #expect(wrong.diagnostics.first?.message.contains("requires an optional type") == true)
    }

    // MARK: Diagnostics, said once (by the peer role)

    @Test(arguments: [
        ("@Entry let accent: Color = .red", nil as String?, "can only be applied to a 'var' declaration"),
        ("@Entry var a = 1, b = 2", nil, "one name"),
        ("@Entry var count: Int", nil, "missing a default value"),
        ("@Entry var count: Int = ", nil, "no value after it"),
        ("@Entry var accent: Color = .red", "struct Theme {}", "inside extensions of EnvironmentValues"),
        ("@Entry var accent: Color = \"open", nil, "not closed"),
    ])
    func mistakesAreExplained(_ declaration: String, _ context: String?, _ message: String) throws {
        let peer = context.map { expand("peer", declaration, in: $0) } ?? expand("peer", declaration)
        let d = try #require(peer.diagnostics.first, "\(declaration)")
        #expect(d.message.contains(message), "\(d.message)")
        #expect(peer.source == nil)
        let accessor = context.map { expand("accessor", declaration, in: $0) } ?? expand("accessor", declaration)
        #expect(accessor.diagnostics.isEmpty && accessor.source == "", "the accessor role adds nothing and says nothing")
    }

    @Test func theDiagnosticPointsAtTheAttribute() throws {
        let result = expand("peer", "\n    @Entry var count: Int", in: "class C {}")
        #expect(result.diagnostics.first?.offset == 200 + 5)
    }

    @Test func theRoleComesFromTheCompilersMessage() throws {
        let message = """
            {"expandAttachedMacro":{"attributeSyntax":{"kind":"attribute","location":{"column":5,"fileID":"M/F.swift","fileName":"/F.swift","line":2,"offset":30},"source":"@Entry"},"declSyntax":{"kind":"declaration","location":{"column":5,"fileID":"M/F.swift","fileName":"/F.swift","line":2,"offset":30},"source":"@Entry var tint: Int = 1"},"discriminator":"$s1M","lexicalContext":[{"kind":"declaration","location":{"column":1,"fileID":"M/F.swift","fileName":"/F.swift","line":1,"offset":0},"source":"extension EnvironmentValues {}"}],"macro":{"moduleName":"PreviewMacros","name":"Entry","typeName":"EntryMacro"},"macroRole":"peer"}}
            """
        let bytes = try #require(PluginSession.reply(to: Array(message.utf8)))
        let reply = try #require(try JSONSerializationLite.object(bytes))
        let expanded = (reply["expandMacroResult"] as? [String: Any])?["expandedSource"] as? String
        #expect(expanded?.hasPrefix("private struct __Key_tint: _EntryEnvironmentKey") == true)
    }
}
