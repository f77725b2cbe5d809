/// Parses one paragraph's inline content into an ``InlineTree``, left to right, with the
/// delimiter stack and the *process emphasis* and *look for link or image* procedures of the
/// CommonMark spec's appendix.
struct InlineParser {
    private let s: [Unicode.Scalar]
    private let whitespace: InlineMarkdown.Whitespace
    private var position = 0
    private var tree = InlineTree()
    /// Literal text not yet put into a node: consecutive text becomes one node.
    private var pending = String.UnicodeScalarView()
    private var delimiters = DelimiterList()
    private var brackets: [Bracket] = []
    private var backticks: BacktickRuns?
    private var pointy: PointyBrackets

    /// A parser for `scalars`, one paragraph (no blank line in it, no line ending at its end).
    init(_ scalars: [Unicode.Scalar], whitespace: InlineMarkdown.Whitespace) {
        s = scalars
        self.whitespace = whitespace
        pointy = PointyBrackets(scalars)
    }

    /// Parses the whole paragraph.
    mutating func parse() -> InlineTree {
        while position < s.count {
            let c = s[position]
            switch c {
            case "\n", "\r": lineEnding()
            case "\\": backslash()
            case "`": codeSpanOrBackticks()
            case "*", "_", "~": delimiterRun(c)
            case "[":
                openBracket(image: false, length: 1)
            case "!" where position + 1 < s.count && s[position + 1] == "[":
                openBracket(image: true, length: 2)
            case "]": closeBracket()
            case "<": pointyBracket()
            case "&": characterReference()
            default:
                pending.append(c)
                position += 1
            }
        }
        flushText()
        processEmphasis(above: nil)
        return tree
    }

    // MARK: Text

    /// Puts the pending text into a text node.
    private mutating func flushText() {
        guard !pending.isEmpty else { return }
        tree.append(.text(String(pending)))
        pending = String.UnicodeScalarView()
    }

    /// Takes spaces and tabs off the end of the pending text.
    private mutating func trimPendingTrailingSpaces() {
        while let last = pending.last, last == " " || last == "\t" { pending.removeLast() }
    }

    /// The length of the line ending at `index` (`\r\n` is one), 0 if there is none.
    private func lineEndingLength(at index: Int) -> Int {
        guard index < s.count else { return 0 }
        if s[index] == "\r" { return index + 1 < s.count && s[index + 1] == "\n" ? 2 : 1 }
        return s[index] == "\n" ? 1 : 0
    }

    /// A line ending. Preserved: kept as text. Collapsed: a soft break, or a hard one after two
    /// or more spaces; spaces around it go.
    private mutating func lineEnding() {
        let length = lineEndingLength(at: position)
        switch whitespace {
        case .preserved:
            pending.append(contentsOf: s[position..<position + length])
            position += length
        case .collapsed:
            let hard = position >= 2 && s[position - 1] == " " && s[position - 2] == " "
            breakLine(hard: hard, skipping: length)
        }
    }

    /// Collapsed mode: a break node in place of the line ending that starts at `position` and
    /// is `length` long, without the spaces before it and the indentation after it.
    private mutating func breakLine(hard: Bool, skipping length: Int) {
        trimPendingTrailingSpaces()
        flushText()
        tree.append(hard ? .hardBreak : .softBreak)
        position += length
        while position < s.count, s[position] == " " || s[position] == "\t" { position += 1 }
    }

    /// `\` escapes ASCII punctuation; before a line ending it is a hard line break.
    private mutating func backslash() {
        let next = position + 1
        if next < s.count, s[next].isASCIIPunctuation {
            pending.append(s[next])
            position += 2
        } else if lineEndingLength(at: next) > 0 {
            // A paragraph never ends in a line ending, so a line follows: a hard line break.
            position = next
            switch whitespace {
            case .preserved: lineEnding()
            case .collapsed: breakLine(hard: true, skipping: lineEndingLength(at: next))
            }
        } else {
            pending.append("\\")
            position += 1
        }
    }

    /// `&amp;`, `&#123;`, `&#x1F;`: what it stands for, or a literal `&`.
    private mutating func characterReference() {
        if let reference = Entities.reference(in: s, at: position) {
            pending.append(contentsOf: reference.scalars)
            position = reference.end
        } else {
            pending.append("&")
            position += 1
        }
    }

    // MARK: Code spans

