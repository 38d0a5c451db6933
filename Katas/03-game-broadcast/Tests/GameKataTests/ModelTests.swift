import GameKata
import KataSupport
import KataTestSupport
import Testing

/// The net under the rule tests: random programs over the whole API (mediators and characters
/// made, registered, removed, registered twice or in two mediators; broadcasts and targeted
/// sends from members, namesakes, id twins and strangers; echoing receivers that send again
/// from inside a delivery), compared with the README's model (GameModel.swift) after every
/// step: the printed lines, what each receiver heard, and what throws. Do not edit.
@Suite struct ModelTests {
    @Test(
        "The model of the README: random programs over registrations, broadcasts, targeted sends and nested sends agree with it after every step"
    )
    func programsAgreeWithTheModel() {
        checkPrograms(
            "kata 03 model: programs over the whole API", programs: 100, step: GameStep.Generator().next,
            simplify: GameStep.simpler, rewrite: GameStep.shortened
        ) { program in
            var world = GameWorld()
            return world.run(program)
        }
    }

    @Test("A shrunk program pastes as it is: a step on a receiver no step made any more is a comment, not Swift naming it")
    func stepsOnReceiversNeverMadeAreComments() {
        let program: [GameStep] = [
            .makeMediator(0), .crowd(mediator: 0, first: 0, count: 17), .register(mediator: 0, receiver: 40),
            .makeEcho(41, name: "Eve", id: "e", mediator: 1),
            .broadcast(mediator: 0, sender: 41, message: Message(key: "text", value: .nothing)),
            .register(mediator: 0, receiver: 16),
        ]
        let lines = program.indices.map { program[$0].swiftLine(after: Array(program[..<$0])) }
        #expect(lines[2].hasPrefix("// ") && lines[2].contains("c40"), "\(lines[2])")
        #expect(lines[3].hasPrefix("// ") && lines[3].contains("mediator1"), "\(lines[3])")
        #expect(
            lines[4].hasPrefix("// ") && lines[4].contains("c41"), "an echo whose mediator was never made is not made either: \(lines[4])")
        #expect(lines[5] == "mediator0.receivers.append(c16)")
    }
}

/// A receiver of the test's own: prints like a `Character`, and when a message has the key
/// "relay" it broadcasts `["echo": name]` in its mediator from inside the delivery; when it has
/// the key "ask", it sends `["answer": name]` to the receiver with the id the message carries,
/// a targeted send from inside the delivery (one nobody has is thrown and let go); when it has the
/// key "leave", it removes itself from its mediator from inside the delivery, if registered there
/// once; when it has the key "scatter", it broadcasts `["leave": name]`, so the echoes that hear
/// it leave, perhaps before their turn of the message being delivered (whether such a receiver
/// still hears that message is left open; everyone else hears it once); when it has the key
/// "poke", it broadcasts `["nudge": name]`; on the second message with the key "nudge" it hears,
/// it removes itself from its mediator, if registered there once.
final class Echo: Receivable {
    let id: String
    let name: String
    weak var mediator: CharactersMediator?
    private(set) var heard = 0
    private(set) var nudged = 0

    init(name: String, id: String, mediator: CharactersMediator) { (self.name, self.id, self.mediator) = (name, id, mediator) }

    func receive(message: [String: Any]) {
        heard += 1
        print("\(name) under id: ", id, " has received a message: ", message)
        if message["relay"] != nil { mediator?.send(message: ["echo": name], sender: self) }
        if let id = message["ask"] as? String { _ = try? mediator?.send(message: ["answer": name], receiver: Character(name: "?", id: id)) }
        if message["leave"] != nil, let mediator, mediator.receivers.filter({ ($0 as? Echo) === self }).count == 1 {
            mediator.receivers.removeAll { ($0 as? Echo) === self }
        }
        if message["scatter"] != nil { mediator?.send(message: ["leave": name], sender: self) }
        if message["poke"] != nil { mediator?.send(message: ["nudge": name], sender: self) }
        if message["nudge"] != nil {
            nudged += 1
            if nudged == 2, let mediator, mediator.receivers.filter({ ($0 as? Echo) === self }).count == 1 {
                mediator.receivers.removeAll { ($0 as? Echo) === self }
            }
        }
    }
}

