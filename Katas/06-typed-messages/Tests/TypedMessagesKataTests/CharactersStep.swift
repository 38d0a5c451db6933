import KataTestSupport
import TypedMessagesKata

/// One operation of a generated program over the whole API: make characters (ids may repeat)
/// and mediators (with rules), register, broadcast, send, and let go of either. Each object gets
/// a number when it is made (`c3`, `m1`) and steps name it by that number; a step about an
/// object the program never made or let go of is skipped, so removing steps (shrinking) keeps a
/// program meaningful.
enum CharactersStep: ProgramStep, CustomStringConvertible, Equatable {
    case makeCharacter(Int, id: Int, role: Role)
    case makeMediator(Int, RuleSet)
    case register(mediator: Int, [Int])
    case broadcast(mediator: Int, GameMessage, from: Int)
    /// `times` messages at once, more than any plausible cap on receipts: every fourth a send
    /// to id `to` (registered or not, maybe the sender's own: a receipt that reached nobody), the
    /// others broadcasts.
    case flood(mediator: Int, from: Int, to: Int, times: Int)
    /// `from` nil is the game; `to` is an id of the pool (the last one is nobody's).
    case send(mediator: Int, GameMessage, from: Int?, to: Int)
    case releaseCharacter(Int)
    case releaseMediator(Int)
    /// Characters `c<first>`… made and registered at once, ids 0–2 and the roles mob, mob,
    /// player, boss in turn: a room past any size a mediator might take another path at (id 3
    /// stays rare: a character made later with it is the only one).
    case crowd(mediator: Int, first: Int, count: Int)
    /// Arms `c<character>`: the next time it hears a message (from any mediator), it registers
    /// `registers` on `m<mediator>` from inside `receive` (new ones, namesakes, itself again),
    /// then broadcasts `message` there or sends it to id `to`; armed receivers hearing that
    /// message react in turn, several deliveries deep.
    case react(Int, mediator: Int, registers: [Int], GameMessage, to: Int?)
    /// A long run of joins on one mediator: `calls` register calls in a row, call `k` with
    /// ``joinSizes``[k % 8] newcomers (`c<first>`… in turn, ids and roles as a crowd's), the
    /// first 16 calls and every seventh after them followed by the game sending to the latest
    /// newcomer's id (the first registered with it gets it), and `c<first>` broadcasting after
    /// call 17, 33 … 4,097 and the last: an order
    /// of registration that slips only after so many calls (a compaction, a cap) shows. The
    /// newcomers of every call `k % 8 == 2` are let go of at once: only the mediator holds them.
    case joins(mediator: Int, first: Int, calls: Int)

    /// How many of the pool's ids a crowd's characters take in turn.
    static let crowdIDs = 3
    /// The roles a crowd's characters take in turn.
    static let crowdRoles: [Role] = [.mob, .mob, .player, .boss]

    /// How many newcomers each call of a run of joins registers, in turn (an empty call too).
    static let joinSizes = [1, 1, 2, 1, 0, 1, 3, 1]

    /// Whether the game sends to the latest newcomer's id after call `n` (from 1) of a run of
    /// joins: often enough that a slip shows within a few calls, seldom enough that a mediator
    /// that copies its roster for each send still runs the long run in time.
    static func sendsAfter(call n: Int) -> Bool { n <= 16 || n.isMultiple(of: 7) }

    /// Whether the program lets go of call `k`'s newcomers (from 0) as soon as they are registered.
    static func letsGoOfJoiners(ofCall k: Int) -> Bool { k % joinSizes.count == 2 }

    /// How many characters a run of `calls` joins registers.
    static func joiners(calls: Int) -> Int {
        (calls / joinSizes.count) * joinSizes.reduce(0, +) + joinSizes.prefix(calls % joinSizes.count).reduce(0, +)
    }

    /// Whether a run of joins checks its whole room after `calls` calls: past every power of two
    /// from 16 (17, 33 … 4,097).
    static func isRollCall(after calls: Int) -> Bool { calls > 16 && (calls - 1).nonzeroBitCount == 1 }

