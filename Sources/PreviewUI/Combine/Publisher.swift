import Foundation

// Combine's publishers and operators as view models use them, without back-pressure: a
// subscriber gets every value, then at most one completion. Delivery is synchronous, and time
// does not pass in a preview (see `Scheduler`): what is scheduled for later is delivered at
// once, as if the picture were taken after every pause had passed.

/// Something that delivers values over time, then perhaps finishes or fails, as Combine's
/// `Publisher`.
public protocol Publisher<Output, Failure> {
    associatedtype Output
    associatedtype Failure: Error

    /// Starts delivering values to `receive` until the returned token is cancelled.
    func _subscribe(_ receive: @escaping (Output) -> Void) -> AnyCancellable

    /// Starts delivering values to `receive`, and the end to `completion`, until the returned
    /// token is cancelled.
    func _subscribe(_ receive: @escaping (Output) -> Void,
                    completion: @escaping (Subscribers.Completion<Failure>) -> Void) -> AnyCancellable
}

extension Publisher {
    /// A publisher that only delivers values never ends.
    public func _subscribe(_ receive: @escaping (Output) -> Void,
                           completion: @escaping (Subscribers.Completion<Failure>) -> Void) -> AnyCancellable {
        _subscribe(receive)
    }
}

/// A publisher that can end: it implements `_subscribe(_:completion:)`, and values-only
/// subscription follows from it.
public protocol _CompletingPublisher: Publisher {}

extension _CompletingPublisher {
    public func _subscribe(_ receive: @escaping (Output) -> Void) -> AnyCancellable {
        _subscribe(receive, completion: { _ in })
    }
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
    public struct Map<Upstream: Publisher, Output>: _CompletingPublisher {
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let transform: (Upstream.Output) -> Output

        public func _subscribe(_ receive: @escaping (Output) -> Void,
                               completion: @escaping (Subscribers.Completion<Failure>) -> Void) -> AnyCancellable {
            let transform = self.transform
            return upstream._subscribe({ receive(transform($0)) }, completion: completion)
        }
    }

    public struct Filter<Upstream: Publisher>: _CompletingPublisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let isIncluded: (Upstream.Output) -> Bool

        public func _subscribe(_ receive: @escaping (Output) -> Void,
                               completion: @escaping (Subscribers.Completion<Failure>) -> Void) -> AnyCancellable {
            let isIncluded = self.isIncluded
            return upstream._subscribe({ if isIncluded($0) { receive($0) } }, completion: completion)
        }
    }

    /// The values of two publishers, as they come; it finishes when both have, and fails with
    /// the first failure.
    public struct Merge<A: Publisher, B: Publisher>: _CompletingPublisher where A.Output == B.Output, A.Failure == B.Failure {
        public typealias Output = A.Output
        public typealias Failure = A.Failure
        public let a: A
        public let b: B

        public init(_ a: A, _ b: B) {
            self.a = a
            self.b = b
        }

        public func _subscribe(_ receive: @escaping (Output) -> Void,
                               completion: @escaping (Subscribers.Completion<Failure>) -> Void) -> AnyCancellable {
            MergeMany(publishers: [AnyPublisher(a), AnyPublisher(b)])._subscribe(receive, completion: completion)
        }
    }

    /// The values of any number of publishers of one type, as they come.
    public struct MergeMany<Upstream: Publisher>: _CompletingPublisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let publishers: [Upstream]

        public init(_ upstream: Upstream...) { publishers = upstream }
        public init<S: Swift.Sequence>(_ upstream: S) where S.Element == Upstream { publishers = Array(upstream) }
        init(publishers: [Upstream]) { self.publishers = publishers }

        public func _subscribe(_ receive: @escaping (Output) -> Void,
                               completion: @escaping (Subscribers.Completion<Failure>) -> Void) -> AnyCancellable {
            let end = CompletionGate(completion)
            var remaining = publishers.count
            if remaining == 0 { end.send(.finished) }
            let tokens = publishers.map { p in
                p._subscribe({ if !end.isDone { receive($0) } }, completion: { c in
                    if case .failure = c { end.send(c); return }
                    remaining -= 1
                    if remaining == 0 { end.send(.finished) }
                })
            }
            return AnyCancellable { tokens.forEach { $0.cancel() } }
        }
    }
}

