import Drawing
import PreviewTesting
import Testing

/// A deliberately plain transcription of pixelmatch v7.2.0's algorithm (arrays, no fast
/// paths), to check the optimised kernel's shortcuts (row skipping, straight-line interior
/// anti-aliasing, grey cache) on many random images.
enum ReferencePixelmatch {
    static func run(_ a: RGBAImage, _ b: RGBAImage, _ options: PerceptualDiffOptions) -> (Int, [UInt8]) {
        let width = a.width, height = a.height
        let img1 = a.pixels, img2 = b.pixels
        var output = [UInt8](repeating: 0, count: img1.count)

        func word(_ img: [UInt8], _ i: Int) -> [UInt8] { Array(img[i * 4..<i * 4 + 4]) }
        func colorDelta(_ p: [UInt8], _ q: [UInt8], _ k: Int, _ m: Int, _ yOnly: Bool) -> Double {
            let (r1, g1, b1, a1) = (Int(p[k]), Int(p[k + 1]), Int(p[k + 2]), Int(p[k + 3]))
            let (r2, g2, b2, a2) = (Int(q[m]), Int(q[m + 1]), Int(q[m + 2]), Int(q[m + 3]))
            var dr = Double(r1 - r2), dg = Double(g1 - g2), db = Double(b1 - b2)
            let da = a1 - a2
            if dr == 0 && dg == 0 && db == 0 && da == 0 { return 0 }
            if a1 < 255 || a2 < 255 {
                let rb = 48 + 159 * (k % 2)
                let gb = 48 + 159 * (Int(Double(k) / 1.618033988749895) % 2)
                let bb = 48 + 159 * (Int(Double(k) / 2.618033988749895) % 2)
                dr = Double(r1 * a1 - r2 * a2 - rb * da) / 255
                dg = Double(g1 * a1 - g2 * a2 - gb * da) / 255
                db = Double(b1 * a1 - b2 * a2 - bb * da) / 255
            }
            let y = dr * 0.29889531 + dg * 0.58662247 + db * 0.11448223
            if yOnly { return y }
            let i = dr * 0.59597799 - dg * 0.2741761 - db * 0.32180189
            let q = dr * 0.21147017 - dg * 0.52261711 + db * 0.31114694
            let delta = 0.5053 * y * y + 0.299 * i * i + 0.1957 * q * q
            return y > 0 ? -delta : delta
        }
        func hasManySiblings(_ img: [UInt8], _ x1: Int, _ y1: Int) -> Bool {
            let x0 = max(x1 - 1, 0), y0 = max(y1 - 1, 0), x2 = min(x1 + 1, width - 1), y2 = min(y1 + 1, height - 1)
            let value = word(img, y1 * width + x1)
            var zeroes = x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2 ? 1 : 0
            for x in x0...x2 {
                for y in y0...y2 where !(x == x1 && y == y1) {
                    if value == word(img, y * width + x) { zeroes += 1 }
                    if zeroes > 2 { return true }
                }
            }
            return false
        }
        func antialiased(_ img: [UInt8], _ x1: Int, _ y1: Int) -> Bool {
            let x0 = max(x1 - 1, 0), y0 = max(y1 - 1, 0), x2 = min(x1 + 1, width - 1), y2 = min(y1 + 1, height - 1)
            let pos = y1 * width + x1
            var zeroes = x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2 ? 1 : 0
            var minD = 0.0, maxD = 0.0, minX = 0, minY = 0, maxX = 0, maxY = 0
            for x in x0...x2 {
                for y in y0...y2 where !(x == x1 && y == y1) {
                    let delta = colorDelta(img, img, pos * 4, (y * width + x) * 4, true)
                    if delta == 0 {
                        zeroes += 1
                        if zeroes > 2 { return false }
                    } else if delta < minD {
                        minD = delta; minX = x; minY = y
                    } else if delta > maxD {
                        maxD = delta; maxX = x; maxY = y
                    }
                }
            }
            if minD == 0 || maxD == 0 { return false }
            return (hasManySiblings(img1, minX, minY) && hasManySiblings(img2, minX, minY))
                || (hasManySiblings(img1, maxX, maxY) && hasManySiblings(img2, maxX, maxY))
        }
        func draw(_ pos: Int, _ c: DiffColor) {
            output[pos] = c.red; output[pos + 1] = c.green; output[pos + 2] = c.blue; output[pos + 3] = 255
        }
        func drawGray(_ pos: Int) {
            let y = Double(img1[pos]) * 0.29889531 + Double(img1[pos + 1]) * 0.58662247 + Double(img1[pos + 2]) * 0.11448223
            let v = UInt8(truncatingIfNeeded: Int(255 + (y - 255) * options.alpha * Double(img1[pos + 3]) / 255))
            draw(pos, DiffColor(red: v, green: v, blue: v))
        }

        if img1 == img2 {
            if !options.diffMask { for i in 0..<width * height { drawGray(i * 4) } }
            return (0, output)
        }
        let maxDelta = 35215 * options.threshold * options.threshold
        var diff = 0
        for y in 0..<height {
            for x in 0..<width {
                let pos = (y * width + x) * 4
                let delta = word(img1, pos / 4) == word(img2, pos / 4) ? 0 : colorDelta(img1, img2, pos, pos, false)
                if abs(delta) > maxDelta {
                    if !options.includeAA && (antialiased(img1, x, y) || antialiased(img2, x, y)) {
                        if !options.diffMask { draw(pos, options.aaColor) }
                    } else {
                        draw(pos, delta < 0 ? (options.diffColorAlt ?? options.diffColor) : options.diffColor)
                        diff += 1
                    }
                } else if !options.diffMask {
                    drawGray(pos)
                }
            }
        }
        return (diff, output)
    }
}