    /// Register calls in a row on one mediator, past every power of two up to 4,096.
    static let pastFourThousandCalls = 4_097...4_400

    /// Ids 0–3 are shared among characters; id 4 is never anybody's.
    static let idPool = 5

    var calls: Int {
        switch self {
        case .flood(_, _, _, let times): times
        case .crowd(_, _, let count): count
        default: 1
        }
    }

    var swiftLine: String {
        switch self {
        case .makeCharacter(let number, let id, let role): "var c\(number): Probe? = Probe(id: ids[\(id)], role: .\(role))"
        case .makeMediator(let number, let rules): "var m\(number): CharactersMediator? = CharactersMediator(rules: \(rules))"
        case .register(let mediator, let receivers): "m\(mediator)!.register([\(receivers.map { "c\($0)!" }.joined(separator: ", "))])"
        case .broadcast(let mediator, let message, let sender): "m\(mediator)!.broadcast(\(message.swiftLiteral), from: c\(sender)!)"
        case .flood(let mediator, let sender, let target, let times):
            "for n in 0..<\(times) { if n % 4 == 3 { _ = try? m\(mediator)!.send(.chat(\"flood\"), from: c\(sender)!, to: ids[\(target)]) } else { m\(mediator)!.broadcast(.chat(\"flood\"), from: c\(sender)!) } }"
        case .send(let mediator, let message, let sender, let target):
            "try m\(mediator)!.send(\(message.swiftLiteral), from: \(sender.map { "c\($0)" } ?? "nil"), to: ids[\(target)])"
        case .releaseCharacter(let character): "c\(character) = nil  // the test lets go of it"
        case .releaseMediator(let mediator): "m\(mediator) = nil  // the test lets go of it"
        case .crowd(let mediator, let first, let count):
            "let crowd = (0..<\(count)).map { Probe(id: ids[$0 % \(Self.crowdIDs)], role: [.mob, .mob, .player, .boss][$0 % 4]) }; m\(mediator)!.register(crowd)  // c\(first)…c\(first + count - 1)"
        case .react(let character, let mediator, let registers, let message, let target):
            "c\(character)!.onNextMessage = { me in m\(mediator)!.register([\(registers.map { $0 == character ? "me" : "c\($0)!" }.joined(separator: ", "))]); "
                + (target.map { "_ = try? m\(mediator)!.send(\(message.swiftLiteral), from: me, to: ids[\($0)])" } ?? "m\(mediator)!.broadcast(\(message.swiftLiteral), from: me)")
                + " }  // once, from inside its receive (a registration there skips whom a broadcast under way on m\(mediator) might reach: the rules leave that open)"
        case .joins(let mediator, let first, let calls):
            "var (joined, count): ([Probe], Int) = ([], 0); for k in 0..<\(calls) { let newcomers = (0..<\(Self.joinSizes)[k % 8]).map { n in "
                + "Probe(id: ids[(count + n) % 3], role: [.mob, .mob, .player, .boss][(count + n) % 4]) }; count += newcomers.count; m\(mediator)!.register(newcomers); "
                + "if k % 8 != 2 { joined += newcomers }; if k < 16 || (k + 1) % 7 == 0 { try m\(mediator)!.send(.chat(\"welcome\"), from: nil, to: ids[(count - 1) % 3]) }; "
                + "if \((1..<calls).filter(Self.isRollCall(after:)) + [calls]).contains(k + 1) { m\(mediator)!.broadcast(.chat(\"roll call\"), from: joined[0]) } }"
                + "  // c\(first)…c\(first + Self.joiners(calls: calls) - 1); only m\(mediator) holds those of calls k % 8 == 2"
        }
    }

    var description: String { swiftLine }

    /// Whether the step lets go of something: only then may an object kept too long still be
    /// alive (one freed too soon stays freed, and shows at the next such step or at the end).
    var letsGo: Bool {
        switch self {
        case .releaseCharacter, .releaseMediator: true
        default: false
        }
    }

