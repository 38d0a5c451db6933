import KataEngine

/// What a learner's name may be written with: letters and marks of the writing systems people
/// write their names in (Latin with its accents, Greek, Cyrillic, Armenian, Hebrew, Arabic, the
/// scripts of India and South-East Asia, Georgian, Ethiopic, Chinese, Japanese, Korean), and
/// printable ASCII but `|`. Everything else is refused: symbols and emoji, the phonetic
/// alphabet and small capitals (`ɑda`, `ᴀda`), scripts whose letters copy Latin ones (Lisu
/// `ꓢam`, Cherokee, Coptic, Runic, Canadian syllabics …), mathematical letters, and dots drawn
/// like the page's "name · machine" label (but between two letters: `Gal·la`, `ジョン・スミス`). On the projector a name says who someone is: one
/// that copies a classmate's must not get in.
enum NameCharacters {
    /// Why `name` is refused, or `nil`.
    static func problem(in name: String) -> String? {
        let scalars = Array(name.unicodeScalars)
        for (index, scalar) in scalars.enumerated() where !isAllowed(scalar) && !joinsLetters(at: index, in: scalars) {
            let code = "U+" + String(scalar.value, radix: 16, uppercase: true)
            return "the learner name holds \(code), which names here may not: letters of the scripts the workshop guide lists, "
                + "digits and ASCII signs but | only (write the name in Latin letters if its script is not listed)"
        }
        // A name holding the label's separator would be read as a name and a label.
        if name.contains(MachineLabel.separator) {
            return "the learner name holds \"\(MachineLabel.separator)\", which the page puts between a name and its machine"
        }
        if name.hasPrefix("-") {
            return "the learner name starts with a dash, which the room's commands would read as an option: start it with a letter"
        }
        if let place = markOnNoLetter(in: name) {
            return "the learner name has a mark on no letter (\(place)): a mark belongs right after the letter it sits on"
        }
        if LookAlikeLetters.mixesAlphabets(name) {
            return "the learner name mixes letters of alphabets drawn alike (Latin with Cyrillic, Greek or Armenian): write it in one"
        }
        if let jamo = looseJamo(in: name) {
            return "the learner name holds Hangul letters that form no syllable (\(jamo)), which fonts draw as boxes: "
                + "type it in syllables (한), as a Korean keyboard writes them"
        }
        if let word = wordMixingScripts(in: name) {
            return "the learner name mixes scripts within one word (\(word)): write each word in one script "
                + "(`Li 李` is fine, `Aاice` is not)"
        }
        return nil
    }

    /// Punctuation that joins the parts of a name written in its own script: the Catalan and
    /// katakana middle dots (`Gal·la`, `ジョン・スミス`) and the Hebrew maqaf between two letters,
    /// the Hawaiian ʻokina and the modifier apostrophe before a letter (`Kealiʻi`, `ʻIolani`).
    /// Never beside a space or a digit, so none of them makes the page's label (`Sam · 3f2a`).
    static let joiners: [UInt32: (needsLetterBefore: Bool, needsLetterAfter: Bool)] = [
        0x00B7: (true, true), 0x30FB: (true, true), 0x05BE: (true, true), 0x02BB: (false, true), 0x02BC: (false, true),
    ]

    /// True when the scalar at `index` is one of ``joiners`` in a place it joins letters.
    static func joinsLetters(at index: Int, in scalars: [Unicode.Scalar]) -> Bool {
        guard let rule = joiners[scalars[index].value] else { return false }
        func isLetter(_ position: Int) -> Bool {
            guard scalars.indices.contains(position) else { return false }
            let category = scalars[position].properties.generalCategory
            return [.uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .otherLetter, .nonspacingMark, .spacingMark].contains(category)
                && isAllowed(scalars[position])
        }
        return (!rule.needsLetterBefore || isLetter(index - 1)) && (!rule.needsLetterAfter || isLetter(index + 1))
    }

    /// Where a combining mark stands on no letter (first, after a space, or on a digit or a sign):
    /// on the projector it is a speck beside a classmate's name (`Dora ּ`, `Ada 1́`), which makes
    /// no name of its own. Marks may stack on a letter; invisible format characters are passed over.
    static func markOnNoLetter(in name: String) -> String? {
        var previous: Unicode.Scalar?
        for scalar in name.unicodeScalars where scalar.properties.generalCategory != .format {
            let category = scalar.properties.generalCategory
            let isMark = [.nonspacingMark, .spacingMark, .enclosingMark].contains(category)
            let carriesMarks: (Unicode.Scalar) -> Bool = {
                [
                    .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .otherLetter, .modifierLetter, .nonspacingMark, .spacingMark,
                    .enclosingMark,
                ].contains($0.properties.generalCategory)
            }
            if isMark, !(previous.map(carriesMarks) ?? false) {
                let code = "U+" + String(scalar.value, radix: 16, uppercase: true)
                guard let previous else { return code + " first" }
                return code
                    + (previous.properties.isWhitespace
                        ? " after a space" : " on U+" + String(previous.value, radix: 16, uppercase: true) + ", no letter")
            }
            previous = scalar
        }
        return nil
    }

    /// The first conjoining Hangul letter (the Hangul Jamo block, U+1100–U+11FF) left once `name`
    /// is composed (NFC, which makes a syllable of every leading consonant, vowel and optional
    /// final that form one): `ᄀᄀᄀ` or a lone final `ᆘ` is drawn as boxes, never as a name;
    /// `ᄒ ᅡ ᆫ` typed apart composes to `한` and is the name `한` (the room compares names composed).
    static func looseJamo(in name: String) -> String? {
        name.precomposedStringWithCanonicalMapping.unicodeScalars.first { (0x1100...0x11FF).contains($0.value) }
            .map { "U+" + String($0.value, radix: 16, uppercase: true) }
    }

