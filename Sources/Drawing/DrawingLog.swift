import Foundation

/// Warnings from drawing (an unknown symbol, say), written to standard error once per message
/// per process. Tests and tools can also read what was said.
public enum DrawingLog {
    private final class State: @unchecked Sendable {
        let lock = NSLock()
        var said: Set<String> = []
        var messages: [String] = []
    }
    private static let state = State()

    /// Writes `message` to standard error unless it was written before.
    public static func warnOnce(_ message: String) {
        state.lock.lock()
        let new = state.said.insert(message).inserted
        if new { state.messages.append(message) }
        state.lock.unlock()
        if new { FileHandle.standardError.write(Data("warning: \(message)\n".utf8)) }
    }

    /// Every warning given so far in this process, in order.
    public static var warnings: [String] {
        state.lock.lock()
        defer { state.lock.unlock() }
        return state.messages
    }
}
