import Foundation

// Combine's operators as view models chain them. Each keeps its state per subscription.

extension Publisher {
    /// Calls `receiveValue` with every value and `receiveCompletion` with the end.
    public func sink(receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
                     receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
        _subscribe(receiveValue, completion: receiveCompletion)
    }

    /// Transforms each value with a function that may throw; a throw fails the publisher.
    public func tryMap<T>(_ transform: @escaping (Output) throws -> T) -> AnyPublisher<T, Error> {
        Operator<T, Error> { receive, end in
            var token: AnyCancellable?
            token = self._subscribe({ value in
                guard !end.isDone else { return }
                do { receive(try transform(value)) } catch { end.send(.failure(error)); token?.cancel() }
            }, completion: { end.send($0.eraseError()) })
            return token!
        }.eraseToAnyPublisher()
    }

    /// Transforms each value, leaving out those that become nil.
    public func compactMap<T>(_ transform: @escaping (Output) -> T?) -> Publishers.Map<Publishers.Filter<Publishers.Map<Self, T?>>, T> {
        map(transform).filter { $0 != nil }.map { $0! }
    }

    /// Leaves out a value equal to the one before it.
    public func removeDuplicates(by predicate: @escaping (Output, Output) -> Bool) -> AnyPublisher<Output, Failure> {
        Operator { receive, end in
            var last: Output?
            return self._subscribe({ value in
                if let previous = last, predicate(previous, value) { return }
                last = value
                receive(value)
            }, completion: end.send)
        }.eraseToAnyPublisher()
    }

    /// Leaves out the first `count` values.
    public func dropFirst(_ count: Int = 1) -> AnyPublisher<Output, Failure> {
        Operator { receive, end in
            var dropped = 0
            return self._subscribe({ value in
                if dropped < count { dropped += 1 } else { receive(value) }
            }, completion: end.send)
        }.eraseToAnyPublisher()
    }

    /// Leaves out values while `predicate` holds, then delivers the rest.
    public func drop(while predicate: @escaping (Output) -> Bool) -> AnyPublisher<Output, Failure> {
        Operator { receive, end in
            var dropping = true
            return self._subscribe({ value in
                if dropping, predicate(value) { return }
                dropping = false
                receive(value)
            }, completion: end.send)
        }.eraseToAnyPublisher()
    }

    /// Delivers the first `maxLength` values, then finishes.
    public func prefix(_ maxLength: Int) -> AnyPublisher<Output, Failure> {
        Operator { receive, end in
            var count = 0
            if maxLength <= 0 { end.send(.finished) }
            return self._subscribe({ value in
                guard !end.isDone else { return }
                count += 1
                receive(value)
                if count >= maxLength { end.send(.finished) }
            }, completion: end.send)
        }.eraseToAnyPublisher()
    }

    /// Delivers the first value, then finishes.
    public func first() -> AnyPublisher<Output, Failure> { prefix(1) }

    /// Delivers the first value that passes a test, then finishes.
    public func first(where predicate: @escaping (Output) -> Bool) -> AnyPublisher<Output, Failure> {
        filter(predicate).prefix(1)
    }

    /// Delivers the last value once the publisher finishes.
    public func last() -> AnyPublisher<Output, Failure> {
        Operator { receive, end in
            var last: Output?
            return self._subscribe({ last = $0 }, completion: { c in
                if case .finished = c, let last { receive(last) }
                end.send(c)
            })
        }.eraseToAnyPublisher()
    }

    /// Delivers all the values as one array when the publisher finishes.
    public func collect() -> AnyPublisher<[Output], Failure> {
        Operator { receive, end in
            var all: [Output] = []
            return self._subscribe({ all.append($0) }, completion: { c in
                if case .finished = c { receive(all) }
                end.send(c)
            })
        }.eraseToAnyPublisher()
    }

    /// Delivers each running result of combining the values, from `initialResult`.
    public func scan<T>(_ initialResult: T, _ nextPartialResult: @escaping (T, Output) -> T) -> AnyPublisher<T, Failure> {
        Operator { receive, end in
            var result = initialResult
            return self._subscribe({ value in
                result = nextPartialResult(result, value)
                receive(result)
            }, completion: end.send)
        }.eraseToAnyPublisher()
    }