    /// The first word of `name` whose letters, digits and marks come from two scripts: a Thai or
    /// Bengali zero in a Latin name (`B๐b`, `T০m`), an Arabic alef or a Hebrew vav for an l
    /// (`Aاice`), a vowel sign of Devanagari or Khmer on a Latin letter (`Bilा`, `Bilា`), drawn
    /// on a dotted circle. Words of two scripts side by side stay a name (`Li 李`); ASCII digits
    /// and the combining accents (U+0300–U+036F, shared by Latin, Greek and Cyrillic) belong to
    /// every script; Chinese, Japanese and Korean characters are one script.
    static func wordMixingScripts(in name: String) -> String? {
        for word in name.split(whereSeparator: \.isWhitespace) {
            let scripts = Set(word.unicodeScalars.compactMap(script(of:)))
            if scripts.count > 1 { return String(word) }
        }
        return nil
    }

    /// The script a letter, digit or mark of ``letterBlocks`` belongs to, by its block (a mark's
    /// block is its script's: a vowel sign sits only on its own script's letters); `nil` for ASCII
    /// digits and signs, full-width digits and the combining accents, which any script's word may hold.
    static func script(of scalar: Unicode.Scalar) -> Int? {
        let category = scalar.properties.generalCategory
        guard
            [
                .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .otherLetter, .modifierLetter, .decimalNumber, .nonspacingMark,
                .spacingMark, .enclosingMark,
            ].contains(category)
        else { return nil }
        let value = scalar.value
        switch value {
        case 0x30...0x39, 0xFF10...0xFF19, 0x300...0x36F: return nil
        case 0x41...0x24F, 0x1E00...0x1EFF, 0xFF21...0xFF5A: return 0x41  // Latin
        case 0x1F00...0x1FFF: return 0x370  // Greek Extended is Greek
        case 0x600...0x6FF, 0x750...0x77F: return 0x600  // Arabic
        case 0x1100...0x11FF, 0x3005...0x30FF, 0x3131...0x318C, 0x3400...0x9FFF, 0xAC00...0xD7A3, 0xF900...0xFAFF: return 0x3000  // CJK
        case 0x900...0xDFF: return Int(value & ~0x7F)  // each script of India its own block of 128
        default: return letterBlocks.first { $0.contains(value) }.map { Int($0.lowerBound) }
        }
    }

    static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
        // White space and invisible format characters are tidied away (``LearnerName/tidied(_:)``)
        // before the name is kept; text-direction controls are refused before this is asked.
        if scalar.properties.isWhitespace || scalar.properties.generalCategory == .format { return true }
        switch scalar.value {
        // Printable ASCII (escaped on the page like everything else), but the bar, drawn as l or I.
        case 0x7C: return false
        case 0x20...0x7E, 0x2019: return true
        default: break
        }
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .otherLetter, .nonspacingMark, .spacingMark, .enclosingMark,
            .decimalNumber:
            // A letter or mark drawn as nothing (the Hangul fillers U+3164 and U+115F, Khmer's
            // inherent vowels, the grapheme joiner) would show a gap that hides what it stands for.
            return letterBlocks.contains { $0.contains(scalar.value) } && !excluded.contains(scalar.value)
                && !scalar.properties.isDefaultIgnorableCodePoint
        case .modifierLetter:
            // Length and iteration marks of Japanese and Chinese (ー, 々); not the phonetic ones (ʰ, ˑ).
            return (0x3005...0x3006).contains(scalar.value) || (0x3031...0x3035).contains(scalar.value)
                || (0x309D...0x309E).contains(scalar.value) || (0x30FC...0x30FE).contains(scalar.value)
        default: return false
        }
    }

    /// Where the letters, marks and digits of the writing systems above live.
    static let letterBlocks: [ClosedRange<UInt32>] = [
        0x41...0x5A, 0x61...0x7A, 0xC0...0x24F,  // Latin, Latin-1, Latin Extended-A and -B
        0x300...0x36F,  // combining accents
        0x370...0x3FF, 0x1F00...0x1FFF,  // Greek
        0x400...0x52F,  // Cyrillic
        0x531...0x58F,  // Armenian
        0x591...0x5FF,  // Hebrew
        0x600...0x6FF, 0x750...0x77F,  // Arabic
        0x900...0xDFF,  // Devanagari to Sinhala
        0xE00...0xEFF,  // Thai, Lao
        0x1000...0x109F,  // Myanmar
        0x10A0...0x10FF,  // Georgian
        0x1100...0x11FF, 0x3131...0x318C, 0xAC00...0xD7A3,  // Hangul
        0x1200...0x137F,  // Ethiopic
        0x1780...0x17FF,  // Khmer
        0x1E00...0x1EFF,  // Latin Extended Additional (Vietnamese)
        0x3040...0x309F, 0x30A0...0x30FA,  // Hiragana, Katakana (not its middle dot, U+30FB)
        0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF,  // Chinese characters
        0xFF10...0xFF19, 0xFF21...0xFF3A, 0xFF41...0xFF5A,  // full-width digits and Latin (the same name once folded)
    ]

    /// Letters inside those blocks drawn like punctuation: the click letters ǀ ǁ ǂ ǃ, a bar
    /// drawn as l or I (`Aǀice`). (Dots and signs outside letters are refused by their category.)
    static let excluded: Set<UInt32> = [0x01C0, 0x01C1, 0x01C2, 0x01C3]
}
