import Foundation
import Testing

/// `scripts/corpus/run`, the script that builds the corpus of real packages (which CI cannot
/// fetch), on an app made here: a git copy whose recipe names its first commit, with an `@main`
/// App file, an asset catalogue, a file that imports Charts and one that uses that file's view.
/// It shares the fixture package's scratch path, so Proofsheet is built once for both.
extension FixturePackage {
@Suite(.serialized) struct CorpusScriptTests {
    struct Run: Sendable {
        let status: Int32
        let output: String
        /// `results.json`, as the script wrote it.
        let resultsJSON: Data
        let doc: String

        var results: [[String: Any]] {
            ((try? JSONSerialization.jsonObject(with: resultsJSON)) as? [[String: Any]]) ?? []
        }
    }

    static let shared = Task<Run, any Error> { try makeAndRun() }

    static func write(_ text: String, _ path: String, in root: URL) throws {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
    }

    static func git(_ arguments: [String], in folder: URL) throws {
        let result = try SwiftUIPackageFixture.run(
            ["git", "-c", "user.name=corpus", "-c", "user.email=corpus@example.invalid", "-c", "commit.gpgsign=false"] + arguments,
            in: folder)
        guard result.status == 0 else { throw CocoaError(.fileWriteUnknown, userInfo: [NSDebugDescriptionErrorKey: "git \(arguments): \(result)"]) }
    }

