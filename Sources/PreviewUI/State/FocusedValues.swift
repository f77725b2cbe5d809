/// Focused values, as SwiftUI's: views publish values with `.focusedSceneValue(_:_:)` (always)
/// and `.focusedValue(_:_:)` (while the focused text input is inside them); `@FocusedValue`
/// and `@FocusedBinding` anywhere in the preview read what the last frame published (a change
/// lays the view out again). `@Entry` declares keys in an extension of `FocusedValues`.

/// A key for a focused value, as SwiftUI's `FocusedValueKey`.
public protocol FocusedValueKey {
    associatedtype Value
}

/// What `@Entry` in an extension of `FocusedValues` names (EntryMacro.swift).
public typealias _EntryFocusedValueKey = FocusedValueKey

/// The values the focused part of the preview publishes, by key.
public struct FocusedValues {
    var values: [ObjectIdentifier: Any] = [:]
    /// Objects published by type (`.focusedValue(_ object:)`, `.focusedObject(_:)`).
    var objects: [ObjectIdentifier: AnyObject] = [:]

    /// The value of `key`, nil when nothing publishes it.
    public subscript<Key: FocusedValueKey>(key: Key.Type) -> Key.Value? {
        get { values[ObjectIdentifier(key)] as? Key.Value }
        set { values[ObjectIdentifier(key)] = newValue }
    }

    /// What decides whether readers see a change: the keys and each value as printed (values
    /// are not `Equatable`; a class or a closure prints the same while it changes inside).
    var signature: [String] {
        values.map { "\($0.key.hashValue):\(String(describing: $0.value))" }.sorted()
            + objects.map { "object \($0.key.hashValue):\(ObjectIdentifier($0.value).hashValue)" }.sorted()
    }

    func object<T: AnyObject>(_ type: T.Type) -> T? { objects[ObjectIdentifier(type)] as? T }
}

extension ViewGraph {
    /// The focused values published in the last frame, and those this frame publishes.
    private static let lastKey = "focusedValues:last"
    private static let frameKey = "focusedValues:frame"

    var publishedFocusedValues: FocusedValues { storedValue(for: Self.lastKey) as? FocusedValues ?? FocusedValues() }

    func publishFocusedValue(_ write: (inout FocusedValues) -> Void) {
        var frame = storedValue(for: Self.frameKey) as? FocusedValues ?? FocusedValues()
        write(&frame)
        store(frame, for: Self.frameKey, notify: false)
    }

    /// At the end of a frame: what it published becomes what readers see, laying the view out
    /// again when that changed.
    func settleFocusedValues() {
        let frame = storedValue(for: Self.frameKey) as? FocusedValues
        let last = storedValue(for: Self.lastKey) as? FocusedValues
        // Most previews publish nothing: no work, every frame.
        if frame == nil && last == nil { return }
        let published = frame ?? FocusedValues()
        store(FocusedValues(), for: Self.frameKey, notify: false)
        guard published.signature != (last ?? FocusedValues()).signature else {
            store(published, for: Self.lastKey, notify: false)
            return
        }
        store(published, for: Self.lastKey, notify: true)
    }

}

private struct PendingFocusedValuesKey: EnvironmentKey {
    static var defaultValue: [@MainActor (inout FocusedValues) -> Void] { [] }
}

extension EnvironmentValues {
    /// The `.focusedValue` writers around a view: published when a focused input is inside.
    var pendingFocusedValues: [@MainActor (inout FocusedValues) -> Void] {
        get { self[PendingFocusedValuesKey.self] }
        set { self[PendingFocusedValuesKey.self] = newValue }
    }
}

extension ResolveContext {
    /// Called by a focused text input: the `.focusedValue`s around it are published.
    func publishFocusedValuesAround() {
        let writers = environment.pendingFocusedValues
        guard !writers.isEmpty else { return }
        graph.publishFocusedValue { values in for w in writers { w(&values) } }
    }
}

extension View {
    /// Publishes `value` for `keyPath` while the focused text input is inside this view.
    nonisolated public func focusedValue<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value) -> some View {
        // Views are values built off the main actor and resolved on it, as SwiftUI's.
        nonisolated(unsafe) let (keyPath, value) = (keyPath, value)
        return transformingEnvironment { env in
            env.pendingFocusedValues.append { $0[keyPath: keyPath] = value }
        }
    }

    /// Publishes `value` (nil: nothing) for `keyPath` while the focused text input is inside this view.
    nonisolated public func focusedValue<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value?) -> some View {
        nonisolated(unsafe) let (keyPath, value) = (keyPath, value)
        return transformingEnvironment { env in
            env.pendingFocusedValues.append { if let value { $0[keyPath: keyPath] = value } }
        }
    }

    /// Publishes `value` for `keyPath` to the whole preview (its scene), focused or not.
    nonisolated public func focusedSceneValue<T>(_ keyPath: WritableKeyPath<FocusedValues, T?>, _ value: T) -> some View {
        nonisolated(unsafe) let (keyPath, value) = (keyPath, value)
        return modifier(FocusedSceneValueModifier { $0[keyPath: keyPath] = value })
    }

    /// Publishes `value` (nil: nothing) for `keyPath` to the whole preview, focused or not.
    nonisolated public func focusedSceneValue<T>(_ keyPath: WritableKeyPath<FocusedValues, T?>, _ value: T?) -> some View {
        nonisolated(unsafe) let (keyPath, value) = (keyPath, value)
        return modifier(FocusedSceneValueModifier { if let value { $0[keyPath: keyPath] = value } })
    }
}

