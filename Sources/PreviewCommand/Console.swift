import Foundation

/// Where the tool writes: results to standard output, errors and progress to standard error.
/// On a terminal, progress is one line redrawn in place; otherwise only summaries are printed.
final class Console: @unchecked Sendable {
    let isTerminal: Bool
    private let lock = NSLock()
    private var progressShown = false
    /// Receives every line instead of the standard streams (for tests).
    private let sink: (@Sendable (PreviewCommand.Stream, String) -> Void)?

    init(isTerminal: Bool = isatty(STDERR_FILENO) != 0, sink: (@Sendable (PreviewCommand.Stream, String) -> Void)? = nil) {
        self.isTerminal = sink == nil && isTerminal
        self.sink = sink
    }

    func out(_ line: String) {
        lock.lock(); defer { lock.unlock() }
        clearProgress()
        if let sink { sink(.output, line); return }
        FileHandle.standardOutput.write(Data((line + "\n").utf8))
    }

    func error(_ line: String) {
        lock.lock(); defer { lock.unlock() }
        clearProgress()
        if let sink { sink(.error, line); return }
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }

    /// `[done/total] what` on a terminal; nothing otherwise.
    func progress(_ done: Int, _ total: Int, _ what: String) {
        guard isTerminal else { return }
        lock.lock(); defer { lock.unlock() }
        let line = "[\(done)/\(total)] \(what)"
        FileHandle.standardError.write(Data(("\r\u{1B}[K" + line.prefix(120)).utf8))
        progressShown = true
    }

    func endProgress() {
        lock.lock(); defer { lock.unlock() }
        clearProgress()
    }

    private func clearProgress() {
        if progressShown {
            FileHandle.standardError.write(Data("\r\u{1B}[K".utf8))
            progressShown = false
        }
    }
}

/// Seconds since `start`, for summaries.
func elapsed(since start: ContinuousClock.Instant) -> String {
    let d = ContinuousClock.now - start
    let seconds = Double(d.components.seconds) + Double(d.components.attoseconds) / 1e18
    return String(format: "%.2f s", seconds)
}
