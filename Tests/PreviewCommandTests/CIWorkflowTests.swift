import Foundation
import Testing

/// The CI files in docs/ci, read and run here: the GitHub Actions workflow and the GitLab CI
/// file are parsed, their shape checked (a matrix of SHARDS shards, `.build` cached, reports
/// uploaded even when a shard fails, a merge job that runs anyway, the fingerprint check), and
/// their `run:` / `script:` steps run locally with N = 3: the shards in parallel processes, each
/// in its own folder as on its own machine, then the merge over their reports, twice (the
/// second pipeline balanced by the first's times). `PREVIEWS` is the tool built beside the
/// tests; `swift build` steps are left out (it is built).
@Suite(.serialized) struct CIWorkflowTests {
    static let repository = CanvasActionTests.repository
    static let ciFolder = repository.appendingPathComponent("docs/ci")

    // MARK: A YAML reader for these files (block mappings and lists, `|` blocks, flow lists)

    indirect enum YAML: Equatable {
        case scalar(String)
        case list([YAML])
        case map([(String, YAML)])

        static func == (a: YAML, b: YAML) -> Bool {
            switch (a, b) {
            case (.scalar(let x), .scalar(let y)): x == y
            case (.list(let x), .list(let y)): x == y
            case (.map(let x), .map(let y)): x.map(\.0) == y.map(\.0) && zip(x, y).allSatisfy { $0.1 == $1.1 }
            default: false
            }
        }

        subscript(_ key: String) -> YAML? {
            if case .map(let pairs) = self { return pairs.first { $0.0 == key }?.1 }
            return nil
        }
        var string: String? { if case .scalar(let s) = self { return s }; return nil }
        var items: [YAML] { if case .list(let l) = self { return l }; return [] }
    }

    struct Parser {
        var lines: [(indent: Int, text: String)]
        var i = 0

        init(_ text: String) {
            lines = text.split(separator: "\n", omittingEmptySubsequences: false).compactMap { raw in
                let line = String(raw)
                let trimmed = line.trimmingCharacters(in: .whitespaces)
                if trimmed.isEmpty || trimmed.hasPrefix("#") { return nil }
                return (line.prefix { $0 == " " }.count, line)
            }
        }

        static func scalar(_ raw: String) -> YAML {
            var s = raw.trimmingCharacters(in: .whitespaces)
            if let hash = s.range(of: " #"), !s.hasPrefix("\""), !s.hasPrefix("'") { s = String(s[..<hash.lowerBound]) }
            if s.hasPrefix("[") && s.hasSuffix("]") {
                return .list(s.dropFirst().dropLast().split(separator: ",").map { scalar(String($0)) })
            }
            if (s.hasPrefix("\"") && s.hasSuffix("\"") || s.hasPrefix("'") && s.hasSuffix("'")) && s.count >= 2 {
                s = String(s.dropFirst().dropLast())
            }
            return .scalar(s)
        }

        mutating func block(indent: Int) -> YAML {
            guard i < lines.count else { return .scalar("") }
            let body = lines[i].text.trimmingCharacters(in: .whitespaces)
            return body.hasPrefix("- ") || body == "-" ? list(indent: lines[i].indent) : map(indent: lines[i].indent)
        }

        mutating func list(indent: Int) -> YAML {
            var out: [YAML] = []
            while i < lines.count, lines[i].indent == indent {
                let body = lines[i].text.trimmingCharacters(in: .whitespaces)
                guard body.hasPrefix("-") else { break }
                let rest = String(body.dropFirst(1)).trimmingCharacters(in: .whitespaces)
                if rest.isEmpty {
                    i += 1
                    out.append(block(indent: indent + 2))
                } else if Self.keyValue(rest) != nil {
                    // A mapping that starts on the dash's line: read it as if indented there.
                    lines[i] = (indent + 2, String(repeating: " ", count: indent + 2) + rest)
                    out.append(map(indent: indent + 2))
                } else {
                    out.append(Self.scalar(rest))
                    i += 1
                }
            }
            return .list(out)
        }

