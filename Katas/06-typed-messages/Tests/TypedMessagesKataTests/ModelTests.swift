import Foundation
import KataTestSupport
import Testing
import TypedMessagesKata

/// The net under the rule tests: random programs over the whole API (characters sharing ids,
/// several mediators with different rules, registrations after sends, the same object
/// registered twice, senders nobody registered, unknown ids, releases, receivers that register
/// others and send from inside `receive`, several deliveries deep), each step played against
/// `CharactersModel` and your mediator side by side and every observable compared. Do not edit.
@Suite struct ModelTests {
    @Test("Rules 1–5: any program over the whole API agrees with the model of the README's rules after every step")
    func everyProgramAgreesWithTheModel() {
        var census = IncrementalCensus<CharactersStep.Census>()
        checkPrograms(
            "rules 1–5: any program over register, broadcast, send, receipts and releases", reaching: CharactersStep.reaching, step: { census.next(&$0, $1, CharactersStep.next) },
            simplify: CharactersStep.simpler
        ) { steps in
            var program = CharactersProgram()
            return program.run(steps)
        }
    }

    @Test("Rules 1–5 in big rooms: programs that start with a crowd of 20 to 60, of 1,025 to 1,100 or of 4,097 to 4,200 registered agree with the model after every step")
    func everyProgramInABigRoomAgreesWithTheModel() {
        var census = IncrementalCensus<CharactersStep.Census>()
        checkPrograms(
            "rules 1–5 in big rooms: a crowd registered, then any program", programs: 12, lengths: 30...150, shrinkBudget: 200,
            step: { census.next(&$0, $1, CharactersStep.nextInABigRoom) }, simplify: CharactersStep.simpler
        ) { steps in
            var program = CharactersProgram()
            return program.run(steps)
        }
    }
}

/// The README's words, quoted by a failure.
enum CharactersRule {
    static let one =
        "Rule 1: register(_:) adds receivers (and keeps them alive); a second call adds to the first ones. Every delivery follows the order of registration. Receivers are kept as registered"
    static let ownership =
        "Rule 1: the mediator keeps alive exactly the receivers it registered: nothing it was only shown, and once the mediator is gone, nothing at all"
    static let two =
        "Rule 2: broadcast(_:from:) delivers to every registered receiver except the sender, whom the mediator recognises by id: every receiver with the sender's id is skipped"
    static let three =
        "Rule 3: send(_:from:to:) delivers only to the receiver with that id (the first one registered, if two share it: if the rules refuse that one, nobody gets the message). An id nobody registered throws DeliveryError.unknownReceiver(id), delivers nothing and writes no receipt"
    static let four =
        "Rule 4: the rules are asked about each receiver just before its delivery; a receiver gets the message only if every rule allows it"
    static let five =
        "Rule 5: every broadcast and send returns a ReadReceipt: the message, the sender's id, and the ids of the receivers that got it, in delivery order. receipts keeps them all, oldest first"
}

/// A receiver whose id the program chooses (so ids repeat), writing each delivery to a journal
/// shared by every character of the program, so deliveries through the wrong mediator show.
final class ModelProbe: Receivable {
    let id: UUID
    let role: Role
    let number: Int
    let journal: ProgramJournal

    /// What it heard in the journal's current call (its `epoch`), for a rule that reads it.
    private var inbox: (epoch: Int, messages: [GameMessage]) = (-1, [])

    init(id: UUID, role: Role, number: Int, journal: ProgramJournal) { (self.id, self.role, self.number, self.journal) = (id, role, number, journal) }

    /// Whether it heard an equal message (scalar for scalar) in the current call.
    func heard(_ message: GameMessage) -> Bool { inbox.epoch == journal.epoch && inbox.messages.contains { $0.isExactly(message) } }

