import CPng
import Foundation

/// PNG decoding and encoding through libpng.
///
/// Decoding turns any PNG (palette with or without tRNS, grey, grey + alpha, RGB, RGBA; 1, 2, 4,
/// 8 or 16 bits; interlaced or not) into 8-bit un-premultiplied `RGBAImage`. Sample values are
/// taken as stored: gAMA, iCCP, sRGB and cHRM are ignored, as pngjs and pixelmatch do, so two
/// files compare by what they hold. 16-bit samples become 8-bit by rounding,
/// `(v * 255 + 32767) / 65535` (libpng's `png_set_scale_16`, which computes exactly that).
///
/// Encoding writes 8-bit RGBA, non-interlaced, with no ancillary chunks (no time, no paths), so
/// the same pixels and options always give the same bytes with the same zlib.
public enum PNGCodec {
    /// The largest image `decode` accepts, in pixels (2^28: a 1 GiB RGBA buffer). Larger claims
    /// come from damaged files, never from snapshots.
    public static let defaultMaximumPixels = 1 << 28

    /// The 8 bytes every PNG file starts with.
    public static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// The libpng version in use at run time, for the renderer fingerprint.
    public static var libpngVersion: String { String(cString: ps_png_runtime_version()) }

    // MARK: Decoding

    /// Decodes PNG bytes. `source` names the data in errors (a path, or "reference for X").
    public static func decode(
        _ data: [UInt8], source: String, maximumPixels: Int = defaultMaximumPixels
    ) throws(PNGError) -> RGBAImage {
        let result = data.withUnsafeBytes { decodeResult($0, source: source, maximumPixels: maximumPixels) }
        return try result.get()
    }

    /// Decodes PNG bytes. `source` names the data in errors (a path, or "reference for X").
    public static func decode(
        _ data: Data, source: String, maximumPixels: Int = defaultMaximumPixels
    ) throws(PNGError) -> RGBAImage {
        let result = data.withUnsafeBytes { decodeResult($0, source: source, maximumPixels: maximumPixels) }
        return try result.get()
    }

    /// Reads and decodes the PNG file at `url`; errors name its path.
    public static func decode(
        contentsOf url: URL, maximumPixels: Int = defaultMaximumPixels
    ) throws(PNGError) -> RGBAImage {
        let path = url.path
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch let error as CocoaError where error.code == .fileReadNoSuchFile {
            throw .fileNotFound(path: path)
        } catch {
            if !FileManager.default.fileExists(atPath: path) { throw .fileNotFound(path: path) }
            throw .fileNotReadable(path: path, reason: Self.reason(error))
        }
        return try decode(data, source: path, maximumPixels: maximumPixels)
    }

    private static func reason(_ error: any Error) -> String {
        if let cocoa = error as? CocoaError, let underlying = cocoa.userInfo[NSUnderlyingErrorKey] as? NSError {
            return underlying.localizedDescription
        }
        return error.localizedDescription
    }

    /// Which decoder reads the bytes: the diff benchmark compares them; everything else takes
    /// the default, `.deflate`.
    public enum Decoder: String, Sendable, CaseIterable {
        /// libdeflate's inflate and our own unfiltering for 8-bit RGBA and RGB without
        /// interlacing or transparency chunks (what Proofsheet writes, and most screenshots);
        /// libpng for everything else and for every damaged file.
        case deflate
        /// libpng alone.
        case libpng
        /// libspng alone (no fallback: for measuring).
        case spng
    }

    /// Decodes PNG bytes with the given decoder.
    public static func decode(
        _ data: [UInt8], source: String, maximumPixels: Int = defaultMaximumPixels, decoder: Decoder
    ) throws(PNGError) -> RGBAImage {
        let result = data.withUnsafeBytes { decodeResult($0, source: source, maximumPixels: maximumPixels, decoder: decoder) }
        return try result.get()
    }

