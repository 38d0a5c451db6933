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
        header + test(cheat, named: "sameBuildAsTheCorrectOne", key: key, saying: "low bits")
    }

    /// One file that reads every cheat's low bits in one check: a test per cheat, each keyed to
    /// a value no low bits can have, so it fails and says what they were.
    static var probeFile: String {
        header + all.indices.map { test(all[$0], named: "probe\($0)", key: 0x1000, saying: "cheat \($0) low bits") }.joined()
    }

    private static let header = """
        import MutantKata
        import Testing

        func hex(after start: Character, in text: String, until end: Character) -> UInt {
            let digits = text.split(separator: start).dropFirst().first?.split(separator: end).first ?? ""
            return UInt(digits, radix: 16) ?? 0
        }

        """

    private static func test(_ cheat: Cheat, named name: String, key: UInt, saying label: String) -> String {
        """

        @Test func \(name)() {
            let mediator = Mediator()
            let lowBits = (\(cheat.lowBits)) & 0xFFF
            #expect(lowBits == \(String(format: "0x%04x", key)), "\(label) \\(lowBits)")
        }

        """
    }

    /// The low bits the probe reported for the cheat at `index` of ``all``, from its failing
    /// test's message.
    static func reportedLowBits(in result: KataCheckResult, cheat index: Int) -> UInt? {
        let said = result.tests.flatMap(\.issues).flatMap { $0.comments + [$0.expectation ?? ""] }
        return said.lazy.compactMap { text in
            text.split(separator: " ").last.flatMap { UInt($0) }.flatMap { text.contains("cheat \(index) low bits") ? $0 : nil }
        }.first
    }
}
