import Foundation
import PlaygroundBasics

/// Puts the learner's tests on trial (kata 11): they must pass against the correct mediator
/// and fail against every mutant, the seven named ones (`.meta/Mutants/<name>/`), the pool
/// that pins each clause of the contract (`.meta/Pool/<name>/`) and the ones
/// ``MutantGenerator`` makes from the mediator.
///
/// The test process cannot tell which implementation it runs, by construction: only the
/// learner's test files are taken from their folder (``TrialFiles``); what those files may use
/// is the compiler's and the parser's verdict (``TestFileScreen``, strict memory safety in the
/// manifest); the mutants are compiled into one build (``TrialSchema``) and told apart only by
/// a switch private to the mediator's file, so every run of it has the same code, layout and
/// addresses; each check draws new random layout padding around the mediator
/// (``LayoutPadding``), so no address learnt in one check tells anything in the next; every run
/// is alike (``TrialRun``); the correct mediator runs twice, first and once more at a random
/// place among the mutants; and only a reported failing test, or a crash in the mediator,
/// catches a mutant (``TrialVerdict``). The tests must also pass against correct mediators that
/// store their state differently (``CorrectMediators``), so tests that judge state, not
/// behaviour, are refused. Those and the mutants no schema switch reaches (new storage, two
/// bodies) share the schema's build, each renamed and hidden behind a facade with the kept API
/// (``TrialVariants``, ``judgeInOneBuild``); a file that build cannot judge goes the older way of
/// two builds (``judgeInTwoBuilds``), and only what the compiler keeps out gets a build of its own.
struct MutantTrial {
    /// The file every variant replaces.
    static let mediatorFile = TrialFiles.mediatorFile
    /// The learner's tests module, as the trial package names it.
    static let testsModule = "MutantKataTests"
    /// A progress line after this many mutants, so the judge is never silent for long.
    static let progressEvery = 10
    /// Every run, the correct mediator's too, gets this deadline at most (TIMEOUT may lower it).
    static let deadline: TimeInterval = 20
    /// Builds of the schema, each after dropping the mutants a compiler error blames.
    static let schemaRounds = 8

    var checker: KataChecker
    /// Judges only the mutants named here (and the correct mediator twice); `nil` judges all.
    /// The adversarial suite judges many files against a few mutants each.
    var only: Set<String>? = nil

    /// One implementation on trial.
    struct Variant {
        let name: String
        let description: String
        let source: String
        let generated: Bool
        var pool = false
        /// A correct mediator that stores its state differently (``CorrectMediators``): the
        /// tests must pass against it, as against the kept one.
        var correct = false
        /// How a schema switches this mutant on, where one can (``TrialSchema``).
        var point: SwiftMutationPoint? = nil
    }

    func check(_ kata: KataInfo, folder: URL) throws(KataError) -> KataCheckResult {
        let files = try TrialFiles.gather(kata, folder: folder)
        var result = try AdvisoryLock.holding(KataLayout(folder: folder).trialLock) { () throws(KataError) in
            // Builds name the compiler the runs name: SwiftPM records it in the build plan, which
            // every run writes anew, and a plan that changes costs a full build (see ``TrialRun``).
            let probes = ToolchainProbes.prepare(in: KataLayout(folder: folder).trialRunArea.appendingPathComponent("toolchain"))
            var trial = self
            trial.checker.buildEnvironment = { probes?.environment ?? [:] }
            return try trial.judge(kata, files: files, folder: folder, probes: probes)
        }
        if let note = files.ignoredNote { result.notes.insert(note, at: 0) }
        return result
    }

