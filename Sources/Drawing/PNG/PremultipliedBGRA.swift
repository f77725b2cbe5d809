/// Conversion from Cairo's `CAIRO_FORMAT_ARGB32` memory (32-bit native-endian words
/// `A << 24 | R << 16 | G << 8 | B`, colour premultiplied by alpha, rows `stride` bytes apart)
/// to un-premultiplied RGBA.
///
/// Rounding is exact integer rounding: for `a > 0`, `c = min(255, (c * 255 + a / 2) / a)`;
/// a pixel with `a == 0` becomes (0, 0, 0, 0). The division is done by multiplying with a
/// per-alpha reciprocal (`ceil(2^32 / a)`), which is exact for every numerator below 2^16.
enum PremultipliedBGRA {
    /// `ceil(2^32 / a)` for a in 1…255 (index 0 unused).
    private static let reciprocals: [UInt64] = (0..<256).map { a in
        a == 0 ? 0 : ((UInt64(1) << 32) + UInt64(a) - 1) / UInt64(a)
    }

    /// Checks that `bytes` holds `height` rows of `width` pixels `stride` bytes apart.
    static func validate(byteCount: Int, width: Int, height: Int, stride: Int) -> String? {
        if width < 0 || height < 0 { return "negative size \(width)×\(height)" }
        if width > Int(Int32.max) / 4 || height > Int(Int32.max) { return "size \(width)×\(height) is too large" }
        if stride < width * 4 { return "stride \(stride) is smaller than width × 4 = \(width * 4)" }
        if height > 0 {
            let (rowsBefore, overflow) = stride.multipliedReportingOverflow(by: height - 1)
            if overflow || rowsBefore > byteCount - width * 4 {
                return "buffer of \(byteCount) bytes is too small for \(height) rows of stride \(stride)"
            }
        }
        return nil
    }

    /// Un-premultiplies `rowCount` rows starting at `source` into tightly packed RGBA rows.
    static func unpremultiply(
        rows source: UnsafeRawPointer, stride: Int, width: Int, rowCount: Int,
        into destination: UnsafeMutablePointer<UInt8>
    ) {
        reciprocals.withUnsafeBufferPointer { table in
            let magic = table.baseAddress!
            var out = destination
            for row in 0..<rowCount {
                let line = source + row * stride
                for x in 0..<width {
                    let word = line.loadUnaligned(fromByteOffset: x &* 4, as: UInt32.self)
                    let a = word >> 24
                    if a == 255 {
                        out[0] = UInt8(truncatingIfNeeded: word >> 16)
                        out[1] = UInt8(truncatingIfNeeded: word >> 8)
                        out[2] = UInt8(truncatingIfNeeded: word)
                        out[3] = 255
                    } else if a == 0 {
                        out[0] = 0; out[1] = 0; out[2] = 0; out[3] = 0
                    } else {
                        let m = magic[Int(a)]
                        let half = UInt64(a >> 1)
                        let r = ((UInt64((word >> 16) & 0xFF) &* 255 &+ half) &* m) >> 32
                        let g = ((UInt64((word >> 8) & 0xFF) &* 255 &+ half) &* m) >> 32
                        let b = ((UInt64(word & 0xFF) &* 255 &+ half) &* m) >> 32
                        out[0] = UInt8(truncatingIfNeeded: min(r, 255))
                        out[1] = UInt8(truncatingIfNeeded: min(g, 255))
                        out[2] = UInt8(truncatingIfNeeded: min(b, 255))
                        out[3] = UInt8(truncatingIfNeeded: a)
                    }
                    out += 4
                }
            }
        }
    }
}

extension RGBAImage {
    /// Un-premultiplies Cairo ARGB32 pixels (premultiplied, native-endian `0xAARRGGBB` words,
    /// rows `stride` bytes apart) into an RGBA image, with exact integer rounding
    /// (`c = (c * 255 + a / 2) / a`, clamped; fully transparent pixels become 0, 0, 0, 0).
    ///
    /// The buffer must hold `height` rows of `stride >= width * 4` bytes (the last row may be
    /// just `width * 4` bytes); a smaller buffer is a programming error and traps.
    public init(premultipliedBGRA bytes: UnsafeRawBufferPointer, width: Int, height: Int, stride: Int) {
        if let problem = PremultipliedBGRA.validate(byteCount: bytes.count, width: width, height: height, stride: stride) {
            preconditionFailure("RGBAImage(premultipliedBGRA:): \(problem)")
        }
        let count = width * height * 4
        let pixels = [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
            if count > 0 {
                PremultipliedBGRA.unpremultiply(
                    rows: bytes.baseAddress!, stride: stride, width: width, rowCount: height,
                    into: buffer.baseAddress!)
            }
            initialized = count
        }
        self.init(width: width, height: height, pixels: pixels)
    }
}
