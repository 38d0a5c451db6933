import Foundation
import PlaygroundBasics

/// Checks one kata folder: builds it (incrementally), runs the built test binary with
/// Swift Testing's event stream, and turns what happened into a ``KataCheckResult``.
/// Learner code may loop, recurse or crash: every run has a deadline and a process group.
public struct KataChecker: Sendable {
    public let runner: any ToolRunning
    /// Seconds of processor time one run of the tests may use before it counts as "did not
    /// finish"; also the wall-clock deadline for a run that stops using the processor (a hang).
    public let testTimeout: TimeInterval
    /// Seconds a build may take; generous, as a cold build on a busy laptop is slow.
    public let buildTimeout: TimeInterval
    /// Progress a person should see while waiting: a cold build, SwiftPM's lock.
    public let notice: @Sendable (String) -> Void
    /// Swift's parser for the quick rebuild (``QuickRebuild``); `nil` when it cannot be had.
    let swiftReader: @Sendable () -> SwiftReader?
    /// Stop a test run at its first failing test (a mutant's run: one failure proves it
    /// killed); a learner's check always runs every test.
    public var stopsAtFirstFailure = false
    /// Variables every SwiftPM build adds to its environment, asked before each build. Kata 11's
    /// judge sets the compiler its test runs use (``ToolchainProbes``): SwiftPM records the
    /// compiler in the build plan, so builds and runs must name the same one.
    var buildEnvironment: @Sendable () -> [String: String?] = { [:] }
    /// Met once the check's verdict would be stale (the files changed under a watch): builds are
    /// killed and kata 11's judge stops between runs (``stopIfAbandoned()``).
    public var abandonWhen: StopCondition?

    /// Gives up the check once ``abandonWhen`` is met.
    func stopIfAbandoned() throws(KataError) {
        if abandonWhen?.isMet() == true { throw .superseded }
    }

    public static let defaultTestTimeout: TimeInterval = 60

    /// Tells the tests which kata they check, so a failure's replay command names it
    /// (`make kata NAME=05 SEED=…`) wherever the kata's folder lies; without it (`swift test` by
    /// hand) the kata's test support reads the number from the folder's name.
    public static let kataNameVariable = "KATA_NAME"

    /// How every check builds. Indexing the system modules (Foundation, Testing) is half of a
    /// cold build and nothing a check reads; the kata's own index stays, as Linux finds its
    /// tests through it. The module cache is the one the katas share (``KataLayout/moduleCache``).
    /// One command for a folder everywhere: other flags would make SwiftPM rebuild.
    public static func buildCommand(for folder: URL) -> [String] {
        ["swift", "build", "--build-tests"] + buildFlags(for: folder)
    }

    /// The flags of ``buildCommand(for:)`` that reach the compiler. Every SwiftPM command in the
    /// folder must pass them, `swift test --skip-build` too: it writes the build plan anew, and a
    /// plan written with other flags makes the next build plan again and compile every module.
    public static func buildFlags(for folder: URL) -> [String] {
        [
            "-Xswiftc", "-index-ignore-system-modules", "-Xswiftc", "-module-cache-path", "-Xswiftc",
            KataLayout(folder: folder).moduleCache.path,
        ]
    }

    public init(
        runner: any ToolRunning = ProcessGroupRunner(), testTimeout: TimeInterval = defaultTestTimeout,
        buildTimeout: TimeInterval = 900, notice: @escaping @Sendable (String) -> Void = { _ in }
    ) {
        self.init(runner: runner, testTimeout: testTimeout, buildTimeout: buildTimeout, notice: notice) { try? SwiftReader.located() }
    }
    init(
        runner: any ToolRunning = ProcessGroupRunner(), testTimeout: TimeInterval = defaultTestTimeout, buildTimeout: TimeInterval = 900,
        notice: @escaping @Sendable (String) -> Void = { _ in }, swiftReader: @escaping @Sendable () -> SwiftReader?
    ) {
        (self.runner, self.testTimeout, self.buildTimeout, self.notice) = (runner, testTimeout, buildTimeout, notice)
        self.swiftReader = swiftReader
    }

