import Foundation
import KataTestSupport
import Testing
import TypedMessagesKata

/// The README's rules over generated games: none, one or many receivers of every role, two
/// receivers sharing an id, registration in several calls, senders that are registered, not
/// registered or `nil`, unknown ids, equal messages sent again, and sets of rules that look at
/// the message, the sender and the receiver. A tiny model (`ExpectedGame`) says who hears what,
/// in which order, and which receipts are written. Do not edit.
@Suite struct RuleTests {
    @Test("Rules 1–5: deliveries, refusals, errors and receipts agree with the rules in any game")
    func everyMessageFollowsTheRules() {
        checkRule(
            "rules 1–5: who hears each message, in which order, and its receipt", reaching: Game.everything, generate: Game.generate,
            shrink: Game.smaller
        ) {
            $0.disagreement()
        }
    }

    @Test("Rule 2: a broadcast skips every receiver with the sender's id, registered or not, and tells the others who sent it")
    func broadcastSkipsTheSendersId() {
        checkRule(
            "rule 2: broadcast to everyone but the sender's id", reaching: Game.broadcasts,
            generate: { random, size in
            Game.generate(&random, size: size, broadcastsOnly: true)
        }, shrink: Game.smaller) { $0.disagreement() }
    }

    @Test("Rule 1: the mediator keeps the receivers it registered, after any traffic")
    func theMediatorKeepsItsReceivers() {
        checkRule("rule 1: registered receivers are kept alive", reaching: Game.registration, generate: Game.generate, shrink: Game.smaller) { game in
            let mediator = CharactersMediator(rules: game.ruleSet.map(\.rule))
            var watchers: [() -> Bool] = []
            do {
                let probes = game.cast.map { RuleProbe(id: game.ids[$0.id], role: $0.role, number: $0.number, journal: DeliveryJournal()) }
                for probe in probes {
                    weak let weakProbe = probe
                    watchers.append { weakProbe != nil }
                }
                for batch in game.batches { mediator.register(batch.map { probes[$0] }) }
                for step in game.steps { _ = try? step.run(on: mediator, probes: probes, ids: game.ids) }
            }
            return watchers.allSatisfy { $0() } ? nil : "a registered receiver was released while the mediator lives"
        }
    }
}

/// Delivery order across all receivers, with ids named as the scenario names them ("id 0").
final class DeliveryJournal {
    var deliveries: [String] = []
    let ids: [UUID]

    init(ids: [UUID] = []) { self.ids = ids }

    /// "id 2" for the game's third id, as the scenario says it; "nil" for the game itself.
    func name(of id: UUID?) -> String { Self.name(of: id, in: ids) }

    static func name(of id: UUID?, in ids: [UUID]) -> String {
        guard let id else { return "nil" }
        return ids.firstIndex(of: id).map { "id \($0)" } ?? "id \(String(id.uuidString.prefix(4)))"
    }

    /// A receipt in the scenario's words, its text scalar by scalar: `.chat("hi") from id 1 reached [id 0, id 2]`.
    static func describe(_ receipt: ReadReceipt, in ids: [UUID]) -> String {
        "\(receipt.message.swiftLiteral) from \(name(of: receipt.sender, in: ids)) reached [\(receipt.receivers.map { name(of: $0, in: ids) }.joined(separator: ", "))]"
    }
}

/// A receiver whose id the test chooses, so ids can repeat.
final class RuleProbe: Receivable {
    let id: UUID
    let role: Role
    let number: Int
    let journal: DeliveryJournal

    init(id: UUID, role: Role, number: Int, journal: DeliveryJournal) { (self.id, self.role, self.number, self.journal) = (id, role, number, journal) }

    func receive(_ message: GameMessage, from sender: UUID?) {
        journal.deliveries.append("#\(number) got \(message.swiftLiteral) from \(journal.name(of: sender))")
    }
}

/// A rule the generator can pick: pure, so asking it once or twice changes nothing.
struct NamedRule: CustomStringConvertible {
    let description: String
    let rule: DeliveryRule

    static func pool(ids: [UUID]) -> [NamedRule] {
        [
            NamedRule(description: "the boss ignores chat", rule: DeliveryRule(name: "boss") { message, _, receiver in !(message.isChat && receiver.role == .boss) }),
            NamedRule(description: "only mobs", rule: DeliveryRule(name: "mobs") { _, _, receiver in receiver.role == .mob }),
            NamedRule(description: "nothing from the game (nil sender) to players", rule: DeliveryRule(name: "game") { _, sender, receiver in sender != nil || receiver.role != .player }),
            NamedRule(description: "no slaps", rule: DeliveryRule(name: "slaps") { message, _, _ in if case .slap = message { false } else { true } }),
            NamedRule(description: "id 1 hears nobody from id 2", rule: DeliveryRule(name: "pair") { _, sender, receiver in !(receiver.id == ids[1] && sender == ids[2]) }),
            NamedRule(description: "nobody hears anything", rule: DeliveryRule(name: "none") { _, _, _ in false }),
        ]
    }
}

