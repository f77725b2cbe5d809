import Observation

/// Bindings to the properties of an `@Observable` object, as SwiftUI's `@Bindable`:
/// `$model.name` is a `Binding<String>` that reads and writes `model.name`. Works as a view's
/// property (`@Bindable var model: Model`), as a local in a body (`@Bindable var model = model`),
/// and as a value (`Bindable(model).name`). Reads through a binding are observed as any read.
@dynamicMemberLookup
@propertyWrapper
public struct Bindable<Value> {
    public var wrappedValue: Value

    public var projectedValue: Bindable<Value> { self }

    @available(*, unavailable, message: "The wrapped value must be an object that conforms to Observable")
    public init(wrappedValue: Value) {
        self.wrappedValue = wrappedValue
    }

    @available(*, unavailable, message: "The wrapped value must be an object that conforms to Observable")
    public init(projectedValue: Bindable<Value>) {
        self = projectedValue
    }
}

extension Bindable where Value: AnyObject {
    /// A binding to a property of the object.
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject> {
        let root = wrappedValue
        return Binding(get: { root[keyPath: keyPath] }, set: { root[keyPath: keyPath] = $0 })
    }
}

extension Bindable where Value: AnyObject, Value: Observable {
    public init(wrappedValue: Value) {
        self.wrappedValue = wrappedValue
    }

    public init(_ wrappedValue: Value) {
        self.wrappedValue = wrappedValue
    }

    public init(projectedValue: Bindable<Value>) {
        self = projectedValue
    }
}

extension Bindable: Identifiable where Value: Identifiable {
    public var id: Value.ID { wrappedValue.id }
}

extension Bindable: DynamicProperty {}

extension Bindable: Sendable where Value: Sendable {}