    func receive(_ message: GameMessage, from sender: UUID?) {
        journal.deliveries.append(
            CharactersModel.Delivery(receiver: number, message: message, sender: sender.map { id in journal.ids.firstIndex(of: id) ?? -1 }))
        if journal.keepsInboxes {
            if inbox.epoch != journal.epoch { inbox = (journal.epoch, []) }
            inbox.messages.append(message)
        }
        // Calls are written down only while a receiver is armed (until then nobody reacts).
        if !journal.calls.isEmpty {
            journal.calls[journal.calls.count - 1].delivered += 1
            journal.react(self)
        }
    }
}

/// What the characters of one program received during the current step.
final class ProgramJournal {
    /// A call to a mediator under way (the test's or a receiver's from inside `receive`): its
    /// mediator, the sender's id if it is a broadcast, and how many deliveries it made so far.
    struct Call {
        let mediator: Int
        let broadcastFrom: Int?
        var delivered = 0
    }

    let ids = (0..<CharactersStep.idPool).map { _ in UUID() }
    var deliveries: [CharactersModel.Delivery] = []
    /// The program's step now playing, for the rule that answers by it.
    var step = 0
    /// Which outermost call is under way (one a step, one for each message of a flood): the
    /// rules that remember start afresh with each.
    var epoch = 0
    /// Whether a mediator has the rule that reads what a receiver heard: only then is it kept.
    var keepsInboxes = false
    var calls: [Call] = []
    /// The characters and mediators the program holds now (weakly here: the program owns them).
    var characters: [Int: WeakProbe] = [:]
    var heldCharacters: Set<Int> = []
    var mediators: [Int: WeakMediator] = [:]
    /// Receivers armed to react once, from inside `receive`; what each reaction returned.
    var armed: [Int: CharactersModel.Reaction] = [:]
    var reactions: [(character: Int, outcome: Result<ReadReceipt, DeliveryError>)] = []

    /// A call the test or a receiver makes, written down while it runs.
    func call<Answer>(on mediator: Int, broadcastFrom: Int?, _ body: () -> Answer) -> Answer {
        // Nobody armed: nobody reacts, and a rule counts this step's deliveries (one message's).
        guard !armed.isEmpty || !calls.isEmpty else { return body() }
        calls.append(Call(mediator: mediator, broadcastFrom: broadcastFrom))
        defer { calls.removeLast() }
        return body()
    }

    /// An armed receiver reacts as the model says: registers, then broadcasts or sends.
    func react(_ me: ModelProbe) {
        guard let reaction = armed.removeValue(forKey: me.number), let mediator = mediators[reaction.mediator]?.object else { return }
        let batch = reaction.registers.compactMap { number -> ModelProbe? in
            guard let probe = number == me.number ? me : heldCharacters.contains(number) ? characters[number]?.object : nil else { return nil }
            let id = ids.firstIndex(of: probe.id)
            return calls.allSatisfy { $0.mediator != reaction.mediator || $0.broadcastFrom.map { $0 == id } ?? true } ? probe : nil
        }
        mediator.register(batch)
        let outcome: Result<ReadReceipt, DeliveryError>
        if let target = reaction.target {
            outcome = call(on: reaction.mediator, broadcastFrom: nil) {
                do throws(DeliveryError) { return .success(try mediator.send(reaction.message, from: me, to: ids[target])) } catch { return .failure(error) }
            }
        } else {
            outcome = .success(call(on: reaction.mediator, broadcastFrom: ids.firstIndex(of: me.id)) { mediator.broadcast(reaction.message, from: me) })
        }
        reactions.append((me.number, outcome))
    }
}

/// One program played against the model and the real mediator side by side.
struct CharactersProgram {
    private let journal = ProgramJournal()
    private var model = CharactersModel()
    private var characters: [Int: ModelProbe] = [:]
    private var watchedCharacters: [Int: WeakProbe] = [:]
    private var mediators: [Int: CharactersMediator] = [:]
    private var watchedMediators: [Int: WeakMediator] = [:]

