/// Joins the class list turns away, and how they are answered. Every refusal reads alike, 403
/// with the same words whether the name is not listed, every place of it is taken, or its join
/// word (``JoinWord``) is wrong or missing: the answers tell a guesser nothing about the list.
/// Each refusal counts against the name (as the room compares names, listed or not, so the
/// throttle itself tells nothing either): ``allowance`` refusals, then one every
/// ``secondsPerTry``, with 429 for every join under that name meanwhile, the right word too.
/// Together with the per-address join limit (6, then one per 20 s), that bounds the guesses at a
/// name to about 2,900 a day whatever the number of addresses: a six-character word is a billion.
enum JoinGuesses {
    static let allowance = 5
    static let secondsPerTry = 30.0

    static func throttle() -> FailureThrottle { FailureThrottle(allowance: allowance, secondsPerTry: secondsPerTry) }

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
