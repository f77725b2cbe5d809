import Foundation

// Combine's object observation: `ObservableObject`, whose `objectWillChange` publisher fires
// before any of its `@Published` properties changes, and `@Published`. SwiftUI's
// `@StateObject`, `@ObservedObject` and `@EnvironmentObject` subscribe to `objectWillChange`
// (State/ObservedObject.swift). `import Combine` and `import SwiftUI` both reach these names.

/// An object that says when it is about to change, as Combine's `ObservableObject`. Without an
/// `objectWillChange` of its own, it gets one that fires before any `@Published` property of
/// the object (or of its superclasses) changes.
public protocol ObservableObject: AnyObject {
    associatedtype ObjectWillChangePublisher: Publisher = ObservableObjectPublisher
    where ObjectWillChangePublisher.Failure == Never

    /// Fires before the object changes.
    var objectWillChange: ObjectWillChangePublisher { get }
}

extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
    /// The publisher the object's `@Published` properties send to before they change: found
    /// in (or installed into) their storage, as Combine's synthesised one is. An object with
    /// no `@Published` property gets a new publisher on every read, as from Combine.
    public var objectWillChange: ObservableObjectPublisher {
        var installed: ObservableObjectPublisher?
        var properties: [any PublishedProperty] = []
        var mirror: Mirror? = Mirror(reflecting: self)
        while let m = mirror {
            for child in m.children {
                guard let property = child.value as? any PublishedProperty else { continue }
                properties.append(property)
                if installed == nil { installed = property.objectWillChange }
            }
            mirror = m.superclassMirror
        }
        let publisher = installed ?? ObservableObjectPublisher()
        for property in properties where property.objectWillChange !== publisher {
            property.objectWillChange = publisher
        }
        return publisher
    }
}

/// The publisher of an `ObservableObject` without one of its own, as Combine's: it sends
/// nothing but the news that the object is about to change.
public final class ObservableObjectPublisher: Publisher, @unchecked Sendable {
    public typealias Output = Void
    public typealias Failure = Never

    private let subscribers = SubscriberList<Void>()

    public init() {}

    /// Tells every subscriber that the object is about to change.
    public func send() {
        subscribers.send(())
    }

    public func _subscribe(_ receive: @escaping (Output) -> Void) -> AnyCancellable {
        subscribers.add { _ in receive(()) }
    }
}

/// Subscribers of a publisher that may send from any thread; each is called on the sending
/// thread, in the order they subscribed.
final class SubscriberList<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var next = 0
    private var receivers: [(id: Int, receive: (Value) -> Void)] = []

    func add(_ receive: @escaping (Value) -> Void) -> AnyCancellable {
        let id = lock.withLock {
            next += 1
            receivers.append((next, receive))
            return next
        }
        return AnyCancellable { [weak self] in
            guard let self else { return }
            self.lock.withLock { self.receivers.removeAll { $0.id == id } }
        }
    }

    func send(_ value: Value) {
        // Called outside the lock: a receiver may subscribe or cancel.
        let current = lock.withLock { receivers.map(\.receive) }
        for receive in current { receive(value) }
    }
}

/// What `ObservableObject`'s `objectWillChange` finds in a `@Published` property.
protocol PublishedProperty {
    var objectWillChange: ObservableObjectPublisher? { get nonmutating set }
}

/// A property of a class that publishes its changes, as Combine's `@Published`: `$name` is a
/// publisher of its current and later values, and a change fires the enclosing
/// `ObservableObject`'s `objectWillChange` first.
@propertyWrapper
public struct Published<Value> {
    final class Storage: @unchecked Sendable {
        var value: Value
        var objectWillChange: ObservableObjectPublisher?
        let subscribers = SubscriberList<Value>()
        /// Subscriptions of `assign(to: &$name)`, which live as long as the property.
        var assignments: [AnyCancellable] = []

        init(_ value: Value) { self.value = value }

        /// As Combine orders it: the object's publisher, then this property's subscribers with
        /// the new value, both before the value changes (willSet).
        func set(_ newValue: Value) {
            objectWillChange?.send()
            subscribers.send(newValue)
            value = newValue
        }
    }

    let storage: Storage

    public init(wrappedValue: Value) {
        storage = Storage(wrappedValue)
    }

    public init(initialValue: Value) {
        self.init(wrappedValue: initialValue)
    }

    /// The current value, then every new one (sent before the property changes).
    public struct Publisher: PreviewUI.Publisher {
        public typealias Output = Value
        public typealias Failure = Never

        let storage: Storage

        init(storage: Storage) {
            self.storage = storage
        }

        public func _subscribe(_ receive: @escaping (Value) -> Void) -> AnyCancellable {
            let token = storage.subscribers.add(receive)
            receive(storage.value)
            return token
        }
    }

    /// `$name`: the property's publisher (what `assign(to: &$name)` writes through).
    public var projectedValue: Publisher {
        mutating get { Publisher(storage: storage) }
        // `assign(to: &$name)` passes the publisher in and out again: the same one changes nothing.
        set { if newValue.storage !== storage { storage.set(newValue.storage.value) } }
    }

    @available(*, unavailable, message: "@Published is only available on properties of classes")
    public var wrappedValue: Value {
        get { fatalError("@Published is only available on properties of classes") }
        set { fatalError("@Published is only available on properties of classes") }
    }

    public static subscript<EnclosingSelf: AnyObject>(
        _enclosingInstance object: EnclosingSelf,
        wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
        storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
    ) -> Value {
        get { object[keyPath: storageKeyPath].storage.value }
        set { object[keyPath: storageKeyPath].storage.set(newValue) }
    }
}

extension Published: PublishedProperty {
    var objectWillChange: ObservableObjectPublisher? {
        get { storage.objectWillChange }
        nonmutating set { storage.objectWillChange = newValue }
    }
}
