import Drawing
import Foundation
import Testing

/// The fast decoder (libdeflate's inflate under our own unfiltering) against libpng and libspng:
/// the same pixels for every filter type, RGB and RGBA, one IDAT or many, real snapshots and
/// pixelmatch's fixtures; and whatever it does not take (palettes, grey, 16-bit, interlaced,
/// transparency chunks, damaged files) goes to libpng with libpng's own answer and error.
@Suite struct PNGDecoderAgreementTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// A picture with gradients, edges and noise, so that every filter type has work to do.
    static func sample(width: Int = 97, height: Int = 61) -> RGBAImage {
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        var seed: UInt64 = 7
        for y in 0..<height {
            for x in 0..<width {
                seed = seed &* 6364136223846793005 &+ 1442695040888963407
                let i = (y * width + x) * 4
                pixels[i] = UInt8((x * 255) / width)
                pixels[i + 1] = UInt8((y * 255) / height)
                pixels[i + 2] = x / 9 % 2 == y / 7 % 2 ? 240 : UInt8(truncatingIfNeeded: seed >> 56)
                pixels[i + 3] = x < 10 ? 255 : UInt8(200 + (x + y) % 56)
            }
        }
        return RGBAImage(width: width, height: height, pixels: pixels)
    }

    func decodeAll(_ bytes: [UInt8], _ name: String) throws -> RGBAImage {
        let fast = try PNGCodec.decode(bytes, source: name, decoder: .deflate)
        let libpng = try PNGCodec.decode(bytes, source: name, decoder: .libpng)
        #expect(fast == libpng, "\(name): the fast decoder and libpng disagree")
        if let spng = try? PNGCodec.decode(bytes, source: name, decoder: .spng) {
            #expect(spng == libpng, "\(name): libspng and libpng disagree")
        }
        return fast
    }

    @Test("every row filter, and libpng's adaptive choice, decodes to the same pixels", arguments: PNGEncodingOptions.Filter.allCases)
    func filters(_ filter: PNGEncodingOptions.Filter) throws {
        let image = Self.sample()
        for level in [1, 6, 9] {
            let bytes = try PNGCodec.encode(image, options: PNGEncodingOptions(compressionLevel: level, filter: filter, strategy: .default))
            #expect(try decodeAll(bytes, "\(filter) level \(level)") == image)
        }
    }

    @Test("a large picture in many IDAT chunks")
    func manyChunks() throws {
        let image = Self.sample(width: 700, height: 500)
        let bytes = try PNGCodec.encode(image, options: .zlibDefault)
        let idats = stride(from: 8, to: bytes.count - 8, by: 1).filter { bytes[$0] == 0x49 && bytes[$0 + 1] == 0x44 && bytes[$0 + 2] == 0x41 && bytes[$0 + 3] == 0x54 }
        #expect(idats.count > 1, "libpng writes its image data in several chunks")
        #expect(try decodeAll(bytes, "many chunks") == image)
    }

    @Test("the fixtures of every colour type, depth and fault give libpng's pixels or libpng's error")
    func fixtures() throws {
        let folder = Self.repository.appendingPathComponent("Tests/DrawingTests/Fixtures/png")
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() where name.hasSuffix(".png") {
            let bytes = Array(try Data(contentsOf: folder.appendingPathComponent(name)))
            let fast = Result { try PNGCodec.decode(bytes, source: name, decoder: .deflate) }
            let libpng = Result { try PNGCodec.decode(bytes, source: name, decoder: .libpng) }
            switch (fast, libpng) {
            case (.success(let a), .success(let b)): #expect(a == b, "\(name)")
            case (.failure(let a), .failure(let b)): #expect("\(a)" == "\(b)", "\(name): the errors differ")
            default: Issue.record("\(name): one decoder failed, the other did not (\(fast), \(libpng))")
            }
        }
    }

    @Test("the catalogue's references and pixelmatch's fixtures")
    func realFiles() throws {
        var files: [URL] = []
        let snapshots = Self.repository.appendingPathComponent("Snapshots")
        if let walker = FileManager.default.enumerator(at: snapshots, includingPropertiesForKeys: nil) {
            for case let url as URL in walker where url.pathExtension == "png" && !url.lastPathComponent.hasSuffix(".motion.png") {
                files.append(url)
            }
        }
        let pixelmatch = Self.repository.appendingPathComponent("Tests/PreviewTestingTests/Conformance/pixelmatch/images")
        for name in (try? FileManager.default.contentsOfDirectory(atPath: pixelmatch.path)) ?? [] where name.hasSuffix(".png") {
            files.append(pixelmatch.appendingPathComponent(name))
        }
        #expect(files.count > 40)
        for url in files.sorted(by: { $0.path < $1.path }) {
            _ = try decodeAll(Array(try Data(contentsOf: url)), url.lastPathComponent)
        }
    }

    @Test("a flipped bit in the image data, a cut file or a broken CRC is libpng's error, not a wrong picture")
    func damage() throws {
        let good = try PNGCodec.encode(Self.sample())
        var flipped = good
        flipped[good.count / 2] ^= 0x10
        for (name, bytes) in [("flipped", flipped), ("cut", Array(good.prefix(good.count - 20)))] {
            let fast = Result { try PNGCodec.decode(bytes, source: name, decoder: .deflate) }
            let libpng = Result { try PNGCodec.decode(bytes, source: name, decoder: .libpng) }
            guard case .failure(let a) = fast, case .failure(let b) = libpng else {
                Issue.record("\(name): decoded (\(fast))")
                continue
            }
            #expect("\(a)" == "\(b)")
        }
    }
}
