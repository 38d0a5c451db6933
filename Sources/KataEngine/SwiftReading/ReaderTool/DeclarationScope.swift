extension DeclarationScanner {
    /// Where a declaration stands, which decides what other files can see of it: the compiler's
    /// access control hides a `private` or `fileprivate` declaration, or one inside such a type
    /// or extension, from every other file.
    struct Scope {
        /// The type whose body or extension this is, as written (`Outer.Inner`, `Tiny.Hub`);
        /// `nil` at file level.
        var typeName: String?
        /// A struct, an enum, an extension or a final class (or the file); not a protocol, an
        /// actor or a class that can be subclassed.
        var sealed = true
        /// A final class's body, whose stored properties are its layout.
        var finalClass = false
        /// Inside a `private` or `fileprivate` type or extension: no other file can name what
        /// is declared here.
        var isPrivate = false
        /// Inside `#if`: which clause is live only the compiler knows, so a declaration there
        /// is code, word for word (a body behind a written signature still folded).
        var conditional = false

        static let file = Scope()

        var takesCandidates: Bool { sealed && !conditional }
        var storesFields: Bool { finalClass && !conditional }

        /// Whether a declaration here with `lead` is hidden from other files by access control.
        func hides(_ lead: DeclarationLead) -> Bool { lead.isPrivate || isPrivate && !lead.widensAccess }

        /// The body of a type named `name` declared here with `lead`.
        func body(of name: String, lead: DeclarationLead, sealed: Bool, finalClass: Bool) -> Scope {
            Scope(
                typeName: typeName.map { $0 + "." + name } ?? name, sealed: sealed, finalClass: finalClass, isPrivate: hides(lead),
                conditional: conditional)
        }

        /// Where a candidate stands, part of what makes it the same declaration: one moved from
        /// a type to the file, or to another type, is another.
        var place: String { "@" + (typeName ?? "") }
    }
}
