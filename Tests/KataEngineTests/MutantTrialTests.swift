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
    ])
    func aTestFileThatLooksAtTheSwitchIsRefused(source: String) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("mutant-trial-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try "import Testing\n\(source)\n".write(to: folder.appendingPathComponent("T.swift"), atomically: true, encoding: .utf8)
        let refusal = try #require(MutantTrial.refusal(of: ["T.swift"], in: folder))
        #expect(refusal.hasPrefix("Refused: T.swift mentions "))
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

    @Test func theDecoyIsNeverAMutantsNameAndChangesEveryRun() {
        let decoys = Set((0..<20).map { _ in MutantTrial.decoy() })
        #expect(decoys.count == 20)
        #expect(decoys.allSatisfy { $0.hasPrefix("control-") })
    }
}