    /// The next step, looking at the program so far: mostly sends, with registrations,
    /// releases and new objects interleaved anywhere.
    static func next(_ random: inout SeededRandom, census: Census) -> CharactersStep {
        let (characters, mediators) = (census.characters, census.mediators)
        // An equal message sent again a step later, by send or by broadcast: a rule that
        // answers otherwise now (the gate shut on odd steps) is asked again.
        switch census.last {
        case .send?, .broadcast?: if random.chance(15), let last = census.last { return last }
        default: break
        }
        let roles: [Role] = [.player, .mob, .mob, .boss]
        if mediators == 0 || random.chance(4) { return .makeMediator(mediators, random.pick(RuleSet.allCases)) }
        if characters == 0 || (characters < 12 && random.chance(12)) {
            // Now and then a namesake in another role, so a rule can refuse one twin and allow the other.
            if let twin = census.made.indices.randomElement(using: &random), random.chance(30) {
                let (id, role) = census.made[twin]
                return .makeCharacter(characters, id: id, role: random.pick(roles.filter { $0 != role }))
            }
            return .makeCharacter(characters, id: random.chance(60) ? min(characters, idPool - 2) : random.int(in: 0...(idPool - 2)), role: random.pick(roles))
        }
        let mediator = random.int(in: 0...(mediators - 1))
        func character() -> Int { random.int(in: 0...(characters - 1)) }
        if random.chance(6) { return react(&random, census: census) }
        switch random.int(in: 1...100) {
        case 1...14:
            // Empty calls, the same object twice, several calls.
            let count = random.chance(10) ? 0 : random.int(in: 1...3)
            var batch = random.array(count) { $0.int(in: 0...(characters - 1)) }
            if !batch.isEmpty, random.chance(15) { batch.append(batch[0]) }
            return .register(mediator: mediator, batch)
        case 15...55:
            // Once in a long program (in a room of fewer than a hundred): more messages than any
            // plausible cap on receipts; one flood in four leaves more than 10,000 receipts.
            // It floods a mediator still held from a character still held, and sends to an id
            // registered there (maybe the sender's own) when there is one.
            if census.steps >= 100, !census.flooded, census.crowd < 100, random.int(in: 1...200) == 1,
                let flooded = (0..<mediators).filter({ !census.goneMediators.contains($0) }).randomElement(using: &random),
                let sender = (0..<characters).filter({ !census.gone.contains($0) }).randomElement(using: &random)
            {
                let times = random.chance(25) ? random.int(in: Self.pastTenThousand) : FloodSize.draw(&random, doublings: 3)
                let target = census.registeredIDs[flooded, default: []].sorted().randomElement(using: &random) ?? random.int(in: 0...(idPool - 2))
                return .flood(mediator: flooded, from: sender, to: target, times: times)
            }
            return .broadcast(mediator: mediator, message(&random), from: character())
        case 56...88:
            let target = random.chance(15) ? idPool - 1 : random.int(in: 0...(idPool - 2))
            return .send(mediator: mediator, message(&random), from: random.chance(25) ? nil : character(), to: target)
        case 89...95: return .releaseCharacter(character())
        default: return .releaseMediator(mediator)
        }
    }

    /// A receiver armed to react from inside `receive`, mostly on a mediator that registered it
    /// (so it reacts while that mediator is delivering): it registers up to three of the
    /// program's characters (one not registered there yet, a namesake, itself again), then
    /// sends, mostly to one of them, or broadcasts.
    static func react(_ random: inout SeededRandom, census: Census) -> CharactersStep {
        let held = (0..<census.characters).filter { !census.gone.contains($0) }
        let character = held.randomElement(using: &random) ?? random.int(in: 0...(census.characters - 1))
        let there = census.registeredOn[character, default: []].sorted()
        let mediator = !there.isEmpty && random.chance(80) ? random.pick(there) : random.int(in: 0...(census.mediators - 1))
        var registers = random.array(random.int(in: 0...3)) { $0.pick(held.isEmpty ? [character] : held) }
        if random.chance(25) { registers.append(character) }
        let message = message(&random)
        // In a crowd of thousands a broadcast costs thousands of deliveries: there most are sends.
        if random.chance(census.crowd > 1_000 ? 10 : 30) { return .react(character, mediator: mediator, registers: registers, message, to: nil) }
        let newcomers = registers.filter { $0 != character && $0 < census.made.count }
        let target = !newcomers.isEmpty && random.chance(65) ? census.made[random.pick(newcomers)].id : random.int(in: 0...(idPool - 1))
        return .react(character, mediator: mediator, registers: registers, message, to: target)
    }

