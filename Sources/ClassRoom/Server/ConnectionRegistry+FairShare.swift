extension ConnectionRegistry {
    /// The connection to close so that a newcomer from `client` (of `network`) gets a slot when
    /// none is slack, among those of `entries` on an ordinary slot or, with `onTrial`, on a
    /// reserved one: one of the address holding the most of `entries`, if that holds at least two
    /// more than `client` does; else one of the network holding the most, if that holds at least
    /// two more than `network` does; its oldest. So however fast they read, no address or network
    /// keeps more than its share against others who need a slot. "Two more" leaves the one closed
    /// for holding no fewer than the newcomer, so two clients never take a slot back and forth. A
    /// request being answered (a join or a hand-in being kept) and this machine's own connections
    /// are never closed for it.
    static func fairShareVictim(among entries: [Int: Entry], onTrial: Bool, for client: String, of network: String) -> Int? {
        var (byClient, byNetwork): ([String: Int], [String: Int]) = ([:], [:])
        for entry in entries.values {
            byClient[entry.client, default: 0] += 1
            byNetwork[entry.prefix, default: 0] += 1
        }
        let candidates = entries.filter {
            $0.value.onTrial == onTrial && $0.value.phase != .answering && $0.value.prefix != thisMachine
        }
        let clientHolds = { (entry: Entry) in byClient[entry.client] ?? 0 }
        let networkHolds = { (entry: Entry) in byNetwork[entry.prefix] ?? 0 }
        let (newcomerHolds, newcomerNetworkHolds) = (byClient[client] ?? 0, byNetwork[network] ?? 0)
        let ofBigAddresses = candidates.filter { clientHolds($0.value) >= newcomerHolds + 2 }
        if let victim = oldest(of: ofBigAddresses, rankedBy: { (clientHolds($0), 0) }) { return victim }
        let ofBigNetworks = candidates.filter { networkHolds($0.value) >= newcomerNetworkHolds + 2 }
        return oldest(of: ofBigNetworks, rankedBy: { (networkHolds($0), clientHolds($0)) })
    }

    /// Among `candidates`, the oldest of those ranked highest by `rank` (compared in order).
    private static func oldest(of candidates: [Int: Entry], rankedBy rank: (Entry) -> (Int, Int)) -> Int? {
        candidates.min { left, right in
            let (rankLeft, rankRight) = (rank(left.value), rank(right.value))
            return rankLeft != rankRight ? rankLeft > rankRight : left.value.opened < right.value.opened
        }?.key
    }
}