    /// The check the kata's kind asks for. `environment` reaches the learner's test process
    /// (behaviour and design katas): how a flow view asks the tests to write their arrows.
    public func check(_ kata: KataInfo, folder: URL, environment: [String: String?] = [:]) throws(KataError) -> KataCheckResult {
        switch kata.kind {
        case .behaviour, .design:
            var environment = environment
            environment[Self.kataNameVariable] = kata.number
            // One lock over the build and the run: another check of this kata (a watch, a
            // second terminal) can neither rebuild under this one nor swap its binary mid-run.
            let result = try AdvisoryLock.holding(KataLayout(folder: folder).buildLock) { () throws(KataError) in
                try buildAndTestHoldingLock(folder, environment: environment)
            }
            return withSourceRules(of: kata, in: folder, addedTo: withOutputRule(of: kata, addedTo: result))
        case .mutants:
            return try MutantTrial(checker: self).check(kata, folder: folder)
        }
    }

    /// `result` with the kata's rule on standard output (``StandardOutputRule``) as one more
    /// test, once the tests ran and their output was kept apart.
    func withOutputRule(of kata: KataInfo, addedTo result: KataCheckResult) -> KataCheckResult {
        guard result.status == .passed || result.status == .failed,
            let test = StandardOutputRule.test(title: kata.outputRule, output: result.standardOutput)
        else { return result }
        return result.adding([test])
    }

    /// `result` with a design check for each of the kata's source rules, once the files
    /// compile (a build that failed says so first): failing where its files break it, passing
    /// otherwise, so a check counts the same tests whether they pass or fail.
    func withSourceRules(of kata: KataInfo, in folder: URL, addedTo result: KataCheckResult) -> KataCheckResult {
        guard !kata.sourceRules.isEmpty, result.status == .passed || result.status == .failed, let reader = swiftReader() else {
            return result
        }
        let failures = SourceRuleCheck(reader: reader).failures(of: kata.sourceRules, in: folder)
        return result.adding(
            kata.sourceRules.map { rule in
                failures.first { $0.title == rule.test }
                    ?? KataCheckResult.Test(name: rule.test, displayName: rule.test, line: 0, status: .passed)
            })
    }

    /// Builds a kata and its tests without running them (`kata prepare`, before a workshop),
    /// the same way a check does, so the first check finds everything built: `nil` when the
    /// build succeeded, else what went wrong.
    public func prepare(_ folder: URL) throws(KataError) -> KataCheckResult? {
        try build(folder).failure
    }

    /// Builds the package and its tests: the build's warnings, and a result when it failed.
    /// After an edit to the kata's own code the quick rebuild does it without SwiftPM;
    /// everything else goes through SwiftPM.
    func build(_ folder: URL) throws(KataError) -> (failure: KataCheckResult?, warnings: [KataCheckResult.Diagnostic]) {
        let built = try AdvisoryLock.holding(KataLayout(folder: folder).buildLock) { () throws(KataError) in try buildHoldingLock(folder) }
        return (built.failure, built.warnings)
    }

    /// One build, quick or through SwiftPM; ``buildHoldingLock(_:)`` repeats it while files
    /// change under it.
    func buildOnce(_ folder: URL, quick: QuickRebuild, baseline: StampBaseline) throws(KataError) -> (
        failure: KataCheckResult?, warnings: [KataCheckResult.Diagnostic], path: KataCheckResult.BuildPath
    ) {
        let sources = quick.snapshot()
        let attempt = try quick.attempt(sources)
        switch attempt.outcome {
        case .upToDate: return (nil, attempt.warnings, .upToDate)
        case .rebuilt(let onlyChangedFiles): return (nil, attempt.warnings, onlyChangedFiles ? .quickChangedFilesOnly : .quick)
        case .doesNotCompile(let errors):
            return (KataCheckResult(status: .compileError, compilerErrors: errors, warnings: attempt.warnings), attempt.warnings, .quick)
        case .needsSwiftPM:
            let built = try buildWithSwiftPM(folder, quick: quick, sources: sources, baseline: baseline)
            return (built.failure, built.warnings, .swiftPM)
        }
    }

