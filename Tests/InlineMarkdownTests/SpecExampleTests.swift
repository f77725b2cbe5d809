import Foundation
import InlineMarkdown
import Testing

/// The inline examples of the CommonMark spec 0.31.2 and the GFM strikethrough examples.
///
/// Every example that is one paragraph of inline content (see ``SpecExample/blockReason``) is
/// parsed and written as HTML (``RunHTML``), and compared with the spec's HTML read back
/// through the same run model: runs are flat, so `<em><em>x</em></em>` and `<em>x</em>` are
/// the same to them; raw HTML, which cmark passes through and this parser keeps as text, is
/// read as text. Whitespace at line ends, at line starts and at the ends of the paragraph is
/// left out of the comparison (the preserved mode keeps it, a CommonMark paragraph does not).
///
/// Each example is checked in both modes: preserved, as above, and collapsed, against the
/// spec's runs with soft breaks as spaces, hard breaks as line endings and whitespace collapsed.
@Suite struct SpecExampleTests {
    /// Examples that are one paragraph of inline content but whose result runs cannot match
    /// the spec's HTML, and why. They are run too: one that starts to pass fails the test, so
    /// the list stays true.
    static let skipped: [Int: String] = [
        520: "an image's description holds a link: cmark writes the alt text flat (`[foo](uri2)`), "
            + "the runs keep the link on `foo`",
    ]

    /// How many examples of each section pass, in each mode. A change is a regression (or
    /// progress: then raise the number).
    static let expectedPasses: [String: Int] = [
        "Backslash escapes": 8,
        "Entity and numeric character references": 12,
        "Code spans": 22,
        "Emphasis and strong emphasis": 131,
        "Links": 43,
        "Autolinks": 19,
        "Strikethrough (extension)": 1,
    ]

    /// The examples of each section that are not one paragraph of inline content.
    static let expectedNotInline: [String: Int] = [
        "Backslash escapes": 5,
        "Entity and numeric character references": 5,
        "Emphasis and strong emphasis": 1,
        "Links": 46,
        "Strikethrough (extension)": 1,
    ]

    /// The result of running the examples of a fixture in one mode.
    struct Outcome {
        var passes: [String: Int] = [:]
        var notInline: [String: Int] = [:]
        /// The examples that are not one paragraph of inline content, by section.
        var notInlineExamples: [String: [String]] = [:]
        var failures: [String] = []

        mutating func add(_ other: Outcome) {
            passes.merge(other.passes, uniquingKeysWith: +)
            notInline.merge(other.notInline, uniquingKeysWith: +)
            notInlineExamples.merge(other.notInlineExamples, uniquingKeysWith: +)
            failures += other.failures
        }
    }

    /// Our HTML and the spec's, both through the run model, for `example` in `whitespace`.
    static func compared(_ example: SpecExample, _ whitespace: InlineMarkdown.Whitespace) -> (actual: String, expected: String) {
        let actual = InlineMarkdown.parse(example.markdown, whitespace: whitespace)
        switch whitespace {
        case .preserved:
            let expected = RunHTML.runs(fromCmarkHTML: example.html, source: example.markdown)
            return (normalizedWhitespace(RunHTML.paragraph(actual)), normalizedWhitespace(RunHTML.paragraph(expected)))
        case .collapsed:
            let expected = collapsed(RunHTML.runs(fromCmarkHTML: example.html, source: example.markdown, hardBreak: "\u{E000}"))
            return (RunHTML.paragraph(actual), RunHTML.paragraph(expected))
        }
    }

