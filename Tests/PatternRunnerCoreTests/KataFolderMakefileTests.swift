import Foundation
import PlaygroundBasics
import Testing

/// Every kata command works from inside the kata's folder, where the editor's terminal starts:
/// each kata has the same small Makefile, which hands each command to the repository's with
/// the kata's number, and its README says so.
@Suite struct KataFolderMakefileTests {
    static let root = DocsAgreeTests.root
    static let commands = ["check", "kata", "watch", "hint", "reset", "restore", "solution"]

    /// As a learner's shell has it: not inside `make test`'s own make.
    static let outsideMake: [String: String?] = ["MAKEFLAGS": nil, "MFLAGS": nil, "MAKELEVEL": nil, "NAME": nil]

    static var kataFolders: [URL] {
        let katas = root.appendingPathComponent("Katas")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: katas.path)) ?? []
        return names.filter { $0.first?.isNumber == true }.sorted().map { katas.appendingPathComponent($0) }
    }

    @Test func everyKataFolderForwardsEachCommandWithItsNumber() throws {
        #expect(Self.kataFolders.count >= 11)
        for folder in Self.kataFolders {
            let number = String(folder.lastPathComponent.prefix(2))
            for command in Self.commands {
                // -n prints what make would run; the forwarding line is only printed, never run.
                let outcome = try ProcessGroupRunner().run(
                    ToolInvocation(["make", "-n", command], in: folder, environment: Self.outsideMake, timeout: 30))
                let target = command == "check" ? "kata" : command
                #expect(outcome.succeeded, "make \(command) in \(folder.lastPathComponent): \(outcome.output)")
                #expect(
                    outcome.output.contains("-C \"\(Self.root.resolvingSymlinksInPath().path)\" \(target) NAME='\(number)'"),
                    "make \(command) in \(folder.lastPathComponent) runs: \(outcome.output)")
            }
        }
    }

    @Test func theListOfKatasShowsFromAKataFolderToo() throws {
        let folder = try #require(Self.kataFolders.first)
        let outcome = try ProcessGroupRunner().run(
            ToolInvocation(["make", "-n", "katas"], in: folder, environment: Self.outsideMake, timeout: 30))
        #expect(
            outcome.succeeded && outcome.output.contains("-C \"\(Self.root.resolvingSymlinksInPath().path)\" katas"), "\(outcome.output)")
    }

    @Test func everyKataReadmeSaysTheCommandsRunFromItsFolder() throws {
        for folder in Self.kataFolders {
            let readme = try String(contentsOf: folder.appendingPathComponent("README.md"), encoding: .utf8)
            #expect(readme.contains("Run these from this folder too"), "\(folder.lastPathComponent)/README.md")
            #expect(readme.contains("`make check`"), "\(folder.lastPathComponent)/README.md")
        }
    }
}
