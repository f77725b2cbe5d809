import CPng

/// Owns one libpng write struct and the memory buffer it writes into. Not Sendable: one encode,
/// one thread.
final class PNGWriter {
    private let raw: UnsafeMutablePointer<ps_png_writer>

    /// nil only when memory is exhausted.
    init?() {
        guard let raw = ps_png_writer_create() else { return nil }
        self.raw = raw
    }

    deinit { ps_png_writer_destroy(raw) }

    /// Writes the signature and header of an 8-bit RGBA image.
    func begin(width: Int, height: Int, options: PNGEncodingOptions, expectedSize: Int) throws(PNGError) {
        let status = ps_png_write_begin(
            raw, png_uint_32(width), png_uint_32(height), Int32(options.compressionLevel),
            options.strategy.rawValue, options.filter.libpngMask, expectedSize)
        if status != PS_PNG_OK { throw .encodingFailed(detail: message) }
    }

    /// Writes `count` RGBA rows, `stride` bytes apart.
    func writeRows(_ rows: UnsafePointer<UInt8>, stride: Int, count: Int) throws(PNGError) {
        if ps_png_write_rows(raw, rows, stride, png_uint_32(count)) != PS_PNG_OK {
            throw .encodingFailed(detail: message)
        }
    }

    /// Finishes the stream (IEND) and returns the encoded bytes.
    func finish() throws(PNGError) -> [UInt8] {
        if ps_png_write_end(raw) != PS_PNG_OK { throw .encodingFailed(detail: message) }
        guard let buffer = raw.pointee.buffer else { return [] }
        return [UInt8](UnsafeBufferPointer(start: buffer, count: raw.pointee.size))
    }

    private var message: String {
        withUnsafeBytes(of: raw.pointee.message) { buffer in
            let text = String(decoding: buffer.prefix { $0 != 0 }, as: UTF8.self)
            return text.isEmpty ? "unknown libpng error" : text
        }
    }
}
