/// Broadcasts each message to every other participant, for many tasks at once.
///
/// An actor runs one call at a time, so the list of participants needs no lock, and each
/// `send` finishes delivering before the next call begins: a sender that awaits its sends
/// one after another has them arrive in that order, everywhere, exactly once.
public actor ChatMediator {
    private final class WeakParticipant: Sendable {
        weak let participant: Participant?
        init(_ participant: Participant) { self.participant = participant }
    }

    private var registered: [WeakParticipant] = []
    private var participants: [Participant] { registered.compactMap(\.participant) }

    public init() {}

    public func register(_ participant: Participant) {
        registered.append(WeakParticipant(participant))
    }

    public var participantCount: Int { participants.count }

    /// Delivers `message` to every registered participant except `sender`, before returning.
    public func send(_ message: ChatMessage, from sender: Participant) {
        for receiver in participants where receiver !== sender {
            receiver.receive(message)
        }
    }
}
