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
    static let nameLength = 1...LearnerReport.nameLimit
    static let testNameLength = 200
    static let countRange = LearnerReport.testCounts
    /// The sequence numbers a hand-in may carry.
    static let sequenceRange = 1...1_000_000_000_000
    /// How far past a member's last sequence number a hand-in may jump: a machine gives each
    /// check the next number, so a jump beyond a day's checks is a forged or broken number, and
    /// kept it would freeze the row (every later real number below it). Refused instead.
    static let sequenceStep = 1_000

    /// True when `text` fits `characters` characters, twice as many scalars and four times as many bytes.
    static func fits(_ text: String, characters: Int) -> Bool { LearnerReport.fits(text, characters: characters) }

    /// `nil` when `report` may be kept; otherwise what is wrong, in words.
    func problem(with report: LearnerReport) -> String? {
        if let problem = Self.nameProblem(report.learner) { return problem }
        if let machine = report.machine, !Self.isMachineID(machine) {
            return "the machine id must be the 16 lower-case hex digits make join proves with the machine's key, "
                + "or an older client's 4 lower-case hex digits"
        }
        guard report.katas.count <= knownSlugs.count else { return "more katas than this workshop has" }
        guard Set(report.katas.map(\.slug)).count == report.katas.count else { return "a kata appears twice" }
        for kata in report.katas {
            guard knownSlugs.contains(kata.slug) else { return "unknown kata \"\(kata.slug.prefix(40))\"" }
            guard Self.countRange.contains(kata.testsPassed), Self.countRange.contains(kata.testsFailed) else {
                return "\(kata.slug): test counts out of range"
            }
            guard LearnerReport.hintCounts.contains(kata.hintsShown ?? 0) else { return "\(kata.slug): hints out of range" }
            if let test = kata.firstFailingTest {
                guard Self.fits(test, characters: Self.testNameLength), Self.isShowable(test) else {
                    return "\(kata.slug): the failing test's name is too long, piles combining marks or holds control characters"
                }
            }
            if let error = kata.compileError {
                guard Self.fits(error, characters: Self.testNameLength), Self.isShowable(error) else {
                    return "\(kata.slug): the compiler's error is too long, piles combining marks or holds control characters"
                }
            }
        }
        return nil
    }

    /// What is wrong with `learner` as a name (a hand-in's, or a line of the class list), in words; `nil` for a name.
    static func nameProblem(_ learner: String) -> String? {
        let name = learner.trimmingCharacters(in: .whitespaces)
        guard fits(name, characters: nameLength.upperBound), !name.isEmpty else {
            return "the learner name must have 1 to 60 characters (at most 120 Unicode scalars, 240 bytes, 4 combining marks in a row)"
        }
        guard isShowable(name) else { return "the learner name holds control, separator or text-direction characters" }
        guard isVisible(name) else { return "the learner name has no letter or digit to see" }
        return NameCharacters.problem(in: name)
    }

    /// True when `machine` is an id a client makes: 16 lower-case hex digits a key proves, or the
    /// 4 lower-case hex digits of an older client (or a folder where no key can be kept), which
    /// join without a key. Any other id was made by hand, to look like a word or a classmate's.
    static func isMachineID(_ machine: String) -> Bool {
        [MachineKey.provenIDLength, MachineKey.legacyIDLength].contains(machine.count)
            && machine.unicodeScalars.allSatisfy { ("0"..."9").contains($0) || ("a"..."f").contains($0) }
    }

    /// The same rule as a file's (``LearnerReport/isShowable(_:)``).
    static func isShowable(_ text: String) -> Bool { LearnerReport.isShowable(text) }

    /// True when `name` has something to see: a letter or digit that is not default-ignorable
    /// (U+3164 HANGUL FILLER is a letter drawn as nothing). A name of spaces, format characters,
    /// tag characters or blank symbols (U+2800 BRAILLE PATTERN BLANK) is no name.
    static func isVisible(_ name: String) -> Bool {
        name.unicodeScalars.contains { scalar in
            let properties = scalar.properties
            guard !properties.isDefaultIgnorableCodePoint else { return false }
            switch properties.generalCategory {
            case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter, .decimalNumber, .letterNumber,
                .otherNumber:
                return true
            default: return false
            }
        }
    }
}
