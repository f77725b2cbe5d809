/// One token of Swift source: its kind and where it lies, as UTF-8 byte offsets into the
/// text it came from (the offsets the compiler's plugin protocol uses).
public struct Token: Sendable, Hashable, CustomStringConvertible {
    public enum Kind: Sendable, Hashable {
        /// `foo`, `` `foo bar` ``, `$0`, `$foo`, `_`, keywords too (`var`, `return`).
        case identifier
        /// `#if`, `#Preview`, `#available`: a pound sign and the name after it.
        case pound
        /// `@State`, `@Previewable`: an at sign and the name after it.
        case attribute
        /// `12`, `0x1F`, `1_000.5e-3`.
        case number
        /// A whole string literal with its delimiters: `"…"`, `"""…"""`, `#"…"#`.
        case string
        /// A regular expression literal: `#/…/#` or `/…/`.
        case regex
        /// `(`, `)`, `{`, `}`, `[`, `]`, `,`, `:`, `;`, a lone `@` or `#`.
        case punctuation
        /// A run of operator characters: `=`, `->`, `.`, `??`, `&&`.
        case `operator`
        case lineComment
        case blockComment
        /// Spaces and tabs.
        case whitespace
        /// One line break (`\n`, `\r\n` or `\r`).
        case newline
        /// Something that does not end where it must: a string, a comment or a regex
        /// literal left open at the end of the text, or a byte no token starts with.
        case invalid(String)
    }

    public let kind: Kind
    /// UTF-8 offsets in the text.
    public let range: Range<Int>

    public init(kind: Kind, range: Range<Int>) {
        self.kind = kind
        self.range = range
    }

    /// Comments, spaces and line breaks: what separates tokens without meaning anything.
    public var isTrivia: Bool {
        switch kind {
        case .whitespace, .newline, .lineComment, .blockComment: true
        default: false
        }
    }

    public var description: String { "\(kind)@\(range.lowerBound)..<\(range.upperBound)" }
}
