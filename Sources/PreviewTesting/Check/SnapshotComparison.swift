import Drawing
import Foundation

/// The result of comparing one render with its reference.
public enum SnapshotStatus: String, Sendable, Codable, CaseIterable {
    case passed, failed, missing, orphaned
}

/// One compared file, with the figures a report needs.
public struct SnapshotOutcome: Sendable {
    /// The file's path under the snapshot folder, e.g. `cups-of-water/collapsed-light@2x.png`.
    public let path: String
    public let status: SnapshotStatus
    public let differentPixels: Int
    public let totalPixels: Int
    /// Why it failed (sizes, counts, a damaged file), for people.
    public let message: String?
    /// The render, when it failed (to write next to the reference in a report).
    public let actual: RGBAImage?
    /// The decoded reference, when it failed and could be decoded.
    public let expected: RGBAImage?
    /// Pixelmatch's picture of the differences, when it failed and sizes match.
    public let diff: RGBAImage?
    /// For SVG references: the rendered text, when it failed.
    public let actualText: String?

    public init(path: String, status: SnapshotStatus, differentPixels: Int = 0, totalPixels: Int = 0, message: String? = nil,
                actual: RGBAImage? = nil, expected: RGBAImage? = nil, diff: RGBAImage? = nil, actualText: String? = nil) {
        self.path = path
        self.status = status
        self.differentPixels = differentPixels
        self.totalPixels = totalPixels
        self.message = message
        self.actual = actual
        self.expected = expected
        self.diff = diff
        self.actualText = actualText
    }
}

/// Compares renders with references.
public enum SnapshotComparison {
    /// Compares a raster render with PNG reference bytes (nil: missing). When the reference's
    /// file hash and pixel hash are both on record and the render's pixel hash matches, the
    /// reference is not decoded at all.
    public static func comparePNG(
        path: String, actual: RasterImage, actualPixelHash: String, reference: [UInt8]?,
        recorded: SnapshotHashes.Entry?, policy: ComparisonPolicy = .exact, source: String,
        recordHint: String = "record it again"
    ) -> SnapshotOutcome {
        let total = actual.width * actual.height
        guard let reference else {
            return SnapshotOutcome(path: path, status: .missing, totalPixels: total, message: "no reference at \(source)",
                                   actual: actual.rgba())
        }
        if let recorded, recorded.pixels == actualPixelHash, recorded.file == SnapshotHashes.hash(reference) {
            return SnapshotOutcome(path: path, status: .passed, totalPixels: total)
        }
        let expected: RGBAImage
        do {
            expected = try PNGCodec.decode(reference, source: source)
        } catch {
            return SnapshotOutcome(
                path: path, status: .failed, totalPixels: total,
                message: "\(error); \(recordHint)", actual: actual.rgba())
        }
        let outcome = compare(path: path, expected: expected, actual: actual.rgba(), policy: policy)
        if let header = PNGHeader(reference), !header.isWrittenForm {
            // Not what `record` wrote: something rewrote it (an image optimiser, an editor, a
            // merge tool), so it is not the reviewed file, whatever its pixels say.
            let pixels = outcome.status == .passed
                ? "its pixels, converted to 8-bit RGBA, match the render"
                : "its pixels, converted to 8-bit RGBA, differ: \(outcome.message ?? "")"
            return SnapshotOutcome(
                path: path, status: .failed, differentPixels: outcome.differentPixels, totalPixels: outcome.totalPixels,
                message: "\(source) is \(header.form.hasPrefix("8") ? "an" : "a") \(header.form) PNG, not the 8-bit RGBA PNG without interlacing that record writes (something rewrote it); \(pixels); \(recordHint)",
                actual: outcome.actual ?? actual.rgba(), expected: outcome.expected ?? expected, diff: outcome.diff)
        }
        return outcome
    }

    /// The pixel hash of a transition: of its frames' pixel hashes, in order.
    public static func motionPixelHash(_ frames: [RasterImage]) -> String {
        SnapshotHashes.hash(Array(frames.map { SnapshotHashes.hash($0.premultipliedBGRA) }.joined(separator: ",").utf8))
    }