        static func keyValue(_ body: String) -> (String, String)? {
            if body.hasPrefix("\"") || body.hasPrefix("'") || body.hasPrefix("$") { return nil }
            guard let colon = body.range(of: ": ") ?? (body.hasSuffix(":") ? body.range(of: ":", options: .backwards) : nil) else { return nil }
            let key = String(body[..<colon.lowerBound])
            guard !key.contains(" ") || key.hasPrefix("<<") else { return nil }
            return (key, String(body[colon.upperBound...]).trimmingCharacters(in: .whitespaces))
        }

        mutating func map(indent: Int) -> YAML {
            var out: [(String, YAML)] = []
            while i < lines.count, lines[i].indent == indent {
                let body = lines[i].text.trimmingCharacters(in: .whitespaces)
                guard let (key, value) = Self.keyValue(body) else { break }
                i += 1
                if value == "|" {
                    var text: [String] = []
                    let inner = i < lines.count ? lines[i].indent : indent + 2
                    while i < lines.count, lines[i].indent >= inner, lines[i].indent > indent {
                        text.append(String(lines[i].text.dropFirst(inner)))
                        i += 1
                    }
                    out.append((key, .scalar(text.joined(separator: "\n"))))
                } else if value.isEmpty {
                    out.append((key, i < lines.count && lines[i].indent > indent ? block(indent: lines[i].indent)
                                : i < lines.count && lines[i].indent == indent && lines[i].text.trimmingCharacters(in: .whitespaces).hasPrefix("- ")
                                    ? list(indent: indent) : .scalar("")))
                } else {
                    out.append((key, Self.scalar(value)))
                }
            }
            return .map(out)
        }
    }

    static func load(_ name: String) throws -> YAML {
        var parser = Parser(try String(contentsOf: ciFolder.appendingPathComponent(name), encoding: .utf8))
        let yaml = parser.block(indent: 0)
        #expect(parser.i == parser.lines.count, "\(name): not read past line \(parser.i): \(parser.i < parser.lines.count ? parser.lines[parser.i].text : "")")
        return yaml
    }

    // MARK: Running steps

    /// Runs `script` in bash in `folder` with `environment`; its status and output.
    static func bash(_ script: String, in folder: URL, environment: [String: String]) throws -> Process {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/bin/bash")
        p.arguments = ["-eo", "pipefail", "-c", script]
        p.currentDirectoryURL = folder
        p.environment = environment
        let log = folder.appendingPathComponent("step.log")
        FileManager.default.createFile(atPath: log.path, contents: nil)
        let handle = try FileHandle(forWritingTo: log)
        handle.seekToEndOfFile()
        p.standardOutput = handle
        p.standardError = handle
        try p.run()
        return p
    }

    static func log(_ folder: URL) -> String {
        (try? String(contentsOf: folder.appendingPathComponent("step.log"), encoding: .utf8)) ?? ""
    }

    /// A machine's checkout: its own folder whose Snapshots/ is the repository's.
    static func machine(_ name: String, in root: URL) throws -> URL {
        let folder = root.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(at: folder.appendingPathComponent("Snapshots"), withDestinationURL: repository.appendingPathComponent("Snapshots"))
        try FileManager.default.createSymbolicLink(at: folder.appendingPathComponent("scripts"), withDestinationURL: repository.appendingPathComponent("scripts"))
        return folder
    }

    /// Whether a step is left out here: building (the tool is built beside the tests).
    static func skipped(_ line: String) -> Bool { line.trimmingCharacters(in: .whitespaces).hasPrefix("swift build") }

    static func environment(_ variables: [String: String], tool: String) -> [String: String] {
        var env = ProcessInfo.processInfo.environment.filter { ["PATH", "HOME", "LANG", "TMPDIR"].contains($0.key) }
        for (k, v) in variables { env[k] = v }
        env["PREVIEWS"] = tool
        env["FILTER"] = "collapse-indicator"
        return env
    }

