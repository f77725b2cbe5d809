import Foundation
import PreviewRegistry

/// The `previews` command-line tool, as a library: a package's own executable runs it over
/// its previews with one line,
///
/// ```swift
/// import MyPreviews
/// import PreviewCommand
///
/// await PreviewCommand.main(sources: PreviewIndex.sources)
/// ```
public enum PreviewCommand {
    /// Runs a verb and exits with its status: 0 success, 1 differences found, 2 bad usage or
    /// input.
    @MainActor
    public static func main(sources: [any PreviewSource.Type]) async -> Never {
        let status = await run(sources: sources, arguments: Array(CommandLine.arguments.dropFirst()))
        exit(status)
    }

    /// Where a line of the tool's output goes.
    public enum Stream: Sendable { case output, error }

    /// Runs a verb (`arguments` without the program name) and returns the exit status. Lines
    /// go to standard output and error, or to `sink` when one is given.
    @MainActor
    public static func run(
        sources: [any PreviewSource.Type], arguments: [String],
        workingDirectory: URL = URL(fileURLWithPath: FileManager.default.currentDirectoryPath),
        sink: (@Sendable (Stream, String) -> Void)? = nil
    ) async -> Int32 {
        let console = Console(sink: sink)
        let tool = Tool(sources: sources, console: console, workingDirectory: workingDirectory)
        guard let verb = arguments.first, verb != "--help", verb != "-h", verb != "help" || arguments.count > 1 else {
            console.out(Tool.overview)
            return arguments.isEmpty ? 2 : 0
        }
        var rest = Array(arguments.dropFirst())
        var name = verb
        if verb == "help", let target = rest.first {
            name = target
            rest = ["--help"]
        }
        guard let command = Tool.verbs[name] else {
            console.error("previews: unknown verb \"\(name)\"; verbs: \(Tool.verbNames.joined(separator: ", ")) (see `previews --help`)")
            return 2
        }
        do {
            let parsed = try command.spec.parse(rest)
            if parsed.has("help") {
                console.out(command.spec.help)
                return 0
            }
            return try await command.run(tool, parsed)
        } catch let error as UsageError {
            console.error(error.message)
            return 2
        } catch {
            console.error("previews \(name): \(error)")
            return 2
        }
    }
}

/// A verb: what it accepts and what it does.
struct Verb {
    let spec: CommandSpec
    let run: @MainActor (Tool, ParsedArguments) async throws -> Int32
}

/// Shared state of one run of the tool.
@MainActor
final class Tool {
    let sources: [any PreviewSource.Type]
    let console: Console
    let workingDirectory: URL
    private var cachedRegistry: Registry?

    init(sources: [any PreviewSource.Type], console: Console, workingDirectory: URL) {
        self.sources = sources
        self.console = console
        self.workingDirectory = workingDirectory
    }

    func registry() throws -> Registry {
        if let cachedRegistry { return cachedRegistry }
        let r = try Registry(sources: sources)
        cachedRegistry = r
        return r
    }

    /// A path from the command line, relative to the working directory.
    func url(_ path: String) -> URL {
        path.hasPrefix("/") ? URL(fileURLWithPath: path) : workingDirectory.appendingPathComponent(path)
    }

    /// The entries matching a filter, or a usage error that says what exists.
    func entries(_ filter: String?, verb: String) throws -> [SnapshotEntry] {
        let registry = try registry()
        let matched = registry.entries(matching: filter)
        if matched.isEmpty {
            let names = registry.previews.map(\.name).joined(separator: ", ")
            throw UsageError(message: "previews \(verb): no snapshot matches \"\(filter ?? "")\"; previews: \(names) (see `previews list`)")
        }
        return matched
    }

    static let verbs: [String: Verb] = [
        "list": ListVerb.verb, "render": RenderVerb.verb, "check": CheckVerb.check, "record": CheckVerb.record,
        "diff": DiffVerb.verb, "gallery": GalleryVerb.verb,
    ]
    static let verbNames = ["list", "render", "check", "record", "diff", "gallery"]

    static let overview = """
        usage: previews <verb> [options]

        Renders SwiftUI-style previews to PNG and SVG, checks them against Snapshots/, and
        writes an HTML gallery.

        verbs:
          list [FILTER]        every preview, state and variant (--json for tools)
          render [FILTER]      draw them to .build/previews/ (PNG and SVG)
          check [FILTER]       compare renders with Snapshots/; exit 1 on any difference
          record [FILTER]      write references that are missing or differ into Snapshots/
          diff A.png B.png     compare two images
          gallery [FILTER]     write the HTML gallery to .build/gallery/

        FILTER is a case-insensitive part of `preview/state-variant`.
        `previews <verb> --help` shows a verb's options. Exit status: 0 success, 1 differences,
        2 bad usage or input.
        """

    /// Default jobs: the number of cores.
    static var defaultJobs: Int { ProcessInfo.processInfo.activeProcessorCount }
}
