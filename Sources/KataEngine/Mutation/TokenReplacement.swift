/// A token a mutant swaps for another (`==` for `!=`), found only in code (see ``SourceMask``)
/// and, for words, only as a whole word.
struct TokenReplacement: Sendable {
    let token: String
    let replacement: String
    /// Letters around the token would make it part of a longer name (`breakfast`).
    let wholeWord: Bool

    var label: String {
        replacement.isEmpty
            ? "drop `\(token.trimmingCharacters(in: .whitespaces))`"
            : "\(token.trimmingCharacters(in: .whitespaces)) to \(replacement.trimmingCharacters(in: .whitespaces))"
    }

    static let all: [TokenReplacement] = {
        let pairs: [(String, String)] = [
            (" == ", " != "), (" != ", " == "), (" === ", " !== "), (" !== ", " === "),
            (" < ", " <= "), (" <= ", " < "), (" > ", " >= "), (" >= ", " > "),
            (" && ", " || "), (" || ", " && "), (" += ", " -= "), (" -= ", " += "),
            (".first(where:", ".last(where:"), (".last(where:", ".first(where:"),
            (".firstIndex(", ".lastIndex("), (".lastIndex(", ".firstIndex("),
            (".allSatisfy", ".contains(where:)"), (".contains(where:", ".allSatisfy("),
            ("min(", "max("), ("max(", "min("),
            (".forEach", ".reversed().forEach"),
        ]
        let words: [(String, String)] = [
            ("true", "false"), ("false", "true"), ("break", "continue"), ("continue", "break"),
            (".first", ".last"), (".last", ".first"), ("weak ", ""), ("unowned ", ""), ("!", ""),
        ]
        return pairs.map { TokenReplacement(token: $0.0, replacement: $0.1, wholeWord: false) }
            + words.map { TokenReplacement(token: $0.0, replacement: $0.1, wholeWord: true) }
    }()

    /// Where the token stands in `masked` code, as offsets in characters.
    func ranges(in masked: String) -> [Range<Int>] {
        let characters = Array(masked), tokenCharacters = Array(token)
        guard characters.count >= tokenCharacters.count else { return [] }
        var found: [Range<Int>] = []
        for start in 0...(characters.count - tokenCharacters.count)
        where Array(characters[start..<(start + tokenCharacters.count)]) == tokenCharacters {
            let end = start + tokenCharacters.count
            if wholeWord {
                let before = start > 0 ? characters[start - 1] : " "
                let after = end < characters.count ? characters[end] : " "
                if token == "!" {
                    // A prefix `!` (negation): after a space or `(`, before a name; not `!=`.
                    guard before == " " || before == "(", after.isLetter || after == "$" || after == "(" else { continue }
                } else {
                    if tokenCharacters[0].isLetter, before.isLetter || before.isNumber || before == "_" { continue }
                    if let last = tokenCharacters.last, last.isLetter || last.isNumber, after.isLetter || after.isNumber || after == "_" {
                        continue
                    }
                    // `.first(where:` and `.firstIndex(` have mutations of their own.
                    if token.hasPrefix("."), after == "(" || after.isLetter { continue }
                }
            }
            found.append(start..<end)
        }
        return found
    }

    /// `line` with the token at `range` replaced (the masked line and the real one share positions).
    func apply(to line: String, at range: Range<Int>) -> String {
        var characters = Array(line)
        characters.replaceSubrange(range, with: Array(replacement))
        return String(characters)
    }
}
