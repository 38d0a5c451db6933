/// Reads one Swift file into what ``DeclarationEdit`` compares: the code other files' view of
/// the module could depend on, with function bodies folded to a mark; the declarations an edit
/// may add or remove without other files noticing (candidates), each with its whole text and
/// the part other declarations' types could be inferred from; and the types it declares.
/// Whatever it does not follow for certain (unbalanced braces, a body-less function outside a
/// protocol) makes ``scan()`` answer `nil`.
struct DeclarationScanner {
    /// A token as the compiler reads it: what it is, what it says, and whether space or a line
    /// break comes before it (how much space does not matter).
    struct Word: Equatable {
        let kind: SwiftTokens.Kind
        let text: String
        let startsLine: Bool
        let spaceBefore: Bool
    }

    /// A declaration other files can reach only by its name.
    struct Candidate: Equatable {
        let change: DeclarationEdit.Change
        /// What makes it this declaration: its signature with the body folded, or all of it.
        let words: [Word]
        /// Its signature, or all of it when there is no body to leave out.
        let visible: [Word]
    }

    struct Scan {
        var code: [Word] = []
        var candidates: [Candidate] = []
        /// Each declared type, and whether nothing can subclass it (a struct, an enum, a final
        /// class): no subclass elsewhere can take up a new member, no vtable slot moves.
        var sealedTypes: [String: Bool] = [:]
        /// Each final class's stored instance properties in order: its instances' layout. One
        /// added after all the others moves no field another file reads, and changes no size
        /// another file allocates (the class's own file allocates its instances).
        var fields: [String: [Field]] = [:]
    }

    private enum Scope {
        case file
        /// `storesFields`: a final class's body, whose stored properties are its layout.
        case type(name: String, takesCandidates: Bool, storesFields: Bool)

        var typeName: String? {
            if case .type(let name, _, _) = self { return name }
            return nil
        }

        /// A struct, an enum, an extension or a final class; not a protocol, an actor or a
        /// class that can be subclassed.
        var takesCandidates: Bool {
            if case .type(_, let takes, _) = self { return takes }
            return true
        }

        var storesFields: Bool {
            if case .type(_, _, let stores) = self { return stores }
            return false
        }
    }

    /// A stored instance property of a final class.
    struct Field: Equatable {
        let change: DeclarationEdit.Change
        let words: [Word]
        /// Plain enough to be added after the others without other files noticing: no
        /// attribute (a property wrapper has storage of its own), no observers, one name.
        let isPlain: Bool
    }

    /// What comes before a declaration's keyword.
    private struct Lead {
        let start: Int
        let attributes: [String]
        let modifiers: [String]

        var isPrivate: Bool { modifiers.contains("private") || modifiers.contains("fileprivate") }
        /// Nothing that changes how or where the declaration is emitted or dispatched.
        var isPlain: Bool {
            attributes.allSatisfy { $0 == "discardableResult" } && modifiers.allSatisfy(DeclarationScanner.candidateModifiers.contains)
        }
        /// Nothing that exposes the body to other files (`@inlinable`, `@_transparent`, …).
        var keepsBodyPrivate: Bool { attributes.allSatisfy(["discardableResult", "MainActor"].contains) }
    }

    static let candidateModifiers: Set<String> = [
        "private", "fileprivate", "internal", "public", "package", "static", "mutating", "nonmutating", "final", "nonisolated",
    ]
    private static let modifiers: Set<String> = candidateModifiers.union([
        "open", "override", "required", "convenience", "lazy", "dynamic", "optional", "weak", "unowned", "indirect",
        "distributed", "prefix", "postfix", "infix", "consuming", "borrowing", "isolated",
    ])
    private static let typeKeywords: Set<String> = ["struct", "enum", "class", "actor", "protocol"]
    private static let memberKeywords: Set<String> = ["func", "var", "let", "subscript", "init", "typealias"]
    /// Attributes a new type may hold inside without anything outside noticing.
    private static let innerAttributes: Set<String> = [
        "discardableResult", "escaping", "autoclosure", "Sendable", "MainActor", "unknown",
    ]

    let source: SwiftTokens
    let wholeTypes: Set<String>
    private let tokens: [SwiftTokens.Token]
    private var index = 0
    private var result = Scan()

