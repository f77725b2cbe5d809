import Components
import Drawing
import Foundation
@_spi(Benchmarks) import PreviewUI

/// `swift run -c release Benchmarks motion [runs]`: article 3's picker (the highlight's spring
/// from car to airplane), one thread, at 2x.
///
/// - One moment of the transition (the frame at 0.1 s: interpolated frames, the two cards
///   cross-fading) drawn to pixels, against a still frame of the same state laid out and
///   drawn, the two taking turns (target ≤ 1.3×).
/// - The first 0.35 s of the transition at 60 fps (22 frames), each drawn and encoded as a PNG
///   (target under 150 ms), and the same frames as one animated PNG.
enum MotionBenchmark {
    static func run(arguments: [String]) throws {
        let runs = arguments.first.flatMap(Int.init) ?? 40
        try MainActor.assumeIsolated { try measure(runs: runs) }
    }

    @MainActor
    static func tapped() throws -> ViewHost {
        // As the catalogue's preview lays it out (393 × 112 points).
        let host = ViewHost(TransportationPicker().padding(), layout: .sizeThatFits)
        _ = try host.render()
        try host.tap(text: "Airplane")
        _ = try host.transitionDuration
        return host
    }

    static func png(_ image: RasterImage) throws -> [UInt8] {
        try image.premultipliedBGRA.withUnsafeBytes { bytes in
            try PNGCodec.encode(premultipliedBGRA: bytes, width: image.width, height: image.height, stride: image.width * 4)
        }
    }

    @MainActor
    static func measure(runs: Int) throws {
        let host = try tapped()
        let duration = try host.transitionDuration
        print("Article 3's picker as its preview draws it (\(Int(try host.displayList.size.width)) × \(Int(try host.displayList.size.height)) pt) at 2x, car → airplane (\(Stopwatch.format(duration * 1000, 0)) ms transition), one thread, median of \(runs) runs")

        var moments: [Double] = [], stills: [Double] = []
        _ = try RasterRenderer.render(try host.displayList(at: 0.1), scale: 2)
        _ = try RasterRenderer.render(try host.layOutAgain(), scale: 2)
        for _ in 0..<runs {
            moments.append(try Stopwatch.medianMilliseconds(runs: 1, warmup: 0) {
                _ = Stopwatch.opaque(try RasterRenderer.render(try host.displayList(at: 0.1), scale: 2))
            })
            stills.append(try Stopwatch.medianMilliseconds(runs: 1, warmup: 0) {
                _ = Stopwatch.opaque(try RasterRenderer.render(try host.layOutAgain(), scale: 2))
            })
        }
        let moment = Stopwatch.median(moments), still = Stopwatch.median(stills)
        print("a moment of the transition (display list at 0.1 s + pixels): \(Stopwatch.format(moment)) ms; "
              + "a still of the state (layout + display list + pixels): \(Stopwatch.format(still)) ms; "
              + "ratio \(Stopwatch.format(moment / still, 2))× (target ≤ 1.3×)")

        let times = (0...21).map { Double($0) / 60 }
        var frames: [RasterImage] = []
        let film = try Stopwatch.medianMilliseconds(runs: max(runs / 8, 5), warmup: 1) {
            let host = try tapped()
            frames = []
            for t in times {
                let image = try RasterRenderer.render(try host.displayList(at: t), scale: 2)
                _ = Stopwatch.opaque(try png(image))
                frames.append(image)
            }
        }
        print("0.35 s at 60 fps (\(times.count) frames, each drawn and encoded as a PNG, from the tap): \(Stopwatch.format(film, 1)) ms (target < 150 ms)")
        let apng = try Stopwatch.medianMilliseconds(runs: max(runs / 8, 5), warmup: 1) {
            _ = Stopwatch.opaque(try APNGWriter.encode(frames, delayNumerator: 1, delayDenominator: 60))
        }
        let bytes = try APNGWriter.encode(frames, delayNumerator: 1, delayDenominator: 60).count
        print("the same \(frames.count) frames as one animated PNG: \(Stopwatch.format(apng, 1)) ms, \(bytes / 1024) KiB")
    }
}
