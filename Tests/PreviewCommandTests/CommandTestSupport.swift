import Foundation
import PreviewCatalog
import PreviewCommand
import PreviewRegistry

/// Runs the tool in process and collects what it prints.
@MainActor
struct ToolRun {
    let status: Int32
    let output: [String]
    let errors: [String]

    var text: String { output.joined(separator: "\n") }
    var errorText: String { errors.joined(separator: "\n") }

    final class Lines: @unchecked Sendable {
        let lock = NSLock()
        var output: [String] = []
        var errors: [String] = []
    }

    /// Runs the tool over the catalogue's sources; `#Preview`s of the test binary join only
    /// when `discovering` (other test targets declare some).
    static func run(
        _ arguments: [String], in folder: URL, sources: [any PreviewSource.Type] = PreviewIndex.sources,
        discovering: Bool = false, toolName: String = "previews"
    ) async -> ToolRun {
        let lines = Lines()
        let status = await PreviewCommand.run(
            sources: sources, discoveringMacroPreviews: discovering, arguments: arguments, toolName: toolName,
            workingDirectory: folder
        ) { stream, line in
            lines.lock.lock()
            defer { lines.lock.unlock() }
            if stream == .output { lines.output.append(line) } else { lines.errors.append(line) }
        }
        return ToolRun(status: status, output: lines.output, errors: lines.errors)
    }
}

/// A fresh temporary folder, removed by the caller.
func temporaryFolder(_ name: String = #function) throws -> URL {
    let url = FileManager.default.temporaryDirectory
        .appendingPathComponent("proofsheet-cli-\(name.filter(\.isLetter))-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

/// Every file under a folder, relative paths, sorted.
func files(in folder: URL) -> [String] {
    let base = folder.standardizedFileURL.path + "/"
    var out: [String] = []
    if let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey]) {
        for case let url as URL in walker where (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true {
            out.append(url.standardizedFileURL.path.replacingOccurrences(of: base, with: ""))
        }
    }
    return out.sorted()
}
