import Foundation
import KataEngine
import PlaygroundBasics

/// What a posted hand-in may hold, checked field by field before the room keeps it: a name a
/// person would have, a short machine id, only this catalogue's katas, counts in range, and no
/// control or direction-changing characters anywhere they would be shown. Text is measured in
/// characters, Unicode scalars and UTF-8 bytes, and a character piled with combining marks (a
/// grapheme bomb) is refused: a limit in characters alone lets one character hold 30,000 scalars.
struct HandInLimits: Sendable {
    let knownSlugs: Set<String>
    static let nameLength = 1...60
    static let testNameLength = 200
    static let countRange = 0...10_000

    /// True when `text` fits `characters` characters, twice as many scalars and four times as many bytes.
    static func fits(_ text: String, characters: Int) -> Bool {
        text.utf8.count <= characters * 4 && text.unicodeScalars.count <= characters * 2 && text.count <= characters
            && !GraphemeBounds.isBomb(text)
    }

    /// `nil` when `report` may be kept; otherwise what is wrong, in words.
    func problem(with report: LearnerReport) -> String? {
        let name = report.learner.trimmingCharacters(in: .whitespaces)
        guard Self.fits(name, characters: Self.nameLength.upperBound), !name.isEmpty else {
            return "the learner name must have 1 to 60 characters (at most 120 Unicode scalars, 240 bytes, 4 combining marks in a row)"
        }
        guard Self.isShowable(name) else { return "the learner name holds control or text-direction characters" }
        if let machine = report.machine {
            guard (1...16).contains(machine.count), machine.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) }) else {
                return "the machine id must be 1 to 16 letters or digits"
            }
        }
        guard report.katas.count <= knownSlugs.count else { return "more katas than this workshop has" }
        guard Set(report.katas.map(\.slug)).count == report.katas.count else { return "a kata appears twice" }
        for kata in report.katas {
            guard knownSlugs.contains(kata.slug) else { return "unknown kata \"\(kata.slug.prefix(40))\"" }
            guard Self.countRange.contains(kata.testsPassed), Self.countRange.contains(kata.testsFailed) else {
                return "\(kata.slug): test counts out of range"
            }
            guard (0...99).contains(kata.hintsShown ?? 0) else { return "\(kata.slug): hints out of range" }
            if let test = kata.firstFailingTest {
                guard Self.fits(test, characters: Self.testNameLength), Self.isShowable(test) else {
                    return "\(kata.slug): the failing test's name is too long, piles combining marks or holds control characters"
                }
            }
        }
        return nil
    }

    /// No C0/C1 controls and no bidirectional overrides or isolates.
    static func isShowable(_ text: String) -> Bool {
        !text.unicodeScalars.contains { scalar in
            scalar.properties.generalCategory == .control || (0x202A...0x202E).contains(scalar.value)
                || (0x2066...0x2069).contains(scalar.value) || scalar.value == 0x200E || scalar.value == 0x200F
        }
    }
}
