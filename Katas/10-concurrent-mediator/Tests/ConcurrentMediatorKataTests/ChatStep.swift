import ConcurrentMediatorKata
import Foundation
import KataTestSupport

/// One operation of a generated program over the whole API: make participants (names shared,
/// letter-case twins, empty, very long, letters precomposed and decomposed) and mediators,
/// register, send one message and await it, send bursts from several tasks at once, register
/// hundreds from tasks at once, send an equal message again, send while others register (or
/// register again), start sends and registrations one task at a time, and let go of participants
/// or mediators. Each object gets a number when it is made (`p3`, `m1`); a step about an object
/// the program never made or let go of is skipped.
enum ChatStep: ProgramStep, CustomStringConvertible {
    case makeParticipant(Int, name: String)
    case makeMediator(Int)
    case register(mediator: Int, Int)
    /// `sequence` numbers every message of a program, so each is told apart; `again` resends the
    /// sender's previous message, equal in every field (both must arrive).
    case send(mediator: Int, from: Int, text: String, sequence: Int)
    case sendAgain(mediator: Int, from: Int, text: String, sequence: Int)
    /// Each sender sends `each` messages in order from its own task; all tasks start at once.
    case burst(mediator: Int, senders: [Int], each: Int, firstSequence: Int)
    /// `count` new participants registered from `count` tasks at once.
    case registerAtOnce(mediator: Int, count: Int)
    /// One message sent while `count` newcomers (some named like guests anywhere in the room)
    /// register from tasks of their own, all at once, and the participants `returning`
    /// (registered there already) register again, at a moment the run picks or once they have
    /// heard it: everyone registered before hears it exactly once, one registering again once it
    /// has heard it too (that does not earn the message again); a newcomer at most once; one
    /// registered twice before the send, or again at any moment, at least once (how often is
    /// left open).
    case sendWhileRegistering(mediator: Int, from: Int, count: Int, returning: [Again], sequence: Int)
    /// New participants, numbered from `first` on and named `names`, each registered `times`
    /// times, in turns, one call after another (what each hears from then on is left open): it
    /// comes right before a crowd, so seats registered twice sit ahead of it, and a mediator
    /// that tidies them away while a delivery into the crowd is paused must not shift the room
    /// under that walk; while sends there pause, they register again.
    case registerTwice(mediator: Int, first: Int, names: [String], times: Int)
    case releaseParticipant(Int)
    case releaseMediator(Int)
    /// Sends and registrations, each from a task of its own, started in order and run one task
    /// at a time (a send that pauses part-way lets the tasks after it in): each send starts only
    /// once every registration before it has returned, but waits for no send, so several sends
    /// may be paused at once when it starts. Every send reaches exactly once everyone registered
    /// before it started (the room, and the newcomers of the registrations before it); a
    /// newcomer registering after it started, at most once.
    case overlapping(mediator: Int, events: [Overlap])

    /// A participant registered again during a `sendWhileRegistering` step: from a task started
    /// with the others, or from one that first waits until it has heard the message (or the
    /// send has returned), so a delivery that pauses part-way has served it already.
    enum Again: Equatable {
        case anytime(Int)
        case onceHeard(Int)

        var person: Int {
            switch self {
            case .anytime(let person), .onceHeard(let person): person
            }
        }
    }

    /// One task of an `overlapping` step: a send of `sequence` from `p<from>`, or `count`
    /// newcomers registered one after another.
    enum Overlap: Equatable {
        /// Whether later sends wait for this event (a registration of any kind) to return.
        var registers: Bool {
            switch self {
            case .send: false
            case .register, .registerAgain: true
            }
        }

        case send(from: Int, sequence: Int)
        /// `count` newcomers, each registering `times` times (more than once: what it hears is
        /// then left open, as for anyone registered twice), after the program's participants
        /// `again` (registered there twice already) register again, once each.
        case register(count: Int, times: Int, again: [Int])
        /// The program's participant `person`, registered there once, registers again once it
        /// has heard every send started before this event (or that send returned): a delivery
        /// that remembers who heard what for one send at a time serves it again.
        case registerAgain(person: Int)
    }

