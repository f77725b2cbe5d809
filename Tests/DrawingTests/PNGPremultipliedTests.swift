import Drawing
import Foundation
import Testing

/// Cairo ARGB32 word for un-premultiplied colour c at alpha a, premultiplied with rounding.
func argb32(r: Int, g: Int, b: Int, a: Int) -> UInt32 {
    func pre(_ c: Int) -> UInt32 { UInt32((c * a + 127) / 255) }
    return UInt32(a) << 24 | pre(r) << 16 | pre(g) << 8 | pre(b)
}

@Suite struct PNGPremultipliedTests {
    /// Every (alpha, premultiplied value) pair, including invalid ones above alpha, against
    /// the documented formula.
    @Test func unpremultiplyIsExactForEveryPair() {
        var words: [UInt32] = []
        words.reserveCapacity(256 * 256)
        for a in 0..<256 {
            for c in 0..<256 { words.append(UInt32(a) << 24 | UInt32(c) << 16 | UInt32(255 - c) << 8 | UInt32(c / 2)) }
        }
        let image = words.withUnsafeBytes { RGBAImage(premultipliedBGRA: $0, width: 256, height: 256, stride: 1024) }
        func expected(_ c: Int, _ a: Int) -> Int { a == 0 ? 0 : min(255, (c * 255 + a / 2) / a) }
        var wrong = 0
        for a in 0..<256 {
            for c in 0..<256 {
                let p = image[c, a]
                let want = (expected(c, a), expected(255 - c, a), expected(c / 2, a), a)
                if Int(p.r) != want.0 || Int(p.g) != want.1 || Int(p.b) != want.2 || Int(p.a) != want.3 { wrong += 1 }
            }
        }
        #expect(wrong == 0)
    }

    @Test func channelOrderAndStridePadding() {
        // 2×2 pixels, stride 12: one padding word per row filled with garbage.
        let words: [UInt32] = [
            0xFF11_2233, 0x8040_2010, 0xDEAD_BEEF,
            0x0000_0000, 0xFFFF_FFFF, 0xDEAD_BEEF,
        ]
        let image = words.withUnsafeBytes { RGBAImage(premultipliedBGRA: $0, width: 2, height: 2, stride: 12) }
        #expect(image.pixels == [
            0x11, 0x22, 0x33, 255, /**/ 128, 64, 32, 128,
            0, 0, 0, 0, /**/ 255, 255, 255, 255,
        ])
    }

    @Test func encodeFromPremultipliedMatchesEncodeOfConvertedImage() throws {
        let width = 301, height = 97, strideWords = 304
        var words = [UInt32](repeating: 0xCAFE_F00D, count: strideWords * height)
        for y in 0..<height {
            for x in 0..<width {
                words[y * strideWords + x] = argb32(r: (x * 7) % 256, g: (y * 5) % 256, b: (x ^ y) % 256, a: (x + 3 * y) % 256)
            }
        }
        let (converted, direct) = try words.withUnsafeBytes { raw in
            (RGBAImage(premultipliedBGRA: raw, width: width, height: height, stride: strideWords * 4),
             try PNGCodec.encode(premultipliedBGRA: raw, width: width, height: height, stride: strideWords * 4))
        }
        #expect(direct == (try PNGCodec.encode(converted)))
        #expect(try PNGCodec.decode(direct, source: "premultiplied") == converted)
        // Opaque pixels come back exactly.
        let opaque = converted[0, 85]
        #expect(opaque == (0, UInt8(85 * 5 % 256), UInt8(85 % 256), 255))
    }

    @Test func encodeRefusesABufferTooSmallForItsStride() {
        let words = [UInt32](repeating: 0, count: 10)
        words.withUnsafeBytes { raw in
            #expect(throws: PNGError.self) {
                try PNGCodec.encode(premultipliedBGRA: raw, width: 4, height: 3, stride: 16)
            }
            #expect(throws: PNGError.self) {
                try PNGCodec.encode(premultipliedBGRA: raw, width: 4, height: 2, stride: 8)
            }
        }
    }
}
