import Drawing

/// A key for a value in the environment, as SwiftUI's `EnvironmentKey`.
public protocol EnvironmentKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

/// Values that flow down the view tree: colour scheme, font, layout direction, and the
/// internal settings of controls. Set with `.environment(_:_:)` and the style modifiers.
public struct EnvironmentValues: CustomStringConvertible {
    private var values: [ObjectIdentifier: Any] = [:]

    public init() {}

    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get {
            // Unwrapped before the cast: a missing value cast to an Optional `Value` would
            // read as nil, not as the key's default.
            if let stored = values[ObjectIdentifier(key)], let value = stored as? K.Value { return value }
            return K.defaultValue
        }
        set { values[ObjectIdentifier(key)] = newValue }
    }

    public var description: String { "EnvironmentValues(\(values.count) values)" }
}

/// Light or dark appearance.
public enum ColorScheme: String, Sendable, Hashable, CaseIterable {
    case light, dark
}

/// Reading order.
public enum LayoutDirection: String, Sendable, Hashable, CaseIterable {
    case leftToRight, rightToLeft
}

/// The user's text size setting. Text styles take Apple's size for each style at each
/// setting (Drawing's `TextStyle.size(atDynamicTypeIndex:)`); fixed sizes do not change.
public enum DynamicTypeSize: Int, Sendable, Hashable, CaseIterable, Comparable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

    public static func < (a: Self, b: Self) -> Bool { a.rawValue < b.rawValue }

    public var isAccessibilitySize: Bool { self >= .accessibility1 }
}

private struct ColorSchemeKey: EnvironmentKey { static let defaultValue = ColorScheme.light }
private struct LayoutDirectionKey: EnvironmentKey { static let defaultValue = LayoutDirection.leftToRight }
private struct DisplayScaleKey: EnvironmentKey { static let defaultValue: CGFloat = 1 }
private struct DynamicTypeSizeKey: EnvironmentKey { static let defaultValue = DynamicTypeSize.large }
private struct FontKey: EnvironmentKey { static let defaultValue: Font? = nil }
private struct LineLimitKey: EnvironmentKey { static let defaultValue: Int? = nil }
private struct MultilineAlignmentKey: EnvironmentKey { static let defaultValue = TextAlignment.leading }
private struct IsEnabledKey: EnvironmentKey { static let defaultValue = true }
private struct ImageScaleKey: EnvironmentKey { static let defaultValue = Image.Scale.medium }
private struct ForegroundStyleKey: EnvironmentKey { static let defaultValue: AnyShapeStyle? = nil }
private struct TintKey: EnvironmentKey { static let defaultValue: AnyShapeStyle? = nil }
private struct FontWeightKey: EnvironmentKey { static let defaultValue: Font.Weight? = nil }
private struct LabelsHiddenKey: EnvironmentKey { static let defaultValue = false }
private struct TextCaseKey: EnvironmentKey { static let defaultValue: Text.Case? = nil }

extension EnvironmentValues {
    public var colorScheme: ColorScheme {
        get { self[ColorSchemeKey.self] }
        set { self[ColorSchemeKey.self] = newValue }
    }

    public var layoutDirection: LayoutDirection {
        get { self[LayoutDirectionKey.self] }
        set { self[LayoutDirectionKey.self] = newValue }
    }

    /// Pixels per point of the display being drawn to.
    public var displayScale: CGFloat {
        get { self[DisplayScaleKey.self] }
        set { self[DisplayScaleKey.self] = newValue }
    }

    public var dynamicTypeSize: DynamicTypeSize {
        get { self[DynamicTypeSizeKey.self] }
        set { self[DynamicTypeSizeKey.self] = newValue }
    }

    /// The default font of text in this environment (`nil`: body).
    public var font: Font? {
        get { self[FontKey.self] }
        set { self[FontKey.self] = newValue }
    }

    public var lineLimit: Int? {
        get { self[LineLimitKey.self] }
        set { self[LineLimitKey.self] = newValue }
    }

    public var multilineTextAlignment: TextAlignment {
        get { self[MultilineAlignmentKey.self] }
        set { self[MultilineAlignmentKey.self] = newValue }
    }

    public var isEnabled: Bool {
        get { self[IsEnabledKey.self] }
        set { self[IsEnabledKey.self] = newValue }
    }

    public var imageScale: Image.Scale {
        get { self[ImageScaleKey.self] }
        set { self[ImageScaleKey.self] = newValue }
    }

