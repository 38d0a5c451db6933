/// What an edit to one Swift file changed, when the only things it changed are declarations
/// that other code can reach by their name alone, and bodies of functions whose signatures say
/// everything about them. Then a check need not compile the module's other files or its tests
/// again although the module's interface file changed — as long as no other file names what
/// changed (``isUnseen(byOtherFiles:)``). Swift's own parser reads both texts
/// (``SwiftDeclarationScan``, one run of ``SwiftReader``); this only compares.
///
/// Why that is safe: a body behind a written signature (no `some`, no attribute that inlines
/// it) never reaches another file; a function, a computed property, a static or global
/// constant, or a whole type adds nothing to an existing type's layout, and a stored property
/// after all the others of a final class moves no field another file reads; inside a struct, an
/// enum, an extension or a final class it takes no vtable slot; a name no other file mentions
/// changes how no expression there resolves; and when its type's conformances are all declared
/// in this file, the witness tables that could pick it up are compiled again with it. Anything
/// else — a stored property of a struct or before another field, an `init`, an operator, an
/// attribute, a protocol requirement, a changed signature someone names, a file that does not
/// parse — answers `nil`, and the check compiles the readers as before.
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

    /// The edit between two scans read together, or `nil` when it changed anything but such
    /// declarations and bodies. An edit of bodies behind written signatures (or of comments)
    /// alone is an edit with no changes: when several files changed and the module's interface
    /// did, such a file is not the reason.
    static func comparing(old: SwiftDeclarationScan, new: SwiftDeclarationScan) -> DeclarationEdit? {
        guard old.readable, new.readable, old.code == new.code else { return nil }
        guard let fields = appendedFields(from: old.fields, to: new.fields) else { return nil }
        let removed = unmatched(old.candidates, in: new.candidates)
        let added = unmatched(new.candidates, in: old.candidates)
        let changed = (removed + added).map(\.change) + fields.changed
        // What other declarations' types could be inferred from: the code outside bodies, and
        // the visible parts of the declarations that stayed as they were.
        let kept = new.candidates.filter { candidate in !added.contains(candidate) }.flatMap(\.visible) + fields.kept
        let visible = Set(new.codeNames + kept)
        let changes = Array(Set(changed))
        guard changes.allSatisfy({ !visible.contains($0.name) && !isLookedUpImplicitly($0.name) }) else { return nil }
        return DeclarationEdit(changes: changes.sorted { $0.name < $1.name }, sealedTypes: new.sealedTypes)
    }

    /// Whether none of `others` (every other Swift file of the kata's modules, tests included)
    /// could be affected: each parses, none names a declaration that changed and is visible
    /// outside this file, and none extends a type that gained or lost such a member (its
    /// conformances, and the witness tables the member could fill, would live there).
    func isUnseen(byOtherFiles others: [SwiftFileNames]) -> Bool {
        guard others.allSatisfy(\.parsesWithoutErrors) else { return false }
        let named = Set(others.flatMap(\.names)), extended = Set(others.flatMap(\.extendedTypes))
        return changes.filter { !$0.isPrivate }.allSatisfy { change in
            guard !named.contains(change.name) else { return false }
            guard let type = change.memberOf else { return true }
            return sealedTypes[type] == true && !extended.contains(type)
        }
    }

    /// Names the compiler looks up without the source writing them (`for … in` calls
    /// `makeIterator()`, interpolation calls `appendInterpolation`, a result builder its
    /// `build…` methods) or that standard protocols fill with defaults: a declaration with one
    /// of them can matter to code that never mentions it.
    static func isLookedUpImplicitly(_ name: String) -> Bool {
        implicitNames.contains(name) || name.hasPrefix("build") || name.hasPrefix("_")
    }

    private static let implicitNames: Set<String> = [
        "callAsFunction", "makeIterator", "next", "makeAsyncIterator", "wrappedValue", "projectedValue", "appendInterpolation",
        "appendLiteral", "dynamicallyCall", "hash", "hashValue", "encode", "description", "debugDescription", "main",
        "unownedExecutor", "errorDescription", "failureReason", "recoverySuggestion", "helpAnchor", "localizedDescription",
        "customMirror", "id", "underestimatedCount", "withContiguousStorageIfAvailable", "rawValue", "init", "deinit", "subscript",
    ]

    /// The stored properties added after, or removed from after, all the others a final class
    /// keeps word for word, and the names in those it keeps; `nil` when any other field changed.
    private static func appendedFields(from old: [String: [SwiftDeclarationScan.Field]], to new: [String: [SwiftDeclarationScan.Field]])
        -> (changed: [Change], kept: [String])?
    {
        var changed: [Change] = []
        var kept: [String] = []
        for type in Set(old.keys).union(new.keys) {
            let before = old[type] ?? [], after = new[type] ?? []
            let common = min(before.count, after.count)
            guard before.prefix(common).map(\.words) == after.prefix(common).map(\.words) else { return nil }
            let extra = before.count > after.count ? before.dropFirst(common) : after.dropFirst(common)
            guard extra.allSatisfy(\.isPlain) else { return nil }
            changed += extra.map { Change(name: $0.name, isPrivate: $0.isPrivate, memberOf: $0.memberOf) }
            kept += after.prefix(common).flatMap(\.names)
        }
        return (changed, kept)
    }

    /// The declarations of `left` that `right` does not have word for word.
    private static func unmatched(_ left: [SwiftDeclarationScan.Candidate], in right: [SwiftDeclarationScan.Candidate])
        -> [SwiftDeclarationScan.Candidate]
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

extension SwiftDeclarationScan.Candidate {
    var change: DeclarationEdit.Change { DeclarationEdit.Change(name: name, isPrivate: isPrivate, memberOf: memberOf) }
}
