/// What a kata's starter, reference solution and catalogued mistakes must show, by kind:
/// kept apart from ``KataProver`` so the rules can be tested without building anything.
enum KataContract {
    /// At least this many mutants put a learner's tests on trial (kata 11).
    static let minimumMutants = 6
    /// At least this many realistic mistakes prove a behaviour or design kata's tests.
    static let minimumMistakes = 4

    /// Why the starter's result breaks the contract; empty when it fails "in its own way".
    static func starterProblems(_ result: KataCheckResult, kind: KataInfo.Kind) -> [String] {
        switch result.status {
        case .compileError:
            return [
                "the starter does not compile: " + result.compilerErrors.map { "\($0.file):\($0.line): \($0.text)" }.joined(separator: "; ")
            ]
        case .toolError:
            return ["the tools could not run the starter: " + (result.notes + [result.outputTail ?? ""]).joined(separator: "\n")]
        case .passed, .failed:
            break
        }
        if let interruption = result.interruption {
            return [
                "the starter's tests \(interruption.cause == .crash ? "crash" : "time out") in \(interruption.runningTests.joined(separator: ", ")); a starter fails with messages"
            ]
        }
        let failed = result.failedTests.map(\.title)
        switch kind {
        case .behaviour:
            return result.status == .failed && !failed.isEmpty ? [] : ["the starter passes every test; at least one must fail"]
        case .design:
            let behaviour = failed.filter { !DesignCheck.isDesignCheck($0) }
            if !behaviour.isEmpty {
                return ["a refactoring kata starts green on behaviour, but the starter fails: " + behaviour.joined(separator: ", ")]
            }
            if failed.isEmpty { return ["the starter passes its design check; it must fail it"] }
            if result.tests.count <= failed.count { return ["the starter has no passing behaviour tests"] }
            return []
        case .mutants:
            guard let mutants = result.mutants else {
                return ["the starter's tests do not pass against the correct implementation: " + reasons(result).joined(separator: "; ")]
            }
            return mutants.contains(where: { !$0.caught }) ? [] : ["the starter's tests already catch every mutant; some must survive"]
        }
    }

    /// Why the reference solution's result breaks the contract; empty when it passes.
    static func solutionProblems(_ result: KataCheckResult, kind: KataInfo.Kind) -> [String] {
        if result.status == .passed, !result.tests.isEmpty, kind != .mutants || result.mutants != nil { return [] }
        var why = reasons(result)
        why += (result.mutants ?? []).filter { !$0.caught }.map { "mutant \($0.name) survives" }
        return ["the reference solution does not pass (\(result.status.rawValue)): " + why.joined(separator: "; ")]
    }

    /// A correct solution in another style (`.meta/Correct/<name>`) must pass like the reference.
    static func correctStyleProblem(_ result: KataCheckResult, style: String) -> String? {
        guard result.status != .passed || result.tests.isEmpty else { return nil }
        return "correct style \(style) (.meta/Correct/\(style)) does not pass (\(result.status.rawValue)): "
            + reasons(result).joined(separator: "; ")
    }

    /// A mistake must compile and fail at least one test, or, when the compiler is to refuse
    /// it, fail to compile with an error of the group it names; returns the problem, or `nil`.
    static func mistakeProblem(_ result: KataCheckResult, mistake: KataInfo.Mistake) -> String? {
        if let group = mistake.refusedBy {
            let tag = "[#\(group)]"
            if result.status == .compileError, result.compilerErrors.contains(where: { $0.text.contains(tag) }) { return nil }
            return "mistake \(mistake.name) is not refused by the compiler with \(tag) (\(result.status.rawValue)): "
                + reasons(result).joined(separator: "; ")
        }
        return switch result.status {
        case .failed: nil
        case .passed: "mistake \(mistake.name) slips through every test: \(mistake.description)"
        case .compileError:
            "mistake \(mistake.name) does not compile: "
                + result.compilerErrors.map { "\($0.file):\($0.line): \($0.text)" }.joined(separator: "; ")
        case .toolError: "mistake \(mistake.name) could not be run: " + reasons(result).joined(separator: "; ")
        }
    }

