/// Animated PNG (APNG 1.0, the Mozilla specification that PNG's third edition adopted):
/// Debian's libpng 1.6.39 writes no APNG, so each frame is encoded as a PNG by `PNGCodec` and
/// its compressed image data moved into the animation chunk by chunk: the first frame's as
/// `IDAT` (what a viewer without APNG support shows), the others as `fdAT`, each after an
/// `fcTL` that gives its size and delay. A frame after the first holds only the rectangle
/// that changed since the one before (drawn over it: `dispose_op` none, `blend_op` source),
/// so a transition on a still screen costs little. The same frames give the same bytes.
public enum APNGWriter {
    /// Why frames could not be written as an animation.
    public enum Failure: Error, Equatable, CustomStringConvertible {
        case noFrames
        case frameSizeDiffers(frame: Int, width: Int, height: Int, expected: (width: Int, height: Int))
        case png(PNGError)

        public static func == (a: Failure, b: Failure) -> Bool { a.description == b.description }

        public var description: String {
            switch self {
            case .noFrames: return "an animated PNG needs at least one frame"
            case .frameSizeDiffers(let i, let w, let h, let e):
                return "frame \(i) is \(w)×\(h) pixels where the first is \(e.width)×\(e.height): every frame of an animation has the first one's size"
            case .png(let e): return "a frame could not be encoded: \(e)"
            }
        }
    }

    /// An animation of `frames` (each `delay` seconds, as a fraction `numerator/denominator`),
    /// played `loops` times (0: for ever).
    public static func encode(
        _ frames: [RasterImage], delayNumerator: UInt16 = 1, delayDenominator: UInt16 = 60, loops: UInt32 = 0,
        options: PNGEncodingOptions = .default
    ) throws(Failure) -> [UInt8] {
        try encode(frames.map { frame in
            Frame(width: frame.width, height: frame.height, bytes: frame.premultipliedBGRA) { x, y, w, h throws(PNGError) in
                let stride = frame.width * 4
                let encoded: Result<[UInt8], PNGError> = frame.premultipliedBGRA.withUnsafeBytes { bytes in
                    Result { () throws(PNGError) in
                        try PNGCodec.encode(premultipliedBGRA: UnsafeRawBufferPointer(rebasing: bytes[(y * stride + x * 4)...]),
                                            width: w, height: h, stride: stride, options: options)
                    }
                }
                return try encoded.get()
            }
        }, delayNumerator: delayNumerator, delayDenominator: delayDenominator, loops: loops)
    }

    /// An animation of decoded (straight-alpha RGBA) frames.
    public static func encode(
        _ frames: [RGBAImage], delayNumerator: UInt16 = 1, delayDenominator: UInt16 = 60, loops: UInt32 = 0,
        options: PNGEncodingOptions = .default
    ) throws(Failure) -> [UInt8] {
        try encode(frames.map { frame in
            Frame(width: frame.width, height: frame.height, bytes: frame.pixels) { x, y, w, h throws(PNGError) in
                var region = [UInt8](); region.reserveCapacity(w * h * 4)
                for row in y..<(y + h) {
                    let start = (row * frame.width + x) * 4
                    region += frame.pixels[start..<(start + w * 4)]
                }
                return try PNGCodec.encode(RGBAImage(width: w, height: h, pixels: region), options: options)
            }
        }, delayNumerator: delayNumerator, delayDenominator: delayDenominator, loops: loops)
    }

    /// A frame: its pixels (compared with the last frame's) and how to encode a region of it.
    private struct Frame {
        let width: Int, height: Int
        let bytes: [UInt8]
        let encodeRegion: (Int, Int, Int, Int) throws(PNGError) -> [UInt8]
    }