    /// The spec's runs as the collapsed mode should give them: a line ending (a soft break)
    /// and every run of spaces and tabs outside code is one space (with the attributes of its
    /// first character), none at the ends; a hard break (marked U+E000) is a line ending with
    /// no space around it.
    static func collapsed(_ runs: [InlineMarkdown.Run]) -> [InlineMarkdown.Run] {
        // One entry per character, with the run it came from.
        var characters: [(scalar: Unicode.Scalar, run: InlineMarkdown.Run)] = []
        for run in runs {
            for scalar in run.text.unicodeScalars { characters.append((scalar, run)) }
        }
        var kept: [(scalar: Unicode.Scalar, run: InlineMarkdown.Run)] = []
        var index = 0
        while index < characters.count {
            let (scalar, run) = characters[index]
            let isSpace = !run.style.contains(.code) && (scalar == " " || scalar == "\t" || scalar == "\n")
            guard isSpace || scalar == "\u{E000}" else {
                kept.append((scalar, run))
                index += 1
                continue
            }
            // A stretch of spaces, perhaps with hard breaks in it.
            var end = index
            var hardBreak = false
            while end < characters.count, !characters[end].run.style.contains(.code),
                  [" ", "\t", "\n", "\u{E000}"].contains(characters[end].scalar) {
                if characters[end].scalar == "\u{E000}" { hardBreak = true }
                end += 1
            }
            if hardBreak {
                kept.append(("\n", run))
            } else if !kept.isEmpty, end < characters.count {
                kept.append((" ", run))
            }
            index = end
        }
        var result: [InlineMarkdown.Run] = []
        for (scalar, run) in kept {
            if let last = result.last, last.style == run.style, last.link == run.link, last.linkTitle == run.linkTitle {
                result[result.count - 1].text.unicodeScalars.append(scalar)
            } else {
                var piece = run
                piece.text = String(scalar)
                result.append(piece)
            }
        }
        return result
    }

    static func run(_ file: SpecFile, _ whitespace: InlineMarkdown.Whitespace) -> Outcome {
        var outcome = Outcome()
        for example in file.examples {
            if let reason = example.blockReason {
                outcome.notInline[example.section, default: 0] += 1
                outcome.notInlineExamples[example.section, default: []].append("\(example.example) (\(reason))")
                continue
            }
            let (actual, expected) = compared(example, whitespace)
            let passed = actual == expected
            if let reason = skipped[example.example] {
                if passed {
                    outcome.failures.append("Example \(example.example) is listed as skipped (\(reason)) but passes")
                }
                continue
            }
            if passed {
                outcome.passes[example.section, default: 0] += 1
            } else {
                outcome.failures.append("""
                    Example \(example.example) (\(example.section), \(whitespace))
                      markdown: \(example.markdown.debugDescription)
                      spec:     \(example.html.debugDescription)
                      expected: \(expected.debugDescription)
                      actual:   \(actual.debugDescription)
                    """)
            }
        }
        return outcome
    }

    static let fixtures = ["commonmark-0.31.2-inline.json", "gfm-0.29-strikethrough.json"]

    @Test(arguments: [InlineMarkdown.Whitespace.preserved, .collapsed])
    func specExamples(_ whitespace: InlineMarkdown.Whitespace) throws {
        var total = Outcome()
        for name in Self.fixtures {
            total.add(Self.run(try SpecFile.load(name), whitespace))
        }
        for failure in total.failures { print(failure) }
        if !total.failures.isEmpty || total.passes != Self.expectedPasses {
            for section in Self.expectedPasses.keys.sorted() {
                print("\(whitespace) \(section): \(total.passes[section] ?? 0) pass; not inline: "
                    + (total.notInlineExamples[section] ?? []).joined(separator: ", "))
            }
        }
        #expect(total.failures.isEmpty, "\(total.failures.count) spec examples fail; see the output")
        #expect(total.passes == Self.expectedPasses)
        #expect(total.notInline == Self.expectedNotInline)
    }

    @Test func fixturesSayWhereTheyComeFrom() throws {
        for name in Self.fixtures {
            let file = try SpecFile.load(name)
            #expect(file.license.contains("CC BY-SA 4.0"))
            #expect(!file.examples.isEmpty)
        }
        #expect(try SpecFile.load(Self.fixtures[0]).license.contains("John MacFarlane"))
    }
}
