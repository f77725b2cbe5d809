import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A minimal HTTP/1.1 client over a TCP socket to 127.0.0.1, for the server's tests and its
/// load test: it sends a request exactly as written (any `Host`, any path bytes), and reads the
/// response until the server closes the connection.
package enum LoopbackClient {
    package struct Response: Sendable {
        package let status: Int
        package let headers: [String: String]
        package let body: [UInt8]
        package var text: String { String(decoding: body, as: UTF8.self) }
    }

    package enum Failure: Error, CustomStringConvertible {
        case socket(Int32), connect(Int32), malformed(String)
        package var description: String {
            switch self {
            case .socket(let e): "socket() failed: errno \(e)"
            case .connect(let e): "connect() failed: errno \(e)"
            case .malformed(let s): "malformed response: \(s.prefix(120))"
            }
        }
    }

    /// Sends `method target` with `headers` (a `Host` of 127.0.0.1:port unless given) and
    /// `body`, and returns the response.
    package static func request(
        port: UInt16, method: String = "GET", target: String, headers: [(String, String)] = [], body: [UInt8] = []
    ) throws -> Response {
        var lines = ["\(method) \(target) HTTP/1.1"]
        if !headers.contains(where: { $0.0.lowercased() == "host" }) { lines.append("Host: 127.0.0.1:\(port)") }
        for (k, v) in headers { lines.append("\(k): \(v)") }
        lines.append("Content-Length: \(body.count)")
        lines.append("Connection: close")
        let head = Array((lines.joined(separator: "\r\n") + "\r\n\r\n").utf8)
        return try exchange(port: port, bytes: head + body)
    }

    /// Sends raw bytes and reads the whole response.
    package static func exchange(port: UInt16, bytes: [UInt8]) throws -> Response {
        let fd = try connected(to: port)
        defer { close(fd) }
        var sent = 0
        while sent < bytes.count {
            let n = bytes[sent...].withUnsafeBytes { send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            if n <= 0 { break }
            sent += n
        }
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let n = buffer.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
            if n <= 0 { break }
            received += buffer[0..<n]
        }
        return try parse(received)
    }

    /// Opens `GET /events` and returns the first `count` events' `event: …\ndata: …` blocks (keep-alive
    /// comments left out), then closes; `whenListening` runs once the stream has begun.
    package static func events(port: UInt16, count: Int, timeout: TimeInterval = 10, whenListening: () -> Void) throws -> [String] {
        var seen = 0
        return try events(port: port, timeout: timeout, whenListening: whenListening) { _ in
            seen += 1
            return seen >= count
        }
    }

    /// Opens `GET /events` and hands each event's block to `until` as soon as it has arrived,
    /// until it answers true (or the stream ends or stays silent for `timeout`): the blocks.
    package static func events(
        port: UInt16, timeout: TimeInterval = 10, whenListening: () -> Void, until: (String) -> Bool
    ) throws -> [String] {
        let fd = try connected(to: port)
        defer { close(fd) }
        var tv = timeval(tv_sec: Int(timeout), tv_usec: 0)
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &tv, socklen_t(MemoryLayout<timeval>.size))
        let request = Array("GET /events HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nAccept: text/event-stream\r\n\r\n".utf8)
        _ = request.withUnsafeBytes { send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
        var text = ""
        var listening = false
        var handed = 0
        var out: [String] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            // Only blocks already ended by their blank line: a long event may still be arriving.
            let blocks = text.components(separatedBy: "\n\n").dropLast().filter { $0.contains("event: ") }
            while handed < blocks.count {
                let block = blocks[blocks.startIndex + handed]
                handed += 1
                out.append(String(block[block.range(of: "event: ")!.lowerBound...]))
                if until(out[out.count - 1]) { return out }
            }
            if !listening, text.contains("\r\n\r\n") {
                listening = true
                whenListening()
                continue
            }
            let n = buffer.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
            if n <= 0 { return out }
            text += String(decoding: buffer[0..<n], as: UTF8.self)
        }
    }

    /// A TCP socket connected to 127.0.0.1:`port`; the caller closes it.
    static func connected(to port: UInt16) throws -> Int32 {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw Failure.socket(errno) }
        var addr = sockaddr_in()
        addr.sin_family = sa_family_t(AF_INET)
        addr.sin_port = port.bigEndian
        addr.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &addr) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else {
            let e = errno
            close(fd)
            throw Failure.connect(e)
        }
        return fd
    }

    static func parse(_ bytes: [UInt8]) throws -> Response {
        let separator: [UInt8] = [13, 10, 13, 10]
        guard let end = (0..<max(bytes.count - 3, 0)).first(where: { Array(bytes[$0..<$0 + 4]) == separator }) else {
            throw Failure.malformed(String(decoding: bytes, as: UTF8.self))
        }
        let head = String(decoding: bytes[..<end], as: UTF8.self).components(separatedBy: "\r\n")
        let statusParts = head.first?.split(separator: " ") ?? []
        guard statusParts.count >= 2, let status = Int(statusParts[1]) else { throw Failure.malformed(head.first ?? "") }
        var headers: [String: String] = [:]
        for line in head.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        return Response(status: status, headers: headers, body: Array(bytes[(end + 4)...]))
    }
}
