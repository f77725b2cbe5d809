// Fuzz target `diff`: ImageDiff.exact, .perceptual and .tolerance on two images and options
// taken from the input.
//
// The input gives two RGBA images of up to 64×64 (sizes may differ, 0 included), the second
// either its own pixels or the first with a few pixels changed (so anti-aliasing and
// near-identical rows are common), and the options: threshold, alpha, includeAA, diffMask,
// colours, a diff image or not, an exact tolerance (clamped by the API: -32768…32767 given),
// precision and perceptualPrecision (0…1).
//
// Invariants: different sizes are reported as a mismatch with the larger pixel count, no box
// and no diff image; otherwise every count is at most the pixel count, a box holds exactly the
// pixels counted, identical images give 0, and each mode agrees with a plain reference written
// here (a pixel-by-pixel loop for exact and tolerance, pixelmatch v7.2.0 as its JavaScript is
// written for perceptual: count, anti-aliased count and diff image, bit for bit).
import Drawing
import FuzzSupport
@testable import PreviewTesting

@_cdecl("LLVMFuzzerTestOneInput")
public func LLVMFuzzerTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    var input = FuzzInput(fuzzBytes(data, size))
    let flags = input.byte(), more = input.byte()
    let w1 = input.int(upTo: 64), h1 = input.int(upTo: 64)
    let sameSize = flags & 1 == 0
    let w2 = sameSize ? w1 : input.int(upTo: 64), h2 = sameSize ? h1 : input.int(upTo: 64)
    var options = PerceptualDiffOptions(
        threshold: input.unit(), includeAA: flags & 2 != 0, alpha: input.unit(), diffMask: flags & 4 != 0)
    let wantsImage = flags & 8 != 0
    if more & 1 != 0 { options.aaColor = DiffColor(red: input.byte(), green: input.byte(), blue: input.byte()) }
    if more & 2 != 0 { options.diffColor = DiffColor(red: input.byte(), green: input.byte(), blue: input.byte()) }
    if more & 4 != 0 { options.diffColorAlt = DiffColor(red: input.byte(), green: input.byte(), blue: input.byte()) }
    let tolerance = Int(Int16(bitPattern: input.uint16()))
    let precision = input.unit(), perceptualPrecision = more & 8 != 0 ? 1 : input.unit()

    // Pixels: a few colours from the input, or raw bytes (flags & 16).
    let palette = (0..<4).map { _ in [input.byte(), input.byte(), input.byte(), more & 16 != 0 ? input.byte() : 255] }
    func pixels(_ count: Int) -> [UInt8] {
        if flags & 16 != 0 { return (0..<count * 4).map { _ in input.byte() } }
        var out: [UInt8] = []
        out.reserveCapacity(count * 4)
        var bits = 0, available = 0
        for _ in 0..<count {
            if available < 2 { bits = Int(input.byte()); available = 8 }
            out += palette[bits & 3]
            bits >>= 2
            available -= 2
        }
        return out
    }
    let first = RGBAImage(width: w1, height: h1, pixels: pixels(w1 * h1))
    var second: RGBAImage
    if sameSize && flags & 32 != 0 {
        // The first image with some pixels changed (none: identical).
        second = first
        let edits = input.int(upTo: 15)
        for _ in 0..<edits where w1 * h1 > 0 {
            let p = input.int(upTo: w1 * h1 - 1) * 4
            let channel = input.byte()
            if channel & 4 != 0 {
                for k in 0..<4 { second.pixels[p + k] = palette[Int(channel) & 3][k] }
            } else {
                second.pixels[p + Int(channel & 3)] &+= input.byte()
            }
        }
    } else {
        second = RGBAImage(width: w2, height: h2, pixels: pixels(w2 * h2))
    }

    check(first, second, options: options, wantsImage: wantsImage, tolerance: tolerance, precision: precision,
          perceptualPrecision: perceptualPrecision)
    check(first, first, options: options, wantsImage: wantsImage, tolerance: tolerance, precision: precision,
          perceptualPrecision: perceptualPrecision)
    return 0
}

