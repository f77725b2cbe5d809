import Foundation
import PreviewRegistry

/// The `previews` command-line tool, as a library: a package's own executable runs it over
/// its previews with one line,
///
/// ```swift
/// import MyUI
/// import PreviewCommand
///
/// await PreviewCommand.main(sources: PreviewIndex.sources)
/// ```
///
/// Every `#Preview` linked into the executable is found at run time; `sources` adds the
/// `PreviewSource`s and `PreviewProvider`s the build plugin indexed.
public enum PreviewCommand {
    /// Runs a verb and exits with its status: 0 success, 1 differences found, 2 bad usage or
    /// input. Messages name the tool as it was run (`swift run MyPreviewsTool record …`).
    @MainActor
    public static func main(sources: [any PreviewSource.Type] = []) async -> Never {
        let program = CommandLine.arguments.first.map { URL(fileURLWithPath: $0).lastPathComponent } ?? "previews"
        let status = await run(sources: sources, arguments: Array(CommandLine.arguments.dropFirst()), toolName: program)
        exit(status)
    }

    /// Where a line of the tool's output goes.
    public enum Stream: Sendable { case output, error }

    /// Runs a verb (`arguments` without the program name) and returns the exit status. Lines
    /// go to standard output and error, or to `sink` when one is given.
    /// - Parameters:
    ///   - discoveringMacroPreviews: whether the `#Preview`s of the process join `sources`.
    ///   - toolName: the executable's name, for messages (`swift run <toolName> record`).
    ///   - workingDirectory: where the tool was started; relative paths are resolved against
    ///     the package root above it (the nearest folder with a Package.swift), or against it
    ///     when there is none.
    @MainActor
    public static func run(
        sources: [any PreviewSource.Type], discoveringMacroPreviews: Bool = true, arguments: [String],
        toolName: String = "previews",
        workingDirectory: URL = URL(fileURLWithPath: FileManager.default.currentDirectoryPath),
        sink: (@Sendable (Stream, String) -> Void)? = nil
    ) async -> Int32 {
        await ToolName.$current.withValue(toolName) {
            await runVerb(sources: sources, discovering: discoveringMacroPreviews, arguments: arguments,
                          workingDirectory: workingDirectory, sink: sink)
        }
    }

    @MainActor
    private static func runVerb(
        sources: [any PreviewSource.Type], discovering: Bool, arguments: [String], workingDirectory: URL,
        sink: (@Sendable (Stream, String) -> Void)?
    ) async -> Int32 {
        let console = Console(sink: sink)
        let tool = Tool(sources: sources, console: console, workingDirectory: PackageRoot.find(from: workingDirectory) ?? workingDirectory)
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
            console.error("\(ToolName.current): unknown verb \"\(name)\"; verbs: \(Tool.verbNames.joined(separator: ", ")) (see `\(ToolName.invocation) --help`)")
            return 2
        }
        do {
            let parsed = try command.spec.parse(rest)
            if parsed.has("help") {
                console.out(command.spec.help)
                return 0
            }
            if name != "diff", discovering {
                tool.discovered = await PreviewDiscovery.macroPreviews()
            }
            if let list = parsed.value("variants") {
                do {
                    tool.variants = try PreviewVariant.matrix(parsing: list)
                } catch {
                    throw UsageError(message: "\(ToolName.current) \(name): --variants: \(error)")
                }
            }
            return try await command.run(tool, parsed)
        } catch let error as UsageError {
            console.error(error.message)
            return 2
        } catch {
            console.error("\(ToolName.current) \(name): \(error)")
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
    /// The `#Preview`s found at run time.
    var discovered: [PreviewDefinition] = []
    let console: Console
    /// The package root (or the working directory when there is no Package.swift above it).
    let workingDirectory: URL
    private var cachedRegistry: Registry?

    init(sources: [any PreviewSource.Type], console: Console, workingDirectory: URL) {
        self.sources = sources
        self.console = console
        self.workingDirectory = workingDirectory
    }

    /// The variant matrix `--variants` asks for, drawn instead of each preview's own.
    var variants: [PreviewVariant]?

    func registry() throws -> Registry {
        if let cachedRegistry { return cachedRegistry }
        var r = try Registry(sources.flatMap { $0.previews } + discovered)
        if let variants { r = r.withVariants(variants) }
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
            throw UsageError(message: "\(ToolName.current) \(verb): no snapshot matches \"\(filter ?? "")\"; previews: \(names) (see `\(ToolName.invocation) list`)")
        }
        return matched
    }

    static let verbs: [String: Verb] = [
        "list": ListVerb.verb, "render": RenderVerb.verb, "check": CheckVerb.check, "record": CheckVerb.record,
        "diff": DiffVerb.verb, "gallery": GalleryVerb.verb, "audit": AuditVerb.verb, "serve": ServeVerb.verb,
        "canvas-worker": CanvasWorkerVerb.verb, "merge": MergeVerb.verb, "fingerprint": FingerprintVerb.verb,
    ]
    static let verbNames = ["list", "render", "check", "record", "merge", "fingerprint", "diff", "gallery", "audit", "serve"]

    static var overview: String { """
        usage: \(ToolName.current) <verb> [options]

        Renders SwiftUI-style previews to PNG and SVG, checks them against Snapshots/, and
        writes an HTML gallery.

        verbs:
          list [FILTER]        every preview, state and variant (--json for tools)
          render [FILTER]      draw them to .build/previews/ (PNG and SVG)
          check [FILTER]       compare renders with Snapshots/; exit 1 on any difference
          record [FILTER]      write references that are missing or differ into Snapshots/
          merge REPORT_DIR…    join the reports of check --shard I/N into one (--output DIR)
          fingerprint          the renderer's libraries and fonts (--check: as recorded?)
          diff A.png B.png     compare two images
          gallery [FILTER]     write the HTML gallery to .build/gallery/
          audit [FILTER]       list accessibility findings (labels, tap targets, contrast)
          serve [FILTER]       serve the gallery on http://127.0.0.1:8765/ until stopped

        FILTER is a case-insensitive part of `preview/state-variant` (a file name as reports
        print it, `card/plain-light@2x.png`, works too); `=NAME` matches one preview, state or
        snapshot exactly. `--variants dark,ax5,se-landscape` draws that matrix (colour scheme ×
        text size × device × orientation × locale × direction, plus settings) instead of each
        preview's variants, in every verb. `\(ToolName.current) <verb> --help` shows a verb's options. Exit status:
        0 success, 1 differences or snapshots that could not be drawn, 2 bad usage or input.
        """ }

    /// Default jobs: the number of cores.
    static var defaultJobs: Int { ProcessInfo.processInfo.activeProcessorCount }
}

/// The name of the running tool, for messages: `previews` for Proofsheet's own catalogue, the
/// executable's name in a user's package.
enum ToolName {
    @TaskLocal static var current = "previews"

    /// How a user runs it again: `swift run MyPreviewsTool`.
    static var invocation: String { "swift run \(current)" }
}

/// The root of the package a command runs in: the nearest folder, from the working directory
/// up, that holds a Package.swift.
enum PackageRoot {
    static func find(from start: URL) -> URL? {
        var folder = start.standardizedFileURL
        while true {
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) { return folder }
            let parent = folder.deletingLastPathComponent()
            if parent.path == folder.path { return nil }
            folder = parent
        }
    }
}
