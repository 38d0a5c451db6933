import Foundation
import PlaygroundBasics

/// Puts a kata's starter back without ever losing the learner's work: every starter is read
/// first (if one is missing nothing changes), the learner's files are copied to a backup
/// folder of their own, and only then is each file replaced atomically.
public struct KataReset: Sendable {
    public let catalog: KataCatalog

    public init(catalog: KataCatalog) { self.catalog = catalog }

    public struct Report: Sendable, Equatable {
        /// Where the learner's previous files are; `nil` when there was nothing to back up.
        public let backup: URL?
        public let files: [String]
    }

    public func reset(_ kata: KataInfo, now: Date = Date()) throws(KataError) -> Report {
        let folder = catalog.folder(of: kata)
        let manager = FileManager.default
        var starters: [(file: String, target: URL, data: Data)] = []
        for file in kata.files {
            guard PathContainment.isInside(file, folder: folder) else {
                throw .environment("refusing to reset \(file): it is outside \(folder.path)")
            }
            let starter = folder.appendingPathComponent(".meta/Starter/\(URL(fileURLWithPath: file).lastPathComponent)")
            guard let data = manager.contents(atPath: starter.path) else {
                throw .environment("the starter \(starter.path) is missing; nothing was changed")
            }
            starters.append((file, folder.appendingPathComponent(file), data))
        }
        let existing = starters.filter { manager.fileExists(atPath: $0.target.path) }
        let backup = existing.isEmpty ? nil : try makeBackupFolder(for: kata, now: now)
        if let backup {
            for item in existing {
                let saved = backup.appendingPathComponent(item.file)
                do {
                    try manager.createDirectory(at: saved.deletingLastPathComponent(), withIntermediateDirectories: true)
                    try manager.copyItem(at: item.target, to: saved)
                } catch {
                    throw .environment(
                        "cannot back up \(item.target.path) to \(saved.path): \(error.localizedDescription); nothing was changed")
                }
            }
        }
        for item in starters {
            do {
                try manager.createDirectory(at: item.target.deletingLastPathComponent(), withIntermediateDirectories: true)
                try AtomicFile.write(item.data, to: item.target)
            } catch {
                let saved = backup.map { " Your previous files are in \($0.path)." } ?? ""
                throw .environment("cannot write \(item.target.path): \(error.localizedDescription).\(saved)")
            }
        }
        return Report(backup: backup, files: kata.files)
    }

    /// `Katas/.backups/<slug>/<time>[-n]`: created exclusively, so two resets in the same
    /// millisecond still get folders of their own.
    private func makeBackupFolder(for kata: KataInfo, now: Date) throws(KataError) -> URL {
        let parent = catalog.directory.appendingPathComponent(".backups/\(kata.slug)")
        do {
            try FileManager.default.createDirectory(at: parent, withIntermediateDirectories: true)
        } catch {
            throw .environment("cannot create the backup folder \(parent.path): \(error.localizedDescription)")
        }
        let stamp = ProgressStore.stamp(now)
        for attempt in 0..<1000 {
            let folder = parent.appendingPathComponent(attempt == 0 ? stamp : "\(stamp)-\(attempt)")
            if mkdir(folder.path, 0o755) == 0 { return folder }
            if errno != EEXIST { break }
        }
        throw .environment("cannot create a backup folder under \(parent.path)")
    }
}
