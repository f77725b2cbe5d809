import Foundation

/// The canvas's server: the gallery's pages and images from one folder, behind the request
/// policy (loopback `Host` only; the run's token and no foreign `Origin` for anything that
/// changes state), with actions by path for the requests that change state.
public final class CanvasServer: Sendable {
    public typealias Action = @Sendable (HTTPRequest) -> HTTPResponse

    private let server: HTTPServer
    public let policy: RequestPolicy
    public let site: SiteFiles
    /// What the pages hear at `GET /events`.
    public let events = EventHub()

    /// The loopback address the canvas listens on unless told otherwise.
    public static let loopback = "127.0.0.1"

    /// Serves `root` on `address`:`port` (0: any free port). `actions` answer POSTs to their
    /// paths (`/api/record`), once the policy lets the request through.
    public init(root: URL, address: String = CanvasServer.loopback, port: UInt16, token: String = RequestPolicy.makeToken(),
                actions: [String: Action] = [:]) throws(HTTPServerError) {
        let site = SiteFiles(root: root)
        // The policy needs the bound port, which is known once listening: requests wait for it.
        let box = PolicyBox()
        let events = self.events
        server = try HTTPServer(address: address, port: port) { request in
            guard let policy = box.policy else { return .text(503, "starting") }
            if let refusal = policy.refusal(of: request) { return refusal }
            switch request.method {
            case "GET" where request.path == "/events":
                return .eventStream(events)
            case "GET", "HEAD":
                guard let path = SiteFiles.decodedPath(request.path) else {
                    return .text(400, "the path \(SiteFiles.printable(request.path)) is not one this server serves")
                }
                var response = site.response(for: path)
                if request.method == "HEAD" { response.body = [] }
                return response
            case "POST":
                guard let action = actions[request.path] else { return .text(404, "no action at \(SiteFiles.printable(request.path))") }
                return action(request)
            default:
                return HTTPResponse(status: 405, headers: [("Allow", "GET, HEAD, POST"), ("Content-Type", "text/plain; charset=utf-8")],
                                    body: Array("method \(SiteFiles.printable(request.method)) is not allowed\n".utf8))
            }
        }
        policy = RequestPolicy(address: address, port: server.port, token: token)
        box.policy = policy
        server.closesOnStop(events)
        self.site = site
    }

    public var port: UInt16 { server.port }
    public var address: String { server.address }

    /// The address to open: the index page, with the token for the page's own requests.
    public var url: String { "http://\(address == CanvasServer.loopback ? "127.0.0.1" : address):\(port)/index.html#token=\(policy.token)" }

    public func stop() { server.stop() }

    private final class PolicyBox: @unchecked Sendable {
        private let lock = NSLock()
        private var value: RequestPolicy?
        var policy: RequestPolicy? {
            get { lock.lock(); defer { lock.unlock() }; return value }
            set { lock.lock(); value = newValue; lock.unlock() }
        }
    }
}
