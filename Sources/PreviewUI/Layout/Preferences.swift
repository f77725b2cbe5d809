/// A value that views pass up to their ancestors, as SwiftUI's `PreferenceKey`.
public protocol PreferenceKey {
    associatedtype Value
    static var defaultValue: Value { get }
    static func reduce(value: inout Value, nextValue: () -> Value)
}

/// The preference values of a subtree, combined with each key's `reduce`.
struct PreferenceValues {
    struct Entry {
        var value: Any
        let combine: (Any, Any) -> Any
    }
    private(set) var entries: [ObjectIdentifier: Entry] = [:]

    mutating func merge(_ other: PreferenceValues) {
        for (key, theirs) in other.entries {
            if let mine = entries[key] {
                entries[key] = Entry(value: mine.combine(mine.value, theirs.value), combine: mine.combine)
            } else {
                entries[key] = theirs
            }
        }
    }

    mutating func set<K: PreferenceKey>(_ key: K.Type, _ value: K.Value) {
        entries[ObjectIdentifier(key)] = Entry(value: value) { a, b in
            var v = a as! K.Value
            K.reduce(value: &v) { b as! K.Value }
            return v
        }
    }

    func value<K: PreferenceKey>(_ key: K.Type) -> K.Value {
        entries[ObjectIdentifier(key)]?.value as? K.Value ?? K.defaultValue
    }
}

/// `.preference(key:value:)`: sets the key's value for this subtree.
final class PreferenceNode: UnaryNode {
    let apply: (inout PreferenceValues) -> Void
    /// A change that reads the node it is set on (anchors, Anchors.swift), after `apply`.
    var applyAt: ((inout PreferenceValues, LayoutNode) -> Void)?

    init(_ child: LayoutNode, apply: @escaping (inout PreferenceValues) -> Void) {
        self.apply = apply
        super.init(child)
    }
}

/// `.onPreferenceChange`: reads the key's value in its subtree after layout; the host calls
/// the action when the value differs from the last frame's.
final class PreferenceObserverNode: UnaryNode {
    let key: String
    let keyName: String
    /// Reads the value from the subtree's preferences and returns a comparable form and a
    /// call of the action with it.
    let read: (PreferenceValues) -> (value: AnyHashableBox, perform: @MainActor () -> Void)

    init(_ child: LayoutNode, key: String, keyName: String,
         read: @escaping (PreferenceValues) -> (value: AnyHashableBox, perform: @MainActor () -> Void)) {
        self.key = key
        self.keyName = keyName
        self.read = read
        super.init(child)
    }
}

/// An Equatable value of any type, compared through its own `==`.
struct AnyHashableBox: Equatable {
    let value: Any
    let isEqual: (Any) -> Bool

    init<T: Equatable>(_ value: T) {
        self.value = value
        isEqual = { ($0 as? T) == value }
    }

    static func == (a: AnyHashableBox, b: AnyHashableBox) -> Bool { a.isEqual(b.value) }
}

/// What the host learns from a laid-out tree's preferences.
struct PreferenceObservation {
    let key: String
    let keyName: String
    let value: AnyHashableBox
    let perform: @MainActor () -> Void
}

@MainActor
enum PreferenceCollector {
    /// Combines preferences bottom-up and lists every observer's value, in tree order.
    static func collect(_ node: LayoutNode, into observations: inout [PreferenceObservation]) -> PreferenceValues {
        var values = PreferenceValues()
        for c in node.children {
            values.merge(collect(c, into: &observations))
        }
        if let p = node as? PreferenceNode {
            p.apply(&values)
            p.applyAt?(&values, p)
        }
        if let o = node as? PreferenceObserverNode {
            let r = o.read(values)
            observations.append(PreferenceObservation(key: o.key, keyName: o.keyName, value: r.value, perform: r.perform))
        }
        return values
    }
}

extension View {
    /// Sets a preference value for this view.
    nonisolated public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> some View {
        modifier(PreferenceWritingModifier<K>(value: value))
    }

    /// Calls `action` after layout when the key's value in this view changes (and when the
    /// view first appears).
    nonisolated public func onPreferenceChange<K: PreferenceKey>(
        _ key: K.Type = K.self, perform action: @escaping (K.Value) -> Void
    ) -> some View where K.Value: Equatable {
        modifier(PreferenceObservingModifier<K>(action: action))
    }
}

nonisolated struct PreferenceWritingModifier<K: PreferenceKey>: ViewModifier, @MainActor PrimitiveModifier {
    let value: K.Value
    @MainActor func makeNodes(content: ResolveContext.Content, _ context: ResolveContext) -> [LayoutNode] {
        let value = self.value
        return content(context).map { PreferenceNode($0) { $0.set(K.self, value) } }
    }
}

nonisolated struct PreferenceObservingModifier<K: PreferenceKey>: ViewModifier, @MainActor PrimitiveModifier where K.Value: Equatable {
    let action: (K.Value) -> Void
    @MainActor func makeNodes(content: ResolveContext.Content, _ context: ResolveContext) -> [LayoutNode] {
        let action = self.action
        let nodes = content(context.appending("pref"))
        return [PreferenceObserverNode(nodes.single(), key: context.key + "#pref:" + String(describing: K.self),
                                       keyName: String(describing: K.self)) { values in
            let v = values.value(K.self)
            return (AnyHashableBox(v), { action(v) })
        }]
    }
}
