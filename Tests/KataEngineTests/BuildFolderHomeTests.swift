import Foundation
import PlaygroundTestSupport
import Testing

@testable import KataEngine

/// A build folder made for another place (a checkout copied or moved) is made anew.
@Suite struct BuildFolderHomeTests {
    @Test("A build folder made for this folder is kept; one made elsewhere, or made before a record was kept, is emptied but for its locks")
    func movedBuildFoldersAreEmptied() throws {
        let temporary = try TemporaryFolder("build-folder-home")
        let kata = temporary.url.appendingPathComponent("Katas/02-macbook")
        let built = kata.appendingPathComponent(".build")
        let manager = FileManager.default
        func fill() throws {
            try manager.createDirectory(at: built.appendingPathComponent("debug"), withIntermediateDirectories: true)
            try Data("x".utf8).write(to: built.appendingPathComponent("debug/module.pcm"))
            try Data().write(to: built.appendingPathComponent("kata-quick-build.lock"))
        }
        let pcm = built.appendingPathComponent("debug/module.pcm").path
        try fill()
        BuildFolderHome.settle(built, home: kata)
        #expect(!manager.fileExists(atPath: pcm), "no record: made before records were kept")
        #expect(manager.fileExists(atPath: built.appendingPathComponent("kata-quick-build.lock").path))
        try fill()
        BuildFolderHome.settle(built, home: kata)
        #expect(manager.fileExists(atPath: pcm), "made for this folder: kept")
        let moved = temporary.url.appendingPathComponent("Elsewhere/02-macbook")
        try manager.createDirectory(at: moved.deletingLastPathComponent(), withIntermediateDirectories: true)
        try manager.moveItem(at: kata, to: moved)
        BuildFolderHome.settle(moved.appendingPathComponent(".build"), home: moved)
        #expect(!manager.fileExists(atPath: moved.appendingPathComponent(".build/debug/module.pcm").path), "moved: made anew")
        let stamp = try String(contentsOf: moved.appendingPathComponent(".build/\(BuildFolderHome.stampName)"), encoding: .utf8)
        #expect(stamp == moved.standardizedFileURL.path)
    }
}
