import Drawing
import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// What the canvas's browser tests share: where the collapse indicator's chevron is (from the
/// fixture's own accessibility tree) with the keyboard presses that reach it, and `serve`
/// running on the fixture package.
struct ChevronProbe {
    /// The chevron's middle, in points (rounded to 0.1).
    let tap: [Double]
    /// Arrow presses (8 pt each, down when positive) from the picture's middle to the chevron.
    let downs: Int
    /// The code the page shows for the keyboard's tap.
    let keyCode: String
    /// The initial picture and its size in pixels.
    let initialPNG: Data
    let pixelSize: (width: Int, height: Int)

    static func find(_ fixture: SwiftUIPackageFixture, in folder: URL) throws -> ChevronProbe {
        let probe = folder.appendingPathComponent("probe")
        let drawn = try fixture.tool(["render", "=collapse-indicator/initial-light", "--accessibility", "--format", "png", "--output", probe.path])
        try #require(drawn.status == 0, "\(drawn)")
        let tree = try String(contentsOf: probe.appendingPathComponent("collapse-indicator/initial-light@2x.a11y.txt"), encoding: .utf8)
        let line = tree.split(separator: "\n").first { $0.contains("“chevron right” — button") }
        let chevron = String(try #require(line, "no chevron in\n\(tree)"))
        let numbers: [Double] = chevron[chevron.range(of: "[")!.upperBound...]
            .split(whereSeparator: { ", ×]".contains($0) }).compactMap { Double(String($0)) }
        try #require(numbers.count == 4, "\(chevron)")
        let midX = numbers[0] + numbers[2] / 2, midY = numbers[1] + numbers[3] / 2
        let tap = [(midX * 10).rounded() / 10, (midY * 10).rounded() / 10]
        // From the keyboard: the point starts in the picture's middle and moves 8 pt a press.
        let pngURL = probe.appendingPathComponent("collapse-indicator/initial-light@2x.png")
        let size = try PNGCodec.decode(contentsOf: pngURL)
        let start = [(Double(size.width) / 4 * 10).rounded() / 10, (Double(size.height) / 4 * 10).rounded() / 10]
        let downs = Int(((midY - start[1]) / 8).rounded())
        let keyPoint = [start[0], ((start[1] + Double(downs) * 8) * 10).rounded() / 10]
        try #require(abs(keyPoint[0] - midX) < numbers[2] / 2 && abs(keyPoint[1] - midY) < numbers[3] / 2,
                     "the keyboard's point \(keyPoint) misses the chevron \(chevron)")
        func text(_ v: Double) -> String { v == v.rounded() ? String(Int(v)) : String(v) }
        return ChevronProbe(tap: tap, downs: downs, keyCode: ".tapPoint(x: \(text(keyPoint[0])), y: \(text(keyPoint[1])))",
                            initialPNG: try Data(contentsOf: pngURL), pixelSize: (size.width, size.height))
    }

    /// The arrow keys that move the point to the chevron.
    var keys: [String] { Array(repeating: downs >= 0 ? "ArrowDown" : "ArrowUp", count: abs(downs)) }
}

/// `serve collapse-indicator` on the fixture package, on a free port, without CI's variables
/// (as on a developer's machine: on CI the canvas rightly refuses to record).
final class ServedCanvas {
    let process = Process()
    let log = Log()
    private(set) var url = ""

    init(_ fixture: SwiftUIPackageFixture) async throws {
        process.executableURL = fixture.root.appendingPathComponent(".build/debug/PreviewsTool")
        process.arguments = ["serve", "collapse-indicator", "--port", "0"]
        process.currentDirectoryURL = fixture.root
        process.environment = ProcessInfo.processInfo.environment.filter {
            !["CI", "GITHUB_ACTIONS", "GITLAB_CI", "BUILDKITE", "JENKINS_URL", "TEAMCITY_VERSION", "TF_BUILD"].contains($0.key)
        }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        pipe.fileHandleForReading.readabilityHandler = { [log] in log.append($0.availableData) }
        let end = Date().addingTimeInterval(120)
        while log.url == nil && Date() < end && process.isRunning { try await Task.sleep(for: .milliseconds(100)) }
        guard let url = log.url else {
            stop()
            throw CanvasFixtureFailure("serve did not say where it serves:\n\(log.text)")
        }
        self.url = url
    }

    /// The collapse indicator's page, with the run's token.
    var page: String { url.replacingOccurrences(of: "/index.html#", with: "/previews/collapse-indicator.html#") }

    func stop() {
        if process.isRunning { kill(process.processIdentifier, SIGINT) }
        process.waitUntilExit()
    }

    /// What the server printed, and the URL once it has said it.
    final class Log: @unchecked Sendable {
        private let lock = NSLock()
        private var data = Data()
        func append(_ d: Data) { lock.lock(); data.append(d); lock.unlock() }
        var text: String { lock.lock(); defer { lock.unlock() }; return String(decoding: data, as: UTF8.self) }
        var url: String? {
            guard let line = text.split(separator: "\n").first(where: { $0.contains("serving ") && $0.contains("http://") }),
                  let at = line.range(of: "http://") else { return nil }
            return String(line[at.lowerBound...])
        }
    }
}

struct CanvasFixtureFailure: Error, CustomStringConvertible {
    let description: String
    init(_ d: String) { description = d }
}
