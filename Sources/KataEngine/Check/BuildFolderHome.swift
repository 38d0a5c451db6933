import Foundation
import PlaygroundBasics

/// A kata's build folder and the module cache the katas share hold absolute paths: the compiler
/// refuses a module it precompiled under another cache path ("was compiled with module cache
/// path …"), so a prepared checkout that is copied or moved would fail every build, and
/// `make prepare` too. Each remembers the folder it was made for; found in another, it is
/// emptied before the build, which makes it anew (neither holds anything a learner wrote; the
/// lock files a check holds stay).
enum BuildFolderHome {
    static let stampName = ".made-for"

    /// Empties the kata's build folder and the shared module cache where they were made for
    /// another folder (or, made before they kept a record, for one nobody knows), and records this one.
    static func settle(kataFolder folder: URL) {
        let layout = KataLayout(folder: folder)
        settle(layout.buildFolder, home: folder)
        settle(layout.moduleCache, home: layout.moduleCache)
    }

    static func settle(_ built: URL, home: URL) {
        let manager = FileManager.default
        let stamp = built.appendingPathComponent(stampName)
        let expected = home.standardizedFileURL.path
        if let recorded = try? String(contentsOf: stamp, encoding: .utf8), recorded == expected { return }
        // No record but something built: made before folders kept one, so for all we know elsewhere.
        let contents = (try? manager.contentsOfDirectory(atPath: built.path)) ?? []
        if contents.contains(where: { !$0.hasSuffix(".lock") }) {
            for name in contents where !name.hasSuffix(".lock") {
                try? manager.removeItem(at: built.appendingPathComponent(name))
            }
        }
        try? manager.createDirectory(at: built, withIntermediateDirectories: true)
        try? AtomicFile.write(Data(expected.utf8), to: stamp)
    }
}
