/// Which hint to show, and how many are revealed afterwards. Asking again shows the same
/// hint; only asking for the next reveals one more, so trying name forms burns nothing.
public enum HintBook {
    public enum Request: Equatable, Sendable {
        /// The latest revealed hint (the first, when none is revealed yet).
        case current
        /// One more than revealed so far.
        case next
        /// Hint `n` (1-based), again; the next one counts as asking for the next.
        case number(Int)
        case all
    }

    public struct Answer: Equatable, Sendable {
        /// 1-based hint numbers to show, in order.
        public let shown: [Int]
        /// How many hints are revealed after this.
        public let revealed: Int
        /// Set when there is nothing further to reveal, or the request cannot be met.
        public let remark: Remark?
    }

    public enum Remark: Equatable, Sendable {
        case lastHint
        case notRevealedYet(requested: Int, revealed: Int)
        case outOfRange(requested: Int, count: Int)
    }

    public static func answer(_ request: Request, revealed: Int, count: Int) -> Answer {
        let revealed = min(max(revealed, 0), count)
        switch request {
        case .all:
            return Answer(shown: Array(1...max(count, 1)).filter { $0 <= count }, revealed: count, remark: nil)
        case .current:
            let number = max(revealed, 1)
            return Answer(shown: count == 0 ? [] : [number], revealed: max(revealed, min(1, count)), remark: nil)
        case .next:
            guard revealed < count else { return Answer(shown: count == 0 ? [] : [count], revealed: revealed, remark: .lastHint) }
            return Answer(shown: [revealed + 1], revealed: revealed + 1, remark: revealed + 1 == count ? .lastHint : nil)
        case .number(let number):
            guard (1...max(count, 1)).contains(number), count > 0 else {
                return Answer(shown: [], revealed: revealed, remark: .outOfRange(requested: number, count: count))
            }
            if number <= revealed { return Answer(shown: [number], revealed: revealed, remark: nil) }
            if number == revealed + 1 { return answer(.next, revealed: revealed, count: count) }
            return Answer(shown: [], revealed: revealed, remark: .notRevealedYet(requested: number, revealed: revealed))
        }
    }
}
