/// Wrong codes and keys, counted per client address: a few are free (a typo, a second try),
/// then one more every `secondsPerTry`. A client out of tries gets 429 for everything that
/// needs a code, the right code too, so a guesser cannot tell a hit from the throttle.
/// At most `clientLimit` addresses are remembered; the oldest is forgotten first.
struct FailureThrottle: Sendable {
    let allowance: Double
    let secondsPerTry: Double
    let clientLimit: Int
    private var tries: [String: (left: Double, at: ContinuousClock.Instant)] = [:]

    init(allowance: Int = 5, secondsPerTry: Double = 12, clientLimit: Int = 4_096) {
        (self.allowance, self.secondsPerTry, self.clientLimit) = (Double(allowance), secondsPerTry, clientLimit)
    }

    /// `nil` when `client` may try a code now; otherwise the whole seconds until it may.
    func wait(for client: String, at now: ContinuousClock.Instant) -> Int? {
        let left = tries(of: client, at: now)
        guard left < 1 else { return nil }
        return max(1, Int(((1 - left) * secondsPerTry).rounded(.up)))
    }

    /// Counts a wrong code or key from `client`.
    mutating func failed(_ client: String, at now: ContinuousClock.Instant) {
        if tries[client] == nil, tries.count >= clientLimit, let oldest = tries.min(by: { $0.value.at < $1.value.at }) {
            tries[oldest.key] = nil
        }
        tries[client] = (max(0, tries(of: client, at: now) - 1), now)
    }

    private func tries(of client: String, at now: ContinuousClock.Instant) -> Double {
        guard let entry = tries[client] else { return allowance }
        return min(allowance, entry.left + (now - entry.at).inSeconds / secondsPerTry)
    }
}
