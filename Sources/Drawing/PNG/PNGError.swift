/// Why a PNG could not be read or written. Every description names the file (or the source
/// string given to the decoder), says what is wrong and what to do about it.
public enum PNGError: Error, Sendable, Equatable, CustomStringConvertible {
    /// There is no file at the path.
    case fileNotFound(path: String)
    /// The file exists but could not be read (a folder, no permission, an I/O error).
    case fileNotReadable(path: String, reason: String)
    /// The data is empty (zero bytes).
    case empty(source: String)
    /// The data does not start with the 8-byte PNG signature.
    case notPNG(source: String)
    /// The data ends before the PNG does.
    case truncated(source: String, detail: String)
    /// libpng rejected the data: bad CRC, broken zlib stream, invalid header, and the like.
    case corrupt(source: String, detail: String)
    /// The image is larger than the decoder accepts, which protects against huge allocations.
    case tooLarge(source: String, width: Int, height: Int, maximumPixels: Int)
    /// The pixels handed to the encoder do not describe an image (bad size or stride).
    case invalidInput(detail: String)
    /// libpng failed while encoding.
    case encodingFailed(detail: String)

    /// What is wrong, with the file's name and what to do.
    public var description: String {
        switch self {
        case .fileNotFound(let path):
            return "\(path): no such file. Record the reference first, or check the path."
        case .fileNotReadable(let path, let reason):
            return "\(path): cannot be read (\(reason)). Check that it is a readable file."
        case .empty(let source):
            return "\(source): the file is empty (0 bytes), not a PNG. Re-record the reference."
        case .notPNG(let source):
            return "\(source): not a PNG file (it does not start with the PNG signature; a Git LFS "
                + "pointer that was never fetched looks like this). Re-record the reference, or check "
                + "that the path points to a PNG."
        case .truncated(let source, let detail):
            return "\(source): the PNG is truncated (\(detail)); the file was cut short, perhaps by "
                + "an interrupted write or copy. Re-record the reference."
        case .corrupt(let source, let detail):
            return "\(source): the PNG is corrupt (libpng: \(detail)). Re-record the reference."
        case .tooLarge(let source, let width, let height, let maximumPixels):
            return "\(source): the PNG claims \(width)×\(height) pixels, more than the \(maximumPixels) "
                + "this decoder accepts; the file is damaged or not a snapshot. Re-record the reference."
        case .invalidInput(let detail):
            return "cannot encode PNG: \(detail)."
        case .encodingFailed(let detail):
            return "cannot encode PNG (libpng: \(detail))."
        }
    }
}