    /// Flood sizes that leave more than 10,000 receipts (three messages in four are broadcasts).
    static let pastTenThousand = 14_001...15_000

    /// A crowd past 4,096 (a big room's path a mediator might take only past 4,096 or 4,000), of
    /// cheap receivers: a room the model plays now and then.
    static let pastFourThousand = 4_097...4_200

    /// The steps of a program in a big room: a mediator, one character of its own, then a crowd
    /// of 20 to 60, of 1,025 to 1,100 or (now and then) of 4,097 to 4,200 registered in
    /// it, then the whole API once (see below), then any program (a path a mediator takes only
    /// in big rooms meets every rule).
    static func nextInABigRoom(_ random: inout SeededRandom, census: Census) -> CharactersStep {
        switch census.steps {
        // Two rules a third of the time (each asked about every receiver, however big the
        // room), a gate that answers otherwise every step a third of the time.
        // Rules that remember (an inbox read, questions counted) two times in five: a path of big
        // rooms that asks the rules all at once, twice, or once per object shows only under them.
        case 0:
            return .makeMediator(
                0, random.pick([.mobsAndNoSlaps, .shutOnOddSteps, .hearsAnEqualMessageOnce, .refusesEverySecondQuestion, random.pick(RuleSet.allCases)]))
        case 1: return .makeCharacter(0, id: random.int(in: 0...(idPool - 2)), role: random.pick([Role.player, .mob, .boss]))
        case 2:
            // Past 4,096 three times in four under the gate (an answer remembered there shows), else one in seven.
            let past4096 = random.chance(census.rules[0] == .shutOnOddSteps ? 75 : 15)
            let count = past4096 ? random.int(in: pastFourThousand) : random.pick([random.int(in: 20...60), random.int(in: FloodSize.pastAThousand)])
            return .crowd(mediator: 0, first: census.characters, count: count)
        // Then, in every room, the whole API once: two newcomers registered late (the first twice), one with id 3
        // (no crowd has it), one sharing a crowd's id (the crowd's first keeps it), each sent
        // to; a visitor nobody registered broadcasting an equal message twice (the gate answers
        // otherwise the second time), then let go.
        case 3: return .makeCharacter(census.characters, id: idPool - 2, role: random.pick([Role.player, .mob, .boss]))
        case 4, 8: return .makeCharacter(census.characters, id: random.int(in: 0...(crowdIDs - 1)), role: random.pick([Role.player, .mob, .boss]))
        // The first newcomer registered twice: it is asked about, and delivered to, twice.
        case 5: return .register(mediator: 0, [census.characters - 2, census.characters - 1, census.characters - 2])
        case 6, 7: return .send(mediator: 0, message(&random), from: random.chance(50) ? nil : 0, to: census.steps == 6 ? idPool - 2 : census.made[census.characters - 1].id)
        case 9: return .broadcast(mediator: 0, message(&random), from: census.characters - 1)
        case 10: return census.last ?? .broadcast(mediator: 0, message(&random), from: census.characters - 1)
        case 11: return .releaseCharacter(census.characters - 1)
        default:
            switch census.last {
            // A newcomer (id 3 is no crowd's: it may be the only one) registered late, or
            // broadcasting though nobody registered it.
            case .makeCharacter(let newcomer, _, _)? where random.chance(70):
                return random.chance(50) ? .register(mediator: 0, [newcomer]) : .broadcast(mediator: 0, message(&random), from: newcomer)
            // A newcomer registered late is sent to: it is registered like the crowd before it.
            case .register(0, let newcomers)? where newcomers.count == 1 && random.chance(60):
                return .send(mediator: 0, message(&random), from: random.chance(50) ? nil : 0, to: census.made[newcomers[0]].id)
            // An equal message broadcast again right away (the gate answers otherwise now), or
            // its sender let go right after: nothing may keep it.
            case .broadcast(_, _, let sender)? where random.chance(50): return random.chance(40) ? census.last ?? .releaseCharacter(sender) : .releaseCharacter(sender)
            default: break
            }
            if random.chance(20) { return .makeCharacter(census.characters, id: random.int(in: 0...(idPool - 2)), role: random.pick([Role.player, .mob, .boss])) }
            // Past 4,096 a broadcast costs thousands of deliveries: there most steps are sends.
            if census.crowd > 4_096, random.chance(60) {
                return .send(mediator: 0, message(&random), from: random.chance(25) ? nil : random.int(in: 0...(census.characters - 1)), to: random.int(in: 0...(idPool - 1)))
            }
            return next(&random, census: census)
        }
    }

