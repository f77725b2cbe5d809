/// The inline nodes of one paragraph, in an arena: nodes refer to each other by index, so
/// moving a stretch of siblings into a new parent (what emphasis and links do) is cheap and
/// nothing is reference-counted in cycles.
struct InlineTree {
    /// What a node is.
    enum Kind {
        case root
        /// Literal text.
        case text(String)
        /// What is left of a delimiter run: `count` times `character` (kept as a count, so that
        /// using up a long run two characters at a time is not quadratic).
        case delimiterRun(Unicode.Scalar, count: Int)
        /// A line ending inside a paragraph, in the collapsed mode (the preserved mode keeps
        /// line endings as text).
        case softBreak
        /// A hard line break, in the collapsed mode.
        case hardBreak
        /// A code span's content.
        case code(String)
        case emphasis
        case strong
        case strikethrough
        /// A link; its children are the link text.
        case link(destination: String, title: String?)
        /// An image; its children are the description, shown as text (the run model has no
        /// image, and SwiftUI's `Text` shows none).
        case image
    }

    /// One node and its links to its neighbours (`nil` where there is none).
    struct Node {
        var kind: Kind
        var parent: Int?
        var firstChild: Int?
        var lastChild: Int?
        var previous: Int?
        var next: Int?
    }

    private var nodes: [Node] = [Node(kind: .root)]

    /// The index of the root node.
    static let root = 0

    /// A new node, not yet in the tree.
    mutating func make(_ kind: Kind) -> Int {
        nodes.append(Node(kind: kind))
        return nodes.count - 1
    }

    func kind(of node: Int) -> Kind { nodes[node].kind }

    mutating func setKind(of node: Int, to kind: Kind) { nodes[node].kind = kind }

    func firstChild(of node: Int) -> Int? { nodes[node].firstChild }

    func next(of node: Int) -> Int? { nodes[node].next }

    func parent(of node: Int) -> Int? { nodes[node].parent }

    /// Appends `kind` as the last child of the root; returns the new node.
    @discardableResult
    mutating func append(_ kind: Kind) -> Int {
        let node = make(kind)
        appendChild(node, to: Self.root)
        return node
    }

    /// Makes the detached `node` the last child of `parent`.
    mutating func appendChild(_ node: Int, to parent: Int) {
        nodes[node].parent = parent
        nodes[node].previous = nodes[parent].lastChild
        nodes[node].next = nil
        if let last = nodes[parent].lastChild { nodes[last].next = node } else { nodes[parent].firstChild = node }
        nodes[parent].lastChild = node
    }

    /// Puts the detached `node` right after `sibling`.
    mutating func insert(_ node: Int, after sibling: Int) {
        let parent = nodes[sibling].parent
        let following = nodes[sibling].next
        nodes[node].parent = parent
        nodes[node].previous = sibling
        nodes[node].next = following
        nodes[sibling].next = node
        if let following { nodes[following].previous = node } else if let parent { nodes[parent].lastChild = node }
    }

    /// Takes `node` out of the tree (it keeps its children).
    mutating func unlink(_ node: Int) {
        let previous = nodes[node].previous
        let following = nodes[node].next
        let parent = nodes[node].parent
        if let previous { nodes[previous].next = following } else if let parent { nodes[parent].firstChild = following }
        if let following { nodes[following].previous = previous } else if let parent { nodes[parent].lastChild = previous }
        nodes[node].parent = nil
        nodes[node].previous = nil
        nodes[node].next = nil
    }

    /// Moves the siblings after `start` up to, not including, `end` (every one after `start`
    /// if `end` is `nil`) into `container`, which takes their place right after `start`.
    mutating func wrap(after start: Int, upTo end: Int?, in container: Int) {
        insert(container, after: start)
        // The stretch now follows `container`.
        var current = nodes[container].next
        while let node = current, node != end {
            current = nodes[node].next
            unlink(node)
            appendChild(node, to: container)
        }
    }
}
