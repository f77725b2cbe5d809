import Foundation
import Testing

/// Every suite that uses the fixture package, one at a time: the live canvas's test rebuilds
/// the package's tool, which the others run.
@Suite(.serialized) enum FixturePackage {}

/// What a command printed (standard output and error together) and how it exited.
struct CommandResult: Sendable, CustomStringConvertible {
    let status: Int32
    let output: String

    var description: String { "exit \(status):\n\(output)" }

    /// Lines with `warning:` that Proofsheet or the user's code could cause (SwiftPM's own
    /// note that it drops `-pthread` from Cairo's pkg-config flags is not one of them, nor its
    /// note on the `Undeclared` target's catalogue, which is there on purpose).
    var warnings: [String] {
        output.split(separator: "\n").map(String.init)
            .filter { $0.contains("warning:") && !$0.contains("prohibited flag(s): -pthread") }
            .filter { !($0.contains("'swiftuipackage': found") && $0.contains("unhandled")) }
    }
}

/// `Tests/Fixtures/SwiftUIPackage`, a SwiftUI component package as a team writes it, built
/// once per test run as the README says: its copy lives in `.build/fixtures/` beside a
/// `proofsheet` link to this repository (so the dependency's identity is `proofsheet`,
/// whatever the checkout's folder is called), and its build folder survives between runs.
///
/// It is built in debug, as a team's previews are (so a `#Preview` under `#if DEBUG` is
/// found): on a fresh 2-core machine a debug build of PreviewUI takes about half the CPU time
/// of a release one (measured: 2 min 45 s against 5 min 48 s), the largest part of the test
/// command's time.
struct SwiftUIPackageFixture: Sendable {
    static let buildFlags: [String] = []

    let root: URL
    /// `swift build --product PreviewsTool`.
    let toolBuild: CommandResult
    /// What CanImportProbe printed after Unrelated and Branching were rebuilt last.
    let canImport: CommandResult
    /// `swift build --target FeaturesTests` (`import Testing` next to the aliased UIKit).
    let testsBuild: CommandResult
    /// `swift build --target Malformed`, which must fail with the macro's diagnostics.
    let malformedBuild: CommandResult
    /// The `Undeclared` target, whose asset catalogue is not a declared resource.
    let undeclaredBuild: CommandResult

    static let shared = Task<SwiftUIPackageFixture, any Error> { try prepare() }