    /// The steps of a program after a long run of joins: a mediator and one character of its
    /// own as in a big room, then 4,097 to 4,400 register calls in a row on that mediator (one
    /// to three newcomers a call, each call checked), then the big room's program in that room
    /// (an order of registration lost after N calls meets every rule).
    static func nextAfterJoins(_ random: inout SeededRandom, census: Census) -> CharactersStep {
        guard census.steps == 2 else { return nextInABigRoom(&random, census: census) }
        return .joins(mediator: 0, first: census.characters, calls: random.int(in: pastFourThousandCalls))
    }

    /// Messages biased to the edges: empty, spaces, letter-case twins, very long, non-ASCII (é
    /// precomposed in one text, é and ö decomposed in another: a mediator that rewrites either
    /// into another normal form shows), invisible and control characters, a Windows line end,
    /// zero, negative and the largest coordinates; equal messages come up again and again.
    /// One in five is a text drawn from all of Unicode (``WildText``), each delivered as sent.
    static func message(_ random: inout SeededRandom) -> GameMessage {
        guard random.chance(20) else { return random.pick(messages) }
        return random.chance(50) ? .chat(WildText.draw(&random)) : .deathNote(WildText.draw(&random))
    }

    static let messages: [GameMessage] = [
        .chat("hi"), .chat("Hi"), .chat(""), .chat("  "), .chat("h\u{E9}llo 🐉"), .chat(String(repeating: "long ", count: 400)),
        .chat("line one\r\nline two"), .chat("see\u{200B}you"), .chat("nul\u{0}tab\t"), .deathNote("\u{202E}soon"), .deathNote("a\u{FEFF}b"),
        .deathNote("Cafe\u{301} o\u{308}"), .deathNote(""), .slap(x: 0, y: 0), .slap(x: -1, y: 3), .slap(x: .max, y: .min),
        // Equal by `==` to a message above in the other spelling: a table keyed by the message
        // would hand on (or keep) the spelling it saw first.
        .chat("he\u{301}llo 🐉"), .deathNote("Caf\u{E9} \u{F6}"),
    ]

    /// The message a step sends, if it sends one.
    var message: GameMessage? {
        switch self {
        case .broadcast(_, let message, _), .send(_, let message, _, _), .react(_, _, _, let message, _): message
        default: nil
        }
    }

    /// How many characters and mediators a program has made so far.
    struct Census: ProgramCensus {
        var characters = 0
        var mediators = 0
        var steps = 0
        var flooded = false
        /// The largest crowd registered at once.
        var crowd = 0
        /// Each mediator's rules.
        var rules: [Int: RuleSet] = [:]
        /// The characters and mediators let go of.
        var gone: Set<Int> = []
        var goneMediators: Set<Int> = []
        /// The ids registered on each mediator.
        var registeredIDs: [Int: Set<Int>] = [:]
        /// The step counted last.
        var last: CharactersStep?
        /// Each character's id and role, in the order made.
        var made: [(id: Int, role: Role)] = []
        /// The mediators each character was registered on (crowds aside).
        var registeredOn: [Int: Set<Int>] = [:]