/// One step of a program. Mediators are `mediator0`…, receivers `c0`…; a step whose objects
/// were never made does nothing.
enum GameStep: ProgramStep {
    case makeMediator(Int)
    case makeCharacter(Int, name: String, id: String)
    case makeEcho(Int, name: String, id: String, mediator: Int)
    case register(mediator: Int, receiver: Int)
    case unregister(mediator: Int, receiver: Int)
    case broadcast(mediator: Int, sender: Int, message: Message)
    case targeted(mediator: Int, receiver: Int, message: Message)
    /// Characters `c<first>`… made and registered at once, their ids taken in turn from
    /// ``ids``: a roster past any size a mediator might switch to a lookup table at, with ids
    /// shared by several (the first registered must stay the one a targeted send reaches).
    case crowd(mediator: Int, first: Int, count: Int)

    var calls: Int {
        if case .crowd(_, _, let count) = self { return count }
        return 1
    }

    var swiftLine: String {
        switch self {
        case .makeMediator(let m): "let mediator\(m) = CharactersMediator()"
        case .makeCharacter(let c, let name, let id):
            "let c\(c) = Character(name: \(swiftLiteral(name)), id: \(swiftLiteral(id)))"
        case .makeEcho(let c, let name, let id, let m):
            "let c\(c) = Echo(name: \(swiftLiteral(name)), id: \(swiftLiteral(id)), mediator: mediator\(m))  // on [\"relay\": …] it broadcasts [\"echo\": name]; on [\"ask\": id] it sends [\"answer\": name] to id; on [\"leave\": …] it leaves; on [\"scatter\": …] it broadcasts [\"leave\": name]; on [\"poke\": …] it broadcasts [\"nudge\": name]; on its second [\"nudge\": …] it leaves"
        case .register(let m, let c): "mediator\(m).receivers.append(c\(c))"
        case .unregister(let m, let c):
            "if let i = mediator\(m).receivers.firstIndex(where: { $0 as AnyObject === c\(c) }) { mediator\(m).receivers.remove(at: i) }"
        case .broadcast(let m, let c, let message): "mediator\(m).send(message: \(message.swift), sender: c\(c))"
        case .targeted(let m, let c, let message): "try mediator\(m).send(message: \(message.swift), receiver: c\(c))"
        case .crowd(let m, let first, let count):
            Self.crowdMembers(first: first, count: count).map {
                "let c\($0.index) = Character(name: \(swiftLiteral($0.name)), id: \(swiftLiteral($0.id)))"
            }
            .joined(separator: "; ") + "; mediator\(m).receivers += [\((first..<(first + count)).map { "c\($0)" }.joined(separator: ", "))]"
        }
    }

    /// The step as Swift, or a comment when it names a mediator or receiver no earlier step made
    /// (shrinking a crowd can leave such steps, which do nothing), so the lines always compile.
    func swiftLine(after earlier: [GameStep]) -> String {
        let declared = Self.declared(by: earlier)
        let missing = uses.filter { !declared.contains($0) }
        guard missing.isEmpty else { return "// (a step with \(missing.joined(separator: " and ")), never made: it does nothing)" }
        return swiftLine
    }

    /// The variables the step uses: `mediator0`, `c3`.
    private var uses: [String] {
        switch self {
        case .makeMediator, .makeCharacter: []
        case .makeEcho(_, _, _, let m), .crowd(let m, _, _): ["mediator\(m)"]
        case .register(let m, let c), .unregister(let m, let c), .broadcast(let m, let c, _), .targeted(let m, let c, _):
            ["mediator\(m)", "c\(c)"]
        }
    }

    /// The variables the step declares, when what it uses was declared.
    private var declares: [String] {
        switch self {
        case .makeMediator(let m): ["mediator\(m)"]
        case .makeCharacter(let c, _, _), .makeEcho(let c, _, _, _): ["c\(c)"]
        case .crowd(_, let first, let count): (first..<(first + count)).map { "c\($0)" }
        default: []
        }
    }

    /// The variables `steps` declare, in order: a step that uses one never declared is a comment.
    private static func declared(by steps: [GameStep]) -> Set<String> {
        steps.reduce(into: Set<String>()) { declared, step in
            if step.uses.allSatisfy(declared.contains) { declared.formUnion(step.declares) }
        }
    }

