import Foundation
import PlaygroundBasics

/// Whether an edit that changed a module's interface can still leave the module's other files
/// and its readers alone: Swift's parser reads the edited files as last built and as they are
/// now, and the kata's other files, in one run (``SwiftReader``); ``DeclarationEdit`` compares.
/// A reader that cannot be had or fails answers "no": the readers are compiled again.
extension QuickRebuild {
    /// Whether every file in `files` differs from its last built text only by declarations and
    /// bodies no other file of the kata's modules, tests included, can see (``DeclarationEdit``),
    /// reading each file as `now` saw it.
    func onlyUnseenDeclarationsChanged(
        in files: Set<String>, of module: SwiftPMBuildPlan.Module, modules: [SwiftPMBuildPlan.Module], since built: SourceSnapshot,
        now: SourceSnapshot
    ) -> Bool {
        // Only the kata's own files can be read to know what they name.
        guard !files.isEmpty, modules.allSatisfy({ isOwn($0) || !$0.reads.contains(module.interface) }) else { return false }
        let edited = files.sorted()
        // The reader reads the copies kept by content digest: what `now` saw, whatever is saved meanwhile.
        var pairs: [(old: URL, new: URL)] = []
        for path in edited {
            guard let digest = built.files[path], let old = builtSources.file(digest: digest), let new = keptCopy(of: path, as: now),
                old != new
            else { return false }
            pairs.append((old, new))
        }
        guard let reader = swiftReader() else { return false }
        // What each other file names, read once per content and kept beside its text.
        var names: [String: SwiftFileNames] = [:]
        var unread: [(digest: String, copy: URL)] = []
        let otherFiles = modules.filter(isOwn).flatMap(\.sources)
        for path in otherFiles {
            guard let digest = now.files[path] else { return false }
            if names[digest] != nil || unread.contains(where: { $0.digest == digest }) { continue }
            if let kept = builtSources.names(digest: digest, reader: reader) {
                names[digest] = kept
            } else {
                guard let copy = keptCopy(of: path, as: now) else { return false }
                unread.append((digest, copy))
            }
        }
        guard let report = try? reader.readDeclarations(files: pairs, others: unread.map(\.copy)) else { return false }
        for (file, read) in zip(unread, report.others) {
            names[file.digest] = read
            builtSources.keep(read, digest: file.digest, reader: reader)
        }
        var edits: [String: DeclarationEdit] = [:]
        for (path, pair) in zip(edited, report.pairs) {
            guard let edit = DeclarationEdit.comparing(old: pair.old, new: pair.new) else { return false }
            edits[path] = edit
        }
        guard edits.values.contains(where: { $0.changes.contains { !$0.isPrivate } }) else { return true }
        return edits.allSatisfy { path, edit in
            edit.isUnseen(byOtherFiles: otherFiles.filter { $0 != path }.compactMap { now.files[$0].flatMap { names[$0] } })
        }
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
