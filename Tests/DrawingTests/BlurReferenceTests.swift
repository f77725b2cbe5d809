import Drawing
import Foundation
import Testing

/// The optimised `GaussianBlur` gives exactly what the plain algorithm gives: three box passes,
/// each a row pass then a column pass, each output `(sum × ⌊(2²⁴ + w/2) / w⌋ + 2²³) >> 24`
/// over the window of width w, outside counting as 0. Golden images and recorded snapshots
/// depend on every byte.
@Suite struct BlurReferenceTests {
    /// The definition, written for clarity, not speed.
    static func reference(_ input: [UInt8], width: Int, height: Int, stride: Int, sigma: Double) -> [UInt8] {
        var data = input
        guard sigma >= 0.25 else { return data }
        for w in GaussianBlur.boxWidths(sigma: sigma) {
            let r = (w - 1) / 2
            guard r > 0 else { continue }
            let recip = UInt64(((1 << 24) + w / 2) / w)
            func average(_ sum: Int) -> UInt8 { UInt8(truncatingIfNeeded: (UInt64(sum) * recip + (1 << 23)) >> 24) }
            var next = data
            for y in 0..<height {
                for x in 0..<width {
                    var sum = 0
                    for k in max(0, x - r)...min(width - 1, x + r) { sum += Int(data[y * stride + k]) }
                    next[y * stride + x] = average(sum)
                }
            }
            data = next
            for y in 0..<height {
                for x in 0..<width {
                    var sum = 0
                    for k in max(0, y - r)...min(height - 1, y + r) { sum += Int(data[k * stride + x]) }
                    next[y * stride + x] = average(sum)
                }
            }
            data = next
        }
        return data
    }

    /// A mask like a shadow's: a filled rounded shape with soft edges, some noise, and padding
    /// bytes past the width that must be left alone.
    static func mask(width: Int, height: Int, stride: Int, seed: UInt64) -> [UInt8] {
        var state = seed
        var out = [UInt8](repeating: 0, count: stride * height)
        for y in 0..<height {
            for x in 0..<stride {
                state = state &* 6364136223846793005 &+ 1442695040888963407
                let noise = UInt8(truncatingIfNeeded: state >> 56)
                if x >= width { out[y * stride + x] = noise; continue }  // padding: must survive
                let inside = x > width / 5 && x < width * 4 / 5 && y > height / 4 && y < height * 3 / 4
                out[y * stride + x] = inside ? 255 : (noise < 8 ? noise &* 31 : 0)
            }
        }
        return out
    }

    struct Case: Sendable, CustomStringConvertible {
        var width: Int, height: Int, sigma: Double
        var description: String { "\(width)×\(height) σ \(sigma)" }
    }

    static let cases = [
        Case(width: 1, height: 1, sigma: 0.3), Case(width: 7, height: 5, sigma: 1), Case(width: 33, height: 17, sigma: 2),
        Case(width: 64, height: 40, sigma: 3.3), Case(width: 97, height: 61, sigma: 6), Case(width: 150, height: 80, sigma: 16),
        Case(width: 20, height: 90, sigma: 24), Case(width: 3, height: 200, sigma: 8),
    ]

    @Test(arguments: cases)
    func optimisedBlurMatchesTheDefinition(_ c: Case) {
        let (width, height, sigma) = (c.width, c.height, c.sigma)
        for stride in [width, (width + 3) / 4 * 4 + 4] {
            let input = Self.mask(width: width, height: height, stride: stride, seed: UInt64(width * 1000 + height))
            let expected = Self.reference(input, width: width, height: height, stride: stride, sigma: sigma)
            var actual = input
            actual.withUnsafeMutableBufferPointer {
                GaussianBlur.blur($0.baseAddress!, width: width, height: height, stride: stride, sigma: sigma)
            }
            var first: Int?
            var count = 0
            for i in 0..<expected.count where actual[i] != expected[i] {
                count += 1
                if first == nil { first = i }
            }
            #expect(count == 0, "\(width)×\(height) stride \(stride) σ \(sigma): \(count) bytes differ, first at \(first.map { "\($0 % stride),\($0 / stride)" } ?? "-")")
        }
    }

    @Test func identicalRowsAndFlatMasksMatchTheDefinition() {
        // Rows that repeat (the straight part of a card) and all-opaque or all-clear masks.
        let (width, height, stride) = (90, 70, 92)
        var input = [UInt8](repeating: 0, count: stride * height)
        for y in 10..<60 {
            for x in 15..<75 { input[y * stride + x] = y < 20 || y > 50 ? UInt8(y * 3) : 255 }
        }
        for (mask, sigma) in [(input, 4.0), ([UInt8](repeating: 255, count: stride * height), 3.0), ([UInt8](repeating: 0, count: stride * height), 5.0)] {
            let expected = Self.reference(mask, width: width, height: height, stride: stride, sigma: sigma)
            var actual = mask
            actual.withUnsafeMutableBufferPointer {
                GaussianBlur.blur($0.baseAddress!, width: width, height: height, stride: stride, sigma: sigma)
            }
            let differing = zip(actual, expected).filter { $0 != $1 }.count
            #expect(differing == 0, "σ \(sigma): \(differing) bytes differ")
        }
    }
}
