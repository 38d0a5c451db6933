/// A token bucket per learner: a burst of `capacity` posts, then `perSecond` a second. A
/// learner saving every second is never refused; a script posting in a loop is.
struct RateLimiter: Sendable {
    let capacity: Double
    let perSecond: Double
    private var buckets: [String: (tokens: Double, at: ContinuousClock.Instant)] = [:]

    init(capacity: Int, perSecond: Double) { (self.capacity, self.perSecond) = (Double(capacity), perSecond) }

    /// Takes one token for `key`; `nil` when allowed, otherwise the seconds until the next token.
    mutating func take(_ key: String, at now: ContinuousClock.Instant) -> Int? {
        let bucket = buckets[key] ?? (capacity, now)
        let elapsed = Double((now - bucket.at).components.seconds) + Double((now - bucket.at).components.attoseconds) / 1e18
        let tokens = min(capacity, bucket.tokens + elapsed * perSecond)
        guard tokens >= 1 else {
            buckets[key] = (tokens, now)
            return max(1, Int(((1 - tokens) / perSecond).rounded(.up)))
        }
        buckets[key] = (tokens - 1, now)
        return nil
    }
}