    mutating func run(_ steps: [CharactersStep]) -> (index: Int, divergence: Divergence)? {
        for (index, step) in steps.enumerated() {
            (journal.step, model.step) = (index, index)
            if let divergence = play(step) { return (index, divergence) }
            // In a crowd, lives are compared after each release (and at the end): an object kept
            // too long is still alive when it is let go, and one freed too soon stays freed.
            guard watchedCharacters.count <= 200 || step.letsGo || index == steps.count - 1 else { continue }
            if let divergence = compareLives() { return (index, divergence) }
        }
        for number in mediators.keys.sorted() {
            if let divergence = compareLog(of: number) { return (max(steps.count - 1, 0), divergence) }
        }
        return nil
    }

    /// Rule 5's whole log, receipt by receipt: a short one is shown whole, a long one (a flood's)
    /// by its first receipt that differs.
    private func compareLog(of number: Int) -> Divergence? {
        guard let mediator = mediator(number) else { return nil }
        let (kept, wanted) = (mediator.receipts, model.receipts(of: number).map(readReceipt))
        guard !kept.areExactly(wanted), firstDifferingCall(kept, wanted, groups: model.groups(of: number)) != nil else { return nil }
        if max(kept.count, wanted.count) <= 20 {
            return Divergence(rule: CharactersRule.five, yourCode: "m\(number)!.receipts is \(kept.map(describe))", ruleSays: "\(wanted.map(describe))")
        }
        let first = kept.firstInexactIndex(wanted)
        let receipt = { (log: [ReadReceipt]) in log.indices.contains(first) ? self.describe(log[first]) : "none" }
        return Divergence(
            rule: CharactersRule.five, yourCode: "m\(number)!.receipts holds \(kept.count); its receipt #\(first + 1) is \(receipt(kept))",
            ruleSays: "\(wanted.count), oldest first; receipt #\(first + 1) is \(receipt(wanted))")
    }

    private func probe(_ number: Int) -> ModelProbe? { characters[number] }
    private func mediator(_ number: Int) -> CharactersMediator? { mediators[number] }

