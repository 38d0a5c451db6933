import Foundation
import PlaygroundBasics

/// The text of each of the kata's Swift files as last built, kept by content digest under
/// `.build`, so the next check can see what an edit changed (``DeclarationEdit``), not only
/// that it changed. Texts no build refers to any more are removed.
struct BuiltSources: Sendable {
    let folder: URL

    func text(digest: String) -> String? {
        try? String(contentsOf: folder.appendingPathComponent(digest + ".swift"), encoding: .utf8)
    }

    /// Keeps the texts of `snapshot`'s Swift files below `kataFolder` — each only when the file
    /// still holds the content the snapshot saw — and drops every other text.
    func keep(_ snapshot: SourceSnapshot, under kataFolder: URL) {
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let prefix = kataFolder.path + "/"
        var wanted: Set<String> = []
        for (path, digest) in snapshot.files where path.hasPrefix(prefix) && path.hasSuffix(".swift") {
            wanted.insert(digest + ".swift")
            let copy = folder.appendingPathComponent(digest + ".swift")
            guard !FileManager.default.fileExists(atPath: copy.path), let data = FileManager.default.contents(atPath: path),
                ContentDigest.of(data) == digest
            else { continue }
            try? AtomicFile.write(data, to: copy)
        }
        for name in (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [] where !wanted.contains(name) {
            try? FileManager.default.removeItem(at: folder.appendingPathComponent(name))
        }
    }
}
