import CommandLineSpec
import Foundation
import KataEngine
import PatternRunnerCore
import PlaygroundTestSupport
import Testing

@Suite struct ClassProgressTests {
    @Test func progressPrintsOneLineAndWritesAFileTheClassReportReads() throws {
        let fake = try KataFixture()
        let progress = RunnerResult(["progress", "Ada"], root: fake.root)
        #expect(progress.status == .success, "\(progress.err)")
        let file = LearnerReport.fileName(for: "Ada", machine: LearnerReport.machine(keptIn: fake.katas))
        #expect(progress.out == "Ada: 0 of 1 done — wrote \(file)\n")
        let handins = fake.root.appendingPathComponent("handins")
        try FileManager.default.createDirectory(at: handins, withIntermediateDirectories: true)
        try FileManager.default.moveItem(
            at: fake.root.appendingPathComponent(file), to: handins.appendingPathComponent("ada.json"))
        try "{broken".write(to: handins.appendingPathComponent("bad.json"), atomically: true, encoding: .utf8)
        let room = RunnerResult(["class", "handins"], root: fake.root)
        #expect(room.status == .success, "\(room.err)")
        #expect(room.out.contains("Ada"))
        #expect(room.out.split(separator: "\n").first?.contains("01") == true)
        #expect(room.err.contains("skipped bad.json: malformed"))
        let page = try String(contentsOf: fake.root.appendingPathComponent(".build/class.html"), encoding: .utf8)
        let markup = WellFormedMarkup(page)
        #expect(markup.problems.isEmpty, "\(markup.problems)")
        #expect(markup.openedTags.filter { $0.name == "tr" }.count == 3, "header, Ada, totals")
        #expect(page.contains("bad.json: malformed"), "a skipped file is named on the page too")
    }

    @Test(arguments: [
        (["progress"], "'progress' needs your name"),
        (["progress", "  "], "'progress' needs your name"),
        (["class"], "'class' needs the folder"),
        (["class", "a", "b"], "too many arguments for 'class'"),
    ])
    func missingArgumentsAreUsageErrors(arguments: [String], expected: String) throws {
        let fake = try KataFixture()
        let result = RunnerResult(arguments, root: fake.root)
        #expect(result.status == .usage)
        #expect(result.err.contains(expected), "got: \(result.err)")
    }

    @Test func aClassFolderWithNothingUsableFailsAndSaysHowToMakeOne() throws {
        let fake = try KataFixture()
        try FileManager.default.createDirectory(at: fake.root.appendingPathComponent("empty"), withIntermediateDirectories: true)
        let result = RunnerResult(["class", "empty"], root: fake.root)
        #expect(result.status == .failure)
        #expect(result.err.contains("make progress LEARNER="))
    }
}
