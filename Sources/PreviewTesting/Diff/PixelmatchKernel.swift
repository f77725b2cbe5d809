import Foundation

/// pixelmatch v7.2.0 (mapbox, ISC licence), reimplemented over raw pointers. The floating-point
/// expressions keep pixelmatch's operand order, so counts and diff images agree bit for bit with
/// the JavaScript (checked by the conformance test against pixelmatch's own fixtures).
///
/// What v7 does, in short:
/// - colour delta: squared distance in YIQ (Kotsarenko & Ramos 2010) with weights 0.5053,
///   0.299, 0.1957; negative when the second pixel is darker. When either pixel is not opaque,
///   both are blended over a background that varies with the byte offset `k`
///   (`48 + 159 * (k % 2)`, `48 + 159 * (⌊k / φ⌋ % 2)`, `48 + 159 * (⌊k / (φ + 1)⌋ % 2)`) instead
///   of white, so a change hidden on white still shows.
/// - anti-aliasing (Vysniauskas 2009): a pixel is anti-aliasing when, among its 8 neighbours,
///   at most 2 have the same brightness, some are darker and some brighter, and the darkest or
///   the brightest neighbour has 3+ identical neighbours of its own in both images.
/// - the diff image: unchanged pixels as grey `255 + (Y - 255) * alpha * a / 255`, truncated
///   as a `Uint8Array` store does.
struct PixelmatchKernel {
    let img1: UnsafePointer<UInt8>
    let img2: UnsafePointer<UInt8>
    let width: Int
    let height: Int

    /// Counts of one comparison.
    struct Counts {
        var different = 0
        var antialiased = 0
        var box = BoundingBoxBuilder()
    }

    @inline(__always)
    static func word(_ img: UnsafePointer<UInt8>, _ index: Int) -> UInt32 {
        UnsafeRawPointer(img).loadUnaligned(fromByteOffset: index &* 4, as: UInt32.self)
    }

    /// Writes an opaque pixel (R, G, B, 255) at pixel index `i`.
    @inline(__always)
    static func draw(_ output: UnsafeMutablePointer<UInt8>, _ i: Int, _ packed: UInt32) {
        UnsafeMutableRawPointer(output).storeBytes(of: packed, toByteOffset: i &* 4, as: UInt32.self)
    }

