import Foundation
import Testing

@testable import PatternRunnerCore

/// A result as `swift test` would leave it, for the contract rules.
private func result(
    _ status: KataTestResult.Status, tests: Int = 5, failed: [String] = [],
    mutants: [KataTestResult.MutantOutcome]? = nil
) -> KataTestResult {
    KataTestResult(status: status, tests: tests, failedTests: failed, messages: [], rawTail: nil, mutants: mutants)
}

private let caught = KataTestResult.MutantOutcome(name: "a", description: "A", caughtBy: ["t()"])
private let survived = KataTestResult.MutantOutcome(name: "b", description: "B", caughtBy: [])

@Suite struct KataContractTests {
    @Test func aBehaviourStarterMustFailATest() {
        #expect(KataContract.starterProblems(result(.failed, failed: ["t()"]), kind: .behaviour).isEmpty)
        #expect(!KataContract.starterProblems(result(.passed), kind: .behaviour).isEmpty)
        #expect(!KataContract.starterProblems(result(.compileError), kind: .behaviour).isEmpty)
    }

    @Test func aDesignStarterFailsOnlyItsDesignChecks() {
        let designOnly = result(.failed, failed: ["\"Design check: no colleague holds another\""])
        #expect(KataContract.starterProblems(designOnly, kind: .design).isEmpty)
        let behaviourToo = result(.failed, failed: ["\"Design check: x\"", "likesShow()"])
        #expect(KataContract.starterProblems(behaviourToo, kind: .design).first?.contains("likesShow()") == true)
        #expect(!KataContract.starterProblems(result(.passed), kind: .design).isEmpty, "a design check must fail")
        let nothingElse = result(.failed, tests: 1, failed: ["\"Design check: x\""])
        #expect(!KataContract.starterProblems(nothingElse, kind: .design).isEmpty, "some behaviour must pass")
    }

    @Test func aMutantsStarterLetsSomeMutantSurvive() {
        #expect(KataContract.starterProblems(result(.failed, mutants: [caught, survived]), kind: .mutants).isEmpty)
        #expect(!KataContract.starterProblems(result(.passed, mutants: [caught]), kind: .mutants).isEmpty)
        let failsOnTheRealThing = result(.failed, failed: ["t()"])
        #expect(!KataContract.starterProblems(failsOnTheRealThing, kind: .mutants).isEmpty)
    }

    @Test func theReferenceMustPassWithTestsAndMutantsRun() {
        #expect(KataContract.solutionProblems(result(.passed), kind: .behaviour).isEmpty)
        #expect(!KataContract.solutionProblems(result(.passed, tests: 0), kind: .behaviour).isEmpty)
        #expect(!KataContract.solutionProblems(result(.failed, failed: ["t()"]), kind: .design).isEmpty)
        #expect(KataContract.solutionProblems(result(.passed, mutants: [caught]), kind: .mutants).isEmpty)
        let survivor = KataContract.solutionProblems(result(.failed, mutants: [caught, survived]), kind: .mutants)
        #expect(survivor.first?.contains("mutant b survives") == true)
    }

    @Test func anEmptyTestFileMustNotPass() {
        #expect(!KataContract.emptyTestFileProblems(result(.passed, tests: 0)).isEmpty)
        #expect(KataContract.emptyTestFileProblems(result(.failed, tests: 0)).isEmpty)
    }

    @Test func warningsAreRefusedExceptInTheStartersLearnerFiles() {
        let stub = KataTestResult.Message(test: nil, file: "Sources/K/Learner.swift", line: 3, text: "unused")
        let given = KataTestResult.Message(test: nil, file: "Sources/K/Given.swift", line: 9, text: "unused")
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
        #expect(DesignCheck.isDesignCheck("\"Design check: no screen holds another screen\""))
        #expect(!DesignCheck.isDesignCheck("designLooksFine()"))
    }

    @Test func theMutantReportNamesEachMutantCaughtOrSurvived() {
        let text = KataReport.mutantSection([caught, survived], tests: 2)
        #expect(text.contains("✔ your 2 tests pass against the correct mediator"))
        #expect(text.contains("✘ 1 of 2 mutants caught"))
        #expect(text.contains("✔ caught    a  A\n              by t()"))
        #expect(text.contains("✘ survived  b  B"))
    }

    @Test func metadataWithoutKindMeansBehaviour() throws {
        let json = #"{"slug": "01-x", "title": "X", "document": "000", "teaches": "t", "files": ["a"], "hints": []}"#
        let kata = try JSONDecoder().decode(KataInfo.self, from: Data(json.utf8))
        #expect(kata.kind == .behaviour && kata.mutants.isEmpty)
        let mutantJSON = #"{"slug": "11-x", "title": "X", "document": "000", "teaches": "t", "files": ["a"], "hints": [], "kind": "mutants", "mutants": [{"name": "m", "description": "d"}]}"#
        let mutantKata = try JSONDecoder().decode(KataInfo.self, from: Data(mutantJSON.utf8))
        #expect(mutantKata.kind == .mutants && mutantKata.mutants == [KataInfo.Mutant(name: "m", description: "d")])
    }
}
