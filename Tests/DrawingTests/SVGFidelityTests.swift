import Drawing
import Foundation
import Testing

/// Each sample's SVG, drawn back by librsvg's `rsvg-convert`, looks like the PNG Cairo drew:
/// under 1% of pixels differ by more than 32 in a channel.
@Suite struct SVGFidelityTests {
    static let converter = ["/usr/bin/rsvg-convert", "/usr/local/bin/rsvg-convert"].first {
        FileManager.default.isExecutableFile(atPath: $0)
    }
    static let tolerance = 32
    static let allowedFraction = 0.01

    /// `svg` drawn by rsvg-convert at `zoom` (one SVG unit is one point).
    static func rasterize(_ svg: String, zoom: Int, converter: String) throws -> RGBAImage {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("proofsheet-svg-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = folder.appendingPathComponent("in.svg"), output = folder.appendingPathComponent("out.png")
        try svg.write(to: input, atomically: true, encoding: .utf8)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: converter)
        process.arguments = ["--zoom", "\(zoom)", "--format", "png", "--output", output.path, input.path]
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        process.waitUntilExit()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        guard process.terminationStatus == 0 else {
            throw ConversionError(message: "rsvg-convert exited with \(process.terminationStatus): \(message)")
        }
        return try PNGCodec.decode(contentsOf: output)
    }

    struct ConversionError: Error, CustomStringConvertible {
        var message: String
        var description: String { message }
    }

    @Test(arguments: DrawingSamples.all.map(\.name), [1, 2])
    func svgDrawsLikeThePNG(name: String, scale: Int) throws {
        guard let converter = Self.converter else {
            print("SKIPPED SVGFidelityTests: rsvg-convert not found; install it with `sudo apt-get install librsvg2-bin`")
            return
        }
        let list = try #require(DrawingTestSupport.sample(name))
        let svg = try SVGRenderer.render(list)
        let fromSVG = try Self.rasterize(svg, zoom: scale, converter: converter)
        let raster = try RasterRenderer.render(list, scale: Double(scale)).rgba()
        try #require(fromSVG.width == raster.width && fromSVG.height == raster.height,
                     "\(name)@\(scale)x: rsvg-convert made \(fromSVG.width)×\(fromSVG.height), Cairo \(raster.width)×\(raster.height)")
        let difference = DrawingTestSupport.compare(fromSVG, raster, tolerance: Self.tolerance)
        if difference.fraction >= Self.allowedFraction {
            let kept = DrawingTestSupport.keep(Array(svg.utf8), named: "\(name).svg")
            Issue.record("\(name)@\(scale)x: SVG and PNG differ: \(difference) (tolerance \(Self.tolerance)); SVG: \(kept)")
        }
    }

    /// The comparison itself notices a real difference (so a pass above means something).
    @Test func comparisonNoticesAMissingOp() throws {
        guard let converter = Self.converter else {
            print("SKIPPED SVGFidelityTests: rsvg-convert not found; install it with `sudo apt-get install librsvg2-bin`")
            return
        }
        var list = try #require(DrawingTestSupport.sample("corners"))
        let raster = try RasterRenderer.render(list, scale: 1).rgba()
        list.ops.removeLast(3)  // the last column of squares
        let fromSVG = try Self.rasterize(try SVGRenderer.render(list), zoom: 1, converter: converter)
        #expect(DrawingTestSupport.compare(fromSVG, raster, tolerance: Self.tolerance).fraction > Self.allowedFraction)
    }
}
