/// An opaque colour for the diff image.
public struct DiffColor: Sendable, Hashable {
    /// Red, 0…255.
    public var red: UInt8
    /// Green, 0…255.
    public var green: UInt8
    /// Blue, 0…255.
    public var blue: UInt8

    /// An opaque colour from 8-bit components.
    public init(red: UInt8, green: UInt8, blue: UInt8) {
        self.red = red
        self.green = green
        self.blue = blue
    }

    /// Pixelmatch's `aaColor` default, yellow.
    public static let yellow = DiffColor(red: 255, green: 255, blue: 0)
    /// Pixelmatch's `diffColor` default, red.
    public static let red = DiffColor(red: 255, green: 0, blue: 0)
}

/// Pixelmatch's options, with its names and defaults (v7.2.0).
public struct PerceptualDiffOptions: Sendable, Hashable {
    /// Matching threshold, 0…1; smaller is more sensitive. A pixel differs when its squared YIQ
    /// distance exceeds `35215 * threshold * threshold` (35215 is the largest possible distance).
    public var threshold: Double
    /// Count anti-aliased pixels as differences instead of ignoring them.
    public var includeAA: Bool
    /// Opacity of the original image drawn as grey under the diff, 0…1.
    public var alpha: Double
    /// Colour of pixels that differ only by anti-aliasing.
    public var aaColor: DiffColor
    /// Colour of differing pixels.
    public var diffColor: DiffColor
    /// Colour of differing pixels that are darker in the second image; nil: `diffColor`.
    public var diffColorAlt: DiffColor?
    /// Draw only the differences, over a transparent background (no grey image, no AA pixels).
    public var diffMask: Bool

    /// Options with pixelmatch's defaults unless given.
    public init(
        threshold: Double = 0.1, includeAA: Bool = false, alpha: Double = 0.1,
        aaColor: DiffColor = .yellow, diffColor: DiffColor = .red, diffColorAlt: DiffColor? = nil,
        diffMask: Bool = false
    ) {
        self.threshold = threshold
        self.includeAA = includeAA
        self.alpha = alpha
        self.aaColor = aaColor
        self.diffColor = diffColor
        self.diffColorAlt = diffColorAlt
        self.diffMask = diffMask
    }
}