    /// Plays one step on both sides; a step about an object the program no longer holds is skipped.
    private mutating func play(_ step: CharactersStep) -> Divergence? {
        journal.deliveries.removeAll()
        journal.epoch += 1
        switch step {
        case .makeCharacter(let number, let id, let role):
            guard watchedCharacters[number] == nil else { return nil }
            let probe = ModelProbe(id: journal.ids[id], role: role, number: number, journal: journal)
            characters[number] = probe
            watchedCharacters[number] = WeakProbe(object: probe)
            journal.characters[number] = WeakProbe(object: probe)
            journal.heldCharacters.insert(number)
            model.makeCharacter(number, id: id, role: role)
        case .makeMediator(let number, let rules):
            guard watchedMediators[number] == nil else { return nil }
            journal.keepsInboxes = journal.keepsInboxes || rules == .hearsAnEqualMessageOnce
            let mediator = CharactersMediator(rules: deliveryRules(rules))
            mediators[number] = mediator
            (watchedMediators[number], journal.mediators[number]) = (WeakMediator(object: mediator), WeakMediator(object: mediator))
            model.makeMediator(number, rules: rules)
        case .register(let number, let receivers):
            guard let mediator = mediator(number) else { return nil }
            let probes = receivers.compactMap(probe)
            guard probes.count == receivers.count else { return nil }
            mediator.register(probes)
            model.register(receivers, on: number)
        case .broadcast(let number, let message, let sender):
            guard let mediator = mediator(number), let from = probe(sender) else { return nil }
            journal.reactions.removeAll()
            let receipt = journal.call(on: number, broadcastFrom: model.characters[sender]?.id) { mediator.broadcast(message, from: from) }
            let expected = model.broadcast(message, on: number, from: sender)
            return compare(on: number, deliveries: expected.deliveries, rule: CharactersRule.two)
                ?? compare(receipt: .success(receipt), expected: expected.receipt, on: number) ?? compareReactions()
        case .flood(let number, let sender, let target, let times):
            guard let mediator = mediator(number), let from = probe(sender) else { return nil }
            var outcome: Result<ReadReceipt, DeliveryError> = .failure(.unknownReceiver(journal.ids[target]))
            var expectedReceipt: CharactersModel.ExpectedReceipt?
            // Nothing changes during a flood (the room, the step, each rule's answer to its own
            // message): the model plays the first broadcast and the first send, and the others
            // are the same again, each with its receipt.
            var (broadcastOnce, sendOnce): ((deliveries: [CharactersModel.Delivery], receipt: CharactersModel.ExpectedReceipt)?, (deliveries: [CharactersModel.Delivery], receipt: CharactersModel.ExpectedReceipt?)?) = (nil, nil)
            for n in 0..<max(times, 1) {
                // Each message's deliveries apart (a rule counts those of its own message).
                journal.deliveries.removeAll(keepingCapacity: true)
                journal.epoch += 1
                // While a receiver is armed, each message is written down and its reactions compared.
                let armed = !journal.armed.isEmpty
                if armed { journal.reactions.removeAll() }
                let expected: [CharactersModel.Delivery]
                // A message that made a receiver react is played again by the model (the next one
                // finds it disarmed).
                let fired = model.fired
                if n % 4 == 3 {
                    if armed {
                        outcome = journal.call(on: number, broadcastFrom: nil) {
                            do throws(DeliveryError) { return .success(try mediator.send(.chat("flood"), from: from, to: journal.ids[target])) } catch { return .failure(error) }
                        }
                    } else {
                        do throws(DeliveryError) { outcome = .success(try mediator.send(.chat("flood"), from: from, to: journal.ids[target])) } catch { outcome = .failure(error) }
                    }
                    if let sendOnce, let receipt = sendOnce.receipt { model.keep(receipt, on: number) }
                    let next = sendOnce ?? model.send(.chat("flood"), on: number, from: sender, to: target)
                    (sendOnce, expectedReceipt, expected) = (model.fired == fired ? next : nil, next.receipt, next.deliveries)
                } else {
                    outcome = .success(armed ? journal.call(on: number, broadcastFrom: model.characters[sender]?.id) { mediator.broadcast(.chat("flood"), from: from) } : mediator.broadcast(.chat("flood"), from: from))
                    if let broadcastOnce { model.keep(broadcastOnce.receipt, on: number) }
                    let next = broadcastOnce ?? model.broadcast(.chat("flood"), on: number, from: sender)
                    (broadcastOnce, expectedReceipt, expected) = (model.fired == fired ? next : nil, next.receipt, next.deliveries)
                }
                if let divergence = compare(on: number, deliveries: expected, rule: n % 4 == 3 ? CharactersRule.three : CharactersRule.two) ?? (armed ? compareReactions() : nil) { return divergence }
            }
            // The last message's receipt, then the whole log: a cap or a pruning anywhere in it shows.
            return compare(receipt: outcome, expected: expectedReceipt, target: target, on: number) ?? compareLog(of: number)
        case .send(let number, let message, let sender, let target):
            guard let mediator = mediator(number) else { return nil }
            var from: ModelProbe?
            if let sender {
                guard let probe = probe(sender) else { return nil }
                from = probe
            }
            journal.reactions.removeAll()
            let outcome: Result<ReadReceipt, DeliveryError> = journal.call(on: number, broadcastFrom: nil) {
                do throws(DeliveryError) { return .success(try mediator.send(message, from: from, to: journal.ids[target])) } catch { return .failure(error) }
            }
            let expected = model.send(message, on: number, from: sender, to: target)
            return compare(on: number, deliveries: expected.deliveries, rule: CharactersRule.three)
                ?? compare(receipt: outcome, expected: expected.receipt, target: target, on: number) ?? compareReactions()
        case .releaseCharacter(let number):
            guard probe(number) != nil else { return nil }
            characters[number] = nil
            journal.heldCharacters.remove(number)
            model.releaseCharacter(number)
        case .releaseMediator(let number):
            guard mediator(number) != nil else { return nil }
            (mediators[number], journal.mediators[number]) = (nil, nil)
            model.releaseMediator(number)
        case .crowd(let number, let first, let count):
            guard let mediator = mediator(number) else { return nil }
            var crowd: [ModelProbe] = []
            for index in 0..<count {
                guard let probe = makeCrowdMember(first + index, index: index) else { return nil }
                crowd.append(probe)
            }
            mediator.register(crowd)
            model.register(Array(first..<(first + count)), on: number)
        case .joins(let number, let first, let calls):
            return joins(on: number, first: first, calls: calls)
        case .react(let character, let number, let registers, let message, let target):
            guard probe(character) != nil, mediator(number) != nil else { return nil }
            let reaction = CharactersModel.Reaction(mediator: number, registers: registers, message: message, target: target)
            journal.armed[character] = reaction
            model.arm(character, with: reaction)
        }
        return nil
    }

