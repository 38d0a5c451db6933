import ConcurrentMediatorKata
import KataTestSupport
import Testing

/// The net under the rule tests: random programs over the whole API (several mediators,
/// participants sharing names, registrations after sends, senders nobody registered, equal
/// messages sent again, bursts from several tasks at once, hundreds of registrations at once,
/// sends started once registrations returned while older sends are paused, releases), each run
/// under several seeded schedules (tasks started in different orders,
/// yields at different points) against `ChatModel`, every inbox, count and life compared after
/// every step. Do not edit.
@Suite struct ModelTests {
    /// A failure in a crowd may show under one interleaving only, and each try of a shorter
    /// program sends to a thousand and more (seconds each, for a mediator that pauses as it
    /// delivers): shrinking stops after 40 tries.
    @Test("Rules 1–5: any program, under several schedules, agrees with the model of the README's rules after every step")
    func everyProgramAgreesWithTheModel() async {
        var census = IncrementalCensus<ChatStep.Census>()
        await checkPrograms(
            "rules 1–5: any program over register, send, bursts at once and releases, under 3 schedules", programs: 150, maxLength: 600, shrinkBudget: 40, schedules: 3,
            reaching: ChatProgram.reaching, step: { census.next(&$0, $1, ChatStep.next) }, simplify: ChatStep.simpler
        ) { steps, schedule in
            var program = ChatProgram(schedule: schedule)
            return await program.run(steps)
        }
    }
}

/// The README's words, quoted by a failure.
enum ChatRule {
    static let one =
        "Rule 1: every message reaches every other registered participant exactly once, and never its sender. The sender is that very object: a participant with the sender's name is someone else and hears it"
    static let oneAndTwo =
        "Rules 1–2: every message reaches every other registered participant exactly once (a participant with the sender's name is someone else and hears it), and has been delivered when await send(…) returns"
    static let two = "Rule 2: when await send(…) returns, the message has been delivered (also while other tasks are sending)"
    static let three = "Rule 3: a sender's messages arrive everywhere in the order it sent them"
    static let four = "Rule 4: registering from hundreds of tasks at once keeps every one of them"
    static let oneAndFour =
        "Rules 1 and 4: every message reaches every other registered participant exactly once; registering keeps every one of them, also while a send is delivering: one whose await register has returned is registered, and hears every message sent after that"
    static let again =
        "Rules 1 and 4: nobody registered before a send may be skipped or served twice, also one that registers again while the send pauses, once it has heard the message: registering again after hearing a send does not earn its message again"
    static let asSent =
        "Rule 1: every message reaches every other registered participant as sent: the same Unicode scalars in its text and its sender's name (== on String calls a letter precomposed and decomposed equal)"
    static let five = "Rule 5: the mediator keeps the participants it registered alive"
    static let freed = "Rule 5: the mediator keeps alive exactly the participants it registered: once it is gone, or for a participant it never registered, nothing keeps them"
}

struct WeakParticipant { weak var object: Participant? }
struct WeakMediator { weak var object: ChatMediator? }

/// One program played against the model and the real mediators side by side, under one schedule.
struct ChatProgram {
    private var schedule: SeededRandom
    private var model = ChatModel()
    private var people: [Int: Participant] = [:]
    private var watchedPeople: [Int: WeakParticipant] = [:]
    private var mediators: [Int: ChatMediator] = [:]
    private var watchedMediators: [Int: WeakMediator] = [:]
    /// Guests registered at once, per mediator: weakly, to see that the mediator keeps them.
    private var guests: [Int: [WeakParticipant]] = [:]
    /// The guests each mediator registered more than once: how often they hear is left open.
    private var guestsTwice: [Int: Set<ObjectIdentifier>] = [:]
    private var peopleNumbers: [Int] = []
    private var mediatorNumbers: [Int] = []
    /// How much of each inbox earlier steps compared (inboxes only grow: the given `Participant`
    /// appends), so each step compares only what arrived since.
    private var compared: [Int: Int] = [:]
    /// What each participant registered twice has heard and is owed (scalar for scalar), and how
    /// much of each was read.
    private var registeredTwiceSeen: [Int: (received: Int, expected: Int, heard: Set<ExactMessage>, owed: Set<ExactMessage>)] = [:]
    /// Whether this step can change the guests' lives (weak references to hundreds are costly to read).
    private var guestsMayChange = false

    init(schedule: SeededRandom) { self.schedule = schedule }

