import Foundation
import PlaygroundBasics

/// The backups `reset` (and `restore` itself) left of a kata's files, and putting one back.
/// Restoring backs up what it replaces first, as a reset does, so going back is never a loss.
public struct KataBackups: Sendable {
    public let catalog: KataCatalog

    public init(catalog: KataCatalog) { self.catalog = catalog }

    /// A learner file larger than this in a backup is refused: no learner writes one, and
    /// the backup folder is outside input like any other.
    static let maximumFileBytes = 1024 * 1024

    public struct Backup: Sendable, Equatable {
        /// `Katas/.backups/<slug>/<time>`.
        public let folder: URL
        /// When it was made: from its name, else from the folder's modification time.
        public let time: Date
        /// The learner files it holds, relative to the kata folder, and their total size.
        public let files: [String]
        public let bytes: Int
    }

    /// Every backup holding at least one of the kata's files, newest first.
    public func list(_ kata: KataInfo) -> [Backup] {
        let parent = KataReset(catalog: catalog).backupsFolder(of: kata)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: parent.path)) ?? []
        let backups = names.filter { !$0.hasPrefix(".") }.compactMap { name -> (backup: Backup, name: String)? in
            let folder = parent.appendingPathComponent(name)
            // The kata's own files, and those the learner had added beside them (a reset moves them here).
            let own = kata.files.filter { regularFile(folder.appendingPathComponent($0)) != nil }
            let added = KataReset.addedFiles(of: kata, in: folder, shipped: catalog.folder(of: kata))
            let files = own.isEmpty ? [] : own + added
            guard !files.isEmpty else { return nil }
            let bytes = files.compactMap { regularFile(folder.appendingPathComponent($0)) }.reduce(0, +)
            let time = Self.time(named: name) ?? FileTimes.modified(folder) ?? .distantPast
            return (Backup(folder: folder, time: time, files: files, bytes: bytes), name)
        }
        // Two backups in one millisecond are told apart by their suffix (`-1`, `-2`): the larger is newer.
        return backups.sorted { ($0.backup.time, $0.name.count, $0.name) > ($1.backup.time, $1.name.count, $1.name) }.map(\.backup)
    }

    /// Puts `backup`'s files in place of the learner's, after backing those up (unless they are
    /// the starter's). Files the backup does not hold are left as they are.
    public func restore(_ kata: KataInfo, from backup: Backup, now: Date = Date()) throws(KataError) -> KataReset.Report {
        let folder = catalog.folder(of: kata)
        var replacements: [(file: String, target: URL, data: Data)] = []
        for file in backup.files {
            guard PathContainment.isInside(file, folder: folder) else {
                throw .refused("refusing to restore \(file): it is outside \(folder.path)")
            }
            let saved = backup.folder.appendingPathComponent(file)
            guard regularFile(saved) != nil, let data = FileManager.default.contents(atPath: saved.path) else {
                throw .missingKataFile(path: saved.path, role: "backed-up")
            }
            replacements.append((file, folder.appendingPathComponent(file), data))
        }
        return try KataReset(catalog: catalog).replace(kata, with: replacements, now: now)
    }

    /// The size of a regular file of sensible size (not a link, a folder or a device), else `nil`.
    private func regularFile(_ url: URL) -> Int? {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: url.path),
            attributes[.type] as? FileAttributeType == .typeRegular,
            let size = (attributes[.size] as? NSNumber)?.intValue, size <= Self.maximumFileBytes
        else { return nil }
        return size
    }

    /// The time in a backup's name (`20261125T214500.123Z`, perhaps with `-2` after it).
    static func time(named name: String) -> Date? {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyyMMdd'T'HHmmss.SSS'Z'"
        return formatter.date(from: String(name.split(separator: "-").first ?? ""))
    }
}