func check(
    _ a: RGBAImage, _ b: RGBAImage, options: PerceptualDiffOptions, wantsImage: Bool, tolerance: Int,
    precision: Double, perceptualPrecision: Double
) {
    let exact = ImageDiff.exact(a, b, tolerance: tolerance)
    let perceptual = ImageDiff.perceptual(a, b, options: options, diffImage: wantsImage)
    let close = ImageDiff.tolerance(a, b, precision: precision, perceptualPrecision: perceptualPrecision)
    _ = (exact.summary, perceptual.summary, close.summary, close.matches, close.matchingShare)

    let sizeA = a.width * a.height, sizeB = b.width * b.height
    if a.width != b.width || a.height != b.height {
        for (name, mismatch, different, box) in [
            ("exact", exact.sizeMismatch, exact.differentPixels, exact.boundingBox),
            ("perceptual", perceptual.sizeMismatch, perceptual.differentPixels, perceptual.boundingBox),
            ("tolerance", close.sizeMismatch, close.differentPixels, close.boundingBox),
        ] {
            invariant(mismatch, "\(name): sizes \(a.width)×\(a.height) and \(b.width)×\(b.height) not a mismatch")
            invariant(different == max(sizeA, sizeB), "\(name): a size mismatch counts \(different)")
            invariant(box == nil, "\(name): a size mismatch with a box")
        }
        invariant(perceptual.diffImage == nil, "perceptual: a diff image for a size mismatch")
        invariant(!exact.matches && !perceptual.matches && !close.matches, "different sizes match")
        return
    }
    let total = sizeA
    for (name, different, total2) in [
        ("exact", exact.differentPixels, exact.totalPixels), ("perceptual", perceptual.differentPixels, perceptual.totalPixels),
        ("tolerance", close.differentPixels, close.totalPixels),
    ] {
        invariant(!(name == "exact" ? exact.sizeMismatch : name == "perceptual" ? perceptual.sizeMismatch : close.sizeMismatch),
                  "\(name): a mismatch of equal sizes")
        invariant(total2 == total, "\(name): totalPixels \(total2), not \(total)")
        invariant(different >= 0 && different <= total, "\(name): \(different) of \(total) pixels differ")
    }
    invariant(perceptual.differentPixels + perceptual.antialiasedPixels <= total, "perceptual: counts exceed the pixels")
    if a.pixels == b.pixels {
        invariant(exact.differentPixels == 0 && exact.maxChannelDelta == 0 && exact.matches, "exact: identical images differ")
        invariant(perceptual.differentPixels == 0 && perceptual.antialiasedPixels == 0 && perceptual.matches,
                  "perceptual: identical images differ")
        invariant(close.differentPixels == 0 && close.maxDeltaE == 0 && close.matches, "tolerance: identical images differ")
    }

    // Exact, against a plain loop.
    let t = min(max(tolerance, 0), 255)
    var naive = BoxCount(), maxDelta = 0, changed = BoxCount()
    for y in 0..<a.height {
        for x in 0..<a.width {
            let p = (y * a.width + x) * 4
            var delta = 0
            for k in 0..<4 { delta = max(delta, abs(Int(a.pixels[p + k]) - Int(b.pixels[p + k]))) }
            maxDelta = max(maxDelta, delta)
            if delta > t { naive.add(x, y) }
            if delta > 0 { changed.add(x, y) }
        }
    }
    invariant(exact.differentPixels == naive.count, "exact: \(exact.differentPixels) pixels, a plain loop finds \(naive.count)")
    invariant(exact.maxChannelDelta == maxDelta, "exact: largest delta \(exact.maxChannelDelta), a plain loop finds \(maxDelta)")
    invariant(exact.boundingBox == naive.rect, "exact: box \(String(describing: exact.boundingBox)), a plain loop finds \(String(describing: naive.rect))")
    invariant(exact.tolerance == t, "exact: tolerance \(exact.tolerance) reported for \(tolerance)")

    // Tolerance, against a plain loop over DeltaE94.
    var far = BoxCount(), maxDeltaE = 0.0
    let threshold = (1 - max(perceptualPrecision, 0)) * 100
    for y in 0..<a.height {
        for x in 0..<a.width {
            let p = (y * a.width + x) * 4
            guard a.pixels[p..<(p + 4)] != b.pixels[p..<(p + 4)] else { continue }
            let d = a.pixels.withUnsafeBufferPointer { pa in
                b.pixels.withUnsafeBufferPointer { pb in DeltaE94.distance(pa.baseAddress! + p, pb.baseAddress! + p) }
            }
            invariant(d.isFinite && d >= 0, "tolerance: ΔE94 \(d)")
            maxDeltaE = max(maxDeltaE, d)
            if perceptualPrecision >= 1 || d > threshold { far.add(x, y) }
        }
    }
    invariant(close.differentPixels == far.count, "tolerance: \(close.differentPixels) pixels, a plain loop finds \(far.count)")
    invariant(close.maxDeltaE == maxDeltaE, "tolerance: largest ΔE \(close.maxDeltaE), a plain loop finds \(maxDeltaE)")
    invariant(close.boundingBox == far.rect, "tolerance: box differs from a plain loop's")
    invariant(close.allowedDifferentPixels >= 0 && close.allowedDifferentPixels <= total, "tolerance: allows \(close.allowedDifferentPixels)")

    // Perceptual, against pixelmatch as written.
    let reference = Pixelmatch(a.pixels, b.pixels, width: a.width, height: a.height, options: options, output: wantsImage)
    invariant(perceptual.differentPixels == reference.different,
              "perceptual: \(perceptual.differentPixels) pixels, pixelmatch \(reference.different)")
    invariant(perceptual.antialiasedPixels == reference.antialiased,
              "perceptual: \(perceptual.antialiasedPixels) anti-aliased, pixelmatch \(reference.antialiased)")
    invariant(perceptual.boundingBox == reference.box.rect, "perceptual: box differs from pixelmatch's")
    if let box = perceptual.boundingBox, let outer = changed.rect {
        invariant(box.x >= outer.x && box.y >= outer.y && box.x + box.width <= outer.x + outer.width
                  && box.y + box.height <= outer.y + outer.height, "perceptual: a box outside the changed pixels")
    }
    invariant(perceptual.differentPixels + perceptual.antialiasedPixels <= changed.count, "perceptual: counts pixels that did not change")
    if wantsImage {
        guard let image = perceptual.diffImage else { return invariant(false, "perceptual: no diff image") }
        invariant(image.width == a.width && image.height == a.height, "perceptual: a diff image of another size")
        if image.pixels != reference.output {
            let i = zip(image.pixels, reference.output).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? -1
            invariant(false, "perceptual: the diff image differs from pixelmatch's at byte \(i)")
        }
    } else {
        invariant(perceptual.diffImage == nil, "perceptual: a diff image that was not asked for")
    }
}