/// A generated game.
struct Game: CustomStringConvertible {
    struct Member { var number: Int; var id: Int; var role: Role }

    enum Step {
        /// `sender` indexes `cast`, or is an unregistered character with id `strangerID`.
        case broadcast(GameMessage, sender: Int?, strangerID: Int)
        /// `sender`: index into `cast`, or the game itself (`nil`); `target` indexes `ids` (the
        /// last one is never registered).
        case send(GameMessage, sender: Int?, target: Int)

        func run(on mediator: CharactersMediator, probes: [RuleProbe], ids: [UUID]) throws(DeliveryError) -> ReadReceipt {
            switch self {
            case .broadcast(let message, let sender, let strangerID):
                let from = sender.map { probes[$0] } ?? RuleProbe(id: ids[strangerID], role: .player, number: -1, journal: DeliveryJournal())
                return mediator.broadcast(message, from: from)
            case .send(let message, let sender, let target):
                return try mediator.send(message, from: sender.map { probes[$0] }, to: ids[target])
            }
        }
    }

    var ids: [UUID]
    var cast: [Member]
    /// Registration: one or more `register` calls, each with some of the cast.
    var batches: [[Int]]
    var ruleSet: [NamedRule]
    var steps: [Step]
    /// Broadcasts from the game's side after the steps, more than any plausible cap on
    /// `receipts` (0 in most games).
    var flood = 0

