import Drawing
import Foundation
import Testing

/// Inputs that `scripts/fuzz png` found (or that reading the code for it did), kept as they
/// are: each must give a named `PNGError`, the same from the default decoder as from libpng
/// alone, never a crash. Reproducers: Fuzz/Crashes/png/.
@Suite struct FuzzRegressionTests {
    /// The default decoder (DeflatePNGDecoder) must refuse what libpng refuses, with libpng's
    /// error: it falls back to libpng for anything that is not whole and well formed.
    func expectLibpngsAnswer(_ bytes: [UInt8], _ name: String) {
        let fast = Result { () throws(PNGError) in try PNGCodec.decode(bytes, source: name) }
        let libpng = Result { () throws(PNGError) in try PNGCodec.decode(bytes, source: name, decoder: .libpng) }
        guard case .failure(.corrupt(_, let reason)) = libpng else {
            Issue.record("\(name): libpng was expected to call this file corrupt")
            return
        }
        switch fast {
        case .success(let image):
            Issue.record("\(name): the default decoder decoded \(image.width)×\(image.height) pixels; libpng says \"\(reason)\"")
        case .failure(let error):
            #expect(fast == libpng, "\(name): the default decoder's error is not libpng's: \(error)")
        }
    }

    /// A chunk type that is not four ASCII letters (here `a1b2`, with a correct CRC) before the
    /// image data: libpng says "invalid chunk type"; the default decoder ignored it as an
    /// ancillary chunk. Fuzz/Crashes/png/default-decoder-accepts-invalid-chunk-type.png
    @Test func aChunkTypeThatIsNotFourLettersIsRefused() {
        expectLibpngsAnswer(Self.invalidChunkType, "invalid chunk type")
    }

    /// A tEXt chunk before IHDR: libpng says "tEXt: missing IHDR"; the default decoder read
    /// on. Fuzz/Crashes/png/default-decoder-accepts-chunk-before-ihdr.png
    @Test func aChunkBeforeTheHeaderIsRefused() {
        expectLibpngsAnswer(Self.chunkBeforeHeader, "chunk before IHDR")
    }

    /// 1,000,001 × 1 pixels: over libpng's 1,000,000 per side ("Invalid IHDR data"), and over
    /// what PNGCodec.encode writes; the default decoder allowed up to 2^24 per side.
    /// Fuzz/Crashes/png/default-decoder-accepts-width-over-1000000.png
    @Test func aSideOverAMillionPixelsIsRefused() throws {
        let bytes = try #require(Data(base64Encoded: Self.wide, options: .ignoreUnknownCharacters)).map { $0 }
        expectLibpngsAnswer(bytes, "1000001 wide")
    }

    /// 20×10 RGBA (correct CRCs) whose single IDAT is one fixed-Huffman block that uses the
    /// literal/length symbol 287 after 340 bytes of output. DEFLATE reserves 286 and 287 (and
    /// distances 30 and 31): zlib, and so libpng, says "invalid literal/length code"; libdeflate
    /// reads them as length 258 (and distance 29). Found by the fuzzer after 1.1 million inputs.
    /// Accepted and documented (README, "previews diff as a whole process"; Fuzz/README.md):
    /// only a fixed-Huffman block can carry these codes, finding one means inflating the stream
    /// with zlib (the cost the fast decoder exists to avoid), and the bytes such a stream gives
    /// are those its Adler-32 and the chunk's CRC-32 vouch for. This pins that behaviour, so a
    /// change to it is seen. Fuzz/Crashes/png/crash-default-decoder-accepts-deflate-symbol-287.png
    @Test func aReservedDeflateSymbolIsReadAsLibdeflateReadsIt() throws {
        let bytes = Self.reservedDeflateSymbol
        #expect(throws: PNGError.self) { try PNGCodec.decode(bytes, source: "symbol 287", decoder: .libpng) }
        let image = try PNGCodec.decode(bytes, source: "symbol 287")
        #expect(image.width == 20 && image.height == 10)
    }

