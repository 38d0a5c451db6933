import Foundation
import PlaygroundBasics
import PlaygroundTestSupport
import Synchronization
import Testing

@testable import KataEngine

/// Kata 11's judge, piece by piece: which files it takes, how it reads a run, and what a crash
/// report says. The adversarial suite (`KataElevenJudgeTests`) judges whole files end to end.
@Suite struct MutantTrialTests {
    private static let kata = KataInfo(
        slug: "11-x", title: "t", document: "d", teaches: "t", files: ["Tests/KT/Mine.swift"], hints: [], kind: .mutants)

    private func folderWithPristine() throws -> TemporaryFolder {
        let folder = try TemporaryFolder("mutant-trial")
        for root in [".meta/Pristine/", ""] {
            try folder.write(root + "Package.swift", "// manifest\n")
            try folder.write(root + "Sources/MutantKata/Mediator.swift", "// correct\n")
            try folder.write(root + "Tests/KT/Helper.swift", "// helper\n")
        }
        try folder.write("Tests/KT/Mine.swift", "// mine\n")
        return folder
    }

    @Test("Only the learner's test files are taken; a changed mediator, manifest or helper and an added source are ignored, in one line")
    func onlyTheTestFilesAreTheLearners() throws {
        let folder = try folderWithPristine()
        try folder.write("Sources/MutantKata/Mediator.swift", "// a spy\n")
        try folder.write("Sources/MutantKata/Spy.swift", "import Foundation\n")
        try folder.write("Package.swift", "// another manifest\n")
        try folder.write("Tests/KT/Helper.swift", "// changed helper\n")
        try folder.write("Tests/KT/More.swift", "// more tests\n")
        try folder.write("Tests/Other/Elsewhere.swift", "// another target\n")
        let files = try TrialFiles.gather(Self.kata, folder: folder.url)
        #expect(Set(files.learnerTests.keys) == ["Tests/KT/Mine.swift", "Tests/KT/More.swift"])
        #expect(files.package["Sources/MutantKata/Mediator.swift"] == Data("// correct\n".utf8))
        #expect(files.package["Tests/KT/Helper.swift"] == Data("// helper\n".utf8))
        #expect(files.package["Package.swift"] == Data("// manifest\n".utf8))
        #expect(files.package["Sources/MutantKata/Spy.swift"] == nil)
        #expect(files.package["Tests/Other/Elsewhere.swift"] == nil)
        let note = try #require(files.ignoredNote)
        #expect(!note.contains("\n"))
        for ignored in ["Mediator.swift (changed)", "Package.swift (changed)", "Spy.swift (added)"] {
            #expect(note.contains(ignored), "\(note)")
        }
    }

    @Test func anUntouchedFolderIgnoresNothing() throws {
        let folder = try folderWithPristine()
        #expect(try TrialFiles.gather(Self.kata, folder: folder.url).ignoredNote == nil)
    }

    @Test func aFolderWithoutTheKeptMediatorIsAKataProblemNotTheLearners() throws {
        let folder = try folderWithPristine()
        try FileManager.default.removeItem(at: folder.path(".meta/Pristine/Sources/MutantKata/Mediator.swift"))
        #expect(throws: KataError.self) { try TrialFiles.gather(Self.kata, folder: folder.url) }
    }

    private func outcome(_ ending: TrialRun.Outcome.Ending, failed: Bool = false, seconds: Double = 0.1) -> TrialRun.Outcome {
        let status: KataCheckResult.Test.Status = failed ? .failed : (ending == .timedOut ? .interrupted : .passed)
        return .init(
            ending: ending,
            result: KataCheckResult(status: failed ? .failed : .passed, tests: [.init(name: "t()", line: 1, status: status)]),
            seconds: seconds)
    }

    private func judge(_ ending: TrialRun.Outcome.Ending, failed: Bool = false, correctSeconds: Double = 0.1) -> KataCheckResult {
        TrialVerdict.verdict(
            correctRuns: [outcome(.reported(exitCode: 0), seconds: correctSeconds), outcome(.reported(exitCode: 0))],
            mutants: [.init(name: "m", description: "d", generated: false, outcome: outcome(ending, failed: failed))], deadline: 20)
    }

    @Test(
        "A crash in the tests' own code is refused, naming where: the file and line, or the test running when the place is the compiler's"
    )
    func aCrashInTheTestsSaysWhere() {
        let placed = judge(.crashed(inMediator: false, place: "MediatorTests.swift:12"))
        #expect(placed.notes.first?.contains("crashed in their own code (MediatorTests.swift:12)") == true, "\(placed.notes)")
        let interrupted = TrialRun.Outcome(
            ending: .crashed(inMediator: false, place: "<compiler-generated>:0"),
            result: KataCheckResult(
                status: .failed, tests: [.init(name: "t()", displayName: "Every other hears once", line: 1, status: .interrupted)]),
            seconds: 0.1)
        let made = TrialVerdict.verdict(
            correctRuns: [outcome(.reported(exitCode: 0)), outcome(.reported(exitCode: 0))],
            mutants: [.init(name: "m", description: "d", generated: false, outcome: interrupted)], deadline: 20)
        #expect(made.status == .failed && made.mutants == nil)
        #expect(made.notes.first?.contains("(in the test \"Every other hears once\")") == true, "\(made.notes)")
    }