extension View {
    /// Publishes an observable object, by its type, while the focused text input is inside this view.
    nonisolated public func focusedValue<T>(_ object: T?) -> some View where T: AnyObject, T: Observable {
        nonisolated(unsafe) let object = object
        return transformingEnvironment { env in
            env.pendingFocusedValues.append { if let object { $0.objects[ObjectIdentifier(T.self)] = object } }
        }
    }

    /// Publishes an observable object, by its type, to the whole preview, focused or not.
    nonisolated public func focusedSceneValue<T>(_ object: T?) -> some View where T: AnyObject, T: Observable {
        nonisolated(unsafe) let object = object
        return modifier(FocusedSceneValueModifier { if let object { $0.objects[ObjectIdentifier(T.self)] = object } })
    }

    /// Publishes an `ObservableObject`, by its type, while the focused text input is inside this view.
    nonisolated public func focusedObject<T: ObservableObject>(_ object: T?) -> some View {
        nonisolated(unsafe) let object = object
        return transformingEnvironment { env in
            env.pendingFocusedValues.append { if let object { $0.objects[ObjectIdentifier(T.self)] = object } }
        }
    }

    /// Publishes an `ObservableObject`, by its type, to the whole preview, focused or not.
    nonisolated public func focusedSceneObject<T: ObservableObject>(_ object: T?) -> some View {
        nonisolated(unsafe) let object = object
        return modifier(FocusedSceneValueModifier { if let object { $0.objects[ObjectIdentifier(T.self)] = object } })
    }
}

/// Publishes a scene value as the view is resolved.
nonisolated struct FocusedSceneValueModifier: ViewModifier, @MainActor PrimitiveModifier {
    let write: @MainActor (inout FocusedValues) -> Void

    @MainActor func makeNodes(content: ResolveContext.Content, _ context: ResolveContext) -> [LayoutNode] {
        context.graph.publishFocusedValue(write)
        return content(context)
    }
}

/// A value the focused part of the preview publishes, as SwiftUI's `@FocusedValue`: nil when
/// nothing does.
@propertyWrapper
public struct FocusedValue<Value>: DynamicProperty {
    let read: (FocusedValues) -> Value?
    let box = FocusedValueBox()

    public init(_ keyPath: KeyPath<FocusedValues, Value?>) {
        nonisolated(unsafe) let keyPath = keyPath
        read = { $0[keyPath: keyPath] }
    }

    /// The focused observable object of this type (iOS 17).
    public init(_ objectType: Value.Type) where Value: AnyObject, Value: Observable {
        read = { $0.object(Value.self) }
    }

    @MainActor public var wrappedValue: Value? { read(box.values) }
}

/// The focused `ObservableObject` of a type, as SwiftUI's `@FocusedObject`.
@propertyWrapper
public struct FocusedObject<ObjectType: ObservableObject>: DynamicProperty {
    let box = FocusedValueBox()

    public init() {}

    @MainActor public var wrappedValue: ObjectType? { box.values.object(ObjectType.self) }

    /// `$document.title`: bindings to the focused object's properties, while there is one.
    @MainActor public var projectedValue: Wrapper? { wrappedValue.map { Wrapper(root: $0) } }

    /// Bindings to the properties of the focused object.
    public typealias Wrapper = ObjectBindings<ObjectType>
}

extension FocusedObject: DynamicPropertyBinding {
    func bind(_ context: ResolveContext, key: String) {
        box.values = context.graph.publishedFocusedValues
        // The reader is drawn again when the focused object changes, as with @ObservedObject.
        if let object = box.values.object(ObjectType.self) { context.graph.observe(object, key: key) }
    }
}

/// A binding the focused part of the preview publishes, as SwiftUI's `@FocusedBinding`.
@propertyWrapper
public struct FocusedBinding<Value>: DynamicProperty {
    let keyPath: KeyPath<FocusedValues, Binding<Value>?>
    let box = FocusedValueBox()

    public init(_ keyPath: KeyPath<FocusedValues, Binding<Value>?>) {
        self.keyPath = keyPath
    }

    @MainActor public var wrappedValue: Value? {
        get { box.values[keyPath: keyPath]?.wrappedValue }
        nonmutating set {
            if let newValue { box.values[keyPath: keyPath]?.wrappedValue = newValue }
        }
    }

    @MainActor public var projectedValue: Binding<Value?> {
        let binding = box.values[keyPath: keyPath]
        return Binding(get: { binding?.wrappedValue }, set: { if let v = $0 { binding?.wrappedValue = v } })
    }
}

/// What a focused-value wrapper read when its view was resolved (written and read on the
/// main actor, as the view is resolved).
final class FocusedValueBox: @unchecked Sendable {
    var values = FocusedValues()
}

extension FocusedValue: DynamicPropertyBinding {
    func bind(_ context: ResolveContext, key: String) { box.values = context.graph.publishedFocusedValues }
}

extension FocusedBinding: DynamicPropertyBinding {
    func bind(_ context: ResolveContext, key: String) { box.values = context.graph.publishedFocusedValues }
}
