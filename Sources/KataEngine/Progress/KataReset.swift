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
                throw .refused("refusing to reset \(file): it is outside \(folder.path)")
            }
            let starter = KataLayout(folder: folder).starter(file)
            guard let data = manager.contents(atPath: starter.path) else {
                throw .missingKataFile(path: starter.path, role: "starter")
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
                    throw .fileOperation(
                        operation: "back up", path: item.target.path,
                        reason: "\(error.localizedDescription) (to \(saved.path)); nothing was changed")
                }
            }
        }
        for item in starters {
            do {
                try manager.createDirectory(at: item.target.deletingLastPathComponent(), withIntermediateDirectories: true)
                try AtomicFile.write(item.data, to: item.target)
            } catch {
                let saved = backup.map { " Your previous files are in \($0.path)." } ?? ""
                throw .fileOperation(operation: "write", path: item.target.path, reason: "\(error.localizedDescription).\(saved)")
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
            throw .fileOperation(operation: "create the backup folder", path: parent.path, reason: error.localizedDescription)
        }
        let stamp = ProgressStore.stamp(now)
        for attempt in 0..<1000 {
            let folder = parent.appendingPathComponent(attempt == 0 ? stamp : "\(stamp)-\(attempt)")
            if mkdir(folder.path, 0o755) == 0 { return folder }
            if errno != EEXIST { break }
        }
        throw .fileOperation(operation: "create a backup folder under", path: parent.path, reason: "every name is taken")
    }
}
