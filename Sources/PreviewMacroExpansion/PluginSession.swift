import FoundationEssentials

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The plugin side of the compiler's plugin protocol: frames in, frames out. A frame is an
/// 8-byte little-endian length followed by that many bytes of JSON.
public enum PluginSession {
    /// The protocol version this plugin speaks (the compiler takes the lower of its own and
    /// this).
    static let protocolVersion = 7

    /// Answers one message (the JSON of a frame); nil for messages that need no answer.
    public static func reply(to message: [UInt8]) -> [UInt8]? {
        // The compiler sends an empty frame when it probes whether the plugin is alive.
        guard !message.isEmpty else { return nil }
        let reply: PluginReply
        do {
            let decoded = try JSONDecoder().decode(HostMessage.self, from: Data(message))
            guard let r = answer(decoded) else { return nil }
            reply = r
        } catch {
            reply = .expansion(source: nil, diagnostics: [
                MacroDiagnostic("PreviewMacros could not read the compiler's message (\(error)); is this a compiler it supports?", fileName: "", offset: 0)
            ])
        }
        return (try? JSONEncoder().encode(reply)).map { Array($0) }
    }

    static func answer(_ message: HostMessage) -> PluginReply? {
        switch message {
        case .getCapability:
            return .capability(protocolVersion: protocolVersion)
        case .expandFreestandingMacro(let macro, let discriminator, let syntax, let lexicalContext):
            guard macro.typeName == "PreviewMacro" else {
                return .expansion(source: nil, diagnostics: [unknownMacro(macro, syntax)])
            }
            let result = PreviewMacro.expand(syntax, discriminator: discriminator, lexicalContext: lexicalContext)
            return .expansion(source: result.source, diagnostics: result.diagnostics)
        case .expandAttachedMacro(let macro, let role, _, let declaration, let lexicalContext):
            switch macro.typeName {
            case "PreviewableMacro":
                let diagnostics = PreviewableMacro.check(declaration, lexicalContext: lexicalContext)
                return .expansion(source: diagnostics.isEmpty ? "" : nil, diagnostics: diagnostics)
            case "EntryMacro":
                let result = EntryMacro.expand(role: role, declaration, lexicalContext: lexicalContext)
                return .expansion(source: result.source, diagnostics: result.diagnostics)
            default:
                return .expansion(source: nil, diagnostics: [unknownMacro(macro, declaration)])
            }
        case .loadPluginLibrary:
            return .pluginLibraryNotLoaded
        case .unknown:
            return nil
        }
    }

    private static func unknownMacro(_ macro: MacroReference, _ syntax: SyntaxText) -> MacroDiagnostic {
        MacroDiagnostic("PreviewMacros has no macro \(macro.typeName)", fileName: syntax.location.fileName, offset: syntax.location.offset)
    }

    /// Serves the compiler on standard input and output until it closes them.
    public static func serve() -> Never {
        while let message = readFrame() {
            if let reply = reply(to: message) {
                writeFrame(reply)
            }
        }
        exit(0)
    }

    private static func readExactly(_ count: Int) -> [UInt8]? {
        var buffer = [UInt8](repeating: 0, count: count)
        var got = 0
        while got < count {
            let n = buffer.withUnsafeMutableBytes { read(0, $0.baseAddress! + got, count - got) }
            if n < 0, errno == EINTR { continue }
            if n <= 0 { return nil }
            got += n
        }
        return buffer
    }

    private static func readFrame() -> [UInt8]? {
        guard let header = readExactly(8) else { return nil }
        var length: UInt64 = 0
        for (k, byte) in header.enumerated() { length |= UInt64(byte) << (8 * UInt64(k)) }
        guard length < 1 << 31 else { return nil }
        return length == 0 ? [] : readExactly(Int(length))
    }

    private static func writeFrame(_ bytes: [UInt8]) {
        var frame: [UInt8] = (0..<8).map { UInt8(truncatingIfNeeded: UInt64(bytes.count) >> (8 * UInt64($0))) }
        frame += bytes
        var sent = 0
        while sent < frame.count {
            let n = frame.withUnsafeBytes { write(1, $0.baseAddress! + sent, frame.count - sent) }
            if n < 0, errno == EINTR { continue }
            if n <= 0 { exit(1) }
            sent += n
        }
    }
}
