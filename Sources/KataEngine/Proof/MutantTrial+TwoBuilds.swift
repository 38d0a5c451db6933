import Foundation

extension MutantTrial {
    /// How the two-build path ended: a verdict before any run (the tests do not compile, or
    /// reach beyond the mediator), or what its runs judged.
    enum TwoBuilds {
        case finished(KataCheckResult)
        case judged(Stage)
    }

    /// The path for what one build cannot hold (``judgeInOneBuild``): first the kept mediator
    /// with every switchable mutant (``TrialSchema``), which the learner's tests must compile
    /// against before anything is judged, and the kept mediator's run; then a build of the
    /// correct mediators that store their state differently and the kept one wrapped
    /// (``judgeHosted``); the schema again for its mutants; and one more build for the mutants
    /// no switch reaches.
    func judgeInTwoBuilds(
        kept: String, mutants: [Variant], correct: [Variant], run: TrialRun, tally: Tally, trial: URL,
        refusal: () throws(KataError) -> KataCheckResult?
    ) throws(KataError) -> TwoBuilds {
        let byName = Dictionary(uniqueKeysWithValues: mutants.map { ($0.name, $0) })
        let schema: TrialSchema?, dropped: Set<String>
        switch try buildSchema(kept: kept, mutants: mutants, in: trial) {
        case .learnersToFix(var failure):
            failure.notes.append(Self.compileNote(failure))
            return .finished(failure)
        case .built(let built, let blamed): (schema, dropped) = (built, blamed)
        case .none(let blamed):
            // No schema builds (a fault of ours): the kept mediator alone, every mutant a build of its own.
            (schema, dropped) = (nil, blamed)
            if var failure = try build(kept, in: trial).failure {
                failure.notes.append(Self.compileNote(failure))
                return .finished(failure)
            }
        }
        if let refused = try refusal() { return .finished(refused) }
        // The kept mediator first, so a file that fails it hears so; then, in a build of their
        // own, the correct mediators that store their state differently (a file that judges state
        // or the build it runs in hears so in seconds, not after every mutant); then the mutants
        // of the schema, with the kept mediator once more at a random place among them.
        var tally = tally
        if let decided = tally.correct(try run.run()) { return .finished(decided) }
        let correctFirst = try judgeHosted(correct: correct, mutants: [], kept: kept, run: run, tally: &tally, trial: trial)
        if let decided = correctFirst.decided {
            return .judged(Stage(decided: decided, tally: tally, judged: correctFirst.judged, dropped: dropped, keptRanUnwrapped: true))
        }
        if !correct.isEmpty, let schema, var failure = try build(schema.text, in: trial).failure {
            failure.notes.append(Self.compileNote(failure))
            return .finished(failure)
        }
        var order = schema?.ids.values.shuffled() ?? []
        order.insert(0, at: Int.random(in: 0...order.count))
        let decided = try runUntilDecided(order, run: run) { id, outcome in
            if id == 0 { return tally.correct(outcome) }
            return schema?.name(of: id).flatMap { byName[$0] }.flatMap { tally.mutant($0, outcome) }
        }
        let judged = Set(schema?.ids.keys ?? [:].keys)
        if let decided { return .judged(Stage(decided: decided, tally: tally, judged: judged, dropped: dropped, keptRanUnwrapped: true)) }
        // Then, in one more build, the correct mediators that store their state differently and
        // the mutants no schema switch reaches.
        let unswitched = (schema?.ownBuild ?? mutants.map(\.name)).filter { !dropped.contains($0) }.compactMap { byName[$0] }
        let hosted = try judgeHosted(
            correct: correct.filter { !correctFirst.judged.contains($0.name) }, mutants: unswitched, kept: kept, run: run, tally: &tally,
            trial: trial)
        return .judged(
            Stage(
                decided: hosted.decided, tally: tally, judged: judged.union(correctFirst.judged).union(hosted.judged), dropped: dropped,
                keptRanUnwrapped: true))
    }

    /// How the schema build went.
    private enum SchemaBuild {
        /// Built: every switchable mutant but those the compiler dropped (generated ones that do not compile).
        case built(TrialSchema, dropped: Set<String>)
        /// The learner's tests do not compile (every error is outside the mediator's file).
        case learnersToFix(KataCheckResult)
        /// No schema builds, for a reason of ours.
        case none(dropped: Set<String>)
    }

    /// Builds the schema of every switchable mutant; a compiler error inside a mutant's own code
    /// drops a generated one (it is no mutant) and sends a kept one to a build of its own, as an
    /// error in a wrapper sends its mutants; errors only outside the mediator's file are the
    /// learner's tests not compiling.
    private func buildSchema(kept: String, mutants: [Variant], in trial: URL) throws(KataError) -> SchemaBuild {
        var excluded: Set<String> = [], dropped: Set<String> = []
        let generated = Set(mutants.filter(\.generated).map(\.name))
        for _ in 0..<Self.schemaRounds {
            let schema = TrialSchema(kept: kept, mutants: mutants.filter { !dropped.contains($0.name) }, excluded: excluded)
            guard let failure = try build(schema.text, in: trial).failure else { return .built(schema, dropped: dropped) }
            let inMediator = failure.compilerErrors.filter { TrialSchema.isMediatorFile($0.file) }
            if failure.status == .compileError && inMediator.isEmpty && !failure.compilerErrors.isEmpty { return .learnersToFix(failure) }
            guard failure.status == .compileError, !schema.ids.isEmpty, let blamed = schema.blame(inMediator) else { break }
            dropped.formUnion(blamed.doesNotCompile.intersection(generated))
            excluded.formUnion(blamed.wrapped.union(blamed.doesNotCompile.subtracting(generated)))
        }
        return .none(dropped: dropped)
    }
}