    private func buildWithSwiftPM(_ folder: URL, quick: QuickRebuild, sources: SourceSnapshot, baseline: StampBaseline) throws(KataError)
        -> (failure: KataCheckResult?, warnings: [KataCheckResult.Diagnostic])
    {
        // The plan is written before anything compiles: a first build that failed is not first again.
        let layout = KataLayout(folder: folder)
        if !FileManager.default.fileExists(atPath: layout.debugFolder.path), !FileManager.default.fileExists(atPath: layout.buildPlan.path)
        {
            notice("First build of \(folder.lastPathComponent): compiling the kata and its tests (once; 10–20\u{00A0}s).")
        }
        let lockNotice = LockNotice(notice: notice, folder: folder)
        var outcome = try swiftPMBuild(folder, quick: quick, sources: sources, lockNotice: lockNotice, baseline: baseline)
        // SwiftPM stops when a source changes under it; the learner saved again: build what is there now.
        for _ in 0..<3 where !outcome.succeeded && outcome.output.contains("was modified during the build") {
            notice("A file changed while checking; checking again.")
            outcome = try swiftPMBuild(folder, quick: quick, sources: quick.snapshot(), lockNotice: lockNotice, baseline: baseline)
        }
        let warnings = CompilerDiagnostics.parse("warning", in: outcome.output, kataFolder: folder.path)
        if outcome.succeeded {
            // SwiftPM can miss a file saved moments after the previous build and leave the old
            // binary in place: the learner would see the result of code they no longer have.
            // A source newer than the test binary means exactly that; make the change
            // unmistakable and build once more.
            guard let stale = Self.sourcesNewerThanTestBinary(in: folder), !stale.isEmpty else {
                quick.remember(sources, warnings: warnings)
                return (nil, warnings)
            }
            let touched = Date()
            for file in stale { try? FileManager.default.setAttributes([.modificationDate: touched], ofItemAtPath: file.path) }
            baseline.ownWrites(stale.map(\.path))
            let sourcesBeforeSecondBuild = quick.snapshot()
            let again = try KataError.from { () throws(PlumbingError) in
                try runner.run(
                    ToolInvocation(
                        Self.buildCommand(for: folder), in: folder, environment: buildEnvironment(), timeout: buildTimeout,
                        stopWhen: abandonWhen),
                    onOutput: { lockNotice.inspect($0) })
            }
            // A change SwiftPM rightly skips (a comment) leaves the binary older still; the mark
            // says these sources were dealt with, so the next check does not build twice again.
            // Its time is set, not left to the file system, whose clock may lag the one that touched.
            let mark = KataLayout(folder: folder).freshnessMark.path
            _ = FileManager.default.createFile(atPath: mark, contents: nil)
            try? FileManager.default.setAttributes([.modificationDate: max(Date(), touched)], ofItemAtPath: mark)
            if again.succeeded {
                quick.remember(sourcesBeforeSecondBuild, warnings: warnings)
                return (nil, warnings)
            }
            return try failure(of: again, in: folder, warnings: warnings)
        }
        return try failure(of: outcome, in: folder, warnings: warnings)
    }

    /// One SwiftPM build, after making every file SwiftPM could misjudge by its records newer
    /// than anything it recorded (see ``QuickRebuild/filesSwiftPMMayMisjudge(_:)``).
    private func swiftPMBuild(
        _ folder: URL, quick: QuickRebuild, sources: SourceSnapshot, lockNotice: LockNotice, baseline: StampBaseline
    ) throws(KataError)
        -> ToolOutcome
    {
        let misjudged = quick.filesSwiftPMMayMisjudge(sources)
        Self.makeNewer(misjudged)
        baseline.ownWrites(misjudged)
        return try KataError.from { () throws(PlumbingError) in
            try runner.run(
                ToolInvocation(
                    Self.buildCommand(for: folder), in: folder, environment: buildEnvironment(), timeout: buildTimeout,
                    stopWhen: abandonWhen),
                onOutput: { lockNotice.inspect($0) })
        }
    }

    /// The result for a build that did not succeed.
    private func failure(of outcome: ToolOutcome, in folder: URL, warnings: [KataCheckResult.Diagnostic]) throws(KataError)
        -> (failure: KataCheckResult?, warnings: [KataCheckResult.Diagnostic])
    {
        let errors = CompilerDiagnostics.parse("error", in: outcome.output, kataFolder: folder.path)
        if outcome.ending == .timedOut {
            let note = "swift build did not finish in \(Int(buildTimeout)) s in \(folder.path)"
            return (KataCheckResult(status: .toolError, notes: [note], outputTail: Self.tail(of: outcome.output)), warnings)
        }
        let failure = KataCheckResult(
            status: errors.isEmpty ? .toolError : .compileError, compilerErrors: errors, warnings: warnings,
            outputTail: errors.isEmpty ? Self.tail(of: outcome.output) : nil)
        return (failure, warnings)
    }

