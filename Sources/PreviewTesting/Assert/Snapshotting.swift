import Drawing
import Foundation

/// How to compare two snapshots of one format and say why they differ.
public struct Diffing<Format>: Sendable {
    /// Bytes to store a snapshot in a reference file.
    public var toData: @Sendable (Format) throws -> [UInt8]
    /// A snapshot back from a reference file (`path` names it in errors).
    public var fromData: @Sendable (_ bytes: [UInt8], _ path: String) throws -> Format
    /// nil when they match; otherwise a message and files to show (name, bytes).
    public var diff: @Sendable (_ reference: Format, _ actual: Format) -> (message: String, artifacts: [(name: String, bytes: [UInt8])])?

    public init(
        toData: @escaping @Sendable (Format) throws -> [UInt8],
        fromData: @escaping @Sendable ([UInt8], String) throws -> Format,
        diff: @escaping @Sendable (Format, Format) -> (message: String, artifacts: [(name: String, bytes: [UInt8])])?
    ) {
        self.toData = toData
        self.fromData = fromData
        self.diff = diff
    }
}

/// How to turn a value into a snapshot of some format (as swift-snapshot-testing's
/// `Snapshotting`): a function from the value, a file extension and a `Diffing`.
public struct Snapshotting<Value, Format>: Sendable {
    public var pathExtension: String
    public var diffing: Diffing<Format>
    public var snapshot: @MainActor @Sendable (Value) throws -> Format

    public init(pathExtension: String, diffing: Diffing<Format>, snapshot: @escaping @MainActor @Sendable (Value) throws -> Format) {
        self.pathExtension = pathExtension
        self.diffing = diffing
        self.snapshot = snapshot
    }

    /// The same strategy for another value type, through a transformation.
    public func pullback<NewValue>(_ transform: @escaping @MainActor @Sendable (NewValue) throws -> Value) -> Snapshotting<NewValue, Format> {
        let snapshot = self.snapshot
        return Snapshotting<NewValue, Format>(pathExtension: pathExtension, diffing: diffing) { try snapshot(transform($0)) }
    }
}

extension Diffing where Format == String {
    /// Text compared exactly; the message shows the first differing line of each.
    public static let lines = Diffing(
        toData: { Array($0.utf8) },
        fromData: { bytes, _ in String(decoding: bytes, as: UTF8.self) },
        diff: { reference, actual in
            guard reference != actual else { return nil }
            let a = reference.split(separator: "\n", omittingEmptySubsequences: false)
            let b = actual.split(separator: "\n", omittingEmptySubsequences: false)
            let i = zip(a, b).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(a.count, b.count)
            let expected = i < a.count ? String(a[i]) : "(end of text)"
            let got = i < b.count ? String(b[i]) : "(end of text)"
            return ("text differs at line \(i + 1):\n  − \(expected)\n  + \(got)", [("actual.txt", Array(actual.utf8))])
        })
}

extension Diffing where Format == RGBAImage {
    /// Images compared with swift-snapshot-testing's tolerances: `precision` is the share of
    /// pixels that must match, `perceptualPrecision` how close a pixel must be (1: exact).
    /// Different sizes never match.
    public static func image(precision: Double = 1, perceptualPrecision: Double = 1) -> Diffing {
        Diffing(
            toData: { try PNGCodec.encode($0) },
            fromData: { bytes, path in try PNGCodec.decode(bytes, source: path) },
            diff: { reference, actual in
                let r = ImageDiff.tolerance(reference, actual, precision: precision, perceptualPrecision: perceptualPrecision)
                if !r.sizeMismatch, r.differentPixels <= r.allowedDifferentPixels { return nil }
                var artifacts: [(String, [UInt8])] = []
                if let png = try? PNGCodec.encode(actual) { artifacts.append(("actual.png", png)) }
                if let png = try? PNGCodec.encode(reference) { artifacts.append(("expected.png", png)) }
                if !r.sizeMismatch {
                    let picture = ImageDiff.perceptual(reference, actual, options: PerceptualDiffOptions(threshold: 0, includeAA: true), diffImage: true)
                    if let image = picture.diffImage, let png = try? PNGCodec.encode(image) { artifacts.append(("diff.png", png)) }
                }
                return (r.summary, artifacts)
            })
    }
}
