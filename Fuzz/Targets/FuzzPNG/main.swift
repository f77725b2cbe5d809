// Fuzz target `png`: PNGHeader, PNGCodec.decode and APNGReader.frames on hostile bytes.
//
// An input that starts with the PNG signature is decoded as it is and, when its chunk CRCs are
// wrong, once more with them repaired (so mutations get past libpng's CRC check and reach the
// decoder proper). Any other input describes a PNG that is built here, with correct CRCs and
// its image data in stored (uncompressed) zlib blocks: size ≤ 64×64, every colour type and bit
// depth (and invalid ones), Adam7, PLTE and tRNS, the data split over several IDATs, cut short,
// or made an APNG of up to 4 frames with their own regions, blend and dispose operations.
//
// Invariants: the default decoder (libdeflate and our unfiltering, libpng for the rest) gives
// exactly what libpng alone gives, pixels or error (libspng is run too, unchecked); a decoded
// image has the size its IHDR claims and width × height × 4 bytes; `[UInt8]` and `Data` decode
// alike; a decoded image (up to 4096 pixels) encodes and decodes back to itself; a still PNG's
// single APNG frame is its decoded image; every APNG frame is the canvas's size.
import Drawing
import Foundation
import FuzzSupport

let maximumPixels = 1 << 22

/// APNGReader has no pixel limit of its own (it allows PNGCodec.defaultMaximumPixels, 2^28, and
/// keeps a whole canvas per frame), so large canvases are left out here; see Fuzz/README.md.
/// FUZZ_APNG_MAXIMUM_PIXELS=N changes the limit (to show what a large canvas costs).
let maximumAPNGPixels = ProcessInfo.processInfo.environment["FUZZ_APNG_MAXIMUM_PIXELS"].flatMap { Int($0) } ?? 1 << 16

/// Known bugs, reported and reproduced in Fuzz/Crashes/png/ and Tests/DrawingTests/
/// FuzzRegressionTests.swift, are stepped around so that fuzzing goes on; PROOFSHEET_FUZZ_STRICT=1
/// stops stepping around them (to check a fix). Remove each once it is fixed. (Fixed in 73e2a45,
/// and no longer stepped around: the default decoder taking chunk types that are not letters,
/// chunks before IHDR and sides over 1,000,000; APNGReader's overflowing width × height; libpng
/// allocating what a chunk's length field claims, up to 2 GB.)
let strict = ProcessInfo.processInfo.environment["PROOFSHEET_FUZZ_STRICT"] == "1"

/// Known divergence: libdeflate decodes the literal/length symbols 286 and 287 (as length 258)
/// and the distance symbols 30 and 31 (as 29), which DEFLATE reserves and zlib refuses ("invalid
/// literal/length code", "invalid distance code"), so the default decoder gives pixels for a
/// few damaged files that libpng calls corrupt.
func isKnownDecoderDivergence(_ decoded: Result<RGBAImage, PNGError>, _ viaLibpng: Result<RGBAImage, PNGError>) -> Bool {
    guard !strict, case .success = decoded, case .failure(.corrupt(_, let detail)) = viaLibpng else { return false }
    return detail.hasSuffix("invalid literal/length code") || detail.hasSuffix("invalid distance code")
}

@_cdecl("LLVMFuzzerTestOneInput")
public func LLVMFuzzerTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = fuzzBytes(data, size)
    if bytes.starts(with: PNGCodec.signature) {
        check(bytes)
        let repaired = withRepairedCRCs(bytes)
        if repaired != bytes { check(repaired) }
    } else {
        var input = FuzzInput(bytes)
        check(buildPNG(&input))
    }
    return 0
}

