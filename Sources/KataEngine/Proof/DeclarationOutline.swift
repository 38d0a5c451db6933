/// The declarations of one Swift file as kata 11's variants build needs them (``TrialVariants``):
/// each top-level declaration's keyword, name and access modifier, and a type's direct members,
/// read from the parser's tokens and declaration starts (``SwiftFileFacts``), never from text
/// patterns. Only the kata's own files (the kept mediator, its mutants, the correct mediators)
/// are read this way, never a learner's.
struct DeclarationOutline {
    /// One declaration, by token indices into ``SwiftFileFacts/tokens``.
    struct Declaration {
        /// Its first token (an attribute or a modifier, else the keyword).
        let first: Int
        /// `class`, `func`, `var`, `extension` …
        let keyword: String
        let keywordIndex: Int
        /// The declared (or, for an extension, the extended) name's token, when there is one.
        let nameIndex: Int?
        let name: String
        /// The access modifier's token (`public`, `private` …), when one is written.
        let accessIndex: Int?
        /// Every modifier written before the keyword, as written (`public`, `final`, `static` …).
        let modifiers: [String]
        /// The `{` of its body or member block, and its `}`, when it has one.
        let bodyOpen: Int?
        let bodyClose: Int?

        /// Written `public` or `open`.
        var isPublic: Bool { modifiers.contains("public") || modifiers.contains("open") }
    }

    let bytes: [UInt8]
    let facts: SwiftFileFacts
    /// For each `{`, `(`, `[` token, the index of the token that closes it.
    let closing: [Int: Int]
    /// Where every declaration starts (UTF-8 offsets).
    let declarationStarts: Set<Int>

    init(source: String, facts: SwiftFileFacts) {
        bytes = Array(source.utf8)
        self.facts = facts
        var open: [Int] = [], closing: [Int: Int] = [:]
        for (index, token) in facts.tokens.enumerated() where token.end == token.start + 1 && !token.inString {
            switch bytes[token.start] {
            case UInt8(ascii: "{"), UInt8(ascii: "("), UInt8(ascii: "["): open.append(index)
            case UInt8(ascii: "}"), UInt8(ascii: ")"), UInt8(ascii: "]"): if let start = open.popLast() { closing[start] = index }
            default: break
            }
        }
        self.closing = closing
        declarationStarts = Set(facts.declarations.map(\.offset))
    }

    /// The text of token `index`.
    func text(_ index: Int) -> String {
        let token = facts.tokens[index]
        return String(decoding: bytes[token.start..<token.end], as: UTF8.self)
    }

    /// The source between the start of token `from` and the start of token `to` (exclusive).
    func source(from: Int, to: Int) -> String {
        let start = facts.tokens[from].start
        let end = to < facts.tokens.count ? facts.tokens[to].start : bytes.count
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    /// Whether token `index` is the one-character punctuation `character` (outside any string).
    func isPunctuation(_ index: Int, _ character: Character) -> Bool {
        guard index < facts.tokens.count, let ascii = character.asciiValue else { return false }
        let token = facts.tokens[index]
        return !token.inString && token.end == token.start + 1 && bytes[token.start] == ascii
    }

    /// The keywords that start a declaration after its attributes and modifiers.
    static let keywords: Set<String> = [
        "class", "struct", "enum", "protocol", "actor", "extension", "func", "init", "deinit", "var", "let", "subscript", "typealias",
        "import", "associatedtype", "operator", "precedencegroup", "macro", "case",
    ]
    static let accessModifiers: Set<String> = ["public", "open", "package", "internal", "fileprivate", "private"]

    /// The declarations at the top of the file, in order.
    var topLevel: [Declaration] { declarations(in: .file) }

    /// The direct members of the type or extension `type` (not those of nested types).
    func members(of type: Declaration) -> [Declaration] {
        guard let open = type.bodyOpen, let close = type.bodyClose else { return [] }
        let inside = declarations(in: .type).filter { facts.tokens[$0.first].start > facts.tokens[open].start && $0.first < close }
        // A member of a nested type lies inside another member's braces.
        return inside.filter { member in
            !inside.contains { other in
                guard let otherOpen = other.bodyOpen, let otherClose = other.bodyClose else { return false }
                return otherOpen < member.first && member.first < otherClose
            }
        }
    }

    private func declarations(in scope: SwiftDeclarationStart.Scope) -> [Declaration] {
        let startIndex = Dictionary(facts.tokens.enumerated().map { ($0.element.start, $0.offset) }) { first, _ in first }
        return facts.declarations.filter { $0.scope == scope }.compactMap { start in
            startIndex[start.offset].flatMap(declaration(startingAt:))
        }
    }

    /// Reads one declaration from its first token: attributes (with their arguments), modifiers
    /// (with `(set)`), the keyword, the name, and its body's braces.
    private func declaration(startingAt first: Int) -> Declaration? {
        let tokens = facts.tokens
        var index = first, modifiers: [String] = [], access: Int?
        while index < tokens.count {
            if isPunctuation(index, "@") {
                index += 2
                if isPunctuation(index, "("), let close = closing[index] { index = close + 1 }
                continue
            }
            let word = text(index)
            if Self.keywords.contains(word) { break }
            index += 1
            if isPunctuation(index, "("), let close = closing[index] {
                // `private(set)`: the setter's access, not the declaration's.
                modifiers.append(source(from: index - 1, to: close + 1).filter { !$0.isWhitespace })
                index = close + 1
                continue
            }
            modifiers.append(word)
            if Self.accessModifiers.contains(word) { access = index - 1 }
        }
        guard index < tokens.count else { return nil }
        let keyword = text(index)
        let named = !["init", "deinit", "subscript"].contains(keyword) && index + 1 < tokens.count
        let nameIndex = named ? index + 1 : nil
        // The body: the first `{` after the keyword at this level, before the next declaration's start.
        var open: Int?, cursor = index + 1
        while cursor < tokens.count {
            if isPunctuation(cursor, "{") {
                open = cursor
                break
            }
            if isPunctuation(cursor, "(") || isPunctuation(cursor, "["), let close = closing[cursor] {
                cursor = close + 1
                continue
            }
            // A stored property's `=` starts its value (a `{` after it is a closure's), and the
            // next declaration's first token ends this one.
            let storedValue = (keyword == "var" || keyword == "let") && isPunctuation(cursor, "=")
            if isPunctuation(cursor, "}") || storedValue || declarationStarts.contains(facts.tokens[cursor].start) { break }
            cursor += 1
        }
        return Declaration(
            first: first, keyword: keyword, keywordIndex: index, nameIndex: nameIndex, name: nameIndex.map(text) ?? keyword,
            accessIndex: access, modifiers: modifiers, bodyOpen: open, bodyClose: open.flatMap { closing[$0] })
    }
}
