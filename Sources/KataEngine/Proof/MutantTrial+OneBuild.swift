import Foundation

extension MutantTrial {
    /// What a stage of builds and runs judged: the verdict when a run decided it, the tally so
    /// far, the variants it judged and the generated mutants the compiler dropped (no mutants).
    struct Stage {
        var decided: KataCheckResult?
        var tally: Tally
        var judged: Set<String> = []
        var dropped: Set<String> = []
        /// The kept mediator ran as it ships (no facade), so the file needs no run of it at the end.
        var keptRanUnwrapped = false
    }

    /// Judges everything in one build where the compiler allows: the facade of ``TrialVariants``
    /// whose kept body is the kept mediator's schema (``TrialSchema``, ids 1…), followed by the
    /// correct mediators that store their state differently and the mutants no switch reaches
    /// (ids above the schema's). Every run, the kept mediator's too, then goes through the same
    /// facade, in one build with one layout. A compiler error inside a mutant drops it (a
    /// generated one: it is no mutant) or leaves it to a build of its own; `nil` — the two-build
    /// path judges the file (``judgeInTwoBuilds``) — when an error lies elsewhere (the learner's
    /// tests, which that path reports in the kata's words), the facade cannot forward the kept
    /// API, or the wrapped kept mediator fails its first run (that path says why, wrapped or not).
    func judgeInOneBuild(
        kept: String, mutants: [Variant], correct: [Variant], run: TrialRun, tally: Tally, trial: URL,
        refusal: () throws(KataError) -> KataCheckResult?
    ) throws(KataError) -> Stage? {
        guard let reader = try? SwiftReader.located() else { return nil }
        let byName = Dictionary(uniqueKeysWithValues: (mutants + correct).map { ($0.name, $0) })
        let generated = Set(mutants.filter(\.generated).map(\.name))
        var dropped: Set<String> = [], excluded: Set<String> = [], ownBuild: Set<String> = []
        var built: (schema: TrialSchema, variants: TrialVariants, guests: [Variant])?
        for _ in 0..<Self.schemaRounds {
            let schema = TrialSchema(kept: kept, mutants: mutants.filter { !dropped.contains($0.name) }, excluded: excluded)
            let guests = (correct + schema.ownBuild.compactMap { byName[$0] }).filter { !ownBuild.contains($0.name) }
            guard let facts = try? reader.read(sources: [kept, schema.body] + guests.map(\.source)), facts.count == guests.count + 2,
                let variants = TrialVariants(
                    kept: kept, keptFacts: facts[0], keptBody: (schema.body, facts[1]),
                    guests: zip(guests, facts.dropFirst(2)).map { TrialVariants.Guest(name: $0.name, source: $0.source, facts: $1) },
                    tag: String(UInt32.random(in: 0...UInt32.max), radix: 36), firstID: (schema.ids.values.max() ?? 0) + 1)
            else { return nil }
            guard let failure = try build(variants.text, in: trial).failure else {
                built = (schema, variants, guests)
                break
            }
            guard failure.status == .compileError, !failure.compilerErrors.isEmpty else { return nil }
            func inKeptBody(_ error: KataCheckResult.Diagnostic) -> Bool {
                TrialSchema.isMediatorFile(error.file) && variants.keptBody.contains(error.line)
            }
            let inSchema = failure.compilerErrors.filter(inKeptBody), elsewhere = failure.compilerErrors.filter { !inKeptBody($0) }
            if !inSchema.isEmpty {
                let shifted = inSchema.map { error in
                    var moved = error
                    moved.line = error.line - variants.keptBody.lowerBound + 1
                    return moved
                }
                guard let blamed = schema.blame(shifted) else { return nil }
                dropped.formUnion(blamed.doesNotCompile.intersection(generated))
                excluded.formUnion(blamed.wrapped.union(blamed.doesNotCompile.subtracting(generated)))
            }
            if !elsewhere.isEmpty {
                guard let blamed = variants.blame(elsewhere) else { return nil }
                ownBuild.formUnion(blamed)
            }
        }
        guard let (schema, variants, guests) = built else { return nil }
        if let refused = try refusal() { return Stage(decided: refused, tally: tally) }
        var tally = tally
        if tally.correct(try run.run()) != nil { return nil }
        let guestByID = Dictionary(uniqueKeysWithValues: guests.compactMap { guest in variants.ids[guest.name].map { ($0, guest) } })
        // The correct ones that store their state differently before any mutant, so a file that
        // judges state hears so at once, not after a run against every mutant.
        var mutantIDs = schema.ids.values.shuffled()
        mutantIDs.insert(0, at: Int.random(in: 0...mutantIDs.count))
        let order = guestByID.filter(\.value.correct).keys.shuffled() + mutantIDs + guestByID.filter { !$0.value.correct }.keys.shuffled()
        let decided = try runUntilDecided(order, run: run) { id, outcome in
            if id == 0 { return tally.correct(outcome) }
            if let name = schema.name(of: id), let mutant = byName[name] { return tally.mutant(mutant, outcome, guarded: true) }
            guard let guest = guestByID[id] else { return nil }
            return guest.correct
                ? TrialVerdict.correctVariantProblem(description: guest.description, outcome: outcome, deadline: run.deadline)
                : tally.mutant(guest, outcome, guarded: true)
        }
        return Stage(decided: decided, tally: tally, judged: Set(schema.ids.keys).union(guests.map(\.name)), dropped: dropped)
    }
}
