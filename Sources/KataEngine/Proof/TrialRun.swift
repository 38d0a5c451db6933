import Foundation
import PlaygroundBasics
import Synchronization

/// Runs the learner's tests against one built variant of kata 11 the way SwiftPM runs tests on
/// every platform, `swift test --skip-build` in the trial package (on macOS it builds a bundle
/// and runs it through its own helpers; on Linux a binary: the judge never needs to know), with
/// the same arguments, environment and deadline every time; the variant's number is in the
/// slot's file `KATA_MUTANT_FILE` names, which picks the variant of the build (see
/// ``TrialSchema``) and which the tests cannot read (no Foundation, no C, no pointers; the
/// switch is private to the mediator's file). A crash is reported by the runtime's backtracer
/// into a folder the tests cannot write, so a test cannot forge one. Runs in parallel use a slot
/// each: their own event stream, crash folder and variant file.
struct TrialRun: Sendable {
    /// How one run ended, as the judge needs it.
    struct Outcome: Sendable {
        enum Ending: Equatable, Sendable {
            /// The runner reported the end of the run (`runEnded`) and the process exited.
            case reported(exitCode: Int32)
            /// The process died while a test ran; `inMediator` says whether the innermost frame of
            /// the kata's own code was the mediator's (not the tests').
            case crashed(inMediator: Bool, place: String?)
            /// The process stopped without the runner's report and without a crash report, every
            /// time it was run (``attemptsForALostReport``); `how` says how the last one ended.
            case stoppedWithoutReport(how: String)
            /// The process died in `test`, without a report and without a crash report, in every
            /// run of it: the runtime could not write one (a stack overflow leaves it no stack to
            /// run on). Reproducible, so the variant's doing, not the machine's.
            case diedInTest(String)
            /// A test library stopped the process for a form of the tests it cannot run, the same
            /// on every mediator (``libraryAbort(in:)``): said as it is, not as a lost report.
            case libraryAborted(String)
            case timedOut
        }

        var ending: Ending
        /// The tests, as the event stream reported them.
        var result: KataCheckResult
        var seconds: Double
        /// The judge's deadline stopped the process (a lost run on a busy machine, or slow tests):
        /// it did not end on its own.
        var stoppedAtTheDeadline = false
    }

    let runner: any ToolRunning
    /// The trial package the variants are built in (`.build/kata-trial`).
    let buildFolder: URL
    /// The folder the runs report into; only the judge writes there.
    let runArea: URL
    let deadline: TimeInterval
    /// The tests use XCTest too: each variant also runs XCTest's tests (see ``run(mutant:slot:)``).
    var xctest = false
    /// SwiftPM's questions to the compiler answered once per check (``ToolchainProbes``).
    var probes: ToolchainProbes?

    /// Runs at once: one per core, at most this many (each is a test process and SwiftPM's).
    static let parallelRuns = max(1, min(4, ProcessInfo.processInfo.activeProcessorCount))

    init(runner: any ToolRunning, buildFolder: URL, runArea: URL, deadline: TimeInterval) {
        (self.runner, self.buildFolder, self.runArea, self.deadline) = (runner, buildFolder, runArea, deadline)
    }

    func eventsFile(slot: Int) -> URL { runArea.appendingPathComponent("slot\(slot)/events.jsonl") }
    func crashFolder(slot: Int) -> URL { runArea.appendingPathComponent("slot\(slot)/crashes") }
    func mutantFile(slot: Int) -> URL { runArea.appendingPathComponent("slot\(slot)/mutant") }

    /// A run that lost its report is run again, this many times in all, before the judge gives
    /// up: the tests cannot end their process without Swift Testing's report or a crash report
    /// (they reach no `exit`, no signal, no file), so a lost report is the machine's doing (a
    /// tool that held the binary open, a kill from outside), never a verdict on the tests.
    static let attemptsForALostReport = 3

    /// Runs the tests as last built in ``buildFolder``, with schema variant `mutant` switched on
    /// (0: none), again while its report is lost (see ``attemptsForALostReport``).
    /// When the tests use XCTest too, each variant runs twice, Swift Testing's tests and then
    /// XCTest's, alike for every variant, and the two runs are judged as one.
    func run(mutant: Int = 0, slot: Int = 0) throws(KataError) -> Outcome {
        let swiftTesting = try runReporting(mutant: mutant, slot: slot, library: .swiftTesting)
        guard xctest else { return swiftTesting }
        return Self.combined(swiftTesting, try runReporting(mutant: mutant, slot: slot, library: .xctest))
    }

