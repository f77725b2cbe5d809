/// What a FILTER on the command line selects. Two forms:
///
/// - `cups` — every snapshot whose `preview/state-variant` name contains it, ignoring case;
/// - `=cups-of-water/expanded-dark` — exactly that snapshot (`=cups-of-water` selects one
///   preview, `=cups-of-water/expanded` one state in every variant).
///
/// Both accept the file names that `list` and reports print, with or without the scale and
/// extension and a leading `Snapshots/`: `cups-of-water/expanded-dark@2x.png` pasted from a
/// report selects that snapshot.
public struct SnapshotFilter: Sendable, Hashable, CustomStringConvertible {
    public let isExact: Bool
    /// The name part, lower-cased, without scale or extension.
    public let name: String

    public init(_ raw: String) {
        var s = Substring(raw)
        while s.first == " " { s.removeFirst() }
        while s.last == " " { s.removeLast() }
        isExact = s.first == "="
        if isExact { s.removeFirst() }
        name = Self.entryName(fromPath: String(s)).lowercased()
    }

    public var description: String { (isExact ? "=" : "") + name }

    /// `Snapshots/card/plain-light@2x.png` → `card/plain-light`.
    public static func entryName(fromPath path: String) -> String {
        var s = Substring(path)
        if s.hasPrefix("Snapshots/") { s = s.dropFirst("Snapshots/".count) }
        // A transition's reference and filmstrip are the snapshot's too.
        for ext in [".motion.png", ".filmstrip.png", ".png", ".svg"] where s.hasSuffix(ext) {
            s = s.dropLast(ext.count)
            break
        }
        if let at = s.lastIndex(of: "@") {
            let scale = s[s.index(after: at)...]
            if scale.count == 2, scale.last == "x", let digit = scale.first, digit.isNumber { s = s[..<at] }
        }
        return String(s)
    }

    public func matches(_ entry: SnapshotEntry) -> Bool {
        if isExact {
            return entry.name == name || entry.preview == name || "\(entry.preview)/\(entry.state)" == name
        }
        return entry.name.lowercased().contains(name)
    }

    /// For a name that is not an entry of the registry (an orphaned reference's).
    public func matches(name other: String) -> Bool {
        let other = other.lowercased()
        if isExact {
            return other == name || other.split(separator: "/").first.map(String.init) == name
        }
        return other.contains(name)
    }
}