    /// Delivers the combination of all the values when the publisher finishes.
    public func reduce<T>(_ initialResult: T, _ nextPartialResult: @escaping (T, Output) -> T) -> AnyPublisher<T, Failure> {
        scan(initialResult, nextPartialResult).last()
    }

    /// Delivers `elements` first, then the publisher's values.
    public func prepend(_ elements: Output...) -> AnyPublisher<Output, Failure> { prepend(elements) }

    /// Delivers the sequence's elements first, then the publisher's values.
    public func prepend<S: Sequence>(_ elements: S) -> AnyPublisher<Output, Failure> where S.Element == Output {
        Operator { receive, end in
            for e in elements { receive(e) }
            return self._subscribe(receive, completion: end.send)
        }.eraseToAnyPublisher()
    }

    /// Delivers the publisher's values, then `elements` once it finishes.
    public func append(_ elements: Output...) -> AnyPublisher<Output, Failure> {
        Operator { receive, end in
            self._subscribe(receive, completion: { c in
                if case .finished = c { elements.forEach(receive) }
                end.send(c)
            })
        }.eraseToAnyPublisher()
    }

    /// Replaces nil values with `output`.
    public func replaceNil<T>(with output: T) -> Publishers.Map<Self, T> where Output == T? {
        map { $0 ?? output }
    }

    /// Delivers `output` if the publisher finishes without a value.
    public func replaceEmpty(with output: Output) -> AnyPublisher<Output, Failure> {
        Operator { receive, end in
            var any = false
            return self._subscribe({ any = true; receive($0) }, completion: { c in
                if case .finished = c, !any { receive(output) }
                end.send(c)
            })
        }.eraseToAnyPublisher()
    }

    /// Replaces a failure with `output`, then finishes.
    public func replaceError(with output: Output) -> AnyPublisher<Output, Never> {
        Operator<Output, Never> { receive, end in
            self._subscribe(receive, completion: { c in
                if case .failure = c { receive(output) }
                end.send(.finished)
            })
        }.eraseToAnyPublisher()
    }

    /// Replaces a failure with the values of the publisher `handler` makes of it.
    public func `catch`<P: Publisher>(_ handler: @escaping (Failure) -> P) -> AnyPublisher<Output, P.Failure> where P.Output == Output {
        Operator<Output, P.Failure> { receive, end in
            var next: AnyCancellable?
            let first = self._subscribe(receive, completion: { c in
                switch c {
                case .finished: end.send(.finished)
                case .failure(let error): next = handler(error)._subscribe(receive, completion: end.send)
                }
            })
            return AnyCancellable { first.cancel(); next?.cancel() }
        }.eraseToAnyPublisher()
    }

    /// Subscribes again after a failure, up to `retries` times.
    public func retry(_ retries: Int) -> AnyPublisher<Output, Failure> {
        Operator { receive, end in
            var current: AnyCancellable?
            var left = retries
            func start() {
                current = self._subscribe(receive, completion: { c in
                    if case .failure = c, left > 0 { left -= 1; start() } else { end.send(c) }
                })
            }
            start()
            return AnyCancellable { current?.cancel() }
        }.eraseToAnyPublisher()
    }

    /// Transforms the failure.
    public func mapError<E: Error>(_ transform: @escaping (Failure) -> E) -> AnyPublisher<Output, E> {
        Operator<Output, E> { receive, end in
            self._subscribe(receive, completion: { c in
                switch c {
                case .finished: end.send(.finished)
                case .failure(let error): end.send(.failure(transform(error)))
                }
            })
        }.eraseToAnyPublisher()
    }

    /// Turns each value into a publisher and delivers all their values.
    public func flatMap<P: Publisher>(maxPublishers: Subscribers.Demand = .unlimited, _ transform: @escaping (Output) -> P)
        -> AnyPublisher<P.Output, Failure> where P.Failure == Failure {
        Operator<P.Output, Failure> { receive, end in
            var inner: [AnyCancellable] = []
            var active = 0
            var upstreamDone = false
            let outer = self._subscribe({ value in
                active += 1
                inner.append(transform(value)._subscribe(receive, completion: { c in
                    if case .failure = c { end.send(c); return }
                    active -= 1
                    if upstreamDone, active == 0 { end.send(.finished) }
                }))
            }, completion: { c in
                if case .failure = c { end.send(c); return }
                upstreamDone = true
                if active == 0 { end.send(.finished) }
            })
            return AnyCancellable { outer.cancel(); inner.forEach { $0.cancel() } }
        }.eraseToAnyPublisher()
    }

