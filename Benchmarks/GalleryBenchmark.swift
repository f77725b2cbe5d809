import Foundation
import Gallery

/// Measures how long `GalleryWriter` takes to write a gallery of 40 snapshots (10 previews in
/// 4 components, 2 states each, light and dark, PNG and SVG), and `GalleryDiffReportWriter` a
/// report of the same 40 entries. The images are dummy files of a realistic size (a PNG header
/// and filler: the writers copy files and never decode them). Prints the median of 15 runs after
/// 3 warm-up runs. Target: well under one second.
func runGalleryBenchmark() {
    let folder = FileManager.default.temporaryDirectory
        .appendingPathComponent("proofsheet-gallery-benchmark-\(UUID().uuidString.lowercased())")
    defer { try? FileManager.default.removeItem(at: folder) }
    do {
        let (catalog, report) = try GalleryBenchmarkData.make(in: folder.appendingPathComponent("rendered"))
        let snapshots = catalog.previews.reduce(0) { $0 + $1.states.reduce(0) { $0 + $1.snapshots.count } }

        let galleryOutput = folder.appendingPathComponent("gallery")
        let gallery = try GalleryBenchmarkData.median(warmUp: 3, runs: 15) {
            try GalleryWriter().write(catalog, to: galleryOutput)
        }
        print(GalleryBenchmarkData.line("gallery", count: snapshots, unit: "snapshots", gallery))

        let reportOutput = folder.appendingPathComponent("report")
        let reportTimes = try GalleryBenchmarkData.median(warmUp: 3, runs: 15) {
            try GalleryDiffReportWriter().write(report, to: reportOutput)
        }
        print(GalleryBenchmarkData.line("diff report", count: report.entries.count, unit: "entries", reportTimes))
    } catch {
        print("gallery benchmark failed: \(error)")
    }
}

enum GalleryBenchmarkData {
    struct Timing {
        var median: Duration
        var minimum: Duration
        var maximum: Duration
        var runs: Int
    }

    static func median(warmUp: Int, runs: Int, _ body: () throws -> Void) throws -> Timing {
        for _ in 0..<warmUp { try body() }
        let clock = ContinuousClock()
        var times: [Duration] = []
        for _ in 0..<runs {
            times.append(try clock.measure(body))
        }
        times.sort()
        return Timing(median: times[times.count / 2], minimum: times[0], maximum: times[times.count - 1], runs: runs)
    }

    static func line(_ label: String, count: Int, unit: String, _ timing: Timing) -> String {
        func ms(_ duration: Duration) -> String {
            let value = Double(duration.components.seconds) * 1000 + Double(duration.components.attoseconds) / 1e15
            return String(format: "%.1f ms", value)
        }
        return "\(label): \(count) \(unit), median \(ms(timing.median)) "
            + "(min \(ms(timing.minimum)), max \(ms(timing.maximum)), \(timing.runs) runs)"
    }

    /// 10 previews × 2 states × 2 variants, each PNG 780 × 240 px at @2x, about 24 KB.
    static func make(in folder: URL) throws -> (GalleryCatalog, GalleryDiffReport) {
        let components = ["CollapsibleWheelPicker", "SegmentedControl", "Toggle", "InsetGroupedList"]
        var previews: [GalleryPreview] = []
        var entries: [GalleryDiffEntry] = []
        for index in 0..<10 {
            let name = "preview-\(index)"
            var states: [GalleryState] = []
            for state in ["collapsed", "expanded"] {
                var snapshots: [GallerySnapshot] = []
                for scheme in GalleryColorScheme.allCases {
                    let stem = "\(name)/\(state)-\(scheme.rawValue)@2x"
                    let png = folder.appendingPathComponent(stem + ".png")
                    let svg = folder.appendingPathComponent(stem + ".svg")
                    try FileManager.default.createDirectory(
                        at: png.deletingLastPathComponent(), withIntermediateDirectories: true)
                    try dummyPNG(width: 780, height: 240, bytes: 24_000).write(to: png)
                    try Data(repeating: 0x20, count: 8_000).write(to: svg)
                    snapshots.append(GallerySnapshot(
                        variant: scheme.rawValue, colorScheme: scheme, width: 390, height: 120, scale: 2,
                        png: png, svg: svg))
                    let failed = (index + entries.count) % 7 == 0
                    entries.append(GalleryDiffEntry(
                        name: "\(name)/\(state)-\(scheme.rawValue)", status: failed ? .failed : .passed,
                        differentPixels: failed ? 1_234 : 0, totalPixels: 780 * 240, threshold: 0.1,
                        fingerprintMatches: true,
                        expected: failed ? .copy(from: png) : nil, actual: failed ? .copy(from: png) : nil,
                        diff: failed ? .copy(from: png) : nil))
                }
                states.append(GalleryState(
                    name: state, interactions: state == "expanded" ? ["tap the row"] : [], snapshots: snapshots))
            }
            previews.append(GalleryPreview(
                name: name, title: "Preview \(index)", component: components[index % components.count],
                description: "A benchmark preview.", states: states))
        }
        return (GalleryCatalog(title: "Benchmark", previews: previews), GalleryDiffReport(entries: entries))
    }

    /// The signature and IHDR chunk of a PNG, padded to `bytes`: enough for the writers.
    private static func dummyPNG(width: UInt32, height: UInt32, bytes: Int) -> Data {
        var data = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13])
        data.append(contentsOf: Array("IHDR".utf8))
        for value in [width, height] {
            data.append(contentsOf: [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)])
        }
        data.append(contentsOf: [8, 6, 0, 0, 0, 0, 0, 0, 0])
        data.append(Data(count: max(bytes - data.count, 0)))
        return data
    }
}
