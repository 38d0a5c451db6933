import Foundation
import PlaygroundBasics

/// Runs one built variant of kata 11 so that nothing outside its code tells it apart: the
/// test binary is copied to a folder that holds nothing else and run from there, with the same
/// arguments, environment and deadline every time, while the folder it was built in is moved
/// away, so no source, digest or build record of the variant is where `#filePath` or a relative
/// path points. A crash is reported by the runtime's backtracer into a folder the tests cannot
/// write, so a test cannot forge one.
struct TrialRun {
    /// How one run ended, as the judge needs it.
    struct Outcome {
        enum Ending: Equatable {
            /// The runner reported the end of the run (`runEnded`) and the process exited.
            case reported(exitCode: Int32)
            /// The process died while a test ran; `inMediator` says whether the innermost frame of
            /// the kata's own code was the mediator's (not the tests').
            case crashed(inMediator: Bool, place: String?)
            /// The process stopped without the runner's report and without a crash report, every
            /// time it was run (``attemptsForALostReport``); `how` says how the last one ended.
            case stoppedWithoutReport(how: String)
            case timedOut
        }

        var ending: Ending
        /// The tests, as the event stream reported them.
        var result: KataCheckResult
        var seconds: Double
    }

    let runner: any ToolRunning
    /// The folder the variants are built in (`.build/kata-trial`).
    let buildFolder: URL
    /// The folder the runs happen in; only the judge writes there.
    let runArea: URL
    let deadline: TimeInterval
    /// The tests use XCTest too: each variant also runs XCTest's tests (see ``run(correct:)``).
    var xctest = false

    /// The module whose code is on trial: a crash inside it is the mediator's.
    static let mediatorModule = "MutantKata"
    /// The binary's name in the run folder, the same for every variant.
    static let binaryName = "MutantKataTests.xctest"

    var runFolder: URL { runArea.appendingPathComponent("bin") }
    var eventsFile: URL { runArea.appendingPathComponent("events.jsonl") }
    var crashFolder: URL { runArea.appendingPathComponent("crashes") }
    /// Where the build folder waits while a variant runs: beside it, under a name drawn per
    /// check, so no fixed path (`#filePath`, one relative to the run folder) leads to it; the
    /// tests cannot list folders or read files anyway (no Foundation, no C, no pointers).
    let parkedBuild: URL

    init(runner: any ToolRunning, buildFolder: URL, runArea: URL, deadline: TimeInterval) {
        (self.runner, self.buildFolder, self.runArea, self.deadline) = (runner, buildFolder, runArea, deadline)
        parkedBuild = buildFolder.deletingLastPathComponent().appendingPathComponent(
            Self.parkedPrefix + String(UInt64.random(in: 0...UInt64.max), radix: 36))
    }

    static let parkedPrefix = "kata-trial-parked-"

    /// A copy of the correct mediator's test binary, made once per check: the first correct run
    /// takes it; the second is built again with its own ``LayoutPadding``, so no address is
    /// the same in both.
    var keptCorrectBinary: URL { runArea.appendingPathComponent("correct.xctest") }

    /// Keeps the binary just built (the correct mediator's) for the correct runs.
    func keepCorrectBinary() throws(KataError) {
        guard let binary = KataLayout(folder: buildFolder).testExecutable else { throw Self.noBinary(in: buildFolder) }
        do {
            try? FileManager.default.removeItem(at: keptCorrectBinary)
            try FileManager.default.createDirectory(at: runArea, withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: binary, to: keptCorrectBinary)
        } catch {
            throw .fileOperation(
                operation: "keep the correct test binary at", path: keptCorrectBinary.path, reason: error.localizedDescription)
        }
    }

    /// A run that lost its report is run again, this many times in all, before the judge gives
    /// up: the tests cannot end their process without Swift Testing's report or a crash report
    /// (they reach no `exit`, no signal, no file), so a lost report is the machine's doing (a
    /// tool that held the binary open, a kill from outside), never a verdict on the tests.
    static let attemptsForALostReport = 3