    /// Character `character`, the `index`-th of a crowd or a run of joins (its id and role as a
    /// crowd's take them in turn), made in the program and in the model; `nil` when the program
    /// already made one of that number.
    private mutating func makeCrowdMember(_ character: Int, index: Int) -> ModelProbe? {
        let (id, role) = (index % CharactersStep.crowdIDs, CharactersStep.crowdRoles[index % 4])
        guard watchedCharacters[character] == nil else { return nil }
        let probe = ModelProbe(id: journal.ids[id], role: role, number: character, journal: journal)
        (characters[character], watchedCharacters[character], journal.characters[character]) = (probe, WeakProbe(object: probe), WeakProbe(object: probe))
        journal.heldCharacters.insert(character)
        model.makeCharacter(character, id: id, role: role)
        return probe
    }

    /// A long run of register calls on one mediator (``CharactersStep/joins(mediator:first:calls:)``):
    /// after each, a send to the latest newcomer's id (cheap: the first namesake is near the
    /// front); after call 17, 33 … 4,097 and the last, a broadcast to the whole room and every
    /// life (some newcomers only the mediator holds); at the end, the whole log.
    private mutating func joins(on number: Int, first: Int, calls: Int) -> Divergence? {
        guard let mediator = mediator(number) else { return nil }
        var joined = 0
        for call in 1...max(calls, 1) {
            var (newcomers, numbers): ([ModelProbe], [Int]) = ([], [])
            for _ in 0..<CharactersStep.joinSizes[(call - 1) % CharactersStep.joinSizes.count] {
                let character = first + joined
                guard let probe = makeCrowdMember(character, index: joined) else { return nil }
                newcomers.append(probe)
                numbers.append(character)
                joined += 1
            }
            mediator.register(newcomers)
            model.register(numbers, on: number)
            if CharactersStep.letsGoOfJoiners(ofCall: call - 1) {
                for character in numbers {
                    characters[character] = nil
                    journal.heldCharacters.remove(character)
                    model.releaseCharacter(character)
                }
            }
            newcomers.removeAll()
            let after = "after register call #\(call) of a run on m\(number),"
            func noted(_ divergence: Divergence?) -> Divergence? {
                divergence.map { Divergence(rule: $0.rule, yourCode: "\(after) \($0.yourCode)", ruleSays: $0.ruleSays) }
            }
            // Now and then the game sends to the latest newcomer's id: the first registered with it gets it.
            if CharactersStep.sendsAfter(call: call), let divergence = noted(sendToTheLatest(on: number, mediator, id: (joined - 1) % CharactersStep.crowdIDs)) {
                return divergence
            }
            guard CharactersStep.isRollCall(after: call) || call == calls, let sender = characters[first] else { continue }
            // The whole room, in the order of registration, but the first newcomer's namesakes.
            journal.deliveries.removeAll(keepingCapacity: true)
            journal.epoch += 1
            let receipt = journal.call(on: number, broadcastFrom: model.characters[first]?.id) { mediator.broadcast(.chat("roll call"), from: sender) }
            let heard = model.broadcast(.chat("roll call"), on: number, from: first)
            if let divergence = noted(
                compareLives() ?? compare(on: number, deliveries: heard.deliveries, rule: CharactersRule.two)
                    ?? compare(receipt: .success(receipt), expected: heard.receipt, on: number))
            {
                return divergence
            }
        }
        return compareLog(of: number)
    }

