import Foundation
import PlaygroundBasics

/// Whether an edit that changed a module's interface can still leave the module's other files
/// and its readers alone: Swift's parser reads the edited files as last built and as they are
/// now, in one run (``SwiftReader``); ``DeclarationEdit`` compares. What other files can see of
/// a change is settled by access control; only a function at file level that other files could
/// see is looked for in their text, since nothing finds one but its name written out. A reader
/// that cannot be had or fails answers "no": the readers are compiled.
extension QuickRebuild {
    /// Whether every file in `files` differs from its last built text only by bodies, by
    /// declarations the compiler hides from every other file (``DeclarationEdit/isConfinedToItsFile``)
    /// and, when `otherFiles` are given, by functions at file level whose names none of those
    /// files' text holds (``DeclarationEdit/visibleFreeFunctionNames``), reading each file as
    /// `now` saw it. Without `otherFiles` (readers outside the kata, whose text is not followed)
    /// only hidden declarations qualify.
    func changesReachNoOtherFile(in files: Set<String>, since built: SourceSnapshot, now: SourceSnapshot, otherFiles: [String]? = nil)
        -> Bool
    {
        guard !files.isEmpty else { return false }
        // The reader reads the copies kept by content digest: what `now` saw, whatever is saved meanwhile.
        var pairs: [(old: URL, new: URL)] = []
        for path in files.sorted() {
            guard let digest = built.files[path], let old = builtSources.file(digest: digest), let new = keptCopy(of: path, as: now),
                old != new
            else { return false }
            pairs.append((old, new))
        }
        guard let reader = swiftReader(), let report = try? reader.readDeclarations(files: pairs) else { return false }
        var names: Set<String> = []
        for pair in report.pairs {
            guard let edit = DeclarationEdit.comparing(old: pair.old, new: pair.new) else { return false }
            if edit.isConfinedToItsFile { continue }
            guard otherFiles != nil, let visible = edit.visibleFreeFunctionNames else { return false }
            names.formUnion(visible)
        }
        guard !names.isEmpty else { return true }
        guard let otherFiles else { return false }
        return !otherFiles.contains { path in text(of: path, as: now, mayHold: names) }
    }

    /// Whether the file's text, as `now` saw it (a file the snapshot holds) or as it is (one the
    /// build derived, outside the snapshot), holds any of `names` anywhere, comments and strings
    /// included; a text that cannot be had, or that changed since `now`, counts as holding them.
    private func text(of path: String, as now: SourceSnapshot, mayHold names: Set<String>) -> Bool {
        let text: Data?
        if let digest = now.files[path] {
            // The kept copy when there is one, else the file itself if it still holds what `now` saw.
            let source = builtSources.file(digest: digest) ?? URL(fileURLWithPath: path)
            text = FileManager.default.contents(atPath: source.path).flatMap { ContentDigest.of($0) == digest ? $0 : nil }
        } else {
            text = isOwnFile(path) ? nil : FileManager.default.contents(atPath: path)
        }
        guard let text else { return true }
        return names.contains { name in text.range(of: Data(name.utf8)) != nil }
    }

    /// A copy of the file kept by its digest (``BuiltSources``), made if need be from the file
    /// when it still holds what `now` saw; `nil` when it does not.
    func keptCopy(of path: String, as now: SourceSnapshot) -> URL? {
        guard let digest = now.files[path] else { return nil }
        if let kept = builtSources.file(digest: digest) { return kept }
        guard let data = FileManager.default.contents(atPath: path), ContentDigest.of(data) == digest else { return nil }
        return builtSources.keep(data, digest: digest)
    }
}