    var calls: Int {
        if case .registerAtOnce(_, let count) = self { return count }
        return 1
    }

    var swiftLine: String {
        switch self {
        case .makeParticipant(let number, let name): "var p\(number): Participant? = Participant(name: \(swiftExpression(name)))"
        case .makeMediator(let number): "var m\(number): ChatMediator? = ChatMediator()"
        case .register(let mediator, let person): "await m\(mediator)!.register(p\(person)!)"
        case .send(let mediator, let sender, let text, let sequence), .sendAgain(let mediator, let sender, let text, let sequence):
            "await m\(mediator)!.send(ChatMessage(sender: p\(sender)!.name, sequence: \(sequence), text: \(swiftExpression(text))), from: p\(sender)!)"
        case .burst(let mediator, let senders, let each, let first):
            "await withTaskGroup(of: Void.self) { group in for (i, p) in [\(senders.map { "p\($0)!" }.joined(separator: ", "))].enumerated() { group.addTask { for k in 0..<\(each) { await m\(mediator)!.send(ChatMessage(sender: p.name, sequence: \(first) + i * \(each) + k, text: \"burst\"), from: p) } } } }"
        case .registerAtOnce(let mediator, let count):
            "await withTaskGroup(of: Void.self) { group in for index in 0..<\(count) { group.addTask { await m\(mediator)!.register(Participant(name: ChatStep.guestName(index))) } } }"
        case .sendWhileRegistering(let mediator, let sender, let count, let returning, let sequence):
            "await withTaskGroup(of: Void.self) { group in let sent = Latch(); group.addTask { await m\(mediator)!.send(ChatMessage(sender: p\(sender)!.name, sequence: \(sequence), text: \"meanwhile\"), from: p\(sender)!); sent.open() }; for index in 0..<\(count) { group.addTask { await m\(mediator)!.register(Participant(name: ChatStep.guestName(index))) } }"
                + returning.map { again in
                    switch again {
                    case .anytime(let person): "; let again\(person) = p\(person)!; group.addTask { await m\(mediator)!.register(again\(person)) }  // registered there already"
                    case .onceHeard(let person):
                        "; let again\(person) = p\(person)!, heard\(person) = again\(person).received.count; group.addTask { while !sent.isOpen, again\(person).received.count == heard\(person) { await Task.yield() }; await m\(mediator)!.register(again\(person)) }  // registered there already: again once it heard it"
                    }
                }.joined() + " }"
        case .registerTwice(let mediator, let first, let names, let times):
            names.indices.map { "var p\(first + $0): Participant? = Participant(name: \(swiftExpression(names[$0]))); " }.joined()
                + "for _ in 0..<\(times) { "
                + names.indices.map { "await m\(mediator)!.register(p\(first + $0)!)" }.joined(separator: "; ")
                + " }  // each registered \(times) times"
        case .releaseParticipant(let number): "p\(number) = nil  // the test lets go of it"
        case .releaseMediator(let number): "m\(number) = nil  // the test lets go of it"
        case .overlapping(let mediator, let events):
            "await withTaskExecutorPreference(OneQueueExecutor()) { await withTaskGroup(of: Void.self) { group in  // one task at a time, in the order added; each send first awaits the registrations before it (Latch: opened once they returned)\n        "
                + events.enumerated().map { index, event in
                    switch event {
                    case .register(let count, let times, let again) where times > 1 || !again.isEmpty:
                        "let r\(index) = Latch(); group.addTask { "
                            + again.map { "await m\(mediator)!.register(p\($0)!); " }.joined()
                            + "for _ in 0..<\(count) { let newcomer = Participant(name: \"newcomer\"); for _ in 0..<\(times) { await m\(mediator)!.register(newcomer) } }; r\(index).open() }"
                    case .register(let count, _, _):
                        "let r\(index) = Latch(); group.addTask { for _ in 0..<\(count) { await m\(mediator)!.register(Participant(name: \"newcomer\")) }; r\(index).open() }"
                    case .registerAgain(let person):
                        "let r\(index) = Latch(); group.addTask { while !["
                            + events.prefix(index).indices.compactMap { earlier -> String? in
                                guard case .send(_, let sequence) = events[earlier] else { return nil }
                                return "s\(earlier).isOpen || p\(person)!.received.contains { $0.sequence == \(sequence) }"
                            }.joined(separator: ", ")
                            + "].allSatisfy({ $0 }) { await Task.yield() }; await m\(mediator)!.register(p\(person)!); r\(index).open() }  // registered there once: again once it heard the sends before"
                    case .send(let sender, let sequence):
                        "let s\(index) = Latch(); group.addTask { "
                            + events.prefix(index).indices.filter { events[$0].registers }.map { "await r\($0).wait(); " }.joined()
                            + "await m\(mediator)!.send(ChatMessage(sender: p\(sender)!.name, sequence: \(sequence), text: \"overlapping\"), from: p\(sender)!); s\(index).open() }"
                    }
                }.joined(separator: "\n        ") + "\n    } }"
        }
    }

