/// A learner's join word: written by the instructor after a name on the class list
/// (`Alice Brown | tulip-47-sky`), handed to that learner alone, and sent with the join
/// (`make join … WORD=tulip-47-sky`, the ``Room/wordHeader`` header). A line that has a word is
/// taken only with it (``ListedPlace``), so a classmate who guesses names takes no listed place,
/// one learner's word takes no other line's place, and a place the instructor frees is taken
/// again only with its word. Guesses are bounded per address (the
/// join limit) and per name (``JoinGuesses``), and every refusal under a class list reads alike.
enum JoinWord {
    /// What separates a name from its word on a line of the list (no name may hold it).
    static let separator: Character = "|"
    /// A word's least and most characters: six letters or digits are a billion words and more.
    static let lengths = 6...64

    /// Why `word` cannot be a join word, or `nil`: 6 to 64 printable ASCII characters, no space
    /// and no `|`, so it is typed as written on any keyboard and in a `make` variable.
    static func problem(_ word: String) -> String? {
        guard lengths.contains(word.count) else {
            return "must be \(lengths.lowerBound) to \(lengths.upperBound) characters (it has \(word.count))"
        }
        guard word.unicodeScalars.allSatisfy({ (0x21...0x7E).contains($0.value) && $0 != "|" }) else {
            return "may hold only printable ASCII, no space and no |"
        }
        return nil
    }

    /// A word as the room compares words: ASCII letters in either case are one.
    static func compared(_ word: String) -> String { word.lowercased() }
}
