@testable import Drawing
import Foundation
import Testing

/// Animated PNGs written chunk by chunk around libpng's still PNGs.
@Suite struct APNGWriterTests {
    static func frame(_ color: RGBAColor, x: Double) throws -> RasterImage {
        try RasterRenderer.render(DisplayList(size: CGSize(width: 40, height: 20), ops: [
            .fill(.rect(CGRect(x: 0, y: 0, width: 40, height: 20)), .white),
            .fill(.rect(CGRect(x: x, y: 5, width: 10, height: 10)), color),
        ]), scale: 1)
    }

    @Test("CRC-32 as PNG's: the IEND chunk's is AE426082")
    func crc() {
        #expect(APNGWriter.crc32(Array("IEND".utf8)) == 0xAE42_6082)
    }

    @Test("Chunks in APNG's order: IHDR, acTL with the frame count, fcTL before each frame (sequence numbers 0, 1, 2…), IDAT for the first, fdAT for the others, IEND; every CRC right")
    func structure() throws {
        let frames = try [0.0, 15, 30].map { try Self.frame(RGBAColor(red: 1, green: 0, blue: 0, alpha: 1), x: $0) }
        let apng = try APNGWriter.encode(frames, delayNumerator: 1, delayDenominator: 30)
        let chunks = APNGWriter.chunks(of: apng)
        let types = chunks.map(\.type)
        #expect(types.first == "IHDR" && types[1] == "acTL" && types.last == "IEND")
        #expect(types.filter { $0 == "fcTL" }.count == 3)
        #expect(types.firstIndex(of: "IDAT")! < types.firstIndex(of: "fdAT")!)
        let actl = chunks[1].data
        #expect(actl == [0, 0, 0, 3, 0, 0, 0, 0], "three frames, looping for ever")
        // Sequence numbers run across fcTL and fdAT without a gap.
        var sequence: [UInt32] = []
        for c in chunks where c.type == "fcTL" || c.type == "fdAT" {
            sequence.append(c.data[0..<4].reduce(0) { $0 << 8 | UInt32($1) })
        }
        #expect(sequence == Array(0..<UInt32(sequence.count)))
        let fctl = try #require(chunks.first { $0.type == "fcTL" }).data
        #expect(Array(fctl[4..<12]) == [0, 0, 0, 40, 0, 0, 0, 20] && Array(fctl[20..<24]) == [0, 1, 0, 30])
        // Each CRC matches its chunk's type and data.
        var at = PNGCodec.signature.count
        while at < apng.count {
            let length = Int(apng[at]) << 24 | Int(apng[at + 1]) << 16 | Int(apng[at + 2]) << 8 | Int(apng[at + 3])
            let crc = apng[(at + 8 + length)..<(at + 12 + length)].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
            #expect(crc == APNGWriter.crc32(Array(apng[(at + 4)..<(at + 8 + length)])))
            at += 12 + length
        }
    }

    @Test("A viewer without APNG support (libpng) shows the first frame; the same frames give the same bytes")
    func firstFrameAndDeterminism() throws {
        let frames = try [0.0, 30].map { try Self.frame(RGBAColor(red: 0, green: 0, blue: 1, alpha: 1), x: $0) }
        let apng = try APNGWriter.encode(frames)
        let still = try PNGCodec.decode(apng, source: "the animation")
        #expect(still == frames[0].rgba())
        #expect(try APNGWriter.encode(frames) == apng)
    }

    @Test("Frames of different sizes and no frames are errors that say what to do")
    func errors() throws {
        #expect(throws: APNGWriter.Failure.noFrames) { try APNGWriter.encode([RasterImage]()) }
        let small = try RasterRenderer.render(DisplayList(size: CGSize(width: 10, height: 10), ops: []), scale: 1)
        let big = try Self.frame(.white, x: 0)
        do {
            _ = try APNGWriter.encode([big, small])
            Issue.record("no error")
        } catch {
            #expect(error.description.contains("frame 1 is 10×10 pixels where the first is 40×20"))
        }
    }

    @Test("Frames after the first hold only the rectangle that changed; reading the animation back gives every frame whole, as drawn")
    func deltaRoundTrip() throws {
        let frames = try [0.0, 15, 15, 30].map { try Self.frame(RGBAColor(red: 0, green: 0.5, blue: 0, alpha: 1), x: $0) }
        let apng = try APNGWriter.encode(frames, delayNumerator: 1, delayDenominator: 60)
        let controls = APNGWriter.chunks(of: apng).filter { $0.type == "fcTL" }.map(\.data)
        func size(_ c: [UInt8]) -> (Int, Int) { (Int(c[6]) << 8 | Int(c[7]), Int(c[10]) << 8 | Int(c[11])) }
        #expect(size(controls[0]) == (40, 20))
        // The square moved from x 0 to 15: columns 0…24 of rows 5…14 changed.
        #expect(size(controls[1]) == (25, 10))
        #expect(Int(controls[1][15]) == 0 && Int(controls[1][19]) == 5, "at x 0, y 5")
        #expect(size(controls[2]) == (1, 1), "an unchanged frame is one pixel")
        let read = try APNGReader.frames(apng, source: "the animation")
        #expect(read.count == 4)
        for (i, f) in read.enumerated() {
            #expect(f.image == frames[i].rgba(), "frame \(i)")
            #expect(abs(f.delay - 1.0 / 60) < 1e-12)
        }
    }

    @Test("A still PNG reads as one frame; a damaged animation is an error naming its source")
    func readingStillsAndDamage() throws {
        let still = try PNGCodec.encode(try Self.frame(.white, x: 0).rgba())
        #expect(try APNGReader.frames(still, source: "still.png").count == 1)
        var apng = try APNGWriter.encode(try [0.0, 10].map { try Self.frame(.black, x: $0) })
        // Cut the animation inside its last frame's data.
        apng.removeLast(40)
        #expect(throws: PNGError.self) { try APNGReader.frames(apng, source: "cut.motion.png") }
        #expect(throws: PNGError.self) { try APNGReader.frames([1, 2, 3], source: "junk") }
    }
}