struct BoxCount {
    var count = 0, minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
    mutating func add(_ x: Int, _ y: Int) {
        count += 1
        minX = min(minX, x); minY = min(minY, y); maxX = max(maxX, x); maxY = max(maxY, y)
    }
    var rect: PixelRect? { count == 0 ? nil : PixelRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1) }
}

/// pixelmatch v7.2.0 (index.js), transcribed line by line with arrays and no shortcuts; the
/// output starts as zeros, as its callers' buffers do.
struct Pixelmatch {
    var different = 0, antialiased = 0, box = BoxCount(), output: [UInt8]

    init(_ img1: [UInt8], _ img2: [UInt8], width: Int, height: Int, options o: PerceptualDiffOptions, output wanted: Bool) {
        output = [UInt8](repeating: 0, count: width * height * 4)
        let len = width * height
        func word(_ img: [UInt8], _ i: Int) -> ArraySlice<UInt8> { img[(i * 4)..<(i * 4 + 4)] }
        func drawPixel(_ pos: Int, _ r: UInt8, _ g: UInt8, _ b: UInt8) {
            output[pos] = r; output[pos + 1] = g; output[pos + 2] = b; output[pos + 3] = 255
        }
        func drawGrayPixel(_ i: Int) {
            let y = Double(img1[i]) * 0.29889531 + Double(img1[i + 1]) * 0.58662247 + Double(img1[i + 2]) * 0.11448223
            let val = 255 + (y - 255) * o.alpha * Double(img1[i + 3]) / 255
            let v = UInt8(truncatingIfNeeded: Int(val))  // Uint8Array: ToUint8
            drawPixel(i, v, v, v)
        }
        var identical = true
        for i in 0..<len where word(img1, i) != word(img2, i) { identical = false; break }
        if identical {
            if wanted && !o.diffMask { for i in 0..<len { drawGrayPixel(4 * i) } }
            if !wanted { output = [] }
            return
        }
        let maxDelta = 35215 * o.threshold * o.threshold
        let alt = o.diffColorAlt ?? o.diffColor
        for y in 0..<height {
            for x in 0..<width {
                let i = y * width + x
                let pos = i * 4
                let delta = word(img1, i) == word(img2, i) ? 0 : Self.colorDelta(img1, img2, pos, pos, false)
                if abs(delta) > maxDelta {
                    let isExcludedAA = !o.includeAA
                        && (Self.antialiased(img1, x, y, width, height, img1, img2) || Self.antialiased(img2, x, y, width, height, img1, img2))
                    if isExcludedAA {
                        if wanted && !o.diffMask { drawPixel(pos, o.aaColor.red, o.aaColor.green, o.aaColor.blue) }
                        antialiased += 1
                    } else {
                        if wanted {
                            if delta < 0 { drawPixel(pos, alt.red, alt.green, alt.blue) }
                            else { drawPixel(pos, o.diffColor.red, o.diffColor.green, o.diffColor.blue) }
                        }
                        different += 1
                        box.add(x, y)
                    }
                } else if wanted && !o.diffMask {
                    drawGrayPixel(pos)
                }
            }
        }
        if !wanted { output = [] }
    }

