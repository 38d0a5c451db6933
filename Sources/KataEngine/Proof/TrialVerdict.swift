/// What kata 11's runs add up to. Every variant ran alike; this decides, for each, whether the
/// learner's tests caught it, and refuses the file when a run says nothing about the mediator:
/// a catch is a failing test that Swift Testing reported, or a crash inside the mediator's code.
/// A run that stopped by itself, or timed out where the correct mediator nearly did too, is no
/// catch and no survival: the file is refused, saying why. A run that lost the runner's report
/// every time it ran says nothing about the tests: the check is a tool error ("could not judge").
enum TrialVerdict {
    /// One variant's run, with the name and description the report gives it.
    struct MutantRun {
        let name: String
        let description: String
        let generated: Bool
        var pool = false
        let outcome: TrialRun.Outcome
        /// It ran behind the facade that stops a recursion without end through the mediator with
        /// a crash report (``TrialVariants/depthGuard(named:)``): a death with no report at all
        /// was then the tests' own doing.
        var guarded = false
    }

    /// What a run that died without any report most likely was.
    static let diedWithoutReport =
        "the test process died in it, every time, without a crash report: most likely a recursion without end overflowed the stack"

    /// A timeout counts as a catch only when the slower correct run took less than this share of
    /// the deadline: a mutant stuck in a loop, not tests that are slow anyway.
    static let nearlyReached = 0.5

    static func verdict(correctRuns: [TrialRun.Outcome], mutants: [MutantRun], deadline: Double) -> KataCheckResult {
        guard let first = correctRuns.first else { return KataCheckResult(status: .toolError, notes: ["the correct mediator never ran"]) }
        if let problem = correctRunProblem(correctRuns, deadline: deadline) { return problem }
        var result = first.result
        let slowestCorrect = correctRuns.map(\.seconds).max() ?? 0
        var refusals: [String] = []
        var unjudged: [String] = []
        var outcomes: [KataCheckResult.MutantOutcome] = []
        for mutant in mutants {
            switch catches(of: mutant, deadline: deadline, slowestCorrect: slowestCorrect) {
            case .caught(let by):
                outcomes.append(
                    .init(name: mutant.name, description: mutant.description, caughtBy: by, generated: mutant.generated, pool: mutant.pool))
            case .couldNotJudge(let why):
                unjudged.append(why)
            case .refused(let why):
                refusals.append(why)
                outcomes.append(
                    .init(name: mutant.name, description: mutant.description, caughtBy: [], generated: mutant.generated, pool: mutant.pool))
            }
        }
        if let unjudged = unjudged.first { return Self.couldNotJudge(unjudged) }
        if let refusal = refusals.first {
            // A refused file has no score: listing its mutants as survivors would say the wrong thing.
            return KataCheckResult(
                status: .failed, notes: [refusal + (refusals.count > 1 ? " (and \(refusals.count - 1) more runs like it)" : "")])
        }
        result.mutants = outcomes
        if outcomes.contains(where: { !$0.caught }) {
            result.status = .failed
        }
        return result
    }

    enum Judgement: Equatable {
        /// Caught, by these tests (or a sentence saying how); empty means it survived.
        case caught(by: [String])
        case refused(String)
        /// The run says nothing about the tests (its report was lost every time): neither a
        /// catch nor a refusal; the note says why (``unjudged(against:how:)``).
        case couldNotJudge(String)
    }

    /// The result when a run could not be judged: a tool error, never a refusal of the
    /// learner's tests. `note`: what ``unjudged(against:how:)`` says.
    static func couldNotJudge(_ note: String) -> KataCheckResult { KataCheckResult(status: .toolError, notes: [note]) }

