import Foundation

// A small, honest subset of Combine: enough to merge notifications, map them to values and
// deliver them to views with `onReceive`. Delivery is synchronous; there is no back-pressure,
// no schedulers and no completion beyond what these types need.

/// Something that delivers values over time, as Combine's `Publisher`.
public protocol Publisher<Output, Failure> {
    associatedtype Output
    associatedtype Failure: Error

    /// Starts delivering values to `receive` until the returned token is cancelled.
    func _subscribe(_ receive: @escaping (Output) -> Void) -> AnyCancellable
}

/// Something that can be cancelled.
public protocol Cancellable {
    func cancel()
}

/// A cancellation token that cancels when asked (and when released), as Combine's.
public final class AnyCancellable: Cancellable, Hashable {
    private var onCancel: (() -> Void)?

    public init(_ cancel: @escaping () -> Void) {
        onCancel = cancel
    }

    public init<C: Cancellable>(_ canceller: C) {
        onCancel = { canceller.cancel() }
    }

    public func cancel() {
        let c = onCancel
        onCancel = nil
        c?()
    }

    deinit { cancel() }

    public func store(in set: inout Set<AnyCancellable>) { set.insert(self) }

    public static func == (a: AnyCancellable, b: AnyCancellable) -> Bool { a === b }
    public func hash(into h: inout Hasher) { h.combine(ObjectIdentifier(self)) }
}

extension Publisher {
    /// Calls `receiveValue` with every value.
    public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
        _subscribe(receiveValue)
    }

    /// Transforms each value.
    public func map<T>(_ transform: @escaping (Output) -> T) -> Publishers.Map<Self, T> {
        Publishers.Map(upstream: self, transform: transform)
    }

    /// Keeps the values that pass a test.
    public func filter(_ isIncluded: @escaping (Output) -> Bool) -> Publishers.Filter<Self> {
        Publishers.Filter(upstream: self, isIncluded: isIncluded)
    }

    /// Delivers this publisher's values and another's.
    public func merge<P: Publisher>(with other: P) -> Publishers.Merge<Self, P> where P.Output == Output, P.Failure == Failure {
        Publishers.Merge(self, other)
    }

    /// Hides the publisher's type.
    public func eraseToAnyPublisher() -> AnyPublisher<Output, Failure> {
        AnyPublisher(self)
    }
}

extension Publisher where Failure == Never {
    /// Writes every value to a property of an object (which the subscription keeps).
    public func assign<Root>(to keyPath: ReferenceWritableKeyPath<Root, Output>, on object: Root) -> AnyCancellable {
        _subscribe { object[keyPath: keyPath] = $0 }
    }

    /// Writes every value to a `@Published` property (`assign(to: &$name)`), for as long as
    /// the property lives: each write fires its object's `objectWillChange`.
    public func assign(to published: inout Published<Output>.Publisher) {
        let storage = published.storage
        let token = _subscribe { [weak storage] in storage?.set($0) }
        storage.assignments.append(token)
    }
}

/// A namespace for publishers, as Combine's `Publishers`.
public enum Publishers {
    public struct Map<Upstream: Publisher, Output>: Publisher {
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let transform: (Upstream.Output) -> Output

        public func _subscribe(_ receive: @escaping (Output) -> Void) -> AnyCancellable {
            let transform = self.transform
            return upstream._subscribe { receive(transform($0)) }
        }
    }

    public struct Filter<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let isIncluded: (Upstream.Output) -> Bool

