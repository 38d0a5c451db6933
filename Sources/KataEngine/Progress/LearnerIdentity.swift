import Foundation

/// Who a learner is, as every part of the playground compares them: a name trimmed, in Unicode
/// compatibility form (NFKC, so a full-width "ａｄａ" or a decomposed "Zoë" is the same name),
/// format and other default-ignorable characters dropped (and the symbols drawn as nothing:
/// U+2800 BRAILLE PATTERN BLANK, U+1D159 MUSICAL SYMBOL NULL NOTEHEAD), runs of spaces made one, without
/// regard to case, accents and every other mark on a letter in any script (``NameMarks``: harakat,
/// niqqud, Thai tone marks …), punctuation or symbols (`Owen` and ``Owen` ``), Cyrillic, Greek and
/// Armenian letters drawn like Latin ones read as those, and Latin letters a font draws alike (`I` and `l`, `rn` and `m`) made one
/// (``LookAlikeLetters``); on a machine whose id is compared without regard to case. The room's 409
/// check and the "· machine" label that tells namesakes apart use this one key.
public enum LearnerIdentity {
    /// Folded names and machine ids: the same few hundred are folded again and again.
    private static let names = FoldedNames(folded)
    private static let machines = FoldedNames { LookAlikeLetters.latinLookAlikesMerged($0.lowercased()) }

    public static func normalized(_ name: String) -> String { names.value(of: name) }

    private static func folded(_ name: String) -> String {
        // Look-alikes are read as Latin before and after compatibility mapping: `Ϲ` is C as
        // typed, and Σ once mapped.
        let compatible = LookAlikeLetters.skeleton(name).precomposedStringWithCompatibilityMapping
        var visible = String.UnicodeScalarView()
        var lastWasSpace = true
        for scalar in compatible.unicodeScalars {
            if scalar.properties.generalCategory == .format || scalar.properties.isDefaultIgnorableCodePoint
                || blankSymbols.contains(scalar.value)
            {
                continue
            }
            if scalar.properties.isWhitespace {
                if !lastWasSpace { visible.append(" ") }
                lastWasSpace = true
            } else {
                visible.append(scalar)
                lastWasSpace = false
            }
        }
        // Marks on letters are read past in every script (``NameMarks``): Arabic harakat, Hebrew
        // points, Thai tone marks and the Devanagari nukta as much as Latin accents.
        let trimmed = NameMarks.removed(from: String(visible).trimmingCharacters(in: .whitespaces))
        // Look-alikes are read again at each step of the folding: a letter the table does not
        // list may become one it does without its accents (`Ῠ` is `Υ`, drawn as Y), in small
        // letters (`Ƭ` is `ƭ`, drawn as t; `ẞ` is `ß`) or case-folded (`ς` is `σ`).
        let bare = LookAlikeLetters.skeleton(
            LookAlikeLetters.skeleton(trimmed).folding(options: [.widthInsensitive, .diacriticInsensitive], locale: nil))
        let options: String.CompareOptions = [.caseInsensitive, .widthInsensitive, .diacriticInsensitive]
        let small = LookAlikeLetters.skeleton(bare.lowercased()).folding(options: options, locale: nil)
        let folded = LookAlikeLetters.skeleton(small).folding(options: options, locale: nil)
        // Punctuation and symbols are read past (``NamePunctuation``). Without its accents a mark
        // that stood alone leaves a space behind (`Dora ̇`): spaces are tidied once more.
        let letters = String(String.UnicodeScalarView(folded.unicodeScalars.filter { !NamePunctuation.isReadPast($0) }))
        let words = letters.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        return LookAlikeLetters.latinLookAlikesMerged(words)
    }

    /// Symbols (not letters, not default-ignorable) that fonts draw as nothing at all.
    static let blankSymbols: Set<UInt32> = [0x2800, 0x1D159]

    /// A machine id as compared: `V1C7` and `v1c7` are one machine, and so are `a10f`, `aI0f`
    /// and `alOf`, which a badge on a projector cannot tell apart. An id a key proves (16 hex
    /// digits, ``MachineKey``) is compared as it is, in lower case: folded, `3fc1…` would be one
    /// machine with `3fcl…`, which anyone may send without a key, and take its row.
    public static func machine(_ machine: String?) -> String {
        guard let machine, MachineKey.needsKey(machine) else { return machines.value(of: machine ?? "") }
        return machine.lowercased()
    }

    /// One learner is a name on a machine: two Sams on two laptops are two rows.
    public static func key(name: String, machine: String?) -> String { normalized(name) + "\u{0}" + Self.machine(machine) }

    /// The normalized name a ``key(name:machine:)`` begins with: namesakes are counted by their
    /// keys, without folding every learner's name again.
    public static func name(ofKey key: String) -> Substring { key.prefix { $0 != "\u{0}" } }
}
