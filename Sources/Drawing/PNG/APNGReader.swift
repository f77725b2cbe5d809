/// Reads the frames of an animated PNG (APNG 1.0), each composed onto the canvas as the
/// specification says (`fcTL`'s region, `blend_op` source or over, `dispose_op` none,
/// background or previous): every frame's compressed data is put back into a still PNG of
/// its region and decoded by libpng. A PNG without `acTL` is one frame.
public enum APNGReader {
    /// The frames as shown, each the whole canvas, with their delays in seconds.
    public static func frames(_ data: [UInt8], source: String) throws(PNGError) -> [(image: RGBAImage, delay: Double)] {
        guard data.count >= 8, Array(data[0..<8]) == PNGCodec.signature else {
            throw data.isEmpty ? .empty(source: source) : .notPNG(source: source)
        }
        let chunks = APNGWriter.chunks(of: data)
        guard let header = chunks.first, header.type == "IHDR", header.data.count == 13 else {
            throw .corrupt(source: source, detail: "the first chunk is not IHDR")
        }
        guard chunks.contains(where: { $0.type == "acTL" }) else {
            return [(try PNGCodec.decode(data, source: source), 0)]
        }
        let width = int(header.data, 0), height = int(header.data, 4)
        // Each side is at most 2^32 - 1, so their product can overflow: compare by division.
        guard width > 0, height > 0, width <= PNGCodec.defaultMaximumPixels / height else {
            throw .tooLarge(source: source, width: width, height: height, maximumPixels: PNGCodec.defaultMaximumPixels)
        }
        // The frames the file declares, each a whole canvas, together within the decoder's limit:
        // a file of a few hundred bytes may not make the reader hold gigabytes.
        if let control = chunks.first(where: { $0.type == "acTL" }), control.data.count >= 4 {
            let declared = max(int(control.data, 0), 1)
            guard declared <= PNGCodec.defaultMaximumPixels / (width * height) else {
                throw .tooLarge(source: source, width: width, height: height * declared, maximumPixels: PNGCodec.defaultMaximumPixels)
            }
        }
        // Chunks a frame's still PNG needs besides its data (a palette, transparency, gamma…).
        let firstData = chunks.firstIndex { $0.type == "IDAT" } ?? chunks.count
        let ancillary = chunks[1..<firstData].filter { !["acTL", "fcTL", "fdAT"].contains($0.type) }

        struct Control { var x, y, width, height: Int; var delay: Double; var dispose, blend: UInt8 }
        var pending: (control: Control, data: [UInt8])?
        var canvas = [UInt8](repeating: 0, count: width * height * 4)
        var out: [(RGBAImage, Double)] = []

        func finish(_ frame: (control: Control, data: [UInt8])) throws(PNGError) {
            let c = frame.control
            guard c.width > 0, c.height > 0, c.x >= 0, c.y >= 0, c.x + c.width <= width, c.y + c.height <= height else {
                throw .corrupt(source: source, detail: "frame \(out.count) (\(c.width)×\(c.height) at \(c.x),\(c.y)) lies outside the \(width)×\(height) canvas")
            }
            var ihdr = header.data
            ihdr.replaceSubrange(0..<8, with: be(UInt32(c.width)) + be(UInt32(c.height)))
            var still = PNGCodec.signature
            still += chunk("IHDR", ihdr)
            for a in ancillary { still += chunk(a.type, a.data) }
            still += chunk("IDAT", frame.data)
            still += chunk("IEND", [])
            let image = try PNGCodec.decode(still, source: "\(source), frame \(out.count)")
            let before = canvas
            for row in 0..<c.height {
                for col in 0..<c.width {
                    let s = (row * c.width + col) * 4, d = ((c.y + row) * width + c.x + col) * 4
                    if c.blend == 0 || image.pixels[s + 3] == 255 {
                        for k in 0..<4 { canvas[d + k] = image.pixels[s + k] }
                    } else if image.pixels[s + 3] > 0 {
                        // "Over", in straight alpha.
                        let sa = Double(image.pixels[s + 3]) / 255, da = Double(canvas[d + 3]) / 255
                        let a = sa + da * (1 - sa)
                        for k in 0..<3 {
                            let v = (Double(image.pixels[s + k]) * sa + Double(canvas[d + k]) * da * (1 - sa)) / a
                            canvas[d + k] = UInt8(min(255, max(0, v.rounded())))
                        }
                        canvas[d + 3] = UInt8((a * 255).rounded())
                    }
                }
            }
            // Every frame is a whole canvas: together they may hold no more than one image of the
            // decoder's limit (a file of a few hundred bytes can claim thousands of big frames).
            guard (out.count + 1) <= PNGCodec.defaultMaximumPixels / (width * height) else {
                throw .tooLarge(source: source, width: width, height: height * (out.count + 1), maximumPixels: PNGCodec.defaultMaximumPixels)
            }
            out.append((RGBAImage(width: width, height: height, pixels: canvas), c.delay))
            switch c.dispose {
            case 1:
                for row in 0..<c.height {
                    let d = ((c.y + row) * width + c.x) * 4
                    canvas.replaceSubrange(d..<(d + c.width * 4), with: repeatElement(0, count: c.width * 4))
                }
            case 2:
                canvas = before
            default:
                break
            }
        }

        for (type, body) in chunks {
            switch type {
            case "fcTL":
                if let p = pending { try finish(p) }
                guard body.count == 26 else { throw .corrupt(source: source, detail: "an fcTL chunk is \(body.count) bytes, not 26") }
                let num = Double(Int(body[20]) << 8 | Int(body[21])), den = Double(Int(body[22]) << 8 | Int(body[23]))
                pending = (Control(x: int(body, 12), y: int(body, 16), width: int(body, 4), height: int(body, 8),
                                   delay: num / (den == 0 ? 100 : den), dispose: body[24], blend: body[25]), [])
            case "IDAT":
                pending?.data += body
            case "fdAT":
                guard body.count >= 4 else { throw .corrupt(source: source, detail: "an fdAT chunk has no sequence number") }
                pending?.data += body[4...]
            default:
                break
            }
        }
        if let p = pending { try finish(p) }
        if out.isEmpty { throw .corrupt(source: source, detail: "an animated PNG with no frames") }
        return out
    }

    private static func int(_ b: [UInt8], _ at: Int) -> Int {
        Int(b[at]) << 24 | Int(b[at + 1]) << 16 | Int(b[at + 2]) << 8 | Int(b[at + 3])
    }

    private static func be(_ v: UInt32) -> [UInt8] {
        [UInt8(v >> 24), UInt8((v >> 16) & 0xFF), UInt8((v >> 8) & 0xFF), UInt8(v & 0xFF)]
    }

    private static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let typeBytes = Array(type.utf8)
        return be(UInt32(data.count)) + typeBytes + data + be(APNGWriter.crc32(typeBytes + data))
    }
}