    /// `wholeTypes`: types declared in only one of the two texts compared, taken as candidates
    /// whole; every other type is read member by member.
    init(source: SwiftTokens, wholeTypes: Set<String>) {
        self.source = source
        self.wholeTypes = wholeTypes
        tokens = source.tokens.filter { $0.kind != .comment }
    }

    mutating func scan() -> Scan? {
        index = 0
        result = Scan()
        return scope(.file) ? result : nil
    }

    /// The names of the types `source` declares, at any depth.
    static func typeNames(in source: SwiftTokens) -> Set<String> {
        let tokens = source.tokens.filter { $0.kind != .comment }
        var names: Set<String> = []
        for (position, token) in tokens.enumerated().dropLast() where token.kind == .word && typeKeywords.contains(source.text(token)) {
            let next = tokens[position + 1]
            guard next.kind == .word else { continue }
            let name = source.text(next)
            if source.text(token) == "class", modifiers.contains(name) || memberKeywords.contains(name) { continue }
            names.insert(SwiftName.plain(name))
        }
        return names
    }

    // MARK: Scopes and declarations

    private mutating func scope(_ scope: Scope) -> Bool {
        while index < tokens.count {
            if isPunctuation(index, "}") { return scope.typeName != nil }
            guard item(in: scope) else { return false }
        }
        return scope.typeName == nil
    }

    private mutating func item(in scope: Scope) -> Bool {
        let start = index
        var attributes: [String] = []
        while isPunctuation(index, "@"), index + 1 < tokens.count, tokens[index + 1].kind == .word {
            attributes.append(text(index + 1))
            index += 2
            if isPunctuation(index, "("), !tokens[index].spaceBefore {
                guard let close = closing(index, open: "(", close: ")") else { return false }
                index = close + 1
            }
        }
        var modifiers: [String] = []
        while index < tokens.count, isModifier(index) {
            var modifier = text(index)
            index += 1
            if isPunctuation(index, "("), !tokens[index].spaceBefore {
                guard let close = closing(index, open: "(", close: ")") else { return false }
                modifier += "(…)"
                index = close + 1
            }
            modifiers.append(modifier)
        }
        let lead = Lead(start: start, attributes: attributes, modifiers: modifiers)
        switch index < tokens.count && tokens[index].kind == .word ? text(index) : "" {
        case "func", "init", "deinit", "subscript": return function(lead, in: scope)
        case "var", "let": return property(lead, in: scope)
        case "extension": return extensionBody(lead)
        case let keyword where Self.typeKeywords.contains(keyword): return type(lead, in: scope)
        default:
            index = start
            return statement()
        }
    }

    private mutating func function(_ lead: Lead, in scope: Scope) -> Bool {
        let keyword = text(index)
        let name = keyword == "func" && index + 1 < tokens.count && tokens[index + 1].kind == .word ? text(index + 1) : nil
        guard let open = bodyStart(from: index + 1), let close = closing(open, open: "{", close: "}") else { return false }
        let signature = words(lead.start..<open)
        let body = words(open..<(close + 1))
        let opaque = containsSome(lead.start..<open)
        if let name, scope.takesCandidates, lead.isPlain, !opaque {
            // Its body may change as any other: only the signature makes it another declaration.
            result.candidates.append(candidate(name, lead, scope, words: signature + [fold(open)], visible: signature))
        } else {
            result.code += signature + (!opaque && lead.keepsBodyPrivate ? [fold(open)] : body)
        }
        index = close + 1
        return true
    }

