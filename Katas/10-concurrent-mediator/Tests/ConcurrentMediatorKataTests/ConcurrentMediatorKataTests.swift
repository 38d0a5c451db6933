import ConcurrentMediatorKata
import Testing

/// Compiles only for `Sendable` types: the compiler is the assertion.
private func requireSendable<T: Sendable>(_: T.Type) {}

/// Asked at run time, so the answer is never known to the compiler (no "always true" warning).
private func isActor(_ type: Any.Type) -> Bool { type is any Actor.Type }

/// Registers `count` participants named p0, p1, ….
private func room(of count: Int) async -> (ChatMediator, [Participant]) {
    let mediator = ChatMediator()
    let participants = (0..<count).map { Participant(name: "p\($0)") }
    for participant in participants { await mediator.register(participant) }
    return (mediator, participants)
}

/// The tests for kata 10. Do not edit them.
@Suite struct ConcurrentMediatorKataTests {
    @Test func theMediatorIsAnActor() {
        requireSendable(ChatMediator.self)
        requireSendable(Participant.self)
        requireSendable(ChatMessage.self)
        #expect(isActor(ChatMediator.self), "ChatMediator should be an actor")
    }

    @Test func aMessageHasArrivedWhenSendReturns() async {
        let (mediator, people) = await room(of: 3)
        let hello = ChatMessage(sender: "p0", sequence: 0, text: "hello")
        await mediator.send(hello, from: people[0])
        #expect(people[0].received.isEmpty, "the sender does not hear itself")
        #expect(people[1].received == [hello] && people[2].received == [hello], "delivered before send returned")
    }

    @Test func concurrentRegistrationsAreAllKept() async {
        let mediator = ChatMediator()
        await withTaskGroup(of: Void.self) { group in
            for index in 0..<200 {
                group.addTask { await mediator.register(Participant(name: "p\(index)")) }
            }
        }
        #expect(await mediator.participantCount == 200)
    }

    @Test func hundredSendersTimesHundredMessages() async {
        let senders = 100, messagesEach = 100
        let (mediator, people) = await room(of: senders)
        await withTaskGroup(of: Void.self) { group in
            for person in people {
                group.addTask {
                    for sequence in 0..<messagesEach {
                        await mediator.send(ChatMessage(sender: person.name, sequence: sequence, text: "m"), from: person)
                    }
                }
            }
        }
        for person in people {
            let received = person.received
            let distinct = Set(received)
            #expect(
                received.count == (senders - 1) * messagesEach && distinct.count == received.count,
                "\(person.name) got \(received.count) messages (\(distinct.count) distinct); expected \((senders - 1) * messagesEach), each once")
            #expect(!received.contains { $0.sender == person.name }, "\(person.name) heard itself")
            let outOfOrder = Dictionary(grouping: received, by: \.sender).filter { _, messages in
                messages.map(\.sequence) != Array(0..<messages.count)
            }
            #expect(outOfOrder.isEmpty, "\(person.name) got messages out of order from \(outOfOrder.keys.sorted().prefix(3))")
            if !outOfOrder.isEmpty || received.count != (senders - 1) * messagesEach { break }
        }
    }
}