    /// Runs every one of `mutants` (schema ids, 0 for none) against the last build, several at
    /// once (``parallelRuns``), in order; `judged` sees each batch's outcomes in that order and
    /// says whether to go on, so a run that decides the verdict stops the rest.
    func runAll(_ mutants: [Int], judged: ([(mutant: Int, outcome: Outcome)]) throws(KataError) -> Bool) throws(KataError) {
        var next = 0
        while next < mutants.count {
            let batch = Array(mutants[next..<min(mutants.count, next + Self.parallelRuns)])
            next += batch.count
            let results = Mutex<[Result<Outcome, KataError>?]>(Array(repeating: nil, count: batch.count))
            DispatchQueue.concurrentPerform(iterations: batch.count) { slot in
                let result = Result { () throws(KataError) in try run(mutant: batch[slot], slot: slot) }
                results.withLock { $0[slot] = result }
            }
            var outcomes: [(mutant: Int, outcome: Outcome)] = []
            for (mutant, result) in zip(batch, results.withLock { $0 }) {
                guard let result else { throw KataError.refused("a run of the judge did not finish") }
                outcomes.append((mutant, try result.get()))
            }
            guard try judged(outcomes) else { return }
        }
    }

    /// The two test libraries a binary holds, as `--testing-library` names them.
    enum Library: String {
        case swiftTesting = "swift-testing"
        case xctest
    }

    private func runReporting(mutant: Int, slot: Int, library: Library) throws(KataError) -> Outcome {
        var outcome = try runOnce(mutant: mutant, slot: slot, library: library)
        var diedIn: Set<[String]> = [Self.running(outcome)]
        // Silent: no crash report of any kind, and the process ended on its own each time.
        var everyOneSilent = outcome.ending != .stoppedWithoutReport(how: Self.crashedOutsideTheKata) && !outcome.stoppedAtTheDeadline
        var everyOneOverflowed = Self.overflowed(outcome)
        for attempt in 1..<Self.attemptsForALostReport {
            guard case .stoppedWithoutReport = outcome.ending else { return outcome }
            // Whatever lost it, the next runs do without the shim: nothing of ours can be the cause.
            probes?.turnOff()
            outcome = try runOnce(mutant: mutant, slot: slot, library: library, patience: Double(1 << attempt))
            diedIn.insert(Self.running(outcome))
            everyOneSilent =
                everyOneSilent && outcome.ending != .stoppedWithoutReport(how: Self.crashedOutsideTheKata) && !outcome.stoppedAtTheDeadline
            everyOneOverflowed = everyOneOverflowed && Self.overflowed(outcome)
        }
        // Lost every time before any test started, the test process killed each time by a stack
        // overflow's signal without any crash report: what runs before the first test (a test's
        // arguments, static state) recursed without end. No busy machine sends that signal.
        if case .stoppedWithoutReport = outcome.ending, everyOneSilent, everyOneOverflowed, diedIn == [[]] {
            outcome.ending = .diedInTest(Self.beforeAnyTest)
            return outcome
        }
        // Lost every time, each time inside one test and without any crash report: the process
        // dies there (a crash report outside the kata's code is the library's, never the test's).
        // Inside another test on each run, it dies by chance (a test that recurses without end
        // on a coin toss): no busy machine stops a process in the middle of a test, silently.
        if case .stoppedWithoutReport = outcome.ending, everyOneSilent, diedIn.allSatisfy({ $0.count == 1 }),
            let test = Self.running(outcome).first
        {
            outcome.ending = .diedInTest(diedIn.count == 1 ? test : "\(test) (and in another test on each of the other runs)")
        }
        return outcome
    }

    /// Where a process died that no test had started in yet.
    static let beforeAnyTest = "the code that runs before the first test (a test's arguments, static state), each time"

    /// Whether SwiftPM said the test process was killed by a stack overflow's signal (SIGSEGV;
    /// SIGBUS, 7 on Linux and 10 on macOS), in its own words as the last line of the run. Words
    /// of the tests' own that look alike only ever refuse the file that prints them.
    static func overflowed(_ outcome: Outcome) -> Bool {
        guard case .stoppedWithoutReport(let how) = outcome.ending else { return false }
        return ["11", "10", "7"].contains { how.hasSuffix("exited with unexpected signal code \($0)") }
    }

