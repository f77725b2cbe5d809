import CMicroHTTPD
import Foundation

/// A request as the server hands it to its handler: method, the path and query as sent, every
/// header (names lower-cased), and the body.
public struct HTTPRequest: Sendable {
    public let method: String
    /// The target's path as sent, percent-encoded, without the query.
    public let path: String
    public let query: String?
    public let headers: [String: String]
    public let body: [UInt8]

    public init(method: String, path: String, query: String? = nil, headers: [String: String] = [:], body: [UInt8] = []) {
        self.method = method
        self.path = path
        self.query = query
        self.headers = headers
        self.body = body
    }

    public func header(_ name: String) -> String? { headers[name.lowercased()] }
}

/// A response: status, headers, body.
public struct HTTPResponse: Sendable {
    public var status: Int
    public var headers: [(String, String)]
    public var body: [UInt8]
    /// A stream of Server-Sent Events instead of a body: the connection stays open and sends
    /// what the hub publishes.
    public var events: EventHub?

    /// The stream of `hub`'s events.
    public static func eventStream(_ hub: EventHub) -> HTTPResponse {
        var r = HTTPResponse(status: 200, headers: [
            ("Content-Type", "text/event-stream"), ("Cache-Control", "no-store"), ("X-Accel-Buffering", "no"),
        ])
        r.events = hub
        return r
    }

    public init(status: Int, headers: [(String, String)] = [], body: [UInt8] = []) {
        self.status = status
        self.headers = headers
        self.body = body
    }

    /// A value as JSON (keys sorted), status 200.
    public static func json(_ value: some Encodable) -> HTTPResponse {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(value) else { return .text(500, "the answer could not be encoded") }
        return HTTPResponse(status: 200, headers: [("Content-Type", "application/json")], body: Array(data))
    }

    /// Plain text, for errors and short answers.
    public static func text(_ status: Int, _ text: String) -> HTTPResponse {
        HTTPResponse(status: status, headers: [("Content-Type", "text/plain; charset=utf-8")], body: Array((text + "\n").utf8))
    }
}

/// Why the server could not start.
public enum HTTPServerError: Error, CustomStringConvertible, Equatable {
    case notIPv4(String)
    case cannotListen(address: String, port: UInt16)

    public var description: String {
        switch self {
        case .notIPv4(let a): "the address \(a) is not an IPv4 address (give one such as 127.0.0.1)"
        case .cannotListen(let a, let p):
            "cannot listen on \(a):\(p): the port may be in use (choose another with --port, or --port 0 for any free one)"
        }
    }
}

/// An HTTP server on libmicrohttpd: a thread per connection, every request handed to one
/// handler. The daemon pointer stays in here; the handler sees only Swift values.
public final class HTTPServer: @unchecked Sendable {
    public typealias Handler = @Sendable (HTTPRequest) -> HTTPResponse

    /// The body of a request being received, kept between libmicrohttpd's calls for it.
    final class Upload {
        var body: [UInt8] = []
    }

    final class Context: @unchecked Sendable {
        let handler: Handler
        init(_ handler: @escaping Handler) { self.handler = handler }
    }

    private var daemon: OpaquePointer?
    private let context: Unmanaged<Context>
    /// The address and port it listens on.
    public let address: String
    public let port: UInt16

    /// Starts listening on `address` (IPv4) and `port` (0: any free port; `port` then says
    /// which), at most `connectionLimit` connections at once.
    public init(address: String, port: UInt16, connectionLimit: Int = 64, handler: @escaping Handler) throws(HTTPServerError) {
        guard Self.isIPv4(address) else { throw .notIPv4(address) }
        let context = Unmanaged.passRetained(Context(handler))
        guard let daemon = proofsheet_start(address, port, UInt32(connectionLimit), HTTPServer.access, HTTPServer.completed,
                                            context.toOpaque()) else {
            context.release()
            throw .cannotListen(address: address, port: port)
        }
        self.daemon = daemon
        self.context = context
        self.address = address
        self.port = proofsheet_bound_port(daemon)
    }

    /// Whether `address` is a dotted-quad IPv4 address the server can listen on.
    public static func isIPv4(_ address: String) -> Bool {
        var probe = in_addr()
        return inet_pton(AF_INET, address, &probe) == 1
    }

    /// Event hubs whose streams must end before the daemon can stop.
    private let hubsLock = NSLock()
    private var hubs: [EventHub] = []

    /// Ends `hub`'s streams when the server stops (their threads wait on it otherwise).
    public func closesOnStop(_ hub: EventHub) {
        hubsLock.lock()
        hubs.append(hub)
        hubsLock.unlock()
    }

    /// Stops listening and waits for the connection threads to finish.
    public func stop() {
        hubsLock.lock()
        let toClose = hubs
        hubsLock.unlock()
        for hub in toClose { hub.close() }
        guard let daemon else { return }
        MHD_stop_daemon(daemon)
        self.daemon = nil
        context.release()
    }

    deinit { stop() }

    // MARK: libmicrohttpd's callbacks

