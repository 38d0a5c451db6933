import Foundation

/// The one walk over a kata's files that the watch and the check share, so what triggers a
/// check and what a check compares are the same files.
public enum FileListing {
    /// The files below the roots, hidden ones left out (editor swap files, `.DS_Store`: SwiftPM
    /// builds none), symbolic links followed as SwiftPM follows them: a source that is a link, or
    /// lies in a linked folder, is listed under the path SwiftPM compiles, so an edit to its
    /// target counts as an edit. A folder reached by two paths (linked into `Sources` from
    /// `Tests`, say) is listed under both, as SwiftPM compiles it under both; a link back into a
    /// folder already on the way down is not followed, so a link loop ends. A file listed twice
    /// (two roots that overlap) is listed once.
    public static func files(under roots: [URL], limit: Int = 100_000) -> [URL] {
        var found: [URL] = []
        // By bytes: twin names that differ only by Unicode normalisation are two files.
        var listed: Set<[UInt8]> = []
        var pending = roots.map { (entry: $0.standardizedFileURL, above: Set<String>()) }
        while let (entry, above) = pending.popLast(), found.count < limit {
            let target = entry.resolvingSymlinksInPath().path
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: target, isDirectory: &isDirectory) else { continue }
            guard isDirectory.boolValue else {
                if listed.insert(Array(entry.path.utf8)).inserted { found.append(entry) }
                continue
            }
            guard !above.contains(target), let names = try? FileManager.default.contentsOfDirectory(atPath: entry.path) else { continue }
            let below = above.union([target])
            pending += names.filter { !$0.hasPrefix(".") }.sorted().reversed().map { (entry.appendingPathComponent($0), below) }
        }
        return found
    }
}
