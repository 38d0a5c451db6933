import ExampleSupport
import Foundation
import PatternRunnerCore
import Testing

@Suite struct VerifyCommandTests {
    @Test func verifyAllPassesAndClosesWithCounts() {
        let result = RunnerResult(["verify"])
        #expect(result.status == .success)
        #expect(result.out.hasSuffix("verify: 5 passed, 0 failed\n"))
    }

    @Test func verifyOneByAlias() {
        let result = RunnerResult(["verify", "NewsFeed"])
        #expect(result.status == .success)
        #expect(result.out == "ok   news\nverify: 1 passed, 0 failed\n")
    }

    @Test func mismatchPrintsDiffAndFails() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let golden = directory.appendingPathComponent("Output.txt")
        try "hello\nworld\n".write(to: golden, atomically: true, encoding: .utf8)
        let example = ExampleDescriptor(
            name: "fake", aliases: [], title: "Fake", documents: ["999"], goldenResource: golden,
            goldenSource: golden,
            run: {
                print("hello"); print("there")
            })
        let comparison = example.verify()
        #expect(!comparison.passed)
        let report = try #require(comparison.report)
        #expect(report.contains("-  2 | world"))
        #expect(report.contains("+  2 | there"))
    }

    @Test func missingGoldenFileFails() {
        let nowhere = URL(fileURLWithPath: "/nonexistent/Output.txt")
        let example = ExampleDescriptor(
            name: "fake", aliases: [], title: "Fake", documents: [], goldenResource: nil, goldenSource: nowhere,
            run: { print("x") })
        #expect(example.verify().failure == .goldenFile(.missing(path: nowhere.path)))
    }

    @Test func recordingIsRefusedInCI() {
        let result = RunnerResult(["verify", "--record", "news"], isCI: true)
        #expect(result.status == .failure)
        #expect(result.err.contains("refusing to re-record"))
        #expect(result.out.isEmpty)
    }

    @Test func everyExampleHasABundledNonEmptyGoldenFile() throws {
        for example in ExampleCatalog.examples {
            let text = try example.documentedOutput().get()
            #expect(!GoldenNormalization.lines(of: text).isEmpty, "\(example.name)")
        }
    }

    @Test func namesAndAliasesAreUnique() {
        let words = ExampleCatalog.examples.flatMap { [$0.name] + $0.aliases }
        #expect(Set(words).count == words.count)
        #expect(words.allSatisfy { $0 == $0.lowercased() })
    }
}