    /// The characters a crowd step makes: index, name and id (the short ids, in turn).
    static func crowdMembers(first: Int, count: Int) -> [(index: Int, name: String, id: String)] {
        let short = ids.filter { $0.count <= 12 }
        return (0..<count).map { (first + $0, "Crowd \($0)", short[$0 % short.count]) }
    }

    /// Names and ids biased to the edges: namesakes, letter-case twins, spaces, empty,
    /// non-ASCII and very long.
    static let names = [
        "Mario", "Luigi", "Mario", "mario", "", " ", "Bowser the Great", "Пётр", "🍄", String(repeating: "Yoshi", count: 60),
    ]
    /// "café" twice, composed and decomposed (one id to Swift's `==`), and "cafe" (another), and
    /// a long name the same two ways;
    /// "ｂｌｕｅ" in fullwidth letters, another id than "blue" (compatibility forms are not equal).
    static let ids = listedIDs + lookAlikeIDs
    static let listedIDs = [
        "blue", "Blue", "blue ", "the boss", "the boss ", " the boss", "", "0", "red", "🟦", "café", "cafe\u{301}", "cafe",
        String(repeating: "x", count: 300),
        // Long twins too (a byte-by-byte comparison past some length tells them apart).
        "Émilie-Françoise", "E\u{301}milie-Franc\u{327}oise",
        "ｂｌｕｅ", "blue\n",
        // Invisible characters are part of an id: a zero-width space, a variation selector.
        "blue\u{200B}", "🟦\u{FE0F}", "\u{FEFF}blue", "bl\u{00AD}ue", "blue\u{2060}",
        // Ids that agree on a long start and differ only at the end: a comparison of their first
        // 10, 36 (a UUID's length), 64 or 256 characters takes each pair for one id.
        "player-0001", "player-0002", "6F9619FF-8B86-D011-B42D-00C04FC964FF-1", "6F9619FF-8B86-D011-B42D-00C04FC964FF-2",
        String(repeating: "x", count: 299) + "y",
        // Control characters inside an id, NUL too: "blue\u{0}x" is not "blue" (a C string stops at the NUL).
        "blue\u{0}x", "\u{0}blue", "bl\u{1}ue\u{0}", "blue\u{1B}[0m",
        // Ids a normalisation would merge but `==` does not: a UUID (as a `Character`'s default id
        // is made) and the same in lower case; numbers written three ways.
        "123E4567-E89B-12D3-A456-426614174000", "123e4567-e89b-12d3-a456-426614174000", "7", "007", "+7",
        // A control character at the end, NUL too: "blue\u{0}" is not "blue" (nor a C string's terminator).
        "blue\u{0}", "blue\t", "blue\r", "O'Brien",
        // Ids a "feature" would read as more than an id: everyone, a mention, an e-mail address
        // in two cases (which `==` tells apart).
        "*", "@blue", "Mario@game.io", "mario@game.io",
    ]
    /// Look-alikes drawn by Unicode property (KataTestSupport's `LookAlikes`, as kata 01's event
    /// names): "blue" with one invisible character of every default-ignorable or format kind
    /// (bidi marks, joiners, variation selectors, tags, interlinear annotation …), and ids whose
    /// `-`, ` ` or `'` is in a typographic form (dashes, the minus sign, no-break spaces, curly
    /// quotes, primes).
    static let lookAlikeIDs =
        LookAlikes.invisibleTwins(of: "blue") + LookAlikes.typographicTwins(of: "player-0001")
        + LookAlikes.typographicTwins(of: "the boss") + LookAlikes.typographicTwins(of: "O'Brien")
    /// Keys that look like routing (`to`, `from`, `except`…) carry an id too: a broadcast goes to
    /// everyone but the sender whatever its message says.
    static let keys = ["text", "hit", "relay", "ask", "leave", "scatter", "", "Ключ", "to", "receiver"]
    /// Signs a key may start with: every printable ASCII one.
    static let keySigils = (0x21...0x7E).compactMap(Unicode.Scalar.init).filter { !$0.properties.isAlphabetic && !("0"..."9").contains($0) }.map(String.init)
    /// What "to" and "receiver" stand for when a message is made: any of these.
    static let routingKeys = [
        "to", "receiver", "from", "sender", "id", "except", "skip", "exclude", "origin", "target", "cc", "bcc", "reply-to", "forward",
    ]
    static let values: [Message.Value] = [
        .text("hi"), .text(""), .text("  "), .text("héllo"), .number(0), .number(-1), .number(Int.max), .number(Int.min), .nothing,
    ]