    private mutating func property(_ lead: Lead, in scope: Scope) -> Bool {
        let keyword = text(index)
        let name = index + 1 < tokens.count && tokens[index + 1].kind == .word ? text(index + 1) : nil
        var (depth, position) = (0, index + 1)
        var (initialized, typed, several) = (false, false, false)
        var accessors: Int?
        while position < tokens.count {
            let (word, punctuation) = (text(position), tokens[position].kind == .punctuation)
            if depth == 0, position > index + 1, startsStatement(position) { break }
            if depth == 0, punctuation, word == "}" || word == ";" { break }
            // After `= value`, a brace opens observers only with `willSet` or `didSet` in it;
            // otherwise it is a closure, as the compiler reads it.
            let observers = position + 1 < tokens.count && ["willSet", "didSet"].contains(text(position + 1))
            if depth == 0, punctuation, word == "{", !initialized || observers {
                accessors = position
                break
            }
            depth += nesting(position)
            guard depth >= 0 else { return false }
            if depth == 0, punctuation {
                initialized = initialized || word == "="
                typed = typed || word == ":"
                several = several || word == ","
            }
            position += 1
        }
        guard depth == 0 else { return false }
        var end = position
        var computed = false
        if let open = accessors {
            guard let close = closing(open, open: "{", close: "}") else { return false }
            end = close + 1
            computed = !["willSet", "didSet"].contains(open + 1 < tokens.count ? text(open + 1) : "")
        }
        let signatureEnd = accessors ?? end
        let opaque = containsSome(lead.start..<signatureEnd)
        let whole = words(lead.start..<end), signature = words(lead.start..<signatureEnd)
        let global = scope.typeName == nil || lead.modifiers.contains("static")
        if scope.storesFields, !global, !computed, let type = scope.typeName {
            let plain = name != nil && lead.isPlain && lead.attributes.isEmpty && !opaque && accessors == nil && !several
            let change = DeclarationEdit.Change(name: SwiftName.plain(name ?? ""), isPrivate: lead.isPrivate, memberOf: type)
            result.fields[type, default: []].append(Field(change: change, words: whole, isPlain: plain))
            index = end
            return true
        }
        let takes =
            scope.takesCandidates && lead.isPlain && !opaque && lead.attributes.isEmpty
            && (computed ? keyword == "var" && typed : accessors == nil && !several && global)
        if let name, takes, computed, let open = accessors {
            result.candidates.append(candidate(name, lead, scope, words: signature + [fold(open)], visible: signature))
        } else if let name, takes {
            result.candidates.append(candidate(name, lead, scope, words: whole, visible: whole))
        } else if computed, !opaque, lead.keepsBodyPrivate, let open = accessors {
            result.code += signature + [fold(open)]
        } else {
            result.code += whole
        }
        index = end
        return true
    }

    private mutating func type(_ lead: Lead, in scope: Scope) -> Bool {
        let keyword = text(index)
        guard index + 1 < tokens.count, tokens[index + 1].kind == .word,
            let open = bodyStart(from: index + 2), let close = closing(open, open: "{", close: "}")
        else { return false }
        let name = SwiftName.plain(text(index + 1))
        let finalClass = keyword == "class" && lead.modifiers.contains("final")
        let sealed = keyword == "struct" || keyword == "enum" || finalClass
        // Two types of one name: which one a field or an extension belongs to is not certain.
        guard result.sealedTypes[name] == nil else { return false }
        result.sealedTypes[name] = sealed
        if wholeTypes.contains(name), scope.takesCandidates, lead.isPlain, lead.attributes.isEmpty, innerAttributesArePlain(open..<close) {
            let whole = words(lead.start..<(close + 1))
            result.candidates.append(candidate(name, lead, scope, words: whole, visible: whole))
            index = close + 1
            return true
        }
        result.code += words(lead.start..<(open + 1))
        index = open + 1
        if keyword == "protocol" {
            // Requirements are read as they are: any change to one is a change to the code.
            result.code += words(index..<close)
            index = close
        } else {
            guard self.scope(.type(name: name, takesCandidates: sealed, storesFields: finalClass)) else { return false }
        }
        return closeScope()
    }

    private mutating func extensionBody(_ lead: Lead) -> Bool {
        guard let open = bodyStart(from: index + 1) else { return false }
        // The extended type: the last name of the path after `extension`.
        var (position, name) = (index + 1, String?.none)
        while position < open, tokens[position].kind == .word {
            name = SwiftName.plain(text(position))
            guard isPunctuation(position + 1, ".") else { break }
            position += 2
        }
        guard let name else { return false }
        // `extension Name {` alone (no access level, conformance or constraint): holding only
        // candidates, it adds nothing of its own, and a new one is no change to the code.
        let plain = lead.attributes.isEmpty && lead.modifiers.isEmpty && position + 1 == open
        let header = words(lead.start..<(open + 1))
        let codeBefore = result.code.count
        index = open + 1
        guard scope(.type(name: name, takesCandidates: true, storesFields: false)) else { return false }
        guard isPunctuation(index, "}") else { return false }
        if plain, result.code.count == codeBefore {
            index += 1
            return true
        }
        result.code.insert(contentsOf: header, at: codeBefore)
        return closeScope()
    }