    /// Why a run against `which` says nothing, in the kata's words: it lost its report every
    /// time it ran (the last time `how`). A crash in the runtime or the test library each time is
    /// reproducible, not load, and is said so.
    static func unjudged(against which: String, how: String) -> String {
        let lost =
            "Against \(which) the test process ended before Swift Testing reported the end of the run, "
            + "\(TrialRun.attemptsForALostReport) times (the last: \(how))."
        guard how != TrialRun.crashedOutsideTheKata else {
            return "Could not judge your tests. \(lost) The same crash each time is no busy machine's doing, and the judge cannot "
                + "tell whose it is: Swift's runtime stops a program that changes one variable from two places at once (a "
                + "test that holds an inout access to a colleague's state while the mediator delivers to it, a mediator's deinit "
                + "that releases another mediator) or reads an unowned reference to an object already gone, and its report "
                + "then shows no caller. Nothing was refused. If a test of yours does either, write it without; else report "
                + "it with your test file."
        }
        return "Could not judge your tests: the machine was too busy. \(lost) That is the machine's doing, not your tests': "
            + "nothing was refused. Check again (a quieter machine helps). If a quiet machine says so too, look at what "
            + "runs before your first test (parameterized arguments, static state): a process that ends there leaves "
            + "Swift Testing nothing to report."
    }

    /// What one mutant's run says.
    static func catches(of mutant: MutantRun, deadline: Double, slowestCorrect: Double) -> Judgement {
        let outcome = mutant.outcome
        switch outcome.ending {
        case .reported(let code):
            let failed = outcome.result.tests.filter { $0.status == .failed }.map(\.title)
            if failed.isEmpty, code != 0 {
                return .refused(
                    "Against the mutant \(mutant.name) your tests ended with exit code \(code) and no failing test: "
                        + "only a failing test catches a mutant.")
            }
            return .caught(by: failed)
        case .crashed(inMediator: true, _):
            let running = outcome.result.tests.filter { $0.status == .interrupted }.map(\.title)
            return .caught(
                by: running.isEmpty ? ["(it crashed in the mediator's code)"] : running.map { "\($0) (a crash in the mediator)" })
        case .crashed(inMediator: false, let place):
            // A place the compiler made up (`<compiler-generated>:0`) says nothing: the test running says where.
            let running = outcome.result.tests.filter { $0.status == .interrupted }.map(\.title)
            let shown = place.flatMap { $0.hasPrefix("<") ? nil : $0 } ?? running.first.map { "in the test \"\($0)\"" }
            return .refused(
                "Against the mutant \(mutant.name) your tests crashed in their own code"
                    + (shown.map { " (\($0))" } ?? "")
                    + ", not in the mediator's: a test that stops itself catches nothing. Check with #expect or #require, which fail the test "
                    + "instead of stopping the process, and check a count before you index.")
        case .stoppedWithoutReport(let how):
            return .couldNotJudge(unjudged(against: "the mutant \(mutant.name)", how: how))
        case .diedInTest(let test) where mutant.guarded:
            return .refused(
                "Against the mutant \(mutant.name) the test process died in \(test) of a stack overflow (no crash report, or one whose "
                    + "stack runs through your tests' own code again and again). The mediator your tests hold stops a recursion without end "
                    + "through it with a crash report of its own (\(TrialVariants.deepestCalls) calls deep), so this was your tests' own: a "
                    + "recursion of theirs overflowed the stack. A test that stops itself catches nothing; "
                    + "check with #expect or #require.")
        case .diedInTest(let test):
            // Built without the facade: a mutant recursing without end through the mediator dies so too.
            return .caught(by: ["\(test) (\(diedWithoutReport))"])
        case .libraryAborted(let why): return .refused(why)
        case .timedOut:
            guard slowestCorrect < deadline * nearlyReached else {
                return .refused(
                    "Against the mutant \(mutant.name) your tests ran past the \(Int(deadline)) s limit, and against the correct mediator "
                        + "they took \(Int(slowestCorrect.rounded())) s: too close to tell a stuck mutant from slow tests. "
                        + "Make your tests quick (no waiting).")
            }
            let running = outcome.result.tests.filter { $0.status == .interrupted }.map(\.title)
            return .caught(
                by: running.isEmpty
                    ? ["(it never finished: \(Int(deadline)) s)"] : running.map { "\($0) (it never finished: \(Int(deadline)) s)" })
        }
    }