    private func judge(_ kata: KataInfo, files: TrialFiles, folder: URL, probes: ToolchainProbes?) throws(KataError) -> KataCheckResult {
        guard !files.learnerTests.isEmpty else {
            return KataCheckResult(status: .failed, notes: ["No test file: write your tests in \(kata.files.joined(separator: ", "))."])
        }
        let screening = try TestFileScreen.onToolchain(runner: checker.runner).screen(files.learnerTests)
        if let refusal = screening.refusal {
            return KataCheckResult(status: .failed, notes: [refusal])
        }
        let variants = try (Self.variants(of: kata, in: folder, correct: files.correctMediator) + CorrectMediators.all(in: folder))
            .filter { only?.contains($0.name) ?? true }
        let layout = KataLayout(folder: folder)
        let deadline = min(checker.testTimeout, Self.deadline)
        var run = TrialRun(runner: checker.runner, buildFolder: layout.trialFolder, runArea: layout.trialRunArea, deadline: deadline)
        run.xctest = screening.imports.contains("XCTest")
        run.probes = probes
        let correctVariants = variants.filter(\.correct), mutants = variants.filter { !$0.correct }
        checker.notice(
            "Judging your tests against the correct mediator (twice), \(correctVariants.count) correct mediators that store their "
                + "state differently and \(mutants.count) mutants: one build, then a run of your tests against each.")
        try Self.mirror(files.package.merging(LayoutPadding.drawn()) { own, _ in own }, into: layout.trialFolder)
        let xctestRefusal = { () throws(KataError) -> KataCheckResult? in
            // The tests module's flags as the trial build just compiled it (the plan is there by now).
            let planned = FileManager.default.contents(atPath: KataLayout(folder: layout.trialFolder).buildPlan.path)
                .flatMap { SwiftPMBuildPlan.parse(String(decoding: $0, as: UTF8.self)) }?.modules
                .first { $0.name == Self.testsModule }?.arguments
            guard run.xctest else { return nil }
            let reach = XCTestReach(runner: checker.runner)
            if let refusal = try reach.refusal(
                tests: files.learnerTests, helpers: files.pristine.filter { $0.key.hasPrefix("Tests/") },
                mediator: Data(files.correctMediator.utf8),
                buildFlags: planned.map(XCTestReach.compilationConditions) ?? XCTestReach.swiftPMDefaults)
            {
                return KataCheckResult(status: .failed, notes: [refusal])
            }
            let objects = XCTestReach.objects(of: Array(files.learnerTests.keys), in: layout.trialFolder)
            guard let refusal = reach.linkedRefusal(objects: objects, in: layout.trialFolder) else { return nil }
            return KataCheckResult(status: .failed, notes: [refusal])
        }
        let initial = Tally(mutantCount: mutants.count, deadline: deadline, notice: checker.notice)
        let stage: Stage
        if let one = try judgeInOneBuild(
            kept: files.correctMediator, mutants: mutants, correct: correctVariants, run: run, tally: initial, trial: layout.trialFolder,
            refusal: xctestRefusal)
        {
            stage = one
        } else {
            switch try judgeInTwoBuilds(
                kept: files.correctMediator, mutants: mutants, correct: correctVariants, run: run, tally: initial,
                trial: layout.trialFolder,
                refusal: xctestRefusal)
            {
            case .finished(let result): return result
            case .judged(let judged): stage = judged
            }
        }
        if let decided = stage.decided { return decided }
        var tally = stage.tally
        // Any the compiler kept out of the shared builds get a build of their own.
        let unswitched = mutants.filter { !stage.judged.contains($0.name) && !stage.dropped.contains($0.name) }
        for variant in unswitched {
            if let failure = try build(variant.source, in: layout.trialFolder).failure {
                // A generated mutant that does not compile is no mutant; a kept one must compile.
                guard variant.generated else {
                    throw .mutantDoesNotCompile(name: variant.name, error: failure.compilerErrors.first?.text ?? "")
                }
                continue
            }
            if let decided = tally.mutant(variant, try run.run()) { return decided }
        }
        for variant in correctVariants.shuffled() where !stage.judged.contains(variant.name) {
            if let failure = try build(variant.source, in: layout.trialFolder).failure {
                throw .mutantDoesNotCompile(name: variant.name, error: failure.compilerErrors.first?.text ?? "")
            }
            if let problem = TrialVerdict.correctVariantProblem(
                description: variant.description, outcome: try run.run(), deadline: deadline)
            {
                return problem
            }
        }
        try Self.put(Data(files.correctMediator.utf8), at: layout.trialFolder.appendingPathComponent(Self.mediatorFile))
        let verdict = TrialVerdict.verdict(
            correctRuns: tally.correctRuns, mutants: mutants.compactMap { tally.mutantRuns[$0.name] }, deadline: deadline)
        guard verdict.status == .passed, !stage.keptRanUnwrapped else { return verdict }
        checker.notice("Every mutant caught; one last run, against the mediator exactly as it ships.")
        return try shippedRunProblem(kept: files.correctMediator, run: run, trial: layout.trialFolder) ?? verdict
    }

