import Foundation

/// Notices saved files by polling modification dates: portable, and cheap for a kata's few files.
public struct FolderWatcher {
    public let roots: [URL]

    public init(roots: [URL]) { self.roots = roots }
    public var pollInterval: TimeInterval = 0.4
    /// Editors often write a file in several steps; wait until things are quiet this long.
    public var debounce: TimeInterval = 0.3

    /// Every regular file under the roots with its modification date.
    public func snapshot() -> [String: Date] {
        var dates: [String: Date] = [:]
        for root in roots {
            let files = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.contentModificationDateKey])
            while let file = files?.nextObject() as? URL {
                if let date = try? file.resourceValues(forKeys: [.contentModificationDateKey]).contentModificationDate {
                    dates[file.path] = date
                }
            }
        }
        return dates
    }

    /// Blocks until the files differ from `previous` and then stay unchanged for `debounce`.
    public func waitForChange(after previous: [String: Date]) -> [String: Date] {
        var current = previous
        while current == previous {
            Thread.sleep(forTimeInterval: pollInterval)
            current = snapshot()
        }
        while true {
            Thread.sleep(forTimeInterval: debounce)
            let settled = snapshot()
            if settled == current { return settled }
            current = settled
        }
    }
}