    /// Anything else (an enum case, a type alias, an import, `#if`, top-level code), word for
    /// word, up to the next line that does not continue it.
    private mutating func statement() -> Bool {
        let start = index
        var depth = 0
        while index < tokens.count {
            let (word, punctuation) = (text(index), tokens[index].kind == .punctuation)
            if depth == 0, index > start, startsStatement(index) { break }
            if depth == 0, punctuation, word == "}" { break }
            depth += nesting(index)
            guard depth >= 0 else { return false }
            index += 1
            if depth == 0, punctuation, word == ";" { break }
        }
        guard depth == 0, index > start else { return false }
        result.code += words(start..<index)
        return true
    }

    private mutating func closeScope() -> Bool {
        guard isPunctuation(index, "}") else { return false }
        result.code.append(word(index))
        index += 1
        return true
    }

    // MARK: Tokens

    private func candidate(_ name: String, _ lead: Lead, _ scope: Scope, words: [Word], visible: [Word]) -> Candidate {
        let change = DeclarationEdit.Change(name: SwiftName.plain(name), isPrivate: lead.isPrivate, memberOf: scope.typeName)
        return Candidate(change: change, words: words, visible: visible)
    }

    private func text(_ position: Int) -> String { source.text(tokens[position]) }

    private func word(_ position: Int) -> Word {
        let token = tokens[position]
        return Word(kind: token.kind, text: source.text(token), startsLine: token.startsLine, spaceBefore: token.spaceBefore)
    }

    private func words(_ range: Range<Int>) -> [Word] { range.map(word) }

    /// A body left out of the comparison, marked where it was.
    private func fold(_ open: Int) -> Word {
        Word(kind: .punctuation, text: "{…}", startsLine: tokens[open].startsLine, spaceBefore: tokens[open].spaceBefore)
    }

    private func isPunctuation(_ position: Int, _ text: String) -> Bool {
        position < tokens.count && tokens[position].kind == .punctuation && self.text(position) == text
    }

    private func isModifier(_ position: Int) -> Bool {
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

    private func containsSome(_ range: Range<Int>) -> Bool {
        range.contains { tokens[$0].kind == .word && text($0) == "some" }
    }

    /// No attribute inside a new type but ones that change nothing outside it (`@main`,
    /// `@_cdecl` and the like would).
    private func innerAttributesArePlain(_ range: Range<Int>) -> Bool {
        range.allSatisfy { position in
            !isPunctuation(position, "@") || (position + 1 < tokens.count && Self.innerAttributes.contains(text(position + 1)))
        }
    }

    /// Whether the token at `position` begins a new statement: it starts a line, and is not one
    /// of the words or marks with which a line goes on with the line before.
    private func startsStatement(_ position: Int) -> Bool {
        guard tokens[position].startsLine else { return false }
        let word = text(position)
        if tokens[position].kind == .punctuation {
            return ![".", "?", ":", "=", "+", "-", "*", "%", "&", "|", "^", "<", ">", "!", "~", ",", ")", "]"].contains(word)
        }
        return
            !(tokens[position].kind == .word && ["where", "as", "is", "in", "throws", "rethrows", "async", "else", "catch"].contains(word))
    }

    /// How the token at `position` changes the depth of brackets: +1 opens, -1 closes.
    private func nesting(_ position: Int) -> Int {
        guard tokens[position].kind == .punctuation else { return 0 }
        switch text(position) {
        case "(", "[", "{": return 1
        case ")", "]", "}": return -1
        default: return 0
        }
    }

    /// The `{` that opens the body, outside parentheses and brackets; `nil` when the
    /// declaration ends first.
    private func bodyStart(from start: Int) -> Int? {
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
    private func closing(_ start: Int, open: String, close: String) -> Int? {
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
