import Foundation

extension MutantTrial {
    /// What the variants build decided: the verdict when a run decides it, and the variants it judged.
    struct HostedJudgement {
        var decided: KataCheckResult?
        var judged: Set<String> = []
    }

    /// The kept mediator's name among the variants build's runs.
    private static let keptBehindTheFacade = "the-kept-mediator-wrapped"

    /// A variants build gives up after this many rounds of dropping the variants the compiler blames.
    static let hostedRounds = 4

    /// Judges the correct mediators that store their state differently and the mutants no schema
    /// switch reaches in one build (``TrialVariants``): the correct ones first, so a file that
    /// judges state hears that before anything else, then the mutants, in an order drawn anew.
    /// A variant the compiler refuses there is left out (it gets a build of its own); when no
    /// such build can be had at all, none is judged here.
    func judgeHosted(correct: [Variant], mutants: [Variant], kept: String, run: TrialRun, tally: inout Tally, trial: URL)
        throws(KataError) -> HostedJudgement
    {
        let guests = correct + mutants
        guard !guests.isEmpty, let facts = try? SwiftReader.located().read(sources: [kept] + guests.map(\.source)),
            facts.count == guests.count + 1
        else { return HostedJudgement() }
        var left = Array(zip(guests, facts.dropFirst()))
        var built: TrialVariants?
        for _ in 0..<Self.hostedRounds {
            let tag = String(UInt32.random(in: 0...UInt32.max), radix: 36)
            guard
                let variants = TrialVariants(
                    kept: kept, keptFacts: facts[0],
                    guests: left.map { TrialVariants.Guest(name: $0.0.name, source: $0.0.source, facts: $0.1) }, tag: tag)
            else { return HostedJudgement() }
            guard let failure = try build(variants.text, in: trial).failure else {
                built = variants
                break
            }
            guard failure.status == .compileError, let blamed = variants.blame(failure.compilerErrors) else { return HostedJudgement() }
            left.removeAll { blamed.contains($0.0.name) }
            if left.isEmpty { return HostedJudgement() }
        }
        guard let built else { return HostedJudgement() }
        var byID = Dictionary(uniqueKeysWithValues: left.compactMap { guest in built.ids[guest.0.name].map { ($0, guest.0) } })
        // The kept mediator runs in this build too, as a correct one: a test that tells this
        // build from the schema's (the wrapper, not the state) must fail it, not the mutants.
        byID[0] = Variant(
            name: Self.keptBehindTheFacade, description: "is the one in Sources/, wrapped in another object", source: kept,
            generated: false, correct: true)
        // The correct ones first (those that store their state differently before the wrapped
        // kept one, whose refusal says less), so a file that judges state hears so first.
        let order =
            byID.filter { $0.key != 0 && $0.value.correct }.keys.shuffled() + [0] + byID.filter { !$0.value.correct }.keys.shuffled()
        let decided = try runUntilDecided(order, run: run) { id, outcome in
            guard let variant = byID[id] else { return nil }
            return variant.correct
                ? TrialVerdict.correctVariantProblem(description: variant.description, outcome: outcome, deadline: run.deadline)
                : tally.mutant(variant, outcome, guarded: true)
        }
        return HostedJudgement(decided: decided, judged: Set(left.map(\.0.name)))
    }
}