    /// Compares a transition's frames (at `times`, seconds after the change) with an animated
    /// PNG reference (nil: missing), frame by frame under the policy: the first frame that
    /// differs fails it, named with its number and time, with its images for the report.
    public static func compareMotion(
        path: String, actual: [RasterImage], times: [TimeInterval], actualPixelHash: String, reference: [UInt8]?,
        recorded: SnapshotHashes.Entry?, policy: ComparisonPolicy = .exact, source: String, recordHint: String = "record it again"
    ) -> SnapshotOutcome {
        let total = actual.reduce(0) { $0 + $1.width * $1.height }
        func ms(_ t: TimeInterval) -> String { "\(Int((t * 1000).rounded())) ms" }
        guard let reference else {
            return SnapshotOutcome(path: path, status: .missing, totalPixels: total, message: "no reference at \(source)",
                                   actual: actual.last?.rgba())
        }
        if let recorded, recorded.pixels == actualPixelHash, recorded.file == SnapshotHashes.hash(reference) {
            return SnapshotOutcome(path: path, status: .passed, totalPixels: total)
        }
        let expected: [(image: RGBAImage, delay: Double)]
        do {
            expected = try APNGReader.frames(reference, source: source)
        } catch {
            return SnapshotOutcome(path: path, status: .failed, totalPixels: total, message: "\(error); \(recordHint)",
                                   actual: actual.last?.rgba())
        }
        guard expected.count == actual.count else {
            let lasts = expected.reduce(0) { $0 + $1.delay } - (expected.last?.delay ?? 0)
            return SnapshotOutcome(
                path: path, status: .failed, differentPixels: total, totalPixels: total,
                message: "the transition has \(actual.count) frame(s) over \(ms(times.last ?? 0)) where the reference has \(expected.count) over \(ms(lasts)): its animation changed; \(recordHint)",
                actual: actual.last?.rgba(), expected: expected.last?.image)
        }
        var differing = 0
        for (i, frame) in actual.enumerated() {
            let outcome = compare(path: path, expected: expected[i].image, actual: frame.rgba(), policy: policy)
            differing += outcome.differentPixels
            if outcome.status == .failed {
                return SnapshotOutcome(
                    path: path, status: .failed, differentPixels: outcome.differentPixels, totalPixels: outcome.totalPixels,
                    message: "frame \(i + 1) of \(actual.count) (\(ms(times[i]))): \(outcome.message ?? "differs")",
                    actual: outcome.actual, expected: outcome.expected, diff: outcome.diff)
            }
        }
        return SnapshotOutcome(path: path, status: .passed, differentPixels: differing, totalPixels: total)
    }

    /// Compares two decoded images under a policy.
    public static func compare(path: String, expected: RGBAImage, actual: RGBAImage, policy: ComparisonPolicy) -> SnapshotOutcome {
        let total = expected.width * expected.height
        if expected.width != actual.width || expected.height != actual.height {
            return SnapshotOutcome(
                path: path, status: .failed, differentPixels: max(total, actual.width * actual.height), totalPixels: total,
                message: "size differs: reference \(expected.width)×\(expected.height) px, render \(actual.width)×\(actual.height) px",
                actual: actual, expected: expected)
        }
        let differing: Int
        let summary: String
        if let threshold = policy.threshold {
            let r = ImageDiff.perceptual(expected, actual, options: PerceptualDiffOptions(threshold: threshold))
            differing = r.differentPixels
            summary = r.summary
        } else {
            let r = ImageDiff.exact(expected, actual)
            differing = r.differentPixels
            summary = r.summary
        }
        if differing <= policy.allowedDifferences(total: total) && (differing == 0 || policy.precision < 1) {
            return SnapshotOutcome(path: path, status: .passed, differentPixels: differing, totalPixels: total)
        }
        // A picture of every changed pixel, whatever the policy counted.
        let picture = ImageDiff.perceptual(expected, actual, options: PerceptualDiffOptions(threshold: 0, includeAA: true), diffImage: true)
        return SnapshotOutcome(
            path: path, status: .failed, differentPixels: differing, totalPixels: total,
            message: summary + (policy.precision < 1 ? " (at most \(policy.allowedDifferences(total: total)) allowed)" : ""),
            actual: actual, expected: expected, diff: picture.diffImage)
    }

    /// Compares SVG text with reference bytes (nil: missing).
    public static func compareSVG(path: String, actual: String, reference: [UInt8]?, source: String) -> SnapshotOutcome {
        compareText(path: path, actual: actual, reference: reference, source: source, kind: "SVG")
    }

    /// A text reference (an SVG, an accessibility tree): passes when the texts are the same;
    /// a failure names the first line that differs.
    public static func compareText(path: String, actual: String, reference: [UInt8]?, source: String, kind: String) -> SnapshotOutcome {
        guard let reference else {
            return SnapshotOutcome(path: path, status: .missing, message: "no reference at \(source)", actualText: actual)
        }
        let expected = String(decoding: reference, as: UTF8.self)
        if expected == actual { return SnapshotOutcome(path: path, status: .passed) }
        let a = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let b = actual.split(separator: "\n", omittingEmptySubsequences: false)
        let line = (zip(a, b).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(a.count, b.count)) + 1
        return SnapshotOutcome(path: path, status: .failed, message: "\(kind) text differs from line \(line)", actualText: actual)
    }
}
