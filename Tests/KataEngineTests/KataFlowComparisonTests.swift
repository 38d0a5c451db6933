import Foundation
import PlaygroundTestSupport
import Testing

@testable import KataEngine

@Suite struct KataFlowComparisonTests {
    private let expected = ["A -> M: x", "M -> B: y", "M -> C: y"]

    @Test func sameFlowsHaveNoDifference() {
        #expect(KataFlowComparison(scenario: "s", expected: expected, actual: expected).firstDifference == nil)
    }

    @Test func theFirstDifferingRowIsFound() {
        let actual = ["A -> M: x", "M -> C: y", "M -> B: y"]
        #expect(KataFlowComparison(scenario: "s", expected: expected, actual: actual).firstDifference == 1)
    }

    @Test func aShorterOrLongerFlowDiffersWhereOneEnds() {
        #expect(KataFlowComparison(scenario: "s", expected: expected, actual: Array(expected.prefix(2))).firstDifference == 2)
        #expect(KataFlowComparison(scenario: "s", expected: expected, actual: expected + ["M -> A: z"]).firstDifference == 3)
        #expect(KataFlowComparison(scenario: "s", expected: expected, actual: []).firstDifference == 0)
    }

    @Test func aScenarioThatNeverFinishedDiffersAtOnce() {
        #expect(KataFlowComparison(scenario: "s", expected: expected, actual: nil).firstDifference == 0)
    }

    @Test func loadReadsBothFilesAndRemovesTheRecordedOne() throws {
        let scratch = try KataFixture()
        let folder = scratch.katas.appendingPathComponent("01-demo")
        try "A -> M: x\n\nM -> B: y\n".write(to: folder.appendingPathComponent("Expected.txt"), atomically: true, encoding: .utf8)
        let kata = KataInfo(
            slug: "01-demo", title: "t", document: "0", teaches: "t", files: [], hints: [],
            flow: .init(scenario: "the demo", expected: "Expected.txt"))
        let recorded = KataFlowComparison.scratchFile(in: folder)
        try FileManager.default.createDirectory(at: recorded.deletingLastPathComponent(), withIntermediateDirectories: true)
        try "A -> M: x\n".write(to: recorded, atomically: true, encoding: .utf8)
        let comparison = try #require(try KataFlowComparison.load(kata, folder: folder, recorded: recorded))
        #expect(comparison.expected == ["A -> M: x", "M -> B: y"])
        #expect(comparison.actual == ["A -> M: x"])
        #expect(comparison.scenario == "the demo")
        #expect(!FileManager.default.fileExists(atPath: recorded.path), "nothing is left in the kata's .build")
        let missing = try #require(try KataFlowComparison.load(kata, folder: folder, recorded: recorded))
        #expect(missing.actual == nil, "no recorded file: the scenario never finished")
    }

    @Test(arguments: ["../outside.txt", "Missing.txt"])
    func anExpectedFlowOutsideTheKataOrMissingIsACatalogProblem(path: String) throws {
        let scratch = try KataFixture()
        let kata = KataInfo(
            slug: "01-demo", title: "t", document: "0", teaches: "t", files: ["Sources/Demo/Learner.swift"], hints: [],
            flow: .init(scenario: "s", expected: path))
        let problems = KataCatalog(katas: [kata], directory: scratch.katas).validationProblems()
        #expect(problems.contains { $0.contains("expected flow") }, "\(problems)")
    }

    @Test func theShippedCatalogHasFlowsForTheKatasAboutWhoHearsWhat() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let catalog = try KataCatalog.load(root: root)
        #expect(catalog.katas.filter { $0.flow != nil }.map(\.number) == ["01", "03", "04", "06", "09"])
    }
}