    /// The step as the program has it at that point, so the lines paste into a test as they
    /// are: a step the model skips (an object never made or already let go, a registration
    /// made already) is a comment, and a burst lists only the senders still held.
    func swiftLine(after earlier: [ChatStep]) -> String {
        var madePeople = Set<Int>(), madeMediators = Set<Int>(), people = Set<Int>(), mediators = Set<Int>()
        var registered = Set<[Int]>()
        for step in earlier {
            switch step {
            case .makeParticipant(let number, _) where !madePeople.contains(number): (madePeople, people) = (madePeople.union([number]), people.union([number]))
            case .registerTwice(let mediator, let first, let names, _) where mediators.contains(mediator):
                let made = Set(first..<(first + names.count))
                (madePeople, people) = (madePeople.union(made), people.union(made))
                registered.formUnion(made.map { [mediator, $0] })
            case .makeMediator(let number) where !madeMediators.contains(number): (madeMediators, mediators) = (madeMediators.union([number]), mediators.union([number]))
            case .register(let mediator, let person) where mediators.contains(mediator) && people.contains(person): registered.insert([mediator, person])
            case .releaseParticipant(let number): people.remove(number)
            case .releaseMediator(let number): mediators.remove(number)
            default: break
            }
        }
        let gone = { (name: String) in "// skipped: the program no longer holds \(name) (or never made it)" }
        switch self {
        case .makeParticipant(let number, _): return madePeople.contains(number) ? "// skipped: p\(number) was made already" : swiftLine
        case .makeMediator(let number): return madeMediators.contains(number) ? "// skipped: m\(number) was made already" : swiftLine
        case .register(let mediator, let person):
            guard mediators.contains(mediator) else { return gone("m\(mediator)") }
            guard people.contains(person) else { return gone("p\(person)") }
            return registered.contains([mediator, person]) ? "// skipped: m\(mediator) registered p\(person) already" : swiftLine
        case .send(let mediator, let sender, _, _), .sendAgain(let mediator, let sender, _, _):
            guard mediators.contains(mediator) else { return gone("m\(mediator)") }
            return people.contains(sender) ? swiftLine : gone("p\(sender)")
        case .burst(let mediator, let senders, let each, let first):
            guard mediators.contains(mediator) else { return gone("m\(mediator)") }
            let present = senders.filter(people.contains)
            guard !present.isEmpty else { return gone(senders.map { "p\($0)" }.joined(separator: ", ")) }
            return ChatStep.burst(mediator: mediator, senders: present, each: each, firstSequence: first).swiftLine
        case .registerAtOnce(let mediator, _), .registerTwice(let mediator, _, _, _): return mediators.contains(mediator) ? swiftLine : gone("m\(mediator)")
        case .sendWhileRegistering(let mediator, let sender, let count, let returning, let sequence):
            guard mediators.contains(mediator) else { return gone("m\(mediator)") }
            guard people.contains(sender) else { return gone("p\(sender)") }
            let again = returning.filter { people.contains($0.person) && registered.contains([mediator, $0.person]) }
            return ChatStep.sendWhileRegistering(mediator: mediator, from: sender, count: count, returning: again, sequence: sequence).swiftLine
        case .releaseParticipant(let number): return people.contains(number) ? swiftLine : gone("p\(number)")
        case .releaseMediator(let number): return mediators.contains(number) ? swiftLine : gone("m\(number)")
        case .overlapping(let mediator, let events):
            guard mediators.contains(mediator) else { return gone("m\(mediator)") }
            let present = events.compactMap { event -> Overlap? in
                switch event {
                case .send(let sender, _): people.contains(sender) ? event : nil
                case .register(let count, let times, let again):
                    .register(count: count, times: times, again: again.filter { people.contains($0) && registered.contains([mediator, $0]) })
                case .registerAgain(let person): people.contains(person) && registered.contains([mediator, person]) ? event : nil
                }
            }
            return ChatStep.overlapping(mediator: mediator, events: present).swiftLine
        }
    }

