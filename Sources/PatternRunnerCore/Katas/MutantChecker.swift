import Foundation

/// Puts the learner's tests on trial: they must pass against the correct implementation and
/// fail against every mutant. The kata's code picks its implementation from `KATA_MUTANT` at
/// run time, so the package is built once and only the test runs repeat.
enum MutantChecker {
    static let environmentKey = "KATA_MUTANT"

    static func check(folder: URL, mutants: [KataInfo.Mutant]) throws(KataError) -> KataTestResult {
        let build = try ProcessRunner.run(["swift", "build", "--build-tests"], in: folder)
        guard build.status == 0 else {
            return SwiftTestOutputParser.parse(build.output, exitStatus: build.status, kataFolder: folder.path)
        }
        var result = try KataChecker.runTests(in: folder, skipBuild: true)
        guard result.status == .passed else {
            result.notes.append("Your tests must pass against the correct mediator before they can judge the mutants.")
            return result
        }
        guard result.tests > 0 else {
            result.status = .failed
            result.notes.append("No tests found. An empty test file catches nothing: write at least one @Test.")
            return result
        }
        var outcomes: [KataTestResult.MutantOutcome] = []
        for mutant in mutants {
            let run = try KataChecker.runTests(in: folder, mutant: mutant.name, skipBuild: true)
            let caughtBy: [String] =
                switch run.status {
                case .passed: []
                case .failed: run.failedTests.isEmpty ? ["(the test run failed)"] : run.failedTests
                case .compileError, .toolError: ["(the test run stopped: \(run.rawTail?.split(separator: "\n").last ?? "crash"))"]
                }
            outcomes.append(.init(name: mutant.name, description: mutant.description, caughtBy: caughtBy))
        }
        result.mutants = outcomes
        if outcomes.contains(where: { !$0.caught }) { result.status = .failed }
        return result
    }
}
