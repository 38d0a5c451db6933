import Foundation
import Testing

@testable import KataEngine

/// A result with `tests` tests, the named ones failing.
func result(
    _ status: KataCheckResult.Status, tests: Int = 5, failed: [String] = [], mutants: [KataCheckResult.MutantOutcome]? = nil
) -> KataCheckResult {
    let failing = failed.enumerated().map { index, name in
        KataCheckResult.Test(
            name: name, line: index, status: .failed, issues: [.init(file: "T.swift", line: 1, expectation: nil, comments: ["x"])])
    }
    let passing = (failed.count..<max(tests, failed.count)).map { KataCheckResult.Test(name: "p\($0)()", line: $0, status: .passed) }
    return KataCheckResult(status: status, tests: failing + passing, mutants: mutants)
}

private let caught = KataCheckResult.MutantOutcome(name: "a", description: "A", caughtBy: ["t()"])
private let survived = KataCheckResult.MutantOutcome(name: "b", description: "B", caughtBy: [])

@Suite struct KataContractTests {
    @Test func aBehaviourStarterMustFailATest() {
        #expect(KataContract.starterProblems(result(.failed, failed: ["t()"]), kind: .behaviour).isEmpty)
        #expect(!KataContract.starterProblems(result(.passed), kind: .behaviour).isEmpty)
        #expect(!KataContract.starterProblems(result(.compileError), kind: .behaviour).isEmpty)
    }

    @Test func aStarterThatHangsOrCrashesBreaksTheContract() {
        var hanging = result(.failed, failed: ["t()"])
        hanging.interruption = .init(cause: .timeout, runningTests: ["t()"])
        #expect(KataContract.starterProblems(hanging, kind: .behaviour).first?.contains("time out") == true)
    }

    @Test func aDesignStarterFailsOnlyItsDesignChecks() {
        let designOnly = result(.failed, failed: ["Design check: no colleague holds another"])
        #expect(KataContract.starterProblems(designOnly, kind: .design).isEmpty)
        let behaviourToo = result(.failed, failed: ["Design check: x", "likesShow()"])
        #expect(KataContract.starterProblems(behaviourToo, kind: .design).first?.contains("likesShow()") == true)
        #expect(!KataContract.starterProblems(result(.passed), kind: .design).isEmpty, "a design check must fail")
        let nothingElse = result(.failed, tests: 1, failed: ["Design check: x"])
        #expect(!KataContract.starterProblems(nothingElse, kind: .design).isEmpty, "some behaviour must pass")
    }

    @Test func aMutantsStarterLetsSomeMutantSurvive() {
        #expect(KataContract.starterProblems(result(.failed, mutants: [caught, survived]), kind: .mutants).isEmpty)
        #expect(!KataContract.starterProblems(result(.passed, mutants: [caught]), kind: .mutants).isEmpty)
        #expect(!KataContract.starterProblems(result(.failed, failed: ["t()"]), kind: .mutants).isEmpty)
    }

    @Test func theReferenceMustPassWithTestsAndMutantsRun() {
        #expect(KataContract.solutionProblems(result(.passed), kind: .behaviour).isEmpty)
        #expect(!KataContract.solutionProblems(result(.passed, tests: 0), kind: .behaviour).isEmpty)
        #expect(!KataContract.solutionProblems(result(.failed, failed: ["t()"]), kind: .design).isEmpty)
        #expect(KataContract.solutionProblems(result(.passed, mutants: [caught]), kind: .mutants).isEmpty)
        let survivor = KataContract.solutionProblems(result(.failed, mutants: [caught, survived]), kind: .mutants)
        #expect(survivor.first?.contains("mutant b survives") == true)
    }

