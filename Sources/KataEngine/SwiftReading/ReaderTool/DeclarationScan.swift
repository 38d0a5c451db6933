import SwiftSyntax

/// One file's declarations as the quick rebuild compares them (the engine's `DeclarationEdit`
/// decides): the code other files' view of the module could depend on, with bodies behind
/// written signatures folded to a mark; the declarations an edit may add or remove without
/// other files noticing (candidates); each final class's stored properties in order; and the
/// types the file declares. Words are tokens as the parser splits them, each led by how it is
/// separated from the one before (`n` a line break, `s` space or a comment, `t` nothing):
/// comments and layout within a line never count, strings are what the parser says they are.
struct DeclarationScan: Encodable {
    /// A declaration other files can reach only by its name.
    struct Candidate: Encodable {
        let name: String
        /// `private` or `fileprivate`, itself or through the type or extension it is in: the
        /// compiler lets no other file see it.
        let isPrivate: Bool
        /// The type whose body or extension declares it, as written (`Outer.Inner`); `nil` at
        /// file level.
        let memberOf: String?
        /// What makes it this declaration: where it stands (`@Type`, `@` at file level), then
        /// its signature with the body folded, or all of it.
        let words: [String]
        /// The names in its signature (all of it when there is no body to leave out).
        let visible: [String]
        /// A function with a body (a plain, named one: no operator, `init` or subscript).
        let isFunction: Bool
    }

    /// A stored instance property of a final class.
    struct Field: Encodable {
        let name: String
        let isPrivate: Bool
        let memberOf: String
        let words: [String]
        let names: [String]
        /// No attribute, observers or other modifiers, one name: it can be added after the
        /// others without other files noticing.
        let isPlain: Bool
    }

    /// `false` when the file does not parse or holds something this scan does not follow.
    var readable = true
    /// A stored or global variable without a written type: what the compiler infers for it can
    /// hang on lookups no text names (a `callAsFunction`, a type named `IntegerLiteralType`),
    /// so even a private edit may change a layout other files rely on.
    var infersStoredTypes = false
    var code: [String] = []
    /// The names in ``code``.
    var codeNames: [String] = []
    var candidates: [Candidate] = []
    /// Each declared type, and whether nothing can subclass it (a struct, an enum, a final class).
    var sealedTypes: [String: Bool] = [:]
    /// Each final class's stored instance properties, in order.
    var fields: [String: [Field]] = [:]
}

/// A token of a scan: its word, and its name when it is one (an identifier without backticks,
/// or a keyword).
struct ScanWord {
    let word: String
    let name: String?

    init(_ token: TokenSyntax, separator: Character) {
        word = String(separator) + token.text
        name = ScanWord.name(of: token)
    }

    /// The mark a folded body leaves, separated as its `{` was.
    init(foldOf brace: ScanWord) {
        word = String(brace.word.prefix(1)) + "{…}"
        name = nil
    }

    static func name(of token: TokenSyntax) -> String? {
        switch token.tokenKind {
        case .identifier: token.identifier?.name ?? token.text
        case .keyword, .dollarIdentifier: token.text
        default: nil
        }
    }

    /// How each token of `tree` is separated from the one before: `n` a line break, `s` space
    /// or a comment, `t` nothing. One pass: asking each token for the one before is slow.
    static func separators(in tree: SourceFileSyntax) -> [SyntaxIdentifier: Character] {
        var separators: [SyntaxIdentifier: Character] = [:]
        var spaceAfterPrevious = false
        for token in tree.tokens(viewMode: .sourceAccurate) {
            let leading = token.leadingTrivia
            separators[token.id] = leading.contains(where: \.isNewline) ? "n" : !leading.isEmpty || spaceAfterPrevious ? "s" : "t"
            spaceAfterPrevious = !token.trailingTrivia.isEmpty
        }
        return separators
    }
}

/// What comes before a declaration's keyword: its attributes and modifiers, as written.
struct DeclarationLead {
    static let candidateModifiers: Set<String> = [
        "private", "fileprivate", "internal", "public", "package", "static", "mutating", "nonmutating", "final", "nonisolated",
    ]

    let attributes: [String]
    let modifiers: [String]

    init(_ declaration: DeclSyntax) {
        attributes = (declaration.asProtocol(WithAttributesSyntax.self)?.attributes ?? []).map { element in
            guard case .attribute(let attribute) = element else { return "#if" }
            return attribute.attributeName.tokens(viewMode: .sourceAccurate).map { $0.identifier?.name ?? $0.text }.joined()
        }
        modifiers = (declaration.asProtocol(WithModifiersSyntax.self)?.modifiers ?? []).map { modifier in
            modifier.detail == nil ? modifier.name.text : modifier.name.text + "(…)"
        }
    }

    var isPrivate: Bool { modifiers.contains("private") || modifiers.contains("fileprivate") }
    /// An access level above a private extension's own (`internal` …): not hidden by it.
    var widensAccess: Bool { modifiers.contains { ["internal", "package", "public", "open"].contains($0) } }
    /// Nothing that changes how or where the declaration is emitted or dispatched.
    var isPlain: Bool { attributes.allSatisfy { $0 == "discardableResult" } && modifiers.allSatisfy(Self.candidateModifiers.contains) }
    /// Nothing that exposes the body to other files (`@inlinable`, `@_transparent`, …).
    var keepsBodyPrivate: Bool { attributes.allSatisfy(["discardableResult", "MainActor"].contains) }
}
