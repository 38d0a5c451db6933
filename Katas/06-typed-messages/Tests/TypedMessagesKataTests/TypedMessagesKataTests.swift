import Foundation
import KataTestSupport
import Testing
import TypedMessagesKata

/// Lets several receivers write to one shared log, so a test can see the order of deliveries.
private final class Journal {
    var lines: [String] = []
}

/// A receiver that writes "name received message" to a journal.
private final class JournalingReceiver: Receivable {
    let id = UUID()
    let role = Role.mob
    let name: String
    let journal: Journal
    init(_ name: String, journal: Journal) { (self.name, self.journal) = (name, journal) }
    func receive(_ message: GameMessage, from sender: UUID?) { journal.lines.append("\(name) received \(message)") }
}

/// Document 001's cast: Mario and three flying mobs, the last one a boss.
private struct Cast {
    let mario = GameCharacter(name: "Mario", role: .player)
    let mob1 = GameCharacter(name: "Mob 1", role: .mob)
    let mob2 = GameCharacter(name: "Mob 2", role: .mob)
    let boss = GameCharacter(name: "Boss", role: .boss)
    var everyone: [GameCharacter] { [mario, mob1, mob2, boss] }

    func mediator(rules: [DeliveryRule] = []) -> CharactersMediator {
        let mediator = CharactersMediator(rules: rules)
        mediator.register(everyone)
        return mediator
    }
}

/// The tests for kata 06. Do not edit them.
@Suite struct TypedMessagesKataTests {
    @Test func broadcastReachesEveryoneButTheSender() {
        let cast = Cast()
        cast.mediator().broadcast(.deathNote("you are going to die soon!"), from: cast.mario)
        #expect(cast.mario.inbox.isEmpty, "the sender must not receive its own broadcast")
        for mob in [cast.mob1, cast.mob2, cast.boss] {
            #expect(mob.inbox == [.deathNote("you are going to die soon!")], "\(mob.name) should get the death note once")
        }
    }

    @Test func broadcastFollowsTheOrderOfRegistration() {
        let journal = Journal()
        let receivers = ["Zed", "Amy", "Kim", "Bob"].map { JournalingReceiver($0, journal: journal) }
        let mediator = CharactersMediator()
        mediator.register(receivers)
        mediator.broadcast(.chat("hi"), from: receivers[2])
        #expect(journal.lines == ["Zed received chat: hi", "Amy received chat: hi", "Bob received chat: hi"])
    }

    @Test func targetedSendReachesOnlyTheTarget() throws {
        let cast = Cast()
        try cast.mediator().send(.slap(x: 10, y: 23), from: cast.boss, to: cast.mario.id)
        #expect(cast.mario.inbox == [.slap(x: 10, y: 23)])
        #expect(cast.mob1.inbox.isEmpty && cast.mob2.inbox.isEmpty && cast.boss.inbox.isEmpty)
    }

    @Test func targetedSendWithoutSenderIsAllowed() throws {
        let cast = Cast()
        let receipt = try cast.mediator().send(.chat("from the game"), from: nil, to: cast.mob1.id)
        #expect(receipt == ReadReceipt(message: .chat("from the game"), sender: nil, receivers: [cast.mob1.id]))
    }

    @Test func sendingToAnUnknownReceiverThrowsAndDeliversNothing() {
        let cast = Cast()
        let stranger = GameCharacter(name: "Stranger", role: .mob)
        let mediator = cast.mediator()
        #expect(throws: DeliveryError.unknownReceiver(stranger.id)) {
            try mediator.send(.chat("anyone?"), from: cast.mario, to: stranger.id)
        }
        #expect(cast.everyone.allSatisfy { $0.inbox.isEmpty })
        #expect(mediator.receipts.isEmpty, "nothing was sent, so there is no receipt")
    }

    @Test func aCharacterCannotMessageItself() throws {
        let cast = Cast()
        let receipt = try cast.mediator().send(.chat("me?"), from: cast.mario, to: cast.mario.id)
        #expect(cast.mario.inbox.isEmpty)
        #expect(receipt.receivers.isEmpty)
    }

    @Test func injectedRulesFilterReceivers() {
        let cast = Cast()
        let bossIgnoresChat = DeliveryRule(name: "the boss ignores chat") { message, _, receiver in
            !(message.isChat && receiver.role == .boss)
        }
        let mediator = cast.mediator(rules: [bossIgnoresChat])
        mediator.broadcast(.chat("truce?"), from: cast.mario)
        mediator.broadcast(.deathNote("no truce"), from: cast.mario)
        #expect(cast.boss.inbox == [.deathNote("no truce")], "the rule keeps chat from the boss, nothing else")
        #expect(cast.mob1.inbox == [.chat("truce?"), .deathNote("no truce")])
    }

    @Test func everyRuleMustAllowADelivery() {
        let cast = Cast()
        let onlyMobs = DeliveryRule(name: "only mobs") { _, _, receiver in receiver.role == .mob }
        let notMob2 = DeliveryRule(name: "not mob 2") { _, _, receiver in receiver.id != cast.mob2.id }
        let receipt = cast.mediator(rules: [onlyMobs, notMob2]).broadcast(.chat("psst"), from: cast.boss)
        #expect(receipt.receivers == [cast.mob1.id], "only Mob 1 passes both rules")
        #expect(cast.mario.inbox.isEmpty && cast.mob2.inbox.isEmpty)
    }

    @Test func rulesSeeTheSender() throws {
        let cast = Cast()
        let mobsOnlyHearTheBoss = DeliveryRule(name: "mobs only hear the boss") { _, sender, receiver in
            receiver.role != .mob || sender == cast.boss.id
        }
        let mediator = cast.mediator(rules: [mobsOnlyHearTheBoss])
        let refused = try mediator.send(.chat("come here"), from: cast.mario, to: cast.mob1.id)
        #expect(refused.receivers.isEmpty, "a refused targeted send reaches nobody")
        mediator.broadcast(.chat("attack"), from: cast.boss)
        #expect(cast.mob1.inbox == [.chat("attack")])
    }

    @Test func receiptsListWhoGotEachMessageInOrder() throws {
        let cast = Cast()
        let mediator = cast.mediator()
        let first = mediator.broadcast(.deathNote("soon"), from: cast.mario)
        let second = try mediator.send(.slap(x: 1, y: 2), from: cast.boss, to: cast.mario.id)
        #expect(first == ReadReceipt(message: .deathNote("soon"), sender: cast.mario.id, receivers: [cast.mob1.id, cast.mob2.id, cast.boss.id]))
        #expect(second == ReadReceipt(message: .slap(x: 1, y: 2), sender: cast.boss.id, receivers: [cast.mario.id]))
        #expect(mediator.receipts == [first, second], "the mediator keeps every receipt, oldest first")
    }
}
