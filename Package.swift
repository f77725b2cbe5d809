// swift-tools-version:6.0
import CompilerPluginSupport
import PackageDescription

/// Debian packages that provide the C libraries and the pinned assets.
/// The README's commands and `.ci/run` install the same list.
let cairoProviders: [SystemPackageProvider] = [.apt(["libcairo2-dev"])]

let package = Package(
    name: "Proofsheet",
    products: [
        .library(name: "Drawing", targets: ["Drawing"]),
        // What a SwiftUI target depends on (on Linux): PreviewUI, the modules that `import
        // Combine`, `UIKit`, `OSLog` and `CoreGraphics` are aliased to, Swift Testing's overlays
        // for them, and the registry its generated index names.
        .library(name: "PreviewUI", targets: [
            "PreviewUI", "PreviewCombine", "PreviewUIKit", "PreviewOSLog", "PreviewCoreGraphics",
            "_Testing_UIKit", "_Testing_CoreGraphics", "PreviewRegistry",
        ]),
        .library(name: "Components", targets: ["Components"]),
        .library(name: "PreviewRegistry", targets: ["PreviewRegistry"]),
        .library(name: "PreviewTesting", targets: ["PreviewTesting"]),
        .library(name: "Gallery", targets: ["Gallery"]),
        .library(name: "PreviewCommand", targets: ["PreviewCommand"]),
        .executable(name: "previews", targets: ["PreviewsCLI"]),
        .plugin(name: "PreviewRegistryPlugin", targets: ["PreviewRegistryPlugin"]),
    ],
    targets: [
        // C libraries from Debian, through pkg-config.
        .systemLibrary(name: "CCairo", pkgConfig: "cairo", providers: cairoProviders),
        .systemLibrary(
            name: "CPango", pkgConfig: "pangoft2",
            providers: [.apt([
                "libpango1.0-dev", "fonts-inter", "fonts-noto-color-emoji", "fonts-noto-cjk", "fonts-noto-core",
                "fonts-jetbrains-mono", "fonts-quicksand",
            ])]),
        .systemLibrary(name: "CRsvg", pkgConfig: "librsvg-2.0", providers: [.apt(["librsvg2-dev", "bootstrap-icons"])]),
        .systemLibrary(name: "CPng", pkgConfig: "libpng", providers: [.apt(["libpng-dev"])]),
        // Faster PNG decoding: libdeflate's inflate under our own unfiltering; libspng to compare.
        .systemLibrary(name: "CDeflate", pkgConfig: "libdeflate", providers: [.apt(["libdeflate-dev"])]),
        .systemLibrary(name: "CSpng", pkgConfig: "spng", providers: [.apt(["libspng-dev"])]),
        // PDF image files of asset catalogues, drawn with Cairo.
        .systemLibrary(name: "CPoppler", pkgConfig: "poppler-glib", providers: [.apt(["libpoppler-glib-dev"])]),
        // The live canvas's HTTP server (`previews serve`).
        .systemLibrary(name: "CMicroHTTPD", pkgConfig: "libmicrohttpd", providers: [.apt(["libmicrohttpd-dev"])]),
        // HTTP (libmicrohttpd) and the request policy of `previews serve`; C pointers stay here.
        .target(name: "PreviewServer", dependencies: ["CMicroHTTPD"]),

        // Display lists and everything that touches C: Cairo raster and SVG, Pango text,
        // librsvg icons and SVG images, Poppler PDF images, blur, PNG encode and decode.
        .target(name: "Drawing", dependencies: ["CCairo", "CPango", "CRsvg", "CPng", "CPoppler", "CDeflate", "CSpng"]),

        // The SwiftUI-shaped view language.
        .target(name: "PreviewUI", dependencies: ["Drawing", "PreviewMacros", "InlineMarkdown"]),

        // CommonMark's inline rules (and GFM strikethrough), for Text's Markdown and
        // AttributedString(markdown:), which Foundation on Linux lacks.
        .target(name: "InlineMarkdown"),

        // `#Preview` and `@Previewable`: a compiler plugin that speaks the plugin protocol
        // itself (no swift-syntax), over a tokenizer that the registry generator shares.
        .target(name: "SwiftTokenizer"),
        .target(name: "PreviewMacroExpansion", dependencies: ["SwiftTokenizer"]),
        .macro(name: "PreviewMacros", dependencies: ["PreviewMacroExpansion"]),

        // What `import Combine`, `UIKit`, `OSLog` and `CoreGraphics` are aliased to in a
        // user's target, and Swift Testing's overlays for the aliased names.
        .target(name: "PreviewCombine", dependencies: ["PreviewUI"]),
        .target(name: "PreviewUIKit", dependencies: ["PreviewUI"]),
        .target(name: "PreviewOSLog"),
        .target(name: "PreviewCoreGraphics"),
        .target(name: "_Testing_UIKit"),
        .target(name: "_Testing_CoreGraphics"),

        // The articles' components, written in PreviewUI.
        .target(name: "Components", dependencies: ["PreviewUI"]),

        // Previews as data: states, interactions, variants, layouts; rendering one of them.
        .target(name: "PreviewRegistry", dependencies: ["PreviewUI", "Drawing"]),

        // Lists the previews of a target at build time (one declaration adds a preview).
        .executableTarget(name: "PreviewRegistryGenerator", dependencies: ["SwiftTokenizer"]),
        .plugin(name: "PreviewRegistryPlugin", capability: .buildTool(), dependencies: ["PreviewRegistryGenerator"]),

        // Every article's previews (the folder `Previews/`).
        .target(
            name: "PreviewCatalog", dependencies: ["Components", "PreviewRegistry", "PreviewUI"],
            path: "Previews", plugins: ["PreviewRegistryPlugin"]),

        // Diff engine, references, record modes, assertSnapshot, reports.
        .target(name: "PreviewTesting", dependencies: ["Drawing", "PreviewUI", "PreviewRegistry"]),

        // Static HTML gallery and diff report; knows nothing of Cairo.
        .target(name: "Gallery"),

        // The command-line tool as a library, so a user's package gets it from one line.
        .target(
            name: "PreviewCommand",
            dependencies: ["PreviewRegistry", "PreviewTesting", "Gallery", "Drawing", "PreviewServer"]),
        .executableTarget(name: "PreviewsCLI", dependencies: ["PreviewCommand", "PreviewCatalog"]),

        .executableTarget(
            name: "Benchmarks",
            dependencies: [
                "Drawing", "PreviewUI", "PreviewRegistry", "PreviewCatalog", "PreviewTesting", "Gallery", "PreviewCommand",
                "PreviewMacroExpansion", "Components", "PreviewServer",
            ],
            path: "Benchmarks", exclude: ["Fixtures", "peers"]),

        // Golden/ and Fixtures/ are read through #filePath.
        .testTarget(name: "DrawingTests", dependencies: ["Drawing"], exclude: ["Golden", "Fixtures"]),
        // CommonMark's spec examples (Fixtures/, CC BY-SA 4.0), read through #filePath.
        .testTarget(name: "InlineMarkdownTests", dependencies: ["InlineMarkdown"], exclude: ["Fixtures"]),
        // Builds Tests/Fixtures/SwiftUIPackage (a user's SwiftUI package) once per run and
        // runs its previews tool.
        .testTarget(name: "SwiftUIPackageTests", dependencies: ["Drawing"]),
        .testTarget(name: "PreviewMacroTests", dependencies: ["PreviewMacroExpansion", "SwiftTokenizer"]),
        // #Preview in every form, PreviewProviders and PreviewModifiers, found at run time.
        .testTarget(
            name: "PreviewDiscoveryTests", dependencies: ["PreviewUI", "PreviewRegistry", "Drawing"],
            plugins: ["PreviewRegistryPlugin"]),
        // Golden/ holds the reference PNGs of GoldenTests, iOSRenders/ the real iOS renders
        // (with their licences) that iOSRenderScoreTests scores against, Fixtures/ an asset
        // catalogue; all read through #filePath.
        .testTarget(name: "PreviewUITests", dependencies: ["PreviewUI", "Drawing", "PreviewRegistry"], exclude: ["Golden", "iOSRenders", "Fixtures"]),
        .testTarget(name: "ComponentsTests", dependencies: ["Components", "PreviewUI", "Drawing"]),
        // Conformance/ (pixelmatch's images) and __Snapshots__/ are read through #filePath.
        .testTarget(
            name: "PreviewTestingTests", dependencies: ["PreviewTesting", "Drawing", "PreviewUI"],
            exclude: ["Conformance", "__Snapshots__"]),
        .testTarget(name: "GalleryTests", dependencies: ["Gallery"]),
        .testTarget(name: "PreviewServerTests", dependencies: ["PreviewServer"]),
        .testTarget(name: "SnapshotTests", dependencies: ["PreviewCatalog", "PreviewRegistry", "PreviewTesting", "PreviewUI", "Drawing"], exclude: ["Variants"]),
        .testTarget(name: "PreviewCommandTests", dependencies: ["PreviewCommand", "PreviewCatalog", "PreviewRegistry", "PreviewUI", "Drawing", "PreviewServer"]),
    ],
    swiftLanguageModes: [.v6]
)