    static let reaching: [ScenarioDimension<[ChatStep]>] = [
        ScenarioDimension("bursts from several tasks at once") { $0.contains { if case .burst(_, let senders, _, _) = $0 { senders.count > 1 } else { false } } },
        ScenarioDimension("registrations from hundreds of tasks at once") { $0.contains { if case .registerAtOnce(_, let count) = $0 { count >= 100 } else { false } } },
        ScenarioDimension("more registrations at once than a cap of 1,000 or 1,024 (1,000 to 4,000)") {
            $0.contains { if case .registerAtOnce(_, let count) = $0 { count >= FloodSize.smallest } else { false } }
        },
        ScenarioDimension("an equal message sent twice") { $0.contains { if case .sendAgain = $0 { true } else { false } } },
        ScenarioDimension("several mediators") { $0.filter { if case .makeMediator = $0 { true } else { false } }.count > 1 },
        ScenarioDimension("participants registered again while a send delivers") {
            $0.contains { if case .sendWhileRegistering(_, _, _, let returning, _) = $0 { returning.contains { if case .anytime = $0 { true } else { false } } } else { false } }
        },
        ScenarioDimension("participants registered again once they heard it") {
            $0.contains { if case .sendWhileRegistering(_, _, _, let returning, _) = $0 { returning.contains { if case .onceHeard = $0 { true } else { false } } } else { false } }
        },
        ScenarioDimension("a participant at the end of a crowd of a thousand and more registered again while a send delivers") { steps in
            var late: Set<[Int]> = []
            var flooded: Int?
            for step in steps {
                switch step {
                case .registerAtOnce(let mediator, let count) where count >= FloodSize.smallest:
                    flooded = mediator
                    continue
                case .register(let mediator, let person) where flooded == mediator: late.insert([mediator, person])
                case .sendWhileRegistering(let mediator, _, _, let returning, _) where returning.contains { $0 == .anytime($0.person) && late.contains([mediator, $0.person]) }:
                    return true
                default: break
                }
                flooded = nil
            }
            return false
        },
        ScenarioDimension("participants registered several times each right before a crowd of a thousand and more") { steps in
            zip(steps, steps.dropFirst()).contains { pair in
                guard case .registerTwice(let mediator, _, _, _) = pair.0, case .registerAtOnce(mediator, let count) = pair.1 else { return false }
                return count >= FloodSize.smallest
            }
        },
        ScenarioDimension("newcomers registering several times each while sends into a crowd are paused") { steps in
            var crowded: Set<Int> = []
            for step in steps {
                switch step {
                case .registerAtOnce(let mediator, let count) where count >= FloodSize.smallest: crowded.insert(mediator)
                case .releaseMediator(let mediator): crowded.remove(mediator)
                case .overlapping(let mediator, let events) where crowded.contains(mediator) && events.contains(where: { if case .register(_, let times, _) = $0 { times > 1 } else { false } }):
                    return true
                default: break
                }
            }
            return false
        },
        ScenarioDimension("a participant registering again once it heard two sends under way at once, in a crowd") { steps in
            steps.contains { step in
                guard case .overlapping(_, let events) = step, let again = events.firstIndex(where: { if case .registerAgain = $0 { true } else { false } }) else {
                    return false
                }
                return events[..<again].filter { if case .send = $0 { true } else { false } }.count >= 2
            }
        },
        ScenarioDimension("texts of 70,000 characters") { $0.contains { if case .send(_, _, let text, _) = $0 { text.utf8.count >= 70_000 } else { false } } },
        ScenarioDimension("texts with letters precomposed and decomposed") {
            $0.contains { if case .send(_, _, let text, _) = $0 { ChatStep.hasLettersInBothForms(text) } else { false } }
        },
        ScenarioDimension("names with letters precomposed and decomposed") {
            $0.contains { if case .makeParticipant(_, let name) = $0 { ChatStep.hasLettersInBothForms(name) } else { false } }
        },
        ScenarioDimension("a send started once a registration returned, while an older send may still be delivering") { steps in
            steps.contains { step in
                guard case .overlapping(_, let events) = step, let first = events.firstIndex(where: { if case .send = $0 { true } else { false } }),
                    let registration = events[first...].firstIndex(where: { if case .register = $0 { true } else { false } })
                else { return false }
                return events[registration...].contains { if case .send = $0 { true } else { false } }
            }
        },
        ScenarioDimension("a send into a crowd of a thousand and more while newcomers register") { steps in
            var crowded: Set<Int> = []
            for step in steps {
                switch step {
                case .registerAtOnce(let mediator, let count) where count >= FloodSize.smallest: crowded.insert(mediator)
                case .releaseMediator(let mediator): crowded.remove(mediator)
                case .sendWhileRegistering(let mediator, _, _, _, _) where crowded.contains(mediator): return true
                default: break
                }
            }
            return false
        },
        ScenarioDimension("participants registered again once they heard it, in a crowd of a thousand and more") { steps in
            var crowded: Set<Int> = []
            for step in steps {
                switch step {
                case .registerAtOnce(let mediator, let count) where count >= FloodSize.smallest: crowded.insert(mediator)
                case .releaseMediator(let mediator): crowded.remove(mediator)
                case .sendWhileRegistering(let mediator, _, _, let returning, _) where crowded.contains(mediator) && returning.contains(where: { if case .onceHeard = $0 { true } else { false } }):
                    return true
                default: break
                }
            }
            return false
        },
    ]

    mutating func run(_ steps: [ChatStep]) async -> (index: Int, divergence: Divergence)? {
        for (index, step) in steps.enumerated() {
            guestsMayChange = index == steps.count - 1
            if let divergence = await play(step) { return (index, divergence) }
            if let divergence = await compare() { return (index, divergence) }
        }
        return nil
    }

