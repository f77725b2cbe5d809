import CSpng

/// libspng's decoder, to 8-bit RGBA (with tRNS as alpha): measured against libpng and
/// `DeflatePNGDecoder` by the diff benchmark (`PNGDecoderKind.spng`). nil on any failure.
enum SpngPNGDecoder {
    static func decode(_ bytes: UnsafeRawBufferPointer, maximumPixels: Int) -> RGBAImage? {
        guard let ctx = spng_ctx_new(0), let base = bytes.baseAddress else { return nil }
        defer { spng_ctx_free(ctx) }
        guard spng_set_png_buffer(ctx, base, bytes.count) == 0 else { return nil }
        spng_set_image_limits(ctx, 1 << 24, 1 << 24)
        var header = spng_ihdr()
        guard spng_get_ihdr(ctx, &header) == 0 else { return nil }
        let width = Int(header.width), height = Int(header.height)
        guard width * height <= maximumPixels else { return nil }
        var size = 0
        let format = Int32(SPNG_FMT_RGBA8.rawValue)
        guard spng_decoded_image_size(ctx, format, &size) == 0, size == width * height * 4 else { return nil }
        var pixels = [UInt8](repeating: 0, count: size)
        let status = pixels.withUnsafeMutableBytes { out in
            spng_decode_image(ctx, out.baseAddress, size, format, Int32(SPNG_DECODE_TRNS.rawValue))
        }
        guard status == 0 else { return nil }
        return RGBAImage(width: width, height: height, pixels: pixels)
    }
}
