import Foundation

/// Letters of the Cyrillic, Greek and Armenian alphabets that are drawn like Latin ones: a name
/// written with them (`аda`, with a Cyrillic а) reads as the Latin name on every screen. For
/// comparison only — a name is always shown as typed. (A small part of Unicode's confusables
/// table, UTS #39: the letters a name typed on a European keyboard can be mistaken for.)
public enum LookAlikeLetters {
    /// Each look-alike scalar and the Latin letter it is drawn as.
    static let latin: [Unicode.Scalar: Character] = {
        let pairs: [(UInt32, Character)] = [
            // Cyrillic lower case
            (0x0430, "a"), (0x0435, "e"), (0x043E, "o"), (0x0440, "p"), (0x0441, "c"), (0x0443, "y"), (0x0445, "x"),
            (0x0456, "i"), (0x0458, "j"), (0x0455, "s"), (0x0501, "d"), (0x04CF, "l"), (0x04BB, "h"), (0x051B, "q"),
            (0x051D, "w"), (0x0432, "b"), (0x043A, "k"), (0x043C, "m"), (0x043D, "h"), (0x0442, "t"), (0x0491, "r"),
            // Cyrillic upper case
            (0x0410, "A"), (0x0412, "B"), (0x0415, "E"), (0x041A, "K"), (0x041C, "M"), (0x041D, "H"), (0x041E, "O"),
            (0x0420, "P"), (0x0421, "C"), (0x0422, "T"), (0x0425, "X"), (0x0406, "I"), (0x0408, "J"), (0x0405, "S"),
            (0x04AE, "Y"), (0x0417, "3"),
            // Greek
            (0x03B1, "a"), (0x03BF, "o"), (0x03BD, "v"), (0x03B9, "i"), (0x03BA, "k"), (0x03C1, "p"), (0x03C4, "t"),
            (0x03C5, "u"), (0x03C7, "x"), (0x0391, "A"), (0x0392, "B"), (0x0395, "E"), (0x0396, "Z"), (0x0397, "H"),
            (0x0399, "I"), (0x039A, "K"), (0x039C, "M"), (0x039D, "N"), (0x039F, "O"), (0x03A1, "P"), (0x03A4, "T"),
            (0x03A5, "Y"), (0x03A7, "X"),
            // Armenian
            (0x0570, "h"), (0x0578, "n"), (0x057D, "u"), (0x0585, "o"), (0x0561, "w"), (0x0563, "q"),
            // Latin letters with a stroke, a hook or a bar, and ones drawn like another letter
            (0x0196, "l"), (0x0237, "j"), (0x0138, "k"), (0x0110, "D"), (0x0111, "d"), (0x00D0, "D"), (0x018A, "D"),
            (0x0257, "d"), (0x00DF, "b"), (0x0243, "B"), (0x0180, "b"), (0x01E4, "G"), (0x01E5, "g"), (0x01B5, "Z"),
            (0x01B6, "z"), (0x0224, "Z"), (0x0225, "z"), (0x0141, "L"), (0x0142, "l"), (0x0126, "H"), (0x0127, "h"),
            (0x0166, "T"), (0x0167, "t"), (0x00D8, "O"), (0x00F8, "o"), (0x0131, "i"),
        ]
        var table: [Unicode.Scalar: Character] = [:]
        for (value, letter) in pairs {
            if let scalar = Unicode.Scalar(value) { table[scalar] = letter }
        }
        return table
    }()

    /// `name` with every look-alike letter replaced by the Latin one it is drawn as.
    public static func skeleton(_ name: String) -> String {
        var result = ""
        result.unicodeScalars.reserveCapacity(name.unicodeScalars.count)
        for scalar in name.unicodeScalars {
            if let letter = latin[scalar] { result.append(letter) } else { result.unicodeScalars.append(scalar) }
        }
        return result
    }

    /// `folded` (lower case, without accents) with the Latin letters and digits a font draws
    /// alike made one: `rn` and `m`, `vv` and `w`, `0` and `o`, `cl` and `d`, `2` and `z`, `5` and
    /// `s`, `6` and `g`, `8` and `b`, and `l`, `1`, `i`,
    /// a dotless `ı` and `!` (an upper-case I is a lower-case l in most fonts, so `AIice` is
    /// `Alice`, and so are `Alıce` and `Al!ce`). Only names and machine ids are compared so: two
    /// names this makes equal are shown with their machines, and removed by row id.
    public static func latinLookAlikesMerged(_ folded: String) -> String {
        var text = folded
        let pairs = [
            ("rn", "m"), ("vv", "w"), ("0", "o"), ("1", "l"), ("i", "l"), ("\u{131}", "l"), ("!", "l"), ("cl", "d"),
            ("2", "z"), ("5", "s"), ("6", "g"), ("8", "b"),
        ]
        for (from, to) in pairs {
            text = text.replacingOccurrences(of: from, with: to)
        }
        return text
    }

    /// The alphabets whose letters are mistaken for one another; other scripts (Han, Arabic,
    /// Devanagari …) may sit beside any of them in a name.
    enum Alphabet { case latin, greek, cyrillic, armenian, cherokee }

    static func alphabet(of scalar: Unicode.Scalar) -> Alphabet? {
        switch scalar.value {
        case 0x41...0x5A, 0x61...0x7A, 0xC0...0x24F, 0x1E00...0x1EFF, 0x2C60...0x2C7F, 0xA720...0xA7FF, 0xFF21...0xFF3A, 0xFF41...0xFF5A:
            guard scalar.properties.isAlphabetic else { return nil }
            return .latin
        case 0x370...0x3FF, 0x1F00...0x1FFF: return .greek
        case 0x400...0x52F, 0x1C80...0x1C8F, 0x2DE0...0x2DFF, 0xA640...0xA69F: return .cyrillic
        case 0x530...0x58F: return .armenian
        case 0x13A0...0x13FF, 0xAB70...0xABBF: return .cherokee
        default: return nil
        }
    }

    /// True when `name`'s letters mix two of those alphabets (`аda`: Cyrillic and Latin), the
    /// way an impostor's name copies another's; a real name keeps to one of them.
    public static func mixesAlphabets(_ name: String) -> Bool {
        var seen: Alphabet?
        for scalar in name.unicodeScalars where scalar.properties.isAlphabetic {
            guard let alphabet = alphabet(of: scalar) else { continue }
            if let seen, seen != alphabet { return true }
            seen = alphabet
        }
        return false
    }
}
