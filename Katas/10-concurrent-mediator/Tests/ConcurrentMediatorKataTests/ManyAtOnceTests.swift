import ConcurrentMediatorKata
import KataTestSupport
import Synchronization
import Testing

/// More sends and registrations waiting at once than a mediator's queue "needs" (a mailbox
/// of 128, a line of 4,096): none may be dropped, handed to a task nobody waits for, or made to
/// wait for ever. Sequence numbers and texts carry no meaning for the mediator.
@Suite struct ManyAtOnceTests {
    /// The sends that returned before their message arrived: a reference the tasks share.
    final class Late: Sendable { let numbers = Mutex<[Int]>([]) }

    static let sends = 1_025
    static let registrations = 4_097
    static let texts = ["/me waves", "@all", "#general", "!ping", "/", "", "hello"]

    /// What each send of the burst carries: sequence numbers below zero and `Int.min` among them.
    static func message(_ number: Int) -> ChatMessage {
        let sequence = number == 1 ? Int.min : (number.isMultiple(of: 3) ? -number : number)
        return ChatMessage(sender: "s\(number)", sequence: sequence, text: texts[number % texts.count])
    }

    @Test("Rules 1, 2 and 4 with 1,025 sends and 4,097 registrations from as many tasks at once: each send has arrived when it returns, each registration is kept; sequence numbers below zero and texts that start with / @ # ! are messages like any other")
    func manySendsAndRegistrationsAtOnce() async {
        let mediator = ChatMediator()
        let listeners = (0..<3).map { Participant(name: "listener \($0)") }
        for listener in listeners { await mediator.register(listener) }
        let notYet = Late()
        await withTaskGroup(of: Void.self) { group in
            for number in 0..<Self.sends {
                group.addTask {
                    let message = Self.message(number)
                    await mediator.send(message, from: Participant(name: message.sender))
                    if !listeners[number % 3].received.contains(message) { notYet.numbers.withLock { $0.append(number) } }
                }
            }
            for number in 0..<Self.registrations { group.addTask { await mediator.register(Participant(name: "newcomer \(number)")) } }
        }
        let late = notYet.numbers.withLock { $0 }
        #expect(
            late.isEmpty,
            "Rule 2: of \(Self.sends) sends from as many tasks at once, \(late.count) returned before a listener had the message (first: send \(late.first ?? 0)); none may be handed on to finish later")
        let expected = (0..<Self.sends).map(Self.message)
        let wrong = listeners.filter { listener in
            let heard = listener.received
            return heard.count != expected.count || Set(heard.map { "\($0.sequence) \($0.text)" }).count != expected.count
        }
        #expect(
            wrong.isEmpty,
            "Rule 1: \(Self.sends) sends at once (sequence numbers \(Int.min), below zero and up, texts \(Self.texts.map(\.debugDescription).joined(separator: ", "))): \(wrong.map { "\($0.name) heard \($0.received.count)" }.joined(separator: ", ")); each listener hears each send once, whatever it carries")
        let counted = await mediator.participantCount
        #expect(
            counted == listeners.count + Self.registrations,
            "Rule 4: \(Self.registrations) registrations from as many tasks at once, beside the sends: the mediator counts \(counted) participants, not \(listeners.count + Self.registrations)")
    }
}
