import Drawing
import Foundation
import Testing

/// Runs this test binary again as a child process, to compare what two processes draw.
///
/// The child runs one test only, `ChildProcessRenders.writeSamples`, which is enabled only when
/// `outputVariable` names a folder: it writes every sample's PNG (2x) and SVG there.
enum ChildProcess {
    static let outputVariable = "PROOFSHEET_DRAWING_CHILD_OUTPUT"

    /// This process's executable (the test bundle binary on Linux).
    static var executable: String {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
    }

    /// What the child wrote, by file name.
    struct Output {
        var files: [String: [UInt8]]
    }

    /// Runs the child with `environment` added to this process's, waits (at most `timeout`
    /// seconds) and returns what it wrote.
    static func renderSamples(extraEnvironment: [String: String] = [:], timeout: TimeInterval = 300) throws -> Output {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("proofsheet-child-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }

        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = ["--testing-library", "swift-testing", "--filter", "ChildProcessRenders"]
        var environment = ProcessInfo.processInfo.environment
        environment[outputVariable] = folder.path
        for (key, value) in extraEnvironment { environment[key] = value }
        process.environment = environment
        let log = folder.appendingPathComponent("child.log")
        FileManager.default.createFile(atPath: log.path, contents: nil)
        let handle = try FileHandle(forWritingTo: log)
        defer { try? handle.close() }
        process.standardOutput = handle
        process.standardError = handle
        try process.run()
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        if process.isRunning {
            process.terminate()
            throw ChildError(message: "the child process did not finish in \(Int(timeout)) s")
        }
        let text = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
        guard process.terminationStatus == 0 else {
            throw ChildError(message: "the child process exited with \(process.terminationStatus):\n\(text.suffix(3000))")
        }
        var files: [String: [UInt8]] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) where name != "child.log" {
            files[name] = Array(try Data(contentsOf: folder.appendingPathComponent(name)))
        }
        guard files["done"] != nil else {
            throw ChildError(message: "the child process wrote no samples (did its filter match?):\n\(text.suffix(3000))")
        }
        return Output(files: files)
    }

    struct ChildError: Error, CustomStringConvertible {
        var message: String
        var description: String { message }
    }
}

/// The child's side: enabled only in a child started by `ChildProcess.renderSamples`.
@Suite struct ChildProcessRenders {
    @Test(.enabled(if: ProcessInfo.processInfo.environment[ChildProcess.outputVariable] != nil))
    func writeSamples() throws {
        let folder = URL(fileURLWithPath: try #require(ProcessInfo.processInfo.environment[ChildProcess.outputVariable]))
        for (name, list) in DrawingSamples.all {
            let image = try RasterRenderer.render(list, scale: 2)
            try Data(DrawingTestSupport.png(image)).write(to: folder.appendingPathComponent("\(name).png"))
            try Data(SVGRenderer.render(list).utf8).write(to: folder.appendingPathComponent("\(name).svg"))
        }
        try Data().write(to: folder.appendingPathComponent("done"))
    }
}
