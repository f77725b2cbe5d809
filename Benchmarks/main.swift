// Benchmarks: `swift run -c release Benchmarks <name> [arguments]`.
let arguments = Array(CommandLine.arguments.dropFirst())
switch arguments.first {
case "png":
    try PNGBenchmark.run(arguments: Array(arguments.dropFirst()))
case "diff":
    try DiffBenchmark.run(arguments: Array(arguments.dropFirst()))
case "render":
    try await RenderBenchmark.run(arguments: Array(arguments.dropFirst()))
case "gallery":
    await MainActor.run { runGalleryBenchmark() }
case "layout":
    try LayoutBenchmark.run(arguments: Array(arguments.dropFirst()))
default:
    print("usage: Benchmarks png [runs] [--default-only] | diff [runs] [--no-peers] [--write-pair DIR] [--aa-cost] | render [runs] | gallery | layout [runs]")
}
