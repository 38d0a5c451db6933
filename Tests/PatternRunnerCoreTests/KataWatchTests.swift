import Foundation
import KataEngine
import PlaygroundBasics
import PlaygroundTestSupport
import Synchronization
import Testing

@testable import PatternRunnerCore

/// A checker that answers from a script instead of building: each check takes the next
/// result, after running its `during` step (a save made while the check runs).
final class ScriptedChecker: KataChecking {
    struct Step: Sendable {
        let result: KataCheckResult
        var during: (@Sendable () throws -> Void)?
    }

    private let steps: Mutex<[Step]>
    private let checked = Mutex<[String]>([])

    init(_ steps: [Step]) { self.steps = Mutex(steps) }

    /// The learner file's text at each check, in order.
    var contentsChecked: [String] { checked.withLock { $0 } }

    func check(_ kata: KataInfo, folder: URL, environment: [String: String?]) throws(KataError) -> KataCheckResult {
        let file = folder.appendingPathComponent(kata.files[0])
        checked.withLock { $0.append((try? String(contentsOf: file, encoding: .utf8)) ?? "") }
        guard let step = steps.withLock({ $0.isEmpty ? nil : $0.removeFirst() }) else {
            return KataCheckResult(status: .toolError, notes: ["the test's script ran out of checks"])
        }
        try? step.during?()
        return step.result
    }

    /// Whether the check's stop condition was met once it ended, check by check.
    var abandonConditionsMet: [Bool] { abandoned.withLock { $0 } }
    private let abandoned = Mutex<[Bool]>([])

    /// As the real checker does, a check whose stop condition is met (a save under the watch)
    /// is given up rather than answered.
    func check(_ kata: KataInfo, folder: URL, environment: [String: String?], abandonWhen: StopCondition?) throws(KataError)
        -> KataCheckResult
    {
        let result = try check(kata, folder: folder, environment: environment)
        let met = abandonWhen?.isMet() == true
        abandoned.withLock { $0.append(met) }
        if met { throw .superseded }
        return result
    }

    static func passing() -> KataCheckResult {
        KataCheckResult(
            status: .passed, tests: [.init(name: "a()", line: 1, status: .passed), .init(name: "b()", line: 2, status: .passed)])
    }

    static func failing() -> KataCheckResult {
        KataCheckResult(
            status: .failed,
            tests: [
                .init(name: "a()", line: 1, status: .passed),
                .init(
                    name: "b()", displayName: "Rule 2: b", line: 2, status: .failed,
                    issues: [
                        .init(file: "Tests/T.swift", line: 2, expectation: nil, comments: [String(repeating: "long words ", count: 30)])
                    ]),
            ])
    }
}

/// The watch's keyboard and files in a test: each time the watch waits, the next step runs with
/// what the watch has written so far and whether it asked a question, and says what happened
/// (it may save a file first). When the steps run out, the input ends and the watch stops.
final class ScriptedWatchInputs: WatchInputs {
    typealias Step = (_ screen: String, _ answering: Bool) throws -> WatchEvent
    private var steps: [Step]
    private let output: CapturedOutput

    init(output: CapturedOutput, _ steps: [Step]) { (self.output, self.steps) = (output, steps) }

    func snapshot(of roots: [URL]) -> FolderSnapshot { FolderSnapshot.taking(roots) }

    func next(roots: [URL], since: FolderSnapshot, answering: Bool) -> WatchEvent {
        guard !steps.isEmpty else { return .answer(nil) }
        let step = steps.removeFirst()
        do {
            return try step(output.text, answering)
        } catch {
            Issue.record("a scripted step failed: \(error)")
            return .answer(nil)
        }
    }
}

@Suite struct KataWatchTests {
    /// Two katas, so that passing the first asks whether to move on to the second.
    struct Setup {
        let fixture: KataFixture
        let catalog: KataCatalog
        let out = CapturedOutput(), err = CapturedOutput()

        init() throws {
            fixture = try KataFixture()
            try fixture.folder.write("Katas/02-next/Sources/Next/Next.swift", "// next\n")
            let next = KataInfo(
                slug: "02-next", title: "Next", document: "000", teaches: "t", files: ["Sources/Next/Next.swift"], hints: ["h"])
            catalog = KataCatalog(katas: [fixture.kata, next], directory: fixture.katas)
        }

        func watch(_ checker: ScriptedChecker, _ steps: [ScriptedWatchInputs.Step], size: TerminalSize) throws
            -> PatternRunnerCore.ExitStatus
        {
            let environment = RunnerEnvironment(isCI: false, packageRoot: fixture.root, colour: true, interactive: true)
            let console = Console(out: out, err: err)
            let session = KataSession(catalog: catalog, console: console, environment: environment, checker: checker)
            var watch = KataWatch(session: session, catalog: catalog, console: console, environment: environment)
            watch.inputs = ScriptedWatchInputs(output: out, steps)
            watch.terminalSize = { size }
            return try watch.run(from: fixture.kata)
        }

        /// What the screen shows after the last clear.
        var lastScreen: String { out.text.components(separatedBy: "\u{1B}[2J\u{1B}[H").last ?? "" }
        var clears: Int { out.text.components(separatedBy: "\u{1B}[2J\u{1B}[H").count - 1 }
        var digestOnDisk: String { FolderSnapshot.taking([fixture.kataFolder.appendingPathComponent("Sources")]).contentDigest }
        var label: String { ProgressStore(directory: fixture.katas).load().progress.label(of: fixture.kata.slug) }
    }