/// Sends a completion once; later ones are dropped.
final class CompletionGate<Failure: Error> {
    private let completion: (Subscribers.Completion<Failure>) -> Void
    private(set) var isDone = false

    init(_ completion: @escaping (Subscribers.Completion<Failure>) -> Void) { self.completion = completion }

    func send(_ c: Subscribers.Completion<Failure>) {
        guard !isDone else { return }
        isDone = true
        completion(c)
    }
}

/// A namespace for subscriber types, as Combine's `Subscribers`.
public enum Subscribers {
    /// How a publisher ended: it finished, or failed with an error.
    public enum Completion<Failure: Error> {
        case finished
        case failure(Failure)
    }
}

extension Subscribers.Completion: Equatable where Failure: Equatable {}
extension Subscribers.Completion: Sendable where Failure: Sendable {}

/// A type-erased publisher.
public struct AnyPublisher<Output, Failure: Error>: _CompletingPublisher {
    private let subscribe: (@escaping (Output) -> Void, @escaping (Subscribers.Completion<Failure>) -> Void) -> AnyCancellable

    public init<P: Publisher>(_ publisher: P) where P.Output == Output, P.Failure == Failure {
        subscribe = { publisher._subscribe($0, completion: $1) }
    }

    public func _subscribe(_ receive: @escaping (Output) -> Void,
                           completion: @escaping (Subscribers.Completion<Failure>) -> Void) -> AnyCancellable {
        subscribe(receive, completion)
    }
}

/// One value, then the end, delivered as soon as someone subscribes.
public struct Just<Output>: _CompletingPublisher {
    public typealias Failure = Never
    public let output: Output

    public init(_ output: Output) { self.output = output }

    public func _subscribe(_ receive: @escaping (Output) -> Void,
                           completion: @escaping (Subscribers.Completion<Never>) -> Void) -> AnyCancellable {
        receive(output)
        completion(.finished)
        return AnyCancellable {}
    }
}

/// A publisher that delivers nothing, and finishes at once unless told not to.
public struct Empty<Output, Failure: Error>: _CompletingPublisher {
    public let completeImmediately: Bool

    public init(completeImmediately: Bool = true) { self.completeImmediately = completeImmediately }
    public init(completeImmediately: Bool = true, outputType: Output.Type, failureType: Failure.Type) {
        self.completeImmediately = completeImmediately
    }

    public func _subscribe(_ receive: @escaping (Output) -> Void,
                           completion: @escaping (Subscribers.Completion<Failure>) -> Void) -> AnyCancellable {
        if completeImmediately { completion(.finished) }
        return AnyCancellable {}
    }
}

/// A publisher that fails at once with an error.
public struct Fail<Output, Failure: Error>: _CompletingPublisher {
    public let error: Failure

    public init(error: Failure) { self.error = error }
    public init(outputType: Output.Type, failure: Failure) { error = failure }

    public func _subscribe(_ receive: @escaping (Output) -> Void,
                           completion: @escaping (Subscribers.Completion<Failure>) -> Void) -> AnyCancellable {
        completion(.failure(error))
        return AnyCancellable {}
    }
}

/// A publisher made anew for each subscriber, as Combine's `Deferred`.
public struct Deferred<DeferredPublisher: Publisher>: _CompletingPublisher {
    public typealias Output = DeferredPublisher.Output
    public typealias Failure = DeferredPublisher.Failure
    public let createPublisher: () -> DeferredPublisher

    public init(createPublisher: @escaping () -> DeferredPublisher) { self.createPublisher = createPublisher }

    public func _subscribe(_ receive: @escaping (Output) -> Void,
                           completion: @escaping (Subscribers.Completion<Failure>) -> Void) -> AnyCancellable {
        createPublisher()._subscribe(receive, completion: completion)
    }
}

/// A publisher that eventually produces one value or fails, as Combine's `Future`: its closure
/// runs at once, and every subscriber gets its result.
public final class Future<Output, Failure: Error>: _CompletingPublisher {
    public typealias Promise = (Result<Output, Failure>) -> Void

    private var result: Result<Output, Failure>?
    private var waiting: [(id: Int, receive: (Output) -> Void, completion: (Subscribers.Completion<Failure>) -> Void)] = []
    private var next = 0

