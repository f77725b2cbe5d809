import Foundation

/// A command run to its end in a child process, with its output (standard output and error
/// together): what the canvas runs its user's code in, so a crash ends only the child.
public enum ChildProcess {
    /// Starts `command` (an absolute path, or a name looked up on PATH) in `folder`; nil when it
    /// cannot start. `started` receives the process (to stop it early).
    public static func start(_ command: [String], in folder: URL) -> (Process, Pipe)? {
        guard let first = command.first else { return nil }
        let p = Process()
        p.executableURL = URL(fileURLWithPath: first.hasPrefix("/") ? first : "/usr/bin/env")
        p.arguments = first.hasPrefix("/") ? Array(command.dropFirst()) : command
        p.currentDirectoryURL = folder
        let pipe = Pipe()
        p.standardOutput = pipe
        p.standardError = pipe
        p.standardInput = FileHandle.nullDevice
        do { try p.run() } catch { return nil }
        return (p, pipe)
    }

    /// Waits for a started child: its status and output. `onLine` hears each line of the
    /// output as it comes (without its newline).
    public static func finish(_ child: (Process, Pipe), onLine: ((String) -> Void)? = nil) -> (status: Int32, output: String) {
        let handle = child.1.fileHandleForReading
        var data = Data()
        if let onLine {
            var pending = Data()
            while true {
                let chunk = handle.availableData
                if chunk.isEmpty { break }
                data.append(chunk)
                pending.append(chunk)
                while let newline = pending.firstIndex(of: 0x0A) {
                    onLine(String(decoding: pending[pending.startIndex..<newline], as: UTF8.self))
                    pending.removeSubrange(pending.startIndex...newline)
                }
            }
            if !pending.isEmpty { onLine(String(decoding: pending, as: UTF8.self)) }
        } else {
            data = handle.readDataToEndOfFile()
        }
        child.0.waitUntilExit()
        return (child.0.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    /// Runs `command` to its end; nil when it cannot start.
    public static func run(_ command: [String], in folder: URL) -> (status: Int32, output: String)? {
        start(command, in: folder).map { finish($0) }
    }
}
