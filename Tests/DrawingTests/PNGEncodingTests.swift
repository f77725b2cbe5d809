import Drawing
import Foundation
import Testing

/// A deterministic pseudo-random image with flat areas, gradients, noise and partial alpha.
func sampleImage(width: Int, height: Int, seed: UInt64 = 1) -> RGBAImage {
    var state = seed
    var pixels = [UInt8](repeating: 0, count: width * height * 4)
    for y in 0..<height {
        for x in 0..<width {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            let noise = UInt8(truncatingIfNeeded: state >> 56)
            let i = (y * width + x) * 4
            if x < width / 3 {
                pixels[i] = 242; pixels[i + 1] = 242; pixels[i + 2] = 247; pixels[i + 3] = 255
            } else if x < 2 * width / 3 {
                pixels[i] = UInt8(x % 256); pixels[i + 1] = UInt8(y % 256); pixels[i + 2] = 128; pixels[i + 3] = UInt8((x + y) % 256)
            } else {
                pixels[i] = noise; pixels[i + 1] = noise &* 3; pixels[i + 2] = noise &+ 7; pixels[i + 3] = noise | 1
            }
        }
    }
    return RGBAImage(width: width, height: height, pixels: pixels)
}

@Suite struct PNGEncodingTests {
    @Test(arguments: PNGEncodingOptions.Filter.allCases)
    func roundTripEveryFilter(filter: PNGEncodingOptions.Filter) throws {
        let image = sampleImage(width: 37, height: 23)
        let options = PNGEncodingOptions(compressionLevel: 6, filter: filter, strategy: .default)
        let bytes = try PNGCodec.encode(image, options: options)
        #expect(Array(bytes.prefix(8)) == PNGCodec.signature)
        #expect(try PNGCodec.decode(bytes, source: "round trip") == image)
    }

    @Test(arguments: PNGEncodingOptions.Strategy.allCases, [0, 1, 3, 9])
    func roundTripEveryStrategyAndLevel(strategy: PNGEncodingOptions.Strategy, level: Int) throws {
        let image = sampleImage(width: 19, height: 11, seed: 7)
        let options = PNGEncodingOptions(compressionLevel: level, filter: .adaptive, strategy: strategy)
        #expect(try PNGCodec.decode(PNGCodec.encode(image, options: options), source: "round trip") == image)
    }

    @Test func roundTripDefaultOptionsAndOnePixel() throws {
        let image = sampleImage(width: 300, height: 200, seed: 3)
        #expect(try PNGCodec.decode(PNGCodec.encode(image), source: "default") == image)
        let dot = RGBAImage(width: 1, height: 1, pixels: [1, 2, 3, 4])
        #expect(try PNGCodec.decode(PNGCodec.encode(dot), source: "dot") == dot)
    }

    @Test func sameInputGivesSameBytesFiftyTimes() throws {
        let image = sampleImage(width: 64, height: 48, seed: 11)
        let first = try PNGCodec.encode(image)
        for _ in 0..<50 { #expect(try PNGCodec.encode(image) == first) }
    }

    @Test func encodingIsIndependentOfThread() async throws {
        let image = sampleImage(width: 256, height: 256, seed: 5)
        let reference = try PNGCodec.encode(image)
        let results = try await withThrowingTaskGroup(of: [UInt8].self) { group in
            for _ in 0..<2 {
                group.addTask { try (0..<10).map { _ in try PNGCodec.encode(image) }.last! }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(results.count == 2)
        #expect(results.allSatisfy { $0 == reference })
    }

    @Test func outputHasNoAncillaryChunks() throws {
        let bytes = try PNGCodec.encode(sampleImage(width: 8, height: 8))
        var chunks: [String] = []
        var position = 8
        while position + 8 <= bytes.count {
            let length = bytes[position..<position + 4].reduce(0) { $0 << 8 | Int($1) }
            chunks.append(String(decoding: bytes[position + 4..<position + 8], as: UTF8.self))
            position += 12 + length
        }
        #expect(position == bytes.count)
        #expect(Set(chunks) == ["IHDR", "IDAT", "IEND"])
    }

    @Test func emptyImageIsRefused() {
        #expect(throws: PNGError.self) { try PNGCodec.encode(RGBAImage(width: 0, height: 5)) }
    }

    @Test func levelIsClamped() {
        #expect(PNGEncodingOptions(compressionLevel: 42, filter: .none, strategy: .rle).compressionLevel == 9)
        #expect(PNGEncodingOptions(compressionLevel: -1, filter: .none, strategy: .rle).compressionLevel == 0)
    }
}
