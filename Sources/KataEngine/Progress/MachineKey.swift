import Foundation

/// A machine's proof of its id: 128 random bits (32 lower-case hex digits) that never leave the
/// machine except in a join, and the id worked out from them, the first 16 hex digits of the
/// key's SHA-256. The id is shown and shared (on the projector, in a hand-in's file name); the
/// key is not, and the room lets a machine join under a 16-digit id only with its key, so a
/// classmate who read a learner's id cannot take that learner's row.
public enum MachineKey {
    /// Where the key is kept beside the katas, readable by its owner only.
    public static let fileName = ".machine-key"
    /// Hex digits in a key: 128 bits.
    public static let keyLength = 32
    /// Hex digits in an id worked out from a key: 64 bits, so nobody finds a key for a given id.
    public static let provenIDLength = 16
    /// Hex digits in the id of older clients, drawn at random and proved by nothing: still let in.
    public static let legacyIDLength = 4

    /// True when `key` is 32 lower-case hex digits.
    public static func isWellFormed(_ key: String) -> Bool { key.count == keyLength && isLowerHex(key) }

    /// The machine id `key` proves: the first 16 hex digits of the SHA-256 of the key as written.
    public static func machineID(of key: String) -> String { String(SHA256.hex(of: Data(key.utf8)).prefix(provenIDLength)) }

    /// True when `id` is 16 hex digits in either case: an id that only its key may join with
    /// (upper case too, since the room reads `3F2A` and `3f2a` as one machine).
    public static func needsKey(_ id: String) -> Bool {
        id.count == provenIDLength && id.unicodeScalars.allSatisfy { $0.isASCII && Character($0).isHexDigit }
    }

    /// A fresh key from the system's random source.
    public static func make() -> String {
        var generator = SystemRandomNumberGenerator()
        return (0..<2).map { _ in hex(generator.next() as UInt64, digits: 16) }.joined()
    }

    /// `value` in lower-case hex, zero-padded to `digits`.
    static func hex(_ value: UInt64, digits: Int) -> String {
        let text = String(value, radix: 16)
        return String(repeating: "0", count: max(0, digits - text.count)) + text
    }

    static func isLowerHex(_ text: String) -> Bool {
        text.unicodeScalars.allSatisfy { ("0"..."9").contains($0) || ("a"..."f").contains($0) }
    }
}
