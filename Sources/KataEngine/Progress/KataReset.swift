import Foundation
import PlaygroundBasics

/// Puts a kata's starter back without ever losing the learner's work: every starter is read
/// first (if one is missing nothing changes), the learner's files are copied to a backup
/// folder of their own, and only then is each file replaced atomically.
public struct KataReset: Sendable {
    public let catalog: KataCatalog

    public init(catalog: KataCatalog) { self.catalog = catalog }

    public struct Report: Sendable, Equatable {
        /// Where the learner's previous files are; `nil` when there was nothing to back up
        /// (no file, or every file was the starter's already).
        public let backup: URL?
        public let files: [String]
        /// Files the learner added beside the kata's own, moved into the backup (the starter
        /// has no such file, and one left behind could keep the starter from compiling).
        public var movedAside: [String] = []
    }

    /// The kata's files as the learner has them, with the starter's text for each.
    private func starters(of kata: KataInfo) throws(KataError) -> [(file: String, target: URL, data: Data)] {
        let folder = catalog.folder(of: kata)
        var starters: [(file: String, target: URL, data: Data)] = []
        for file in kata.files {
            guard PathContainment.isInside(file, folder: folder) else {
                throw .refused("refusing to reset \(file): it is outside \(folder.path)")
            }
            let starter = KataLayout(folder: folder).starter(file)
            guard let data = FileManager.default.contents(atPath: starter.path) else {
                throw .missingKataFile(path: starter.path, role: "starter")
            }
            starters.append((file, folder.appendingPathComponent(file), data))
        }
        return starters
    }

    /// Whether every learner file of the kata holds exactly the starter's text.
    public func filesAreStarter(_ kata: KataInfo) throws(KataError) -> Bool {
        try starters(of: kata).allSatisfy { FileManager.default.contents(atPath: $0.target.path) == $0.data }
    }

    public func reset(_ kata: KataInfo, now: Date = Date()) throws(KataError) -> Report {
        try replace(kata, with: try starters(of: kata), now: now)
    }

    /// Puts `replacements` in place of the learner's files, after backing up those whose text
    /// differs from the starter's (a starter is never worth a backup: it can always be had again).
    func replace(_ kata: KataInfo, with replacements: [(file: String, target: URL, data: Data)], now: Date) throws(KataError) -> Report {
        let manager = FileManager.default
        let starterText = Dictionary(try starters(of: kata).map { ($0.file, $0.data) }) { first, _ in first }
        let existing = try starters(of: kata).filter { manager.fileExists(atPath: $0.target.path) }
        let folder = catalog.folder(of: kata)
        let added = Self.addedFiles(of: kata, in: folder)
        let worthKeeping = !added.isEmpty || existing.contains { manager.contents(atPath: $0.target.path) != starterText[$0.file] }
        let backup = worthKeeping ? try makeBackupFolder(for: kata, now: now) : nil
        if let backup {
            let addedItems = added.map { (file: $0, target: folder.appendingPathComponent($0)) }
            for item in existing.map({ (file: $0.file, target: $0.target) }) + addedItems {
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
        for item in replacements {
            do {
                try manager.createDirectory(at: item.target.deletingLastPathComponent(), withIntermediateDirectories: true)
                try AtomicFile.write(item.data, to: item.target)
            } catch {
                let saved = backup.map { " Your previous files are in \($0.path)." } ?? ""
                throw .fileOperation(operation: "write", path: item.target.path, reason: "\(error.localizedDescription).\(saved)")
            }
        }
        let replaced = Set(replacements.map(\.file))
        let movedAside = added.filter { !replaced.contains($0) }
        for file in movedAside {
            do {
                try manager.removeItem(at: folder.appendingPathComponent(file))
            } catch {
                let saved = backup.map { " It is saved in \($0.path)." } ?? ""
                throw .fileOperation(operation: "remove", path: file, reason: "\(error.localizedDescription).\(saved)")
            }
        }
        return Report(backup: backup, files: kata.files, movedAside: movedAside)
    }

    /// The files a learner added beside the kata's own and those it ships (``KataLayout/givenFiles``),
    /// in the folders that hold them (a helper in `Sources/<Module>/`, at any depth), relative to
    /// `folder`; hidden files aside. None when the kata lists no given files: then nothing is
    /// known to be the learner's. `shipped` is the kata folder whose list counts (a backup has none).
    static func addedFiles(of kata: KataInfo, in folder: URL, shipped: URL? = nil) -> [String] {
        guard let given = KataLayout(folder: shipped ?? folder).givenFiles else { return [] }
        let own = Set(kata.files).union(given)
        let folders = Set(kata.files.map { URL(fileURLWithPath: $0).deletingLastPathComponent().relativePath })
        var added: [String] = []
        for relative in folders.sorted() {
            let base = relative == "." ? folder : folder.appendingPathComponent(relative)
            let found = FileManager.default.enumerator(
                at: base, includingPropertiesForKeys: [.isRegularFileKey], options: [.skipsHiddenFiles])
            while let url = found?.nextObject() as? URL {
                guard (try? url.resourceValues(forKeys: [.isRegularFileKey]))?.isRegularFile == true else { continue }
                let file = String(url.standardizedFileURL.path.dropFirst(folder.standardizedFileURL.path.count + 1))
                if !own.contains(file) { added.append(file) }
            }
        }
        return added.sorted()
    }

    /// `Katas/.backups/<slug>`, where every backup of the kata is kept.
    func backupsFolder(of kata: KataInfo) -> URL { catalog.directory.appendingPathComponent(".backups/\(kata.slug)") }

    /// `Katas/.backups/<slug>/<time>[-n]`: created exclusively, so two resets in the same
    /// millisecond still get folders of their own.
    private func makeBackupFolder(for kata: KataInfo, now: Date) throws(KataError) -> URL {
        let parent = backupsFolder(of: kata)
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
