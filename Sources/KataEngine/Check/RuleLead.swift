import Foundation

/// Which failing test a learner should read first, shared by the report (which prints it
/// first) and `kata verify` (which proves that each catalogued mistake leads with the rule
/// its catalogue entry names). The model test compares every observable after every step,
/// so the rule at its first diverging step is the one broken first: that rule's own tests
/// lead, then the model's failure (of several, the one with the shortest program first), then
/// the other rule failures, then the rest. Without a
/// model failure, the rule failure whose scenario and difference take the fewest characters
/// leads (one rule's own scenario is smaller than what another rule sees of the same bug).
/// Ties keep file order.
public enum RuleLead {
    /// `failing` with the test the learner should read first at the front.
    public static func ordered(_ failing: [KataCheckResult.Test]) -> [KataCheckResult.Test] {
        // Two model tests can find one bug through programs of different sizes (a warm-up, a
        // second store): the shortest program names the rule most exactly.
        let modelFailures = failing.compactMap { test in
            modelRuleNumbers(of: test).map { (rules: $0, size: ruleFailureSize(of: test) ?? 0) }
        }
        let modelRules = modelFailures.min { $0.size < $1.size }?.rules ?? []
        func rank(_ test: KataCheckResult.Test) -> (Int, Int) {
            let size = ruleFailureSize(of: test)
            if !modelRules.isEmpty, !ruleNumbers(in: test.title).isDisjoint(with: modelRules), modelRuleNumbers(of: test) == nil {
                return (0, size ?? 0)
            }
            if modelRuleNumbers(of: test) != nil { return (1, size ?? 0) }
            return size.map { (2, $0) } ?? (3, 0)
        }
        return failing.enumerated().sorted { left, right in
            let (one, other) = (rank(left.element), rank(right.element))
            return one != other ? one < other : left.offset < right.offset
        }.map(\.element)
    }

    /// The failing test a learner reads first: the report's first, and the one a progress file
    /// (the room, `make class`) names, so both point at the same test.
    public static func lead(of result: KataCheckResult) -> KataCheckResult.Test? {
        ordered(result.failedTests.filter { $0.status == .failed }).first
    }

    /// The rules the first test of a failing check names: the rule a model test's failure
    /// names, else the rules its title states; empty when it names none (a trace, a flow).
    public static func leadingRules(of result: KataCheckResult) -> (title: String, rules: Set<Int>)? {
        guard let first = lead(of: result) else { return nil }
        return (first.title, modelRuleNumbers(of: first) ?? ruleNumbers(in: first.title))
    }

    /// The rules a model test's failure names (`Rule broken: Rule 2: …`, `Rules 1–3: …`), or
    /// `nil` when the test's failures are not a model's (whose scenario is a program).
    public static func modelRuleNumbers(of test: KataCheckResult.Test) -> Set<Int>? {
        let modelFailure = test.issues.map(\.learnerWords).first {
            $0.hasPrefix("Rule broken: ") && $0.contains("smallest scenario found: the shortest program")
        }
        return modelFailure.map { ruleNumbers(in: String($0.dropFirst("Rule broken: ".count))) }
    }

    /// The rule numbers a title or a rule's words start with: `Rule 4: …` is {4}, `Rules 1–3: …`
    /// (or `rules 1-3`) is {1, 2, 3}, `Rules 2 and 3: …` is {2, 3}; a model's divergence that
    /// names two rules (`Rule 2: … / Rule 4: …`) names both.
    public static func ruleNumbers(in text: String) -> Set<Int> {
        var numbers = Set<Int>()
        for part in text.components(separatedBy: " / ") {
            let words = part.split(separator: " ", maxSplits: 1)
            guard words.count == 2, ["rule", "rules"].contains(words[0].lowercased()) else { continue }
            let list = words[1].prefix { $0 != ":" }.replacingOccurrences(of: " and ", with: ",")
            for item in list.split(separator: ",") {
                let bounds = item.trimmingCharacters(in: .whitespaces).split(whereSeparator: { "–-".contains($0) }).map { Int($0) }
                guard let first = bounds.first ?? nil, let last = bounds.last ?? nil, bounds.count <= 2, first <= last, last - first < 20
                else { break }
                numbers.formUnion(first...last)
            }
        }
        return numbers
    }

    /// The size of a test's smallest rule failure (its scenario and difference, without the
    /// rule's name and the seed), or `nil` when it reports no broken rule.
    public static func ruleFailureSize(of test: KataCheckResult.Test) -> Int? {
        test.issues.map(\.learnerWords).filter { $0.hasPrefix("Rule broken: ") }.map { withoutRuleAndSeed($0).count }.min()
    }

    /// A rule failure without the lines that name its rule and its seed: what two rules broken
    /// by one bug share.
    public static func withoutRuleAndSeed(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !$0.hasPrefix("Rule broken: ") && !$0.hasPrefix("seed ") }.joined(separator: "\n")
    }

    /// The line that names a rule failure's seed and replay command.
    public static func seedLines(_ text: String) -> [String] {
        text.split(separator: "\n").filter { $0.hasPrefix("seed ") }.map(String.init)
    }
}

extension KataCheckResult.Issue {
    /// What a learner reads for an issue: the test's words, then the expectation when it shows
    /// a comparison's values (`expected (counts → [1, 2]) == [2, 3]`); a compound or bare
    /// boolean expression (`(held.count == 1 → false) && …`) says nothing the words do not, and
    /// is left out when there are words.
    public var learnerWords: String {
        guard let expectation else { return comments.joined(separator: "\n") }
        if comments.isEmpty { return expectation }
        let compound = expectation.contains(" && ") || expectation.contains(" || ")
        let bare = ["→ false", "→ true", "→ nil"].contains { expectation.hasSuffix($0) }
        return (comments + (compound || bare ? [] : [expectation])).joined(separator: "\n")
    }
}
