import Foundation
import KataTestSupport
import Synchronization
import Testing
import TypedMessagesKata

/// Lets several receivers write to one shared log, so a test can see the order of deliveries.
private final class Journal {
    var lines: [String] = []
}

/// A receiver that writes "name received message" to a journal, and remembers who sent what.
private final class JournalingReceiver: Receivable {
    let id: UUID
    let role: Role
    let name: String
    let journal: Journal
    var senders: [UUID?] = []
    init(_ name: String, journal: Journal, id: UUID = UUID(), role: Role = .mob) {
        (self.name, self.journal, self.id, self.role) = (name, journal, id, role)
    }
    func receive(_ message: GameMessage, from sender: UUID?) {
        senders.append(sender)
        journal.lines.append("\(name) received \(message)")
    }
}

/// A receiver that, the first time it hears something, answers from inside `receive`: a
/// broadcast, or a targeted send to `answerTo`.
private final class Answerer: Receivable {
    let id = UUID()
    let role = Role.mob
    weak var mediator: CharactersMediator?
    var answerTo: UUID?
    var heard: [GameMessage] = []
    var answerReceipt: ReadReceipt?
    func receive(_ message: GameMessage, from sender: UUID?) {
        heard.append(message)
        guard heard.count == 1, let mediator else { return }
        if let answerTo {
            answerReceipt = try? mediator.send(.chat("answer"), from: self, to: answerTo)
        } else {
            answerReceipt = mediator.broadcast(.chat("echo"), from: self)
        }
    }
}

/// A receiver that, the first time it hears something, runs `answer` from inside `receive` and
/// keeps the receipt it returns: chained, a message sent while two deliveries are under way.
/// How deep two receivers answer each other: past the depths a guard would choose (64, 100,
/// 128, 256), well within a test thread's stack.
private enum SendsDeep { static let hops = 300 }

private final class ChainedReceiver: Receivable {
    let id = UUID()
    let role = Role.mob
    let name: String
    weak var mediator: CharactersMediator?
    var answer: ((CharactersMediator, ChainedReceiver) throws -> ReadReceipt)?
    var heard: [GameMessage] = []
    var answerReceipt: ReadReceipt?
    init(_ name: String) { self.name = name }
    func receive(_ message: GameMessage, from sender: UUID?) {
        heard.append(message)
        guard heard.count == 1, let mediator, let answer else { return }
        answerReceipt = try? answer(mediator, self)
    }
}

/// Document 001's cast: Mario and three flying mobs, the last one a boss.
/// A receiver with an id the test chooses that writes down its number when it hears and
/// formats nothing: a roster of sixty-five thousand stays cheap.
private final class NumberedReceiver: Receivable {
    final class Log { var heard: [Int] = [] }
    let id: UUID
    let role = Role.mob
    let number: Int
    let log: Log
    init(id: UUID, number: Int, log: Log) { (self.id, self.number, self.log) = (id, number, log) }
    func receive(_ message: GameMessage, from sender: UUID?) { log.heard.append(number) }
}

private struct Cast {
    let mario = GameCharacter(name: "Mario", role: .player)
    let mob1 = GameCharacter(name: "Mob 1", role: .mob)
    let mob2 = GameCharacter(name: "Mob 2", role: .mob)
    let boss = GameCharacter(name: "Boss", role: .boss)
    var everyone: [GameCharacter] { [mario, mob1, mob2, boss] }

    /// A receipt with names for ids: "slap(x: 1, y: 2) from Boss reached [Mario]".
    func describe(_ receipt: ReadReceipt) -> String {
        func name(_ id: UUID?) -> String { id.map { id in everyone.first { $0.id == id }?.name ?? "a stranger" } ?? "the game (nil)" }
        return "\(receipt.message) from \(name(receipt.sender)) reached [\(receipt.receivers.map(name).joined(separator: ", "))]"
    }

    func mediator(rules: [DeliveryRule] = []) -> CharactersMediator {
        let mediator = CharactersMediator(rules: rules)
        mediator.register(everyone)
        return mediator
    }
}

/// The tests for kata 06. Do not edit them.
@Suite struct TypedMessagesKataTests {
    @Test("Rule 2: broadcast delivers to every registered receiver except the sender")
    func broadcastReachesEveryoneButTheSender() {
        let cast = Cast()
        cast.mediator().broadcast(.deathNote("you are going to die soon!"), from: cast.mario)
        #expect(cast.mario.inbox.isEmpty, "the sender must not receive its own broadcast")
        for mob in [cast.mob1, cast.mob2, cast.boss] {
            #expect(mob.inbox == [.deathNote("you are going to die soon!")], "\(mob.name) should get the death note once")
        }
    }

    @Test("Rule 1: every delivery follows the order of registration")
    func broadcastFollowsTheOrderOfRegistration() {
        let journal = Journal()
        let receivers = ["Zed", "Amy", "Kim", "Bob"].map { JournalingReceiver($0, journal: journal) }
        let mediator = CharactersMediator()
        mediator.register(receivers)
        mediator.broadcast(.chat("hi"), from: receivers[2])
        #expect(journal.lines == ["Zed received chat: hi", "Amy received chat: hi", "Bob received chat: hi"], "the receivers hear the broadcast in the order registered (Zed, Amy, Bob), not by name")
    }

    @Test("Rule 3: send delivers only to the receiver with that id")
    func targetedSendReachesOnlyTheTarget() throws {
        let cast = Cast()
        try cast.mediator().send(.slap(x: 10, y: 23), from: cast.boss, to: cast.mario.id)
        #expect(cast.mario.inbox == [.slap(x: 10, y: 23)], "the boss slaps Mario: Mario's inbox should hold that one slap")
        #expect(cast.mob1.inbox.isEmpty && cast.mob2.inbox.isEmpty && cast.boss.inbox.isEmpty, "the slap reaches Mario only: no mob and not the boss")
    }

