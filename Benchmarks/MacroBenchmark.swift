import Foundation
import PreviewMacroExpansion

/// What `#Preview` costs a build. Two measurements:
///
/// 1. The plugin's own work for one `#Preview` (decode the compiler's JSON, read the macro
///    with the tokenizer, write the expansion, encode the answer), in process.
/// 2. Whole builds of a generated package (in `.build/benchmarks/`): a target with 200
///    `#Preview`s against the same target with the previews written by hand as plain
///    functions (and, for the `@Previewable` ones, a view struct), each rebuilt after its files
///    are touched, taking turns. The difference divided by 200 is what one expansion costs the
///    compiler, type-checking of the expansion included. Targets: ≤ 1.5× and < 5 ms.
enum MacroBenchmark {
    static let previewCount = 200
    static let files = 10

    static func run(arguments: [String]) throws {
        let runs = Int(arguments.first ?? "") ?? 5
        pluginWork()
        try builds(runs: runs, clean: arguments.contains("--clean"))
    }

    // MARK: The plugin alone

    static func pluginWork() {
        let source = """

            // Badge with a switch

            #Preview("Switch 7", traits: .sizeThatFitsLayout) {
                @Previewable @State var isOn = false
                VStack {
                    Toggle("Item \\(7)", isOn: $isOn)
                    Card(title: "Seven")
                        .padding()
                }
            }
            """
        let message: [String: Any] = [
            "expandFreestandingMacro": [
                "discriminator": "$s6Bench0016File3swift_AbCdEfMX12_0_33_00112233445566778899AABBCCDDEEFFLl7PreviewfMf_",
                "lexicalContext": [] as [Any],
                "macro": ["moduleName": "PreviewMacros", "name": "Preview", "typeName": "PreviewMacro"],
                "macroRole": "declaration",
                "staticBuildConfiguration": "{}",
                "syntax": [
                    "kind": "declaration", "source": source,
                    "location": ["column": 1, "fileID": "Bench/File3.swift", "fileName": "/bench/Sources/Bench/File3.swift", "line": 40, "offset": 1200],
                ] as [String: Any],
            ] as [String: Any],
        ]
        guard let bytes = try? Array(JSONSerialization.data(withJSONObject: message)),
              let reply = PluginSession.reply(to: bytes), String(decoding: reply, as: UTF8.self).contains("_PreviewMacroRegistration")
        else {
            print("plugin: the sample message did not expand")
            return
        }
        let perCall = Stopwatch.medianMilliseconds(runs: 15, warmup: 2) {
            for _ in 0..<200 { _ = Stopwatch.opaque(PluginSession.reply(to: bytes)) }
        } / 200
        print("plugin work for one #Preview (decode, tokenize, expand, encode): \(Stopwatch.format(perCall, 3)) ms")
    }

    // MARK: Whole builds

    static func builds(runs: Int, clean: Bool) throws {
        let fm = FileManager.default
        let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        let scratch = repository.appendingPathComponent(".build/benchmarks")
        let package = scratch.appendingPathComponent("macro-package")
        try fm.createDirectory(at: scratch, withIntermediateDirectories: true)
        let link = scratch.appendingPathComponent("proofsheet")
        if (try? fm.destinationOfSymbolicLink(atPath: link.path)) != repository.path {
            try? fm.removeItem(at: link)
            try fm.createSymbolicLink(at: link, withDestinationURL: repository)
        }
        try writePackage(at: package)
        print("building the dependencies once (debug)…")
        for target in ["WithPreviews", "WithFunctions"] {
            let r = try swiftBuild(target, in: package)
            guard r.status == 0 else {
                print("build of \(target) failed:\n\(r.output.suffix(3000))")
                return
            }
        }
        var macro: [Double] = [], plain: [Double] = []
        for run in 0..<runs {
            // Take turns, starting with each in alternate runs, so both see the same load.
            let order = run % 2 == 0 ? ["WithPreviews", "WithFunctions"] : ["WithFunctions", "WithPreviews"]
            for target in order {
                try touch(package.appendingPathComponent("Sources/\(target)"))
                let start = DispatchTime.now().uptimeNanoseconds
                let r = try swiftBuild(target, in: package)
                let ms = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
                guard r.status == 0 else { print("build failed:\n\(r.output.suffix(3000))"); return }
                if target == "WithPreviews" { macro.append(ms) } else { plain.append(ms) }
            }
        }
        let m = Stopwatch.median(macro), p = Stopwatch.median(plain)
        print("""
            rebuild of a target with \(previewCount) previews in \(files) files (\(runs) runs, medians):
              as #Preview:           \(Stopwatch.format(m / 1000, 2)) s
              as plain functions:    \(Stopwatch.format(p / 1000, 2)) s
              ratio:                 \(Stopwatch.format(m / p, 2))× (target ≤ 1.5×)
              per expansion:         \(Stopwatch.format((m - p) / Double(previewCount), 2)) ms (target < 5 ms)
            """)
        try expectPeer(runs: runs, in: scratch)
        if clean { try cleanBuilds(package) }
    }

