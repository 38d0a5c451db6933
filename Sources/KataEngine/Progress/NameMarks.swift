/// Combining marks in a name, as names are compared: read past, in every script. From the back of
/// a room `محمد` and `مُحَمَّد`, `שרה` and `שָׂרָה`, `สมชาย` and `สมชา่ย`, `देव` and `देवं` are one name, as
/// `Zoe` and `Zoë` are: the harakat and the shadda, the niqqud and the dagesh, Thai tone marks,
/// the anusvara and the nukta are a few pixels on a projector. Every mark Unicode draws on the
/// letter before it (general category Mn, nonspacing, or Me, enclosing; decided by the character's
/// properties, never by a list) is dropped once the name is canonically decomposed, so a letter
/// Unicode writes as another with a mark (`क़` as `क` and the nukta, `שׂ` as `ש` and the sin dot)
/// reads as that letter. A letter of its own stays one: `ش` and `س`, told apart by their dots, are
/// two letters, not one with a mark. Marks that take room beside their letter (Mc: the Devanagari
/// `ि`, the Burmese visarga) are letters' parts one reads and stay, but for those drawn as punctuation
/// (``drawnAsPunctuation``).
public enum NameMarks {
    /// The general categories read past.
    static let categories: Set<Unicode.GeneralCategory> = [.nonspacingMark, .enclosingMark]

    /// True when `scalar` is a mark read past.
    public static func isReadPast(_ scalar: Unicode.Scalar) -> Bool {
        categories.contains(scalar.properties.generalCategory) || drawnAsPunctuation.contains(scalar.value)
    }

    /// Spacing marks drawn as punctuation, which Unicode's confusables (UTS #39) read as it: the
    /// Devanagari and Gujarati visarga as a colon. Read past as punctuation is (``NamePunctuation``):
    /// `देवः` is `देव`, as `Dev:` is `Dev`. Every spacing mark a name may hold whose skeleton is
    /// punctuation, written by `NameMarksTests` from the ICU in the toolchain's Foundation (that test
    /// fails, printing the set anew, when they disagree). Do not edit by hand.
    static let drawnAsPunctuation: Set<UInt32> = [0x0903, 0x0A83]

    /// `text` without its nonspacing and enclosing marks (and the spacing marks drawn as
    /// punctuation), in composed form again.
    public static func removed(from text: String) -> String {
        let decomposed = text.decomposedStringWithCanonicalMapping.unicodeScalars
        guard decomposed.contains(where: isReadPast) else { return text }
        return String(String.UnicodeScalarView(decomposed.filter { !isReadPast($0) })).precomposedStringWithCanonicalMapping
    }
}