    static var repository: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    }

    static func prepare() throws -> SwiftUIPackageFixture {
        let fm = FileManager.default
        let scratch = repository.appendingPathComponent(".build/fixtures")
        try fm.createDirectory(at: scratch, withIntermediateDirectories: true)
        let link = scratch.appendingPathComponent("proofsheet")
        if (try? fm.destinationOfSymbolicLink(atPath: link.path)) != repository.path {
            try? fm.removeItem(at: link)
            try fm.createSymbolicLink(at: link, withDestinationURL: repository)
        }
        let root = scratch.appendingPathComponent("SwiftUIPackage")
        try mirror(repository.appendingPathComponent("Tests/Fixtures/SwiftUIPackage"), to: root)
        // Compile the user's own targets every run, so that their warnings (and the generated
        // index's) are seen even when the rest of the build is up to date.
        for folder in ["Sources/Features", "Sources/Article1", "Sources/Article5", "Sources/PreviewsTool"] {
            try touchSwiftFiles(in: root.appendingPathComponent(folder))
        }
        // SwiftPM keeps an earlier plan, with its file lists and plugin commands, even when
        // Proofsheet gained files since: plan anew (a few seconds), then build what changed.
        try? FileManager.default.removeItem(at: root.appendingPathComponent(".build/debug.yaml"))
        let toolBuild = try run(["swift", "build"] + buildFlags + ["--product", "PreviewsTool"], in: root)
        // Rebuild the targets that do not alias anything after the aliased ones exist: an
        // incremental build must not make SwiftUI or Combine importable for them.
        try touchSwiftFiles(in: root.appendingPathComponent("Sources/Unrelated"))
        try touchSwiftFiles(in: root.appendingPathComponent("Vendor/Branching/Sources/Branching"))
        let probeBuild = try run(["swift", "build"] + buildFlags + ["--product", "CanImportProbe"], in: root)
        let canImport = probeBuild.status == 0
            ? try run([root.appendingPathComponent(".build/debug/CanImportProbe").path], in: root) : probeBuild
        let testsBuild = try run(["swift", "build"] + buildFlags + ["--target", "FeaturesTests"], in: root)
        let malformedBuild = try run(["swift", "build"] + buildFlags + ["--target", "Malformed"], in: root)
        try touchSwiftFiles(in: root.appendingPathComponent("Sources/Undeclared"))
        // SwiftPM keeps a plugin's commands from an earlier plan; a new plan runs the
        // plugin against this run's Proofsheet.
        try? FileManager.default.removeItem(at: root.appendingPathComponent(".build/debug.yaml"))
        let undeclaredBuild = try run(["swift", "build"] + buildFlags + ["--target", "Undeclared"], in: root)
        return SwiftUIPackageFixture(
            root: root, toolBuild: toolBuild, canImport: canImport, testsBuild: testsBuild, malformedBuild: malformedBuild,
            undeclaredBuild: undeclaredBuild)
    }

    /// Runs the fixture's previews tool.
    func tool(_ arguments: [String]) throws -> CommandResult {
        try Self.run([root.appendingPathComponent(".build/debug/PreviewsTool").path] + arguments, in: root)
    }

    /// The 1-based lines of `#Preview` in one of the fixture's files.
    func previewLines(_ path: String) throws -> [Int] {
        let text = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
        return text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            .filter { $0.element.hasPrefix("#Preview") }.map { $0.offset + 1 }
    }

    static func run(_ arguments: [String], in folder: URL) throws -> CommandResult {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        process.currentDirectoryURL = folder
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return CommandResult(status: process.terminationStatus, output: String(decoding: data, as: UTF8.self))
    }

    /// Makes `destination` hold the files of `source`, writing only those that differ (so an
    /// incremental build stays incremental); leaves `.build`, `Snapshots` and other outputs.
    static func mirror(_ source: URL, to destination: URL) throws {
        let fm = FileManager.default
        var wanted = Set<String>()
        let base = source.standardizedFileURL.path + "/"
        if let walker = fm.enumerator(at: source, includingPropertiesForKeys: [.isRegularFileKey]) {
            for case let url as URL in walker where (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true {
                let relative = url.standardizedFileURL.path.replacingOccurrences(of: base, with: "")
                wanted.insert(relative)
                let target = destination.appendingPathComponent(relative)
                let bytes = try Data(contentsOf: url)
                if (try? Data(contentsOf: target)) != bytes {
                    try fm.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
                    try bytes.write(to: target, options: .atomic)
                }
            }
        }
        // Sources that were deleted from the fixture go from the copy too.
        for folder in ["Sources", "Tests", "Vendor/Branching/Sources"] {
            let copy = destination.appendingPathComponent(folder)
            let copyBase = destination.standardizedFileURL.path + "/"
            guard let walker = fm.enumerator(at: copy, includingPropertiesForKeys: [.isRegularFileKey]) else { continue }
            for case let url as URL in walker where url.pathExtension == "swift" {
                let relative = url.standardizedFileURL.path.replacingOccurrences(of: copyBase, with: "")
                if !wanted.contains(relative) { try fm.removeItem(at: url) }
            }
        }
    }

    static func touchSwiftFiles(in folder: URL) throws {
        let fm = FileManager.default
        for name in try fm.contentsOfDirectory(atPath: folder.path) where name.hasSuffix(".swift") {
            try fm.setAttributes([.modificationDate: Date()], ofItemAtPath: folder.appendingPathComponent(name).path)
        }
    }
}
