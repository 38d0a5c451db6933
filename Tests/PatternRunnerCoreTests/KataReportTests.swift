import KataEngine
import PlaygroundBasics
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

    /// What kata 01's catalogued mistake `c-before-b-on-d` records, as its tests wrote it.
    static func cBeforeBOnD(rule: String, seed: Int) -> KataCheckResult.Issue {
        let text = """
            Rule broken: \(rule)
            smallest scenario found: 1 mediator(s); mediator 1: component 2 does D
            at step 1 (mediator 1: component 2 does D):
            both agree on lines 1–2:
              1  Component 2 does D.
              2  Mediator reacts on D and triggers following operations:
            expected from line 3:
              3  Component 1 does B.
              4  (blank line)
              5  Component 2 does C.
            actual from line 3:
              3  Component 2 does C.
              4  Component 1 does B.
              5  (blank line)
            seed \(seed); replay it: make kata NAME=01 SEED=\(seed)
            """
        return .init(file: "Tests/ConceptualKataTests/RuleTests.swift", line: 13, expectation: nil, comments: [text])
    }

    @Test func aCataloguedMistakesFailureShowsItsFirstDifferenceAndSeedOnceWithinTheTerminal() {
        let result = failed([
            (
                "Rules 1–3: A leads to C, D leads to B then C, every other event to nothing, in any sequence of events",
                [Self.cBeforeBOnD(rule: "rules 1–3: A → C; D → B, C; any other event → nothing", seed: 2)]
            ),
            (
                "Rule 4: the reaction depends on the event alone, whoever reports it (a component or an outsider)",
                [Self.cBeforeBOnD(rule: "rule 4: the event decides, not the sender", seed: 2)]
            ),
        ])
        let size = TerminalSize(columns: 50, rows: 1_000)
        let screen = ScreenFit(size: size, reserved: 0).fitted(
            KataReport(style: Style(enabled: true)).text(for: kata, result: result), whole: "")
        let visible = screen.split(separator: "\n").map { $0.replacing(/\u{1B}\[[0-9;]*[A-Za-z]/, with: "").count }
        #expect(visible.allSatisfy { $0 <= size.columns }, "widths: \(visible)")
        #expect(screen.components(separatedBy: "expected from line 3").count - 1 == 1, "the difference once")
        #expect(screen.contains("    3  Component 2 does C."), "the actual line where it differs, whole")
        #expect(screen.components(separatedBy: "SEED=2").count - 1 == 2, "each rule keeps its replay command")
    }

    @Test func anExpectationFailingInALoopIsShownOnceWithItsCount() {
        let issue = KataCheckResult.Issue(file: "T.swift", line: 29, expectation: "expected (board.counts → 1) == 2", comments: [])
        let text = KataReport(style: Style(enabled: false)).text(
            for: kata, result: failed([("A like shows everywhere", [issue, issue, issue])]))
        #expect(text.components(separatedBy: "expected (board.counts → 1) == 2").count - 1 == 1, "\(text)")
        #expect(text.contains("at T.swift:29 (3 times)"))
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

    /// A display name and a message that carry line breaks and escape codes (erase the line,
    /// hide text) must not draw a fake verdict: each name stays on its one line, escapes shown.
    @Test func namesAndMessagesFromTheTestProcessCannotSteerTheTerminal() {
        let fake = "x\n\u{1B}[2K\u{1B}[1A✔ all 9 tests pass. Kata done!\u{1B}[8m"
        var result = failed([(fake, [.init(file: "T\u{1B}[8m.swift", line: 1, expectation: nil, comments: ["ok\n\u{1B}[2KKata done!"])])])
        result.mutants = [.init(name: "m", description: "d", caughtBy: [fake], generated: false, pool: false)]
        for text in [
            KataReport(style: Style(enabled: false)).text(for: kata, result: result),
            KataReport(style: Style(enabled: false)).text(for: kata, result: failed([(fake, [])])),
        ] {
            #expect(!text.unicodeScalars.contains("\u{1B}"), "\(text)")
            #expect(!text.split(separator: "\n").contains { $0.hasPrefix("✔ all 9") || $0.hasPrefix("Kata done!") }, "\(text)")
            #expect(text.contains(#"\u{1B}[2K"#), "the escape is shown, not obeyed")
        }
    }
}
