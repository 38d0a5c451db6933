import Foundation
import PlaygroundBasics
import Testing

@testable import KataEngine

/// Every file the build compiles counts as a source of the check, wherever the manifest puts it
/// and however the file system reaches it: a link to a file, a folder linked into a second
/// module, a target whose sources lie outside `Sources/`.
@Suite(.serialized) struct WhatTheBuildReadsTests {
    private let tiny = TinyKata(named: "what-the-build-reads")
    private var checker: KataChecker { KataChecker(testTimeout: 60) }
    var folder: URL { tiny.folder }
    var kata: KataInfo { tiny.info }
    var work: URL { folder.appendingPathComponent("Sources/Tiny/Work.swift") }

    private func write(_ path: String, _ text: String) throws { try tiny.write(path, text) }

    private func makePackage() throws { try tiny.writePackageExpectingOne() }

    private func removeFolder() { tiny.remove() }

    @Test func aSourceThatIsASymbolicLinkIsJudgedByItsTarget() throws {
        defer { removeFolder() }
        try makePackage()
        let passing = folder.appendingPathComponent("passing.swift"), failing = folder.appendingPathComponent("failing.swift")
        try SavesDuringABuildTests.work(returning: 1).write(to: passing, atomically: true, encoding: .utf8)
        try SavesDuringABuildTests.work(returning: 0).write(to: failing, atomically: true, encoding: .utf8)
        try FileManager.default.createDirectory(at: work.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(at: work, withDestinationURL: passing)
        #expect(try checker.check(kata, folder: folder).status == .passed)
        try FileManager.default.removeItem(at: work)
        try FileManager.default.createSymbolicLink(at: work, withDestinationURL: failing)
        #expect(try checker.check(kata, folder: folder).status == .failed, "the link now points at failing code")
        try SavesDuringABuildTests.work(returning: 1).write(to: failing, atomically: false, encoding: .utf8)
        #expect(try checker.check(kata, folder: folder).status == .passed, "its target was edited")
    }

    @Test func aFolderLinkedIntoTheLibraryFromTheTestsIsWatchedUnderBothPaths() throws {
        defer { removeFolder() }
        try makePackage()
        try write("Tests/TinyTests/Shared/Shared.swift", "func shared() -> Int { 1 }\n")
        try FileManager.default.createDirectory(at: work.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            at: folder.appendingPathComponent("Sources/Tiny/Shared"),
            withDestinationURL: folder.appendingPathComponent("Tests/TinyTests/Shared"))
        try write("Sources/Tiny/Work.swift", "public func work() -> Int { shared() }\n")
        #expect(try checker.check(kata, folder: folder).status == .passed)
        try write("Tests/TinyTests/Shared/Shared.swift", "func shared() -> Int { 0 }\n")
        #expect(try checker.check(kata, folder: folder).status == .failed, "the library's copy changed too")
    }

    @Test func sourcesTheManifestPutsOutsideSourcesAreWatched() throws {
        defer { removeFolder() }
        try write(
            "Package.swift",
            """
            // swift-tools-version: 6.0
            import PackageDescription
            let package = Package(name: "Tiny", targets: [
                .target(name: "Tiny", path: ".", sources: ["Sources/Tiny", "Lib"]),
                .testTarget(name: "TinyTests", dependencies: ["Tiny"]),
            ])
            """)
        try write("Tests/TinyTests/TinyTests.swift", "import Testing\nimport Tiny\n@Test func worksOut() { #expect(work() == 1) }\n")
        try write("Lib/Helper.swift", "func helper() -> Int { 1 }\n")
        try write("Sources/Tiny/Work.swift", "public func work() -> Int { helper() }\n")
        #expect(try checker.check(kata, folder: folder).status == .passed)
        try write("Lib/Helper.swift", "func helper() -> Int { 0 }\n")
        #expect(try checker.check(kata, folder: folder).status == .failed, "an edit in Lib counts")
        try write("Lib/Helper.swift", "func helper() -> Int { 1 }\n")
        #expect(try checker.check(kata, folder: folder).status == .passed)
    }

    /// Swift strings compare by canonical equivalence; file systems keep "Réaction.swift" with
    /// é as one scalar and as e plus a combining accent as two files, and SwiftPM may compile
    /// either. An edit to either twin changes the snapshot, the stamps and the watch's view.
    @Test func twinNamesThatDifferOnlyByNormalisationAreBothWatched() throws {
        defer { removeFolder() }
        let composed = "R\u{E9}action.swift", decomposed = "Re\u{301}action.swift"
        #expect(composed == decomposed, "Swift counts them as one string")
        try write("Sources/Tiny/\(composed)", "let a = 1\n")
        try write("Sources/Tiny/\(decomposed)", "let b = 1\n")
        let roots = [folder.appendingPathComponent("Sources")]
        #expect(FileListing.files(under: roots).count == 2, "two files on disk, two listed")
        for (twin, other) in [(composed, decomposed), (decomposed, composed)] {
            let snapshot = SourceSnapshot.take(of: roots), stamps = SourceStamps.take(of: roots), view = FolderSnapshot.taking(roots)
            try write("Sources/Tiny/\(twin)", "let changed = 2\n")
            #expect(
                !SourceSnapshot.take(of: roots).changedPaths(since: snapshot).isEmpty,
                "an edit to \(twin.unicodeScalars.count) scalars' twin")
            #expect(!SourceStamps.take(of: roots).changedPaths(since: stamps).isEmpty)
            #expect(FolderSnapshot.taking(roots) != view)
            try write("Sources/Tiny/\(other)", "let again = 3\n")
        }
    }
}
