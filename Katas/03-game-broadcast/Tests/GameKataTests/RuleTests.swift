import GameKata
import KataSupport
import KataTestSupport
import Testing

/// The README's rules over generated games: any number of receivers (none, one, many), ids and
/// names that repeat, a receiver registered twice, senders nobody registered, targets passed in
/// as a different object with a registered id, unknown ids, equal messages sent again. A tiny
/// model (`Delivery.expected`) says who must hear what, in which order. Do not edit.
@Suite struct RuleTests {
    @Test("Rule 1: a broadcast reaches every registered receiver whose id is not the sender's, in registration order")
    func broadcastReachesEveryReceiverButTheSender() {
        checkRule(
            "rule 1: broadcast to every registered receiver except the sender's id, in order", reaching: Game.shared + Game.broadcasts,
            generate: { random, size in
            Game.generate(&random, size: size, targeted: false)
        }, shrink: Game.smaller) { $0.disagreement() }
    }

    @Test("Rule 2: a targeted send reaches the first registered receiver with that id, and nobody else")
    func targetedSendReachesTheRegisteredReceiverWithThatId() {
        checkRule(
            "rule 2: targeted send to the registered receiver with that id only", reaching: Game.shared + Game.sends,
            generate: { random, size in
            Game.generate(&random, size: size, targeted: true)
        }, shrink: Game.smaller) { $0.disagreement() }
    }

    @Test("Rules 1–3: broadcasts, targeted sends and unknown ids mixed in any order")
    func broadcastsAndSendsMixed() {
        checkRule(
            "rules 1–3 together", reaching: Game.shared + Game.broadcasts + Game.sends,
            generate: { random, size in
            Game.generate(&random, size: size, targeted: nil)
        }, shrink: Game.smaller) { $0.disagreement() }
    }
}

/// A generated game: the characters, the order they are registered in (one may be registered
/// twice), and the messages sent.
struct Game: CustomStringConvertible {
    struct Member { var name: String; var id: String }

    enum Step {
        /// `sender` indexes `cast`; `nil` is a character nobody registered, with `strangerID`.
        case broadcast(number: Int, sender: Int?, strangerID: String)
        /// The target is given as a new object with that id (and another name).
        case send(number: Int, targetID: String)
    }

    var cast: [Member]
    var registered: [Int]
    var steps: [Step]

    /// Ids quoted, so "blue " and "blue" look different: `Blue#"blue "`.
    var description: String {
        func quoted(_ id: String) -> String { swiftLiteral(id) }
        let receivers = registered.map { "\(cast[$0].name)#\(quoted(cast[$0].id))" }.joined(separator: ", ")
        let actions = steps.map { step -> String in
            switch step {
            case .broadcast(let number, let sender?, _): "broadcast [n: \(number)] from \(cast[sender].name)#\(quoted(cast[sender].id))"
            case .broadcast(let number, nil, let id): "broadcast [n: \(number)] from an unregistered character #\(quoted(id))"
            case .send(let number, let id): "send [n: \(number)] to #\(quoted(id)) (given as another object with that id)"
            }
        }
        return "registered [\(receivers)]; " + (actions.isEmpty ? "nothing sent" : actions.joined(separator: "; "))
    }

    static let names = ["Mario", "Blue", "Yellow", "Boss"]
    /// Ids that differ only in letter case or in a space are different ids.
    static let ids = ["player", "blue", "Blue", "blue ", "yellow", "boss", "the boss", "the boss ", "spare"]

    /// `targeted`: only targeted sends (true), only broadcasts (false), or both (nil).
    static func generate(_ random: inout SeededRandom, size: Int, targeted: Bool?) -> Game {
        let castSize = random.int(in: 0...min(size, 6))
        let cast = random.array(castSize) { Member(name: $0.pick(names), id: $0.pick(ids)) }
        var registered = Array(cast.indices)
        if !registered.isEmpty, random.chance(30) { registered.insert(random.pick(registered), at: random.int(in: 0...registered.count)) }
        if registered.count > 1, random.chance(20) { registered.swapAt(0, registered.count - 1) }
        var number = 0
        let steps = random.array(max(1, size / 2)) { random -> Step in
            if !random.chance(15) { number += 1 }
            let broadcast = targeted.map { !$0 } ?? random.chance(50)
            if broadcast {
                let sender = cast.isEmpty || random.chance(20) ? nil : random.int(in: 0...(cast.count - 1))
                return .broadcast(number: number, sender: sender, strangerID: random.pick(ids))
            }
            let id = cast.isEmpty || random.chance(25) ? random.pick(ids + ["nobody"]) : cast[random.int(in: 0...(cast.count - 1))].id
            return .send(number: number, targetID: id)
        }
        return Game(cast: cast, registered: registered, steps: steps)
    }

