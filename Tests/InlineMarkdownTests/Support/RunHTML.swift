import Foundation
import InlineMarkdown

/// Runs as HTML, written the way cmark writes the same inlines, so that spec examples can be
/// compared: `<a href="…" title="…">`, `<strong>`, `<em>`, `<del>`, `<code>` (outermost
/// first), text escaped, destinations percent-encoded as cmark does.
///
/// Runs are flat, so nesting the runs cannot tell apart (`<em><em>x</em></em>`, the order of
/// `<em><strong>` and `<strong><em>`) is written one canonical way. ``runs(fromCmarkHTML:source:)``
/// reads cmark's HTML back into runs, so that its output can be brought to the same canonical
/// form before the two are compared.
enum RunHTML {
    /// An element that a run's attributes open.
    enum Tag: Hashable {
        case link(destination: String, title: String?)
        case strong, emphasis, strikethrough, code

        var opening: String {
            switch self {
            case .link(let destination, let title):
                "<a href=\"\(escapeDestination(destination))\""
                    + (title.map { " title=\"\(escapeText($0))\"" } ?? "") + ">"
            case .strong: "<strong>"
            case .emphasis: "<em>"
            case .strikethrough: "<del>"
            case .code: "<code>"
            }
        }

        var closing: String {
            switch self {
            case .link: "</a>"
            case .strong: "</strong>"
            case .emphasis: "</em>"
            case .strikethrough: "</del>"
            case .code: "</code>"
            }
        }
    }

    /// The tags a run needs, outermost first.
    static func tags(of run: InlineMarkdown.Run) -> [Tag] {
        var tags: [Tag] = []
        if let link = run.link { tags.append(.link(destination: link, title: run.linkTitle)) }
        if run.style.contains(.stronglyEmphasized) { tags.append(.strong) }
        if run.style.contains(.emphasized) { tags.append(.emphasis) }
        if run.style.contains(.strikethrough) { tags.append(.strikethrough) }
        if run.style.contains(.code) { tags.append(.code) }
        return tags
    }

    /// The runs as inline HTML (no `<p>`). An element stays open across runs that all have it.
    static func render(_ runs: [InlineMarkdown.Run]) -> String {
        var html = ""
        var open: [Tag] = []
        for run in runs {
            let wanted = tags(of: run)
            var kept = 0
            while kept < open.count, wanted.contains(open[kept]) { kept += 1 }
            for tag in open[kept...].reversed() { html += tag.closing }
            open.removeSubrange(kept...)
            for tag in wanted where !open.contains(tag) {
                html += tag.opening
                open.append(tag)
            }
            html += escapeText(run.text)
        }
        for tag in open.reversed() { html += tag.closing }
        return html
    }

    /// `<p>…</p>\n`, as cmark writes a paragraph.
    static func paragraph(_ runs: [InlineMarkdown.Run]) -> String {
        "<p>" + render(runs) + "</p>\n"
    }

    /// cmark's text escaping: `&`, `<`, `>`, `"`.
    static func escapeText(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// cmark's destination escaping: URL-safe ASCII stays (`%` too, so escaping twice changes
    /// nothing), `&` and `'` become entities, every other byte of the UTF-8 is `%XX`.
    static func escapeDestination(_ destination: String) -> String {
        var out = ""
        for byte in destination.utf8 {
            switch byte {
            case UInt8(ascii: "&"): out += "&amp;"
            case UInt8(ascii: "'"): out += "&#x27;"
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                 UInt8(ascii: "0")...UInt8(ascii: "9"):
                out.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                if "-_.+!*(),%#@?=;:/$~".utf8.contains(byte) {
                    out.unicodeScalars.append(Unicode.Scalar(byte))
                } else {
                    let hex = String(byte, radix: 16, uppercase: true)
                    out += "%" + (hex.count == 1 ? "0" + hex : hex)
                }
            }
        }
        return out
    }

    // MARK: Reading cmark's HTML

    /// The runs that cmark's HTML for one paragraph stands for. Tags copied verbatim from
    /// `source` are raw HTML, which this parser keeps as text, so they are read as text; an
    /// `<img>` stands for its `alt` text. `<br />` is dropped and the line ending after it
    /// kept, or, given `hardBreak`, both are read as that text.
    static func runs(fromCmarkHTML html: String, source: String, hardBreak: String? = nil) -> [InlineMarkdown.Run] {
        var runs: [InlineMarkdown.Run] = []
        var counts: [Tag: Int] = [:]
        var links: [(destination: String, title: String?)] = []

        func add(_ text: String) {
            guard !text.isEmpty else { return }
            var style: InlineMarkdown.Style = []
            if counts[.strong, default: 0] > 0 { style.insert(.stronglyEmphasized) }
            if counts[.emphasis, default: 0] > 0 { style.insert(.emphasized) }
            if counts[.strikethrough, default: 0] > 0 { style.insert(.strikethrough) }
            if counts[.code, default: 0] > 0 { style.insert(.code) }
            let run = InlineMarkdown.Run(text, style: style, link: links.last?.destination, linkTitle: links.last?.title)
            if let last = runs.last, last.style == run.style, last.link == run.link, last.linkTitle == run.linkTitle {
                runs[runs.count - 1].text += text
            } else {
                runs.append(run)
            }
        }

        var rest = Substring(html)
        while let first = rest.first {
            guard first == "<", let close = rest.firstIndex(of: ">") else {
                let end = rest.dropFirst().firstIndex(of: "<") ?? rest.endIndex
                add(unescapeHTML(String(rest[..<end])))
                rest = rest[end...]
                continue
            }
            let tag = String(rest[...close])
            rest = rest[rest.index(after: close)...]
            if source.contains(tag) {
                add(tag)
                continue
            }
            switch tag {
            case "<p>", "</p>": break
            case "<br />":
                if let hardBreak {
                    add(hardBreak)
                    if rest.first == "\n" { rest = rest.dropFirst() }
                }
            case "<em>": counts[.emphasis, default: 0] += 1
            case "</em>": counts[.emphasis, default: 0] -= 1
            case "<strong>": counts[.strong, default: 0] += 1
            case "</strong>": counts[.strong, default: 0] -= 1
            case "<del>": counts[.strikethrough, default: 0] += 1
            case "</del>": counts[.strikethrough, default: 0] -= 1
            case "<code>": counts[.code, default: 0] += 1
            case "</code>": counts[.code, default: 0] -= 1
            case "</a>": if !links.isEmpty { links.removeLast() }
            default:
                if tag.hasPrefix("<a "), let href = attribute("href", in: tag) {
                    links.append((href, attribute("title", in: tag)))
                } else if tag.hasPrefix("<img "), let alt = attribute("alt", in: tag) {
                    add(alt)
                } else {
                    add(tag)
                }
            }
        }
        return runs
    }

    /// The value of `name="…"` in a tag, unescaped.
    private static func attribute(_ name: String, in tag: String) -> String? {
        guard let start = tag.range(of: " \(name)=\"")?.upperBound,
              let end = tag[start...].firstIndex(of: "\"") else { return nil }
        return unescapeHTML(String(tag[start..<end]))
    }

    /// Undoes cmark's escaping: `&amp;`, `&lt;`, `&gt;`, `&quot;`, `&#x27;`.
    static func unescapeHTML(_ text: String) -> String {
        var out = text
        for (entity, character) in [("&lt;", "<"), ("&gt;", ">"), ("&quot;", "\""), ("&#x27;", "'"), ("&amp;", "&")] {
            out = out.replacingOccurrences(of: entity, with: character)
        }
        return out
    }
}
