/// Joins the class list turns away, and how they are answered. Every refusal reads alike, 403
/// with the same words whether the name is not listed, every place of it is taken, or its join
/// word (``JoinWord``) is wrong or missing: the answers tell a guesser nothing about the list.
/// Each refusal counts against the name (as the room compares names, listed or not, so the
/// throttle itself tells nothing either): ``allowance`` refusals, then one every
/// ``secondsPerTry``. An address that was refused under a name gets 429 for every join under it
/// while the name is throttled, the right word too; an address never refused under that name is
/// still heard (``GuessMarks``), so the learner whose name someone keeps guessing at still joins
/// with their word. So the guesses at a name are bounded by the addresses a guesser has (one
/// each) and the name's trickle (about 2,900 a day), on top of the per-address join limit (6,
/// then one per 20 s): a six-character word is a billion words.
enum JoinGuesses {
    static let allowance = 5
    static let secondsPerTry = 30.0

    static func throttle() -> FailureThrottle { FailureThrottle(allowance: allowance, secondsPerTry: secondsPerTry) }

    /// The (name, address) pairs refused under a class list, the most recent ``GuessMarks/limit``.
    struct GuessMarks: Sendable {
        static let limit = 16_384
        private var marks: Set<String> = []
        /// In the order they were made: the oldest is forgotten first.
        private var order: [String] = []
        private var oldest = 0

        func contains(name: String, address: String) -> Bool { marks.contains(name + "\n" + address) }

        mutating func insert(name: String, address: String) {
            let mark = name + "\n" + address
            guard marks.insert(mark).inserted else { return }
            order.append(mark)
            if marks.count > Self.limit {
                marks.remove(order[oldest])
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
