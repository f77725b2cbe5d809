import InlineMarkdown
import Testing

/// A small, seeded random number generator (SplitMix64), so a failing case can be replayed.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

@Suite struct FuzzTests {
    /// Markup characters, the letter `a`, a space and a line ending.
    static let alphabet = Array("*_~[]()<>\\`!&#; a\n".unicodeScalars)

    static func randomStrings(count: Int, from alphabet: [Unicode.Scalar], seed: UInt64) -> [String] {
        var generator = SplitMix64(seed: seed)
        return (0..<count).map { _ in
            let length = Int.random(in: 0...40, using: &generator)
            var scalars = String.UnicodeScalarView()
            for _ in 0..<length {
                scalars.append(alphabet[Int.random(in: 0..<alphabet.count, using: &generator)])
            }
            return String(scalars)
        }
    }

    static func count(of scalar: Unicode.Scalar, in text: String) -> Int {
        text.unicodeScalars.reduce(0) { $0 + ($1 == scalar ? 1 : 0) }
    }

    /// What every parse must give: no empty run, no two neighbours that should have merged,
    /// no more text than the source had (references only shrink), every `a` accounted for
    /// in the text, a destination or a title (an image's destination is dropped, so at most).
    static func checkInvariants(of source: String, _ whitespace: InlineMarkdown.Whitespace) -> [String] {
        let runs = InlineMarkdown.parse(source, whitespace: whitespace)
        var problems: [String] = []
        if runs.contains(where: { $0.text.isEmpty }) { problems.append("empty run") }
        for (left, right) in zip(runs, runs.dropFirst())
        where left.style == right.style && left.link == right.link && left.linkTitle == right.linkTitle {
            problems.append("unmerged neighbours \(left) \(right)")
        }
        let textLength = runs.reduce(0) { $0 + $1.text.unicodeScalars.count }
        if textLength > source.unicodeScalars.count { problems.append("more text (\(textLength)) than source") }
        var letters = 0
        var linkLetters: [String] = []
        for run in runs {
            letters += count(of: "a", in: run.text)
            for part in [run.link, run.linkTitle].compactMap({ $0 }) where !linkLetters.contains(part) {
                linkLetters.append(part)
            }
        }
        letters += linkLetters.reduce(0) { $0 + count(of: "a", in: $1) }
        if letters > count(of: "a", in: source) { problems.append("more a's than the source") }
        return problems.map { "\(whitespace) \(source.debugDescription): \($0)" }
    }

    @Test func randomStringsKeepTheInvariants() {
        var problems: [String] = []
        for source in Self.randomStrings(count: 2000, from: Self.alphabet, seed: 2024) {
            problems += Self.checkInvariants(of: source, .preserved)
            problems += Self.checkInvariants(of: source, .collapsed)
        }
        for problem in problems.prefix(20) { print(problem) }
        #expect(problems.isEmpty)
    }

    /// Without `(` there are no inline links and no images, and this alphabet makes no
    /// autolink or character reference: every `a` of the source must be in the text, no
    /// more, no fewer.
    @Test func withoutLinksEveryLetterSurvives() {
        let alphabet = Self.alphabet.filter { $0 != "(" }
        var failures: [String] = []
        for source in Self.randomStrings(count: 2000, from: alphabet, seed: 7) {
            for whitespace in [InlineMarkdown.Whitespace.preserved, .collapsed] {
                let runs = InlineMarkdown.parse(source, whitespace: whitespace)
                let letters = runs.reduce(0) { $0 + Self.count(of: "a", in: $1.text) }
                if letters != Self.count(of: "a", in: source) || runs.contains(where: { $0.link != nil }) {
                    failures.append("\(whitespace) \(source.debugDescription) → \(runs)")
                }
            }
        }
        for failure in failures.prefix(20) { print(failure) }
        #expect(failures.isEmpty)
    }

    /// Without markup, the preserved text is the source.
    @Test func textWithoutMarkupIsUnchanged() {
        let alphabet = Array("ab c\n\t.,é😀".unicodeScalars)
        for source in Self.randomStrings(count: 300, from: alphabet, seed: 11) {
            let text = InlineMarkdown.parse(source).map(\.text).joined()
            #expect(text == source)
        }
    }

    /// Inputs that make a naive inline parser quadratic (or deeply recursive). Not timed: a
    /// quadratic algorithm makes this test take minutes rather than milliseconds.
    @Test func pathologicalInputsParse() {
        func repeated(_ piece: String, _ count: Int) -> String { String(repeating: piece, count: count) }
        let inputs = [
            repeated("*a", 5000),
            repeated("_a", 5000),
            repeated("**a ", 2500),
            repeated("[", 10000),
            repeated("[a](", 3000),
            repeated("*[a", 3000) + repeated("](b)", 3000),
            repeated("`a", 5000),
            (1...140).map { repeated("`", $0) + "a" }.joined(),
            repeated("<!--", 3000),
            repeated("<a b=\"", 3000),
            repeated("<?", 5000),
            repeated("<![CDATA[", 1000),
            repeated("*", 5000) + "a" + repeated("*", 5000),
            repeated("[", 3000) + "a" + repeated("](b)", 3000),
            repeated("~a", 5000),
            "[a](" + repeated("(", 5000),
        ]
        for input in inputs {
            let runs = InlineMarkdown.parse(input)
            #expect(!runs.isEmpty)
        }
        #expect(InlineMarkdown.parse(repeated("*", 5000) + "a" + repeated("*", 5000))
            == [InlineMarkdown.Run("a", style: .stronglyEmphasized)])
    }
}