    /// What the program being generated has made so far, and about how many receivers each
    /// mediator has (kept near six, so a thousand-step program stays fast).
    final class Generator {
        private var mediators = 0, receivers = 0
        private var registered: [Int: Int] = [:]
        /// The steps of a scene still to hand out, and whether the program has had its scene.
        private var queued: [GameStep] = []
        private var staged = false
        /// Whether the program has had its crowd (a scene's padding is not one).
        private var crowded = false

        func next(_ random: inout SeededRandom, _ soFar: [GameStep]) -> GameStep {
            if soFar.isEmpty { (mediators, receivers, registered, queued, staged, crowded) = (0, 0, [:], [], false, false) }
            if !queued.isEmpty { return queued.removeFirst() }
            // Once in most longer programs, a scene in a mediator of its own: id twins that leave
            // from inside a delivery beside each other.
            if soFar.count >= 3, !staged, random.chance(3) {
                staged = true
                queued = scene(&random)
                return queued.removeFirst()
            }
            var step = GameStep.next(&random, mediators: mediators, receivers: receivers)
            // Once in a long program, a crowd registered in one mediator.
            if soFar.count >= 50, mediators > 0, random.chance(2), !crowded {
                crowded = true
                // Past 16, 64 or 256 receivers: sizes a mediator might switch to a lookup table at.
                let count = random.pick([random.int(in: 17...40), random.int(in: 65...140), random.int(in: 257...300)])
                let m = random.int(in: 0...(mediators - 1))
                step = .crowd(mediator: m, first: receivers, count: count)
                // Then one with a long id (the crowd's are short) registered after it, far down the
                // room, a targeted send to it, and a broadcast in that room: a targeted send that
                // reorders the room (moves the receiver it finds far down to the front) shows.
                let far = receivers + count
                let message = Message(key: "text", value: random.pick(values.filter { $0 != .nothing }))
                queued = [
                    .makeCharacter(far, name: random.pick(names), id: random.pick(ids.filter { $0.count > 12 })),
                    .register(mediator: m, receiver: far), .targeted(mediator: m, receiver: far, message: message),
                    .broadcast(mediator: m, sender: random.int(in: 0...(far - 1)), message: message),
                ]
            }
            // A near twin, often: a character whose id starts as an earlier one's does ("player-0001"
            // after "player-0002", "blue\u{0}x" after "blue"), so ids a shortcut takes for one meet.
            // Or one a normalisation would take for it: "Blue" after "blue", "007" after "7", a UUID
            // in lower case after the same in upper case.
            // Or, as often, an earlier id with one small edit drawn from every kind (KataTestSupport's
            // `NearTwins`: a character put in, left out or doubled, a letter's case, a look-alike
            // letter, CR LF for LF, a number's padding, quotes or `@` round it, `%20` for a space).
            let earlierIDs = soFar.compactMap(\.made).map(\.id)
            if let made = step.made, random.chance(40), let earlier = earlierIDs.last {
                if random.chance(50) {
                    let twin = NearTwins.edited(random.pick(earlierIDs), &random)
                    if NearTwins.isOrdered(twin, against: earlierIDs + GameStep.ids) { step = made.with(twin) }
                } else {
                    let twins = GameStep.ids.filter { $0 != earlier && GameStep.nearTwins($0, earlier) }
                    if !twins.isEmpty { step = made.with(random.pick(twins)) }
                }
            }
            step = addressed(step, soFar, &random)
            switch step {
            case .crowd(let m, _, let count):
                // And the character with a long id queued after it.
                receivers += count + 1
                registered[m, default: 0] += count + 1
            case .makeMediator: mediators += 1
            case .makeCharacter, .makeEcho: receivers += 1
            case .register(let m, let c):
                if registered[m, default: 0] >= 6 { step = .unregister(mediator: m, receiver: c) } else { registered[m, default: 0] += 1 }
            case .unregister(let m, _): registered[m] = max(registered[m, default: 0] - 1, 0)
            default: break
            }
            return step
        }

