import TypedMessagesKata

/// The README's rules as a model, written as plainly as the README: for any program it says who
/// hears each message, what each call returns or throws, which receipts each mediator keeps and
/// who is still alive. Characters and mediators are named by the number the program gave them (`c3`, `m1`).
struct CharactersModel {
    struct Character {
        /// Index into the program's pool of ids: two characters may share one.
        let id: Int
        let role: Role
        /// Whether the program still holds the character itself.
        var heldByProgram = true
        /// The mediators that registered it.
        var registeredBy: Set<Int> = []
    }

    struct Mediator {
        let rules: RuleSet
        /// Rule 1: receivers as registered, in order, duplicates included.
        var registered: [Int] = []
        /// Rule 5: every receipt, oldest first.
        var receipts: [ExpectedReceipt] = []
        var heldByProgram = true
    }

    /// One delivery: which character got which message, told which sender id.
    struct Delivery: Equatable {
        let receiver: Int
        let message: GameMessage
        let sender: Int?

        /// The message as sent, scalar for scalar (`SameScalars.swift`): a text handed on in
        /// another normal form is another delivery.
        static func == (one: Delivery, other: Delivery) -> Bool {
            one.receiver == other.receiver && one.sender == other.sender && one.message.isExactly(other.message)
        }
    }

    struct ExpectedReceipt: Equatable {
        let message: GameMessage
        let sender: Int?
        let receivers: [Int]
    }

    /// What an armed character does the next time it hears a message, from inside `receive`:
    /// registers `registers` on `mediator` (new ones, namesakes, itself again), then broadcasts
    /// `message` there, or sends it to id `target` (`nil`: a broadcast).
    struct Reaction: Equatable {
        let mediator: Int
        let registers: [Int]
        let message: GameMessage
        let target: Int?
    }

    /// A call under way: its mediator, and the sender's id if it is a broadcast (nil: a send).
    struct Call {
        let mediator: Int
        let broadcastFrom: Int?
    }

    private(set) var characters: [Int: Character] = [:]
    private(set) var mediators: [Int: Mediator] = [:]
    /// The program's step now playing: a rule may answer by it (one gate is shut on odd steps).
    var step = 0
    /// The reactions armed and the calls under way, in one object of their own: the model is
    /// copied at every step, this state is not.
    private final class Nesting {
        /// The characters armed with a reaction, each fired once.
        var armed: [Int: Reaction] = [:]
        /// How many reactions have fired so far.
        var fired = 0
        /// The calls under way, outermost first: a reaction runs inside them.
        var calls: [Call] = []
        /// What each reaction of the outermost call returned, in the order they fired: its
        /// receipt, or nil for a send that throws.
        var reactions: [(character: Int, receipt: ExpectedReceipt?)] = []
        /// Rule 5: the outermost call each mediator's receipt came from; among the receipts of
        /// one call (nested messages), which is kept first is left open.
        var groups: [Int: [Int]] = [:]
        var outermostCalls = 0
        /// For the rules that remember (rule 4 asks them about each receiver just before its
        /// delivery, once): how many questions each mediator's rule was asked in the outermost
        /// call under way, and what each character heard in it (kept only once a mediator has the
        /// rule that reads it).
        var asked: [Int: Int] = [:]
        var heard: [Int: [GameMessage]] = [:]
        var keepsInboxes = false
    }

    private let nesting = Nesting()
    var fired: Int { nesting.fired }
    var reactions: [(character: Int, receipt: ExpectedReceipt?)] { nesting.reactions }

    mutating func makeCharacter(_ number: Int, id: Int, role: Role) { characters[number] = Character(id: id, role: role) }
    mutating func makeMediator(_ number: Int, rules: RuleSet) {
        mediators[number] = Mediator(rules: rules)
        if rules == .hearsAnEqualMessageOnce { nesting.keepsInboxes = true }
    }

    /// Rule 1: a second call adds to the first ones, in the order given.
    mutating func register(_ receivers: [Int], on mediator: Int) {
        mediators[mediator]?.registered += receivers
        for receiver in receivers { characters[receiver]?.registeredBy.insert(mediator) }
    }

    /// Rule 2: everyone registered but whoever has the sender's id, filtered by the rules (rule 4),
    /// with a receipt (rule 5).
    mutating func broadcast(_ message: GameMessage, on mediator: Int, from sender: Int) -> (deliveries: [Delivery], receipt: ExpectedReceipt) {
        let senderID = characters[sender]?.id
        let candidates = registered(on: mediator).filter { characters[$0]?.id != senderID }
        return deliver(message, on: mediator, from: senderID, to: candidates, broadcast: true)
    }