    static func makeAndRun() throws -> Run {
        let fm = FileManager.default
        let fixtures = SwiftUIPackageFixture.repository.appendingPathComponent(".build/fixtures")
        let copies = fixtures.appendingPathComponent("corpus-copies")
        try? fm.removeItem(at: copies)
        // The copies folder as the fetch tool lays it out: `owner+name`, holding a git directory.
        let tree = copies.appendingPathComponent("work-tree")
        try write("""
            import SwiftUI

            @main
            struct TideApp: App {
                var body: some Scene { WindowGroup { Badge(title: "Hi") } }
            }
            """, "Tide/TideApp.swift", in: tree)
        try write("""
            import SwiftUI

            struct Badge: View {
                var title: String
                var body: some View {
                    Text(title).padding().background(Color("Brand"), in: Capsule())
                }
            }

            #Preview {
                Badge(title: "New")
            }
            """, "Tide/Views/Badge.swift", in: tree)
        try write("""
            import SwiftUI
            import Charts

            struct Trend: View {
                var body: some View {
                    Chart { BarMark(x: .value("Day", "Mon"), y: .value("Steps", 3)) }
                }
            }
            """, "Tide/Views/Trend.swift", in: tree)
        // A second importer of the missing module: the compiler names only the first one it
        // meets, the script sets both aside in one round.
        try write("""
            import SwiftUI
            import Charts

            struct Weekly: View {
                var body: some View { Chart { } }
            }
            """, "Tide/Views/Weekly.swift", in: tree)
        try write("""
            import SwiftUI

            struct Summary: View {
                var body: some View { VStack { Trend(); Badge(title: "Today") } }
            }
            """, "Tide/Views/Summary.swift", in: tree)
        try write(#"{ "info" : { "author" : "xcode", "version" : 1 } }"#, "Tide/Assets.xcassets/Contents.json", in: tree)
        try write("""
            { "colors" : [ { "color" : { "color-space" : "srgb", "components" : { "alpha" : "1.000", "blue" : "0.200", "green" : "0.600", "red" : "1.000" } }, "idiom" : "universal" } ], "info" : { "author" : "xcode", "version" : 1 } }
            """, "Tide/Assets.xcassets/Brand.colorset/Contents.json", in: tree)
        // The package's own manifest, which the README's one replaces.
        try write("// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"Tide\")\n", "Package.swift", in: tree)
        try git(["init", "-q"], in: tree)
        try git(["add", "."], in: tree)
        try git(["commit", "-q", "-m", "first"], in: tree)
        let first = try SwiftUIPackageFixture.run(["git", "rev-parse", "HEAD"], in: tree).output
            .trimmingCharacters(in: .whitespacesAndNewlines)
        // A later commit the recipe does not name: without Summary.swift the target would build.
        try git(["rm", "-q", "Tide/Views/Summary.swift"], in: tree)
        try git(["commit", "-q", "-m", "second"], in: tree)
        try git(["clone", "-q", "--bare", tree.path, copies.appendingPathComponent("example+tide/tide.git").path], in: copies)
        try fm.removeItem(at: tree)

        let recipe = copies.appendingPathComponent("recipe.json")
        try write("""
            [{"name": "Tide", "repo": "example/tide", "commit": "\(first)", "kind": "app", "license": "MIT",
              "targets": [{"name": "Tide", "path": "Tide", "exclude": ["Tide/TideApp.swift"],
                           "resources": ["Tide/Assets.xcassets"], "swiftVersion": "5"}]}]
            """, "recipe.json", in: copies)
        try write(#"{"Tide/badge/initial": "right"}"#, "verdicts.json", in: copies)
        try write("# Real packages\n\n<!-- corpus:begin -->\n<!-- corpus:end -->\n\nAfter.\n", "real-packages.md", in: copies)
        let work = fixtures.appendingPathComponent("corpus-work")
        let result = try SwiftUIPackageFixture.run([
            "python3", SwiftUIPackageFixture.repository.appendingPathComponent("scripts/corpus/run").path,
            "--copies", copies.path, "--recipe", recipe.path, "--work", work.path,
            "--verdicts", copies.appendingPathComponent("verdicts.json").path,
            "--doc", copies.appendingPathComponent("real-packages.md").path,
            "--scratch-path", fixtures.appendingPathComponent("SwiftUIPackage/.build").path,
        ], in: SwiftUIPackageFixture.repository)
        let data = (try? Data(contentsOf: work.appendingPathComponent("results.json"))) ?? Data("[]".utf8)
        let doc = (try? String(contentsOf: copies.appendingPathComponent("real-packages.md"), encoding: .utf8)) ?? ""
        return Run(status: result.status, output: result.output, resultsJSON: data, doc: doc)
    }

    @Test func itBuildsTheCopyAtTheRecipesCommitTheREADMEsWayAndMeasuresIt() async throws {
        let run = try await Self.shared.value
        #expect(run.status == 0, "\(run.output)")
        let tide = try #require(run.results.first, "\(run.output)")
        let target = try #require((tide["targets"] as? [[String: Any]])?.first)
        // The commit the recipe names (four files besides the App file), not the newest.
        #expect(target["files"] as? Int == 4)
        #expect(target["buildsWhole"] as? Bool == false)
        // Trend.swift and Weekly.swift fail (no Charts); Summary.swift then fails for want of
        // Trend; Badge builds.
        #expect(target["setAside"] as? [String] == ["Views/Trend.swift", "Views/Weekly.swift", "Views/Summary.swift"])
        #expect(target["rounds"] as? Int == 2)
        #expect(target["filesCompiling"] as? Int == 1)
        let errors = try #require(target["errors"] as? [[String: Any]])
        let charts = errors.filter { $0["message"] as? String == "no such module 'Charts'" }
        #expect(Set(charts.compactMap { $0["file"] as? String }) == ["Tide/Views/Trend.swift", "Tide/Views/Weekly.swift"])
        #expect(charts.allSatisfy { $0["line"] as? Int == 2 })
        // The README's tool over what builds: the one preview, drawn light and dark.
        #expect(tide["previewsListed"] as? Int == 1)
        #expect(tide["rendered"] as? Int == 2)
        let pictures = try #require(tide["pictures"] as? [[String: Any]])
        #expect(pictures.compactMap { $0["name"] as? String }.sorted() == ["badge/initial-dark@2x", "badge/initial-light@2x"])
        #expect(pictures.first?["declaredAt"] as? String == "Badge.swift:10")
        // Each picture's PNG digest, which verdicts are written against.
        #expect(pictures.allSatisfy { ($0["sha256"] as? String)?.count == 64 })
    }

    @Test func theManifestIsTheREADMEsAndTheFilesAreUnchanged() async throws {
        let run = try await Self.shared.value
        let root = SwiftUIPackageFixture.repository.appendingPathComponent(".build/fixtures/corpus-work/Tide")
        let manifest = try String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)
        let readme = try String(contentsOf: SwiftUIPackageFixture.repository.appendingPathComponent("README.md"), encoding: .utf8)
        let start = try #require(readme.range(of: "let swiftUIOnLinux"))
        let end = try #require(readme.range(of: "\n]\n", range: start.upperBound..<readme.endIndex))
        #expect(manifest.contains(readme[start.lowerBound..<end.upperBound]), "the alias flags are the README's: \(run.output)")
        // The App file left out, and (in the manifest left behind) the files set aside.
        #expect(manifest.contains(#"exclude: ["TideApp.swift", "Views/Summary.swift", "Views/Trend.swift", "Views/Weekly.swift"]"#))
        #expect(manifest.contains(#"resources: [.process("Assets.xcassets")]"#))
        #expect(manifest.contains("swiftUIOnLinux + [.swiftLanguageMode(.v5)]"))
        #expect(manifest.contains(#"plugins: [.plugin(name: "PreviewRegistryPlugin", package: "proofsheet")]"#))
        // The user's files as committed; their own manifest kept beside.
        let badge = try String(contentsOf: root.appendingPathComponent("Tide/Views/Badge.swift"), encoding: .utf8)
        #expect(badge.hasPrefix("import SwiftUI\n\nstruct Badge: View {"))
        #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent("Package.swift.original").path))
        #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent("Tide/Views/Summary.swift").path))
    }

    @Test func theDocsTablesSayWhatWasMeasuredAndWhatWasLookedAt() async throws {
        let run = try await Self.shared.value
        #expect(run.doc.hasPrefix("# Real packages\n\n<!-- corpus:begin -->"))
        #expect(run.doc.hasSuffix("<!-- corpus:end -->\n\nAfter.\n"))
        #expect(run.doc.contains("| example/tide | app | 31 | no | 1/4 | 1 | 2 | 2 | `no such module 'Charts'` (Tide/Views/"),
                "\(run.doc)")
        // Charts is the missing module (two files); Trend, the package's own view, is not a missing API.
        #expect(run.doc.contains("| `Charts` | module | module | 1 | 2 | Tide |"))
        #expect(!run.doc.contains("| `Trend` |"))
        #expect(run.doc.contains("| badge/initial-light@2x | Badge.swift:10 | right | — |"))
        #expect(run.doc.contains("Pictures: 2 right."))
    }

