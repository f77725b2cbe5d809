import Foundation
import PreviewRegistry
import PreviewUI
import Testing

/// What a new user meets running their own tool: its name in messages, filters that accept
/// what reports print, a broken preview among good ones, a run from a subfolder, and the
/// `#Preview`s of the binary.
@MainActor @Suite struct UserPackageCommandTests {
    /// Two good previews and one whose interaction finds nothing. (The `#Preview`s that
    /// `discoveredPreviews` lists are PreviewDiscoveryTests'; Swift links every test target
    /// into one binary.)
    struct MixedSource: PreviewSource {
        static var previews: [PreviewDefinition] {
            [
                PreviewDefinition("Good one", component: "Demo", layout: .fixed(width: 40, height: 20)) { _ in Text("1") },
                PreviewDefinition(
                    "Broken", component: "Demo", layout: .fixed(width: 40, height: 20),
                    states: [.initial(), PreviewState("tapped", .tap("No such text"))], line: 19
                ) { _ in Text("2") },
                PreviewDefinition("Good two", component: "Demo", layout: .fixed(width: 40, height: 20)) { _ in Text("3") },
            ]
        }
    }

    @Test("Messages name the tool the user runs, and the record hint works when pasted")
    func toolNameAndPastedHint() async throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let check = await ToolRun.run(["check", "good-one", "--report", "report"], in: folder, sources: [MixedSource.self], toolName: "MyPreviewsTool")
        #expect(check.status == 1)
        let missing = try #require(check.errors.first { $0.hasPrefix("MISSING  good-one/initial-light@2x.png") })
        #expect(missing.contains("`swift run MyPreviewsTool record =good-one/initial-light`"))
        #expect(!check.errorText.contains("swift run previews"))
        let page = try String(contentsOf: folder.appendingPathComponent("report/index.html"), encoding: .utf8)
            + (try files(in: folder.appendingPathComponent("report")).filter { $0.hasSuffix(".html") }
                .map { try String(contentsOf: folder.appendingPathComponent("report/" + $0), encoding: .utf8) }.joined())
        #expect(page.contains("swift run MyPreviewsTool record =good-one/initial-light"))
        #expect(!page.contains("swift run previews"))

        // The hint, pasted, records exactly that snapshot (both formats and its accessibility tree).
        let record = await ToolRun.run(["record", "=good-one/initial-light"], in: folder, sources: [MixedSource.self], toolName: "MyPreviewsTool")
        #expect(record.status == 0, "\(record.errorText)")
        #expect(files(in: folder.appendingPathComponent("Snapshots")).filter { !$0.hasSuffix(".json") }
            == ["good-one/initial-light@2x.a11y.txt", "good-one/initial-light@2x.png", "good-one/initial-light@2x.svg"])
        let usage = await ToolRun.run(["render", "--bogus"], in: folder, sources: [MixedSource.self], toolName: "MyPreviewsTool")
        #expect(usage.status == 2)
        #expect(usage.errorText.contains("MyPreviewsTool render: unknown option --bogus; see `swift run MyPreviewsTool render --help`"))
    }

    @Test("Filters accept file names as list and reports print them, and =NAME matches exactly",
          arguments: [
              ("good-one/initial-dark@2x.png", ["good-one/initial-dark"]),
              ("Snapshots/good-one/initial-dark@2x.svg", ["good-one/initial-dark"]),
              ("good-one/initial-dark@2x", ["good-one/initial-dark"]),
              ("=good-one", ["good-one/initial-dark", "good-one/initial-light"]),
              ("=broken/tapped", ["broken/tapped-dark", "broken/tapped-light"]),
              ("=good", []),
              ("GOOD", ["good-one/initial-dark", "good-one/initial-light", "good-two/initial-dark", "good-two/initial-light"]),
          ])
    func filters(_ filter: String, _ expected: [String]) async throws {
        let registry = try Registry(MixedSource.previews)
        #expect(registry.entries(matching: filter).map(\.name).sorted() == expected)
    }

    @Test("A broken preview fails its own snapshots with its file and line; the others still render and check, and the reports are written")
    func brokenAmongGood() async throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let render = await ToolRun.run(["render", "--output", "out"], in: folder, sources: [MixedSource.self])
        #expect(render.status == 1)
        #expect(render.errorText.contains("broken/tapped-light (UserPackageCommandTests.swift:19): step 1 (tap “No such text”) failed"))
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("out/good-two/initial-dark@2x.png").path))
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("out/broken/initial-dark@2x.png").path))
        #expect(render.text.contains("2 could not be drawn"))

        let record = await ToolRun.run(["record"], in: folder, sources: [MixedSource.self])
        #expect(record.status == 1)
        #expect(record.text.contains("recorded 18 file(s) (18 new, 0 changed), 0 unchanged, 6 could not be drawn"))
        let check = await ToolRun.run(["check", "--report", "report", "--junit", "junit.xml"], in: folder, sources: [MixedSource.self])
        #expect(check.status == 1)
        // The broken preview's two snapshots fail in each of their files: PNG, SVG, accessibility tree.
        #expect(check.text.contains("18 passed, 6 failed"))
        let junit = try String(contentsOf: folder.appendingPathComponent("junit.xml"), encoding: .utf8)
        #expect(junit.contains("could not be drawn: broken/tapped-dark (UserPackageCommandTests.swift:19): step 1"))
        let summary = try String(contentsOf: folder.appendingPathComponent("report/summary.json"), encoding: .utf8)
        #expect(summary.contains("\"name\" : \"broken/tapped-light@2x.png\""))

        let list = await ToolRun.run(["list", "--json"], in: folder, sources: [MixedSource.self])
        #expect(list.status == 1)
        #expect(list.text.contains("\"declaredAt\" : \"UserPackageCommandTests.swift:19\""))
    }

    @Test("Run from a subfolder of a package, the tool works from the package root")
    func fromASubfolder() async throws {
        let package = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: package) }
        try "// swift-tools-version:6.0\n".write(to: package.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        let sub = package.appendingPathComponent("Sources/MyUI")
        try FileManager.default.createDirectory(at: sub, withIntermediateDirectories: true)
        #expect(await ToolRun.run(["record", "good"], in: package, sources: [MixedSource.self]).status == 0)
        let check = await ToolRun.run(["check", "good"], in: sub, sources: [MixedSource.self])
        #expect(check.status == 0, "\(check.errorText)")
        #expect(check.text.contains("12 passed, 0 failed, 0 missing"))
        #expect(!FileManager.default.fileExists(atPath: sub.appendingPathComponent("Snapshots").path))
    }

    @Test("The #Previews linked into the tool are listed with their declarations")
    func discoveredPreviews() async throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let list = await ToolRun.run(["list", "=wide-badge", "--json"], in: folder, sources: [], discovering: true)
        #expect(list.status == 0, "\(list.errorText)")
        #expect(list.text.contains("\"declaration\" : \"#Preview\""))
        #expect(list.text.contains("\"declaredAt\" : \"Badges.swift:20\""))
        #expect(list.text.contains("\"width\" : 200"))
    }
}