    /// The game sends to id `target` (a newcomer's, during a run of joins): deliveries and receipt against the model.
    private mutating func sendToTheLatest(on number: Int, _ mediator: CharactersMediator, id target: Int) -> Divergence? {
        journal.deliveries.removeAll(keepingCapacity: true)
        journal.epoch += 1
        let outcome: Result<ReadReceipt, DeliveryError> = journal.call(on: number, broadcastFrom: nil) {
            do throws(DeliveryError) { return .success(try mediator.send(.chat("welcome"), from: nil, to: journal.ids[target])) } catch { return .failure(error) }
        }
        let sent = model.send(.chat("welcome"), on: number, from: nil, to: target)
        return compare(on: number, deliveries: sent.deliveries, rule: CharactersRule.three) ?? compare(receipt: outcome, expected: sent.receipt, target: target, on: number)
    }

    /// What each receiver's message from inside `receive` returned (or threw), in the order they
    /// reacted, against the model.
    private func compareReactions() -> Divergence? {
        let expected = model.reactions
        let actual = journal.reactions
        for index in 0..<max(expected.count, actual.count) {
            guard index < actual.count else {
                return Divergence(
                    rule: CharactersRule.one, yourCode: "c\(expected[index].character) never heard the message it was to react to from inside receive",
                    ruleSays: "it is registered: it hears it, and its registrations there count at once")
            }
            guard index < expected.count else {
                return Divergence(rule: CharactersRule.two, yourCode: "c\(actual[index].character) heard a message it was to react to", ruleSays: "it hears nothing it could react to yet")
            }
            let (character, wanted) = (expected[index].character, expected[index].receipt.map(readReceipt))
            if character != actual[index].character {
                return Divergence(rule: CharactersRule.one, yourCode: "c\(actual[index].character) reacted", ruleSays: "c\(character) reacts first: deliveries follow the order of registration")
            }
            let what = "c\(character), from inside receive,"
            switch (actual[index].outcome, wanted) {
            case (.success(let receipt), let wanted?) where !receipt.isExactly(wanted):
                return Divergence(rule: CharactersRule.five, yourCode: "\(what) got back \(describe(receipt))", ruleSays: "\(describe(wanted)) (it registered its newcomers just before: they are registered)")
            case (.success(let receipt), nil):
                return Divergence(rule: CharactersRule.three, yourCode: "\(what) got back \(describe(receipt))", ruleSays: "its send throws DeliveryError.unknownReceiver: nobody registered there has that id")
            case (.failure(let error), let wanted?):
                return Divergence(
                    rule: CharactersRule.three, yourCode: "\(what) had its send throw \(error)",
                    ruleSays: "\(describe(wanted)): a receiver with that id is registered (registered from inside receive counts at once, as rule 1 says)")
            default: continue
            }
        }
        return nil
    }

    /// The deliveries of this step, in order; a difference names the rule it breaks.
    private func compare(on mediator: Int, deliveries expected: [CharactersModel.Delivery], rule: String) -> Divergence? {
        let actual = journal.deliveries
        guard actual != expected else { return nil }
        let sameOnes = actual.count == expected.count && expected.allSatisfy(actual.contains)
        // A receiver the model delivers to more often than the code does, and more than once:
        // it was registered twice, and rule 1 keeps it there twice.
        let times = { (deliveries: [CharactersModel.Delivery], receiver: Int) in deliveries.filter { $0.receiver == receiver }.count }
        let registeredTwiceHeardLess = expected.contains { times(expected, $0.receiver) > 1 && times(actual, $0.receiver) < times(expected, $0.receiver) }
        let hasRules = model.mediators[mediator]?.rules != RuleSet.none
        return Divergence(
            rule: sameOnes || registeredTwiceHeardLess ? CharactersRule.one : hasRules ? "\(rule) / \(CharactersRule.four)" : rule, yourCode: "delivered \(describe(actual))",
            ruleSays: "deliver \(describe(expected))")
    }

