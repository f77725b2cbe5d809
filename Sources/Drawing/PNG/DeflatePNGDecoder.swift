import CDeflate

/// Decodes the PNGs Proofsheet writes, and most others, faster than libpng: the chunks are read
/// here (CRCs checked with libdeflate's CRC-32), all the image data is inflated in one call by
/// libdeflate (which needs no streaming, since the size of the filtered rows is known from the
/// header), and the rows are unfiltered here.
///
/// Only 8-bit RGBA and RGB without interlacing or transparency chunks take this path; anything
/// else, and any file that is not whole and well formed, is left to libpng (nil), which decodes
/// every PNG and names every fault.
enum DeflatePNGDecoder {
    /// The image, or nil when libpng should decode the bytes instead.
    static func decode(_ bytes: UnsafeRawBufferPointer, maximumPixels: Int) -> RGBAImage? {
        guard bytes.count >= 8 + 25, let base = bytes.baseAddress?.assumingMemoryBound(to: UInt8.self) else { return nil }
        func u32(_ at: Int) -> Int { Int(base[at]) << 24 | Int(base[at + 1]) << 16 | Int(base[at + 2]) << 8 | Int(base[at + 3]) }
        // The chunks: IHDR first; IDATs back to back (as the standard requires); IEND last.
        var offset = 8
        var width = 0, height = 0, channels = 0
        var data: [(Int, Int)] = []  // offset and length of each IDAT's payload
        var dataBytes = 0
        var sawHeader = false, sawEnd = false
        while offset + 12 <= bytes.count {
            let length = u32(offset)
            guard length <= bytes.count - offset - 12 else { return nil }
            let type = (base[offset + 4], base[offset + 5], base[offset + 6], base[offset + 7])
            // Four ASCII letters, IHDR first: anything else is libpng's to refuse, by name.
            func isLetter(_ b: UInt8) -> Bool { (0x41...0x5A).contains(b) || (0x61...0x7A).contains(b) }
            guard isLetter(type.0), isLetter(type.1), isLetter(type.2), isLetter(type.3) else { return nil }
            guard sawHeader || type == (0x49, 0x48, 0x44, 0x52) else { return nil }
            let crc = UInt32(truncatingIfNeeded: u32(offset + 8 + length))
            guard libdeflate_crc32(0, base + offset + 4, length + 4) == crc else { return nil }
            switch type {
            case (0x49, 0x48, 0x44, 0x52):  // IHDR
                guard !sawHeader, length == 13 else { return nil }
                sawHeader = true
                width = u32(offset + 8)
                height = u32(offset + 12)
                let depth = base[offset + 16], color = base[offset + 17]
                let compression = base[offset + 18], filter = base[offset + 19], interlace = base[offset + 20]
                guard depth == 8, color == 6 || color == 2, compression == 0, filter == 0, interlace == 0 else { return nil }
                channels = color == 6 ? 4 : 3
                // libpng's own limit is a million pixels a side (and what PNGCodec.encode writes).
                guard width > 0, height > 0, width <= 1_000_000, height <= 1_000_000, width * height <= maximumPixels else { return nil }
            case (0x49, 0x44, 0x41, 0x54):  // IDAT
                guard sawHeader else { return nil }
                // Right after the previous IDAT (its payload and CRC), or another chunk came between.
                if let last = data.last, last.0 + last.1 + 4 != offset { return nil }
                data.append((offset + 8, length))
                dataBytes += length
            case (0x49, 0x45, 0x4E, 0x44):  // IEND
                sawEnd = true
            case (0x74, 0x52, 0x4E, 0x53), (0x50, 0x4C, 0x54, 0x45):  // tRNS, PLTE: libpng's business
                return nil
            default:
                // Ancillary chunks (gAMA, sRGB, text, times) are ignored, as libpng's transforms
                // here ignore them; an unknown critical chunk (upper-case first letter) is not.
                if type.0 & 0x20 == 0 { return nil }
            }
            offset += length + 12
            if sawEnd { break }
        }
        guard sawHeader, sawEnd, !data.isEmpty else { return nil }

        // All IDAT payloads as one zlib stream.
        let stride = width * channels
        let filteredSize = (stride + 1) * height
        guard let inflater = libdeflate_alloc_decompressor() else { return nil }
        defer { libdeflate_free_decompressor(inflater) }
        // One buffer: the filtered rows are inflated into it and, for RGBA, unfiltered in place
        // and moved down over the filter bytes, so no second image-sized buffer is touched.
        var filtered = [UInt8](unsafeUninitializedCapacity: max(filteredSize, width * height * 4)) { _, count in
            count = max(filteredSize, width * height * 4)
        }
        func inflate(_ source: UnsafeRawPointer, _ count: Int) -> Bool {
            var produced = 0
            let status = filtered.withUnsafeMutableBytes { out in
                libdeflate_zlib_decompress(inflater, source, count, out.baseAddress, filteredSize, &produced)
            }
            return status == LIBDEFLATE_SUCCESS && produced == filteredSize
        }
        if data.count == 1 {
            guard inflate(UnsafeRawPointer(base + data[0].0), data[0].1) else { return nil }
        } else {
            var stream: [UInt8] = []
            stream.reserveCapacity(dataBytes)
            for (start, length) in data { stream.append(contentsOf: UnsafeBufferPointer(start: base + start, count: length)) }
            guard stream.withUnsafeBytes({ inflate($0.baseAddress!, $0.count) }) else { return nil }
        }

        if channels == 4 {
            let ok = filtered.withUnsafeMutableBufferPointer { rows in
                unfilter(rows.baseAddress!, width: width, height: height, channels: 4, into: rows.baseAddress!)
            }
            guard ok else { return nil }
            filtered.removeLast(filtered.count - width * height * 4)
            return RGBAImage(width: width, height: height, pixels: filtered)
        }
        let pixels = [UInt8](unsafeUninitializedCapacity: width * height * 4) { out, count in
            let ok = filtered.withUnsafeMutableBufferPointer { rows in
                unfilter(rows.baseAddress!, width: width, height: height, channels: channels, into: out.baseAddress!)
            }
            count = ok ? width * height * 4 : 0
        }
        return pixels.isEmpty ? nil : RGBAImage(width: width, height: height, pixels: pixels)
    }

