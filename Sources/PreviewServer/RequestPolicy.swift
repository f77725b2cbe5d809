import Foundation

/// What a request must show before the canvas answers it: a `Host` that names the server by
/// its loopback name (a page on another site that resolves its own name to 127.0.0.1 — DNS
/// rebinding — sends its own name, and is refused), and, for anything that changes state
/// (record, click), the run's token and no foreign `Origin` (a cross-site form or fetch).
public struct RequestPolicy: Sendable {
    /// `host:port` values a request may name.
    public let allowedHosts: Set<String>
    /// Origins a state-changing request may come from.
    public let allowedOrigins: Set<String>
    /// The secret of this run: printed in the URL, sent back by the page with each change.
    public let token: String

    public static let tokenHeader = "x-proofsheet-token"

    /// The policy of a server on `port` at `address` (loopback unless the user said otherwise).
    public init(address: String, port: UInt16, token: String) {
        var hosts: Set<String> = ["127.0.0.1:\(port)", "localhost:\(port)"]
        if address != "127.0.0.1" { hosts.insert("\(address):\(port)") }
        allowedHosts = hosts
        allowedOrigins = Set(hosts.map { "http://\($0)" })
        self.token = token
    }

    /// A fresh random token (128 bits, hex).
    public static func makeToken() -> String {
        var g = SystemRandomNumberGenerator()
        return (0..<4).map { _ in String(format: "%08x", UInt32.random(in: .min ... .max, using: &g)) }.joined()
    }

    /// Nil when the request may be answered; else the refusal.
    public func refusal(of request: HTTPRequest) -> HTTPResponse? {
        guard let host = request.header("host")?.lowercased(), allowedHosts.contains(host) else {
            return .text(421, "this server answers only to \(allowedHosts.sorted().joined(separator: " or ")) (Host header \"\(request.header("host") ?? "")\")")
        }
        let changes = !["GET", "HEAD"].contains(request.method)
        guard changes else { return nil }
        if let origin = request.header("origin"), !allowedOrigins.contains(origin.lowercased()) {
            return .text(403, "requests that change state are refused from another origin (\(origin))")
        }
        guard let sent = request.header(Self.tokenHeader), constantTimeEqual(sent, token) else {
            return .text(403, "requests that change state need this run's token (the one in the URL the server printed)")
        }
        return nil
    }

    private func constantTimeEqual(_ a: String, _ b: String) -> Bool {
        let x = Array(a.utf8), y = Array(b.utf8)
        guard x.count == y.count else { return false }
        var diff: UInt8 = 0
        for i in x.indices { diff |= x[i] ^ y[i] }
        return diff == 0
    }
}

/// The files of one folder, served read-only: a path names a file under the folder by plain
/// segments (letters, digits, `-`, `_`, `.`, `@`), never `..`, an empty segment, a hidden file,
/// a percent sign or a backslash, and never a file that a symbolic link puts outside the folder.
public struct SiteFiles: Sendable {
    public let root: URL

    public init(root: URL) {
        self.root = root.resolvingSymlinksInPath().standardizedFileURL
    }

    /// The response for a GET of `path` (as the server received it, percent-decoded).
    public func response(for path: String) -> HTTPResponse {
        guard let file = file(for: path) else { return .text(404, "not found: \(Self.printable(path))") }
        guard let data = try? Data(contentsOf: file) else { return .text(404, "not found: \(Self.printable(path))") }
        return HTTPResponse(status: 200, headers: [
            ("Content-Type", Self.contentType(file.pathExtension)), ("Cache-Control", "no-store"),
            ("X-Content-Type-Options", "nosniff"),
        ], body: Array(data))
    }

    /// The file a path names, or nil when it names none (or tries to leave the folder).
    public func file(for path: String) -> URL? {
        var relative = path
        if relative.hasPrefix("/") { relative.removeFirst() }
        if relative.isEmpty || relative.hasSuffix("/") { relative += "index.html" }
        let segments = relative.split(separator: "/", omittingEmptySubsequences: false)
        let allowed = CharacterSet.alphanumerics.union(CharacterSet(charactersIn: "-_.@"))
        for s in segments {
            guard !s.isEmpty, !s.hasPrefix("."), s.unicodeScalars.allSatisfy({ $0.isASCII && allowed.contains($0) }) else { return nil }
        }
        let candidate = segments.reduce(root) { $0.appendingPathComponent(String($1)) }
        let real = candidate.resolvingSymlinksInPath().standardizedFileURL
        guard real.path.hasPrefix(root.path + "/") else { return nil }
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: real.path, isDirectory: &isFolder), !isFolder.boolValue else { return nil }
        return real
    }

    /// A path as sent, percent-decoded once; nil when it does not decode, or decodes to a NUL,
    /// a backslash or a `/` that was encoded (`%2F`), which no file of the site is named by.
    public static func decodedPath(_ raw: String) -> String? {
        let lowered = raw.lowercased()
        guard !lowered.contains("%2f"), !lowered.contains("%5c"), !lowered.contains("%00"),
              let decoded = raw.removingPercentEncoding, !decoded.contains("\u{0}"), !decoded.contains("\\") else { return nil }
        return decoded
    }

    static func contentType(_ ext: String) -> String {
        switch ext.lowercased() {
        case "html": "text/html; charset=utf-8"
        case "css": "text/css; charset=utf-8"
        case "js": "text/javascript; charset=utf-8"
        case "json": "application/json"
        case "png": "image/png"
        case "svg": "image/svg+xml"
        case "txt": "text/plain; charset=utf-8"
        default: "application/octet-stream"
        }
    }

    /// A path as a message may show it: control characters dropped, at most 200 characters.
    static func printable(_ s: String) -> String {
        String(s.unicodeScalars.filter { !$0.properties.isDefaultIgnorableCodePoint && $0.value >= 0x20 && $0.value != 0x7F }
            .map(Character.init).prefix(200))
    }
}