    /// Packs R, G, B and alpha 255 in memory order R, G, B, A.
    @inline(__always)
    static func pack(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> UInt32 {
        (UInt32(r) | UInt32(g) << 8 | UInt32(b) << 16 | 0xFF00_0000).littleEndian
    }

    /// pixelmatch's `colorDelta`: k and m are byte offsets of the two pixels.
    @inline(__always)
    static func colorDelta(
        _ img1: UnsafePointer<UInt8>, _ img2: UnsafePointer<UInt8>, _ k: Int, _ m: Int, yOnly: Bool
    ) -> Double {
        let r1 = Int(img1[k]), g1 = Int(img1[k &+ 1]), b1 = Int(img1[k &+ 2]), a1 = Int(img1[k &+ 3])
        let r2 = Int(img2[m]), g2 = Int(img2[m &+ 1]), b2 = Int(img2[m &+ 2]), a2 = Int(img2[m &+ 3])
        let da = a1 &- a2
        if r1 == r2 && g1 == g2 && b1 == b2 && da == 0 { return 0 }
        var dr: Double, dg: Double, db: Double
        if a1 < 255 || a2 < 255 {
            // Blend both pixels over a background that depends on the position.
            let rb = 48 &+ 159 &* (k % 2)
            let gb = 48 &+ 159 &* (Int(Double(k) / 1.618033988749895) % 2)
            let bb = 48 &+ 159 &* (Int(Double(k) / 2.618033988749895) % 2)
            dr = Double(r1 &* a1 &- r2 &* a2 &- rb &* da) / 255
            dg = Double(g1 &* a1 &- g2 &* a2 &- gb &* da) / 255
            db = Double(b1 &* a1 &- b2 &* a2 &- bb &* da) / 255
        } else {
            dr = Double(r1 &- r2)
            dg = Double(g1 &- g2)
            db = Double(b1 &- b2)
        }
        let y = dr * 0.29889531 + dg * 0.58662247 + db * 0.11448223
        if yOnly { return y }
        let i = dr * 0.59597799 - dg * 0.2741761 - db * 0.32180189
        let q = dr * 0.21147017 - dg * 0.52261711 + db * 0.31114694
        let delta = 0.5053 * y * y + 0.299 * i * i + 0.1957 * q * q
        // Negative when the second pixel is darker.
        return y > 0 ? -delta : delta
    }

    /// pixelmatch's `drawGrayPixel` value for the pixel at byte offset `p`, truncated to a byte.
    @inline(__always)
    static func gray(_ img: UnsafePointer<UInt8>, _ p: Int, alpha: Double) -> UInt8 {
        let y = Double(img[p]) * 0.29889531 + Double(img[p &+ 1]) * 0.58662247 + Double(img[p &+ 2]) * 0.11448223
        let value = 255 + (y - 255) * alpha * Double(img[p &+ 3]) / 255
        // A Uint8Array store: truncate toward zero, then modulo 256.
        guard value.isFinite, abs(value) < 1e15 else { return 0 }
        return UInt8(truncatingIfNeeded: Int(value))
    }

    /// pixelmatch's `antialiased(img, x1, y1, ...)`: is the pixel anti-aliasing in `img`?
    func antialiased(_ img: UnsafePointer<UInt8>, _ x1: Int, _ y1: Int) -> Bool {
        if x1 > 0 && y1 > 0 && x1 < width &- 1 && y1 < height &- 1 {
            if let answer = antialiasedInteriorOpaque(img, x1, y1) { return answer }
        }
        return antialiasedGeneral(img, x1, y1)
    }

    /// The common case of `antialiased`, straight-line: a pixel away from the border whose
    /// 3×3 neighbourhood is opaque. nil when some pixel there is translucent.
    ///
    /// Same result as pixelmatch's loop: its early `return false` on a third equal neighbour
    /// does not depend on the order of the walk, and since the darkest delta is negative and the
    /// brightest positive, its `else if` chain is an arg-min and an arg-max that keep the first
    /// of equal values in column order.
    @inline(__always)
    private func antialiasedInteriorOpaque(_ img: UnsafePointer<UInt8>, _ x1: Int, _ y1: Int) -> Bool? {
        let w = width
        let center = y1 &* w &+ x1
        // Neighbours in pixelmatch's order: column x1 - 1 top to bottom, then x1, then x1 + 1.
        let offsets = (-w &- 1, -1, w &- 1, -w, w, -w &+ 1, 1, w &+ 1)
        let raw = UnsafeRawPointer(img)
        let c = raw.loadUnaligned(fromByteOffset: center &* 4, as: UInt32.self)
        var alphaAnd = c
        var deltas = (0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0)
        let cr = Int(img[center &* 4]), cg = Int(img[center &* 4 &+ 1]), cb = Int(img[center &* 4 &+ 2])
        return withUnsafeBytes(of: offsets) { offsetBytes -> Bool? in
            let offsetList = offsetBytes.bindMemory(to: Int.self)
            return withUnsafeMutableBytes(of: &deltas) { deltaBytes -> Bool? in
                let delta = deltaBytes.bindMemory(to: Double.self)
                for k in 0..<8 {
                    let n = (center &+ offsetList[k]) &* 4
                    alphaAnd &= raw.loadUnaligned(fromByteOffset: n, as: UInt32.self)
                    let dr = Double(cr &- Int(img[n])), dg = Double(cg &- Int(img[n &+ 1])), db = Double(cb &- Int(img[n &+ 2]))
                    delta[k] = dr * 0.29889531 + dg * 0.58662247 + db * 0.11448223
                }
                // Alpha is the byte at offset 3: the top byte of the little-endian word.
                if UInt32(littleEndian: alphaAnd) >> 24 != 0xFF { return nil }
                var zeroes = 0
                var minDelta = 0.0, maxDelta = 0.0, minK = 0, maxK = 0
                for k in 0..<8 {
                    let d = delta[k]
                    if d == 0 { zeroes &+= 1 }
                    if d < minDelta { minDelta = d; minK = k }
                    if d > maxDelta { maxDelta = d; maxK = k }
                }
                if zeroes > 2 || minDelta == 0 || maxDelta == 0 { return false }
                let minPixel = center &+ offsetList[minK], maxPixel = center &+ offsetList[maxK]
                return (hasManySiblings(img1, minPixel % w, minPixel / w) && hasManySiblings(img2, minPixel % w, minPixel / w))
                    || (hasManySiblings(img1, maxPixel % w, maxPixel / w) && hasManySiblings(img2, maxPixel % w, maxPixel / w))
            }
        }
    }

    /// pixelmatch's loop as written, for border pixels and translucent neighbourhoods.
    private func antialiasedGeneral(_ img: UnsafePointer<UInt8>, _ x1: Int, _ y1: Int) -> Bool {
        let x0 = max(x1 &- 1, 0), y0 = max(y1 &- 1, 0)
        let x2 = min(x1 &+ 1, width &- 1), y2 = min(y1 &+ 1, height &- 1)
        let pos = (y1 &* width &+ x1) &* 4
        var zeroes = x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2 ? 1 : 0
        var minDelta = 0.0, maxDelta = 0.0
        var minX = 0, minY = 0, maxX = 0, maxY = 0
        // Column by column, as pixelmatch walks them: ties keep the first one found.
        var x = x0
        while x <= x2 {
            var y = y0
            while y <= y2 {
                if x != x1 || y != y1 {
                    let delta = Self.colorDelta(img, img, pos, (y &* width &+ x) &* 4, yOnly: true)
                    if delta == 0 {
                        zeroes &+= 1
                        if zeroes > 2 { return false }
                    } else if delta < minDelta {
                        minDelta = delta; minX = x; minY = y
                    } else if delta > maxDelta {
                        maxDelta = delta; maxX = x; maxY = y
                    }
                }
                y &+= 1
            }
            x &+= 1
        }
        if minDelta == 0 || maxDelta == 0 { return false }
        return (hasManySiblings(img1, minX, minY) && hasManySiblings(img2, minX, minY))
            || (hasManySiblings(img1, maxX, maxY) && hasManySiblings(img2, maxX, maxY))
    }

    /// pixelmatch's `hasManySiblings`: 3+ neighbours with exactly the same RGBA.
    @inline(__always)
    func hasManySiblings(_ img: UnsafePointer<UInt8>, _ x1: Int, _ y1: Int) -> Bool {
        if x1 > 0 && y1 > 0 && x1 < width &- 1 && y1 < height &- 1 {
            // Away from the border the count does not depend on the order of the walk.
            let w = width, center = y1 &* w &+ x1
            let value = Self.word(img, center)
            @inline(__always) func same(_ offset: Int) -> Int { Self.word(img, center &+ offset) == value ? 1 : 0 }
            let above = same(-w &- 1) &+ same(-w) &+ same(-w &+ 1)
            let level = same(-1) &+ same(1)
            let below = same(w &- 1) &+ same(w) &+ same(w &+ 1)
            return above &+ level &+ below > 2
        }
        let x0 = max(x1 &- 1, 0), y0 = max(y1 &- 1, 0)
        let x2 = min(x1 &+ 1, width &- 1), y2 = min(y1 &+ 1, height &- 1)
        let value = Self.word(img, y1 &* width &+ x1)
        var zeroes = x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2 ? 1 : 0
        var x = x0
        while x <= x2 {
            var y = y0
            while y <= y2 {
                if x != x1 || y != y1 {
                    if value == Self.word(img, y &* width &+ x) { zeroes &+= 1 }
                    if zeroes > 2 { return true }
                }
                y &+= 1
            }
            x &+= 1
        }
        return false
    }

    /// The whole comparison: pixelmatch(img1, img2, output, width, height, options).
    /// `output`, when given, holds `width * height * 4` bytes; untouched pixels keep their value
    /// (pixelmatch's callers pass zeros).
    func run(options: PerceptualDiffOptions, output: UnsafeMutablePointer<UInt8>?) -> Counts {
        guard width > 0 && height > 0 else { return Counts() }
        // 256 recent grey values, direct-mapped by pixel value, on the stack.
        return withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 2 * GrayCache.slots) { storage in
            var cache = GrayCache(storage: storage.baseAddress!, img: img1, alpha: options.alpha)
            return run(options: options, output: output, cache: &cache)
        }
    }