    /// A backtick string opens a code span if a backtick string of the same length follows;
    /// otherwise it is literal text.
    private mutating func codeSpanOrBackticks() {
        var end = position
        while end < s.count, s[end] == "`" { end += 1 }
        let length = end - position
        if backticks == nil { backticks = BacktickRuns(s) }
        guard let closer = backticks?.firstRun(ofLength: length, from: end) else {
            pending.append(contentsOf: s[position..<end])
            position = end
            return
        }
        // Line endings become spaces (and, as in a CommonMark paragraph, the next line's
        // indentation goes, in both modes); one space comes off each end if both ends have
        // one and the content is not all spaces.
        var content: [Unicode.Scalar] = []
        content.reserveCapacity(closer - end)
        var p = end
        while p < closer {
            let lineEnding = lineEndingLength(at: p)
            if lineEnding > 0 {
                content.append(" ")
                p += lineEnding
                while p < closer, s[p] == " " || s[p] == "\t" { p += 1 }
            } else {
                content.append(s[p])
                p += 1
            }
        }
        if content.count >= 2, content.first == " ", content.last == " ", content.contains(where: { $0 != " " }) {
            content.removeFirst()
            content.removeLast()
        }
        flushText()
        tree.append(.code(String(String.UnicodeScalarView(content))))
        position = closer + length
    }

    // MARK: Emphasis

    /// A run of `*`, `_` or `~`: a delimiter if it can open or close (left- and right-flanking,
    /// plus the `_` rules; `~` only in runs of one or two), otherwise text.
    private mutating func delimiterRun(_ c: Unicode.Scalar) {
        var end = position
        while end < s.count, s[end] == c { end += 1 }
        let length = end - position
        // The start and end of the paragraph count as whitespace.
        let before: Unicode.Scalar = position > 0 ? s[position - 1] : "\n"
        let after: Unicode.Scalar = end < s.count ? s[end] : "\n"
        let beforeIsSpace = before.isMarkdownWhitespace, afterIsSpace = after.isMarkdownWhitespace
        let beforeIsPunctuation = before.isMarkdownPunctuation, afterIsPunctuation = after.isMarkdownPunctuation
        let leftFlanking = !afterIsSpace && (!afterIsPunctuation || beforeIsSpace || beforeIsPunctuation)
        let rightFlanking = !beforeIsSpace && (!beforeIsPunctuation || afterIsSpace || afterIsPunctuation)
        let canOpen: Bool, canClose: Bool
        switch c {
        case "_":
            canOpen = leftFlanking && (!rightFlanking || beforeIsPunctuation)
            canClose = rightFlanking && (!leftFlanking || afterIsPunctuation)
        case "~" where length > 2:
            canOpen = false
            canClose = false
        default:
            canOpen = leftFlanking
            canClose = rightFlanking
        }
        guard canOpen || canClose else {
            pending.append(contentsOf: s[position..<end])
            position = end
            return
        }
        position = end
        flushText()
        let node = tree.append(.delimiterRun(c, count: length))
        delimiters.push(node: node, character: c, length: length, canOpen: canOpen, canClose: canClose)
    }

    /// Which openers a closer could match, for `openersBottom`: the character, whether the
    /// closer can open too, and the run length mod 3 (`*`, `_`) or the length itself (`~`).
    private struct OpenerSearchKey: Hashable {
        let character: UInt32
        let lengthClass: Int
        let closerCanOpen: Bool
    }

    /// Whether `opener` and `closer` make emphasis (or strikethrough) together.
    private func matches(opener: Delimiter, closer: Delimiter) -> Bool {
        guard opener.canOpen, opener.character == closer.character else { return false }
        if closer.character == "~" { return opener.length == closer.length }
        // The rule of 3.
        if closer.canOpen || opener.canClose, (opener.length + closer.length) % 3 == 0,
           !(opener.length % 3 == 0 && closer.length % 3 == 0) {
            return false
        }
        return true
    }

    /// *process emphasis*: matches closers with openers among the delimiters above `bottom`,
    /// wraps what lies between in emphasis nodes, then removes those delimiters.
    private mutating func processEmphasis(above bottom: Int?) {
        var openersBottom: [OpenerSearchKey: Int?] = [:]
        var current = delimiters.first(above: bottom)
        while let closerIndex = current {
            let closer = delimiters[closerIndex]
            guard closer.canClose else {
                current = closer.next
                continue
            }
            let key = OpenerSearchKey(
                character: closer.character.value,
                lengthClass: closer.character == "~" ? closer.length : closer.length % 3,
                closerCanOpen: closer.canOpen)
            let searchBottom: Int? = openersBottom[key] ?? bottom
            var candidate = closer.previous
            var openerIndex: Int?
            while let index = candidate, index != bottom, index != searchBottom {
                if matches(opener: delimiters[index], closer: closer) {
                    openerIndex = index
                    break
                }
                candidate = delimiters[index].previous
            }
            guard let openerIndex else {
                openersBottom[key] = closer.previous
                current = closer.next
                if !closer.canOpen { delimiters.remove(closerIndex) }
                continue
            }
            current = emphasize(opener: openerIndex, closer: closerIndex)
        }
        delimiters.removeAll(above: bottom)
    }

