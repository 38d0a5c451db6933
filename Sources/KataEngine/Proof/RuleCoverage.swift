import Foundation

/// One rule a kata's tests checked over generated scenarios, as `checkRule` announces it
/// (a line `100<TAB>rule 3: …` in the file `KATA_RULES_OUTPUT` names).
public struct RuleCoverage: Sendable, Equatable {
    public let scenarios: Int
    public let rule: String

    /// The environment variable that tells the tests where to announce their rules.
    static let environmentKey = "KATA_RULES_OUTPUT"

    /// Parses the announced lines; malformed lines are skipped.
    static func parse(_ text: String) -> [RuleCoverage] {
        text.split(separator: "\n").compactMap { line in
            let parts = line.split(separator: "\t", maxSplits: 1)
            guard parts.count == 2, let scenarios = Int(parts[0]) else { return nil }
            return RuleCoverage(scenarios: scenarios, rule: String(parts[1]))
        }
    }
}