    private static let access: proofsheet_access_handler = { cls, connection, url, method, _, uploadData, uploadSize, requestContext in
        guard let cls, let connection, let requestContext, let uploadSize else { return .NO }
        // The first call of a request only says it has begun: keep a place for its body.
        if requestContext.pointee == nil {
            requestContext.pointee = Unmanaged.passRetained(Upload()).toOpaque()
            return .YES
        }
        let upload = Unmanaged<Upload>.fromOpaque(requestContext.pointee!).takeUnretainedValue()
        if uploadSize.pointee > 0 {
            if let uploadData, upload.body.count + uploadSize.pointee <= 1 << 20 {
                upload.body += UnsafeRawBufferPointer(start: uploadData, count: uploadSize.pointee)
            }
            uploadSize.pointee = 0
            return .YES
        }
        let target = url.map { String(cString: $0) } ?? "/"
        let request = HTTPRequest(
            method: method.map { String(cString: $0) } ?? "GET", path: target, query: queryString(connection),
            headers: headers(connection), body: upload.body)
        let handler = Unmanaged<Context>.fromOpaque(cls).takeUnretainedValue().handler
        return send(handler(request), on: connection)
    }

    private static let completed: proofsheet_completed_handler = { _, _, requestContext, _ in
        guard let requestContext, let pointer = requestContext.pointee else { return }
        Unmanaged<Upload>.fromOpaque(pointer).release()
        requestContext.pointee = nil
    }

    private static func headers(_ connection: OpaquePointer) -> [String: String] {
        final class Collected { var values: [String: String] = [:] }
        let collected = Collected()
        let box = Unmanaged.passUnretained(collected).toOpaque()
        _ = MHD_get_connection_values(connection, .HEADER_KIND, { cls, _, key, value in
            guard let cls, let key else { return .YES }
            let c = Unmanaged<Collected>.fromOpaque(cls).takeUnretainedValue()
            c.values[String(cString: key).lowercased()] = value.map { String(cString: $0) } ?? ""
            return .YES
        }, box)
        return collected.values
    }

    /// The query's pairs as sent (`a=1&b=2`), or nil.
    private static func queryString(_ connection: OpaquePointer) -> String? {
        final class Collected { var pairs: [String] = [] }
        let collected = Collected()
        let box = Unmanaged.passUnretained(collected).toOpaque()
        _ = MHD_get_connection_values(connection, .GET_ARGUMENT_KIND, { cls, _, key, value in
            guard let cls, let key else { return .YES }
            let c = Unmanaged<Collected>.fromOpaque(cls).takeUnretainedValue()
            let k = String(cString: key)
            c.pairs.append(value.map { "\(k)=\(String(cString: $0))" } ?? k)
            return .YES
        }, box)
        return collected.pairs.isEmpty ? nil : collected.pairs.joined(separator: "&")
    }

    /// A listener's place in its stream: the bytes of the event being sent, and how far.
    final class StreamState {
        let hub: EventHub
        let subscriber: EventHub.Subscriber
        var chunk: [UInt8] = []
        var sent = 0
        init(hub: EventHub, subscriber: EventHub.Subscriber) {
            self.hub = hub
            self.subscriber = subscriber
        }
    }

    private static func stream(_ hub: EventHub, headers: [(String, String)], on connection: OpaquePointer) -> MHD_Result {
        guard let subscriber = hub.subscribe() else { return send(.text(503, "the server is stopping"), on: connection) }
        let state = Unmanaged.passRetained(StreamState(hub: hub, subscriber: subscriber)).toOpaque()
        let made = MHD_create_response_from_callback(UInt64.max, 4096, { cls, _, buffer, max in
            guard let cls, let buffer else { return -1 }
            let s = Unmanaged<StreamState>.fromOpaque(cls).takeUnretainedValue()
            if s.sent >= s.chunk.count {
                guard let next = s.hub.next(s.subscriber) else { return -1 }
                s.chunk = next
                s.sent = 0
            }
            let n = min(max, s.chunk.count - s.sent)
            s.chunk.withUnsafeBytes { raw in
                UnsafeMutableRawPointer(buffer).copyMemory(from: raw.baseAddress! + s.sent, byteCount: n)
            }
            s.sent += n
            return n
        }, state, { cls in
            guard let cls else { return }
            let s = Unmanaged<StreamState>.fromOpaque(cls).takeRetainedValue()
            s.hub.unsubscribe(s.subscriber)
        })
        guard let made else {
            let s = Unmanaged<StreamState>.fromOpaque(state).takeRetainedValue()
            hub.unsubscribe(s.subscriber)
            return .NO
        }
        defer { MHD_destroy_response(made) }
        for (name, value) in headers { _ = MHD_add_response_header(made, name, value) }
        return MHD_queue_response(connection, 200, made)
    }

    private static func send(_ response: HTTPResponse, on connection: OpaquePointer) -> MHD_Result {
        if let hub = response.events { return stream(hub, headers: response.headers, on: connection) }
        let made: OpaquePointer? = response.body.withUnsafeBytes { bytes in
            MHD_create_response_from_buffer(bytes.count, UnsafeMutableRawPointer(mutating: bytes.baseAddress), .RESPMEM_MUST_COPY)
        }
        guard let made else { return .NO }
        defer { MHD_destroy_response(made) }
        for (name, value) in response.headers { _ = MHD_add_response_header(made, name, value) }
        return MHD_queue_response(connection, UInt32(response.status), made)
    }
}
