/// What a PNG's IHDR chunk says, read from the bytes without libpng: enough to tell whether a
/// file is in the form Proofsheet writes (8-bit RGBA, not interlaced) before decoding it.
public struct PNGHeader: Sendable, Equatable {
    public let width: Int
    public let height: Int
    /// Bits per sample: 1, 2, 4, 8 or 16.
    public let bitDepth: Int
    /// 0 grey, 2 RGB, 3 palette, 4 grey + alpha, 6 RGBA.
    public let colorType: Int
    public let interlaced: Bool

    /// The header of PNG bytes; nil when they do not start with a PNG signature and an IHDR chunk.
    public init?(_ bytes: [UInt8]) {
        guard bytes.count >= 33, bytes.starts(with: PNGCodec.signature),
              bytes[12...15].elementsEqual(Array("IHDR".utf8)) else { return nil }
        func u32(_ at: Int) -> Int { bytes[at..<(at + 4)].reduce(0) { $0 << 8 | Int($1) } }
        width = u32(16)
        height = u32(20)
        bitDepth = Int(bytes[24])
        colorType = Int(bytes[25])
        interlaced = bytes[28] != 0
    }

    /// 8-bit RGBA without interlacing: what `PNGCodec.encode` writes.
    public var isWrittenForm: Bool { bitDepth == 8 && colorType == 6 && !interlaced }

    /// `16-bit grey, interlaced`: how the file is stored, for messages.
    public var form: String {
        let kind = switch colorType {
        case 0: "grey"
        case 2: "RGB"
        case 3: "palette"
        case 4: "grey and alpha"
        case 6: "RGBA"
        default: "colour type \(colorType)"
        }
        return "\(bitDepth)-bit \(kind)\(interlaced ? ", interlaced" : "")"
    }
}
