/// Document 001 passes messages as `[String: Any]`: any key, any value, and a typo in a key
/// (`"hitTest"` against `"you are going to be slapped at"`) compiles and silently misfires.
/// A closed enum makes every message a case the compiler checks, with a typed payload.
public enum GameMessage: Equatable, Sendable, CustomStringConvertible {
    case deathNote(String)
    case slap(x: Int, y: Int)
    case chat(String)

    public var description: String {
        switch self {
        case .deathNote(let text): "death note: \(text)"
        case .slap(let x, let y): "slap at (\(x), \(y))"
        case .chat(let text): "chat: \(text)"
        }
    }

    /// Lets rules say "only chat" without matching payloads.
    public var isChat: Bool {
        if case .chat = self { true } else { false }
    }
}
