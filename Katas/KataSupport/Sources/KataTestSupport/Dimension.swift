/// One way a rule's scenarios must vary for the rule to be tested at all (letter case, spaces,
/// digits beyond any native integer, an address reused after a release, counts past any
/// plausible cap, a field other than the key shared …): named as the kata's README names it,
/// with the test that says whether a scenario reaches it. `kata verify` prints how many
/// scenarios reached each dimension and fails when one is never reached.
public struct Dimension<Scenario> {
    public let name: String
    public let isReached: (Scenario) -> Bool

    public init(_ name: String, _ isReached: @escaping (Scenario) -> Bool) { (self.name, self.isReached) = (name, isReached) }

    /// Sizes 0, 1 and many (2 or more) of whatever `size` measures: three dimensions.
    public static func sizes(of what: String, _ size: @escaping (Scenario) -> Int) -> [Dimension] {
        [
            Dimension("no \(what)") { size($0) == 0 }, Dimension("one \(what)") { size($0) == 1 },
            Dimension("many \(what)") { size($0) >= 2 },
        ]
    }
}

/// How many scenarios of one rule reached each of its dimensions.
struct DimensionCounts<Scenario> {
    private let dimensions: [Dimension<Scenario>]
    private var counts: [Int]
    private(set) var scenarios = 0

    init(_ dimensions: [Dimension<Scenario>]) { (self.dimensions, counts) = (dimensions, dimensions.map { _ in 0 }) }

    mutating func count(_ scenario: Scenario) {
        scenarios += 1
        for (index, dimension) in dimensions.enumerated() where dimension.isReached(scenario) { counts[index] += 1 }
    }

    /// `name=count`, one per dimension, in the order given.
    var lines: [String] { zip(dimensions, counts).map { "\($0.name)=\($1)" } }
}
