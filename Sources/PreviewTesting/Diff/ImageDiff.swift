import Drawing

/// Pixel comparison of two decoded images: pure functions over RGBA buffers (as pixelmatch is)
/// that return a result value. Decoding and encoding stay outside.
///
/// Three modes:
/// - `exact(_:_:tolerance:)`: bytes, optionally with a per-channel tolerance.
/// - `perceptual(_:_:options:diffImage:)`: pixelmatch v7.2.0, bit for bit (YIQ colour delta,
///   anti-aliasing detection, the same diff image).
/// - `tolerance(_:_:precision:perceptualPrecision:)`: swift-snapshot-testing's `precision`
///   and `perceptualPrecision`.
///
/// Images of different sizes never match: every mode reports both sizes, compares no pixels,
/// and counts every pixel of the larger image as different.
public enum ImageDiff {}
