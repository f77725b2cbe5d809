import FoundationEssentials
import Testing

@testable import PreviewMacroExpansion

/// `#Preview` and `@Previewable` as the compiler sends them: the node's text with its leading
/// trivia, and the location where that trivia starts.
@Suite struct PreviewMacroExpansionTests {
    static let discriminator = "$s4Demo0016Cardswift_abcdefMX5_0_Ll7PreviewfMf_"

    private func syntax(_ source: String, line: Int = 1, column: Int = 1, offset: Int = 100) -> SyntaxText {
        SyntaxText(kind: "declaration", source: source, location: .init(
            fileID: "Demo/Card.swift", fileName: "/src/Demo/Card.swift", offset: offset, line: line, column: column))
    }

    private func expand(_ source: String, line: Int = 1, column: Int = 1, context: [SyntaxText] = []) -> MacroExpansionResult {
        PreviewMacro.expand(syntax(source, line: line, column: column), discriminator: Self.discriminator, lexicalContext: context)
    }

    @Test func theLineIsWhereThePoundSignIsNotWhereTheTriviaStarts() throws {
        // The compiler sent this #Preview, on line 5 of its file, as starting on line 1 after
        // `import Demo` (column 12): blank lines and a comment came first.
        let result = expand("\n\n// A preview } of the card\n\n#Preview(\"Hi\") { Card() }", line: 1, column: 12)
        let source = try #require(result.source)
        #expect(source.contains("static var _previewLine: Int { 5 }"))
        #expect(source.contains("static var _previewColumn: Int { 1 }"))
        #expect(result.diagnostics.isEmpty)
    }

    @Test func onTheSameLineTheColumnCountsFromTheTrivia() throws {
        let source = try #require(expand("  #Preview { Card() }", line: 3, column: 5).source)
        #expect(source.contains("_previewLine: Int { 3 }"))
        #expect(source.contains("_previewColumn: Int { 7 }"))
    }

    @Test func theExpansionIsAUniquelyNamedRegistrationWithARecord() throws {
        let source = try #require(expand("#Preview { Card() }").source)
        let name = Self.discriminator + "7PreviewfMu_"
        #expect(source.hasPrefix("enum \(name): _PreviewMacroRegistration {"))
        #expect(source.contains("static var _previewFileID: String { \"Demo/Card.swift\" }"))
        #expect(source.contains("_PreviewMacroPreview { Card() }"))
        #expect(source.contains("@section(\"swift5_tests\")"))
        #expect(source.contains("@used"))
        #expect(source.contains("0x70727677"))
        #expect(source.contains("_previewMacroStore(\(name).self, into: outValue, asTypeAt: type)"))
        #expect(source.contains("@_cdecl(\"\(Self.discriminator)8AccessorfMu_\")"))
    }

    @Test func attributesBeforeThePreviewAreLeftToTheCompiler() throws {
        // The compiler sends the attributes with the node and puts them on the expansion.
        let result = expand("@available(iOS 18, macOS 15, *)\n@MainActor #Preview(\"Later\") { Card() }", line: 4)
        let source = try #require(result.source, "\(result.diagnostics)")
        #expect(source.contains(#"_PreviewMacroPreview("Later") { Card() }"#))
        #expect(source.contains("_previewLine: Int { 5 }"), "the line of the pound sign")
        #expect(!source.contains("@available"))
    }

    @Test func nameAndTraitsPassThroughAsWritten() throws {
        let source = try #require(expand(#"#Preview("Wide \(1 + 1)", traits: .sizeThatFitsLayout, .fixedLayout(width: 300, height: 100)) { Card() }"#).source)
        #expect(source.contains(#"_PreviewMacroPreview("Wide \(1 + 1)", traits: .sizeThatFitsLayout, .fixedLayout(width: 300, height: 100)) { Card() }"#))
    }

    @Test func aBodyArgumentStaysAnArgument() throws {
        let source = try #require(expand(#"#Preview("Named", body: { Card() })"#).source)
        #expect(source.contains(#"_PreviewMacroPreview("Named", body: { Card() })"#))
    }