    var description: String { swiftLine }

    /// Letter-case twins, empty and blank, very long, and one with a letter precomposed and one
    /// decomposed (`ë`, and `e` with a combining accent): a sender's name is delivered as sent too.
    static let names = ["Ann", "ann", "Ann", "", " ", "Zo\u{EB} Ame\u{301}lie", String(repeating: "name", count: 100)]
    /// The name of guest `index` of those registered at once: mostly the program's own names (a
    /// sender's namesakes among the guests hear it), one in four a name of its own, so a newcomer
    /// named like it later has one namesake, wherever in the room that one sits.
    static func guestName(_ index: Int) -> String { index % 4 == 3 ? "guest \(index)" : names[index % names.count] }
    /// Invisible and control characters and a Windows line end are part of a text too; so are
    /// letters precomposed and decomposed (`é` and `e` + U+0301, an angstrom sign that either
    /// normal form rewrites), one text in two forms, which `==` on `String` calls equal.
    /// A text of ``texts``, or one time in seven a text drawn from all of Unicode (``WildText``):
    /// delivered as sent, the same Unicode scalars.
    static func text(_ random: inout SeededRandom) -> String { random.chance(15) ? WildText.draw(&random) : random.pick(texts) }

    static let texts = [
        "hi", "Hi", "", "  ", "\u{E9}🎉", String(repeating: "text ", count: 100), "see\u{200B}you", "line\r\nend", "nul\u{0}", "\u{202E}hi",
        "Caf\u{E9} o\u{308}", "Cafe\u{301} \u{F6}", "e\u{301}t\u{E9} \u{212B}",
        // Past the lengths a store might cut a text at (4,096, 16,384, 65,536).
        String(repeating: "long text ", count: 7_000),
    ]
    /// `text` in the other canonical spelling: decomposed (NFD) where that changes its scalars,
    /// else precomposed (NFC); itself when neither does.
    static func otherSpelling(of text: String) -> String {
        let decomposed = text.decomposedStringWithCanonicalMapping
        return decomposed.unicodeScalars.elementsEqual(text.unicodeScalars) ? text.precomposedStringWithCanonicalMapping : decomposed
    }

    /// Whether a text holds a letter precomposed (Latin-1 to Latin Extended-B) and a combining
    /// mark: NFC rewrites the one, NFD the other.
    static func hasLettersInBothForms(_ text: String) -> Bool {
        text.unicodeScalars.contains { (0xC0...0x24F).contains($0.value) } && text.unicodeScalars.contains { (0x300...0x36F).contains($0.value) }
    }

    /// What the program has made so far, which mediator registered whom, and the messages sent.
    struct Census: ProgramCensus {
        var people = 0
        var mediators = 0
        var registered: Set<[Int]> = []
        var sequence = 0
        var last: [Int: (text: String, sequence: Int)] = [:]
        var steps = 0
        var flooded = false
        /// The mediator a flood went to, and the step it came at: the program lets it go soon
        /// after, so sends to thousands of guests do not slow every later step.
        var flood: (mediator: Int, step: Int)?
        var released: Set<Int> = []
        var releasedPeople: Set<Int> = []
        /// The participant registered just after the latest flood, at the end of that crowd.
        var lateInCrowd: Int?
        /// A mediator that registered new participants several times each in the step just
        /// counted: its crowd comes next.
        var crowdDue: Int?
        /// The participants each mediator registered several times before its crowd.
        var registeredTwice: [Int: [Int]] = [:]

