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
        var pairs: [(old: String, new: String)] = []
        for path in edited {
            guard let digest = built.files[path], let old = builtSources.text(digest: digest), let new = text(of: path, as: now),
                old != new
            else { return false }
            pairs.append((old, new))
        }
        var others: [(path: String, text: String)] = []
        for path in modules.filter(isOwn).flatMap(\.sources) {
            guard let text = text(of: path, as: now) else { return false }
            others.append((path, text))
        }
        guard let reader = swiftReader(), let report = try? reader.readDeclarations(pairs: pairs, others: others.map(\.text)) else {
            return false
        }
        var edits: [String: DeclarationEdit] = [:]
        for (path, pair) in zip(edited, report.pairs) {
            guard let edit = DeclarationEdit.comparing(old: pair.old, new: pair.new) else { return false }
            edits[path] = edit
        }
        guard edits.values.contains(where: { $0.changes.contains { !$0.isPrivate } }) else { return true }
        let names = zip(others.map(\.path), report.others)
        return edits.allSatisfy { path, edit in edit.isUnseen(byOtherFiles: names.filter { $0.0 != path }.map(\.1)) }
    }

    /// The file's text, if it still holds what `now` saw.
    func text(of path: String, as now: SourceSnapshot) -> String? {
        guard let data = FileManager.default.contents(atPath: path), ContentDigest.of(data) == now.files[path] else { return nil }
        return String(decoding: data, as: UTF8.self)
    }
}
