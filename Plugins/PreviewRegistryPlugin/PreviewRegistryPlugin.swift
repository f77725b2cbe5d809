import Foundation
import PackagePlugin

/// Lists every `PreviewSource` and `PreviewProvider` declared in a target, so that adding a
/// preview is one declaration and no list has to be kept in sync. Writes `PreviewIndex.swift`,
/// which defines `PreviewIndex.sources` in the target (`#Preview`s are found at run time and
/// need no index). On Apple platforms the generated file is empty.
@main
struct PreviewRegistryPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        #if os(Linux)
        if !Self.reaches(target, "PreviewRegistry") {
            Diagnostics.error("""
                \(target.name) applies PreviewRegistryPlugin but does not depend on Proofsheet's PreviewUI (or PreviewRegistry) \
                product; add .product(name: "PreviewUI", package: "<Proofsheet's package>", condition: .when(platforms: [.linux])) \
                to its dependencies
                """)
        }
        // The generator warns about catalogues SwiftPM will not copy, each time it runs.
        let undeclared = Self.undeclaredCatalogues(target).flatMap { ["--undeclared-catalogue", "\(target.name):\($0)"] }
        #else
        let undeclared: [String] = []
        #endif
        let inputs = target.sourceFiles(withSuffix: "swift").map(\.url).sorted { $0.path < $1.path }
        let output = context.pluginWorkDirectoryURL.appendingPathComponent("PreviewIndex.swift")
        let tool = try context.tool(named: "PreviewRegistryGenerator")
        return [
            .buildCommand(
                displayName: "Indexing the previews of \(target.name)",
                executable: tool.url,
                arguments: ["--module", target.moduleName, "--output", output.path] + undeclared + inputs.map(\.path),
                inputFiles: inputs,
                outputFiles: [output])
        ]
    }

    /// The names of a target's `*.xcassets` folders whose files SwiftPM leaves unhandled
    /// (declared ones are resources).
    static func undeclaredCatalogues(_ target: SourceModuleTarget) -> [String] {
        var found = Set<String>()
        // SwiftPM lists an unhandled catalogue as the folder itself (or, in some versions, as
        // the files inside it).
        for file in target.sourceFiles where file.type == .unknown {
            let path = file.url.standardizedFileURL.path
            if path.hasSuffix(".xcassets") {
                found.insert(file.url.lastPathComponent)
            } else if let range = path.range(of: ".xcassets/") {
                found.insert(URL(fileURLWithPath: String(path[..<range.lowerBound]) + ".xcassets").lastPathComponent)
            }
        }
        return found.sorted()
    }

    /// Whether `target` depends, directly or not, on a target or product named `name`.
    static func reaches(_ target: Target, _ name: String) -> Bool {
        var seen = Set<String>()
        var stack = [target]
        while let t = stack.popLast() {
            guard seen.insert(t.id).inserted else { continue }
            for dependency in t.dependencies {
                switch dependency {
                case .target(let d):
                    if d.name == name { return true }
                    stack.append(d)
                case .product(let p):
                    if p.name == name || p.targets.contains(where: { $0.name == name }) { return true }
                    stack.append(contentsOf: p.targets)
                @unknown default:
                    break
                }
            }
        }
        return false
    }
}