        mutating func count(_ step: ChatStep) {
            steps += 1
            crowdDue = nil
            switch step {
            case .registerAtOnce(let mediator, let count) where count >= FloodSize.smallest:
                flooded = true
                flood = (mediator, steps)
                lateInCrowd = nil
            case .register(let mediator, let person) where flood.map { $0.mediator == mediator && $0.step + 1 == steps } == true:
                registered.insert([mediator, person])
                lateInCrowd = person
            case .registerTwice(let mediator, let first, let names, _):
                crowdDue = mediator
                let made = Array(first..<(first + names.count))
                people = max(people, first + names.count)
                registered.formUnion(made.map { [mediator, $0] })
                registeredTwice[mediator] = made
            case .releaseMediator(let mediator): released.insert(mediator)
            case .releaseParticipant(let person): releasedPeople.insert(person)
            case .makeParticipant: people += 1
            case .makeMediator: mediators += 1
            case .register(let mediator, let person): registered.insert([mediator, person])
            case .send(_, let sender, let text, let sequence):
                self.sequence = sequence + 1
                last[sender] = (text, sequence)
            case .burst(_, let senders, let each, let first): sequence = first + senders.count * each
            case .sendWhileRegistering(_, _, _, _, let sequence): self.sequence = sequence + 1
            case .overlapping(_, let events):
                for case .send(_, let sequence) in events { self.sequence = max(self.sequence, sequence + 1) }
            default: break
            }
        }
    }

    static func next(_ random: inout SeededRandom, census: Census) -> ChatStep {
        if let due = census.crowdDue { return .registerAtOnce(mediator: due, count: random.int(in: FloodSize.pastAThousand)) }
        if census.mediators == 0 || (census.mediators < 3 && random.chance(4)) { return .makeMediator(census.mediators) }
        if census.people == 0 || (census.people < 10 && random.chance(12)) { return .makeParticipant(census.people, name: random.pick(names)) }
        if let flood = census.flood, !census.released.contains(flood.mediator) {
            let since = census.steps - flood.step
            if since >= 3 { return .releaseMediator(flood.mediator) }
            // First one of the program's participants joins the crowd, at its end.
            if since == 0, let late = (0..<census.people).first(where: { !census.registered.contains([flood.mediator, $0]) && !census.releasedPeople.contains($0) }) {
                return .register(mediator: flood.mediator, late)
            }
            let joined = census.lateInCrowd == nil ? 0 : 1
            // Into the crowd just registered (a thousand and more), at once and then now and
            // then: a message sent while newcomers register and some of the room register again,
            // so a delivery that pauses part-way meets them with the room's start served and its
            // end still ahead.
            if since == joined || random.chance(25) { return sendWhileRegistering(&random, census: census, mediator: flood.mediator, crowd: true) }
            // Then sends that overlap there, one starting while older ones are paused.
            if since == joined + 1 || random.chance(33) { return overlapping(&random, census: census, mediator: flood.mediator, crowd: true, crowdEnd: census.lateInCrowd) }
        }
        // Once in a long program: more registrations at once than a cap of 1,000 or 1,024 (the
        // plain tests go past 10,000 one after another; a mediator may search its list on each
        // registration, so a flood costs it the square of its size), in a
        // mediator the program still holds (one is made for it when none is left).
        if census.steps >= 100, !census.flooded, random.chance(1) {
            let alive = (0..<census.mediators).filter { !census.released.contains($0) }
            // One where the program registered someone, if any: a crowd sent to next sees them
            // register again once they heard it, with most of the room still to serve.
            let peopled = alive.filter { mediator in census.registered.contains { $0.first == mediator } }
            guard let target = (peopled.isEmpty ? alive : peopled).randomElement(using: &random) else { return .makeMediator(census.mediators) }
            if random.chance(50) { return registeringTwice(&random, census: census, mediator: target) }
            return .registerAtOnce(mediator: target, count: FloodSize.draw(&random, doublings: 2))
        }
        // Now and then after the program's start: seats registered twice, then a crowd of a
        // thousand and more (``registeringTwice(_:census:mediator:)``), in a mediator still held.
        if census.steps >= 30, random.chance(1), let target = (0..<census.mediators).filter({ !census.released.contains($0) }).randomElement(using: &random) {
            return registeringTwice(&random, census: census, mediator: target)
        }
        let mediator = random.int(in: 0...(census.mediators - 1))
        let person = random.int(in: 0...(census.people - 1))
        if random.chance(3) { return overlapping(&random, census: census, mediator: mediator) }
        switch random.int(in: 1...100) {
        case 1...20:
            // One participant registered twice comes only while a send delivers (what it hears
            // then is left open, and checked as such): a plain registration is never repeated.
            return census.registered.contains([mediator, person]) ? .send(mediator: mediator, from: person, text: Self.text(&random), sequence: census.sequence)
                : .register(mediator: mediator, person)
        case 21...70: return .send(mediator: mediator, from: person, text: Self.text(&random), sequence: census.sequence)
        case 71...76:
            guard let last = census.last[person] else { return .send(mediator: mediator, from: person, text: "hi", sequence: census.sequence) }
            // Half the time in its other spelling (equal by `==`, other scalars): a table keyed by
            // the message would hand on the spelling it saw first.
            let text = random.chance(50) ? otherSpelling(of: last.text) : last.text
            return .sendAgain(mediator: mediator, from: person, text: text, sequence: last.sequence)
        case 77...86:
            let senders = Array(Set((0..<random.int(in: 1...4)).map { _ in random.int(in: 0...(census.people - 1)) })).sorted()
            return .burst(mediator: mediator, senders: senders, each: random.pick([1, 2, 5, 20]), firstSequence: census.sequence)
        case 87...88:
            if random.chance(50) { return sendWhileRegistering(&random, census: census, mediator: mediator) }
            // Now and then past a thousand: a path a mediator takes only in big rooms shows.
            let crowd = random.chance(30) ? random.int(in: FloodSize.pastAThousand) : random.int(in: 100...300)
            if crowd >= FloodSize.smallest, !census.released.contains(mediator), random.chance(50) { return registeringTwice(&random, census: census, mediator: mediator) }
            return .registerAtOnce(mediator: mediator, count: random.chance(20) ? crowd : random.int(in: 0...20))
        case 89...96: return .releaseParticipant(person)
        default: return .releaseMediator(mediator)
        }
    }