    /// Undoes each row's filter in place (`rows` holds a filter byte before each row) and
    /// writes RGBA: RGB gets alpha 255. `out` may be `rows` itself for RGBA: each row then moves
    /// down over the filter bytes once it is unfiltered (never over a row not yet read). False on
    /// an unknown filter type.
    static func unfilter(
        _ rows: UnsafeMutablePointer<UInt8>, width: Int, height: Int, channels bpp: Int, into out: UnsafeMutablePointer<UInt8>
    ) -> Bool {
        let stride = width * bpp
        // The row above, unfiltered (where it was written).
        var previous: UnsafeMutablePointer<UInt8>? = nil
        for y in 0..<height {
            let filter = rows[y * (stride + 1)]
            let row = rows + y * (stride + 1) + 1
            switch filter {
            case 0:
                break
            case 1:  // Sub
                var i = bpp
                while i < stride { row[i] &+= row[i - bpp]; i += 1 }
            case 2:  // Up
                if let up = previous {
                    var i = 0
                    while i < stride { row[i] &+= up[i]; i += 1 }
                }
            case 3:  // Average
                if let up = previous {
                    var i = 0
                    while i < bpp { row[i] &+= up[i] >> 1; i += 1 }
                    while i < stride { row[i] &+= UInt8((UInt16(row[i - bpp]) + UInt16(up[i])) >> 1); i += 1 }
                } else {
                    var i = bpp
                    while i < stride { row[i] &+= row[i - bpp] >> 1; i += 1 }
                }
            case 4:  // Paeth
                if let up = previous {
                    var i = 0
                    while i < bpp { row[i] &+= up[i]; i += 1 }
                    while i < stride {
                        let a = Int(row[i - bpp]), b = Int(up[i]), c = Int(up[i - bpp])
                        let pa = abs(b - c), pb = abs(a - c), pc = abs(a + b - 2 * c)
                        row[i] &+= UInt8(truncatingIfNeeded: pa <= pb && pa <= pc ? a : pb <= pc ? b : c)
                        i += 1
                    }
                } else {
                    // With no row above, Paeth is Sub.
                    var i = bpp
                    while i < stride { row[i] &+= row[i - bpp]; i += 1 }
                }
            default:
                return false
            }
            let target = out + y * width * 4
            if bpp == 4 {
                UnsafeMutableRawPointer(target).copyMemory(from: row, byteCount: stride)  // memmove
                previous = target
                continue
            } else {
                var x = 0
                while x < width {
                    target[x * 4] = row[x * 3]
                    target[x * 4 + 1] = row[x * 3 + 1]
                    target[x * 4 + 2] = row[x * 3 + 2]
                    target[x * 4 + 3] = 255
                    x += 1
                }
            }
            previous = row
        }
        return true
    }
}
