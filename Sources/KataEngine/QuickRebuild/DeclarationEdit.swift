/// What an edit to one Swift file changed, when the only things it changed are declarations
/// other code can reach by their name alone, and bodies of functions whose signatures say
/// everything about them. When all of them are private to the file and to a sealed type
/// (``isConfinedToItsFile``), or the others are functions at file level whose names no other
/// file's text holds (``visibleFreeFunctionNames``), a check need not compile the module's other
/// files or its tests again although the module's interface file changed. Swift's own parser reads both texts
/// (``SwiftDeclarationScan``, one run of ``SwiftReader``); this only compares.
///
/// Why that is safe: a body behind a written signature (no `some`, no attribute that inlines
/// it) never reaches another file; a function, a computed property, a static or global
/// constant, or a whole type adds nothing to an existing type's layout, and a stored property
/// after all the others of a final class moves no field another file reads; inside a struct, an
/// enum or a final class it takes no vtable slot; and a `private` or `fileprivate` one is
/// invisible to every other file by the compiler's access control. A declaration's place (its
/// type, the file, a `#if` clause) is part of it: one moved is one removed and one added.
/// Anything else — a stored property of a struct or before another field, an `init`, an
/// operator, an attribute, a protocol requirement, a declaration inside `#if`, a signature
/// another declaration's inferred type follows, a file that does not parse — answers `nil`,
/// and the check compiles the readers as before.
struct DeclarationEdit: Equatable {
    /// A declaration the edit added, removed or rewrote.
    struct Change: Hashable {
        let name: String
        /// `private` or `fileprivate`, itself or through its type or extension: no other file can see it.
        let isPrivate: Bool
        /// The type whose body or extension declares it, as written; `nil` at file level.
        let memberOf: String?
        /// A plain named function with a body (no operator, `init` or subscript).
        let isFunction: Bool
    }

    let changes: [Change]
    /// Each type the new text declares (`Outer.Inner`), and whether nothing can subclass it (a
    /// struct, an enum, a final class): its new members take no vtable slot and no subclass
    /// elsewhere inherits them.
    let sealedTypes: [String: Bool]

    /// The edit between two scans read together, or `nil` when it changed anything but such
    /// declarations and bodies. An edit of bodies behind written signatures (or of comments)
    /// alone is an edit with no changes: when several files changed and the module's interface
    /// did, such a file is not the reason.
    static func comparing(old: SwiftDeclarationScan, new: SwiftDeclarationScan) -> DeclarationEdit? {
        guard old.readable, new.readable, !old.infersStoredTypes, !new.infersStoredTypes, old.code == new.code else { return nil }
        guard let fields = changedFields(from: old.fields, to: new.fields) else { return nil }
        let removed = unmatched(old.candidates, in: new.candidates, words: \.words)
        let added = unmatched(new.candidates, in: old.candidates, words: \.words)
        let changed = (removed + added).map(\.change) + fields.changed
        // What other declarations' types could be inferred from: the code outside bodies, and
        // the visible parts of the declarations that stayed as they were — on both sides, so an
        // edit and its undo are judged alike (a name the old code used is as visible as one the
        // new code uses).
        let keptNew = new.candidates.filter { candidate in !added.contains(candidate) }.flatMap(\.visible)
        let keptOld = old.candidates.filter { candidate in !removed.contains(candidate) }.flatMap(\.visible)
        let visible = Set(new.codeNames + old.codeNames + keptNew + keptOld + fields.kept)
        let changes = Array(Set(changed))
        guard changes.allSatisfy({ !visible.contains($0.name) }) else { return nil }
        return DeclarationEdit(changes: changes.sorted { $0.name < $1.name }, sealedTypes: new.sealedTypes)
    }

    /// Whether no other file can be affected, so the module's other files and its readers
    /// need not be compiled again: every declaration the edit added, removed or rewrote is
    /// `private` or `fileprivate` (itself, or through the type or extension it is in), and a
    /// member only of a struct, an enum or a final class this file declares. That is decided by
    /// construction, not by what other files seem to name: the compiler's access control lets
    /// no other file see such a declaration, whatever it looks up implicitly (a literal's
    /// default type, `makeIterator`), which overload it picks, or which `#if` clause is live;
    /// and a sealed type's member takes no vtable slot a subclass elsewhere would inherit. An
    /// internal or public change always answers `false`.
    var isConfinedToItsFile: Bool { changes.allSatisfy(isConfined) }

