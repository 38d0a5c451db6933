import Foundation
import Testing

@testable import KataEngine

@Suite struct MutantTrialTests {
    /// Cheats a learner might try in kata 11: each reads which run it is in instead of testing.
    @Test(arguments: [
        #"@Test func t() { #expect(ProcessInfo.processInfo.environment["KATA_MUTANT"] == nil) }"#,
        #"@testable import MutantKata"#,
        #"let key = "KATA_" + "MUTANT"; let v = getenv(key)"#,
        #"let data = FileManager.default.contents(atPath: "/proc/self/" + "env" + "iron")"#,
        #"@Test func t() { #expect(Mutant.active == .none) }"#,
        // Spelled in pieces, so no word of the switch appears; the API names still do.
        #"let text = try String(contentsOfFile: ["", "pr" + "oc", "self", "env" + "iron"].joined(separator: "/"), encoding: .utf8)"#,
        #"@_silgen_name("get" + "env") func lookUp(_ name: String) -> String?"#,
        #"let p = UnsafeRawPointer(bitPattern: 0x1000)"#,
    ])
    func aTestFileThatLooksAtTheSwitchIsRefused(source: String) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("mutant-trial-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try "import Testing\n\(source)\n".write(to: folder.appendingPathComponent("T.swift"), atomically: true, encoding: .utf8)
        let refusal = try #require(MutantTrial.refusal(of: ["T.swift"], in: folder))
        #expect(refusal.hasPrefix("Refused: T.swift "))
        #expect(!refusal.contains("\n"), "one line saying why")
    }

    @Test func anHonestTestFileIsNotRefused() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("mutant-trial-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let honest = "import MutantKata\nimport Testing\n@Test func senderHearsNothing() { #expect(true) }\n"
        try honest.write(to: folder.appendingPathComponent("T.swift"), atomically: true, encoding: .utf8)
        #expect(MutantTrial.refusal(of: ["T.swift"], in: folder) == nil)
    }

    @Test(arguments: [
        "import Foundation", "import Glibc", "import func Glibc.strlen", "@_exported import Darwin", "  import struct Foundation.URL",
    ])
    func aTestFileImportingMoreThanTestingAndTheMediatorIsRefused(line: String) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("mutant-trial-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try "import MutantKata\nimport Testing\n\(line)\n@Test func t() {}\n".write(
            to: folder.appendingPathComponent("T.swift"), atomically: true, encoding: .utf8)
        let refusal = try #require(MutantTrial.refusal(of: ["T.swift"], in: folder))
        #expect(refusal.contains("imports"), "\(refusal)")
    }

    @Test func everySwiftFileUnderTestsIsScreenedNotOnlyTheLearners() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("mutant-trial-\(UUID().uuidString)")
        let tests = folder.appendingPathComponent("Tests/KataTests")
        try FileManager.default.createDirectory(at: tests, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try "import Testing\n".write(to: tests.appendingPathComponent("Mine.swift"), atomically: true, encoding: .utf8)
        try "import Foundation\n".write(to: tests.appendingPathComponent("Extra.swift"), atomically: true, encoding: .utf8)
        let files = MutantTrial.testFiles(in: folder, also: ["Tests/KataTests/Mine.swift"])
        #expect(Set(files) == ["Tests/KataTests/Mine.swift", "Tests/KataTests/Extra.swift"])
        #expect(MutantTrial.refusal(of: files, in: folder)?.contains("Extra.swift imports Foundation") == true)
    }

    @Test func theDecoyLooksLikeAMutantsNameIsNeverOneAndChanges() {
        let real: Set<String> = ["skips-late-receivers", "keeps-first-messages"]
        let decoys = (0..<200).map { _ in MutantTrial.decoy(avoiding: real) }
        #expect(Set(decoys).count > 20, "different from run to run")
        #expect(decoys.allSatisfy { !real.contains($0) })
        #expect(decoys.allSatisfy { $0.wholeMatch(of: #/[a-z]+(-[a-z]+){2}/#) != nil }, "shaped like delivers-to-sender")
    }
}
