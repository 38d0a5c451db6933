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

    /// Past the round number a learner most often caps storage at (10,000): one flood of this
    /// size, once, in a kata's plain tests, where a model's floods stop earlier for cost. No
    /// further: a correct mediator may take quadratic time (a copy of the whole list per
    /// message, a search of it per registration), and 10,001 of those still take a second.
    public static let pastARoundCap = 10_001

    /// A flood size; a kata whose floods cost more (thousands of participants each hearing every
    /// later message) passes fewer `doublings`.
    public static func draw(_ random: inout SeededRandom, doublings: Int = doublings) -> Int {
        let base = smallest << random.int(in: 0...(max(doublings, 1) - 1))
        return base + random.int(in: 0...base)
    }
}