    static func antialiased(_ img: [UInt8], _ x1: Int, _ y1: Int, _ width: Int, _ height: Int, _ a32: [UInt8], _ b32: [UInt8]) -> Bool {
        let x0 = max(x1 - 1, 0), y0 = max(y1 - 1, 0), x2 = min(x1 + 1, width - 1), y2 = min(y1 + 1, height - 1)
        let pos = y1 * width + x1
        var zeroes = x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2 ? 1 : 0
        var min = 0.0, max = 0.0, minX = 0, minY = 0, maxX = 0, maxY = 0
        for x in x0...x2 {
            for y in y0...y2 {
                if x == x1 && y == y1 { continue }
                let delta = colorDelta(img, img, pos * 4, (y * width + x) * 4, true)
                if delta == 0 {
                    zeroes += 1
                    if zeroes > 2 { return false }
                } else if delta < min {
                    min = delta; minX = x; minY = y
                } else if delta > max {
                    max = delta; maxX = x; maxY = y
                }
            }
        }
        if min == 0 || max == 0 { return false }
        return (hasManySiblings(a32, minX, minY, width, height) && hasManySiblings(b32, minX, minY, width, height))
            || (hasManySiblings(a32, maxX, maxY, width, height) && hasManySiblings(b32, maxX, maxY, width, height))
    }

    static func hasManySiblings(_ img: [UInt8], _ x1: Int, _ y1: Int, _ width: Int, _ height: Int) -> Bool {
        let x0 = max(x1 - 1, 0), y0 = max(y1 - 1, 0), x2 = min(x1 + 1, width - 1), y2 = min(y1 + 1, height - 1)
        let val = (y1 * width + x1) * 4
        var zeroes = x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2 ? 1 : 0
        for x in x0...x2 {
            for y in y0...y2 {
                if x == x1 && y == y1 { continue }
                let other = (y * width + x) * 4
                if img[val..<(val + 4)] == img[other..<(other + 4)] { zeroes += 1 }
                if zeroes > 2 { return true }
            }
        }
        return false
    }

    static func colorDelta(_ img1: [UInt8], _ img2: [UInt8], _ k: Int, _ m: Int, _ yOnly: Bool) -> Double {
        let r1 = Double(img1[k]), g1 = Double(img1[k + 1]), b1 = Double(img1[k + 2]), a1 = Double(img1[k + 3])
        let r2 = Double(img2[m]), g2 = Double(img2[m + 1]), b2 = Double(img2[m + 2]), a2 = Double(img2[m + 3])
        var dr = r1 - r2, dg = g1 - g2, db = b1 - b2
        let da = a1 - a2
        if dr == 0 && dg == 0 && db == 0 && da == 0 { return 0 }
        if a1 < 255 || a2 < 255 {
            let rb = 48 + 159 * Double(k % 2)
            let gb = 48 + 159 * Double(Int(Double(k) / 1.618033988749895) % 2)
            let bb = 48 + 159 * Double(Int(Double(k) / 2.618033988749895) % 2)
            dr = (r1 * a1 - r2 * a2 - rb * da) / 255
            dg = (g1 * a1 - g2 * a2 - gb * da) / 255
            db = (b1 * a1 - b2 * a2 - bb * da) / 255
        }
        let y = dr * 0.29889531 + dg * 0.58662247 + db * 0.11448223
        if yOnly { return y }
        let i = dr * 0.59597799 - dg * 0.2741761 - db * 0.32180189
        let q = dr * 0.21147017 - dg * 0.52261711 + db * 0.31114694
        let delta = 0.5053 * y * y + 0.299 * i * i + 0.1957 * q * q
        return y > 0 ? -delta : delta
    }
}

runFuzzer(LLVMFuzzerTestOneInput)
