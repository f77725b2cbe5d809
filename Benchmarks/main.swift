// Benchmarks: `swift run -c release Benchmarks <name> [arguments]`.
let arguments = Array(CommandLine.arguments.dropFirst())
switch arguments.first {
case "png":
    try PNGBenchmark.run(arguments: Array(arguments.dropFirst()))
case "diff":
    try DiffBenchmark.run(arguments: Array(arguments.dropFirst()))
case "drawing":
    try DrawingBenchmark.run(arguments: Array(arguments.dropFirst()))
default:
    print("usage: Benchmarks png [runs] [--default-only] | diff [runs] [--no-peers] [--write-pair DIR] [--aa-cost] | drawing [runs] [--write DIR]")
}
