extension ConnectionRegistry {
    /// One connection as the fair share sees it: whose, since when, how far along, and how fast
    /// its client takes its answer.
    struct Entry {
        let descriptor: Int32
        let client: String
        let prefix: String
        let opened: ContinuousClock.Instant
        var phase: Phase
        let onTrial: Bool
        /// When the client last took bytes of its answer (``Phase/sending``).
        var progressed: ContinuousClock.Instant? = nil
        /// On one of the slots kept for this machine's own connections.
        var ownSlot = false
        /// When the answer's first send ended: what it handed over went into the kernel's
        /// buffers, not to the client, so the reading rate is counted from here.
        var firstSent: ContinuousClock.Instant? = nil
        /// Bytes the client has taken since `firstSent`.
        var takenSinceFirstSend = 0

        /// True when its answer has gone unread for longer than the stall grace, or, once past
        /// it, has been taken slower than ``ServerLimits/readFloor`` on average: a slot is kept
        /// by reading, not by a trickle that only looks like progress.
        func isStalled(at now: ContinuousClock.Instant, limits: ServerLimits) -> Bool {
            guard phase == .sending else { return false }
            if now - (progressed ?? opened) > limits.stallGrace { return true }
            guard let firstSent, now - firstSent > limits.stallGrace else { return false }
            return Double(takenSinceFirstSend) < Double(limits.readFloor) * (now - firstSent).inSeconds
        }

        /// Records `bytes` taken at `now`; none when the answer starts, so a first send that
        /// blocks on a client that does not read is already judged as sending.
        mutating func took(_ bytes: Int, at now: ContinuousClock.Instant) {
            phase = .sending
            progressed = now
            guard bytes > 0 else { return }
            if firstSent == nil {
                firstSent = now
            } else {
                takenSinceFirstSend += bytes
            }
        }
    }
}
