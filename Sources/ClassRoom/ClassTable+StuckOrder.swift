import Foundation
import KataEngine

/// The order of the rows, stuck rows first and shared fairly between the addresses they came
/// from. The page pins the stuck rows it has room for (up to half the screen) in this order and
/// its top row is who to visit, so an order by minutes alone gave both to whoever had been stuck
/// longest: one attendee's forty rows from ten addresses, joined two minutes before the class
/// and handing in the same result, held every pinned row while the learners really stuck took
/// turns below (round 20). Now the stuck rows go by how many rows of their own address come
/// before them, then by how long they are stuck: every address's longest-stuck row, longest
/// first, then every address's second, and so on. An address holds one of the top rows for each
/// other address that has a stuck row, never more; one attendee with many addresses still has a
/// row per address in each round (the class list is what stops that attendee).
extension ClassTable {
    /// What a row is sorted by, worked out once per rendering.
    struct SortKey {
        let learner: LearnerReport
        /// Seconds since the last progress on the kata the learner is on (``current(_:)``);
        /// -1 working on nothing (all done, or not started).
        let stuck: TimeInterval
        /// Marked stuck on the page (``isStuck(_:)``): the rows this order shares out.
        let pinned: Bool
        /// ``joinOrders``, or `Int.max` where the room gave none.
        let order: Int
        let name: String
        /// The address the row's member joined from (``addresses``), or the row itself where the
        /// room knows none (`make class`, a member from before), a share of its own.
        let address: String
    }

    /// True when `learner`'s row is marked stuck: no progress for ``stuckMinutes`` whole minutes
    /// on the kata they are on, counted from its last check where the report gives no progress.
    func isStuck(_ learner: LearnerReport) -> Bool {
        current(learner).flatMap { minutes(since: $0.lastProgress ?? $0.lastCheck) }.map { $0 >= Self.stuckMinutes } ?? false
    }

    /// The rows in the page's order (``learners``).
    func sortedLearners() -> [LearnerReport] {
        let keyed = roster.learners.map { learner in
            let key = LearnerName.key(name: learner.learner, machine: learner.machine)
            return SortKey(
                learner: learner,
                stuck: current(learner).map { max(0, now.timeIntervalSince($0.lastProgress ?? $0.lastCheck ?? now)) } ?? -1,
                pinned: isStuck(learner), order: joinOrders[key] ?? Int.max, name: learner.learner.lowercased(),
                address: addresses[key].map { "address " + $0 } ?? "row " + key)
        }
        let byTime = keyed.sorted(by: Self.longerStuck)
        var taken: [String: Int] = [:]
        var stuck: [(rank: Int, position: Int, learner: LearnerReport)] = []
        var others: [LearnerReport] = []
        for (position, row) in byTime.enumerated() {
            guard row.pinned else {
                others.append(row.learner)
                continue
            }
            stuck.append((taken[row.address, default: 0], position, row.learner))
            taken[row.address, default: 0] += 1
        }
        let shared = stuck.sorted { $0.rank != $1.rank ? $0.rank < $1.rank : $0.position < $1.position }.map(\.learner)
        return shared + others
    }

    /// Stuck longest first, by the second (not the whole minute the row shows: within a minute a
    /// name would decide, and a name can be chosen to come first); rows that tie in join order,
    /// by name only where the room gave no order.
    static func longerStuck(_ left: SortKey, _ right: SortKey) -> Bool {
        if left.stuck != right.stuck { return left.stuck > right.stuck }
        return left.order != right.order ? left.order < right.order : left.name < right.name
    }
}
