import Foundation

/// Server-Sent Events to every page that listens (`GET /events`): each subscriber has its own
/// queue, filled by `publish` and drained by its connection's thread, which waits for the next
/// event (sending a comment every 15 seconds so proxies and browsers keep the stream open).
public final class EventHub: @unchecked Sendable {
    final class Subscriber: @unchecked Sendable {
        let condition = NSCondition()
        var queue: [[UInt8]] = []
        var closed = false
    }

    private let lock = NSLock()
    private var subscribers: [ObjectIdentifier: Subscriber] = [:]
    private var closed = false
    /// The state a page opened now must hear first (the build's errors while it is broken).
    private var standing: [UInt8]?
    /// How long a stream waits for an event before it sends a keep-alive comment.
    let keepAlive: TimeInterval

    public init(keepAlive: TimeInterval = 15) {
        self.keepAlive = keepAlive
    }

    /// How many pages listen now.
    public var listeners: Int {
        lock.lock()
        defer { lock.unlock() }
        return subscribers.count
    }

    /// Sends `data` (one line of JSON, say) as an event named `name` to every listener. A
    /// `standing` event is also sent to pages that start listening later, until the next
    /// event that says `clearsStanding` (a failed build's errors, until a build succeeds).
    public func publish(_ name: String, _ data: String, standing keep: Bool = false, clearsStanding: Bool = false) {
        let lines = data.split(separator: "\n", omittingEmptySubsequences: false).map { "data: \($0)" }.joined(separator: "\n")
        let bytes = Array("event: \(name)\n\(lines)\n\n".utf8)
        lock.lock()
        if keep { standing = bytes } else if clearsStanding { standing = nil }
        let all = Array(subscribers.values)
        lock.unlock()
        for s in all {
            s.condition.lock()
            s.queue.append(bytes)
            s.condition.signal()
            s.condition.unlock()
        }
    }

    /// Ends every stream (the server is stopping).
    public func close() {
        lock.lock()
        closed = true
        let all = Array(subscribers.values)
        lock.unlock()
        for s in all {
            s.condition.lock()
            s.closed = true
            s.condition.broadcast()
            s.condition.unlock()
        }
    }

    func subscribe() -> Subscriber? {
        let s = Subscriber()
        lock.lock()
        defer { lock.unlock() }
        if closed { return nil }
        if let standing { s.queue.append(standing) }
        subscribers[ObjectIdentifier(s)] = s
        return s
    }

    func unsubscribe(_ s: Subscriber) {
        lock.lock()
        subscribers[ObjectIdentifier(s)] = nil
        lock.unlock()
        s.condition.lock()
        s.closed = true
        s.condition.broadcast()
        s.condition.unlock()
    }

    /// The next bytes of a subscriber's stream: an event, a keep-alive comment, or nil when
    /// the stream has ended.
    func next(_ s: Subscriber) -> [UInt8]? {
        s.condition.lock()
        defer { s.condition.unlock() }
        let deadline = Date().addingTimeInterval(keepAlive)
        while s.queue.isEmpty && !s.closed {
            if !s.condition.wait(until: deadline) { return Array(": keep-alive\n\n".utf8) }
        }
        if s.queue.isEmpty { return nil }
        return s.queue.removeFirst()
    }
}