    /// A correct mediator that stores its state differently must pass as the kept one does: a
    /// test that fails it judges how the mediator stores its colleagues, not what it does.
    static func correctVariantProblem(description: String, outcome: TrialRun.Outcome, deadline: Double) -> KataCheckResult? {
        var result = outcome.result
        result.status = .failed
        result.interruption = nil
        // Some store their colleagues otherwise, some use a freedom the README leaves (when a
        // change asked during a delivery takes effect): "built differently" is true of each.
        let which = "a correct mediator built differently from the kept one (it \(description))"
        let failed = outcome.result.tests.filter { $0.status == .failed }.map(\.title)
        switch outcome.ending {
        case .reported(exitCode: 0) where failed.isEmpty: return nil
        case .reported:
            result.notes.append(
                "Your tests reject \(which): "
                    + (failed.isEmpty ? "the run ended with an error" : "test " + failed.joined(separator: ", test "))
                    + ". A test may pin down only what the mediator does (the contract in README.md), not how it is built: not what "
                    + "it stores (a dump, a Mirror, a description of it), nor where in memory its colleagues or its state live, nor how "
                    + "long a call takes; nor what the README leaves open (what `colleagues` lists during a delivery of the colleagues "
                    + "registered or unregistered in it).")
        case .crashed(_, let place):
            result.notes.append("Your tests crashed against \(which)" + (place.map { " (\($0))" } ?? "") + ".")
        case .stoppedWithoutReport(let how) where how == TrialRun.crashedOutsideTheKata:
            // The same crash every run, against this storage only (the correct mediator passed):
            // what differs is how the colleagues are kept, which a test reading storage trips on.
            result.notes.append(
                "Your tests crashed against \(which), in the runtime, each of \(TrialRun.attemptsForALostReport) runs, and pass the "
                    + "correct mediator: a test that reads what a mediator stores (a Mirror, a dump, a description of it) crashes on "
                    + "storage like this one's. A test may pin down only what the mediator does (the contract in README.md). If your "
                    + "tests read no storage, report it with your test file.")
        case .stoppedWithoutReport(let how):
            return couldNotJudge(unjudged(against: which, how: how))
        case .diedInTest(let test):
            result.notes.append("Your tests crashed against \(which): \(test) (\(diedWithoutReport)).")
        case .libraryAborted(let why): result.notes.append(why)
        case .timedOut:
            result.notes.append(
                "Your tests did not finish in \(Int(deadline)) s against \(which): every implementation gets the same limit; make them quick."
            )
        }
        return result
    }

    /// Both correct runs must have passed, every test reported; else the learner's failure, said.
    static func correctRunProblem(_ runs: [TrialRun.Outcome], deadline: Double) -> KataCheckResult? {
        func which(_ index: Int) -> String { index == 0 ? "the correct mediator" : "the correct mediator the second time" }
        // A run that lost its report says nothing, not even that there were no tests.
        for (index, run) in runs.enumerated() {
            if case .stoppedWithoutReport(let how) = run.ending { return couldNotJudge(unjudged(against: which(index), how: how)) }
            if case .libraryAborted(let why) = run.ending { return KataCheckResult(status: .failed, notes: [why]) }
        }
        guard runs.allSatisfy({ !$0.result.tests.isEmpty }) else {
            return KataCheckResult(
                status: .failed, notes: ["No tests found. An empty test file catches nothing: write at least one @Test."])
        }
        for (index, run) in runs.enumerated() {
            var result = run.result
            result.status = .failed
            result.interruption = nil  // The note says what happened, in this kata's words.
            let which = which(index)
            switch run.ending {
            case .reported(exitCode: 0) where run.result.failedTests.isEmpty: continue
            case .reported:
                result.notes.append(
                    index == 0
                        ? "Your tests must pass against the correct mediator before they can judge the mutants."
                        : "Your tests passed against the correct mediator once and failed the second time: a test must not depend on earlier runs."
                )
            case .crashed(_, let place):
                result.notes.append("Your tests crashed against \(which)" + (place.map { " (\($0))" } ?? "") + ".")
            case .stoppedWithoutReport, .libraryAborted: continue  // Said above, before the tests were counted.
            case .diedInTest(let test):
                result.notes.append("Your tests crashed against \(which): \(test) (\(diedWithoutReport)).")
            case .timedOut:
                result.notes.append(
                    "Your tests did not finish in \(Int(deadline)) s against \(which): every implementation gets the same limit; make them quick (no waiting)."
                )
            }
            return result
        }
        return nil
    }
}
