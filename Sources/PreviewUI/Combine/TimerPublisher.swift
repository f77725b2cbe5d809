import Foundation

/// A publisher that delivers only once it is connected, as Combine's `ConnectablePublisher`.
public protocol ConnectablePublisher<Output, Failure>: Publisher {
    /// Starts delivering to the subscribers.
    func connect() -> Cancellable
}

extension ConnectablePublisher {
    /// Connects when the first subscriber arrives.
    public func autoconnect() -> Publishers.Autoconnect<Self> {
        Publishers.Autoconnect(upstream: self)
    }
}

extension Publishers {
    /// A connectable publisher that connects itself, as Combine's `Publishers.Autoconnect`.
    public final class Autoconnect<Upstream: ConnectablePublisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream

        public init(upstream: Upstream) { self.upstream = upstream }

        public func _subscribe(_ receive: @escaping (Output) -> Void) -> AnyCancellable {
            let token = upstream._subscribe(receive)
            let connection = upstream.connect()
            return AnyCancellable { token.cancel(); connection.cancel() }
        }
    }
}

extension RunLoop {
    /// Options for scheduling on a run loop, as Combine's `RunLoop.SchedulerOptions` (none).
    public struct SchedulerOptions: Sendable {}
}

extension Timer {
    /// A publisher of the time every `interval` seconds, as Combine's `Timer.publish`.
    ///
    /// A preview is drawn the moment its view appears, before the first interval has passed,
    /// so the timer has not fired in it, as on iOS at that moment: the publisher delivers
    /// nothing.
    public static func publish(
        every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: RunLoop, in mode: RunLoop.Mode,
        options: RunLoop.SchedulerOptions? = nil
    ) -> TimerPublisher {
        TimerPublisher(interval: interval, tolerance: tolerance, runLoop: runLoop, mode: mode, options: options)
    }

    /// What `Timer.publish` makes, as Combine's `Timer.TimerPublisher`.
    public final class TimerPublisher: ConnectablePublisher {
        public typealias Output = Date
        public typealias Failure = Never

        public let interval: TimeInterval
        public let tolerance: TimeInterval?
        public let runLoop: RunLoop
        public let mode: RunLoop.Mode
        public let options: RunLoop.SchedulerOptions?

        public init(interval: TimeInterval, tolerance: TimeInterval? = nil, runLoop: RunLoop, mode: RunLoop.Mode,
                    options: RunLoop.SchedulerOptions? = nil) {
            self.interval = interval
            self.tolerance = tolerance
            self.runLoop = runLoop
            self.mode = mode
            self.options = options
        }

        public func connect() -> Cancellable { AnyCancellable {} }

        public func _subscribe(_ receive: @escaping (Date) -> Void) -> AnyCancellable { AnyCancellable {} }
    }
}
