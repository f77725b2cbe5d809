/// A run of `*`, `_` or `~` that may open or close emphasis, as the CommonMark spec's
/// delimiter stack keeps it.
struct Delimiter {
    /// The text node that holds the run's characters.
    var node: Int
    var character: Unicode.Scalar
    /// How many of the run's characters are left (emphasis uses them up).
    var count: Int
    /// The run's length as written, for the rule of 3.
    let length: Int
    let canOpen: Bool
    let canClose: Bool
    var previous: Int?
    var next: Int?
}

/// The delimiter stack: a doubly linked list, in an array, so that removing from the middle is
/// cheap. Removed entries stay in the array, unlinked.
struct DelimiterList {
    private(set) var items: [Delimiter] = []
    /// The newest entry still in the list.
    private(set) var top: Int?

    subscript(index: Int) -> Delimiter {
        get { items[index] }
        set { items[index] = newValue }
    }

    /// Adds a delimiter on top; returns its index.
    @discardableResult
    mutating func push(node: Int, character: Unicode.Scalar, length: Int, canOpen: Bool, canClose: Bool) -> Int {
        items.append(Delimiter(node: node, character: character, count: length, length: length,
                               canOpen: canOpen, canClose: canClose, previous: top, next: nil))
        let index = items.count - 1
        if let top { items[top].next = index }
        top = index
        return index
    }

    /// Unlinks `index` from the list.
    mutating func remove(_ index: Int) {
        let previous = items[index].previous
        let next = items[index].next
        if let previous { items[previous].next = next }
        if let next { items[next].previous = previous }
        if top == index { top = previous }
        items[index].previous = nil
        items[index].next = nil
    }

    /// The oldest entry above `bottom` (`nil` is below everything), if any.
    func first(above bottom: Int?) -> Int? {
        var candidate = top
        var first: Int?
        while let current = candidate, current != bottom {
            first = current
            candidate = items[current].previous
        }
        return first
    }

    /// Removes every entry above `bottom`.
    mutating func removeAll(above bottom: Int?) {
        while let top, top != bottom { remove(top) }
    }
}

/// An opening `[` or `![`, waiting for its `]`.
struct Bracket {
    /// The text node that holds `[` or `![`.
    let node: Int
    let isImage: Bool
    /// Whether it may still open a link (a link closed after it makes it inactive: links do not
    /// contain links).
    var active = true
    /// The top of the delimiter stack when it was pushed: emphasis inside the link text is
    /// processed above this.
    let delimiterBottom: Int?
}
