import ConcurrentMediatorKata
import KataTestSupport
import Synchronization
import Testing

/// Rules 1, 2, 4 and 5 at once in the biggest room the tests build, on a mediator that has
/// already sent thousands of messages: what a mediator does differently only past some size,
/// some number of sends under way or some number of sends in its life shows here, where the
/// model's programs stop earlier for cost. Every task runs on ``OneQueueExecutor``, one at a
/// time in the order added; a task that waits for something awaits a condition (polling with
/// `Task.yield()`, bounded by the sends having returned), never a delay.
@Suite struct BusyCrowdTests {
    /// Sends under way at once, past a cap of 8 "concurrent deliveries".
    static let sendsAtOnce = 10
    static let newcomerCount = 200

    /// Everything one run saw while it ran, filled in by its tasks.
    struct Seen: Sendable {
        /// Per participant registering again: the texts it had heard when it did.
        var heardBeforeAgain: [ObjectIdentifier: Set<String>] = [:]
        var newcomersRegistered = 0
        var sendsReturned = 0
        var countWhileBusy: Int?
        var strangerAliveAfterItsSend = false
        /// Newcomers without the late message when its send returned.
        var lateMissingAtReturn: Int?
    }

    /// What the tasks of one run share: a reference, so each task's closure captures the one board.
    final class Board: Sendable {
        let stranger = Mutex(WeakParticipant(object: nil))
        let seen = Mutex(Seen())
        let strangerReturned = Latch()
    }

    /// The participants and messages of one run, made before the mediator.
    struct Cast {
        let warm = (0..<3).map { Participant(name: "warm \($0)") }
        let twice = (0..<3).map { Participant(name: "twice \($0)") }
        let crowd = (0..<FloodSize.pastARoundCapForQuadraticPaths).map { Participant(name: "p\($0)") }
        let newcomers = (0..<BusyCrowdTests.newcomerCount).map { Participant(name: "p\($0 * 50)") }
        /// One sender registered twice, the others spread over the crowd.
        var senders: [Participant] { [twice[1]] + (1..<BusyCrowdTests.sendsAtOnce).map { crowd[$0 * 997] } }
        /// Send 5 carries a text past 256 KiB, send 6 one past 1 KiB in decomposed letters: each arrives with its very scalars.
        var messages: [ChatMessage] {
            senders.enumerated().map { number, sender in
                let text =
                    switch number {
                    case 5: "send 5 " + String(repeating: "0123456789abcdef", count: 16_385)
                    case 6: "send 6 " + String(repeating: "e\u{301}", count: 700)
                    default: "send \(number)"
                    }
                return ChatMessage(sender: sender.name, sequence: 0, text: text)
            }
        }
        /// Who registers again once it heard which of the sends under way.
        var again: [(person: Participant, waitsFor: [ChatMessage])] {
            [(crowd[2], messages), (crowd[crowd.count / 2], Array(messages.prefix(2))), (crowd[crowd.count - 1], messages)]
        }
        var lateSender: Participant { crowd[4] }
        let late = ChatMessage(sender: "p4", sequence: 1, text: "after the newcomers")
        let fromStranger = ChatMessage(sender: "stranger", sequence: 0, text: "from nobody registered")
    }