    private static func encode(
        _ frames: [Frame], delayNumerator: UInt16, delayDenominator: UInt16, loops: UInt32
    ) throws(Failure) -> [UInt8] {
        guard let first = frames.first else { throw .noFrames }
        var out = PNGCodec.signature
        var sequence: UInt32 = 0
        for (i, frame) in frames.enumerated() {
            guard frame.width == first.width, frame.height == first.height else {
                throw .frameSizeDiffers(frame: i, width: frame.width, height: frame.height, expected: (first.width, first.height))
            }
            // The first frame whole; each other one, the rectangle where it differs from the last.
            let region = i == 0
                ? (x: 0, y: 0, width: frame.width, height: frame.height)
                : changedRegion(frames[i - 1].bytes, frame.bytes, width: frame.width, height: frame.height)
            let png: [UInt8]
            do {
                png = try frame.encodeRegion(region.x, region.y, region.width, region.height)
            } catch {
                throw .png(error)
            }
            let chunks = Self.chunks(of: png)
            if i == 0 {
                if let header = chunks.first(where: { $0.type == "IHDR" }) { append(chunk: "IHDR", header.data, to: &out) }
                append(chunk: "acTL", bigEndian(UInt32(frames.count)) + bigEndian(loops), to: &out)
            }
            var control = bigEndian(sequence)
            control += bigEndian(UInt32(region.width)) + bigEndian(UInt32(region.height))
            control += bigEndian(UInt32(region.x)) + bigEndian(UInt32(region.y))
            control += bigEndian(delayNumerator) + bigEndian(delayDenominator)
            // dispose_op 0 (none), blend_op 0 (source: the region replaces what was there).
            control += [0, 0]
            append(chunk: "fcTL", control, to: &out)
            sequence += 1
            for data in chunks where data.type == "IDAT" {
                if i == 0 {
                    append(chunk: "IDAT", data.data, to: &out)
                } else {
                    append(chunk: "fdAT", bigEndian(sequence) + data.data, to: &out)
                    sequence += 1
                }
            }
        }
        append(chunk: "IEND", [], to: &out)
        return out
    }

    /// The smallest rectangle holding every pixel that differs between two frames (one pixel
    /// at the origin when none does: a frame has at least one).
    static func changedRegion(_ a: [UInt8], _ b: [UInt8], width: Int, height: Int) -> (x: Int, y: Int, width: Int, height: Int) {
        var minX = width, minY = height, maxX = -1, maxY = -1
        let stride = width * 4
        a.withUnsafeBufferPointer { pa in
            b.withUnsafeBufferPointer { pb in
                for y in 0..<height {
                    let row = y * stride
                    var x0 = -1, x1 = -1
                    // Compare 4-byte pixels as 32-bit words.
                    for x in 0..<width {
                        let o = row + x * 4
                        if pa[o] != pb[o] || pa[o + 1] != pb[o + 1] || pa[o + 2] != pb[o + 2] || pa[o + 3] != pb[o + 3] {
                            if x0 < 0 { x0 = x }
                            x1 = x
                        }
                    }
                    guard x0 >= 0 else { continue }
                    minX = min(minX, x0); maxX = max(maxX, x1)
                    minY = min(minY, y); maxY = y
                }
            }
        }
        guard maxX >= 0 else { return (0, 0, 1, 1) }
        return (minX, minY, maxX - minX + 1, maxY - minY + 1)
    }

    /// The chunks of a PNG file, in order (type and data).
    public static func chunks(of png: [UInt8]) -> [(type: String, data: [UInt8])] {
        var chunks: [(String, [UInt8])] = []
        var at = PNGCodec.signature.count
        while at + 12 <= png.count {
            let length = Int(png[at]) << 24 | Int(png[at + 1]) << 16 | Int(png[at + 2]) << 8 | Int(png[at + 3])
            let type = String(decoding: png[(at + 4)..<(at + 8)], as: UTF8.self)
            guard at + 12 + length <= png.count else { break }
            chunks.append((type, Array(png[(at + 8)..<(at + 8 + length)])))
            at += 12 + length
        }
        return chunks
    }

    private static func append(chunk type: String, _ data: [UInt8], to out: inout [UInt8]) {
        let typeBytes = Array(type.utf8)
        out += bigEndian(UInt32(data.count))
        out += typeBytes
        out += data
        out += bigEndian(crc32(typeBytes + data))
    }

    private static func bigEndian(_ v: UInt32) -> [UInt8] {
        [UInt8(v >> 24), UInt8((v >> 16) & 0xFF), UInt8((v >> 8) & 0xFF), UInt8(v & 0xFF)]
    }

    private static func bigEndian(_ v: UInt16) -> [UInt8] { [UInt8(v >> 8), UInt8(v & 0xFF)] }

    /// CRC-32 as PNG computes it (ISO 3309, polynomial 0xEDB88320 reflected; PNG spec §5.5).
    public static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var c: UInt32 = 0xFFFF_FFFF
        for b in bytes { c = table[Int((c ^ UInt32(b)) & 0xFF)] ^ (c >> 8) }
        return c ^ 0xFFFF_FFFF
    }

    private static let table: [UInt32] = (0..<256).map { n in
        var c = UInt32(n)
        for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
        return c
    }
}
