/// What ``DeclarationScanner`` asks of its tokens: words, punctuation, brackets and where a
/// statement starts.
extension DeclarationScanner {
    func candidate(_ name: String, _ lead: Lead, _ scope: Scope, words: [Word], visible: [Word]) -> Candidate {
        let change = DeclarationEdit.Change(name: SwiftName.plain(name), isPrivate: lead.isPrivate, memberOf: scope.typeName)
        return Candidate(change: change, words: words, visible: visible)
    }

    func text(_ position: Int) -> String { source.text(tokens[position]) }

    func word(_ position: Int) -> Word {
        let token = tokens[position]
        return Word(kind: token.kind, text: source.text(token), startsLine: token.startsLine, spaceBefore: token.spaceBefore)
    }

    func words(_ range: Range<Int>) -> [Word] { range.map(word) }

    /// A body left out of the comparison, marked where it was.
    func fold(_ open: Int) -> Word {
        Word(kind: .punctuation, text: "{…}", startsLine: tokens[open].startsLine, spaceBefore: tokens[open].spaceBefore)
    }

    func isPunctuation(_ position: Int, _ text: String) -> Bool {
        position < tokens.count && tokens[position].kind == .punctuation && self.text(position) == text
    }

    func isModifier(_ position: Int) -> Bool {
        guard tokens[position].kind == .word else { return false }
        let word = text(position)
        if word == "class" {
            // `class func`: a modifier; `class Name`: a type.
            guard position + 1 < tokens.count, tokens[position + 1].kind == .word else { return false }
            let next = text(position + 1)
            return Self.modifiers.contains(next) || Self.memberKeywords.contains(next)
        }
        return Self.modifiers.contains(word)
    }

    func containsSome(_ range: Range<Int>) -> Bool {
        range.contains { tokens[$0].kind == .word && text($0) == "some" }
    }

    /// No attribute inside a new type but ones that change nothing outside it (`@main`,
    /// `@_cdecl` and the like would).
    func innerAttributesArePlain(_ range: Range<Int>) -> Bool {
        range.allSatisfy { position in
            !isPunctuation(position, "@") || (position + 1 < tokens.count && Self.innerAttributes.contains(text(position + 1)))
        }
    }

    /// Whether the token at `position` begins a new statement: it starts a line, and is not one
    /// of the words or marks with which a line goes on with the line before.
    func startsStatement(_ position: Int) -> Bool {
        guard tokens[position].startsLine else { return false }
        let word = text(position)
        if tokens[position].kind == .punctuation {
            return ![".", "?", ":", "=", "+", "-", "*", "%", "&", "|", "^", "<", ">", "!", "~", ",", ")", "]"].contains(word)
        }
        return
            !(tokens[position].kind == .word && ["where", "as", "is", "in", "throws", "rethrows", "async", "else", "catch"].contains(word))
    }

    /// How the token at `position` changes the depth of brackets: +1 opens, -1 closes.
    func nesting(_ position: Int) -> Int {
        guard tokens[position].kind == .punctuation else { return 0 }
        switch text(position) {
        case "(", "[", "{": return 1
        case ")", "]", "}": return -1
        default: return 0
        }
    }

    /// The `{` that opens the body, outside parentheses and brackets; `nil` when the
    /// declaration ends first.
    func bodyStart(from start: Int) -> Int? {
        var depth = 0
        for position in start..<tokens.count where tokens[position].kind == .punctuation {
            switch text(position) {
            case "(", "[": depth += 1
            case ")", "]": depth -= 1
            case "{" where depth == 0: return position
            case "}" where depth == 0, ";" where depth == 0: return nil
            default: break
            }
        }
        return nil
    }

    /// The token that closes the one at `start`.
    func closing(_ start: Int, open: String, close: String) -> Int? {
        var depth = 0
        for position in start..<tokens.count where tokens[position].kind == .punctuation {
            let word = text(position)
            if word == open { depth += 1 }
            if word == close {
                depth -= 1
                if depth == 0 { return position }
            }
        }
        return nil
    }
}