    /// Calls the closures as things happen, and passes everything on.
    public func handleEvents(receiveSubscription: ((Any) -> Void)? = nil, receiveOutput: ((Output) -> Void)? = nil,
                             receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)? = nil,
                             receiveCancel: (() -> Void)? = nil, receiveRequest: ((Subscribers.Demand) -> Void)? = nil)
        -> AnyPublisher<Output, Failure> {
        Operator { receive, end in
            receiveSubscription?(())
            receiveRequest?(.unlimited)
            let token = self._subscribe({ receiveOutput?($0); receive($0) }, completion: { receiveCompletion?($0); end.send($0) })
            return AnyCancellable { receiveCancel?(); token.cancel() }
        }.eraseToAnyPublisher()
    }

    /// Prints each event to standard output, as Combine's `print`.
    public func print(_ prefix: String = "", to stream: TextOutputStream? = nil) -> AnyPublisher<Output, Failure> {
        let lead = prefix.isEmpty ? "" : prefix + ": "
        return handleEvents(receiveOutput: { Swift.print("\(lead)receive value: (\($0))") },
                            receiveCompletion: { c in
                                switch c {
                                case .finished: Swift.print("\(lead)receive finished")
                                case .failure(let e): Swift.print("\(lead)receive error: (\(e))")
                                }
                            })
    }

    /// Ignores the values and passes on the end.
    public func ignoreOutput() -> AnyPublisher<Never, Failure> {
        Operator<Never, Failure> { _, end in self._subscribe({ _ in }, completion: end.send) }.eraseToAnyPublisher()
    }

    /// Gives the publisher a failure type, for one that cannot fail.
    public func setFailureType<E: Error>(to failureType: E.Type) -> AnyPublisher<Output, E> where Failure == Never {
        Operator<Output, E> { receive, end in self._subscribe(receive, completion: { _ in end.send(.finished) }) }.eraseToAnyPublisher()
    }

    /// Stops the program on a failure (as Combine's `assertNoFailure`).
    public func assertNoFailure(_ prefix: String = "", file: StaticString = #file, line: UInt = #line) -> AnyPublisher<Output, Never> {
        Operator<Output, Never> { receive, end in
            self._subscribe(receive, completion: { c in
                if case .failure(let e) = c { fatalError("\(prefix)\(e)", file: file, line: line) }
                end.send(.finished)
            })
        }.eraseToAnyPublisher()
    }

    /// Shares one subscription among all subscribers, as Combine's `share()`.
    public func share() -> AnyPublisher<Output, Failure> {
        let shared = SharedSubscription(self)
        return Operator { receive, end in shared.add(receive, end.send) }.eraseToAnyPublisher()
    }

    /// Delivers each value with the latest of another publisher's, once both have one.
    public func combineLatest<P: Publisher>(_ other: P) -> Publishers.CombineLatest<Self, P> where P.Failure == Failure {
        Publishers.CombineLatest(self, other)
    }

    /// The latest values of this and another publisher, combined by `transform`.
    public func combineLatest<P: Publisher, T>(_ other: P, _ transform: @escaping (Output, P.Output) -> T)
        -> Publishers.Map<Publishers.CombineLatest<Self, P>, T> where P.Failure == Failure {
        Publishers.CombineLatest(self, other).map(transform)
    }

    /// The latest values of this and two other publishers.
    public func combineLatest<P: Publisher, Q: Publisher>(_ p: P, _ q: Q) -> Publishers.CombineLatest3<Self, P, Q>
    where P.Failure == Failure, Q.Failure == Failure {
        Publishers.CombineLatest3(self, p, q)
    }

    /// Pairs each value with the value of the same rank from another publisher.
    public func zip<P: Publisher>(_ other: P) -> Publishers.Zip<Self, P> where P.Failure == Failure {
        Publishers.Zip(self, other)
    }

    /// Delivers values on a scheduler. Time does not pass in a preview: at once.
    public func receive<S: Scheduler>(on scheduler: S, options: S.SchedulerOptions? = nil) -> Self { self }

    /// Subscribes on a scheduler. Time does not pass in a preview: at once.
    public func subscribe<S: Scheduler>(on scheduler: S, options: S.SchedulerOptions? = nil) -> Self { self }

    /// Delivers a value once no other has come for `dueTime`. Time does not pass in a
    /// preview, so every value is delivered at once (the picture is taken after the pause).
    public func debounce<S: Scheduler>(for dueTime: S.SchedulerTimeType.Stride, scheduler: S, options: S.SchedulerOptions? = nil) -> Self {
        self
    }

    /// Delivers at most one value per `interval`: in a preview, every value, at once.
    public func throttle<S: Scheduler>(for interval: S.SchedulerTimeType.Stride, scheduler: S, latest: Bool) -> Self { self }

    /// Delivers each value `interval` later: in a preview, at once.
    public func delay<S: Scheduler>(for interval: S.SchedulerTimeType.Stride, tolerance: S.SchedulerTimeType.Stride? = nil,
                                    scheduler: S, options: S.SchedulerOptions? = nil) -> Self { self }

    /// Fails if no value comes within `interval`: in a preview no time passes, so never.
    public func timeout<S: Scheduler>(_ interval: S.SchedulerTimeType.Stride, scheduler: S, options: S.SchedulerOptions? = nil,
                                      customError: (() -> Failure)? = nil) -> Self { self }
}