    /// A rule failure a mistake causes must be whole: the smallest scenario, the seed and the
    /// command that replays it from the repository root (`make kata NAME=01 SEED=17`).
    static func failureTextProblems(_ result: KataCheckResult, mistake: KataInfo.Mistake, kataNumber: String) -> [String] {
        let ruleFailures = result.failedTests.flatMap(\.issues).map(\.text).filter { $0.hasPrefix("Rule broken: ") }
        let replay = "replay it: make kata NAME=\(kataNumber) SEED="
        return ruleFailures.filter { !$0.contains("\nsmallest scenario found: ") || !$0.contains(replay) }.prefix(1).map {
            "mistake \(mistake.name): a rule failure lacks its smallest scenario or its replay command (\(replay)…): "
                + ($0.split(separator: "\n").first.map(String.init) ?? "")
        }
    }

    /// A check of a catalogued mistake must lead with the rule the catalogue names: the learner
    /// reads first what they broke, the other failures below as its consequences. A behaviour
    /// kata's mistake must name its rule (or, breaking none, the test it leads with); a design
    /// kata's may break the design alone.
    static func leadProblem(_ result: KataCheckResult, mistake: KataInfo.Mistake, kind: KataInfo.Kind) -> String? {
        guard let lead = RuleLead.leadingRules(of: result) else { return nil }
        let rules = lead.rules.sorted().map(String.init).joined(separator: ", ")
        let shown = lead.rules.isEmpty ? "" : " (rule\(lead.rules.count == 1 ? "" : "s") \(rules))"
        if !mistake.leadRules.isEmpty {
            guard lead.rules.isDisjoint(with: mistake.leadRules) else { return nil }
            let named = mistake.leadRules.sorted().map(String.init).joined(separator: " or ")
            return
                "mistake \(mistake.name): its check leads with \"\(lead.title)\"\(shown), not with rule \(named) as its catalogue entry says"
        }
        if let test = mistake.leadingTest {
            guard !lead.title.hasPrefix(test) else { return nil }
            return
                "mistake \(mistake.name): its check leads with \"\(lead.title)\"\(shown), not with \"\(test)…\" as its catalogue entry says"
        }
        guard kind == .behaviour else { return nil }
        return
            "mistake \(mistake.name) names no rule (\"rule\": the README rule its check must lead with); it leads with \"\(lead.title)\"\(shown)"
    }

    /// What a learner reads for a catalogued mistake must be in the kata's words: every issue of
    /// every failing test carries a comment (the rule, the scenario, what the code did), not only
    /// Swift Testing's dump of an expression (`(cast.mario.inbox → [chat: me?]).isEmpty`).
    static func wordsProblems(_ result: KataCheckResult, mistake: KataInfo.Mistake) -> [String] {
        var seen = Set<String>()
        return result.failedTests.filter { $0.status == .failed }.flatMap { test in
            test.issues.filter { $0.comments.isEmpty }.map { (test, $0) }
        }.compactMap { test, issue in
            guard seen.insert("\(issue.file):\(issue.line)").inserted else { return nil }
            return "mistake \(mistake.name): \"\(test.title)\" fails with a bare expectation (\(issue.expectation ?? issue.text)) "
                + "at \(issue.file):\(issue.line): say what the rule asks and what the code did"
        }
    }

    /// What an empty test file must do in a mutants kata: anything but pass.
    static func emptyTestFileProblems(_ result: KataCheckResult) -> [String] {
        result.status == .passed ? ["an empty test file passes; it must fail"] : []
    }

    /// Warnings break the project's zero-warning rule, except in a starter's learner files,
    /// where unfinished code may leave a parameter unused.
    static func warningProblems(starter: KataCheckResult, solution: KataCheckResult, learnerFiles: [String]) -> [String] {
        let tolerated = starter.warnings.filter { learnerFiles.contains($0.file) }
        return (starter.warnings + solution.warnings).filter { !tolerated.contains($0) }
            .map { "warning at \($0.file):\($0.line): \($0.text)" }
    }

    /// The README's numbered rules (`3. **Rules combine.** …`) that no test's display name
    /// states as `Rule 3`.
    static func untestedRules(readme: String, testNames: [String]) -> [Int] {
        let stated = testNames.reduce(into: Set<Int>()) { $0.formUnion(ruleNumbers(in: $1)) }
        return Array(readmeRules(readme).subtracting(stated)).sorted()
    }

    /// Rules that tests name ("Rule 5: …") but the README does not number: a test that numbers
    /// its rule unlike the README sends the learner to the wrong rule.
    static func rulesNotInReadme(readme: String, testNames: [String]) -> [Int] {
        let stated = testNames.reduce(into: Set<Int>()) { $0.formUnion(ruleNumbers(in: $1)) }
        return Array(stated.subtracting(readmeRules(readme))).sorted()
    }