    /// `--clean`: each target built from nothing, Proofsheet included, as a new checkout of a
    /// user's package is (one run each: a clean build takes a minute).
    static func cleanBuilds(_ package: URL) throws {
        var times: [String: Double] = [:]
        for target in ["WithFunctions", "WithPreviews"] {
            let scratchPath = package.appendingPathComponent(".build-clean-\(target)")
            try? FileManager.default.removeItem(at: scratchPath)
            times[target] = try command(["swift", "build", "--target", target, "--scratch-path", scratchPath.path], in: package).ms
            try? FileManager.default.removeItem(at: scratchPath)
        }
        let m = times["WithPreviews"] ?? .nan, p = times["WithFunctions"] ?? .nan
        print("""
            clean build of each target with its dependencies (one run each):
              as #Preview:           \(Stopwatch.format(m / 1000, 1)) s
              as plain functions:    \(Stopwatch.format(p / 1000, 1)) s
              ratio:                 \(Stopwatch.format(m / p, 2))×
            """)
    }

    /// The peer: what one use of Swift Testing's `#expect` (the toolchain's own macro, built
    /// on swift-syntax) costs the same compiler, against `precondition`: 200 of each in one
    /// function, compiled to an object file.
    static func expectPeer(runs: Int, in scratch: URL) throws {
        let folder = scratch.appendingPathComponent("expect-peer")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for (name, call) in [("Expect", "#expect"), ("Precondition", "precondition")] {
            var text = "import Testing\n\n@Test func checks() {\n"
            for i in 0..<previewCount { text += "    \(call)(\(i) >= 0)\n" }
            text += "}\n"
            try write(text, to: folder.appendingPathComponent("\(name).swift"))
        }
        func compile(_ name: String) throws -> Double {
            try command(["swiftc", "-parse-as-library", "-c", "\(name).swift", "-module-name", name, "-o", "\(name).o"], in: folder).ms
        }
        var expect: [Double] = [], plain: [Double] = []
        for run in 0..<max(runs, 3) {
            if run % 2 == 0 {
                expect.append(try compile("Expect")); plain.append(try compile("Precondition"))
            } else {
                plain.append(try compile("Precondition")); expect.append(try compile("Expect"))
            }
        }
        let e = Stopwatch.median(expect), p = Stopwatch.median(plain)
        print("""
            peer, the same compiler: \(previewCount) × Swift Testing's #expect against precondition in one file:
              #expect:               \(Stopwatch.format(e / 1000, 2)) s
              precondition:          \(Stopwatch.format(p / 1000, 2)) s
              per #expect:           \(Stopwatch.format((e - p) / Double(previewCount), 2)) ms
            """)
    }

    static func swiftBuild(_ target: String, in package: URL) throws -> (status: Int32, output: String) {
        let r = try command(["swift", "build", "--target", target], in: package)
        return (r.status, r.output)
    }

