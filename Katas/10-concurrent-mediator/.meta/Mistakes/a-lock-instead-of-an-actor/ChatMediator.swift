import Synchronization

/// Broadcasts each message to every other participant, for many tasks at once: a lock
/// instead of an actor, delivering before it returns.
public final class ChatMediator: Sendable {
    private let participants = Mutex<[Participant]>([])

    public init() {}

    public func register(_ participant: Participant) async {
        participants.withLock { $0.append(participant) }
    }

    public var participantCount: Int {
        get async { participants.withLock { $0.count } }
    }

    /// Delivers `message` to every registered participant except `sender`, before returning.
    public func send(_ message: ChatMessage, from sender: Participant) async {
        participants.withLock { list in
            for receiver in list where receiver !== sender { receiver.receive(message) }
        }
    }
}
