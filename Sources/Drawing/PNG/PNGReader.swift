import CPng

/// Owns one libpng read struct over borrowed bytes. Not Sendable: one decode, one thread.
/// The bytes must stay valid for the reader's whole life.
final class PNGReader {
    private let raw: UnsafeMutablePointer<ps_png_reader>

    /// nil only when memory is exhausted.
    init?(bytes: UnsafeRawBufferPointer) {
        let base = bytes.baseAddress?.assumingMemoryBound(to: UInt8.self)
        guard let raw = ps_png_reader_create(base, bytes.count) else { return nil }
        self.raw = raw
    }

    deinit { ps_png_reader_destroy(raw) }

    enum HeaderResult {
        case ok(width: Int, height: Int)
        case tooLarge(width: Int, height: Int)
        case failed(message: String, reachedEnd: Bool)
    }

    /// Reads the chunks before the image data and sets up the conversion to 8-bit RGBA.
    func readHeader(maximumPixels: Int) -> HeaderResult {
        let status = ps_png_read_header(raw, UInt64(max(maximumPixels, 0)))
        let width = Int(raw.pointee.width), height = Int(raw.pointee.height)
        switch status {
        case PS_PNG_OK: return .ok(width: width, height: height)
        case PS_PNG_TOO_LARGE: return .tooLarge(width: width, height: height)
        default: return .failed(message: message, reachedEnd: raw.pointee.reached_end != 0)
        }
    }

    /// Decodes all rows into `destination` (height rows of width * 4 bytes). nil on success.
    func readPixels(into destination: UnsafeMutablePointer<UInt8>, rowBytes: Int) -> (message: String, reachedEnd: Bool)? {
        if ps_png_read_pixels(raw, destination, rowBytes) == PS_PNG_OK { return nil }
        return (message, raw.pointee.reached_end != 0)
    }

    private var message: String {
        withUnsafeBytes(of: raw.pointee.message) { buffer in
            let bytes = buffer.prefix { $0 != 0 }
            let text = String(decoding: bytes, as: UTF8.self)
            return text.isEmpty ? "unknown libpng error" : text
        }
    }
}