    @Test("Rules 1, 2, 4 and 5 in a room of 10,001 after 65,537 messages: ten sends at once, seats registered twice ahead of the room, participants registering again once they heard them, 200 newcomers, the count meanwhile, a send after them, a stranger let go once its send returned, and everything let go at the end")
    func aBusyCrowd() async {
        let cast = Cast()
        let watched: WeakMediator
        let result: Seen
        do {
            let room = ChatMediator()
            watched = WeakMediator(object: room)
            result = await Self.play(cast, on: room)
        }
        let (twice, crowd, newcomers, messages) = (cast.twice, cast.crowd, cast.newcomers, cast.messages)
        let story =
            "a room of \(crowd.count) (3 more registered twice ahead of it) on a mediator that had sent \(FloodSize.pastCommonCaps) messages; ten sends at once, then p2, p\(crowd.count / 2) and p\(crowd.count - 1) registering again once they heard them, and 200 newcomers"

        // Rules 1 and 4: everyone registered before hears each send exactly once (registered
        // twice, or again before it reached them: at least once), never their own.
        let inFlight = [(cast.fromStranger, nil)] + zip(messages, cast.senders).map { ($0, Optional($1)) }
        var wrong: [String] = []
        for person in cast.warm + twice + crowd {
            let isTwice = twice.contains { $0 === person }
            let heardBeforeAgain = result.heardBeforeAgain[ObjectIdentifier(person)]
            for (message, sender) in inFlight {
                let times = person.received.count { $0 == message }
                let right =
                    if sender === person {
                        times == 0
                    } else if isTwice || heardBeforeAgain.map({ !$0.contains(message.text) }) == true {
                        times >= 1
                    } else {
                        times == 1
                    }
                if !right { wrong.append("\(person.name) heard \"\(message.text)\" \(times) time(s)") }
            }
        }
        let wrongCount = wrong.count
        #expect(
            wrongCount == 0,
            "Rules 1 and 4 in \(story): \(wrong.count) wrong, first: \(wrong.prefix(3).joined(separator: "; ")) (each exactly once; its own never; at least once for one registered twice, or registered again before it heard it)"
        )
        // Rule 1: as sent, the same Unicode scalars (`==` calls a text and its precomposed form equal).
        let sample = [crowd[0], crowd[crowd.count / 2], crowd[crowd.count - 1]]
        let rewritten = sample.flatMap { person in
            inFlight.compactMap { message, sender in
                sender === person || person.received.contains { $0.text.unicodeScalars.elementsEqual(message.text.unicodeScalars) }
                    ? nil : "\(person.name) did not get \"\(message.text.prefix(12))…\" (\(message.text.utf8.count) bytes) with its own scalars"
            }
        }
        #expect(rewritten.isEmpty, "Rule 1 in \(story): \(rewritten.prefix(2).joined(separator: "; ")); a message arrives as sent, whatever its length")
        let newcomersTwice = newcomers.count { newcomer in inFlight.contains { message, _ in newcomer.received.count { $0 == message } > 1 } }
        #expect(newcomersTwice == 0, "Rule 4 in \(story): \(newcomersTwice) newcomers heard a send under way while they registered more than once")
        // Rule 2 (and 4): a send that starts once the newcomers' registrations returned reaches them by the time it returns.
        let lateMissing = result.lateMissingAtReturn ?? -1
        #expect(
            lateMissing == 0,
            "Rules 2 and 4 in \(story): once the 200 had registered, p4 sent again; when that send returned, \(lateMissing) newcomers did not have it")
        let lateWrong = newcomers.count { $0.received.count { $0 == cast.late } != 1 }
        #expect(lateWrong == 0, "Rule 4 in \(story): \(lateWrong) newcomers did not hear the send after their registration exactly once")
        // Rule 4: registering keeps them, counted while sends may still be under way.
        let distinct = cast.warm.count + twice.count + crowd.count + newcomers.count
        let registrations = distinct + twice.count + cast.again.count
        let counted = result.countWhileBusy ?? -1
        #expect(
            (distinct...registrations).contains(counted),
            "Rule 4 in \(story): once the 200 newcomers' registrations had returned, participantCount was \(counted), not the \(distinct) participants registered (\(registrations) with those registered twice)")
        // Rule 5: a sender nobody registered is not kept, not even while other sends are under way.
        let strangerKept = result.strangerAliveAfterItsSend
        #expect(
            !strangerKept,
            "Rule 5 in \(story): a stranger's send returned and the test let go of it; the mediator still kept it alive while other sends were under way")
        // Rule 5: once the test lets go of the mediator, nothing keeps it alive.
        let mediatorKept = watched.object != nil
        #expect(!mediatorKept, "Rule 5 in \(story): once every send had returned and the test let go of the mediator, something still kept it alive")
    }

    /// Warms `room` up, fills it, then starts the sends, registrations and readings, one task at a time in this order.
    static func play(_ cast: Cast, on room: ChatMediator) async -> Seen {
        // A mediator that changes its ways after so many sends in its life shows after these.
        for person in cast.warm { await room.register(person) }
        for sequence in 0..<FloodSize.pastCommonCaps {
            await room.send(ChatMessage(sender: "warm 0", sequence: sequence, text: "warm-up"), from: cast.warm[0])
        }
        // Seats registered twice ahead of the crowd: a tidy-up that removes them moves everyone after.
        for _ in 0..<2 { for person in cast.twice { await room.register(person) } }
        for person in cast.crowd { await room.register(person) }
        let board = Board()
        let allSendsReturned: @Sendable () -> Bool = { board.seen.withLock { $0.sendsReturned } == Self.sendsAtOnce + 1 }
        let newcomersRegistered: @Sendable () -> Bool = { board.seen.withLock { $0.newcomersRegistered } == Self.newcomerCount }
        await withTaskExecutorPreference(OneQueueExecutor()) {
            await withTaskGroup(of: Void.self) { group in
                group.addTask {
                    do {
                        let nobody = Participant(name: "stranger")
                        board.stranger.withLock { $0.object = nobody }
                        await room.send(cast.fromStranger, from: nobody)
                    }
                    board.seen.withLock { $0.sendsReturned += 1 }
                    board.strangerReturned.open()
                }
                for (sender, message) in zip(cast.senders, cast.messages) {
                    group.addTask {
                        await room.send(message, from: sender)
                        board.seen.withLock { $0.sendsReturned += 1 }
                    }
                }
                for (person, waitsFor) in cast.again {
                    group.addTask {
                        let expected = Set(waitsFor.filter { $0.sender != person.name })
                        while !Set(person.received).isSuperset(of: expected), !allSendsReturned() { await Task.yield() }
                        let heard = Set(person.received.map(\.text))
                        board.seen.withLock { $0.heardBeforeAgain[ObjectIdentifier(person)] = heard }
                        await room.register(person)
                    }
                }
                for newcomer in cast.newcomers {
                    group.addTask {
                        await room.register(newcomer)
                        board.seen.withLock { $0.newcomersRegistered += 1 }
                    }
                }
                group.addTask {
                    await board.strangerReturned.wait()
                    let alive = board.stranger.withLock { $0.object != nil }
                    board.seen.withLock { $0.strangerAliveAfterItsSend = alive }
                }
                group.addTask {
                    while !newcomersRegistered() { await Task.yield() }
                    let count = await room.participantCount
                    board.seen.withLock { $0.countWhileBusy = count }
                }
                group.addTask {
                    while !newcomersRegistered() { await Task.yield() }
                    await room.send(cast.late, from: cast.lateSender)
                    let missing = cast.newcomers.filter { !$0.received.contains(cast.late) }.count
                    board.seen.withLock { $0.lateMissingAtReturn = missing }
                }
            }
        }
        return board.seen.withLock { $0 }
    }
}
