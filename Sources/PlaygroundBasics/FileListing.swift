import Foundation

/// The one walk over a kata's files that the watch and the check share, so what triggers a
/// check and what a check compares are the same files.
public enum FileListing {
    /// The files below the roots, hidden ones left out (editor swap files, `.DS_Store`: SwiftPM
    /// builds none), symbolic links followed as SwiftPM follows them: a source
    /// that is a link, or lies in a linked folder, is listed under the path SwiftPM compiles,
    /// so an edit to its target counts as an edit. Each folder is walked once, so a link loop ends.
    public static func files(under roots: [URL]) -> [URL] {
        var found: [URL] = []
        var walked: Set<String> = []
        var pending = roots.map(\.standardizedFileURL)
        while let entry = pending.popLast() {
            let target = entry.resolvingSymlinksInPath().path
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: target, isDirectory: &isDirectory) else { continue }
            guard isDirectory.boolValue else {
                found.append(entry)
                continue
            }
            guard walked.insert(target).inserted,
                let names = try? FileManager.default.contentsOfDirectory(atPath: entry.path)
            else { continue }
            pending += names.filter { !$0.hasPrefix(".") }.sorted().reversed().map { entry.appendingPathComponent($0) }
        }
        return found
    }
}
