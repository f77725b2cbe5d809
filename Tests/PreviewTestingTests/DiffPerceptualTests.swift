import Drawing
import PreviewTesting
import Testing

@Suite struct DiffPerceptualTests {
    let grey = DiffTestImages.filled(6, 6, [128, 128, 128, 255])

    @Test func identicalImagesGiveZeroAndAFadedGreyImage() {
        let result = ImageDiff.perceptual(grey, grey, diffImage: true)
        #expect(result.matches)
        let image = try! #require(result.diffImage)
        // 255 + (128 * (0.29889531 + 0.58662247 + 0.11448223) - 255) * 0.1 = 242.3 -> 242
        #expect(image[0, 0] == (242, 242, 242, 255))
        #expect(Set(stride(from: 0, to: image.pixels.count, by: 4).map { image.pixels[$0] }) == [242])
    }

    @Test func identicalImagesWithDiffMaskLeaveTheImageTransparent() {
        let result = ImageDiff.perceptual(grey, grey, options: PerceptualDiffOptions(diffMask: true), diffImage: true)
        #expect(result.diffImage?.pixels.allSatisfy { $0 == 0 } == true)
    }

    @Test func anIsolatedChangeIsADifferenceDrawnInDiffColor() {
        let other = DiffTestImages.setting(grey, 2, 3, [255, 255, 255, 255])
        let result = ImageDiff.perceptual(grey, other, diffImage: true)
        #expect(result.differentPixels == 1)
        #expect(result.antialiasedPixels == 0)
        #expect(result.boundingBox == PixelRect(x: 2, y: 3, width: 1, height: 1))
        #expect(pixel(result.diffImage, 2, 3) == [255, 0, 0, 255])
    }

    @Test func darkerPixelsUseTheAlternativeColor() {
        let darker = DiffTestImages.setting(grey, 1, 1, [0, 0, 0, 255])
        let options = PerceptualDiffOptions(diffColorAlt: DiffColor(red: 0, green: 255, blue: 0))
        #expect(pixel(ImageDiff.perceptual(grey, darker, options: options, diffImage: true).diffImage, 1, 1) == [0, 255, 0, 255])
        // Lighter keeps diffColor.
        let lighter = DiffTestImages.setting(grey, 1, 1, [255, 255, 255, 255])
        #expect(pixel(ImageDiff.perceptual(grey, lighter, options: options, diffImage: true).diffImage, 1, 1) == [255, 0, 0, 255])
    }

    @Test func thresholdDecidesSmallChanges() {
        // A change of 10 grey levels: YIQ delta 0.5053 * 10² ≈ 50.5.
        let other = DiffTestImages.setting(grey, 0, 0, [138, 138, 138, 255])
        #expect(ImageDiff.perceptual(grey, other, options: PerceptualDiffOptions(threshold: 0.03)).differentPixels == 1)  // 31.7
        #expect(ImageDiff.perceptual(grey, other, options: PerceptualDiffOptions(threshold: 0.04)).differentPixels == 0)  // 56.3
        #expect(ImageDiff.perceptual(grey, other).differentPixels == 0)  // default 0.1: 352
    }

    /// A hard black/white edge whose boundary pixel turns grey: anti-aliasing, not a change.
    @Test func antialiasedEdgePixelIsDetected() {
        var pixels: [UInt8] = []
        for _ in 0..<5 { for x in 0..<6 { pixels += x < 3 ? [0, 0, 0, 255] : [255, 255, 255, 255] } }
        let edge = RGBAImage(width: 6, height: 5, pixels: pixels)
        let softened = DiffTestImages.setting(edge, 2, 2, [128, 128, 128, 255])
        let result = ImageDiff.perceptual(edge, softened, diffImage: true)
        #expect(result.differentPixels == 0)
        #expect(result.antialiasedPixels == 1)
        #expect(pixel(result.diffImage, 2, 2) == [255, 255, 0, 255])
        let counted = ImageDiff.perceptual(edge, softened, options: PerceptualDiffOptions(includeAA: true))
        #expect(counted.differentPixels == 1)
        #expect(counted.antialiasedPixels == 0)
    }

    @Test func transparentChangesShowAgainstThePatternedBackground() {
        let clear = DiffTestImages.filled(4, 4, [0, 0, 0, 0])
        let faint = DiffTestImages.setting(clear, 1, 1, [255, 255, 255, 128])
        #expect(ImageDiff.perceptual(clear, faint, options: PerceptualDiffOptions(includeAA: true)).differentPixels == 1)
    }

    @Test func sizeMismatch() {
        let small = DiffTestImages.filled(5, 6, [128, 128, 128, 255])
        let result = ImageDiff.perceptual(grey, small, diffImage: true)
        #expect(result.sizeMismatch && !result.matches)
        #expect(result.expectedSize == PixelSize(width: 6, height: 6) && result.actualSize == PixelSize(width: 5, height: 6))
        #expect(result.diffImage == nil)
        #expect(result.summary.contains("6×6") && result.summary.contains("5×6"))
    }
}