    private mutating func play(_ step: ChatStep) async -> Divergence? {
        switch step {
        case .makeParticipant(let number, let name):
            return play(make: number, name: name)
        case .makeMediator(let number):
            guard watchedMediators[number] == nil else { return nil }
            let mediator = ChatMediator()
            (mediators[number], watchedMediators[number]) = (mediator, WeakMediator(object: mediator))
            mediatorNumbers.append(number)
            model.makeMediator(number)
        case .register(let number, let person):
            guard let mediator = mediators[number], let participant = people[person], model.people[person]?.registeredBy.contains(number) == false else { return nil }
            await mediator.register(participant)
            model.register(person, on: number)
        case .send(let number, let sender, let text, let sequence), .sendAgain(let number, let sender, let text, let sequence):
            guard let mediator = mediators[number], let participant = people[sender] else { return nil }
            let message = ChatMessage(sender: participant.name, sequence: sequence, text: text)
            // The guests registered at once earlier hear it too, namesakes of the sender included.
            let receivers =
                model.receivers(on: number, from: sender).compactMap { people[$0] ?? watchedPeople[$0]?.object }
                + (guests[number] ?? []).compactMap(\.object)
            await mediator.send(message, from: participant)
            if let missing = receivers.first(where: { !$0.received.contains(message) }) {
                return await Self.returnedEarly([("send of \(message.sequence) returned before \"\(missing.name)\" had it", missing, message)])
            }
            model.send(message, on: number, from: sender)
        case .burst(let number, let senders, let each, let first):
            guard let mediator = mediators[number] else { return nil }
            let present = senders.filter { people[$0] != nil }
            return await burst(on: mediator, number: number, senders: present, each: each, first: first)
        case .registerAtOnce(let number, let count):
            guard let mediator = mediators[number] else { return nil }
            // Named as the program's participants are: a sender's namesakes among a thousand
            // guests hear it (a sender skipped by name in big rooms shows).
            let newcomers = (0..<count).map { index in Participant(name: ChatStep.guestName(index)) }
            let order = newcomers.shuffled(using: &schedule)
            await withTaskGroup(of: Void.self) { group in
                for person in order { group.addTask { await mediator.register(person) } }
            }
            registerGuests(newcomers, times: 1, on: number)
        case .sendWhileRegistering(let number, let sender, let count, let returning, let sequence):
            guard let mediator = mediators[number], let participant = people[sender] else { return nil }
            // Registered there already, and registering again (at once, or once they have heard it).
            let again: [(number: Int, person: Participant, onceHeard: Bool)] = returning.filter { model.people[$0.person]?.registeredBy.contains(number) == true }
                .compactMap { again in people[again.person].map { (again.person, $0, again == .onceHeard(again.person)) } }
            let message = ChatMessage(sender: participant.name, sequence: sequence, text: "meanwhile")
            // Guests registered at once earlier hear it too: a crowd makes a long delivery.
            let before =
                model.receivers(on: number, from: sender).compactMap { people[$0] ?? watchedPeople[$0]?.object }
                + (guests[number] ?? []).compactMap(\.object)
            // One registered twice before this send hears it: how often is left open.
            let twice = Set(
                model.receivers(on: number, from: sender).filter { model.people[$0]?.registeredTwice == true }.compactMap { people[$0] ?? watchedPeople[$0]?.object }
                    .map(ObjectIdentifier.init))
            // Names of every kind, some shared with one guest only, wherever it sits, so a roster
            // kept in any order (by name, namesakes together) gets newcomers before and after the
            // place a running delivery has reached; and participants registered again, who were
            // near the start or the end.
            let newcomers = (0..<count).map { index in Participant(name: ChatStep.guestName(index)) }
            // The send's task among the registrations, at a place the schedule draws.
            var tasks: [(person: Participant, onceHeard: Bool)?] = (newcomers.map { ($0, false) } + again.map { ($0.person, $0.onceHeard) }).shuffled(using: &schedule)
            tasks.insert(nil, at: schedule.int(in: 0...tasks.count))
            let sent = Latch()
            await withTaskGroup(of: Void.self) { group in
                for task in tasks {
                    guard let (person, onceHeard) = task else {
                        group.addTask {
                            await mediator.send(message, from: participant)
                            sent.open()
                        }
                        continue
                    }
                    guard onceHeard else {
                        group.addTask { await mediator.register(person) }
                        continue
                    }
                    // Once it has heard the message (nothing else is sent meanwhile), or once the
                    // send returned without it: a delivery that pauses part-way lets it in then,
                    // and must not serve it again.
                    let heard = person.received.count
                    group.addTask {
                        while !sent.isOpen, person.received.count == heard { await Task.yield() }
                        await mediator.register(person)
                    }
                }
            }
            registerGuests(newcomers, times: 1, on: number)
            for returning in again { model.registerAgain(returning.number, on: number) }
            let times = { (person: Participant) in person.received.filter { $0 == message }.count }
            let meanwhile =
                "while \(count) newcomers register"
                + again.map { ", p\($0.number) registers again \($0.onceHeard ? "once it has heard it" : "meanwhile")" }.joined()
            // Registering again at a moment the run picks may come before the send takes its
            // room: how often that one hears it is left open too.
            let open = twice.union(again.filter { !$0.onceHeard }.map { ObjectIdentifier($0.person) }).union(guestsTwice[number] ?? [])
            if let unheard = before.first(where: { open.contains(ObjectIdentifier($0)) && times($0) == 0 }) {
                return Divergence(
                    rule: ChatRule.one, yourCode: "\"\(unheard.name)\", registered before the send (and twice by its end), never had the message \(meanwhile)",
                    ruleSays: "it is registered: it hears it (how often is left open for one registered twice)")
            }
            if let wrong = before.first(where: { times($0) != 1 && !open.contains(ObjectIdentifier($0)) }) {
                if let returned = again.first(where: { $0.person === wrong }) {
                    return Divergence(
                        rule: ChatRule.again, yourCode: "p\(returned.number), registered once before the send, had the message \(times(wrong)) times \(meanwhile)",
                        ruleSays: "exactly once: registering again after hearing a send does not earn its message again")
                }
                return Divergence(
                    rule: ChatRule.one, yourCode: "\"\(wrong.name)\", registered before the send, had the message \(times(wrong)) times \(meanwhile)",
                    ruleSays: "every other participant registered before it hears it exactly once, while others register (or register again)")
            }
            if let twice = newcomers.first(where: { times($0) > 1 }) {
                return Divergence(
                    rule: ChatRule.one, yourCode: "a participant registering meanwhile had the message \(times(twice)) times",
                    ruleSays: "at most once")
            }
            if times(participant) > 0 {
                return Divergence(rule: ChatRule.one, yourCode: "the sender heard its own message", ruleSays: "never the sender")
            }
            model.send(message, on: number, from: sender)
        case .overlapping(let number, let events):
            guard let mediator = mediators[number] else { return nil }
            return await overlapping(on: mediator, number: number, events: events)
        case .registerTwice(let number, let first, let names, let times):
            guard let mediator = mediators[number] else { return nil }
            let made = names.indices.compactMap { index in
                _ = play(make: first + index, name: names[index])
                return people[first + index].map { (first + index, $0) }
            }
            for round in 0..<times {
                for (person, participant) in made {
                    await mediator.register(participant)
                    if round == 0 { model.register(person, on: number) } else { model.registerAgain(person, on: number) }
                }
            }
        case .releaseParticipant(let number):
            guard people[number] != nil else { return nil }
            people[number] = nil
            model.releaseParticipant(number)
        case .releaseMediator(let number):
            guard mediators[number] != nil else { return nil }
            mediators[number] = nil
            model.releaseMediator(number)
            guestsMayChange = true
        }
        return nil
    }

