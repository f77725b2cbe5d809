/// Animated PNG (APNG 1.0, the Mozilla specification that PNG's third edition adopted):
/// Debian's libpng 1.6.39 writes no APNG, so each frame is encoded as a PNG by `PNGCodec` and
/// its compressed image data moved into the animation chunk by chunk: the first frame's as
/// `IDAT` (what a viewer without APNG support shows), the others as `fdAT`, each after an
/// `fcTL` that gives its size and delay. The same frames give the same bytes.
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
        guard let first = frames.first else { throw .noFrames }
        var out = PNGCodec.signature
        var sequence: UInt32 = 0
        for (i, frame) in frames.enumerated() {
            guard frame.width == first.width, frame.height == first.height else {
                throw .frameSizeDiffers(frame: i, width: frame.width, height: frame.height, expected: (first.width, first.height))
            }
            let encoded: Result<[UInt8], PNGError> = frame.premultipliedBGRA.withUnsafeBytes { bytes in
                Result { () throws(PNGError) in
                    try PNGCodec.encode(premultipliedBGRA: bytes, width: frame.width, height: frame.height,
                                        stride: frame.width * 4, options: options)
                }
            }
            let png: [UInt8]
            switch encoded {
            case .success(let bytes): png = bytes
            case .failure(let e): throw .png(e)
            }
            let chunks = Self.chunks(of: png)
            if i == 0 {
                if let header = chunks.first(where: { $0.type == "IHDR" }) { append(chunk: "IHDR", header.data, to: &out) }
                append(chunk: "acTL", bigEndian(UInt32(frames.count)) + bigEndian(loops), to: &out)
            }
            var control = bigEndian(sequence)
            control += bigEndian(UInt32(frame.width)) + bigEndian(UInt32(frame.height))
            control += bigEndian(UInt32(0)) + bigEndian(UInt32(0))
            control += bigEndian(delayNumerator) + bigEndian(delayDenominator)
            // dispose_op 0 (none), blend_op 0 (source: the frame replaces the canvas).
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
