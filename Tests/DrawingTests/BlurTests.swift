import Drawing
import Foundation
import Testing

/// The three-box approximation of a Gaussian, and shadows drawn with it.
@Suite struct BlurTests {
    /// Variance of a box filter of odd width w: (w² − 1) / 12.
    static func variance(_ widths: [Int]) -> Double {
        widths.reduce(0) { $0 + Double($1 * $1 - 1) / 12 }
    }

    @Test func boxWidthsForKnownSigmas() {
        // Kovesi's sizes, worked by hand: ideal width √(12σ²/3 + 1), lower odd width l, and
        // m = round((12σ² − 3l² − 12l − 9) / (−4l − 4)) boxes of width l.
        #expect(GaussianBlur.boxWidths(sigma: 1) == [1, 1, 3])
        #expect(GaussianBlur.boxWidths(sigma: 2) == [3, 3, 5])
        #expect(GaussianBlur.boxWidths(sigma: 3) == [5, 5, 7])
        #expect(GaussianBlur.boxWidths(sigma: 8) == [15, 15, 17])
        #expect(GaussianBlur.boxWidths(sigma: 16) == [31, 31, 33])
    }

    @Test(arguments: [0.5, 1, 1.5, 2, 3, 4.5, 6, 8, 12, 16, 24, 48])
    func boxWidthsApproximateTheVariance(sigma: Double) {
        let widths = GaussianBlur.boxWidths(sigma: sigma)
        #expect(widths.count == 3)
        #expect(widths.allSatisfy { $0 >= 1 && $0 % 2 == 1 })
        #expect(widths == widths.sorted())
        #expect(widths.last! - widths.first! <= 2)
        // The sum of the boxes' variances is within one step of σ².
        let step = Double(widths.last! * widths.last! - widths.first! * widths.first!) / 12
        #expect(abs(Self.variance(widths) - sigma * sigma) <= max(step, 8.0 / 12) + 1e-9,
                "σ \(sigma): widths \(widths) have variance \(Self.variance(widths))")
    }

    /// A `size`×`size` A8 buffer (stride rounded up to 4) with one opaque pixel in the middle,
    /// blurred.
    static func blurredDot(size: Int, sigma: Double) -> (pixels: [UInt8], stride: Int) {
        let stride = (size + 3) / 4 * 4
        var buffer = [UInt8](repeating: 0, count: stride * size)
        buffer[(size / 2) * stride + size / 2] = 255
        buffer.withUnsafeMutableBufferPointer {
            GaussianBlur.blur($0.baseAddress!, width: size, height: size, stride: stride, sigma: sigma)
        }
        return (buffer, stride)
    }

    /// Each pass rounds to 8 bits, so a lone pixel spread thin loses some mass (about 2% up to
    /// σ 2, 10% at σ 3, where the peak is only 4); solid shapes, as shadows are, lose none.
    @Test(arguments: [1.0, 1.5, 2])
    func blurOfOnePixelIsSymmetricAndKeepsItsMass(sigma: Double) {
        let size = 41
        let (pixels, stride) = Self.blurredDot(size: size, sigma: sigma)
        let c = size / 2
        var total = 0
        for y in 0..<size {
            for x in 0..<size {
                let v = pixels[y * stride + x]
                total += Int(v)
                #expect(v == pixels[y * stride + (size - 1 - x)], "mirror in x at \(x),\(y)")
                #expect(v == pixels[(size - 1 - y) * stride + x], "mirror in y at \(x),\(y)")
                #expect(v <= pixels[c * stride + c], "the centre is the peak")
            }
            // Padding bytes past the width are left alone.
            for x in size..<stride { #expect(pixels[y * stride + x] == 0) }
        }
        #expect(abs(total - 255) <= 8, "σ \(sigma): the blurred dot sums to \(total), not ~255")
        #expect(pixels[c * stride + c] < 255, "the dot spread")
        #expect(pixels[c * stride + c + Int(sigma)] > 0, "one σ away there is some alpha")
    }

    @Test func blurIsNearlySymmetricAboutTheDiagonal() {
        // The kernels are the same along x and y; only the order of rounding (a row pass, then
        // a column pass) tells the axes apart, by at most 1.
        let size = 31
        let (pixels, stride) = Self.blurredDot(size: size, sigma: 2.5)
        for y in 0..<size {
            for x in 0..<size { #expect(abs(Int(pixels[y * stride + x]) - Int(pixels[x * stride + y])) <= 1) }
        }
    }

    @Test func tinySigmaChangesNothing() {
        let (pixels, stride) = Self.blurredDot(size: 9, sigma: 0.2)
        #expect(pixels.reduce(0) { $0 + Int($1) } == 255)
        #expect(pixels[4 * stride + 4] == 255)
    }

    @Test func opaqueAreaStaysOpaqueFarFromItsEdges() {
        let (w, h) = (60, 50)
        let stride = 60
        var buffer = [UInt8](repeating: 255, count: stride * h)
        buffer.withUnsafeMutableBufferPointer {
            GaussianBlur.blur($0.baseAddress!, width: w, height: h, stride: stride, sigma: 3)
        }
        #expect(buffer[25 * stride + 30] == 255, "the middle")
        #expect(buffer[0] < 255, "outside counts as transparent, so the corner fades")
    }

    static func shadowList(radius: Double, x: Double, y: Double, color: RGBAColor = .black) -> DisplayList {
        DisplayList(size: CGSize(width: 60, height: 50), ops: [
            .group(DisplayGroup(
                shadow: Shadow(color: color, radius: radius, x: x, y: y),
                ops: [.fill(.roundedRect(CGRect(x: 10, y: 10, width: 30, height: 20), cornerRadius: 6, style: .continuous), RGBAColor(hex: 0x007AFF))])),
        ])
    }

    @Test(arguments: [1.0, 2, 3])
    func radiusZeroShadowIsAHardOffsetCopy(scale: Double) throws {
        let shape = ShapePath.roundedRect(CGRect(x: 10, y: 10, width: 30, height: 20), cornerRadius: 6, style: .continuous)
        let shadowed = try RasterRenderer.render(Self.shadowList(radius: 0, x: 4, y: 6), scale: scale).rgba()
        // The same shape in the shadow colour, moved, under the shape itself.
        let byHand = DisplayList(size: CGSize(width: 60, height: 50), ops: [
            .group(DisplayGroup(transform: .translation(x: 4, y: 6), ops: [.fill(shape, .black)])),
            .fill(shape, RGBAColor(hex: 0x007AFF)),
        ])
        let expected = try RasterRenderer.render(byHand, scale: scale).rgba()
        let difference = DrawingTestSupport.compare(shadowed, expected, tolerance: 1)
        #expect(difference.differing == 0, "\(difference)")
        // The shadow is hard: a pixel just inside its edge is the full shadow colour.
        let p = shadowed[Int(42 * scale), Int(26 * scale)]
        #expect(p.a == 255 && p.r == 0 && p.g == 0 && p.b == 0)
    }

    @Test func blurredShadowSpreadsAboutThreeSigma() throws {
        let image = try RasterRenderer.render(Self.shadowList(radius: 3, x: 0, y: 0), scale: 2).rgba()
        // Beside the card: some shadow one σ out, none past 3σ + a pixel.
        #expect(image[2 * (40 + 3), 2 * 20].a > 0)
        #expect(image[2 * (40 + 10), 2 * 20].a == 0)
        // The shadow falls off monotonically away from the edge.
        var last = 255
        for x in (2 * 40 + 1)..<(2 * 50) {
            let a = Int(image[x, 40].a)
            #expect(a <= last, "x \(x)")
            last = a
        }
    }

    @Test func shadowColourAndOpacityAreApplied() throws {
        let image = try RasterRenderer.render(
            Self.shadowList(radius: 0, x: 10, y: 0, color: RGBAColor(hex: 0xFF0000, alpha: 0.5)), scale: 1).rgba()
        let p = image[45, 20]  // shadow only: the card ends at x = 40
        #expect(p.r == 255 && p.g == 0 && p.b == 0)
        #expect(abs(Int(p.a) - 128) <= 1)
    }
}