        mutating func count(_ step: CharactersStep) {
            steps += 1
            last = step
            if case .flood = step { flooded = true }
            if case .makeCharacter(_, let id, let role) = step {
                characters += 1
                made.append((id, role))
            }
            if case .crowd(_, _, let count) = step {
                characters += count
                crowd = max(crowd, count)
                made += (0..<count).map { ($0 % CharactersStep.crowdIDs, CharactersStep.crowdRoles[$0 % 4]) }
            }
            if case .joins(_, let first, let calls) = step {
                let count = CharactersStep.joiners(calls: calls)
                // The newcomers the program let go of at once.
                for k in 0..<calls where CharactersStep.letsGoOfJoiners(ofCall: k) {
                    let before = CharactersStep.joiners(calls: k)
                    gone.formUnion((first + before)..<(first + before + CharactersStep.joinSizes[k % CharactersStep.joinSizes.count]))
                }
                characters += count
                crowd = max(crowd, count)
                made += (0..<count).map { ($0 % CharactersStep.crowdIDs, CharactersStep.crowdRoles[$0 % 4]) }
            }
            if case .makeMediator = step { mediators += 1 }
            switch step {
            case .makeMediator(let mediator, let ruleSet): rules[mediator] = ruleSet
            case .releaseCharacter(let character): gone.insert(character)
            case .releaseMediator(let mediator): goneMediators.insert(mediator)
            case .register(let mediator, let receivers) where !goneMediators.contains(mediator) && receivers.allSatisfy({ $0 < made.count && !gone.contains($0) }):
                registeredIDs[mediator, default: []].formUnion(receivers.map { made[$0].id })
                for receiver in receivers { registeredOn[receiver, default: []].insert(mediator) }
            case .crowd(let mediator, _, let count): registeredIDs[mediator, default: []].formUnion(0..<min(count, CharactersStep.crowdIDs))
            case .joins(let mediator, _, let calls): registeredIDs[mediator, default: []].formUnion(0..<min(CharactersStep.joiners(calls: calls), CharactersStep.crowdIDs))
            default: break
            }
        }
    }

    /// What programs must reach for the model test to mean anything; `kata verify` counts them.
    static let reaching: [ScenarioDimension<[CharactersStep]>] = [
        ScenarioDimension("more messages than any plausible cap (1,000 to 8,000 at once, every fourth a send)") { $0.contains { if case .flood = $0 { true } else { false } } },
        ScenarioDimension("a flood past 10,000 receipts (14,001 to 15,000 messages)") { $0.contains { if case .flood(_, _, _, let times) = $0 { times > 14_000 } else { false } } },
        ScenarioDimension("an equal message sent again a step later, by send or by broadcast") { steps in
            zip(steps, steps.dropFirst()).contains { pair in
                switch pair.0 {
                case .send, .broadcast: pair.0 == pair.1
                default: false
                }
            }
        },
        ScenarioDimension("the same object registered twice") { $0.contains { if case .register(_, let batch) = $0 { Set(batch).count < batch.count } else { false } } },
        ScenarioDimension("a broadcast to the same object registered twice under a rule that reads its inbox or counts its questions") { steps in
            var (rules, registered): ([Int: RuleSet], [Int: [Int]]) = ([:], [:])
            return steps.contains { step in
                switch step {
                case .makeMediator(let mediator, let ruleSet): rules[mediator] = rules[mediator] ?? ruleSet
                case .register(let mediator, let batch): registered[mediator, default: []] += batch
                case .broadcast(let mediator, _, _): return rules[mediator]?.remembers == true && Set(registered[mediator, default: []]).count < registered[mediator, default: []].count
                default: break
                }
                return false
            }
        },
        ScenarioDimension("a text with precomposed letters and one with decomposed letters") { steps in
            let sent = steps.compactMap(\.message)
            func sends(_ spellings: [GameMessage]) -> Bool { sent.contains { message in spellings.contains { $0.isExactly(message) } } }
            return sends([.chat("h\u{E9}llo 🐉")]) && sends([.deathNote("Cafe\u{301} o\u{308}")])
        },
        ScenarioDimension("namesakes in different roles") { steps in
            var roles: [Int: Set<Role>] = [:]
            for case .makeCharacter(_, let id, let role) in steps { roles[id, default: []].insert(role) }
            return roles.values.contains { $0.count > 1 }
        },
        ScenarioDimension("several mediators") { $0.filter { if case .makeMediator = $0 { true } else { false } }.count > 1 },
        ScenarioDimension("a receiver that registers others from inside receive, then sends to one of them") { steps in
            var ids: [Int: Int] = [:]
            for case .makeCharacter(let number, let id, _) in steps { ids[number] = ids[number] ?? id }
            return steps.contains { step in
                guard case .react(let character, _, let registers, _, let target?) = step else { return false }
                return registers.contains { $0 != character && ids[$0] == target }
            }
        },
        ScenarioDimension("two receivers armed to react from inside receive") { steps in
            var armed: Set<Int> = []
            for case .react(let character, _, _, _, _) in steps {
                armed.insert(character)
                if armed.count > 1 { return true }
            }
            return false
        },
        ScenarioDimension("a registration after a send") { steps in
            guard let send = steps.firstIndex(where: { if case .broadcast = $0 { true } else { false } }) else { return false }
            return steps[send...].contains { if case .register = $0 { true } else { false } }
        },
    ]

