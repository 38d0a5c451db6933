/// The secret a room gives a learner's machine when it joins: every later post for that learner
/// must carry it, so a name or a machine id read off the page is not enough to post as them.
/// 26 characters from 32 (130 bits) from the system's random source.
public enum RoomSecret {
    static let alphabet = Array("abcdefghijkmnpqrstuvwxyz23456789")
    static let length = 26

    public static func make() -> String {
        var generator = SystemRandomNumberGenerator()
        return String((0..<length).map { _ in alphabet.randomElement(using: &generator) ?? "a" })
    }

    /// A header value that could be a secret at all (anything else is refused before a lookup).
    static func isWellFormed(_ text: String) -> Bool { text.count == length && text.allSatisfy(alphabet.contains) }
}
