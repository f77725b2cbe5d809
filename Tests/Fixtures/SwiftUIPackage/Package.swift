// swift-tools-version:6.0
import PackageDescription

// A SwiftUI component package as a team writes it, built on Linux with Proofsheet as the
// README's "In your own package" says. SwiftUIPackageTests builds it once per test run from a
// copy beside a `proofsheet` link to the repository.

// On Linux, `import SwiftUI` (and Combine, UIKit, OSLog, CoreGraphics) means Proofsheet's
// modules; on Apple platforms nothing changes.
let swiftUIOnLinux: [SwiftSetting] = [
    .unsafeFlags([
        "-module-alias", "SwiftUI=PreviewUI", "-module-alias", "Combine=PreviewCombine",
        "-module-alias", "UIKit=PreviewUIKit", "-module-alias", "OSLog=PreviewOSLog",
        "-module-alias", "CoreGraphics=PreviewCoreGraphics",
    ], .when(platforms: [.linux])),
]
let previewUI: Target.Dependency = .product(name: "PreviewUI", package: "proofsheet", condition: .when(platforms: [.linux]))
let previewIndex: Target.PluginUsage = .plugin(name: "PreviewRegistryPlugin", package: "proofsheet")

/// One target per article, its files exactly as published (article 5's in Swift 5 mode, as on
/// iOS: its `static var defaultValue` is an error in Swift 6 mode).
@MainActor func article(_ name: String) -> Target {
    .target(name: name, dependencies: [previewUI], swiftSettings: swiftUIOnLinux + [.swiftLanguageMode(.v5)], plugins: [previewIndex])
}

let package = Package(
    name: "SwiftUIPackage",
    platforms: [.iOS(.v17), .macOS(.v14)],
    dependencies: [
        .package(path: "../proofsheet"),
        .package(path: "Vendor/Branching"),
    ],
    targets: [
        article("Article1"), article("Article2"), article("Article3"), article("Article4"), article("Article5"),
        .target(
            name: "Features", dependencies: [previewUI, .product(name: "Branching", package: "Branching")],
            // The catalogue as SwiftPM resources: copied intact into the target's bundle, where
            // Image(_:bundle: .module) and Color(_:bundle: .module) find it.
            resources: [.process("Assets.xcassets")],
            swiftSettings: swiftUIOnLinux, plugins: [previewIndex]),
        // No aliases: for this target SwiftUI, Combine and UIKit do not exist.
        .target(name: "Unrelated"),
        // An asset catalogue left undeclared (built on its own): the plugin warns.
        .target(name: "Undeclared", dependencies: [previewUI], swiftSettings: swiftUIOnLinux, plugins: [previewIndex]),
        // Uses of #Preview and @Previewable that the macro rejects (built on its own).
        .target(name: "Malformed", dependencies: [previewUI], swiftSettings: swiftUIOnLinux),
        .testTarget(name: "FeaturesTests", dependencies: ["Features"], swiftSettings: swiftUIOnLinux),
    ]
)

#if os(Linux)
// The previews tool, on Linux only: `swift run PreviewsTool render`.
package.targets += [
    .executableTarget(
        name: "PreviewsTool",
        dependencies: [
            "Article1", "Article2", "Article3", "Article4", "Article5", "Features",
            .product(name: "PreviewCommand", package: "proofsheet"),
        ],
        plugins: [previewIndex]),
    .executableTarget(name: "CanImportProbe", dependencies: ["Features", "Unrelated", .product(name: "Branching", package: "Branching")]),
]
#endif
