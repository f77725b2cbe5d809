import Drawing
import Foundation
import Testing

/// Decodes a fixture that must fail and returns the error, or records an issue.
func decodingError(_ name: String, sourceLocation: SourceLocation = #_sourceLocation) -> PNGError? {
    do {
        let image = try decodeFixture(name)
        Issue.record("\(name) decoded as \(image.width)×\(image.height) but should have failed", sourceLocation: sourceLocation)
        return nil
    } catch let error as PNGError {
        return error
    } catch {
        Issue.record("\(name) failed with a non-PNGError: \(error)", sourceLocation: sourceLocation)
        return nil
    }
}

@Suite struct PNGErrorTests {
    @Test func truncatedFile() throws {
        let error = try #require(decodingError("truncated.png"))
        guard case .truncated = error else { Issue.record("expected .truncated, got \(error)"); return }
        #expect(error.description.contains("truncated.png"))
        #expect(error.description.contains("Re-record"))
    }

    @Test func flippedByteInImageData() throws {
        let error = try #require(decodingError("flipped-idat.png"))
        guard case .corrupt(_, let detail) = error else { Issue.record("expected .corrupt, got \(error)"); return }
        #expect(!detail.isEmpty)
        #expect(error.description.contains("flipped-idat.png"))
    }

    @Test func badChecksumOfImageData() throws {
        let error = try #require(decodingError("bad-crc.png"))
        guard case .corrupt(_, let detail) = error else { Issue.record("expected .corrupt, got \(error)"); return }
        #expect(detail.localizedCaseInsensitiveContains("crc"))
        #expect(error.description.contains("bad-crc.png"))
    }

    @Test func brokenZlibStreamWithValidCRC() throws {
        let error = try #require(decodingError("bad-zlib.png"))
        guard case .corrupt = error else { Issue.record("expected .corrupt, got \(error)"); return }
        #expect(error.description.contains("bad-zlib.png"))
    }

    @Test func textFileIsNotAPNG() throws {
        let error = try #require(decodingError("not-a-png.png"))
        #expect(error == .notPNG(source: pngFixtures.appendingPathComponent("not-a-png.png").path))
        #expect(error.description.contains("not-a-png.png"))
        #expect(error.description.contains("not a PNG"))
    }

    @Test func emptyFile() throws {
        let error = try #require(decodingError("empty.png"))
        guard case .empty = error else { Issue.record("expected .empty, got \(error)"); return }
        #expect(error.description.contains("empty.png"))
    }

    @Test func missingFile() throws {
        let error = try #require(decodingError("no-such-file.png"))
        #expect(error == .fileNotFound(path: pngFixtures.appendingPathComponent("no-such-file.png").path))
        #expect(error.description.contains("no-such-file.png"))
    }

    @Test func folderIsNotReadableAsAFile() throws {
        #expect(throws: PNGError.self) { try PNGCodec.decode(contentsOf: pngFixtures) }
    }

    @Test func absurdDimensionsAreRefusedBeforeAllocating() throws {
        let error = try #require(decodingError("huge-dimensions.png"))
        guard case .tooLarge(_, let width, let height, _) = error else {
            Issue.record("expected .tooLarge, got \(error)"); return
        }
        #expect(width == 900_000 && height == 900_000)
        #expect(error.description.contains("huge-dimensions.png"))
    }

    @Test func maximumPixelsIsConfigurable() throws {
        let data = try Data(contentsOf: pngFixtures.appendingPathComponent("rgba8.png"))
        #expect(throws: PNGError.tooLarge(source: "small", width: 16, height: 16, maximumPixels: 255)) {
            try PNGCodec.decode(data, source: "small", maximumPixels: 255)
        }
        #expect(try PNGCodec.decode(data, source: "small", maximumPixels: 256).width == 16)
    }

    @Test func sourceStringNamesInMemoryData() throws {
        let error = #expect(throws: PNGError.self) {
            try PNGCodec.decode([0x89, 0x50, 0x4E], source: "reference for button/default-light")
        }
        #expect(error?.description.contains("reference for button/default-light") == true)
        guard case .truncated = error else { Issue.record("a signature prefix is a truncated PNG"); return }
    }

    /// Every prefix and many single-byte corruptions of a valid file must throw, never crash.
    @Test func everyPrefixAndFlipThrowsOrDecodes() throws {
        let good = [UInt8](try Data(contentsOf: pngFixtures.appendingPathComponent("rgba8.png")))
        for length in 0..<good.count {
            #expect(throws: PNGError.self) { try PNGCodec.decode(Array(good[0..<length]), source: "prefix \(length)") }
        }
        for index in stride(from: 0, to: good.count, by: 3) {
            var bad = good
            bad[index] ^= 0x5A
            // Some flips land in ignorable places; what matters is no crash and a typed error.
            do { _ = try PNGCodec.decode(bad, source: "flip \(index)") } catch {}
        }
    }
}