        /// `step` with, now and then, its message's routing key carrying the very id it is sent
        /// from or to (`["from": <the sender's id>]`: still only a message), and a targeted send
        /// turned into one to a character nobody registered whose id joins two earlier ids
        /// (`"blue,red"`, `"blue red"`): no receiver has that id, so it throws.
        private func addressed(_ step: GameStep, _ soFar: [GameStep], _ random: inout SeededRandom) -> GameStep {
            switch step {
            case .broadcast(let m, let c, let message) where GameStep.routingKeys.contains(message.key) && random.chance(50):
                guard let id = GameStep.id(of: c, in: soFar) else { return step }
                return .broadcast(mediator: m, sender: c, message: Message(key: message.key, value: .text(id)))
            case .targeted(let m, let c, let message):
                let earlier = soFar.compactMap(\.made).map(\.id)
                if earlier.count >= 2, random.chance(5) {
                    let joined = random.pick(earlier) + random.pick([",", ", ", ";", " ", "|", "+", "&"]) + random.pick(earlier)
                    queued = [.targeted(mediator: m, receiver: receivers, message: message)]
                    return .makeCharacter(receivers, name: random.pick(GameStep.names), id: joined)
                }
                guard GameStep.routingKeys.contains(message.key), random.chance(50), let id = GameStep.id(of: c, in: soFar) else { return step }
                return .targeted(mediator: m, receiver: c, message: Message(key: message.key, value: .text(id)))
            default: return step
            }
        }

        /// A fresh mediator and, registered in it in this order, id twins one of which leaves from
        /// inside a broadcast (the last step), one of three ways:
        /// - `a`, `b` sharing an id, then `c`: a broadcast ["leave": …] from `c`, and `a` leaves
        ///   right before its twin, which must still hear it (a walk that tells whether the list
        ///   moved by the id now at its place skips the twin);
        /// - `a`, `c`, `b` (`b` sharing `a`'s id and leaving), then `d`: a broadcast ["leave": …]
        ///   from `d` (a walk that finds its place again by the id just served goes back to `a`);
        /// - `a`, `b` sharing an id, `c`, then `d`: a broadcast ["scatter": …] from `a`, so `a`
        ///   and `b` are skipped and `c` makes them both leave, two places before the walk's in one
        ///   delivery (a walk that steps back one place at most skips `d`);
        /// - `a`, `b`, `a` again, then `c` (all echoes): a broadcast ["poke": …] from `d`, nobody
        ///   registered, so each echo that hears it broadcasts ["nudge": …]: `c` leaves during
        ///   `b`'s delivery (its second nudge), and `b` during `a`'s second delivery (a walk that
        ///   finds its place again by the first place of the receiver just served goes back to `a`'s
        ///   first registration: `a` hears it three times).
        private func scene(_ random: inout SeededRandom) -> [GameStep] {
            let m = mediators, first = receivers
            let (a, b, c, d) = (first, first + 1, first + 2, first + 3)
            let x = random.pick(GameStep.ids)
            let y = random.pick(GameStep.ids.filter { $0 != x })
            let z = random.pick(GameStep.ids.filter { $0 != x && $0 != y })
            let name = { (random: inout SeededRandom) in random.pick(GameStep.names) }
            let value = random.pick(GameStep.values.filter { $0 != .nothing })
            var steps: [GameStep] = [.makeMediator(m), .makeEcho(a, name: name(&random), id: x, mediator: m)]
            let order: [Int]
            let last: GameStep
            switch random.int(in: 0...3) {
            case 0:
                steps.append(
                    random.chance(50)
                        ? .makeEcho(b, name: name(&random), id: x, mediator: m) : .makeCharacter(b, name: name(&random), id: x))
                steps.append(.makeCharacter(c, name: name(&random), id: y))
                (order, last) = ([a, b, c], .broadcast(mediator: m, sender: c, message: Message(key: "leave", value: value)))
            case 1:
                steps[1] = .makeCharacter(a, name: name(&random), id: x)
                steps.append(.makeEcho(b, name: name(&random), id: x, mediator: m))
                steps.append(.makeCharacter(c, name: name(&random), id: y))
                steps.append(.makeCharacter(d, name: name(&random), id: z))
                (order, last) = ([a, c, b, d], .broadcast(mediator: m, sender: d, message: Message(key: "leave", value: value)))
            case 2:
                steps.append(.makeEcho(b, name: name(&random), id: x, mediator: m))
                steps.append(.makeEcho(c, name: name(&random), id: y, mediator: m))
                steps.append(.makeCharacter(d, name: name(&random), id: z))
                (order, last) = ([a, b, c, d], .broadcast(mediator: m, sender: a, message: Message(key: "scatter", value: value)))
            default:
                steps.append(.makeEcho(b, name: name(&random), id: y, mediator: m))
                steps.append(.makeEcho(c, name: name(&random), id: z, mediator: m))
                steps.append(.makeCharacter(d, name: name(&random), id: random.pick(GameStep.ids.filter { ![x, y, z].contains($0) })))
                (order, last) = ([a, b, a, c], .broadcast(mediator: m, sender: d, message: Message(key: "poke", value: value)))
            }
            mediators += 1
            receivers += steps.count - 1
            registered[m] = order.count
            var registrations: [GameStep] = order.map { .register(mediator: m, receiver: $0) }
            // In most scenes, a room of 5 to a few hundred: a crowd of characters registered before
            // the scene's receivers, after them, or both (a walk over the live list that a
            // mediator takes only in rooms past some size shows).
            if random.chance(75) {
                // (A few hundred only now and then: every later step compares what each receiver heard.)
                let count = random.chance(5) ? random.int(in: 60...300) : random.chance(40) ? random.int(in: 1...4) : random.int(in: 5...40)
                let before = random.int(in: 0...2) == 0 ? count : random.chance(50) ? 0 : random.int(in: 0...count)
                if before > 0 { registrations.insert(.crowd(mediator: m, first: receivers, count: before), at: 0) }
                if count > before { registrations.append(.crowd(mediator: m, first: receivers + before, count: count - before)) }
                receivers += count
                registered[m, default: 0] += count
            }
            return steps + registrations + [last]
        }
    }