    /// What every rule depends on, as the README lists it.
    static let shared: [ScenarioDimension<Game>] =
        ScenarioDimension.sizes("receiver", "receivers") { $0.registered.count } + [
            ScenarioDimension("a receiver registered twice") { Set($0.registered).count < $0.registered.count },
            ScenarioDimension("two receivers sharing an id") { game in game.registeredIDs.count > Set(game.registeredIDs).count },
            ScenarioDimension("two receivers sharing a name") { game in
                let members = Set(game.registered).map { game.cast[$0] }
                return Set(members.map(\.name)).count < members.count
            },
            ScenarioDimension("ids differing only in letter case") { game in game.mentionedIDs.contains("blue") && game.mentionedIDs.contains("Blue") },
            ScenarioDimension("ids with spaces") { $0.mentionedIDs.contains { $0.contains(" ") } },
            ScenarioDimension("an equal message sent again") { game in game.numbers.count > Set(game.numbers).count },
        ]

    /// What the broadcast rule depends on besides.
    static let broadcasts: [ScenarioDimension<Game>] = [
        ScenarioDimension("a sender nobody registered") { $0.steps.contains { if case .broadcast(_, nil, _) = $0 { true } else { false } } }
    ]

    /// What the targeted-send rules depend on besides.
    static let sends: [ScenarioDimension<Game>] = [
        ScenarioDimension("an id nobody registered") { game in game.sentTo.contains { !game.registeredIDs.contains($0) } },
        ScenarioDimension("a target id two receivers share") { game in game.sentTo.contains { id in game.registeredIDs.filter { $0 == id }.count > 1 } },
    ]

    var registeredIDs: [String] { registered.map { cast[$0].id } }
    var sentTo: [String] { steps.compactMap { if case .send(_, let id) = $0 { id } else { nil } } }
    var numbers: [Int] {
        steps.map {
            switch $0 {
            case .broadcast(let number, _, _), .send(let number, _): number
            }
        }
    }
    /// Every id the game uses: receivers', strangers' and targets'.
    var mentionedIDs: Set<String> {
        Set(cast.map(\.id) + sentTo + steps.compactMap { if case .broadcast(_, nil, let id) = $0 { id } else { nil } })
    }

    static func smaller(_ game: Game) -> [Game] {
        var candidates = smallerArrays(game.steps).filter { !$0.isEmpty }.map { Game(cast: game.cast, registered: game.registered, steps: $0) }
        candidates += smallerArrays(game.registered).map { Game(cast: game.cast, registered: $0, steps: game.steps) }
        return candidates
    }

    /// Plays the game on the learner's mediator and on the model; where they part, if they do.
    func disagreement() -> String? {
        let characters = cast.map { Character(name: $0.name, id: $0.id) }
        let mediator = CharactersMediator()
        mediator.receivers = registered.map { characters[$0] }
        var expectedInboxes = Array(repeating: [Int](), count: cast.count)
        for (index, step) in steps.enumerated() {
            var thrown: Error?
            let trace = Trace.capture {
                switch step {
                case .broadcast(let number, let sender, let strangerID):
                    let from = sender.map { characters[$0] } ?? Character(name: "Stranger", id: strangerID)
                    mediator.send(message: ["n": number], sender: from)
                case .send(let number, let targetID):
                    do { try mediator.send(message: ["n": number], receiver: Character(name: "Lookalike", id: targetID)) } catch { thrown = error }
                }
            }
            let expected = Delivery.expected(step, cast: cast, registered: registered)
            for delivery in expected.receivers { expectedInboxes[delivery].append(expected.number) }
            let at = "at step \(index + 1)"
            if expected.throwsMissing, (thrown as? MediatorError) != .missingReceiver {
                return "\(at) a send to an id nobody registered should throw MediatorError.missingReceiver"
            }
            if !expected.throwsMissing, let thrown { return "\(at) the send threw \(thrown), but a receiver with that id is registered" }
            let expectedTrace = expected.receivers.map { Delivery.line(for: cast[$0], number: expected.number) }.joined()
            if trace != expectedTrace {
                return "\(at) the receivers heard, in this order:\n\(trace.isEmpty ? "(nobody)\n" : trace)expected:\n\(expectedTrace.isEmpty ? "(nobody)\n" : expectedTrace)"
            }
            for (slot, character) in characters.enumerated() {
                let inbox = character.inbox.map { $0["n"] as? Int ?? -1 }
                if inbox != expectedInboxes[slot] {
                    return "\(at) \(character.name)#\(character.id) (the character registered at \(slot + 1)) has heard \(inbox), expected \(expectedInboxes[slot]); deliver to the registered object"
                }
            }
        }
        return nil
    }
}

/// The rules as a model: which registered characters (by their place in `cast`) hear a step.
enum Delivery {
    static func expected(_ step: Game.Step, cast: [Game.Member], registered: [Int]) -> (number: Int, receivers: [Int], throwsMissing: Bool) {
        switch step {
        case .broadcast(let number, let sender, let strangerID):
            let senderID = sender.map { cast[$0].id } ?? strangerID
            return (number, registered.filter { cast[$0].id != senderID }, false)
        case .send(let number, let targetID):
            guard let first = registered.first(where: { cast[$0].id == targetID }) else { return (number, [], true) }
            return (number, [first], false)
        }
    }

    /// The line `Character.receive` prints, built the same way.
    static func line(for member: Game.Member, number: Int) -> String {
        let message: [String: Any] = ["n": number]
        return "\(member.name) under id:  \(member.id)  has received a message:  \(message)\n"
    }
}
