/// Cairo names SVG elements from process-wide counters (`surface12`, `glyph3-1`, `clip7`…), so a
/// second document in a process gets other ids. This renames every id in order of appearance
/// (`surface1`, `surface2`, … per prefix) and rewrites the references to it.
enum SVGIdentifiers {
    static func renumber(_ svg: String) -> String {
        let bytes = Array(svg.utf8)
        // 1. Collect declared ids in order.
        var mapping: [String: String] = [:]
        var counters: [String: Int] = [:]
        let marker = Array(" id=\"".utf8)
        var i = 0
        while let start = find(marker, in: bytes, from: i) {
            let valueStart = start + marker.count
            guard let end = bytes[valueStart...].firstIndex(of: UInt8(ascii: "\"")) else { break }
            let id = String(decoding: bytes[valueStart..<end], as: UTF8.self)
            if mapping[id] == nil {
                let prefix = String(id.prefix { !$0.isNumber })
                let n = (counters[prefix] ?? 0) + 1
                counters[prefix] = n
                mapping[id] = "\(prefix)\(n)"
            }
            i = end
        }
        guard !mapping.isEmpty else { return svg }
        // 2. Rewrite `id="X"`, `#X"` and `#X)` wherever X is a declared id.
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var j = 0
        while j < bytes.count {
            let b = bytes[j]
            let isId = b == UInt8(ascii: "\"") && j >= 3 && bytes[(j - 3)..<j].elementsEqual("id=".utf8)
            if b == UInt8(ascii: "#") || isId {
                out.append(b)
                var k = j + 1
                while k < bytes.count, bytes[k] != UInt8(ascii: "\""), bytes[k] != UInt8(ascii: ")"),
                      bytes[k] != UInt8(ascii: "#"), k - j < 64 {
                    k += 1
                }
                let name = String(decoding: bytes[(j + 1)..<k], as: UTF8.self)
                if k < bytes.count, let new = mapping[name] {
                    out.append(contentsOf: new.utf8)
                    j = k
                    continue
                }
                j += 1
                continue
            }
            out.append(b)
            j += 1
        }
        return String(decoding: out, as: UTF8.self)
    }

    private static func find(_ needle: [UInt8], in hay: [UInt8], from: Int) -> Int? {
        guard needle.count <= hay.count else { return nil }
        var i = from
        let last = hay.count - needle.count
        while i <= last {
            if hay[i] == needle[0], hay[i..<(i + needle.count)].elementsEqual(needle) { return i }
            i += 1
        }
        return nil
    }
}
