/// How many times a program's flood step repeats one operation: from 1,000 to about 64,000,
/// spread evenly over the doublings (1,000–2,000, 2,000–4,000 … 32,000–64,000), so whatever cap a
/// solution sets in that range (a "safety" limit on receipts, a counter that stops, a bounded
/// store) is passed by a good share of floods, not by one lucky program. Mostly small floods:
/// the check stays fast.
public enum FloodSize {
    /// The smallest flood: more than any cap a program of ordinary steps would reach.
    public static let smallest = 1_000
    /// Doublings above ``smallest`` the largest flood may reach (1,000 · 2⁶ = 64,000).
    public static let doublings = 6

    /// Past the round numbers a learner caps storage at (10,000, 16,384, 65,536): one flood of
    /// this size, once, in a kata's plain tests, where a model's floods stop earlier for cost.
    /// For a path a correct mediator takes in constant time (appending a receipt).
    public static let pastCommonCaps = 65_537

    /// Past 10,000 and 16,384, for a path a correct mediator takes in time linear in the flood
    /// (one broadcast to a roster registered at once).
    public static let pastCommonCapsForLinearPaths = 20_001

    /// Past a round 10,000 and no further, for a path a correct mediator may take in linear time
    /// each (a search of the list per registration, allowed where registering twice is left
    /// open): 10,001 of those take seconds in a debug build on a busy machine, 20,001 four times
    /// as long, which a test's deadline would count against a correct mediator.
    public static let pastARoundCapForQuadraticPaths = 10_001

    /// A warm-up's calls on one object, past an `Int16` (and past 12,000, 16,384 and 20,000):
    /// a "hot" path a mediator takes only after so many calls shows in the steps after it.
    public static let warmUp = 32_769...33_000

    /// A big collection in a model's program, past 1,000 and 1,024: a path taken only in big
    /// rooms, feeds, storages or towns shows, and the program stays quick.
    public static let pastAThousand = 1_025...1_100

    /// Mediators alive at once, past 1,024: a table of "running" mediators that stops at some
    /// size (only the first few wired, or only so many live ones served) shows only with many
    /// alive together, which a model's few mediators side by side never reach.
    public static let mediatorsAliveAtOnce = 1_025

    /// A flood size; a kata whose floods cost more (thousands of participants each hearing every
    /// later message) passes fewer `doublings`.
    public static func draw(_ random: inout SeededRandom, doublings: Int = doublings) -> Int {
        let base = smallest << random.int(in: 0...(max(doublings, 1) - 1))
        return base + random.int(in: 0...base)
    }
}