    /// One to three new participants of the program, registered 2 to 34 times each (1 to 99
    /// seats registered twice), right before a crowd (``Census/crowdDue``): a paused delivery
    /// into the crowd has them behind its place, and they register again while it pauses.
    static func registeringTwice(_ random: inout SeededRandom, census: Census, mediator: Int) -> ChatStep {
        .registerTwice(mediator: mediator, first: census.people, names: (0..<random.int(in: 1...3)).map { _ in random.pick(names) }, times: random.int(in: 2...34))
    }

    /// A message sent while 1 to 40 newcomers register and, one time in two (always into a
    /// crowd), up to three of the program's participants the mediator registered already
    /// register again, the first (and third) once it has heard it, the second at once. Into a
    /// crowd, all once they heard it (those registered before it sit at the room's start),
    /// and the one registered after it (at the room's end) at once: while a delivery that
    /// pauses part-way still has it ahead.
    static func sendWhileRegistering(_ random: inout SeededRandom, census: Census, mediator: Int, crowd: Bool = false) -> ChatStep {
        let there = (0..<census.people).filter { census.registered.contains([mediator, $0]) }
        let late = crowd ? census.lateInCrowd.flatMap { there.contains($0) ? $0 : nil } : nil
        let early = there.filter { $0 != late }
        let people = crowd || random.chance(50) ? Array(Set((0..<random.int(in: 1...3)).compactMap { _ in early.randomElement(using: &random) })).sorted() : []
        let returning =
            people.enumerated().map { index, person in crowd || index.isMultiple(of: 2) ? Again.onceHeard(person) : .anytime(person) }
            + (late.map { [.anytime($0)] } ?? [])
        return .sendWhileRegistering(
            mediator: mediator, from: random.int(in: 0...(census.people - 1)), count: random.int(in: 1...40), returning: returning, sequence: census.sequence)
    }

