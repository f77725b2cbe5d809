/// Flattens inline trees into runs: each text node gets the styles and link of the nodes
/// around it; adjacent runs with the same attributes merge; empty runs are dropped. In the
/// collapsed mode, whitespace is collapsed on the way.
struct RunBuilder {
    typealias Run = InlineMarkdown.Run

    private let whitespace: InlineMarkdown.Whitespace
    private var runs: [Run] = []
    /// Collapsed mode: the attributes of the first whitespace character of a stretch not yet
    /// written (it becomes one space if more text follows).
    private var pendingSpace: Attributes?
    /// Collapsed mode: at the start, or right after a hard line break, where spaces go.
    private var atLineStart = true

    init(whitespace: InlineMarkdown.Whitespace) {
        self.whitespace = whitespace
    }

    /// The attributes in force inside a node.
    private struct Attributes {
        var style: InlineMarkdown.Style = []
        var link: String?
        var title: String?
    }

    /// Adds the runs of one paragraph. Walks the tree without recursion, so deep nesting
    /// (`*****…a…*****`) cannot exhaust the stack.
    mutating func append(_ tree: InlineTree) {
        var attributes = [Attributes()]
        var node = tree.firstChild(of: InlineTree.root)
        while let current = node {
            let inherited = attributes[attributes.count - 1]
            var inner = inherited
            var isContainer = false
            switch tree.kind(of: current) {
            case .root:
                break
            case .text(let text):
                addText(text, inherited)
            case .delimiterRun(let character, let count):
                addText(String(repeating: Character(character), count: max(count, 0)), inherited)
            case .code(let text):
                inner.style.insert(.code)
                addCode(text, inner)
            case .softBreak:
                addText(" ", inherited)
            case .hardBreak:
                addHardBreak(inherited)
            case .emphasis:
                inner.style.insert(.emphasized)
                isContainer = true
            case .strong:
                inner.style.insert(.stronglyEmphasized)
                isContainer = true
            case .strikethrough:
                inner.style.insert(.strikethrough)
                isContainer = true
            case .link(let destination, let title):
                inner.link = destination
                inner.title = title
                isContainer = true
            case .image:
                isContainer = true
            }
            if isContainer, let child = tree.firstChild(of: current) {
                attributes.append(inner)
                node = child
                continue
            }
            // Next: the following sibling, or that of the nearest ancestor that has one.
            var climbing = current
            node = nil
            while true {
                if let next = tree.next(of: climbing) {
                    node = next
                    break
                }
                guard let parent = tree.parent(of: climbing), parent != InlineTree.root else { break }
                attributes.removeLast()
                climbing = parent
            }
        }
    }

    /// What lies between two paragraphs: the line ending and blank lines as written
    /// (preserved), or whitespace like any other (collapsed).
    mutating func appendParagraphSeparator(_ text: String) {
        addText(text, Attributes())
    }

    /// The runs.
    func finish() -> [Run] {
        runs
    }

    /// Text: as it is (preserved), or with each stretch of whitespace written as one space
    /// once something follows it (collapsed).
    private mutating func addText(_ text: String, _ attributes: Attributes) {
        guard whitespace == .collapsed else {
            add(text, attributes)
            return
        }
        var written = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            switch scalar {
            case " ", "\t", "\n", "\r":
                if pendingSpace == nil, !atLineStart {
                    // The first of a stretch: what came before it is complete.
                    add(String(written), attributes)
                    written = String.UnicodeScalarView()
                    pendingSpace = attributes
                }
            default:
                if let space = pendingSpace {
                    add(String(written), attributes)
                    written = String.UnicodeScalarView()
                    add(" ", space)
                    pendingSpace = nil
                }
                written.append(scalar)
                atLineStart = false
            }
        }
        add(String(written), attributes)
    }

    /// A code span's text: never collapsed, but it ends a stretch of whitespace before it.
    private mutating func addCode(_ text: String, _ attributes: Attributes) {
        if let space = pendingSpace {
            add(" ", space)
            pendingSpace = nil
        }
        add(text, attributes)
        if !text.isEmpty { atLineStart = false }
    }

    /// A hard line break (collapsed mode only): a line ending, with no space around it.
    private mutating func addHardBreak(_ attributes: Attributes) {
        pendingSpace = nil
        add("\n", attributes)
        atLineStart = true
    }

    private mutating func add(_ text: String, _ attributes: Attributes) {
        guard !text.isEmpty else { return }
        let run = Run(text, style: attributes.style, link: attributes.link, linkTitle: attributes.title)
        if let last = runs.last, last.hasSameAttributes(as: run) {
            runs[runs.count - 1].text += text
        } else {
            runs.append(run)
        }
    }
}
