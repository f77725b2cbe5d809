/// A few values kept by proposal and found by a linear search. A node sees a handful of
/// proposals in a layout pass (the 0 and infinity probes of a stack, its share, nil), and
/// comparing two proposals costs far less than hashing one, which dominated a dictionary.
struct ProposalCache<Value> {
    private var keys: [ProposedViewSize] = []
    private var values: [Value] = []
    /// Beyond this many entries the oldest is forgotten (a node offered many sizes, such as
    /// text in a stack being squeezed, stays bounded).
    static var capacity: Int { 16 }

    subscript(_ proposal: ProposedViewSize) -> Value? {
        for i in keys.indices where keys[i] == proposal { return values[i] }
        return nil
    }

    mutating func insert(_ value: Value, for proposal: ProposedViewSize) {
        if keys.count >= Self.capacity {
            keys.removeFirst()
            values.removeFirst()
        }
        keys.append(proposal)
        values.append(value)
    }

    mutating func removeAll() {
        keys.removeAll(keepingCapacity: true)
        values.removeAll(keepingCapacity: true)
    }
}
