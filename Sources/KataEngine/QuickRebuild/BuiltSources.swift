import Foundation
import PlaygroundBasics

/// The text of each of the kata's Swift files as last built, kept by content digest under
/// `.build`, so the next check can see what an edit changed (``DeclarationEdit``), not only
/// that it changed. Texts no build refers to any more are removed.
struct BuiltSources: Sendable {
    let folder: URL

    /// The kept text of that digest, if there is one.
    func file(digest: String) -> URL? {
        let copy = folder.appendingPathComponent(digest + ".swift")
        return FileManager.default.fileExists(atPath: copy.path) ? copy : nil
    }

    /// Keeps `data`, whose digest the caller has checked, and says where.
    func keep(_ data: Data, digest: String) -> URL? {
        let copy = folder.appendingPathComponent(digest + ".swift")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return (try? AtomicFile.write(data, to: copy)) != nil ? copy : nil
    }

    /// Keeps the texts of `snapshot`'s Swift files below `kataFolder` — each only when the file
    /// still holds the content the snapshot saw — and drops every other text.
    func keep(_ snapshot: SourceSnapshot, under kataFolder: URL) {
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let prefix = kataFolder.path + "/"
        var wanted: Set<String> = []
        for (path, digest) in snapshot.files where path.hasPrefix(prefix) && path.hasSuffix(".swift") {
            wanted.insert(digest)
            let copy = folder.appendingPathComponent(digest + ".swift")
            guard !FileManager.default.fileExists(atPath: copy.path), let data = FileManager.default.contents(atPath: path),
                ContentDigest.of(data) == digest
            else { continue }
            try? AtomicFile.write(data, to: copy)
        }
        for name in (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        where !wanted.contains(String(name.prefix { $0 != "." })) {
            try? FileManager.default.removeItem(at: folder.appendingPathComponent(name))
        }
    }
}
