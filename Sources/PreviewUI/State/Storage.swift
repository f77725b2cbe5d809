import Drawing
import Foundation

// `@AppStorage`, `@SceneStorage` and `@ScaledMetric`. Previews never read or write the
// machine's user defaults (a snapshot must not depend on who rendered it before): storage lives
// in the host, one store per preview, and starts from the wrapper's default value or from what
// the preview seeds with `.previewAppStorage(_:)`.

/// Values a preview starts its `@AppStorage` with, by key (Proofsheet's own).
private struct PreviewAppStorageKey: EnvironmentKey { static var defaultValue: [String: any Sendable] { [:] } }

extension EnvironmentValues {
    var previewAppStorage: [String: any Sendable] {
        get { self[PreviewAppStorageKey.self] }
        set { self[PreviewAppStorageKey.self] = newValue }
    }
}

extension View {
    /// Starts this preview's `@AppStorage` values for `values`' keys with their values, as if
    /// the app had stored them before (Proofsheet's own; a state's parameters can feed it).
    nonisolated public func previewAppStorage(_ values: [String: any Sendable]) -> some View {
        transformingEnvironment { $0.previewAppStorage.merge(values) { _, new in new } }
    }

    /// Accepted: a preview's app storage is the host's, whatever store the app names.
    nonisolated public func defaultAppStorage(_ store: UserDefaults) -> some View {
        self
    }
}

/// A value the app keeps between launches, as SwiftUI's `@AppStorage`: here kept by the
/// host under its key, shared by every view that names the same key.
@propertyWrapper
public struct AppStorage<Value>: DynamicProperty {
    let box: StateBox<Value>
    let key: String

    init(defaultValue: Value, key: String) {
        box = StateBox(defaultValue)
        self.key = key
    }

    @MainActor public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.set(newValue) }
    }

    @MainActor public var projectedValue: Binding<Value> {
        let box = self.box
        return Binding(get: { box.value }, set: { box.set($0) })
    }
}

extension AppStorage {
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Bool { self.init(defaultValue: wrappedValue, key: key) }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Int { self.init(defaultValue: wrappedValue, key: key) }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Double { self.init(defaultValue: wrappedValue, key: key) }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == String { self.init(defaultValue: wrappedValue, key: key) }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == URL { self.init(defaultValue: wrappedValue, key: key) }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Date { self.init(defaultValue: wrappedValue, key: key) }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Data { self.init(defaultValue: wrappedValue, key: key) }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value: RawRepresentable, Value.RawValue == Int {
        self.init(defaultValue: wrappedValue, key: key)
    }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value: RawRepresentable, Value.RawValue == String {
        self.init(defaultValue: wrappedValue, key: key)
    }
}

extension AppStorage where Value: ExpressibleByNilLiteral {
    public init(_ key: String, store: UserDefaults? = nil) where Value == Bool? { self.init(defaultValue: nil, key: key) }
    public init(_ key: String, store: UserDefaults? = nil) where Value == Int? { self.init(defaultValue: nil, key: key) }
    public init(_ key: String, store: UserDefaults? = nil) where Value == Double? { self.init(defaultValue: nil, key: key) }
    public init(_ key: String, store: UserDefaults? = nil) where Value == String? { self.init(defaultValue: nil, key: key) }
    public init(_ key: String, store: UserDefaults? = nil) where Value == URL? { self.init(defaultValue: nil, key: key) }
    public init(_ key: String, store: UserDefaults? = nil) where Value == Date? { self.init(defaultValue: nil, key: key) }
    public init(_ key: String, store: UserDefaults? = nil) where Value == Data? { self.init(defaultValue: nil, key: key) }
}

extension AppStorage: DynamicPropertyBinding {
    func bind(_ context: ResolveContext, key _: String) {
        // One value per storage key and host, whichever view reads it.
        let storageKey = "appStorage:" + key
        box.graph = context.graph
        box.key = storageKey
        if let stored = context.graph.storedValue(for: storageKey) as? Value {
            box.value = stored
        } else {
            let seeded = context.environment.previewAppStorage[key].flatMap { Self.convert($0) }
            box.value = seeded ?? box.initial
            context.graph.store(box.value, for: storageKey, notify: false)
        }
    }

