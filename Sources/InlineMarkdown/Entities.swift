/// Entity and numeric character references: `&amp;`, `&#123;`, `&#x1F;`.
enum Entities {
    /// Every named reference, by name (without `&` and `;`).
    static let named: [String: [Unicode.Scalar]] = {
        var result: [String: [Unicode.Scalar]] = [:]
        result.reserveCapacity(2200)
        for line in table.split(separator: "\n") {
            let fields = line.split(separator: " ")
            guard let name = fields.first else { continue }
            let scalars = fields.dropFirst().compactMap { UInt32($0, radix: 16).flatMap(Unicode.Scalar.init) }
            if scalars.count == fields.count - 1 { result[String(name)] = scalars }
        }
        return result
    }()

    /// The longest name in the table, so a scan for one can stop early.
    static let longestName = 31

    /// If a character reference starts at `start` (at an `&`) and ends before `limit`, what it
    /// stands for and where it ends. Unknown names and malformed references are not references.
    static func reference(
        in s: [Unicode.Scalar], at start: Int, limit: Int? = nil
    ) -> (scalars: [Unicode.Scalar], end: Int)? {
        let limit = min(limit ?? s.count, s.count)
        guard start < limit, s[start] == "&" else { return nil }
        var p = start + 1
        if p < limit, s[p] == "#" {
            p += 1
            let hex = p < limit && (s[p] == "x" || s[p] == "X")
            if hex { p += 1 }
            let digitsStart = p
            var value: UInt32 = 0
            while p < limit, p - digitsStart < (hex ? 6 : 7),
                  hex ? s[p].isASCIIHexDigit : s[p].isASCIIDigit {
                value = value * (hex ? 16 : 10) + UInt32(hexValue(s[p]))
                p += 1
            }
            guard p > digitsStart, p < limit, s[p] == ";" else { return nil }
            // NUL, surrogates and values past U+10FFFF become the replacement character.
            let scalar = value == 0 ? nil : Unicode.Scalar(value)
            return ([scalar ?? "\u{FFFD}"], p + 1)
        }
        let nameStart = p
        while p < limit, p - nameStart <= longestName, s[p].isASCIIAlphanumeric { p += 1 }
        guard p > nameStart, p < limit, s[p] == ";" else { return nil }
        let name = String(String.UnicodeScalarView(s[nameStart..<p]))
        guard let scalars = named[name] else { return nil }
        return (scalars, p + 1)
    }

    private static func hexValue(_ scalar: Unicode.Scalar) -> UInt32 {
        switch scalar.value {
        case 0x30...0x39: scalar.value - 0x30
        case 0x41...0x46: scalar.value - 0x41 + 10
        case 0x61...0x66: scalar.value - 0x61 + 10
        default: 0
        }
    }

    /// `s[range]` with backslash escapes and character references resolved: how a link
    /// destination or title is read.
    static func unescape(_ s: [Unicode.Scalar], _ range: Range<Int>) -> String {
        var out = String.UnicodeScalarView()
        var p = range.lowerBound
        while p < range.upperBound {
            let c = s[p]
            if c == "\\", p + 1 < range.upperBound, s[p + 1].isASCIIPunctuation {
                out.append(s[p + 1])
                p += 2
            } else if c == "&", let reference = reference(in: s, at: p, limit: range.upperBound) {
                out.append(contentsOf: reference.scalars)
                p = reference.end
            } else {
                out.append(c)
                p += 1
            }
        }
        return String(out)
    }

    /// `s[range]` with character references resolved (autolinks take no backslash escapes).
    static func decodeReferences(_ s: [Unicode.Scalar], _ range: Range<Int>) -> String {
        var out = String.UnicodeScalarView()
        var p = range.lowerBound
        while p < range.upperBound {
            if s[p] == "&", let reference = reference(in: s, at: p, limit: range.upperBound) {
                out.append(contentsOf: reference.scalars)
                p = reference.end
            } else {
                out.append(s[p])
                p += 1
            }
        }
        return String(out)
    }
}