    @Test("A reported failing test catches a mutant; a crash in the mediator does too")
    func whatCatches() {
        #expect(judge(.reported(exitCode: 1), failed: true).mutants?.first?.caughtBy == ["t()"])
        #expect(judge(.reported(exitCode: 1), failed: true).status == .passed)
        #expect(judge(.crashed(inMediator: true, place: "Mediator.swift:3")).mutants?.first?.caught == true)
        #expect(judge(.reported(exitCode: 0)).status == .failed, "a mutant every test passes survives")
        #expect(judge(.reported(exitCode: 0)).notes.isEmpty)
    }

    @Test("A run that stops by itself, or with an exit code and no failing test, refuses the file")
    func whatRefuses() {
        for ending: TrialRun.Outcome.Ending in [.crashed(inMediator: false, place: "Mine.swift:9"), .reported(exitCode: 3)] {
            let result = judge(ending)
            #expect(result.status == .failed)
            #expect(result.mutants == nil, "a refused file has no score")
            #expect(result.notes.count == 1 && result.notes[0].contains("the mutant m"), "\(result.notes)")
        }
    }

    @Test("XCTest's abort on a main-actor XCTestCase is said as it is, never as a busy machine's lost report")
    func aLibraryAbortIsSaidAsItIs() throws {
        let output = """
            Could not cast value of type '(MutantKataTests.MediatorXCTests) -> @Swift.MainActor () -> ()' (0x55) to \
            '(MutantKataTests.MediatorXCTests) -> () -> ()' (0x56).
            """
        let why = try #require(TrialRun.libraryAbort(in: output))
        #expect(why.contains("Remove @MainActor from your XCTestCase"))
        #expect(TrialRun.libraryAbort(in: "Could not cast value of type 'Int' to 'String'") == nil)
        let refused = judge(.libraryAborted(why))
        #expect(refused.status == .failed && refused.notes.first?.contains("@MainActor") == true, "\(refused.notes)")
        #expect(refused.notes.allSatisfy { !$0.contains("too busy") })
    }