    @Test func aLearnerFileThatDisappearsIsWaitedForAndCheckedWhenItComesBack() throws {
        let setup = try Setup()
        let checker = ScriptedChecker([.init(result: ScriptedChecker.failing())])
        try FileManager.default.removeItem(at: setup.fixture.learnerFile)  // an editor's save: delete, then write
        let status = try setup.watch(
            checker,
            [
                { _, answering in
                    #expect(!answering)
                    #expect(
                        setup.err.text.contains("Sources/Demo/Learner.swift is missing; waiting for it to come back"), "\(setup.err.text)")
                    try setup.fixture.write("Sources/Demo/Learner.swift", "// written back\n")
                    return .saved
                },
                { _, _ in .answer(nil) },
            ], size: TerminalSize(columns: 60, rows: 30))
        #expect(status == .success)
        #expect(checker.contentsChecked == ["// written back\n"], "checked once it came back")
    }

    @Test func aSaveWhileTheQuestionWaitsIsCheckedAtOnceAndTheScreenSaysWhichSaveItJudged() throws {
        let setup = try Setup()
        let checker = ScriptedChecker([.init(result: ScriptedChecker.passing()), .init(result: ScriptedChecker.failing())])
        var digestBefore = ""
        let status = try setup.watch(
            checker,
            [
                { screen, answering in
                    #expect(answering && screen.hasSuffix("Move on to 02-next? [Y/n] "), "the watch asks after a pass")
                    #expect(screen.contains("all 2 tests pass"))
                    digestBefore = setup.digestOnDisk
                    #expect(screen.contains("(content \(digestBefore))"), "the verdict names the save it judged")
                    try setup.fixture.write("Sources/Demo/Learner.swift", "// broken while the question waited\n")
                    return .saved
                },
                { screen, answering in
                    #expect(!answering, "a failing kata is watched, not moved on from")
                    return .answer(nil)
                },
            ], size: TerminalSize(columns: 60, rows: 30))
        #expect(status == .success)
        #expect(checker.contentsChecked == ["// my work\n", "// broken while the question waited\n"], "the save was checked")
        #expect(setup.clears == 2, "each check clears the screen")
        let screen = setup.lastScreen
        #expect(screen.contains("1 of 2 tests failing") && !screen.contains("all 2 tests pass"), "no stale verdict: \(screen)")
        #expect(screen.contains("(content \(setup.digestOnDisk))") && setup.digestOnDisk != digestBefore)
        #expect(setup.label == "done, now failing", "a kata once done stays done and says it fails now")
        #expect(screen.contains("[#-] 1 of 2 done (01 done, now failing)"))
    }

    @Test func aSaveDuringACheckIsCheckedBeforeAnyVerdictIsShown() throws {
        let setup = try Setup()
        let file = setup.fixture.learnerFile
        let checker = ScriptedChecker([
            // The build read the old text; the learner saved a broken one before the run ended.
            .init(result: ScriptedChecker.passing(), during: { try Data("// broken during the check\n".utf8).write(to: file) }),
            .init(result: ScriptedChecker.failing()),
        ])
        _ = try setup.watch(checker, [{ _, _ in .answer(nil) }], size: TerminalSize(columns: 60, rows: 30))
        #expect(checker.contentsChecked == ["// my work\n", "// broken during the check\n"])
        #expect(!setup.out.text.contains("all 2 tests pass"), "the verdict on the older save is never shown")
        #expect(setup.err.text.contains("you saved during the check"))
        #expect(
            checker.abandonConditionsMet == [true, false], "the save during the first check stopped it (kata 11's judge stops at once)")
        #expect(setup.lastScreen.contains("(content \(setup.digestOnDisk))"))
        #expect(setup.label == "in progress", "a kata never seen passing is not done")
    }

    @Test func answeringNoKeepsWatchingAndTheNextSaveIsChecked() throws {
        let setup = try Setup()
        let checker = ScriptedChecker([.init(result: ScriptedChecker.passing()), .init(result: ScriptedChecker.passing())])
        _ = try setup.watch(
            checker,
            [
                { _, _ in .answer("n") },
                { _, answering in
                    #expect(!answering)
                    try setup.fixture.write("Sources/Demo/Learner.swift", "// polished\n")
                    return .saved
                },
                { screen, answering in
                    #expect(answering && screen.hasSuffix("Move on to 02-next? [Y/n] "))
                    return .answer(nil)
                },
            ], size: TerminalSize(columns: 60, rows: 30))
        #expect(checker.contentsChecked == ["// my work\n", "// polished\n"])
    }

    @Test func eachCheckFitsTheTerminal() throws {
        let setup = try Setup()
        let size = TerminalSize(columns: 40, rows: 12)
        _ = try setup.watch(ScriptedChecker([.init(result: ScriptedChecker.failing())]), [{ _, _ in .answer(nil) }], size: size)
        let lines = setup.lastScreen.split(separator: "\n", omittingEmptySubsequences: false)
        let visible = lines.map { $0.replacing(/\u{1B}\[[0-9;]*[A-Za-z]/, with: "").count }
        #expect(visible.allSatisfy { $0 <= size.columns }, "widths: \(visible)")
        #expect(lines.count <= size.rows, "\(lines.count) lines on a screen of \(size.rows)")
        #expect(setup.lastScreen.contains(" lines in all; make kata NAME=01"))
    }
}