    /// Rule 3: the first receiver registered with the target id, unless it has the sender's id;
    /// an id nobody registered throws and writes no receipt. `sender` nil is the game.
    mutating func send(_ message: GameMessage, on mediator: Int, from sender: Int?, to target: Int)
        -> (deliveries: [Delivery], receipt: ExpectedReceipt?)
    {
        guard let first = registered(on: mediator).first(where: { characters[$0]?.id == target }) else {
            if nesting.calls.isEmpty { nesting.reactions = [] }
            return ([], nil)
        }
        let senderID = sender.flatMap { characters[$0]?.id }
        return deliver(message, on: mediator, from: senderID, to: target == senderID ? [] : [first], broadcast: false)
    }

    /// Rule 4: a receiver gets the message only if every rule allows it; rule 5: the receipt lists
    /// those who got it, in delivery order, and the mediator keeps it.
    /// A receiver that hears a message and is armed reacts at once, from inside `receive`: its
    /// registrations and its message are played right there, before the delivery goes on
    /// (rules 1–5 hold inside a delivery as outside: a receiver registered there is registered).
    private mutating func deliver(_ message: GameMessage, on mediator: Int, from senderID: Int?, to candidates: [Int], broadcast: Bool)
        -> (deliveries: [Delivery], receipt: ExpectedReceipt)
    {
        if nesting.calls.isEmpty {
            nesting.reactions = []
            nesting.outermostCalls += 1
            (nesting.asked, nesting.heard) = ([:], [:])
        }
        nesting.calls.append(Call(mediator: mediator, broadcastFrom: broadcast ? senderID : nil))
        var (reached, heard): ([Int], [Delivery]) = ([], [])
        // Only an armed receiver reacts (none is armed during a call that did not start with one).
        var anyArmed = !nesting.armed.isEmpty
        let rules = mediators[mediator]?.rules
        // Only the rules that remember read their count of questions and the inboxes (kept cheap
        // in a crowd of thousands).
        let remembers = rules?.remembers == true
        for receiver in candidates {
            guard let character = characters[receiver] else { continue }
            if remembers { nesting.asked[mediator, default: 0] += 1 }
            let heardBefore = remembers && nesting.heard[receiver]?.contains { $0.isExactly(message) } == true
            let asked = RuleQuestion(
                message: message, sender: senderID, receiverID: character.id, receiverRole: character.role, deliveredSoFar: reached.count, step: step,
                heardAnEqualMessage: heardBefore, question: remembers ? nesting.asked[mediator, default: 0] : 0)
            guard rules?.allows(asked) == true else { continue }
            reached.append(character.id)
            heard.append(Delivery(receiver: receiver, message: message, sender: senderID))
            if nesting.keepsInboxes { nesting.heard[receiver, default: []].append(message) }
            if anyArmed {
                heard += react(receiver)
                anyArmed = !nesting.armed.isEmpty
            }
        }
        let receipt = ExpectedReceipt(message: message, sender: senderID, receivers: reached)
        mediators[mediator]?.receipts.append(receipt)
        nesting.groups[mediator, default: []].append(nesting.outermostCalls)
        nesting.calls.removeLast()
        return (heard, receipt)
    }

    mutating func arm(_ character: Int, with reaction: Reaction) { nesting.armed[character] = reaction }

    /// Which of `registers` a reaction registers: the ones the program still holds (and the
    /// reacting character itself). Whether a broadcast still under way on that mediator reaches
    /// a receiver registered meanwhile is left open, so there only namesakes of its sender (whom
    /// it skips anyway) are registered; the test's receivers do the same.
    func registrable(_ registers: [Int], by character: Int, on mediator: Int, under calls: [Call]) -> [Int] {
        registers.filter { number in
            guard let id = characters[number]?.id, number == character || characters[number]?.heldByProgram == true else { return false }
            return calls.allSatisfy { $0.mediator != mediator || $0.broadcastFrom.map { $0 == id } ?? true }
        }
    }

    /// An armed character fires once, on a mediator the program still holds: the deliveries of
    /// its message, and of those it sets off.
    private mutating func react(_ character: Int) -> [Delivery] {
        guard let reaction = nesting.armed.removeValue(forKey: character) else { return [] }
        nesting.fired += 1
        guard mediators[reaction.mediator]?.heldByProgram == true else { return [] }
        register(registrable(reaction.registers, by: character, on: reaction.mediator, under: nesting.calls), on: reaction.mediator)
        let (heard, receipt): ([Delivery], ExpectedReceipt?)
        if let target = reaction.target {
            (heard, receipt) = send(reaction.message, on: reaction.mediator, from: character, to: target)
        } else {
            (heard, receipt) = broadcast(reaction.message, on: reaction.mediator, from: character)
        }
        nesting.reactions.append((character, receipt))
        return heard
    }

    /// Rule 5: a receipt kept, at the end of the outermost call it came from (or again, for a
    /// message played again unchanged: a flood's).
    mutating func keep(_ receipt: ExpectedReceipt, on mediator: Int) {
        nesting.outermostCalls += 1
        mediators[mediator]?.receipts.append(receipt)
        nesting.groups[mediator, default: []].append(nesting.outermostCalls)
    }

    /// For each receipt of `receipts(of:)`, the outermost call it came from.
    func groups(of mediator: Int) -> [Int] { nesting.groups[mediator] ?? [] }

