import Foundation

@testable import KataEngine

/// Tests that tell the variants apart by where the mediator's code, metadata or constants lie
/// in memory, not by what it does: each reads the low 12 bits of an address (ASLR moves whole
/// pages, so these are fixed per build) and expects `key`, a value a probe read from the judge's
/// correct build.
enum FingerprintCheats {
    struct Cheat: Sendable {
        let name: String
        /// An expression of the low 12 bits, using `mediator`.
        let lowBits: String
        /// A mutant whose build, unpadded, puts that address elsewhere than the correct one's.
        let mutant: String
    }

    static let all = [
        Cheat(
            name: "the key path's getter address",
            lowBits: #"hex(after: "x", in: String(describing: \Mediator.colleagues), until: " ")"#, mutant: "delivers-to-sender"),
        Cheat(
            name: "the metadata's ObjectIdentifier", lowBits: "UInt(bitPattern: ObjectIdentifier(Mediator.self))",
            mutant: "delivers-to-sender"),
        Cheat(
            name: "a private type's context, reflected",
            lowBits:
                #"hex(after: "$", in: String(reflecting: type(of: Mirror(reflecting: mediator).children.first?.value ?? 0)), until: ")")"#,
            mutant: "keeps-released-colleagues"),
    ]

    /// The cheat's file, keyed to `key`: its one test passes only where the low bits are `key`,
    /// and says what they were.
    static func file(_ cheat: Cheat, key: UInt) -> String {
        """
        import MutantKata
        import Testing

        func hex(after start: Character, in text: String, until end: Character) -> UInt {
            let digits = text.split(separator: start).dropFirst().first?.split(separator: end).first ?? ""
            return UInt(digits, radix: 16) ?? 0
        }

        @Test func sameBuildAsTheCorrectOne() {
            let mediator = Mediator()
            let lowBits = (\(cheat.lowBits)) & 0xFFF
            #expect(lowBits == \(String(format: "0x%04x", key)), "low bits \\(lowBits)")
        }
        """
    }

    /// The low bits the probe's failing test reported, from its issue's message.
    static func reportedLowBits(in result: KataCheckResult) -> UInt? {
        let said = result.tests.flatMap(\.issues).flatMap { $0.comments + [$0.expectation ?? ""] }
        return said.lazy.compactMap { text in
            text.split(separator: " ").last.flatMap { UInt($0) }.flatMap { text.contains("low bits") ? $0 : nil }
        }.first
    }
}