    /// The id of character `c` as the program made it, or `nil` when it has not made it yet.
    static func id(of c: Int, in program: [GameStep]) -> String? {
        for step in program.reversed() {
            switch step {
            case .makeCharacter(c, _, let id), .makeEcho(c, _, let id, _): return id
            case .crowd(_, let first, let count) where (first..<(first + count)).contains(c):
                return crowdMembers(first: first, count: count).first { $0.index == c }?.id
            default: continue
            }
        }
        return nil
    }

    /// Two ids a shortcut might take for one: the same first three characters (scalars), the same
    /// in lower case, or the same number.
    static func nearTwins(_ one: String, _ other: String) -> Bool {
        if one.unicodeScalars.prefix(3).elementsEqual(other.unicodeScalars.prefix(3)) { return true }
        if one.lowercased() == other.lowercased() { return true }
        if let number = Int(one), Int(other) == number { return true }
        return false
    }

    static func next(_ random: inout SeededRandom, mediators: Int, receivers: Int) -> GameStep {
        if mediators == 0 || random.chance(mediators < 3 ? 3 : 0) { return .makeMediator(mediators) }
        if receivers < 2 || random.chance(receivers < 12 ? 12 : 0) {
            let (name, id) = (random.pick(names), random.pick(ids))
            return random.chance(25)
                ? .makeEcho(receivers, name: name, id: id, mediator: random.int(in: 0...(mediators - 1)))
                : .makeCharacter(receivers, name: name, id: id)
        }
        let m = random.int(in: 0...(mediators - 1)), c = random.int(in: 0...(receivers - 1))
        var key = random.pick(keys)
        if routingKeys.contains(key) { key = random.pick(routingKeys) }
        // Now and then behind an ASCII sign (`_trace`, `@type`, `$ref`): a key like any other.
        else if random.chance(10) { key = random.pick(keySigils) + key }
        // An "ask" carries the id an echo sends to; an empty message has no key at all.
        let message = Message(key: key, value: (key == "ask" || routingKeys.contains(key)) ? .text(random.pick(ids)) : random.pick(values))
        switch random.int(in: 0...99) {
        case 0..<30: return .register(mediator: m, receiver: c)
        case 30..<40: return .unregister(mediator: m, receiver: c)
        case 40..<70: return .broadcast(mediator: m, sender: c, message: message)
        default: return .targeted(mediator: m, receiver: c, message: message)
        }
    }

