import PlaygroundBasics

/// Join words the instructor should change before handing them out (warned of, never refused: the
/// list is the instructor's). A word on two lines lets each learner take the other's place; a
/// weak word is guessed among the first: few distinct characters (`banana`, `aaaaaa`), a run of
/// characters that steps alike (`123456`, `abcdef`, `987654`), or the learner's own name in it
/// (`alice2024` for Alice Brown). Decided on the word's characters, not a list of bad words.
extension ClassList {
    /// The fewest distinct characters a word should hold: `banana` has three.
    static let distinctCharactersWanted = 4
    /// The shortest word of a name looked for inside its join word.
    static let nameWordLength = 3

    /// One sentence per word to change, naming its lines.
    var wordWarnings: [String] {
        var found: [String] = []
        var lines: [String: [Int]] = [:]
        for (index, word) in words.enumerated() {
            guard let word else { continue }
            lines[JoinWord.compared(word), default: []].append(index)
        }
        for indices in lines.values.filter({ $0.count > 1 }).sorted(by: { $0[0] < $1[0] }) {
            found.append(
                "\(lineList(indices)) share one join word: each takes the other's place, so give each learner a word of their own")
        }
        for (index, word) in words.enumerated() {
            guard let word, let weakness = Self.weakness(of: word, name: names[index]) else { continue }
            found.append("\(lineList([index])) has a join word anyone may guess (\(weakness)): give a longer mix")
        }
        return found
    }

    /// Why `word` is easy to guess for a learner called `name`, or `nil`.
    static func weakness(of word: String, name: String) -> String? {
        let compared = Array(JoinWord.compared(word).unicodeScalars)
        if Set(compared).count < distinctCharactersWanted { return "it repeats \(Set(compared).count) characters" }
        let steps = zip(compared.dropFirst(), compared).map { Int($0.value) - Int($1.value) }
        if let step = steps.first, abs(step) <= 1, steps.allSatisfy({ $0 == step }) { return "its characters run in order" }
        // The name's words as letters and digits, compared as words are (ASCII folded to lower case).
        let letters = compared.filter { $0.properties.isAlphabetic || $0.properties.numericType != nil }
        let inWord = String(String.UnicodeScalarView(letters))
        let nameWords = name.split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map { JoinWord.compared(String($0)) }
        if nameWords.contains(where: { $0.count >= nameWordLength && inWord.contains($0) })
            || (!inWord.isEmpty && JoinWord.compared(name).contains(inWord))
        {
            return "it holds the learner's name"
        }
        return nil
    }

    /// "line 3 (Alice Brown)", "lines 3 and 7 (Alice Brown, Bob)": lines of the file as the
    /// instructor numbers them (``lineNumbers``), with their names.
    private func lineList(_ indices: [Int]) -> String {
        let numbers = indices.map { "\(lineNumbers[$0])" }
        let shown = indices.map { "'\(TerminalText.safe(names[$0]))'" }.joined(separator: ", ")
        let count =
            numbers.count == 1 ? "line \(numbers[0])" : "lines \(numbers.dropLast().joined(separator: ", ")) and \(numbers.last ?? "")"
        return "\(count) (\(shown))"
    }
}
