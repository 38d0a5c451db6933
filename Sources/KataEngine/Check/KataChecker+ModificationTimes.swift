import Foundation
import PlaygroundBasics

/// SwiftPM judges sources by modification times; these keep its judgement in line with what
/// is on disk.
extension KataChecker {
    /// Sets each file's modification time to now, and at least a second past its own, so it
    /// differs from any time SwiftPM recorded, whatever the file system's clock resolution.
    static func makeNewer(_ paths: [String]) {
        let now = Date()
        for path in paths {
            let current = FileTimes.modified(URL(fileURLWithPath: path)) ?? now
            try? FileManager.default.setAttributes([.modificationDate: max(now, current.addingTimeInterval(1))], ofItemAtPath: path)
        }
    }

    /// Swift files under `Sources/` and `Tests/` changed after the test binary was linked (and
    /// after the last second build), or `nil` where there is no binary to compare with (macOS
    /// bundles, a failed build).
    static func sourcesNewerThanTestBinary(in folder: URL) -> [URL]? {
        guard let binary = KataLayout(folder: folder).testExecutable, let linked = FileTimes.modified(binary) else { return nil }
        let built = max(linked, FileTimes.modified(KataLayout(folder: folder).freshnessMark) ?? .distantPast)
        var newer: [URL] = []
        for file in FileListing.files(under: ["Sources", "Tests"].map { folder.appendingPathComponent($0) }) {
            if file.pathExtension == "swift", let changed = FileTimes.modified(file), changed > built { newer.append(file) }
        }
        return newer
    }
}