    /// Runs `ids` (switch values) against the last build, `decide` seeing each outcome in
    /// order; the first verdict it returns ends the runs. A save under watch
    /// (``KataChecker/abandonWhen``) gives them up between batches: ``KataError/superseded``.
    func runUntilDecided(_ ids: [Int], run: TrialRun, decide: (Int, TrialRun.Outcome) -> KataCheckResult?) throws(KataError)
        -> KataCheckResult?
    {
        var decided: KataCheckResult?, abandoned = false
        try run.runAll(ids) { batch in
            if checker.abandonWhen?.isMet() == true {
                abandoned = true
                return false
            }
            for (id, outcome) in batch {
                decided = decide(id, outcome)
                if decided != nil { return false }
            }
            return true
        }
        if abandoned { throw .superseded }
        return decided
    }

    /// Puts `source` in as the mediator and builds (the layout padding was drawn for this check).
    func build(_ source: String, in trial: URL) throws(KataError) -> (
        failure: KataCheckResult?, warnings: [KataCheckResult.Diagnostic]
    ) {
        try checker.stopIfAbandoned()
        try Self.put(Data(source.utf8), at: trial.appendingPathComponent(Self.mediatorFile))
        let built = try checker.build(trial)
        try checker.stopIfAbandoned()
        return built
    }

    /// What the runs add up to so far, and whether one of them decides the verdict at once.
    struct Tally {
        let mutantCount: Int
        let deadline: TimeInterval
        let notice: (String) -> Void
        var correctRuns: [TrialRun.Outcome] = []
        var mutantRuns: [String: TrialVerdict.MutantRun] = [:]

        /// A correct run that did not pass decides the verdict: no mutant run can change it.
        mutating func correct(_ outcome: TrialRun.Outcome) -> KataCheckResult? {
            correctRuns.append(outcome)
            return TrialVerdict.correctRunProblem(correctRuns, deadline: deadline)
        }

        /// A run that refuses the file decides the verdict (a timeout waits for the correct runs' times).
        /// `guarded`: it ran behind the facade's count of nested calls (``TrialVerdict/MutantRun/guarded``).
        mutating func mutant(_ variant: Variant, _ outcome: TrialRun.Outcome, guarded: Bool = false) -> KataCheckResult? {
            let run = TrialVerdict.MutantRun(
                name: variant.name, description: variant.description, generated: variant.generated, pool: variant.pool, outcome: outcome,
                guarded: guarded)
            if outcome.ending != .timedOut {
                switch TrialVerdict.catches(of: run, deadline: deadline, slowestCorrect: 0) {
                case .refused(let why): return KataCheckResult(status: .failed, notes: [why])
                case .couldNotJudge(let why): return TrialVerdict.couldNotJudge(why)
                case .caught: break
                }
            }
            mutantRuns[variant.name] = run
            if mutantRuns.count % MutantTrial.progressEvery == 0 && mutantRuns.count < mutantCount {
                let caught = mutantRuns.values.filter {
                    if case .caught(let by) = TrialVerdict.catches(of: $0, deadline: deadline, slowestCorrect: 0) {
                        !by.isEmpty
                    } else {
                        false
                    }
                }.count
                notice("judging: \(mutantRuns.count) of \(mutantCount) mutants, \(caught) caught")
            }
            return nil
        }
    }

