import Drawing

/// The outcome of `ImageDiff.perceptual`.
public struct PerceptualDiffResult: Sendable, Equatable {
    /// Size of the first (expected, reference) image.
    public let expectedSize: PixelSize
    /// Size of the second (actual, new) image.
    public let actualSize: PixelSize
    /// The options used.
    public let options: PerceptualDiffOptions
    /// Pixelmatch's return value: pixels above the threshold that are not anti-aliasing (all of
    /// them with `includeAA`). With different sizes, the pixel count of the larger image.
    public let differentPixels: Int
    /// Pixels above the threshold that were taken for anti-aliasing and not counted (0 with
    /// `includeAA`).
    public let antialiasedPixels: Int
    /// The smallest rectangle holding every pixel counted in `differentPixels`; nil if none.
    public let boundingBox: PixelRect?
    /// Pixelmatch's output image, when asked for (and the sizes match).
    public let diffImage: RGBAImage?

    /// True when the sizes differ; then no pixels were compared.
    public var sizeMismatch: Bool { expectedSize != actualSize }
    /// Pixels of the expected image.
    public var totalPixels: Int { expectedSize.pixelCount }
    /// Same size and no counted difference.
    public var matches: Bool { !sizeMismatch && differentPixels == 0 }

    /// One line for a failure message.
    public var summary: String {
        if sizeMismatch { return "sizes differ: expected \(expectedSize), got \(actualSize)" }
        let aa = antialiasedPixels > 0 ? "; \(antialiasedPixels) anti-aliased pixels ignored" : ""
        if differentPixels == 0 { return "no pixel differs beyond threshold \(options.threshold)" + aa }
        return "\(differentPixels) of \(totalPixels) pixels differ beyond threshold \(options.threshold), within \(boundingBox.map { "\($0)" } ?? "-")" + aa
    }
}

extension ImageDiff {
    /// Compares as pixelmatch v7.2.0 does (same count, same diff image). `diffImage: true`
    /// also draws pixelmatch's output: unchanged pixels as faded grey (or transparent with
    /// `diffMask`), anti-aliasing in `aaColor`, differences in `diffColor` / `diffColorAlt`.
    public static func perceptual(
        _ expected: RGBAImage, _ actual: RGBAImage, options: PerceptualDiffOptions = PerceptualDiffOptions(),
        diffImage: Bool = false
    ) -> PerceptualDiffResult {
        let expectedSize = PixelSize(width: expected.width, height: expected.height)
        let actualSize = PixelSize(width: actual.width, height: actual.height)
        guard expectedSize == actualSize else {
            return PerceptualDiffResult(
                expectedSize: expectedSize, actualSize: actualSize, options: options,
                differentPixels: max(expectedSize.pixelCount, actualSize.pixelCount), antialiasedPixels: 0,
                boundingBox: nil, diffImage: nil)
        }
        let width = expected.width, height = expected.height
        // Without diffMask every pixel is drawn, so the buffer need not be cleared first; a mask
        // starts transparent, as pixelmatch's callers' zero-filled buffers do.
        let byteCount = width * height * 4
        var output: [UInt8]? = nil
        if diffImage {
            output = options.diffMask
                ? [UInt8](repeating: 0, count: byteCount)
                : [UInt8](unsafeUninitializedCapacity: byteCount) { _, initialized in initialized = byteCount }
        }
        let counts = expected.pixels.withUnsafeBufferPointer { a in
            actual.pixels.withUnsafeBufferPointer { b in
                guard let pa = a.baseAddress, let pb = b.baseAddress else { return PixelmatchKernel.Counts() }
                let kernel = PixelmatchKernel(img1: pa, img2: pb, width: width, height: height)
                if output != nil {
                    return output!.withUnsafeMutableBufferPointer { kernel.run(options: options, output: $0.baseAddress) }
                }
                return kernel.run(options: options, output: nil)
            }
        }
        return PerceptualDiffResult(
            expectedSize: expectedSize, actualSize: actualSize, options: options,
            differentPixels: counts.different, antialiasedPixels: counts.antialiased, boundingBox: counts.box.rect,
            diffImage: output.map { RGBAImage(width: width, height: height, pixels: $0) })
    }
}
