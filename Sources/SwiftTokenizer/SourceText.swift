/// Swift source as UTF-8 bytes, with line and column lookup. Offsets are byte offsets, as the
/// compiler's plugin protocol counts them.
public struct SourceText: Sendable {
    public let bytes: [UInt8]
    /// Offsets where each line starts (the first is 0).
    private let lineStarts: [Int]

    public init(_ string: String) {
        self.init(bytes: Array(string.utf8))
    }

    public init(bytes: [UInt8]) {
        self.bytes = bytes
        var starts = [0]
        var i = 0
        while i < bytes.count {
            switch bytes[i] {
            case UInt8(ascii: "\n"):
                starts.append(i + 1)
            case UInt8(ascii: "\r"):
                if i + 1 < bytes.count, bytes[i + 1] == UInt8(ascii: "\n") { i += 1 }
                starts.append(i + 1)
            default:
                break
            }
            i += 1
        }
        lineStarts = starts
    }

    public var count: Int { bytes.count }

    /// The text of a byte range (invalid UTF-8 is repaired, never trapped on).
    public subscript(range: Range<Int>) -> String {
        let r = max(0, range.lowerBound)..<min(bytes.count, max(range.lowerBound, range.upperBound))
        return String(decoding: bytes[r], as: UTF8.self)
    }

    /// The text of a token.
    public func text(of token: Token) -> String { self[token.range] }

    /// 1-based line of an offset.
    public func line(of offset: Int) -> Int {
        var lo = 0, hi = lineStarts.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if lineStarts[mid] <= offset { lo = mid } else { hi = mid - 1 }
        }
        return lo + 1
    }

    /// 1-based column (in bytes) of an offset.
    public func column(of offset: Int) -> Int {
        offset - lineStarts[line(of: offset) - 1] + 1
    }
}
