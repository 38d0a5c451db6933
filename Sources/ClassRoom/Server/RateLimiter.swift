/// A token bucket per key: a burst of `capacity` posts, then `perSecond` a second. A learner
/// saving every second is never refused; a script posting in a loop is. At most `keyLimit`
/// keys are remembered (the one idle longest is forgotten first), so many keys cost bounded memory.
struct RateLimiter: Sendable {
    let capacity: Double
    let perSecond: Double
    let keyLimit: Int
    private var buckets: [String: (tokens: Double, at: ContinuousClock.Instant)] = [:]

    init(capacity: Int, perSecond: Double, keyLimit: Int = 4_096) {
        (self.capacity, self.perSecond, self.keyLimit) = (Double(capacity), perSecond, keyLimit)
    }

    /// Takes one token for `key`; `nil` when allowed, otherwise the seconds until the next token.
    mutating func take(_ key: String, at now: ContinuousClock.Instant) -> Int? {
        if buckets[key] == nil, buckets.count >= keyLimit, let oldest = buckets.min(by: { $0.value.at < $1.value.at }) {
            buckets[oldest.key] = nil
        }
        let bucket = buckets[key] ?? (capacity, now)
        let elapsed = (now - bucket.at).inSeconds
        let tokens = min(capacity, bucket.tokens + elapsed * perSecond)
        guard tokens >= 1 else {
            buckets[key] = (tokens, now)
            return max(1, Int(((1 - tokens) / perSecond).rounded(.up)))
        }
        buckets[key] = (tokens - 1, now)
        return nil
    }
}