    /// Two to seven sends and registrations of newcomers (mostly one to three, now and then up to
    /// 20) in any order, one send first (it is under way when the rest start) and one
    /// registration followed by a send (which must reach its newcomers, whatever older sends are
    /// still doing).
    ///
    /// In a crowd (`crowdEnd`: the participant registered at its end, if any), half the time
    /// the first send comes from that one (it finishes while later sends are still paused short
    /// of its seat), and three times in four the newcomers register 2 to 34 times each, while
    /// sends are paused there: a mediator that tidies seats registered twice once so many pile
    /// up meets them there, with the seats registered twice before the crowd behind the walk.
    static func overlapping(_ random: inout SeededRandom, census: Census, mediator: Int, crowd: Bool = false, crowdEnd: Int? = nil) -> ChatStep {
        var sequence = census.sequence
        func send(_ random: inout SeededRandom, from sender: Int? = nil) -> Overlap {
            defer { sequence += 1 }
            return .send(from: sender ?? random.int(in: 0...(census.people - 1)), sequence: sequence)
        }
        let times = crowd && random.chance(75) ? random.int(in: 2...34) : 1
        let again = times > 1 ? (census.registeredTwice[mediator] ?? []).filter { !census.releasedPeople.contains($0) } : []
        func newcomers(_ random: inout SeededRandom) -> Overlap {
            .register(count: random.chance(20) ? random.int(in: 4...20) : random.int(in: 1...3), times: times, again: again)
        }
        let first = crowdEnd.flatMap { random.chance(50) ? $0 : nil }
        // Registered there once: in a crowd, one of them may register again once it heard the
        // sends before (two under way, each must still reach it once, and no more).
        let once = (0..<census.people).filter {
            census.registered.contains([mediator, $0]) && !census.releasedPeople.contains($0) && !(census.registeredTwice[mediator] ?? []).contains($0)
        }
        // In a crowd, half the time two sends are under way before the first newcomers register,
        // and then, half the time, one of those registers again once it heard both.
        var events = [send(&random, from: first)]
        if crowd, random.chance(50) {
            events.append(send(&random))
            if random.chance(50), let person = once.randomElement(using: &random) { events.append(.registerAgain(person: person)) }
        }
        events.append(newcomers(&random))
        for _ in 0..<random.int(in: 0...5) { events.append(random.chance(55) ? send(&random) : newcomers(&random)) }
        if crowd, random.chance(50), let person = once.randomElement(using: &random) {
            events.append(send(&random))
            events.append(.registerAgain(person: person))
        }
        events.append(send(&random))
        return .overlapping(mediator: mediator, events: events)
    }

    static func simpler(_ step: ChatStep) -> [ChatStep] {
        switch step {
        case .burst(let mediator, let senders, let each, let first) where senders.count > 1 || each > 1:
            [.burst(mediator: mediator, senders: senders, each: 1, firstSequence: first)]
                + senders.indices.map { index in .burst(mediator: mediator, senders: senders.enumerated().filter { $0.offset != index }.map(\.element), each: each, firstSequence: first) }
        case .registerAtOnce(let mediator, let count) where count > 1: [.registerAtOnce(mediator: mediator, count: count / 2)]
        case .registerTwice(let mediator, let first, let names, let times) where times > 2:
            [.registerTwice(mediator: mediator, first: first, names: names, times: max(times / 2, 2))]
        case .sendWhileRegistering(let mediator, let sender, let count, let returning, let sequence) where count > 1 || !returning.isEmpty:
            (count > 1 ? [.sendWhileRegistering(mediator: mediator, from: sender, count: count / 2, returning: returning, sequence: sequence)] : [])
                + returning.indices.map { index in
                    .sendWhileRegistering(mediator: mediator, from: sender, count: count, returning: returning.enumerated().filter { $0.offset != index }.map(\.element), sequence: sequence)
                }
        case .overlapping(let mediator, let events) where events.count > 3:
            events.indices.map { index in .overlapping(mediator: mediator, events: events.enumerated().filter { $0.offset != index }.map(\.element)) }
        default: []
        }
    }
}