    var description: String {
        func who(_ index: Int?) -> String { index.map { "#\(cast[$0].number)" } ?? "nil" }
        let members = cast.map { "#\($0.number) \($0.role) id \($0.id)" }.joined(separator: ", ")
        let registered = batches.map { "register([\($0.map { "#\(cast[$0].number)" }.joined(separator: ", "))])" }.joined(separator: "; ")
        let actions = steps.map { step -> String in
            switch step {
            case .broadcast(let message, let sender?, _): "broadcast(\(message.swiftLiteral)) from \(who(sender))"
            case .broadcast(let message, nil, let id): "broadcast(\(message.swiftLiteral)) from an unregistered character with id \(id)"
            case .send(let message, let sender, let target): "send(\(message.swiftLiteral)) from \(who(sender)) to id \(target)"
            }
        }
        return "cast [\(members)]; \(registered.isEmpty ? "nobody registered" : registered); rules [\(ruleSet.map(\.description).joined(separator: ", "))]; "
            + (actions.isEmpty ? "nothing sent" : actions.joined(separator: "; "))
            + (flood > 0 ? "; then \(flood) broadcasts of chat(flood) from an unregistered character with id 5" : "")
    }

    static func generate(_ random: inout SeededRandom, size: Int) -> Game {
        generate(&random, size: size, broadcastsOnly: false)
    }

    static func generate(_ random: inout SeededRandom, size: Int, broadcastsOnly: Bool) -> Game {
        let ids = (0..<6).map { _ in UUID() }
        let castSize = random.int(in: 0...min(size, 6))
        // Ids 0–4 may repeat among the cast; id 5 is never anybody's.
        let cast = (0..<castSize).map { number in
            Member(number: number, id: random.chance(25) ? random.int(in: 0...4) : min(number, 4), role: random.pick([.player, .mob, .mob, .boss]))
        }
        var order = Array(cast.indices).shuffled(using: &random)
        var batches: [[Int]] = []
        while !order.isEmpty {
            let take = random.int(in: 1...order.count)
            batches.append(Array(order.prefix(take)))
            order.removeFirst(take)
        }
        if random.chance(15) { batches.append([]) }
        let pool = NamedRule.pool(ids: ids)
        let ruleSet = random.chance(40) ? [] : random.array(random.int(in: 1...2)) { $0.pick(pool) }
        // A text in both spellings Swift's == calls equal: a mediator that rewrites it shows.
        let messages: [GameMessage] = [.chat("hi"), .chat("hi"), .deathNote("soon"), .slap(x: 1, y: 2), .slap(x: 0, y: 0)] + TwoSpellings.both
        let steps = random.array(max(1, size)) { random -> Step in
            let member: Int? = cast.isEmpty || random.chance(20) ? nil : random.int(in: 0...(cast.count - 1))
            if broadcastsOnly || random.chance(50) {
                return .broadcast(random.pick(messages), sender: member, strangerID: random.int(in: 0...5))
            }
            let target = cast.isEmpty || random.chance(20) ? random.int(in: 0...5) : cast[random.int(in: 0...(cast.count - 1))].id
            return .send(random.pick(messages), sender: member, target: target)
        }
        // One game in twenty sends more messages than any plausible cap on the receipts kept.
        return Game(ids: ids, cast: cast, batches: batches, ruleSet: ruleSet, steps: steps, flood: random.chance(5) ? Self.floodSize : 0)
    }

    static let floodSize = 1_500

    /// What the rules depend on, as the README lists it.
    static let everything: [ScenarioDimension<Game>] =
        registration + [
            ScenarioDimension("the game as sender (nil)") { game in game.steps.contains { if case .send(_, nil, _) = $0 { true } else { false } } },
            ScenarioDimension("a sender nobody registered") { game in
                game.steps.contains { if case .broadcast(_, nil, _) = $0 { true } else { false } }
            },
            ScenarioDimension("an id nobody registered") { game in
                let registered = Set(game.batches.flatMap { $0 }.map { game.cast[$0].id })
                return game.steps.contains { if case .send(_, _, let target) = $0 { !registered.contains(target) } else { false } }
            },
            ScenarioDimension("a target with the sender's id") { game in
                game.steps.contains { if case .send(_, let sender?, let target) = $0 { game.cast[sender].id == target } else { false } }
            },
            ScenarioDimension("an equal message sent again") { game in
                let messages = game.steps.map { step in
                    switch step {
                    case .broadcast(let message, _, _), .send(let message, _, _): "\(message)"
                    }
                }
                return Set(messages).count < messages.count
            },
            ScenarioDimension("rules that refuse") { !$0.ruleSet.isEmpty },
            ScenarioDimension("a text with precomposed letters and one with decomposed letters") { game in
                let sent = game.steps.map { step in
                    switch step {
                    case .broadcast(let message, _, _), .send(let message, _, _): message
                    }
                }
                func sends(_ spellings: [GameMessage]) -> Bool { sent.contains { message in spellings.contains { $0.isExactly(message) } } }
                return sends(TwoSpellings.precomposed) && sends(TwoSpellings.decomposed)
            },
            ScenarioDimension("more messages than any plausible cap") { $0.flood >= 1_000 },
        ]

    /// What keeping receivers depends on: how they were registered.
    static let registration: [ScenarioDimension<Game>] =
        ScenarioDimension.sizes("receiver", "receivers") { $0.batches.flatMap { $0 }.count } + [
            ScenarioDimension("two receivers sharing an id") { game in Set(game.cast.map(\.id)).count < game.cast.count },
            ScenarioDimension("registration in several calls") { $0.batches.count > 1 },
            ScenarioDimension("an empty register call") { $0.batches.contains { $0.isEmpty } },
        ]

    /// What the broadcast rule depends on besides registration.
    static let broadcasts: [ScenarioDimension<Game>] =
        registration + [
            ScenarioDimension("a sender nobody registered") { game in
                game.steps.contains { if case .broadcast(_, nil, _) = $0 { true } else { false } }
            }
        ]

    static func smaller(_ game: Game) -> [Game] {
        if game.flood > 0 {
            // A smaller flood first: a cap shows with fewer messages than the flood, or not at all.
            var fewer = game
            fewer.flood = game.flood > 200 ? game.flood / 2 : 0
            return [fewer]
        }
        var candidates = smallerArrays(game.steps).filter { !$0.isEmpty }.map {
            Game(ids: game.ids, cast: game.cast, batches: game.batches, ruleSet: game.ruleSet, steps: $0)
        }
        candidates += smallerArrays(game.ruleSet).map { Game(ids: game.ids, cast: game.cast, batches: game.batches, ruleSet: $0, steps: game.steps) }
        if game.batches.count > 1 {
            candidates.append(Game(ids: game.ids, cast: game.cast, batches: [game.batches.flatMap { $0 }], ruleSet: game.ruleSet, steps: game.steps))
        }
        return candidates
    }

    func disagreement() -> String? {
        let journal = DeliveryJournal(ids: ids)
        let probes = cast.map { RuleProbe(id: ids[$0.id], role: $0.role, number: $0.number, journal: journal) }
        let mediator = CharactersMediator(rules: ruleSet.map(\.rule))
        for batch in batches { mediator.register(batch.map { probes[$0] }) }
        var model = ExpectedGame(ids: ids, probes: probes, registered: batches.flatMap { $0 }, rules: ruleSet.map(\.rule))
        for (index, step) in steps.enumerated() {
            journal.deliveries.removeAll()
            let outcome: Result<ReadReceipt, DeliveryError>
            do throws(DeliveryError) { outcome = .success(try step.run(on: mediator, probes: probes, ids: ids)) } catch { outcome = .failure(error) }
            let expected = model.run(step)
            let at = "at step \(index + 1)"
            if journal.deliveries != expected.deliveries {
                return "\(at), the deliveries differ:\n"
                    + firstDifference(expected: expected.deliveries.joined(separator: "\n"), actual: journal.deliveries.joined(separator: "\n"))
            }
            switch (outcome, expected.receipt) {
            case (.success(let receipt), .success(let expectedReceipt)) where !receipt.isExactly(expectedReceipt):
                return "\(at), rule 5 (the receipt names the message, the sender's id and who got it, in delivery order):\n"
                    + "  your receipt:  \(DeliveryJournal.describe(receipt, in: ids))\n  the rule says: \(DeliveryJournal.describe(expectedReceipt, in: ids))"
            case (.success, .failure(.unknownReceiver(let id))):
                return "\(at), rule 3: nobody registered has \(DeliveryJournal.name(of: id, in: ids)), so send must throw DeliveryError.unknownReceiver(\(DeliveryJournal.name(of: id, in: ids))); yours returned a receipt"
            case (.failure, .success):
                return "\(at), rule 3: your send threw, but a receiver with that id is registered: it must deliver (if the rules allow) and return a receipt"
            case (.failure(.unknownReceiver(let id)), .failure(.unknownReceiver(let expected))) where id != expected:
                return "\(at), rule 3: your send threw unknownReceiver(\(DeliveryJournal.name(of: id, in: ids))); the rule says unknownReceiver(\(DeliveryJournal.name(of: expected, in: ids))), the id it was sent to"
            default: break
            }
            if !mediator.receipts.areExactly(model.receipts) {
                return "\(at), rule 5 (receipts keeps every receipt, oldest first):\n"
                    + firstDifference(
                        expected: model.receipts.map { DeliveryJournal.describe($0, in: ids) }.joined(separator: "\n"),
                        actual: mediator.receipts.map { DeliveryJournal.describe($0, in: ids) }.joined(separator: "\n"))
            }
        }
        for _ in 0..<flood {
            let step = Step.broadcast(.chat("flood"), sender: nil, strangerID: 5)
            _ = try? step.run(on: mediator, probes: probes, ids: ids)
            _ = model.run(step)
        }
        if flood > 0, !mediator.receipts.areExactly(model.receipts) {
            return "rule 5: after \(steps.count + flood) messages, receipts holds \(mediator.receipts.count) receipt(s); the rule says it keeps all \(model.receipts.count), oldest first"
        }
        return nil
    }
}

/// The rules as a model.
struct ExpectedGame {
    let ids: [UUID]
    let probes: [RuleProbe]
    let registered: [Int]
    let rules: [DeliveryRule]
    var receipts: [ReadReceipt] = []

