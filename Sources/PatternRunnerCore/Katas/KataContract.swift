/// What a kata's starter and reference solution must show, by kind (GUIDE §4, issue 4):
/// kept apart from `KataVerifier` so the rules can be tested without running `swift test`.
enum KataContract {
    /// Why the starter's result breaks the contract; empty when it fails "in its own way".
    static func starterProblems(_ result: KataTestResult, kind: KataInfo.Kind) -> [String] {
        switch result.status {
        case .compileError:
            return ["the starter does not compile: " + result.messages.map(\.text).joined(separator: "; ")]
        case .toolError:
            return ["swift test could not run the starter:\n\(result.rawTail ?? "")"]
        case .passed, .failed:
            break
        }
        switch kind {
        case .behaviour:
            return result.status == .failed && !result.failedTests.isEmpty
                ? [] : ["the starter passes every test; at least one must fail"]
        case .design:
            let behaviour = result.failedTests.filter { !DesignCheck.isDesignCheck($0) }
            if !behaviour.isEmpty {
                return ["a refactoring kata starts green on behaviour, but the starter fails: " + behaviour.joined(separator: ", ")]
            }
            if result.failedTests.isEmpty { return ["the starter passes its design check; it must fail it"] }
            if result.tests <= result.failedTests.count { return ["the starter has no passing behaviour tests"] }
            return []
        case .mutants:
            guard let mutants = result.mutants else {
                return ["the starter's tests do not pass against the correct implementation: "
                    + (result.notes + result.messages.map(\.text)).joined(separator: "; ")]
            }
            return mutants.contains(where: { !$0.caught })
                ? [] : ["the starter's tests already catch every mutant; some must survive"]
        }
    }

    /// Why the reference solution's result breaks the contract; empty when it passes.
    static func solutionProblems(_ result: KataTestResult, kind: KataInfo.Kind) -> [String] {
        if result.status == .passed, result.tests > 0, kind != .mutants || result.mutants != nil { return [] }
        var reasons = result.notes + result.messages.map { "\($0.test ?? $0.file): \($0.text)" }
        reasons += (result.mutants ?? []).filter { !$0.caught }.map { "mutant \($0.name) survives" }
        return ["the reference solution does not pass (\(result.status.rawValue)): " + reasons.joined(separator: "; ")]
    }

    /// What an empty test file must do in a mutants kata: anything but pass.
    static func emptyTestFileProblems(_ result: KataTestResult) -> [String] {
        result.status == .passed ? ["an empty test file passes; it must fail"] : []
    }

    /// Warnings break the project's zero-warning rule, except in a starter's learner files,
    /// where unfinished code may leave a parameter unused.
    static func warningProblems(starter: KataTestResult, solution: KataTestResult, learnerFiles: [String]) -> [String] {
        let tolerated = starter.warnings.filter { learnerFiles.contains($0.file) }
        return (starter.warnings + solution.warnings).filter { !tolerated.contains($0) }
            .map { "warning at \($0.file):\($0.line): \($0.text)" }
    }

    /// At least this many mutants put a learner's tests on trial.
    static let minimumMutants = 6
}