    public init(_ attemptToFulfill: @escaping (@escaping Promise) -> Void) {
        attemptToFulfill { [weak self] result in self?.fulfil(result) }
    }

    private func fulfil(_ result: Result<Output, Failure>) {
        guard self.result == nil else { return }
        self.result = result
        let subscribers = waiting
        waiting.removeAll()
        for s in subscribers { deliver(result, s.receive, s.completion) }
    }

    private func deliver(_ result: Result<Output, Failure>, _ receive: (Output) -> Void,
                         _ completion: (Subscribers.Completion<Failure>) -> Void) {
        switch result {
        case .success(let value): receive(value); completion(.finished)
        case .failure(let error): completion(.failure(error))
        }
    }

    public func _subscribe(_ receive: @escaping (Output) -> Void,
                           completion: @escaping (Subscribers.Completion<Failure>) -> Void) -> AnyCancellable {
        if let result {
            deliver(result, receive, completion)
            return AnyCancellable {}
        }
        next += 1
        let id = next
        waiting.append((id, receive, completion))
        return AnyCancellable { [weak self] in self?.waiting.removeAll { $0.id == id } }
    }
}

/// A publisher you send values and an end through by hand, as Combine's `Subject`.
public protocol Subject<Output, Failure>: AnyObject, Publisher {
    /// Sends a value to the subscribers.
    func send(_ value: Output)
    /// Ends the subject: no value is sent after it.
    func send(completion: Subscribers.Completion<Failure>)
}

extension Subject where Output == Void {
    /// Sends `()`.
    public func send() { send(()) }
}

/// The subscribers of a subject, in the order they came, and its end once it came.
final class SubjectSubscribers<Output, Failure: Error> {
    private var receivers: [(id: Int, receive: (Output) -> Void, completion: (Subscribers.Completion<Failure>) -> Void)] = []
    private var next = 0
    private(set) var completion: Subscribers.Completion<Failure>?

    func add(_ receive: @escaping (Output) -> Void, _ completion: @escaping (Subscribers.Completion<Failure>) -> Void) -> AnyCancellable {
        if let done = self.completion {
            completion(done)
            return AnyCancellable {}
        }
        next += 1
        let id = next
        receivers.append((id, receive, completion))
        return AnyCancellable { [weak self] in self?.receivers.removeAll { $0.id == id } }
    }

    func send(_ value: Output) {
        guard completion == nil else { return }
        for r in receivers { r.receive(value) }
    }

    func send(completion c: Subscribers.Completion<Failure>) {
        guard completion == nil else { return }
        completion = c
        let all = receivers
        receivers.removeAll()
        for r in all { r.completion(c) }
    }
}

/// A subject that sends only what it is given after someone subscribes, as Combine's
/// `PassthroughSubject`.
public final class PassthroughSubject<Output, Failure: Error>: Subject, _CompletingPublisher {
    private let subscribers = SubjectSubscribers<Output, Failure>()

    public init() {}

    public func send(_ value: Output) { subscribers.send(value) }
    public func send(completion: Subscribers.Completion<Failure>) { subscribers.send(completion: completion) }

    public func _subscribe(_ receive: @escaping (Output) -> Void,
                           completion: @escaping (Subscribers.Completion<Failure>) -> Void) -> AnyCancellable {
        subscribers.add(receive, completion)
    }
}

/// A subject that holds a current value and sends it to each new subscriber first, as
/// Combine's `CurrentValueSubject`.
public final class CurrentValueSubject<Output, Failure: Error>: Subject, _CompletingPublisher {
    private let subscribers = SubjectSubscribers<Output, Failure>()
    private var current: Output

    public init(_ value: Output) { current = value }

    /// The current value; setting it sends it.
    public var value: Output {
        get { current }
        set { send(newValue) }
    }

    public func send(_ value: Output) {
        guard subscribers.completion == nil else { return }
        current = value
        subscribers.send(value)
    }

    public func send(completion: Subscribers.Completion<Failure>) { subscribers.send(completion: completion) }

    public func _subscribe(_ receive: @escaping (Output) -> Void,
                           completion: @escaping (Subscribers.Completion<Failure>) -> Void) -> AnyCancellable {
        if subscribers.completion == nil { receive(current) }
        return subscribers.add(receive, completion)
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
