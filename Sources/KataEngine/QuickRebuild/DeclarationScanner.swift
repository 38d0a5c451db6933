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

    enum Scope {
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
    struct Lead {
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
    static let modifiers: Set<String> = candidateModifiers.union([
        "open", "override", "required", "convenience", "lazy", "dynamic", "optional", "weak", "unowned", "indirect",
        "distributed", "prefix", "postfix", "infix", "consuming", "borrowing", "isolated",
    ])
    static let typeKeywords: Set<String> = ["struct", "enum", "class", "actor", "protocol"]
    static let memberKeywords: Set<String> = ["func", "var", "let", "subscript", "init", "typealias"]
    /// Attributes a new type may hold inside without anything outside noticing.
    static let innerAttributes: Set<String> = [
        "discardableResult", "escaping", "autoclosure", "Sendable", "MainActor", "unknown",
    ]

    let source: SwiftTokens
    let wholeTypes: Set<String>
    let tokens: [SwiftTokens.Token]
    var index = 0
    var result = Scan()

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
}
