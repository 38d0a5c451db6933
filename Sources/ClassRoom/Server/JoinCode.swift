import Foundation

/// The short code a learner types to join (`K7QX2M`): six or more letters and digits nobody
/// confuses (no 0/O, 1/I/L), compared without regard to case and in constant time. Six of 31
/// characters are about 887 million codes; with wrong codes throttled per client (five, then one
/// every 12 s) a guesser needs thousands of years.
public struct JoinCode: Equatable, Sendable, CustomStringConvertible {
    public let text: String
    static let alphabet = Array("ABCDEFGHJKMNPQRSTUVWXYZ23456789")
    public static let length = 6...32

    public init?(_ text: String) {
        let upper = text.trimmingCharacters(in: .whitespaces).uppercased()
        guard Self.length.contains(upper.count), upper.allSatisfy(Self.alphabet.contains) else { return nil }
        self.text = upper
    }

    /// Six characters from the system's random source: about 887 million codes.
    public static func random() -> JoinCode {
        var generator = SystemRandomNumberGenerator()
        let text = String((0..<6).map { _ in alphabet.randomElement(using: &generator) ?? "A" })
        return JoinCode(text) ?? JoinCode(unchecked: text)
    }

    private init(unchecked text: String) { self.text = text }

    /// True when `offered` is this code; the time taken does not depend on where they differ.
    public func matches(_ offered: String?) -> Bool {
        let offered = Array((offered ?? "").trimmingCharacters(in: .whitespaces).uppercased().utf8)
        let expected = Array(text.utf8)
        var difference = UInt8(offered.count == expected.count ? 0 : 1)
        for index in expected.indices {
            difference |= expected[index] ^ (index < offered.count ? offered[index] : 0)
        }
        return difference == 0
    }

    public var description: String { text }
}