    /// Runs the variant last built in ``buildFolder``, or the kept correct binary, again while
    /// its report is lost (see ``attemptsForALostReport``).
    /// When the tests use XCTest too, each variant's binary runs twice, Swift Testing's tests
    /// and then XCTest's, alike for every variant, and the two runs are judged as one.
    func run(correct: Bool = false) throws(KataError) -> Outcome {
        let swiftTesting = try runReporting(correct: correct, library: .swiftTesting)
        guard xctest else { return swiftTesting }
        return Self.combined(swiftTesting, try runReporting(correct: correct, library: .xctest))
    }

    /// The two test libraries a binary holds, as `--testing-library` names them.
    enum Library: String {
        case swiftTesting = "swift-testing"
        case xctest
    }

    private func runReporting(correct: Bool, library: Library) throws(KataError) -> Outcome {
        var outcome = try runOnce(correct: correct, library: library)
        for _ in 1..<Self.attemptsForALostReport {
            guard case .stoppedWithoutReport = outcome.ending else { break }
            outcome = try runOnce(correct: correct, library: library)
        }
        return outcome
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
        case (.stoppedWithoutReport, _), (.crashed, _): ending = first.ending
        case (_, .stoppedWithoutReport), (_, .crashed): ending = second.ending
        case (.timedOut, _), (_, .timedOut): ending = .timedOut
        case (.reported(let one), .reported(let other)): ending = .reported(exitCode: one != 0 ? one : other)
        }
        return Outcome(ending: ending, result: result, seconds: first.seconds + second.seconds)
    }

    private func runOnce(correct: Bool, library: Library) throws(KataError) -> Outcome {
        let built = correct ? keptCorrectBinary : KataLayout(folder: buildFolder).testExecutable
        guard let binary = built, FileManager.default.fileExists(atPath: binary.path) else { throw Self.noBinary(in: buildFolder) }
        try prepareRunArea(with: binary)
        try move(buildFolder, to: parkedBuild)
        let started = Date()
        let outcome: ToolOutcome
        do {
            outcome = try runner.run(
                ToolInvocation(
                    [runFolder.appendingPathComponent(Self.binaryName).path] + Self.arguments(events: eventsFile, library: library),
                    in: runFolder,
                    environment: Self.environment(crashFolder: crashFolder), timeout: deadline))
        } catch {
            try? move(parkedBuild, to: buildFolder)
            throw KataError(error)
        }
        let seconds = Date().timeIntervalSince(started)
        try move(parkedBuild, to: buildFolder)
        if library == .xctest { return xctestOutcome(outcome, seconds: seconds) }
        let events = TestEventStream(
            jsonLines: FileManager.default.contents(atPath: eventsFile.path) ?? Data(), kataFolder: buildFolder.path)
        var result = KataChecker.interpret(outcome, events: events, seconds: seconds)
        let ending: Outcome.Ending
        switch outcome.ending {
        case .timedOut: ending = .timedOut
        case .exited(let code) where events.runEnded: ending = .reported(exitCode: code)
        case .exited, .signalled:
            if let report = CrashReport.ofTestProcess(in: crashFolder) {
                ending = .crashed(inMediator: report.innermostModule == Self.mediatorModule, place: report.innermostPlace)
            } else {
                ending = .stoppedWithoutReport(how: Self.howItEnded(outcome))
            }
        }
        result.outputTail = nil
        return Outcome(ending: ending, result: result, seconds: seconds)
    }

    /// XCTest's run: it reports by its exit code (`XCTMain` ends with 0 when every test passed,
    /// 1 when one failed; the tests reach no `exit`), each test by the lines it prints.
    private func xctestOutcome(_ outcome: ToolOutcome, seconds: Double) -> Outcome {
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
        let ending: Outcome.Ending
        switch outcome.ending {
        case .timedOut: ending = .timedOut
        case .exited(let code) where code == 0 || code == 1: ending = .reported(exitCode: code)
        case .exited, .signalled:
            if let report = CrashReport.ofTestProcess(in: crashFolder) {
                ending = .crashed(inMediator: report.innermostModule == Self.mediatorModule, place: report.innermostPlace)
            } else {
                ending = .stoppedWithoutReport(how: Self.howItEnded(outcome))
            }
        }
        if ending != .reported(exitCode: 0) || tests.contains(where: { $0.status == .failed }) { result.status = .failed }
        return Outcome(ending: ending, result: result, seconds: seconds)
    }

    /// "exit code 126: …: Text file busy": the ending and the last line the process wrote, so a
    /// lost report can be traced.
    static func howItEnded(_ outcome: ToolOutcome) -> String {
        let ending =
            switch outcome.ending {
            case .exited(let code): "exit code \(code)"
            case .signalled(let signal): "signal \(signal)"
            case .timedOut: "timed out"
            }
        let last = outcome.output.split(separator: "\n").last.map { String($0.prefix(160)) }
        return ending + (last.map { ": " + TerminalText.safe($0) } ?? "")
    }

    /// macOS builds a test bundle, not an executable: the judge runs binaries directly (verified on Linux).
    static func noBinary(in buildFolder: URL) -> KataError {
        .refused(
            "Kata 11's judge runs the built test binary directly, and the build left none in "
                + "\(KataLayout(folder: buildFolder).debugFolder.path) (on macOS SwiftPM builds a bundle instead)")
    }

    /// The same for every variant: the event stream goes to one fixed path.
    static func arguments(events: URL, library: Library = .swiftTesting) -> [String] {
        switch library {
        case .swiftTesting:
            [
                "--testing-library", "swift-testing", "--no-parallel", "--event-stream-output-path", events.path, "--event-stream-version",
                "0",
            ]
        case .xctest: ["--testing-library", "xctest"]
        }
    }

    /// The same for every variant. The backtracer writes a crash as JSON into `crashFolder`.
    static func environment(crashFolder: URL) -> [String: String?] {
        [
            "NO_COLOR": "1", "SEED": nil,
            "SWIFT_BACKTRACE": "enable=yes,interactive=no,color=no,format=json,output-to=\(crashFolder.path)",
        ]
    }

    /// Leaves the run area holding the variant's binary alone in its folder, an empty crash
    /// folder and no event stream.
    private func prepareRunArea(with binary: URL) throws(KataError) {
        let manager = FileManager.default
        do {
            for stale in [runFolder, crashFolder, eventsFile] where manager.fileExists(atPath: stale.path) {
                try manager.removeItem(at: stale)
            }
            try manager.createDirectory(at: runFolder, withIntermediateDirectories: true)
            try manager.createDirectory(at: crashFolder, withIntermediateDirectories: true)
            try manager.copyItem(at: binary, to: runFolder.appendingPathComponent(Self.binaryName))
        } catch {
            throw .fileOperation(operation: "prepare the trial's run folder", path: runArea.path, reason: error.localizedDescription)
        }
    }

    /// Puts a build folder left parked by an interrupted check back where it belongs.
    func recoverParkedBuilds() {
        let manager = FileManager.default
        let parent = buildFolder.deletingLastPathComponent()
        for name in (try? manager.contentsOfDirectory(atPath: parent.path)) ?? [] where name.hasPrefix(Self.parkedPrefix) {
            let parked = parent.appendingPathComponent(name)
            if manager.fileExists(atPath: buildFolder.path) {
                try? manager.removeItem(at: parked)
            } else {
                try? manager.moveItem(at: parked, to: buildFolder)
            }
        }
    }

    private func move(_ from: URL, to destination: URL) throws(KataError) {
        do {
            try FileManager.default.moveItem(at: from, to: destination)
        } catch {
            throw .fileOperation(operation: "move the trial's build folder to", path: destination.path, reason: error.localizedDescription)
        }
    }
}
