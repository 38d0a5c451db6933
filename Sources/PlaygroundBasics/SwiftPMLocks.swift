import Foundation

/// SwiftPM leaves a lock file in the temporary directory for every package folder it builds
/// (`/tmp/_tmp_kata-verify-…_Katas_01-conceptual_.build.lock`), and never removes it. Folders
/// the engine creates and deletes would leave those behind run after run; this removes them.
public enum SwiftPMLocks {
    /// Removes the lock files SwiftPM made for `folder` or anything inside it; returns how many.
    @discardableResult
    public static func remove(under folder: URL) -> Int {
        let directory = FileManager.default.temporaryDirectory
        let prefix = folder.standardizedFileURL.path.replacingOccurrences(of: "/", with: "_")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        var removed = 0
        for name in names where name.hasPrefix(prefix) && name.hasSuffix(".lock") {
            if (try? FileManager.default.removeItem(at: directory.appendingPathComponent(name))) != nil { removed += 1 }
        }
        return removed
    }
}
