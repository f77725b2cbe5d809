// swift-tools-version:6.0
import PackageDescription

// Stands for a third-party package that branches on canImport (as swift-snapshot-testing and
// OpenCombine users do): on Linux it must keep taking its non-Apple branch.
let package = Package(
    name: "Branching",
    products: [.library(name: "Branching", targets: ["Branching"])],
    targets: [.target(name: "Branching")]
)