    private func compare(receipt outcome: Result<ReadReceipt, DeliveryError>, expected: CharactersModel.ExpectedReceipt?, target: Int? = nil, on mediator: Int)
        -> Divergence?
    {
        switch (outcome, expected) {
        case (.success(let receipt), let expected?):
            let wanted = readReceipt(expected)
            if !receipt.isExactly(wanted) { return Divergence(rule: CharactersRule.five, yourCode: "returned \(describe(receipt))", ruleSays: "return \(describe(wanted))") }
        case (.success(let receipt), nil):
            return Divergence(
                rule: CharactersRule.three, yourCode: "returned \(describe(receipt))",
                ruleSays: "throw DeliveryError.unknownReceiver(ids[\(target ?? -1)]): no receiver registered here has that id")
        case (.failure(let error), let expected?):
            return Divergence(rule: CharactersRule.three, yourCode: "threw \(error)", ruleSays: "return \(describe(readReceipt(expected))): a receiver with that id is registered")
        case (.failure(let error), nil):
            if let target, error != .unknownReceiver(journal.ids[target]) {
                return Divergence(rule: CharactersRule.three, yourCode: "threw \(error)", ruleSays: "throw DeliveryError.unknownReceiver(ids[\(target)])")
            }
        }
        let kept = self.mediator(mediator)?.receipts ?? []
        let wanted = model.receipts(of: mediator)
        // The receipts of the last call: a message sent from inside receive among them, in an order left open.
        let last = model.receiptsOfTheLastCall(on: mediator)
        if kept.count != wanted.count
            || (last == 1 ? !kept.suffix(1).elementsEqual(wanted.suffix(1).map(readReceipt)) { $0.isExactly($1) } : !sameReceipts(Array(kept.suffix(last)), wanted.suffix(last).map(readReceipt)))
        {
            return Divergence(
                rule: CharactersRule.five, yourCode: "m\(mediator)!.receipts holds \(kept.count), the last \(kept.last.map(describe) ?? "none")",
                ruleSays: "\(wanted.count), the last \(wanted.last.map { describe(readReceipt($0)) } ?? "none")")
        }
        return nil
    }

    /// Ownership both ways: what the model says is alive is alive, and what it says is gone is gone.
    private func compareLives() -> Divergence? {
        // The first by number, found without sorting (a crowd is thousands of characters).
        var wrong: Int?
        for (number, watched) in watchedCharacters where (watched.object != nil) != model.isAlive(character: number) { wrong = min(wrong ?? number, number) }
        if let number = wrong, let watched = watchedCharacters[number] {
            return Divergence(
                rule: CharactersRule.ownership, yourCode: "c\(number) is \(watched.object != nil ? "still alive" : "gone")",
                ruleSays: model.isAlive(character: number) ? "a living mediator registered it, so it must be alive" : "nobody holds it but your mediator, so it must be freed")
        }
        for (number, watched) in watchedMediators.sorted(by: { $0.key < $1.key }) where (watched.object != nil) != model.isAlive(mediator: number) {
            return Divergence(rule: CharactersRule.ownership, yourCode: "m\(number) is still alive after the test let go of it", ruleSays: "nothing keeps a mediator alive but its owner")
        }
        return nil
    }

    /// Whether two lists hold the same receipts, each as often, in any order (messages scalar for scalar).
    private func sameReceipts(_ kept: [ReadReceipt], _ wanted: [ReadReceipt]) -> Bool {
        guard kept.count == wanted.count else { return false }
        var unmatched = wanted
        for receipt in kept {
            guard let index = unmatched.firstIndex(where: { $0.isExactly(receipt) }) else { return false }
            unmatched.remove(at: index)
        }
        return true
    }

