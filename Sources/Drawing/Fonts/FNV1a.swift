/// 64-bit FNV-1a, a small stable hash for fingerprints and cache names (not for security).
public enum FNV1a {
    public static let offsetBasis: UInt64 = 0xcbf2_9ce4_8422_2325
    static let prime: UInt64 = 0x100_0000_01b3

    public static func hash<C: Sequence>(_ bytes: C, seed: UInt64 = offsetBasis) -> UInt64 where C.Element == UInt8 {
        var h = seed
        for b in bytes {
            h ^= UInt64(b)
            h = h &* prime
        }
        return h
    }

    /// Hashes 8 bytes at a time (faster for large buffers; a different value from `hash`).
    public static func hashWords(_ bytes: UnsafeRawBufferPointer, seed: UInt64 = offsetBasis) -> UInt64 {
        var h = seed
        let words = bytes.count / 8
        for i in 0..<words {
            h ^= bytes.loadUnaligned(fromByteOffset: i * 8, as: UInt64.self)
            h = h &* prime
        }
        for i in (words * 8)..<bytes.count {
            h ^= UInt64(bytes[i])
            h = h &* prime
        }
        return h
    }
}
