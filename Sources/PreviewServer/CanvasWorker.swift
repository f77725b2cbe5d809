import Foundation

/// A child process of the user's latest build that stays up between requests: the canvas asks
/// it for frames (a click, a variant chosen on the page) one line at a time, so a click costs
/// a render and not a process start. The user's code runs only in the child: a crash or a
/// `fatalError` ends it, the request says so, and the next request starts a new one.
///
/// The protocol is a line of JSON in; the answer is the first line out that starts with
/// `replyPrefix` (anything else the user's code prints is passed to `onOutput`).
public final class CanvasWorker: @unchecked Sendable {
    /// How an answer line starts, so that a `print` in the user's code is never taken for one.
    public static let replyPrefix = "@proofsheet-reply "

    public enum Failure: Error, Equatable, CustomStringConvertible {
        case cannotStart(String)
        /// The child ended before answering (a crash, `fatalError`, `exit`): its last output.
        case ended(status: Int32, output: String)
        case timedOut(seconds: Double)

        public var description: String {
            switch self {
            case .cannotStart(let command): return "cannot start \(command)"
            case .ended(let status, let output):
                let tail = output.split(separator: "\n").suffix(8).joined(separator: "\n")
                return "the preview ended the canvas's worker (status \(status))" + (tail.isEmpty ? "" : ":\n\(tail)")
            case .timedOut(let seconds): return "no frame after \(Int(seconds)) s: the worker was stopped"
            }
        }
    }

    private let command: [String]
    private let folder: URL
    private let timeout: Double
    private let onOutput: @Sendable (String) -> Void
    /// One request at a time (the child answers in order).
    private let requestLock = NSLock()
    private let lock = NSLock()
    private var child: Running?

    /// A started child and what it has written so far.
    private final class Running: @unchecked Sendable {
        let process: Process
        let input: FileHandle
        let condition = NSCondition()
        var lines: [String] = []
        var partial: [UInt8] = []
        var output: [String] = []
        var ended = false

        init(process: Process, input: FileHandle) {
            self.process = process
            self.input = input
        }
    }

    /// `command` is started in `folder` on the first request (or by `restart()`), and again
    /// whenever the last one ended.
    public init(command: [String], in folder: URL, timeout: Double = 60, onOutput: @escaping @Sendable (String) -> Void = { _ in }) {
        self.command = command
        self.folder = folder
        self.timeout = timeout
        self.onOutput = onOutput
        // A child that died leaves its pipe closed: writing to it must fail, not end the server.
        signal(SIGPIPE, SIG_IGN)
    }

    deinit { stop() }

    /// Stops the running child and starts a fresh one (after a new build, so that its first
    /// request does not wait for the start).
    public func restart() {
        stop()
        lock.lock()
        defer { lock.unlock() }
        if child == nil { child = try? launch() }
    }

    /// Stops the child, if one runs.
    public func stop() {
        lock.lock()
        let old = child
        child = nil
        lock.unlock()
        guard let old else { return }
        try? old.input.close()
        if old.process.isRunning { old.process.terminate() }
    }

    /// Sends one request line and waits for its answer (without the prefix).
    public func ask(_ request: String) -> Result<String, Failure> {
        requestLock.lock()
        defer { requestLock.unlock() }
        let running: Running
        lock.lock()
        if let c = child, !c.ended {
            running = c
        } else {
            do {
                running = try launch()
                child = running
            } catch {
                lock.unlock()
                return .failure(error)
            }
        }
        lock.unlock()
        running.condition.lock()
        running.lines.removeAll()
        running.condition.unlock()
        do {
            try running.input.write(contentsOf: Array((request.replacingOccurrences(of: "\n", with: " ") + "\n").utf8))
        } catch {
            return .failure(ended(running))
        }
        let deadline = Date().addingTimeInterval(timeout)
        running.condition.lock()
        // The end of its output says the child ended, unless another child started meanwhile
        // holds a copy of the pipe: then its exit does, once what it wrote has been read.
        var exitedAt: Date?
        while running.lines.isEmpty && !running.ended && Date() < deadline {
            _ = running.condition.wait(until: min(deadline, Date().addingTimeInterval(0.1)))
            if !running.process.isRunning {
                if let at = exitedAt {
                    if Date().timeIntervalSince(at) > 0.3 { running.ended = true }
                } else {
                    exitedAt = Date()
                }
            }
        }
        let line = running.lines.first
        if line != nil { running.lines.removeFirst() }
        let isEnded = running.ended
        running.condition.unlock()
        if let line { return .success(line) }
        if isEnded { return .failure(ended(running)) }
        // No answer in time: this child is stuck (an endless loop in a view's body?).
        stop()
        return .failure(.timedOut(seconds: timeout))
    }

    private func ended(_ running: Running) -> Failure {
        running.process.waitUntilExit()
        running.condition.lock()
        let output = running.output.joined(separator: "\n")
        running.condition.unlock()
        lock.lock()
        if child === running { child = nil }
        lock.unlock()
        return .ended(status: running.process.terminationStatus, output: output)
    }

    private func launch() throws(Failure) -> Running {
        guard let first = command.first else { throw .cannotStart("(no command)") }
        let p = Process()
        p.executableURL = URL(fileURLWithPath: first.hasPrefix("/") ? first : "/usr/bin/env")
        p.arguments = first.hasPrefix("/") ? Array(command.dropFirst()) : command
        p.currentDirectoryURL = folder
        let stdin = Pipe(), stdout = Pipe()
        p.standardInput = stdin
        p.standardOutput = stdout
        p.standardError = stdout
        let running = Running(process: p, input: stdin.fileHandleForWriting)
        let onOutput = self.onOutput
        stdout.fileHandleForReading.readabilityHandler = { handle in
            let data = handle.availableData
            running.condition.lock()
            defer { running.condition.broadcast(); running.condition.unlock() }
            if data.isEmpty {
                running.ended = true
                handle.readabilityHandler = nil
                return
            }
            running.partial.append(contentsOf: data)
            while let newline = running.partial.firstIndex(of: 10) {
                let line = String(decoding: running.partial[..<newline], as: UTF8.self)
                running.partial.removeSubrange(...newline)
                if line.hasPrefix(CanvasWorker.replyPrefix) {
                    running.lines.append(String(line.dropFirst(CanvasWorker.replyPrefix.count)))
                } else {
                    running.output.append(line)
                    if running.output.count > 200 { running.output.removeFirst(running.output.count - 200) }
                    onOutput(line)
                }
            }
        }
        do { try p.run() } catch { throw .cannotStart(command.joined(separator: " ")) }
        return running
    }
}