    /// Sends returned before someone had their message. When one then arrives (a delivery left
    /// to run on its own), rule 2 is what broke; when none has a moment later, the receiver was
    /// skipped (rule 1) or its delivery is still on its way (rule 2), and the report names both.
    /// Only a failing run waits, a moment at most: the verdict is a failure either way.
    static func returnedEarly(_ late: [(text: String, missing: Participant, message: ChatMessage)]) async -> Divergence {
        if let arrived = await arrivedLate(late) {
            return Divergence(
                rule: ChatRule.two, yourCode: "\(arrived.text); it arrived after send had returned",
                ruleSays: "once await send returns, every other registered participant has the message")
        }
        return Divergence(
            rule: ChatRule.oneAndTwo, yourCode: "\(late[0].text), and had not a moment later: skipped (rule 1), or its delivery is still on its way (rule 2)",
            ruleSays: "every other registered participant has the message once await send returns: one named like the sender, or like a stranger that sends, is someone else")
    }

    /// The first of `late` whose message reaches its missing receiver within a moment (waited
    /// for only by a failing run), or nil.
    static func arrivedLate(_ late: [(text: String, missing: Participant, message: ChatMessage)]) async -> (text: String, missing: Participant, message: ChatMessage)? {
        let deadline = ContinuousClock.now + .milliseconds(100)
        while !late.contains(where: { $0.missing.received.contains($0.message) }), ContinuousClock.now < deadline { try? await Task.sleep(for: .milliseconds(1)) }
        return late.first { $0.missing.received.contains($0.message) }
    }

