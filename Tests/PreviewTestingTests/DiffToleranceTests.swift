import Drawing
import PreviewTesting
import Testing

@Suite struct DiffToleranceTests {
    let white = DiffTestImages.filled(10, 10, [255, 255, 255, 255])

    @Test func blackOnWhiteIsDeltaE100() {
        let other = DiffTestImages.setting(white, 0, 0, [0, 0, 0, 255])
        let result = ImageDiff.tolerance(white, other, precision: 1, perceptualPrecision: 0.5)
        #expect(abs(result.maxDeltaE - 100) < 0.01)
        #expect(abs(result.lowestPerceptualPrecision) < 0.0001)
        #expect(result.differentPixels == 1)
    }

    @Test func perceptualPrecisionIsADeltaEBar() {
        // (250, 250, 250) on white: ΔE94 ≈ 1.96.
        let other = DiffTestImages.setting(white, 3, 4, [250, 250, 250, 255])
        let measured = ImageDiff.tolerance(white, other, perceptualPrecision: 0.5).maxDeltaE
        #expect(measured > 1.5 && measured < 2.5)
        #expect(ImageDiff.tolerance(white, other, perceptualPrecision: 0.98).matches)   // bar ΔE 2
        #expect(!ImageDiff.tolerance(white, other, perceptualPrecision: 0.99).matches)  // bar ΔE 1
        // 1 means identical bytes, even for a change no one could see.
        let tiny = DiffTestImages.setting(white, 0, 0, [255, 255, 254, 255])
        #expect(!ImageDiff.tolerance(white, tiny, perceptualPrecision: 1).matches)
        #expect(ImageDiff.tolerance(white, tiny, perceptualPrecision: 0.99).matches)  // ΔE ≈ 0.4
    }

    @Test func precisionIsTheShareOfPixelsThatMustMatch() {
        var other = white
        for x in 0..<3 { other = DiffTestImages.setting(other, x, 0, [0, 0, 0, 255]) }  // 3 of 100 pixels
        let strict = ImageDiff.tolerance(white, other, precision: 0.98)
        #expect(strict.differentPixels == 3)
        #expect(strict.allowedDifferentPixels == 2)
        #expect(!strict.matches)
        #expect(abs(strict.matchingShare - 0.97) < 1e-12)
        #expect(ImageDiff.tolerance(white, other, precision: 0.97).matches)
        #expect(strict.boundingBox == PixelRect(x: 0, y: 0, width: 3, height: 1))
    }

    @Test func invisibleTransparentChangesMatchPerceptually() {
        let clear = DiffTestImages.filled(2, 2, [0, 0, 0, 0])
        let otherClear = DiffTestImages.filled(2, 2, [255, 0, 0, 0])
        #expect(ImageDiff.tolerance(clear, otherClear, perceptualPrecision: 0.99).matches)
        #expect(!ImageDiff.tolerance(clear, otherClear).matches)
        // Half-transparent red against transparent shows on white and on black.
        let halfRed = DiffTestImages.filled(2, 2, [255, 0, 0, 128])
        #expect(!ImageDiff.tolerance(clear, halfRed, perceptualPrecision: 0.9).matches)
    }

    @Test func sizeMismatch() {
        let result = ImageDiff.tolerance(white, DiffTestImages.filled(10, 11, [255, 255, 255, 255]), precision: 0)
        #expect(result.sizeMismatch && !result.matches)
        #expect(result.actualSize == PixelSize(width: 10, height: 11))
    }
}
