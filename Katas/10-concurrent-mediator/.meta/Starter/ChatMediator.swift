import Synchronization

/// Broadcasts each message to every other participant, for many tasks at once.
///
/// This version is safe to share (its list sits behind a Mutex) but it hands each delivery
/// to a fresh unstructured `Task` and returns at once: messages arrive late, and in no
/// particular order. Turn it into an actor: see README.md.
public final class ChatMediator: Sendable {
    private let participants = Mutex<[Participant]>([])

    public init() {}

    public func register(_ participant: Participant) async {
        participants.withLock { $0.append(participant) }
    }

    public var participantCount: Int {
        get async { participants.withLock { $0.count } }
    }

    /// Delivers `message` to every registered participant except `sender`.
    public func send(_ message: ChatMessage, from sender: Participant) async {
        let receivers = participants.withLock { $0 }
        Task {
            for receiver in receivers where receiver !== sender {
                receiver.receive(message)
            }
        }
    }
}
