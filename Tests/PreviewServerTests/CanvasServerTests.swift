import Foundation
@testable import PreviewServer
import Testing

/// The canvas's server on 127.0.0.1: its pages, the DNS-rebinding guard, the token and origin
/// guard on state-changing requests, paths that try to leave its folder, and a bounded load.
@Suite("Canvas server")
struct CanvasServerTests {
    /// A site folder with a page, an image and a nested file, and a secret file beside it.
    static func site() throws -> (root: URL, outside: URL) {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("proofsheet-serve-\(UUID().uuidString)")
        let root = base.appendingPathComponent("site")
        try FileManager.default.createDirectory(at: root.appendingPathComponent("images/demo"), withIntermediateDirectories: true)
        try "<!DOCTYPE html><title>Canvas</title>".write(to: root.appendingPathComponent("index.html"), atomically: true, encoding: .utf8)
        try Data([0x89, 0x50, 0x4E, 0x47]).write(to: root.appendingPathComponent("images/demo/initial-light@2x.png"))
        let outside = base.appendingPathComponent("secret.txt")
        try "secret".write(to: outside, atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(at: root.appendingPathComponent("escape.txt"), withDestinationURL: outside)
        return (root, outside)
    }

    @Test("serves the site's files with their types, on loopback, on a free port")
    func servesFiles() throws {
        let (root, _) = try Self.site()
        defer { try? FileManager.default.removeItem(at: root.deletingLastPathComponent()) }
        let server = try CanvasServer(root: root, port: 0)
        defer { server.stop() }
        #expect(server.port > 0 && server.address == "127.0.0.1")
        #expect(server.url.hasPrefix("http://127.0.0.1:\(server.port)/index.html#token="))
        let page = try LoopbackClient.request(port: server.port, target: "/")
        #expect(page.status == 200 && page.text.contains("<title>Canvas</title>"))
        #expect(page.headers["content-type"] == "text/html; charset=utf-8")
        let image = try LoopbackClient.request(port: server.port, target: "/images/demo/initial-light@2x.png")
        #expect(image.status == 200 && image.headers["content-type"] == "image/png" && image.body == [0x89, 0x50, 0x4E, 0x47])
        #expect(try LoopbackClient.request(port: server.port, target: "/nothing.html").status == 404)
    }

    @Test("a Host that is not the loopback name is refused (DNS rebinding)")
    func hostGuard() throws {
        let (root, _) = try Self.site()
        defer { try? FileManager.default.removeItem(at: root.deletingLastPathComponent()) }
        let server = try CanvasServer(root: root, port: 0)
        defer { server.stop() }
        for host in ["evil.example:\(server.port)", "127.0.0.1", "127.0.0.1:1", "localhost.evil.example:\(server.port)"] {
            let r = try LoopbackClient.request(port: server.port, target: "/index.html", headers: [("Host", host)])
            #expect(r.status == 421, "\(host)")
        }
        #expect(try LoopbackClient.request(port: server.port, target: "/index.html", headers: [("Host", "localhost:\(server.port)")]).status == 200)
    }

    @Test("state-changing requests need the run's token and no foreign Origin")
    func tokenAndOrigin() throws {
        let (root, _) = try Self.site()
        defer { try? FileManager.default.removeItem(at: root.deletingLastPathComponent()) }
        let server = try CanvasServer(root: root, port: 0, token: "t0ken", actions: ["/api/echo": { .text(200, "did \(String(decoding: $0.body, as: UTF8.self))") }])
        defer { server.stop() }
        let port = server.port
        let body = Array("it".utf8)
        #expect(try LoopbackClient.request(port: port, method: "POST", target: "/api/echo", body: body).status == 403)
        #expect(try LoopbackClient.request(port: port, method: "POST", target: "/api/echo", headers: [("X-Proofsheet-Token", "wrong")], body: body).status == 403)
        let foreign = try LoopbackClient.request(port: port, method: "POST", target: "/api/echo",
                                                 headers: [("X-Proofsheet-Token", "t0ken"), ("Origin", "https://evil.example")], body: body)
        #expect(foreign.status == 403 && foreign.text.contains("another origin"))
        let ok = try LoopbackClient.request(port: port, method: "POST", target: "/api/echo",
                                            headers: [("X-Proofsheet-Token", "t0ken"), ("Origin", "http://127.0.0.1:\(port)")], body: body)
        #expect(ok.status == 200 && ok.text == "did it\n")
        #expect(try LoopbackClient.request(port: port, method: "DELETE", target: "/index.html",
                                           headers: [("X-Proofsheet-Token", "t0ken")]).status == 405)
    }

    @Test("no file outside the folder: .., encoded and doubly encoded, backslashes, hidden files, symlinks")
    func traversal() throws {
        let (root, _) = try Self.site()
        defer { try? FileManager.default.removeItem(at: root.deletingLastPathComponent()) }
        let server = try CanvasServer(root: root, port: 0)
        defer { server.stop() }
        let attempts = [
            "/../secret.txt", "/images/../../secret.txt", "/%2e%2e/secret.txt", "/%2E%2E%2Fsecret.txt", "/images/%2e%2e/%2e%2e/secret.txt",
            "/%252e%252e/secret.txt", "/..%2fsecret.txt", "/..\\secret.txt", "/%5c..%5csecret.txt", "/escape.txt", "/.hidden",
            "//etc/passwd", "/images//demo/initial-light@2x.png", "/%00index.html", "/index.html%00.png", "/images/demo/..",
        ]
        for target in attempts {
            let r = try LoopbackClient.request(port: server.port, target: target)
            // Refused or not found, and never the file's bytes (error messages may echo the path).
            #expect(r.status == 404 || r.status == 400, "\(target): \(r.status) \(r.text)")
            #expect(r.text != "secret" && !r.text.hasPrefix("secret"), "\(target) leaked the file")
        }
    }

    @Test("1,000 requests from 20 concurrent clients: every one answered, no descriptor left open")
    func boundedLoad() async throws {
        let (root, _) = try Self.site()
        defer { try? FileManager.default.removeItem(at: root.deletingLastPathComponent()) }
        let server = try CanvasServer(root: root, port: 0)
        let port = server.port
        let statuses = try await withThrowingTaskGroup(of: [Int].self) { group in
            for client in 0..<20 {
                group.addTask {
                    try (0..<50).map { i in
                        let target = (client + i) % 3 == 0 ? "/images/demo/initial-light@2x.png" : (i % 7 == 0 ? "/../secret.txt" : "/index.html")
                        return try LoopbackClient.request(port: port, target: target).status
                    }
                }
            }
            var all: [Int] = []
            for try await s in group { all += s }
            return all
        }
        #expect(statuses.count == 1000)
        #expect(statuses.allSatisfy { $0 == 200 || $0 == 404 })
        #expect(try Self.socketsHeld(onPort: port) >= 1, "the listening socket")
        server.stop()
        // Every socket of the server's port that a process holds (listening, connections) is
        // closed; what is left is TIME_WAIT, which no descriptor holds.
        #expect(try Self.socketsHeld(onPort: port) == 0)
    }

    @Test("an address that is not IPv4, or a port in use, is a clear error")
    func startErrors() throws {
        let (root, _) = try Self.site()
        defer { try? FileManager.default.removeItem(at: root.deletingLastPathComponent()) }
        #expect(throws: HTTPServerError.notIPv4("localhost")) { try CanvasServer(root: root, address: "localhost", port: 0) }
        let first = try CanvasServer(root: root, port: 0)
        defer { first.stop() }
        #expect(throws: HTTPServerError.cannotListen(address: "127.0.0.1", port: first.port)) {
            try CanvasServer(root: root, port: first.port)
        }
    }

    /// TCP sockets on 127.0.0.1 with `port` as their local port that a descriptor still holds
    /// (a non-zero inode in /proc/net/tcp), in this process's network namespace.
    static func socketsHeld(onPort port: UInt16) throws -> Int {
        let table = try String(contentsOfFile: "/proc/net/tcp", encoding: .utf8)
        let hex = String(format: "%04X", port)
        return table.split(separator: "\n").dropFirst().filter { line in
            let f = line.split(separator: " ", omittingEmptySubsequences: true)
            guard f.count > 9 else { return false }
            return f[1].hasSuffix(":" + hex) && f[9] != "0"
        }.count
    }
}