    @Test func previewableDeclarationsBecomeTheStateOfAView() throws {
        let result = expand("""
            #Preview {
                @Previewable @State var isShowing: Bool = false
                @Previewable
                @State private var items = [
                    "a", "b",
                ]
                Text(isShowing ? "Open" : "Closed")
                    .padding(10)
                CollapseIndicator(isShowing: $isShowing)
            }
            """)
        let source = try #require(result.source)
        #expect(result.diagnostics.isEmpty)
        #expect(!source.contains("@Previewable"))
        #expect(source.contains("_PreviewMacroPreview { __PreviewableContent() }"))
        #expect(source.contains("struct __PreviewableContent: _PreviewMacroView {"))
        #expect(source.contains("@State var isShowing: Bool = false"))
        #expect(source.contains("@State private var items = [\n        \"a\", \"b\",\n    ]"))
        #expect(source.contains("var body: some _PreviewMacroView {"))
        #expect(source.contains("Text(isShowing ? \"Open\" : \"Closed\")\n        .padding(10)\n    CollapseIndicator(isShowing: $isShowing)"))
    }

    @Test func hostileBodiesAreCopiedByteForByte() throws {
        let body = ##"""
            {
                // a comment with } and {
                Text("unbalanced } in a string {")
                Text(#"raw "quoted" } string"#)
                /* block { comment */ Text("\(items.map { "}" }.joined())")
                Text("""
                    multi } line
                    """)
            }
            """##
        let source = try #require(expand("#Preview(\"Hostile\") " + body).source)
        #expect(source.contains("_PreviewMacroPreview(\"Hostile\") " + body))
    }

    @Test func fileNamesAreEscapedInTheLiteral() {
        #expect(PreviewMacro.swiftStringLiteral(#"My "UI"/A\B.swift"#) == #""My \"UI\"/A\\B.swift""#)
    }

    // MARK: Diagnostics

    @Test func aPreviewableAfterAViewIsAnErrorAtItsLine() throws {
        let text = "\n#Preview {\n    Text(\"A\")\n    @Previewable @State var late = 1\n}"
        let result = expand(text, line: 10)
        #expect(result.source == nil)
        let d = try #require(result.diagnostics.first)
        #expect(d.severity == .error)
        #expect(d.message.contains("must come first"))
        // The offset is in the file: the node's offset plus the attribute's place in the text.
        let local = Array(text.utf8).firstRange(of: Array("@Previewable".utf8))!.lowerBound
        #expect(d.offset == 100 + local)
    }

    @Test func aPreviewableInsideANestedClosureIsAnError() throws {
        let result = expand("#Preview {\n    VStack {\n        @Previewable @State var x = 1\n        Text(\"\\(x)\")\n    }\n}")
        let d = try #require(result.diagnostics.first)
        #expect(d.message.contains("not inside another view's closure"))
        #expect(d.offset == 100 + 32)
    }

    @Test func aPreviewableLetIsAnError() throws {
        let result = expand("#Preview {\n    @Previewable let x = 1\n    Text(\"\\(x)\")\n}")
        let d = try #require(result.diagnostics.first)
        #expect(d.message.contains("found 'let'"))
    }

    @Test func aPreviewInsideATypeIsAnError() throws {
        let result = expand("#Preview { Card() }", context: [syntax("struct Outer {}")])
        #expect(result.diagnostics.first?.message.contains("file scope") == true)
    }

    @Test(arguments: [
        ("#Preview { Text(\"open", "not closed"),
        ("#Preview { Text(\"open\n) }", "not closed on its line"),
        ("#Preview(\"A\"", "not closed"),
        ("#Preview(\"A\")", "needs a body"),
        ("#Preview { A() } cameras: { [] }", "one trailing closure"),
    ])
    func malformedPreviewsAreExplained(_ text: String, _ message: String) throws {
        let result = expand(text)
        #expect(result.source == nil)
        let d = try #require(result.diagnostics.first)
        #expect(d.message.contains(message), "\(d.message)")
    }

    @Test func previewableOutsideAPreviewBodyIsAnError() {
        let declaration = syntax("\n    @Previewable @State var x = 1")
        let previewCall = syntax("#Preview { @Previewable @State var x = 1; Text(\"\") }")
        let closure = syntax("{\n}")
        #expect(PreviewableMacro.check(declaration, lexicalContext: [closure, previewCall]).isEmpty)
        let nested = PreviewableMacro.check(declaration, lexicalContext: [closure, syntax("VStack { }"), closure, previewCall])
        #expect(nested.first?.message.contains("top level") == true)
        let outside = PreviewableMacro.check(declaration, lexicalContext: [])
        #expect(outside.first?.message.contains("only for the top of a #Preview") == true)
        #expect(outside.first?.offset == 100 + 5)
    }

    // MARK: The protocol

    private func reply(_ json: String) throws -> [String: Any]? {
        guard let bytes = PluginSession.reply(to: Array(json.utf8)) else { return nil }
        return try JSONSerializationLite.object(bytes)
    }

    @Test func capabilityIsAnswered() throws {
        let r = try #require(try reply(#"{"getCapability":{"capability":{"protocolVersion":7}}}"#))
        let capability = (r["getCapabilityResult"] as? [String: Any])?["capability"] as? [String: Any]
        #expect(capability?["protocolVersion"] as? Int == 7)
    }

    @Test func anExpansionRoundTripsThroughJSON() throws {
        let message = """
            {"expandFreestandingMacro":{"discriminator":"$sX","lexicalContext":[],"macro":{"moduleName":"PreviewMacros","name":"Preview","typeName":"PreviewMacro"},"macroRole":"declaration","staticBuildConfiguration":"{}","syntax":{"kind":"declaration","location":{"column":1,"fileID":"M/F.swift","fileName":"/F.swift","line":1,"offset":0},"source":"#Preview { A() }"}}}
            """
        let r = try #require(try reply(message))
        let result = try #require(r["expandMacroResult"] as? [String: Any])
        #expect((result["expandedSource"] as? String)?.contains("_PreviewMacroPreview { A() }") == true)
        #expect((result["diagnostics"] as? [Any])?.isEmpty == true)
    }

    @Test func emptyUnknownAndBrokenMessages() throws {
        #expect(PluginSession.reply(to: []) == nil)
        #expect(try reply(#"{"somethingNew":{}}"#) == nil)
        let broken = try #require(try reply("{not json"))
        let diagnostics = (broken["expandMacroResult"] as? [String: Any])?["diagnostics"] as? [[String: Any]]
        #expect((diagnostics?.first?["message"] as? String)?.contains("could not read") == true)
    }
}

/// JSON objects for assertions, through Codable (FoundationEssentials has no
/// JSONSerialization).
enum JSONSerializationLite {
    indirect enum Value: Decodable {
        case object([String: Value]), array([Value]), string(String), number(Double), bool(Bool), null

        init(from decoder: Decoder) throws {
            let c = try decoder.singleValueContainer()
            if c.decodeNil() { self = .null }
            else if let b = try? c.decode(Bool.self) { self = .bool(b) }
            else if let n = try? c.decode(Double.self) { self = .number(n) }
            else if let s = try? c.decode(String.self) { self = .string(s) }
            else if let a = try? c.decode([Value].self) { self = .array(a) }
            else { self = .object(try c.decode([String: Value].self)) }
        }

        var any: Any {
            switch self {
            case .object(let o): o.mapValues(\.any)
            case .array(let a): a.map(\.any)
            case .string(let s): s
            case .number(let n): n == n.rounded() ? Int(n) as Any : n
            case .bool(let b): b
            case .null: NSNullLite()
            }
        }
    }

    struct NSNullLite {}

    static func object(_ bytes: [UInt8]) throws -> [String: Any]? {
        try JSONDecoder().decode(Value.self, from: Data(bytes)).any as? [String: Any]
    }
}
