/// Broadcasts each message to every other participant, for many tasks at once.
///
/// An actor runs one call at a time, so the list of participants needs no lock, and each
/// `send` finishes delivering before the next call begins: a sender that awaits its sends
/// one after another has them arrive in that order, everywhere, exactly once.
public actor ChatMediator {
    nonisolated(unsafe) private var participants: [Participant] = []

    public init() {}

    public func register(_ participant: Participant) {
        participants.append(participant)
    }

    public nonisolated var participantCount: Int { participants.count }

    /// Delivers `message` to every registered participant except `sender`, before returning.
    public func send(_ message: ChatMessage, from sender: Participant) {
        for receiver in participants where receiver !== sender {
            receiver.receive(message)
        }
    }
}