    /// Rule 5's log, oldest first; the receipts of one outermost call (messages sent from inside
    /// `receive`) in any order among themselves. The index of the first call that differs.
    private func firstDifferingCall(_ kept: [ReadReceipt], _ wanted: [ReadReceipt], groups: [Int]) -> Int? {
        guard kept.count == wanted.count else { return 0 }
        var start = 0
        while start < wanted.count {
            var end = start + 1
            while end < wanted.count, groups[end] == groups[start] { end += 1 }
            if end - start == 1 ? !kept[start].isExactly(wanted[start]) : !sameReceipts(Array(kept[start..<end]), Array(wanted[start..<end])) { return start }
            start = end
        }
        return nil
    }

    private func readReceipt(_ expected: CharactersModel.ExpectedReceipt) -> ReadReceipt {
        ReadReceipt(message: expected.message, sender: expected.sender.map { journal.ids[$0] }, receivers: expected.receivers.map { journal.ids[$0] })
    }

    private func idName(_ id: UUID?) -> String { id.map { id in journal.ids.firstIndex(of: id).map { "ids[\($0)]" } ?? "a stranger's id" } ?? "nil" }

    private func describe(_ receipt: ReadReceipt) -> String {
        "ReadReceipt(message: \(receipt.message.swiftLiteral), sender: \(idName(receipt.sender)), receivers: [\(receipt.receivers.map(idName).joined(separator: ", "))])"
    }

    private func describe(_ deliveries: [CharactersModel.Delivery]) -> String {
        deliveries.isEmpty
            ? "nothing"
            : deliveries.map { "c\($0.receiver) ← \($0.message.swiftLiteral) from \($0.sender.map { $0 < 0 ? "a stranger's id" : "ids[\($0)]" } ?? "nil")" }
                .joined(separator: ", ")
    }

    /// The real rules behind a `RuleSet`: they read ids, roles, the journal and (the rules that
    /// remember) the receiver's inbox and their own count of questions, like the model does.
    private func deliveryRules(_ rules: RuleSet) -> [DeliveryRule] {
        let journal = journal
        func question(_ message: GameMessage, _ sender: UUID?, _ receiver: any Receivable, asked: Int) -> RuleQuestion {
            RuleQuestion(
                message: message, sender: sender.map { journal.ids.firstIndex(of: $0) ?? -1 }, receiverID: journal.ids.firstIndex(of: receiver.id) ?? -1,
                receiverRole: receiver.role, deliveredSoFar: journal.calls.last?.delivered ?? journal.deliveries.count, step: journal.step,
                heardAnEqualMessage: rules == .hearsAnEqualMessageOnce && (receiver as? ModelProbe)?.heard(message) == true, question: asked)
        }
        let split: [RuleSet] = rules == .mobsAndNoSlaps ? [.onlyMobs, .noSlaps] : rules == .none ? [] : [rules]
        // Every rule has the same name: a mediator that keeps its rules by name asks only one.
        return split.map { part in
            let count = QuestionCount()
            return DeliveryRule(name: "house rule") { message, sender, receiver in
                // Asked about the sender's id (left open): it never receives, so not counted.
                guard !part.remembers || receiver.id != sender else { return true }
                return part.allows(question(message, sender, receiver, asked: part.remembers ? count.next(in: journal.epoch) : 0))
            }
        }
    }
}

/// How many questions one rule was asked in the journal's current call.
final class QuestionCount {
    private var (epoch, asked) = (-1, 0)

    func next(in epoch: Int) -> Int {
        if epoch != self.epoch { (self.epoch, asked) = (epoch, 0) }
        asked += 1
        return asked
    }
}

struct WeakProbe { weak var object: ModelProbe? }
struct WeakMediator { weak var object: CharactersMediator? }