    /// The program with one long name or id made short in every step that has it: two
    /// receivers sharing a 300-character id still share it, so the failure can stay.
    static func shortened(_ program: [GameStep]) -> [[GameStep]] {
        var long: [String] = []
        for step in program {
            switch step {
            case .makeCharacter(_, let name, let id), .makeEcho(_, let name, let id, _):
                for value in [name, id] where value.count > 12 && !long.contains(value) { long.append(value) }
            default: break
            }
        }
        return long.map { value in
            let short = String(value.prefix(5))
            let shorten = { (text: String) in text == value ? short : text }
            return program.map { step in
                switch step {
                case .makeCharacter(let c, let name, let id): .makeCharacter(c, name: shorten(name), id: shorten(id))
                case .makeEcho(let c, let name, let id, let m): .makeEcho(c, name: shorten(name), id: shorten(id), mediator: m)
                default: step
                }
            }
        }
    }

    static func simpler(_ step: GameStep) -> [GameStep] {
        let plain = Message(key: "text", value: .text("hi"))
        switch step {
        case .broadcast(let m, let c, let message)
        where message != plain && !["relay", "ask", "leave", "scatter", "poke", "nudge"].contains(message.key):
            return [.broadcast(mediator: m, sender: c, message: plain)]
        case .targeted(let m, let c, let message)
        where message != plain && !["relay", "ask", "leave", "scatter", "poke", "nudge"].contains(message.key):
            return [.targeted(mediator: m, receiver: c, message: plain)]
        case .makeCharacter(let c, let name, let id) where name.count > 12 || id.count > 12:
            return [.makeCharacter(c, name: String(name.prefix(5)), id: String(id.prefix(5)))]
        case .crowd(let m, let first, let count) where count > 17:
            return [17, 65, 257].filter { $0 < count }.map { .crowd(mediator: m, first: first, count: $0) }
        default: return []
        }
    }
}

/// The real objects of a program; runs each step on them and on the model and compares.
struct GameWorld {
    var mediators: [Int: CharactersMediator] = [:]
    var receivers: [Int: any Receivable] = [:]
    var model = GameModel()

    mutating func run(_ program: [GameStep]) -> ProgramFailure? {
        for (index, step) in program.enumerated() {
            if let divergence = run(step) { return (index, divergence) }
        }
        return nil
    }

