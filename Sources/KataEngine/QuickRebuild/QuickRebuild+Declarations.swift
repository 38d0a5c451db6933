import Foundation
import PlaygroundBasics

/// Whether an edit that changed a module's interface can still leave the module's other files
/// and its readers alone: Swift's parser reads the edited files as last built and as they are
/// now, in one run (``SwiftReader``); ``DeclarationEdit`` compares. Only the edited files are
/// read: what other files can see of a change is settled by access control, not by reading
/// what they name. A reader that cannot be had or fails answers "no": the readers are compiled.
extension QuickRebuild {
    /// Whether every file in `files` differs from its last built text only by bodies and by
    /// declarations the compiler hides from every other file (``DeclarationEdit/isConfinedToItsFile``),
    /// reading each file as `now` saw it.
    func onlyPrivateDeclarationsChanged(in files: Set<String>, since built: SourceSnapshot, now: SourceSnapshot) -> Bool {
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
        return report.pairs.allSatisfy { pair in DeclarationEdit.comparing(old: pair.old, new: pair.new)?.isConfinedToItsFile == true }
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
