import Foundation

/// One example of a spec: Markdown and the HTML the reference implementation writes for it.
struct SpecExample: Decodable, Sendable {
    let example: Int
    let section: String
    let markdown: String
    let html: String
}

/// A fixture file of `Fixtures/`: where its examples come from, their licence, the examples.
struct SpecFile: Decodable, Sendable {
    let source: String
    let license: String
    let examples: [SpecExample]

    /// The folder of the fixtures, found from this file's path (no bundle resources).
    static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // Support
        .deletingLastPathComponent()  // InlineMarkdownTests
        .appendingPathComponent("Fixtures")

    static func load(_ name: String) throws -> SpecFile {
        let data = try Data(contentsOf: folder.appendingPathComponent(name))
        return try JSONDecoder().decode(SpecFile.self, from: data)
    }
}

extension SpecExample {
    /// Why the example is not one paragraph of inline content, or `nil` if it is. Only such
    /// examples say something about an inline parser.
    var blockReason: String? {
        var lines = markdown.split(separator: "\n", omittingEmptySubsequences: false)
        if lines.last == "" { lines.removeLast() }
        if lines.contains(where: { $0.allSatisfy { $0 == " " || $0 == "\t" } }) { return "blank line" }
        for (index, line) in lines.enumerated() {
            let indent = line.prefix { $0 == " " }.count
            if index == 0, indent >= 4 || line.first == "\t" { return "indented code" }
            let rest = line.dropFirst(min(indent, 3))
            if rest.first == ">" { return "block quote" }
            if rest.first == "#", rest.prefix(while: { $0 == "#" }).count <= 6,
               rest.drop(while: { $0 == "#" }).first.map({ $0 == " " || $0 == "\t" }) ?? true {
                return "heading"
            }
            // An empty list item cannot interrupt a paragraph.
            if Self.startsListItem(rest), index == 0 || !Self.isEmptyListItem(rest) { return "list item" }
            if rest.first == "[", let close = rest.firstIndex(of: "]"),
               rest[rest.index(after: close)...].first == ":" {
                return "link reference definition"
            }
        }
        let blockTags = ["<h1", "<h2", "<h3", "<h4", "<h5", "<h6", "<ul", "<ol", "<li", "<blockquote",
                         "<pre", "<hr", "<table", "<div"]
        if !html.hasPrefix("<p>") || !html.hasSuffix("</p>\n") || html.components(separatedBy: "<p>").count != 2
            || blockTags.contains(where: { html.contains($0) && !markdown.contains($0) }) {
            return "not one paragraph in the expected HTML"
        }
        return nil
    }

    /// A list marker and nothing else on the line.
    private static func isEmptyListItem(_ line: Substring) -> Bool {
        line.trimmingCharacters(in: .whitespaces).allSatisfy { "-+*.)".contains($0) || $0.isNumber }
    }

    /// `-`, `+`, `*` or 1–9 digits and `.` or `)`, then a space, a tab or the end.
    private static func startsListItem(_ line: Substring) -> Bool {
        var rest = line
        if let first = rest.first, first == "-" || first == "+" || first == "*" {
            rest = rest.dropFirst()
        } else {
            let digits = rest.prefix { $0.isASCII && $0.isNumber }
            guard (1...9).contains(digits.count) else { return false }
            rest = rest.dropFirst(digits.count)
            guard rest.first == "." || rest.first == ")" else { return false }
            rest = rest.dropFirst()
        }
        return rest.first.map { $0 == " " || $0 == "\t" } ?? true
    }
}

/// HTML with the whitespace around line endings and at the ends of the paragraph taken out:
/// a paragraph's text reaches cmark without the spaces at the ends of its lines and without
/// indentation, but the preserved mode keeps them.
func normalizedWhitespace(_ html: String) -> String {
    var out: [Unicode.Scalar] = []
    var spaces: [Unicode.Scalar] = []
    var afterLineEnding = false
    for scalar in html.unicodeScalars {
        switch scalar {
        case " ", "\t":
            if !afterLineEnding { spaces.append(scalar) }
        case "\n":
            spaces.removeAll()
            out.append("\n")
            afterLineEnding = true
        default:
            out.append(contentsOf: spaces)
            spaces.removeAll()
            out.append(scalar)
            afterLineEnding = false
        }
    }
    var text = String(String.UnicodeScalarView(out))
    while text.hasPrefix("<p>"), let next = text.dropFirst(3).first, next == " " || next == "\t" || next == "\n" {
        text.remove(at: text.index(text.startIndex, offsetBy: 3))
    }
    while let range = text.range(of: "</p>", options: .backwards),
          range.lowerBound > text.startIndex,
          let previous = text[..<range.lowerBound].last, previous == " " || previous == "\t" || previous == "\n" {
        text.remove(at: text.index(before: range.lowerBound))
    }
    return text
}
