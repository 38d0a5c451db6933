import Foundation

/// A stable fingerprint of some bytes (FNV-1a, 64 bits, and the length): the same bytes give
/// the same text in every process, which Swift's per-process seeded `Hasher` does not.
public enum ContentDigest {
    public static func of(_ data: Data) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in data {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01b3
        }
        return String(hash, radix: 16) + "-\(data.count)"
    }
}
