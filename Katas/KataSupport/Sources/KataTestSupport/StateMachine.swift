import Testing

/// Checks a kata's model against the learner's code over random programs: `programs` programs
/// (program `n` from seed `n` alone; `SEED=n` runs that one only, to replay a failure), with
/// lengths of a long tail (``ProgramLength``) or drawn from `lengths`, each built step by step
/// by `step`, which sees the steps so far (a "warm" generator starts with a warm-up: tens of
/// thousands of calls on one object, so a path taken only after N calls meets every rule; such
/// programs are slow to run again, so they shrink with a `shrinkBudget` of a few dozen tries).
/// `execute` plays a program against the model and the learner's code side by
/// side, compares every observable after every step, and returns the first divergence or nil.
///
/// On a failure the program is shrunk (``ProgramShrinking``: steps removed, then each step
/// simplified with `simplify`, then the whole program rewritten with `rewrite`, re-running
/// `execute` on every candidate) and ONE issue names the
/// rule broken, the shortest program as Swift to paste into a test, what the code did at the
/// diverging step and what the rule says, and the seed with its replay command.
///
/// `reaching` names what programs must reach for the check to mean anything (a registration
/// after a send, a nested send …); `kata verify` reads how many programs reached each, with
/// `kata verify` asks the README to name each dimension.
public func checkPrograms<Step: ProgramStep>(
    _ title: String,
    programs: Int = 300,
    maxLength: Int = 1_000,
    lengths: ClosedRange<Int>? = nil,
    shrinkBudget: Int = 1_000,
    reaching dimensions: [ScenarioDimension<[Step]>] = [],
    step: (inout SeededRandom, _ soFar: [Step]) -> Step,
    simplify: (Step) -> [Step] = { _ in [] },
    rewrite: ([Step]) -> [[Step]] = { _ in [] },
    sourceLocation: SourceLocation = #_sourceLocation,
    execute: ([Step]) -> ProgramFailure?
) {
    var reached = DimensionCounts(dimensions)
    defer { PropertySeeds.announce(title, scenarios: reached.scenarios, dimensions: reached.lines) }
    for seed in PropertySeeds.toRun(count: programs, sourceLocation: sourceLocation) {
        let program = ProgramLength.program(seed: seed, maxLength: maxLength, lengths: lengths, step)
        reached.count(program)
        guard let failure = execute(program) else { continue }
        var shortest = ProgramShrinking(program: program, failure: failure, budget: shrinkBudget)
        while let candidate = shortest.nextCandidate(simplify, rewrite: rewrite) { shortest.tried(candidate, failure: execute(candidate)) }
        let history = ProgramReport.historyNote(shortest.failure, again: execute(shortest.program))
        ProgramReport.record(title, shortest.program, shortest.failure, seed: seed, history: history, sourceLocation: sourceLocation)
        return
    }
}

/// ``checkPrograms(_:programs:maxLength:reaching:step:simplify:sourceLocation:execute:)`` for a
/// model whose code awaits (kata 10's actor). Each program runs under `schedules` schedules:
/// `execute` receives a ``SeededRandom`` per schedule (the same for a program and its shrunk
/// candidates) to choose the order tasks start in and where they yield.
public func checkPrograms<Step: ProgramStep>(
    _ title: String,
    programs: Int = 300,
    maxLength: Int = 1_000,
    lengths: ClosedRange<Int>? = nil,
    shrinkBudget: Int = 1_000,
    schedules: Int = 1,
    reaching dimensions: [ScenarioDimension<[Step]>] = [],
    step: (inout SeededRandom, _ soFar: [Step]) -> Step,
    simplify: (Step) -> [Step] = { _ in [] },
    rewrite: ([Step]) -> [[Step]] = { _ in [] },
    sourceLocation: SourceLocation = #_sourceLocation,
    execute: ([Step], _ schedule: SeededRandom) async -> ProgramFailure?
) async {
    var reached = DimensionCounts(dimensions)
    defer { PropertySeeds.announce(title, scenarios: reached.scenarios, dimensions: reached.lines) }
    for seed in PropertySeeds.toRun(count: programs, sourceLocation: sourceLocation) {
        let program = ProgramLength.program(seed: seed, maxLength: maxLength, lengths: lengths, step)
        reached.count(program)
        for schedule in 0..<UInt64(max(schedules, 1)) {
            let order = SeededRandom(seed: seed &* 1_000_003 &+ schedule)
            guard let failure = await execute(program, order) else { continue }
            var shortest = ProgramShrinking(program: program, failure: failure, budget: shrinkBudget)
            while let candidate = shortest.nextCandidate(simplify, rewrite: rewrite) {
                shortest.tried(candidate, failure: await execute(candidate, order))
            }
            let again = await execute(shortest.program, order)
            let note = schedules > 1 ? " (schedule \(schedule) of \(schedules))" : ""
            let history = ProgramReport.historyNote(shortest.failure, again: again, concurrent: true)
            ProgramReport.record(
                title, shortest.program, shortest.failure, seed: seed, note: note, history: history, sourceLocation: sourceLocation)
            return
        }
    }
}

/// The one issue a failing program records: rule, shortest program, what happened, seed.
enum ProgramReport {
    /// Said when the shortest program, run once more at once, did not fail as it just did: the
    /// code's behaviour then depends on what ran before (state kept outside its mediators: a
    /// `static`, a global, a cache) or, where tasks run concurrently, on how they interleaved, and
    /// the program pasted into a test alone may not fail. The same failure again proves nothing
    /// either way, so nothing is said then.
    static func historyNote(_ failure: ProgramFailure, again: ProgramFailure?, concurrent: Bool = false) -> String {
        if let again, again.index == failure.index, again.divergence == failure.divergence { return "" }
        let what = again.map { "failed otherwise (at step \($0.index + 1))" } ?? "did not fail"
        let cause =
            concurrent
            ? "on what ran before it or on how its tasks interleaved (state kept outside its mediators, a `static` or a global; or a race)"
            : "on what ran before it (it keeps state outside its mediators: a `static`, a global, a cache)"
        return "Run once more at once, the same program \(what): what your code does depends \(cause). Alone, this program may not fail."
    }

    static func text<Step: ProgramStep>(
        _ title: String, _ program: [Step], _ failure: ProgramFailure, seed: UInt64, note: String = "", history: String = "",
        testFile: String
    )
        -> String
    {
        let shown = Array(program.prefix(failure.index + 1))
        let lines = shown.indices.map { "    \(shown[$0].swiftLine(after: Array(shown[..<$0])))" }
        return """
            Rule broken: \(failure.divergence.rule)
            smallest scenario found: the shortest program, as Swift to paste into a test:
            \(lines.isEmpty ? "    (no steps)" : lines.joined(separator: "\n"))
            At step \(failure.index + 1) your code: \(failure.divergence.yourCode)
            The rule says: \(failure.divergence.ruleSays)\(history.isEmpty ? "" : "\n" + history)
            seed \(seed)\(note); replay it: \(Shrinking<Int>.replayCommand(seed: seed, testFile: testFile))
            (\(title))
            """
    }

    static func record<Step: ProgramStep>(
        _ title: String, _ program: [Step], _ failure: ProgramFailure, seed: UInt64, note: String = "", history: String = "",
        sourceLocation: SourceLocation
    ) {
        Issue.record(
            Comment(rawValue: text(title, program, failure, seed: seed, note: note, history: history, testFile: sourceLocation.filePath)),
            sourceLocation: sourceLocation)
    }
}
