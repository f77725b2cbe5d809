import Foundation
// Benchmarks: `swift run -c release Benchmarks <name> [arguments]`.
let arguments = Array(CommandLine.arguments.dropFirst())
switch arguments.first {
case "png":
    try PNGBenchmark.run(arguments: Array(arguments.dropFirst()))
case "diff":
    try DiffBenchmark.run(arguments: Array(arguments.dropFirst()))
case "diff-process":
    try DiffProcessBenchmark.run(arguments: Array(arguments.dropFirst()))
case "scale":
    try ScaleBenchmark.run(arguments: Array(arguments.dropFirst()))
case "scale-tool":
    exit(await ScaleBenchmark.tool(arguments: Array(arguments.dropFirst())))
case "scale-soak":
    exit(try await ScaleBenchmark.soak(arguments: Array(arguments.dropFirst())))
case "drawing":
    try DrawingBenchmark.run(arguments: Array(arguments.dropFirst()))
case "layout":
    try LayoutBenchmark.run(arguments: Array(arguments.dropFirst()))
case "controls":
    try ControlsBenchmark.run(arguments: Array(arguments.dropFirst()))
case "lazy":
    try LazyBenchmark.run(arguments: Array(arguments.dropFirst()))
case "materials":
    try MaterialBenchmark.run(arguments: Array(arguments.dropFirst()))
case "render":
    try await RenderBenchmark.run(arguments: Array(arguments.dropFirst()))
case "text":
    try await MainActor.run { try TextBenchmark.run(arguments: Array(arguments.dropFirst())) }
case "macro":
    try MacroBenchmark.run(arguments: Array(arguments.dropFirst()))
case "motion":
    try MotionBenchmark.run(arguments: Array(arguments.dropFirst()))
case "variants":
    try await VariantsBenchmark.run(arguments: Array(arguments.dropFirst()))
case "serve":
    try ServeBenchmark.run(arguments: Array(arguments.dropFirst()))
case "gallery":
    await MainActor.run { runGalleryBenchmark() }
default:
    print("""
        usage: Benchmarks <suite> [arguments], in release (swift run -c release Benchmarks …)
          png [runs] [--default-only]          PNG encode settings against zlib's default
          diff [runs] [--no-peers] [--write-pair DIR] [--aa-cost]
                                               exact and perceptual diff against pixelmatch peers
          diff-process [runs]                  previews diff of a 4 MP pair as a whole process, against pixelmatch's C++ port and ImageMagick; the PNG decoders
          scale [previews] [--soak N]          2,000 generated previews: record, check, decode-bound check, render, gallery (wall, peak memory); a 20,000-render soak
          drawing [runs] [--write DIR]         a phone screen: raw pixels, PNG, SVG, decode, blur
          layout [runs]                        resolve + layout + display list of a 200-view screen
          controls [runs] [--png FILE]         a screen of 40 controls: layout + display list, and drawing against the drawing benchmark's screen
          lazy [runs] [--only TEXT]            a 500-row List and a 1,000-cell LazyVGrid, at the top and scrolled
          materials [runs] [--no-peers]        a full-screen material's blur at 2x, against SciPy's Gaussian and boxes
          render [runs]                        every preview: per snapshot and the whole registry
          motion [runs]                        article 3's transition: a moment against a still, 0.35 s at 60 fps
          gallery                              writing the gallery and the diff report
          serve [saves]                        the live canvas on the catalogue (debug): save → pushed, clicks → frame
          variants [runs]                      the accessibility tree against a render; a 48-variant matrix of one preview
          text [runs]                          a text-heavy screen (Markdown, symbols, emoji) against plain text
          macro [runs] [--clean]               #Preview: the plugin's work, a 200-preview target's rebuild (--clean: clean builds too)
        """)
}
