import PlaygroundBasics

/// Join words the instructor should change before handing them out (warned of, never refused: the
/// list is the instructor's). A word on two lines lets each learner take the other's place; a
/// weak word is guessed among the first: few distinct characters (`banana`, `aaaaaa`), a run of
/// characters that steps alike (`123456`, `abcdef`, `987654`), the learner's own name in it
/// (`alice2024` for Alice Brown, `cyro12` for Cy Ro, `xof-den` for Ned Fox), or the room's code,
/// which the projector shows. Decided on the word's characters, not a list of bad words.
extension ClassList {
    /// The fewest distinct characters a word should hold: `banana` has three.
    static let distinctCharactersWanted = 4
    /// The shortest word of a name looked for inside its join word.
    static let nameWordLength = 3

    /// One sentence per word to change, naming its lines; `roomCode`: the code the page shows.
    func wordWarnings(roomCode: String? = nil) -> [String] {
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
            guard let word else { continue }
            if let roomCode, Self.lettersAndDigits(word) == Self.lettersAndDigits(roomCode) {
                found.append("\(lineList([index])) has the room's code as its join word, which the projector shows everyone: give another")
                continue
            }
            guard let weakness = Self.weakness(of: word, name: names[index]) else { continue }
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
        let inWord = lettersAndDigits(word)
        let nameWords = name.split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map { JoinWord.compared(String($0)) }
        // Each word of the name, and the whole name run together, forwards or backwards.
        let wholeName = nameWords.joined()
        let pieces = (nameWords + [wholeName]).flatMap { [$0, String($0.reversed())] }.filter { $0.count >= nameWordLength }
        if pieces.contains(where: inWord.contains) || (!inWord.isEmpty && JoinWord.compared(name).contains(inWord)) {
            return "it holds the learner's name"
        }
        return nil
    }

    /// `word` as compared, its letters and digits only (`K7P-X2Q` is the code `k7px2q`).
    static func lettersAndDigits(_ word: String) -> String {
        String(
            String.UnicodeScalarView(
                JoinWord.compared(word).unicodeScalars.filter { $0.properties.isAlphabetic || $0.properties.numericType != nil }))
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