        public func _subscribe(_ receive: @escaping (Output) -> Void) -> AnyCancellable {
            let isIncluded = self.isIncluded
            return upstream._subscribe { if isIncluded($0) { receive($0) } }
        }
    }

    /// The values of two publishers, as they come.
    public struct Merge<A: Publisher, B: Publisher>: Publisher where A.Output == B.Output, A.Failure == B.Failure {
        public typealias Output = A.Output
        public typealias Failure = A.Failure
        public let a: A
        public let b: B

        public init(_ a: A, _ b: B) {
            self.a = a
            self.b = b
        }

        public func _subscribe(_ receive: @escaping (Output) -> Void) -> AnyCancellable {
            let ca = a._subscribe(receive), cb = b._subscribe(receive)
            return AnyCancellable { ca.cancel(); cb.cancel() }
        }
    }

    /// The values of any number of publishers of one type, as they come.
    public struct MergeMany<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let publishers: [Upstream]

        public init(_ upstream: Upstream...) { publishers = upstream }
        public init<S: Sequence>(_ upstream: S) where S.Element == Upstream { publishers = Array(upstream) }

        public func _subscribe(_ receive: @escaping (Output) -> Void) -> AnyCancellable {
            let tokens = publishers.map { $0._subscribe(receive) }
            return AnyCancellable { tokens.forEach { $0.cancel() } }
        }
    }
}

/// A type-erased publisher.
public struct AnyPublisher<Output, Failure: Error>: Publisher {
    private let subscribe: (@escaping (Output) -> Void) -> AnyCancellable

    public init<P: Publisher>(_ publisher: P) where P.Output == Output, P.Failure == Failure {
        subscribe = { publisher._subscribe($0) }
    }

    public func _subscribe(_ receive: @escaping (Output) -> Void) -> AnyCancellable {
        subscribe(receive)
    }
}

/// One value, delivered as soon as someone subscribes.
public struct Just<Output>: Publisher {
    public typealias Failure = Never
    public let output: Output

    public init(_ output: Output) { self.output = output }

    public func _subscribe(_ receive: @escaping (Output) -> Void) -> AnyCancellable {
        receive(output)
        return AnyCancellable {}
    }
}

/// A publisher that never delivers anything.
public struct Empty<Output, Failure: Error>: Publisher {
    public init() {}
    public func _subscribe(_ receive: @escaping (Output) -> Void) -> AnyCancellable { AnyCancellable {} }
}

/// A publisher you send values through by hand, as Combine's `PassthroughSubject`.
public final class PassthroughSubject<Output, Failure: Error>: Publisher {
    private var receivers: [UUID: (Output) -> Void] = [:]
    private var order: [UUID] = []

    public init() {}

    public func send(_ value: Output) {
        for id in order { receivers[id]?(value) }
    }

    public func _subscribe(_ receive: @escaping (Output) -> Void) -> AnyCancellable {
        let id = UUID()
        receivers[id] = receive
        order.append(id)
        return AnyCancellable { [weak self] in
            self?.receivers[id] = nil
            self?.order.removeAll { $0 == id }
        }
    }
}

extension NotificationCenter {
    /// Posts of a notification, as a publisher (Combine's `NotificationCenter.Publisher`).
    public struct Publisher: PreviewUI.Publisher {
        public typealias Output = Notification
        public typealias Failure = Never

        public let center: NotificationCenter
        public let name: Notification.Name
        public let object: AnyObject?

        public init(center: NotificationCenter, name: Notification.Name, object: AnyObject? = nil) {
            self.center = center
            self.name = name
            self.object = object
        }

        public func _subscribe(_ receive: @escaping (Notification) -> Void) -> AnyCancellable {
            // Delivery is synchronous on the posting thread (no queue), as views need it.
            let box = ReceiveBox(receive)
            let token = center.addObserver(forName: name, object: object, queue: nil) { box.receive($0) }
            let center = self.center
            let tokenBox = ReceiveBox<Void> { _ in center.removeObserver(token) }
            return AnyCancellable { tokenBox.receive(()) }
        }
    }

    /// A publisher of the posts of `name` (from `object`, or from anyone).
    public func publisher(for name: Notification.Name, object: AnyObject? = nil) -> NotificationCenter.Publisher {
        Publisher(center: self, name: name, object: object)
    }
}

/// Carries a non-Sendable closure into Foundation's @Sendable observer block; it is only ever
/// called on the thread that posts, which for views is the main actor.
final class ReceiveBox<T>: @unchecked Sendable {
    let receive: (T) -> Void
    init(_ receive: @escaping (T) -> Void) { self.receive = receive }
}