    @Test("A run whose report was lost every time is no verdict on the tests: the judge could not judge, and says so")
    func aLostReportIsNoVerdict() {
        let lost = TrialRun.Outcome.Ending.stoppedWithoutReport(how: "exit code 126: tool.sh: Text file busy")
        let againstMutant = judge(lost)
        #expect(againstMutant.status == .toolError && againstMutant.mutants == nil)
        #expect(
            againstMutant.notes.first?.hasPrefix("Could not judge your tests: the machine was too busy.") == true, "\(againstMutant.notes)")
        #expect(againstMutant.notes.first?.contains("Text file busy") == true)
        let againstCorrect = TrialVerdict.verdict(
            correctRuns: [outcome(lost), outcome(.reported(exitCode: 0))],
            mutants: [.init(name: "m", description: "d", generated: false, outcome: outcome(.reported(exitCode: 1), failed: true))],
            deadline: 20)
        #expect(againstCorrect.status == .toolError, "\(againstCorrect.notes)")
        #expect(againstCorrect.notes.first?.contains("Against the correct mediator the test process ended") == true)
    }

    @Test("A run that lost its report is run again, a bounded number of times, and the first reported run is judged")
    func aLostReportIsRunAgain() throws {
        let folder = try TemporaryFolder("trial-rerun")
        let build = folder.url.appendingPathComponent("trial"), area = folder.url.appendingPathComponent("runs")
        try folder.write("trial/.build/debug/KPackageTests.xctest", "#!/bin/sh\n")
        try FileManager.default.setAttributes(
            [.posixPermissions: 0o755], ofItemAtPath: build.appendingPathComponent(".build/debug/KPackageTests.xctest").path)
        // Lost twice (as "Text file busy" ends a run), reported the third time.
        let runner = ReportOnAttempt(3)
        let outcome = try TrialRun(runner: runner, buildFolder: build, runArea: area, deadline: 20).run()
        #expect(outcome.ending == .reported(exitCode: 1), "\(outcome.ending)")
        #expect(runner.attempts == 3)
        let never = ReportOnAttempt(nil)
        let lost = try TrialRun(runner: never, buildFolder: build, runArea: area, deadline: 20).run()
        #expect(lost.ending == .stoppedWithoutReport(how: "exit code 126: sh: 1: exec: bin: Text file busy"), "\(lost.ending)")
        #expect(never.attempts == TrialRun.attemptsForALostReport)
    }

    /// A recursion without end (a mutant that delivers nested messages at once) overflows the
    /// stack, and the runtime cannot write a crash report without one: the process just dies.
    @Test("A process that dies in the same test every time, without any report, is the variant's doing, not the machine's")
    func aProcessThatDiesInATestEveryTimeIsACrash() throws {
        let folder = try TemporaryFolder("trial-died")
        let build = folder.url.appendingPathComponent("trial"), area = folder.url.appendingPathComponent("runs")
        let runner = ReportOnAttempt(nil, diesInATest: true)
        let died = try TrialRun(runner: runner, buildFolder: build, runArea: area, deadline: 20).run()
        #expect(died.ending == .diedInTest("t()"), "\(died.ending)")
        #expect(runner.attempts == TrialRun.attemptsForALostReport, "run again first: it might have been the machine")
        let againstMutant = judge(died.ending)
        #expect(againstMutant.status == .passed, "\(againstMutant.notes)")
        #expect(againstMutant.mutants?.first?.caughtBy.first?.hasPrefix("t() (the test process died in it") == true, "\(againstMutant)")
        // Behind the facade, which stops a recursion through the mediator with a crash report of
        // its own, a death with no report is the tests' own recursion: no catch, the file refused.
        let guarded = TrialVerdict.verdict(
            correctRuns: [outcome(.reported(exitCode: 0)), outcome(.reported(exitCode: 0))],
            mutants: [.init(name: "m", description: "d", generated: false, outcome: outcome(died.ending), guarded: true)], deadline: 20)
        #expect(guarded.status == .failed && guarded.mutants == nil, "\(guarded)")
        #expect(
            guarded.notes.first?.contains("this was your tests' own: a recursion of theirs overflowed the stack") == true,
            "\(guarded.notes)")
        let againstCorrect = TrialVerdict.verdict(
            correctRuns: [outcome(died.ending), outcome(.reported(exitCode: 0))],
            mutants: [.init(name: "m", description: "d", generated: false, outcome: outcome(.reported(exitCode: 1), failed: true))],
            deadline: 20)
        #expect(againstCorrect.status == .failed, "\(againstCorrect.notes)")
        #expect(
            againstCorrect.notes.contains { $0.hasPrefix("Your tests crashed against the correct mediator: t()") },
            "\(againstCorrect.notes)")
    }

    /// A test that recurses without end on a coin toss dies in another test on each run: no busy
    /// machine stops a process silently in the middle of a test, so it is the variant's doing
    /// too (round 21's `c09`, told "the machine was too busy"); a run the judge's deadline
    /// stopped, in whichever test, is not.
    @Test("A process that dies silently in another test on each run is the variant's doing; one stopped at the deadline is not")
    func aProcessThatDiesInAnotherTestEachRunIsACrash() throws {
        let folder = try TemporaryFolder("trial-wanders")
        let build = folder.url.appendingPathComponent("trial"), area = folder.url.appendingPathComponent("runs")
        let wandering = ReportOnAttempt(nil, wanders: true)
        let died = try TrialRun(runner: wandering, buildFolder: build, runArea: area, deadline: 20).run()
        let last = "t\(TrialRun.attemptsForALostReport)()"
        #expect(died.ending == .diedInTest("\(last) (and in another test on each of the other runs)"), "\(died.ending)")
        let stopped = try TrialRun(
            runner: ReportOnAttempt(nil, stoppedAtTheDeadline: true), buildFolder: build, runArea: area, deadline: 20
        ).run()
        guard case .stoppedWithoutReport = stopped.ending else {
            Issue.record("stopped at the deadline each time is a lost run, not a death: \(stopped.ending)")
            return
        }
    }

    /// Round 22's `c09`: the whole contract runs while Swift Testing evaluates a test's
    /// arguments, and a failed check recurses without end: the process dies before any test.
    @Test(
        "A process killed by a stack overflow's signal before any test, every time and with no report, is the tests' own doing behind the facade"
    )
    func aProcessThatOverflowsBeforeAnyTestIsTheTests() throws {
        let folder = try TemporaryFolder("trial-before-tests")
        let build = folder.url.appendingPathComponent("trial"), area = folder.url.appendingPathComponent("runs")
        let runner = ReportOnAttempt(nil, overflowsBeforeAnyTest: true)
        let died = try TrialRun(runner: runner, buildFolder: build, runArea: area, deadline: 20).run()
        #expect(died.ending == .diedInTest(TrialRun.beforeAnyTest), "\(died.ending)")
        #expect(runner.attempts == TrialRun.attemptsForALostReport, "run again first")
        let guarded = TrialVerdict.verdict(
            correctRuns: [outcome(.reported(exitCode: 0)), outcome(.reported(exitCode: 0))],
            mutants: [.init(name: "m", description: "d", generated: false, outcome: outcome(died.ending), guarded: true)], deadline: 20)
        #expect(guarded.status == .failed && guarded.mutants == nil, "\(guarded)")
        #expect(guarded.notes.first?.contains("died in the code that runs before the first test") == true, "\(guarded.notes)")
        #expect(guarded.notes.allSatisfy { !$0.contains("too busy") }, "\(guarded.notes)")
        // Ended with another code before any test ("Text file busy"): still a lost run, never a verdict.
        let lost = try TrialRun(runner: ReportOnAttempt(nil), buildFolder: build, runArea: area, deadline: 20).run()
        guard case .stoppedWithoutReport = lost.ending else {
            Issue.record("a run lost without a stack overflow's signal is no death in the tests: \(lost.ending)")
            return
        }
    }

    /// Seen on a machine under heavy load: a crash on a thread that ran none of the kata's code.
    @Test("A crash report with no frame of the kata's code is run again and at worst unjudged, never blamed on the tests")
    func aCrashOutsideTheKataIsNoVerdict() throws {
        let folder = try TemporaryFolder("trial-crashed-outside")
        let build = folder.url.appendingPathComponent("trial"), area = folder.url.appendingPathComponent("runs")
        let runner = ReportOnAttempt(nil, crashesOutside: true)
        let crashed = try TrialRun(runner: runner, buildFolder: build, runArea: area, deadline: 20).run()
        #expect(crashed.ending == .stoppedWithoutReport(how: TrialRun.crashedOutsideTheKata), "\(crashed.ending)")
        #expect(runner.attempts == TrialRun.attemptsForALostReport)
        let verdict = judge(crashed.ending)
        #expect(verdict.status == .toolError && verdict.notes.first?.hasPrefix("Could not judge your tests") == true, "\(verdict)")
        #expect(verdict.notes.first?.contains("machine was too busy") == false, "the same crash each time is not load: \(verdict.notes)")
    }

    @Test("A deadline the tools ate is no timeout: only tests that had most of it ran past it; a lost correct run is no 'no tests'")
    func aBusyMachineIsNoTimeout() {
        let ended = 1_000.0
        #expect(TrialRun.timeout(testsStartedAt: ended - 15, endedAt: ended, deadline: 20) == .timedOut)
        let late = TrialRun.timeout(testsStartedAt: ended - 3, endedAt: ended, deadline: 20)
        #expect(late == .stoppedWithoutReport(how: "the tests had 3 s of the 20 s deadline: the machine was busy"))
        guard case .stoppedWithoutReport = TrialRun.timeout(testsStartedAt: nil, endedAt: ended, deadline: 20) else {
            Issue.record("a run whose tests never started timed out")
            return
        }
        // Its report lost, a correct run has no tests: that is the machine's doing, not an empty file.
        let lost = TrialRun.Outcome(ending: late, result: KataCheckResult(status: .failed), seconds: 20)
        let verdict = TrialVerdict.correctRunProblem([lost], deadline: 20)
        #expect(verdict?.status == .toolError, "\(verdict?.notes ?? [])")
    }

    @Test("A test that fails a correct mediator storing its state differently refuses the file, naming the test")
    func correctMediatorsMustPass() {
        #expect(
            TrialVerdict.correctVariantProblem(description: "keeps a list", outcome: outcome(.reported(exitCode: 0)), deadline: 20) == nil)
        let rejected = TrialVerdict.correctVariantProblem(
            description: "keeps a list", outcome: outcome(.reported(exitCode: 1), failed: true), deadline: 20)
        #expect(rejected?.status == .failed)
        #expect(
            rejected?.notes.last?.hasPrefix(
                "Your tests reject a correct mediator built differently from the kept one (it keeps a list): test t()") == true,
            "\(rejected?.notes ?? [])")
        let lost = TrialVerdict.correctVariantProblem(
            description: "keeps a list", outcome: outcome(.stoppedWithoutReport(how: "signal 9")), deadline: 20)
        #expect(lost?.status == .toolError)
        // The same runtime crash each run, against this storage only: a test reading storage (a
        // Mirror over an unowned colleague since freed) trips on it; refused, not unjudged.
        let tripped = TrialVerdict.correctVariantProblem(
            description: "keeps unowned shells", outcome: outcome(.stoppedWithoutReport(how: TrialRun.crashedOutsideTheKata)), deadline: 20)
        #expect(tripped?.status == .failed, "\(tripped?.notes ?? [])")
        #expect(tripped?.notes.last?.contains("a test that reads what a mediator stores") == true, "\(tripped?.notes ?? [])")
    }

    @Test("A correct mediator's description is its first comment; the kata ships several")
    func correctMediatorsAreRead() throws {
        let kata = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Katas/11-catch-the-mutant")
        let correct = try CorrectMediators.all(in: kata)
        #expect(correct.count >= 4 && correct.allSatisfy(\.correct))
        #expect(correct.first { $0.name == "linked-list" }?.description == "stores its colleagues in a linked list of weak nodes")
        // "Your tests reject a correct mediator … (it <description>)": every one reads as a sentence, none as a folder name.
        let unworded = correct.filter { $0.description == $0.name }.map(\.name)
        #expect(unworded.isEmpty, "first line must start \"// A correct mediator that \": \(unworded)")
    }

    @Test("XCTest's lines name its tests (corelibs' and Xcode's spelling); the last word on each counts")
    func xctestLinesNameTheTests() {
        let output = """
            Test Suite 'All tests' started at 2026-11-25 22:00:00.000
            Test Case 'BroadcastTests.testA' started at 2026-11-25 22:00:00.001
            Test Case 'BroadcastTests.testA' passed (0.001 seconds)
            Test Case '-[BroadcastTests testB]' started at 2026-11-25 22:00:00.002
            /k/Tests/T.swift:9: error: BroadcastTests.testB : XCTAssertEqual failed: ("[]") is not equal to ("[m]") -
            Test Case '-[BroadcastTests testB]' failed (0.002 seconds)
            Test Case 'BroadcastTests.testC' started at 2026-11-25 22:00:00.003
            """
        let tests = XCTestOutput.tests(in: output)
        #expect(tests.map(\.name) == ["BroadcastTests.testA", "-[BroadcastTests testB]", "BroadcastTests.testC"])
        #expect(tests.map(\.status) == [.passed, .failed, .interrupted])
    }

    @Test("XCTest's failure lines say why a test failed, for the tests XCTest called failed only")
    func xctestFailuresSayWhy() {
        let output = """
            Test Case 'BroadcastTests.testA' started at 2026-11-25 22:00:00.001
            /k/Tests/MutantKataTests/T.swift:9: error: BroadcastTests.testA : XCTAssertEqual failed: ("[]") is not equal to ("["m"]") - b hears m
            Test Case 'BroadcastTests.testA' failed (0.002 seconds)
            Test Case '-[BroadcastTests testB]' started at 2026-11-25 22:00:00.002
            /k/Tests/MutantKataTests/T.swift:20: error: -[BroadcastTests testB] : Asynchronous wait failed - unfulfilled: delivered
            Test Case '-[BroadcastTests testB]' failed (0.002 seconds)
            Test Case 'BroadcastTests.testC' started at 2026-11-25 22:00:00.003
            /k/T.swift:30: error: BroadcastTests.testC : a line a test printed itself
            Test Case 'BroadcastTests.testC' passed (0.001 seconds)
            """
        let tests = XCTestOutput.tests(in: output)
        #expect(tests.map(\.issues.count) == [1, 1, 0], "a passed test keeps no reason: \(tests)")
        #expect(tests.first?.issues.first?.comments == [#"XCTAssertEqual failed: ("[]") is not equal to ("["m"]") - b hears m"#])
        #expect(tests.first?.issues.first?.line == 9 && tests.first?.issues.first?.file == "T.swift")
        #expect(tests.dropFirst().first?.issues.first?.comments == ["Asynchronous wait failed - unfulfilled: delivered"])
    }

    @Test("Swift Testing's run and XCTest's are judged as one: a failure, a crash or a lost report in either is the whole run's")
    func bothLibrariesAreOneRun() {
        let passed = outcome(.reported(exitCode: 0)), failed = outcome(.reported(exitCode: 1), failed: true)
        #expect(TrialRun.combined(passed, passed).ending == .reported(exitCode: 0))
        #expect(TrialRun.combined(passed, failed).ending == .reported(exitCode: 1))
        #expect(TrialRun.combined(passed, failed).result.status == .failed)
        #expect(TrialRun.combined(failed, passed).result.tests.count == 2)
        let crash = outcome(.crashed(inMediator: true, place: nil))
        #expect(TrialRun.combined(passed, crash).ending == crash.ending)
        let lost = outcome(.stoppedWithoutReport(how: "signal 9"))
        #expect(TrialRun.combined(lost, crash).ending == lost.ending)
        #expect(TrialRun.combined(passed, outcome(.timedOut)).ending == .timedOut)
        // A file in XCTest alone: Swift Testing finds no test and ends with its own code.
        let noTests = TrialRun.Outcome(
            ending: .reported(exitCode: 69), result: KataCheckResult(status: .failed, tests: [], notes: ["No tests found."]), seconds: 0.1)
        #expect(TrialRun.combined(noTests, failed).ending == .reported(exitCode: 1))
        #expect(TrialRun.combined(noTests, passed).result == passed.result)
        #expect(TrialRun.combined(passed, noTests).ending == .reported(exitCode: 0))
    }

    @Test("A timeout catches a stuck mutant only when the correct mediator finished well inside the same deadline")
    func timeoutsAreJudgedAgainstTheCorrectRun() {
        #expect(judge(.timedOut, correctSeconds: 0.2).mutants?.first?.caught == true)
        let close = judge(.timedOut, correctSeconds: 12)
        #expect(close.status == .failed && close.mutants == nil)
        #expect(close.notes.first?.contains("too close to tell") == true)
    }

    @Test("The correct mediator must pass both times, whatever else happens")
    func correctRunsMustPass() {
        let twice = TrialVerdict.verdict(
            correctRuns: [outcome(.reported(exitCode: 0)), outcome(.reported(exitCode: 1), failed: true)],
            mutants: [.init(name: "m", description: "d", generated: false, outcome: outcome(.reported(exitCode: 1), failed: true))],
            deadline: 20)
        #expect(twice.status == .failed && twice.notes.contains { $0.contains("must not depend on earlier runs") })
        let slow = TrialVerdict.verdict(correctRuns: [outcome(.timedOut), outcome(.reported(exitCode: 0))], mutants: [], deadline: 20)
        #expect(slow.status == .failed && slow.notes.contains { $0.contains("did not finish in 20 s") })
    }

    @Test("Only the test process's own crash report counts, not an exit test's child's")
    func exitTestChildrenAreNotTheRunsCrash() throws {
        let folder = try TemporaryFolder("crash-reports")
        let frames = { (symbols: [String]) in symbols.map { #"{"symbol": "\#($0)"}"# }.joined(separator: ",") }
        try folder.write(
            "a-1-0.json", #"{"threads": [{"crashed": true, "frames": [\#(frames(["$s10MutantKata1f", "$s7Testing8ExitTestV1g"]))]}]}"#)
        try folder.write("b-2-0.json", #"{"threads": [{"crashed": true, "frames": [\#(frames(["$s15MutantKataTests1t"]))]}]}"#)
        #expect(CrashReport.ofTestProcess(in: folder.url)?.innermostModule == "MutantKataTests")
    }

    @Test("An exit test's child that died of a stack overflow's signal is told from one that failed a check or crashed otherwise")
    func childOverflowsAreToldApart() {
        func issue(_ expectation: String?) -> KataCheckResult.Issue {
            .init(file: "Tests/MutantKataTests/MediatorTests.swift", line: 9, expectation: expectation, comments: [])
        }
        #expect(TrialRun.childOverflowed(issue("expected .success → .signal(SIGSEGV → 11)")))
        #expect(TrialRun.childOverflowed(issue("expected .success → .signal(SIGBUS → 7)")))
        #expect(!TrialRun.childOverflowed(issue("expected .success → .failure")))
        #expect(!TrialRun.childOverflowed(issue("expected .success → .signal(SIGILL → 4)")), "a trap writes a report")
        #expect(!TrialRun.childOverflowed(issue(nil)))
    }

    @Test("A crash report names the innermost frame of the kata's own code, mediator or tests, by its mangled module")
    func crashReportsNameTheModule() throws {
        func report(_ symbols: [String]) -> CrashReport? {
            let frames = symbols.map { #"{"symbol": "\#($0)", "sourceLocation": {"file": "/x/F.swift", "line": 7}}"# }
            let json = #"{"threads": [{"frames": []}, {"crashed": true, "frames": [\#(frames.joined(separator: ","))]}]}"#
            return CrashReport(json: Data(json.utf8))
        }
        #expect(
            report(["$ss17_assertionFailure", "$s10MutantKata8MediatorC4send", "$s15MutantKataTests1tyyF"])?.innermostModule == "MutantKata"
        )
        #expect(
            report(["$ss17_assertionFailure", "$s15MutantKataTests1tyyF", "$s10MutantKata8MediatorC4send"])?.innermostModule
                == "MutantKataTests")
        #expect(report(["$s10MutantKata8MediatorC4send"])?.innermostPlace == "F.swift:7")
        // Line 0 is code the compiler wrote (an implicitly unwrapped optional's unwrap): no ":0".
        let unlined =
            #"{"threads": [{"crashed": true, "frames": [{"symbol": "$s15MutantKataTests1tyyF", "sourceLocation": {"file": "/x/G.swift", "line": 0}}]}]}"#
        let place = CrashReport(json: Data(unlined.utf8))?.innermostPlace
        #expect(place?.hasPrefix("G.swift, in code the compiler wrote there") == true, "\(place ?? "none")")
        #expect(report(["$ss17_assertionFailure"])?.innermostModule == nil)
        #expect(CrashReport(json: Data("Program crashed in Mediator.swift".utf8)) == nil)
        #expect(report(["$s10MutantKata8MediatorC4send", "$s7Testing8ExitTestV7__store__"])?.inExitTest == true)
        #expect(report(["$s10MutantKata8MediatorC4send"])?.inExitTest == false)
        // A stack overflowed by a mediator that re-enters itself without end is the mediator's,
        // wherever the stack ran out; one nested send (a reply during delivery) is not a recursion.
        let recursion = Array(
            repeating: ["$s15MutantKataTests8RecorderC7receive", "$s10MutantKata8MediatorC7deliver", "$s10MutantKata8MediatorC4send"],
            count: CrashReport.recursionDepth
        ).flatMap { $0 }
        #expect(report(recursion)?.innermostModule == "MutantKata")
        #expect(report(recursion)?.innermostPlace == "F.swift:7")
        let nestedOnce =
            ["$s15MutantKataTests1tyyF", "$s10MutantKata8MediatorC4send", "$s15MutantKataTests8RecorderC7receive"]
            + ["$s10MutantKata8MediatorC7deliver", "$s10MutantKata8MediatorC4send"]
        #expect(report(nestedOnce)?.innermostModule == "MutantKataTests")
        // A stack that overflowed (a fault, not a trap) through the tests' own code again and again
        // is a chain the tests built (behind the facade a mediator traps long before): XCTest runs on
        // the main thread, where the backtracer still writes a report, full of the mediator's frames.
        func described(_ description: String, _ symbols: [String]) -> CrashReport? {
            let frames = symbols.map { #"{"symbol": "\#($0)", "sourceLocation": {"file": "/x/F.swift", "line": 7}}"# }
            let json = #"{"description": "\#(description)", "threads": [{"crashed": true, "frames": [\#(frames.joined(separator: ","))]}]}"#
            return CrashReport(json: Data(json.utf8))
        }
        let chain = Array(
            repeating: ["$s10MutantKata8MediatorC4send", "$s15MutantKataTests7explodeyySiF", "$s15MutantKataTests8RecorderC7receive"],
            count: 4
        ).flatMap { $0 }
        #expect(described("Bad pointer dereference", chain)?.overflowedThroughTheTests == true)
        #expect(described("Illegal instruction", chain)?.overflowedThroughTheTests == false, "a trap is no overflow")
        #expect(described("Bad pointer dereference", recursion)?.overflowedThroughTheTests == true)
        #expect(described("Bad pointer dereference", nestedOnce)?.overflowedThroughTheTests == false, "each test frame once")
        #expect(report(chain)?.overflowedThroughTheTests == false, "no description: as before")
        let mediatorOnly = Array(repeating: "$s10MutantKata8MediatorC7deliver", count: 20) + ["$s15MutantKataTests1tyyF"]
        #expect(described("Bad pointer dereference", mediatorOnly)?.overflowedThroughTheTests == false, "the mediator's own recursion")
        // A function the tests declare in an extension of Mediator is mangled in MutantKata but
        // written in a test file: by its file it is the tests' (a trap there caught mutants).
        func framed(_ frames: [(symbol: String, file: String)]) -> CrashReport? {
            let list = frames.map { #"{"symbol": "\#($0.symbol)", "sourceLocation": {"file": "\#($0.file)", "line": 3}}"# }
            return CrashReport(json: Data(#"{"threads": [{"crashed": true, "frames": [\#(list.joined(separator: ","))]}]}"#.utf8))
        }
        let trial = "/home/me/Tests/playground/Katas/11-catch-the-mutant/.build/kata-trial"
        let inExtension = framed([
            ("$ss17_assertionFailure", "/swift/Assert.swift"),
            ("$s10MutantKata8MediatorC0aB5TestsE9selfCheckyyF", trial + "/Tests/MutantKataTests/MediatorTests.swift"),
        ])
        #expect(inExtension?.innermostModule == "MutantKataTests", "a checkout inside a folder named Tests is no test file")
        let inMediator = framed([("$s10MutantKata8MediatorC4send", trial + "/Sources/MutantKata/Mediator.swift")])
        #expect(inMediator?.innermostModule == "MutantKata")
    }

    @Test("Each pool mutant must be caught by a reference test named after its clause, at least three per clause")
    func thePoolPinsEveryClause() {
        let pool = (1...3).map { KataInfo.Mutant(name: "m\($0)", description: "d", clause: "4") }
        let byClause4 = pool.map { KataCheckResult.MutantOutcome(name: $0.name, description: "d", caughtBy: ["Clause 4: replies arrive"]) }
        #expect(KataContract.poolProblems(pool, outcomes: byClause4).isEmpty)
        var byAnother = byClause4
        byAnother[1] = .init(name: "m2", description: "d", caughtBy: ["Clause 1: once each"])
        #expect(
            KataContract.poolProblems(pool, outcomes: byAnother) == [
                "pool mutant m2 (clause 4) is not caught by a reference test named \"Clause 4: …\" (caught by Clause 1: once each)"
            ])
        #expect(KataContract.poolProblems(Array(pool.prefix(2)), outcomes: byClause4) == ["clause 4 has fewer than 3 mutants in the pool"])
    }

    @Test("An exit test is fine when it expects success; one that expects its child to fail, by a code or a signal, is refused")
    func exitTestsMustExpectSuccess() throws {
        let reader = try SwiftReader.located()
        func refusal(_ text: String) throws -> String? {
            let facts = try reader.read(source: text)
            return TestFileScreen.exitTestRefusal(facts, source: Data(text.utf8), file: "Tests/T.swift")
        }
        let clean = "@Test func t() async { await #expect(processExitsWith: .success) { _ = 1 } }"
        #expect(try refusal(clean) == nil)
        #expect(try refusal("// #expect(processExitsWith: .failure)\nlet s = \"#expect(processExitsWith: .failure)\"") == nil)
        for expected in [".failure", ".exitCode(3)", ".signal(6)", "condition"] {
            let text = "@Test func t() async { await #expect(processExitsWith: \(expected)) { fatalError() } }"
            #expect(try refusal(text)?.contains("T.swift:1 uses an exit test that expects its child process") == true, "\(expected)")
        }
        #expect(try refusal("@Test func t() throws { try #require(exitsWith: .failure) { fatalError() } }") != nil)
    }

    @Test("The compiler's own list of imports is a second opinion: a module the parser missed still refuses the file")
    func theCompilerSecondsTheParser() throws {
        let facts = SwiftFileFacts(
            parsesWithoutErrors: true, tokens: [], declarations: [], imports: [], attributes: [], unsafeAcknowledgements: [],
            valueCalls: [], mutationPoints: [])
        let screen = TestFileScreen(
            read: { files in files.mapValues { _ in facts } }, compilerImports: { _ in ["Testing", "Glibc"] })
        let refusal = try #require(try screen.refusal(of: ["Tests/T.swift": Data()]))
        #expect(refusal.contains("T.swift imports Glibc, says the compiler"), "\(refusal)")
        #expect(try TestFileScreen(read: { files in files.mapValues { _ in facts } }).refusal(of: ["Tests/T.swift": Data()]) == nil)
    }
}

/// A test binary that loses its report (ends as a busy binary does: exit code 126, nothing
/// written) until attempt `reportedAt`, where it writes a run with one failing test.
private final class ReportOnAttempt: ToolRunning {
    private let count = Mutex(0)
    let reportedAt: Int?
    /// Every run dies in test `t()` (it started, nothing after it), as a stack overflow ends one.
    let diesInATest: Bool

    /// Every run dies in test `t()` with a crash report whose crashed thread has no frame of the kata's code.
    let crashesOutside: Bool
    /// Each run dies in another test (`t1()`, `t2()` …), as a test that recurses on a coin toss does.
    let wanders: Bool
    /// Each run is stopped at the judge's deadline, in another test.
    let stoppedAtTheDeadline: Bool
    /// Every run's test process is killed by SIGSEGV before any test started, as SwiftPM says.
    let overflowsBeforeAnyTest: Bool

    init(
        _ reportedAt: Int?, diesInATest: Bool = false, crashesOutside: Bool = false, wanders: Bool = false,
        stoppedAtTheDeadline: Bool = false, overflowsBeforeAnyTest: Bool = false
    ) {
        self.overflowsBeforeAnyTest = overflowsBeforeAnyTest
        (self.reportedAt, self.diesInATest, self.crashesOutside) = (
            reportedAt, diesInATest || crashesOutside || wanders || stoppedAtTheDeadline, crashesOutside
        )
        (self.wanders, self.stoppedAtTheDeadline) = (wanders || stoppedAtTheDeadline, stoppedAtTheDeadline)
    }

    var attempts: Int { count.withLock { $0 } }

    func run(_ invocation: ToolInvocation, onOutput: (@Sendable (String) -> Void)?) throws(PlumbingError) -> ToolOutcome {
        let attempt = count.withLock {
            $0 += 1
            return $0
        }
        if overflowsBeforeAnyTest {
            let path =
                "/tmp/kata-verify-9F104A64-8D54-4892-A67C-E625A46EF452/Katas/kata-trial/.build/x86_64-unknown-linux-gnu/debug/Kata11CatchTheMutantPackageTests.xctest --testing-library swift-testing"
            return ToolOutcome(
                ending: .exited(1), output: "[0/1] Planning build\nerror: Process '\(path)' exited with unexpected signal code 11\n")
        }
        if diesInATest, let flag = invocation.arguments.firstIndex(of: "--event-stream-output-path") {
            let test = wanders ? "t\(attempt)" : "t"
            let lines = [
                #"{"kind":"test","payload":{"kind":"function","id":"\#(test)","name":"\#(test)()","sourceLocation":{"line":1}}}"#,
                #"{"kind":"event","payload":{"kind":"runStarted"}}"#,
                #"{"kind":"event","payload":{"kind":"testStarted","testID":"\#(test)"}}"#,
            ]
            try? Data((lines.joined(separator: "\n") + "\n").utf8).write(to: URL(fileURLWithPath: invocation.arguments[flag + 1]))
            if stoppedAtTheDeadline { return ToolOutcome(ending: .timedOut, output: "") }
            if crashesOutside, let backtrace = invocation.environment["SWIFT_BACKTRACE"] ?? nil,
                let folder = backtrace.split(separator: ",").first(where: { $0.hasPrefix("output-to=") })?.dropFirst("output-to=".count)
            {
                let report = #"{"threads":[{"crashed":true,"frames":[{"symbol":"$ss17_assertionFailure"}]}]}"#
                try? Data(report.utf8).write(to: URL(fileURLWithPath: String(folder)).appendingPathComponent("x-\(attempt).json"))
            }
            return ToolOutcome(ending: .exited(1), output: "error: Process 'x' exited with unexpected signal code 11\n")
        }
        guard attempt == reportedAt, let flag = invocation.arguments.firstIndex(of: "--event-stream-output-path") else {
            return ToolOutcome(ending: .exited(126), output: "sh: 1: exec: bin: Text file busy\n")
        }
        let lines = [
            #"{"kind":"test","payload":{"kind":"function","id":"t","name":"t()","sourceLocation":{"line":1}}}"#,
            #"{"kind":"event","payload":{"kind":"testStarted","testID":"t"}}"#,
            #"{"kind":"event","payload":{"kind":"issueRecorded","testID":"t","messages":[]}}"#,
            #"{"kind":"event","payload":{"kind":"testEnded","testID":"t"}}"#,
            #"{"kind":"event","payload":{"kind":"runEnded"}}"#,
        ]
        try? Data((lines.joined(separator: "\n") + "\n").utf8).write(to: URL(fileURLWithPath: invocation.arguments[flag + 1]))
        return ToolOutcome(ending: .exited(1), output: "")
    }
}

/// The flags the XCTest reach check takes from the real build, so an `#if` reads alike in both.
@Suite struct XCTestReachFlagsTests {
    @Test("The reach check keeps the build's conditions, language mode and features, and nothing else")
    func keepsWhatDecidesBranches() {
        let arguments = [
            "/usr/bin/swiftc", "-module-name", "MutantKataTests", "-DSWIFT_PACKAGE", "-D", "DEBUG", "-swift-version", "6",
            "-enable-upcoming-feature", "ExistentialAny", "-strict-memory-safety", "-I", "/x", "-Onone", "-enable-testing", "-g",
        ]
        #expect(
            XCTestReach.compilationConditions(of: arguments) == [
                "-DSWIFT_PACKAGE", "-D", "DEBUG", "-swift-version", "6", "-enable-upcoming-feature", "ExistentialAny",
                "-strict-memory-safety",
            ])
        #expect(XCTestReach.compilationConditions(of: ["-D"]) == [], "a flag without its value is dropped")
    }

    @Test("A C library function a test object leaves for the linker is told from what the compiler emits for Swift code")
    func cLibraryFunctionsAreToldApart() {
        let swiftCode = [
            "$s10MutantKata8MediatorCACycfC", "swift_retain", "swift_task_switch", "memcpy", "memset", "__stack_chk_fail",
            "_Unwind_Resume", "$s7Testing5IssueV6recordyy", "__swift_instantiateConcreteTypeFromMangledName", "malloc", "free",
        ]
        #expect(swiftCode.filter(XCTestReach.isCLibraryFunction) == [])
        #expect(["exit", "getenv", "fopen", "abort", "getpid", "dlopen"].allSatisfy(XCTestReach.isCLibraryFunction))
        // Two files listed: each headed by its path, which is no symbol.
        let listing = ["", "/tmp/a/Tests.swift.o:", "    U memset", "    U swift_retain", "", "/tmp/a/More.swift.o:", "    U exit"]
            .joined(separator: "\n")
        #expect(XCTestReach.undefinedSymbols(listed: listing) == ["memset", "swift_retain", "exit"])
    }
}
