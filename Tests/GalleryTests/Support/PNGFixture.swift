import Foundation

/// Small RGBA images drawn and encoded by the tests themselves: an uncompressed PNG (zlib
/// stored blocks, CRC-32, Adler-32), so the tests need no image library.
struct PNGFixture {
    struct Color: Equatable {
        var red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255
        static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)
    }

    let width: Int
    let height: Int
    private(set) var pixels: [UInt8]

    init(width: Int, height: Int, fill: Color = .clear) {
        self.width = width
        self.height = height
        pixels = [UInt8](repeating: 0, count: width * height * 4)
        fillRect(x: 0, y: 0, width: width, height: height, color: fill)
    }

    subscript(x: Int, y: Int) -> Color {
        get {
            let i = (y * width + x) * 4
            return Color(red: pixels[i], green: pixels[i + 1], blue: pixels[i + 2], alpha: pixels[i + 3])
        }
        set {
            guard x >= 0, y >= 0, x < width, y < height else { return }
            let i = (y * width + x) * 4
            pixels[i] = newValue.red
            pixels[i + 1] = newValue.green
            pixels[i + 2] = newValue.blue
            pixels[i + 3] = newValue.alpha
        }
    }

    mutating func fillRect(x: Int, y: Int, width: Int, height: Int, color: Color) {
        for row in max(y, 0)..<min(y + height, self.height) {
            for column in max(x, 0)..<min(x + width, self.width) {
                self[column, row] = color
            }
        }
    }

    /// A filled rectangle with round corners of `radius` pixels.
    mutating func fillRoundedRect(x: Int, y: Int, width: Int, height: Int, radius: Int, color: Color) {
        let r = Double(min(radius, width / 2, height / 2))
        for row in max(y, 0)..<min(y + height, self.height) {
            for column in max(x, 0)..<min(x + width, self.width) {
                let px = Double(column - x) + 0.5
                let py = Double(row - y) + 0.5
                let cx = min(max(px, r), Double(width) - r)
                let cy = min(max(py, r), Double(height) - r)
                if (px - cx) * (px - cx) + (py - cy) * (py - cy) <= r * r {
                    self[column, row] = color
                }
            }
        }
    }

    // MARK: Encoding

    var pngData: Data {
        var raw = [UInt8]()
        raw.reserveCapacity((width * 4 + 1) * height)
        for row in 0..<height {
            raw.append(0)  // filter: none
            raw.append(contentsOf: pixels[(row * width * 4)..<((row + 1) * width * 4)])
        }
        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        var header = [UInt8]()
        header += Self.bigEndian(UInt32(width))
        header += Self.bigEndian(UInt32(height))
        header += [8, 6, 0, 0, 0]  // 8 bits, RGBA, deflate, no filter, no interlace
        png += Self.chunk("IHDR", header)
        png += Self.chunk("IDAT", Self.zlibStored(raw))
        png += Self.chunk("IEND", [])
        return Data(png)
    }

    func write(to url: URL) throws {
        try FileManager.default.createDirectory(
            at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try pngData.write(to: url)
    }

    private static func zlibStored(_ data: [UInt8]) -> [UInt8] {
        var out: [UInt8] = [0x78, 0x01]
        var offset = 0
        repeat {
            let count = min(65_535, data.count - offset)
            let final: UInt8 = offset + count >= data.count ? 1 : 0
            out.append(final)
            out += [UInt8(count & 0xFF), UInt8(count >> 8)]
            out += [UInt8(~count & 0xFF), UInt8((~count >> 8) & 0xFF)]
            out += data[offset..<(offset + count)]
            offset += count
        } while offset < data.count
        var a: UInt32 = 1
        var b: UInt32 = 0
        for byte in data {
            a = (a + UInt32(byte)) % 65_521
            b = (b + a) % 65_521
        }
        return out + bigEndian(b << 16 | a)
    }

    private static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let body = Array(type.utf8) + data
        return bigEndian(UInt32(data.count)) + body + bigEndian(crc32(body))
    }

    private static let crcTable: [UInt32] = (0..<256).map { n in
        var c = UInt32(n)
        for _ in 0..<8 { c = c & 1 == 1 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
        return c
    }

    private static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var c: UInt32 = 0xFFFF_FFFF
        for byte in bytes { c = crcTable[Int((c ^ UInt32(byte)) & 0xFF)] ^ (c >> 8) }
        return c ^ 0xFFFF_FFFF
    }

    private static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)]
    }
}