/// Names, collisions and where previews were declared, as the gallery and messages show them.
@MainActor @Suite struct PreviewNamingTests {
    @Test("Titles keep what they can of non-ASCII letters", arguments: [
        ("Café", "cafe"), ("Ärger", "arger"), ("Straße am Meer", "strasse-am-meer"), ("Ørsted Æble", "orsted-aeble"),
        ("naïve résumé", "naive-resume"), ("日本語", "unnamed"), ("Zoë's 2nd", "zoe-s-2nd"),
    ])
    func foldedNames(_ title: String, _ name: String) {
        #expect(SnapshotName.sanitize(title) == name)
    }

    @Test("Camel case splits into words, but not Apple's names that start with one small letter", arguments: [
        ("darkRTL", "dark-rtl"), ("iOS 18", "ios-18"), ("iPhone 15 Pro", "iphone-15-pro"), ("On iPadOS", "on-ipad-os"),
        ("largeTitle", "large-title"), ("myIPhone", "my-iphone"), ("v2Beta", "v2-beta"),
    ])
    func camelCase(_ title: String, _ name: String) {
        #expect(SnapshotName.sanitize(title) == name)
    }

    @Test func collidingTitlesAreNamedInTheMessage() {
        let error = #expect(throws: RegistryError.self) {
            try Registry([
                PreviewDefinition("Café", component: "A", file: "M/A.swift", line: 3) { _ in Text("a") },
                PreviewDefinition("Cafe", component: "B", file: "M/B.swift", line: 9) { _ in Text("b") },
            ])
        }
        #expect(error?.description == "two previews are named \"cafe\" (titled \"Café\" and \"Cafe\"; A.swift:3 and B.swift:9): give one of them another title")
    }

    @Test func untitledPreviewsOfSameNamedFilesInTwoModulesSayWhichModule() {
        let error = #expect(throws: RegistryError.self) {
            try Registry([
                PreviewDefinition("Card", component: "Card", file: "CardsUI/Card.swift", line: 3) { _ in Text("a") },
                PreviewDefinition("Card", component: "Card", file: "ShopUI/Card.swift", line: 7) { _ in Text("b") },
            ])
        }
        #expect(error?.description == "two previews are named \"card\" (both titled \"Card\"; CardsUI/Card.swift:3 and ShopUI/Card.swift:7): give one of them another title")
    }

    @Test func theGalleryShowsWhereEachPreviewIsDeclared() async throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = await ToolRun.run(["gallery", "good-one", "--output", "site"], in: folder, sources: [UserPackageCommandTests.MixedSource.self])
        #expect(run.status == 0, "\(run.errorText)")
        let page = try files(in: folder.appendingPathComponent("site")).first { $0.hasPrefix("previews/") && $0.hasSuffix(".html") }
        let html = try String(contentsOf: folder.appendingPathComponent("site/" + (page ?? "")), encoding: .utf8)
        #expect(html.contains("declared at <code>UserPackageCommandTests.swift:"))
    }

    @Test func checkingWithoutAReferenceFolderSaysWhereItLooked() async throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = await ToolRun.run(["check", "good-one"], in: folder, sources: [UserPackageCommandTests.MixedSource.self], toolName: "MyPreviewsTool")
        #expect(run.status == 1)
        #expect(run.errorText.contains("note: there is no reference folder"))
        #expect(run.errorText.contains("no Package.swift was found above"))
        #expect(run.errorText.contains("`swift run MyPreviewsTool record`"))
    }
}
