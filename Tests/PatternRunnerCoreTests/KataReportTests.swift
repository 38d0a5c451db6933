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

    /// A run that kept working gets more time than the deadline, so the report says both
    /// numbers: how long it ran and how long it had been idle when it was stopped.
    @Test func aHangSaysHowLongItRanAndHowLongItWasIdle() {
        var result = failed([("waits()", [])])
        result.interruption = .init(cause: .timeout, runningTests: ["waits()"], seconds: 120, quietSeconds: 60)
        let text = KataReport(style: Style(enabled: false)).text(for: kata, result: result)
        let expected = "your code did not finish in 120 s, and it had done almost no work in the last 60 s; the test `waits()` was running."
        #expect(text.contains(expected), "got:\n\(text)")
        result.interruption?.quietSeconds = nil
        #expect(KataReport(style: Style(enabled: false)).text(for: kata, result: result).contains("did not finish in 120 s; the test"))
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

    @Test("The rule broken leads: the smallest rule failure first, the others below it as likely consequences")
    func theRuleBrokenLeads() {
        let broad = ruleIssue("Rules 1–3: any history", seed: 2)
        var narrow = broad
        narrow.comments = [
            """
            Rule broken: Rule 4: the event decides, not the sender
            smallest scenario found: component 2 does A
            component 1 did B
            seed 9; replay it: make kata NAME=01 SEED=9
            """
        ]
        let plain = KataCheckResult.Issue(file: "Tests/E.swift", line: 3, expectation: "expected 1 == 2", comments: [])
        let result = failed([("Example", [plain]), ("Rules 1–3: …", [broad]), ("Rule 4: …", [narrow])])
        let text = KataReport(style: Style(enabled: false)).text(for: kata, result: result)
        let order = ["✘ Rule 4: …", "fix the rule above first", "✘ Rules 1–3: …", "✘ Example"].map { text.range(of: $0)?.lowerBound }
        #expect(order.allSatisfy { $0 != nil }, "\(text)")
        #expect(
            order.compactMap { $0 } == order.compactMap { $0 }.sorted(), "rule 4 leads, the broad rule and the example follow:\n\(text)")
        #expect(text.contains("Rule broken: Rule 4: the event decides, not the sender"), "the lead rule in the README's words")
    }

    @Test("When the model test fails, the rule at its first diverging step leads: that rule's own tests, then the model")
    func theModelsRuleLeads() {
        let model = KataCheckResult.Issue(
            file: "Tests/M.swift", line: 1, expectation: nil,
            comments: [
                """
                Rule broken: Rule 2: the view model must not keep its mediator alive
                smallest scenario found: the shortest program, as Swift to paste into a test:
                    var m: Mediator? = Mediator()
                    m = nil
                At step 2 your code: the mediator is alive
                seed 4; replay it: make kata NAME=02 SEED=4
                """
            ])
        let short = KataCheckResult.Issue(
            file: "Tests/R.swift", line: 2, expectation: nil,
            comments: ["Rule broken: rule 1: reaches nobody\nsmallest scenario found: x\nseed 1; replay it: make kata NAME=02 SEED=1"])
        let result = failed([
            ("Rule 1: no selection reaches anyone", [short]), ("The model of the README", [model]),
            ("Rule 2: the view model does not keep its mediator alive", [ruleIssue("rule 2: no cycle", seed: 3)]),
        ])
        let text = KataReport(style: Style(enabled: false)).text(for: kata, result: result)
        let order = ["✘ Rule 2: the view model", "✘ The model of the README", "✘ Rule 1: no selection"].map {
            text.range(of: $0)?.lowerBound
        }
        #expect(order.allSatisfy { $0 != nil } && order.compactMap { $0 } == order.compactMap { $0 }.sorted(), "\(text)")
        #expect(RuleLead.ruleNumbers(in: "Rules 1–3: any history") == [1, 2, 3] && RuleLead.ruleNumbers(in: "rule 4: x") == [4])
    }

    /// Kata 02's model found a missing total through a second store around one view model and,
    /// after a warm-up, through one store: the broad rule of the longer program led.
    @Test("Of two model failures, the one with the shorter program names the rule that leads, whatever the file order")
    func theShorterModelProgramLeads() {
        func model(_ rule: String, program: [String]) -> KataCheckResult.Issue {
            KataCheckResult.Issue(
                file: "Tests/M.swift", line: 1, expectation: nil,
                comments: [
                    (["Rule broken: \(rule)", "smallest scenario found: the shortest program, as Swift to paste into a test:"]
                        + program.map { "    " + $0 } + [
                            "At step 2 your code: the total is 0", "seed 2; replay it: make kata NAME=02 SEED=2",
                        ])
                        .joined(separator: "\n")
                ])
        }
        let longer = model(
            "Rule 3: a view model reports to the mediator set on it last",
            program: ["var c = Config(), s = Store(c)", "var t = Store(c)", "c.select(price: 1, days: -1)"])
        let shorter = model("Rule 1: the mediator sets the total", program: ["var s = Store(Config())", "s.select(price: 1, days: -1)"])
        let result = failed([
            ("The model of the README", [longer]), ("Rule 3: the last mediator set hears", [ruleIssue("rule 3: last set", seed: 1)]),
            ("The model after a warm-up", [shorter]), ("Rule 1: the total follows", [ruleIssue("rule 1: the total", seed: 5)]),
        ])
        let text = KataReport(style: Style(enabled: false)).text(for: kata, result: result)
        let order = ["✘ Rule 1: the total follows", "✘ The model after a warm-up", "✘ The model of the README"].map {
            text.range(of: $0)?.lowerBound
        }
        #expect(order.allSatisfy { $0 != nil } && order.compactMap { $0 } == order.compactMap { $0 }.sorted(), "\(text)")
        #expect(RuleLead.leadingRules(of: result)?.rules == [1])
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
        #expect(compound.learnerWords == "every screen holds the one mediator")
        let comparison = KataCheckResult.Issue(
            file: "T.swift", line: 1, expectation: "expected (counts → [1, 2]) == [2, 3]", comments: ["the feed's counts change"])
        #expect(comparison.learnerWords == "the feed's counts change\nexpected (counts → [1, 2]) == [2, 3]")
        let bare = KataCheckResult.Issue(
            file: "T.swift", line: 1, expectation: "expected (app.coordinator → nil) → nil", comments: ["pass it"])
        #expect(bare.learnerWords == "pass it")
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

    @Test("Edit: names the files the compiler blamed, the kata's own files for a failing test, none for a tool's failure")
    func theFooterPointsWhereTheProblemIs() {
        let report = KataReport(style: Style(enabled: false))
        let helperError = KataCheckResult(
            status: .compileError,
            compilerErrors: [
                .init(file: "Tests/T/Contract.swift", line: 29, text: "cannot find 'x' in scope"),
                .init(file: "Tests/T/Contract.swift", line: 30, text: "cannot find 'y' in scope"),
                .init(file: "/usr/lib/swift/Foundation.swiftinterface", line: 1, text: "elsewhere"),
            ])
        #expect(report.footer(for: kata, result: helperError).contains("Edit: Tests/T/Contract.swift   Hint: make hint NAME=01"))
        #expect(report.footer(for: kata, result: failed([("t", [])])).contains("Edit: Sources/D/D.swift   Hint"))
        // Kata 11's learner writes the tests: a failing assertion in a test file of theirs names that file.
        let testsKata = KataInfo(
            slug: "11-t", title: "T", document: "000", teaches: "t", files: ["Tests/KT/MediatorTests.swift"], hints: ["h"])
        let inHelper = KataCheckResult(
            status: .failed,
            tests: [
                .init(
                    name: "t()", displayName: "t", line: 1, status: .failed,
                    issues: [.init(file: "Tests/KT/Checks.swift", line: 4, expectation: nil, comments: ["x"])])
            ])
        #expect(report.footer(for: testsKata, result: inHelper).contains("Edit: Tests/KT/Checks.swift   Hint"))
        #expect(
            report.footer(for: kata, result: inHelper).contains("Edit: Sources/D/D.swift   Hint"), "a test file the learner does not edit")
        // A survivor list or a refusal points at no assertion: kata 11's footer names the tests' folder, whatever their files.
        let mutantsKata = KataInfo(
            slug: "11-t", title: "T", document: "000", teaches: "t", files: ["Tests/KT/MediatorTests.swift"], hints: ["h"], kind: .mutants)
        #expect(report.footer(for: mutantsKata, result: failed([("t", [])])).contains("Edit: your tests in Tests/KT/   Hint"))
        #expect(report.footer(for: mutantsKata, result: inHelper).contains("Edit: Tests/KT/Checks.swift   Hint"))
        let toolError = KataCheckResult(status: .toolError)
        #expect(!report.footer(for: kata, result: toolError).contains("Edit:"))
        #expect(report.footer(for: kata, result: toolError).contains("Hint: make hint NAME=01"))
        #expect(report.footer(for: kata, result: KataCheckResult(status: .passed)).isEmpty)
    }

    @Test("A tool's failure shows its last lines without the blank ones, and says nothing of last lines when all are blank")
    func aToolFailureShowsOnlyLinesThatSaySomething() {
        let report = KataReport(style: Style(enabled: false))
        let blank = report.text(for: kata, result: KataCheckResult(status: .toolError, outputTail: "   \n\n  \n"))
        #expect(blank.contains("✘ the tools could not run the tests.\n") && !blank.contains("Their last lines"), "\(blank)")
        let some = report.text(for: kata, result: KataCheckResult(status: .toolError, outputTail: "\n  \nerror: no space left\n\n"))
        #expect(some.contains("Their last lines:\n") && some.contains("error: no space left"), "\(some)")
        #expect(!some.contains("Their last lines:\n\n") && !some.contains("Their last lines:\n    \n"), "\(some)")
    }
}

