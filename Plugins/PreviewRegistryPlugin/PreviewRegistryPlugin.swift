import Foundation
import PackagePlugin

/// Lists every `PreviewSource` declared in a target, so that adding a preview is one
/// declaration and no list has to be kept in sync. Writes `PreviewIndex.swift`, which defines
/// `PreviewIndex.sources` in the target.
@main
struct PreviewRegistryPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let inputs = target.sourceFiles(withSuffix: "swift").map(\.url).sorted { $0.path < $1.path }
        let output = context.pluginWorkDirectoryURL.appendingPathComponent("PreviewIndex.swift")
        let tool = try context.tool(named: "PreviewRegistryGenerator")
        return [
            .buildCommand(
                displayName: "Indexing the previews of \(target.name)",
                executable: tool.url,
                arguments: [output.path] + inputs.map(\.path),
                inputFiles: inputs,
                outputFiles: [output])
        ]
    }
}
