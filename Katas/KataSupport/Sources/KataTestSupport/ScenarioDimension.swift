/// One way a rule's scenarios must vary for the rule to be tested at all (letter case, spaces,
/// digits beyond any native integer, an address reused after a release, counts past any
/// plausible cap, a field other than the key shared …): named as the kata's README names it,
/// with the test that says whether a scenario reaches it. `kata verify` prints how many
/// scenarios reached each dimension and fails when one is never reached.
public struct ScenarioDimension<Scenario>: Sendable {
    public let name: String
    public let isReached: @Sendable (Scenario) -> Bool

    public init(_ name: String, _ isReached: @escaping @Sendable (Scenario) -> Bool) { (self.name, self.isReached) = (name, isReached) }

    /// Sizes 0, 1 and many (2 or more) of whatever `size` counts: three dimensions, named
    /// "no events", "one event", "many events".
    public static func sizes(_ one: String, _ many: String, _ size: @escaping @Sendable (Scenario) -> Int) -> [ScenarioDimension] {
        [
            ScenarioDimension("no \(many)") { size($0) == 0 }, ScenarioDimension("one \(one)") { size($0) == 1 },
            ScenarioDimension("many \(many)") { size($0) >= 2 },
        ]
    }
}

/// How many scenarios of one rule reached each of its dimensions.
struct DimensionCounts<Scenario> {
    private let dimensions: [ScenarioDimension<Scenario>]
    private var counts: [Int]
    private(set) var scenarios = 0

    init(_ dimensions: [ScenarioDimension<Scenario>]) { (self.dimensions, counts) = (dimensions, dimensions.map { _ in 0 }) }

    mutating func count(_ scenario: Scenario) {
        scenarios += 1
        for (index, dimension) in dimensions.enumerated() where dimension.isReached(scenario) { counts[index] += 1 }
    }

    /// `name=count`, one per dimension, in the order given.
    var lines: [String] { zip(dimensions, counts).map { "\($0.name)=\($1)" } }
}
