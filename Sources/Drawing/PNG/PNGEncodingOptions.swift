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

    /// The settings for snapshots and renders: zlib level 3, no row filter, default strategy.
    ///
    /// Measured with `swift run -c release Benchmarks png` (release, one thread, libpng 1.6.39,
    /// zlib 1.2.13, on a 2-core machine shared with other work, so times vary by ±30 %) on
    /// Benchmarks/Fixtures/ui-screenshot.png, a 786×1704 px settings screen of flat colours, text
    /// and antialiased edges; medians:
    ///
    /// | options                                        | ms     | bytes   | size vs level 6 |
    /// |------------------------------------------------|--------|---------|-----------------|
    /// | level 6, adaptive, Z_FILTERED (`zlibDefault`)  | 49–53  | 111,929 | 1.00            |
    /// | level 6, adaptive, Z_DEFAULT                   | 49     |  97,265 | 0.87            |
    /// | **level 3, none, Z_DEFAULT (`default`)**       | 13–15  | 111,437 | 1.00            |
    /// | level 2, none                                  | 12.5–14.5 | 115,023 | 1.03         |
    /// | level 1, none                                  | 12.4–14 | 116,724 | 1.04           |
    /// | level 1, up                                    | 15.7   | 127,846 | 1.14            |
    /// | level 1, paeth, Z_RLE                          | 22.7   | 128,006 | 1.14            |
    /// | level 1, adaptive, Z_RLE                       | 35–39  | 120,594 | 1.08            |
    /// | level 1, adaptive                              | 39     | 125,555 | 1.12            |
    ///
    /// Flat UI pixels repeat at a distance of 4 bytes, which zlib's fast levels find without any
    /// filter, and libpng's adaptive filtering alone costs about 20 ms here. From Cairo's
    /// premultiplied ARGB32 add about 1.5 ms for un-premultiplying. Where no filter is weak:
    /// Benchmarks/Fixtures/cards-shadows.png (blurred shadows over a vertical gradient) comes out
    /// 1.67× its level-6 size (level 1, paeth, Z_RLE: 1.31× at about 25 ms; level 3, up: 1.52×).
    public static let `default` = PNGEncodingOptions(compressionLevel: 3, filter: .none, strategy: .default)

    /// zlib's default level (6) with adaptive filtering and `Z_FILTERED`, what libpng does when
    /// told nothing: the size reference for `default`.
    public static let zlibDefault = PNGEncodingOptions(compressionLevel: 6, filter: .adaptive, strategy: .filtered)

    /// The smallest files libpng can make: level 9, adaptive filtering. Slow.
    public static let smallest = PNGEncodingOptions(compressionLevel: 9, filter: .adaptive, strategy: .default)
}
