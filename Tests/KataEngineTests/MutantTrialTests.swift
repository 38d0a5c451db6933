import Foundation
import PlaygroundTestSupport
import Testing

@testable import KataEngine

/// The trial's screening of test files: with every implementation compiled in on its own there
/// is no switch left to find, so only what would reach outside the process is refused.
@Suite struct MutantTrialTests {
    private func refusal(for source: String, file: String = "T.swift") throws -> String? {
        let folder = try TemporaryFolder("mutant-trial")
        try folder.write(file, source)
        return MutantTrial.refusal(of: [file], in: folder.url)
    }

    @Test(
        "Imports beyond Testing and MutantKata are refused, however written, with the line",
        arguments: [
            "import Foundation", "import Glibc", "import func Glibc.strlen", "@_exported import Darwin", "  import struct Foundation.URL",
            "import Testing; import Glibc", "@preconcurrency import Foundation",
        ])
    func importsBeyondTestingAreRefused(line: String) throws {
        let refusal = try #require(try refusal(for: "import MutantKata\n\(line)\n@Test func t() {}\n"))
        #expect(refusal.contains("T.swift:2 imports"), "\(refusal)")
        #expect(!refusal.contains("\n"), "one line saying why")
    }

    @Test(
        "Binding a C function by name is refused", arguments: [#"@_silgen_name("getenv") func lookUp() -> Int"#, "@_extern(c) func open()"])
    func bindingCFunctionsByNameIsRefused(line: String) throws {
        let refusal = try #require(try refusal(for: "import Testing\n\(line)\n"))
        #expect(refusal.contains("T.swift:2 uses @_"), "\(refusal)")
    }

    @Test("Comments and strings may say anything: an honest file with 'environment', '/proc' or 'import Foundation' in its words passes")
    func honestWordsAreNotRefused() throws {
        let honest = """
            import MutantKata
            import Testing

            /// Sets up the test environment: three musketeers; no /proc, no FileManager, no KATA_MUTANT.
            // import Foundation is not needed here.
            @Test func senderHearsNothing() { #expect("import Glibc".count == 12) }

            """
        #expect(try refusal(for: honest) == nil)
    }

    @Test func everySwiftFileUnderTestsIsScreenedNotOnlyTheLearners() throws {
        let temporary = try TemporaryFolder("mutant-trial")
        let folder = temporary.url
        try temporary.write("Tests/KataTests/Mine.swift", "import Testing\n")
        try temporary.write("Tests/KataTests/Extra.swift", "import Foundation\n")
        let files = MutantTrial.testFiles(in: folder, also: ["Tests/KataTests/Mine.swift"])
        #expect(Set(files) == ["Tests/KataTests/Mine.swift", "Tests/KataTests/Extra.swift"])
        #expect(MutantTrial.refusal(of: files, in: folder)?.contains("Extra.swift:1 imports Foundation") == true)
    }

    @Test("A correct run that fails the second time is the learner's failure: tests must not remember earlier runs")
    func aSecondCorrectRunMustPassToo() {
        let passed = KataCheckResult(status: .passed, tests: [.init(name: "t()", line: 1, status: .passed)])
        let failed = KataCheckResult(status: .failed, tests: [.init(name: "t()", line: 1, status: .failed)])
        let verdict = MutantTrial.verdict(correctRuns: [passed, failed], outcomes: [.init(name: "m", description: "d", caughtBy: ["t()"])])
        #expect(verdict.status == .failed)
        #expect(verdict.notes.contains { $0.contains("must not depend on earlier runs") })
        #expect(
            MutantTrial.verdict(correctRuns: [passed, passed], outcomes: [.init(name: "m", description: "d", caughtBy: ["t()"])]).status
                == .passed)
    }
}