func check(_ bytes: [UInt8]) {
    let header = PNGHeader(bytes)
    if let header {
        invariant(bytes.count >= 33, "a header from \(bytes.count) bytes")
        _ = header.form
        _ = header.isWrittenForm
    }
    let decoded = Result { () throws(PNGError) in try PNGCodec.decode(bytes, source: "fuzz", maximumPixels: maximumPixels) }
    let viaData = Result { () throws(PNGError) in try PNGCodec.decode(Data(bytes), source: "fuzz", maximumPixels: maximumPixels) }
    invariant(decoded == viaData, "[UInt8] and Data decode differently")
    // The default decoder (libdeflate and our unfiltering, libpng for the rest) and libpng alone
    // must agree on every file: same pixels, or the same error.
    let viaLibpng = Result { () throws(PNGError) in
        try PNGCodec.decode(bytes, source: "fuzz", maximumPixels: maximumPixels, decoder: .libpng)
    }
    if decoded != viaLibpng && !isKnownDecoderDivergence(decoded, viaLibpng) {
        invariant(false, "the default decoder and libpng disagree: \(summary(decoded)) against \(summary(viaLibpng))")
    }
    _ = try? PNGCodec.decode(bytes, source: "fuzz", maximumPixels: maximumPixels, decoder: .spng)
    switch decoded {
    case .success(let image):
        invariant(image.width > 0 && image.height > 0, "decoded a \(image.width)×\(image.height) image")
        invariant(image.width * image.height <= maximumPixels, "decoded \(image.width)×\(image.height) over the limit")
        invariant(image.pixels.count == image.width * image.height * 4, "pixel buffer of the wrong size")
        if let header {
            invariant(header.width == image.width && header.height == image.height,
                      "IHDR says \(header.width)×\(header.height), decoded \(image.width)×\(image.height)")
        }
        if image.width * image.height <= 1 << 12 {
            do {
                let encoded = try PNGCodec.encode(image)
                let again = try PNGCodec.decode(encoded, source: "fuzz round trip")
                invariant(again == image, "a decoded image does not survive encode + decode")
            } catch {
                invariant(false, "a decoded image does not encode and decode: \(error)")
            }
        }
    case .failure(let error):
        _ = error.description
    }

    // APNG: every frame is the canvas's size; a still PNG is one frame, its decoded image.
    let chunks = APNGWriter.chunks(of: bytes)
    if chunks.contains(where: { $0.type == "acTL" }), let first = chunks.first, first.type == "IHDR", first.data.count == 13 {
        let w = Int(first.data[0]) << 24 | Int(first.data[1]) << 16 | Int(first.data[2]) << 8 | Int(first.data[3])
        let h = Int(first.data[4]) << 24 | Int(first.data[5]) << 16 | Int(first.data[6]) << 8 | Int(first.data[7])
        let (area, overflow) = w.multipliedReportingOverflow(by: h)
        if !overflow && area > maximumAPNGPixels { return }
    } else if case .failure(.tooLarge) = decoded {
        return  // A still PNG goes to PNGCodec.decode with the 2^28 limit: too big to try here.
    }
    do {
        let frames = try APNGReader.frames(bytes, source: "fuzz")
        invariant(!frames.isEmpty, "an APNG with no frames and no error")
        let size = (frames[0].image.width, frames[0].image.height)
        for frame in frames {
            invariant(frame.image.width == size.0 && frame.image.height == size.1, "frames of different sizes")
            invariant(frame.image.pixels.count == size.0 * size.1 * 4, "a frame's buffer of the wrong size")
        }
        if !chunks.contains(where: { $0.type == "acTL" }), case .success(let image) = decoded {
            invariant(frames.count == 1 && frames[0].image == image, "a still PNG's frame is not its image")
        }
    } catch {
        _ = error.description
    }
}

func summary(_ result: Result<RGBAImage, PNGError>) -> String {
    switch result {
    case .success(let image): "\(image.width)×\(image.height) pixels (FNV \(image.pixels.reduce(UInt64(14_695_981_039_346_656_037)) { ($0 ^ UInt64($1)) &* 1_099_511_628_211 }))"
    case .failure(let error): "\(error)"
    }
}

/// The bytes with every whole chunk's CRC recomputed.
func withRepairedCRCs(_ bytes: [UInt8]) -> [UInt8] {
    var out = bytes
    var at = 8
    while at + 12 <= out.count {
        let length = Int(out[at]) << 24 | Int(out[at + 1]) << 16 | Int(out[at + 2]) << 8 | Int(out[at + 3])
        guard length <= out.count - at - 12 else { break }
        let crc = APNGWriter.crc32(Array(out[(at + 4)..<(at + 8 + length)]))
        out.replaceSubrange((at + 8 + length)..<(at + 12 + length), with: be32(crc))
        at += 12 + length
    }
    return out
}

func be32(_ v: UInt32) -> [UInt8] { [UInt8(v >> 24), UInt8((v >> 16) & 0xFF), UInt8((v >> 8) & 0xFF), UInt8(v & 0xFF)] }

func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
    let body = Array(type.utf8) + data
    return be32(UInt32(data.count)) + body + be32(APNGWriter.crc32(body))
}

/// A zlib stream of stored blocks.
func storedZlib(_ data: [UInt8]) -> [UInt8] {
    var out: [UInt8] = [0x78, 0x01]
    var at = 0
    repeat {
        let n = min(65535, data.count - at)
        let final: UInt8 = at + n == data.count ? 1 : 0
        out += [final, UInt8(n & 0xFF), UInt8(n >> 8), UInt8(~n & 0xFF), UInt8((~n >> 8) & 0xFF)]
        out += data[at..<(at + n)]
        at += n
    } while at < data.count
    var a: UInt32 = 1, b: UInt32 = 0
    for byte in data { a = (a + UInt32(byte)) % 65521; b = (b + a) % 65521 }
    return out + be32(b << 16 | a)
}

/// Filtered scanline bytes for a width × height image (Adam7 passes when interlaced).
func rawLength(width: Int, height: Int, bitsPerPixel: Int, interlaced: Bool) -> Int {
    func rows(_ w: Int, _ h: Int) -> Int { w == 0 || h == 0 ? 0 : h * (1 + (w * bitsPerPixel + 7) / 8) }
    guard interlaced else { return rows(width, height) }
    let passes = [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]
    return passes.reduce(0) { sum, p in
        sum + rows((width - p.0 + p.2 - 1) / p.2, (height - p.1 + p.3 - 1) / p.3)
    }
}