    @Test func tablesAloneAreRewrittenFromTheResultsWithNewVerdicts() async throws {
        _ = try await Self.shared.value
        let script = SwiftUIPackageFixture.repository.appendingPathComponent("scripts/corpus/run").path
        let fixtures = SwiftUIPackageFixture.repository.appendingPathComponent(".build/fixtures")
        let copies = fixtures.appendingPathComponent("corpus-copies")
        let verdicts = copies.appendingPathComponent("verdicts-2.json")
        // A verdict may carry the digest of the PNG it was written for: one written for another
        // drawing of the picture is not shown as if it were about this one.
        try #"{"Tide/badge/initial-light@2x": "wrong: the capsule is blue", "Tide/badge/initial-dark@2x": {"verdict": "right", "sha256": "00"}}"#
            .write(to: verdicts, atomically: true, encoding: .utf8)
        let doc = copies.appendingPathComponent("tables-only.md")
        try "<!-- corpus:begin -->\n<!-- corpus:end -->\n".write(to: doc, atomically: true, encoding: .utf8)
        let run = try SwiftUIPackageFixture.run(["python3", script, "--copies", copies.path,
                                                 "--recipe", copies.appendingPathComponent("recipe.json").path,
                                                 "--work", fixtures.appendingPathComponent("corpus-work").path,
                                                 "--verdicts", verdicts.path, "--tables-only", "--doc", doc.path], in: copies)
        #expect(run.status == 0, "\(run)")
        #expect(run.output.contains("0 package(s) measured"), "nothing is built again: \(run)")
        let text = try String(contentsOf: doc, encoding: .utf8)
        #expect(text.contains("| badge/initial-light@2x | Badge.swift:10 | wrong: the capsule is blue | — |"), "\(text)")
        #expect(text.contains("| badge/initial-dark@2x | Badge.swift:10 | **changed since looked at** (was: right) | — |"), "\(text)")
        #expect(text.contains("Pictures: 1 wrong; 1 changed since looked at."))
        #expect(text.contains("| example/tide | app | 31 | no | 1/4 |"))
    }

    @Test func aMissingCopyOrABadRecipeIsAClearErrorWithExitTwo() async throws {
        _ = try await Self.shared.value
        let script = SwiftUIPackageFixture.repository.appendingPathComponent("scripts/corpus/run").path
        let copies = SwiftUIPackageFixture.repository.appendingPathComponent(".build/fixtures/corpus-copies")
        let recipe = copies.appendingPathComponent("missing-recipe.json")
        try #"[{"name": "Gone", "repo": "example/gone", "commit": "0000", "targets": []}]"#
            .write(to: recipe, atomically: true, encoding: .utf8)
        let missing = try SwiftUIPackageFixture.run(["python3", script, "--copies", copies.path, "--recipe", recipe.path,
                                                     "--work", copies.appendingPathComponent("w").path], in: copies)
        #expect(missing.status == 2)
        #expect(missing.output.contains("no copy of example/gone under \(copies.path) (fetch it as example+gone"), "\(missing)")
        try "[{".write(to: recipe, atomically: true, encoding: .utf8)
        let broken = try SwiftUIPackageFixture.run(["python3", script, "--copies", copies.path, "--recipe", recipe.path], in: copies)
        #expect(broken.status == 2)
        #expect(broken.output.contains("missing-recipe.json: not valid JSON (the recipe)"), "\(broken)")
    }
}
}