extension Publisher where Output: Equatable {
    /// Leaves out a value equal to the one before it.
    public func removeDuplicates() -> AnyPublisher<Output, Failure> { removeDuplicates(by: ==) }
}

extension Publisher where Output: Publisher, Output.Failure == Failure {
    /// Delivers the values of the latest publisher the upstream delivered.
    public func switchToLatest() -> AnyPublisher<Output.Output, Failure> {
        Operator<Output.Output, Failure> { receive, end in
            var inner: AnyCancellable?
            let outer = self._subscribe({ publisher in
                inner?.cancel()
                inner = publisher._subscribe(receive, completion: { c in if case .failure = c { end.send(c) } })
            }, completion: { c in if case .failure = c { end.send(c) } })
            return AnyCancellable { outer.cancel(); inner?.cancel() }
        }.eraseToAnyPublisher()
    }
}

extension Publisher where Failure == Never, Output: Sendable {
    /// Delivers the values as an asynchronous sequence, as Combine's `values`.
    public var values: AsyncStream<Output> {
        AsyncStream { continuation in
            let token = self._subscribe({ continuation.yield($0) }, completion: { _ in continuation.finish() })
            let box = ReceiveBox<Void> { _ in token.cancel() }
            continuation.onTermination = { _ in box.receive(()) }
        }
    }
}

extension Subscribers.Completion {
    /// The same completion with its error as `Error`.
    func eraseError() -> Subscribers.Completion<Error> {
        switch self {
        case .finished: .finished
        case .failure(let e): .failure(e)
        }
    }
}

extension Subscribers {
    /// How many values a subscriber asks for, as Combine's `Subscribers.Demand` (every
    /// subscriber here takes all of them).
    public struct Demand: Equatable, Hashable, Sendable {
        let max: Int?
        public static let unlimited = Demand(max: nil)
        public static let none = Demand(max: 0)
        public static func max(_ value: Int) -> Demand { Demand(max: value) }
    }
}

/// A publisher made of a subscribe function (the operators' shape).
struct Operator<Output, Failure: Error>: _CompletingPublisher {
    let subscribe: (@escaping (Output) -> Void, CompletionGate<Failure>) -> AnyCancellable

    init(_ subscribe: @escaping (@escaping (Output) -> Void, CompletionGate<Failure>) -> AnyCancellable) {
        self.subscribe = subscribe
    }