/// Image data from the input: as long as `count` (the input cycled, or zeros), or cut short.
/// Unless `rawFilters`, each row's filter byte (rows `stride + 1` bytes apart, when not
/// interlaced) is made a valid one, 0…4.
func imageData(_ input: inout FuzzInput, count: Int, cut: Bool, stride: Int?) -> [UInt8] {
    let wanted = cut ? input.int(upTo: count) : count
    let source = input.take(min(wanted, 4096))
    if source.isEmpty { return [UInt8](repeating: 0, count: wanted) }
    var data = (0..<wanted).map { source[$0 % source.count] }
    if let stride {
        for row in Swift.stride(from: 0, to: data.count, by: stride + 1) { data[row] %= 5 }
    }
    return data
}

func buildPNG(_ input: inout FuzzInput) -> [UInt8] {
    let width = input.int(upTo: 63) + 1, height = input.int(upTo: 63) + 1
    let kinds: [(type: UInt8, depths: [UInt8], channels: Int)] = [
        (0, [1, 2, 4, 8, 16], 1), (2, [8, 16], 3), (3, [1, 2, 4, 8], 1), (4, [8, 16], 2), (6, [8, 16], 4),
    ]
    let kindByte = input.byte(), depthByte = input.byte(), flags = input.byte()
    let kind = kinds[Int(kindByte) % kinds.count]
    // Now and then a colour type or depth the format does not allow.
    let colorType = kindByte >= 250 ? kindByte % 8 : kind.type
    let depth = depthByte >= 250 ? depthByte % 20 : kind.depths[Int(depthByte) % kind.depths.count]
    let interlaced = flags & 1 != 0, cut = flags & 2 != 0, split = flags & 4 != 0
    let palette = flags & 8 != 0 || colorType == 3, transparency = flags & 16 != 0, animated = flags & 32 != 0
    let rawFilters = flags & 64 != 0 || interlaced
    let bitsPerPixel = max(Int(depth), 1) * kind.channels
    func stride(_ width: Int) -> Int? { rawFilters ? nil : (width * bitsPerPixel + 7) / 8 }

    var png = PNGCodec.signature
    png += chunk("IHDR", be32(UInt32(width)) + be32(UInt32(height)) + [depth, colorType, 0, 0, interlaced ? 1 : 0])
    if palette { png += chunk("PLTE", input.take(3 * (input.int(upTo: 255) + 1))) }
    if transparency { png += chunk("tRNS", input.take(input.int(upTo: 255) + 1)) }

    func dataChunks(_ stream: [UInt8], type: String, sequence: inout UInt32) -> [UInt8] {
        var out: [UInt8] = []
        let piece = split ? max(1, stream.count / 3) : max(stream.count, 1)
        var at = 0
        repeat {
            let part = Array(stream[at..<min(at + piece, stream.count)])
            if type == "fdAT" {
                out += chunk("fdAT", be32(sequence) + part)
                sequence += 1
            } else {
                out += chunk("IDAT", part)
            }
            at += piece
        } while at < stream.count
        return out
    }

    var sequence: UInt32 = 0
    if animated {
        let frameCount = input.int(upTo: 3) + 1
        png += chunk("acTL", be32(UInt32(frameCount)) + be32(UInt32(input.int(upTo: 3))))
        for frame in 0..<frameCount {
            // Frame 0 is the whole canvas (as the format wants); later ones a region, or now
            // and then one that does not fit.
            let whole = frame == 0 && input.byte() < 200
            let fx = whole ? 0 : input.int(upTo: width), fy = whole ? 0 : input.int(upTo: height)
            let fw = whole ? width : input.int(upTo: width - fx), fh = whole ? height : input.int(upTo: height - fy)
            let odd = input.byte()
            let control = be32(sequence) + be32(UInt32(odd == 255 ? fw + 1 : fw)) + be32(UInt32(fh))
                + be32(UInt32(fx)) + be32(UInt32(fy)) + [0, input.byte(), 0, input.byte(), input.byte() % 3, input.byte() % 2]
            sequence += 1
            png += chunk("fcTL", control)
            let stream = storedZlib(imageData(&input, count: rawLength(width: fw, height: fh, bitsPerPixel: bitsPerPixel, interlaced: interlaced), cut: cut, stride: stride(fw)))
            png += dataChunks(stream, type: frame == 0 ? "IDAT" : "fdAT", sequence: &sequence)
        }
    } else {
        let stream = storedZlib(imageData(&input, count: rawLength(width: width, height: height, bitsPerPixel: bitsPerPixel, interlaced: interlaced), cut: cut, stride: stride(width)))
        png += dataChunks(stream, type: "IDAT", sequence: &sequence)
    }
    png += chunk("IEND", [])
    return png
}

runFuzzer(LLVMFuzzerTestOneInput)