    @Test("Rule 3: the sender may be nil (the game itself)")
    func targetedSendWithoutSenderIsAllowed() throws {
        let cast = Cast()
        let receipt = try cast.mediator().send(.chat("from the game"), from: nil, to: cast.mob1.id)
        #expect(
            receipt == ReadReceipt(message: .chat("from the game"), sender: nil, receivers: [cast.mob1.id]),
            "the game (nil) sends to Mob 1: your receipt says \(cast.describe(receipt)); the rule says chat: from the game from the game (nil) reached [Mob 1]")
    }

    @Test("Rule 3: an unknown id throws unknownReceiver, delivers nothing and writes no receipt")
    func sendingToAnUnknownReceiverThrowsAndDeliversNothing() {
        let cast = Cast()
        let stranger = GameCharacter(name: "Stranger", role: .mob)
        let mediator = cast.mediator()
        #expect(throws: DeliveryError.unknownReceiver(stranger.id)) {
            try mediator.send(.chat("anyone?"), from: cast.mario, to: stranger.id)
        }
        #expect(
            cast.everyone.allSatisfy { $0.inbox.isEmpty },
            "Mario sends to an id nobody registered: nobody may receive it, yet \(cast.everyone.filter { !$0.inbox.isEmpty }.map(\.name)) did")
        #expect(mediator.receipts.isEmpty, "nothing was sent, so there is no receipt")
    }

    @Test("Rule 3: a character never receives its own message")
    func aCharacterCannotMessageItself() throws {
        let cast = Cast()
        let receipt = try cast.mediator().send(.chat("me?"), from: cast.mario, to: cast.mario.id)
        #expect(cast.mario.inbox.isEmpty, "Mario sends to his own id: Mario must not receive it, but his inbox holds \(cast.mario.inbox)")
        #expect(receipt.receivers.isEmpty, "Mario sends to his own id: the receipt names nobody, yours says \(cast.describe(receipt))")
    }

    @Test("Rule 4: injected rules filter the receivers of a broadcast")
    func injectedRulesFilterReceivers() {
        let cast = Cast()
        let bossIgnoresChat = DeliveryRule(name: "the boss ignores chat") { message, _, receiver in
            !(message.isChat && receiver.role == .boss)
        }
        let mediator = cast.mediator(rules: [bossIgnoresChat])
        mediator.broadcast(.chat("truce?"), from: cast.mario)
        mediator.broadcast(.deathNote("no truce"), from: cast.mario)
        #expect(cast.boss.inbox == [.deathNote("no truce")], "the rule keeps chat from the boss, nothing else")
        #expect(cast.mob1.inbox == [.chat("truce?"), .deathNote("no truce")], "the rule is about the boss only: Mob 1 gets both messages")
    }

    @Test("Rule 4: a receiver gets the message only if every rule allows it")
    func everyRuleMustAllowADelivery() {
        let cast = Cast()
        let onlyMobs = DeliveryRule(name: "only mobs") { _, _, receiver in receiver.role == .mob }
        let notMob2 = DeliveryRule(name: "not mob 2") { _, _, receiver in receiver.id != cast.mob2.id }
        let receipt = cast.mediator(rules: [onlyMobs, notMob2]).broadcast(.chat("psst"), from: cast.boss)
        #expect(receipt.receivers == [cast.mob1.id], "only Mob 1 passes both rules")
        #expect(cast.mario.inbox.isEmpty && cast.mob2.inbox.isEmpty, "a receiver that a rule refuses gets nothing")
    }

    @Test("Rule 4: rules apply to targeted sends too, and see the sender")
    func rulesSeeTheSender() throws {
        let cast = Cast()
        let mobsOnlyHearTheBoss = DeliveryRule(name: "mobs only hear the boss") { _, sender, receiver in
            receiver.role != .mob || sender == cast.boss.id
        }
        let mediator = cast.mediator(rules: [mobsOnlyHearTheBoss])
        let refused = try mediator.send(.chat("come here"), from: cast.mario, to: cast.mob1.id)
        #expect(refused.receivers.isEmpty, "a refused targeted send reaches nobody")
        mediator.broadcast(.chat("attack"), from: cast.boss)
        #expect(cast.mob1.inbox == [.chat("attack")], "Mob 1 hears the boss's attack only (the rule refuses Mario's chat)")
    }

    @Test("Rule 5: every message returns a receipt of who got it, in delivery order; receipts keeps them all")
    func receiptsListWhoGotEachMessageInOrder() throws {
        let cast = Cast()
        let mediator = cast.mediator()
        let first = mediator.broadcast(.deathNote("soon"), from: cast.mario)
        let second = try mediator.send(.slap(x: 1, y: 2), from: cast.boss, to: cast.mario.id)
        #expect(
            first == ReadReceipt(message: .deathNote("soon"), sender: cast.mario.id, receivers: [cast.mob1.id, cast.mob2.id, cast.boss.id]),
            "Mario's broadcast: your receipt says \(cast.describe(first)); the rule says death note: soon from Mario reached [Mob 1, Mob 2, Boss]")
        #expect(
            second == ReadReceipt(message: .slap(x: 1, y: 2), sender: cast.boss.id, receivers: [cast.mario.id]),
            "the boss slaps Mario: your receipt says \(cast.describe(second)); the rule says slap at (1, 2) from Boss reached [Mario]")
        #expect(mediator.receipts == [first, second], "the mediator keeps every receipt, oldest first")
    }

    @Test("Rule 1: register adds receivers; a second call keeps the first ones")
    func registerAdds() {
        let journal = Journal()
        let first = JournalingReceiver("First", journal: journal), second = JournalingReceiver("Second", journal: journal)
        let sender = JournalingReceiver("Sender", journal: journal)
        let mediator = CharactersMediator()
        mediator.register([first])
        mediator.register([second, sender])
        mediator.broadcast(.chat("hi"), from: sender)
        #expect(
            journal.lines == ["First received chat: hi", "Second received chat: hi"],
            "register([First]), then register([Second, Sender]); Sender broadcasts chat: hi. The second register adds to the first, so First and Second hear it, in the order registered")
    }

    @Test("Rule 1: the mediator keeps the receivers it registered")
    func theMediatorKeepsItsReceivers() {
        let journal = Journal()
        let sender = JournalingReceiver("Sender", journal: journal)
        let mediator = CharactersMediator()
        mediator.register([JournalingReceiver("Held by the mediator only", journal: journal), sender])
        mediator.broadcast(.chat("still there?"), from: sender)
        #expect(
            journal.lines == ["Held by the mediator only received chat: still there?"],
            "a receiver nobody but the mediator holds is registered, then Sender broadcasts chat: still there?. The mediator keeps what it registered alive, so that receiver hears it")
    }

    @Test("Rule 2: the sender is recognised by its id, not by the object")
    func theSenderIsRecognisedById() {
        let journal = Journal()
        let mario = JournalingReceiver("Mario", journal: journal), mob = JournalingReceiver("Mob", journal: journal)
        let mediator = CharactersMediator()
        mediator.register([mario, mob])
        let sameMario = JournalingReceiver("Mario again", journal: journal, id: mario.id)
        let receipt = mediator.broadcast(.chat("it's me"), from: sameMario)
        #expect(journal.lines == ["Mob received chat: it's me"], "a sender with Mario's id is Mario")
        #expect(receipt.receivers == [mob.id], "the receipt of that broadcast lists Mob only: Mario, the sender by id, is skipped")
    }

    @Test("Rule 2: receivers learn who sent the message")
    func receiversLearnTheSender() throws {
        let journal = Journal()
        let a = JournalingReceiver("A", journal: journal), b = JournalingReceiver("B", journal: journal)
        let mediator = CharactersMediator()
        mediator.register([a, b])
        mediator.broadcast(.chat("x"), from: a)
        try mediator.send(.chat("y"), from: nil, to: a.id)
        #expect(b.senders == [a.id] && a.senders == [nil], "each receiver is told who sent it: a's id, or nil for the game")
    }

    /// A is registered twice: a verdict kept for the object (or asked once for both deliveries)
    /// misses the question just before its second delivery, whose answer may differ (a rule
    /// that lets each receiver hear a message once says no then).
    @Test("Rule 4: the rules are asked about each receiver just before its delivery, not all at once beforehand, an object registered twice again before its second")
    func rulesAreAskedBeforeEachDelivery() {
        let journal = Journal()
        let receivers = ["A", "B", "C"].map { JournalingReceiver($0, journal: journal) }
        let sender = JournalingReceiver("S", journal: journal)
        let watching = DeliveryRule(name: "writes down each question") { _, _, receiver in
            journal.lines.append("asked about \((receiver as? JournalingReceiver)?.name ?? "?")")
            return true
        }
        let mediator = CharactersMediator(rules: [watching])
        mediator.register(receivers + [sender, receivers[0]])
        mediator.broadcast(.chat("go"), from: sender)
        // Whether the rules are also asked about the sender is the learner's business: leave those questions out.
        #expect(
            journal.lines.filter { $0 != "asked about S" }
                == ["asked about A", "A received chat: go", "asked about B", "B received chat: go", "asked about C", "C received chat: go", "asked about A", "A received chat: go"],
            "register([A, B, C, S, A]); S broadcasts chat: go: each receiver's rule question comes just before its own delivery, A's before each of its two: \(journal.lines.filter { $0 != "asked about S" })")
        // A rule that reads the receiver's inbox: A hears "again" once, though registered twice.
        let once = DeliveryRule(name: "each hears a message once") { message, _, receiver in (receiver as? GameCharacter)?.inbox.contains(message) != true }
        let (goomba, koopa, mario) = (GameCharacter(name: "Goomba", role: .mob), GameCharacter(name: "Koopa", role: .mob), GameCharacter(name: "Mario", role: .player))
        let ruled = CharactersMediator(rules: [once])
        ruled.register([goomba, koopa, goomba])
        let receipt = ruled.broadcast(.chat("again"), from: mario)
        #expect(
            goomba.inbox == [.chat("again")] && receipt.receivers == [goomba.id, koopa.id],
            "register([Goomba, Koopa, Goomba]) under a rule that lets a receiver hear a message only if its inbox lacks it; Mario broadcasts chat: again: Goomba's inbox holds it \(goomba.inbox.count) times and the receipt names \(receipt.receivers.count); asked again just before its second delivery, the rule says no")
    }

    /// A cap, a rotation or a pruning of the log (at 10,000, 16,384, 65,536; on one path only; of
    /// the receipts that reached nobody) shows only past it, on that path: broadcasts and sends
    /// mixed, one message in four reaching nobody, and the whole log compared.
    @Test("Rule 5: receipts keeps every message past 65,536: 65,537 broadcasts and sends, some reaching nobody, all kept oldest first")
    func receiptsHaveNoCap() throws {
        let cast = Cast()
        let mediator = cast.mediator()
        let count = FloodSize.pastCommonCaps
        // The last is a chat of 4,194,321 characters (past four million and past 2^22): a receipt
        // holds the message as it was sent.
        let long = String(repeating: "Long live the king! ", count: 209_716) + "."
        var sent = [mediator.broadcast(.chat("first"), from: cast.mario)]
        for n in 2..<count {
            switch n % 4 {
            // The game's send to Mob 1, and Mario's to himself (a target with the sender's id gets nothing).
            case 2: sent.append(try mediator.send(.chat("between"), from: nil, to: cast.mob1.id))
            case 3: sent.append(try mediator.send(.chat("between"), from: cast.mario, to: cast.mario.id))
            default: sent.append(mediator.broadcast(.chat("between"), from: cast.mario))
            }
        }
        sent.append(mediator.broadcast(.chat(long), from: cast.mario))
        let receipts = mediator.receipts
        let nobody = sent.filter(\.receivers.isEmpty).count
        #expect(receipts.count == count, "\(count) broadcasts and sends (\(nobody) of them reaching nobody): receipts keeps \(receipts.count); it keeps them all")
        #expect(receipts.first?.message == .chat("first"), "the oldest receipt first: \(receipts.first.map { "\($0.message)" } ?? "none")")
        if receipts.last?.message != .chat(long) {
            Issue.record(
                "the newest receipt last, with the message as sent: a chat of \(long.count) characters; the last receipt holds \(receipts.last.map { "\("\($0.message)".prefix(60))… (\("\($0.message)".count) characters as text)" } ?? "nothing")")
        }
        // Compared here, not in `#expect`, which would print both logs of 65,537 receipts whole.
        if receipts.count == count, receipts != sent {
            let first = firstDifferingIndex(receipts, sent)
            Issue.record(
                "receipts holds every message, but receipt #\(first + 1) is \(cast.describe(receipts[first])); the message sent \(first + 1)th returned \(cast.describe(sent[first])), and receipts keeps each, oldest first")
        }
    }

    /// What a mediator does differently past some size shows when the pieces come together: one
    /// register call of 65,537 holding one object twice (a bulk "deduplicated"), an id of all
    /// zeros (taken for the game's own), a text past 131,072 bytes that a rule reads to its end
    /// (shown a preview, or judged once per object), a namesake registered afterwards (a seat
    /// index it overwrites), and a roster let go of "later" than its mediator.
    @Test("Rules 1, 3 and 4 together past every round size: one register call of 65,537 with an object twice and an id of zeros, a text past 131,072 bytes a rule reads to its end, a namesake registered after, nothing alive once the mediator is gone")
    func bigRosterPiecesTogether() {
        let size = FloodSize.pastCommonCaps
        let log = NumberedReceiver.Log()
        let zero = UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0))
        let ids = (0..<size).map { $0 == 7 ? zero : UUID() }
        let huge = String(repeating: "\u{E9}", count: 65_536) + "!"
        // Refuses every thousandth receiver a text whose very last character is "!"; asked about
        // receiver #100 (registered twice) twice for that text, it allows the first time only.
        let asked = Mutex(0)
        let readsToTheEnd = DeliveryRule(name: "reads the whole text") { message, _, receiver in
            guard case .chat(let text) = message, text.unicodeScalars.last == "!", let number = (receiver as? NumberedReceiver)?.number else { return true }
            if number == 100 { return asked.withLock { $0 += 1; return $0 == 1 } }
            return !number.isMultiple(of: 1_000)
        }
        var mediator: CharactersMediator? = CharactersMediator(rules: [readsToTheEnd])
        weak let watchedMediator = mediator
        weak var twice: NumberedReceiver?
        weak var firstReceiver: NumberedReceiver?
        do {
            let receivers = (0..<size).map { NumberedReceiver(id: ids[$0], number: $0, log: log) }
            (twice, firstReceiver) = (receivers[100], receivers[0])
            mediator?.register(receivers + [receivers[100]])
        }
        let story = "one register call of \(size + 1): #0 to #\(size - 1), #7 with the id of all zeros, #100 again at the end"
        mediator?.broadcast(.chat("everyone"), from: Cast().mario)
        let heardTwice = log.heard.filter { $0 == 100 }.count
        #expect(log.heard.count == size + 1 && heardTwice == 2, "Rule 1 after \(story): a broadcast was heard \(log.heard.count) times, by #100 \(heardTwice) times; the same object registered twice is there twice, also in one big call")
        log.heard = []
        mediator?.broadcast(.chat(huge), from: Cast().mario)
        let refusedHeard = log.heard.filter { $0.isMultiple(of: 1_000) }.count
        let allowed = size + 1 - (0..<size).filter { $0.isMultiple(of: 1_000) }.count - 1
        let hundred = log.heard.filter { $0 == 100 }.count
        #expect(
            refusedHeard == 0 && hundred == 1 && log.heard.count == allowed,
            "Rule 4 after \(story): a chat of \(huge.utf8.count) bytes ending in \"!\", and a rule that refuses every thousandth receiver a text whose last character is \"!\" and allows #100 only the first time it is asked: \(log.heard.count) deliveries (\(allowed) allowed), \(refusedHeard) to refused receivers, \(hundred) to #100; the rule is asked with the message as sent, before each delivery")
        let fromGame = try? mediator?.send(.chat("to the zeros"), from: nil, to: zero)
        #expect(fromGame?.receivers == [zero], "Rule 3 after \(story): the game's send to the id of all zeros reached \(fromGame?.receivers.count ?? 0); a receiver with any id hears the game")
        // A namesake of #500, registered after the big call: sends to that id still reach #500.
        let later = NumberedReceiver(id: ids[500], number: size + 1, log: log)
        mediator?.register([later])
        log.heard = []
        _ = try? mediator?.send(.chat("to 500"), from: nil, to: ids[500])
        #expect(log.heard == [500], "Rule 3 after \(story), then a namesake of #500 registered: a send to that id reached \(log.heard.map { "#\($0)" }); the first one registered gets it")
        mediator = nil
        let alive = [watchedMediator == nil ? nil : "the mediator", twice == nil ? nil : "#100", firstReceiver == nil ? nil : "#0"].compactMap { $0 }
        #expect(alive.isEmpty, "Rule 1 after \(story): once the test let go of the mediator, \(alive) still lived; nothing keeps them then")
    }

    /// A roster kept only up to some size, or an index by id built past some size (that keeps
    /// the last twin), shows only past it: 65,537 receivers registered at once, one id in every
    /// thousand shared by two of them; a broadcast, then targeted sends to twins far apart.
    @Test("Rules 1, 3 and 4: a roster past every round size: 65,537 receivers all hear a broadcast in order; a rule is asked about each twin; a send to a shared id reaches the first twin")
    func bigRostersKeepEveryoneInOrder() {
        let size = FloodSize.pastCommonCaps
        let log = NumberedReceiver.Log()
        // Receiver n has id number n, except every thousandth, which shares the id of receiver n - 500.
        let ids = (0..<size).map { _ in UUID() }
        let twinOf = { (n: Int) -> Int? in n >= 1_000 && n.isMultiple(of: 1_000) ? n - 500 : nil }
        let mediator = CharactersMediator()
        // The test keeps none of them: the mediator keeps alive what it registered (rule 1).
        do { mediator.register((0..<size).map { NumberedReceiver(id: ids[twinOf($0) ?? $0], number: $0, log: log) }) }
        let crowd = (0..<size).map { (id: ids[twinOf($0) ?? $0], number: $0) }
        let receipt = mediator.broadcast(.chat("everyone"), from: Cast().mario)
        let expected = crowd.map(\.id)
        let first = firstDifferingIndex(receipt.receivers, expected)
        let order = first < min(receipt.receivers.count, expected.count) ? ", and the one it reached \(first + 1)th is not the \(first + 1)th registered" : ""
        // Compared here, not in `#expect`, which would print both lists of 65,537 ids whole.
        if receipt.receivers != expected || log.heard != Array(0..<size) {
            Issue.record(
                "\(size) receivers registered at once: Mario's broadcast (he is not one of them) reached \(receipt.receivers.count) by its receipt, \(log.heard.count) by what they heard\(order); every receiver hears it, in the order of registration")
        }
        // A rule asked once per id, not per receiver, answers a twin with its first twin's answer.
        let twinsRefused = DeliveryRule(name: "refuses every thousandth") { _, _, receiver in
            ((receiver as? NumberedReceiver)?.number ?? 1).isMultiple(of: 1_000) == false
        }
        let ruled = CharactersMediator(rules: [twinsRefused])
        let ruledLog = NumberedReceiver.Log()
        do { ruled.register((0..<size).map { NumberedReceiver(id: ids[twinOf($0) ?? $0], number: $0, log: ruledLog) }) }
        ruled.broadcast(.chat("everyone but every thousandth"), from: Cast().mario)
        if ruledLog.heard != (0..<size).filter({ !$0.isMultiple(of: 1_000) }) {
            let wrongly = Set(ruledLog.heard).intersection(stride(from: 0, to: size, by: 1_000)).sorted()
            Issue.record(
                "\(size) receivers, each thousandth (#1000, #2000 …) sharing an id with the one 500 before it, and a rule that refuses each thousandth by what it is, not by its id: \(ruledLog.heard.count) heard a broadcast\(wrongly.isEmpty ? "" : ", among them the refused \(wrongly.prefix(3).map { "#\($0)" })"); the rule is asked about each receiver, and all but the \(size / 1_000 + 1) refused hear it in order")
        }
        for (twin, original) in [(size - 537, size - 1_037), (64_000, 63_500), (2_000, 1_500)] {
            log.heard = []
            let sent: ReadReceipt
            do {
                sent = try mediator.send(.chat("to \(original)"), from: nil, to: ids[original])
            } catch {
                Issue.record(
                    "the game's send to the id of receivers #\(original) and #\(twin) threw \(error); both were registered (and the mediator keeps alive what it registered)")
                continue
            }
            #expect(
                log.heard == [original] && sent.receivers == [ids[original]],
                "receivers #\(original) and #\(twin) share an id (in a roster of \(size)); the game's send to that id reaches #\(original), the first registered, alone: heard by \(log.heard.prefix(3).map { "#\($0)" })")
        }
    }

    /// Swift's `==` calls "é" (U+00E9) and "e" + U+0301 equal, so a mediator that hands on or
    /// keeps a text in another normal form (NFD, NFC) passes every `==`: here the scalars are
    /// compared, of each text in both spellings, as the receivers got it and as the receipts hold it.
    @Test("Rule 5: a receipt and a receiver hold the message as sent, scalar for scalar: é, ö and Hangul stay precomposed or decomposed as sent")
    func messagesKeepTheirScalars() throws {
        let cast = Cast()
        let mediator = cast.mediator()
        let sent = TwoSpellings.both + [.chat("\u{212B}ngstr\u{F6}m"), .deathNote("A\u{30A}ngstro\u{308}m")]
        // Mario broadcasts every other text; the game sends the others to Mob 1.
        let broadcast = { (n: Int) in n.isMultiple(of: 2) }
        var returned: [ReadReceipt] = []
        for (n, message) in sent.enumerated() {
            returned.append(broadcast(n) ? mediator.broadcast(message, from: cast.mario) : try mediator.send(message, from: nil, to: cast.mob1.id))
        }
        let wanted = sent.enumerated().map { n, message in
            ReadReceipt(message: message, sender: broadcast(n) ? cast.mario.id : nil, receivers: broadcast(n) ? [cast.mob1.id, cast.mob2.id, cast.boss.id] : [cast.mob1.id])
        }
        let scalars = { (messages: [GameMessage]) in messages.map(\.swiftLiteral).joined(separator: ", ") }
        let mob1Got = cast.mob1.inbox, mob2Got = cast.mob2.inbox
        #expect(
            mob1Got.elementsEqual(sent) { $0.isExactly($1) },
            "Mob 1 was sent \(scalars(sent)) (every one); it got \(scalars(mob1Got)): each text as sent, scalar for scalar")
        let broadcasts = sent.enumerated().filter { broadcast($0.offset) }.map(\.element)
        #expect(
            mob2Got.elementsEqual(broadcasts) { $0.isExactly($1) },
            "Mario broadcast \(scalars(broadcasts)); Mob 2 got \(scalars(mob2Got)): each text as sent, scalar for scalar")
        #expect(returned.areExactly(wanted), "the receipts returned hold \(scalars(returned.map(\.message))); each holds its message as sent: \(scalars(sent))")
        #expect(mediator.receipts.areExactly(wanted), "receipts holds \(scalars(mediator.receipts.map(\.message))); it keeps each message as sent: \(scalars(sent))")
    }

    @Test("Rule 5: a message that reached nobody still gets its receipt, and the mediator keeps it")
    func refusedMessagesKeepTheirReceipts() throws {
        let cast = Cast()
        let nobody = DeliveryRule(name: "nobody hears anything") { _, _, _ in false }
        let mediator = cast.mediator(rules: [nobody])
        let refused = try mediator.send(.chat("hello?"), from: cast.mario, to: cast.mob1.id)
        let silent = mediator.broadcast(.chat("anyone?"), from: cast.mario)
        let toSelf = try cast.mediator().send(.chat("me"), from: cast.mario, to: cast.mario.id)
        #expect(refused.receivers.isEmpty && silent.receivers.isEmpty && toSelf.receivers.isEmpty, "a refused, a silent and a self-addressed message all have receipts with no receivers")
        #expect(
            mediator.receipts == [refused, silent],
            """
            a rule refuses everyone; Mario sends chat: hello? to Mob 1, then broadcasts chat: anyone?.
            your receipts: \(mediator.receipts.map(cast.describe))
            the rule says: \([refused, silent].map(cast.describe)) (every message sent gets a receipt, even one that reached nobody)
            """)
    }

    @Test("Rules 2–5: a receiver that broadcasts or sends from inside receive is heard, by the rules, in order, and both messages keep their receipts")
    func messagesSentWhileDelivering() throws {
        // The boss ignores chat: the answer, a chat, must pass the rules as any message does.
        let bossIgnoresChat = DeliveryRule(name: "boss") { message, _, receiver in !(message.isChat && receiver.role == .boss) }
        enum Outer: CaseIterable { case broadcastFromCarol, sendToTheAnswerer }
        enum Inner: CaseIterable { case broadcast, sendToBob, sendToTheBoss, sendToCarol }
        for outerKind in Outer.allCases {
            for innerKind in Inner.allCases {
                let journal = Journal()
                let bob = JournalingReceiver("Bob", journal: journal), carol = JournalingReceiver("Carol", journal: journal)
                let boss = JournalingReceiver("Boss", journal: journal, role: .boss)
                let answerer = Answerer()
                let mediator = CharactersMediator(rules: [bossIgnoresChat])
                answerer.mediator = mediator
                answerer.answerTo = [.sendToBob: bob.id, .sendToTheBoss: boss.id, .sendToCarol: carol.id][innerKind]
                mediator.register([answerer, bob, carol, boss])
                let outer: ReadReceipt
                let outerReached: [UUID]
                switch outerKind {
                case .broadcastFromCarol:
                    outer = mediator.broadcast(.deathNote("hi"), from: carol)
                    outerReached = [answerer.id, bob.id, boss.id]
                case .sendToTheAnswerer:
                    outer = try mediator.send(.deathNote("hi"), from: nil, to: answerer.id)
                    outerReached = [answerer.id]
                }
                let situation = "\(outerKind), answered from inside receive with \(innerKind)"
                let inner = try #require(answerer.answerReceipt, "\(situation): the answer returned no receipt")
                let answer: GameMessage = innerKind == .broadcast ? .chat("echo") : .chat("answer")
                let innerReached: [UUID] = [.broadcast: [bob.id, carol.id], .sendToBob: [bob.id], .sendToTheBoss: [], .sendToCarol: [carol.id]][innerKind] ?? []
                #expect(outer == ReadReceipt(message: .deathNote("hi"), sender: outerKind == .broadcastFromCarol ? carol.id : nil, receivers: outerReached), "\(situation): the outer receipt")
                #expect(inner == ReadReceipt(message: answer, sender: answerer.id, receivers: innerReached), "\(situation): the answer's receipt")
                for receiver in [bob, carol, boss] {
                    let expected = (outerReached.contains(receiver.id) ? ["\(receiver.name) received death note: hi"] : [])
                        + (innerReached.contains(receiver.id) ? ["\(receiver.name) received \(answer)"] : [])
                    let heard = journal.lines.filter { $0.hasPrefix("\(receiver.name) ") }
                    #expect(heard.sorted() == expected.sorted(), "\(situation): \(receiver.name) heard \(heard)")
                }
                // Which of the two is kept first is left open; both are kept, once each, as returned.
                let kept = mediator.receipts
                #expect(
                    kept == [inner, outer] || kept == [outer, inner],
                    "\(situation): \(kept.count) receipts kept, \(kept.map { "\($0.message) to \($0.receivers.count)" })")
            }
        }
    }

    @Test("Rules 3–5 two deliveries deep: a receiver still inside its own receive is sent to and broadcast to like anyone, and every receipt is kept")
    func messagesSentTwoDeliveriesDeep() throws {
        // The game pings X; X, hearing it, broadcasts pong; Y, hearing pong (X's delivery still
        // under way), sends ack to X; Z, hearing pong, broadcasts zed, which X and Y hear.
        let x = ChainedReceiver("X"), y = ChainedReceiver("Y"), z = ChainedReceiver("Z")
        let mediator = CharactersMediator()
        for receiver in [x, y, z] { receiver.mediator = mediator }
        x.answer = { mediator, me in mediator.broadcast(.chat("pong"), from: me) }
        y.answer = { mediator, me in try mediator.send(.chat("ack"), from: me, to: x.id) }
        z.answer = { mediator, me in mediator.broadcast(.chat("zed"), from: me) }
        mediator.register([x, y, z])
        let ping = try mediator.send(.deathNote("ping"), from: nil, to: x.id)
        #expect(x.heard == [.deathNote("ping"), .chat("ack"), .chat("zed")], "X heard \(x.heard): the ping, then (still inside its receive) Y's ack and Z's zed")
        #expect(y.heard == [.chat("pong"), .chat("zed")] && z.heard == [.chat("pong")], "Y heard \(y.heard), Z heard \(z.heard): pong, and Y zed too")
        let expected = [
            ReadReceipt(message: .deathNote("ping"), sender: nil, receivers: [x.id]),
            ReadReceipt(message: .chat("pong"), sender: x.id, receivers: [y.id, z.id]),
            ReadReceipt(message: .chat("ack"), sender: y.id, receivers: [x.id]),
            ReadReceipt(message: .chat("zed"), sender: z.id, receivers: [x.id, y.id]),
        ]
        let returned = [ping, x.answerReceipt, y.answerReceipt, z.answerReceipt]
        #expect(returned == expected, "the receipts returned, ping, pong, ack, zed: \(returned.map { $0.map { "\($0.message) to \($0.receivers.count)" } ?? "none" })")
        // In which order they are kept is left open; each is kept once.
        let kept = mediator.receipts
        #expect(
            kept.count == 4 && expected.allSatisfy { receipt in kept.filter { $0 == receipt }.count == 1 },
            "\(kept.count) receipts kept: \(kept.map { "\($0.message) to \($0.receivers.count)" }); each of the four, once")
    }

    @Test("Rules 1–5 with the game's own characters: namesakes with their own ids, an equal chat twice, the far edges of a slap reach the rules as sent")
    func gameCharactersAsTheyAre() {
        let mario = GameCharacter(name: "Mario", role: .player), twin = GameCharacter(name: "Mario", role: .player)
        let boss = GameCharacter(name: "Boss", role: .boss)
        // Slaps far out reach only receivers whose rule sees them as sent: nothing clamped or cut.
        let farOut = DeliveryRule(name: "far") { message, _, receiver in
            guard case .slap(let x, let y) = message, receiver.role == .boss else { return true }
            return x > Int(Int32.max) || y < Int(Int32.min)
        }
        let mediator = CharactersMediator(rules: [farOut])
        mediator.register([mario, twin, boss])
        let first = mediator.broadcast(.chat("hi"), from: mario)
        let again = mediator.broadcast(.chat("hi"), from: mario)
        #expect(
            first.receivers == [twin.id, boss.id] && again.receivers == [twin.id, boss.id],
            "Mario broadcasts chat: hi twice; the other Mario (its own id) and the boss get both: \(first.receivers.count) then \(again.receivers.count) receivers")
        #expect(twin.inbox == [.chat("hi"), .chat("hi")], "the other Mario's inbox: \(twin.inbox)")
        let wide = mediator.broadcast(.slap(x: Int.max, y: 0), from: twin)
        let low = mediator.broadcast(.slap(x: 0, y: Int.min), from: twin)
        let near = mediator.broadcast(.slap(x: Int(Int32.max), y: 0), from: twin)
        #expect(
            wide.receivers == [mario.id, boss.id] && low.receivers == [mario.id, boss.id] && near.receivers == [mario.id],
            "a rule lets the boss have slaps only past Int32: at (Int.max, 0) and (0, Int.min) it gets them, at (Int32.max, 0) not; receipts: \([wide, low, near].map(\.receivers.count))")
        #expect(mediator.receipts.map(\.message) == [.chat("hi"), .chat("hi"), .slap(x: Int.max, y: 0), .slap(x: 0, y: Int.min), .slap(x: Int(Int32.max), y: 0)])
    }

    @Test("Rules 3–5 eight deliveries deep: each receiver, hearing a hop, broadcasts the next; every receipt is kept, each once")
    func messagesSentEightDeliveriesDeep() {
        let hops = (1...8).map { ChainedReceiver("R\($0)") }
        let quiet = ChainedReceiver("Q")
        let mediator = CharactersMediator()
        for (index, receiver) in hops.enumerated() {
            receiver.mediator = mediator
            receiver.answer = { mediator, me in mediator.broadcast(.chat("hop \(index + 2)"), from: me) }
        }
        mediator.register([quiet] + hops)
        let outer = mediator.broadcast(.chat("hop 1"), from: quiet)
        // R1 hears hop 1 and broadcasts hop 2, which R2 hears and answers with hop 3, and so on:
        // each broadcast reaches everyone but its sender, Q included.
        #expect(outer.receivers == hops.map(\.id), "hop 1 from Q reached \(outer.receivers.count) of the eight, not all")
        for (index, receiver) in hops.enumerated() {
            let expected = hops.indices.filter { $0 != index }.map { hops[$0].id }
            let receipt = receiver.answerReceipt
            #expect(
                receipt?.message == .chat("hop \(index + 2)") && receipt?.receivers == [quiet.id] + expected,
                "R\(index + 1)'s hop \(index + 2): its receipt reached \(receipt?.receivers.count ?? 0), not Q and the seven others")
        }
        let kept = mediator.receipts
        #expect(
            kept.count == 9 && ([outer] + hops.compactMap(\.answerReceipt)).allSatisfy { receipt in kept.filter { $0 == receipt }.count == 1 },
            "\(kept.count) receipts kept: \(kept.map { "\($0.message) to \($0.receivers.count)" }); each of the nine, once")
        // Relays that broadcast the very message they heard: each still hears the other's, equal
        // to the one it is still handling.
        let (a, b) = (ChainedReceiver("A"), ChainedReceiver("B"))
        let echoes = CharactersMediator()
        for relay in [a, b] {
            relay.mediator = echoes
            relay.answer = { mediator, me in mediator.broadcast(.chat("same"), from: me) }
        }
        echoes.register([quiet, a, b])
        _ = echoes.broadcast(.chat("same"), from: quiet)
        #expect(
            a.heard.count == 2 && b.heard.count == 2,
            "Q broadcasts chat: same; A and B each broadcast it again from inside receive: each hears it twice (Q's and the other's), not \(a.heard.count) and \(b.heard.count)")
    }

    /// A mediator that stops passing messages on past some depth (a guard against receivers
    /// that answer each other for ever) drops real messages: nesting is the receivers' business.
    @Test("Rules 3–5 three hundred deliveries deep: two receivers answer each other by send and by broadcast, every one delivered and kept")
    func sendsAnsweredThreeHundredDeep() throws {
        final class Rally: Receivable {
            let id = UUID()
            let role = Role.mob
            weak var mediator: CharactersMediator?
            var partner: UUID?
            var heard: [Int] = []
            var answered: [ReadReceipt] = []
            func receive(_ message: GameMessage, from sender: UUID?) {
                guard case .chat(let text) = message, let hop = Int(text) else { return }
                heard.append(hop)
                guard hop < SendsDeep.hops, let mediator, let partner else { return }
                let next = GameMessage.chat(String(hop + 1))
                // Every other answer a broadcast: with two registered, it reaches the partner alone.
                if hop.isMultiple(of: 2) {
                    answered.append(mediator.broadcast(next, from: self))
                } else if let receipt = try? mediator.send(next, from: self, to: partner) {
                    answered.append(receipt)
                }
            }
        }
        let (left, right) = (Rally(), Rally())
        let mediator = CharactersMediator()
        (left.mediator, right.mediator, left.partner, right.partner) = (mediator, mediator, right.id, left.id)
        mediator.register([left, right])
        let first = try mediator.send(.chat("1"), from: nil, to: left.id)
        #expect(first.receivers == [left.id], "the game's chat 1 to the left receiver reached \(first.receivers.count)")
        #expect(
            left.heard == Array(stride(from: 1, through: SendsDeep.hops, by: 2)) && right.heard == Array(stride(from: 2, through: SendsDeep.hops, by: 2)),
            "two receivers answer each hop with the next, up to \(SendsDeep.hops): they heard up to \(left.heard.last ?? 0) and \(right.heard.last ?? 0) (\(left.heard.count + right.heard.count) hops)")
        let answers = left.answered + right.answered
        #expect(
            answers.count == SendsDeep.hops - 1 && answers.allSatisfy { $0.receivers.count == 1 },
            "\(answers.count) answers sent, \(answers.filter { $0.receivers.count == 1 }.count) delivered; \(SendsDeep.hops - 1) of each")
        #expect(mediator.receipts.count == SendsDeep.hops, "\(mediator.receipts.count) receipts kept, not \(SendsDeep.hops)")
    }

    /// A verdict kept from one message for the next (say, in a big room, or for a send) shows
    /// when a rule answers otherwise the second time: the rules are asked each time, about each
    /// receiver, by broadcast and by send.
    @Test("Rule 4 in a room of 3,000: a rule that refuses, then allows, is asked again for an equal message, broadcast or sent")
    func rulesAreAskedEveryTime() throws {
        final class Gate { var open = false }
        let gate = Gate()
        let mediator = CharactersMediator(rules: [DeliveryRule(name: "gate") { _, _, _ in gate.open }])
        let crowd = (0..<3_000).map { GameCharacter(name: "Mob \($0)", role: .mob) }
        mediator.register(crowd)
        let sender = GameCharacter(name: "Mario", role: .player)
        let closed = mediator.broadcast(.chat("let me in"), from: sender)
        gate.open = true
        let open = mediator.broadcast(.chat("let me in"), from: sender)
        #expect(closed.receivers.isEmpty && open.receivers.count == 3_000, "gate closed, then open, the same chat twice: \(closed.receivers.count) then \(open.receivers.count) of 3,000")
        gate.open = false
        let refused = try mediator.send(.chat("let me in"), from: sender, to: crowd[0].id)
        gate.open = true
        let allowed = try mediator.send(.chat("let me in"), from: sender, to: crowd[0].id)
        #expect(
            refused.receivers.isEmpty && allowed.receivers == [crowd[0].id],
            "gate closed, then open, the same chat sent twice to Mob 0: it reached \(refused.receivers.count) then \(allowed.receivers.count); the rule is asked again, and the second time it allows")
    }

    /// A cap far out (the newest 100,000 kept, say) shows only past it: 131,073 messages (past
    /// 2^17), cheap ones (slaps numbered by their place, from a sender nobody registered, into an
    /// empty room: every receipt reaches nobody), the whole log compared.
    @Test("Rule 5: receipts keeps every message past 131,072: 131,073 numbered slaps into an empty room, all kept oldest first")
    func receiptsHaveNoCapFarOut() {
        let count = 131_073
        let mediator = CharactersMediator()
        let stranger = GameCharacter(name: "Stranger", role: .mob)
        for n in 0..<count { mediator.broadcast(.slap(x: n, y: 0), from: stranger) }
        let receipts = mediator.receipts
        #expect(receipts.count == count, "\(count) broadcasts, each reaching nobody: receipts keeps \(receipts.count); it keeps them all")
        guard receipts.count == count else { return }
        if let first = receipts.indices.first(where: { receipts[$0] != ReadReceipt(message: .slap(x: $0, y: 0), sender: stranger.id, receivers: []) }) {
            Issue.record(
                "receipts holds every message, but receipt #\(first + 1) is for \(receipts[first].message) from \(receipts[first].sender == stranger.id ? "the stranger" : "someone else") to \(receipts[first].receivers.count); the \(first + 1)th message sent was slap at (\(first), 0) from the stranger, to nobody, and receipts keeps each, oldest first")
        }
    }

    /// A guard that stops delivering past some depth (512, 1,000, 1,024, 4,096, 10,000) breaks
    /// rule 5, and the 300-deep test above passes it: a rally 10,001 to 16,384 deep, past all of
    /// those, on a thread with a big stack. Near the end of the suite: it is the deepest.
    @Test("Rules 3–5 more than ten thousand deliveries deep: two receivers answer each other by send and by broadcast, every one delivered and kept")
    func rallyThousandsDeep() async {
        await checkRule(
            "rules 3–5: two receivers answering each other thousands of deliveries deep", scenarios: DeepRally.scenarios, reaching: DeepRally.reaching,
            generate: DeepRally.generate, shrink: DeepRally.smaller
        ) { rally in
            await rally.disagreementOnABigStack()
        }
    }

    /// A path taken only after N register calls on one mediator, which programs of a few
    /// registrations each never reach: the model after a long run of joins. Last of all: it
    /// costs more, and a mutant's run stops at its first failing test.
    @Test(
        "Rules 1–5 after a long run of joins: 4,097 to 4,400 register calls in a row on one mediator, checked as they go, then any program in that room agrees with the model after every step"
    )
    func everyProgramAfterALongRunOfJoinsAgreesWithTheModel() {
        var census = IncrementalCensus<CharactersStep.Census>()
        checkPrograms(
            "rules 1–5 after a long run of joins: thousands of register calls, then any program", programs: 4, lengths: 20...60, shrinkBudget: 20,
            reaching: CharactersStep.reachingAfterJoins, step: { census.next(&$0, $1, CharactersStep.nextAfterJoins) }, simplify: CharactersStep.simpler
        ) { steps in
            var program = CharactersProgram()
            return program.run(steps)
        }
    }
}
