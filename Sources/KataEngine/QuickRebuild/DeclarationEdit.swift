/// What an edit to one Swift file changed, when the only things it changed are declarations
/// that other code can reach by their name alone, and bodies of functions whose signatures say
/// everything about them. Then a check need not compile the module's other files or its tests
/// again although the module's interface file changed — as long as no other file names what
/// changed (``isUnseen(byOtherFiles:)``).
///
/// Why that is safe: a body behind a written signature (no `some`, no attribute that inlines
/// it) never reaches another file; a function, a computed property, a static or global
/// constant, or a whole type adds nothing to an existing type's layout, and a stored property
/// after all the others of a final class moves no field another file reads; inside a struct, an
/// enum, an extension or a final class it takes no vtable slot; a name no other file mentions
/// changes how no expression there resolves; and when its type's conformances are all declared
/// in this file, the witness tables that could pick it up are compiled again with it. Anything
/// else — a stored property of a struct or before another field, an `init`, an operator, an attribute, a protocol
/// requirement, a changed signature someone names, source this reader cannot read for
/// certain — answers `nil`, and the check compiles the readers as before.
struct DeclarationEdit: Equatable {
    /// A declaration the edit added, removed or rewrote.
    struct Change: Hashable {
        let name: String
        /// `private` or `fileprivate`: no other file can see it.
        let isPrivate: Bool
        /// The type whose body or extension declares it; `nil` at file level.
        let memberOf: String?
    }

    let changes: [Change]
    /// Each type the new text declares, and whether nothing can subclass it (a struct, an enum,
    /// a final class): its new members take no vtable slot and no subclass elsewhere inherits them.
    let sealedTypes: [String: Bool]

    /// The edit from `old` to `new`, or `nil` when it changed anything but such declarations
    /// and bodies, or nothing the compiler reads.
    static func between(old: String, new: String) -> DeclarationEdit? {
        guard let edit = comparing(old: old, new: new), !edit.changes.isEmpty else { return nil }
        return edit
    }

    /// Like ``between(old:new:)``, except that an edit of bodies behind written signatures (or
    /// of comments) alone is an edit with no changes rather than `nil`: when several files
    /// changed and the module's interface did, such a file is not the reason.
    static func comparing(old: String, new: String) -> DeclarationEdit? {
        guard old != new, let before = SwiftTokens(old), let after = SwiftTokens(new) else { return nil }
        let declaredOnce = DeclarationScanner.typeNames(in: before).symmetricDifference(DeclarationScanner.typeNames(in: after))
        var oldScanner = DeclarationScanner(source: before, wholeTypes: declaredOnce)
        var newScanner = DeclarationScanner(source: after, wholeTypes: declaredOnce)
        guard let oldScan = oldScanner.scan(), let newScan = newScanner.scan(), oldScan.code == newScan.code else { return nil }
        guard let fields = appendedFields(from: oldScan.fields, to: newScan.fields) else { return nil }
        let removed = unmatched(oldScan.candidates, in: newScan.candidates)
        let added = unmatched(newScan.candidates, in: oldScan.candidates)
        let changed = removed.map(\.change) + added.map(\.change) + fields.changed
        // What other declarations' types could be inferred from: the code outside bodies, and
        // the visible parts of the declarations that stayed as they were.
        let kept = newScan.candidates.filter { candidate in !added.contains(candidate) }.flatMap(\.visible) + fields.kept
        let visible = Set((newScan.code + kept).filter { $0.kind == .word }.map { SwiftName.plain($0.text) })
        let changes = Array(Set(changed))
        guard changes.allSatisfy({ !visible.contains($0.name) && !SwiftName.isLookedUpImplicitly($0.name) }) else { return nil }
        return DeclarationEdit(changes: changes.sorted { $0.name < $1.name }, sealedTypes: newScan.sealedTypes)
    }

    /// Whether none of `texts` (every other Swift file of the kata's modules, tests included)
    /// could be affected: none names a declaration that changed and is visible outside this
    /// file, and none extends a type that gained or lost such a member (its conformances, and
    /// the witness tables the member could fill, would live there).
    func isUnseen(byOtherFiles texts: [String]) -> Bool {
        let others = texts.map { Array($0.utf8) }
        return changes.filter { !$0.isPrivate }.allSatisfy { change in
            guard others.allSatisfy({ !SwiftName.isMentioned(change.name, in: $0) }) else { return false }
            guard let type = change.memberOf else { return true }
            return sealedTypes[type] == true && others.allSatisfy { !SwiftName.isExtended(type, in: $0) }
        }
    }

    /// The stored properties added after, or removed from after, all the others a final class
    /// keeps word for word, and the words of those it keeps; `nil` when any other field changed.
    private static func appendedFields(from old: [String: [DeclarationScanner.Field]], to new: [String: [DeclarationScanner.Field]])
        -> (changed: [Change], kept: [DeclarationScanner.Word])?
    {
        var changed: [Change] = []
        var kept: [DeclarationScanner.Word] = []
        for type in Set(old.keys).union(new.keys) {
            let before = old[type] ?? [], after = new[type] ?? []
            let common = min(before.count, after.count)
            guard before.prefix(common).map(\.words) == after.prefix(common).map(\.words) else { return nil }
            let extra = before.count > after.count ? before.dropFirst(common) : after.dropFirst(common)
            guard extra.allSatisfy(\.isPlain) else { return nil }
            changed += extra.map(\.change)
            kept += after.prefix(common).flatMap(\.words)
        }
        return (changed, kept)
    }

    /// The declarations of `left` that `right` does not have word for word.
    private static func unmatched(_ left: [DeclarationScanner.Candidate], in right: [DeclarationScanner.Candidate])
        -> [DeclarationScanner.Candidate]
    {
        var unmatched = right.map(\.words)
        return left.filter { candidate in
            if let found = unmatched.firstIndex(of: candidate.words) {
                unmatched.remove(at: found)
                return false
            }
            return true
        }
    }
}
