/// Escaping for text and attribute values in the pages this module writes.
enum HTMLText {
    /// Escapes `& < > " '` and replaces characters HTML does not allow in a document
    /// (C0 and C1 controls other than tab, line feed and carriage return, and noncharacters)
    /// with U+FFFD, so any string can be placed in text or in a quoted attribute.
    static func escape(_ text: String) -> String {
        var result = ""
        result.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            default:
                result.unicodeScalars.append(isAllowed(scalar) ? scalar : "\u{FFFD}")
            }
        }
        return result
    }

    /// Text with paragraphs: blank lines separate `<p>` elements, single line breaks become `<br>`.
    static func paragraphs(_ text: String, className: String) -> String {
        let normalised = text.replacingOccurrences(of: "\r\n", with: "\n")
        var blocks: [[Substring]] = [[]]
        for line in normalised.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.allSatisfy(\.isWhitespace) {
                if !(blocks.last?.isEmpty ?? true) { blocks.append([]) }
            } else {
                blocks[blocks.count - 1].append(line)
            }
        }
        return blocks.filter { !$0.isEmpty }.map { lines in
            "<p class=\"\(className)\">" + lines.map { escape(String($0)) }.joined(separator: "<br>")
                + "</p>"
        }.joined(separator: "\n")
    }

    private static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        if value == 0x09 || value == 0x0A || value == 0x0D { return true }
        if value < 0x20 || (0x7F...0x9F).contains(value) { return false }
        if (0xFDD0...0xFDEF).contains(value) || value & 0xFFFE == 0xFFFE { return false }
        return true
    }
}

extension String {
    /// Shorthand for ``HTMLText/escape(_:)``.
    var html: String { HTMLText.escape(self) }
}
