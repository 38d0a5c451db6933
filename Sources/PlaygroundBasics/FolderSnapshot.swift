import Foundation

/// What a kata's files hold at one moment: each file's content digest, size and modification
/// date. Two snapshots differ when any file's content, size or date differs, or a file comes or
/// goes; the content decides what a check judged, so two saves within one second of a coarse
/// clock, or a `cp -p` that keeps the old date, are still told apart.
public struct FolderSnapshot: Equatable, Sendable {
    public struct File: Equatable, Sendable {
        public let digest: String
        public let modified: Date?
    }

    /// Path → what it holds.
    public let files: [String: File]

    public init(files: [String: File]) { self.files = files }

    /// Every file under `roots` (``FileListing``), read whole. A kata's learner files are a few kilobytes.
    public static func taking(_ roots: [URL]) -> FolderSnapshot {
        var files: [String: File] = [:]
        for url in FileListing.files(under: roots) {
            guard let data = FileManager.default.contents(atPath: url.path) else { continue }
            let modified = try? url.resourceValues(forKeys: [.contentModificationDateKey]).contentModificationDate
            let twin = files[url.path]
            files[url.path] = File(
                digest: CanonicalTwins.combining(twin?.digest, ContentDigest.of(data)),
                modified: [twin?.modified, modified].compactMap { $0 }.max())
        }
        return FolderSnapshot(files: files)
    }

    /// One short fingerprint of every file's path and content, the same in every process: what
    /// a verdict names so the learner can tell which save it judged.
    public var contentDigest: String {
        let joined = files.keys.sorted().map { "\($0)\u{0}\(files[$0]?.digest ?? "")" }.joined(separator: "\u{0}")
        return String(ContentDigest.of(Data(joined.utf8)).prefix(8))
    }

    /// The newest modification date among the files, for "saved at 14:02:31".
    public var latestSave: Date? { files.values.compactMap(\.modified).max() }
}
