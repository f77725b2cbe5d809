import CPng

/// How `PNGCodec` compresses. Every setting is deterministic: the same pixels and options give
/// the same bytes (on the same zlib and libpng build).
public struct PNGEncodingOptions: Sendable, Equatable, Hashable {
    /// The per-row prediction filter that libpng applies before compression.
    public enum Filter: Sendable, Equatable, Hashable, CaseIterable {
        case none, sub, up, average, paeth
        /// libpng tries all five filters on every row and keeps the one with the smallest sum of
        /// absolute values (the PNG specification's recommended heuristic).
        case adaptive

        var libpngMask: Int32 {
            switch self {
            case .none: return Int32(PNG_FILTER_NONE)
            case .sub: return Int32(PNG_FILTER_SUB)
            case .up: return Int32(PNG_FILTER_UP)
            case .average: return Int32(PNG_FILTER_AVG)
            case .paeth: return Int32(PNG_FILTER_PAETH)
            case .adaptive:
                return Int32(PNG_FILTER_NONE | PNG_FILTER_SUB | PNG_FILTER_UP | PNG_FILTER_AVG | PNG_FILTER_PAETH)
            }
        }
    }

    /// zlib's compression strategy (`deflateInit2`'s `strategy`).
    public enum Strategy: Int32, Sendable, Equatable, Hashable, CaseIterable {
        /// `Z_DEFAULT_STRATEGY`: LZ77 matches of any distance plus Huffman coding.
        case `default` = 0
        /// `Z_FILTERED`: favours Huffman coding over short matches; meant for filtered image data.
        case filtered = 1
        /// `Z_HUFFMAN_ONLY`: no matches at all.
        case huffmanOnly = 2
        /// `Z_RLE`: matches of distance one only (runs); very fast, good on flat colours.
        case rle = 3
    }

    /// zlib level, 0 (store) … 9 (smallest, slowest).
    public var compressionLevel: Int
    /// Row filter.
    public var filter: Filter
    /// zlib strategy.
    public var strategy: Strategy

    /// Options with explicit settings. `compressionLevel` is clamped to 0…9.
    public init(compressionLevel: Int, filter: Filter, strategy: Strategy) {
        self.compressionLevel = min(max(compressionLevel, 0), 9)
        self.filter = filter
        self.strategy = strategy
    }

    /// The settings for snapshots and renders: fast, and close in size to zlib's default level.
    ///
    /// Measured (TODO: filled in from the benchmark).
    public static let `default` = PNGEncodingOptions(compressionLevel: 3, filter: .adaptive, strategy: .rle)

    /// zlib's default level (6) with adaptive filtering and `Z_FILTERED`, what libpng does when
    /// told nothing: the size reference for `default`.
    public static let zlibDefault = PNGEncodingOptions(compressionLevel: 6, filter: .adaptive, strategy: .filtered)

    /// The smallest files libpng can make: level 9, adaptive filtering. Slow.
    public static let smallest = PNGEncodingOptions(compressionLevel: 9, filter: .adaptive, strategy: .default)
}
