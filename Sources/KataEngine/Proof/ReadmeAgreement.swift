/// Whether a kata's README and its tests tell the same story: every numbered rule has a test
/// that names it and a property that checks it, the tests number rules as the README does, and
/// every dimension a property varies is named in the README and reached by some scenario.
enum ReadmeAgreement {
    static func problems(readme: String, testNames: [String], announced rules: [RuleCoverage]) -> [String] {
        var problems: [String] = []
        func add(_ numbers: [Int], _ what: String) {
            if !numbers.isEmpty { problems.append(what + numbers.map(String.init).joined(separator: ", ")) }
        }
        add(KataContract.untestedRules(readme: readme, testNames: testNames), "README rules without a test named \"Rule N: …\": ")
        add(KataContract.rulesNotInReadme(readme: readme, testNames: testNames), "tests name rules the README does not number: ")
        add(
            KataContract.rulesWithoutProperty(readme: readme, announced: rules),
            "README rules no property checks over \(KataContract.minimumScenarios)+ generated scenarios (checkRule): ")
        add(KataContract.rulesWithoutDimensions(readme: readme, announced: rules), "README rules whose properties name no dimension: ")
        let unnamed = Set(rules.flatMap(\.dimensions).map(\.dimension)).filter { !mentions(readme, $0) }
        if !unnamed.isEmpty {
            problems.append("dimensions the tests vary but the README does not name: " + unnamed.sorted().joined(separator: ", "))
        }
        for rule in rules where !rule.unreached.isEmpty {
            problems.append("\(rule.rule): no generated scenario reaches " + rule.unreached.joined(separator: ", "))
        }
        return problems
    }

    /// Whether the README says `phrase`, whatever its line breaks and letter case.
    static func mentions(_ readme: String, _ phrase: String) -> Bool {
        func flat(_ text: String) -> String { text.split(whereSeparator: \.isWhitespace).joined(separator: " ").lowercased() }
        return flat(readme).contains(flat(phrase))
    }
}