    func _subscribe(_ receive: @escaping (Output) -> Void,
                    completion: @escaping (Subscribers.Completion<Failure>) -> Void) -> AnyCancellable {
        let gate = CompletionGate(completion)
        return subscribe({ if !gate.isDone { receive($0) } }, gate)
    }
}

/// One subscription to a publisher shared by many subscribers (`share()`).
final class SharedSubscription<Upstream: Publisher> {
    private let upstream: Upstream
    private let subject = PassthroughSubject<Upstream.Output, Upstream.Failure>()
    private var connection: AnyCancellable?

    init(_ upstream: Upstream) { self.upstream = upstream }

    func add(_ receive: @escaping (Upstream.Output) -> Void,
             _ completion: @escaping (Subscribers.Completion<Upstream.Failure>) -> Void) -> AnyCancellable {
        let token = subject._subscribe(receive, completion: completion)
        if connection == nil {
            connection = upstream._subscribe({ [subject] in subject.send($0) }, completion: { [subject] in subject.send(completion: $0) })
        }
        return token
    }
}

extension Publishers {
    /// The latest values of two publishers, once each has delivered one.
    public struct CombineLatest<A: Publisher, B: Publisher>: _CompletingPublisher where A.Failure == B.Failure {
        public typealias Output = (A.Output, B.Output)
        public typealias Failure = A.Failure
        public let a: A
        public let b: B

        public init(_ a: A, _ b: B) {
            self.a = a
            self.b = b
        }

        public func _subscribe(_ receive: @escaping ((A.Output, B.Output)) -> Void,
                               completion: @escaping (Subscribers.Completion<Failure>) -> Void) -> AnyCancellable {
            let end = CompletionGate(completion)
            var la: A.Output?, lb: B.Output?
            var finished = 0
            func done(_ c: Subscribers.Completion<Failure>) {
                if case .failure = c { end.send(c); return }
                finished += 1
                if finished == 2 { end.send(.finished) }
            }
            let ta = a._subscribe({ la = $0; if let lb, !end.isDone { receive(($0, lb)) } }, completion: done)
            let tb = b._subscribe({ lb = $0; if let la, !end.isDone { receive((la, $0)) } }, completion: done)
            return AnyCancellable { ta.cancel(); tb.cancel() }
        }
    }

    /// The latest values of three publishers, once each has delivered one.
    public struct CombineLatest3<A: Publisher, B: Publisher, C: Publisher>: _CompletingPublisher
    where A.Failure == B.Failure, B.Failure == C.Failure {
        public typealias Output = (A.Output, B.Output, C.Output)
        public typealias Failure = A.Failure
        public let a: A
        public let b: B
        public let c: C

        public init(_ a: A, _ b: B, _ c: C) {
            self.a = a
            self.b = b
            self.c = c
        }

        public func _subscribe(_ receive: @escaping ((A.Output, B.Output, C.Output)) -> Void,
                               completion: @escaping (Subscribers.Completion<Failure>) -> Void) -> AnyCancellable {
            CombineLatest(CombineLatest(a, b), c).map { ($0.0.0, $0.0.1, $0.1) }._subscribe(receive, completion: completion)
        }
    }

    /// Values of two publishers paired by rank.
    public struct Zip<A: Publisher, B: Publisher>: _CompletingPublisher where A.Failure == B.Failure {
        public typealias Output = (A.Output, B.Output)
        public typealias Failure = A.Failure
        public let a: A
        public let b: B

        public init(_ a: A, _ b: B) {
            self.a = a
            self.b = b
        }

        public func _subscribe(_ receive: @escaping ((A.Output, B.Output)) -> Void,
                               completion: @escaping (Subscribers.Completion<Failure>) -> Void) -> AnyCancellable {
            let end = CompletionGate(completion)
            var qa: [A.Output] = [], qb: [B.Output] = []
            var aDone = false, bDone = false
            func pair() {
                while !qa.isEmpty, !qb.isEmpty, !end.isDone { receive((qa.removeFirst(), qb.removeFirst())) }
                if (aDone && qa.isEmpty) || (bDone && qb.isEmpty) { end.send(.finished) }
            }
            let ta = a._subscribe({ qa.append($0); pair() }, completion: { c in
                if case .failure = c { end.send(c) } else { aDone = true; pair() }
            })
            let tb = b._subscribe({ qb.append($0); pair() }, completion: { c in
                if case .failure = c { end.send(c) } else { bDone = true; pair() }
            })
            return AnyCancellable { ta.cancel(); tb.cancel() }
        }
    }

