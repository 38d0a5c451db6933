import PlaygroundBasics
import Testing

@testable import KataEngine
@testable import PatternRunnerCore

/// `kata verify`'s report: every line within the width, the totals count what was proven, and
/// `make mutation NAME=…` (one kata) lists every mutant's fate.
@Suite struct KataVerifyReportTests {
    static var proof: KataProver.Proof {
        var mutation = MutationProof.Report(generated: 3)
        (mutation.compiled, mutation.killed, mutation.equivalent, mutation.inSchema) = (3, 2, 1, 3)
        mutation.fates = [
            .init(mutant: "A.swift:3: == to !=", fate: "killed by Rule 2: " + String(repeating: "a long rule name ", count: 8)),
            .init(mutant: "A.swift:5: delete `x += 1`", fate: "killed by Rule 1: counts"),
            .init(mutant: "A.swift:9: first to last", fate: "equivalent: the list holds one element"),
        ]
        return KataProver.Proof(
            kata: "04-news-likes", kind: .behaviour, problems: [],
            catches: [
                .init(
                    name: "bumps-every-item", description: "the feed changes every item",
                    caughtBy: ["Rule 1: " + String(repeating: "likes ", count: 30)])
            ],
            rules: [RuleCoverage(scenarios: 100, rule: "rule 1", dimensions: [.init(dimension: "shared title", scenarios: 26)])],
            mutation: mutation, seconds: 12)
    }

    @Test("Every line fits the width, and one kata's report lists each mutant's fate")
    func fitsAndListsFates() {
        var report = KataVerifyReport(
            console: Console(out: CapturedOutput(), err: CapturedOutput()), style: Style(enabled: false), width: 80)
        let summary = report.lines(for: Self.proof)
        #expect(!summary.contains("every mutant's fate"), "the whole run gives counts only")
        report.showFates = true
        let text = report.lines(for: Self.proof)
        #expect(text.split(separator: "\n").allSatisfy { TextWrap.columns(of: $0) <= 80 }, "\(text)")
        #expect(text.contains("A.swift:5: delete `x += 1`: killed by Rule 1: counts"))
        #expect(text.contains("A.swift:9: first to last: equivalent: the list holds one element"))
        #expect(text.contains("2 killed, 0 survived, 1 listed as\n       equivalent (not run)"), "\(text)")
    }
}
