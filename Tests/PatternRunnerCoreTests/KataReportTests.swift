import KataEngine
import Testing

@testable import PatternRunnerCore

@Suite struct KataReportTests {
    let kata = KataInfo(slug: "01-demo", title: "Demo", document: "000", teaches: "t", files: ["Sources/D/D.swift"], hints: ["h"])

    func failed(_ tests: [(String, [KataCheckResult.Issue])]) -> KataCheckResult {
        KataCheckResult(
            status: .failed,
            tests: tests.enumerated().map { .init(name: "t\($0)()", displayName: $1.0, line: $0, status: .failed, issues: $1.1) })
    }

    func ruleIssue(_ rule: String, seed: Int) -> KataCheckResult.Issue {
        let text = """
            Rule broken: \(rule)
            smallest scenario found: 1 mediator(s); mediator 1: component 1 does A
            at step 1:
            expected from line 2:
              2  Mediator reacts on A and triggers following operations:
            actual from line 2:
              2  (nothing more)
            seed \(seed); replay it: make kata NAME=01 SEED=\(seed)
            """
        return .init(file: "Tests/R.swift", line: 1, expectation: nil, comments: [text])
    }

    @Test func oneBugBreakingThreeRulesShowsItsBlockOnceAndEverySeed() {
        let result = failed([
            ("Rules 1–3: …", [ruleIssue("rules 1–3", seed: 2)]), ("Rule 4: …", [ruleIssue("rule 4", seed: 5)]),
            ("Rule 5: …", [ruleIssue("rule 5", seed: 7)]),
        ])
        let text = KataReport(style: Style(enabled: false)).text(for: kata, result: result)
        #expect(text.components(separatedBy: "smallest scenario found").count - 1 == 1, "the block once:\n\(text)")
        #expect(text.components(separatedBy: "the same smallest scenario and difference as \"Rules 1–3: …\" above").count - 1 == 2)
        for seed in [2, 5, 7] { #expect(text.contains("make kata NAME=01 SEED=\(seed)"), "seed \(seed) still replayable") }
    }

    @Test func aLongFailureIsShownWholeNotCutBeforeItsDifference() {
        let long = (1...30).map { "line \($0)" }.joined(separator: "\n")
        let text = KataReport(style: Style(enabled: false)).text(
            for: kata, result: failed([("Rule 1", [.init(file: "T.swift", line: 1, expectation: nil, comments: [long])])]))
        #expect(text.contains("line 30") && !text.contains("more lines)"))
    }

    @Test func wordsReplaceACompoundExpressionButKeepAComparisonsValues() {
        let compound = KataCheckResult.Issue(
            file: "T.swift", line: 1, expectation: "expected (held.count == 1 → false) && (held.first === mediator)",
            comments: ["every screen holds the one mediator"])
        #expect(KataReport.words(of: compound) == "every screen holds the one mediator")
        let comparison = KataCheckResult.Issue(
            file: "T.swift", line: 1, expectation: "expected (counts → [1, 2]) == [2, 3]", comments: ["the feed's counts change"])
        #expect(KataReport.words(of: comparison) == "the feed's counts change\nexpected (counts → [1, 2]) == [2, 3]")
        let bare = KataCheckResult.Issue(
            file: "T.swift", line: 1, expectation: "expected (app.coordinator → nil) → nil", comments: ["pass it"])
        #expect(KataReport.words(of: bare) == "pass it")
    }
}
