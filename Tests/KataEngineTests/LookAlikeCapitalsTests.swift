import Foundation
import Testing

@testable import KataEngine

/// A look-alike is one whatever its case: `Ƭom` is `ƭom`, which is `Tom`.
@Suite struct LookAlikeCapitalsTests {
    @Test(
        "Every capital letter in Unicode whose small letter the look-alike table folds, and that the table does not read otherwise, is folded as that small letter is"
    )
    func capitalsFoldAsTheirSmallLetters() {
        var checked: [Unicode.Scalar] = []
        var unfolded: [String] = []
        for value in UInt32(0)...0x10FFFF {
            guard let capital = Unicode.Scalar(value), [.uppercaseLetter, .titlecaseLetter].contains(capital.properties.generalCategory),
                let small = Self.single(capital.properties.lowercaseMapping), small != capital,
                let latin = LookAlikeLetters.listed[small], !Self.isListed(capital)
            else { continue }
            checked.append(capital)
            let (name, asRead) = (String(capital) + "om", latin + "om")
            if LearnerIdentity.normalized(name) != LearnerIdentity.normalized(asRead) { unfolded.append("\(name) (\(asRead))") }
        }
        #expect(unfolded.isEmpty, "read apart from their small letter's reading: \(unfolded)")
        // Ƭ, Ƴ, Ɍ, Ƚ, Ȼ, Ƙ, Ƥ among them: the table lists only their small letters.
        let reported: [Unicode.Scalar] = ["\u{01AC}", "\u{01B3}", "\u{024C}", "\u{023D}", "\u{023B}", "\u{0198}", "\u{01A4}"]
        #expect(reported.allSatisfy(checked.contains), "\(checked.count) capitals checked")
    }

    @Test("Every Latin letter Unicode names after a Latin letter with a hook, stroke or bar, without a decomposition, reads as that letter")
    func hookedLettersReadAsTheirLetter() {
        var checked = 0
        var unfolded: [String] = []
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value), LookAlikeLetters.alphabet(of: scalar) == .latin,
                let name = scalar.properties.name, name.contains(" LETTER "), name.contains(" WITH "),
                String(scalar).decomposedStringWithCompatibilityMapping.unicodeScalars.count == 1,
                let letter = name.split(separator: " ").drop(while: { $0 != "LETTER" }).dropFirst().first, letter.count == 1
            else { continue }
            checked += 1
            if LearnerIdentity.normalized(String(scalar) + "ob") != LearnerIdentity.normalized(letter + "ob") {
                unfolded.append("\(scalar) \(name)")
            }
        }
        #expect(unfolded.isEmpty, "\(unfolded)")
        #expect(checked > 100)
        let reported = [
            ("Ɓob", "Bob"), ("Ɠus", "Gus"), ("Ƈara", "Cara"), ("Ɋuinn", "Quinn"), ("Ⱥbby", "Abby"), ("Ʋic", "Vic"), ("Ɛddy", "Eddy"),
        ]
        for (lookAlike, name) in reported {
            #expect(LearnerIdentity.normalized(lookAlike) == LearnerIdentity.normalized(name), "\(lookAlike) reads as \(name)")
        }
    }

    /// True when the table reads `capital` itself, or the letter it is without its accents (`Ή`
    /// is `Η`, drawn as H, while `η` is drawn as n): that reading is the capital's.
    static func isListed(_ capital: Unicode.Scalar) -> Bool {
        let bare = String(capital).folding(options: [.diacriticInsensitive], locale: nil)
        return LookAlikeLetters.listed[capital] != nil || single(bare).map { LookAlikeLetters.listed[$0] != nil } == true
    }

    static func single(_ text: String) -> Unicode.Scalar? {
        text.unicodeScalars.count == 1 ? text.unicodeScalars.first : nil
    }
}