    /// Runs a command in a folder: its status, what it printed, and how long it took.
    static func command(_ arguments: [String], in folder: URL) throws -> (status: Int32, output: String, ms: Double) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        process.currentDirectoryURL = folder
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        let start = DispatchTime.now().uptimeNanoseconds
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let ms = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
        return (process.terminationStatus, String(decoding: data, as: UTF8.self), ms)
    }

    static func touch(_ folder: URL) throws {
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) {
            try FileManager.default.setAttributes([.modificationDate: Date()], ofItemAtPath: folder.appendingPathComponent(name).path)
        }
    }

    /// Writes a file only when its text changed (so builds stay incremental between runs).
    static func write(_ text: String, to url: URL) throws {
        if (try? String(contentsOf: url, encoding: .utf8)) == text { return }
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
    }

    static func writePackage(at package: URL) throws {
        try write("""
            // swift-tools-version:6.0
            // Generated by `Benchmarks macro`.
            import PackageDescription

            let ui: Target.Dependency = .product(name: "PreviewUI", package: "proofsheet")
            let package = Package(
                name: "MacroBenchmark",
                dependencies: [.package(path: "../proofsheet")],
                targets: [
                    .target(name: "Shared", dependencies: [ui]),
                    .target(name: "WithPreviews", dependencies: ["Shared", ui]),
                    .target(name: "WithFunctions", dependencies: ["Shared", ui]),
                ]
            )

            """, to: package.appendingPathComponent("Package.swift"))
        try write("""
            import PreviewUI

            public struct Card: View {
                public var title: String
                public init(title: String) { self.title = title }
                public var body: some View {
                    VStack(alignment: .leading) {
                        Text(title).font(.headline)
                        Text("Detail").foregroundStyle(.secondary)
                    }
                    .padding()
                }
            }

            """, to: package.appendingPathComponent("Sources/Shared/Card.swift"))
        let perFile = previewCount / files
        for file in 0..<files {
            var previews = "import PreviewUI\nimport Shared\n"
            var functions = "import PreviewUI\nimport Shared\n"
            for k in 0..<perFile {
                let i = file * perFile + k
                switch i % 4 {
                case 0:
                    previews += "\n#Preview(\"Card \(i)\") {\n    Card(title: \"Item \(i)\")\n}\n"
                    functions += "\n@MainActor func preview\(i)() -> some View {\n    Card(title: \"Item \(i)\")\n}\n"
                case 1:
                    previews += "\n#Preview(traits: .sizeThatFitsLayout) {\n    Card(title: \"Item \(i)\")\n        .padding()\n}\n"
                    functions += "\n@MainActor func preview\(i)() -> some View {\n    Card(title: \"Item \(i)\")\n        .padding()\n}\n"
                case 2:
                    previews += "\n#Preview(\"Pair \(i)\", traits: .fixedLayout(width: 320, height: 200)) {\n    Card(title: \"Item \(i)\")\n    Card(title: \"Item \(i + 1)\")\n}\n"
                    functions += "\n@MainActor @ViewBuilder func preview\(i)() -> some View {\n    Card(title: \"Item \(i)\")\n    Card(title: \"Item \(i + 1)\")\n}\n"
                default:
                    previews += "\n#Preview(\"Switch \(i)\") {\n    @Previewable @State var isOn = false\n    Toggle(\"Item \\(\(i))\", isOn: $isOn)\n    Card(title: isOn ? \"On\" : \"Off\")\n}\n"
                    functions += "\nstruct Preview\(i): View {\n    @State var isOn = false\n    var body: some View {\n        Toggle(\"Item \\(\(i))\", isOn: $isOn)\n        Card(title: isOn ? \"On\" : \"Off\")\n    }\n}\n"
                }
            }
            try write(previews, to: package.appendingPathComponent("Sources/WithPreviews/Previews\(file).swift"))
            try write(functions, to: package.appendingPathComponent("Sources/WithFunctions/Functions\(file).swift"))
        }
    }
}