    /// An APNG of eight 1×1 frames on an 8192×8192 canvas, 597 bytes: each frame is a whole
    /// canvas, so reading it took 2.1 GB. The frames together may hold no more pixels than one
    /// image at the decoder's limit: it is refused as too large.
    @Test func anAPNGWhoseFramesTogetherAreTooLargeIsRefused() throws {
        let canvas = 8192, frames = 8
        func be(_ v: Int) -> [UInt8] { [24, 16, 8, 0].map { UInt8((v >> $0) & 0xFF) } }
        func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
            var crc: UInt32 = 0xFFFF_FFFF
            for b in Array(type.utf8) + data {
                crc ^= UInt32(b)
                for _ in 0..<8 { crc = (crc >> 1) ^ (crc & 1 == 1 ? 0xEDB8_8320 : 0) }
            }
            return be(data.count) + Array(type.utf8) + data + be(Int(~crc))
        }
        // One 1×1 transparent pixel, zlib-compressed (stored block).
        let pixel: [UInt8] = [0x78, 0x01, 0x01, 0x05, 0x00, 0xFA, 0xFF, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x05, 0x00, 0x01]
        var file = PNGCodec.signature + chunk("IHDR", be(canvas) + be(canvas) + [8, 6, 0, 0, 0]) + chunk("acTL", be(frames) + be(0))
        var sequence = 0
        for f in 0..<frames {
            file += chunk("fcTL", be(sequence) + be(1) + be(1) + be(0) + be(0) + [0, 1, 0, 30, 0, 0])
            sequence += 1
            file += f == 0 ? chunk("IDAT", pixel) : chunk("fdAT", be(sequence) + pixel)
            if f > 0 { sequence += 1 }
        }
        file += chunk("IEND", [])
        #expect(throws: PNGError.self) { _ = try APNGReader.frames(file, source: "eight frames") }
        do {
            _ = try APNGReader.frames(file, source: "eight frames")
        } catch {
            guard case .tooLarge = error else { Issue.record("\(error)"); return }
        }
    }

    /// An APNG whose IHDR claims 4294967295 × 4294967295: APNGReader multiplied the two without
    /// an overflow check and trapped. It must throw (`tooLarge`), in a child process so that a
    /// trap fails this test instead of ending the run. Fuzz/Crashes/png/apng-reader-size-overflow.png
    @Test func anAPNGWithAnOverflowingSizeThrows() async {
        await #expect(processExitsWith: .success) {
            let bytes: [UInt8] = [
                0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0x00, 0x00, 0x0D, 0x49, 0x48, 0x44, 0x52,
                0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x08, 0x06, 0x00, 0x00, 0x00, 0xD2, 0xF6, 0x2E,
                0x3E, 0x00, 0x00, 0x00, 0x08, 0x61, 0x63, 0x54, 0x4C, 0x00, 0x00, 0x00, 0x01, 0x00, 0x00, 0x00,
                0x00, 0xB4, 0x2D, 0xE9, 0xA0, 0x00, 0x00, 0x00, 0x00, 0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60,
                0x82,
            ]
            do throws(PNGError) {
                _ = try APNGReader.frames(bytes, source: "overflow.png")
                exit(1)  // frames from a file that claims 2^64 pixels
            } catch {
                guard case .tooLarge = error else { exit(2) }  // not a trap, but not the named error
                exit(0)
            }
        }
    }

    #if os(Linux)
    /// 44 bytes: a 1×1 PNG and then a tEXt chunk whose length field says 2^31 - 1. libpng would
    /// stop at "chunk data is too large" (its limit is 8,000,000 bytes), but the shim makes
    /// benign errors warnings, so libpng allocated the 2 GiB the field claims before finding
    /// that the file ends. The decode must fail (the file is cut short) without reserving more
    /// than a small multiple of the file: measured as the growth of the process's peak virtual
    /// size, in a child process that starts small.
    /// Fuzz/Crashes/png/oom-libpng-allocates-a-chunk-length-claim-of-2-GB-minimal.png
    @Test func aChunkLengthThatClaimsTwoGigabytesIsNotAllocated() async {
        await #expect(processExitsWith: .success) {
            func peakKilobytes() -> Int {
                let status = (try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)) ?? ""
                let line = status.split(separator: "\n").first { $0.hasPrefix("VmPeak:") } ?? ""
                return line.split(whereSeparator: \.isWhitespace).dropFirst().first.flatMap { Int($0) } ?? 0
            }
            let bytes: [UInt8] = [
                0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0x00, 0x00, 0x0D, 0x49, 0x48, 0x44, 0x52,
                0x00, 0x00, 0x00, 0x01, 0x00, 0x00, 0x00, 0x01, 0x08, 0x06, 0x00, 0x00, 0x00, 0x1F, 0x15, 0xC4,
                0x89, 0x7F, 0xFF, 0xFF, 0xFF, 0x74, 0x45, 0x58, 0x74, 0x61, 0x00, 0x62,
            ]
            let before = peakKilobytes()
            let result = Result { () throws(PNGError) in try PNGCodec.decode(bytes, source: "claim.png") }
            let grown = peakKilobytes() - before
            guard case .failure = result else { exit(1) }  // decoded a file with no image data
            exit(grown < 256 * 1024 ? 0 : 3)  // 3: hundreds of megabytes reserved for 44 bytes
        }
    }
    #endif

    static let invalidChunkType: [UInt8] = [
        0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0x00, 0x00, 0x0D, 0x49, 0x48, 0x44, 0x52,
        0x00, 0x00, 0x00, 0x01, 0x00, 0x00, 0x00, 0x01, 0x08, 0x06, 0x00, 0x00, 0x00, 0x1F, 0x15, 0xC4,
        0x89, 0x00, 0x00, 0x00, 0x00, 0x61, 0x31, 0x62, 0x32, 0x18, 0x6B, 0x98, 0x78, 0x00, 0x00, 0x00,
        0x0D, 0x49, 0x44, 0x41, 0x54, 0x78, 0x9C, 0x63, 0x10, 0x54, 0x32, 0xFE, 0x0F, 0x00, 0x02, 0x14,
        0x01, 0x66, 0x04, 0xE0, 0xDE, 0x7F, 0x00, 0x00, 0x00, 0x00, 0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42,
        0x60, 0x82,
    ]

    static let reservedDeflateSymbol: [UInt8] = [
        0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0x00, 0x00, 0x0D, 0x49, 0x48, 0x44, 0x52,
        0x00, 0x00, 0x00, 0x14, 0x00, 0x00, 0x00, 0x0A, 0x08, 0x06, 0x00, 0x00, 0x00, 0xB4, 0x55, 0x7E,
        0xE6, 0x00, 0x00, 0x00, 0x17, 0x49, 0x44, 0x41, 0x54, 0x78, 0x9C, 0x63, 0x50, 0x48, 0xF8, 0xF0,
        0x9F, 0x9A, 0x98, 0x61, 0xD4, 0xC0, 0x71, 0x03, 0x87, 0xA3, 0x81, 0x00, 0xF3, 0xAE, 0xE6, 0xC8,
        0x54, 0x95, 0xBF, 0x21, 0x00, 0x00, 0x00, 0x00, 0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82,
    ]

    static let chunkBeforeHeader: [UInt8] = [
        0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0x00, 0x00, 0x03, 0x74, 0x45, 0x58, 0x74,
        0x61, 0x00, 0x62, 0xDC, 0x49, 0xA2, 0x3B, 0x00, 0x00, 0x00, 0x0D, 0x49, 0x48, 0x44, 0x52, 0x00,
        0x00, 0x00, 0x01, 0x00, 0x00, 0x00, 0x01, 0x08, 0x06, 0x00, 0x00, 0x00, 0x1F, 0x15, 0xC4, 0x89,
        0x00, 0x00, 0x00, 0x0D, 0x49, 0x44, 0x41, 0x54, 0x78, 0x9C, 0x63, 0x10, 0x54, 0x32, 0xFE, 0x0F,
        0x00, 0x02, 0x14, 0x01, 0x66, 0x04, 0xE0, 0xDE, 0x7F, 0x00, 0x00, 0x00, 0x00, 0x49, 0x45, 0x4E,
        0x44, 0xAE, 0x42, 0x60, 0x82,
    ]

    static let wide = """
        iVBORw0KGgoAAAANSUhEUgAPQkEAAAABCAIAAADyfWshAAALcklEQVR42u3BAQEAAAABIBP8X2uIKgUAAAAAAAAAAAAAAAAAAAAA
        AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA
        AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA
        AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA
        AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA
        AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA
        AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA
        AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA
        AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA
        AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA
        AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA
        AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA
        AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA
        AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA
        AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA
        AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA
        AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA
        AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA
        AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA
        AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA
        AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA
        AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA
        AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA
        AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA
        AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA
        AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA
        AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA
        AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA
        AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA
        AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA
        AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA
        AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA
        AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA
        AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA
        AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA
        AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA
        AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA
        AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA
        AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA
        AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAJ4MA5uXFRPWC5cAAAAASUVORK5CYII=
        """
}
