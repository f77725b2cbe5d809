/// Inline Markdown, as SwiftUI reads a `Text` literal, a `LocalizedStringKey` or
/// `AttributedString(markdown:)` with an inline-only syntax: CommonMark 0.31 inline rules plus
/// GFM strikethrough, without block structure.
///
/// What is parsed: backslash escapes, entity and numeric character references, code spans,
/// emphasis and strong emphasis, strikethrough (`~x~`, `~~x~~`), inline links
/// `[text](destination "title")`, images (kept as their description text), autolinks
/// (`<https://…>`, `<name@example.org>`) and hard line breaks.
///
/// What stays text: raw inline HTML (recognised, so that it binds tighter than emphasis and
/// links, then kept literally), reference links (inline-only text has no link reference
/// definitions) and everything that would start a block (`#`, `-`, `>`, indentation…).
///
/// A blank line still ends the span that inline constructs may cover, as a paragraph break
/// does in CommonMark: `**a⏎⏎b**` is not bold.
///
/// Where CommonMark 0.31 and Apple's parser (built on cmark-gfm, CommonMark 0.29) differ, this
/// follows 0.31: Unicode symbols count as punctuation for emphasis, HTML comments and
/// declarations have the 0.31 forms, and the search for an emphasis opener is bounded as the
/// 0.31 algorithm says. cmark-gfm's quirk that a `~` next to `*` or `_` does not count as
/// punctuation is not copied.
///
/// ```swift
/// InlineMarkdown.parse("**Bold** _it_")
/// // [Run("Bold", .stronglyEmphasized), Run(" "), Run("it", .emphasized)]
/// ```
public enum InlineMarkdown {
    /// The inline presentation of a run: any combination of the four.
    public struct Style: OptionSet, Sendable, Hashable {
        public let rawValue: UInt8

        public init(rawValue: UInt8) {
            self.rawValue = rawValue
        }

        /// `*text*` or `_text_`.
        public static let emphasized = Style(rawValue: 1 << 0)
        /// `**text**` or `__text__`.
        public static let stronglyEmphasized = Style(rawValue: 1 << 1)
        /// `` `text` ``.
        public static let code = Style(rawValue: 1 << 2)
        /// `~text~` or `~~text~~`.
        public static let strikethrough = Style(rawValue: 1 << 3)
    }

    /// A stretch of text whose attributes are the same throughout.
    public struct Run: Sendable, Hashable {
        /// The text as it is shown: escapes and character references resolved, delimiters gone.
        public var text: String
        /// The styles that apply to the whole run.
        public var style: Style
        /// The link destination, as written after backslash escapes and character references
        /// are resolved (not percent-encoded). An email autolink gets `mailto:` in front.
        public var link: String?
        /// The link title, if the link has one.
        public var linkTitle: String?

        /// A run of `text` with the given attributes.
        public init(_ text: String, style: Style = [], link: String? = nil, linkTitle: String? = nil) {
            self.text = text
            self.style = style
            self.link = link
            self.linkTitle = linkTitle
        }

        /// Whether `other` has the same style, link and title (so the two would be one run).
        func hasSameAttributes(as other: Run) -> Bool {
            style == other.style && link == other.link && linkTitle == other.linkTitle
        }
    }

    /// How whitespace in the source reaches the text.
    public enum Whitespace: Sendable, Hashable {
        /// Apple's `.inlineOnlyPreservingWhitespace`, what SwiftUI's `Text` uses: every
        /// whitespace character stays as written, including line endings, spaces before them,
        /// indentation and blank lines. A backslash before a line ending (a hard line break)
        /// is dropped and the line ending kept. Inside a code span, as in CommonMark, a line
        /// ending becomes a space and the next line's indentation goes.
        case preserved
        /// Apple's `.inlineOnly`: whitespace as in a CommonMark paragraph, then every run of
        /// spaces, tabs and soft line breaks becomes one space. Leading and trailing whitespace
        /// goes; a hard line break (two or more spaces, or a backslash, before a line ending)
        /// becomes `"\n"`; a blank line, like any other whitespace, becomes one space. Code
        /// spans keep their inner spaces.
        case collapsed
    }

    /// Parses `source` as inline Markdown into runs, in order. Adjacent runs with the same
    /// attributes are merged and no run is empty. Never fails: what is not markup is text.
    /// Linear in the length of the source (the emphasis and bracket searches use the
    /// CommonMark spec's stack bottoms).
    public static func parse(_ source: String, whitespace: Whitespace = .preserved) -> [Run] {
        var builder = RunBuilder(whitespace: whitespace)
        let scalars = Array(source.unicodeScalars).map { $0 == "\u{0}" ? "\u{FFFD}" : $0 }
        for piece in Paragraphs.split(scalars) {
            switch piece {
            case .paragraph(let range):
                var parser = InlineParser(Array(scalars[range]), whitespace: whitespace)
                builder.append(parser.parse())
            case .separator(let range):
                builder.appendParagraphSeparator(String(String.UnicodeScalarView(scalars[range])))
            }
        }
        return builder.finish()
    }
}