    /// At least this many generated scenarios check each README rule.
    static let minimumScenarios = 100

    /// The README's numbered rules that no property (`checkRule` in KataTestSupport, which
    /// announces each rule it checks with its number of scenarios) checked over at least
    /// ``minimumScenarios`` scenarios.
    static func rulesWithoutProperty(readme: String, announced: [RuleCoverage]) -> [Int] {
        let covered = announced.filter { $0.scenarios >= minimumScenarios }.reduce(into: Set<Int>()) {
            $0.formUnion(ruleNumbers(in: $1.rule))
        }
        return Array(readmeRules(readme).subtracting(covered)).sorted()
    }

    /// The README's numbered rules that no property names its dimensions for: a rule whose
    /// scenarios are never said to vary along anything may miss the one that matters.
    static func rulesWithoutDimensions(readme: String, announced: [RuleCoverage]) -> [Int] {
        let named = announced.filter { !$0.dimensions.isEmpty }.reduce(into: Set<Int>()) { $0.formUnion(ruleNumbers(in: $1.rule)) }
        return Array(readmeRules(readme).subtracting(named)).sorted()
    }

    /// The numbers of the README's numbered list items: its rules.
    static func readmeRules(_ readme: String) -> Set<Int> {
        Set(readme.split(separator: "\n").compactMap { line in line.firstMatch(of: #/^(\d+)\. /#).flatMap { Int($0.1) } })
    }

    /// The rules a name states: "Rule 3: …" states 3; "Rules 1 and 2: …" both; "rules 1–4"
    /// (en dash or hyphen) states 1 to 4.
    static func ruleNumbers(in name: String) -> Set<Int> {
        var numbers = Set<Int>()
        for match in name.matches(of: #/(?i)rules? ([0-9][0-9, and&–-]*)/#) {
            for part in match.1.split(whereSeparator: { $0 == "," || $0 == " " || $0 == "&" }) {
                let bounds = part.split(whereSeparator: { $0 == "–" || $0 == "-" }).compactMap { Int($0) }
                if bounds.count == 2, bounds[0] <= bounds[1] { numbers.formUnion(bounds[0]...bounds[1]) } else { numbers.formUnion(bounds) }
            }
        }
        return numbers
    }

    private static func reasons(_ result: KataCheckResult) -> [String] {
        var reasons = result.notes
        if let interruption = result.interruption {
            reasons.append(
                "\(interruption.cause.rawValue) in \(interruption.runningTests.joined(separator: ", ")) \(interruption.message ?? "")")
        }
        reasons += result.failedTests.map { test in "\(test.title): \(test.issues.map(\.text).joined(separator: " / "))" }
        reasons += result.compilerErrors.map { "\($0.file):\($0.line): \($0.text)" }
        if result.status == .toolError, let tail = result.outputTail { reasons.append(tail) }
        return reasons
    }

    /// Kata 11's pool: each mutant must be caught by a reference test named after the clause it
    /// breaks (`Clause 4: …`), so the pool pins every clause and the report's clause is right.
    static func poolProblems(_ pool: [KataInfo.Mutant], outcomes: [KataCheckResult.MutantOutcome]) -> [String] {
        var problems: [String] = []
        for clause in Set(pool.compactMap(\.clause)).sorted() where pool.filter({ $0.clause == clause }).count < minimumPoolPerClause {
            problems.append("clause \(clause) has fewer than \(minimumPoolPerClause) mutants in the pool")
        }
        for mutant in pool {
            guard let clause = mutant.clause else {
                problems.append("pool mutant \(mutant.name) names no clause")
                continue
            }
            guard let outcome = outcomes.first(where: { $0.name == mutant.name }) else { continue }
            if !outcome.caughtBy.contains(where: { $0.hasPrefix("Clause \(clause):") }) {
                problems.append(
                    "pool mutant \(mutant.name) (clause \(clause)) is not caught by a reference test named \"Clause \(clause): …\""
                        + (outcome.caught ? " (caught by \(outcome.caughtBy.joined(separator: ", ")))" : ""))
            }
        }
        return problems
    }

    /// At least this many pool mutants per clause of kata 11's contract.
    static let minimumPoolPerClause = 3
}
