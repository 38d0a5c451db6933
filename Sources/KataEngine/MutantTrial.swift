import Foundation

/// Puts the learner's tests on trial (kata 11): they must pass against the correct mediator
/// and fail against every mutant. One build serves every run; the mediator reads its
/// implementation from `KATA_MUTANT`, which every run sets, the correct one to a decoy, so
/// the environment does not tell a test which run it is in and a value left in the
/// learner's shell changes nothing. Tests that look at the switch are refused unread.
struct MutantTrial {
    static let environmentKey = "KATA_MUTANT"

    /// Words a test file may not contain: the switch, the way to read it, and the route to
    /// internals (`@testable`) where the mutant is chosen.
    static let forbiddenWords = [
        "KATA_MUTANT", "Mutant.", "Mutant(", "@testable", "ProcessInfo", "getenv", "environ", "setenv", "dlsym",
        "dlopen", "CommandLine", "/proc",
    ]

    let checker: KataChecker

    func check(_ kata: KataInfo, folder: URL) throws(KataError) -> KataCheckResult {
        if let refusal = Self.refusal(of: kata.files, in: folder) {
            return KataCheckResult(status: .failed, notes: [refusal])
        }
        let build = try checker.build(folder)
        if let failure = build.failure { return failure }
        var result = try checker.runTests(in: folder, environment: [Self.environmentKey: Self.decoy()])
        result.warnings = build.warnings
        guard !result.tests.isEmpty || result.status == .toolError else {
            result.status = .failed
            result.notes = ["No tests found. An empty test file catches nothing: write at least one @Test."]
            return result
        }
        guard result.status == .passed else {
            result.notes.append("Your tests must pass against the correct mediator before they can judge the mutants.")
            return result
        }
        var outcomes: [KataCheckResult.MutantOutcome] = []
        for mutant in kata.mutants {
            let run = try checker.runTests(in: folder, environment: [Self.environmentKey: mutant.name])
            let caughtBy: [String] =
                switch run.status {
                case .passed: []
                case .failed:
                    run.failedTests.isEmpty
                        ? ["(the test run failed: \(run.interruption?.cause.rawValue ?? "no test named"))"]
                        : run.failedTests.map(\.title)
                case .compileError, .toolError: ["(the test run stopped: \(run.notes.first ?? "a tool error"))"]
                }
            outcomes.append(.init(name: mutant.name, description: mutant.description, caughtBy: caughtBy))
        }
        result.mutants = outcomes
        if outcomes.contains(where: { !$0.caught }) { result.status = .failed }
        return result
    }

    /// A name that is no mutant's, different on every run.
    static func decoy() -> String {
        "control-" + String(UUID().uuidString.prefix(8)).lowercased()
    }

    /// One line saying why the learner's test file is not run, or `nil`.
    static func refusal(of files: [String], in folder: URL) -> String? {
        for file in files {
            guard let text = try? String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8) else { continue }
            if let word = forbiddenWords.first(where: { text.contains($0) }) {
                return "Refused: \(file) mentions \(word). Tests here judge the mediator by its behaviour alone, "
                    + "never by which implementation is running; remove every use of \(word)."
            }
        }
        return nil
    }
}