    static func decodeResult(
        _ bytes: UnsafeRawBufferPointer, source: String, maximumPixels: Int, decoder: Decoder = .deflate
    ) -> Result<RGBAImage, PNGError> {
        switch decoder {
        case .deflate:
            if let image = DeflatePNGDecoder.decode(bytes, maximumPixels: maximumPixels) { return .success(image) }
        case .spng:
            if let image = SpngPNGDecoder.decode(bytes, maximumPixels: maximumPixels) { return .success(image) }
            return .failure(.corrupt(source: source, detail: "libspng could not decode it"))
        case .libpng:
            break
        }
        if bytes.isEmpty { return .failure(.empty(source: source)) }
        if bytes.count < signature.count || !zip(bytes, signature).allSatisfy({ $0 == $1 }) {
            // A prefix of the signature is a cut-off PNG; anything else is some other file.
            if bytes.count < signature.count && zip(bytes, signature).allSatisfy({ $0 == $1 }) {
                return .failure(.truncated(source: source, detail: "only \(bytes.count) bytes"))
            }
            return .failure(.notPNG(source: source))
        }
        guard let reader = PNGReader(bytes: bytes) else {
            return .failure(.corrupt(source: source, detail: "out of memory creating the decoder"))
        }
        func failure(_ message: String, _ reachedEnd: Bool) -> PNGError {
            reachedEnd
                ? .truncated(source: source, detail: "\(message) after \(bytes.count) bytes")
                : .corrupt(source: source, detail: message)
        }
        let width: Int, height: Int
        switch reader.readHeader(maximumPixels: maximumPixels) {
        case .ok(let w, let h): (width, height) = (w, h)
        case .tooLarge(let w, let h):
            return .failure(.tooLarge(source: source, width: w, height: h, maximumPixels: maximumPixels))
        case .failed(let message, let reachedEnd): return .failure(failure(message, reachedEnd))
        }

        let count = width * height * 4
        var problem: (message: String, reachedEnd: Bool)?
        let pixels = [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
            problem = reader.readPixels(into: buffer.baseAddress!, rowBytes: width * 4)
            // Rows libpng did not reach are garbage, but the array is thrown away on failure.
            initialized = count
        }
        if let problem { return .failure(failure(problem.message, problem.reachedEnd)) }
        return .success(RGBAImage(width: width, height: height, pixels: pixels))
    }

    // MARK: Encoding

    /// Encodes an image as 8-bit RGBA PNG.
    public static func encode(
        _ image: RGBAImage, options: PNGEncodingOptions = .default
    ) throws(PNGError) -> [UInt8] {
        try checkSize(width: image.width, height: image.height)
        let writer = try makeWriter(width: image.width, height: image.height, options: options)
        let rowBytes = image.width * 4
        let result: Result<Void, PNGError> = image.pixels.withUnsafeBufferPointer { pixels in
            Result { () throws(PNGError) in
                try writer.writeRows(pixels.baseAddress!, stride: rowBytes, count: image.height)
            }
        }
        try result.get()
        return try writer.finish()
    }

    /// Encodes Cairo ARGB32 memory (premultiplied, native-endian `0xAARRGGBB` words, rows
    /// `stride` bytes apart) as 8-bit RGBA PNG, un-premultiplying one row at a time with the
    /// same exact rounding as `RGBAImage(premultipliedBGRA:width:height:stride:)`; no full-size
    /// intermediate copy is made.
    public static func encode(
        premultipliedBGRA bytes: UnsafeRawBufferPointer, width: Int, height: Int, stride: Int,
        options: PNGEncodingOptions = .default
    ) throws(PNGError) -> [UInt8] {
        try checkSize(width: width, height: height)
        if let problem = PremultipliedBGRA.validate(byteCount: bytes.count, width: width, height: height, stride: stride) {
            throw .invalidInput(detail: problem)
        }
        let writer = try makeWriter(width: width, height: height, options: options)
        // A few rows at a time: amortises the call into libpng, stays in L1/L2.
        let batch = max(1, min(height, 16_384 / max(width * 4, 1)))
        let scratch = UnsafeMutablePointer<UInt8>.allocate(capacity: batch * width * 4)
        defer { scratch.deallocate() }
        var y = 0
        let base = bytes.baseAddress!
        while y < height {
            let rows = min(batch, height - y)
            PremultipliedBGRA.unpremultiply(rows: base + y * stride, stride: stride, width: width, rowCount: rows, into: scratch)
            try writer.writeRows(scratch, stride: width * 4, count: rows)
            y += rows
        }
        return try writer.finish()
    }

    private static func checkSize(width: Int, height: Int) throws(PNGError) {
        if width <= 0 || height <= 0 {
            throw .invalidInput(detail: "a PNG must be at least 1×1 pixels, got \(width)×\(height)")
        }
        // The PNG format's limit is 2^31 - 1; libpng's default limit is 1,000,000 per side.
        if width > 1_000_000 || height > 1_000_000 {
            throw .invalidInput(detail: "\(width)×\(height) is larger than libpng writes (1,000,000 per side)")
        }
    }

    private static func makeWriter(width: Int, height: Int, options: PNGEncodingOptions) throws(PNGError) -> PNGWriter {
        guard let writer = PNGWriter() else { throw .encodingFailed(detail: "out of memory creating the encoder") }
        // Flat UI images compress to a few percent of their raw size; start there and grow.
        let expected = max(1 << 16, width * height / 4)
        try writer.begin(width: width, height: height, options: options, expectedSize: expected)
        return writer
    }
}