    private func run(options: PerceptualDiffOptions, output: UnsafeMutablePointer<UInt8>?, cache: inout GrayCache) -> Counts {
        var counts = Counts()
        let count = width &* height
        let drawGray = output != nil && !options.diffMask

        // Identical buffers: only the grey picture, if asked for.
        if memcmp(img1, img2, count &* 4) == 0 {
            if drawGray, let output { drawGrayRun(output, from: 0, to: count, cache: &cache) }
            return counts
        }

        let maxDelta = 35215 * options.threshold * options.threshold
        let aaColor = Self.pack(options.aaColor.red, options.aaColor.green, options.aaColor.blue)
        let diffColor = Self.pack(options.diffColor.red, options.diffColor.green, options.diffColor.blue)
        let alt = options.diffColorAlt ?? options.diffColor
        let altColor = Self.pack(alt.red, alt.green, alt.blue)
        let rowBytes = width &* 4

        for y in 0..<height {
            let rowStart = y &* width
            let rowA = img1 + rowStart &* 4, rowB = img2 + rowStart &* 4
            if memcmp(rowA, rowB, rowBytes) == 0 {
                if drawGray, let output { drawGrayRun(output, from: rowStart, to: rowStart &+ width, cache: &cache) }
                continue
            }
            var x = 0
            while x < width {
                if !drawGray {
                    x = PixelScan.firstDifferentPixel(rowA, rowB, from: x, to: width)
                    if x >= width { break }
                }
                let i = rowStart &+ x
                let wa = Self.word(img1, i)
                var similar = wa == Self.word(img2, i)
                var delta = 0.0
                if !similar {
                    delta = Self.colorDelta(img1, img2, i &* 4, i &* 4, yOnly: false)
                    similar = !(abs(delta) > maxDelta)
                }
                if !similar {
                    if !options.includeAA && (antialiased(img1, x, y) || antialiased(img2, x, y)) {
                        counts.antialiased &+= 1
                        if drawGray, let output { Self.draw(output, i, aaColor) }
                    } else {
                        counts.different &+= 1
                        counts.box.add(x: x, y: y)
                        if let output { Self.draw(output, i, delta < 0 ? altColor : diffColor) }
                    }
                } else if drawGray, let output {
                    Self.draw(output, i, cache.packedGray(wa, pixel: i))
                }
                x &+= 1
            }
        }
        return counts
    }

