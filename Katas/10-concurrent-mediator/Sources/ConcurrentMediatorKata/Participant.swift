import Synchronization

/// One chat message: who sent it, its place in that sender's sequence, and the text.
public struct ChatMessage: Sendable, Equatable, Hashable {
    public let sender: String
    public let sequence: Int
    public let text: String

    public init(sender: String, sequence: Int, text: String) {
        (self.sender, self.sequence, self.text) = (sender, sequence, text)
    }
}

/// A colleague that any task may deliver to: its inbox is guarded by a `Mutex`, which is
/// what lets the class be `Sendable` without `@unchecked`.
public final class Participant: Sendable {
    public let name: String
    private let inbox = Mutex<[ChatMessage]>([])

    public init(name: String) { self.name = name }

    public func receive(_ message: ChatMessage) {
        inbox.withLock { $0.append(message) }
    }

    /// Everything received so far, in the order it arrived.
    public var received: [ChatMessage] { inbox.withLock { $0 } }
}
