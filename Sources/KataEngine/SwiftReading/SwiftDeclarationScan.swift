/// One file's declarations as Swift's parser reads them, for ``DeclarationEdit`` to compare
/// (written by the reader's `DeclarationScanner`): the code other files' view of the module
/// could depend on, with bodies behind written signatures folded to a mark; the declarations
/// an edit may add or remove without other files noticing; each final class's stored
/// properties in order; and the types the file declares. A word is a token led by how it is
/// separated from the one before (a line break, space, or nothing): comments and the layout
/// within a line never count.
struct SwiftDeclarationScan: Sendable, Equatable, Decodable {
    /// A declaration other files can reach only by its name.
    struct Candidate: Sendable, Equatable, Decodable {
        let name: String
        /// `private` or `fileprivate`, itself or through the type or extension it is in: the
        /// compiler lets no other file see it.
        let isPrivate: Bool
        /// The type whose body or extension declares it, as written (`Outer.Inner`); `nil` at
        /// file level.
        let memberOf: String?
        /// What makes it this declaration: where it stands, then its signature with the body
        /// folded, or all of it.
        let words: [String]
        /// The names in its signature, or in all of it when there is no body to leave out.
        let visible: [String]
        /// A function with a body (a plain, named one: no operator, `init` or subscript).
        let isFunction: Bool
    }

    /// A stored instance property of a final class.
    struct Field: Sendable, Equatable, Decodable {
        let name: String
        let isPrivate: Bool
        let memberOf: String
        let words: [String]
        let names: [String]
        /// No attribute (a property wrapper has storage of its own), observers or other
        /// modifiers, one name: it can be added after the others without other files noticing.
        let isPlain: Bool
    }

    /// `false` when the file does not parse, or holds what the scan does not follow for certain.
    let readable: Bool
    /// A stored or global variable without a written type: its type may hang on lookups no
    /// text names, so no edit of the file counts as confined to it.
    let infersStoredTypes: Bool
    let code: [String]
    /// The names (identifiers, keywords) in ``code``.
    let codeNames: [String]
    let candidates: [Candidate]
    /// Each declared type, and whether nothing can subclass it (a struct, an enum, a final class).
    let sealedTypes: [String: Bool]
    /// Each final class's stored instance properties in order: its instances' layout.
    let fields: [String: [Field]]
}

/// What the reader's `--declarations` mode answers: a scan of each old and new text, read
/// together (a type only one of them declares is read whole).
struct SwiftDeclarationReport: Sendable, Decodable {
    struct Pair: Sendable, Decodable {
        let old: SwiftDeclarationScan
        let new: SwiftDeclarationScan
    }

    let pairs: [Pair]
}