    /// The tests the event stream saw start and never end (empty when it saw none).
    private static func running(_ outcome: Outcome) -> [String] {
        outcome.result.tests.filter { $0.status == .interrupted }.map(\.title)
    }

    /// Swift Testing's run and XCTest's, as one: the tests of both; a lost report, a crash or a
    /// timeout in either is the whole run's; else the exit code of the one that failed.
    static func combined(_ first: Outcome, _ second: Outcome) -> Outcome {
        // A library that found no test (Swift Testing then ends with its own exit code) says
        // nothing: a file written in XCTest alone is judged by XCTest's run.
        if first.result.tests.isEmpty || second.result.tests.isEmpty {
            var only = first.result.tests.isEmpty ? second : first
            only.seconds = first.seconds + second.seconds
            return only
        }
        var result = first.result
        result.tests += second.result.tests
        if second.result.status != .passed { result.status = second.result.status }
        let ending: Outcome.Ending
        switch (first.ending, second.ending) {
        case (.stoppedWithoutReport, _), (.crashed, _), (.diedInTest, _), (.libraryAborted, _): ending = first.ending
        case (_, .stoppedWithoutReport), (_, .crashed), (_, .diedInTest), (_, .libraryAborted): ending = second.ending
        case (.timedOut, _), (_, .timedOut): ending = .timedOut
        case (.reported(let one), .reported(let other)): ending = .reported(exitCode: one != 0 ? one : other)
        }
        return Outcome(
            ending: ending, result: result, seconds: first.seconds + second.seconds,
            stoppedAtTheDeadline: first.stoppedAtTheDeadline || second.stoppedAtTheDeadline)
    }

    /// `patience` stretches the time the tools get before they are stopped (the verdict's deadline
    /// stays as it is): a run that lost its report on a busy machine gets twice as long each time.
    private func runOnce(mutant: Int, slot: Int, library: Library, patience: Double = 1) throws(KataError) -> Outcome {
        let eventsFile = eventsFile(slot: slot), crashFolder = crashFolder(slot: slot), mutantFile = mutantFile(slot: slot)
        try prepareSlot(events: eventsFile, crashes: crashFolder, mutantFile: mutantFile, mutant: mutant)
        let started = Date()
        let outcome = try KataError.from { () throws(PlumbingError) in
            try runner.run(
                ToolInvocation(
                    Self.arguments(events: eventsFile, library: library, buildFolder: buildFolder), in: buildFolder,
                    environment: Self.environment(crashFolder: crashFolder, mutantFile: mutantFile).merging(probes?.environment ?? [:]) {
                        own, _ in own
                    },
                    timeout: deadline * patience))
        }
        let seconds = Date().timeIntervalSince(started)
        if library == .xctest { return xctestOutcome(outcome, crashFolder: crashFolder, seconds: seconds) }
        let events = TestEventStream(
            jsonLines: FileManager.default.contents(atPath: eventsFile.path) ?? Data(), kataFolder: buildFolder.path)
        var result = KataChecker.interpret(outcome, events: events, seconds: seconds)
        var ending = Self.ending(
            of: outcome, crashFolder: crashFolder, reported: events.runEnded,
            running: result.tests.filter { $0.status == .interrupted }.map(\.title),
            timedOut: Self.timeout(testsStartedAt: events.runStartedAt, endedAt: Date().timeIntervalSince1970, deadline: deadline))
        // An exit test's child that stopped in the tests' own code (a `precondition` of theirs, a
        // trap on purpose) turns its crash into a failure one process up: it is judged as the same
        // crash in the test process is, a test that stops itself.
        if case .reported = ending,
            let child = CrashReport.ofChildrenOfAReportedRun(in: crashFolder).first(where: { $0.innermostModule == CrashReport.testsModule }
            )
        {
            ending = .crashed(inMediator: false, place: child.innermostPlace.map { "\($0), in an exit test's child process" })
        } else if case .reported = ending, CrashReport.ofChildrenOfAReportedRun(in: crashFolder).isEmpty,
            let test = result.tests.first(where: { $0.issues.contains(where: Self.childOverflowed) })
        {
            // A child whose stack overflowed wrote no report (its thread had no stack left to
            // write one on): it died as a test process does that overflows, one process down.
            ending = .diedInTest(test.title + ", in an exit test's child process")
        }
        result.outputTail = nil
        return Outcome(ending: ending, result: result, seconds: seconds, stoppedAtTheDeadline: outcome.ending == .timedOut)
    }

