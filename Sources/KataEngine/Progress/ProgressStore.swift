import Foundation
import PlaygroundBasics

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Keeps `Katas/.progress.json` safe: every change happens under an advisory lock and lands
/// by an atomic rename, so concurrent commands keep every update and a killed one leaves the
/// old file whole. A file that is not progress is kept aside, never silently overwritten.
public struct ProgressStore: Sendable {
    public let directory: URL
    /// Larger than any real progress file: reading it would only stall the learner.
    static let sizeLimit = 1_000_000

    public init(directory: URL) { self.directory = directory }

    public var file: URL { directory.appendingPathComponent(".progress.json") }
    var lockFile: URL { directory.appendingPathComponent(".progress.lock") }

    /// The progress, and one line per problem found (a corrupt file kept aside).
    public func load() -> (progress: KataProgress, warnings: [String]) {
        withLock { read() }
    }

    /// Reads, changes and writes back under the lock. Returns the new progress and warnings.
    @discardableResult
    public func update(_ change: (inout KataProgress) -> Void) -> (progress: KataProgress, warnings: [String]) {
        withLock {
            var (progress, warnings) = read()
            change(&progress)
            do {
                try write(progress)
            } catch {
                warnings.append("progress not saved to \(file.path): \(error.localizedDescription)")
            }
            return (progress, warnings)
        }
    }

    private func read() -> (KataProgress, [String]) {
        let manager = FileManager.default
        guard manager.fileExists(atPath: file.path) else { return (KataProgress(), []) }
        let size = (try? manager.attributesOfItem(atPath: file.path)[.size] as? Int) ?? 0
        var reason = size > Self.sizeLimit ? "it is \(size / 1_000_000) MB" : ""
        if reason.isEmpty {
            guard let data = manager.contents(atPath: file.path) else {
                return (KataProgress(), ["cannot read \(file.path); progress starts empty for now"])
            }
            let decoder = JSONDecoder()
            decoder.dateDecodingStrategy = .iso8601
            if let progress = try? decoder.decode(KataProgress.self, from: data) { return (progress, []) }
            reason = "it is not a progress file"
        }
        let aside = directory.appendingPathComponent(".progress.json.corrupt-\(Self.stamp())")
        do {
            try manager.moveItem(at: file, to: aside)
            return (KataProgress(), ["\(file.path) was unreadable (\(reason)); kept as \(aside.path), starting afresh"])
        } catch {
            return (KataProgress(), ["\(file.path) is unreadable (\(reason)) and could not be moved aside: \(error.localizedDescription)"])
        }
    }

    private func write(_ progress: KataProgress) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        encoder.dateEncodingStrategy = .iso8601
        try AtomicFile.write(try encoder.encode(progress), to: file)
    }

    private func withLock<T>(_ body: () -> T) -> T {
        AdvisoryLock.holding(lockFile, body)
    }

    /// A file-name-safe time with milliseconds.
    static func stamp(_ date: Date = Date()) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyyMMdd'T'HHmmss.SSS'Z'"
        return formatter.string(from: date)
    }
}