    /// Whether access control hides `change` from every other file (``isConfinedToItsFile``).
    private func isConfined(_ change: Change) -> Bool {
        change.isPrivate && change.memberOf.map { sealedTypes[$0] == true } ?? true
    }

    /// The names of the changes other files can see, when each of them is a function at file
    /// level whose name starts with a lowercase ASCII letter and goes on in ASCII letters, digits
    /// and `_`; `nil` when any is anything else. Such a function reaches another file only where
    /// that file's text, or a macro's expansion of it, writes its name: the lookups the compiler
    /// makes unwritten find types and members (a literal's default type, `makeIterator`,
    /// `callAsFunction`), never a free function; an operator is no candidate; and a free function
    /// takes no vtable slot, no field, and no conformance's witness. Expansions are text no file
    /// holds, and they name modules and types (`FoundationEssentials.Predicate` from `#Predicate`,
    /// `Testing.__checkValue` from `#expect`: a new `func FoundationEssentials()` takes the
    /// module's place there) and functions only behind those or behind `__` — never a name that
    /// starts with a lowercase letter and stands alone. So when no other file's text holds the
    /// name (the caller looks, byte for byte, in comments and strings too), no other file can be
    /// affected. ASCII only, because that search is by bytes and Unicode spells a name more than one way.
    var visibleFreeFunctionNames: [String]? {
        var names: Set<String> = []
        for change in changes where !isConfined(change) {
            let scalars = change.name.unicodeScalars
            guard change.isFunction, change.memberOf == nil, let first = scalars.first, ("a"..."z").contains(first),
                scalars.allSatisfy({ $0.isASCII && ($0.properties.isAlphabetic || $0 == "_" || ("0"..."9").contains($0)) })
            else { return nil }
            names.insert(change.name)
        }
        return names.sorted()
    }

    /// The stored properties of each final class that the edit added, removed or rewrote, and
    /// the names in those it keeps; `nil` when a field other files can reach moved or changed.
    /// Fields keep their offsets up to the first one that differs; from there on, every field on
    /// either side must be appended plainly after all the others, or be `private` or
    /// `fileprivate`: only the class's own file reads those, and it is compiled.
    private static func changedFields(from old: [String: [SwiftDeclarationScan.Field]], to new: [String: [SwiftDeclarationScan.Field]])
        -> (changed: [Change], kept: [String])?
    {
        var changed: [Change] = []
        var kept: [String] = []
        for type in Set(old.keys).union(new.keys) {
            let before = old[type] ?? [], after = new[type] ?? []
            let common = min(before.count, after.count)
            let same = zip(before, after).prefix { $0.words == $1.words }.count
            let (oldTail, newTail) = (before.dropFirst(same), after.dropFirst(same))
            let appended = same == common && (oldTail + newTail).allSatisfy(\.isPlain)
            guard appended || (oldTail + newTail).allSatisfy(\.isPrivate) else { return nil }
            let rewritten = unmatched(oldTail, in: newTail, words: \.words) + unmatched(newTail, in: oldTail, words: \.words)
            changed += rewritten.map { Change(name: $0.name, isPrivate: $0.isPrivate, memberOf: $0.memberOf, isFunction: false) }
            kept += after.prefix(same).flatMap(\.names) + newTail.filter { field in !rewritten.contains { $0 == field } }.flatMap(\.names)
        }
        return (changed, kept)
    }

    /// The declarations (or fields) of `left` that `right` does not have word for word.
    private static func unmatched<Item>(_ left: some Sequence<Item>, in right: some Sequence<Item>, words: (Item) -> [String]) -> [Item] {
        var unmatched = right.map(words)
        return left.filter { item in
            guard let found = unmatched.firstIndex(of: words(item)) else { return true }
            unmatched.remove(at: found)
            return false
        }
    }
}

extension SwiftDeclarationScan.Candidate {
    var change: DeclarationEdit.Change {
        DeclarationEdit.Change(name: name, isPrivate: isPrivate, memberOf: memberOf, isFunction: isFunction)
    }
}
