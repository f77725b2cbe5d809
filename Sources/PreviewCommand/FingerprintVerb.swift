import Drawing
import Foundation
import PreviewTesting

/// `previews fingerprint`: the renderer this machine draws with (libraries and font files), and
/// with `--check` whether it is the one the references were recorded with: a CI job says so
/// before its checks fail on a changed font's anti-aliasing.
enum FingerprintVerb {
    static let spec = CommandSpec(
        verb: "fingerprint", synopsis: "[--check] [--snapshots DIR] [--json]",
        summary: """
            Prints the renderer's fingerprint: the versions of Cairo, Pango, FreeType, librsvg and
            libpng and a hash of every font file. With --check, compares it with the one recorded
            in Snapshots/renderer.json: exit 0 when they match, 1 when they differ (each
            difference named), 2 when none was recorded.
            """,
        flags: [("check", "compare with the recorded fingerprint"), ("json", "print the fingerprint as JSON")],
        options: [("snapshots", "DIR", "the reference folder (default Snapshots)")],
        positionals: 0...0, positionalHelp: [])

    static let verb = Verb(spec: spec) { tool, args in
        let current = try RendererFingerprint.current()
        if args.has("json") {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
            tool.console.out(String(decoding: try encoder.encode(current), as: UTF8.self))
        } else {
            tool.console.out(current.summary)
        }
        guard args.has("check") else { return 0 }
        let store = ReferenceStore(root: tool.url(args.value("snapshots") ?? "Snapshots"))
        guard let recorded = store.fingerprint() else {
            tool.console.error("\(ToolName.current) fingerprint: \(store.url(ReferenceStore.fingerprintFile).path) holds no fingerprint: record the references first (`\(ToolName.invocation) record`)")
            return 2
        }
        let differences = current.differences(from: recorded)
        if differences.isEmpty {
            tool.console.out("the references were recorded with this renderer")
            return 0
        }
        tool.console.error("the references were recorded with another renderer: \(differences.joined(separator: "; ")); checks may differ in anti-aliasing: record on this machine's image, or install the recorded versions")
        return 1
    }
}
