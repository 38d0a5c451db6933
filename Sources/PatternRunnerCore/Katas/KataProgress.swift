import Foundation

/// Where a learner stands with one kata.
public enum KataStatus: String, Codable, Sendable {
    case notStarted = "not started"
    case inProgress = "in progress"
    case done
}

/// The learner's progress, kept in the git-ignored `Katas/.progress.json`.
public struct KataProgress: Codable, Equatable, Sendable {
    public struct Entry: Codable, Equatable, Sendable {
        public var status: KataStatus = .notStarted
        public var hintsShown = 0
    }

    public var entries: [String: Entry] = [:]

    public static func fileURL(in directory: URL) -> URL {
        directory.appendingPathComponent(".progress.json")
    }

    /// Reads the file; a missing or unreadable one means no progress yet.
    public static func load(from directory: URL) -> KataProgress {
        guard let data = FileManager.default.contents(atPath: fileURL(in: directory).path),
            let progress = try? JSONDecoder().decode(KataProgress.self, from: data)
        else { return KataProgress() }
        return progress
    }

    public func save(to directory: URL) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        try encoder.encode(self).write(to: Self.fileURL(in: directory), options: .atomic)
    }

    public func status(of slug: String) -> KataStatus {
        entries[slug]?.status ?? .notStarted
    }

    /// Records that the learner touched a kata without finishing it (a hint, a failing check).
    public mutating func markStarted(_ slug: String) {
        if status(of: slug) == .notStarted { entries[slug, default: Entry()].status = .inProgress }
    }
}