// Fuzzing (`scripts/fuzz`, see Fuzz/README.md): libFuzzer targets, added only when
// PROOFSHEET_FUZZ=1. The script builds everything into its own scratch path with AddressSanitizer
// and coverage; only these executables link libFuzzer (-sanitize=fuzzer), so the macro and the
// build tool still link as plain programs. Without the variable the package is exactly the one
// above.
if Context.environment["PROOFSHEET_FUZZ"] == "1" {
    package.targets.append(.target(name: "FuzzSupport", path: "Fuzz/Support"))
    let fuzzTargets: [(name: String, dependencies: [Target.Dependency])] = [
        ("FuzzPNG", ["Drawing"]),
        ("FuzzDiff", ["PreviewTesting", "Drawing"]),
        ("FuzzTokenizer", ["SwiftTokenizer", "PreviewMacroExpansion"]),
        ("FuzzAssetCatalog", ["PreviewUI", "Drawing"]),
        ("FuzzCommandLine", ["PreviewCommand", "PreviewRegistry"]),
    ]
    for target in fuzzTargets {
        package.targets.append(.executableTarget(
            name: target.name, dependencies: ["FuzzSupport"] + target.dependencies, path: "Fuzz/Targets/\(target.name)",
            linkerSettings: [.unsafeFlags(["-sanitize=fuzzer"])]))
    }
}