    /// Wraps the nodes between a matched opener and closer in emphasis, strong emphasis or
    /// strikethrough, uses up their characters, and returns the closer to look at next.
    private mutating func emphasize(opener openerIndex: Int, closer closerIndex: Int) -> Int? {
        let opener = delimiters[openerIndex], closer = delimiters[closerIndex]
        let used: Int
        let kind: InlineTree.Kind
        if closer.character == "~" {
            used = closer.count
            kind = .strikethrough
        } else {
            used = opener.count >= 2 && closer.count >= 2 ? 2 : 1
            kind = used == 2 ? .strong : .emphasis
        }
        let container = tree.make(kind)
        tree.wrap(after: opener.node, upTo: closer.node, in: container)
        // Delimiters between the two are inside the emphasis now: none of them can match.
        var between = closer.previous
        while let index = between, index != openerIndex {
            between = delimiters[index].previous
            delimiters.remove(index)
        }
        var next: Int? = closerIndex
        if useUp(used, of: openerIndex) == 0 {
            tree.unlink(opener.node)
            delimiters.remove(openerIndex)
        }
        if useUp(used, of: closerIndex) == 0 {
            next = delimiters[closerIndex].next
            tree.unlink(closer.node)
            delimiters.remove(closerIndex)
        }
        return next
    }

    /// Takes `count` characters off a delimiter and its text node; returns how many are left.
    private mutating func useUp(_ count: Int, of index: Int) -> Int {
        delimiters[index].count -= count
        let delimiter = delimiters[index]
        tree.setKind(of: delimiter.node, to: .delimiterRun(delimiter.character, count: delimiter.count))
        return delimiter.count
    }

    // MARK: Links

    private mutating func openBracket(image: Bool, length: Int) {
        flushText()
        let node = tree.append(.text(image ? "![" : "["))
        brackets.append(Bracket(node: node, isImage: image, delimiterBottom: delimiters.top))
        position += length
    }

    /// *look for link or image*: a `]` closes the newest bracket if an inline link's
    /// `(destination "title")` follows. Reference links need definitions, which inline-only
    /// text does not have, so `]` is otherwise text.
    private mutating func closeBracket() {
        position += 1
        guard let opener = brackets.last else {
            pending.append("]")
            return
        }
        guard opener.active, let link = LinkTail(s, start: position) else {
            brackets.removeLast()
            pending.append("]")
            return
        }
        brackets.removeLast()
        flushText()
        let container = tree.make(opener.isImage ? .image : .link(destination: link.destination, title: link.title))
        tree.wrap(after: opener.node, upTo: nil, in: container)
        processEmphasis(above: opener.delimiterBottom)
        tree.unlink(opener.node)
        position = link.end
        guard !opener.isImage else { return }
        // Links do not contain links: no earlier `[` may open one now. (Those before an
        // inactive one were made inactive already.)
        for index in brackets.indices.reversed() where !brackets[index].isImage {
            if !brackets[index].active { break }
            brackets[index].active = false
        }
    }

    // MARK: Autolinks and raw HTML

    /// `<`: an autolink, raw HTML (kept as text, but binding tighter than emphasis and links),
    /// or a literal `<`.
    private mutating func pointyBracket() {
        if let autolink = pointy.autolink(at: position) {
            flushText()
            let link = tree.append(.link(destination: autolink.destination, title: nil))
            let text = tree.make(.text(autolink.text))
            tree.appendChild(text, to: link)
            position = autolink.end
        } else if let end = pointy.rawHTMLEnd(at: position) {
            switch whitespace {
            case .preserved:
                pending.append(contentsOf: s[position..<end])
            case .collapsed:
                // A tag may span lines; its line endings are whitespace like any other.
                for scalar in s[position..<end] { pending.append(scalar == "\n" || scalar == "\r" ? " " : scalar) }
            }
            position = end
        } else {
            pending.append("<")
            position += 1
        }
    }
}

/// Where the backtick strings of a paragraph start, by length, so that finding a code span's
/// closer is a lookup rather than a scan (which would make many unclosed openers quadratic).
struct BacktickRuns {
    private var starts: [Int: [Int]] = [:]
    /// Per length, how far the starts have been passed: openers come in increasing order.
    private var cursors: [Int: Int] = [:]

    init(_ s: [Unicode.Scalar]) {
        var p = 0
        while p < s.count {
            guard s[p] == "`" else {
                p += 1
                continue
            }
            let start = p
            while p < s.count, s[p] == "`" { p += 1 }
            starts[p - start, default: []].append(start)
        }
    }

    /// The start of the first backtick string of exactly `length` at or after `position`.
    mutating func firstRun(ofLength length: Int, from position: Int) -> Int? {
        guard let list = starts[length] else { return nil }
        var index = cursors[length] ?? 0
        while index < list.count, list[index] < position { index += 1 }
        cursors[length] = index
        return index < list.count ? list[index] : nil
    }
}