    /// Draws pixels `from ..< to` of img1 as grey.
    private func drawGrayRun(_ output: UnsafeMutablePointer<UInt8>, from: Int, to: Int, cache: inout GrayCache) {
        var i = from
        while i < to {
            Self.draw(output, i, cache.packedGray(Self.word(img1, i), pixel: i))
            i &+= 1
        }
    }
}

/// Grey values of the diff image, remembered by pixel value: UI images repeat few colours, and
/// the grey formula (a division and a conversion per pixel) dominates drawing otherwise.
struct GrayCache {
    static let slots = 256
    private let keys: UnsafeMutablePointer<UInt32>
    private let values: UnsafeMutablePointer<UInt32>
    private let img: UnsafePointer<UInt8>
    private let alpha: Double
    private var lastKey: UInt32
    private var lastValue: UInt32

    /// `storage` holds `2 * slots` words.
    init(storage: UnsafeMutablePointer<UInt32>, img: UnsafePointer<UInt8>, alpha: Double) {
        keys = storage
        values = storage + Self.slots
        self.img = img
        self.alpha = alpha
        // Every slot starts as a correct entry, for the first pixel's value.
        lastKey = PixelmatchKernel.word(img, 0)
        let g = PixelmatchKernel.gray(img, 0, alpha: alpha)
        lastValue = PixelmatchKernel.pack(g, g, g)
        keys.initialize(repeating: lastKey, count: Self.slots)
        values.initialize(repeating: lastValue, count: Self.slots)
    }

    /// The packed grey pixel for img1's pixel `pixel`, whose value is `word`.
    @inline(__always)
    mutating func packedGray(_ word: UInt32, pixel: Int) -> UInt32 {
        if word == lastKey { return lastValue }
        let slot = Int(truncatingIfNeeded: (word &* 0x9E37_79B1) >> 24)
        lastKey = word
        if keys[slot] == word {
            lastValue = values[slot]
        } else {
            let g = PixelmatchKernel.gray(img, pixel &* 4, alpha: alpha)
            lastValue = PixelmatchKernel.pack(g, g, g)
            keys[slot] = word
            values[slot] = lastValue
        }
        return lastValue
    }
}
