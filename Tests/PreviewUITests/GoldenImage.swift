import Drawing
import Foundation
import PreviewUI
import Testing

/// Golden images of PreviewUI views: a view is laid out by a `ViewHost`, drawn at 2x by
/// `RasterRenderer`, and its decoded pixels are compared exactly with
/// `Tests/PreviewUITests/Golden/<name>.png`.
///
/// Recording: set `PREVIEWUI_RECORD_GOLDENS` to `missing` (write the goldens that do not exist)
/// or `all` (rewrite every golden that differs), run the tests, look at the new PNGs, commit.
/// A test that records still fails, so a recording run is never mistaken for a passing one.
enum GoldenImage {
    static let scale = 2.0

    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")

    /// Where the pixels of a failed comparison are written, to look at beside the golden.
    static let failures = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent(".build/golden-failures")

    enum RecordMode: String {
        case never, missing, all
    }

    static var recordMode: RecordMode {
        let value = ProcessInfo.processInfo.environment["PREVIEWUI_RECORD_GOLDENS"] ?? ""
        switch value.lowercased() {
        case "", "0", "no", "never": return .never
        case "missing": return .missing
        default: return .all
        }
    }

    /// Draws `view` and compares it with the golden `name`.
    @MainActor
    static func check<V: View>(
        _ view: V, named name: String, layout: PreviewLayout = .sizeThatFits, colorScheme: ColorScheme = .light,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        try check(host: ViewHost(view, layout: layout, colorScheme: colorScheme), named: name, sourceLocation: sourceLocation)
    }

    /// The current frame of a host (a state reached by interactions) against its golden.
    @MainActor
    static func check(host: ViewHost, named name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let actual = try RasterRenderer.render(try host.displayList, scale: scale).rgba()
        try compare(actual, named: name, sourceLocation: sourceLocation)
    }

    static func compare(_ actual: RGBAImage, named name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let file = directory.appendingPathComponent(name + ".png")
        let relative = "Tests/PreviewUITests/Golden/\(name).png"
        let exists = FileManager.default.fileExists(atPath: file.path)
        let mode = recordMode

        if !exists {
            if mode == .never {
                Issue.record(
                    """
                    golden \(relative) is missing. Record it with \
                    PREVIEWUI_RECORD_GOLDENS=missing swift test --filter PreviewUITests.GoldenTests, \
                    look at the PNG, and commit it.
                    """, sourceLocation: sourceLocation)
                return
            }
            try write(actual, to: file)
            Issue.record("recorded the missing golden \(relative); look at it, commit it, and run again without PREVIEWUI_RECORD_GOLDENS",
                         sourceLocation: sourceLocation)
            return
        }

        let expected = try PNGCodec.decode(contentsOf: file)
        if expected == actual { return }

        if mode == .all {
            try write(actual, to: file)
            Issue.record("rewrote the golden \(relative) (it differed); look at it and commit it", sourceLocation: sourceLocation)
            return
        }
        let failure = failures.appendingPathComponent(name + ".png")
        try? FileManager.default.createDirectory(at: failures, withIntermediateDirectories: true)
        try? write(actual, to: failure)
        Issue.record("\(relative): \(describeDifference(expected, actual)); the new pixels are in .build/golden-failures/\(name).png",
                     sourceLocation: sourceLocation)
    }

    /// One line on how two images differ: size, or count of different pixels and the box round them.
    static func describeDifference(_ a: RGBAImage, _ b: RGBAImage) -> String {
        if a.width != b.width || a.height != b.height {
            return "size differs: golden \(a.width)×\(a.height) px, now \(b.width)×\(b.height) px"
        }
        var count = 0
        var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
        for y in 0..<a.height {
            for x in 0..<a.width {
                let i = (y * a.width + x) * 4
                if a.pixels[i] != b.pixels[i] || a.pixels[i + 1] != b.pixels[i + 1]
                    || a.pixels[i + 2] != b.pixels[i + 2] || a.pixels[i + 3] != b.pixels[i + 3] {
                    count += 1
                    minX = min(minX, x); minY = min(minY, y); maxX = max(maxX, x); maxY = max(maxY, y)
                }
            }
        }
        return "\(count) of \(a.width * a.height) pixels differ, in x \(minX)…\(maxX), y \(minY)…\(maxY) (pixels at \(Int(scale))x)"
    }

    /// Writes through a temporary file renamed into place, so no run leaves half a PNG.
    static func write(_ image: RGBAImage, to url: URL) throws {
        let bytes = try PNGCodec.encode(image)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        let temporary = url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).tmp")
        try Data(bytes).write(to: temporary)
        // rename(2) replaces the old file in one step (Foundation's replaceItemAt on Linux
        // removed the old file and left the temporary one behind).
        guard rename(temporary.path, url.path) == 0 else {
            let reason = String(cString: strerror(errno))
            try? FileManager.default.removeItem(at: temporary)
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: url.path, NSLocalizedDescriptionKey: reason])
        }
    }
}
