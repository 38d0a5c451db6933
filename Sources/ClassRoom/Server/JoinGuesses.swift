/// Joins the class list turns away, and how they are answered. Every refusal reads alike, 403
/// with the same words whether the name is not listed, every place of it is taken, or its join
/// word (``JoinWord``) is wrong or missing: the answers tell a guesser nothing about the list.
/// Each refusal counts against the name (as the room compares names, listed or not, so the
/// throttle itself tells nothing either): ``allowance`` refusals, then the name is throttled while
/// they come faster than one every ``secondsPerTry``. While it is, an address refused under it
/// gets 429 for every join under it, the right word too, until ``secondsPerTry`` have passed since
/// its own last refusal there (``GuessMarks``); an address never refused under it is heard. So one
/// address guesses a name's word once per ``secondsPerTry`` (on top of the per-address join limit,
/// 6, then one per 20 s), however many addresses guess with it, and a learner who mistyped their
/// word waits for their own next try, never for the guessers': a six-character word is a
/// billion words. The instructor's terminal says how many joins a listed name had refused
/// (``GuessReports``).
enum JoinGuesses {
    static let allowance = 5
    static let secondsPerTry = 30.0

    static func throttle() -> FailureThrottle { FailureThrottle(allowance: allowance, secondsPerTry: secondsPerTry) }

    /// The (name, address) pairs refused under a class list, each with the time of its last
    /// refusal, the most recent ``GuessMarks/limit``.
    struct GuessMarks: Sendable {
        static let limit = 16_384
        private var marks: [String: ContinuousClock.Instant] = [:]
        /// In the order they were first made: the oldest is forgotten first.
        private var order: [String] = []
        private var oldest = 0

        func contains(name: String, address: String) -> Bool { marks[name + "\n" + address] != nil }

        /// `nil` when `address` is heard under `name` now: the name is not throttled, the address
        /// was never refused under it, or ``JoinGuesses/secondsPerTry`` have passed since its last
        /// refusal there; otherwise the whole seconds until then.
        func wait(name: String, address: String, throttled: FailureThrottle, at now: ContinuousClock.Instant) -> Int? {
            guard let last = marks[name + "\n" + address], throttled.wait(for: name, at: now) != nil else { return nil }
            let (seconds, attoseconds) = (now - last).components
            let left = JoinGuesses.secondsPerTry - (Double(seconds) + Double(attoseconds) / 1e18)
            return left > 0 ? max(1, Int(left.rounded(.up))) : nil
        }

        mutating func insert(name: String, address: String, at now: ContinuousClock.Instant) {
            let mark = name + "\n" + address
            guard marks.updateValue(now, forKey: mark) == nil else { return }
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