    /// The elements of a sequence, then the end, as Combine's `Publishers.Sequence`.
    public struct Sequence<Elements: Swift.Sequence, Failure: Error>: _CompletingPublisher {
        public typealias Output = Elements.Element
        public let sequence: Elements

        public init(sequence: Elements) { self.sequence = sequence }

        public func _subscribe(_ receive: @escaping (Output) -> Void,
                               completion: @escaping (Subscribers.Completion<Failure>) -> Void) -> AnyCancellable {
            for e in sequence { receive(e) }
            completion(.finished)
            return AnyCancellable {}
        }
    }
}

extension Sequence {
    /// The sequence's elements as a publisher.
    public var publisher: Publishers.Sequence<Self, Never> { Publishers.Sequence(sequence: self) }
}

// MARK: - Schedulers

/// A span of scheduler time written as seconds, milliseconds and so on, as Combine's
/// `SchedulerTimeIntervalConvertible`.
public protocol SchedulerTimeIntervalConvertible {
    static func seconds(_ s: Int) -> Self
    static func seconds(_ s: Double) -> Self
    static func milliseconds(_ ms: Int) -> Self
    static func microseconds(_ us: Int) -> Self
    static func nanoseconds(_ ns: Int) -> Self
}

/// A scheduler's measure of time, with its span type.
public protocol _SchedulerTime {
    associatedtype Stride: SchedulerTimeIntervalConvertible
}

/// Where and when work runs, as Combine's `Scheduler`. A preview does not wait: operators
/// given a scheduler deliver at once.
public protocol Scheduler<SchedulerTimeType> {
    associatedtype SchedulerTimeType: _SchedulerTime
    associatedtype SchedulerOptions
}

/// A span of time in seconds: the stride of every scheduler here.
public struct SchedulerTimeStride: SchedulerTimeIntervalConvertible, Comparable, Hashable, Sendable,
    ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral {
    /// The span in seconds.
    public let timeInterval: Double

    public init(_ timeInterval: Double) { self.timeInterval = timeInterval }
    public init(integerLiteral value: Int) { timeInterval = Double(value) }
    public init(floatLiteral value: Double) { timeInterval = value }

    public static func seconds(_ s: Int) -> Self { Self(Double(s)) }
    public static func seconds(_ s: Double) -> Self { Self(s) }
    public static func milliseconds(_ ms: Int) -> Self { Self(Double(ms) / 1e3) }
    public static func microseconds(_ us: Int) -> Self { Self(Double(us) / 1e6) }
    public static func nanoseconds(_ ns: Int) -> Self { Self(Double(ns) / 1e9) }
    public static func < (a: Self, b: Self) -> Bool { a.timeInterval < b.timeInterval }
}

/// A scheduler's time: its stride is seconds.
public struct SchedulerTime: _SchedulerTime, Hashable, Sendable {
    public typealias Stride = SchedulerTimeStride
}

extension DispatchQueue: Scheduler {
    public typealias SchedulerTimeType = SchedulerTime

    /// Options for scheduling on a dispatch queue, as Combine's.
    public struct SchedulerOptions: @unchecked Sendable {
        public var qos: DispatchQoS
        public var flags: DispatchWorkItemFlags
        public var group: DispatchGroup?

        public init(qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [], group: DispatchGroup? = nil) {
            self.qos = qos
            self.flags = flags
            self.group = group
        }
    }
}

extension RunLoop: Scheduler {
    public typealias SchedulerTimeType = SchedulerTime
}

extension OperationQueue: Scheduler {
    public typealias SchedulerTimeType = SchedulerTime
    public typealias SchedulerOptions = Never
}

/// A scheduler that runs work at once, as Combine's `ImmediateScheduler`.
public struct ImmediateScheduler: Scheduler, Sendable {
    public typealias SchedulerTimeType = SchedulerTime
    public typealias SchedulerOptions = Never
    public static let shared = ImmediateScheduler()
}
