import Drawing
import Foundation
import Testing

/// The folder of PNG fixtures, found from this file (no SwiftPM resources).
let pngFixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Fixtures/png")

func decodeFixture(_ name: String) throws -> RGBAImage {
    try PNGCodec.decode(contentsOf: pngFixtures.appendingPathComponent(name))
}

/// Flattens an image into [[r, g, b, a]] per pixel, row by row, for readable expectations.
func pixelList(_ image: RGBAImage) -> [[Int]] {
    stride(from: 0, to: image.pixels.count, by: 4).map { i in image.pixels[i..<i + 4].map(Int.init) }
}

/// 16-bit to 8-bit as documented: round(v * 255 / 65535).
func scale16(_ v: Int) -> Int { (v * 255 + 32767) / 65535 }

@Suite struct PNGDecodingTests {
    @Test func palette8() throws {
        let image = try decodeFixture("palette8.png")
        #expect(image.width == 4 && image.height == 2)
        #expect(pixelList(image) == [
            [255, 0, 0, 255], [0, 255, 0, 255], [0, 0, 255, 255], [10, 20, 30, 255],
            [10, 20, 30, 255], [0, 0, 255, 255], [0, 255, 0, 255], [255, 0, 0, 255],
        ])
    }

    @Test func paletteWithTransparency() throws {
        let image = try decodeFixture("palette-trns.png")
        #expect(pixelList(image) == [
            [255, 0, 0, 0], [0, 255, 0, 255], [0, 0, 255, 128], [10, 20, 30, 255],
            [10, 20, 30, 255], [0, 0, 255, 128], [0, 255, 0, 255], [255, 0, 0, 0],
        ])
    }

    @Test func palette4Bit() throws {
        let image = try decodeFixture("palette4.png")
        #expect(pixelList(image) == [[255, 0, 0, 255], [0, 255, 0, 255], [10, 20, 30, 255]])
    }

    @Test func grey1Bit() throws {
        let image = try decodeFixture("grey1.png")
        #expect(image.width == 8 && image.height == 2)
        let bits = [1, 0, 1, 0, 1, 1, 0, 0, 0, 1, 0, 1, 0, 0, 1, 1]
        #expect(pixelList(image) == bits.map { [$0 * 255, $0 * 255, $0 * 255, 255] })
    }

    @Test func grey2Bit() throws {
        let image = try decodeFixture("grey2.png")
        #expect(pixelList(image) == [0, 85, 170, 255].map { [$0, $0, $0, 255] })
    }

    @Test func grey8() throws {
        let image = try decodeFixture("grey8.png")
        #expect(pixelList(image) == [0, 64, 128, 255, 1, 2, 254, 200].map { [$0, $0, $0, 255] })
    }

    @Test func grey8WithTransparentValue() throws {
        let image = try decodeFixture("grey8-trns.png")
        #expect(pixelList(image) == [[0, 0, 0, 255], [64, 64, 64, 0], [128, 128, 128, 255]])
    }

    @Test func greyAlpha8() throws {
        let image = try decodeFixture("grey-alpha8.png")
        #expect(pixelList(image) == [[10, 10, 10, 0], [200, 200, 200, 128], [255, 255, 255, 255], [0, 0, 0, 1]])
    }

    @Test func rgb8() throws {
        let image = try decodeFixture("rgb8.png")
        #expect(pixelList(image) == [[255, 0, 0, 255], [1, 2, 3, 255], [250, 128, 7, 255]])
    }

    @Test func rgb16RoundsToNearest() throws {
        let image = try decodeFixture("rgb16.png")
        let samples = [0x0000, 0x0080, 0x0081, 0x7FFF, 0x8000, 0x8080, 0xFFFF, 0x0101, 0xFF7F]
        // Spelled out once, so a wrong formula in the helper cannot hide a wrong decoder.
        #expect(samples.map(scale16) == [0, 0, 1, 127, 128, 128, 255, 1, 255])
        #expect(pixelList(image) == [
            [0, 0, 1, 255], [127, 128, 128, 255], [255, 1, 255, 255],
        ])
    }

    @Test func rgba16() throws {
        let image = try decodeFixture("rgba16.png")
        let samples = [0x1234, 0xABCD, 0xFFFF, 0x8000, 0x0000, 0x0100, 0x00FF, 0xFFFF]
        #expect(pixelList(image) == [Array(samples[0..<4].map(scale16)), Array(samples[4..<8].map(scale16))])
        #expect(pixelList(image) == [[18, 171, 255, 128], [0, 1, 1, 255]])
    }

    @Test func every16BitValueRounds() throws {
        let image = try decodeFixture("grey16-all.png")
        #expect(image.width == 256 && image.height == 256)
        var wrong = 0
        for v in 0..<65536 where Int(image.pixels[v * 4]) != scale16(v) || image.pixels[v * 4 + 3] != 255 {
            wrong += 1
        }
        #expect(wrong == 0)
    }

    @Test func interlacedRGBA() throws {
        let image = try decodeFixture("rgba8-interlaced.png")
        #expect(image.width == 9 && image.height == 9)
        var expected: [[Int]] = []
        for y in 0..<9 {
            for x in 0..<9 { expected.append([x * 28, y * 28, (x * 7 + y * 13) % 256, 255 - x - y]) }
        }
        #expect(pixelList(image) == expected)
    }

    @Test func decodesFromBytesAndDataAlike() throws {
        let url = pngFixtures.appendingPathComponent("rgba8.png")
        let data = try Data(contentsOf: url)
        let fromData = try PNGCodec.decode(data, source: "rgba8.png")
        let fromBytes = try PNGCodec.decode([UInt8](data), source: "rgba8.png")
        #expect(fromData == fromBytes)
        #expect(fromData.width == 16 && fromData.height == 16)
        #expect(fromData[3, 5] == (48, 80, 15, 255))
    }
}