    /// The timeless rows of a summary.json (times differ from run to run).
    static func timeless(_ url: URL) throws -> [String] {
        let rows = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [[String: Any]])
        return rows.map { row in row.filter { $0.key != "milliseconds" }.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: ";") }
    }

    /// What one unsharded check says of the same snapshots, to hold the merge against.
    static func unsharded(_ tool: String, in root: URL) throws -> URL {
        let folder = try machine("unsharded", in: root)
        let p = try bash("$PREVIEWS check $FILTER --report whole --junit whole/junit.xml", in: folder, environment: environment([:], tool: tool))
        p.waitUntilExit()
        #expect(p.terminationStatus == 0, "\(log(folder))")
        return folder.appendingPathComponent("whole")
    }

    // MARK: GitHub Actions

    @Test("the GitHub Actions workflow: a 3-shard matrix, cached build, reports kept, merged; its steps run here")
    func githubActions() throws {
        let tool = try #require(CanvasActionTests.tool, "the previews tool is built with the tests")
        let yaml = try Self.load("github-actions.yml")
        let env = Dictionary(uniqueKeysWithValues: (yaml["env"].map { y -> [(String, YAML)] in if case .map(let p) = y { return p }; return [] } ?? [])
            .compactMap { k, v in v.string.map { (k, $0) } })
        let shards = try #require(env["SHARDS"].flatMap(Int.init))
        #expect(shards == 3)
        let check = try #require(yaml["jobs"]?["check"])
        #expect(check["strategy"]?["matrix"]?["shard"]?.items.compactMap(\.string) == (1...shards).map(String.init), "matrix and SHARDS in step")
        #expect(check["strategy"]?["fail-fast"]?.string == "false")
        let steps = check["steps"]?.items ?? []
        #expect(steps.contains { $0["uses"]?.string?.hasPrefix("actions/cache@") == true && $0["with"]?["path"]?.string == ".build" })
        #expect(steps.contains { $0["uses"]?.string?.hasPrefix("actions/upload-artifact@") == true && $0["if"]?.string == "always()" })
        #expect(steps.contains { $0["run"]?.string?.contains("fingerprint --check") == true })
        let merge = try #require(yaml["jobs"]?["merge"])
        #expect(merge["needs"]?.string == "check" && merge["if"]?.string == "always()")

        let root = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let whole = try Self.unsharded(tool, in: root)
        var timings: Data?
        for pipeline in 1...2 {
            // The check job on each machine, all at once.
            var machines: [(URL, Process?)] = []
            for shard in 1...shards {
                let folder = try Self.machine("p\(pipeline)-shard\(shard)", in: root)
                if let timings {
                    try FileManager.default.createDirectory(at: folder.appendingPathComponent("timings"), withIntermediateDirectories: true)
                    try timings.write(to: folder.appendingPathComponent("timings/summary.json"))
                }
                let script = steps.compactMap { $0["run"]?.string }
                    .map { $0.replacingOccurrences(of: "${{ matrix.shard }}", with: "\(shard)") }
                    .map { $0.split(separator: "\n").filter { !Self.skipped(String($0)) }.joined(separator: "\n") }
                    .joined(separator: "\n")
                #expect(!script.contains("${{"), "a GitHub expression left in a run step: \(script)")
                // continue-on-error steps (the fingerprint) may fail without failing the job.
                let tolerant = script.replacingOccurrences(of: "$PREVIEWS fingerprint --check", with: "$PREVIEWS fingerprint --check || true")
                machines.append((folder, try Self.bash(tolerant, in: folder, environment: Self.environment(env, tool: tool))))
            }
            let merger = try Self.machine("p\(pipeline)-merge", in: root)
            for (shard, (folder, process)) in machines.enumerated() {
                process?.waitUntilExit()
                #expect(process?.terminationStatus == 0, "shard \(shard + 1): \(Self.log(folder))")
                if pipeline == 2 { #expect(Self.log(folder).contains("shard \(shard + 1)/3"), "\(Self.log(folder))") }
                // upload-artifact, then download-artifact into reports/.
                try FileManager.default.createDirectory(at: merger.appendingPathComponent("reports"), withIntermediateDirectories: true)
                try FileManager.default.copyItem(at: folder.appendingPathComponent("report-\(shard + 1)"),
                                                 to: merger.appendingPathComponent("reports/report-\(shard + 1)"))
            }
            let script = (merge["steps"]?.items ?? []).compactMap { $0["run"]?.string }.joined(separator: "\n")
            let p = try Self.bash(script, in: merger, environment: Self.environment(env, tool: tool))
            p.waitUntilExit()
            #expect(p.terminationStatus == 0, "\(Self.log(merger))")
            let merged = merger.appendingPathComponent("merged")
            #expect(try Self.timeless(merged.appendingPathComponent("summary.json")) == Self.timeless(whole.appendingPathComponent("summary.json")))
            #expect(try Data(contentsOf: merged.appendingPathComponent("junit.xml")) == Data(contentsOf: whole.appendingPathComponent("junit.xml")))
            #expect(FileManager.default.fileExists(atPath: merged.appendingPathComponent("gallery/index.html").path))
            // The cache step keeps the times for the next pipeline's shards.
            timings = try Data(contentsOf: merger.appendingPathComponent("timings/summary.json"))
            if pipeline == 2 {
                let manifest = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: merged.appendingPathComponent("shard.json"))) as? [String: Any])
                #expect((manifest["timings"] as? String)?.count == 16, "the second pipeline is balanced by the first's times")
            }
        }
    }

    // MARK: GitLab CI

    @Test("the GitLab CI file: parallel 3, cached build, artifacts always, merged; its scripts run here")
    func gitlabCI() throws {
        let tool = try #require(CanvasActionTests.tool, "the previews tool is built with the tests")
        let yaml = try Self.load("gitlab-ci.yml")
        var variables: [String: String] = [:]
        if case .map(let pairs)? = yaml["variables"] { for (k, v) in pairs { variables[k] = v.string } }
        let shards = try #require(variables["SHARDS"].flatMap(Int.init))
        let job = try #require(yaml["snapshots"])
        #expect(job["parallel"]?.string == "\(shards)", "parallel and SHARDS in step")
        #expect(job["artifacts"]?["when"]?.string == "always")
        #expect(job["artifacts"]?["reports"]?["junit"]?.string == "report-*/junit.xml")
        #expect(yaml["default"]?["cache"]?.items.contains { $0["paths"]?.items.first?.string == ".build" } == true)
        let merge = try #require(yaml["merge"])
        #expect(merge["when"]?.string == "always")
        let script = job["script"]?.items.compactMap(\.string) ?? []
        #expect(script.contains { $0.contains("fingerprint --check") })

        let root = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let whole = try Self.unsharded(tool, in: root)
        var machines: [(URL, Process)] = []
        for node in 1...shards {
            let folder = try Self.machine("node\(node)", in: root)
            let lines = script.filter { !Self.skipped($0) }.joined(separator: "\n")
            var env = Self.environment(variables, tool: tool)
            env["CI_NODE_INDEX"] = "\(node)"
            env["CI_NODE_TOTAL"] = "\(shards)"
            machines.append((folder, try Self.bash(lines, in: folder, environment: env)))
        }
        let merger = try Self.machine("merge", in: root)
        for (node, (folder, process)) in machines.enumerated() {
            process.waitUntilExit()
            #expect(process.terminationStatus == 0, "node \(node + 1): \(Self.log(folder))")
            // Artifacts come back at their paths.
            try FileManager.default.copyItem(at: folder.appendingPathComponent("report-\(node + 1)"),
                                             to: merger.appendingPathComponent("report-\(node + 1)"))
        }
        let lines = ((merge["script"]?.items ?? []) + (merge["after_script"]?.items ?? [])).compactMap(\.string).joined(separator: "\n")
        let p = try Self.bash(lines, in: merger, environment: Self.environment(variables, tool: tool))
        p.waitUntilExit()
        #expect(p.terminationStatus == 0, "\(Self.log(merger))")
        let merged = merger.appendingPathComponent("merged")
        #expect(try Self.timeless(merged.appendingPathComponent("summary.json")) == Self.timeless(whole.appendingPathComponent("summary.json")))
        #expect(try Data(contentsOf: merged.appendingPathComponent("junit.xml")) == Data(contentsOf: whole.appendingPathComponent("junit.xml")))
        #expect(FileManager.default.fileExists(atPath: merger.appendingPathComponent("timings/summary.json").path))
    }
}
