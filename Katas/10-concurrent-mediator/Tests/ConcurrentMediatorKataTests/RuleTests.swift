import ConcurrentMediatorKata
import KataTestSupport
import Synchronization
import Testing

/// The README's rules over generated chats: none, one or many participants, several with one
/// name, senders that are registered or not, any number of messages each (equal texts too), all
/// sent at once from their own tasks; and registrations from hundreds of tasks at once, round
/// after round, so a race the compiler was told to ignore has many chances to show. Do not edit.
@Suite struct RuleTests {
    @Test("Rules 1–3: all at once, every message reaches every other participant exactly once, in its sender's order, and has arrived when send returns")
    func everyMessageArrivesOnceInOrderBeforeSendReturns() async {
        await checkRule(
            "rules 1–3: exactly once, never the sender, in order, delivered on return", reaching: Chat.delivery, generate: Chat.generate,
            shrink: Chat.smaller
        ) {
            await $0.disagreement()
        }
    }

    @Test("Rule 4: registering from hundreds of tasks at once keeps every participant, round after round, and each then hears a message once")
    func concurrentRegistrationKeepsEveryone() async {
        await checkRule(
            "rule 4: concurrent registrations are all kept",
            reaching: Self.registrations, generate: Self.registrationCount, shrink: { count in count > 0 ? [count / 2, count - 1] : [] }
        ) { count in
            let mediator = ChatMediator()
            let people = (0..<count).map { Participant(name: "p\($0 % 7)") }
            await withTaskGroup(of: Void.self) { group in
                for person in people { group.addTask { await mediator.register(person) } }
            }
            let registered = await mediator.participantCount
            guard registered == count else { return "\(count) tasks registered at once, but the mediator counts \(registered)" }
            let outsider = Participant(name: "outsider")
            let message = ChatMessage(sender: "outsider", sequence: 0, text: "roll call")
            await mediator.send(message, from: outsider)
            let missed = people.filter { $0.received != [message] }.count
            return missed == 0 ? nil : "after \(count) concurrent registrations, \(missed) participant(s) did not hear one message exactly once"
        }
    }
}

extension RuleTests {
    /// What rule 4 depends on, as the README lists it.
    static let registrations: [ScenarioDimension<Int>] = [
        ScenarioDimension("no registrations") { $0 == 0 }, ScenarioDimension("hundreds at once") { $0 >= 200 },
        ScenarioDimension("more than any plausible cap") { $0 >= 1_000 },
    ]

    /// How many register at once: one round in twenty-five more than any fixed capacity a learner might pick.
    static func registrationCount(_ random: inout SeededRandom, size: Int) -> Int {
        random.chance(4) ? random.int(in: 1_000...1_200) : random.int(in: 0...(size * 30))
    }

    @Test("Rule 5: the mediator keeps every participant it registered alive, after any traffic")
    func theMediatorKeepsItsParticipants() async {
        await checkRule(
            "rule 5: registered participants are kept alive",
            reaching: ScenarioDimension.sizes("participant", "participants") { $0.names.count } + [
                ScenarioDimension("a sender never registered") { $0.senders.contains { $0.index == nil } }
            ], generate: Chat.generate, shrink: Chat.smaller
        ) { chat in
            let mediator = ChatMediator()
            var watchers: [() -> Bool] = []
            do {
                let people = chat.names.map { Participant(name: $0) }
                for person in people {
                    weak let weakPerson = person
                    watchers.append { weakPerson != nil }
                    await mediator.register(person)
                }
                for (number, sender) in chat.senders.enumerated() {
                    let from = sender.index.map { people[$0] } ?? Participant(name: "stranger")
                    for sequence in 0..<sender.messages { await mediator.send(ChatMessage(sender: "s\(number)", sequence: sequence, text: "x"), from: from) }
                }
            }
            let released = watchers.filter { !$0() }.count
            return released == 0 ? nil : "\(released) registered participant(s) were released while the mediator lives"
        }
    }
}

/// A generated chat: who is registered, who sends how many messages.
struct Chat: CustomStringConvertible {
    /// Names of the registered participants; several may share one.
    var names: [String]
    /// For each sender (an index into `names`, or nil for someone never registered), its message count.
    var senders: [(index: Int?, messages: Int)]
    /// Every message is sent twice, equal both times: two messages, both to be delivered.
    var twice = false

