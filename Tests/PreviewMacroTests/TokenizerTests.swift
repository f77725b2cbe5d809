import SwiftTokenizer
import Testing

/// The tokenizer on ordinary and hostile Swift: it must find the brackets the compiler finds,
/// whatever strings and comments hold, and never trap.
@Suite struct TokenizerTests {
    private func kinds(_ s: String) -> [Token.Kind] {
        Tokenizer.tokenize(s).filter { !$0.isTrivia }.map(\.kind)
    }

    private func texts(_ s: String) -> [String] {
        let source = TokenizedSource(s)
        return source.tokens.indices.filter { !source.tokens[$0].isTrivia }.map { source.text($0) }
    }

    @Test func tokensCoverTheWholeTextWithoutGaps() {
        let text = "#Preview(\"A\") {\n  // c }\n  Text(\"}\") /* { */ .padding(1.5e-3)\n}"
        let tokens = Tokenizer.tokenize(text)
        var end = 0
        for t in tokens {
            #expect(t.range.lowerBound == end)
            end = t.range.upperBound
        }
        #expect(end == text.utf8.count)
    }

    @Test func bracesInStringsAndCommentsAreNotBrackets() {
        let source = TokenizedSource("{ Text(\"}\") // }\n /* } */ Text(#\"}\"#) }")
        let open = source.tokens.firstIndex { source.text.text(of: $0) == "{" }!
        let close = source.matchingClose(open)!
        #expect(close == source.tokens.count - 1)
    }

    @Test func interpolationsNestStringsAndClosures() {
        let text = #""a \("b \(c.map { "}" + $0 })") d" + x"#
        #expect(kinds(text) == [.string, .operator, .identifier])
    }

    @Test func rawStringsEndOnlyAtTheirOwnDelimiter() {
        #expect(kinds(##"#"a "quoted" \(not) }"# x"##) == [.string, .identifier])
        #expect(kinds(###"##"a "# still in "##"###) == [.string])
        // In a raw string, interpolation needs the pound signs too.
        #expect(kinds(##"#"\#(value)"#"##) == [.string])
        #expect(texts(##"#"\#(f("}"))"# }"##) == [##"#"\#(f("}"))"#"##, "}"])
    }

    @Test func multilineStringsKeepQuotesAndBraces() {
        let text = "\"\"\"\n  \"one\" } \\(x) \"\"\n  \"\"\" + y"
        #expect(kinds(text) == [.string, .operator, .identifier])
    }

    @Test func blockCommentsNest() {
        #expect(kinds("/* a /* b } */ c { */ x") == [.identifier])
    }

    @Test func regexLiteralsAreOneToken() {
        #expect(kinds("let r = #/\\{[a-z]+}/#") == [.identifier, .identifier, .operator, .regex])
        #expect(kinds("x.firstMatch(of: /a{2}/)") == [.identifier, .operator, .identifier, .punctuation, .identifier, .punctuation, .regex, .punctuation])
        // Division is not a regex.
        #expect(kinds("a / b / c") == [.identifier, .operator, .identifier, .operator, .identifier])
    }

    @Test func attributesPoundKeywordsAndDollarNames() {
        #expect(texts("@Previewable @State var x = $y.wrappedValue; #if DEBUG") == [
            "@Previewable", "@State", "var", "x", "=", "$y", ".", "wrappedValue", ";", "#if", "DEBUG",
        ])
        #expect(texts("`class` $0 _x") == ["`class`", "$0", "_x"])
    }

    @Test func numbers() {
        #expect(texts("0x1F 1_000.5e-3 1..<5 -2") == ["0x1F", "1_000.5e-3", "1", "..<", "5", "-", "2"])
    }

    @Test(arguments: [
        "\"never closed",
        "\"\"\"\nopen",
        "/* open /* nested */",
        "\"a \\(b",
        "#\"raw \"",
        "`name",
        "#/regex",
        "\"\\",
        "\u{0}\u{7}",
    ])
    func unterminatedInputBecomesAnInvalidTokenNeverATrap(_ text: String) {
        let source = TokenizedSource(text)
        #expect(source.firstInvalid != nil)
    }

    @Test func randomBytesNeverTrap() {
        var generator = SplitMix(seed: 42)
        let alphabet = Array("{}()[]\"#\\/*\n @$`'.,:;abc123".utf8)
        for _ in 0..<2000 {
            let bytes = (0..<Int(generator.next() % 40)).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] }
            let text = SourceText(bytes: bytes)
            let tokens = Tokenizer.tokenize(text)
            #expect(tokens.last.map(\.range.upperBound) ?? 0 == bytes.count)
        }
    }

    @Test func linesAndColumns() {
        let text = SourceText("ab\ncd\r\nef")
        #expect(text.line(of: 0) == 1)
        #expect(text.line(of: 3) == 2)
        #expect(text.column(of: 4) == 2)
        #expect(text.line(of: 7) == 3)
    }
}

/// A small deterministic generator for the fuzz test.
struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
