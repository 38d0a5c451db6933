import KataEngine
import Testing

@testable import PatternRunnerCore

/// Kata 11's report: the named mutants one by one, the pool and the generated ones counted,
/// every survivor with the clause it breaks.
@Suite struct MutantReportTests {
    @Test("The pool is counted apart from the named and generated mutants, and its survivors are named with their clause")
    func thePoolIsReportedApart() {
        let mutants: [KataCheckResult.MutantOutcome] = [
            .init(name: "wrong-order", description: "reverse order — breaks clause 1", caughtBy: ["t()"]),
            .init(name: "second-reply-lost", description: "a second reply is lost — breaks clause 4", caughtBy: [], pool: true),
            .init(name: "keeps-first-alive", description: "keeps the first — breaks clause 2", caughtBy: ["u()"], pool: true),
            .init(name: "Mediator.swift:42: while to if", description: "in `send` — breaks clause 4", caughtBy: ["t()"], generated: true),
        ]
        let text = KataReport(style: Style(enabled: false)).mutantSection(mutants, tests: 2)
        #expect(text.contains("✔ 1 of 1 named mutants caught:"), "\(text)")
        #expect(text.contains("✘ 1 of 2 mutants of the pool caught"), "\(text)")
        #expect(text.contains("✘ survived  second-reply-lost: a second reply is lost — breaks clause 4"), "\(text)")
        #expect(!text.contains("keeps-first-alive"), "a caught pool mutant is counted, not listed")
        #expect(text.contains("✔ 1 of 1 generated mutants caught"), "\(text)")
        #expect(text.hasSuffix("Write a test that fails for each survivor: pin down the clause it breaks.\n"))
    }
}