    @Test func aMistakeMustCompileAndFailATest() {
        let mistake = KataInfo.Mistake(name: "weak-owner", description: "holds its colleagues weakly")
        #expect(KataContract.mistakeProblem(result(.failed, failed: ["t()"]), mistake: mistake) == nil)
        #expect(KataContract.mistakeProblem(result(.passed), mistake: mistake)?.contains("slips through") == true)
        #expect(KataContract.mistakeProblem(result(.compileError), mistake: mistake)?.contains("does not compile") == true)
    }

    /// Kata 10's storage marked `nonisolated(unsafe)` is proven by strict memory safety's error,
    /// and by nothing else: not a failing test, not another compile error.
    @Test func aMistakeTheCompilerRefusesMustFailToCompileWithItsGroup() {
        let mistake = KataInfo.Mistake(
            name: "unsafe-roster", description: "a roster read outside the actor", refusedBy: "StrictMemorySafety")
        func compileError(_ text: String) -> KataCheckResult {
            var refused = result(.compileError)
            refused.compilerErrors = [.init(file: "ChatMediator.swift", line: 7, text: text)]
            return refused
        }
        let unsafeRead = "expression uses unsafe constructs but is not marked with 'unsafe' [#StrictMemorySafety]"
        #expect(KataContract.mistakeProblem(compileError(unsafeRead), mistake: mistake) == nil)
        #expect(
            KataContract.mistakeProblem(compileError("cannot find 'participant' in scope"), mistake: mistake)?.contains(
                "not refused by the compiler with [#StrictMemorySafety]") == true)
        #expect(KataContract.mistakeProblem(result(.failed, failed: ["t()"]), mistake: mistake) != nil)
        #expect(KataContract.mistakeProblem(result(.passed), mistake: mistake) != nil)
    }

    @Test func aCorrectStyleMustPassEveryTestAndSaysWhichFailed() {
        #expect(KataContract.correctStyleProblem(result(.passed), style: "closures") == nil)
        let failing = KataContract.correctStyleProblem(result(.failed, failed: ["Rule 2: storage"]), style: "closures")
        #expect(failing?.contains("correct style closures") == true && failing?.contains("Rule 2: storage") == true)
        #expect(KataContract.correctStyleProblem(result(.compileError), style: "closures") != nil)
        #expect(KataContract.correctStyleProblem(result(.passed, tests: 0), style: "closures") != nil, "no tests ran: nothing proven")
    }

    @Test func everyNumberedReadmeRuleNeedsATestThatStatesIt() {
        let readme = "## Rules\n\n1. **One.** a\n2. **Two.** b\n10. **Ten.** c\n"
        #expect(KataContract.untestedRules(readme: readme, testNames: ["Rule 1: one", "Rule 10: ten"]) == [2])
        #expect(KataContract.untestedRules(readme: readme, testNames: ["Rules 1 and 2", "Rule 10"]).isEmpty)
        #expect(KataContract.untestedRules(readme: readme, testNames: ["Rule 10: ten"]) == [1, 2], "Rule 10 does not state rule 1")
    }

    @Test func testsMustNumberRulesAsTheReadmeDoes() {
        let readme = "1. **One.** a\n2. **Two.** b\n"
        #expect(KataContract.rulesNotInReadme(readme: readme, testNames: ["Rule 1: one", "Rules 1–2: both"]).isEmpty)
        #expect(KataContract.rulesNotInReadme(readme: readme, testNames: ["Rule 3: the mediator owns", "Rules 2–4"]) == [3, 4])
    }

    @Test func everyRuleNamesItsDimensionsAndEachIsReached() {
        let readme = "1. **One.** a\n2. **Two.** b\n3. **Three.** c\n"
        let announced = RuleCoverage.parse("100\trules 1–2: x\tletter case=12\tspaces=0\n100\trule 3: y\n")
        #expect(announced.first?.dimensions == [.init(dimension: "letter case", scenarios: 12), .init(dimension: "spaces", scenarios: 0)])
        #expect(announced.first?.unreached == ["spaces"], "a dimension no scenario reached is named")
        #expect(KataContract.rulesWithoutDimensions(readme: readme, announced: announced) == [3])
    }

    @Test func theReadmeMustNameEveryDimensionTheTestsVary() {
        let readme = "1. **One.** a\n   *The tests vary:* ids differing only in letter\n   case.\n"
        let named = RuleCoverage.parse("100\trule 1: x\tids differing only in letter case=3\n")
        #expect(ReadmeAgreement.problems(readme: readme, testNames: ["Rule 1: x"], announced: named).isEmpty, "line breaks do not matter")
        let unnamed = RuleCoverage.parse("100\trule 1: x\tids with spaces=3\n")
        #expect(
            ReadmeAgreement.problems(readme: readme, testNames: ["Rule 1: x"], announced: unnamed) == [
                "dimensions the tests vary but the README does not name: ids with spaces"
            ])
    }

    @Test func aMistakesRuleFailureNamesItsScenarioSeedAndReplayCommand() {
        let mistake = KataInfo.Mistake(name: "weak-owner", description: "holds its colleagues weakly")
        func failing(_ text: String) -> KataCheckResult {
            KataCheckResult(
                status: .failed,
                tests: [
                    .init(
                        name: "r()", line: 1, status: .failed, issues: [.init(file: "T.swift", line: 1, expectation: nil, comments: [text])]
                    )
                ])
        }
        let whole = "Rule broken: rule 6: owns\nsmallest scenario found: no events\nreleased\nseed 4; replay it: make kata NAME=01 SEED=4"
        #expect(KataContract.failureTextProblems(failing(whole), mistake: mistake, kataNumber: "01").isEmpty)
        let noReplay = "Rule broken: rule 6: owns\nsmallest scenario found: no events\nreleased\nseed 4"
        #expect(KataContract.failureTextProblems(failing(noReplay), mistake: mistake, kataNumber: "01").count == 1)
        #expect(KataContract.failureTextProblems(failing(whole), mistake: mistake, kataNumber: "02").count == 1, "another kata's command")
        #expect(KataContract.failureTextProblems(failing("the trace differs"), mistake: mistake, kataNumber: "01").isEmpty)
    }

    @Test("A mistake's check leads with the rule its catalogue entry names, or the test it names when it breaks no rule")
    func aMistakesCheckLeadsWithItsRule() {
        func issue(_ rule: String, _ scenario: String) -> KataCheckResult.Issue {
            .init(
                file: "T.swift", line: 1, expectation: nil, comments: ["Rule broken: \(rule)\nsmallest scenario found: \(scenario)\nseed 1"]
            )
        }
        let result = KataCheckResult(
            status: .failed,
            tests: [
                .init(
                    name: "a()", displayName: "Rules 1–3: any events", line: 1, status: .failed,
                    issues: [issue("rules 1–3", "a long scenario")]),
                .init(name: "b()", displayName: "Rules 2 and 4: the sender", line: 2, status: .failed, issues: [issue("rule 4", "short")]),
                .init(name: "c()", displayName: "The mediator is an actor", line: 3, status: .failed),
            ])
        func problem(rule: Int? = nil, rules: [Int]? = nil, test: String? = nil, kind: KataInfo.Kind = .behaviour) -> String? {
            KataContract.leadProblem(
                result, mistake: KataInfo.Mistake(name: "m", description: "d", rule: rule, rules: rules, leadingTest: test), kind: kind)
        }
        #expect(problem(rule: 4) == nil, "the smallest scenario leads, and its title names rules 2 and 4")
        #expect(problem(rule: 2) == nil)
        #expect(problem(rules: [1, 4]) == nil, "either of two rules may lead")
        #expect(problem(rules: [1, 3])?.contains("not with rule 1 or 3") == true)
        #expect(problem(rule: 1)?.contains("leads with \"Rules 2 and 4: the sender\" (rules 2, 4), not with rule 1") == true)
        #expect(problem(test: "The mediator is")?.contains("not with \"The mediator is…\"") == true, "the actor test does not lead")
        #expect(problem(test: "Rules 2 and 4") == nil)
        #expect(problem()?.contains("names no rule") == true, "a behaviour kata's mistake must name its rule")
        #expect(problem(kind: .design) == nil, "a design kata's mistake may break the design alone")
        #expect(RuleLead.ruleNumbers(in: "Rule 2: by id / Rule 4: every rule allows") == [2, 4])
        #expect(RuleLead.ruleNumbers(in: "Rules 1, 2 and 5: x") == [1, 2, 5] && RuleLead.ruleNumbers(in: "Rules and more") == [])
    }

    @Test("A mistake's failures speak the kata's words, not a bare dump of an expression")
    func aMistakesFailuresAreInWords() {
        let mistake = KataInfo.Mistake(name: "m", description: "d", rule: 1)
        func failing(_ issue: KataCheckResult.Issue) -> KataCheckResult {
            KataCheckResult(
                status: .failed, tests: [.init(name: "t()", displayName: "Rule 1: x", line: 1, status: .failed, issues: [issue])])
        }
        let bare = KataCheckResult.Issue(file: "T.swift", line: 4, expectation: "expected (inbox → [me?]).isEmpty", comments: [])
        #expect(
            KataContract.wordsProblems(failing(bare), mistake: mistake).first?.contains(
                "bare expectation (expected (inbox → [me?]).isEmpty) at T.swift:4") == true)
        let worded = KataCheckResult.Issue(
            file: "T.swift", line: 4, expectation: "expected x", comments: ["the sender hears its own message"])
        #expect(KataContract.wordsProblems(failing(worded), mistake: mistake).isEmpty)
    }

    @Test func anEmptyTestFileMustNotPass() {
        #expect(!KataContract.emptyTestFileProblems(result(.passed, tests: 0)).isEmpty)
        #expect(KataContract.emptyTestFileProblems(result(.failed, tests: 0)).isEmpty)
    }

    @Test func warningsAreRefusedExceptInTheStartersLearnerFiles() {
        let stub = KataCheckResult.Diagnostic(file: "Sources/K/Learner.swift", line: 3, text: "unused")
        let given = KataCheckResult.Diagnostic(file: "Sources/K/Given.swift", line: 9, text: "unused")
        var starter = result(.failed, failed: ["t()"])
        starter.warnings = [stub]
        let clean = result(.passed)
        #expect(KataContract.warningProblems(starter: starter, solution: clean, learnerFiles: [stub.file]).isEmpty)
        starter.warnings.append(given)
        #expect(KataContract.warningProblems(starter: starter, solution: clean, learnerFiles: [stub.file]).count == 1)
        var noisySolution = clean
        noisySolution.warnings = [stub]
        #expect(KataContract.warningProblems(starter: clean, solution: noisySolution, learnerFiles: [stub.file]).count == 1)
    }

    @Test func designChecksAreKnownByTheirDisplayName() {
        #expect(DesignCheck.isDesignCheck("Design check: no screen holds another screen"))
        #expect(!DesignCheck.isDesignCheck("designLooksFine()"))
    }

    @Test func metadataWithoutKindMeansBehaviour() throws {
        let json = #"{"slug": "01-x", "title": "X", "document": "000", "teaches": "t", "files": ["a"], "hints": []}"#
        let kata = try JSONDecoder().decode(KataInfo.self, from: Data(json.utf8))
        #expect(kata.kind == .behaviour && kata.mutants.isEmpty && kata.mistakes.isEmpty)
        let mutantJSON =
            #"{"slug": "11-x", "title": "X", "document": "000", "teaches": "t", "files": ["a"], "hints": [], "kind": "mutants", "mutants": [{"name": "m", "description": "d"}]}"#
        let mutantKata = try JSONDecoder().decode(KataInfo.self, from: Data(mutantJSON.utf8))
        #expect(mutantKata.kind == .mutants && mutantKata.mutants == [KataInfo.Mutant(name: "m", description: "d")])
    }
}