    /// The style text and symbols are drawn with (`nil`: primary).
    public var foregroundStyle: AnyShapeStyle? {
        get { self[ForegroundStyleKey.self] }
        set { self[ForegroundStyleKey.self] = newValue }
    }

    /// Whether text is shown in upper or lower case (`nil`: as written).
    public var textCase: Text.Case? {
        get { self[TextCaseKey.self] }
        set { self[TextCaseKey.self] = newValue }
    }

    /// The accent colour of controls (`nil`: the app's accent colour, system blue).
    public var tint: AnyShapeStyle? {
        get { self[TintKey.self] }
        set { self[TintKey.self] = newValue }
    }

    var fontWeight: Font.Weight? {
        get { self[FontWeightKey.self] }
        set { self[FontWeightKey.self] = newValue }
    }

    var labelsHidden: Bool {
        get { self[LabelsHiddenKey.self] }
        set { self[LabelsHiddenKey.self] = newValue }
    }

    /// Text modifiers applied to views (`.italic()`, `.underline()`, `.kerning(_:)` on a
    /// container): every text inside takes what its own modifiers leave unset.
    var textStyle: TextStyleModifiers {
        get { self[TextStyleKey.self] }
        set { self[TextStyleKey.self] = newValue }
    }

    /// Extra space between lines of text, in points.
    public var lineSpacing: CGFloat {
        get { self[LineSpacingKey.self] }
        set { self[LineSpacingKey.self] = newValue }
    }
}

/// Reads a value from the environment, as SwiftUI's `@Environment`: a value by key path, or an
/// `@Observable` object by its type (State/EnvironmentObjects.swift).
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
    final class Box: @unchecked Sendable {
        var values = EnvironmentValues()
    }
    /// The value in an environment; nil for an object the environment lacks.
    let read: (EnvironmentValues) -> Value?
    /// What is read when it is an object (to say which one is missing).
    let object: MissingEnvironmentObject?
    let box = Box()

    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        read = { $0[keyPath: keyPath] }
        object = nil
    }

    init(object: MissingEnvironmentObject, read: @escaping (EnvironmentValues) -> Value?) {
        self.read = read
        self.object = object
    }

    @MainActor public var wrappedValue: Value {
        guard let value = read(box.values) else { object!.trap() }
        return value
    }
}

extension Environment: DynamicPropertyBinding {
    @MainActor func bind(_ context: ResolveContext, key: String) {
        box.values = context.environment
        if let object, read(context.environment) == nil { object.report(context) }
    }
}

/// Sets an environment value for a view and everything inside it.
nonisolated public struct _EnvironmentKeyWritingModifier<Value>: ViewModifier, @MainActor PrimitiveModifier {
    let keyPath: WritableKeyPath<EnvironmentValues, Value>
    let value: Value

    nonisolated init(keyPath: WritableKeyPath<EnvironmentValues, Value>, value: Value) {
        self.keyPath = keyPath
        self.value = value
    }

    @MainActor func makeNodes(content: ResolveContext.Content, _ context: ResolveContext) -> [LayoutNode] {
        var c = context
        c.environment[keyPath: keyPath] = value
        return content(c)
    }
}

/// Changes environment values with a closure.
nonisolated struct EnvironmentTransformModifier: ViewModifier, @MainActor PrimitiveModifier {
    let transform: (inout EnvironmentValues) -> Void

    nonisolated init(transform: @escaping (inout EnvironmentValues) -> Void) {
        self.transform = transform
    }

    @MainActor func makeNodes(content: ResolveContext.Content, _ context: ResolveContext) -> [LayoutNode] {
        var c = context
        transform(&c.environment)
        return content(c)
    }
}

extension View {
    /// Sets an environment value for this view and its descendants.
    nonisolated public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        modifier(_EnvironmentKeyWritingModifier(keyPath: keyPath, value: value))
    }

    /// Changes environment values for this view and its descendants.
    nonisolated public func transformEnvironment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, transform: @escaping (inout V) -> Void) -> some View {
        modifier(EnvironmentTransformModifier { transform(&$0[keyPath: keyPath]) })
    }

    nonisolated func transformingEnvironment(_ transform: @escaping (inout EnvironmentValues) -> Void) -> some View {
        modifier(EnvironmentTransformModifier(transform: transform))
    }
}

struct TextStyleKey: EnvironmentKey {
    static var defaultValue: TextStyleModifiers { TextStyleModifiers() }
}

struct LineSpacingKey: EnvironmentKey {
    static var defaultValue: CGFloat { 0 }
}