    /// True when `issue` is an exit test's, whose child died of a stack overflow's signal (as
    /// Swift Testing words an exit test's failure: `.success → .signal(SIGSEGV → 11)`). Read in
    /// Swift Testing's words, it only ever refuses a file: words of the tests' own that look
    /// alike refuse the file that prints them, never accept one.
    static func childOverflowed(_ issue: KataCheckResult.Issue) -> Bool {
        guard let expectation = issue.expectation else { return false }
        return expectation.contains("→ .signal(SIGSEGV") || expectation.contains("→ .signal(SIGBUS")
    }

    /// XCTest's run: it reports by its exit code (`XCTMain` ends with 0 when every test passed,
    /// 1 when one failed; the tests reach no `exit`), each test by the lines it prints.
    private func xctestOutcome(_ outcome: ToolOutcome, crashFolder: URL, seconds: Double) -> Outcome {
        var tests = XCTestOutput.tests(in: outcome.output)
        // A test may print a line that looks like XCTest's: when XCTest says every test passed, they did.
        if outcome.ending == .exited(0) {
            tests = tests.map { test in
                var passed = test
                passed.status = .passed
                return passed
            }
        }
        var result = KataCheckResult(status: .passed, tests: tests)
        let ending = Self.ending(
            of: outcome, crashFolder: crashFolder,
            reported: [.exited(0), .exited(1)].contains(outcome.ending) && XCTestOutput.runEnded(in: outcome.output),
            running: tests.filter { $0.status == .interrupted }.map(\.title),
            timedOut: outcome.output.contains("Test Suite 'All tests' started") ? .timedOut : Self.testsNeverStarted)
        if ending != .reported(exitCode: 0) || tests.contains(where: { $0.status == .failed }) { result.status = .failed }
        return Outcome(ending: ending, result: result, seconds: seconds, stoppedAtTheDeadline: outcome.ending == .timedOut)
    }

    /// How a run ended, alike for both libraries: `timedOut` when the deadline stopped it; a crash
    /// when the backtracer wrote a report (the mediator's when its innermost kata frame is); the
    /// exit code when the library `reported` the end of its run; else a lost report.
    private static func ending(
        of outcome: ToolOutcome, crashFolder: URL, reported: Bool, running: [String], timedOut: @autoclosure () -> Outcome.Ending
    ) -> Outcome.Ending {
        if outcome.ending == .timedOut { return timedOut() }
        // A run whose library reported its end did not crash: a crash report beside it was
        // written by something else (a file the tests made look like one).
        if case .exited(let code) = outcome.ending, reported { return .reported(exitCode: code) }
        if let why = libraryAbort(in: outcome.output) { return .libraryAborted(why) }
        if let report = CrashReport.ofTestProcess(in: crashFolder) {
            // A crashed thread with no frame of the kata's code ran neither the mediator nor the
            // tests (the test library's or the runtime's own thread, seen on a machine under
            // heavy load): it says nothing about the tests, so it is run again like a lost report.
            guard let module = report.innermostModule else { return .stoppedWithoutReport(how: crashedOutsideTheKata) }
            // An overflow through the tests' own code is judged as one without a report is: the
            // tests' recursion behind the facade, a mutant's without it (``TrialVerdict``).
            if report.overflowedThroughTheTests { return .diedInTest(running.first ?? "a test") }
            return .crashed(inMediator: module == CrashReport.mediatorModule, place: report.innermostPlace)
        }
        return .stoppedWithoutReport(how: howItEnded(outcome))
    }

    /// What a test library says when it stops a run for a form of the tests it cannot run, or
    /// `nil`. XCTest on Linux lists an `XCTestCase`'s test methods by casting them to plain
    /// functions; a class marked `@MainActor` makes them main-actor functions, and the cast
    /// aborts before any test runs, on every mediator (a quieter machine would not help).
    static func libraryAbort(in output: String) -> String? {
        guard output.contains("Could not cast value of type"), output.contains("@Swift.MainActor") else { return nil }
        return "XCTest on Linux cannot run an XCTestCase isolated to the main actor: it stops while listing the test methods "
            + "(\"Could not cast value of type … @Swift.MainActor …\"), before any test runs. Remove @MainActor from your "
            + "XCTestCase (the mediator needs no actor), or write those tests with Swift Testing."
    }

