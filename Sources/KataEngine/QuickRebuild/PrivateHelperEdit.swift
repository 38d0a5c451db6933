/// Whether an edit only added, removed or changed private helper functions that nothing else in
/// the file names: then no other file, of the module or of the tests, can be affected, and a
/// check need not compile them again although the module's interface file changed.
///
/// Why that is safe: a `private` or `fileprivate` function is invisible outside its file; a
/// function adds nothing to a type's layout; outside a non-final class or a protocol it has no
/// vtable or witness-table slot; and a name the rest of the file never mentions cannot change how
/// any other expression of the file resolves (the file itself is compiled again anyway). Anything
/// else — another line changed, an attribute, `some`, an operator, a class or protocol member,
/// source this reader cannot read for certain — answers `false`, and the check compiles the
/// readers as before.
enum PrivateHelperEdit {
    static func isConfined(old: String, new: String) -> Bool {
        guard old != new, let before = SwiftTokens(old), let after = SwiftTokens(new) else { return false }
        let helpersBefore = helpers(in: before), helpersAfter = helpers(in: after)
        let restBefore = remainder(of: before, without: helpersBefore)
        let restAfter = remainder(of: after, without: helpersAfter)
        guard restBefore == restAfter else { return false }
        let changed = difference(helpersBefore, helpersAfter) + difference(helpersAfter, helpersBefore)
        guard !changed.isEmpty else { return false }
        let mentioned = Set(restAfter.filter { $0.kind == .word }.map(\.text))
        return changed.allSatisfy { !mentioned.contains($0.name) }
    }

    /// A token as the compiler reads it: what it is, what it says, and whether space or a line
    /// break comes before it (how much space does not matter).
    struct Word: Equatable {
        let kind: SwiftTokens.Kind
        let text: String
        let startsLine: Bool
        let spaceBefore: Bool
    }

    /// One private helper: its name and its whole text (leading comments, header, body).
    struct Helper: Equatable {
        let name: String
        let range: Range<Int>
        let text: String
    }

    private static let allowedModifiers: Set<String> = ["private", "fileprivate", "static", "mutating", "nonmutating", "final"]
    private static let codeWords: Set<String> = [
        "func", "init", "deinit", "subscript", "var", "let", "get", "set", "willSet", "didSet", "case", "if", "guard", "for",
        "while", "switch", "do", "catch", "else", "repeat", "defer", "in", "return",
    ]

    /// Every private function of the file whose every part is safe to leave out of the readers.
    static func helpers(in source: SwiftTokens) -> [Helper] {
        let tokens = source.tokens
        var helpers: [Helper] = []
        // The kind of each open brace: a safe type body, anything else, by the words before it.
        var braces: [Bool] = []
        var statementStart = 0
        var index = 0
        while index < tokens.count {
            let token = tokens[index]
            let text = source.text(token)
            // A type's header is judged by its own line: fewer words can only make it look less safe.
            if token.startsLine { statementStart = index }
            if token.kind == .punctuation, text == "{" {
                braces.append(isSafeTypeBody(Array(tokens[statementStart..<index]), source))
                statementStart = index + 1
            } else if token.kind == .punctuation, text == "}" {
                guard !braces.isEmpty else { return [] }
                braces.removeLast()
                statementStart = index + 1
            } else if token.kind == .punctuation, text == ";" {
                statementStart = index + 1
            } else if token.kind == .word, text == "func", braces.last ?? true, let helper = helper(at: index, in: source) {
                helpers.append(helper.helper)
                index = helper.end
                statementStart = index
                continue
            }
            index += 1
        }
        return braces.isEmpty ? helpers : []
    }

    /// A type body where a private function adds nothing its readers depend on: a struct, an
    /// enum, an extension or a final class (not a protocol, an actor or an open class).
    private static func isSafeTypeBody(_ words: [SwiftTokens.Token], _ source: SwiftTokens) -> Bool {
        let texts = Set(words.filter { $0.kind == .word }.map(source.text))
        guard texts.isDisjoint(with: codeWords) else { return false }
        if texts.contains("protocol") || texts.contains("actor") { return false }
        if texts.contains("class") { return texts.contains("final") }
        return texts.contains("struct") || texts.contains("enum") || texts.contains("extension")
    }

    /// The helper declared by the `func` at `index`, and the token after its body; `nil` unless
    /// it is private, plain (no attribute but `@discardableResult`, no `some`, a named function).
    private static func helper(at index: Int, in source: SwiftTokens) -> (helper: Helper, end: Int)? {
        let tokens = source.tokens
        var start = index
        var modifiers: [String] = []
        while start > 0 {
            let previous = tokens[start - 1]
            let text = source.text(previous)
            if previous.kind == .word, allowedModifiers.contains(text) {
                modifiers.append(text)
                start -= 1
            } else if previous.kind == .word, text == "discardableResult", start >= 2, source.text(tokens[start - 2]) == "@" {
                start -= 2
            } else {
                break
            }
        }
        guard modifiers.contains("private") || modifiers.contains("fileprivate") else { return nil }
        // The declaration starts a line, or follows a brace or a semicolon.
        if start > 0 {
            let previous = source.text(tokens[start - 1])
            guard tokens[start].startsLine || ["{", "}", ";"].contains(previous) else { return nil }
        }
        guard index + 1 < tokens.count, tokens[index + 1].kind == .word else { return nil }
        let name = source.text(tokens[index + 1])
        // The header runs to the first brace outside parentheses and brackets.
        var depth = 0
        var body = index + 2
        while body < tokens.count {
            let text = source.text(tokens[body])
            if tokens[body].kind == .word, text == "some" { return nil }
            if tokens[body].kind == .punctuation {
                if text == "(" || text == "[" { depth += 1 }
                if text == ")" || text == "]" { depth -= 1 }
                if text == "{", depth == 0 { break }
                if text == "}" || text == ";" { return nil }
            }
            body += 1
        }
        guard body < tokens.count else { return nil }
        var braces = 0
        var end = body
        while end < tokens.count {
            let text = source.text(tokens[end])
            if tokens[end].kind == .punctuation, text == "{" { braces += 1 }
            if tokens[end].kind == .punctuation, text == "}" {
                braces -= 1
                if braces == 0 { break }
            }
            end += 1
        }
        guard end < tokens.count else { return nil }
        // Comments right above it belong to it.
        var first = start
        while first > 0, tokens[first - 1].kind == .comment, tokens[first - 1].startsLine { first -= 1 }
        let range = tokens[first].start..<tokens[end].end
        let text = String(decoding: source.bytes[range], as: UTF8.self)
        return (Helper(name: name, range: range, text: text), end + 1)
    }

    /// The code without the helpers and without comments, as the compiler reads it.
    static func remainder(of source: SwiftTokens, without helpers: [Helper]) -> [Word] {
        var words: [Word] = []
        var helperIndex = 0
        for token in source.tokens {
            while helperIndex < helpers.count, helpers[helperIndex].range.upperBound <= token.start { helperIndex += 1 }
            if helperIndex < helpers.count, helpers[helperIndex].range.contains(token.start) { continue }
            guard token.kind != .comment else { continue }
            words.append(Word(kind: token.kind, text: source.text(token), startsLine: token.startsLine, spaceBefore: token.spaceBefore))
        }
        return words
    }

    /// The helpers of `left` that `right` does not have with the same text.
    private static func difference(_ left: [Helper], _ right: [Helper]) -> [Helper] {
        var unmatched = right.map(\.text)
        return left.filter { helper in
            if let found = unmatched.firstIndex(of: helper.text) {
                unmatched.remove(at: found)
                return false
            }
            return true
        }
    }
}