    /// What the programs after a long run of joins must reach.
    static let reachingAfterJoins: [ScenarioDimension<[CharactersStep]>] = [
        ScenarioDimension("4,097 to 4,400 register calls in a row on one mediator") { $0.contains { if case .joins(_, _, let calls) = $0 { calls > 4_096 } else { false } } }
    ]

    /// Simpler versions of a step: a plainer message, the game as sender, fewer receivers.
    static func simpler(_ step: CharactersStep) -> [CharactersStep] {
        switch step {
        case .broadcast(let mediator, let message, let sender) where message != .chat("hi"): [.broadcast(mediator: mediator, .chat("hi"), from: sender)]
        case .send(let mediator, let message, let sender, let target):
            (message != .chat("hi") ? [.send(mediator: mediator, .chat("hi"), from: sender, to: target)] : [])
                + (sender != nil ? [.send(mediator: mediator, message, from: nil, to: target)] : [])
        case .register(let mediator, let receivers) where receivers.count > 1:
            receivers.indices.map { index in .register(mediator: mediator, receivers.enumerated().filter { $0.offset != index }.map(\.element)) }
        case .makeMediator(let number, let rules) where rules != .none: [.makeMediator(number, .none)]
        case .flood(let mediator, let sender, let target, let times) where times > 1: [.flood(mediator: mediator, from: sender, to: target, times: times / 2)]
        case .crowd(let mediator, let first, let count) where count > 20: [.crowd(mediator: mediator, first: first, count: max(count / 2, 20))]
        case .joins(let mediator, let first, let calls) where calls > 1: [calls / 2, calls * 3 / 4, calls * 7 / 8].map { .joins(mediator: mediator, first: first, calls: $0) }
        case .react(let character, let mediator, let registers, let message, let target):
            registers.indices.map { index in .react(character, mediator: mediator, registers: registers.enumerated().filter { $0.offset != index }.map(\.element), message, to: target) }
                + (message != .chat("hi") ? [.react(character, mediator: mediator, registers: registers, .chat("hi"), to: target)] : [])
        default: []
        }
    }
}

extension GameMessage {
    /// The message as Swift source, for the program a failure prints.
    var swiftLiteral: String {
        switch self {
        case .chat(let text): ".chat(\(swiftExpression(text)))"
        case .deathNote(let text): ".deathNote(\(swiftExpression(text)))"
        case .slap(let x, let y): ".slap(x: \(x == .max ? ".max" : "\(x)"), y: \(y == .min ? ".min" : "\(y)"))"
        }
    }
}
