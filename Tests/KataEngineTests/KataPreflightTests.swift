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

    @Test("A learner file emptied (nothing but whitespace) is named with the ways back, before the compiler speaks of the tests")
    func emptyLearnerFile() throws {
        let temporary = try TemporaryFolder("preflight")
        let folder = temporary.url
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Sources/X"), withIntermediateDirectories: true)
        for text in ["", " \n\t\n"] {
            try Data(text.utf8).write(to: folder.appendingPathComponent("Sources/X/Work.swift"))
            let empty = message { () throws(KataError) in try KataPreflight.check(kata, folder: folder) }
            #expect(empty?.contains("Sources/X/Work.swift in") == true && empty?.contains("is empty") == true, "\(empty ?? "")")
            #expect(empty?.contains("make restore NAME=01") == true && empty?.contains("make reset NAME=01") == true)
        }
        try Data("// only a comment\n".utf8).write(to: folder.appendingPathComponent("Sources/X/Work.swift"))
        let commented = message { () throws(KataError) in try KataPreflight.check(kata, folder: folder) }
        #expect(commented == nil, "a comment is the compiler's to judge")
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
