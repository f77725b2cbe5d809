import Drawing
import Foundation
import Testing

/// Every `DrawingSamples.all` list drawn at 1x, 2x and 3x and compared, decoded and exactly,
/// with `Golden/<sample>@<scale>x.png`.
///
/// To record (after a deliberate change of the drawing engine, or for a new sample):
///
///     PROOFSHEET_RECORD_GOLDEN=1 swift test --filter DrawingTests.GoldenTests
///
/// The recorded tests fail on purpose; look at every image written, then run again without the
/// variable.
@Suite struct GoldenTests {
    static let directory = DrawingTestSupport.testsDirectory.appendingPathComponent("Golden")
    static let recordVariable = "PROOFSHEET_RECORD_GOLDEN"
    static var recording: Bool { ProcessInfo.processInfo.environment[recordVariable] == "1" }

    /// The features the golden set has to show, each with the sample that shows it.
    static let requiredSamples = [
        "corners", "shapes", "text-styles", "text-weights", "text-truncation", "icons", "shadows", "clip",
        "rotation", "opacity",
    ]

    @Test func everyFeatureHasASample() {
        let names = Set(DrawingSamples.all.map(\.name))
        for required in Self.requiredSamples {
            #expect(names.contains(required), "DrawingSamples.all has no '\(required)' sample")
        }
        #expect(names.count == DrawingSamples.all.count, "sample names must be unique")
        for name in names {
            #expect(name.allSatisfy { $0.isLowercase || $0.isNumber || $0 == "-" }, "'\(name)' is not lower-kebab")
        }
    }

    @Test func everyGoldenBelongsToASample() throws {
        let expected = Set(DrawingSamples.all.flatMap { sample in (1...3).map { "\(sample.name)@\($0)x.png" } })
        let present = Set(try FileManager.default.contentsOfDirectory(atPath: Self.directory.path))
        #expect(present.subtracting(expected).isEmpty, "orphaned golden images (delete them): \(present.subtracting(expected).sorted())")
    }

    @Test(arguments: DrawingSamples.all.map(\.name), [1, 2, 3])
    func sampleMatchesGolden(name: String, scale: Int) throws {
        let list = try #require(DrawingTestSupport.sample(name))
        let image = try RasterRenderer.render(list, scale: Double(scale))
        #expect(image.width == Int((list.size.width * Double(scale)).rounded(.up)))
        #expect(image.height == Int((list.size.height * Double(scale)).rounded(.up)))
        let file = Self.directory.appendingPathComponent("\(name)@\(scale)x.png")

        if Self.recording {
            try FileManager.default.createDirectory(at: Self.directory, withIntermediateDirectories: true)
            try Data(DrawingTestSupport.png(image)).write(to: file, options: .atomic)
            Issue.record("recorded \(file.path); look at them and re-run without \(Self.recordVariable)")
            return
        }
        guard FileManager.default.fileExists(atPath: file.path) else {
            Issue.record("""
                no golden image \(file.path); record it with \
                `\(Self.recordVariable)=1 swift test --filter DrawingTests.GoldenTests`, look at it, and commit it
                """)
            return
        }
        let golden = try PNGCodec.decode(contentsOf: file)
        let actual = image.rgba()
        guard golden.width == actual.width, golden.height == actual.height else {
            let kept = DrawingTestSupport.keep(try DrawingTestSupport.png(image), named: "\(name)@\(scale)x.png")
            Issue.record("\(name)@\(scale)x is \(actual.width)×\(actual.height) px, the golden \(golden.width)×\(golden.height); drawn: \(kept)")
            return
        }
        let difference = DrawingTestSupport.compare(actual, golden)
        if difference.differing > 0 {
            let kept = DrawingTestSupport.keep(try DrawingTestSupport.png(image), named: "\(name)@\(scale)x.png")
            Issue.record("""
                \(name)@\(scale)x differs from \(file.path): \(difference); drawn: \(kept). \
                If the change is intended, record again with \(Self.recordVariable)=1.
                """)
        }
    }
}