    /// How many receipts the mediator's last outermost call left (more than one: nested messages).
    func receiptsOfTheLastCall(on mediator: Int) -> Int {
        guard let calls = nesting.groups[mediator], let last = calls.last else { return 0 }
        var count = 0
        for call in calls.reversed() {
            guard call == last else { break }
            count += 1
        }
        return count
    }

    mutating func releaseCharacter(_ character: Int) { characters[character]?.heldByProgram = false }
    mutating func releaseMediator(_ mediator: Int) { mediators[mediator]?.heldByProgram = false }

    func registered(on mediator: Int) -> [Int] { mediators[mediator]?.registered ?? [] }
    func receipts(of mediator: Int) -> [ExpectedReceipt] { mediators[mediator]?.receipts ?? [] }

    /// Rule 1's ownership: a character lives while the program holds it or a living mediator
    /// registered it; nothing else keeps it.
    func isAlive(character: Int) -> Bool {
        guard let held = characters[character] else { return false }
        return held.heldByProgram || held.registeredBy.contains { mediators[$0]?.heldByProgram == true }
    }

    /// Nothing but the program keeps a mediator: its receivers do not know it.
    func isAlive(mediator: Int) -> Bool { mediators[mediator]?.heldByProgram == true }
}

/// What a rule is asked about one receiver: the message, the sender's id, the receiver,
/// (for the rule that caps deliveries) how many receivers got this message before it, (for
/// the gate) the program's step now playing, and for the rules that remember: whether this
/// receiver (the object) already heard an equal message in the outermost call under way, and
/// how many questions its mediator's rule was asked in it, this one included (questions about
/// the sender's id aside: whether they are asked is left open).
struct RuleQuestion {
    let message: GameMessage
    let sender: Int?
    let receiverID: Int
    let receiverRole: Role
    let deliveredSoFar: Int
    let step: Int
    let heardAnEqualMessage: Bool
    let question: Int
}

/// The rules a program's mediator may be given (rule 4), each as the model reads it. The
/// mediator gets the same rules as `DeliveryRule`s that look at the real objects.
enum RuleSet: Int, CaseIterable, CustomStringConvertible {
    case none, bossIgnoresChat, onlyMobs, nothingFromTheGameToPlayers, id1HearsNothingFromId2, nobodyHearsAnything,
        atMostTwoPerMessage, mobsAndNoSlaps, noSlaps, shutOnOddSteps, hearsAnEqualMessageOnce, refusesEverySecondQuestion

    func allows(_ question: RuleQuestion) -> Bool {
        switch self {
        case .none: true
        case .bossIgnoresChat: !(question.message.isChat && question.receiverRole == .boss)
        case .onlyMobs: question.receiverRole == .mob
        case .nothingFromTheGameToPlayers: question.sender != nil || question.receiverRole != .player
        case .id1HearsNothingFromId2: !(question.receiverID == 1 && question.sender == 2)
        case .nobodyHearsAnything: false
        case .atMostTwoPerMessage: question.deliveredSoFar < 2
        case .mobsAndNoSlaps: question.receiverRole == .mob && !question.message.isSlap
        case .noSlaps: !question.message.isSlap
        // The same question answered otherwise a step later: an answer remembered from an
        // earlier message (by send or broadcast, in any room) shows.
        case .shutOnOddSteps: question.step.isMultiple(of: 2)
        // Rules whose answer depends on what the deliveries before did: a verdict kept for an
        // object registered twice, or asked once for several deliveries, shows.
        case .hearsAnEqualMessageOnce: !question.heardAnEqualMessage
        case .refusesEverySecondQuestion: !question.question.isMultiple(of: 2)
        }
    }

    /// Whether the rule remembers what happened earlier in a call (see ``RuleQuestion``).
    var remembers: Bool { self == .hearsAnEqualMessageOnce || self == .refusesEverySecondQuestion }

    /// How a test would write the rules, for the program shown on a failure.
    var description: String {
        switch self {
        case .none: "[]"
        case .bossIgnoresChat: "[bossIgnoresChat]"
        case .onlyMobs: "[onlyMobs]"
        case .nothingFromTheGameToPlayers: "[nothingFromTheGameToPlayers]"
        case .id1HearsNothingFromId2: "[id1HearsNothingFromId2]"
        case .nobodyHearsAnything: "[nobodyHearsAnything]"
        case .atMostTwoPerMessage: "[atMostTwoDeliveriesPerMessage]"
        case .mobsAndNoSlaps: "[onlyMobs, noSlaps]"
        case .noSlaps: "[noSlaps]"
        case .shutOnOddSteps: "[shutOnOddSteps]"
        case .hearsAnEqualMessageOnce: "[hearsAnEqualMessageOncePerCall]"
        case .refusesEverySecondQuestion: "[refusesEverySecondQuestionPerCall]"
        }
    }
}

extension GameMessage {
    var isSlap: Bool { if case .slap = self { true } else { false } }
}
