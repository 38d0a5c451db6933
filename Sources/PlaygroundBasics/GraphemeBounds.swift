/// How much one visible character may carry. Unicode lets a single `Character` hold any number
/// of combining marks: a one-character name with 30,000 of them passes a length limit counted
/// in characters, smears the text around it and makes every page that shows it slow. Anything
/// that counts characters from outside also bounds what each character holds.
public enum GraphemeBounds {
    /// Combining marks in a row after a base; real scripts (Vietnamese, Devanagari) use two or three.
    public static let marksInARow = 4
    /// Scalars in one character; the longest emoji sequences (families, subdivision flags) have 7.
    public static let scalarsPerCharacter = 16

    /// True when some character of `text` carries more than the bounds allow.
    public static func isBomb(_ text: String) -> Bool {
        var run = 0
        for scalar in text.unicodeScalars {
            run = isCombiningMark(scalar) ? run + 1 : 0
            if run > marksInARow { return true }
        }
        return text.contains { $0.unicodeScalars.count > scalarsPerCharacter }
    }

    /// `text` with every character cut to the bounds: marks beyond the run and scalars beyond
    /// the character's limit are dropped, so shown text stays the size it looks.
    public static func tamed(_ text: String) -> String {
        guard isBomb(text) else { return text }
        var result = ""
        for character in text {
            var run = 0
            var kept = 0
            for scalar in character.unicodeScalars {
                run = isCombiningMark(scalar) ? run + 1 : 0
                guard run <= marksInARow, kept < scalarsPerCharacter else { continue }
                result.unicodeScalars.append(scalar)
                kept += 1
            }
        }
        return result
    }

    public static func isCombiningMark(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: true
        default: false
        }
    }
}
