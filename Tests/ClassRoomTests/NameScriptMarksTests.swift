import Foundation
import Testing

@testable import ClassRoom

/// A mark belongs to the script of the letter it sits on, and Hangul is written in syllables:
/// neither a foreign vowel sign on a dotted circle nor jamo drawn as boxes makes a name.
@Suite struct NameScriptMarksTests {
    @Test(
        "A vowel sign or mark of another script on a Latin or Cyrillic letter is refused: Devanagari, Khmer, Myanmar, Bengali, Thai, Arabic, Hebrew",
        arguments: [
            "Bil\u{093E}", "Ne\u{093E}l", "Bil\u{17B6}", "Bil\u{1038}", "Bil\u{09BE}", "Bil\u{0E34}", "Bil\u{064E}", "Bil\u{05B8}",
            "Бил\u{093E}", "Ana Bil\u{093F}",
        ])
    func foreignMarksAreRefused(name: String) {
        let problem = NameCharacters.problem(in: name)
        #expect(
            problem?.contains("mixes scripts within one word") == true,
            "\(name.unicodeScalars.map { String($0.value, radix: 16) }): \(problem ?? "taken")")
    }

    @Test(
        "Marks of a letter's own script, and the combining accents Latin, Greek and Cyrillic share, are a name",
        arguments: [
            "देव\u{093C}", "सीता", "ភិរម្យ", "မောင်း", "สมชาย\u{0E4C}", "عَلِي", "שָׂרָה", "Nguyễn", "Ngụyen", "Ale\u{0301}na", "Але\u{0301}на",
            "Νι\u{0301}κος", "ガ", "カ\u{3099}", "Li 李", "Ana देव",
        ])
    func ownMarksAreAName(name: String) {
        #expect(NameCharacters.problem(in: name) == nil, "\(name): \(NameCharacters.problem(in: name) ?? "")")
    }

    @Test("Hangul letters that form no syllable are refused; jamo that compose into syllables, and syllables, are a name")
    func hangulIsWrittenInSyllables() {
        for name in ["\u{1100}\u{1100}\u{1100}", "\u{1198}", "Kim \u{1100}", "\u{1112}\u{1161}\u{11AB}\u{1100}"] {
            #expect(NameCharacters.problem(in: name)?.contains("form no syllable") == true, "\(name.unicodeScalars.map { $0.value })")
        }
        for name in ["한", "김민준", "\u{1112}\u{1161}\u{11AB}", "\u{1100}\u{1175}\u{11B7} \u{1106}\u{1175}\u{11AB}"] {
            #expect(NameCharacters.problem(in: name) == nil, "\(name): \(NameCharacters.problem(in: name) ?? "")")
        }
        #expect(LearnerName.normalized("\u{1112}\u{1161}\u{11AB}") == LearnerName.normalized("한"), "composed, one name")
    }
}
