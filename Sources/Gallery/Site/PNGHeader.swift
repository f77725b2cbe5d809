import Foundation

/// The pixel size in a PNG's header, so pages can set `width` and `height` on images whose size
/// the model does not carry. Reads 24 bytes; never decodes.
enum PNGHeader {
    static func size(of url: URL) -> (width: Int, height: Int)? {
        guard let handle = try? FileHandle(forReadingFrom: url) else { return nil }
        defer { try? handle.close() }
        guard let data = try? handle.read(upToCount: 24) else { return nil }
        return size(in: data)
    }

    static func size(in data: Data) -> (width: Int, height: Int)? {
        let bytes = [UInt8](data.prefix(24))
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        guard bytes.count == 24, Array(bytes[0..<8]) == signature,
            Array(bytes[12..<16]) == Array("IHDR".utf8)
        else { return nil }
        func integer(at offset: Int) -> Int {
            bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
        }
        let width = integer(at: 16)
        let height = integer(at: 20)
        guard width > 0, height > 0 else { return nil }
        return (width, height)
    }
}