    private mutating func run(_ step: GameStep) -> Divergence? {
        switch step {
        case .makeMediator(let m):
            mediators[m] = CharactersMediator()
            model.receivers[m] = []
        case .makeCharacter(let c, let name, let id):
            receivers[c] = Character(name: name, id: id)
            model.members[c] = GameModel.Member(name: name, id: id)
        case .makeEcho(let c, let name, let id, let m):
            guard let mediator = mediators[m] else { return nil }
            receivers[c] = Echo(name: name, id: id, mediator: mediator)
            model.members[c] = GameModel.Member(name: name, id: id, echoesIn: m)
        case .register(let m, let c):
            guard let mediator = mediators[m], let receiver = receivers[c] else { return nil }
            mediator.receivers.append(receiver)
            model.receivers[m]?.append(c)
        case .unregister(let m, let c):
            guard let mediator = mediators[m], let receiver = receivers[c] else { return nil }
            if let index = mediator.receivers.firstIndex(where: { $0 as AnyObject === receiver as AnyObject }) {
                mediator.receivers.remove(at: index)
            }
            if let index = model.receivers[m]?.firstIndex(of: c) { model.receivers[m]?.remove(at: index) }
        case .broadcast(let m, let c, let message):
            guard let mediator = mediators[m], let sender = receivers[c] else { return nil }
            let trace = Trace.capture { mediator.send(message: message.dictionary, sender: sender) }
            // Either choice the README leaves open (a receiver removed before its turn hears or
            // not) is fine; the first that agrees with what your code printed and delivered is kept.
            var candidates: [(model: GameModel, expected: String)] = []
            for hear in [false, true] {
                var candidate = model
                candidate.removedBeforeTurnHear = hear
                let expected = candidate.broadcast(message, from: sender.id, in: m)
                candidates.append((candidate, expected))
                if candidates.last?.expected == trace, heardDivergence(against: candidate, rule: step.rule) == nil { break }
            }
            let chosen = candidates.last { $0.expected == trace } ?? candidates[0]
            model = chosen.model
            if trace != chosen.expected { return printed(trace, chosen.expected, rule: GameModel.Rule.broadcast) }
        case .crowd(let m, let first, let count):
            guard let mediator = mediators[m] else { return nil }
            for member in GameStep.crowdMembers(first: first, count: count) {
                let character = Character(name: member.name, id: member.id)
                receivers[member.index] = character
                mediator.receivers.append(character)
                model.members[member.index] = GameModel.Member(name: member.name, id: member.id)
                model.receivers[m]?.append(member.index)
            }
        case .targeted(let m, let c, let message):
            guard let mediator = mediators[m], let receiver = receivers[c] else { return nil }
            var thrown: (any Error)?
            let trace = Trace.capture {
                do { try mediator.send(message: message.dictionary, receiver: receiver) } catch { thrown = error }
            }
            let expected = model.targeted(message, toID: receiver.id, in: m)
            if let expected {
                if let thrown {
                    return Divergence(
                        rule: GameModel.Rule.targeted, yourCode: "threw \(thrown)", ruleSays: "deliver, not throw:\n" + indented(expected))
                }
                if trace != expected { return printed(trace, expected, rule: GameModel.Rule.targeted) }
            } else if (thrown as? MediatorError) != .missingReceiver || !trace.isEmpty {
                return Divergence(
                    rule: GameModel.Rule.missing, yourCode: "threw \(thrown.map { "\($0)" } ?? "nothing") and printed\n" + indented(trace),
                    ruleSays: "throw MediatorError.missingReceiver and print nothing")
            }
        }
        // Only a send runs your code: after any other step every receiver has heard what it had.
        guard step.sends else { return nil }
        return heardDivergence(against: model, rule: step.rule)
    }

    private func printed(_ trace: String, _ expected: String, rule: String) -> Divergence {
        Divergence(rule: rule, yourCode: "printed\n" + indented(trace), ruleSays: "print\n" + indented(expected))
    }

    /// What every receiver heard (its inbox), against a model.
    private func heardDivergence(against model: GameModel, rule: String) -> Divergence? {
        for (c, receiver) in receivers {
            let heard = (receiver as? Character)?.inbox.count ?? (receiver as? Echo)?.heard ?? 0
            guard let expected = model.members[c]?.heard, heard != expected else { continue }
            return Divergence(rule: rule, yourCode: "c\(c) has heard \(heard) message(s)", ruleSays: "\(expected)")
        }
        return nil
    }
}

extension GameStep {
    var isCrowd: Bool { if case .crowd = self { true } else { false } }

    /// Whether the step is a broadcast or a targeted send (the only steps that run your code).
    var sends: Bool {
        switch self {
        case .broadcast, .targeted: true
        default: false
        }
    }

    /// A character or echo the step makes: its id, and the same step with another id.
    var made: (id: String, with: (_ id: String) -> GameStep)? {
        switch self {
        case .makeCharacter(let c, let name, let id): (id, { .makeCharacter(c, name: name, id: $0) })
        case .makeEcho(let c, let name, let id, let m): (id, { .makeEcho(c, name: name, id: $0, mediator: m) })
        default: nil
        }
    }

    var rule: String {
        if case .targeted = self { GameModel.Rule.targeted } else { GameModel.Rule.broadcast }
    }
}

/// A trace shown line by line, indented.
func indented(_ trace: String) -> String {
    guard !trace.isEmpty else { return "        (nothing)" }
    return trace.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map { "        " + String($0) }.joined(separator: "\n")
}
