/// A view's reference to an `ObservableObject` it is given, as SwiftUI's `@ObservedObject`: the
/// view is drawn again when the object's `objectWillChange` fires, and `$model.name` binds to
/// its properties.
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
    /// `$model.name`: bindings to the object's properties.
    public typealias Wrapper = ObjectBindings<ObjectType>

    public var wrappedValue: ObjectType

    public init(wrappedValue: ObjectType) {
        self.wrappedValue = wrappedValue
    }

    public init(initialValue: ObjectType) {
        self.init(wrappedValue: initialValue)
    }

    public var projectedValue: Wrapper { Wrapper(root: wrappedValue) }
}

extension ObservedObject: DynamicPropertyBinding {
    func bind(_ context: ResolveContext, key: String) {
        context.graph.observe(wrappedValue, key: key)
    }
}

/// A view's `ObservableObject` that it creates and keeps, as SwiftUI's `@StateObject`: the
/// object is made once per view identity (the first time the host meets the view; the views
/// made again by later frames reuse it), and the view is drawn again when it changes.
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
    final class Box: @unchecked Sendable {
        var object: ObjectType?
    }
    let make: () -> ObjectType
    let box = Box()

    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
        make = thunk
    }

    /// The object (made now, and kept by this value only, when read outside a host).
    public var wrappedValue: ObjectType {
        if let object = box.object { return object }
        let object = make()
        box.object = object
        return object
    }

    public var projectedValue: ObservedObject<ObjectType>.Wrapper { .init(root: wrappedValue) }
}

extension StateObject: DynamicPropertyBinding {
    func bind(_ context: ResolveContext, key: String) {
        let object: ObjectType
        if let stored = context.graph.storedValue(for: key) as? ObjectType {
            object = stored
        } else {
            object = box.object ?? make()
            context.graph.store(object, for: key, notify: false)
        }
        box.object = object
        context.graph.observe(object, key: key)
    }
}

/// Bindings to an object's properties by key path (`$model.name`): what `ObservedObject`,
/// `StateObject`, `EnvironmentObject` and `FocusedObject` project, as their `Wrapper`s.
@dynamicMemberLookup
public struct ObjectBindings<ObjectType: AnyObject> {
    let root: ObjectType

    init(root: ObjectType) {
        self.root = root
    }

    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
        let root = self.root
        return Binding(get: { root[keyPath: keyPath] }, set: { root[keyPath: keyPath] = $0 })
    }
}
