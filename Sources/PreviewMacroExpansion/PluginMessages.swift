import FoundationEssentials

// The messages of the compiler's plugin protocol, as far as PreviewMacros uses them. Each
// message is a JSON object with one key, the message's name; the compiler frames them with an
// 8-byte little-endian length. Fields the plugin does not read are ignored.

/// What the compiler asks.
enum HostMessage: Decodable, Equatable {
    case getCapability(protocolVersion: Int?)
    case expandFreestandingMacro(MacroReference, discriminator: String, syntax: SyntaxText, lexicalContext: [SyntaxText])
    /// `role` is the compiler's name of the role being expanded: `peer`, `accessor`, ….
    case expandAttachedMacro(
        MacroReference, role: String, discriminator: String, declaration: SyntaxText, lexicalContext: [SyntaxText])
    case loadPluginLibrary
    /// A message this plugin does not know (a newer compiler's); answered with nothing.
    case unknown(String)

    private enum Key: String, CodingKey {
        case getCapability, expandFreestandingMacro, expandAttachedMacro, loadPluginLibrary
    }

    private struct AnyKey: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init?(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    private struct Capability: Decodable {
        struct Inner: Decodable { var protocolVersion: Int? }
        var capability: Inner?
    }

    private struct Freestanding: Decodable {
        var macro: MacroReference
        var discriminator: String
        var syntax: SyntaxText
        var lexicalContext: [SyntaxText]?
    }

    private struct Attached: Decodable {
        var macro: MacroReference
        var macroRole: String?
        var discriminator: String
        var declSyntax: SyntaxText
        var lexicalContext: [SyntaxText]?
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: Key.self)
        if container.contains(.getCapability) {
            let c = try container.decode(Capability.self, forKey: .getCapability)
            self = .getCapability(protocolVersion: c.capability?.protocolVersion)
        } else if container.contains(.expandFreestandingMacro) {
            let m = try container.decode(Freestanding.self, forKey: .expandFreestandingMacro)
            self = .expandFreestandingMacro(m.macro, discriminator: m.discriminator, syntax: m.syntax, lexicalContext: m.lexicalContext ?? [])
        } else if container.contains(.expandAttachedMacro) {
            let m = try container.decode(Attached.self, forKey: .expandAttachedMacro)
            self = .expandAttachedMacro(
                m.macro, role: m.macroRole ?? "", discriminator: m.discriminator, declaration: m.declSyntax,
                lexicalContext: m.lexicalContext ?? [])
        } else if container.contains(.loadPluginLibrary) {
            self = .loadPluginLibrary
        } else {
            let any = try decoder.container(keyedBy: AnyKey.self)
            self = .unknown(any.allKeys.first?.stringValue ?? "")
        }
    }
}

/// Which macro the compiler expands: `#Preview` is `PreviewMacros.PreviewMacro`.
struct MacroReference: Codable, Equatable {
    var moduleName: String
    var typeName: String
    var name: String
}

/// Source the compiler sends: the text of a node (with its leading trivia) and where it is.
struct SyntaxText: Codable, Equatable {
    struct Location: Codable, Equatable {
        var fileID: String
        var fileName: String
        /// UTF-8 offset in the file of the start of `source`.
        var offset: Int
        /// 1-based line and column of the start of `source` (the start of the leading
        /// trivia, not of the node).
        var line: Int
        var column: Int
    }

    var kind: String
    var source: String
    var location: Location
}

/// A diagnostic for the compiler to show, at a byte offset in a file.
public struct MacroDiagnostic: Codable, Equatable, Sendable, CustomStringConvertible {
    public enum Severity: String, Codable, Sendable { case error, warning, note }

    struct Position: Codable, Equatable, Sendable {
        var fileName: String
        var offset: Int
    }

    public var message: String
    public var severity: Severity
    var position: Position
    var highlights: [[String: String]] = []
    var notes: [[String: String]] = []
    var fixIts: [[String: String]] = []

    init(_ message: String, severity: Severity = .error, fileName: String, offset: Int) {
        self.message = message
        self.severity = severity
        position = Position(fileName: fileName, offset: offset)
    }

    /// UTF-8 offset in the file.
    public var offset: Int { position.offset }
    public var description: String { "\(severity.rawValue): \(message) (at offset \(offset))" }
}

/// What the plugin answers.
enum PluginReply: Encodable, Equatable {
    case capability(protocolVersion: Int)
    case expansion(source: String?, diagnostics: [MacroDiagnostic])
    case pluginLibraryNotLoaded

    private enum Key: String, CodingKey { case getCapabilityResult, expandMacroResult, loadPluginLibraryResult }

    private struct Capability: Encodable {
        struct Inner: Encodable { var protocolVersion: Int }
        var capability: Inner
    }

    private struct Expansion: Encodable {
        var expandedSource: String?
        var diagnostics: [MacroDiagnostic]
    }

    private struct Loaded: Encodable {
        var loaded: Bool
        var diagnostics: [MacroDiagnostic]
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        switch self {
        case .capability(let v):
            try container.encode(Capability(capability: .init(protocolVersion: v)), forKey: .getCapabilityResult)
        case .expansion(let source, let diagnostics):
            try container.encode(Expansion(expandedSource: source, diagnostics: diagnostics), forKey: .expandMacroResult)
        case .pluginLibraryNotLoaded:
            try container.encode(Loaded(loaded: false, diagnostics: []), forKey: .loadPluginLibraryResult)
        }
    }
}