    /// How a run ended whose crash report shows no frame of the kata's code on the crashed thread.
    static let crashedOutsideTheKata = "it crashed outside the kata's code, in the test library's or the runtime's"

    /// A deadline that passed before the tests began: SwiftPM was still starting them.
    static let testsNeverStarted = Outcome.Ending.stoppedWithoutReport(
        how: "the tools had not started the tests by the deadline: the machine was busy")

    /// A run stopped at the deadline is the tests' doing only when they had most of it: the
    /// deadline covers SwiftPM starting the test process too, which a busy machine can stretch.
    /// Otherwise it is a lost run (run again, and at worst "could not judge"), never a verdict.
    static func timeout(testsStartedAt started: Double?, endedAt ended: Double, deadline: TimeInterval) -> Outcome.Ending {
        guard let started else { return testsNeverStarted }
        let ran = ended - started
        guard ran >= deadline * TrialVerdict.nearlyReached else {
            return .stoppedWithoutReport(
                how: "the tests had \(Int(ran.rounded())) s of the \(Int(deadline)) s deadline: the machine was busy")
        }
        return .timedOut
    }

    /// "exit code 126: …: Text file busy": the ending and the last line the process wrote, so a
    /// lost report can be traced.
    static func howItEnded(_ outcome: ToolOutcome) -> String {
        let ending =
            switch outcome.ending {
            case .exited(let code): "exit code \(code)"
            case .signalled(let signal): "signal \(signal)"
            case .timedOut: "timed out"
            case .stoppedOnRequest: "stopped at its first failure"
            }
        // Its end: SwiftPM's line names the test binary's long path first and how it ended last.
        let last = outcome.output.split(separator: "\n").last.map { $0.count > 160 ? "…" + String($0.suffix(159)) : String($0) }
        return ending + (last.map { ": " + TerminalText.safe($0) } ?? "")
    }

    /// The same for every variant: SwiftPM's own test command on what was built, one library
    /// at a time, the event stream to the slot's path, with the build's compiler flags (the run
    /// writes the build plan; see ``KataChecker/buildFlags(for:)``). `--ignore-lock`: parallel
    /// runs only read the build, and nothing builds while they run.
    static func arguments(events: URL, library: Library = .swiftTesting, buildFolder: URL) -> [String] {
        let test = ["swift", "test", "--skip-build", "--ignore-lock"] + KataChecker.buildFlags(for: buildFolder)
        switch library {
        case .swiftTesting:
            return test + [
                "--disable-xctest", "--no-parallel", "--event-stream-output-path", events.path, "--event-stream-version", "0",
            ]
        case .xctest: return test + ["--disable-swift-testing"]
        }
    }

    /// The same for every variant and every run in a slot: the variant's number is in the
    /// slot's `mutantFile`, not in the environment, because SwiftPM compiles the manifest anew
    /// for every environment it has not seen (a third of a run). The backtracer writes a crash
    /// as JSON into `crashFolder`.
    static func environment(crashFolder: URL, mutantFile: URL) -> [String: String?] {
        [
            "NO_COLOR": "1", "SEED": nil, TrialSchema.variable: nil, MutantSchema.fileVariable: mutantFile.path,
            "SWIFT_BACKTRACE": "enable=yes,interactive=no,color=no,format=json,output-to=\(crashFolder.path)",
        ]
    }

    /// Leaves the slot with an empty crash folder, no event stream and `mutant` in its file.
    private func prepareSlot(events: URL, crashes: URL, mutantFile: URL, mutant: Int) throws(KataError) {
        let manager = FileManager.default
        do {
            for stale in [crashes, events] where manager.fileExists(atPath: stale.path) {
                try manager.removeItem(at: stale)
            }
            try manager.createDirectory(at: crashes, withIntermediateDirectories: true)
            try AtomicFile.write(Data("\(mutant)\n".utf8), to: mutantFile)
        } catch {
            throw .fileOperation(operation: "prepare the trial's run folder", path: runArea.path, reason: error.localizedDescription)
        }
    }
}