@Suite struct DiffReferenceTests {
    /// Random images from a small palette (so equal neighbours, the anti-aliasing pattern, and
    /// repeated grey values are common), a fifth of them with translucent pixels.
    @Test(arguments: 0..<60)
    func kernelMatchesThePlainTranscription(seed: Int) {
        var state = UInt64(seed) &* 0x9E37_79B9_7F4A_7C15 &+ 1
        func next() -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int(truncatingIfNeeded: state >> 33)
        }
        let width = 1 + next() % 40, height = 1 + next() % 30
        let translucent = seed % 5 == 0
        let palette: [[UInt8]] = (0..<(3 + next() % 5)).map { _ in
            [UInt8(next() % 256), UInt8(next() % 256), UInt8(next() % 256), translucent ? UInt8([0, 90, 255][next() % 3]) : 255]
        }
        var a: [UInt8] = []
        for _ in 0..<width * height { a += palette[next() % palette.count] }
        var b = a
        for _ in 0..<(width * height / 4) {
            let i = (next() % (width * height)) * 4
            if next() % 2 == 0 {
                b.replaceSubrange(i..<i + 4, with: palette[next() % palette.count])
            } else {
                for c in 0..<3 { b[i + c] = UInt8(clamping: Int(b[i + c]) + next() % 61 - 30) }
            }
        }
        let imageA = RGBAImage(width: width, height: height, pixels: a)
        let imageB = RGBAImage(width: width, height: height, pixels: b)
        let options = PerceptualDiffOptions(
            threshold: [0, 0.05, 0.1, 0.3][seed % 4], includeAA: seed % 7 == 3, alpha: [0.1, 0.5, 1][seed % 3],
            diffColorAlt: seed % 2 == 0 ? DiffColor(red: 0, green: 200, blue: 0) : nil, diffMask: seed % 6 == 1)
        let (expectedCount, expectedImage) = ReferencePixelmatch.run(imageA, imageB, options)
        let result = ImageDiff.perceptual(imageA, imageB, options: options, diffImage: true)
        #expect(result.differentPixels == expectedCount)
        #expect(result.diffImage?.pixels == expectedImage)
        #expect(ImageDiff.perceptual(imageA, imageB, options: options).differentPixels == expectedCount)
        // Identical inputs take the fast path; it must draw the same grey picture.
        let same = ReferencePixelmatch.run(imageA, imageA, options)
        #expect(ImageDiff.perceptual(imageA, imageA, options: options, diffImage: true).diffImage?.pixels == same.1)
    }
}