    var description: String {
        let list = senders.map { sender in "\(sender.index.map { "#\($0) (\(names[$0]))" } ?? "an unregistered participant") sends \(sender.messages)" }
        return "participants [\(names.enumerated().map { "#\($0.offset) \($0.element)" }.joined(separator: ", "))]; "
            + (list.isEmpty ? "nobody sends" : list.joined(separator: ", ")) + (twice ? ", each message sent twice, equal" : "") + ", all at once"
    }

    static func generate(_ random: inout SeededRandom, size: Int) -> Chat {
        let names = random.array(random.int(in: 0...size)) { $0.pick(["Athos", "Porthos", "Aramis", "d'Artagnan"]) }
        var senders: [(index: Int?, messages: Int)] = []
        for index in names.indices where random.chance(60) { senders.append((index, random.int(in: 0...(size + 2)))) }
        if random.chance(25) { senders.append((nil, random.int(in: 1...4))) }
        return Chat(names: names, senders: senders, twice: random.chance(20))
    }

    /// What delivery depends on, as the README lists it.
    static let delivery: [ScenarioDimension<Chat>] =
        ScenarioDimension.sizes("participant", "participants") { $0.names.count } + [
            ScenarioDimension("several with one name") { Set($0.names).count < $0.names.count },
            ScenarioDimension("a sender never registered") { $0.senders.contains { $0.index == nil } },
            ScenarioDimension("a participant who sends nothing") { chat in
                chat.names.indices.contains { index in !chat.senders.contains { $0.index == index && $0.messages > 0 } }
            },
            ScenarioDimension("many messages from one sender") { $0.senders.contains { $0.messages >= 5 } },
            ScenarioDimension("an equal message sent twice") { chat in chat.twice && chat.senders.contains { $0.messages > 0 } },
        ]

    static func smaller(_ chat: Chat) -> [Chat] {
        var candidates = smallerArrays(chat.senders.indices.map { $0 }).map { kept in
            Chat(names: chat.names, senders: kept.map { chat.senders[$0] }, twice: chat.twice)
        }
        if chat.twice { candidates.append(Chat(names: chat.names, senders: chat.senders)) }
        for (position, sender) in chat.senders.enumerated() where sender.messages > 1 {
            var fewer = chat.senders
            fewer[position].messages -= 1
            candidates.append(Chat(names: chat.names, senders: fewer, twice: chat.twice))
        }
        return candidates
    }

    func disagreement() async -> String? {
        let mediator = ChatMediator()
        let people = names.map { Participant(name: $0) }
        for person in people { await mediator.register(person) }
        let late = Lateness()
        let cast = senders.enumerated().map { (number, sender) in
            (person: sender.index.map { people[$0] } ?? Participant(name: "stranger"), label: "s\(number)", messages: sender.messages)
        }
        await withTaskGroup(of: Void.self) { group in
            for sender in cast {
                group.addTask {
                    for sequence in 0..<sender.messages {
                        let message = ChatMessage(sender: sender.label, sequence: sequence, text: "same text")
                        await mediator.send(message, from: sender.person)
                        if twice { await mediator.send(message, from: sender.person) }
                        // Rule 2: back from send, everyone else already has it.
                        if let missing = people.first(where: { $0 !== sender.person && !$0.received.contains(message) }) {
                            late.lines.withLock { $0.append("\(sender.label)'s message \(sequence) had not reached \(missing.name) when send returned") }
                        }
                    }
                }
            }
        }
        if let first = late.lines.withLock({ $0.first }) { return first }
        for (index, person) in people.enumerated() {
            let received = person.received
            for sender in cast {
                let fromSender = received.filter { $0.sender == sender.label }.map(\.sequence)
                let sent = twice ? (0..<sender.messages).flatMap { [$0, $0] } : Array(0..<sender.messages)
                let expected = sender.person === person ? [] : sent
                if fromSender != expected {
                    return "participant #\(index) (\(person.name)) got \(sender.label)'s messages \(fromSender), expected \(expected)"
                }
            }
            if received.count != cast.filter({ $0.person !== person }).reduce(0, { $0 + $1.messages }) * (twice ? 2 : 1) {
                return "participant #\(index) (\(person.name)) got \(received.count) messages in all, some of them not sent to it"
            }
        }
        return nil
    }
}

/// Messages that had not arrived when their `send` returned, written from many tasks.
final class Lateness: Sendable {
    let lines = Mutex<[String]>([])
}