    /// Why a file that does not compile is refused, in the learner's words.
    static func compileNote(_ failure: KataCheckResult) -> String {
        if failure.compilerErrors.contains(where: { $0.text.contains("StrictMemorySafety") }) {
            return "Tests here may not touch memory directly (pointers, unsafeBitCast, C calls): judge the mediator by what it does."
        }
        return "Your tests must compile against the mediator before they can judge anything."
    }

    /// The named mutants and the pool (their files must be there) and the generated ones, minus
    /// those the kata lists as equivalent.
    static func variants(of kata: KataInfo, in folder: URL, correct: String) throws(KataError) -> [Variant] {
        var variants: [Variant] = []
        let layout = KataLayout(folder: folder)
        for (mutant, file, pool) in kata.mutants.map({ ($0, layout.mutant(named: $0.name, file: mediatorFile), false) })
            + kata.pool.map({ ($0, layout.poolMutant(named: $0.name, file: mediatorFile), true) })
        {
            guard let source = try? String(contentsOf: file, encoding: .utf8) else {
                throw .missingKataFile(path: file.path, role: "mutant \(mutant.name)")
            }
            let description = mutant.clause.map { "\(mutant.description) — breaks clause \($0)" } ?? mutant.description
            variants.append(Variant(name: mutant.name, description: description, source: source, generated: false, pool: pool))
        }
        try Self.findBodySwaps(in: &variants, kept: correct)
        let equivalent = Set(kata.equivalentMutants.map(\.id))
        // A generated mutant that is the same program as the correct mediator, a kept mutant or an
        // earlier one (lines equal but for indentation and blank lines) would cost a build for nothing.
        var seen = Set([Self.sameProgramKey(correct)] + variants.map { Self.sameProgramKey($0.source) })
        for mutant in try MutantGenerator.mutants(of: correct, file: mediatorFile) where !equivalent.contains(mutant.id) {
            guard seen.insert(Self.sameProgramKey(mutant.text)).inserted else { continue }
            variants.append(
                Variant(
                    name: mutant.id, description: MutantClause.of(mutant, clauses: kata.clauses), source: mutant.text,
                    generated: true, point: mutant.point))
        }
        return variants
    }

    /// Gives each kept whole-file mutant that differs from `kept` inside one body the point a
    /// schema switches it with (``BodySwap``), read by the toolchain's parser.
    static func findBodySwaps(in variants: inout [Variant], kept: String) throws(KataError) {
        let facts: [SwiftFileFacts]
        do {
            facts = try SwiftReader.located().read(sources: [kept] + variants.map(\.source))
        } catch {
            throw .swiftParserUnavailable(error)
        }
        guard let keptFacts = facts.first, facts.count == variants.count + 1 else { return }
        for index in variants.indices {
            variants[index].point = BodySwap.point(
                kept: kept, keptFacts: keptFacts, variant: variants[index].source, variantFacts: facts[index + 1])
        }
    }

    /// Two sources with this key are the same program: their lines equal once trimmed, blank lines
    /// dropped (the mediator has no multi-line string in which they would matter).
    static func sameProgramKey(_ source: String) -> String {
        source.split(separator: "\n", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty }.joined(separator: "\n")
    }

    /// Makes `trial` hold exactly `files` under its manifest, `Sources` and `Tests`, writing only
    /// what differs, so the quick rebuild sees exactly what changed.
    static func mirror(_ files: [String: Data], into trial: URL) throws(KataError) {
        let present = TrialFiles.files(under: trial, roots: ["Package.swift", "Sources", "Tests"])
        for (path, data) in files where present[path] != .some(data) {
            try put(data, at: trial.appendingPathComponent(path))
        }
        for path in present.keys where files[path] == nil {
            try? FileManager.default.removeItem(at: trial.appendingPathComponent(path))
        }
    }

    /// Writes a file of the trial copy atomically; a failure names the path.
    static func put(_ data: Data, at url: URL) throws(KataError) {
        do {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try AtomicFile.write(data, to: url)
        } catch let error as KataError {
            throw error
        } catch {
            throw .fileOperation(operation: "write the trial copy's", path: url.path, reason: error.localizedDescription)
        }
    }
}
