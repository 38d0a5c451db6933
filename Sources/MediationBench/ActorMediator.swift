/// What the actor delivers to: a protocol, so each delivery is a dynamic call as in the other rows.
protocol ActorParticipant: AnyObject {
    func receive(_ message: String)
    var received: Int { get }
}

/// A mediator as kata 10 builds it: an actor that owns its participants and delivers every
/// message to all but the sender, one message at a time.
actor ActorMediator {
    /// A participant lives inside the actor, so it needs no locking of its own.
    final class Participant: ActorParticipant {
        var received = 0
        func receive(_ message: String) { received &+= 1 }
    }

    private let participants: [any ActorParticipant]

    init(count: Int) {
        participants = (0..<count).map { _ in Participant() }
    }

    /// Delivers `message` to everyone but participant `sender`; returns how many received it.
    func send(_ message: String, from sender: Int) -> Int {
        var delivered = 0
        for index in participants.indices where index != sender {
            participants[index].receive(message)
            delivered += 1
        }
        return delivered
    }

    var totalReceived: Int { participants.reduce(0) { $0 + $1.received } }
}
