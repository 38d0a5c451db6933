import ConcurrentMediatorKata
import KataTestSupport
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
    @Test("ChatMediator is an actor, and everything stays Sendable")
    func theMediatorIsAnActor() {
        requireSendable(ChatMediator.self)
        requireSendable(Participant.self)
        requireSendable(ChatMessage.self)
        #expect(isActor(ChatMediator.self), "ChatMediator should be an actor")
    }

    @Test("When await send returns, the message has been delivered to every other participant")
    func aMessageHasArrivedWhenSendReturns() async {
        let (mediator, people) = await room(of: 3)
        let hello = ChatMessage(sender: "p0", sequence: 0, text: "hello")
        await mediator.send(hello, from: people[0])
        #expect(people[0].received.isEmpty, "the sender does not hear itself")
        #expect(
            people[1].received == [hello] && people[2].received == [hello],
            "when send returns every other participant must already have the message; they had \(people[1].received.count) and \(people[2].received.count)")
    }

    @Test("Rules 2 and 4 in a cancelled task: the registration is kept, and when send returns the message has arrived")
    func cancelledTasksStillRegisterAndDeliver() async {
        let (mediator, people) = await room(of: 3)
        let newcomer = Participant(name: "newcomer")
        let hello = ChatMessage(sender: "p0", sequence: 0, text: "hello")
        // A child added to a cancelled group starts cancelled: cancelling is its caller's
        // business; the mediator's promises hold all the same.
        await withTaskGroup(of: Void.self) { group in
            group.cancelAll()
            group.addTask {
                #expect(Task.isCancelled)
                await mediator.register(newcomer)
            }
        }
        #expect(await mediator.participantCount == 4, "a participant registered from a cancelled task is kept")
        await withTaskGroup(of: Void.self) { group in
            group.cancelAll()
            group.addTask {
                #expect(Task.isCancelled)
                await mediator.send(hello, from: people[0])
            }
        }
        #expect(
            people[1].received == [hello] && people[2].received == [hello] && newcomer.received == [hello],
            "a send from a cancelled task has delivered when it returns; they had \(people[1].received.count), \(people[2].received.count) and \(newcomer.received.count)")
    }

    @Test("Registering from 200 tasks at once keeps all 200")
    func concurrentRegistrationsAreAllKept() async {
        let mediator = ChatMediator()
        await withTaskGroup(of: Void.self) { group in
            for index in 0..<200 {
                group.addTask { await mediator.register(Participant(name: "p\(index)")) }
            }
        }
        #expect(await mediator.participantCount == 200, "200 participants registered from 200 tasks at once: the mediator counts all 200")
    }

    @Test("A participant named like the sender is someone else and hears the message")
    func aNamesakeOfTheSenderHearsTheMessage() async {
        let mediator = ChatMediator()
        let athos = Participant(name: "Athos"), otherAthos = Participant(name: "Athos")
        await mediator.register(athos)
        await mediator.register(otherAthos)
        let message = ChatMessage(sender: "Athos", sequence: 0, text: "which one?")
        await mediator.send(message, from: athos)
        #expect(otherAthos.received == [message], "only the sender itself is skipped, not everyone with its name")
        #expect(athos.received.isEmpty, "Athos, the sender, never hears his own message")
        #expect(await mediator.participantCount == 2, "two participants with one name are two participants")
    }

    @Test("A sender registered twice still never hears its own message")
    func aSenderRegisteredTwiceNeverHearsItself() async {
        let mediator = ChatMediator()
        let athos = Participant(name: "Athos"), porthos = Participant(name: "Porthos")
        await mediator.register(athos)
        await mediator.register(porthos)
        await mediator.register(athos)
        let message = ChatMessage(sender: "Athos", sequence: 0, text: "twice registered")
        await mediator.send(message, from: athos)
        #expect(athos.received.isEmpty, "Athos registered twice sends: he heard his own message \(athos.received.count) time(s); never the sender")
        #expect(porthos.received == [message], "Porthos, registered once, hears it once")
    }

    @Test("The mediator keeps the participants it registered")
    func theMediatorKeepsItsParticipants() async {
        let mediator = ChatMediator()
        weak var kept: Participant?
        do {
            let participant = Participant(name: "held by the mediator only")
            kept = participant
            await mediator.register(participant)
        }
        #expect(kept != nil, "a registered participant must stay registered, even when nobody else holds it")
        #expect(await mediator.participantCount == 1, "one participant registered, held by the mediator only: the mediator still counts it")
    }

    // The big rooms and floods last: a mistake the quick tests above catch is told at once.

    /// What each rule promises alone holds together, in an order known in advance (one task at
    /// a time, in the order added: each send starts when the one before it pauses, if it does,
    /// and the newcomers come in those pauses): a big room, a sender registered twice, other
    /// senders at once, an equal message sent four times, a sender nobody registered (and nobody
    /// keeps), cancelled tasks sending and registering, and nobody but the mediator keeping the
    /// newcomers.
    @Test("Rules 1–5 at once: from cancelled tasks, sends to a room of 10,001 (one sender registered twice, one equal message four times, one sender unregistered) while 200 register")
    func cancelledSendsToABigRoomWhileCancelledNewcomersRegister() async {
        let count = FloodSize.pastARoundCapForQuadraticPaths
        let (mediator, people) = await room(of: count)
        let twice = people[count / 2], other = people[0], repeater = people[1]
        await mediator.register(twice)
        let fromTwice = ChatMessage(sender: twice.name, sequence: 0, text: "from a cancelled task")
        let fromOther = ChatMessage(sender: other.name, sequence: 0, text: "meanwhile")
        let repeated = ChatMessage(sender: repeater.name, sequence: 0, text: "again")
        let fromOutsider = ChatMessage(sender: "outsider", sequence: 0, text: "from outside")
        var newcomers: [WeakParticipant] = []
        var outsider = WeakParticipant(object: nil)
        do {
            let arriving = (0..<200).map { Participant(name: "newcomer \($0)") }
            newcomers = arriving.map { WeakParticipant(object: $0) }
            let stranger = Participant(name: "outsider")
            outsider = WeakParticipant(object: stranger)
            await withTaskExecutorPreference(OneQueueExecutor()) {
                await withTaskGroup(of: Void.self) { group in
                    group.cancelAll()
                    group.addTask { await mediator.send(fromTwice, from: twice) }
                    group.addTask { await mediator.send(fromOther, from: other) }
                    for _ in 0..<4 { group.addTask { await mediator.send(repeated, from: repeater) } }
                    group.addTask { await mediator.send(fromOutsider, from: stranger) }
                    for newcomer in arriving { group.addTask { await mediator.register(newcomer) } }
                }
            }
        }
        func heard(_ person: Participant) -> [ChatMessage: Int] { person.received.reduce(into: [:]) { $0[$1, default: 0] += 1 } }
        // What the one registered twice hears from others is left open: that it hears, and never itself.
        let wrong = people.indices.filter { index in
            let person = people[index]
            if person === twice { return heard(person)[fromTwice] != nil || Set(heard(person).keys) != [fromOther, repeated, fromOutsider] }
            let expected: [ChatMessage: Int] = [fromTwice: 1, fromOther: person === other ? 0 : 1, repeated: person === repeater ? 0 : 4, fromOutsider: 1]
            return heard(person).filter { $0.value > 0 } != expected.filter { $0.value > 0 }
        }
        #expect(
            wrong.isEmpty,
            "from cancelled tasks into a room of \(count): p\(count / 2) (registered twice), p0, p1 four times the same message, and an outsider sent while 200 registered: \(wrong.count) of the room did not hear each message the right number of times, never their own (first: p\(wrong.first ?? 0), who heard \(wrong.first.map { people[$0].received.map(\.text) } ?? []))")
        #expect(outsider.object == nil, "the outsider who sent, registered nowhere, was let go by the test: the mediator must not keep it alive")
        let gone = newcomers.indices.filter { newcomers[$0].object == nil }
        #expect(gone.isEmpty, "200 registered from cancelled tasks, then the test let go of them: \(gone.count) are gone (first: newcomer \(gone.first ?? 0)); the mediator keeps alive what it registered")
        let tooMany = newcomers.filter { newcomer in
            guard let newcomer = newcomer.object else { return false }
            return heard(newcomer).contains { $0.value > ($0.key == repeated ? 4 : 1) }
        }.count
        #expect(tooMany == 0, "\(tooMany) newcomers heard a message sent while they registered more often than it was sent")
        let roll = ChatMessage(sender: "p0", sequence: 1, text: "roll call")
        await mediator.send(roll, from: people[0])
        let missing = newcomers.indices.filter { newcomers[$0].object?.received.filter { $0 == roll }.count != 1 }
        #expect(missing.isEmpty, "then p0 sends a roll call: \(missing.count) of the 200 newcomers did not get it exactly once (first: newcomer \(missing.first ?? 0))")
    }

    @Test("100 senders × 100 messages at once: each arrives once everywhere, in each sender's order, never at its sender")
    func hundredSendersTimesHundredMessages() async {
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

    @Test("Registrations are all kept past a round cap: 10,001 participants sharing one name, and a message reaches the last")
    func noCapOnRegistrations() async {
        // A mediator that looks for each newcomer among those registered is allowed (registering
        // twice is left open), and takes quadratic time: no further than this. One name for all,
        // so a search by name (a mistake) ends at the first and the test stays quick for it too.
        let count = FloodSize.pastARoundCapForQuadraticPaths
        let mediator = ChatMediator()
        let people = (0..<count).map { _ in Participant(name: "crowd") }
        for participant in people { await mediator.register(participant) }
        #expect(await mediator.participantCount == count, "\(count) participants registered one after another: the mediator counts all of them")
        let message = ChatMessage(sender: "outsider", sequence: 0, text: "everyone?")
        await mediator.send(message, from: Participant(name: "outsider"))
        // The last registered first, at once: a delivery left to run after `send` returned
        // (in a room past some size) reaches it last, if at all yet.
        let lastHeard = people[count - 1].received
        #expect(lastHeard == [message], "a message to \(count) participants: when send returned, the last registered had \(lastHeard.count) message(s), not 1")
        let missed = people.indices.filter { people[$0].received != [message] }
        #expect(missed.isEmpty, "a message to \(count) participants reached \(count - missed.count); the first who missed it: #\(missed.first ?? 0)")
        // Past the round cap, registrations from many tasks at once are all kept too, also
        // when they come while a send pauses (one task at a time, in order: the send first, then
        // the 200): a send never writes back the list it started from (one that does so only in
        // big rooms loses them).
        await withTaskExecutorPreference(OneQueueExecutor()) {
            await withTaskGroup(of: Void.self) { group in
                group.addTask { await mediator.send(ChatMessage(sender: "outsider", sequence: 1, text: "meanwhile"), from: Participant(name: "outsider")) }
                for number in 0..<200 { group.addTask { await mediator.register(Participant(name: "late \(number)")) } }
            }
        }
        let counted = await mediator.participantCount
        #expect(
            counted == count + 200,
            "\(count) registered, then a message to them all and, meanwhile, 200 more from 200 tasks at once: the mediator counts \(counted), not every one")
    }

    /// A sender throttled once it has said enough (its later messages left to a background
    /// task) shows only past that many: one sender's 10,001 messages, each delivered when its
    /// send returns, in order.
    @Test("One sender's 10,001 messages, one after another: each has arrived when its send returns, in the order sent")
    func aChattySenderIsDeliveredOnReturnEveryTime() async {
        let (mediator, people) = await room(of: 3)
        let count = FloodSize.pastARoundCapForQuadraticPaths
        var late: Int?
        for sequence in 0..<count {
            let message = ChatMessage(sender: "p0", sequence: sequence, text: "again")
            await mediator.send(message, from: people[0])
            if late == nil, people[2].received.last != message { late = sequence }
        }
        #expect(late == nil, "p0 sent \(count) messages one after another; when send of message \(late ?? 0) returned, p2 did not have it yet")
        #expect(people[1].received.map(\.sequence) == Array(0..<count), "p1 has every message, once, in the order p0 sent them")
    }

    @Test("A message sent while 200 newcomers register from tasks of their own reaches each of a room of 1,000 exactly once, and every newcomer stays")
    func registrationsDuringASendChangeNothingForTheRoom() async {
        let (mediator, people) = await room(of: 1_000)
        var everyNewcomer: [Participant] = []
        for round in 0..<5 {
            let message = ChatMessage(sender: "p0", sequence: round, text: "while newcomers arrive")
            let newcomers = (0..<200).map { Participant(name: "newcomer \(round).\($0)") }
            await withTaskGroup(of: Void.self) { group in
                group.addTask { await mediator.send(message, from: people[0]) }
                for newcomer in newcomers { group.addTask { await mediator.register(newcomer) } }
            }
            let wrong = people.indices.dropFirst().filter { people[$0].received.filter { $0 == message }.count != 1 }
            let heardTwice = newcomers.filter { $0.received.count > 1 }.count
            #expect(
                wrong.isEmpty && heardTwice == 0,
                "round \(round): p0 sends while 200 newcomers register at once: \(wrong.count) of the 999 others did not hear it exactly once (first: p\(wrong.first ?? 0)), \(heardTwice) newcomers heard it more than once")
            everyNewcomer += newcomers
            // A send that writes back the list it started from loses whoever registered meanwhile.
            let count = await mediator.participantCount
            #expect(count == 1_000 + everyNewcomer.count, "round \(round): after 1,000 and \(everyNewcomer.count) newcomers registered, the mediator counts \(count)")
            if !wrong.isEmpty || heardTwice > 0 || count != 1_000 + everyNewcomer.count { break }
        }
        let roll = ChatMessage(sender: "p1", sequence: 99, text: "roll call")
        await mediator.send(roll, from: people[1])
        let missing = everyNewcomer.filter { !$0.received.contains(roll) }
        #expect(missing.isEmpty, "after the rounds p1 sends a roll call: \(missing.count) of the \(everyNewcomer.count) newcomers did not get it (first: \(missing.first?.name ?? ""))")
    }

    /// "Delivered as sent" holds in every room: a mediator that keeps, past some room size, a
    /// table keyed by the message (`==` calls canonically equivalent texts equal) hands on the
    /// spelling it saw first. One message sent in its precomposed spelling, then again, equal by
    /// `==`, decomposed, into rooms of 2 to 10,001.
    @Test("Rule 1 in rooms of 2 to 10,001: an equal message sent again in its other spelling reaches everyone with its own scalars")
    func eachSpellingArrivesAsSent() async {
        let composed = ChatMessage(sender: "p0", sequence: 7, text: "Caf\u{E9} \u{F6}")
        let decomposed = ChatMessage(sender: "p0", sequence: 7, text: "Cafe\u{301} o\u{308}")
        for size in [2, 17, 65, 1_025, 10_001] {
            let (mediator, people) = await room(of: size)
            await mediator.send(composed, from: people[0])
            await mediator.send(decomposed, from: people[0])
            let wrong = people.indices.dropFirst().first { index in
                let heard = people[index].received
                return heard.count != 2 || !heard[0].isExactly(composed) || !heard[1].isExactly(decomposed)
            }
            if let index = wrong {
                let heard = people[index].received.map { Array($0.text.unicodeScalars).map { String($0.value, radix: 16) }.joined(separator: " ") }
                Issue.record(
                    "in a room of \(size), p0 sent \"Café ö\" precomposed, then the same message (equal by ==) decomposed: p\(index) got texts with scalars \(heard), where each is delivered as sent: [e9 20 f6] then [65 301 20 6f 308]"
                )
                return
            }
        }
    }

    @Test("In a room of 1,000, one equal message sent by four tasks at once arrives four times, never merged with the one still being delivered")
    func equalMessagesAtOnceAllArrive() async {
        let (mediator, people) = await room(of: 1_000)
        for round in 0..<10 {
            let message = ChatMessage(sender: "chorus", sequence: round, text: "all together")
            await withTaskGroup(of: Void.self) { group in
                for sender in 0..<4 { group.addTask { await mediator.send(message, from: people[sender]) } }
            }
            let wrong = people.indices.filter { people[$0].received.filter { $0 == message }.count != ($0 < 4 ? 3 : 4) }
            #expect(
                wrong.isEmpty,
                "round \(round): p0–p3 each sent the same message at once: \(wrong.count) participants did not get it once from each other sender (first: p\(wrong.first ?? 0), \(wrong.first.map { people[$0].received.filter { $0 == message }.count } ?? 0) times)")
            if !wrong.isEmpty { break }
        }
    }

    @Test("In a room of 1,000, when await send returns the message has arrived, while other tasks send too")
    func deliveredOnReturnInABigRoom() async {
        let (mediator, people) = await room(of: 1_000)
        let last = people[people.count - 1]
        for round in 0..<10 {
            let late = await withTaskGroup(of: String?.self) { group in
                for sender in 0..<4 {
                    group.addTask {
                        let message = ChatMessage(sender: "p\(sender)", sequence: round, text: "to a big room")
                        await mediator.send(message, from: people[sender])
                        return last.received.contains(message) ? nil : "p\(sender)"
                    }
                }
                return await group.compactMap { $0 }.reduce(into: [String]()) { $0.append($1) }
            }
            #expect(late.isEmpty, "round \(round): four tasks sent at once; when send returned, p999 had not got the message of \(late)")
            if !late.isEmpty { break }
        }
    }
}
