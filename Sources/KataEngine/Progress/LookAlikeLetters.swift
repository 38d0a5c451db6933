import Foundation

/// Letters drawn like Latin ones: a name written with them (`аda`, with a Cyrillic а; `Ѵіс`)
/// reads as the Latin name on every screen. For comparison only — a name is always shown as
/// typed. Unicode's confusables (UTS #39, ``confusables``) for the scripts a name may be written
/// in, a few letters common fonts draw alike beyond them (``drawnAlike``), and the Latin letters
/// named after one with a hook, stroke or bar (``namedAfterLatin``). Letters drawn like another
/// script's letter (katakana `ハ` as the Chinese `八`, the keheh `ک` as the Arabic kaf `ك`) are read
/// as that letter (``confusablesBeyondLatin``).
public enum LookAlikeLetters {
    /// Each look-alike scalar and the letters it is read as: Latin ones (``latin``), else those
    /// of the script it copies (``beyondLatin``).
    static let readings: [Unicode.Scalar: String] = {
        var table = latin
        for (scalar, letters) in beyondLatin where table[scalar] == nil { table[scalar] = letters }
        return table
    }()

    /// Each look-alike scalar and the Latin letters it is drawn as.
    static let latin: [Unicode.Scalar: String] = {
        var table = listed
        for (scalar, letter) in namedAfterLatin where table[scalar] == nil { table[scalar] = letter }
        return table
    }()

    /// The letters listed as look-alikes: Unicode's confusables and those fonts draw alike.
    static let listed: [Unicode.Scalar: String] = {
        var table: [Unicode.Scalar: String] = [:]
        for line in confusables.split(separator: "\n") {
            let fields = line.split(separator: " ")
            guard fields.count == 2, let value = UInt32(fields[0], radix: 16), let scalar = Unicode.Scalar(value) else { continue }
            table[scalar] = String(fields[1])
        }
        for (value, letters) in drawnAlike {
            if let scalar = Unicode.Scalar(value) { table[scalar] = letters }
        }
        return table
    }()

    /// Letters UTS #39 maps to a small capital or to nothing that common fonts draw as a Latin
    /// letter all the same: Cyrillic в к м н т ґ, Greek κ τ χ, Latin ones with a stroke or
    /// a hook (`ß` for b, `ĸ` for k), the open E (`Ɛddy`), and the Arabic alef wasla (`ٱ`, an
    /// alef with a small mark above, as `أ` is).
    static let drawnAlike: [(UInt32, String)] = [
        (0x04CF, "l"), (0x0432, "b"), (0x043A, "k"), (0x043C, "m"), (0x043D, "h"), (0x0442, "t"), (0x0491, "r"), (0x03BA, "k"),
        (0x03C4, "t"), (0x03C7, "x"), (0x0237, "j"), (0x0138, "k"), (0x018A, "D"), (0x00DF, "b"), (0x0243, "B"),
        (0x0190, "E"), (0x0671, "l"),
    ]

    /// `name` with every look-alike letter replaced by the letters it is read as (``readings``).
    public static func skeleton(_ name: String) -> String {
        var result = ""
        result.unicodeScalars.reserveCapacity(name.unicodeScalars.count)
        for scalar in name.unicodeScalars {
            if let letters = readings[scalar] { result += letters } else { result.unicodeScalars.append(scalar) }
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
        for (from, to) in mergedAlike {
            text = text.replacingOccurrences(of: from, with: to)
        }
        return text
    }

    /// What ``latinLookAlikesMerged(_:)`` makes one, and the letter it reads as.
    static let mergedAlike = [
        ("rn", "m"), ("vv", "w"), ("0", "o"), ("1", "l"), ("i", "l"), ("\u{131}", "l"), ("!", "l"), ("cl", "d"),
        ("2", "z"), ("5", "s"), ("6", "g"), ("8", "b"),
    ]

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
