import Foundation

/// One rule a kata's tests checked over generated scenarios, as `checkRule` announces it
/// (a line `100<TAB>rule 3: …<TAB>letter case=23<TAB>spaces=0` in the file
/// `KATA_RULES_OUTPUT` names): how many scenarios ran, and how many reached each dimension
/// the rule depends on.
public struct RuleCoverage: Sendable, Equatable {
    public struct Reach: Sendable, Equatable {
        public let dimension: String
        public let scenarios: Int
    }

    public let scenarios: Int
    public let rule: String
    public let dimensions: [Reach]

    public init(scenarios: Int, rule: String, dimensions: [Reach] = []) {
        (self.scenarios, self.rule, self.dimensions) = (scenarios, rule, dimensions)
    }

    /// The environment variable that tells the tests where to announce their rules.
    static let environmentKey = "KATA_RULES_OUTPUT"

    /// Parses the announced lines; malformed lines and fields are skipped.
    static func parse(_ text: String) -> [RuleCoverage] {
        text.split(separator: "\n").compactMap { line in
            let parts = line.split(separator: "\t", omittingEmptySubsequences: false)
            guard parts.count >= 2, let scenarios = Int(parts[0]) else { return nil }
            let reaches = parts.dropFirst(2).compactMap { field -> Reach? in
                guard let equals = field.lastIndex(of: "="), let count = Int(field[field.index(after: equals)...]) else { return nil }
                return Reach(dimension: String(field[..<equals]), scenarios: count)
            }
            return RuleCoverage(scenarios: scenarios, rule: String(parts[1]), dimensions: reaches)
        }
    }

    /// The dimensions no scenario reached: the rule was never tested along them.
    public var unreached: [String] { dimensions.filter { $0.scenarios == 0 }.map(\.dimension) }
}
