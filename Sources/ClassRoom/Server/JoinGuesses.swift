/// Joins the class list turns away, and how they are answered. Every refusal reads alike, 403
/// with the same words whether the name is not listed, every place of it is taken, or its join
/// word (``JoinWord``) is wrong or missing: the answers tell a guesser nothing about the list.
/// Each refusal counts against the name (as the room compares names, listed or not, so the
/// throttle itself tells nothing either): ``allowance`` refusals, then the name is throttled while
/// they come faster than one every ``secondsPerTry``. While it is, an address refused under it
/// gets 429 for every join under it, the right word too. One refused there at most
/// ``ownTries`` times (a learner who mistyped their word) waits only until ``secondsPerTry``
/// have passed since its own last refusal there, never for the guessers'; one refused more often
/// waits for the name's trickle, as a guesser does (``GuessMarks``). An address never refused
/// under the name is heard. So the guesses at a name are bounded by the addresses a guesser has
/// (``ownTries`` + 1 each) and the name's trickle (about 2,900 a day), on top of the per-address
/// join limit (6, then one per 20 s): a six-character word is a billion words. The instructor's
/// terminal says how many joins a listed name had refused (``GuessReports``).
enum JoinGuesses {
    static let allowance = 5
    static let secondsPerTry = 30.0
    /// The refusals under a name after which an address waits for the name's trickle, not its own.
    static let ownTries = 2

    static func throttle() -> FailureThrottle { FailureThrottle(allowance: allowance, secondsPerTry: secondsPerTry) }

    /// The (name, address) pairs refused under a class list, each with the time of its last
    /// refusal, the most recent ``GuessMarks/limit``.
    struct GuessMarks: Sendable {
        static let limit = 16_384
        private var marks: [String: (last: ContinuousClock.Instant, refusals: Int)] = [:]
        /// In the order they were first made: the oldest is forgotten first.
        private var order: [String] = []
        private var oldest = 0

        func contains(name: String, address: String) -> Bool { marks[name + "\n" + address] != nil }

        /// `nil` when `address` is heard under `name` now: the name is not throttled, the address
        /// was never refused under it, or ``JoinGuesses/secondsPerTry`` have passed since its last
        /// refusal there; otherwise the whole seconds until then.
        func wait(name: String, address: String, throttled: FailureThrottle, at now: ContinuousClock.Instant) -> Int? {
            guard let mark = marks[name + "\n" + address], let trickle = throttled.wait(for: name, at: now) else { return nil }
            // Refused more often than a typo explains: it guesses, and waits as guessers do.
            if mark.refusals > JoinGuesses.ownTries { return trickle }
            let left = JoinGuesses.secondsPerTry - (now - mark.last).inSeconds
            return left > 0 ? max(1, Int(left.rounded(.up))) : nil
        }

        mutating func insert(name: String, address: String, at now: ContinuousClock.Instant) {
            let mark = name + "\n" + address
            let refusals = (marks[mark]?.refusals ?? 0) + 1
            guard marks.updateValue((now, refusals), forKey: mark) == nil else { return }
            order.append(mark)
            if marks.count > Self.limit {
                marks[order[oldest]] = nil
                oldest += 1
                // The forgotten half is dropped at once, so `order` stays within twice the limit.
                if oldest >= Self.limit {
                    order.removeFirst(oldest)
                    oldest = 0
                }
            }
        }
    }

    /// The one answer to every join the class list refuses.
    static func refusal(of learner: String) -> HTTPResponse {
        .text(
            403,
            "\(learner) cannot join: not on the class list, no place left, or a wrong join word. "
                + "Check the name and WORD=, or ask the instructor\n")
    }

    /// The answer while a name has used up its refusals.
    static func wait(_ seconds: Int) -> HTTPResponse {
        var response = HTTPResponse.text(429, "Too many refused joins under this name; try again in \(seconds) s\n")
        response.extraHeaders = [("Retry-After", "\(seconds)")]
        return response
    }
}

extension Room {
    /// The header a join carries the learner's join word in (``JoinWord``), when the class list gives them one.
    public static let wordHeader = "X-Room-Word"
}
