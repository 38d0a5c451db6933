@testable import KataEngine

/// ``DeclarationEdit`` over texts, read by Swift's parser as the quick rebuild reads them: one
/// run of the reader for any number of edits.
enum Parsed {
    /// The edit from `old` to `new`; `nil` when the texts are equal, or the edit changed
    /// anything but declarations other files reach by name, or changed none of them.
    static func between(old: String, new: String) throws -> DeclarationEdit? {
        try edits([(old, new)]).first ?? nil
    }

    /// The edit from `old` to `new` as the quick rebuild sees it: one with no changes when
    /// only bodies behind written signatures or comments changed.
    static func comparing(old: String, new: String) throws -> DeclarationEdit? {
        let scans = try SwiftReader.located().readDeclarations(pairs: [(old, new)]).pairs
        return scans.first.flatMap { DeclarationEdit.comparing(old: $0.old, new: $0.new) }
    }

    static func edits(_ pairs: [(old: String, new: String)]) throws -> [DeclarationEdit?] {
        let report = try SwiftReader.located().readDeclarations(pairs: pairs)
        return zip(pairs, report.pairs).map { texts, scans in
            guard texts.old != texts.new, let edit = DeclarationEdit.comparing(old: scans.old, new: scans.new), !edit.changes.isEmpty
            else { return nil }
            return edit
        }
    }
}