    init(ids: [UUID], probes: [RuleProbe], registered: [Int], rules: [DeliveryRule]) {
        (self.ids, self.probes, self.registered, self.rules) = (ids, probes, registered, rules)
    }

    mutating func run(_ step: Game.Step) -> (deliveries: [String], receipt: Result<ReadReceipt, DeliveryError>) {
        let message: GameMessage, senderID: UUID?, candidates: [Int]
        switch step {
        case .broadcast(let sent, let sender, let strangerID):
            message = sent
            senderID = sender.map { probes[$0].id } ?? ids[strangerID]
            candidates = registered.filter { probes[$0].id != senderID }
        case .send(let sent, let sender, let target):
            message = sent
            senderID = sender.map { probes[$0].id }
            guard let first = registered.first(where: { probes[$0].id == ids[target] }) else {
                return ([], .failure(.unknownReceiver(ids[target])))
            }
            candidates = probes[first].id == senderID ? [] : [first]
        }
        let reached = candidates.filter { index in rules.allSatisfy { $0.allows(message, senderID, probes[index]) } }
        let deliveries = reached.map { "#\(probes[$0].number) got \(message.swiftLiteral) from \(DeliveryJournal.name(of: senderID, in: ids))" }
        let receipt = ReadReceipt(message: message, sender: senderID, receivers: reached.map { probes[$0].id })
        receipts.append(receipt)
        return (deliveries, .success(receipt))
    }
}
