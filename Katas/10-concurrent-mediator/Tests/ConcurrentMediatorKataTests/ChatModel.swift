import ConcurrentMediatorKata

/// The README's rules as a model, written as plainly as the README: who hears each message (every
/// other registered participant, exactly once, never the sender: that very object), how many
/// participants each mediator counts, and who is alive. Participants and mediators are named by
/// the number the program gave them (`p3`, `m1`).
struct ChatModel {
    struct Person {
        let name: String
        var heldByProgram = true
        /// The mediators that registered it.
        var registeredBy: Set<Int> = []
        /// Registered again by a mediator that had it already: how often it hears each message
        /// from then on is left open (rule 3), so only which messages it heard is compared.
        var registeredTwice = false
        /// Rule 1 and 3: what it heard, in order (the order among senders of one burst sent all
        /// at once is whatever the run chose; the model records it once checked).
        var inbox: [ChatMessage] = []
    }

    struct Mediator {
        var registered: [Int] = []
        /// Participants registered from hundreds of tasks at once (rule 4).
        var guests = 0
        /// Registrations of participants it had already: whether they count twice is left open.
        var again = 0
        var heldByProgram = true
    }

    private(set) var people: [Int: Person] = [:]
    private(set) var mediators: [Int: Mediator] = [:]

    mutating func makeParticipant(_ number: Int, name: String) { people[number] = Person(name: name) }
    mutating func makeMediator(_ number: Int) { mediators[number] = Mediator() }

    mutating func register(_ person: Int, on mediator: Int) {
        mediators[mediator]?.registered.append(person)
        people[person]?.registeredBy.insert(mediator)
    }

    mutating func registerGuests(_ count: Int, on mediator: Int) { mediators[mediator]?.guests += count }

    /// Guests registered again, `registrations` times in all: whether they count is left open.
    mutating func registerGuestsAgain(_ registrations: Int, on mediator: Int) { mediators[mediator]?.again += registrations }

    /// A participant registered again where it is registered already: it stays registered once
    /// for the rules; what it hears from others, and whether it counts twice, is left open.
    mutating func registerAgain(_ person: Int, on mediator: Int) {
        mediators[mediator]?.again += 1
        people[person]?.registeredTwice = true
    }

    /// Rule 1: every other registered participant hears it once; the sender is that very object,
    /// so a namesake hears it and a sender nobody registered reaches everyone.
    func receivers(on mediator: Int, from sender: Int) -> [Int] { (mediators[mediator]?.registered ?? []).filter { $0 != sender } }

    /// Rule 2: once `send` has returned, the message has been delivered.
    mutating func send(_ message: ChatMessage, on mediator: Int, from sender: Int) {
        for receiver in receivers(on: mediator, from: sender) { people[receiver]?.inbox.append(message) }
    }

    /// A burst sent all at once: the run chose the interleaving; the model keeps what arrived
    /// once the test has checked it against rules 1 and 3.
    mutating func heard(_ inbox: [ChatMessage], person: Int) { people[person]?.inbox = inbox }

    /// A burst heard by a participant registered twice: the messages it must have, once each.
    mutating func owe(_ messages: [ChatMessage], person: Int) { people[person]?.inbox += messages }

    /// Every registration counts, but one of a participant registered there already may or may not.
    func count(_ mediator: Int) -> ClosedRange<Int> {
        let once = (mediators[mediator]?.registered.count ?? 0) + (mediators[mediator]?.guests ?? 0)
        return once...(once + (mediators[mediator]?.again ?? 0))
    }

    mutating func releaseParticipant(_ person: Int) { people[person]?.heldByProgram = false }
    mutating func releaseMediator(_ mediator: Int) { mediators[mediator]?.heldByProgram = false }

    /// Rule 5: the mediator keeps the participants it registered alive; nothing else does.
    func isAlive(person: Int) -> Bool {
        guard let held = people[person] else { return false }
        return held.heldByProgram || held.registeredBy.contains { mediators[$0]?.heldByProgram == true }
    }

    func isAlive(mediator: Int) -> Bool { mediators[mediator]?.heldByProgram == true }
}
