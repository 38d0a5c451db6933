import Foundation
import PlaygroundTestSupport
import Testing

@testable import KataEngine

/// A kata that cannot be checked says why in the learner's terms, naming the path and the fix.
@Suite struct KataPreflightTests {
    private let kata = KataInfo(slug: "01-x", title: "X", document: "000", teaches: "t", files: ["Sources/X/Work.swift"], hints: [])

    private func message(_ body: () throws(KataError) -> Void) -> String? {
        do throws(KataError) {
            try body()
            return nil
        } catch { return error.message }
    }

    @Test("A learner file that is missing, or is a folder, is named with the way back")
    func missingOrFolderLearnerFile() throws {
        let temporary = try TemporaryFolder("preflight")
        let folder = temporary.url
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Sources/X"), withIntermediateDirectories: true)
        let missing = message { () throws(KataError) in try KataPreflight.check(kata, folder: folder) }
        #expect(missing?.contains("Sources/X/Work.swift is missing") == true && missing?.contains("make reset NAME=01") == true)
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("Sources/X/Work.swift"), withIntermediateDirectories: true)
        let folderInstead = message { () throws(KataError) in try KataPreflight.check(kata, folder: folder) }
        #expect(folderInstead?.contains("is a folder, not a Swift file") == true)
    }

    @Test("A kata folder and its files in place pass")
    func aKataInPlacePasses() throws {
        let temporary = try TemporaryFolder("preflight")
        let folder = temporary.url
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Sources/X"), withIntermediateDirectories: true)
        try Data("let x = 1\n".utf8).write(to: folder.appendingPathComponent("Sources/X/Work.swift"))
        #expect(message { () throws(KataError) in try KataPreflight.check(kata, folder: folder) } == nil)
    }
}