    /// Each sender sends its messages in order from its own task, all tasks at once, started in
    /// the schedule's order and yielding where it says; each task checks rule 2 as each send returns.
    private mutating func burst(on mediator: ChatMediator, number: Int, senders: [Int], each: Int, first: Int) async -> Divergence? {
        let plans: [(sender: Participant, messages: [ChatMessage], yields: [Int], receivers: [Participant])] = senders.enumerated().compactMap { offset, sender in
            guard let participant = people[sender] else { return nil }
            let messages = (0..<each).map { ChatMessage(sender: participant.name, sequence: first + offset * each + $0, text: "burst") }
            let receivers = model.receivers(on: number, from: sender).compactMap { people[$0] ?? watchedPeople[$0]?.object }
            return (participant, messages, (0..<each).map { _ in schedule.int(in: 0...2) }, receivers)
        }
        let before = Dictionary(uniqueKeysWithValues: peopleNumbers.compactMap { number in watchedPeople[number]?.object.map { (number, $0.received) } })
        let lateDeliveries = await withTaskGroup(of: (text: String, missing: Participant, message: ChatMessage)?.self) { group in
            for plan in plans.shuffled(using: &schedule) {
                group.addTask {
                    for (message, yields) in zip(plan.messages, plan.yields) {
                        for _ in 0..<yields { await Task.yield() }
                        await mediator.send(message, from: plan.sender)
                        if let missing = plan.receivers.first(where: { !$0.received.contains(message) }) {
                            return ("send of \(message.sequence) returned before \"\(missing.name)\" had it", missing, message)
                        }
                    }
                    return nil
                }
            }
            var problems: [(text: String, missing: Participant, message: ChatMessage)] = []
            for await problem in group { if let problem { problems.append(problem) } }
            return problems
        }
        if !lateDeliveries.isEmpty { return await Self.returnedEarly(lateDeliveries) }
        // Rules 1 and 3 for the burst: every receiver heard each other sender's messages once, in order.
        for number in peopleNumbers {
            guard let person = watchedPeople[number]?.object, let earlier = before[number], let expectedEarlier = model.people[number]?.inbox else { continue }
            let arrived = Array(person.received.dropFirst(earlier.count))
            // One registered twice: which messages it hears is compared, how often is left open.
            let twice = model.people[number]?.registeredTwice == true
            var owed: [ChatMessage] = []
            for (offset, sender) in senders.enumerated() where sender != number && model.receivers(on: numberOf(mediator), from: sender).contains(number) {
                let expected = (0..<each).map { ChatMessage(sender: people[sender]?.name ?? "", sequence: first + offset * each + $0, text: "burst") }
                let got = arrived.filter { $0.sequence >= first + offset * each && $0.sequence < first + (offset + 1) * each }
                if twice ? Set(got) != Set(expected) : got != expected {
                    return Divergence(
                        rule: got.count == expected.count && !twice ? ChatRule.three : ChatRule.one, yourCode: "p\(number) heard p\(sender)'s burst as sequences \(got.map(\.sequence))",
                        ruleSays: twice ? "sequences \(expected.map(\.sequence)), each at least once (registered twice)" : "sequences \(expected.map(\.sequence)), each once, in order")
                }
                owed += expected
            }
            if twice {
                model.owe(owed, person: number)
                continue
            }
            if earlier != expectedEarlier { continue }  // compare() names that difference
            if let divergence = asSent(arrived, sent: owed, to: number) { return divergence }
            model.heard(earlier + arrived, person: number)
        }
        return nil
    }

