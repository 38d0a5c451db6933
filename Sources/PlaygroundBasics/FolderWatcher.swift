import Foundation

/// Notices saved files by polling their content: portable, and cheap for a kata's few files.
public struct FolderWatcher: Sendable {
    public let roots: [URL]

    public init(roots: [URL]) { self.roots = roots }
    public var pollInterval: TimeInterval = 0.4
    /// Editors often write a file in several steps; wait until things are quiet this long.
    public var debounce: TimeInterval = 0.3

    /// What the files hold now.
    public func snapshot() -> FolderSnapshot { FolderSnapshot.taking(roots) }

    /// Whether the files differ from `previous`, after waiting for them to settle: the settled
    /// snapshot, or `nil` when nothing changed. It never blocks while nothing changed, so a
    /// caller can listen for something else (a typed answer) between looks.
    public func settledChange(from previous: FolderSnapshot) -> FolderSnapshot? {
        var current = snapshot()
        guard current != previous else { return nil }
        while true {
            Thread.sleep(forTimeInterval: debounce)
            let settled = snapshot()
            if settled == current { return settled }
            current = settled
        }
    }
}
