import Drawing
import PreviewTesting
import Testing

@Suite struct DiffExactTests {
    let white = DiffTestImages.filled(5, 4, [255, 255, 255, 255])

    @Test func identicalImagesMatch() {
        let result = ImageDiff.exact(white, white)
        #expect(result.matches)
        #expect(result.differentPixels == 0)
        #expect(result.maxChannelDelta == 0)
        #expect(result.boundingBox == nil)
        #expect(result.totalPixels == 20)
    }

    @Test func countsBoxAndLargestDelta() {
        var other = DiffTestImages.setting(white, 1, 1, [250, 255, 255, 255])  // delta 5
        other = DiffTestImages.setting(other, 3, 2, [255, 255, 255, 200])      // delta 55 in alpha
        other = DiffTestImages.setting(other, 4, 0, [255, 254, 255, 255])      // delta 1
        let result = ImageDiff.exact(white, other)
        #expect(!result.matches)
        #expect(result.differentPixels == 3)
        #expect(result.maxChannelDelta == 55)
        #expect(result.boundingBox == PixelRect(x: 1, y: 0, width: 4, height: 3))
        #expect(result.summary == "3 of 20 pixels differ by more than 0 (largest channel delta 55), within 4×3 at (1, 0)")
    }

    @Test func lastPixelOfOddWidthRowIsSeen() {
        // Width 5: the scanner reads pixels two at a time and must not skip the fifth.
        let other = DiffTestImages.setting(white, 4, 3, [0, 0, 0, 255])
        let result = ImageDiff.exact(white, other)
        #expect(result.differentPixels == 1)
        #expect(result.boundingBox == PixelRect(x: 4, y: 3, width: 1, height: 1))
        #expect(result.maxChannelDelta == 255)
    }

    @Test func toleranceIgnoresSmallDeltasButKeepsTheLargest() {
        var other = DiffTestImages.setting(white, 0, 0, [253, 255, 255, 255])  // delta 2
        other = DiffTestImages.setting(other, 2, 3, [255, 245, 255, 255])      // delta 10
        #expect(ImageDiff.exact(white, other, tolerance: 1).differentPixels == 2)
        let loose = ImageDiff.exact(white, other, tolerance: 2)
        #expect(loose.differentPixels == 1)
        #expect(loose.boundingBox == PixelRect(x: 2, y: 3, width: 1, height: 1))
        #expect(loose.maxChannelDelta == 10)
        #expect(ImageDiff.exact(white, other, tolerance: 10).matches)
    }

    @Test func sizeMismatchNeverMatchesAndNamesBothSizes() {
        let wide = DiffTestImages.filled(6, 4, [255, 255, 255, 255])
        let result = ImageDiff.exact(white, wide)
        #expect(result.sizeMismatch)
        #expect(!result.matches)
        #expect(result.expectedSize == PixelSize(width: 5, height: 4))
        #expect(result.actualSize == PixelSize(width: 6, height: 4))
        #expect(result.differentPixels == 24)
        #expect(result.summary == "sizes differ: expected 5×4, got 6×4")
        // Same pixel count, different shape: still a mismatch.
        let tall = DiffTestImages.filled(4, 5, [255, 255, 255, 255])
        #expect(ImageDiff.exact(white, tall).sizeMismatch)
    }

    @Test func emptyImagesMatch() {
        let empty = RGBAImage(width: 0, height: 0)
        #expect(ImageDiff.exact(empty, empty).matches)
    }

    @Test func everyPixelDifferentOnALargerImage() {
        let a = DiffTestImages.filled(67, 33, [10, 20, 30, 40])
        let b = DiffTestImages.filled(67, 33, [11, 20, 30, 40])
        let result = ImageDiff.exact(a, b)
        #expect(result.differentPixels == 67 * 33)
        #expect(result.boundingBox == PixelRect(x: 0, y: 0, width: 67, height: 33))
    }

    /// The vectorised row scan against a plain loop, on widths around the 4- and 16-pixel
    /// grouping and changes of every size.
    @Test(arguments: 0..<40)
    func matchesAPlainLoop(seed: Int) {
        var state = UInt64(seed) &+ 0x1234_5678
        func next() -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int(truncatingIfNeeded: state >> 33)
        }
        let width = 1 + next() % 70, height = 1 + next() % 9
        let a = (0..<width * height * 4).map { _ in UInt8(next() % 256) }
        var b = a
        for _ in 0..<(1 + next() % (width * height / 2 + 1)) {
            let i = next() % b.count
            b[i] = UInt8(clamping: Int(b[i]) + next() % 21 - 10)
        }
        let tolerance = [0, 1, 3, 7][seed % 4]
        var different = 0, maxDelta = 0
        var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
        for p in 0..<width * height {
            let m = (0..<4).map { abs(Int(a[p * 4 + $0]) - Int(b[p * 4 + $0])) }.max()!
            maxDelta = max(maxDelta, m)
            if m > tolerance {
                different += 1
                minX = min(minX, p % width); maxX = max(maxX, p % width)
                minY = min(minY, p / width); maxY = max(maxY, p / width)
            }
        }
        let result = ImageDiff.exact(
            RGBAImage(width: width, height: height, pixels: a), RGBAImage(width: width, height: height, pixels: b),
            tolerance: tolerance)
        #expect(result.differentPixels == different)
        #expect(result.maxChannelDelta == maxDelta)
        let box = different == 0 ? nil : PixelRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
        #expect(result.boundingBox == box)
    }
}