    /// Runs the already built tests once. `environment` reaches the test process only; `only`
    /// names the test functions to run (`name()`, as a result names them), none for all.
    func runTests(in folder: URL, environment: [String: String?] = [:], only: [String] = []) throws(KataError) -> KataCheckResult {
        let events = KataLayout(folder: folder).scratchFile("kata-events", extension: "jsonl")
        let output = KataLayout(folder: folder).scratchFile("kata-stdout", extension: "txt")
        defer {
            try? FileManager.default.removeItem(at: events)
            try? FileManager.default.removeItem(at: output)
        }
        // One test at a time, so a crash or an endless loop is pinned on the test that caused it.
        let streamFlags =
            ["--event-stream-output-path", events.path, "--event-stream-version", "0"]
            + only.flatMap { ["--filter", NSRegularExpression.escapedPattern(for: "/" + $0)] }
        let executable = KataLayout(folder: folder).testExecutable
        let arguments =
            executable.map { [$0.path, "--testing-library", "swift-testing", "--no-parallel"] + streamFlags }
            ?? ["swift", "test", "--skip-build", "--disable-xctest", "--no-parallel"] + Self.buildFlags(for: folder) + streamFlags
        var variables = environment
        variables["NO_COLOR"] = "1"
        let started = Date()
        let stop = stopsAtFirstFailure ? Self.firstFailure(in: events, kataFolder: folder.path) : nil
        // The learner's budget is processor time, the same on a quiet machine and a busy one;
        // the wall-clock deadline only catches a run that stopped using the processor (a hang).
        var invocation = ToolInvocation(
            arguments, in: folder, environment: variables, timeout: testTimeout, stopWhen: stop, processorTimeLimit: testTimeout)
        // The test binary's own standard output, apart (SwiftPM's, when it runs the tests, is its own).
        if executable != nil { invocation.standardOutput = output }
        let outcome = try KataError.from { () throws(PlumbingError) in try runner.run(invocation) }
        let data = FileManager.default.contents(atPath: events.path) ?? Data()
        var result = Self.interpret(
            outcome, events: TestEventStream(jsonLines: data, kataFolder: folder.path), seconds: Date().timeIntervalSince(started),
            processorTimeLimit: testTimeout,
            quietStretch: ProcessTree.readsProcessorTime ? testTimeout : nil)
        if executable != nil { result.standardOutput = StandardOutputRule.read(output) }
        return result
    }

    /// Met once the event stream the run writes holds a failed test: read from the stream (the
    /// file Swift Testing writes), never from the output's text.
    static func firstFailure(in events: URL, kataFolder: String) -> StopCondition {
        StopCondition {
            guard let data = FileManager.default.contents(atPath: events.path) else { return false }
            return TestEventStream(jsonLines: data, kataFolder: kataFolder).tests.contains { $0.status == .failed }
        }
    }

    /// Pure: from how the run ended and what the event stream says, to a result.
    /// `processorTimeLimit`: the run's limit, when it had one; SIGXCPU then says it was spent.
    /// `quietStretch`: the deadline's stretch, when a run that used the processor got more of
    /// them; a timeout then means the last one passed with almost no work.
    static func interpret(
        _ outcome: ToolOutcome, events: TestEventStream, seconds: Double, processorTimeLimit: Double? = nil, quietStretch: Double? = nil
    ) -> KataCheckResult {
        var result = KataCheckResult(status: .passed, tests: events.tests)
        let running = events.tests.filter { $0.status == .interrupted }.map(\.title)
        if let processorTimeLimit, outcome.ending == .signalled(SIGXCPU) {
            result.status = .failed
            result.interruption = .init(cause: .processorTime, runningTests: running, seconds: processorTimeLimit)
            return result
        }
        let stoppedEarly: Bool =
            switch outcome.ending {
            case .signalled: true
            case .exited: !events.runEnded
            case .timedOut, .stoppedOnRequest: false
            }
        switch outcome.ending {
        case .timedOut:
            result.status = .failed
            result.interruption = .init(cause: .timeout, runningTests: running, seconds: seconds.rounded(), quietSeconds: quietStretch)
        case _ where stoppedEarly:
            guard !events.tests.isEmpty else {
                return KataCheckResult(
                    status: .toolError, notes: ["the test binary stopped before it listed any test"],
                    outputTail: tail(of: outcome.output))
            }
            result.status = .failed
            result.interruption = .init(
                cause: .crash, runningTests: running,
                message: CompilerDiagnostics.crashLine(in: outcome.output, kataFolder: events.kataFolder))
        case .stoppedOnRequest:
            // Stopped at its first failing test: the tests after it never ran.
            result.status = .failed
        case .exited(let code), .signalled(let code):
            let anyFailed = events.tests.contains { $0.status == .failed }
            if events.tests.isEmpty {
                result.status = .failed
                result.notes.append("No tests found.")
            } else if anyFailed || code != 0 {
                result.status = .failed
            }
        }
        return result
    }

    static func tail(of output: String, lines: Int = 25) -> String {
        output.split(separator: "\n", omittingEmptySubsequences: false).suffix(lines).joined(separator: "\n")
    }
}
