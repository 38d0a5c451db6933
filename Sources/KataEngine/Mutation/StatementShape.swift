/// What a line of code looks like, roughly: enough to choose lines a mutant may delete or
/// swap, and functions it may return from at once. Wrong guesses only make mutants that do
/// not compile, which the proof drops.
enum StatementShape {
    /// Keywords that start declarations or control flow, never a plain statement.
    private static let declarationWords: Set<String> = [
        "case", "default", "import", "public", "private", "fileprivate", "internal", "open", "final", "let", "var", "func",
        "init", "return", "extension", "struct", "class", "enum", "protocol", "typealias", "guard", "if", "for", "while",
        "else", "switch", "throw", "static", "override", "weak", "unowned", "lazy", "actor", "nonisolated", "defer", "do", "catch",
    ]

    static func isSimpleStatement(_ code: String, previous: String?) -> Bool {
        let trimmed = code.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty, !trimmed.contains("{"), !trimmed.contains("}") else { return false }
        let firstWord = String(trimmed.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
        guard !declarationWords.contains(firstWord), !trimmed.hasPrefix("@"), !trimmed.hasPrefix("#") else { return false }
        guard let last = trimmed.last, !",([=+-*/&|?:.".contains(last) else { return false }
        guard let previous = previous?.trimmingCharacters(in: .whitespaces), let end = previous.last else { return false }
        // The line before ends a statement, opens a block or a `case`: this line is a statement of its own.
        let opensCase = end == ":" && (previous.hasPrefix("case ") || previous.hasPrefix("default"))
        return opensCase || end == "{" || end == "}" || end == ")" || end == "\"" || end.isLetter || end.isNumber || end == "]"
    }

    /// `self.name = value`: an initialiser's stores, whose order nothing can observe, so
    /// swapping two of them only makes an equivalent mutant.
    static func isPropertyStore(_ code: String) -> Bool {
        code.trimmingCharacters(in: .whitespaces).firstMatch(of: #/^\(?self\.[A-Za-z_][A-Za-z0-9_]*[^=]*\)? = [^=]/#) != nil
    }

    static func previousCode(_ code: [String?], before index: Int) -> String? {
        var cursor = index - 1
        while cursor >= 0 {
            if let line = code[cursor] { return line }
            cursor -= 1
        }
        return nil
    }

    static func indentation(_ code: String) -> String { String(code.prefix { $0 == " " }) }

    /// `func name(…) {` returning nothing: `return` at the top compiles and skips the body.
    static func opensVoidFunction(_ code: String) -> Bool {
        let trimmed = code.trimmingCharacters(in: .whitespaces)
        return trimmed.contains("func ") && trimmed.hasSuffix("{") && !trimmed.contains("->") && !trimmed.contains(" throws(")
    }
}
