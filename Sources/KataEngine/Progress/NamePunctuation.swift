/// Punctuation and symbols in a name, as names are compared: read past. From the back of a room
/// `Owen`, `Owen'`, `'Owen`, `Dennis.` and `Maria,` are the names beside them, told apart by a
/// tick one pixel wide; so they are namesakes, shown with their machines. Decided by Unicode's
/// general category, never by a list of characters, except for the few a font draws as a letter
/// (`!` for l), which ``LookAlikeLetters`` reads as that letter instead.
enum NamePunctuation {
    static let categories: Set<Unicode.GeneralCategory> = [
        .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation, .initialPunctuation, .finalPunctuation,
        .otherPunctuation, .mathSymbol, .currencySymbol, .modifierSymbol, .otherSymbol,
    ]

    /// True when `scalar` is punctuation or a symbol that no look-alike reads as a letter.
    static func isReadPast(_ scalar: Unicode.Scalar) -> Bool {
        categories.contains(scalar.properties.generalCategory) && !readAsLetters.contains(scalar)
            || apostropheLetters.contains(scalar.value)
    }

    /// Letters drawn as an apostrophe (the Hawaiian ʻokina, the modifier apostrophe), which a
    /// name may hold before a letter: read past as `'` is, so `Oweʻn` is no name beside `Owen`.
    static let apostropheLetters: Set<UInt32> = [0x02BB, 0x02BC]

    /// Punctuation and symbols ``LookAlikeLetters/latinLookAlikesMerged(_:)`` reads as a letter.
    static let readAsLetters: Set<Unicode.Scalar> = Set(
        LookAlikeLetters.mergedAlike.compactMap { from, _ in from.unicodeScalars.count == 1 ? from.unicodeScalars.first : nil }
            .filter { categories.contains($0.properties.generalCategory) })
}
