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
/// manifest); each variant is compiled in on its own at one path, with random layout padding
/// around the mediator (``LayoutPadding``) so no address tells it apart, and run alike (``TrialRun``);
/// the correct mediator runs twice, at random places in a shuffled order, so a test that
/// remembers earlier runs fails against it; and only a reported failing test, or a crash in the
/// mediator, catches a mutant (``TrialVerdict``).
struct MutantTrial {
    /// The file every variant replaces.
    static let mediatorFile = TrialFiles.mediatorFile
    /// A progress line after this many mutants, so the judge is never silent for long.
    static let progressEvery = 10
    /// Every run, the correct mediator's too, gets this deadline at most (TIMEOUT may lower it).
    static let deadline: TimeInterval = 20

    let checker: KataChecker
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
    }

    func check(_ kata: KataInfo, folder: URL) throws(KataError) -> KataCheckResult {
        let files = try TrialFiles.gather(kata, folder: folder)
        var result = try AdvisoryLock.holding(KataLayout(folder: folder).trialLock) { () throws(KataError) in
            try judge(kata, files: files, folder: folder)
        }
        if let note = files.ignoredNote { result.notes.insert(note, at: 0) }
        return result
    }

    private func judge(_ kata: KataInfo, files: TrialFiles, folder: URL) throws(KataError) -> KataCheckResult {
        guard !files.learnerTests.isEmpty else {
            return KataCheckResult(status: .failed, notes: ["No test file: write your tests in \(kata.files.joined(separator: ", "))."])
        }
        let screening = try TestFileScreen.onToolchain(runner: checker.runner).screen(files.learnerTests)
        if let refusal = screening.refusal {
            return KataCheckResult(status: .failed, notes: [refusal])
        }
        let usesXCTest = screening.imports.contains("XCTest")
        let variants = try (Self.variants(of: kata, in: folder, correct: files.correctMediator) + CorrectMediators.all(in: folder))
            .filter { only?.contains($0.name) ?? true }
        let layout = KataLayout(folder: folder)
        let deadline = min(checker.testTimeout, Self.deadline)
        var run = TrialRun(runner: checker.runner, buildFolder: layout.trialFolder, runArea: layout.trialRunArea, deadline: deadline)
        run.xctest = usesXCTest
        run.recoverParkedBuilds()
        let correctOnes = variants.filter(\.correct).count
        checker.notice(
            "Judging your tests against the correct mediator (twice), \(correctOnes) correct mediators that store their state "
                + "differently and \(variants.count - correctOnes) mutants, one build each.")
        try Self.mirror(files.package.merging(LayoutPadding.drawn()) { own, _ in own }, into: layout.trialFolder)
        // The learner's tests must compile against the correct mediator before anything is judged.
        if var failure = try checker.build(layout.trialFolder).failure {
            failure.notes.append(Self.compileNote(failure))
            return failure
        }
        if usesXCTest,
            let refusal = try XCTestReach(runner: checker.runner).refusal(
                tests: files.learnerTests, helpers: files.pristine.filter { $0.key.hasPrefix("Tests/") },
                mediator: Data(files.correctMediator.utf8))
        {
            return KataCheckResult(status: .failed, notes: [refusal])
        }
        try run.keepCorrectBinary()
        // The kept mediator first, so a file that fails it hears so; then the correct mediators
        // that store their state differently, so a file that judges the storage is told at once;
        // then the mutants, with the kept mediator once more at a random place among them.
        var mutantOrder: [Variant?] = variants.filter { !$0.correct }.shuffled()
        mutantOrder.insert(nil, at: Int.random(in: 0...mutantOrder.count))
        let order: [Variant?] = [nil] + variants.filter(\.correct).shuffled() + mutantOrder
        let mutantCount = variants.count - correctOnes
        var judged = 0
        var correctRuns: [TrialRun.Outcome] = []
        var mutantRuns: [String: TrialVerdict.MutantRun] = [:]
        for variant in order {
            guard let variant else {
                // The first correct run takes the binary the compile check built; the second is
                // built again, with its own layout padding, so no address is the same in both.
                if !correctRuns.isEmpty {
                    try Self.put(Data(files.correctMediator.utf8), at: layout.trialFolder.appendingPathComponent(Self.mediatorFile))
                    try Self.padLayout(of: layout.trialFolder)
                    if let failure = try checker.build(layout.trialFolder).failure { return failure }
                }
                correctRuns.append(try run.run(correct: correctRuns.isEmpty))
                // A correct run that did not pass decides the verdict: no mutant run can change it.
                if let problem = TrialVerdict.correctRunProblem(correctRuns, deadline: deadline) { return problem }
                continue
            }
            try Self.put(Data(variant.source.utf8), at: layout.trialFolder.appendingPathComponent(Self.mediatorFile))
            try Self.padLayout(of: layout.trialFolder)
            let build = try checker.build(layout.trialFolder)
            if variant.correct {
                if let failure = build.failure {
                    throw .mutantDoesNotCompile(name: variant.name, error: failure.compilerErrors.first?.text ?? "")
                }
                if let problem = TrialVerdict.correctVariantProblem(
                    description: variant.description, outcome: try run.run(), deadline: deadline)
                {
                    return problem
                }
                continue
            }
            if build.failure != nil {
                // A generated mutant that does not compile is no mutant; a kept one must compile.
                guard variant.generated else {
                    throw .mutantDoesNotCompile(name: variant.name, error: build.failure?.compilerErrors.first?.text ?? "")
                }
                continue
            }
            let mutantRun = TrialVerdict.MutantRun(
                name: variant.name, description: variant.description, generated: variant.generated, pool: variant.pool,
                outcome: try run.run())
            // A run that refuses the file decides the verdict (a timeout waits for the correct runs' times).
            if mutantRun.outcome.ending != .timedOut {
                switch TrialVerdict.catches(of: mutantRun, deadline: deadline, slowestCorrect: 0) {
                case .refused(let why): return KataCheckResult(status: .failed, notes: [why])
                case .couldNotJudge(let why): return TrialVerdict.couldNotJudge(why)
                case .caught: break
                }
            }
            mutantRuns[variant.name] = mutantRun
            judged += 1
            if judged % Self.progressEvery == 0 && judged < mutantCount {
                let caught = mutantRuns.values.filter {
                    if case .caught(let by) = TrialVerdict.catches(of: $0, deadline: deadline, slowestCorrect: 0) {
                        !by.isEmpty
                    } else {
                        false
                    }
                }.count
                checker.notice("judging: \(judged) of \(mutantCount) mutants, \(caught) caught")
            }
        }
        try Self.put(Data(files.correctMediator.utf8), at: layout.trialFolder.appendingPathComponent(Self.mediatorFile))
        return TrialVerdict.verdict(
            correctRuns: correctRuns, mutants: variants.filter { !$0.correct }.compactMap { mutantRuns[$0.name] }, deadline: deadline)
    }

    /// Draws new ``LayoutPadding`` for the next build in `trial`.
    static func padLayout(of trial: URL) throws(KataError) {
        for (path, data) in LayoutPadding.drawn() { try put(data, at: trial.appendingPathComponent(path)) }
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
        let equivalent = Set(kata.equivalentMutants.map(\.id))
        // A generated mutant that is the same program as the correct mediator, a kept mutant or an
        // earlier one (lines equal but for indentation and blank lines) would cost a build for nothing.
        var seen = Set([Self.sameProgramKey(correct)] + variants.map { Self.sameProgramKey($0.source) })
        for mutant in try MutantGenerator.mutants(of: correct, file: mediatorFile) where !equivalent.contains(mutant.id) {
            guard seen.insert(Self.sameProgramKey(mutant.text)).inserted else { continue }
            variants.append(
                Variant(
                    name: mutant.id, description: MutantClause.of(mutant, clauses: kata.clauses), source: mutant.text,
                    generated: true))
        }
        return variants
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