    /// One task per event, started in order and run one at a time (`OneQueueExecutor`): a send
    /// that pauses part-way lets the next tasks in, so later sends start while it is paused. A
    /// send first awaits every registration before it (a `Latch` each), never a send. The schedule
    /// adds yields before some sends. Then every send must have reached, exactly once, everyone
    /// registered before it started, and have done so when it returned (rules 1, 2 and 4).
    private mutating func overlapping(on mediator: ChatMediator, number: Int, events: [ChatStep.Overlap]) async -> Divergence? {
        // Sends from participants the program still holds.
        let events = events.filter { event in
            switch event {
            case .send(let sender, _): people[sender] != nil
            case .registerAgain(let person):
                people[person] != nil && model.people[person]?.registeredBy.contains(number) == true && model.people[person]?.registeredTwice == false
            case .register: true
            }
        }
        let roomPeople = (model.mediators[number]?.registered ?? []).filter { model.isAlive(person: $0) }
        let room = roomPeople.compactMap { people[$0] ?? watchedPeople[$0]?.object } + (guests[number] ?? []).compactMap(\.object)
        let newcomers: [[Participant]] = events.map { event in
            guard case .register(let count, _, _) = event else { return [] }
            return (0..<count).map { ChatStep.guestName($0) }.map { Participant(name: $0) }
        }
        // Registered twice: in the room already, or newcomers registering several times each.
        let twice = Set(roomPeople.filter { model.people[$0]?.registeredTwice == true }.compactMap { people[$0] ?? watchedPeople[$0]?.object }.map(ObjectIdentifier.init))
            .union(guestsTwice[number] ?? [])
            .union(events.indices.filter { if case .register(_, let times, _) = events[$0] { times > 1 } else { false } }.flatMap { newcomers[$0] }.map(ObjectIdentifier.init))
        // Registered twice there already, and registering again before some registration's newcomers.
        let returning: [[(number: Int, person: Participant)]] = events.map { event in
            guard case .register(_, _, let again) = event else { return [] }
            return again.filter { model.people[$0]?.registeredBy.contains(number) == true }.compactMap { person in people[person].map { (person, $0) } }
        }
        let latches = events.map { _ in Latch() }
        /// Opened once each send has returned (what a participant registering again once it heard them waits for too).
        let sentLatches = events.map { _ in Latch() }
        let messages: [ChatMessage?] = events.map { event in
            guard case .send(let sender, let sequence) = event, let participant = people[sender] else { return nil }
            return ChatMessage(sender: participant.name, sequence: sequence, text: "overlapping")
        }
        let yields = events.map { _ in schedule.chance(30) ? 1 : 0 }
        let senders: [Participant?] = events.map { event in if case .send(let sender, _) = event { people[sender] } else { nil } }
        // Who must have each send when it returns: the room and the newcomers registered before it.
        let owed: [[Participant]] = events.indices.map { index in
            guard case .send(let sender, _) = events[index], let participant = people[sender] else { return [] }
            return (room + newcomers[..<index].joined()).filter { $0 !== participant }
        }
        let late = await withTaskExecutorPreference(OneQueueExecutor()) {
            await withTaskGroup(of: (text: String, missing: Participant, message: ChatMessage)?.self) { group in
                for index in events.indices {
                    switch events[index] {
                    case .register(_, let times, _):
                        let (arriving, returningNow, latch) = (newcomers[index], returning[index].map(\.person), latches[index])
                        group.addTask {
                            for participant in returningNow { await mediator.register(participant) }
                            for newcomer in arriving {
                                for _ in 0..<times { await mediator.register(newcomer) }
                            }
                            latch.open()
                            return nil
                        }
                    case .registerAgain(let person):
                        let latch = latches[index]
                        guard let participant = people[person] else {
                            latch.open()
                            continue
                        }
                        let sendsBefore = events.prefix(index).indices.compactMap { earlier in messages[earlier].map { (sentLatches[earlier], $0) } }
                        group.addTask {
                            while !sendsBefore.allSatisfy({ $0.0.isOpen || participant.received.contains($0.1) }) { await Task.yield() }
                            await mediator.register(participant)
                            latch.open()
                            return nil
                        }
                    case .send:
                        guard let participant = senders[index], let message = messages[index] else { continue }
                        let (before, receivers, pauses) = (latches[..<index].indices.filter { events[$0].registers }.map { latches[$0] }, owed[index], yields[index])
                        let sent = sentLatches[index]
                        group.addTask {
                            for latch in before { await latch.wait() }
                            for _ in 0..<pauses { await Task.yield() }
                            await mediator.send(message, from: participant)
                            sent.open()
                            guard let missing = receivers.first(where: { !$0.received.contains(message) }) else { return nil }
                            return ("send of \(message.sequence) returned before \"\(missing.name)\" had it", missing, message)
                        }
                    }
                }
                var problems: [(text: String, missing: Participant, message: ChatMessage)] = []
                for await problem in group { if let problem { problems.append(problem) } }
                return problems
            }
        }
        // A send returned before someone had its message: when the message then arrives (a
        // delivery left to run on its own), rule 2 is what broke, whatever the counts show while
        // it is on its way. Only a failing run waits for it, a moment at most.
        if !late.isEmpty, let arrived = await Self.arrivedLate(late) {
            return Divergence(rule: ChatRule.two, yourCode: "\(arrived.text), while other sends overlapped it", ruleSays: "once await send returns, every other registered participant has the message")
        }
        for index in events.indices {
            if case .register(_, let times, _) = events[index] { registerGuests(newcomers[index], times: times, on: number) }
            for (person, _) in returning[index] { model.registerAgain(person, on: number) }
            if case .registerAgain(let person) = events[index] { model.registerAgain(person, on: number) }
        }
        let times = { (person: Participant, message: ChatMessage) in person.received.filter { $0 == message }.count }
        for index in events.indices {
            guard let message = messages[index], case .send(let sender, _) = events[index], let participant = people[sender] else { continue }
            let olderSends = messages[..<index].compactMap { $0 }.count
            let newcomersBefore = newcomers[..<index].joined().count
            let situation = "the send of \(message.sequence), started after \(newcomersBefore) newcomers' await register had returned and \(olderSends) older sends had started (one task at a time: any of them may be paused part-way)"
            // One who registered again before this send started is registered twice for it: at least once.
            let againBefore = Set(events[..<index].compactMap { if case .registerAgain(let person) = $0 { people[person].map(ObjectIdentifier.init) } else { nil } })
            // Nobody had it at all: the send lost its message (dropped, merged, or never delivered), whoever registered when.
            if owed[index].count > 1, owed[index].allSatisfy({ times($0, message) == 0 }) {
                return Divergence(
                    rule: ChatRule.oneAndTwo, yourCode: "\(situation): nobody had it, of the \(owed[index].count) registered before it started",
                    ruleSays: "every other registered participant has it once send returns")
            }
            if let wrong = owed[index].first(where: { times($0, message) != 1 && !(twice.union(againBefore).contains(ObjectIdentifier($0)) && times($0, message) > 0) }) {
                let isNewcomer = newcomers[..<index].joined().contains { $0 === wrong }
                if events.contains(where: { if case .registerAgain(let person) = $0 { people[person] === wrong } else { false } }) {
                    return Divergence(
                        rule: ChatRule.again,
                        yourCode: "\(situation): \"\(wrong.name)\", registered once before it and registering again once it had heard the sends under way, had it \(times(wrong, message)) times",
                        ruleSays: "exactly once: registering again after hearing a send does not earn its message again, however many sends are under way")
                }
                return Divergence(
                    rule: isNewcomer ? ChatRule.oneAndFour : ChatRule.one, yourCode: "\(situation): \(isNewcomer ? "a newcomer" : "\"\(wrong.name)\", in the room before,") had it \(times(wrong, message)) times",
                    ruleSays: "exactly once: everyone registered before a send starts hears it once, whatever older sends are still doing")
            }
            if let twiceHeard = newcomers[index...].joined().first(where: { times($0, message) > 1 && !twice.contains(ObjectIdentifier($0)) }) {
                return Divergence(rule: ChatRule.one, yourCode: "\(situation): a newcomer registering after it started had it \(times(twiceHeard, message)) times", ruleSays: "at most once")
            }
            if times(participant, message) > 0 { return Divergence(rule: ChatRule.one, yourCode: "\(situation): its sender p\(sender) heard it", ruleSays: "never the sender") }
        }
        // Each heard once, in the end: one that had not when its send returned was served late.
        if let late = late.first {
            return Divergence(rule: ChatRule.two, yourCode: "\(late.text), while other sends overlapped it", ruleSays: "once await send returns, every other registered participant has the message")
        }
        // The program's own participants in the room heard the step's messages once each, in an
        // order the overlap chose: the model keeps what arrived.
        let sent = events.indices.compactMap { index -> (sender: Int, message: ChatMessage)? in
            guard case .send(let sender, _) = events[index], let message = messages[index] else { return nil }
            return (sender, message)
        }
        for person in roomPeople {
            guard let participant = watchedPeople[person]?.object, let expected = model.people[person]?.inbox else { continue }
            let owed = sent.filter { $0.sender != person }.map(\.message)
            if model.people[person]?.registeredTwice == true {
                model.owe(owed, person: person)
                continue
            }
            let received = participant.received
            guard received.count == expected.count + owed.count, Array(received.prefix(expected.count)) == expected else { continue }  // compare() names it
            if let divergence = asSent(received.dropFirst(expected.count), sent: owed, to: person) { return divergence }
            model.heard(received, person: person)
        }
        return nil
    }

    /// A participant the program makes and holds (none if one with that number was made already).
    private mutating func play(make number: Int, name: String) -> Divergence? {
        guard watchedPeople[number] == nil else { return nil }
        let person = Participant(name: name)
        (people[number], watchedPeople[number]) = (person, WeakParticipant(object: person))
        peopleNumbers.append(number)
        model.makeParticipant(number, name: name)
        return nil
    }

    /// Newcomers the step registered, `times` times each: guests from now on, watched weakly,
    /// and left open how often they hear once registered more than once.
    private mutating func registerGuests(_ newcomers: [Participant], times: Int, on number: Int) {
        guests[number, default: []] += newcomers.map { WeakParticipant(object: $0) }
        guestsMayChange = true
        model.registerGuests(newcomers.count, on: number)
        guard times > 1 else { return }
        guestsTwice[number, default: []].formUnion(newcomers.map(ObjectIdentifier.init))
        model.registerGuestsAgain(newcomers.count * (times - 1), on: number)
    }

    private func numberOf(_ mediator: ChatMediator) -> Int { mediatorNumbers.first { mediators[$0] === mediator } ?? -1 }

    /// Every inbox, every living mediator's count, and who is alive.
    private mutating func compare() async -> Divergence? {
        for number in peopleNumbers {
            guard let person = watchedPeople[number]?.object, let expected = model.people[number]?.inbox else { continue }
            let received = person.received
            if model.people[number]?.registeredTwice == true {
                if let divergence = compareRegisteredTwice(number, received: received, expected: expected) { return divergence }
                continue
            }
            let from = min(compared[number] ?? 0, received.count, expected.count)
            if received.count != expected.count || received[from...] != expected[from...] {
                let sameOnes = received.count == expected.count && Set(received) == Set(expected)
                return Divergence(
                    rule: sameOnes ? ChatRule.three : received.count < expected.count ? ChatRule.oneAndTwo : ChatRule.one,
                    yourCode: "p\(number) heard \(describe(received))", ruleSays: "\(describe(expected))")
            }
            if let index = (from..<received.count).first(where: { !received[$0].isExactly(expected[$0]) }) {
                return Divergence(
                    rule: ChatRule.asSent, yourCode: "p\(number) heard sequence \(received[index].sequence) as \(exact(received[index]))",
                    ruleSays: "\(exact(expected[index])), scalar for scalar")
            }
            compared[number] = received.count
        }
        // A registered participant that is gone explains a count that fell short: rule 5 first.
        for number in peopleNumbers where watchedPeople[number]?.object == nil && model.isAlive(person: number) {
            return Divergence(rule: ChatRule.five, yourCode: "p\(number) is gone", ruleSays: "a living mediator registered it: it must be alive")
        }
        for number in mediatorNumbers {
            guard let mediator = mediators[number] else { continue }
            if guestsMayChange, let guests = guests[number], guests.contains(where: { $0.object == nil }) {
                return Divergence(rule: ChatRule.five, yourCode: "a participant m\(number) registered at once is gone", ruleSays: "m\(number) keeps it alive")
            }
            let count = await mediator.participantCount
            // Fewer: registrations lost (rule 4); more: someone it was never asked to register,
            // a sender it was only handed (rule 5). One registered again may count once or twice.
            let counts = model.count(number)
            let expected = counts.count == 1 ? "\(counts.lowerBound)" : "\(counts.lowerBound) to \(counts.upperBound) (one registered again counts once or twice)"
            if count < counts.lowerBound { return Divergence(rule: ChatRule.four, yourCode: "m\(number) counts \(count) participants", ruleSays: expected) }
            if count > counts.upperBound {
                return Divergence(
                    rule: ChatRule.five, yourCode: "m\(number) counts \(count) participants",
                    ruleSays: "\(expected): only the participants registered count, not a sender it was only handed")
            }
        }
        for number in peopleNumbers where (watchedPeople[number]?.object != nil) != model.isAlive(person: number) {
            let mustLive = model.isAlive(person: number)
            return Divergence(
                rule: mustLive ? ChatRule.five : ChatRule.freed, yourCode: "p\(number) is \(mustLive ? "gone" : "still alive")",
                ruleSays: mustLive ? "a living mediator registered it: it must be alive" : "nobody holds it: it must be freed")
        }
        for number in mediatorNumbers where guestsMayChange && !model.isAlive(mediator: number) && guests[number]?.contains(where: { $0.object != nil }) == true {
            return Divergence(rule: ChatRule.freed, yourCode: "a participant m\(number) registered at once is still alive after m\(number) was let go of", ruleSays: "nobody holds it: it must be freed")
        }
        for number in mediatorNumbers where (watchedMediators[number]?.object != nil) != model.isAlive(mediator: number) {
            return Divergence(rule: ChatRule.freed, yourCode: "m\(number) is still alive after the test let go of it", ruleSays: "nothing keeps a mediator alive but its owner")
        }
        return nil
    }

    /// What a participant registered twice has heard, compared step by step: every message owed
    /// to it, each at least once, and nothing else; how often is left open (rule 3).
    private mutating func compareRegisteredTwice(_ number: Int, received: [ChatMessage], expected: [ChatMessage]) -> Divergence? {
        var seen = registeredTwiceSeen[number] ?? (received: 0, expected: 0, heard: [], owed: [])
        seen.owed.formUnion(expected[min(seen.expected, expected.count)...].map(ExactMessage.init))
        seen.expected = expected.count
        let new = received[min(seen.received, received.count)...].map(ExactMessage.init)
        if let stranger = new.first(where: { !seen.owed.contains($0) }) {
            let sent = expected.first { $0 == stranger.message }
            return Divergence(
                rule: sent == nil ? ChatRule.one : ChatRule.asSent,
                yourCode: "p\(number) (registered twice) heard sequence \(stranger.message.sequence)" + (sent == nil ? ", not sent to it" : " as \(exact(stranger.message))"),
                ruleSays: sent.map { "\(exact($0)), scalar for scalar" } ?? "\(describe(expected)), each at least once")
        }
        seen.heard.formUnion(new)
        seen.received = received.count
        registeredTwiceSeen[number] = seen
        if seen.heard.count != seen.owed.count {
            let missing = seen.owed.subtracting(seen.heard).map(\.message.sequence).sorted()
            return Divergence(rule: ChatRule.oneAndTwo, yourCode: "p\(number) (registered twice) never heard sequences \(missing)", ruleSays: "\(describe(expected)), each at least once")
        }
        return nil
    }

    /// Where the model keeps what arrived (its order chosen by the run), each copy must be one of
    /// the messages sent, scalar for scalar: `==` let it through already.
    private func asSent(_ arrived: some Collection<ChatMessage>, sent: [ChatMessage], to person: Int) -> Divergence? {
        let sentExactly = Set(sent.map(ExactMessage.init))
        guard let copy = arrived.first(where: { !sentExactly.contains(ExactMessage($0)) }) else { return nil }
        let original = sent.first { $0 == copy }.map { "\(exact($0)), scalar for scalar" } ?? "only the messages sent to it"
        return Divergence(rule: ChatRule.asSent, yourCode: "p\(person) heard sequence \(copy.sequence) as \(exact(copy))", ruleSays: original)
    }

    /// A message's texts as Swift literals, each scalar written out where it is not plain ASCII.
    private func exact(_ message: ChatMessage) -> String { "text \(swiftLiteral(message.text)) from \(swiftLiteral(message.sender))" }

    private func describe(_ messages: [ChatMessage]) -> String {
        messages.isEmpty ? "nothing" : "sequences \(messages.map { "\($0.sequence)" }.joined(separator: ", "))"
    }
}