/// A test's trace of thousands of identical lines, or one line of thousands of characters,
/// must not flood the learner's terminal or the results file: repeats are counted, long
/// lines cut with their length, and every distinct line is still shown.
@Suite struct MessageFoldTests {
    @Test("A run of one line or of a block of lines repeated is said once with its count; lines around it stay")
    func repeatsAreCounted() {
        let trace =
            ["At step 4 your code printed:"] + Array(repeating: "  Received a liked news with id 2", count: 32_983)
            + ["The rule says:"] + Array(repeating: ["  Received a liked news with id 2", "  Feed: liked 2"], count: 5).flatMap { $0 }
            + ["seed 7"]
        let folded = MessageFold.folded(trace.joined(separator: "\n")).split(separator: "\n").map(String.init)
        #expect(
            folded == [
                "At step 4 your code printed:", "  Received a liked news with id 2", "  … the line above, 32,983 times in all",
                "The rule says:", "  Received a liked news with id 2", "  Feed: liked 2", "  … the 2 lines above, 5 times in all", "seed 7",
            ])
        #expect(MessageFold.folded("a\na\nb") == "a\na\nb", "two alike is no run")
    }

    @Test("A line past 1,200 characters shows its start, its end and its length; a message past 200 lines its start and end")
    func longLinesAndMessagesAreCut() {
        let title = "title: \"" + String(repeating: "long ", count: 1_000) + "\" — then the advice"
        let cut = MessageFold.folded(title)
        #expect(cut.count < 1_300 && cut.hasPrefix("title: \"long long") && cut.hasSuffix("long \" — then the advice"), "\(cut)")
        #expect(cut.contains(" … (3,927 of 5,027 characters left out) … "), "\(cut)")
        let advice = "uses show on detail: " + String(repeating: "why ", count: 100) + "Report the change to the mediator."
        #expect(MessageFold.folded(advice) == advice, "a 450-character rule with its advice stays whole")
        let distinct = (1...1_000).map { "line \($0)" }
        let capped = MessageFold.folded(distinct.joined(separator: "\n")).split(separator: "\n").map(String.init)
        #expect(capped.count == 171 && capped.first == "line 1" && capped.last == "line 1000", "\(capped.count)")
        #expect(capped.contains("… 830 lines left out …"))
    }

    @Test("A failing check's report and its results file fold a flood the same way")
    func reportsFoldTheirMessages() {
        let kata = KataInfo(slug: "04-demo", title: "Demo", document: "002", teaches: "t", files: ["Sources/D/D.swift"], hints: ["h"])
        let flood =
            (["Rule broken: Rule 1: every like reaches every screen", "At step 4 your code printed:"]
            + Array(repeating: "  Received a liked news with id 2", count: 32_983)).joined(separator: "\n")
        let result = KataCheckResult(
            status: .failed,
            tests: [
                .init(
                    name: "t()", displayName: "Rule 1: …", line: 1, status: .failed,
                    issues: [.init(file: "Tests/R.swift", line: 1, expectation: nil, comments: [flood])])
            ])
        let text = KataReport(style: Style(enabled: false)).text(for: kata, result: result)
        #expect(text.split(separator: "\n").count < 40 && text.contains("… the line above, 32,983 times in all"), "\(text.prefix(2_000))")
        let message = ExercismResults(kata: kata, result: result).tests.first?.message ?? ""
        #expect(message.count < 2_000 && message.contains("32,983 times in all"), "\(message.prefix(500))")
    }
}