@Suite("Canvas server events")
struct CanvasEventTests {
    @Test("a page at /events hears what is published, in order; stopping the server ends the stream")
    func serverSentEvents() throws {
        let (root, _) = try CanvasServerTests.site()
        defer { try? FileManager.default.removeItem(at: root.deletingLastPathComponent()) }
        let server = try CanvasServer(root: root, port: 0)
        let events = try LoopbackClient.events(port: server.port, count: 2) {
            // The stream has begun: the page is listening.
            for _ in 0..<100 where server.events.listeners == 0 { Thread.sleep(forTimeInterval: 0.01) }
            server.events.publish("images", #"{"changed":["demo/initial-light@2x.png"]}"#)
            server.events.publish("build", "line one\nline two")
        }
        #expect(events == [
            #"event: images"# + "\n" + #"data: {"changed":["demo/initial-light@2x.png"]}"#,
            "event: build\ndata: line one\ndata: line two",
        ])
        server.stop()
        #expect(server.events.listeners == 0)
    }

    @Test("a page that opens while the build is broken hears the errors first; a good build clears them")
    func standingEvents() throws {
        let (root, _) = try CanvasServerTests.site()
        defer { try? FileManager.default.removeItem(at: root.deletingLastPathComponent()) }
        let server = try CanvasServer(root: root, port: 0)
        defer { server.stop() }
        server.events.publish("build-error", #"{"errors":[]}"#, standing: true)
        let late = try LoopbackClient.events(port: server.port, count: 1) {}
        #expect(late == [#"event: build-error"# + "\n" + #"data: {"errors":[]}"#])
        server.events.publish("images", #"{"changed":[]}"#, clearsStanding: true)
        let later = try LoopbackClient.events(port: server.port, count: 1) {
            for _ in 0..<100 where server.events.listeners == 0 { Thread.sleep(forTimeInterval: 0.01) }
            server.events.publish("building", "{}")
        }
        #expect(later == ["event: building\ndata: {}"])
    }
}