    /// A seeded value as this storage's type (a raw value for a RawRepresentable, an Int for a
    /// Double), or nil when it cannot be one.
    private static func convert(_ seed: any Sendable) -> Value? {
        if let v = seed as? Value { return v }
        if let i = seed as? Int, let v = Double(i) as? Value { return v }
        if let type = Value.self as? any RawRepresentable.Type {
            return Self.raw(seed, as: type)
        }
        return nil
    }

    private static func raw<R: RawRepresentable>(_ seed: any Sendable, as _: R.Type) -> Value? {
        guard let raw = seed as? R.RawValue else { return nil }
        return R(rawValue: raw) as? Value
    }
}

/// A value a scene keeps when the system restores it, as SwiftUI's `@SceneStorage`: here kept
/// by the host for the view, starting from its default.
@propertyWrapper
public struct SceneStorage<Value>: DynamicProperty {
    let state: State<Value>

    init(defaultValue: Value) {
        state = State(wrappedValue: defaultValue)
    }

    @MainActor public var wrappedValue: Value {
        get { state.wrappedValue }
        nonmutating set { state.wrappedValue = newValue }
    }

    @MainActor public var projectedValue: Binding<Value> { state.projectedValue }
}

extension SceneStorage {
    public init(wrappedValue: Value, _ key: String) where Value == Bool { self.init(defaultValue: wrappedValue) }
    public init(wrappedValue: Value, _ key: String) where Value == Int { self.init(defaultValue: wrappedValue) }
    public init(wrappedValue: Value, _ key: String) where Value == Double { self.init(defaultValue: wrappedValue) }
    public init(wrappedValue: Value, _ key: String) where Value == String { self.init(defaultValue: wrappedValue) }
    public init(wrappedValue: Value, _ key: String) where Value == URL { self.init(defaultValue: wrappedValue) }
    public init(wrappedValue: Value, _ key: String) where Value == Date { self.init(defaultValue: wrappedValue) }
    public init(wrappedValue: Value, _ key: String) where Value == Data { self.init(defaultValue: wrappedValue) }
    public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == Int { self.init(defaultValue: wrappedValue) }
    public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == String { self.init(defaultValue: wrappedValue) }
}

extension SceneStorage where Value: ExpressibleByNilLiteral {
    public init(_ key: String) where Value == Bool? { self.init(defaultValue: nil) }
    public init(_ key: String) where Value == Int? { self.init(defaultValue: nil) }
    public init(_ key: String) where Value == Double? { self.init(defaultValue: nil) }
    public init(_ key: String) where Value == String? { self.init(defaultValue: nil) }
    public init(_ key: String) where Value == URL? { self.init(defaultValue: nil) }
    public init(_ key: String) where Value == Date? { self.init(defaultValue: nil) }
    public init(_ key: String) where Value == Data? { self.init(defaultValue: nil) }
}

extension SceneStorage: DynamicPropertyBinding {
    func bind(_ context: ResolveContext, key: String) {
        state.bind(context, key: key)
    }
}

/// A length that grows with the user's text size, as SwiftUI's `@ScaledMetric`: the value
/// times the ratio of the text style's size at the environment's Dynamic Type size to its size
/// at `large` (UIFontMetrics.scaledValue(for:) scales by the same ratio).
@propertyWrapper
public struct ScaledMetric<Value: BinaryFloatingPoint>: DynamicProperty {
    final class Box: @unchecked Sendable {
        var size = DynamicTypeSize.large
    }
    let base: Value
    let textStyle: Font.TextStyle
    let box = Box()

    public init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle) {
        base = wrappedValue
        self.textStyle = textStyle
    }

    public init(wrappedValue: Value) {
        self.init(wrappedValue: wrappedValue, relativeTo: .body)
    }

    @MainActor public var wrappedValue: Value {
        let style = textStyle.drawing
        guard let index = DynamicTypeSize.allCases.firstIndex(of: box.size) else { return base }
        let ratio = style.size(atDynamicTypeIndex: index) / style.size(atDynamicTypeIndex: Drawing.TextStyle.defaultDynamicTypeIndex)
        return base * Value(ratio)
    }
}

extension ScaledMetric: DynamicPropertyBinding {
    func bind(_ context: ResolveContext, key: String) {
        box.size = context.environment.dynamicTypeSize
    }
}
