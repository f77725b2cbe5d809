/// How a render is compared with its reference.
///
/// The default is exact: the renderer is deterministic, so any changed pixel is a change.
/// `threshold` switches to pixelmatch's perceptual comparison (anti-aliased pixels not
/// counted); `precision` lets a share of pixels differ.
public struct ComparisonPolicy: Sendable, Hashable, CustomStringConvertible {
    /// Pixelmatch threshold (0…1); nil compares exact bytes.
    public var threshold: Double?
    /// Share of pixels that must match (0…1).
    public var precision: Double

    public init(threshold: Double? = nil, precision: Double = 1) {
        self.threshold = threshold
        self.precision = precision
    }

    public static let exact = ComparisonPolicy()

    public var description: String {
        var parts = [threshold.map { "perceptual, threshold \($0)" } ?? "exact"]
        if precision < 1 { parts.append("precision \(precision)") }
        return parts.joined(separator: ", ")
    }

    /// How many differing pixels out of `total` still pass.
    func allowedDifferences(total: Int) -> Int {
        Int((Double(total) * (1 - precision)).rounded(.down))
    }
}
