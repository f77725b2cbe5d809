/// A rendered frame as Cairo made it: premultiplied BGRA (Cairo's ARGB32 on a little-endian
/// machine), rows of `width * 4` bytes. Convert with `rgba()` to compare, or save with
/// `PNGCodec.encode(premultipliedBGRA:width:height:stride:)`.
public struct RasterImage: Sendable, Equatable {
    public let width: Int
    public let height: Int
    /// Pixels per point.
    public let scale: Double
    /// `width * height * 4` bytes, premultiplied B, G, R, A.
    public let premultipliedBGRA: [UInt8]

    init(width: Int, height: Int, scale: Double, premultipliedBGRA: [UInt8]) {
        self.width = width
        self.height = height
        self.scale = scale
        self.premultipliedBGRA = premultipliedBGRA
    }

    /// The pixels as straight-alpha RGBA.
    public func rgba() -> RGBAImage {
        var out = [UInt8](repeating: 0, count: premultipliedBGRA.count)
        premultipliedBGRA.withUnsafeBufferPointer { src in
            out.withUnsafeMutableBufferPointer { dst in
                Premultiplied.unpremultiplyBGRA(src.baseAddress!, into: dst.baseAddress!, pixels: width * height)
            }
        }
        return RGBAImage(width: width, height: height, pixels: out)
    }
}

/// Conversions between Cairo's premultiplied pixels and straight alpha.
enum Premultiplied {
    /// Premultiplied BGRA to straight RGBA, rounding to nearest: c' = (c·255 + a/2) / a.
    static func unpremultiplyBGRA(_ src: UnsafePointer<UInt8>, into dst: UnsafeMutablePointer<UInt8>, pixels: Int) {
        for p in 0..<pixels {
            let i = p * 4
            let a = src[i + 3]
            switch a {
            case 255:
                dst[i] = src[i + 2]; dst[i + 1] = src[i + 1]; dst[i + 2] = src[i]; dst[i + 3] = 255
            case 0:
                dst[i] = 0; dst[i + 1] = 0; dst[i + 2] = 0; dst[i + 3] = 0
            default:
                let a32 = UInt32(a)
                @inline(__always) func un(_ c: UInt8) -> UInt8 { UInt8(min(255, (UInt32(c) * 255 + a32 / 2) / a32)) }
                dst[i] = un(src[i + 2]); dst[i + 1] = un(src[i + 1]); dst[i + 2] = un(src[i]); dst[i + 3] = a
            }
        }
    }
}
